"""The engine extension against the real sglang 0.5.23 (CPU contract venv)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from .conftest import EXT_NAME, EXT_SRC, HERE, run_py, venv_env

pytestmark = [pytest.mark.contract, pytest.mark.timeout(1800)]

FIXTURE_CONFIG = HERE.parents[1] / "tests" / "fixtures" / "ling-3.0-flash-config.json"


def ok(section: dict) -> dict:
    assert "exception" not in section, section.get("traceback") or section["exception"]
    return section


# --- (a) the subclasses import against sglang 0.5.23 -----------------------------------------


def test_subclasses_import_and_apply(engine_checks):
    s = ok(engine_checks["imports"])
    assert s["applied"] is True, s["problems"]
    assert s["problems"] == []
    assert s["entry"] == [
        f"{EXT_NAME}.bailing.BailingMoeV3ForCausalLM",
        f"{EXT_NAME}.bailing.BailingMoeForCausalLMNextN",
    ]
    assert s["bases"] == [
        "sglang.srt.models.bailing_moe_v3.BailingMoeV3ForCausalLM",
        "sglang.srt.models.bailing_moe_nextn.BailingMoeForCausalLMNextN",
    ]


# --- (b) the external-package registry resolves the architecture names to our classes --------


@pytest.mark.parametrize("arch", ["BailingMoeV3ForCausalLM", "BailingMoeForCausalLMNextN"])
def test_registry_resolves_to_our_class(engine_checks, arch):
    s = ok(engine_checks["registry"])
    assert s[arch]["resolved_arch"] == arch
    assert s[arch]["class"] == f"{EXT_NAME}.bailing.{arch}"


def test_registry_defers_builtin_models(engine_checks):
    # SGLANG_EXTERNAL_MODEL_PACKAGE defers the built-ins; ours answer first (fast path).
    assert ok(engine_checks["registry"])["default_models_loaded"] is False


# --- (c) constructors and hooks match the base classes and what SGLang calls ------------------


def test_signatures_match_bases(engine_checks):
    s = ok(engine_checks["signatures"])
    assert s["mismatches"] == []
    assert s["loader_kwargs_bind"] is True


def test_draft_adds_set_lm_head_from_target(engine_checks):
    s = ok(engine_checks["signatures"])
    assert s["base_draft_defines_set_lm_head_from_target"] is False  # 0.5.23 lacks it
    assert s["draft_defines_set_lm_head_from_target"] is True
    assert s["target_defines_precompile_hook"] is True


def test_eagle_worker_calls_fit_our_hooks(engine_checks):
    s = ok(engine_checks["sglang_calls"])
    assert s["eagle_calls"].get("set_lm_head_from_target") == [1]
    assert 2 in s["eagle_calls"].get("set_embed_and_head", [])
    assert s["draft_binds"] and all(v is True for v in s["draft_binds"].values()), s["draft_binds"]


def test_runner_calls_the_report_hook_after_loading(engine_checks):
    s = ok(engine_checks["sglang_calls"])
    assert s["runner_calls_precompile_hook"] is True
    assert s["hook_before_load_weight_end_log"] is True
    assert s["loader_postprocesses_quant_methods"] is True


# --- (d) the FP8 head's math on the CPU ------------------------------------------------------


def test_per_channel_quantization(engine_checks):
    s = ok(engine_checks["fp8_math"])
    assert s["max_row_rel_err"] < 0.04  # e4m3: 3 mantissa bits
    assert s["scale_is_bf16"] is True
    assert s["amax_ok"] is True
    assert s["zero_row_ok"] is True


def test_probe_logits_are_peaked(engine_checks):
    assert ok(engine_checks["fp8_math"])["probe_peak_sigma_min"] > 5


def test_torch_kernel_matches_reference(engine_checks):
    s = ok(engine_checks["fp8_math"])
    cmp = s["torch_kernel_vs_ref"]
    assert cmp["top1_agree"] == cmp["rows"]
    assert cmp["rel_err"] < 0.06
    assert s["torch_kernel_vs_dequant_rel"] < 0.05  # only the activation quantization differs
    assert s["out_dtype"] == "torch.bfloat16"
    assert s["empty_batch_shape"] == [0, 1024]


def test_build_picks_torch_on_cpu_and_self_tests(engine_checks):
    s = ok(engine_checks["fp8_math"])
    assert s["auto_kernel"] == "torch"
    assert s["auto_errors"] == []
    assert s["auto_self_test"]["top1_agree"] == s["auto_self_test"]["rows"]


def test_self_test_rejects_a_broken_kernel(engine_checks):
    s = ok(engine_checks["fp8_math"])
    assert s["broken_rejected"] is True
    assert "self-test" in s["broken_errors"][0]


def test_quant_method_on_real_parallel_lm_head(engine_checks):
    s = ok(engine_checks["lm_head_method"])
    assert s["weight_dtype"] == "torch.float8_e4m3fn"
    assert s["has_weight_scale"] is True
    assert s["kernel"] == "torch"
    assert s["errors"] == []
    assert s["head_is_fp8"] is True
    # through SGLang's LogitsProcessor._compute_lm_head
    assert s["logits_rel_err"] < 0.06
    assert s["top1_agree"] == 3


def test_quant_method_restores_bf16_for_reload(engine_checks):
    s = ok(engine_checks["lm_head_method"])
    assert s["restored_dtype"] == "torch.bfloat16"
    assert s["restored_has_loader"] is True
    assert s["restored_has_scale"] is False


# --- hooks and the report from inside the engine ---------------------------------------------


def test_draft_takes_the_target_head_module(engine_checks):
    s = ok(engine_checks["hooks"])
    assert s["draft_head_is_target_head"] is True
    assert s["same_logits"] is True


def test_reports_one_line_per_role(engine_checks):
    reports = ok(engine_checks["hooks"])["reports"]
    assert [r["role"] for r in reports] == ["draft", "target"]
    draft, target = reports
    assert draft["head_shared"] is True and draft["head_fp8"] is True and draft["errors"] == []
    assert draft["via"] == "set_lm_head_from_target"
    head = target["lm_head"]
    assert head["fp8"] is True
    assert head["weight_dtype"] == "torch.float8_e4m3fn"
    assert head["quant_method"] == "LingDeskFp8LmHeadMethod"
    assert head["kernel"] == "torch"
    assert isinstance(head["compile_s"], float)
    assert target["sglang_version"] == "0.5.23"
    assert target["errors"] == []
    assert set(target) >= {"schema", "role", "model_class", "lm_head", "moe", "humming_version"}


def test_unshared_draft_names_the_cause(engine_checks):
    s = ok(engine_checks["hooks"])
    rep = s["unshared_report"]
    assert rep["head_shared"] is False
    assert any("reads FP8 bytes as BF16" in e for e in rep["errors"])
    assert s["unshared_assessment"]["ok"] is False
    assert s["draft_assessment"]["ok"] is True
    assert s["fp8_assessment"]["ok"] is True


def test_report_line_in_sglang_log_format(engine_checks):
    ok(engine_checks["logging"])
    lines = [ln for ln in engine_checks["_stderr"].splitlines() if "logging-section" in ln]
    assert len(lines) == 1, engine_checks["_stderr"][-2000:]
    assert re.match(
        r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d TP0\] LING_DESK_ENGINE_REPORT \{", lines[0]
    ), lines[0]


# --- failure: the extension must not apply, must not break the import, must say why ----------


def test_unknown_sglang_version_disables_and_reports(contract_python, staged_ext, tmp_path):
    code = (
        "import importlib.metadata as m\n"
        "real = m.version\n"
        "m.version = lambda d: '9.9.9' if d == 'sglang' else real(d)\n"
        "import logging, sys\n"
        "logging.basicConfig(stream=sys.stderr, level=logging.INFO, format='%(message)s')\n"
        f"from {EXT_NAME} import bailing\n"
        "print('APPLIED', bailing.APPLIED, hasattr(bailing, 'EntryClass'))\n"
    )
    proc = run_py(
        contract_python,
        ["-c", code],
        env=venv_env(PYTHONPATH=str(staged_ext)),
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "APPLIED False False" in proc.stdout
    line = next(ln for ln in proc.stderr.splitlines() if "LING_DESK_ENGINE_REPORT" in ln)
    report = json.loads(line.split("LING_DESK_ENGINE_REPORT ", 1)[1])
    assert report["role"] == "extension" and report["applied"] is False
    assert "9.9.9" in report["errors"][0]


def test_registry_survives_a_broken_extension(contract_python, tmp_path):
    """An extension module that raises on import: SGLang skips it and serves its built-ins."""
    pkg = tmp_path / EXT_NAME
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "broken.py").write_text("raise ImportError('simulated: humming missing')\n")
    code = (
        "from sglang.srt.models.registry import ModelRegistry\n"
        "cls, arch = ModelRegistry.resolve_model_cls(['BailingMoeV3ForCausalLM'])\n"
        "print('RESOLVED', cls.__module__)\n"
    )
    proc = run_py(
        contract_python,
        ["-c", code],
        env=venv_env(PYTHONPATH=str(tmp_path), SGLANG_EXTERNAL_MODEL_PACKAGE=EXT_NAME),
        cwd=tmp_path,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "RESOLVED sglang.srt.models.bailing_moe_v3" in proc.stdout


# --- (e) capabilities.py --------------------------------------------------------------------


def test_capabilities_in_contract_venv(contract_python, tmp_path):
    proc = run_py(
        contract_python,
        [str(EXT_SRC / "capabilities.py")],
        env=venv_env(),
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout  # stdout carries the JSON alone
    caps = json.loads(lines[0])
    assert caps["errors"] == []
    assert caps["sglang"] == "0.5.23"
    assert caps["fp8_lm_head_native"] is False
    assert caps["draft_shares_head_native"] is False
    assert caps["eagle_calls_set_lm_head_from_target"] is True
    assert caps["external_package_supported"] is True
    assert caps["ext_compatible"] is True, caps["ext_problems"]
    assert caps["needs_ext"] is True
    assert caps["moe_humming_available"] is False  # no humming-kernels in the contract venv
    assert caps["cuda"]["available"] is False


def test_capabilities_fast_mode(contract_python, tmp_path):
    proc = run_py(
        contract_python, [str(EXT_SRC / "capabilities.py"), "--fast"], env=venv_env(), cwd=tmp_path
    )
    caps = json.loads(proc.stdout)
    assert caps["mode"] == "fast"
    assert caps["draft_shares_head_native"] is False
    assert caps["fp8_lm_head_native"] is None and caps["ext_compatible"] is None
    assert caps["needs_ext"] is True  # the draft gap alone decides it
    assert caps["elapsed_s"] < 5


def test_capabilities_without_sglang(tmp_path):
    """In the GUI's Python (no sglang, no torch) it still answers, without crashing."""
    proc = subprocess.run(
        [sys.executable, str(EXT_SRC / "capabilities.py")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    caps = json.loads(proc.stdout)
    assert caps["sglang"] is None
    assert caps["ext_compatible"] is None
    assert caps["errors"]


# --- validate_args.py: the launch command against the real parser -------------------------


RECIPE_ARGV = [
    "--model-path", "/models/Ling-3.0-flash-fp4",
    "--dtype", "bfloat16", "--tp-size", "1", "--page-size", "64",
    "--mem-fraction-static", "0.68", "--moe-runner-backend", "humming",
    "--speculative-algorithm", "NEXTN",
    "--speculative-draft-model-path", "/models/Ling-3.0-flash-fp4",
    "--speculative-num-steps", "3", "--speculative-eagle-topk", "1",
    "--speculative-num-draft-tokens", "4",
    "--host", "127.0.0.1", "--port", "30000", "--enable-metrics",
    "--reasoning-parser", "deepseek-r1",
]  # fmt: skip


def validate(python, request: dict, tmp_path) -> dict:
    proc = run_py(
        python,
        [str(HERE / "validate_args.py")],
        env=venv_env(),
        cwd=tmp_path,
        stdin=json.dumps(request),
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def test_validate_recipe_command(contract_python, tmp_path):
    cfg = tmp_path / "engine.yaml"
    cfg.write_text("api-key: not-in-the-process-list\n")
    out = validate(
        contract_python,
        {
            "argv": [*RECIPE_ARGV, "--config", str(cfg)],
            "env": {"SGLANG_ENABLE_FP8_LM_HEAD": "1"},
            "stand_in_config": str(FIXTURE_CONFIG),
        },
        tmp_path,
    )
    assert out["ok"] is True, out
    assert out["moe_runner_backend"] == "humming"
    assert out["speculative_algorithm"] == "EAGLE"  # NEXTN resolves to EAGLE
    assert (out["speculative_num_steps"], out["speculative_eagle_topk"]) == (3, 1)
    assert out["speculative_num_draft_tokens"] == 4
    assert out["enable_fp32_lm_head"] is False
    assert (out["host"], out["port"]) == ("127.0.0.1", 30000)
    assert out["api_key_set"] is True  # merged from --config
    assert out["enable_metrics"] is True
    assert out["reasoning_parser"] == "deepseek-r1"


def test_validate_rejects_a_bad_choice(contract_python, tmp_path):
    argv = [a if a != "humming" else "no-such-backend" for a in RECIPE_ARGV]
    out = validate(
        contract_python, {"argv": argv, "stand_in_config": str(FIXTURE_CONFIG)}, tmp_path
    )
    assert out["ok"] is False
    assert out["stage"] == "parse"
