"""Every verdict's user-facing text, per named scenario, against a checked-in snapshot.

The focused tests in test_verify_rules.py check behaviour by key words; this one pins the whole
text a user reads (status, summary, evidence, remedy, and the check titles), so a rewording is a
reviewed snapshot update, not a test edit:

    LING_DESK_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/unit/test_verify_rules_golden.py

rewrites tests/unit/golden/verify_rules_texts.json; review its diff before committing it.
Scenarios are built from what SGLang 0.5.23 prints and returns (shared/SGLANG.md) and what the
engine extension reports (app/engine_ext/report.py); each exercises one branch of a rule.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.core.engine import events as ev
from app.core.engine.logparse import diagnose
from app.core.verify import verdict as vd
from app.core.verify.generation import ProbeOutcome
from app.core.verify.rules import Observations, judge
from app.core.verify.session import timeout_diagnosis
from tests.unit.test_verify_rules import (
    DRAFT_SHARED,
    HEALTHY_INFO,
    TARGET_FP8,
    good_probe,
    healthy,
)

GOLDEN = Path(__file__).with_name("golden") / "verify_rules_texts.json"
UPDATE = os.environ.get("LING_DESK_UPDATE_GOLDEN") == "1"

ALL = vd.LIVE_IDS
HUM, FP8, MTP = [vd.HUMMING_MOE], [vd.FP8_LM_HEAD], [vd.MTP_NEXTN]
PROBE, SPEED, READY = [vd.PROBE], [vd.DECODE_SPEED], [vd.ENGINE_READY]

# The engine's failures as Ling Desk diagnoses them (the log diagnoser, the ready timeout), so
# the snapshot pins the remedies users really read.
OOM = diagnose(["torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"])
OOM_LINES = ["engine log: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"]
LAST = "Capture draft decode CUDA graph begin. This can take up to several minutes."
TIMEOUT = timeout_diagnosis(600, [LAST])
KILLED = ev.Diagnosis("unknown", "The engine was killed by signal 9.", "Read the engine log.")
CRASH = diagnose(
    [
        "Traceback (most recent call last):",
        '  File "sglang/srt/managers/scheduler.py", line 2710, in run_scheduler_process',
        "RuntimeError: CUDA error: an illegal memory access was encountered",
    ]
)
AUTO_LINE = "moe_runner_backend=flashinfer_mxfp4 (auto: humming is not installed)"
FLASHINFER_INFO = {**HEALTHY_INFO, "moe_runner_backend": "flashinfer_mxfp4"}
NO_MOE = {k: v for k, v in TARGET_FP8.items() if k != "moe"}
FP8_MOE_METHOD = {"runner_backend": "flashinfer_mxfp4", "quant_method": "Mxfp4MoEMethod"}
BF16_HEAD = {
    "requested": True,
    "fp8": False,
    "weight_dtype": "torch.bfloat16",
    "quant_method": "UnquantizedEmbeddingMethod",
    "kernel": None,
}
NVRTC = "humming FP8 GEMM failed to compile: nvrtc error: NVRTC_ERROR_COMPILATION"
NOT_APPLIED = {
    "schema": 1,
    "role": "extension",
    "applied": False,
    "sglang_version": "0.6.0",
    "errors": ["sglang 0.6.0 is not a version this extension knows (0.5.23)"],
}
UNREADABLE = {
    "schema": 0,
    "role": "unknown",
    "errors": ['unreadable report: LING_DESK_ENGINE_REPORT {"schema": 1, "role": "tar'],
}
RANK_FP8 = {**TARGET_FP8, "tp_rank": 1}
RANK_BF16 = {**TARGET_FP8, "tp_rank": 2, "lm_head": BF16_HEAD}
DECODE_LINE = ev.DecodeStats(1, 2.41, 0.47, 52.3, True, 0)
DECODE_NO_ACCEPT = ev.DecodeStats(1, None, None, 36.8, True, 0)


def probe_error(error: str, kind: str, **kw: Any) -> ProbeOutcome:
    return ProbeOutcome(error=error, error_kind=kind, **kw)


def attached(**over: Any) -> Observations:
    """Attached to an engine Ling Desk did not start: no log, so no lines and no reports."""
    base: dict[str, Any] = dict(
        log_access=False, uses_ext=False, humming_lines=[], fp8_claims=[], target_reports=[],
        draft_reports=[], ready_line="",
    )  # fmt: skip
    return healthy(**{**base, **over})


# name -> (the checks it is about, the observations)
SCENARIOS: dict[str, tuple[list[str] | tuple[str, ...], Callable[[], Observations]]] = {
    # --- the engine's life (every check) ---
    "healthy": (ALL, lambda: healthy(ready_line="The server is fired up and ready to roll!")),
    "healthy on H200": (
        ALL,
        lambda: healthy(profile_id="h200", profile_title="NVIDIA H200", probe=good_probe(tps=310)),
    ),
    "starting": (ALL, lambda: Observations()),
    "never ready, final": (ALL, lambda: Observations(final=True)),
    "turned off": (ALL, lambda: healthy(humming=False, fp8=False, mtp=False)),
    "not started": (ALL, lambda: Observations(not_started="preflight failed (Model files)")),
    "never ready: out of memory": (
        ALL,
        lambda: Observations(failure=OOM, failure_lines=OOM_LINES, final=True),
    ),
    "never ready: timeout, no error lines": (
        READY,
        lambda: Observations(failure=TIMEOUT, failure_lines=[], final=True),
    ),
    "never ready: killed, nothing in the log": (
        READY,
        lambda: Observations(failure=KILLED, final=True),
    ),
    "ready, no time and no ready line": (
        READY,
        lambda: Observations(ready=True, ready_after_s=None),
    ),
    "ready, then crashed during the probe": (
        [*READY, *PROBE],
        lambda: healthy(
            ready_after_s=73.25,
            ready_line="The server is fired up and ready to roll!",
            crashed_later=CRASH,
            crashed_lines=["engine log: RuntimeError: CUDA error: an illegal memory access"],
            probe=probe_error("The connection to the engine broke mid-stream", "broken"),
        ),
    ),
    "ready, then killed without a log line": (
        [*READY, *PROBE],
        lambda: healthy(
            ready_after_s=None,
            crashed_later=KILLED,
            probe=probe_error("The connection to the engine broke mid-stream", "broken"),
        ),
    ),
    "ready, live checks running": (
        ALL,
        lambda: healthy(live_done=False, server_info=None, probe=None, target_reports=[]),
    ),
    "ready, nothing seen, done": (
        ALL,
        lambda: Observations(ready=True, live_done=True, server_info={}),
    ),
    # --- humming_moe ---
    "humming: auto resolved to flashinfer (log and report agree)": (
        HUM,
        lambda: healthy(
            humming_lines=[],
            backend_lines=[("flashinfer_mxfp4", AUTO_LINE)],
            server_info=FLASHINFER_INFO,
            target_reports=[{**TARGET_FP8, "moe": FP8_MOE_METHOD}],
        ),
    ),
    "humming: server says humming, log says flashinfer": (
        HUM,
        lambda: healthy(
            backend_lines=[
                ("humming", "moe_runner_backend=humming"),
                ("flashinfer_mxfp4", AUTO_LINE),
            ]
        ),
    ),
    "humming: report names a non-Humming MoE method, no Humming line": (
        HUM,
        lambda: healthy(humming_lines=[], target_reports=[{**TARGET_FP8, "moe": FP8_MOE_METHOD}]),
    ),
    "humming: report names a non-Humming MoE method, Humming line seen": (
        HUM,
        lambda: healthy(target_reports=[{**TARGET_FP8, "moe": FP8_MOE_METHOD}]),
    ),
    "humming: report names a non-Humming MoE method before /server_info": (
        HUM,
        lambda: healthy(
            humming_lines=[],
            live_done=False,
            server_info=None,
            target_reports=[{**TARGET_FP8, "moe": FP8_MOE_METHOD}],
        ),
    ),
    "humming: /server_info failed, running": (
        HUM,
        lambda: healthy(live_done=False, server_info=None, server_info_error="HTTP 503"),
    ),
    "humming: /server_info failed, done": (
        HUM,
        lambda: healthy(server_info=None, server_info_error="ReadTimeout"),
    ),
    "humming: /server_info never read, done": (
        HUM,
        lambda: healthy(server_info=None, target_reports=[NO_MOE]),
    ),
    "humming: /server_info without moe_runner_backend, running": (
        HUM,
        lambda: healthy(live_done=False, server_info={"served_model_name": "Ling-3.0-flash"}),
    ),
    "humming: /server_info without moe_runner_backend, done": (
        HUM,
        lambda: healthy(server_info={"served_model_name": "Ling-3.0-flash"}, humming_lines=[]),
    ),
    "humming: resolved, waiting for the probe": (
        HUM,
        lambda: healthy(live_done=False, humming_lines=[], target_reports=[NO_MOE]),
    ),
    "humming: resolved, silent after the probe": (
        HUM,
        lambda: healthy(humming_lines=[], target_reports=[NO_MOE]),
    ),
    "humming: resolved and the report's Humming method": (
        HUM,
        lambda: healthy(humming_lines=[]),
    ),
    "humming: attached": (HUM, lambda: attached()),
    # --- fp8_lm_head ---
    "fp8: report without lm_head, with an error": (
        FP8,
        lambda: healthy(
            target_reports=[{**NO_MOE, "lm_head": None, "errors": ["lm_head not found"]}]
        ),
    ),
    "fp8: report without lm_head": (
        FP8,
        lambda: healthy(fp8_claims=[], target_reports=[{**NO_MOE, "lm_head": None}]),
    ),
    "fp8: head stayed BF16 behind the log claim": (
        FP8,
        lambda: healthy(target_reports=[{**TARGET_FP8, "lm_head": BF16_HEAD}]),
    ),
    "fp8: head not FP8, nothing named, no claim": (
        FP8,
        lambda: healthy(fp8_claims=[], target_reports=[{**TARGET_FP8, "lm_head": {"fp8": False}}]),
    ),
    "fp8: head not FP8 because the kernel failed": (
        FP8,
        lambda: healthy(
            fp8_claims=[], target_reports=[{**TARGET_FP8, "lm_head": BF16_HEAD, "errors": [NVRTC]}]
        ),
    ),
    "fp8: FP8 report, FP32 head resolved": (
        FP8,
        lambda: healthy(server_info={**HEALTHY_INFO, "enable_fp32_lm_head": True}),
    ),
    "fp8: FP8 report, waiting for /server_info": (
        FP8,
        lambda: healthy(live_done=False, server_info=None),
    ),
    "fp8: FP8 report, /server_info never read, done": (
        FP8,
        lambda: healthy(server_info=None, fp8_claims=[]),
    ),
    "fp8: FP8 report naming nothing, no fp32 field": (
        FP8,
        lambda: healthy(
            server_info={k: v for k, v in HEALTHY_INFO.items() if k != "enable_fp32_lm_head"},
            target_reports=[{**TARGET_FP8, "lm_head": {"fp8": True}}],
        ),
    ),
    "fp8: extension did not apply": (
        FP8,
        lambda: healthy(target_reports=[], other_reports=[NOT_APPLIED]),
    ),
    "fp8: extension did not apply, no reason": (
        FP8,
        lambda: healthy(
            fp8_claims=[], target_reports=[], other_reports=[{**NOT_APPLIED, "errors": []}]
        ),
    ),
    "fp8: attached, FP32 head": (
        FP8,
        lambda: attached(server_info={**HEALTHY_INFO, "enable_fp32_lm_head": True}),
    ),
    "fp8: attached, done": (FP8, lambda: attached()),
    "fp8: attached, /server_info never read, done": (FP8, lambda: attached(server_info=None)),
    "fp8: attached, running": (FP8, lambda: attached(live_done=False)),
    "fp8: claim, no native support": (
        FP8,
        lambda: healthy(target_reports=[], fp8_native=False, other_reports=[UNREADABLE]),
    ),
    "fp8: claim, FP32 head resolved": (
        FP8,
        lambda: healthy(
            target_reports=[], server_info={**HEALTHY_INFO, "enable_fp32_lm_head": True}
        ),
    ),
    "fp8: claim, running": (FP8, lambda: healthy(target_reports=[], live_done=False)),
    "fp8: claim, native support": (
        FP8,
        lambda: healthy(target_reports=[], fp8_native=True, uses_ext=False),
    ),
    "fp8: claim, engine env unknown, extension silent, unreadable report": (
        FP8,
        lambda: healthy(target_reports=[], fp8_native=None, other_reports=[UNREADABLE]),
    ),
    "fp8: nothing yet, unreadable report": (
        FP8,
        lambda: healthy(
            target_reports=[], fp8_claims=[], live_done=False, other_reports=[UNREADABLE]
        ),
    ),
    "fp8: silently ignored, no extension": (
        FP8,
        lambda: healthy(target_reports=[], fp8_claims=[], uses_ext=False),
    ),
    "fp8: silently ignored, extension silent, unreadable report": (
        FP8,
        lambda: healthy(target_reports=[], fp8_claims=[], other_reports=[UNREADABLE]),
    ),
    "fp8: two ranks, both FP8": (FP8, lambda: healthy(rank_reports=[(1, RANK_FP8)])),
    "fp8: three ranks, rank 2 BF16": (
        FP8,
        lambda: healthy(rank_reports=[(1, RANK_FP8), (2, RANK_BF16)]),
    ),
    "fp8: three ranks, both others without a head report": (
        FP8,
        lambda: healthy(rank_reports=[(1, {**NO_MOE, "lm_head": None}), (2, RANK_BF16)]),
    ),
    "fp8: rank 0 BF16, rank 1 FP8, a draft rank report": (
        FP8,
        lambda: healthy(
            target_reports=[{**TARGET_FP8, "lm_head": BF16_HEAD}],
            rank_reports=[(1, RANK_FP8), (1, {**DRAFT_SHARED, "tp_rank": 1})],
        ),
    ),
    # --- mtp_nextn ---
    "mtp: /server_info failed, running": (
        MTP,
        lambda: healthy(live_done=False, server_info=None, server_info_error="HTTP 503"),
    ),
    "mtp: /server_info failed, done": (
        MTP,
        lambda: healthy(server_info=None, server_info_error="ReadTimeout"),
    ),
    "mtp: /server_info never read, done": (MTP, lambda: healthy(server_info=None)),
    "mtp: no speculative fields, running": (
        MTP,
        lambda: healthy(live_done=False, server_info={"moe_runner_backend": "humming"}),
    ),
    "mtp: no speculative fields, done": (
        MTP,
        lambda: healthy(server_info={"moe_runner_backend": "humming"}),
    ),
    "mtp: speculative decoding off": (
        MTP,
        lambda: healthy(
            server_info={
                **HEALTHY_INFO,
                "speculative_algorithm": None,
                "speculative_num_steps": None,
                "speculative_eagle_topk": None,
                "speculative_num_draft_tokens": None,
            }
        ),
    ),
    "mtp: another algorithm": (
        MTP,
        lambda: healthy(server_info={**HEALTHY_INFO, "speculative_algorithm": "STANDALONE"}),
    ),
    "mtp: only the algorithm field": (
        MTP,
        lambda: healthy(server_info={"speculative_algorithm": "EAGLE"}),
    ),
    "mtp: other settings": (
        MTP,
        lambda: healthy(
            server_info={
                **HEALTHY_INFO,
                "speculative_eagle_topk": 4,
                "speculative_num_draft_tokens": 8,
            }
        ),
    ),
    "mtp: resolved, waiting for the accept length": (
        MTP,
        lambda: healthy(live_done=False, probe=None),
    ),
    "mtp: resolved, probe failed": (
        MTP,
        lambda: healthy(
            probe=probe_error("the probe generation did not finish within 120 s", "timeout")
        ),
    ),
    "mtp: resolved, probe had no spec details": (
        MTP,
        lambda: healthy(probe=good_probe(accept=None), draft_reports=[]),
    ),
    "mtp: accepted, probe and log": (
        MTP,
        lambda: healthy(decode_after_ready=[DECODE_NO_ACCEPT, DECODE_LINE]),
    ),
    "mtp: accepted, probe without counts, last log line without accept length": (
        MTP,
        lambda: healthy(
            probe=ProbeOutcome(accept_len=3.9, decode_tps=80.0),
            decode_after_ready=[DECODE_LINE, DECODE_NO_ACCEPT],
        ),
    ),
    "mtp: accepted, from the log": (
        MTP,
        lambda: healthy(
            probe=good_probe(accept=None),
            decode_after_ready=[ev.DecodeStats(1, 2.2, 0.4, 50.0, True, 0), DECODE_NO_ACCEPT],
        ),
    ),
    "mtp: accepted, from /server_info after the probe": (
        MTP,
        lambda: healthy(
            probe=good_probe(accept=None),
            server_info={**HEALTHY_INFO, "internal_states": [{"avg_spec_accept_length": 1.5}]},
            server_info_after={
                **HEALTHY_INFO,
                # dp 3: one scheduler decoded the probe; the field is absent (or null) on others
                "internal_states": [
                    {"last_gen_throughput": 0.0},
                    {"avg_spec_accept_length": None},
                    {"avg_spec_accept_length": 3},
                ],
            },
        ),
    ),
    "mtp: accepted, from /server_info": (
        MTP,
        lambda: healthy(
            probe=good_probe(accept=None),
            server_info={**HEALTHY_INFO, "internal_states": [{"avg_spec_accept_length": 2.75}]},
            server_info_after={**HEALTHY_INFO, "internal_states": []},
        ),
    ),
    "mtp: accepted, attached": (MTP, lambda: attached()),
    "mtp: accepted, lowercase nextn": (
        MTP,
        lambda: healthy(server_info={**HEALTHY_INFO, "speculative_algorithm": "nextn"}),
    ),
    "mtp: rejected, draft head unshared": (
        MTP,
        lambda: healthy(
            draft_reports=[
                {
                    **DRAFT_SHARED,
                    "head_shared": False,
                    "head_fp8": False,
                    "via": "set_embed_and_head",
                }
            ],
            probe=good_probe(accept=1.0, tps=24.0),
            decode_after_ready=[ev.DecodeStats(1, 1.0, 0.0, 24.0, True, 0)],
        ),
    ),
    "mtp: rejected, FP8 head, no draft report": (
        MTP,
        lambda: healthy(draft_reports=[], probe=good_probe(accept=1.02)),
    ),
    "mtp: rejected, draft head shared": (MTP, lambda: healthy(probe=good_probe(accept=1.0))),
    "mtp: rejected, target head reported BF16": (
        MTP,
        lambda: healthy(
            target_reports=[{**TARGET_FP8, "lm_head": BF16_HEAD}],
            draft_reports=[{**DRAFT_SHARED, "head_shared": False, "head_fp8": False}],
            probe=good_probe(accept=1.0),
        ),
    ),
    "mtp: rejected, FP8 head off": (
        MTP,
        lambda: healthy(fp8=False, draft_reports=[], probe=good_probe(accept=1.01)),
    ),
    # --- probe ---
    "probe: waiting": (PROBE, lambda: healthy(live_done=False, probe=None)),
    "probe: never ran": (PROBE, lambda: healthy(probe=None)),
    "probe: malformed stream": (
        PROBE,
        lambda: healthy(
            probe=probe_error("The engine sent a malformed stream chunk", "stream", chunks=3)
        ),
    ),
    "probe: timed out": (
        PROBE,
        lambda: healthy(
            probe=probe_error(
                "the probe generation did not finish within 120 s",
                "timeout",
                completion_tokens=40,
                ttft_s=0.25,
                duration_s=119.5,
                decode_tps=0.3,
                text_head="one, two, three, four, five, six, seven, eight, nine, ten, eleven, "
                "twelve, thirteen, fourteen",
            )
        ),
    ),
    "probe: connection broke": (
        PROBE,
        lambda: healthy(probe=probe_error("The connection to the engine broke", "broken")),
    ),
    "probe: empty": (
        PROBE,
        lambda: healthy(
            probe=probe_error(
                "the engine streamed no generated text", "empty", finish_reason="stop"
            )
        ),
    ),
    "probe: HTTP error": (
        PROBE,
        lambda: healthy(probe=probe_error("HTTP 400: max_tokens is too large", "http")),
    ),
    "probe: passed with text": (
        PROBE,
        lambda: healthy(
            probe=ProbeOutcome(
                completion_tokens=128,
                ttft_s=0.207,
                decode_tps=53.9,
                duration_s=2.6,
                finish_reason="length",
                text_head="one, two, three, four, five",
            )
        ),
    ),
    # --- decode_speed ---
    "speed: from the log": (
        SPEED,
        lambda: healthy(
            profile_id="gb10",
            profile_title="NVIDIA DGX Spark (GB10)",
            probe=ProbeOutcome(completion_tokens=128),
            decode_after_ready=[DECODE_LINE, ev.DecodeStats(1, 2.0, 0.3, None, True, 0)],
        ),
    ),
    "speed: none, done": (SPEED, lambda: healthy(probe=ProbeOutcome(completion_tokens=1))),
    "speed: none, running": (SPEED, lambda: healthy(live_done=False, probe=None)),
    "speed: slow on Spark without MTP": (
        SPEED,
        lambda: healthy(
            mtp=False,
            profile_id="gb10",
            profile_title="NVIDIA DGX Spark (GB10)",
            probe=good_probe(tps=18.25),
        ),
    ),
    # Each profile's expected figures, with MTP on and off.
    "speed: H100 with MTP": (
        SPEED,
        lambda: healthy(
            profile_id="h100", profile_title="NVIDIA H100 80GB", probe=good_probe(tps=240)
        ),
    ),
    "speed: slow on H100 without MTP": (
        SPEED,
        lambda: healthy(
            mtp=False, profile_id="h100", profile_title="NVIDIA H100 80GB", probe=good_probe(tps=80)
        ),
    ),
    "speed: H200 without MTP": (
        SPEED,
        lambda: healthy(
            mtp=False, profile_id="h200", profile_title="NVIDIA H200", probe=good_probe(tps=190)
        ),
    ),
    "speed: slow on RTX PRO 6000 without MTP": (
        SPEED,
        lambda: healthy(
            mtp=False,
            profile_id="rtx_pro_6000",
            profile_title="NVIDIA RTX PRO 6000 Blackwell",
            probe=good_probe(tps=45),
        ),
    ),
    "speed: fine on RTX PRO 6000": (
        SPEED,
        lambda: healthy(
            profile_id="rtx_pro_6000", profile_title="RTX PRO 6000", probe=good_probe(tps=151.04)
        ),
    ),
}


def texts(obs: Observations, ids: list[str] | tuple[str, ...]) -> dict[str, Any]:
    verdicts = judge(obs)
    for id, v in verdicts.items():  # each verdict is its check's (other tools read the ids)
        assert (v.id, v.title) == (id, vd.TITLES[id]), v
    return {
        id: {
            "status": str(v.status),
            "summary": v.summary,
            "evidence": v.evidence,
            "remedy": v.remedy,
            "remedy_detail": v.remedy_detail,
        }
        for id, v in verdicts.items()
        if id in ids
    }


def current() -> dict[str, Any]:
    return {
        "titles": dict(vd.TITLES),
        "scenarios": {name: texts(make(), ids) for name, (ids, make) in SCENARIOS.items()},
    }


def differences(golden: dict[str, Any], now: dict[str, Any]) -> list[str]:
    """Readable lines: which scenario, which check, which field, golden vs now."""
    out = []
    for id in sorted(set(golden["titles"]) | set(now["titles"])):
        if golden["titles"].get(id) != now["titles"].get(id):
            out.append(f"title of {id}: {golden['titles'].get(id)!r} -> {now['titles'].get(id)!r}")
    gs, ns = golden["scenarios"], now["scenarios"]
    for name in sorted(set(gs) | set(ns)):
        if name not in gs or name not in ns:
            out.append(f"scenario {name!r}: {'new' if name in ns else 'gone'}")
            continue
        for id in sorted(set(gs[name]) | set(ns[name])):
            g, n = gs[name].get(id, {}), ns[name].get(id, {})
            for key in sorted(set(g) | set(n)):
                if g.get(key) != n.get(key):
                    out.append(
                        f"{name!r} / {id} / {key}:\n  golden: {g.get(key)!r}\n  now:    {n.get(key)!r}"
                    )
    return out


def test_verdict_texts_match_the_golden_file():
    now = current()
    if UPDATE:
        GOLDEN.write_text(json.dumps(now, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    if diff := differences(golden, now):
        pytest.fail(
            "verdict texts differ from the golden file (if intended, rerun with "
            "LING_DESK_UPDATE_GOLDEN=1 and review the diff):\n" + "\n".join(diff),
            pytrace=False,
        )
