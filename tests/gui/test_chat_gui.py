"""The chat window against the SGLang double as a real process (pytest-qt, offscreen)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtTest import QTest

from app.core.chat.model import DONE, ERROR, INTERRUPTED, QUEUED, STOPPED, STREAMING
from tests.gui.conftest import run, screenshot
from tests.support.pixels import dominant_colour

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support"),
    pytest.mark.timeout(90),
]


def type_and_send(qtbot, pane, text: str):
    edit = pane.composer.edit
    edit.setFocus()
    QTest.keyClicks(edit, text)
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert pane.conv is not None
    return pane.conv


def last(conv):
    return conv.thread()[-1]


def wait_status(qtbot, conv, *statuses, timeout=20_000):
    qtbot.waitUntil(lambda: last(conv).status in statuses, timeout=timeout)
    return last(conv)


def widget_of(pane, msg):
    w = pane.view.widget_for(msg.id)
    assert w is not None
    return w


def test_send_streams_with_thinking_apart_and_stats(qtbot, make_gui):
    gui = make_gui()
    pane = gui.window.pane
    conv = type_and_send(qtbot, pane, "Explain slicing with a code block")
    assert pane.composer.text() == ""  # sent: the composer is cleared
    user = conv.thread()[0]
    assert user.role == "user" and user.content == "Explain slicing with a code block"
    qtbot.waitUntil(
        lambda: last(conv).status == STREAMING and bool(last(conv).content), timeout=15_000
    )
    assert pane.composer.stop_button.isVisible()
    screenshot(gui.window, "main-window-streaming")
    answer = wait_status(qtbot, conv, DONE)
    w = widget_of(pane, answer)
    # Thinking is apart from the answer, folded once the answer is there.
    assert answer.reasoning.strip()
    assert answer.reasoning.strip() not in answer.content
    assert w.thinking is not None and w.thinking.isVisible() and not w.thinking.is_open()
    assert w.thinking.text.toPlainText() == answer.reasoning
    kinds = [b.kind for b in w.body.blocks()]
    assert "code" in kinds and "prose" in kinds
    assert answer.stats.get("decode_tps") and answer.stats.get("ttft_s") is not None
    assert answer.stats.get("completion_tokens")
    assert "tok/s" in w.stats.text()
    assert conv.title.startswith("Explain slicing")
    assert not pane.composer.stop_button.isVisible()
    # The context meter counts what the engine reported (the word "context" only where the
    # row has room for the long labels, and no spaces in the short form; the tooltip always
    # says it in full).
    assert "/262k" in pane.composer.meter_label.text().replace(" ", "")
    assert "Context used" in pane.composer.meter_label.toolTip()
    screenshot(gui.window, "main-window")
    # Copy the last code block by shortcut.
    QGuiApplication.clipboard().clear()
    QTest.keyClick(gui.window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    code = [b for b in w.body.blocks() if b.kind == "code"][-1].code
    assert QGuiApplication.clipboard().text() == code


def test_thinking_switch_off_sends_enable_thinking_false(qtbot, make_gui):
    gui = make_gui()
    pane = gui.window.pane
    pane.ensure_conversation()
    pane.composer.thinking.click()
    assert pane.conv.thinking is False
    conv = type_and_send(qtbot, pane, "No thinking please")
    answer = wait_status(qtbot, conv, DONE)
    assert answer.meta["thinking"] is False
    assert answer.reasoning == "" and answer.content
    assert widget_of(pane, answer).thinking.isHidden()


def test_esc_stops_and_keeps_the_text(qtbot, make_gui):
    gui = make_gui(("--double-tok-per-s", "40"))
    pane = gui.window.pane
    conv = type_and_send(qtbot, pane, "Write a long answer")
    qtbot.waitUntil(lambda: len(last(conv).content) > 10, timeout=15_000)
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Escape)
    answer = wait_status(qtbot, conv, STOPPED)
    kept = answer.content
    assert kept
    qtbot.wait(300)
    assert answer.content == kept  # nothing arrives after the stop
    saved = gui.store.load_conversation(conv.id).messages[answer.id]
    assert saved.status == STOPPED and saved.content == kept
    assert "Stopped" in widget_of(pane, answer).state_label.text()


def test_regenerate_and_edit_keep_branches_reachable(qtbot, make_gui):
    gui = make_gui()
    pane = gui.window.pane
    conv = type_and_send(qtbot, pane, "First question")
    first = wait_status(qtbot, conv, DONE)
    widget_of(pane, first).regen_button.click()
    second = wait_status(qtbot, conv, DONE)
    assert second is not first
    w2 = widget_of(pane, second)
    assert w2.branch_label.text() == "2/2" and w2.prev_button.isVisible()
    w2.prev_button.click()
    assert last(conv) is first
    assert widget_of(pane, first).branch_label.text() == "1/2"
    # Edit the question: a new branch; the old question and its answers stay.
    user_w = pane.view.widgets[0]
    user_w.edit_button.click()
    box = user_w.edit_box
    box.selectAll()
    QTest.keyClicks(box, "First question, edited")
    QTest.keyClick(box, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    third = wait_status(qtbot, conv, DONE)
    assert conv.thread()[0].content == "First question, edited"
    uw = pane.view.widgets[0]
    assert uw.branch_label.text() == "2/2"
    uw.prev_button.click()
    assert conv.thread()[0].content == "First question"
    assert len(conv.messages) == 5 and third.id in conv.messages
    # Branches survive in the history.
    again = gui.store.load_conversation(conv.id)
    assert len(again.messages) == 5


def test_crash_mid_stream_then_restart_and_retry(qtbot, make_gui, monkeypatch):
    monkeypatch.setenv("SGLANG_DOUBLE_FAULT", "crash-stream")
    gui = make_gui()
    pane = gui.window.pane
    conv = type_and_send(qtbot, pane, "This one will break")
    failed = wait_status(qtbot, conv, "error")
    qtbot.waitUntil(lambda: gui.engine.state == "crashed", timeout=15_000)
    assert conv.thread()[0].content == "This one will break"  # the question is kept
    w = widget_of(pane, failed)
    assert w.state_box.isVisible() and w.retry_button.isVisible()
    # Restart is offered once, where the user is: on the Engine panel's crash card while that
    # panel is open (the banner points to it), in the banner while it is closed.
    assert gui.window.act_engine.isChecked()
    card = gui.status.engine_view.crash
    qtbot.waitUntil(lambda: not card.isHidden(), timeout=5_000)
    assert not card.restart_button.isHidden()
    assert pane.banner.isVisible() and pane.banner.button("Restart engine") is None
    assert "Restart is on its card" in pane.banner.text.text()
    screenshot(gui.window, "main-window-crashed")
    gui.window.act_engine.setChecked(False)  # the Engine panel closed
    assert pane.banner.button("Restart engine") is not None
    pane.banner.button("What happened").click()  # opens the panel: its card has Restart again
    assert gui.window.act_engine.isChecked() and pane.banner.button("Restart engine") is None
    gui.window.act_engine.setChecked(False)
    # A message sent while the engine is down is kept and marked.
    conv2 = conv
    pane.composer.edit.setPlainText("Sent while it is down")
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)
    down = wait_status(qtbot, conv2, ERROR)
    assert conv2.messages[down.parent_id].content == "Sent while it is down"
    monkeypatch.delenv("SGLANG_DOUBLE_FAULT")
    pane.banner.button("Restart engine").click()
    qtbot.waitUntil(lambda: gui.engine.state == "ready", timeout=20_000)
    assert not pane.banner.isVisible()
    widget_of(pane, down).retry_button.click()
    retried = wait_status(qtbot, conv2, DONE)
    assert retried.content and retried.parent_id == down.parent_id


def test_history_survives_an_app_restart(qtbot, make_gui, tmp_path):
    base = tmp_path / "keep"
    gui = make_gui(basedir=base)
    conv = type_and_send(qtbot, gui.window.pane, "Remember me")
    answer = wait_status(qtbot, gui.window.pane.conv, DONE)
    gui.window.pane.composer.edit.setPlainText("an unsent draft")
    gui.window.pane.composer.flush_draft()
    gui.window.resize(760, 540)  # within the offscreen screen (800x600): restored as is
    run(qtbot, gui.shutdown(), timeout=40_000)
    again = make_gui(basedir=base, start=False, size=None)
    assert (again.window.width(), again.window.height()) == (760, 540)  # geometry remembered
    # The last conversation opens once the window has painted (issue 12: no black window).
    qtbot.waitUntil(lambda: again.window.current is not None, timeout=3000)
    assert again.window.current.id == conv.id
    thread = again.window.current.thread()
    assert [m.content for m in thread] == ["Remember me", answer.content]
    assert thread[1].stats.get("decode_tps") == answer.stats["decode_tps"]
    assert again.window.pane.composer.text() == "an unsent draft"
    assert len(again.window.pane.view.widgets) == 2


def test_export_import_round_trip(qtbot, make_gui, tmp_path):
    from app.core.chat.export import to_json, to_markdown

    gui = make_gui()
    conv = type_and_send(qtbot, gui.window.pane, "Export me")
    wait_status(qtbot, conv, DONE)
    md = to_markdown(conv)
    assert "## You" in md and "Export me" in md
    path = tmp_path / "chat.json"
    path.write_text(to_json(conv))
    [copy] = run(qtbot, gui.window.import_file(str(path)))
    assert copy.id != conv.id and len(gui.ctx.conversations) == 2
    # The original is no longer shown, so it left memory: read again, as the app does.
    original = gui.ctx.open(conv.id)
    assert original is conv and conv.loaded
    assert [m.content for m in copy.thread()] == [m.content for m in conv.thread()]
    assert gui.window.current is copy
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "ling-desk.conversation", "version": 1}))
    assert run(qtbot, gui.window.import_file(str(bad))) == []
    box = gui.window.import_box
    assert box is not None and box.isVisible() and "conversation" in box.text()
    box.close()


def test_search_delete_undo_and_rename(qtbot, make_gui):
    gui = make_gui()
    pane = gui.window.pane
    conv = type_and_send(qtbot, pane, "zebra crossing rules")
    wait_status(qtbot, conv, DONE)
    gui.window.new_chat()
    other = type_and_send(qtbot, pane, "something else")
    wait_status(qtbot, other, DONE)
    sb = gui.window.sidebar
    QTest.keyClick(gui.window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert sb.search.hasFocus()
    QTest.keyClicks(sb.search, "zebr")
    qtbot.waitUntil(lambda: sb.search_model.rowCount() == 1, timeout=3000)
    screenshot(gui.window, "main-window-search")
    QTest.keyClick(sb.search, Qt.Key.Key_Return)
    assert gui.window.current is conv
    sb.search.clear()
    # rename through the model (what the inline editor does)
    idx = sb.model.index(sb.model.row_of(conv.id), 0)
    assert sb.model.setData(idx, "Zebras")
    assert conv.title == "Zebras" and gui.store.load_conversation(conv.id).title == "Zebras"
    gui.window.delete(conv.id)
    assert sb.model.row_of(conv.id) == -1 and sb.undo_bar.isVisible()
    assert gui.store.search("zebra") == []
    sb.undo_button.click()
    assert sb.model.row_of(conv.id) >= 0 and gui.window.current is conv
    assert gui.store.search("zebra")


def test_conversation_model_passes_qtmodeltester(qtmodeltester, make_gui):
    gui = make_gui(start=False)
    for _ in range(3):
        gui.ctx.new_conversation().new_message("user", None, "x")
        gui.ctx.new_conversation()
    qtmodeltester.check(gui.window.sidebar.model)
    gui.ctx.conversations.bump(gui.ctx.conversations[-1].id)
    qtmodeltester.check(gui.window.sidebar.model)


def test_side_panel_shares_conversations_clipboard_and_files(qtbot, make_gui, tmp_path):
    gui = make_gui()
    conv = type_and_send(qtbot, gui.window.pane, "Start in the main window")
    wait_status(qtbot, conv, DONE)
    QTest.keyClick(gui.window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    side = gui.side
    assert side.isVisible() and side.pane.conv is conv
    assert side.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
    screen = side.screen().availableGeometry()
    assert side.geometry().right() == screen.right() and side.width() <= 460
    # Ask about the clipboard: a fenced block in the composer.
    QGuiApplication.clipboard().setText("def add(a, b):\n    return a + b")
    side.pane.composer.clip.click()
    assert side.pane.composer.text().startswith("```\ndef add(a, b):")
    # Drop a text file: it becomes context; a binary file is refused with a message.
    text_file = tmp_path / "notes.py"
    text_file.write_text("print('hello')\n")
    binary = tmp_path / "blob.bin"
    binary.write_bytes(b"\x00\x01\x02" * 100)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(text_file)), QUrl.fromLocalFile(str(binary))])
    messages = []
    side.pane.status.connect(messages.append)
    side.pane.composer.edit.insertFromMimeData(mime)
    assert [a.name for a in side.pane.composer.attachments] == ["notes.py"]
    assert messages and "binary" in messages[-1]
    QTest.keyClicks(side.pane.composer.edit, "What does it do?")
    QTest.keyClick(side.pane.composer.edit, Qt.Key.Key_Return)
    answer = wait_status(qtbot, conv, DONE)
    question = conv.messages[answer.parent_id]
    assert "File `notes.py`" in question.content and "print('hello')" in question.content
    assert question.content.startswith("```\ndef add(a, b):")
    # The main window shows the same conversation and the new messages.
    assert gui.window.pane.view.widgets[-1].msg is answer
    screenshot(side, "side-panel")
    QTest.keyClick(side, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    assert not side.isVisible()


def test_no_model_says_so_and_history_still_works(qtbot, make_gui, tmp_path):
    gui = make_gui(model=tmp_path / "nowhere", wait_ready=False)
    qtbot.waitUntil(lambda: gui.engine.state == "failed", timeout=5000)
    pane = gui.window.pane
    assert pane.banner.isVisible()
    assert pane.banner.button("Choose model folder…") is not None
    assert "does not exist" in pane.banner.text.text()
    conv = type_and_send(qtbot, pane, "Kept even without an engine")
    msg = wait_status(qtbot, conv, ERROR)
    assert "could not start" in msg.error
    assert gui.store.load_conversation(conv.id).thread()[0].content == "Kept even without an engine"
    # The status panel's Model row says why, in red, not "waiting".
    qtbot.waitUntil(lambda: gui.status.verdict("model_files") is not None
                    and gui.status.verdict("model_files").status == "fail", timeout=10_000)  # fmt: skip
    assert "nowhere" in gui.status.verdict("model_files").summary
    assert not gui.status.engine_view.crash.restart_button.isVisible()
    screenshot(gui.window, "main-window-no-model")


def test_message_sent_while_loading_waits_and_goes_out(qtbot, make_gui):
    gui = make_gui(("--double-load-s", "2"), wait_ready=False)
    qtbot.waitUntil(lambda: gui.engine.state in ("starting", "loading"), timeout=5000)
    conv = type_and_send(qtbot, gui.window.pane, "Early bird")
    assert last(conv).status == QUEUED
    assert gui.window.pane.banner.isVisible()
    wait_status(qtbot, conv, DONE, timeout=25_000)


def test_links_open_only_after_confirmation(qtbot, make_gui, monkeypatch):
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QMessageBox

    gui = make_gui(start=False)
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Cancel)
    assert not gui.ctx.open_link("https://example.org", gui.window)
    assert opened == []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Open)
    assert gui.ctx.open_link("https://example.org", gui.window)
    assert opened
    monkeypatch.setattr(QMessageBox, "information", lambda *a: None)
    assert not gui.ctx.open_link("file:///etc/passwd", gui.window)


def test_dark_theme_renders(qtbot, make_gui):
    from app.core.settings import Settings

    s = Settings()
    s.sampling.max_tokens = 0
    s.ui.theme = "dark"
    gui = make_gui(settings=s)
    conv = type_and_send(qtbot, gui.window.pane, "Dark mode check with code")
    wait_status(qtbot, conv, DONE)
    assert gui.themes.theme.dark
    # The palette roles the theme must set, and the window as drawn: a dark background with
    # light text, not only a flag.
    pal = gui.window.palette()
    assert pal.color(QPalette.ColorRole.Window).lightness() < 60
    assert pal.color(QPalette.ColorRole.Base).lightness() < 60
    assert pal.color(QPalette.ColorRole.WindowText).lightness() > 200
    assert pal.color(QPalette.ColorRole.Text).lightness() > 200
    assert dominant_colour(gui.window).lightness() < 60
    screenshot(gui.window, "main-window-dark")
    gui.themes.set_choice("light")  # and back: the same window is drawn light
    qtbot.waitUntil(lambda: dominant_colour(gui.window).lightness() > 200, timeout=5_000)
    assert gui.window.palette().color(QPalette.ColorRole.WindowText).lightness() < 60


def test_settings_dialog_and_conversation_settings_are_saved(qtbot, make_gui):
    from app.core.chat.payload import build_payload
    from app.core.settings import load_settings
    from app.ui.chat.conversation_settings import ConversationSettingsDialog
    from app.ui.settings.dialog import SettingsDialog

    gui = make_gui(start=False)
    dlg = SettingsDialog(gui.ctx.disk_settings(), gui.ctx.overrides, gui.window)
    qtbot.addWidget(dlg)
    dlg.temperature.setValue(0.3)
    dlg.theme.setCurrentIndex(dlg.theme.findData("dark"))
    gui.ctx.save_settings(dlg.result_settings())
    saved = load_settings(gui.paths).settings
    assert saved.sampling.temperature == 0.3 and saved.ui.theme == "dark"
    assert saved.engine.launcher == []  # the command line's launcher is not saved...
    assert gui.ctx.settings.engine.launcher == gui.ctx.overrides["launcher"]  # ...but still used
    assert gui.themes.theme.dark
    conv = gui.window.pane.ensure_conversation()
    cd = ConversationSettingsDialog(conv, gui.ctx.settings.sampling, gui.window)
    qtbot.addWidget(cd)
    cd.prompt.setPlainText("Answer in French.")
    cd.override.setChecked(True)
    cd.temperature.setValue(0.1)
    conv.set_meta(**cd.values())
    again = gui.store.load_conversation(conv.id)
    assert again.system_prompt == "Answer in French." and again.sampling["temperature"] == 0.1
    payload = build_payload(conv, [], gui.ctx.settings.sampling)
    assert payload["messages"][0] == {"role": "system", "content": "Answer in French."}
    assert payload["temperature"] == 0.1


def test_quitting_mid_stream_saves_the_text_and_stops_the_engine(qtbot, make_gui):
    gui = make_gui(("--double-tok-per-s", "40"))
    conv = type_and_send(qtbot, gui.window.pane, "Long answer, then I quit")
    qtbot.waitUntil(lambda: len(last(conv).content) > 10, timeout=15_000)
    answer = last(conv)
    pid = gui.engine.supervisor.pid
    run(qtbot, gui.shutdown(), timeout=40_000)
    assert gui.engine.supervisor.outcome is not None and not gui.engine.supervisor.outcome.crashed
    stat = Path(f"/proc/{pid}/stat")
    assert not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z"
    from app.core.chat.store import Store

    store = Store(gui.paths.history_db, gui.ctx.data_key)
    saved = store.load_conversation(conv.id).messages[answer.id]
    store.close()
    assert saved.content == answer.content and saved.content
    # The app quit (as on SIGTERM): said so, not "Stopped" as if the user had pressed Esc.
    assert saved.status == INTERRUPTED and saved.error.startswith("Ling Desk quit while")


def test_closing_the_main_window_keeps_the_side_panel_then_quits_with_it(qtbot, make_gui):
    gui = make_gui(start=False)
    gui.window.close()  # no side panel: closing the main window asks to quit
    assert gui.quit_event.is_set()
    gui.quit_event.clear()
    gui.toggle_side_panel()
    assert gui.side.isVisible()
    gui.window.close()  # with the side panel open: the app keeps running in it
    assert not gui.window.isVisible() and not gui.quit_event.is_set()
    gui.side.close()  # the last window: quit
    assert gui.quit_event.is_set()


def test_a_replaced_answer_view_goes_without_a_garbage_collection(qtbot, make_gui):
    # The app collects the whole heap once a minute (app/ui/shell/app.py); a view kept alive by a
    # reference cycle (its render throttle held it) kept every block widget of every answer
    # regenerated in that minute, and freeing them in bulk fragmented the heap (bench/soak).
    import gc
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent

    assert not gc.isenabled()  # the GUI tests run with automatic GC off, as the app does
    gui = make_gui(start=False)
    pane = gui.window.pane
    conv = gui.ctx.new_conversation()
    pane.set_conversation(conv)
    q = conv.new_message("user", None, "A question with `code`")
    a = conv.new_message("assistant", q.id, "## An answer\n\nText.\n\n```python\nprint(1)\n```\n")
    qtbot.waitUntil(lambda: len(pane.view.widgets) == 2 and pane.view.widgets[1].msg is a)

    def streamed(view):  # the streaming path, whose throttle held the view
        view.stream_text(a.content)
        qtbot.waitUntil(lambda: view.throttle.calls > 0)
        return weakref.ref(view), [weakref.ref(w) for w in view._widgets]

    body, blocks = streamed(pane.view.widgets[1].body)  # no reference kept here
    assert blocks
    conv.new_message("assistant", q.id, "Another answer.")  # a regeneration: a new branch
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qtbot.wait(1)
    assert body() is None
    assert all(b() is None for b in blocks)


def test_a_follow_up_says_how_much_of_its_prompt_the_engine_reused(qtbot, make_gui):
    gui = make_gui()
    pane = gui.window.pane
    conv = type_and_send(qtbot, pane, "Tell me about the engine's cache. " * 12)  # > one page
    first = wait_status(qtbot, conv, DONE)
    assert first.stats.get("cached_tokens") == 0  # nothing was asked before
    type_and_send(qtbot, pane, "And why does it matter?")
    qtbot.waitUntil(lambda: last(conv) is not first and last(conv).status == DONE, timeout=20_000)
    second = last(conv)
    cached, prompt = second.stats["cached_tokens"], second.stats["prompt_tokens"]
    assert 0 < cached < prompt
    assert f"cached {cached:,} of {prompt:,} prompt tokens" in widget_of(pane, second).stats.text()
