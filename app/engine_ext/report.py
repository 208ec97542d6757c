"""The engine extension's report: one log line per model role, written from inside the engine.

Standard library only: the GUI imports this module to parse the engine's log, and SGLang's model
registry imports it inside the engine (it walks every module of the package).

A line looks like (SGLang's log format puts ``[time]`` or ``[time TPn]`` before the message)::

    [2026-12-02 11:23:45] LING_DESK_ENGINE_REPORT {"schema": 1, "role": "target", ...}

Roles and fields (schema 1):

- ``target`` (after the target model's weights are loaded and post-processed)::

    {"schema": 1, "role": "target", "model_class": "ling_desk_engine_ext.bailing.BailingMoeV3ForCausalLM",
     "lm_head": {"requested": bool, "fp8": bool, "weight_dtype": "torch.float8_e4m3fn",
                 "quant_method": "LingDeskFp8LmHeadMethod", "kernel": "humming" | "torch" | null,
                 "compile_s": float | null, "weight_layout": "humming" | "row_major" | null,
                 "self_test": {"rel_err": float, "top1_agree": int, "rows": int} | null},
     "moe": {"runner_backend": "humming", "quant_method": "Mxfp4HummingMoEMethod",
             "runner_core": "HummingRunnerCore"} | null,
     "humming_version": str | null, "sglang_version": str, "ext_version": int,
     "tp_rank": int | null, "errors": [str, ...]}

- ``draft`` (when the NEXTN draft is wired to the target's head)::

    {"schema": 1, "role": "draft", "model_class": "...", "head_shared": bool, "head_fp8": bool,
     "via": "set_lm_head_from_target" | "set_embed_and_head" | "first_forward",
     "tp_rank": int | null, "errors": [str, ...]}

- ``extension`` (only when the extension could NOT apply, e.g. an SGLang version it does not
  know or a failed import; the engine then runs its built-in classes)::

    {"schema": 1, "role": "extension", "applied": false, "sglang_version": str | null,
     "errors": [str, ...]}

``errors`` always names the exact cause when something is off; an empty list means nothing was.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

PREFIX = "LING_DESK_ENGINE_REPORT"
SCHEMA = 1
ROLE_TARGET = "target"
ROLE_DRAFT = "draft"
ROLE_EXTENSION = "extension"
FP8_WEIGHT_DTYPE = "torch.float8_e4m3fn"


def format_line(report: dict[str, Any]) -> str:
    """The log message for a report: the prefix, one space, compact JSON on one line."""
    body = json.dumps(report, sort_keys=True, separators=(", ", ": "), default=str)
    return f"{PREFIX} {body}"


def parse_line(line: str) -> dict[str, Any] | None:
    """The report carried by a log line, or None when the line carries none.

    Tolerates anything before the prefix (SGLang's ``[time TPn] ``) and trailing text after the
    JSON object (a carriage return, say). A line with the prefix but no readable JSON object gives
    ``{"schema": 0, "role": "unknown", "errors": ["unreadable report: ..."]}`` so a broken report
    is never mistaken for no report.
    """
    idx = line.find(PREFIX + " ")
    if idx < 0:
        return None
    rest = line[idx + len(PREFIX) + 1 :].strip()
    try:
        obj, _end = json.JSONDecoder().raw_decode(rest)
    except ValueError:
        obj = None
    if not isinstance(obj, dict):
        return {"schema": 0, "role": "unknown", "errors": ["unreadable report: " + rest[:300]]}
    return obj


def iter_reports(lines: Iterable[str]) -> Iterable[dict[str, Any]]:
    """Every report in the given log lines, in order."""
    for line in lines:
        report = parse_line(line)
        if report is not None:
            yield report


@dataclass(frozen=True)
class Assessment:
    """What a report proves about one optimization: ok True/False, and why in words."""

    ok: bool
    reason: str


def assess_fp8_head(target: dict[str, Any] | None) -> Assessment:
    """Whether a target report proves the loaded LM head is FP8; the reason names the cause."""
    if not target:
        return Assessment(False, "no report from inside the engine on the target model")
    if target.get("role") != ROLE_TARGET:
        return Assessment(False, f"not a target report (role {target.get('role')!r})")
    errors = [str(e) for e in target.get("errors") or []]
    head = target.get("lm_head")
    if not isinstance(head, dict):
        return Assessment(False, errors[0] if errors else "the report says nothing about lm_head")
    if head.get("fp8") is not True:
        if errors:
            return Assessment(False, errors[0])
        if head.get("requested") is False:
            return Assessment(
                False, "the FP8 head was not requested (SGLANG_ENABLE_FP8_LM_HEAD!=1)"
            )
        return Assessment(
            False,
            f"lm_head is {head.get('weight_dtype')} under {head.get('quant_method')}, not FP8",
        )
    if head.get("weight_dtype") != FP8_WEIGHT_DTYPE:
        return Assessment(False, f"lm_head claims FP8 but its weight is {head.get('weight_dtype')}")
    kernel = head.get("kernel") or "unknown"
    test = head.get("self_test") or {}
    detail = ""
    if isinstance(test, dict) and "rel_err" in test:
        detail = (
            f"; load-time self-test: rel. error {test.get('rel_err')}, "
            f"top-1 {test.get('top1_agree')}/{test.get('rows')}"
        )
    return Assessment(True, f"lm_head is FP8 ({head.get('quant_method')}, {kernel} kernel){detail}")


def assess_draft_head(
    draft: dict[str, Any] | None, target: dict[str, Any] | None = None
) -> Assessment:
    """Whether the NEXTN draft uses the target's head module (FP8 included)."""
    if not draft:
        return Assessment(False, "no report from inside the engine on the draft model")
    if draft.get("role") != ROLE_DRAFT:
        return Assessment(False, f"not a draft report (role {draft.get('role')!r})")
    errors = [str(e) for e in draft.get("errors") or []]
    if draft.get("head_shared") is not True:
        return Assessment(False, errors[0] if errors else "the draft keeps its own lm_head module")
    if errors:
        return Assessment(False, errors[0])
    target_fp8 = bool(((target or {}).get("lm_head") or {}).get("fp8"))
    if target_fp8 and draft.get("head_fp8") is not True:
        return Assessment(False, "the target's head is FP8 but the draft's head is not")
    kind = "FP8" if draft.get("head_fp8") else "BF16"
    return Assessment(True, f"the draft uses the target's lm_head module ({kind})")
