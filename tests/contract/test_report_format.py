"""The report line: the engine writes it (engine_ext.bailing), the app reads it (engine_ext.report).

Runs in the GUI's Python: report.py must import with the standard library alone.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app.engine_ext import report

pytestmark = pytest.mark.contract

TARGET = {
    "schema": 1,
    "role": "target",
    "model_class": "ling_desk_engine_ext.bailing.BailingMoeV3ForCausalLM",
    "lm_head": {
        "requested": True,
        "fp8": True,
        "weight_dtype": "torch.float8_e4m3fn",
        "quant_method": "LingDeskFp8LmHeadMethod",
        "kernel": "humming",
        "compile_s": 11.1,
        "weight_layout": "humming",
        "self_test": {"rows": 8, "top1_agree": 8, "rel_err": 0.016, "finite": True},
    },
    "moe": {"runner_backend": "humming", "quant_method": "Mxfp4HummingMoEMethod"},
    "humming_version": "0.1.12",
    "sglang_version": "0.5.23",
    "errors": [],
}
DRAFT = {"schema": 1, "role": "draft", "head_shared": True, "head_fp8": True, "errors": []}


def test_round_trip_through_sglang_log_prefix():
    line = "[2026-12-02 11:23:45 TP0] " + report.format_line(TARGET) + "\r"
    assert "\n" not in line
    assert report.parse_line(line) == TARGET


def test_no_prefix_is_no_report():
    assert report.parse_line("[2026-12-02 11:23:45] Load weight end. elapsed=1.0 s") is None


def test_broken_report_is_not_silent():
    got = report.parse_line("[t] LING_DESK_ENGINE_REPORT {not json")
    assert got["role"] == "unknown"
    assert got["errors"] and "unreadable" in got["errors"][0]


def test_iter_reports_in_order():
    lines = ["x", report.format_line(DRAFT), "y", report.format_line(TARGET)]
    assert [r["role"] for r in report.iter_reports(lines)] == ["draft", "target"]


def test_assess_fp8_head_pass_and_causes():
    assert report.assess_fp8_head(TARGET).ok is True
    bf16 = json.loads(json.dumps(TARGET))
    bf16["lm_head"].update(fp8=False, weight_dtype="torch.bfloat16", kernel=None)
    bf16["errors"] = ["humming kernel unavailable: RuntimeError: no nvrtc"]
    verdict = report.assess_fp8_head(bf16)
    assert verdict.ok is False and "no nvrtc" in verdict.reason
    assert report.assess_fp8_head(None).ok is False
    ext_failed = {"schema": 1, "role": "extension", "applied": False, "errors": ["sglang 9"]}
    assert report.assess_fp8_head(ext_failed).ok is False


def test_assess_draft_head():
    assert report.assess_draft_head(DRAFT, TARGET).ok is True
    unshared = dict(DRAFT, head_shared=False, head_fp8=False, errors=["reads FP8 bytes as BF16"])
    verdict = report.assess_draft_head(unshared, TARGET)
    assert verdict.ok is False and "FP8 bytes" in verdict.reason
    bf16_draft = dict(DRAFT, head_fp8=False)
    assert report.assess_draft_head(bf16_draft, TARGET).ok is False


def test_report_module_is_stdlib_only():
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import app.engine_ext.report\n"
        "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "bad = sorted(m for m in new if m not in sys.stdlib_module_names and m != 'app')\n"
        "print(bad)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert out.stdout.strip() == "[]"
