"""Every remedy a user reads starts in plain words; the technical detail comes after it.

A remedy has two parts (`verify.verdict.Remedy`): `remedy`, what to do in words a non-expert can
act on, and `remedy_detail`, the flags, identifiers and commands behind it. This walks every
verdict of every golden scenario (the snapshots pin what the checks really say) and every
diagnosis of a failed engine, and holds the plain part to that: no flag, no `=`, no arrow, no
snake_case or CamelCase identifier, no command in backticks, no file name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.core.engine import logparse
from app.core.verify.session import timeout_diagnosis

GOLDEN = Path(__file__).with_name("golden")
# The checks' own texts; check_json.json holds the `check` output's format cases (some of them
# made-up verdicts with no remedy), so it is held only to the plain-words rule.
CHECK_FILES = ("verify_rules_texts.json", "verify_preflight_texts.json")
VERDICT_FILES = (*CHECK_FILES, "check_json.json")

# What marks text as technical: each (name, pattern) is reported by name when it matches.
JARGON = (
    ("a command-line flag", re.compile(r"(?<!\w)--\w")),
    ("an '='", re.compile(r"=")),
    ("an arrow", re.compile(r"->")),
    ("a snake_case identifier or env var", re.compile(r"\w_\w")),
    ("a CamelCase class name", re.compile(r"[a-z0-9][A-Z][a-z]+[A-Z]")),
    ("a command in backticks", re.compile(r"`")),
    ("a file name", re.compile(r"\w\.(?:json|toml|py|safetensors|log)\b")),
    ("a home-folder path", re.compile(r"~/")),
)


def jargon_in(text: str) -> list[str]:
    return [f"{name} ({m.group(0)!r})" for name, rx in JARGON if (m := rx.search(text))]


def _verdicts(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every dict that is a verdict (has a status and a remedy), with where it sits."""
    if isinstance(node, dict):
        if "status" in node and "remedy" in node:
            yield where, node
        for key, value in node.items():
            yield from _verdicts(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _verdicts(value, f"{where}[{i}]")


def golden_verdicts() -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    for name in VERDICT_FILES:
        out += _verdicts(json.loads((GOLDEN / name).read_text(encoding="utf-8")), name)
    return out


def test_the_jargon_patterns_catch_what_the_old_remedies_said():
    # Each was in a remedy before the split; the plain part must never read like this again.
    for old in (
        "Ling Desk passes --moe-runner-backend humming",
        "SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext",
        "MXFP4 experts -> Mxfp4HummingMoEMethod",
        "(set_lm_head_from_target)",
        "check clocks with `nvidia-smi -q -d PERFORMANCE`",
        "Fix or remove the reported keys in settings.toml.",
        "then point it at ~/ling-engine/bin/python",
    ):
        assert jargon_in(old), old
    for plain in (
        "Humming's MoE kernels are not installed in the engine environment. Create the engine "
        "environment again, or install humming-kernels into it.",
        "Turn off the FP8 LM head in Settings > Optimizations.",
        "Install SGLang 0.5.23 in the engine environment.",
        "Point Settings > Engine > Model folder at a local copy of Ling-3.0-flash-fp4.",
    ):
        assert not jargon_in(plain), (plain, jargon_in(plain))


def test_the_golden_files_hold_failing_verdicts_to_check():
    failing = [v for _, v in golden_verdicts() if v["status"] == "fail"]
    assert len(failing) >= 60  # every scenario file was read, not silently skipped
    # The detail part is there too, beside the plain one, wherever a verdict is written down.
    assert all("remedy_detail" in v for _, v in golden_verdicts())
    assert sum(bool(v["remedy_detail"]) for v in failing) >= 30


@pytest.mark.parametrize("where,verdict", golden_verdicts(), ids=lambda x: str(x)[:80])
def test_every_golden_verdict_says_what_to_do_in_plain_words_first(where, verdict):
    plain = verdict["remedy"]
    if verdict["status"] == "fail" and where.split("/")[0] in CHECK_FILES:
        assert plain.strip(), f"{where}: a failing verdict without a plain remedy"
    if verdict.get("remedy_detail"):
        assert plain.strip(), f"{where}: a technical detail with no plain words before it"
    assert not jargon_in(plain), f"{where}: the plain remedy has {jargon_in(plain)}:\n{plain}"


def test_every_model_folder_remedy_is_plain():
    cases = json.loads((GOLDEN / "verify_modeldir_texts.json").read_text(encoding="utf-8"))
    seen = 0
    for name, case in cases.items():
        if case["problems"]:
            assert case["remedies"], f"{name}: a problem with no remedy"
        for plain in case["remedies"]:
            seen += 1
            assert not jargon_in(plain), f"{name}: {jargon_in(plain)}:\n{plain}"
    assert seen >= 10


def _diagnoses() -> dict[str, Any]:
    out = {}
    for kind, markers, *_ in logparse._DIAGNOSES:
        out[kind] = logparse.diagnose([f"engine says: {markers[0]}"])
        assert out[kind].kind == kind  # each marker reaches its own diagnosis
    out["traceback"] = logparse.diagnose(
        ["Traceback (most recent call last):", '  File "x.py", line 1', "KeyError: 'w'"]
    )
    out["unknown"] = logparse.diagnose(["something odd happened"])
    out["timeout"] = timeout_diagnosis(600, ["Capture cuda graph begin."])
    return out


@pytest.mark.parametrize("kind", list(_diagnoses()))
def test_every_engine_failure_diagnosis_is_plain_first(kind):
    d = _diagnoses()[kind]
    assert d.kind == kind
    assert d.remedy.strip() and not jargon_in(d.remedy), (kind, jargon_in(d.remedy), d.remedy)


def test_the_technical_facts_moved_to_the_detail_not_away():
    d = _diagnoses()
    assert "--mem-fraction-static" in d["oom"].remedy_detail
    assert "--context-length" in d["oom"].remedy_detail
    assert "--model PATH" in d["model_missing"].remedy_detail
    assert "--timeout" in d["timeout"].remedy_detail
    assert "ling-desk check" in d["traceback"].remedy_detail
