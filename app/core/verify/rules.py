"""The verdict rules: what was observed in this run -> each live check's verdict.

`judge(obs)` is a pure function of `Observations` (no I/O, no clock), so every rule is testable
with constructed events. A pass needs evidence seen in this run; contrary evidence fails a check
as soon as it is seen; once the live checks are done (`live_done`) a check still without evidence
fails, and `final` turns anything still pending into a failure.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from app.core.engine import events as ev
from app.core.recipe import (
    FP8_HEAD_ENV,
    NEXTN_DRAFT_TOKENS,
    NEXTN_STEPS,
    NEXTN_TOPK,
    PUBLISHED_ACCEPT_LEN,
    PUBLISHED_GAIN,
    PUBLISHED_TPS_ALL,
    PUBLISHED_TPS_DRAFTS_REJECTED,
)
from app.core.verify import verdict as vd
from app.core.verify.generation import ProbeOutcome
from app.core.verify.verdict import (
    FIX_FP8_OFF,
    FIX_FP8_ON_MTP_OFF,
    FIX_MTP_OFF,
    FIX_SETTINGS,
    FIX_SETUP,
    Remedy,
    Status,
    Verdict,
)
from app.core.words import QT_TRANSLATE_NOOP, current_language, translate

ACCEPT_LEN_FLOOR = 1.05  # at or under: every draft (near enough) was rejected
SLOW_FRACTION = 0.5  # decode below this fraction of the expected figure: warn

# Expected batch-1 decode tok/s for the probe, with NEXTN MTP on / off (the other two
# optimizations on). Spark: published 53.9 (all three, GSM8K) and 37.8 (baseline); the others are
# rough figures ("several hundred" on H200). Only a result far below (SLOW_FRACTION) warns.
EXPECTED_DECODE_TPS: dict[str, tuple[float, float]] = {
    "gb10": (50.0, 38.0),
    "h200": (300.0, 200.0),
    "h100": (250.0, 170.0),
    "rtx_pro_6000": (150.0, 100.0),
}

NEVER_READY = QT_TRANSLATE_NOOP("verify", "Not checked: the engine never became ready.")
TURNED_OFF = QT_TRANSLATE_NOOP("verify", "Turned off in Settings > Optimizations.")


def _not_started(why: str) -> str:
    return translate("verify", "Not run: the engine was not started: {why}").format(why=why)


# What a missing optimization costs, in one plain sentence from the published figures (each
# optimization its own sentence: "with {feature}" would not decline in German).
_SLOWER = {
    "humming": QT_TRANSLATE_NOOP(
        "verify",
        "Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s "
        "with Humming's kernels, about {without} without it).",
    ),
    "fp8": QT_TRANSLATE_NOOP(
        "verify",
        "Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s "
        "with the FP8 head, about {without} without it).",
    ),
    "mtp": QT_TRANSLATE_NOOP(
        "verify",
        "Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s "
        "with NEXTN, about {without} without it).",
    ),
}


def _slower(key: str) -> str:
    gain = PUBLISHED_GAIN[key]
    return translate("verify", _SLOWER[key]).format(
        pct=f"{(1 - 1 / gain) * 100:.0f}",
        all=f"{PUBLISHED_TPS_ALL:.1f}",
        without=f"{PUBLISHED_TPS_ALL / gain:.1f}",
    )


def loss_humming() -> str:
    return _slower("humming")


def loss_fp8() -> str:
    return _slower("fp8")


def loss_mtp() -> str:
    return _slower("mtp")


def loss_rejected() -> str:
    return translate(
        "verify",
        "Replies come slower than with NEXTN off (published on DGX Spark: {rejected} tok/s with "
        "every draft rejected, about {off} with NEXTN off, {all} with its drafts accepted).",
    ).format(
        rejected=f"{PUBLISHED_TPS_DRAFTS_REJECTED:.1f}",
        off=f"{PUBLISHED_TPS_ALL / PUBLISHED_GAIN['mtp']:.1f}",
        all=f"{PUBLISHED_TPS_ALL:.1f}",
    )


def words(remedy: Remedy) -> Remedy:
    """A remedy table's entry (English, marked) in the user's language."""
    return Remedy(
        translate("verify", remedy.plain) if remedy.plain else "",
        translate("verify", remedy.detail) if remedy.detail else "",
        remedy.action,
    )


# Each remedy: what to do in plain words first, then the technical detail (Remedy), and the one
# fix its row's button applies.
REMEDY_HUMMING_BYPASSED = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Set up the engine environment again: it installs Humming's kernels, which the engine did not "
        "find or did not use. The model must be one with a Humming path, such as "
        "Ling-3.0-flash-fp4. If the engine still picks another kernel, the engine log says why.",
    ),
    QT_TRANSLATE_NOOP(
        "verify",
        "The checkpoint's MoE needs a Humming path (Ling-3.0-flash-fp4's MXFP4 experts -> "
        "Mxfp4HummingMoEMethod); Ling Desk passes --moe-runner-backend humming, so a different "
        "resolved backend means the engine overrode it (humming-kernels missing from the engine "
        "environment, or a checkpoint without that path).",
    ),
    FIX_SETUP,
)
REMEDY_FP8_SILENT = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Set up the engine environment again: it installs the engine that Ling Desk's FP8 head works "
        "with, and the part of Ling Desk that runs inside it and proves the head. Or turn off the "
        "FP8 head in Settings > Optimizations to stop asking for it.",
    ),
    QT_TRANSLATE_NOOP(
        "verify",
        "The extension is loaded with SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext; its report "
        "is the LING_DESK_ENGINE_REPORT line in the engine log. Expected in the engine environment: "
        "sglang==0.5.23 with a matching humming-kernels.",
    ),
    FIX_SETUP,
)
REMEDY_EXT_ERROR = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Ling Desk's part inside the engine failed there (the error is quoted above): set up the "
        "engine environment again, which installs the engine version it works with; or turn off the "
        "FP8 head in Settings > Optimizations.",
    ),
    QT_TRANSLATE_NOOP(
        "verify",
        "Expected in the engine environment: sglang==0.5.23 with a matching humming-kernels.",
    ),
    FIX_SETUP,
)
REMEDY_UNSHARED = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Restart without the FP8 head: the drafts are then read correctly and NEXTN gains more than "
        "the FP8 head does. Setting up the engine environment again brings back the part of Ling "
        "Desk that lets both work together.",
    ),
    QT_TRANSLATE_NOOP(
        "verify",
        "The extension's draft takes the target's head module (set_lm_head_from_target) instead of "
        "its weight; without it the draft reads the FP8 weight as BF16.",
    ),
    FIX_FP8_OFF,
)
REMEDY_TEST_FP8 = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Restart without the FP8 head to test it, in one click: if the drafts are accepted then, the "
        "FP8 head was the cause and stays off; if not, this row says so and offers the next step.",
    ),
    QT_TRANSLATE_NOOP(
        "verify",
        "Known cause with an FP8 head: a draft that keeps its own head module reads the FP8 weight as "
        "BF16 (the engine extension's draft report would say head_shared=false). No draft report was "
        "seen in this run.",
    ),
    FIX_FP8_OFF,
)
REMEDY_REJECTED = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Restart without NEXTN: with its drafts rejected, replies are faster without it. Then check "
        "that the model folder holds the complete checkpoint with its NEXTN layer, and read the "
        "engine log for warnings about the draft model.",
    ),
    QT_TRANSLATE_NOOP(
        "verify",
        "The draft model is --speculative-draft-model-path, which must be this checkpoint (its NEXTN "
        "layer).",
    ),
    FIX_MTP_OFF,
)
REMEDY_REJECTED_NOT_FP8 = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Restart with the FP8 head back on and NEXTN off: the FP8 head was not the cause, and with "
        "its drafts rejected, replies are faster without NEXTN. Then check that the model folder "
        "holds the complete checkpoint with its NEXTN layer, and read the engine log for warnings "
        "about the draft model.",
    ),
    REMEDY_REJECTED.detail,
    FIX_FP8_ON_MTP_OFF,
)
REMEDY_NEWER_SERVER_INFO = Remedy(
    QT_TRANSLATE_NOOP(
        "verify",
        "Use SGLang 0.5.23 in the engine environment: it reports every setting the engine resolved.",
    ),
    QT_TRANSLATE_NOOP(
        "verify",
        "SGLang 0.5.23's /server_info lists every resolved argument.",
    ),
)


READ_LOG = QT_TRANSLATE_NOOP("verify", "Read the engine log.")
# What to do when the probe generation failed, by how it failed.
PROBE_REMEDIES = {
    "stream": QT_TRANSLATE_NOOP(
        "verify",
        "The engine broke the streaming protocol: read the engine log; update or reinstall "
        "SGLang 0.5.23 in the engine environment.",
    ),
    "timeout": QT_TRANSLATE_NOOP(
        "verify", "The engine stopped generating: read the engine log; restart the engine."
    ),
    "broken": QT_TRANSLATE_NOOP(
        "verify", "The engine dropped the connection: read the engine log (did it crash?)."
    ),
    "empty": QT_TRANSLATE_NOOP(
        "verify", "Read the engine log; the model produced nothing for a plain prompt."
    ),
}


def is_humming_method(name: str | None) -> bool:
    return bool(name) and "humming" in str(name).lower()


def expected_decode_tps(profile_id: str, mtp_on: bool) -> float | None:
    pair = EXPECTED_DECODE_TPS.get(profile_id)
    return None if pair is None else pair[0 if mtp_on else 1]


@dataclass
class Observations:
    """Everything the live checks know: configuration, then what this run showed."""

    # What was asked (a flag we passed is context, never evidence).
    humming: bool = True
    fp8: bool = True
    mtp: bool = True
    mtp_steps: int = NEXTN_STEPS  # the configured depth (the recipe's unless the ladder chose)
    mtp_draft_tokens: int = NEXTN_DRAFT_TOKENS
    # Preflight's inspection of the engine env: True/False, or None when unknown (custom
    # launcher, attached engine, probe failed).
    fp8_native: bool | None = None
    uses_ext: bool = False  # the launch asked SGLang to load our engine extension
    log_access: bool = True  # False when attached to an engine we did not start
    profile_id: str = "generic"
    profile_title: str = "Other or unknown GPU"
    not_started: str = ""  # why the engine was not started (preflight failed, launch error)
    # The accept length measured with the FP8 head on at the previous start, when the user then
    # restarted without it to test whether it was what broke NEXTN's drafts (None: no test).
    fp8_test_accept: float | None = None

    # The engine's life.
    ready: bool = False
    ready_after_s: float | None = None
    ready_line: str = ""
    failure: ev.Diagnosis | None = None  # never became ready (crash, timeout, launch error)
    failure_lines: list[str] = field(default_factory=list)
    crashed_later: ev.Diagnosis | None = None  # crashed after ready
    crashed_lines: list[str] = field(default_factory=list)

    # The engine log (empty when attached).
    humming_lines: list[str] = field(default_factory=list)
    backend_lines: list[tuple[str, str]] = field(default_factory=list)
    fp8_claims: list[str] = field(default_factory=list)
    target_reports: list[dict[str, Any]] = field(default_factory=list)
    draft_reports: list[dict[str, Any]] = field(default_factory=list)
    other_reports: list[dict[str, Any]] = field(default_factory=list)
    # A multi-node engine's other ranks (rank, report): each quantizes its own shard of the head.
    rank_reports: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    decode_after_ready: list[ev.DecodeStats] = field(default_factory=list)

    # The server and the probe.
    server_info: dict[str, Any] | None = None
    server_info_error: str = ""
    server_info_after: dict[str, Any] | None = None  # re-read after the probe, when needed
    probe: ProbeOutcome | None = None
    live_done: bool = False
    final: bool = False

    @property
    def target_report(self) -> dict[str, Any] | None:
        return self.target_reports[-1] if self.target_reports else None

    @property
    def draft_report(self) -> dict[str, Any] | None:
        return self.draft_reports[-1] if self.draft_reports else None

    @property
    def decided(self) -> bool:
        return self.live_done or self.final


def _lines(lines: list[str], d: ev.Diagnosis) -> list[str]:
    """The log lines quoted for a failure, else the diagnosis' own evidence: never an empty
    line (a diagnosis such as a timeout may have no evidence text)."""
    return list(lines) or ([d.evidence] if d.evidence else [])


def _log(line: str) -> str:
    """Evidence quoting the engine log (the line itself as the engine wrote it)."""
    return translate("verify", "engine log: {line}").format(line=line)


def _fix(d: ev.Diagnosis) -> Remedy:
    return Remedy(d.remedy, d.remedy_detail)


def _q(value: Any) -> str:
    return json.dumps(value) if not isinstance(value, str) else repr(value)


def _attached_note(obs: Observations) -> str:
    return (
        "" if obs.log_access else translate("verify", " (attached: the engine log is unavailable)")
    )


def _failing(
    id: str, seen: str, loss: str, evidence: list[str], remedy: Remedy, status: Status = Status.FAIL
) -> Verdict:
    """An optimization that does not work: what was seen and what it costs, in plain words (the
    identifiers stay in the evidence and the remedy's technical detail)."""
    said = translate("verify", "{what} {cost}", "two sentences: what was seen, what it costs")
    return Verdict.make(id, status, said.format(what=seen, cost=loss), evidence, remedy)


def _pending(id: str, summary: str, evidence: list[str] | None = None) -> Verdict:
    return Verdict.make(id, Status.PENDING, summary, evidence)


def _no_evidence(
    obs: Observations, id: str, what: str, evidence: list[str], remedy: str | Remedy
) -> Verdict:
    """Pending while the live checks run; fail once they are done (a flag is never evidence)."""
    if obs.decided:
        said = translate("verify", "No evidence: {what}").format(what=what)
        return Verdict.make(id, Status.FAIL, said, evidence, remedy)
    return _pending(id, translate("verify", "Waiting for evidence."), evidence)


def _ext_report_text(report: dict[str, Any], *keys: str) -> str:
    part = {k: report.get(k) for k in keys if k in report}
    return f"engine extension report ({report.get('role')}): {json.dumps(part, sort_keys=True)}"


def _server_field(info: dict[str, Any], key: str) -> str:
    return (
        f"/server_info {key}={_q(info.get(key))}" if key in info else f"/server_info has no {key}"
    )


def _common_gate(obs: Observations, id: str) -> Verdict | None:
    """Verdicts that do not depend on the check: not started, never ready."""
    if obs.not_started:
        return Verdict.make(id, Status.SKIP, _not_started(obs.not_started))
    if obs.failure is not None:
        # Grey, not red: nothing about this optimization was tested; the Engine row is the
        # failure (and makes `check` exit 1).
        return Verdict.make(
            id,
            Status.SKIP,
            translate("verify", NEVER_READY),
            [translate("verify", "engine: {why}").format(why=obs.failure.summary)],
            translate(
                "verify",
                "Fix what stopped the engine first (see the Engine row), then start it again.",
            ),
        )
    return None


# --- engine_ready -------------------------------------------------------------------------------


def judge_engine_ready(obs: Observations) -> Verdict:
    id = vd.ENGINE_READY
    if obs.not_started:
        return Verdict.make(id, Status.SKIP, _not_started(obs.not_started))
    if obs.failure is not None:
        d = obs.failure
        return Verdict.make(id, Status.FAIL, d.summary, _lines(obs.failure_lines, d), _fix(d))
    if obs.ready:
        evidence = []
        if obs.ready_after_s is not None:
            evidence.append(
                translate("verify", "GET /health -> 200 after {seconds} s").format(
                    seconds=f"{obs.ready_after_s:.1f}"
                )
            )
        else:
            evidence.append("GET /health -> 200")
        if obs.ready_line:
            evidence.append(_log(obs.ready_line))
        if obs.crashed_later is not None:
            d = obs.crashed_later
            return Verdict.make(
                id,
                Status.FAIL,
                translate("verify", "The engine became ready, then crashed: {why}").format(
                    why=d.summary
                ),
                evidence + _lines(obs.crashed_lines, d),
                _fix(d),
            )
        if obs.ready_after_s is not None:
            said = translate("verify", "The engine answers /health after {seconds} s.").format(
                seconds=f"{obs.ready_after_s:.1f}"
            )
        else:
            said = translate("verify", "The engine answers /health.")
        return Verdict.make(id, Status.PASS, said, evidence)
    if obs.final:
        return Verdict.make(
            id,
            Status.FAIL,
            translate("verify", "The engine never became ready."),
            [],
            translate("verify", "Read the engine log."),
        )
    return _pending(id, translate("verify", "Waiting for the engine to become ready."))


# --- humming_moe --------------------------------------------------------------------------------


def judge_humming(obs: Observations) -> Verdict:
    id = vd.HUMMING_MOE
    if not obs.humming:
        return Verdict.make(id, Status.SKIP, translate("verify", TURNED_OFF))
    if (gate := _common_gate(obs, id)) is not None:
        return gate
    evidence: list[str] = []
    report = obs.target_report
    moe = (report or {}).get("moe") if isinstance((report or {}).get("moe"), dict) else None
    info = obs.server_info
    # Contrary evidence fails the check whatever else was seen; the server's resolved backend
    # names the cause best, the log line and the report back it up.
    resolved = (info or {}).get("moe_runner_backend")
    contrary_lines = [(b, ln) for b, ln in obs.backend_lines if b != "humming"]
    bad_method = (
        moe["quant_method"]
        if moe is not None
        and moe.get("quant_method")
        and not is_humming_method(moe["quant_method"])
        else None
    )
    backing = [_log(ln) for _, ln in contrary_lines[:1]]
    if bad_method:
        backing.append(_ext_report_text(report or {}, "moe"))
    if resolved is not None and resolved != "humming":
        return _failing(
            id,
            translate("verify", "Humming was bypassed: the engine chose another MoE kernel."),
            loss_humming(),
            [_server_field(info or {}, "moe_runner_backend"), *backing],
            words(REMEDY_HUMMING_BYPASSED),
        )
    if contrary_lines:
        return _failing(
            id,
            translate("verify", "Humming was bypassed: the engine log names another MoE kernel."),
            loss_humming(),
            backing,
            words(REMEDY_HUMMING_BYPASSED),
        )
    if bad_method:
        said = f"resolved moe_runner_backend={resolved!r} but " if resolved else ""
        silent = (
            [translate("verify", "engine log: no 'for humming moe' line")]
            if obs.decided and not obs.humming_lines
            else []
        )
        return _failing(
            id,
            translate(
                "verify",
                "Humming never runs: the engine built its MoE layers for another kernel although "
                "it chose Humming.",
            )
            if said
            else translate(
                "verify", "Humming never runs: the engine built its MoE layers for another kernel."
            ),
            loss_humming(),
            [
                *([_server_field(info or {}, "moe_runner_backend")] if resolved else []),
                *backing,
                *silent,
            ],
            words(REMEDY_HUMMING_BYPASSED),
        )
    if info is not None:
        evidence.append(_server_field(info, "moe_runner_backend"))
    evidence += [_log(ln) for ln in obs.humming_lines[:1]]
    if moe is not None and is_humming_method(moe.get("quant_method")):
        evidence.append(_ext_report_text(report or {}, "moe"))
    if info is None:
        if obs.server_info_error:
            return _no_evidence(
                obs,
                id,
                translate(
                    "verify", "the engine did not answer when asked which settings it runs with."
                ),
                [
                    *evidence,
                    translate("verify", "/server_info did not answer ({error})").format(
                        error=obs.server_info_error
                    ),
                ],
                translate("verify", "Read the engine log; the engine may be overloaded."),
            )
        return _no_evidence(
            obs,
            id,
            translate("verify", "the engine's resolved settings were never read."),
            evidence,
            translate("verify", "Read the engine log."),
        )
    if info.get("moe_runner_backend") is None:
        return _no_evidence(
            obs,
            id,
            translate(
                "verify",
                "the engine does not say which MoE kernel it chose (this engine version does not "
                "report it).",
            ),
            evidence,
            words(REMEDY_NEWER_SERVER_INFO),
        )
    if not obs.decided:
        return _pending(
            id,
            translate("verify", "The engine resolved the Humming backend; waiting for the probe."),
            evidence,
        )
    if (
        obs.log_access
        and not obs.humming_lines
        and not (moe and is_humming_method(moe.get("quant_method")))
    ):
        # The backend is resolved, yet no MoE layer said it runs Humming after a real generation.
        return _failing(
            id,
            translate(
                "verify",
                "The engine chose Humming, but no MoE layer ever ran it in a real generation.",
            ),
            loss_humming(),
            [
                *evidence,
                translate(
                    "verify", "engine log: no 'for humming moe' line after the probe generation"
                ),
            ],
            words(REMEDY_HUMMING_BYPASSED),
        )
    if obs.humming_lines:
        said = translate(
            "verify",
            "Humming runs the MoE layers (by the resolved backend and the engine's own Humming "
            "line){attached}.",
        )
    elif moe is not None:
        said = translate(
            "verify",
            "Humming runs the MoE layers (by the resolved backend and the engine extension's "
            "report){attached}.",
        )
    else:
        said = translate(
            "verify", "Humming runs the MoE layers (by the resolved backend){attached}."
        )
    return Verdict.make(id, Status.PASS, said.format(attached=_attached_note(obs)), evidence)


# --- fp8_lm_head -------------------------------------------------------------------------------


def _fp32_conflict(obs: Observations) -> Verdict | None:
    info = obs.server_info or {}
    if info.get("enable_fp32_lm_head") is True:
        return _failing(
            vd.FP8_LM_HEAD,
            translate(
                "verify",
                "The engine was started with the FP32 output head as well, which rules out the "
                "FP8 head.",
            ),
            loss_fp8(),
            [_server_field(info, "enable_fp32_lm_head")],
            Remedy(
                translate(
                    "verify",
                    "Turn off the FP32 LM head in Settings > Optimizations. Ling Desk never turns "
                    "both on; a custom launcher or config file did.",
                ),
                translate(
                    "verify",
                    "/server_info shows enable_fp32_lm_head=true: the engine got "
                    "--enable-fp32-lm-head.",
                ),
                FIX_SETTINGS,
            ),
        )
    return None


def _dtype_word(dtype: str) -> str:
    word = {"torch.bfloat16": "BF16", "torch.float16": "FP16", "torch.float32": "FP32"}
    if dtype in word:
        return translate("verify", "it is {dtype}").format(dtype=word[dtype])
    return translate("verify", "its type is not FP8")


def _with_ranks(obs: Observations, v: Verdict) -> Verdict:
    """Judged on rank 0; each other rank's report on its shard of the head is quoted, and a rank
    whose shard stayed BF16 turns a pass into a warning (its share of the head is not FP8)."""
    targets = [(r, d) for r, d in obs.rank_reports if d.get("role") == "target"]
    if not targets:
        return v
    lines, bf16 = [], []
    for rank, d in targets:
        lines.append(f"rank {rank}: " + _ext_report_text(d, "lm_head"))
        head = d.get("lm_head")
        if not (isinstance(head, dict) and head.get("fp8") is True):
            bf16.append(rank)
    evidence = [*v.evidence, *lines]
    if v.status == Status.PASS and bf16:
        return Verdict.make(
            v.id, Status.WARN,
            translate("verify", "Rank 0's head is FP8, but rank {ranks} reports its shard of the "
                      "head is not.").format(ranks=", ".join(map(str, bf16))),
            evidence, words(REMEDY_FP8_SILENT),
        )  # fmt: skip
    return replace(v, evidence=evidence)


def judge_fp8_head(obs: Observations) -> Verdict:
    return _with_ranks(obs, _judge_fp8_head(obs))


def _judge_fp8_head(obs: Observations) -> Verdict:
    id = vd.FP8_LM_HEAD
    if not obs.fp8:
        if obs.fp8_test_accept is not None:
            return Verdict.make(
                id,
                Status.SKIP,
                translate(
                    "verify",
                    "Turned off to test NEXTN: with the FP8 head on, NEXTN's accept length was "
                    "{accept} at the previous start.",
                ).format(accept=f"{obs.fp8_test_accept:.2f}"),
            )
        return Verdict.make(id, Status.SKIP, translate("verify", TURNED_OFF))
    if (gate := _common_gate(obs, id)) is not None:
        return gate
    report = obs.target_report
    claims = [_log(c) for c in obs.fp8_claims[:1]]
    if report is not None:
        head = report.get("lm_head")
        errors = [str(e) for e in report.get("errors") or []]
        ev_report = [_ext_report_text(report, "lm_head")] + [
            translate("verify", "report error: {error}").format(error=e) for e in errors
        ]
        if not isinstance(head, dict):
            return _failing(
                id,
                translate(
                    "verify",
                    "Nothing inside the engine reported on the output head: Ling Desk's part "
                    "inside the engine failed there.",
                )
                if errors
                else translate("verify", "Nothing inside the engine reported on the output head."),
                loss_fp8(),
                ev_report + claims,
                words(REMEDY_FP8_SILENT),
            )
        if head.get("fp8") is not True:
            dtype = head.get("weight_dtype") or translate("verify", "an unknown dtype")
            qm = head.get("quant_method") or translate("verify", "the engine's quant method")
            left = translate("verify", "quant method {method} left the head in {dtype}")
            reason = errors[0] if errors else left.format(method=qm, dtype=dtype)
            return _failing(
                id,
                (
                    translate(
                        "verify",
                        "The loaded output head is not FP8, reported from inside the engine: Ling "
                        "Desk's part inside the engine failed there.",
                    )
                    if errors
                    else translate(
                        "verify",
                        "The loaded output head is not FP8, reported from inside the engine "
                        "({why}).",
                    ).format(why=_dtype_word(dtype))
                )
                + (
                    " " + translate("verify", "The engine's FP8 log line was only a claim.")
                    if claims
                    else ""
                ),
                loss_fp8(),
                ev_report
                + claims
                + (
                    []
                    if errors
                    else [translate("verify", "engine extension: {error}").format(error=reason)]
                ),
                words(REMEDY_EXT_ERROR if errors else REMEDY_FP8_SILENT),
            )
        if (conflict := _fp32_conflict(obs)) is not None:
            return conflict
        if obs.server_info is None and not obs.decided:
            return _pending(
                id,
                translate(
                    "verify", "The engine reports an FP8 head; waiting for its resolved settings."
                ),
                ev_report + claims,
            )
        kernel = head.get("kernel") or "torch"
        return Verdict.make(
            id,
            Status.PASS,
            translate(
                "verify",
                "The loaded LM head is {dtype} with {method} ({kernel} kernel), reported from "
                "inside the engine.",
            ).format(
                dtype=head.get("weight_dtype") or "FP8",
                method=head.get("quant_method") or translate("verify", "an FP8 method"),
                kernel=kernel,
            ),
            ev_report
            + claims
            + (
                [_server_field(obs.server_info, "enable_fp32_lm_head")]
                if obs.server_info and "enable_fp32_lm_head" in obs.server_info
                else []
            ),
        )
    # No report from inside the engine.
    not_applied = [
        r for r in obs.other_reports if r.get("role") == "extension" and r.get("applied") is False
    ]
    if not_applied:
        errors = [str(e) for r in not_applied for e in r.get("errors") or []] or [
            translate("verify", "no reason given")
        ]
        return _failing(
            id,
            translate(
                "verify",
                "The output head stayed BF16: Ling Desk's part inside the engine does not work "
                "with this engine version.",
            ),
            loss_fp8(),
            [translate("verify", "engine extension: {error}").format(error=e) for e in errors]
            + claims,
            words(REMEDY_EXT_ERROR),
        )
    bad = [
        translate("verify", "unreadable engine extension report: {errors}").format(
            errors=r.get("errors")
        )
        for r in obs.other_reports
        if r.get("role") != "extension"
    ]
    if not obs.log_access:
        if (conflict := _fp32_conflict(obs)) is not None:
            return conflict  # that much a server field does show from outside
        if obs.decided:
            return Verdict.make(
                id,
                Status.UNPROVABLE,
                translate(
                    "verify",
                    "Not provable remotely: the proof is the engine extension's in-engine report "
                    "on the loaded head, printed in the log of an engine Ling Desk did not start; "
                    "no server field shows the head's dtype.",
                ),
                [_server_field(obs.server_info, "enable_fp32_lm_head")] if obs.server_info else [],
                Remedy(
                    translate(
                        "verify",
                        "Nothing is wrong as far as can be seen from here. To prove the FP8 head, "
                        "check the engine on its own machine, where Ling Desk starts it and reads "
                        "its log.",
                    ),
                    translate("verify", "Run `ling-desk check` on that machine."),
                ),
            )
        return _pending(id, translate("verify", "Waiting for evidence (attached: no engine log)."))
    if claims:
        if obs.fp8_native is False:
            return _failing(
                id,
                translate(
                    "verify",
                    "The engine says its output head is FP8, but this engine version leaves it in "
                    "BF16 and nothing inside the engine confirmed it.",
                ),
                loss_fp8(),
                claims
                + bad
                + [
                    translate(
                        "verify",
                        "engine environment: fp8_lm_head_native=false (released 0.5.23's Fp8Config "
                        "leaves ParallelLMHead in BF16)",
                    )
                ],
                words(REMEDY_FP8_SILENT),
            )
        if (conflict := _fp32_conflict(obs)) is not None:
            return conflict
        if not obs.decided:
            return _pending(
                id,
                translate("verify", "The engine claims an FP8 head; waiting for the live checks."),
                claims,
            )
        basis = (
            translate("verify", "preflight found native FP8-head support")
            if obs.fp8_native
            else translate("verify", "Ling Desk could not inspect the engine environment")
        )
        return Verdict.make(
            id,
            Status.PASS,
            translate(
                "verify",
                "The FP8 head rests on the engine's log claim ({basis}); no report from inside the "
                "engine confirms the loaded head.",
            ).format(basis=basis),
            claims
            + bad
            + (
                [
                    translate(
                        "verify",
                        "engine log: no LING_DESK_ENGINE_REPORT line (the extension did not load)",
                    )
                ]
                if obs.uses_ext
                else []
            ),
        )
    if not obs.decided:
        return _pending(
            id, translate("verify", "Waiting for the engine's report on the loaded head."), bad
        )
    what = (
        translate(
            "verify",
            "The engine ignored the FP8 head: it never said it made one, and nothing inside it "
            "reported (Ling Desk's part inside the engine did not load).",
        )
        if obs.uses_ext
        else translate(
            "verify",
            "The engine ignored the FP8 head: it never said it made one, and nothing inside it "
            "reported.",
        )
    )
    return _failing(
        id,
        what,
        loss_fp8(),
        [
            *bad,
            (
                translate(
                    "verify",
                    "engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} "
                    "ignored) and no LING_DESK_ENGINE_REPORT line (ling_desk_engine_ext was not "
                    "loaded)",
                )
                if obs.uses_ext
                else translate(
                    "verify",
                    "engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} "
                    "ignored) and no LING_DESK_ENGINE_REPORT line",
                )
            ).format(env=FP8_HEAD_ENV),
        ],
        words(REMEDY_FP8_SILENT),
    )


# --- mtp_nextn ----------------------------------------------------------------------------------


def measured_accept_len(obs: Observations) -> tuple[float | None, str]:
    """Accept length and where it came from: the probe, the engine log, or /server_info."""
    p = obs.probe
    if p is not None and p.accept_len is not None:
        steps = f", {p.verify_steps} verify steps" if p.verify_steps is not None else ""
        toks = f", {p.completion_tokens} tokens" if p.completion_tokens is not None else ""
        return p.accept_len, (
            f"probe: spec_accept_length={p.accept_len:.2f}{steps}{toks} "
            "(sglext.spec_tokens_details)"
        )
    for d in reversed(obs.decode_after_ready):
        if d.accept_len is not None:
            return d.accept_len, _log(f"Decode batch ... accept len: {d.accept_len:.2f}")
    for info in (obs.server_info_after, obs.server_info):
        for i, st in enumerate((info or {}).get("internal_states") or []):
            if isinstance(st, dict) and isinstance(st.get("avg_spec_accept_length"), int | float):
                a = float(st["avg_spec_accept_length"])
                return a, f"/server_info internal_states[{i}].avg_spec_accept_length={a:.2f}"
    return None, ""


def judge_mtp(obs: Observations) -> Verdict:
    id = vd.MTP_NEXTN
    if not obs.mtp:
        return Verdict.make(id, Status.SKIP, translate("verify", TURNED_OFF))
    if (gate := _common_gate(obs, id)) is not None:
        return gate
    info = obs.server_info
    if info is None:
        if obs.server_info_error:
            return _no_evidence(
                obs,
                id,
                translate(
                    "verify", "the engine did not answer when asked which settings it runs with."
                ),
                [
                    translate("verify", "/server_info did not answer ({error})").format(
                        error=obs.server_info_error
                    )
                ],
                translate("verify", "Read the engine log."),
            )
        what = translate("verify", "the engine's resolved settings were never read.")
        return _no_evidence(obs, id, what, [], translate("verify", "Read the engine log."))
    keys = (
        "speculative_algorithm",
        "speculative_num_steps",
        "speculative_eagle_topk",
        "speculative_num_draft_tokens",
    )
    evidence = [_server_field(info, k) for k in keys]
    if not any(k in info for k in keys):
        return _no_evidence(
            obs,
            id,
            translate(
                "verify",
                "the engine does not say whether it runs NEXTN (this engine version does not "
                "report it).",
            ),
            evidence,
            words(REMEDY_NEWER_SERVER_INFO),
        )
    algo = info.get("speculative_algorithm")
    want = {
        "speculative_num_steps": obs.mtp_steps,
        "speculative_eagle_topk": NEXTN_TOPK,
        "speculative_num_draft_tokens": obs.mtp_draft_tokens,
    }
    wrong = [f"{k}={info.get(k)!r} (want {v})" for k, v in want.items() if info.get(k) != v]
    # The configured depth (Settings or the ladder), not the recipe's default.
    depth = translate("verify", "{steps} steps, topk {topk}, {tokens} draft tokens").format(
        steps=obs.mtp_steps, topk=NEXTN_TOPK, tokens=obs.mtp_draft_tokens
    )
    if algo is None or str(algo).upper() not in ("EAGLE", "NEXTN"):
        return _failing(
            id,
            translate("verify", "The engine runs without NEXTN's drafts."),
            loss_mtp(),
            [*evidence, "(NEXTN resolves to 'EAGLE')"],
            Remedy(
                translate(
                    "verify",
                    "Ling Desk asks for NEXTN multi-token prediction, but the engine runs without "
                    "it: a custom launcher or config file turned it off, or this SGLang dropped "
                    "it. Read the engine log.",
                ),
                translate(
                    "verify",
                    "Ling Desk passes --speculative-algorithm NEXTN (the engine resolves it to "
                    "EAGLE).",
                ),
                FIX_SETTINGS,
            ),
        )
    if wrong:
        return _failing(
            id,
            translate(
                "verify",
                "NEXTN runs with other settings than the recipe's, so its published speed does "
                "not hold.",
            ),
            translate("verify", "Published on DGX Spark with the recipe's: {tps} tok/s.").format(
                tps=f"{PUBLISHED_TPS_ALL:.1f}"
            ),
            [*evidence, translate("verify", "differs: {list}").format(list=", ".join(wrong))],
            Remedy(
                translate(
                    "verify",
                    "Let Ling Desk set the NEXTN steps and draft tokens (Settings > "
                    "Optimizations): a custom launcher or config file changed them.",
                ),
                translate(
                    "verify",
                    "Ling Desk passes {depth} (--speculative-num-steps, --speculative-eagle-topk, "
                    "--speculative-num-draft-tokens).",
                ).format(depth=depth),
                FIX_SETTINGS,
            ),
        )
    accept, source = measured_accept_len(obs)
    draft = obs.draft_report
    draft_ev = [_ext_report_text(draft, "head_shared", "head_fp8", "errors")] if draft else []
    log_ev = [
        _log(f"Decode batch ... accept len: {d.accept_len:.2f}")
        for d in obs.decode_after_ready[-1:]
        if d.accept_len is not None
    ]
    if accept is None:
        if not obs.decided:
            return _pending(
                id,
                translate("verify", "NEXTN is resolved; waiting for the probe's accept length."),
                evidence,
            )
        if obs.probe and obs.probe.error:
            said = translate(
                "verify",
                "No evidence that drafts are accepted: the probe generation failed ({error}).",
            ).format(error=obs.probe.error)
        else:
            said = translate(
                "verify",
                "No evidence that drafts are accepted: the probe's stream carried no "
                "spec_tokens_details.",
            )
        return Verdict.make(
            id,
            Status.FAIL,
            said,
            evidence + draft_ev,
            translate(
                "verify", "Fix the probe's failure (see Probe generation), then check again."
            ),
        )
    evidence = [source, *evidence]
    if source.startswith("probe") and log_ev:
        evidence.append(log_ev[0])
    if accept > ACCEPT_LEN_FLOOR:
        if obs.fp8_test_accept is not None and not obs.fp8:
            # The one-click test's answer: the same engine with only the FP8 head turned off.
            return Verdict.make(
                id,
                Status.PASS,
                translate(
                    "verify",
                    "NEXTN drafts are accepted with the FP8 head off: accept length {accept}, "
                    "against {before} with it on at the previous start. The FP8 head was the "
                    "cause; it stays off.",
                ).format(accept=f"{accept:.2f}", before=f"{obs.fp8_test_accept:.2f}"),
                evidence + draft_ev,
            )
        return Verdict.make(
            id,
            Status.PASS,
            translate(
                "verify",
                "NEXTN drafts are accepted: accept length {accept} with EAGLE, {depth}{attached}.",
            ).format(accept=f"{accept:.2f}", depth=depth, attached=_attached_note(obs)),
            evidence + draft_ev,
        )
    measured = _rejected_words(accept)
    head_fp8 = obs.fp8 and not (
        obs.target_report
        and isinstance(obs.target_report.get("lm_head"), dict)
        and obs.target_report["lm_head"].get("fp8") is False
    )
    shared = None if draft is None else draft.get("head_shared")
    if head_fp8 and shared is False:
        # Evidence from inside the engine: only then is the cause stated.
        return _failing(
            id,
            translate(
                "verify",
                "{measured} Cause, reported from inside the engine: the draft does not share the "
                "FP8 output head, so it reads it wrongly.",
            ).format(measured=measured),
            loss_rejected(),
            evidence + draft_ev,
            words(REMEDY_UNSHARED),
        )
    if head_fp8 and shared is not True:
        return _failing(
            id,
            translate(
                "verify",
                "{measured} The cause is unknown: nothing inside the engine reported on the "
                "draft. One known cause is the FP8 head; one restart without it tells.",
            ).format(measured=measured),
            loss_rejected(),
            evidence + draft_ev,
            words(REMEDY_TEST_FP8),
        )
    if obs.fp8_test_accept is not None and not obs.fp8:
        return _failing(
            id,
            translate(
                "verify",
                "{measured} The FP8 head is not the cause: with it off the drafts are still "
                "rejected (accept length {before} with it on at the previous start). The cause is "
                "unknown.",
            ).format(measured=measured, before=f"{obs.fp8_test_accept:.2f}"),
            loss_rejected(),
            evidence + draft_ev,
            words(REMEDY_REJECTED_NOT_FP8),
        )
    if shared and head_fp8:
        said = translate(
            "verify",
            "{measured} The draft shares the output head, so the FP8 head is not the cause; the "
            "cause is unknown.",
        )
    else:
        said = translate("verify", "{measured} The cause is unknown.")
    return _failing(
        id,
        said.format(measured=measured),
        loss_rejected(),
        evidence + draft_ev,
        words(REMEDY_REJECTED),
    )


def _rejected_words(accept: float) -> str:
    """What an accept length at the floor means, as measured: 1.00 and 1.02 are not the same."""
    per_100 = round((accept - 1) * 100)
    normal = round((PUBLISHED_ACCEPT_LEN - 1) * 100)
    if per_100 <= 0:
        return translate(
            "verify",
            "No draft token was accepted: accept length {accept}, one token per step as without "
            "NEXTN (published: {published}).",
        ).format(accept=f"{accept:.2f}", published=f"{PUBLISHED_ACCEPT_LEN:.2f}")
    return translate(
        "verify",
        "Almost every draft token is rejected: accept length {accept}, {per_100} accepted per "
        "100 steps where the published {published} means {normal}.",
    ).format(
        accept=f"{accept:.2f}",
        per_100=per_100,
        published=f"{PUBLISHED_ACCEPT_LEN:.2f}",
        normal=normal,
    )


# --- probe and decode speed -------------------------------------------------------------------


def judge_probe(obs: Observations) -> Verdict:
    id = vd.PROBE
    if obs.not_started:
        return Verdict.make(id, Status.SKIP, _not_started(obs.not_started))
    if obs.failure is not None:
        return Verdict.make(
            id, Status.SKIP, translate("verify", "Not run: the engine never became ready.")
        )
    p = obs.probe
    if p is None:
        if obs.decided:
            return Verdict.make(
                id,
                Status.FAIL,
                translate("verify", "The probe generation never ran."),
                [],
                translate("verify", "Read the engine log."),
            )
        return _pending(id, translate("verify", "Waiting to run the probe generation."))
    evidence = []
    if p.describe():
        evidence.append("probe: " + p.describe())
    if p.finish_reason:
        evidence.append(f"finish_reason={p.finish_reason!r}")
    if p.text_head:
        evidence.append(f"text: {p.text_head[:80]!r}")
    if not p.ok:
        remedy: str | Remedy = translate("verify", PROBE_REMEDIES.get(p.error_kind, READ_LOG))
        evidence.insert(0, f"probe error: {p.error}")
        if obs.crashed_later is not None:
            evidence += _lines(obs.crashed_lines, obs.crashed_later)
            remedy = _fix(obs.crashed_later)
        return Verdict.make(
            id,
            Status.FAIL,
            translate("verify", "The probe generation failed: {error}").format(error=p.error),
            evidence,
            remedy,
        )
    said = translate("verify", "Generated {what}.").format(what=p.describe())
    return Verdict.make(id, Status.PASS, said, evidence)


def judge_decode_speed(obs: Observations) -> Verdict:
    id = vd.DECODE_SPEED
    if obs.not_started:
        return Verdict.make(id, Status.SKIP, _not_started(obs.not_started))
    if obs.failure is not None:
        return Verdict.make(
            id, Status.SKIP, translate("verify", "Not measured: the engine never became ready.")
        )
    tps: float | None = None
    source = ""
    if obs.probe is not None and obs.probe.decode_tps is not None:
        tps, source = (
            obs.probe.decode_tps,
            translate("verify", "probe: decode {tps} tok/s (client)").format(
                tps=f"{obs.probe.decode_tps:.1f}"
            ),
        )
    else:
        for d in reversed(obs.decode_after_ready):
            if d.gen_throughput is not None:
                tps = d.gen_throughput
                source = _log(f"gen throughput (token/s): {d.gen_throughput:.1f}")
                break
    if tps is None:
        if obs.decided:
            return Verdict.make(
                id,
                Status.SKIP,
                translate("verify", "Not measured: the probe produced no decode speed."),
            )
        return _pending(id, translate("verify", "Waiting for the probe's decode speed."))
    expected = expected_decode_tps(obs.profile_id, obs.mtp)
    gpu = translate("profiles", obs.profile_title)  # the English title is the table's key
    if expected is None:
        return Verdict.make(
            id,
            Status.SKIP,
            translate(
                "verify", "{tps} tok/s measured; no expected figure for {gpu}, so not judged."
            ).format(tps=f"{tps:.1f}", gpu=gpu),
            [source],
        )
    expected_on = translate("verify", "expected on {gpu}: ~{tps} tok/s")
    evidence = [source, expected_on.format(gpu=gpu, tps=f"{expected:g}")]
    if tps < SLOW_FRACTION * expected:
        return Verdict.make(
            id,
            Status.WARN,
            translate(
                "verify",
                "Decode at {tps} tok/s is far below the ~{expected} tok/s expected on {gpu}.",
            ).format(tps=f"{tps:.1f}", expected=f"{expected:g}", gpu=gpu),
            evidence,
            Remedy(
                translate(
                    "verify",
                    "Look at the optimization checks above and close other programs that use the "
                    "GPU; then check whether the GPU is throttled (running at lower clocks).",
                ),
                translate(
                    "verify", "`nvidia-smi -q -d PERFORMANCE` shows the clocks and any throttling."
                ),
            ),
        )
    said = translate("verify", "Decode at {tps} tok/s (~{expected} expected).").format(
        tps=f"{tps:.1f}", expected=f"{expected:g}"
    )
    return Verdict.make(id, Status.PASS, said, evidence)


RULES = {
    vd.ENGINE_READY: judge_engine_ready,
    vd.HUMMING_MOE: judge_humming,
    vd.FP8_LM_HEAD: judge_fp8_head,
    vd.MTP_NEXTN: judge_mtp,
    vd.PROBE: judge_probe,
    vd.DECODE_SPEED: judge_decode_speed,
}


def judge(obs: Observations) -> dict[str, Verdict]:
    """Every live verdict for `obs`; with `final`, none is left pending."""
    out = {}
    for id, rule in RULES.items():
        v = rule(obs)
        if obs.final and v.status == Status.PENDING:
            what = v.summary
            if what and current_language() == "en":  # a clause after the colon
                what = what[0].lower() + what[1:]
            v = Verdict.make(
                id,
                Status.FAIL,
                translate("verify", "No evidence: {what}").format(what=what)
                if what
                else translate("verify", "No evidence."),
                v.evidence,
                translate("verify", "Read the engine log; run the check again."),
            )
        out[id] = v
    return out
