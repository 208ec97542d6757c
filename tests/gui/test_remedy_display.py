"""A remedy is shown in plain words first, its technical detail after it, smaller and greyed.

Real widgets (offscreen): the status row that a failing check opens, the crash card, and the
launch failures' remedies, with verdicts made by the real rules.
"""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest
from PySide6.QtGui import QGuiApplication, QTextDocumentFragment

from app.core.engine import events as ev
from app.core.engine.logparse import diagnose
from app.core.verify import rules
from app.core.verify import verdict as vd
from app.core.verify.rules import judge
from app.core.verify.verdict import Remedy, Status, Verdict
from app.ui.status.controller import FAILURE_KINDS, failure_remedy
from app.ui.status.engine_view import CrashCard
from app.ui.status.panel import StatusPanel, verdict_text
from app.ui.status.style import muted_color
from tests.gui.conftest import screenshot
from tests.unit.test_remedy_plain_words import jargon_in
from tests.unit.test_verify_rules import HEALTHY_INFO, healthy

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def shown_text(html: str) -> str:
    """What a rich-text label shows, as plain text (zero-width break hints removed)."""
    return QTextDocumentFragment.fromHtml(html).toPlainText().replace("\u200b", "")


def bypassed() -> Verdict:
    """Humming bypassed, as the rules judge it: the remedy the issue quoted, now in two parts."""
    info = {**HEALTHY_INFO, "moe_runner_backend": "flashinfer_mxfp4"}
    v = judge(healthy(server_info=info))[vd.HUMMING_MOE]
    assert v.status == Status.FAIL and v.fix == rules.REMEDY_HUMMING_BYPASSED
    return v


def test_a_failing_row_shows_the_plain_words_then_the_detail_smaller_and_greyed(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.resize(360, 700)
    panel.show()
    v = dataclasses.replace(bypassed(), duration_s=0.0)  # decided at once: no "0.00 s" said
    panel.set_verdict(v)
    panel.open_failures()
    row = panel.row(vd.HUMMING_MOE)
    assert row.expanded
    html = row.details_text.text()
    shown = shown_text(html)
    plain_at = shown.index("What to do: " + v.remedy[:60])
    detail_at = shown.index("Technical detail: " + v.remedy_detail[:40])
    assert plain_at < detail_at  # plain words first
    assert "--moe-runner-backend humming" in shown and "Mxfp4HummingMoEMethod" in shown
    assert "--moe-runner-backend" not in shown[:detail_at]  # no flag before the detail
    # The detail is set apart: its own paragraph, smaller, in the muted colour.
    muted = muted_color(row).name()
    detail_html = html[html.index("Technical detail:") - 200 :]
    assert "<small>" in detail_html and f"color:{muted}" in detail_html
    assert "to decide" not in shown and "0.00" not in shown
    # One button applies the fix (the set-up step installs Humming's kernels); nothing else.
    shown_buttons = [b.text() for b in row.action_buttons.values() if not b.isHidden()]
    assert shown_buttons == ["Open the set-up step"]
    screenshot(panel, "remedy-plain-then-detail")


def test_the_detail_is_plain_text_never_markup(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    v = Verdict.make(
        vd.FP8_LM_HEAD,
        Status.FAIL,
        "The head is not FP8.",
        ["engine log: x"],
        Remedy("Turn off the FP8 LM head in Settings > Optimizations.",
               "<b>bold</b> <img src='x'> &amp; SGLANG_ENABLE_FP8_LM_HEAD=1"),
    )  # fmt: skip
    panel.set_verdict(v)
    row = panel.row(vd.FP8_LM_HEAD)
    row.set_expanded(True)
    shown = shown_text(row.details_text.text())
    assert "<b>bold</b> <img src='x'> &amp; SGLANG_ENABLE_FP8_LM_HEAD=1" in shown
    assert "<img" not in row.details_text.text()  # escaped, not an element
    # Copy gives both parts, labelled, plain.
    row.copy()
    copied = QGuiApplication.clipboard().text()
    assert copied == verdict_text(v)
    assert copied.index("What to do: Turn off") < copied.index("Technical detail: <b>bold</b>")


def test_a_remedy_without_detail_shows_no_detail_line(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    v = Verdict.make(vd.MTP_NEXTN, Status.FAIL, "No drafts.", [], "Read the engine log.")
    panel.set_verdict(v)
    row = panel.row(vd.MTP_NEXTN)
    row.set_expanded(True)
    shown = shown_text(row.details_text.text())
    assert "What to do: Read the engine log." in shown and "Technical detail" not in shown
    assert "Technical detail" not in verdict_text(v)


def test_the_crash_card_shows_the_plain_remedy_then_the_detail(qtbot):
    card = CrashCard()
    qtbot.addWidget(card)
    card.resize(420, 400)
    card.show()
    d = diagnose(["torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"])
    assert d.remedy_detail  # the out-of-memory remedy has both parts
    card.show_diagnosis(d.kind, d.summary, d.remedy, ["a line"], "exit 1",
                        remedy_detail=d.remedy_detail + " <b>x</b>")  # fmt: skip
    assert card.remedy.isVisible() and card.remedy_detail.isVisible()
    assert d.remedy in shown_text(card.remedy.text())
    assert card.remedy_detail.text() == f"Technical detail: {d.remedy_detail} <b>x</b>"
    assert card.remedy_detail.textFormat() == card.remedy_detail.textFormat().PlainText
    assert card.remedy_detail.font().pointSizeF() < card.remedy.font().pointSizeF()
    assert muted_color(card).name() in card.remedy_detail.styleSheet()
    # Laid out below the plain words.
    assert card.remedy_detail.geometry().top() > card.remedy.geometry().top()
    text = card.text()
    assert text.index(d.remedy[:40]) < text.index("Technical detail: ") and "<b>x</b>" in text
    screenshot(card, "remedy-crash-card")
    # A crash whose remedy has no detail hides the line.
    card.show_diagnosis("unknown", "Stopped.", "Read the log.", [])
    assert card.remedy_detail.isHidden() and "Technical detail" not in card.text()


def test_the_controller_passes_a_crash_remedys_detail_to_the_card(qtbot):
    from app.ui.status.controller import CRASH_POINTER, StatusController

    d = diagnose(["RuntimeError: CUDA error: no CUDA GPUs are available"])
    outcome = ev.ProcessOutcome(1, None, False, ("x",), d)
    card = CrashCard()
    qtbot.addWidget(card)

    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.set_verdict(Verdict.make(vd.ENGINE_READY, Status.FAIL, d.summary))
    # Only what _show_crash touches: the engine view's crash card and the status rows.
    stub = SimpleNamespace(engine_view=SimpleNamespace(crash=card, refresh=lambda: None),
                           panel=panel)  # fmt: skip
    StatusController._show_crash(stub, outcome)  # type: ignore[arg-type]
    assert card.remedy_detail.text() == f"Technical detail: {d.remedy_detail}"
    assert panel.row(vd.ENGINE_READY).summary.plain == CRASH_POINTER  # said in full on the card


@pytest.mark.parametrize("kind", list(FAILURE_KINDS))
def test_launch_failure_remedies_are_plain_first(kind):
    _kind, fix = failure_remedy(kind)
    assert isinstance(fix, Remedy) and fix.plain and not jargon_in(fix.plain), (kind, fix)


def test_a_failing_reason_has_the_rows_width_not_a_column_beside_the_title(qtbot):
    """Issue 29: the humming_bypassed reason wrapped into a ~90 px column beside the bold title
    in the 330 px dock; it now has a line of its own under the title."""
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.resize(330, 700)
    panel.show()
    panel.set_verdict(bypassed())
    row = panel.row(vd.HUMMING_MOE)
    # Under the title (once laid out), at about the row's width.
    qtbot.waitUntil(lambda: row.summary.geometry().top() >= row.title.geometry().bottom())
    assert row.summary.width() >= 330 - 60, row.summary.width()
    # Passing again, it goes back beside the title as one elided line.
    panel.set_verdict(dataclasses.replace(bypassed(), status=Status.PASS, summary="ok"))
    qtbot.waitUntil(lambda: row.summary.geometry().top() < row.title.geometry().bottom())
    screenshot(panel, "remedy-reason-full-width")


def test_one_fix_button_per_failing_row_sends_its_fix(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    v = judge(healthy(draft_reports=[], probe=_probe(1.02)))[vd.MTP_NEXTN]
    panel.set_verdict(v)
    row = panel.row(vd.MTP_NEXTN)
    row.set_expanded(True)
    shown_buttons = [b for b in row.action_buttons.values() if not b.isHidden()]
    assert [b.text() for b in shown_buttons] == ["Restart without the FP8 head"]
    with qtbot.waitSignal(panel.actionRequested) as sig:
        shown_buttons[0].click()
    assert sig.args == [vd.FIX_FP8_OFF]
    # The plain words say no identifier; the identifiers are under Technical detail.
    assert not jargon_in(v.summary) and not jargon_in(v.remedy), (v.summary, v.remedy)
    assert "head_shared" in v.remedy_detail


def _probe(accept: float):
    from tests.unit.test_verify_rules import good_probe

    return good_probe(accept=accept)
