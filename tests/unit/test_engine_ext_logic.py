"""The engine extension's own logic, in the ordinary run (no sglang, no torch).

The contract tier checks the extension inside the real sglang wheel; these check its decisions:
the draft takes the target's head MODULE (a copy of the weight reads FP8 bytes as BF16, accept
length 1.00), the report line's format and its verdicts, and capability detection on a source
tree laid out like SGLang's.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from app.engine_ext import report, sharing

EXT_SRC = Path(__file__).resolve().parents[2] / "app" / "engine_ext"


class Module:
    """A stand-in for a torch module: only identity and attributes matter to these decisions."""

    def __init__(self, weight: object) -> None:
        self.weight = weight


class Draft:
    def __init__(self) -> None:
        self.lm_head = Module(weight=object())


# --- head sharing ---------------------------------------------------------------------------


def test_the_draft_takes_the_target_head_module_itself():
    draft, target_head = Draft(), Module(weight=object())
    own = draft.lm_head
    sharing.take_target_head(draft, target_head)
    # The module, not its weight: FP8 scales and the kernel live on the module.
    assert draft.lm_head is target_head
    assert own.weight is not target_head.weight


def test_embed_and_head_with_the_targets_own_weight_shares_the_module_at_once():
    draft, target_head = Draft(), Module(weight=object())
    assert sharing.share_on_embed_and_head(draft, target_head, target_head.weight, True) is None
    assert draft.lm_head is target_head


@pytest.mark.parametrize(
    ("fp8", "error"), [(True, sharing.FOREIGN_FP8_WEIGHT), (False, None)]
)  # fmt: skip
def test_a_weight_that_is_not_the_targets_is_not_shared_and_fp8_is_named(fp8, error):
    draft, target_head = Draft(), Module(weight=object())
    own = draft.lm_head
    assert sharing.share_on_embed_and_head(draft, target_head, object(), fp8) == error
    assert draft.lm_head is own


def test_no_target_head_leaves_the_draft_alone():
    draft = Draft()
    own = draft.lm_head
    assert sharing.share_on_embed_and_head(draft, None, object(), False) is None
    assert draft.lm_head is own


@pytest.mark.parametrize(
    ("target", "shared", "fp8", "via", "errors"),
    [
        (True, True, False, "set_lm_head_from_target", []),
        (True, True, True, "set_lm_head_from_target", []),
        (False, False, False, "set_lm_head_from_target", [sharing.NO_TARGET]),
        (True, False, True, "set_lm_head_from_target", [sharing.UNSHARED_FP8]),
        (True, False, False, "set_lm_head_from_target", [sharing.UNSHARED]),
        (True, True, False, "first_forward", [sharing.NEVER_CALLED]),
        (True, False, True, "first_forward", [sharing.UNSHARED_FP8, sharing.NEVER_CALLED]),
    ],
)  # fmt: skip
def test_the_drafts_report_names_each_fault(target, shared, fp8, via, errors):
    got = sharing.draft_head_errors(
        target_present=target, shared=shared, target_head_fp8=fp8, via=via
    )
    assert got == errors


def test_an_unshared_fp8_head_is_judged_a_rejected_draft_by_the_app():
    """The draft's words go through the report to the app's verdict unchanged."""
    errors = sharing.draft_head_errors(
        target_present=True, shared=False, target_head_fp8=True, via="set_lm_head_from_target"
    )
    draft = {"schema": report.SCHEMA, "role": report.ROLE_DRAFT, "head_shared": False,
             "head_fp8": False, "via": "set_lm_head_from_target", "errors": errors}  # fmt: skip
    verdict = report.assess_draft_head(draft)
    assert not verdict.ok and "every draft is rejected" in verdict.reason


# --- the report line ------------------------------------------------------------------------

TARGET = {
    "schema": report.SCHEMA,
    "role": report.ROLE_TARGET,
    "lm_head": {"requested": True, "fp8": True, "weight_dtype": report.FP8_WEIGHT_DTYPE,
                "quant_method": "LingDeskFp8LmHeadMethod", "kernel": "humming",
                "self_test": {"rows": 8, "top1_agree": 8, "rel_err": 0.016}},
    "errors": [],
}  # fmt: skip
DRAFT = {"schema": report.SCHEMA, "role": report.ROLE_DRAFT, "head_shared": True,
         "head_fp8": True, "via": "set_lm_head_from_target", "errors": []}  # fmt: skip


def test_a_report_line_reads_back_from_sglangs_log_prefix():
    # SGLang's root handler puts "[time TPn] " before the message; the parser must see past it.
    lines = [
        "[2026-12-04 10:00:00 TP0] Load weight end.",
        "[2026-12-04 10:00:01 TP0] " + report.format_line(TARGET),
        "[2026-12-04 10:00:02 TP0] " + report.format_line(DRAFT),
    ]
    assert list(report.iter_reports(lines)) == [TARGET, DRAFT]
    assert report.parse_line(lines[0]) is None


def test_the_verdicts_on_good_reports_and_on_each_fault():
    assert report.assess_fp8_head(TARGET).ok
    assert "humming kernel" in report.assess_fp8_head(TARGET).reason
    assert report.assess_draft_head(DRAFT, TARGET).ok
    bf16 = {**TARGET, "lm_head": {**TARGET["lm_head"], "fp8": False,
                                  "weight_dtype": "torch.bfloat16"}}  # fmt: skip
    assert not report.assess_fp8_head(bf16).ok
    claims = {**TARGET, "lm_head": {**TARGET["lm_head"], "weight_dtype": "torch.bfloat16"}}
    assert "claims FP8" in report.assess_fp8_head(claims).reason
    assert not report.assess_fp8_head(None).ok
    bf16_draft = {**DRAFT, "head_fp8": False}
    assert not report.assess_draft_head(bf16_draft, TARGET).ok  # FP8 target, BF16 draft head


# --- capability detection on a source tree laid out like SGLang's ---------------------------


def fake_sglang(root: Path, *, draft_shares: bool, eagle_calls: bool) -> Path:
    """A package named sglang with the files the detector reads (real files, parsed by ast)."""
    srt = root / "sglang" / "srt"
    (srt / "models").mkdir(parents=True)
    (srt / "speculative").mkdir()
    (root / "sglang" / "__init__.py").write_text("")
    (srt / "__init__.py").write_text("")
    method = "    def set_lm_head_from_target(self, head):\n        self.lm_head = head\n"
    (srt / "models" / "bailing_moe_nextn.py").write_text(
        "class BailingMoeForCausalLMNextN:\n"
        + (method if draft_shares else "    def forward(self):\n        pass\n")
    )
    call = "draft.set_lm_head_from_target(head)" if eagle_calls else "draft.set_embed(head)"
    (srt / "speculative" / "eagle_worker_v2.py").write_text(
        textwrap.dedent(f"""
        def init_lm_head(draft, head):
            {call}
        """)
    )
    (srt / "models" / "registry.py").write_text(
        "import os\nPKG = os.environ.get('SGLANG_EXTERNAL_MODEL_PACKAGE')\n"
        "def import_model_classes(name):\n    return {}\n"
    )
    return root


@pytest.mark.parametrize(("shares", "calls"), [(True, True), (False, False), (False, True)])
def test_capabilities_read_what_this_sglang_source_does(tmp_path, shares, calls):
    root = fake_sglang(tmp_path / "site", draft_shares=shares, eagle_calls=calls)
    proc = subprocess.run(
        [sys.executable, str(EXT_SRC / "capabilities.py"), "--fast"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    caps = json.loads(proc.stdout)
    assert caps["mode"] == "fast"
    assert caps["draft_shares_head_native"] is shares
    assert caps["eagle_calls_set_lm_head_from_target"] is calls
    assert caps["external_package_supported"] is True
    assert caps["fp8_lm_head_env_switch"] is False  # nothing in this tree reads the switch
