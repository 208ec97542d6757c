"""Failures people can act on: a failing row opens itself, wraps, offers the action its remedy
names; the header never says a bare "Ready" above a red row."""

from __future__ import annotations

import dataclasses

import pytest

from app.core.verify import verdict as vd
from app.core.verify.verdict import Status, Verdict
from app.ui.status.panel import StatusPanel, StatusRow, decided_text, overall_badge

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FP8_FAIL = Verdict.make(
    vd.FP8_LM_HEAD,
    Status.FAIL,
    "The loaded LM head is not FP8: SGLANG_ENABLE_FP8_LM_HEAD=1 was ignored by this engine "
    "build (upstream_sglang_0_5_23_without_the_extension).",
    ["engine log: Online FP8 quantization enabled for lm_head."],
    "Turn on the engine extension in Settings > Optimizations, then restart the engine.",
)


def test_header_says_ready_but_slower_when_an_optimization_failed():
    verdicts = {
        vd.ENGINE_READY: Verdict.make(vd.ENGINE_READY, Status.PASS, "Ready."),
        vd.HUMMING_MOE: Verdict.make(vd.HUMMING_MOE, Status.PASS, "ok"),
        vd.MTP_NEXTN: Verdict.make(vd.MTP_NEXTN, Status.PASS, "ok"),
        vd.FP8_LM_HEAD: FP8_FAIL,
    }
    assert overall_badge(verdicts) == (
        "fail",
        "Ready, slower than it should be: FP8 LM head failed",
    )
    del verdicts[vd.ENGINE_READY]
    assert overall_badge(verdicts) == ("fail", "FP8 LM head failed")


def test_a_failing_row_opens_itself_wraps_and_offers_actions(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 600)
    panel.show()
    row: StatusRow = panel.row(vd.FP8_LM_HEAD)
    assert not row.expanded
    panel.set_verdict(FP8_FAIL)
    panel.open_failures()  # what the controller does once the live checks have judged
    assert row.expanded
    assert row.summary.wrap and row.summary.wordWrap() and "…" not in row.summary.text()
    # The long identifier may wrap at its punctuation (a zero-width space), never mid-word.
    assert "upstream_\u200bsglang_\u200b0_\u200b5_\u200b23" in row.summary.text()
    # One button: the first thing its remedy asks (settings, before the restart it names).
    visible = {n for n, b in row.action_buttons.items() if not b.isHidden()}
    assert visible == {"settings"}
    with qtbot.waitSignal(panel.actionRequested) as sig:
        row.action_buttons["settings"].click()
    assert sig.args == ["settings"]
    # Closed by the user, it stays closed while the same failure is re-judged.
    row.set_expanded(False)
    row._user_closed = True
    panel.set_verdict(Verdict.make(vd.FP8_LM_HEAD, Status.FAIL, "still not FP8"))
    panel.open_failures()
    assert not row.expanded


def test_passing_rows_offer_no_actions_and_stay_closed(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.set_verdict(Verdict.make(vd.HUMMING_MOE, Status.PASS, "Humming ran."))
    row = panel.row(vd.HUMMING_MOE)
    assert not row.expanded
    assert all(b.isHidden() for b in row.action_buttons.values())


def test_instant_decisions_do_not_claim_a_duration():
    quick = dataclasses.replace(Verdict.make(vd.SETTINGS, Status.PASS, "ok"), duration_s=0.001)
    assert decided_text(quick) is None
    slow = dataclasses.replace(Verdict.make(vd.PROBE, Status.PASS, "ok"), duration_s=2.66)
    assert decided_text(slow) == "This check took 2.7 s to decide."


def test_passing_rows_stay_one_line(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    long = "Humming runs the MoE layers (by the resolved backend and the engine's own line). " * 3
    panel.set_verdict(Verdict.make(vd.HUMMING_MOE, Status.PASS, long))
    panel.resize(420, 500)  # a docked Engine panel's width
    panel.show()
    qtbot.waitExposed(panel)
    row = panel.row(vd.HUMMING_MOE)
    # Its first clause, whole, on the title's line; the details and tooltip keep the sentence.
    assert row.summary.plain == "Humming runs the MoE layers."
    assert not row.summary.wrap and not row.summary.hasHeightForWidth()
    assert row.summary.minimumSizeHint().height() == row.summary.fontMetrics().height()
    assert long.strip() in row.toolTip() and "by the resolved backend" in row.details_text.text()


def test_a_passing_summary_is_never_cut_at_any_width(qtbot):
    # Beside the title only when it fits there whole, else under it: at every width (the
    # dot's missing size hint once made the room 15 px too generous, and "…" came back).
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.set_verdict(Verdict.make(vd.GPU, Status.PENDING, "No NVIDIA GPU found on this machine."))
    panel.show()
    qtbot.waitExposed(panel)
    label = panel.row(vd.GPU).summary
    for width in range(280, 400, 3):
        panel.resize(width, 500)
        qtbot.wait(1)
        if not label.wrap:
            assert label.fontMetrics().horizontalAdvance(label.plain) <= label.width(), width
