"""Fake Ling-3.0-flash model folders for the verification tests (tiny shards, real layout)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURE_CONFIG = ROOT / "tests" / "fixtures" / "ling-3.0-flash-config.json"
SHARD_BYTES = 4096


def make_fake_model(
    root: Path,
    *,
    shards: int = 3,
    nextn: bool = True,
    config_patch: dict | None = None,
    head_scale: bool = False,
    drop_shard: int | None = None,
) -> Path:
    """A folder with the synthetic config, an index naming every shard, and tiny shard files.

    The NEXTN layer's weights are model.layers.{num_hidden_layers}.* (42 in the fixture).
    """
    model = root / "Ling-3.0-flash-fp4"
    model.mkdir(parents=True, exist_ok=True)
    config = json.loads(FIXTURE_CONFIG.read_text())
    config.update(config_patch or {})
    (model / "config.json").write_text(json.dumps(config, indent=2))
    names = [f"model-{i + 1:05d}-of-{shards:05d}.safetensors" for i in range(shards)]
    layers = config.get("num_hidden_layers", 42)
    wm = {
        "model.word_embeddings.weight": names[0],
        "model.layers.0.attention.fused_qkv_a_proj_with_mqa.weight": names[0],
        "model.layers.1.mlp.experts.0.gate_proj.weight": names[min(1, shards - 1)],
        "model.norm.weight": names[-1],
        "lm_head.weight": names[-1],
    }
    if nextn:
        for part in ("eh_proj.weight", "enorm.weight", "hnorm.weight", "final_layernorm.weight"):
            wm[f"model.layers.{layers}.{part}"] = names[-1]
    if head_scale:
        wm["lm_head.weight_scale_inv"] = names[-1]
    index = {"metadata": {"total_size": SHARD_BYTES * shards // 2}, "weight_map": wm}
    (model / "model.safetensors.index.json").write_text(json.dumps(index, indent=2))
    for i, n in enumerate(names):
        if i != drop_shard:
            (model / n).write_bytes(b"\0" * SHARD_BYTES)
    return model


def copy_fixture(dest: Path) -> Path:
    return Path(shutil.copy(FIXTURE_CONFIG, dest))
