"""The window at the sizes a user meets: a screen smaller than the window (HiDPI), a narrow
window, the default 1240x800; and what a delete leaves in the list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRect

from app.ui.shell.window_state import FRAME_ALLOWANCE, fit_to_screen, window_settings
from tests.gui.conftest import screenshot

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def inside(win) -> bool:
    avail = win.screen().availableGeometry()
    return avail.contains(win.geometry())


def test_fit_to_screen_shrinks_and_moves_a_window_into_the_screen():
    avail = QRect(0, 0, 800, 500)  # 1600x1000 at QT_SCALE_FACTOR=2
    got = fit_to_screen(QRect(0, 0, 1240, 800), avail)
    assert avail.contains(got.adjusted(-8, -32, 8, 8))  # with its frame
    assert got.width() == 800 - FRAME_ALLOWANCE.width()
    assert got.height() == 500 - FRAME_ALLOWANCE.height()
    small = QRect(300, 200, 400, 300)  # fits: kept where the user put it
    assert fit_to_screen(small, QRect(0, 0, 1600, 1000)) == small
    off = fit_to_screen(QRect(1500, 900, 400, 300), QRect(0, 0, 1600, 1000))
    assert off.size() == small.size() and QRect(0, 0, 1600, 1000).contains(off)


def test_first_and_restored_geometry_fit_a_small_screen(make_gui, qtbot):
    gui = make_gui(start=False, size=None)  # as `ling-desk` shows it: restore_geometry
    win = gui.window
    avail = win.screen().availableGeometry()
    assert avail.width() < 1240 or avail.height() < 800  # the offscreen screen is smaller
    assert inside(win), (win.geometry(), avail)
    # A geometry saved on a bigger screen (or at scale 1) comes back fitted too.
    win.setGeometry(0, 0, avail.width() * 2, avail.height() * 2)
    win.save_geometry()
    saved = window_settings(gui.ctx).value("main/geometry")
    assert isinstance(saved, QByteArray)
    win.hide()
    win.restore_geometry()
    win.show()
    assert inside(win), (win.geometry(), avail)


def make_chats(ctx, titles: list[str]) -> None:
    for title in titles:
        conv = ctx.new_conversation()
        conv.new_message("user", None, "x")
        conv.set_meta(title=title)
        ctx.store.save_conversation(conv)
        ctx.conversations.bump(conv.id)


LONG = "A rather long title about the FP8 LM head and NEXTN speculative decoding on a Spark"


def test_after_a_delete_the_selected_row_keeps_dark_text(make_gui, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor

    gui = make_gui(start=False)
    make_chats(gui.ctx, ["First chat", "Middle chat with words", "Last chat"])
    win, lst = gui.window, gui.window.sidebar.list
    win.show_conversation(gui.ctx.conversations[1].id)
    lst.setFocus()
    qtbot.waitUntil(lst.hasFocus, timeout=5000)
    qtbot.keyClick(lst, Qt.Key.Key_Delete)  # the list keeps the focus; the next row is selected
    qtbot.waitUntil(lambda: len(gui.ctx.conversations) == 2, timeout=5000)
    assert lst.hasFocus() and lst.currentIndex().isValid()
    rect = lst.visualRect(lst.currentIndex())
    title = QRect(lst.viewport().mapTo(win, rect.topLeft()), rect.size())
    img = win.grab(title.adjusted(12, 4, -rect.width() // 2, -4)).toImage()  # past the corners
    pixels = [QColor(img.pixel(x, y)) for x in range(img.width()) for y in range(img.height())]
    names = [p.name() for p in pixels]
    assert max(set(names), key=names.count) == gui.ctx.theme.selected  # the pale selection
    darkest = min(p.lightness() for p in pixels)
    # The title (#1f2328 on the pale selection), not the palette's white HighlightedText.
    assert darkest < 100, darkest


def test_the_undo_bar_says_the_chat_is_erased_and_names_it_in_its_tip(make_gui, qtbot):
    gui = make_gui(start=False)
    make_chats(gui.ctx, [LONG])
    win = gui.window
    win.delete(gui.ctx.conversations[0].id)
    label = win.sidebar.undo_label
    qtbot.waitUntil(label.isVisible, timeout=5000)
    qtbot.wait(20)
    shown = label.text()
    assert shown == "Deleted, erased from disk.", shown  # fits the bar whole
    assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert label.toolTip() == (
        f"“{LONG}” was deleted and its text erased from disk; Undo brings it back"
    )
    win.sidebar.undo_button.click()  # Undo still brings it back
    qtbot.waitUntil(lambda: len(gui.ctx.conversations) == 1, timeout=5000)


def test_sidebar_words_fit_at_the_default_size(make_gui, qtbot):
    gui = make_gui(start=False)  # 1240x800
    sb = gui.window.sidebar
    qtbot.waitUntil(sb.isVisible, timeout=5000)
    qtbot.wait(20)
    field = sb.search
    room = field.width() - 16 - field.height()  # padding and the clear button
    assert field.fontMetrics().horizontalAdvance(field.placeholderText()) <= room
    assert "Ctrl+K" in field.placeholderText()
    btn = sb.side_button
    assert btn.fontMetrics().horizontalAdvance(btn.text()) <= btn.width() - 20
    assert "Ctrl+Shift+L" in btn.toolTip()


def test_a_narrow_window_opens_chats_and_engine_as_drawers_over_the_chat(make_gui, qtbot):
    from PySide6.QtCore import Qt

    gui = make_gui(start=False, size=(480, 700))
    make_chats(gui.ctx, ["First chat", "Second chat"])
    win, pane = gui.window, gui.window.pane
    qtbot.waitUntil(lambda: not win.sidebar.isVisible() and pane.width() > 400, timeout=5000)
    full = pane.width()
    send = pane.composer.send_button

    def chat_keeps_its_width() -> None:
        assert win.width() <= 481 and pane.width() == full
        assert send.width() >= send.fontMetrics().horizontalAdvance("Send") + 8  # a label

    win.chats_button.click()
    qtbot.waitUntil(lambda: win.sidebar.isVisible(), timeout=5000)
    qtbot.wait(50)  # a split would land here
    chat_keeps_its_width()
    assert win.chats_drawer.isVisible() and win.chats_drawer.isAncestorOf(win.sidebar)
    panel = win.chats_drawer.panel.geometry()
    assert panel.width() >= 250 and win.chats_drawer.geometry().width() == full
    screenshot(win, "narrow-480-chats-drawer")
    qtbot.keyClick(win.sidebar.list, Qt.Key.Key_Escape)  # Esc closes it
    assert not win.chats_drawer.isVisible() and not win.chats_button.isChecked()
    win.chats_button.click()
    row = win.sidebar.model.index(1, 0)
    qtbot.mouseClick(win.sidebar.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=win.sidebar.list.visualRect(row).center())  # fmt: skip
    assert not win.chats_drawer.isVisible()  # a chat chosen: the drawer is done
    assert win.current is not None and win.current.id == row.data(Qt.ItemDataRole.UserRole + 1)
    chat_keeps_its_width()
    win.engine_button.click()
    status = gui.status.engine_view
    qtbot.waitUntil(lambda: win.engine_drawer.isVisible() and status.isVisible(), timeout=5000)
    assert not win.engine_dock.isVisible() and win.engine_button.isChecked()
    chat_keeps_its_width()
    screenshot(win, "narrow-480-engine-drawer")
    win.resize(1400, 800)  # wide enough: the panel goes back to its dock, the list beside
    qtbot.waitUntil(lambda: win.engine_dock.isVisible() and win.sidebar.isVisible(), timeout=5000)
    assert not win.engine_drawer.isVisible() and win.engine_dock.isAncestorOf(status)
    assert win.splitter.isAncestorOf(win.sidebar)


def test_nothing_is_cut_in_the_composer_and_the_gauges_at_the_default_size(make_gui, qtbot):
    from PySide6.QtCore import QPoint

    gui = make_gui()  # 1240x800, the list and the engine panel beside the chat
    win, ctl = gui.window, gui.status
    qtbot.waitUntil(lambda: ctl.hub.from_probe, timeout=30_000)
    qtbot.waitUntil(lambda: win.engine_dock.isVisible() and win.sidebar.isVisible(), timeout=5000)
    qtbot.wait(100)
    c = win.pane.composer
    c.set_context(373, 262_144, True)
    qtbot.wait(20)
    for b in (c.thinking, c.clip, c.attach, c.limit, c.meter_label, c.send_button):
        if b.isVisible():
            shown = b.fontMetrics().horizontalAdvance(b.text())
            assert shown <= b.contentsRect().width(), (b.text(), shown, b.width())
    screenshot(win, "default-1240x800")
    view = win.engine_dock.widget().scroll_area.viewport()
    for tile in (ctl.gauges.decode, ctl.gauges.accept, ctl.gauges.ttft, ctl.gauges.roof):
        where = QRect(tile.mapTo(view, QPoint(0, 0)), tile.size())
        assert view.rect().contains(where), (tile.caption.text(), where, view.rect())


def test_the_optimization_rows_say_their_summaries_whole_at_the_default_size(make_gui, qtbot):
    from app.core.verify.verdict import Status

    gui = make_gui()  # 1240x800: the engine panel docked beside the chat
    panel = gui.status.panel
    rows = [r for r in panel.rows.values() if r.isVisible()]
    qtbot.waitUntil(lambda: all(r.verdict.status != Status.PENDING for r in rows), timeout=30_000)
    qtbot.wait(100)
    assert rows and gui.window.engine_dock.isVisible()
    for row in rows:
        label = row.summary
        fm = label.fontMetrics()
        # Either the line fits beside the title, or it wraps whole under it (never "…").
        if label.wrap:
            assert label.wordWrap() and label.height() >= label.heightForWidth(label.width())
            assert label.width() > 200, (row.verdict.id, label.width())  # no narrow column
        else:
            assert fm.horizontalAdvance(label.plain) <= label.width(), (row.verdict.id, label.plain)
    screenshot(gui.window, "default-1240x800-rows")


def test_at_480_px_the_composer_and_settings_keep_every_word(make_gui, qtbot):
    from PySide6.QtWidgets import QScrollArea, QTabWidget

    from app.ui.settings.dialog import SettingsDialog

    gui = make_gui(start=False, size=(480, 700))
    win = gui.window
    c = win.pane.composer
    qtbot.waitUntil(lambda: c.isVisible() and c.compact, timeout=5000)
    c.set_thinking(False)  # "No think": the longest short label
    c.set_limit(16_384, 4096, True)
    c.set_context(123_456, 262_144, False)  # "~123k / 262k": the longest count
    qtbot.wait(50)
    for b in (c.thinking, c.clip, c.attach, c.limit, c.meter_label, c.send_button):
        if b.isVisible():
            shown = b.fontMetrics().horizontalAdvance(b.text())
            assert shown <= b.contentsRect().width(), (b.text(), shown, b.contentsRect().width())
    assert c.frame.geometry().right() <= c.width()  # the row is not pushed past the edge
    screenshot(win, "narrow-480-composer")
    # Settings in a 480 px wide dialog: every tab fits its width (no sideways scroll).
    dlg = SettingsDialog(gui.ctx.disk_settings(), gui.ctx.overrides, win, paths=gui.ctx.paths)
    dlg.resize(470, 640)
    dlg.show()
    tabs = dlg.findChild(QTabWidget)
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        qtbot.wait(20)
        area = tabs.widget(i)
        assert isinstance(area, QScrollArea)
        assert not area.horizontalScrollBar().isVisible(), tabs.tabText(i)
        assert area.widget().minimumSizeHint().width() <= area.viewport().width(), tabs.tabText(i)
    screenshot(dlg, "narrow-480-settings")
    dlg.close()


def test_settings_opens_inside_the_screen(make_gui, qtbot):
    from PySide6.QtGui import QGuiApplication

    from app.ui.settings.dialog import SettingsDialog

    gui = make_gui(start=False)
    avail = QGuiApplication.primaryScreen().availableGeometry()
    dlg = SettingsDialog(gui.ctx.disk_settings(), gui.ctx.overrides, gui.window)
    # Taller than the screen, as its 720 px are at scale 2 on a 1000 px screen (500 logical).
    dlg.resize(640, avail.height() + 300)
    dlg.show()
    qtbot.waitExposed(dlg)
    # Save and Cancel on the screen (at scale 2 they were below its edge).
    assert avail.contains(dlg.geometry()), (dlg.geometry(), avail)
    dlg.close()


def _cut_gauge_text(view, tiles) -> list[str]:
    """What of the tiles the user cannot read: a tile outside the upper part's view, or a
    label narrower or lower than its text needs."""
    from PySide6.QtCore import QPoint

    cut = []
    for tile in tiles:
        where = QRect(tile.mapTo(view, QPoint(0, 0)), tile.size())
        if not view.rect().contains(where):
            cut.append(f"{tile.caption.text()}: tile {where} outside {view.rect()}")
        for label in (tile.caption, tile.value, tile.unit, tile.sub):
            fm, text = label.fontMetrics(), label.text()
            if label.wordWrap():
                if label.height() < label.heightForWidth(label.width()):
                    cut.append(
                        f"{text!r}: {label.height()} < {label.heightForWidth(label.width())}"
                    )
            elif fm.horizontalAdvance(text) > label.contentsRect().width():
                cut.append(f"{text!r}: {fm.horizontalAdvance(text)} > {label.width()}")
    return cut


def test_the_gauge_tiles_are_whole_at_the_default_size_in_every_state(make_gui, qtbot):
    """Issue 29 item 14: while an answer streamed, the Decode line wrapped to three lines and
    the Time-to-first-token and Bandwidth tiles were cut at the bottom of the upper part."""
    import json
    import time
    from pathlib import Path

    from app.core.engine import events as ev
    from app.core.gauges import ChunkTimer
    from app.core.roofline import estimate_from_config

    gui = make_gui()  # 1240x800: the engine panel docked beside the chat
    win, ctl = gui.window, gui.status
    hub, gauges = ctl.hub, ctl.gauges
    qtbot.waitUntil(lambda: hub.from_probe, timeout=30_000)
    qtbot.waitUntil(lambda: win.engine_dock.isVisible(), timeout=5000)
    view = win.engine_dock.widget().scroll_area.viewport()
    tiles = (gauges.decode, gauges.accept, gauges.ttft, gauges.roof)

    def check(state: str) -> None:
        gauges.refresh()
        screenshot(win, f"gauges-{state}")  # also lets the layout land
        assert not _cut_gauge_text(view, tiles), (state, _cut_gauge_text(view, tiles))

    check("startup-probe")
    # The longest figures each line can carry: a GPU with a known bandwidth, four-digit rates.
    config = Path(__file__).parents[1] / "fixtures" / "ling-3.0-flash-config.json"
    hub.set_roofline(estimate_from_config(json.loads(config.read_text()), fp8_lm_head=True), 3350.0)
    clock = [time.monotonic()]
    hub.clock = lambda: clock[0]  # the stream's timing is ours, not the test machine's
    timer = ChunkTimer(hub)
    for i in range(1, 400):
        clock[0] += 0.0008
        timer.chunk(i)
    for _ in range(2):  # the first decode line after idle spans it: not shown
        hub.on_engine_event(ev.DecodeStats(1, 2.67, 0.56, 1234.5, True, 0))
    check("streaming-first")
    timer.finish({"completion_tokens": 399, "prompt_tokens": 30_000},
                 {"spec_accept_length": 2.67, "spec_verify_ct": 150})  # fmt: skip
    timer = ChunkTimer(hub)  # a second reply: last, avg and engine all shown
    clock[0] += 0.05
    for i in range(1, 400):
        clock[0] += 0.0009
        timer.chunk(i)
    for _ in range(2):
        hub.on_engine_event(ev.DecodeStats(1, 2.71, 0.57, 1123.4, True, 0))
    assert gauges.decode.sub.text().count("·") >= 3, gauges.decode.sub.text()
    check("streaming-live")
    hub.set_silence("no token for 30 s")
    check("engine-not-answering")
    hub.set_silence("")
    timer.finish({"completion_tokens": 399, "prompt_tokens": 30_000},
                 {"spec_accept_length": 2.71, "spec_verify_ct": 150})  # fmt: skip
    check("idle-after-answer")
    gauges.set_serving("Continue, Aider")
    check("serving-an-app")
    gauges.set_serving("")
    gauges.set_lent("The benchmark has the engine")
    check("benchmark-running")
    gauges.set_lent("")
