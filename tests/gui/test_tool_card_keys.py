"""The tool permission card by keyboard (issue 39, item 4), in the real window against the SGLang
double and a real MCP server: the card takes the focus when it appears and is announced; Tab
walks Allow once, Always allow and Deny; each has its key (Alt+O, Alt+A, Alt+D, underlined on
the button); Esc on the card denies this call, as the card says, and the answer goes on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.core.chat.model import DONE, TOOL_CALLS
from app.ui import a11y
from app.ui.tools.wiring import close_chat_tools
from tests.gui.conftest import run, screenshot
from tests.gui.test_tools_chat_gui import ASK_ADD, send, settled, wire_tools

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]


@pytest.fixture
def heard():
    said: list[str] = []
    listener = lambda _src, text: said.append(text)  # noqa: E731
    a11y.listeners.append(listener)
    yield said
    a11y.listeners.remove(listener)


def ask(gui, qtbot):
    """A question whose answer asks to run box.add; the card that waits."""
    pane = gui.window.pane
    conv = pane.ensure_conversation()
    pane.update_tools()
    [box] = pane.composer.tools_menu.actions()
    box.trigger()
    send(pane, ASK_ADD)
    reply = conv.last()
    qtbot.waitUntil(lambda: gui.ctx.chat.waiting_decision(reply), timeout=30_000)
    w = pane.view.widget_for(reply.id)
    qtbot.waitUntil(lambda: w.tool_cards is not None and bool(w.tool_cards.cards), timeout=5_000)
    return reply, w.tool_cards.cards[-1]


def test_the_card_takes_the_focus_tab_walks_its_choices_and_keys_choose(make_gui, qtbot, heard):
    gui = make_gui(size=(1600, 1000))
    gui.window.activateWindow()
    settled(gui, qtbot)
    wire_tools(gui, qtbot)
    reply, card = ask(gui, qtbot)
    allow, always, deny = (card.buttons[k] for k in ("allow_once", "always", "deny"))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is allow, timeout=5_000)
    assert any("wants to run" in s and "add" in s for s in heard), heard
    # Each choice shows its key (the underlined letter) and says it in its accessible name.
    assert [b.text() for b in (allow, always, deny)] == [
        "Allow &once", "&Always allow this tool", "&Deny"]  # fmt: skip
    assert "Esc" in card.keys_hint.text() and "deny" in card.keys_hint.text().lower()
    screenshot(gui.window, "tool-card-focus-1600x1000")
    gui.window.resize(480, 700)
    qtbot.wait(200)
    screenshot(gui.window, "tool-card-focus-480x700")
    gui.window.resize(1600, 1000)
    # Tab from Allow once reaches Always allow, then Deny.
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is always
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is deny
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is always
    # Alt+O: allow once (from anywhere in the window, as the underlined letter says).
    QTest.keyClick(gui.window.pane.composer.edit, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: reply.status == DONE, timeout=30_000)
    assert reply.meta[TOOL_CALLS][0]["allowed"] is True
    assert gui.ctx.settings.tools.always_allow == []  # once, not always
    run(qtbot, close_chat_tools(gui.ctx))


def test_esc_on_the_card_denies_this_call_and_the_answer_goes_on(make_gui, qtbot, heard):
    gui = make_gui(size=(1600, 1000))
    gui.window.activateWindow()
    settled(gui, qtbot)
    wire_tools(gui, qtbot)
    reply, card = ask(gui, qtbot)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is card.buttons["allow_once"], timeout=5_000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: reply.status == DONE, timeout=30_000)  # not STOPPED
    assert reply.meta[TOOL_CALLS][0]["allowed"] is False  # denied, and the model was told
    assert any("denied" in s.lower() for s in heard), heard
    run(qtbot, close_chat_tools(gui.ctx))
