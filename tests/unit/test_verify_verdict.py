"""The Verdict type, the check ids and statuses: the contract `ling-desk check --json` and the
recipe's owed_checks rely on."""

from __future__ import annotations

import json

import pytest

from app.core.verify import verdict as vd
from app.core.verify.verdict import Remedy, Status, Verdict, join_remedies, overall_ok


def test_ids_and_statuses_are_the_fixed_strings_other_tools_read():
    assert vd.OPTIMIZATION_IDS == ("humming_moe", "fp8_lm_head", "mtp_nextn")
    assert vd.PREFLIGHT_IDS == (
        "settings",
        "engine_env",
        "engine_caps",
        "gpu",
        "model_files",
        "memory",
    )
    assert vd.LIVE_IDS == (
        "engine_ready",
        "humming_moe",
        "fp8_lm_head",
        "mtp_nextn",
        "probe",
        "decode_speed",
    )
    assert [str(s) for s in Status] == ["pass", "warn", "fail", "skip", "unprovable", "pending"]


def test_every_check_has_a_title():
    # The tool-call check is neither preflight nor one of the live optimization proofs.
    assert set(vd.TITLES) == set(vd.PREFLIGHT_IDS) | set(vd.LIVE_IDS) | {vd.TOOL_CALLS}
    assert all(t.strip() for t in vd.TITLES.values())


def test_make_takes_the_title_from_the_id_and_copies_the_evidence():
    evidence = ["engine log: The server is fired up and ready to roll!"]
    v = Verdict.make(vd.ENGINE_READY, Status.PASS, "ready", evidence)
    assert v.title == vd.TITLES[vd.ENGINE_READY]
    assert (v.id, v.status, v.summary, v.evidence) == (
        "engine_ready",
        Status.PASS,
        "ready",
        evidence,
    )
    evidence.append("later")  # the verdict does not share the caller's list
    assert v.evidence == ["engine log: The server is fired up and ready to roll!"]
    assert (v.remedy, v.duration_s) == ("", None)
    # An id with no title (a future check) is its own title.
    assert Verdict.make("new_check", Status.SKIP, "x").title == "new_check"
    assert Verdict.make("new_check", Status.SKIP, "x").evidence == []


def test_make_passes_remedy_and_duration_through():
    v = Verdict.make(vd.GPU, Status.FAIL, "no GPU", ["nvidia-smi: not found"], "Install it.", 0.5)
    assert (v.remedy, v.duration_s) == ("Install it.", 0.5)


def test_constructor_defaults():
    v = Verdict("x", "X", Status.PASS, "ok")
    assert (v.evidence, v.remedy, v.duration_s, v.remedy_detail) == ([], "", None, "")


def test_make_takes_a_remedy_in_two_parts():
    fix = Remedy("Turn it off in Settings > Optimizations.", "It is --enable-x.")
    v = Verdict.make(vd.GPU, Status.FAIL, "no", [], fix, 0.5)
    assert (v.remedy, v.remedy_detail, v.duration_s) == (fix.plain, fix.detail, 0.5)
    assert v.fix == fix
    # A plain string is the plain part; the detail may come on its own.
    v = Verdict.make(vd.GPU, Status.FAIL, "no", [], "Do it.", remedy_detail="--it")
    assert v.fix == Remedy("Do it.", "--it")
    assert Verdict.make(vd.GPU, Status.FAIL, "no").fix == Remedy("", "")


def test_remedy_truth_text_and_joining():
    assert not Remedy("") and not Remedy("", "")
    assert Remedy("a") and Remedy("", "b")
    assert Remedy("Do a.", "--a").text == "Do a. --a" and Remedy("Do a.").text == "Do a."
    joined = join_remedies([Remedy("Do a.", "--a"), Remedy("Do b."), Remedy("Do a.", "--c")])
    assert joined == Remedy("Do a. Do b.", "--a --c")  # plain parts first, each said once
    assert join_remedies([]) == Remedy("", "")


@pytest.mark.parametrize(
    ("status", "failed", "decided"),
    [
        (Status.PASS, False, True),
        (Status.WARN, False, True),
        (Status.FAIL, True, True),
        (Status.SKIP, False, True),
        (Status.UNPROVABLE, False, True),
        (Status.PENDING, False, False),
    ],
)
def test_failed_and_decided(status, failed, decided):
    v = Verdict.make(vd.PROBE, status, "s")
    assert (v.failed, v.decided) == (failed, decided)


def test_with_duration_rounds_to_four_places_and_keeps_none():
    v = Verdict.make(vd.PROBE, Status.PASS, "s")
    assert v.with_duration(1.234567).duration_s == 1.2346
    assert v.with_duration(None).duration_s is None
    assert v.with_duration(2.0).with_duration(None).duration_s is None
    assert v.with_duration(1.234567).summary == "s"


def test_same_as_ignores_only_the_duration():
    v = Verdict.make(vd.PROBE, Status.PASS, "s", ["e"], duration_s=1.0)
    assert v.same_as(v.with_duration(9.0))
    assert v.with_duration(9.0).same_as(v)
    assert not v.same_as(None)
    assert not v.same_as(Verdict.make(vd.PROBE, Status.PASS, "t", ["e"], duration_s=1.0))
    assert not v.same_as(Verdict.make(vd.PROBE, Status.FAIL, "s", ["e"], duration_s=1.0))
    assert not v.same_as(Verdict.make(vd.PROBE, Status.PASS, "s", ["f"], duration_s=1.0))


def test_to_dict_is_plain_json_and_round_trips():
    v = Verdict.make(vd.MEMORY, Status.WARN, "low", ["free: 80 GiB"], "Close programs.", 0.25)
    d = v.to_dict()
    assert d == {
        "id": "memory",
        "title": "Free memory",
        "status": "warn",
        "summary": "low",
        "evidence": ["free: 80 GiB"],
        "remedy": "Close programs.",
        "remedy_detail": "",
        "duration_s": 0.25,
    }
    assert type(d["status"]) is str
    assert json.loads(json.dumps(d)) == d
    d["evidence"].append("x")  # a copy, not the verdict's own list
    assert v.evidence == ["free: 80 GiB"]
    assert Verdict.from_dict(v.to_dict()) == v


def test_from_dict_fills_what_an_older_or_smaller_record_lacks():
    v = Verdict.from_dict({"id": "gpu", "status": "skip"})
    assert v == Verdict("gpu", "GPU", Status.SKIP, "", [], "", None)
    # An unknown id keeps its id as title; an empty title is filled in too.
    assert Verdict.from_dict({"id": "later", "status": "pass"}).title == "later"
    assert Verdict.from_dict({"id": "gpu", "title": "", "status": "pass"}).title == "GPU"
    assert Verdict.from_dict({"id": "gpu", "status": "pass", "evidence": None}).evidence == []
    full = {
        "id": "gpu",
        "title": "Graphics",
        "status": "fail",
        "summary": "s",
        "evidence": ["e"],
        "remedy": "r",
        "duration_s": 1.5,
    }
    assert Verdict.from_dict(full) == Verdict("gpu", "Graphics", Status.FAIL, "s", ["e"], "r", 1.5)
    # A record written before the remedy had two parts reads with an empty detail.
    assert Verdict.from_dict(full).remedy_detail == ""
    assert Verdict.from_dict({**full, "remedy_detail": "--x"}).fix == Remedy("r", "--x")


def test_overall_ok_only_without_failures_or_pending_checks():
    def of(*statuses: Status) -> list[Verdict]:
        return [Verdict.make(vd.PROBE, s, "s") for s in statuses]

    assert overall_ok([])
    assert overall_ok(of(Status.PASS, Status.WARN, Status.SKIP, Status.UNPROVABLE))
    assert not overall_ok(of(Status.PASS, Status.FAIL))
    assert not overall_ok(of(Status.PENDING, Status.PASS))
