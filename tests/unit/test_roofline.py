"""Bytes per decoded token: hand-computed expectations on the synthetic Ling config."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest

from app.core.roofline import (
    ASSUMPTIONS,
    estimate_for_model_dir,
    estimate_from_config,
    layer_kinds,
    read_safetensors_header,
)
from tests.support.engine import ROOT, make_model_dir

FIXTURE_CONFIG = ROOT / "tests" / "fixtures" / "ling-3.0-flash-config.json"

CONFIG = json.loads(FIXTURE_CONFIG.read_text())
FP8 = 1 + 4 / (128 * 128)  # FP8 byte + an FP32 scale per 128x128 block
MXFP4 = 0.5 + 1 / 32  # half a byte + an E8M0 scale byte per 32 values


def test_hybrid_layout_mla_every_sixth_layer():
    kinds = layer_kinds(42, 6)
    assert [i for i, k in enumerate(kinds) if k == "mla"] == [5, 11, 17, 23, 29, 35, 41]
    assert kinds.count("kda") == 35


def test_shape_estimate_by_hand_bf16_head():
    e = estimate_from_config(CONFIG, fp8_lm_head=False)
    assert e.method == "shapes"
    # 42 layers, the first 2 dense: 40 MoE layers, 8 of 512 experts, each 3 x 2560 x 768.
    routed = 40 * 8 * (3 * 2560 * 768) * MXFP4
    shared = 40 * 1 * (3 * 2560 * 768) * FP8
    # KDA (35 layers): q, k, v, o, f, g = 6 x 2560 x 4096, beta 2560 x 32.
    kda = 35 * (6 * 2560 * 4096 + 2560 * 32)
    # MLA (7 layers): q 2560 x 32*(128+64), kv_a 2560 x (512+64), kv_b 512 x 32*(128+128), o 4096 x 2560.
    mla = 7 * (2560 * 32 * 192 + 2560 * 576 + 512 * 32 * 256 + 32 * 128 * 2560)
    attention = (kda + mla) * FP8
    dense = 2 * 3 * 2560 * 7168 * FP8
    router = 40 * 512 * 2560 * 2
    small = (85 * 2560 + 35 * (3 * 4096 * 4 + 2 * 32)) * 2
    head = 157184 * 2560 * 2
    embed_row = 2560 * 2
    kda_state = 35 * 32 * 128 * 128 * 4
    expected = routed + shared + attention + dense + router + small + head + embed_row + kda_state
    assert e.part("routed experts").bytes == pytest.approx(routed)
    assert e.part("attention").bytes == pytest.approx(attention)
    assert e.part("LM head").bytes == head
    assert e.bytes_per_token() == pytest.approx(expected)
    assert e.bytes_per_token() == pytest.approx(4.764e9, rel=1e-3)
    # MLA latent KV: 7 layers x 576 BF16 values per context token.
    assert e.kv_bytes_per_context_token == 7 * 576 * 2
    assert e.bytes_per_token(32768) == pytest.approx(expected + 32768 * 7 * 576 * 2)
    # Sanity against the model card: 5.1B active parameters per token.
    assert e.active_params == pytest.approx(5.1e9, rel=0.02)


def test_fp8_head_halves_the_head():
    bf16 = estimate_from_config(CONFIG, fp8_lm_head=False)
    fp8 = estimate_from_config(CONFIG, fp8_lm_head=True)
    assert fp8.part("LM head").bytes == 157184 * 2560 + 157184 * 4
    saved = bf16.bytes_per_token() - fp8.bytes_per_token()
    assert saved == pytest.approx(157184 * 2560 - 157184 * 4)
    # At a DGX Spark's 273 GB/s: ~57 tok/s ceiling with the BF16 head, ~63 with FP8.
    assert bf16.ceiling_tps(273) == pytest.approx(57.3, abs=0.1)
    assert fp8.ceiling_tps(273) == pytest.approx(62.6, abs=0.1)
    assert fp8.fraction(62.6, 273) == pytest.approx(1.0, abs=0.002)


def test_config_missing_shapes_says_so():
    e = estimate_from_config({}, fp8_lm_head=False)
    assert any("public" in n for n in e.notes)
    # No quantization_config: everything BF16.
    assert e.part("routed experts").bytes == 40 * 8 * 3 * 2560 * 768 * 2


def test_no_model_folder_assumes_fp4_checkpoint():
    e = estimate_for_model_dir(None, fp8_lm_head=True)
    assert e.bytes_per_token() == pytest.approx(
        estimate_from_config(CONFIG, fp8_lm_head=True).bytes_per_token()
    )
    assert any("no model folder" in n for n in e.notes)


def test_describe_states_assumptions():
    e = estimate_from_config(CONFIG, fp8_lm_head=True)
    text = e.describe(273.0)
    assert "estimated from config.json's shapes" in text
    assert "ceiling is 62.6 tok/s" in text
    for a in ASSUMPTIONS:
        assert a in text


def test_unreadable_shards_fall_back_to_config(tmp_path):
    model = make_model_dir(tmp_path)  # shards are zero bytes: no header
    e = estimate_for_model_dir(model, fp8_lm_head=False)
    assert e.method == "shapes"
    assert any("shard headers unreadable" in n for n in e.notes)


def _write_shard(path: Path, tensors: dict[str, tuple[str, list[int], int]]) -> None:
    """A real safetensors file whose data region is left sparse (never read)."""
    header, off = {}, 0
    for name, (dtype, shape, nbytes) in tensors.items():
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [off, off + nbytes]}
        off += nbytes
    raw = json.dumps(header).encode()
    with path.open("wb") as fh:
        fh.write(struct.pack("<Q", len(raw)))
        fh.write(raw)
        fh.truncate(8 + len(raw) + off)


def test_exact_count_from_shard_headers(tmp_path):
    # A tiny model: hidden 8, 3 layers (layer 2 MLA with group 3), 4 experts top-2, vocab 32.
    cfg = {
        "hidden_size": 8, "num_hidden_layers": 3, "num_experts": 4, "num_experts_per_tok": 2,
        "vocab_size": 32, "num_attention_heads": 2, "head_dim": 4, "layer_group_size": 3,
        "kv_lora_rank": 4, "qk_rope_head_dim": 2, "first_k_dense_replace": 1,
    }  # fmt: skip
    model = tmp_path / "m"
    model.mkdir()
    (model / "config.json").write_text(json.dumps(cfg))
    s1 = {
        "model.word_embeddings.weight": ("BF16", [32, 8], 32 * 8 * 2),
        "model.layers.0.attention.qkv.weight": ("F8_E4M3", [24, 8], 192),
        "model.layers.0.mlp.gate_proj.weight": ("F8_E4M3", [16, 8], 128),
    }
    s2 = {
        "model.layers.1.attention.qkv.weight": ("F8_E4M3", [24, 8], 192),
        "model.layers.1.mlp.experts.0.down_proj.weight": ("U8", [8, 4], 32),
        "model.layers.1.mlp.experts.1.down_proj.weight": ("U8", [8, 4], 32),
        "model.layers.1.mlp.experts.2.down_proj.weight": ("U8", [8, 4], 32),
        "model.layers.1.mlp.experts.3.down_proj.weight": ("U8", [8, 4], 32),
        "model.layers.1.mlp.experts.0.down_proj.weight_scale": ("F8_E8M0", [8, 1], 8),
        "model.layers.1.mlp.experts.1.down_proj.weight_scale": ("F8_E8M0", [8, 1], 8),
        "model.layers.1.mlp.experts.2.down_proj.weight_scale": ("F8_E8M0", [8, 1], 8),
        "model.layers.1.mlp.experts.3.down_proj.weight_scale": ("F8_E8M0", [8, 1], 8),
        "model.layers.1.mlp.shared_experts.down_proj.weight": ("F8_E4M3", [8, 8], 64),
        "model.layers.1.mlp.gate.weight": ("BF16", [4, 8], 64),
        "model.layers.3.eh_proj.weight": ("BF16", [8, 16], 256),  # NEXTN: not counted
        "lm_head.weight": ("BF16", [32, 8], 512),
    }
    _write_shard(model / "a.safetensors", s1)
    _write_shard(model / "b.safetensors", s2)
    index = {"weight_map": {**dict.fromkeys(s1, "a.safetensors"),
                            **dict.fromkeys(s2, "b.safetensors")}}  # fmt: skip
    (model / "model.safetensors.index.json").write_text(json.dumps(index))

    e = estimate_for_model_dir(model, fp8_lm_head=False)
    assert e.method == "headers"
    assert e.part("routed experts").bytes == (4 * 32 + 4 * 8) * 2 / 4  # top-2 of 4
    assert e.part("attention").bytes == 192 + 192
    assert e.part("shared experts").bytes == 64
    assert e.part("dense MLP, router, norms").bytes == 128 + 64
    assert e.part("LM head").bytes == 512
    assert e.part("embedding row").bytes == 8 * 2
    kda_state = 2 * 2 * 4 * 4 * 4  # layers 0 and 1 are KDA
    weights = 80 + 384 + 64 + 192 + 512 + 16
    assert e.bytes_per_token() == weights + kda_state
    assert e.kv_bytes_per_context_token == 1 * (4 + 2) * 2
    assert any("1 NEXTN draft-layer tensor left out" in n for n in e.notes)

    fp8 = estimate_for_model_dir(model, fp8_lm_head=True)
    assert fp8.part("LM head").bytes == 32 * 8 + 32 * 4


def test_header_reader_reads_only_the_header(tmp_path):
    path = tmp_path / "big.safetensors"
    _write_shard(path, {"w": ("BF16", [1 << 20, 1024], 2 << 30)})  # a sparse 2 GiB file
    header = read_safetensors_header(path)
    assert header["w"]["dtype"] == "BF16"
    bad = tmp_path / "bad.safetensors"
    bad.write_bytes(b"\0" * 16)
    with pytest.raises(ValueError):
        read_safetensors_header(bad)
