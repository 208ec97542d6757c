"""The model folder's inspection: every branch of inspect_model_dir on real folders, its texts
pinned by a golden snapshot (tests/unit/golden/verify_modeldir_texts.json)."""

from __future__ import annotations

import json
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.core.verify.modeldir import (
    ModelInfo,
    _ignored_modules,
    _safetensors_names,
    inspect_model_dir,
    listed_size_problems,
    manifest_path,
    read_manifest,
)
from tests.support.golden import check_golden
from tests.support.verify_model import FIXTURE_CONFIG, SHARD_BYTES, make_fake_model

GOLDEN = Path(__file__).with_name("golden") / "verify_modeldir_texts.json"
COMMIT = "0123456789abcdef0123456789abcdef01234567"


def safetensors(path: Path, names: list[str], *, metadata: bool = False) -> Path:
    header: dict[str, Any] = {
        n: {"dtype": "BF16", "shape": [1], "data_offsets": [2 * i, 2 * i + 2]}
        for i, n in enumerate(names)
    }
    if metadata:
        header["__metadata__"] = {"format": "pt"}
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + b"\0" * (2 * len(names)))
    return path


def config_folder(root: Path, **patch: Any) -> Path:
    """A folder with the fixture config (keys set to None are removed) and nothing else."""
    model = root / "m"
    model.mkdir(parents=True, exist_ok=True)
    config = json.loads(FIXTURE_CONFIG.read_text())
    config.update(patch)
    config = {k: v for k, v in config.items() if v is not None}
    (model / "config.json").write_text(json.dumps(config))
    return model


def write_index(model: Path, weight_map: Any, total_size: Any = None) -> None:
    index: dict[str, Any] = {"weight_map": weight_map}
    if total_size is not None:
        index["metadata"] = {"total_size": total_size}
    (model / "model.safetensors.index.json").write_text(json.dumps(index))


def write_manifest(model: Path, files: dict[str, Any], *, complete: bool = True) -> None:
    p = manifest_path(model)
    p.parent.mkdir(parents=True, exist_ok=True)
    data = {"repo": "inclusionAI/Ling-3.0-flash-fp4", "commit": COMMIT, "complete": complete}
    p.write_text(json.dumps({**data, "files": files}))


def shard_listing(model: Path) -> dict[str, Any]:
    return {f.name: {"size": f.stat().st_size} for f in sorted(model.glob("*.safetensors"))}


def summary(info: ModelInfo, tmp: Path) -> dict[str, Any]:
    def norm(x: Any) -> Any:
        if isinstance(x, str):
            return x.replace(str(tmp), "<tmp>")
        if isinstance(x, list):
            return [norm(y) for y in x]
        return x

    return {
        "path": norm(str(info.path)),
        "ok": info.ok,
        "problems": norm(info.problems),
        "remedies": norm(info.remedies),
        "remedy_details": norm(info.remedy_details),
        "notes": norm(info.notes),
        "size_bytes": info.size_bytes,
        "shard_count": info.shard_count,
        "nextn_layers": info.nextn_layers,
        "nextn_weights": info.nextn_weights,
        "head_unquantized": info.head_unquantized,
        "has_config": info.config is not None,
    }


# --- scenarios: name -> build a folder under tmp and inspect it ----------------------------------

Scenario = Callable[[Path], ModelInfo]


def _manifest_ok(tmp: Path) -> ModelInfo:
    model = make_fake_model(tmp)
    write_manifest(model, shard_listing(model))
    return inspect_model_dir(model)


def _manifest_unfinished_and_wrong(tmp: Path) -> ModelInfo:
    model = make_fake_model(tmp)
    listing = shard_listing(model)
    listing["model-00001-of-00003.safetensors"] = {"size": SHARD_BYTES + 1}
    listing["tokenizer.json"] = {"size": 10}
    listing["README.md"] = "not a dict: no size"
    write_manifest(model, listing, complete=False)
    return inspect_model_dir(model)


def _manifest_wrong(n: int) -> Scenario:
    def build(tmp: Path) -> ModelInfo:
        model = make_fake_model(tmp)
        listing = {f"extra-{i}.bin": {"size": i} for i in range(n)}
        write_manifest(model, {**shard_listing(model), **listing})
        return inspect_model_dir(model)

    return build


def _not_a_folder(tmp: Path) -> ModelInfo:
    f = tmp / "config.json"
    f.write_text("{}")
    return inspect_model_dir(f)


def _config(text: str | bytes) -> Scenario:
    def build(tmp: Path) -> ModelInfo:
        model = make_fake_model(tmp)
        cfg = model / "config.json"
        cfg.write_bytes(text) if isinstance(text, bytes) else cfg.write_text(text)
        return inspect_model_dir(model)

    return build


def _fake(need_nextn: bool = True, need_bf16_head: bool = True, **kw: Any) -> Scenario:
    def build(tmp: Path) -> ModelInfo:
        return inspect_model_dir(
            make_fake_model(tmp, **kw), need_nextn=need_nextn, need_bf16_head=need_bf16_head
        )

    return build


def _index(weight_map: Any, total_size: Any = None, shards: int = 0, **cfg: Any) -> Scenario:
    """A config, an index and `shards` shard files named model-0000{i}.safetensors."""

    def build(tmp: Path) -> ModelInfo:
        model = config_folder(tmp, **cfg)
        write_index(model, weight_map, total_size)
        for i in range(shards):
            (model / f"model-{i:05d}.safetensors").write_bytes(b"\0" * 100 * (i + 1))
        return inspect_model_dir(model)

    return build


def _index_text(text: str) -> Scenario:
    def build(tmp: Path) -> ModelInfo:
        model = make_fake_model(tmp)
        (model / "model.safetensors.index.json").write_text(text)
        return inspect_model_dir(model)

    return build


def _no_index(files: dict[str, list[str] | bytes], **cfg: Any) -> Scenario:
    """No index: safetensors files with these tensor names (or these raw bytes)."""

    def build(tmp: Path) -> ModelInfo:
        model = config_folder(tmp, **cfg)
        for name, content in files.items():
            if isinstance(content, bytes):
                (model / name).write_bytes(content)
            else:
                safetensors(model / name, content, metadata=True)
        return inspect_model_dir(model)

    return build


SHARD_MAP = {
    "model.layers.42.eh_proj.weight": "model-00000.safetensors",
    "lm_head.weight": "model-00001.safetensors",
}
NO_QC: dict[str, Any] = {"quantization_config": None}

SCENARIOS: dict[str, Scenario] = {
    "no path": lambda tmp: inspect_model_dir(None),
    "folder does not exist": lambda tmp: inspect_model_dir(tmp / "nope"),
    "a file, not a folder": _not_a_folder,
    "fake checkpoint": _fake(),
    "manifest: every file matches": _manifest_ok,
    "manifest: unfinished, one missing, one wrong size": _manifest_unfinished_and_wrong,
    "manifest: five files missing": _manifest_wrong(5),
    "manifest: six files missing": _manifest_wrong(6),
    "config.json missing": lambda tmp: inspect_model_dir((tmp / "m").mkdir() or tmp / "m"),
    "config.json a JSON list": _config("[1, 2]"),
    "config.json not JSON": _config("{not json"),
    "config.json not UTF-8": _config(b"\xff\xfe{}"),
    "other architecture": _fake(config_patch={"architectures": ["Qwen3ForCausalLM"]}),
    "no architectures key": _fake(config_patch={"architectures": None}),
    "no NEXTN layer, MTP on": _fake(config_patch={"num_nextn_predict_layers": 0}),
    "no NEXTN layer, MTP off": _fake(
        need_nextn=False, nextn=False, config_patch={"num_nextn_predict_layers": 0}
    ),
    "NEXTN count not an int": _fake(config_patch={"num_nextn_predict_layers": "1"}),
    "two NEXTN layers": _fake(config_patch={"num_nextn_predict_layers": 2}),
    "NEXTN announced, weights missing": _fake(nextn=False),
    "NEXTN announced, weights missing, MTP off": _fake(need_nextn=False, nextn=False),
    "quantized head, FP8 head on": _fake(
        head_scale=True, config_patch={"quantization_config": {"quant_method": "fp8"}}
    ),
    "quantized head, FP8 head off": _fake(
        need_bf16_head=False,
        head_scale=True,
        config_patch={"quantization_config": {"quant_method": "fp8"}},
    ),
    "head kept by suffix in modules_to_not_convert": _fake(
        config_patch={
            "quantization_config": {
                "quant_method": "modelopt",
                "modules_to_not_convert": ["model.lm_head", "model.embed"],
                "ignore": "lm_head",  # not a list: not read
                "exclude_modules": ["vision.lm_head_proj"],
            }
        }
    ),
    "head kept through the ignore list": _fake(
        config_patch={"quantization_config": {"quant_method": "x", "ignore": ["lm_head"]}}
    ),
    "no quantization_config": _fake(config_patch=NO_QC),
    "quantized config, no head scale in the weights": _fake(
        config_patch={"quantization_config": {"quant_method": "fp8"}}
    ),
    "index not JSON": _index_text("{oops"),
    "index without weight_map": _index_text('{"metadata": {}}'),
    "index weight_map a list": _index_text('{"weight_map": ["a"]}'),
    "index total_size a float": _index(SHARD_MAP, 301.5, shards=2),
    "index total_size a string": _index(SHARD_MAP, "9999", shards=2),
    "index total_size one byte too many": _index(SHARD_MAP, 301, shards=2),
    "shard missing and total_size too big": _index(SHARD_MAP, 10**6, shards=1),
    "index empty, quantized config": _index(
        {}, quantization_config={"quant_method": "fp8"}, num_nextn_predict_layers=0
    ),
    "index empty, no quantization_config": _index({}, 0, **NO_QC),
    "five shards missing": _index({f"t{i}": f"s{i}.safetensors" for i in range(5)}),
    "six shards missing": _index({f"t{i}": f"s{i}.safetensors" for i in range(6)}),
    "no num_hidden_layers": _index(SHARD_MAP, shards=2, num_hidden_layers=None),
    "NEXTN prefix without its spec weights": _index(
        {"model.layers.42.mlp.gate.weight": "model-00000.safetensors"}, shards=1
    ),
    "no index, no safetensors": _no_index({}),
    "no index, one good and one short file": _no_index(
        {"a.safetensors": ["model.layers.42.enorm.weight", "lm_head.weight"], "b.safetensors": b"1"}
    ),
    "no index, two good files": _no_index(
        {"a.safetensors": ["model.layers.42.enorm.weight"], "b.safetensors": ["lm_head.weight"]}
    ),
    "no index, unreadable only, quantized config": _no_index(
        {"a.safetensors": b"12345678{"}, quantization_config={"quant_method": "fp8"}
    ),
    "no index, head input_scale": _no_index(
        {"a.safetensors": ["model.layers.42.hnorm.weight", "lm_head.input_scale"]}
    ),
}


def test_golden_model_folder_texts(tmp_path):
    cases = {}
    for i, (name, build) in enumerate(SCENARIOS.items()):
        tmp = tmp_path / f"s{i}"
        tmp.mkdir()
        cases[name] = summary(build(tmp), tmp)
    check_golden(GOLDEN, cases)


# --- focused behaviour ---------------------------------------------------------------------------


def test_safetensors_header_limits(tmp_path):
    short = tmp_path / "short.safetensors"
    short.write_bytes(b"1234567")
    with pytest.raises(ValueError, match="shorter than a safetensors header"):
        _safetensors_names(short)
    header = b'{"x": {}, "__metadata__": {}}'
    at_limit = tmp_path / "at.safetensors"
    at_limit.write_bytes(struct.pack("<Q", 100_000_000) + header)
    assert _safetensors_names(at_limit) == ["x"]  # reads what is there
    over = tmp_path / "over.safetensors"
    over.write_bytes(struct.pack("<Q", 100_000_001) + header)
    with pytest.raises(ValueError, match="implausible safetensors header length"):
        _safetensors_names(over)
    # The length is unsigned: 2**64 - 1 is implausible, not -1 ("read everything").
    huge = tmp_path / "huge.safetensors"
    huge.write_bytes(struct.pack("<Q", 2**64 - 1) + header)
    with pytest.raises(ValueError, match="implausible"):
        _safetensors_names(huge)
    exact = tmp_path / "exact.safetensors"
    exact.write_bytes(struct.pack("<Q", len(header)) + header + b"trailing tensor bytes")
    assert _safetensors_names(exact) == ["x"]


def test_ignored_modules_reads_every_key_that_is_a_list():
    qc = {
        "ignored_layers": ["a", 1],
        "modules_to_not_convert": ["b"],
        "ignore": ["c"],
        "exclude_modules": ["d"],
        "other": ["e"],
    }
    assert _ignored_modules(qc) == ["a", "1", "b", "c", "d"]
    assert _ignored_modules({"ignore": "lm_head"}) == []


def test_read_manifest_accepts_only_an_object_with_files(tmp_path):
    assert read_manifest(tmp_path) is None
    assert manifest_path(tmp_path) == tmp_path / ".ling-desk" / "manifest.json"
    manifest_path(tmp_path).parent.mkdir()
    for bad in (b"[]", b'{"files": []}', b"{bad", b"\xff\xfe"):
        manifest_path(tmp_path).write_bytes(bad)
        assert read_manifest(tmp_path) is None, bad
    manifest_path(tmp_path).write_text('{"files": {"a": {"size": 1}}}', encoding="utf-8")
    assert read_manifest(tmp_path) == {"files": {"a": {"size": 1}}}
    manifest_path(tmp_path).write_text('{"files": {}, "repo": "é"}', encoding="utf-8")
    assert read_manifest(tmp_path) == {"files": {}, "repo": "é"}


def test_listed_size_problems(tmp_path):
    (tmp_path / "same").write_bytes(b"12")
    (tmp_path / "longer").write_bytes(b"123")
    (tmp_path / "unsized").write_bytes(b"1")
    listing = {
        "same": {"size": 2},
        "longer": {"size": 2},
        "unsized": {"size": "2"},
        "gone": {"size": 5},
        "gone2": "?",
    }
    assert listed_size_problems(tmp_path, listing) == [
        "gone is missing (the hub lists 5 bytes)",
        "gone2 is missing (the hub lists None bytes)",
        "longer has 3 bytes, the hub lists 2",
    ]
    (tmp_path / "dir").mkdir()
    assert listed_size_problems(tmp_path, {"dir": {"size": 0}}) == [
        "dir is missing (the hub lists 0 bytes)"
    ]


def test_sizes_and_shards_of_an_index(tmp_path):
    info = _index(SHARD_MAP, 300, shards=2)(tmp_path)
    assert info.ok, info.problems
    assert (info.size_bytes, info.shard_count) == (300, 2)
    assert "2 safetensors files, 300 B on disk" in info.notes
    info = _index(SHARD_MAP, 301, shards=2)(tmp_path / "b")
    assert any("hold 300 bytes" in p and "301" in p for p in info.problems)


def test_shard_sizes_follow_symlinks(tmp_path):
    # The Hugging Face cache keeps shards as symlinks into blobs/.
    model = config_folder(tmp_path)
    blob = tmp_path / "blob"
    blob.write_bytes(b"\0" * 1000)
    (model / "model-00000.safetensors").symlink_to(blob)
    write_index(model, {"lm_head.weight": "model-00000.safetensors"}, 1000)
    info = inspect_model_dir(model, need_nextn=False)
    assert info.ok, info.problems
    assert info.size_bytes == 1000


def test_a_dangling_shard_symlink_is_missing(tmp_path):
    model = config_folder(tmp_path)
    (model / "model-00000.safetensors").symlink_to(tmp_path / "no-blob")
    write_index(model, {"lm_head.weight": "model-00000.safetensors"})
    info = inspect_model_dir(model)
    assert info.shard_count == 0 and info.size_bytes == 0
    assert any("1 of the 1 shards" in p for p in info.problems)


@pytest.mark.parametrize(
    "suffix", ["weight_scale_inv", "weight_scale", "input_scale", "weight_scale_2"]
)
def test_every_head_scale_suffix_means_a_quantized_head(tmp_path, suffix):
    model = config_folder(tmp_path)
    safetensors(model / "a.safetensors", ["model.layers.42.enorm.weight", f"lm_head.{suffix}"])
    info = inspect_model_dir(model)
    assert info.head_unquantized is False
    assert any(f"lm_head.{suffix}" in p for p in info.problems)
    info = inspect_model_dir(model, need_bf16_head=False)
    assert info.ok and info.head_unquantized is False
    assert any(f"lm_head.{suffix}" in n for n in info.notes)


def test_a_scale_not_on_the_head_is_not_a_quantized_head(tmp_path):
    model = config_folder(tmp_path)
    names = ["model.layers.42.enorm.weight", "x.lm_head.weight_scale", "lm_head.weight_scale.bak"]
    safetensors(model / "a.safetensors", names)
    info = inspect_model_dir(model)
    assert info.ok, info.problems
    assert info.head_unquantized is True


def test_nextn_spec_names_each_count(tmp_path):
    for part in ("eh_proj", "enorm", "hnorm", "final_layernorm"):
        model = config_folder(tmp_path / part)
        safetensors(model / "a.safetensors", [f"model.layers.42.{part}.weight"])
        info = inspect_model_dir(model)
        assert info.ok, (part, info.problems)
        assert info.nextn_weights == [f"model.layers.42.{part}.weight"]


def test_nextn_weights_are_those_of_the_layer_after_the_last(tmp_path):
    model = config_folder(tmp_path)
    names = ["model.layers.4.enorm.weight", "model.layers.420.enorm.weight", "lm_head.weight"]
    safetensors(model / "a.safetensors", names)
    info = inspect_model_dir(model)
    assert info.nextn_weights == []
    assert any("model.layers.42.*" in p for p in info.problems)


def test_need_flags_default_to_the_full_recipe(tmp_path):
    model = make_fake_model(
        tmp_path,
        nextn=False,
        head_scale=True,
        config_patch={"quantization_config": {"quant_method": "fp8"}},
    )
    info = inspect_model_dir(model)
    assert len(info.problems) == 2, info.problems
    assert inspect_model_dir(model, need_nextn=False, need_bf16_head=False).ok


def test_a_folder_without_weight_shards_is_not_green(tmp_path):
    # An index that names no shard: config.json alone is no model (the check said "0 shards").
    model = config_folder(tmp_path / "a")
    write_index(model, {})
    info = inspect_model_dir(model)
    assert not info.ok
    assert info.problems[-1] == f"model.safetensors.index.json in {model} names no weight shards."
    # Shards that are empty placeholders, with no total size in the index to compare with.
    model = make_fake_model(tmp_path / "b")
    write_index(
        model, json.loads((model / "model.safetensors.index.json").read_text())["weight_map"]
    )
    for f in model.glob("*.safetensors"):
        f.write_bytes(b"")
    info = inspect_model_dir(model)
    assert not info.ok
    assert info.problems == [
        "3 of the 3 shards are empty: model-00001-of-00003.safetensors, "
        "model-00002-of-00003.safetensors, model-00003-of-00003.safetensors"
    ]
