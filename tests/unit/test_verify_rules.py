"""The verdict rules, fed constructed observations (no engine, no I/O)."""

from __future__ import annotations

import pytest

from app.core.engine import events as ev
from app.core.verify import rules
from app.core.verify import verdict as vd
from app.core.verify.generation import ProbeOutcome
from app.core.verify.rules import (
    RULES,
    Observations,
    expected_decode_tps,
    judge,
    judge_decode_speed,
)
from app.core.verify.verdict import Status

HEALTHY_INFO = {
    "moe_runner_backend": "humming",
    "speculative_algorithm": "EAGLE",
    "speculative_num_steps": 3,
    "speculative_eagle_topk": 1,
    "speculative_num_draft_tokens": 4,
    "enable_fp32_lm_head": False,
    "served_model_name": "Ling-3.0-flash",
}
TARGET_FP8 = {
    "schema": 1,
    "role": "target",
    "model_class": "LingDeskBailingMoeV3ForCausalLM",
    "lm_head": {
        "fp8": True,
        "weight_dtype": "torch.float8_e4m3fn",
        "quant_method": "Fp8LmHeadMethod",
        "kernel": "humming",
        "compile_s": 2.5,
    },
    "moe": {"runner_backend": "humming", "quant_method": "Mxfp4HummingMoEMethod"},
    "humming_version": "0.1.0",
    "sglang_version": "0.5.23",
    "errors": [],
}
DRAFT_SHARED = {
    "schema": 1,
    "role": "draft",
    "model_class": "LingDeskBailingMoeForCausalLMNextN",
    "head_shared": True,
    "head_fp8": True,
    "errors": [],
}
HUMMING_LINE = "Using indexed gemm for humming moe"
CLAIM = "Online FP8 quantization enabled for lm_head."


def said(v) -> str:
    """Everything a verdict shows: the plain summary, then the evidence and the technical detail
    (where identifiers belong)."""
    return "\n".join([v.summary, *v.evidence, v.remedy_detail])


def good_probe(accept: float | None = 2.68, tps: float = 55.0) -> ProbeOutcome:
    return ProbeOutcome(
        completion_tokens=128, ttft_s=0.2, decode_tps=tps, accept_len=accept,
        accept_rate=0.56 if accept else None, verify_steps=48, duration_s=2.5, finish_reason="length",
    )  # fmt: skip


def healthy(**over) -> Observations:
    obs = Observations(
        uses_ext=True,
        ready=True,
        ready_after_s=1.0,
        humming_lines=[HUMMING_LINE],
        fp8_claims=[CLAIM],
        target_reports=[dict(TARGET_FP8)],
        draft_reports=[dict(DRAFT_SHARED)],
        server_info=dict(HEALTHY_INFO),
        probe=good_probe(),
        live_done=True,
    )
    for k, v in over.items():
        setattr(obs, k, v)
    return obs


def statuses(obs: Observations) -> dict[str, Status]:
    return {k: v.status for k, v in judge(obs).items()}


def failing(obs: Observations) -> set[str]:
    return {k for k, v in judge(obs).items() if v.status == Status.FAIL}


def test_healthy_run_passes_the_three_optimizations_with_evidence():
    verdicts = judge(healthy())
    for id in vd.OPTIMIZATION_IDS:
        assert verdicts[id].status == Status.PASS, verdicts[id]
        assert verdicts[id].evidence, id
    assert any("moe_runner_backend='humming'" in e for e in verdicts[vd.HUMMING_MOE].evidence)
    assert any(HUMMING_LINE in e for e in verdicts[vd.HUMMING_MOE].evidence)
    assert any("float8_e4m3fn" in e for e in verdicts[vd.FP8_LM_HEAD].evidence)
    assert any("spec_accept_length=2.68" in e for e in verdicts[vd.MTP_NEXTN].evidence)
    assert verdicts[vd.ENGINE_READY].status == Status.PASS
    assert verdicts[vd.PROBE].status == Status.PASS
    # The generic profile has no expected speed: not judged.
    assert verdicts[vd.DECODE_SPEED].status == Status.SKIP


def test_nothing_passes_before_the_live_checks_ran():
    obs = healthy(server_info=None, probe=None, live_done=False)
    st = statuses(obs)
    assert st[vd.HUMMING_MOE] == Status.PENDING
    assert st[vd.MTP_NEXTN] == Status.PENDING
    # A report from inside the engine is evidence, but the fp32 field is not read yet.
    assert st[vd.FP8_LM_HEAD] == Status.PENDING


def test_flags_alone_are_no_evidence_once_the_live_checks_are_done():
    # Ready, probe ran, but no log evidence and server_info lacks every field.
    obs = Observations(ready=True, server_info={}, probe=good_probe(accept=None), live_done=True)
    v = judge(obs)
    for id in vd.OPTIMIZATION_IDS:
        assert v[id].status == Status.FAIL, v[id]
        assert v[id].summary.startswith(("No evidence", "The engine ignored")), v[id].summary


def test_finalize_turns_pending_into_fail():
    obs = Observations(ready=True, final=True)
    v = judge(obs)
    assert all(x.status != Status.PENDING for x in v.values())
    assert v[vd.HUMMING_MOE].status == Status.FAIL


def test_never_ready_fails_every_optimization_with_the_reason():
    d = ev.Diagnosis(
        "oom", "The engine ran out of GPU memory.", "Close things.", "CUDA out of memory"
    )
    obs = Observations(
        failure=d, failure_lines=["engine log: torch.OutOfMemoryError: CUDA out of memory"]
    )
    v = judge(obs)
    assert v[vd.ENGINE_READY].status == Status.FAIL
    assert v[vd.ENGINE_READY].summary == d.summary
    assert "CUDA out of memory" in v[vd.ENGINE_READY].evidence[0]
    for id in vd.OPTIMIZATION_IDS:  # never tested: grey, not red (the Engine row is red)
        assert v[id].status == Status.SKIP
        assert "never became ready" in v[id].summary
    assert v[vd.PROBE].status == Status.SKIP
    assert v[vd.DECODE_SPEED].status == Status.SKIP


def test_not_started_skips_the_live_checks():
    v = judge(Observations(not_started="preflight failed (model_files)"))
    assert {x.status for x in v.values()} == {Status.SKIP}


def test_turned_off_optimizations_skip():
    obs = healthy(humming=False, fp8=False, mtp=False)
    v = judge(obs)
    for id in vd.OPTIMIZATION_IDS:
        assert v[id].status == Status.SKIP
        assert "Turned off" in v[id].summary


# --- humming_moe ------------------------------------------------------------------------------


def test_humming_bypassed_by_default_backend():
    info = dict(HEALTHY_INFO, moe_runner_backend="flashinfer_mxfp4")
    v = judge(healthy(server_info=info, humming_lines=[]))[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert "Humming was bypassed" in v.summary and "9% slower" in v.summary
    assert "flashinfer_mxfp4" in said(v)
    assert "humming-kernels" in v.remedy_detail and v.action == vd.FIX_SETUP


def test_humming_contrary_log_line_fails_even_when_server_says_humming():
    line = "moe_runner_backend=flashinfer_mxfp4 (humming unavailable)"
    v = judge(healthy(backend_lines=[("flashinfer_mxfp4", line)]))[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert line in v.evidence[0]


def test_humming_ext_report_with_non_humming_method_fails_naming_it():
    rep = dict(TARGET_FP8, moe={"runner_backend": "humming", "quant_method": "Fp8MoEMethod"})
    v = judge(healthy(target_reports=[rep]))[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert "Fp8MoEMethod" in said(v)


def test_humming_resolved_but_silent_fails_with_log_access():
    rep = dict(TARGET_FP8)
    del rep["moe"]
    v = judge(healthy(humming_lines=[], target_reports=[rep]))[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert "no MoE layer ever ran it" in said(v)


def test_humming_ext_report_alone_is_enough_evidence_besides_the_server_field():
    v = judge(healthy(humming_lines=[]))[vd.HUMMING_MOE]
    assert v.status == Status.PASS
    assert any("Mxfp4HummingMoEMethod" in e for e in v.evidence)


def test_humming_attached_is_decided_by_server_info_and_says_so():
    obs = healthy(log_access=False, humming_lines=[], target_reports=[], draft_reports=[],
                  fp8_claims=[])  # fmt: skip
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.PASS
    assert "engine log is unavailable" in v.summary


# --- fp8_lm_head ------------------------------------------------------------------------------


def test_fp8_report_false_fails_with_quant_method():
    rep = dict(TARGET_FP8, lm_head={"fp8": False, "weight_dtype": "torch.bfloat16",
                                    "quant_method": "UnquantizedEmbeddingMethod", "kernel": None})  # fmt: skip
    v = judge(healthy(target_reports=[rep]))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert "UnquantizedEmbeddingMethod left the head in torch.bfloat16" in said(v)
    assert "only a claim" in said(v)


def test_fp8_report_errors_are_the_reason():
    rep = dict(TARGET_FP8, lm_head={"fp8": False, "weight_dtype": "torch.bfloat16"},
               errors=["humming FP8 GEMM failed to compile: nvrtc error"])  # fmt: skip
    v = judge(healthy(target_reports=[rep]))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert "nvrtc error" in said(v) and "failed there" in v.summary


def test_fp8_claim_without_native_support_is_not_proof():
    v = judge(healthy(target_reports=[], fp8_native=False))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert "says its output head is FP8" in v.summary and "BF16" in v.summary


@pytest.mark.parametrize("native", [True, None])
def test_fp8_claim_accepted_with_native_support_or_unknown_env(native):
    v = judge(healthy(target_reports=[], fp8_native=native))[vd.FP8_LM_HEAD]
    assert v.status == Status.PASS
    assert "rests on the engine's log claim" in v.summary
    assert CLAIM in v.evidence[0]


def test_fp8_silently_ignored():
    v = judge(healthy(target_reports=[], fp8_claims=[]))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert "The engine ignored the FP8 head" in v.summary
    assert "SGLANG_ENABLE_FP8_LM_HEAD ignored" in said(v)
    assert v.action == vd.FIX_SETUP and "Set up the engine environment again" in v.remedy


def test_fp8_extension_that_did_not_apply_names_its_reason():
    refused = {"schema": 1, "role": "extension", "applied": False,
               "errors": ["sglang 0.6.0 is not a version this extension knows (0.5.23)"]}  # fmt: skip
    v = judge(healthy(target_reports=[], other_reports=[refused]))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert "does not work with this engine version" in v.summary and "0.6.0" in said(v)
    assert "failed there" in v.remedy and v.action == vd.FIX_SETUP


def test_fp8_with_fp32_head_resolved_fails():
    info = dict(HEALTHY_INFO, enable_fp32_lm_head=True)
    v = judge(healthy(server_info=info))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert "enable_fp32_lm_head=true" in v.evidence[0]


def test_fp8_attached_is_not_provable_remotely_not_failed():
    obs = healthy(log_access=False, target_reports=[], fp8_claims=[], draft_reports=[])
    v = judge(obs)[vd.FP8_LM_HEAD]
    assert v.status == Status.UNPROVABLE
    assert v.summary.startswith("Not provable remotely")
    assert "in-engine report" in v.summary
    # Not a failure: nothing was seen to be wrong, the evidence is out of reach.
    assert not v.failed and v.decided


def test_fp8_attached_still_pending_before_live_checks():
    obs = healthy(log_access=False, target_reports=[], fp8_claims=[], draft_reports=[])
    obs.live_done = False
    assert judge(obs)[vd.FP8_LM_HEAD].status == Status.PENDING


def test_fp8_attached_with_fp32_head_still_fails():
    info = dict(HEALTHY_INFO, enable_fp32_lm_head=True)
    obs = healthy(log_access=False, target_reports=[], fp8_claims=[], draft_reports=[],
                  server_info=info)  # fmt: skip
    assert judge(obs)[vd.FP8_LM_HEAD].status == Status.FAIL


# --- mtp_nextn --------------------------------------------------------------------------------


def test_mtp_wrong_settings_quoted():
    info = dict(HEALTHY_INFO, speculative_num_steps=2, speculative_num_draft_tokens=3)
    v = judge(healthy(server_info=info))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "speculative_num_steps=2 (want 3)" in said(v)
    assert "speculative_num_draft_tokens=3 (want 4)" in said(v)


def test_mtp_off_in_server():
    info = dict(HEALTHY_INFO, speculative_algorithm=None)
    v = judge(healthy(server_info=info))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "speculative_algorithm=null" in said(v) and "15% slower" in v.summary


def test_mtp_unshared_head_known_cause_certain_with_draft_report():
    draft = dict(DRAFT_SHARED, head_shared=False)
    v = judge(healthy(draft_reports=[draft], probe=good_probe(accept=1.0)))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "Cause, reported from inside the engine" in v.summary
    assert '"head_shared": false' in said(v)
    assert v.action == vd.FIX_FP8_OFF
    assert "set_lm_head_from_target" in v.remedy_detail


def test_mtp_low_accept_with_fp8_head_names_known_cause():
    v = judge(healthy(draft_reports=[], probe=good_probe(accept=1.02)))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    # No report from inside the engine: the cause is not stated, it is offered as a test.
    assert "The cause is unknown" in v.summary and "2 accepted per 100 steps" in v.summary
    assert v.fix == rules.REMEDY_TEST_FP8 and v.action == vd.FIX_FP8_OFF


def test_mtp_low_accept_without_fp8_head_is_drafts_rejected():
    obs = healthy(fp8=False, draft_reports=[], probe=good_probe(accept=1.0))
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "No draft token was accepted" in v.summary and "cause is unknown" in v.summary


def test_mtp_accept_length_at_floor_fails_just_above_passes():
    assert judge(healthy(probe=good_probe(accept=1.05)))[vd.MTP_NEXTN].status == Status.FAIL
    assert judge(healthy(probe=good_probe(accept=1.06)))[vd.MTP_NEXTN].status == Status.PASS


def test_mtp_accept_from_log_when_probe_has_none():
    stats = ev.DecodeStats(1, 2.5, 0.5, 50.0, True, 0)
    v = judge(healthy(probe=good_probe(accept=None), decode_after_ready=[stats]))[vd.MTP_NEXTN]
    assert v.status == Status.PASS
    assert "accept len: 2.50" in v.evidence[0]


def test_mtp_accept_from_server_internal_states():
    after = dict(HEALTHY_INFO, internal_states=[{"avg_spec_accept_length": 2.9}])
    v = judge(healthy(probe=good_probe(accept=None), server_info_after=after))[vd.MTP_NEXTN]
    assert v.status == Status.PASS
    assert "avg_spec_accept_length=2.90" in v.evidence[0]


def test_mtp_no_accept_length_after_failed_probe():
    probe = ProbeOutcome(error="The engine sent a malformed stream chunk", error_kind="stream")
    v = judge(healthy(probe=probe))
    assert v[vd.PROBE].status == Status.FAIL
    assert "malformed" in v[vd.PROBE].summary
    assert v[vd.MTP_NEXTN].status == Status.FAIL
    assert "probe generation failed" in v[vd.MTP_NEXTN].summary


# --- engine, probe, speed ---------------------------------------------------------------------


def test_crash_after_ready_fails_engine_ready_and_probe_quotes_it():
    d = ev.Diagnosis("traceback", "The engine failed with a Python error: RuntimeError: boom",
                     "Read the traceback.", "RuntimeError: boom")  # fmt: skip
    probe = ProbeOutcome(error="The connection to the engine broke mid-stream", error_kind="stream")
    obs = healthy(probe=probe, crashed_later=d, crashed_lines=["engine log: RuntimeError: boom"])
    v = judge(obs)
    assert v[vd.ENGINE_READY].status == Status.FAIL
    assert "then crashed" in v[vd.ENGINE_READY].summary
    assert v[vd.PROBE].status == Status.FAIL
    assert "engine log: RuntimeError: boom" in v[vd.PROBE].evidence


def test_decode_speed_warns_far_below_profile_expectation():
    obs = healthy(
        profile_id="gb10", profile_title="NVIDIA DGX Spark (GB10)", probe=good_probe(tps=12.0)
    )
    v = judge(obs)
    assert v[vd.DECODE_SPEED].status == Status.WARN
    assert "12.0 tok/s" in v[vd.DECODE_SPEED].summary
    # The optimization rows are not where speed is judged.
    assert all(v[id].status == Status.PASS for id in vd.OPTIMIZATION_IDS)


def test_decode_speed_passes_near_expectation():
    obs = healthy(profile_id="gb10", profile_title="Spark", probe=good_probe(tps=48.0))
    assert judge(obs)[vd.DECODE_SPEED].status == Status.PASS


@pytest.mark.parametrize(
    ("mtp", "tps", "expected", "status"),
    [
        # Spark: ~50 tok/s expected with MTP, ~38 without; warn below half of it.
        (True, 24.0, 50, Status.WARN),  # slow for MTP on, though fine for MTP off
        (False, 24.0, 38, Status.PASS),
        (False, 18.9, 38, Status.WARN),
        (True, 25.0, 50, Status.PASS),  # exactly half is not "far below"
        (False, 19.0, 38, Status.PASS),
    ],
)
def test_slow_speed_rule_expects_the_mtp_on_or_off_figure(mtp, tps, expected, status):
    obs = healthy(profile_id="gb10", profile_title="Spark", mtp=mtp, probe=good_probe(tps=tps))
    v = judge_decode_speed(obs)
    assert v.status == status, v
    assert f"~{expected} tok/s" in " ".join([v.summary, *v.evidence])
    assert f"{tps:.1f} tok/s" in v.summary
    if status == Status.WARN:
        assert "nvidia-smi" in v.remedy_detail
    else:
        assert v.remedy == ""


def test_expected_speed_per_profile():
    assert expected_decode_tps("gb10", True) == 50.0
    assert expected_decode_tps("gb10", False) == 38.0
    assert expected_decode_tps("h200", True) > expected_decode_tps("h200", False)
    assert expected_decode_tps("generic", True) is None


def test_decode_speed_falls_back_to_the_engine_log_when_the_probe_has_none():
    probe = good_probe()
    probe.decode_tps = None
    decode = [
        ev.DecodeStats(1, 2.5, 0.5, 400.0, True, 0),
        ev.DecodeStats(1, 2.5, 0.5, None, True, 0),
    ]
    obs = healthy(profile_id="h200", profile_title="H200", probe=probe, decode_after_ready=decode)
    v = judge_decode_speed(obs)
    assert v.status == Status.PASS
    assert v.evidence[0] == "engine log: gen throughput (token/s): 400.0"
    obs = healthy(profile_id="h200", profile_title="H200", probe=probe, decode_after_ready=[])
    assert judge_decode_speed(obs).status == Status.SKIP
    obs.live_done = False
    assert judge_decode_speed(obs).status == Status.PENDING


def test_decode_speed_is_not_judged_when_the_engine_never_ran():
    assert judge_decode_speed(Observations(not_started="preflight failed")).status == Status.SKIP
    failure = ev.Diagnosis("oom", "Out of memory", "Lower it.", "CUDA out of memory")
    assert judge_decode_speed(Observations(failure=failure)).status == Status.SKIP


def test_verdict_to_dict_round_trip():
    v = judge(healthy())[vd.FP8_LM_HEAD].with_duration(0.123456)
    d = v.to_dict()
    assert set(d) == {
        "id", "title", "status", "summary", "evidence", "remedy", "remedy_detail", "duration_s"
    }  # fmt: skip
    assert d["status"] == "pass" and d["duration_s"] == 0.1235
    assert vd.Verdict.from_dict(d) == v


def test_mtp_low_accept_with_shared_head_is_not_the_known_cause():
    v = judge(healthy(probe=good_probe(accept=1.0)))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "No draft token was accepted" in v.summary
    assert "not the cause" in v.summary and v.action == vd.FIX_MTP_OFF


def _scenarios() -> list[Observations]:
    """Observations along the way of healthy and broken runs, for the invariants below."""
    d = ev.Diagnosis("oom", "The engine ran out of GPU memory.", "Lower the memory fraction.")
    broken = ProbeOutcome(error="the engine streamed no generated text", error_kind="empty")
    return [
        healthy(),
        healthy(live_done=False, server_info=None, probe=None),
        healthy(final=True, server_info=None, probe=None, live_done=False),
        healthy(probe=broken),
        healthy(probe=broken, crashed_later=d, crashed_lines=["engine log: CUDA out of memory"]),
        healthy(humming_lines=[], server_info={**HEALTHY_INFO, "moe_runner_backend": "triton"}),
        healthy(fp8_claims=[], target_reports=[], server_info={}),
        healthy(draft_reports=[{**DRAFT_SHARED, "head_shared": False}], probe=good_probe(1.0)),
        healthy(humming=False, fp8=False, mtp=False),
        healthy(log_access=False, humming_lines=[], fp8_claims=[], target_reports=[]),
        healthy(profile_id="gb10", profile_title="Spark", probe=good_probe(tps=5.0)),
        Observations(not_started="preflight failed: Model files"),
        Observations(failure=d, failure_lines=["engine log: CUDA out of memory"]),
        Observations(failure=d, final=True),
        Observations(ready=True, final=True),
        Observations(ready=True, live_done=True, server_info={}),
    ]


@pytest.mark.parametrize("obs", _scenarios())
def test_every_verdict_is_complete_in_every_scenario(obs):
    verdicts = judge(obs)
    assert list(verdicts) == list(RULES)
    for id, v in verdicts.items():
        assert v.id == id and v.title == vd.TITLES[id]
        assert isinstance(v.summary, str) and v.summary.strip(), v
        assert all(isinstance(e, str) and e for e in v.evidence), v
        if v.status in (Status.FAIL, Status.WARN):
            assert isinstance(v.remedy, str) and v.remedy.strip(), v  # a red row says what to do
        if obs.final:
            assert v.status != Status.PENDING, v
        if v.status == Status.PASS:
            assert v.evidence, v  # nothing green without evidence seen in this run


def test_mtp_accept_from_server_names_the_scheduler_that_reported_it():
    # With --dp-size 2 one request decodes on one scheduler; the other has no accept length yet
    # (the field is absent until its first decode log interval).
    states = [
        {"last_gen_throughput": 0.0, "avg_spec_accept_length": None},
        {"last_gen_throughput": 51.2, "avg_spec_accept_length": 2.6},
    ]
    after = dict(HEALTHY_INFO, internal_states=states)
    v = judge(healthy(probe=good_probe(accept=None), server_info_after=after))[vd.MTP_NEXTN]
    assert v.status == Status.PASS
    assert v.evidence[0] == "/server_info internal_states[1].avg_spec_accept_length=2.60"


def test_mtp_texts_name_the_configured_depth_not_the_recipe_default():
    # Settings > Optimizations (or the benchmark ladder) chose 5 steps, 6 draft tokens.
    info = dict(HEALTHY_INFO, speculative_num_steps=5, speculative_num_draft_tokens=6)
    v = judge(healthy(server_info=info, mtp_steps=5, mtp_draft_tokens=6))[vd.MTP_NEXTN]
    assert v.status == Status.PASS
    assert "with EAGLE, 5 steps, topk 1, 6 draft tokens" in v.summary
    # The engine ran the recipe's depth instead: the wanted figures are the configured ones.
    v = judge(healthy(mtp_steps=5, mtp_draft_tokens=6))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "speculative_num_steps=3 (want 5)" in said(v)
    assert "5 steps, topk 1, 6 draft tokens" in v.remedy_detail


# --- branches reached by less common combinations ------------------------------------------------

AUTO_LINE = "moe_runner_backend=flashinfer_mxfp4 (auto: humming is not installed)"
MXFP4_MOE = {"runner_backend": "flashinfer_mxfp4", "quant_method": "Mxfp4MoEMethod"}


def test_humming_server_backend_is_named_first_and_backed_by_the_log_and_the_report():
    obs = healthy(
        humming_lines=[],
        backend_lines=[("flashinfer_mxfp4", AUTO_LINE)],
        server_info=dict(HEALTHY_INFO, moe_runner_backend="flashinfer_mxfp4"),
        target_reports=[dict(TARGET_FP8, moe=MXFP4_MOE)],
        live_done=False,  # contrary evidence fails at once, before the live checks end
    )
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert v.fix == rules.REMEDY_HUMMING_BYPASSED
    assert v.evidence[0] == "/server_info moe_runner_backend='flashinfer_mxfp4'"
    assert v.evidence[1] == f"engine log: {AUTO_LINE}"
    assert "Mxfp4MoEMethod" in v.evidence[2]


def test_humming_only_contrary_log_lines_count_and_only_the_first_is_quoted():
    lines = [("humming", "moe_runner_backend=humming"), ("triton", "moe_runner_backend=triton"),
             ("flashinfer_mxfp4", AUTO_LINE)]  # fmt: skip
    v = judge(healthy(backend_lines=lines))[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert "the engine log names another MoE kernel" in v.summary
    assert v.evidence == ["engine log: moe_runner_backend=triton"]
    # A log line that agrees is no contrary evidence.
    ok = healthy(backend_lines=[("humming", "moe_runner_backend=humming")])
    assert judge(ok)[vd.HUMMING_MOE].status == Status.PASS


@pytest.mark.parametrize("decided", [True, False])
def test_humming_non_humming_method_fails_at_once_and_says_when_the_line_never_came(decided):
    obs = healthy(humming_lines=[], target_reports=[dict(TARGET_FP8, moe=MXFP4_MOE)])
    obs.live_done = decided
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert v.fix == rules.REMEDY_HUMMING_BYPASSED
    assert v.evidence[0] == "/server_info moe_runner_backend='humming'"
    assert ("engine log: no 'for humming moe' line" in v.evidence) == decided
    # Before /server_info answered, only the report is quoted.
    obs.server_info = None
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert v.summary.startswith("Humming never runs: the engine built its MoE layers for")
    assert "Mxfp4MoEMethod" in said(v)
    assert not any(e.startswith("/server_info") for e in v.evidence)


def test_humming_moe_report_without_a_method_is_neither_for_nor_against():
    rep = dict(TARGET_FP8, moe={"runner_backend": "humming", "quant_method": None})
    v = judge(healthy(target_reports=[rep]))[vd.HUMMING_MOE]
    assert v.status == Status.PASS
    assert not any("engine extension report" in e for e in v.evidence)
    rep = dict(TARGET_FP8, moe="Mxfp4HummingMoEMethod")  # not the schema's dict: ignored
    v = judge(healthy(target_reports=[rep], humming_lines=[]))[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert "no MoE layer ever ran it" in said(v)


def test_humming_without_server_info_waits_then_fails_with_the_reason():
    obs = healthy(server_info=None, server_info_error="HTTP 503", live_done=False)
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.PENDING
    assert v.evidence[0] == f"engine log: {HUMMING_LINE}"
    obs.live_done = True
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert "(HTTP 503)" in said(v) and "did not answer" in v.summary and "overloaded" in v.remedy
    obs.server_info_error = ""
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert "never read" in v.summary and v.remedy == "Read the engine log."


def test_humming_server_without_the_field_is_unknown_not_humming():
    obs = healthy(server_info={"served_model_name": "Ling-3.0-flash"})
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert v.evidence[0] == "/server_info has no moe_runner_backend"
    assert "SGLang 0.5.23" in v.remedy


@pytest.mark.parametrize(
    ("lines", "report", "how"),
    [
        ([HUMMING_LINE], True, "and the engine's own Humming line"),
        ([], True, "and the engine extension's report"),
    ],
)
def test_humming_pass_says_what_proved_it(lines, report, how):
    obs = healthy(humming_lines=lines, target_reports=[TARGET_FP8] if report else [])
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.PASS
    assert f"(by the resolved backend {how})." in v.summary


def test_humming_waits_for_the_probe_before_calling_the_backend_silent():
    obs = healthy(humming_lines=[], target_reports=[], live_done=False)
    assert judge(obs)[vd.HUMMING_MOE].status == Status.PENDING
    obs.live_done = True
    v = judge(obs)[vd.HUMMING_MOE]
    assert v.status == Status.FAIL
    assert v.evidence[-1] == "engine log: no 'for humming moe' line after the probe generation"


def test_fp8_report_errors_choose_the_extension_remedy():
    rep = dict(TARGET_FP8, lm_head={"fp8": False}, errors=["nvrtc error"])
    v = judge(healthy(target_reports=[rep], fp8_claims=[]))[vd.FP8_LM_HEAD]
    assert v.fix == rules.REMEDY_EXT_ERROR
    assert v.evidence[1:] == ["report error: nvrtc error"]
    rep = dict(TARGET_FP8, lm_head={"fp8": False})
    v = judge(healthy(target_reports=[rep], fp8_claims=[]))[vd.FP8_LM_HEAD]
    assert v.fix == rules.REMEDY_FP8_SILENT
    assert "only a claim" not in v.summary


def test_fp8_report_without_a_head_entry_fails():
    rep = {k: v for k, v in TARGET_FP8.items() if k != "lm_head"}
    v = judge(healthy(target_reports=[rep]))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert v.fix == rules.REMEDY_FP8_SILENT
    assert v.evidence == ["engine extension report (target): {}", f"engine log: {CLAIM}"]


def test_fp8_the_last_target_report_counts():
    stale = dict(TARGET_FP8, lm_head={"fp8": False})
    v = judge(healthy(target_reports=[stale, dict(TARGET_FP8)]))[vd.FP8_LM_HEAD]
    assert v.status == Status.PASS


def test_fp8_report_pass_waits_only_for_server_info_while_running():
    obs = healthy(server_info=None, live_done=False)
    assert judge(obs)[vd.FP8_LM_HEAD].status == Status.PENDING
    obs.live_done = True
    v = judge(obs)[vd.FP8_LM_HEAD]
    assert v.status == Status.PASS
    assert not any("/server_info" in e for e in v.evidence)


def test_fp8_extension_not_applied_quotes_every_error():
    refused = {"schema": 1, "role": "extension", "applied": False, "errors": ["a", "b"]}
    applied = {"schema": 1, "role": "extension", "applied": True, "errors": ["c"]}
    v = judge(healthy(target_reports=[], other_reports=[refused, applied]))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert v.evidence == ["engine extension: a", "engine extension: b", f"engine log: {CLAIM}"]
    # An extension report that did apply is not a refusal (nor an unreadable report).
    v = judge(healthy(target_reports=[], other_reports=[applied], fp8_native=True))
    assert v[vd.FP8_LM_HEAD].status == Status.PASS
    assert v[vd.FP8_LM_HEAD].evidence == [f"engine log: {CLAIM}",
                                          "engine log: no LING_DESK_ENGINE_REPORT line (the "
                                          "extension did not load)"]  # fmt: skip


def test_fp8_attached_without_server_info_is_unprovable_with_no_evidence():
    obs = healthy(log_access=False, target_reports=[], fp8_claims=[], server_info=None)
    v = judge(obs)[vd.FP8_LM_HEAD]
    assert v.status == Status.UNPROVABLE
    assert v.evidence == []
    assert "ling-desk check" in v.remedy_detail


def test_fp8_claim_pass_notes_a_silent_extension_only_when_it_was_asked_for():
    v = judge(healthy(target_reports=[], fp8_native=True, uses_ext=False))[vd.FP8_LM_HEAD]
    assert v.status == Status.PASS
    assert v.evidence == [f"engine log: {CLAIM}"]
    assert "preflight found native FP8-head support" in v.summary


def test_fp8_claim_with_fp32_head_fails_and_waits_while_running():
    info = dict(HEALTHY_INFO, enable_fp32_lm_head=True)
    v = judge(healthy(target_reports=[], server_info=info))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert v.evidence == ["/server_info enable_fp32_lm_head=true"]
    v = judge(healthy(target_reports=[], live_done=False))[vd.FP8_LM_HEAD]
    assert v.status == Status.PENDING
    assert v.evidence == [f"engine log: {CLAIM}"]


def test_fp8_silence_names_the_extension_only_when_it_was_asked_for():
    v = judge(healthy(target_reports=[], fp8_claims=[], uses_ext=False))[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert "ling_desk_engine_ext" not in v.summary
    assert v.fix == rules.REMEDY_FP8_SILENT
    v = judge(healthy(target_reports=[], fp8_claims=[], live_done=False))[vd.FP8_LM_HEAD]
    assert v.status == Status.PENDING


def test_fp8_other_ranks_turn_a_pass_into_a_warning_naming_the_bf16_ones():
    bf16 = dict(TARGET_FP8, lm_head={"fp8": False, "weight_dtype": "torch.bfloat16"})
    draft = dict(DRAFT_SHARED)  # a draft's rank report is not about the target's head
    obs = healthy(rank_reports=[(1, dict(TARGET_FP8)), (2, bf16), (3, {**TARGET_FP8, "lm_head": None}),
                                (1, draft)])  # fmt: skip
    v = judge(obs)[vd.FP8_LM_HEAD]
    assert v.status == Status.WARN
    assert "rank 2, 3 reports" in v.summary
    assert v.fix == rules.REMEDY_FP8_SILENT
    assert [e.split(":")[0] for e in v.evidence[-3:]] == ["rank 1", "rank 2", "rank 3"]
    assert not any("draft" in e for e in v.evidence)
    # Every rank FP8: the pass stands, with each rank quoted.
    v = judge(healthy(rank_reports=[(1, dict(TARGET_FP8))]))[vd.FP8_LM_HEAD]
    assert v.status == Status.PASS
    assert v.evidence[-1].startswith("rank 1: engine extension report (target)")
    # Only draft rank reports: the verdict is rank 0's, untouched.
    assert (
        judge(healthy(rank_reports=[(1, draft)]))[vd.FP8_LM_HEAD]
        == judge(healthy())[vd.FP8_LM_HEAD]
    )


def test_fp8_other_ranks_do_not_change_a_failure():
    bf16 = dict(TARGET_FP8, lm_head={"fp8": False})
    obs = healthy(target_reports=[bf16], rank_reports=[(1, bf16)])
    v = judge(obs)[vd.FP8_LM_HEAD]
    assert v.status == Status.FAIL
    assert v.summary.startswith("The loaded output head is not FP8")
    assert v.evidence[-1].startswith("rank 1: ")


def test_mtp_server_info_missing_waits_then_fails():
    obs = healthy(server_info=None, server_info_error="HTTP 503", live_done=False)
    assert judge(obs)[vd.MTP_NEXTN].status == Status.PENDING
    obs.live_done = True
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert (
        "(HTTP 503)" in said(v)
        and "did not answer" in v.summary
        and v.remedy == "Read the engine log."
    )


def test_mtp_a_single_speculative_field_is_enough_to_judge_the_rest():
    v = judge(healthy(server_info={"speculative_algorithm": "EAGLE"}))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "speculative_num_steps=None (want 3)" in said(v)
    assert "speculative_eagle_topk=None (want 1)" in said(v)
    v = judge(healthy(server_info={"speculative_num_steps": 3}))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "/server_info has no speculative_algorithm" in said(v)


@pytest.mark.parametrize("algo", ["EAGLE", "NEXTN", "nextn", "eagle"])
def test_mtp_nextn_resolves_to_eagle_in_any_case(algo):
    info = dict(HEALTHY_INFO, speculative_algorithm=algo)
    assert judge(healthy(server_info=info))[vd.MTP_NEXTN].status == Status.PASS


def test_mtp_waits_for_an_accept_length_then_says_why_there_is_none():
    obs = healthy(probe=None, live_done=False)
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.status == Status.PENDING
    assert v.evidence[0] == "/server_info speculative_algorithm='EAGLE'"
    obs.live_done = True
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "carried no spec_tokens_details" in v.summary
    assert v.evidence[-1].startswith("engine extension report (draft)")


def test_mtp_probe_accept_length_comes_first_then_the_latest_log_line():
    stats = [ev.DecodeStats(1, 2.1, 0.4, 50.0, True, 0), ev.DecodeStats(1, 2.3, 0.4, 50.0, True, 0)]
    v = judge(healthy(decode_after_ready=stats))[vd.MTP_NEXTN]
    assert v.evidence[0].startswith("probe: spec_accept_length=2.68")
    assert "engine log: Decode batch ... accept len: 2.30" in v.evidence
    # Without the probe's figure, the latest log line that has one is the measure.
    stats.append(ev.DecodeStats(1, None, None, 50.0, True, 0))
    v = judge(healthy(probe=good_probe(accept=None), decode_after_ready=stats))[vd.MTP_NEXTN]
    assert v.evidence[0] == "engine log: Decode batch ... accept len: 2.30"
    assert sum("accept len" in e for e in v.evidence) == 1


def test_mtp_server_accept_length_prefers_the_reading_after_the_probe():
    before = dict(HEALTHY_INFO, internal_states=[{"avg_spec_accept_length": 1.0}])
    after = dict(HEALTHY_INFO, internal_states=[{"avg_spec_accept_length": 2.5}])
    obs = healthy(probe=good_probe(accept=None), server_info=before, server_info_after=after)
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.status == Status.PASS
    assert v.evidence[0].endswith("=2.50")
    obs.server_info_after = dict(HEALTHY_INFO)  # no internal_states: the first reading counts
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert v.evidence[0].endswith("=1.00")


def test_mtp_low_accept_blames_the_head_only_when_the_target_head_is_fp8():
    bf16_target = dict(TARGET_FP8, lm_head={"fp8": False})
    unshared = dict(DRAFT_SHARED, head_shared=False)
    obs = healthy(target_reports=[bf16_target], draft_reports=[unshared], probe=good_probe(1.0))
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.fix == rules.REMEDY_REJECTED
    assert "not the cause" not in v.summary
    # No lm_head entry in the report: the FP8 head is assumed on, as configured.
    no_head = {k: v for k, v in TARGET_FP8.items() if k != "lm_head"}
    obs = healthy(target_reports=[no_head], draft_reports=[unshared], probe=good_probe(1.0))
    assert judge(obs)[vd.MTP_NEXTN].fix == rules.REMEDY_UNSHARED
    # The last draft report counts.
    obs = healthy(draft_reports=[unshared, dict(DRAFT_SHARED)], probe=good_probe(1.0))
    assert judge(obs)[vd.MTP_NEXTN].fix == rules.REMEDY_REJECTED


def test_mtp_unknown_head_sharing_with_fp8_head_names_the_known_cause():
    draft = {k: v for k, v in DRAFT_SHARED.items() if k != "head_shared"}
    v = judge(healthy(draft_reports=[draft], probe=good_probe(1.0)))[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "The cause is unknown" in v.summary
    assert v.fix == rules.REMEDY_TEST_FP8


def test_engine_ready_quotes_the_crash_after_ready():
    d = ev.Diagnosis("traceback", "RuntimeError: boom", "Read the traceback.", "RuntimeError: boom")
    v = judge(healthy(ready_after_s=None, crashed_later=d))[vd.ENGINE_READY]
    assert v.status == Status.FAIL
    assert v.evidence == ["GET /health -> 200", "RuntimeError: boom"]  # the diagnosis' own
    assert v.remedy == "Read the traceback."
    v = judge(healthy(crashed_later=d, crashed_lines=["engine log: x"]))[vd.ENGINE_READY]
    assert v.evidence == ["GET /health -> 200 after 1.0 s", "engine log: x"]


def test_engine_ready_waits_and_final_fails():
    obs = Observations()
    assert judge(obs)[vd.ENGINE_READY].status == Status.PENDING
    obs.live_done = True  # the live checks never run before ready; only final decides
    assert judge(obs)[vd.ENGINE_READY].status == Status.PENDING
    obs.final = True
    v = judge(obs)[vd.ENGINE_READY]
    assert (v.status, v.evidence) == (Status.FAIL, [])


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("stream", "streaming protocol"),
        ("timeout", "stopped generating"),
        ("broken", "dropped the connection"),
        ("empty", "produced nothing"),
        ("http", "Read the engine log."),
    ],
)
def test_probe_failure_remedy_follows_the_error_kind(kind, words):
    v = judge(healthy(probe=ProbeOutcome(error="boom", error_kind=kind)))[vd.PROBE]
    assert v.status == Status.FAIL
    assert words in v.remedy
    assert v.evidence == ["probe error: boom"]


def test_probe_evidence_quotes_measures_finish_reason_and_the_text_head():
    p = ProbeOutcome(completion_tokens=128, finish_reason="length", text_head="x" * 100)
    v = judge(healthy(probe=p))[vd.PROBE]
    assert v.status == Status.PASS
    assert v.evidence == ["probe: 128 tokens", "finish_reason='length'", f"text: {'x' * 80!r}"]


def test_probe_waits_then_fails_when_it_never_ran():
    obs = healthy(probe=None, live_done=False)
    assert judge(obs)[vd.PROBE].status == Status.PENDING
    obs.live_done = True
    assert judge(obs)[vd.PROBE].status == Status.FAIL
    assert judge(Observations(not_started="x"))[vd.PROBE].status == Status.SKIP


def test_decode_speed_prefers_the_probe_and_skips_without_an_expected_figure():
    decode = [ev.DecodeStats(1, 2.5, 0.5, 400.0, True, 0)]
    obs = healthy(profile_id="h200", profile_title="H200", probe=good_probe(tps=90.0),
                  decode_after_ready=decode)  # fmt: skip
    v = judge_decode_speed(obs)
    assert v.status == Status.WARN
    assert v.evidence[0] == "probe: decode 90.0 tok/s (client)"
    obs.profile_id = "unknown_gpu"
    v = judge_decode_speed(obs)
    assert v.status == Status.SKIP
    assert v.evidence == ["probe: decode 90.0 tok/s (client)"]


def test_final_turns_a_still_pending_rule_into_a_failure(monkeypatch):
    # No rule of today stays pending once `final` is set (see the invariant test); judge()
    # still guarantees it for any rule added later. A registered rule stands in for one.
    def late(obs: Observations) -> vd.Verdict:
        return vd.Verdict.make("late", Status.PENDING, "Waiting for X.", ["seen: y"])

    def blank(obs: Observations) -> vd.Verdict:
        return vd.Verdict.make("blank", Status.PENDING, "")

    monkeypatch.setitem(RULES, "late", late)
    monkeypatch.setitem(RULES, "blank", blank)
    v = judge(Observations(ready=True, live_done=True))
    assert v["late"].status == Status.PENDING
    v = judge(Observations(ready=True, final=True))
    assert v["late"] == vd.Verdict.make(
        "late", Status.FAIL, "No evidence: waiting for X.", ["seen: y"],
        "Read the engine log; run the check again.",
    )  # fmt: skip
    assert v["blank"].summary == "No evidence."
    assert v["blank"].status == Status.FAIL


def test_decode_speed_from_the_log_is_the_latest_interval():
    probe = good_probe()
    probe.decode_tps = None
    decode = [
        ev.DecodeStats(1, 2.5, 0.5, 120.0, True, 0),
        ev.DecodeStats(1, 2.5, 0.5, 310.0, True, 0),
    ]
    obs = healthy(profile_id="h200", profile_title="H200", probe=probe, decode_after_ready=decode)
    v = judge_decode_speed(obs)
    assert v.status == Status.PASS
    assert v.evidence[0] == "engine log: gen throughput (token/s): 310.0"


def test_a_line_every_rank_prints_is_quoted_once():
    # With --tp-size 2 both ranks log the Humming line and the FP8-head claim ("[time TP0] ...",
    # "[time TP1] ..."; the prefix is stripped).
    obs = healthy(humming_lines=[HUMMING_LINE] * 2, fp8_claims=[CLAIM] * 2)
    v = judge(obs)
    assert v[vd.HUMMING_MOE].evidence.count(f"engine log: {HUMMING_LINE}") == 1
    assert v[vd.FP8_LM_HEAD].evidence.count(f"engine log: {CLAIM}") == 1


# --- issue 29 item 4: say what was measured; a cause only with evidence; a one-click test -----


def test_mtp_accept_1_00_and_1_02_are_told_apart_and_neither_claims_a_cause():
    none = judge(healthy(draft_reports=[], probe=good_probe(accept=1.0)))[vd.MTP_NEXTN]
    few = judge(healthy(draft_reports=[], probe=good_probe(accept=1.02)))[vd.MTP_NEXTN]
    assert none.summary != few.summary
    assert none.summary.startswith("No draft token was accepted: accept length 1.00")
    assert few.summary.startswith("Almost every draft token is rejected: accept length 1.02, 2 ")
    assert "every draft is rejected" not in few.summary
    for v in (none, few):
        # Nothing inside the engine reported on the draft: no cause is stated, a test is offered.
        assert "The cause is unknown" in v.summary and "Cause," not in v.summary
        assert v.action == vd.FIX_FP8_OFF
        assert vd.FIX_LABELS[v.action] == "Restart without the FP8 head"


def test_mtp_states_the_cause_only_with_the_draft_report_from_inside_the_engine():
    unshared = dict(DRAFT_SHARED, head_shared=False)
    v = judge(healthy(draft_reports=[unshared], probe=good_probe(accept=1.0)))[vd.MTP_NEXTN]
    assert "Cause, reported from inside the engine: the draft does not share" in v.summary
    assert v.fix == rules.REMEDY_UNSHARED


def test_the_fp8_test_restart_reads_its_result_the_fp8_head_was_the_cause():
    obs = healthy(fp8=False, fp8_test_accept=1.0, draft_reports=[], probe=good_probe(2.68))
    verdicts = judge(obs)
    v = verdicts[vd.MTP_NEXTN]
    assert v.status == Status.PASS
    assert "accept length 2.68, against 1.00 with it on" in v.summary
    assert "The FP8 head was the cause" in v.summary
    fp8 = verdicts[vd.FP8_LM_HEAD]
    assert fp8.status == Status.SKIP and fp8.summary.startswith("Turned off to test NEXTN")


def test_the_fp8_test_restart_reads_its_result_the_fp8_head_was_not_the_cause():
    obs = healthy(fp8=False, fp8_test_accept=1.02, draft_reports=[], probe=good_probe(1.0))
    v = judge(obs)[vd.MTP_NEXTN]
    assert v.status == Status.FAIL
    assert "The FP8 head is not the cause" in v.summary and "1.02 with it on" in v.summary
    # The one fix now: the head back on (it was not the cause), NEXTN off (slower than none).
    assert v.action == vd.FIX_FP8_ON_MTP_OFF
    assert vd.FIX_CHANGES[v.action] == {"fp8_lm_head": True, "mtp_nextn": False}


def test_each_failing_optimization_says_what_it_costs_from_the_published_figures():
    cases = {
        vd.HUMMING_MOE: healthy(server_info=dict(HEALTHY_INFO, moe_runner_backend="triton")),
        vd.FP8_LM_HEAD: healthy(target_reports=[], fp8_claims=[]),
        vd.MTP_NEXTN: healthy(server_info=dict(HEALTHY_INFO, speculative_algorithm=None)),
    }
    want = {vd.HUMMING_MOE: ("9% slower", "49.3"), vd.FP8_LM_HEAD: ("10% slower", "48.4"),
            vd.MTP_NEXTN: ("15% slower", "46.0")}  # fmt: skip
    for id, obs in cases.items():
        v = judge(obs)[id]
        assert v.status == Status.FAIL
        assert all(w in v.summary for w in want[id]) and "53.9 tok/s" in v.summary, v.summary
        assert v.action in vd.FIX_LABELS, v  # one button applies the fix
    rejected = judge(healthy(probe=good_probe(accept=1.0)))[vd.MTP_NEXTN]
    assert "24.0 tok/s with every draft rejected" in rejected.summary
