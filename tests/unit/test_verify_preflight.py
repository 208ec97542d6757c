"""Preflight checks: model folder, engine environment, GPU, memory, settings (no GPU needed)."""

from __future__ import annotations

import json
import struct
import sys
from pathlib import Path

import pytest

from app.core.paths import Paths
from app.core.profiles import PROFILES, GpuInfo
from app.core.settings import Settings
from app.core.verify import verdict as vd
from app.core.verify.modeldir import inspect_model_dir
from app.core.verify.preflight import (
    check_engine_caps,
    check_engine_env,
    check_gpu,
    check_memory,
    check_settings,
    run_preflight,
)
from app.core.verify.verdict import Status
from tests.support.verify_model import make_fake_model

H200 = GpuInfo("NVIDIA H200", 143771, 140000, (9, 0))
GB10 = GpuInfo("NVIDIA GB10", None, None, (12, 1))
V100 = GpuInfo("Tesla V100-SXM2-32GB", 32768, 32000, (7, 0))

GOOD_PROBE = {
    "schema": 1,
    "executable": "/opt/engine/bin/python",
    "sglang": "0.5.23",
    "humming_kernels": "0.1.0",
    "torch": "2.13.0",
    "cuda": {
        "available": True,
        "device_name": "NVIDIA H200",
        "capability": [9, 0],
        "torch_cuda": "13.0",
    },
    "fp8_lm_head_native": False,
    "draft_shares_head_native": False,
    "external_package_supported": True,
    "ext_compatible": True,
    "moe_humming_available": True,
    "errors": [],
}


def meminfo(tmp_path: Path, gib: float) -> Path:
    p = tmp_path / "meminfo"
    p.write_text(f"MemTotal: 131000000 kB\nMemAvailable: {int(gib * 1024 * 1024)} kB\n")
    return p


def settings_for(model: Path | None, **opt) -> Settings:
    s = Settings()
    s.engine.model_path = str(model) if model else "/nonexistent/model"
    for k, v in opt.items():
        setattr(s.optimizations, k, v)
    return s


# --- model folder -----------------------------------------------------------------------------


def test_fake_model_passes(tmp_path):
    info = inspect_model_dir(make_fake_model(tmp_path))
    assert info.ok, info.problems
    assert info.shard_count == 3
    assert info.size_bytes == 3 * 4096
    assert info.nextn_weights and all(w.startswith("model.layers.42.") for w in info.nextn_weights)
    assert info.head_unquantized is True
    assert any("lm_head" in n for n in info.notes)


def test_missing_folder(tmp_path):
    info = inspect_model_dir(tmp_path / "nope")
    assert "does not exist" in info.problems[0]


def test_no_model_path():
    info = inspect_model_dir(None)
    assert "No model folder" in info.problems[0]
    assert "Download model" in info.remedies[0]  # the window's button, in plain words
    assert (
        "--model" in info.remedy_details[0] and "ling-desk model download" in info.remedy_details[0]
    )


def test_wrong_architecture(tmp_path):
    info = inspect_model_dir(
        make_fake_model(tmp_path, config_patch={"architectures": ["Qwen3ForCausalLM"]})
    )
    assert any("Qwen3ForCausalLM" in p for p in info.problems)


def test_missing_shard_named(tmp_path):
    info = inspect_model_dir(make_fake_model(tmp_path, drop_shard=1))
    assert any("model-00002-of-00003.safetensors" in p for p in info.problems)


def test_no_nextn_in_config(tmp_path):
    model = make_fake_model(tmp_path, config_patch={"num_nextn_predict_layers": 0})
    assert any("NEXTN" in p for p in inspect_model_dir(model).problems)
    assert inspect_model_dir(model, need_nextn=False).ok


def test_nextn_weights_missing(tmp_path):
    info = inspect_model_dir(make_fake_model(tmp_path, nextn=False))
    assert any("model.layers.42." in p for p in info.problems)


def test_quantized_head_refused_for_fp8_head(tmp_path):
    qc = {"quant_method": "fp8", "weight_block_size": [128, 128]}  # no ignore list
    model = make_fake_model(tmp_path, head_scale=True, config_patch={"quantization_config": qc})
    info = inspect_model_dir(model)
    assert any("lm_head.weight_scale_inv" in p for p in info.problems)
    assert inspect_model_dir(model, need_bf16_head=False).ok


def test_truncated_shards(tmp_path):
    model = make_fake_model(tmp_path)
    index = json.loads((model / "model.safetensors.index.json").read_text())
    index["metadata"]["total_size"] = 10**9
    (model / "model.safetensors.index.json").write_text(json.dumps(index))
    assert any("truncated" in p for p in inspect_model_dir(model).problems)


def test_single_safetensors_without_index(tmp_path):
    model = tmp_path / "m"
    model.mkdir()
    cfg = json.loads(
        (Path(__file__).parents[1] / "fixtures/ling-3.0-flash-config.json").read_text()
    )
    (model / "config.json").write_text(json.dumps(cfg))
    header = json.dumps(
        {
            "model.layers.42.eh_proj.weight": {
                "dtype": "BF16",
                "shape": [1],
                "data_offsets": [0, 2],
            },
            "lm_head.weight": {"dtype": "BF16", "shape": [1], "data_offsets": [2, 4]},
        }
    ).encode()
    (model / "model.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + b"\0" * 4)
    info = inspect_model_dir(model)
    assert info.ok, info.problems
    assert info.nextn_weights == ["model.layers.42.eh_proj.weight"]


def test_broken_config(tmp_path):
    model = make_fake_model(tmp_path)
    (model / "config.json").write_text("{not json")
    assert "cannot be read as JSON" in inspect_model_dir(model).problems[0]


# --- engine environment ------------------------------------------------------------------------


def test_engine_env_pass_quotes_versions():
    v = check_engine_env(Settings(), dict(GOOD_PROBE), custom=False, attach=False)
    assert v.status == Status.PASS
    assert "sglang 0.5.23" in v.evidence
    assert "engine Python: /opt/engine/bin/python" in v.evidence
    assert any("capability" in e for e in v.evidence)


def test_engine_env_probe_failed():
    v = check_engine_env(
        Settings(), {"error": "the engine Python '/x' does not exist"}, custom=False, attach=False
    )
    assert v.status == Status.FAIL and "/x" in v.summary


def test_engine_env_without_humming():
    v = check_engine_env(
        Settings(), dict(GOOD_PROBE, humming_kernels=None), custom=False, attach=False
    )
    assert v.status == Status.FAIL and "humming-kernels" in v.summary
    s = Settings()
    s.optimizations.humming_moe = False
    assert (
        check_engine_env(
            s, dict(GOOD_PROBE, humming_kernels=None), custom=False, attach=False
        ).status
        == Status.PASS
    )


def test_engine_env_other_version_warns():
    v = check_engine_env(Settings(), dict(GOOD_PROBE, sglang="0.5.9"), custom=False, attach=False)
    assert v.status == Status.WARN


@pytest.mark.parametrize("custom,attach", [(True, False), (False, True)])
def test_engine_env_and_caps_skip_with_reason(custom, attach):
    for check in (check_engine_env, check_engine_caps):
        v = check(Settings(), dict(GOOD_PROBE), custom=custom, attach=attach)
        assert v.status == Status.SKIP
        assert ("custom launcher" if custom else "Attached") in v.summary


def test_caps_through_extension_and_native():
    v = check_engine_caps(Settings(), dict(GOOD_PROBE), custom=False, attach=False)
    assert v.status == Status.PASS and "engine extension" in v.summary
    native = dict(GOOD_PROBE, fp8_lm_head_native=True, draft_shares_head_native=True)
    v = check_engine_caps(Settings(), native, custom=False, attach=False)
    assert v.status == Status.PASS and "native" in v.summary


def test_caps_no_way_to_an_fp8_head():
    probe = dict(GOOD_PROBE, external_package_supported=False, ext_compatible=False)
    v = check_engine_caps(Settings(), probe, custom=False, attach=False)
    assert v.status == Status.FAIL
    assert "cannot build an FP8 LM head" in v.summary
    assert "BF16 head module" in v.summary  # and the draft would not share it


def test_caps_no_humming_moe_method():
    v = check_engine_caps(
        Settings(), dict(GOOD_PROBE, moe_humming_available=False), custom=False, attach=False
    )
    assert v.status == Status.FAIL and "Mxfp4HummingMoEMethod" in v.summary


# --- GPU and memory ---------------------------------------------------------------------------


def test_no_gpu_fails_unless_custom_launcher():
    v = check_gpu(Settings(), None, PROFILES["generic"], None, custom=False, attach=False)
    assert v.status == Status.FAIL and "No NVIDIA GPU found" in v.summary
    v = check_gpu(Settings(), None, PROFILES["generic"], None, custom=True, attach=False)
    assert v.status == Status.SKIP


def test_old_gpu_refused_for_humming():
    v = check_gpu(Settings(), [V100], PROFILES["generic"], None, custom=False, attach=False)
    assert v.status == Status.FAIL and "7.0" in v.summary and "7.5" in v.summary


def test_gpu_cc_from_engine_env_when_smi_lacks_it():
    gpu = GpuInfo("NVIDIA H200", 143771, 140000, None)
    v = check_gpu(Settings(), [gpu], PROFILES["h200"], dict(GOOD_PROBE), custom=False, attach=False)
    assert v.status == Status.PASS and "9.0" in v.summary


def test_spark_refuses_under_85_gib(tmp_path):
    v = check_memory(
        Settings(),
        [GB10],
        PROFILES["gb10"],
        None,
        custom=False,
        attach=False,
        meminfo=meminfo(tmp_path, 60),
    )
    assert v.status == Status.FAIL
    assert "under 91.3 GB free" in v.summary and "freezes the whole machine" in v.summary
    assert "MemAvailable: 64.4 GB" in v.evidence[0]
    v = check_memory(
        Settings(),
        [GB10],
        PROFILES["gb10"],
        None,
        custom=False,
        attach=False,
        meminfo=meminfo(tmp_path, 100),
    )
    assert v.status == Status.PASS


def test_discrete_gpu_too_small_for_the_weights(tmp_path):
    info = inspect_model_dir(make_fake_model(tmp_path))
    info.size_bytes = 62 * 2**30
    small = GpuInfo("NVIDIA H100 80GB", 81559, 30000, (9, 0))
    v = check_memory(Settings(), [small], PROFILES["h100"], info, custom=False, attach=False)
    assert v.status == Status.FAIL and "66.6 GB" in v.summary
    v = check_memory(Settings(), [H200], PROFILES["h200"], info, custom=False, attach=False)
    assert v.status == Status.PASS


def test_settings_contradiction_and_spark_fraction():
    s = Settings()
    s.optimizations.fp32_lm_head = True
    v = check_settings(s, PROFILES["generic"])
    assert v.status == Status.FAIL and "exclude each other" in v.summary
    s = Settings()
    s.engine.mem_fraction_static = 0.75
    v = check_settings(s, PROFILES["gb10"])
    assert v.status == Status.WARN and "0.75" in v.summary


def test_run_preflight_without_gpu_is_fast_and_complete(tmp_path):
    model = make_fake_model(tmp_path)
    verdicts = run_preflight(
        Paths.from_basedir(tmp_path / "base"),
        settings_for(model),
        dict(GOOD_PROBE),
        PROFILES["generic"],
        None,
    )
    ids = [v.id for v in verdicts]
    assert ids == list(vd.PREFLIGHT_IDS)
    by = {v.id: v for v in verdicts}
    assert by[vd.GPU].status == Status.FAIL
    assert by[vd.MODEL_FILES].status == Status.PASS
    assert by[vd.MEMORY].status == Status.SKIP
    assert all(v.duration_s is not None and v.duration_s < 1.0 for v in verdicts)


def test_run_preflight_attached_skips_what_cannot_apply(tmp_path):
    verdicts = run_preflight(
        Paths.from_basedir(tmp_path / "b"),
        settings_for(None),
        None,
        PROFILES["generic"],
        None,
        attach=True,
    )
    by = {v.id: v for v in verdicts}
    for id in (vd.ENGINE_ENV, vd.ENGINE_CAPS, vd.GPU, vd.MODEL_FILES, vd.MEMORY):
        assert by[id].status == Status.SKIP, by[id]
    assert by[vd.SETTINGS].status == Status.PASS


def test_engine_env_cpu_only_torch_fails():
    probe = dict(
        GOOD_PROBE,
        cuda={"available": False, "device_name": None, "capability": None, "torch_cuda": None},
    )
    v = check_engine_env(Settings(), probe, custom=False, attach=False)
    assert v.status == Status.FAIL and "CPU-only" in v.summary


def test_engine_env_without_sglang_fails():
    probe = {
        "schema": 1,
        "sglang": None,
        "humming_kernels": None,
        "torch": None,
        "errors": ["sglang is not importable from this Python"],
    }
    v = check_engine_env(Settings(), probe, custom=False, attach=False)
    assert v.status == Status.FAIL and "SGLang is not installed" in v.summary
    assert "probe error: sglang is not importable from this Python" in v.evidence
    assert check_engine_caps(Settings(), probe, custom=False, attach=False).status == Status.SKIP


def test_caps_quote_extension_problems():
    probe = dict(
        GOOD_PROBE,
        ext_compatible=False,
        external_package_supported=True,
        ext_problems=["BailingMoeV3ForCausalLM has no load_weights"],
    )
    v = check_engine_caps(Settings(), probe, custom=False, attach=False)
    assert v.status == Status.FAIL
    assert "engine extension problem: BailingMoeV3ForCausalLM has no load_weights" in v.evidence


def test_real_probe_of_this_python_runs(tmp_path):
    """The capabilities script really runs in a Python without sglang: a clear fail, fast."""
    from app.core.engine.probe import PROBE_SCRIPT, probe_engine_env

    assert PROBE_SCRIPT.is_file()  # shipped with the app: its absence is a packaging bug
    probe = probe_engine_env(sys.executable, timeout=60)
    v = check_engine_env(Settings(), probe, custom=False, attach=False)
    assert v.status == Status.FAIL, v
