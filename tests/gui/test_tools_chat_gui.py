"""Tools in the chat window, against the SGLang double (tool calls as SGLang streams them) and a
real MCP server (tests/support/mcp_toolbox.py): the conversation's tool choice, the permission
card and its buttons, the result card (plain text, folded), Stop while a card waits, and
"Tools are unavailable" when the engine's tool calls are not proven.

The window's ChatTools is wired here as app/ui/shell/context.py is to wire it (see the report)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.core.chat.model import CONV_TOOLS, DONE, STOPPED, TOOL_CALLS, TOOL_PENDING
from app.core.tools.chat import ChatTools, config_path
from app.core.tools.config import parse_config, write_config_file
from app.core.tools.host import State
from app.ui.chat.conversation_settings import ConversationSettingsDialog
from app.ui.tools.wiring import close_chat_tools, install_chat_tools, reload_chat_tools
from tests.gui.conftest import run, screenshot

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]

TOOLBOX = str(Path(__file__).resolve().parents[1] / "support" / "mcp_toolbox.py")
ASK_ADD = 'What is 2 + 40?\nDOUBLE_TOOL_CALL box__add\nDOUBLE_TOOL_ARGS {"a": 2, "b": 40}'


def wire_tools(gui, qtbot) -> ChatTools:
    """As app.py wires it: the servers saved in Settings > Tools, one host for the window."""
    cfg = parse_config(
        {"mcpServers": {"box": {"command": sys.executable, "args": [TOOLBOX, "stdio"]}}}
    )
    write_config_file(config_path(gui.ctx.paths), cfg.servers)
    return install_chat_tools(gui.ctx)


def settled(gui, qtbot) -> None:
    qtbot.waitUntil(
        lambda: gui.engine.tool_calls is not None and gui.engine.tool_calls.decided,
        timeout=30_000,
    )


def choose_tools(gui, tools, qtbot):
    pane = gui.window.pane
    conv = pane.ensure_conversation()
    dlg = ConversationSettingsDialog(conv, gui.ctx.settings.sampling, pane, tools=tools)
    qtbot.addWidget(dlg)
    return conv, dlg


def send(pane, text: str) -> None:
    pane.composer.edit.setPlainText(text)
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)


def test_a_permission_card_then_a_result_card_and_always_is_kept(make_gui, qtbot):
    gui = make_gui(size=(1600, 1000))
    settled(gui, qtbot)
    tools = wire_tools(gui, qtbot)
    conv, dlg = choose_tools(gui, tools, qtbot)
    assert list(dlg.tool_boxes) == ["box"] and dlg.tools_note is None
    dlg.tool_boxes["box"].setChecked(True)
    conv.set_meta(**dlg.values())
    assert conv.tool_servers == ["box"]
    assert not dlg.values()["sampling"].keys() - {CONV_TOOLS}  # no sampling override made

    pane = gui.window.pane
    pane.update_tools()
    assert pane.composer.tools_button.text() == "Tools: box"
    send(pane, ASK_ADD)
    reply = conv.last()
    qtbot.waitUntil(lambda: gui.ctx.chat.waiting_decision(reply), timeout=30_000)
    w = pane.view.widget_for(reply.id)
    qtbot.waitUntil(lambda: w.tool_cards is not None and bool(w.tool_cards.cards), timeout=5_000)
    card = w.tool_cards.cards[-1]
    assert card.title.text() == "Tool add on box: wants to run"
    assert card.arguments.toPlainText() == '{\n  "a": 2,\n  "b": 40\n}'
    assert set(card.buttons) == {"allow_once", "always", "deny"}
    assert card.buttons["allow_once"].isVisibleTo(w)
    assert "Waiting for your decision" in w.state_label.text()
    assert not reply.meta.get(TOOL_CALLS)  # nothing ran yet
    screenshot(gui.window, "tool-permission-card-1600x1000")
    gui.window.resize(480, 700)
    qtbot.wait(200)
    screenshot(gui.window, "tool-permission-card-480x700")
    # Narrow: the Tools button stays in view, in words, on the modes' own row.
    assert pane.composer.tools_button.isVisibleTo(pane)
    assert pane.composer.tools_button.text() == "Tools: box"
    gui.window.resize(1600, 1000)

    card.buttons["always"].click()
    qtbot.waitUntil(lambda: reply.status == DONE, timeout=30_000)
    assert reply.meta[TOOL_CALLS][0]["result"] == "42"
    assert 'The tool returned: "42"' in reply.content
    assert gui.ctx.settings.tools.always_allow == ["box.add"]  # the user's "always", kept
    qtbot.waitUntil(
        lambda: len(w.tool_cards.cards) == 1 and w.tool_cards.cards[0].result_toggle is not None
    )
    done = w.tool_cards.cards[0]
    assert done.title.text() == "Tool add on box: ran"
    assert not done.buttons and not done.result.isVisibleTo(w)  # folded
    done.result_toggle.click()
    assert done.result.isVisibleTo(w) and done.result.toPlainText() == "42"
    screenshot(gui.window, "tool-result-card-1600x1000")
    gui.window.resize(480, 700)
    qtbot.wait(200)
    screenshot(gui.window, "tool-result-card-480x700")

    # Reopened from history, the answer shows the same card (meta survived the store).
    again = gui.ctx.store.load_conversation(conv.id)
    assert again.messages[reply.id].meta[TOOL_CALLS] == reply.meta[TOOL_CALLS]

    # Allowed always: the next call runs without a card that waits.
    send(pane, ASK_ADD)
    second = conv.last()
    qtbot.waitUntil(lambda: second.status == DONE, timeout=30_000)
    assert second.meta[TOOL_CALLS][0]["allowed"] is True
    run(qtbot, close_chat_tools(gui.ctx))


def test_stop_while_the_card_waits_runs_nothing(make_gui, qtbot):
    gui = make_gui(size=(1600, 1000))  # wide: the Tools button sits on the composer's row
    settled(gui, qtbot)
    wire_tools(gui, qtbot)
    pane = gui.window.pane
    conv = pane.ensure_conversation()
    pane.update_tools()  # as the menu does when it opens
    button = pane.composer.tools_button
    assert button.isVisibleTo(pane) and button.text() == "Tools"
    [box] = pane.composer.tools_menu.actions()
    assert box.text() == "box" and box.isCheckable() and not box.isChecked()
    box.trigger()  # the composer's Tools menu: this conversation may use box's tools
    assert conv.tool_servers == ["box"] and button.text() == "Tools: box"
    assert pane.composer.tools_menu.actions()[0].isChecked()
    send(pane, ASK_ADD)
    reply = conv.last()
    qtbot.waitUntil(lambda: gui.ctx.chat.waiting_decision(reply), timeout=30_000)
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: reply.status == STOPPED, timeout=10_000)
    assert TOOL_PENDING not in reply.meta and not reply.meta.get(TOOL_CALLS)
    w = pane.view.widget_for(reply.id)
    assert w.tool_cards is None or not w.tool_cards.cards
    run(qtbot, close_chat_tools(gui.ctx))


def test_without_working_tool_calls_the_chat_says_tools_are_unavailable(make_gui, qtbot):
    gui = make_gui(("--double-fault", "tool-parser-missing"))
    settled(gui, qtbot)
    tools = wire_tools(gui, qtbot)
    conv = gui.window.pane.ensure_conversation()
    conv.set_meta(sampling={CONV_TOOLS: ["box"]})  # chosen while tools worked
    conv, dlg = choose_tools(gui, tools, qtbot)
    assert not dlg.tool_boxes
    assert dlg.tools_note.text().startswith("Tools are unavailable: ")
    assert "raw <tool_call> text" in dlg.tools_note.text()
    assert dlg.values()["sampling"] == {CONV_TOOLS: ["box"]}  # kept, not offered
    pane = gui.window.pane
    pane.update_tools()
    [note] = pane.composer.tools_menu.actions()
    assert note.text().startswith("Tools are unavailable: ") and not note.isEnabled()
    assert pane.composer.tools_button.text() == "Tools off"
    pane = gui.window.pane
    send(pane, "hello")
    reply = conv.last()
    qtbot.waitUntil(lambda: reply.status == DONE, timeout=30_000)
    w = pane.view.widget_for(reply.id)
    assert w.tool_cards is not None
    assert w.tool_cards.note.text().startswith("Tools are unavailable: ")
    assert "<tool_call>" not in reply.content or "DOUBLE" in reply.content
    run(qtbot, close_chat_tools(gui.ctx))


def test_a_reopened_answer_shows_its_calls_and_no_card_left_waiting(make_gui, qtbot):
    from app.core.chat.model import INTERRUPTED

    gui = make_gui(start=False)
    conv = gui.ctx.new_conversation()
    user = conv.new_message("user", None, "What is 2 + 40?")
    ran = {"call_id": "c1", "name": "box__add", "server": "box", "tool": "add",
           "arguments": {"a": 2, "b": 40}, "allowed": True, "result": "<b>42</b>", "ok": True}  # fmt: skip
    waiting = {"call_id": "c2", "server": "box", "tool": "echo", "arguments": {"text": "x"},
               "state": "asking"}  # fmt: skip
    reply = conv.new_message("assistant", user.id, "", status=INTERRUPTED,
                             meta={TOOL_CALLS: [ran], TOOL_PENDING: waiting})  # fmt: skip
    gui.window.pane.set_conversation(conv)
    w = gui.window.pane.view.widget_for(reply.id)
    assert w is not None and w.tool_cards is not None
    [card] = w.tool_cards.cards
    assert card.title.text() == "Tool add on box: ran" and not card.buttons
    assert card.result.toPlainText() == "<b>42</b>"  # a result is text, never HTML


def test_saving_other_servers_replaces_the_host_and_quit_stops_its_server(make_gui, qtbot):
    gui = make_gui(start=False)
    tools = wire_tools(gui, qtbot)
    assert run(qtbot, reload_chat_tools(gui.ctx)) is tools  # unchanged: the same host
    run(qtbot, tools.host.start("box"))
    assert tools.host.status("box").state == State.READY
    cfg = parse_config(
        {"mcpServers": {"box2": {"command": sys.executable, "args": [TOOLBOX, "stdio"]}}}
    )
    write_config_file(config_path(gui.ctx.paths), cfg.servers)
    new = run(qtbot, reload_chat_tools(gui.ctx))
    assert new is not tools and gui.ctx.chat.tools is new and new.server_names() == ["box2"]
    assert tools.host.status("box").state == State.STOPPED  # the old host's server ended
    run(qtbot, new.host.start("box2"))
    run(qtbot, close_chat_tools(gui.ctx))
    assert new.host.status("box2").state == State.STOPPED


def test_the_window_offers_the_saved_servers_and_quitting_ends_them(make_gui, qtbot, tmp_path):
    from app.core.paths import Paths
    from app.core.procgroup import group_alive

    base = tmp_path / "base"
    paths = Paths.from_basedir(base).ensure()
    pidfile = tmp_path / "server.pid"
    cfg = parse_config({"mcpServers": {"box": {
        "command": sys.executable, "args": [TOOLBOX, "stdio"],
        "env": {"MCP_PIDFILE": str(pidfile)}}}})  # fmt: skip
    write_config_file(config_path(paths), cfg.servers)
    gui = make_gui(basedir=base, start=False)
    tools = gui.ctx.chat.tools
    assert tools is not None and [s.name for s in tools.servers] == ["box"]
    status = run(qtbot, tools.host.start("box"), timeout=30_000)
    assert status.state == State.READY
    _pid, pgid = map(int, pidfile.read_text().split())
    assert group_alive(pgid)
    run(qtbot, gui.shutdown(), timeout=40_000)
    qtbot.waitUntil(lambda: not group_alive(pgid), timeout=15_000)


def test_a_result_past_the_cap_shows_the_cut_in_its_card_while_the_window_keeps_ticking(
    make_gui, qtbot
):
    from PySide6.QtCore import QTimer

    gui = make_gui(size=(1600, 1000))
    settled(gui, qtbot)
    wire_tools(gui, qtbot)
    pane = gui.window.pane
    conv = pane.ensure_conversation()
    conv.set_meta(sampling={CONV_TOOLS: ["box"]})
    gui.ctx.settings.tools.always_allow = ["box.big"]  # no card waits: the call runs at once
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    # 10 M characters: 20 MB from the server (text and structured), past the 16 MB cap.
    send(pane, 'Show me\nDOUBLE_TOOL_CALL box__big\nDOUBLE_TOOL_ARGS {"n": 10000000}')
    reply = conv.last()
    qtbot.waitUntil(lambda: bool(reply.meta.get(TOOL_CALLS)), timeout=60_000)
    record = reply.meta[TOOL_CALLS][0]
    assert record["ok"] is False
    assert record["result"].startswith("The result of 'big' was cut at 16.0 MB")
    assert ticks  # the window's timers fired while the call ran
    qtbot.waitUntil(lambda: reply.status == DONE, timeout=30_000)
    timer.stop()
    w = pane.view.widget_for(reply.id)
    qtbot.waitUntil(lambda: w.tool_cards is not None and len(w.tool_cards.cards) == 1)
    card = w.tool_cards.cards[0]
    assert card.title.text() == "Tool big on box: failed"
    assert card.result_toggle.text().startswith("Result: The result of 'big' was cut at 16.0 MB")
    run(qtbot, close_chat_tools(gui.ctx))


def test_time_on_a_permission_card_is_never_the_engines_time_to_first_token(make_gui, qtbot):
    """Issue 39 item 7: TTFT is per engine request. The card waits while the stream's clock is
    moved on 1000 s (the user thinking it over, without a real wait): the answer's TTFT and
    the gauge's stay the engine's own, well under that, and so does its decode speed."""
    import time

    gui = make_gui(size=(1600, 1000))
    settled(gui, qtbot)
    wire_tools(gui, qtbot)
    pane = gui.window.pane
    conv = pane.ensure_conversation()
    conv.set_meta(sampling={CONV_TOOLS: ["box"]})
    pane.composer.thinking.setChecked(False)  # the first request then carries only the call
    skipped = [0.0]
    gui.ctx.chat.clock = lambda: time.monotonic() + skipped[0]
    send(pane, ASK_ADD)
    reply = conv.last()
    qtbot.waitUntil(lambda: gui.ctx.chat.waiting_decision(reply), timeout=30_000)
    assert not conv.thinking and not reply.reasoning
    skipped[0] += 1000.0  # 1000 s on the card
    w = pane.view.widget_for(reply.id)
    qtbot.waitUntil(lambda: w.tool_cards is not None and bool(w.tool_cards.cards), timeout=5_000)
    w.tool_cards.cards[-1].buttons["allow_once"].click()
    qtbot.waitUntil(lambda: reply.status == DONE, timeout=30_000)
    assert reply.meta[TOOL_CALLS][0]["result"] == "42"
    stats = reply.stats
    assert stats["ttft_s"] < 100.0, stats  # the engine's own, not the 1000 s on the card
    assert stats["duration_s"] >= 1000.0  # the whole answer, card included, is still said
    assert stats["decode_tps"] > 1.0, stats  # not its tokens spread over the card's 1000 s
    ttft = gui.status.hub.snapshot().ttft
    assert ttft.value is not None and ttft.value < 100.0
    gui.window.engine_dock.show()
    screenshot(gui.window, "ttft-after-card-1600x1000")
    gui.window.resize(480, 700)
    screenshot(gui.window, "ttft-after-card-480x700")
    run(qtbot, close_chat_tools(gui.ctx))
