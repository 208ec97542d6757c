"""The status panel's "Tool calls" row, with the whole app on the SGLang double: amber, shown even
with "All checks" folded, with the reason and the fix when the engine sends raw <tool_call> text;
green and folded away when calls come back structured. The engine controller holds the verdict
for the chat ("Tools are unavailable: <reason>")."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocumentFragment

from app.core.verify import verdict as vd
from app.core.verify.verdict import Status
from app.ui.status.controller import TOOLS_CHECKING
from app.ui.status.panel import ACTION_RESTART
from tests.gui.conftest import screenshot
from tests.support.pixels import centre_colour, hue_is, is_green

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def plain(html: str) -> str:
    return QTextDocumentFragment.fromHtml(html).toPlainText().replace("\u200b", "")


def is_amber(colour) -> bool:
    return hue_is(colour, 25, 55)


def settled(gui, qtbot):
    """Wait for this start's tool-call verdict (after the live checks)."""
    seen: list = []
    gui.engine.toolCallsChanged.connect(seen.append)
    qtbot.waitUntil(
        lambda: gui.engine.tool_calls is not None and gui.engine.tool_calls.decided,
        timeout=30_000,
    )
    return seen


def test_raw_tool_call_text_turns_the_row_amber_with_reason_and_fix(make_gui, qtbot):
    gui = make_gui(("--double-fault", "tool-parser-missing"))
    seen = settled(gui, qtbot)
    panel = gui.status.panel
    row = panel.row(vd.TOOL_CALLS)
    v = row.verdict
    assert v.status == Status.WARN and "raw <tool_call> text" in v.summary
    # Seen while checking, then decided: the chat learns both.
    assert [s.status for s in seen if s is not None][-1] == Status.WARN
    assert not panel.expanded and row.isVisibleTo(panel)  # shown without opening "All checks"
    assert row.dot.status == "warn" and is_amber(centre_colour(row.dot))
    # The reason, in the header, with the tag escaped (shown as text, never taken as HTML).
    assert "raw &lt;tool_call&gt; text" in row.summary.text()
    row.set_expanded(True)
    details = plain(row.details_text.text())
    assert "Restart the engine from Ling Desk" in details
    assert "--tool-call-parser ling3" in details  # the technical detail, after the plain words
    assert row.action_buttons[ACTION_RESTART].isVisibleTo(row)
    # The chat's side: tools are unavailable, and why.
    assert not gui.engine.tools_available
    assert gui.engine.tools_unavailable_reason == v.summary
    # A warning about tools is not an optimization's: the badge does not turn amber for it.
    assert "Tool calls" not in gui.status.overall[1]
    for w, h in ((1600, 1000), (480, 700)):
        gui.window.resize(w, h)
        qtbot.wait(200)
        screenshot(gui.window, f"tool-calls-amber-{w}x{h}")
    gui.window.engine_button.click()  # narrow: the engine panel folded away; open it
    qtbot.wait(200)
    assert row.isVisibleTo(panel)
    screenshot(gui.window, "tool-calls-amber-480x700-engine")


def test_structured_calls_are_green_folded_and_forgotten_at_stop(make_gui, qtbot):
    gui = make_gui()
    settled(gui, qtbot)
    panel = gui.status.panel
    row = panel.row(vd.TOOL_CALLS)
    assert row.verdict.status == Status.PASS, row.verdict
    assert not row.isVisibleTo(panel)  # green: one of the folded extra checks
    panel.set_expanded(True)
    assert row.isVisibleTo(panel) and is_green(centre_colour(row.dot))
    panel.set_expanded(False)
    assert gui.engine.tools_available and gui.engine.tools_unavailable_reason == ""
    gui.engine.stop()
    qtbot.waitUntil(lambda: gui.engine.state == "stopped", timeout=20_000)
    assert gui.engine.tool_calls is None and not gui.engine.tools_available
    assert "not proven" in gui.engine.tools_unavailable_reason
    assert row.verdict.status == Status.PENDING and not row.isVisibleTo(panel)


def test_the_checking_words_are_a_pending_row():
    assert TOOLS_CHECKING.startswith("Checking")
