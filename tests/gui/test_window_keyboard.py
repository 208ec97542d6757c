"""The window by keyboard: a focus ring wherever Tab goes, the focus back in the box after
send, edit and regenerate, Esc in the search, and a shortcuts list that names every shortcut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.conftest import screenshot

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def region(win, w: QWidget):
    """What the window shows where `w` is (its own pixels and anything drawn over them)."""
    return win.grab(QRect(w.mapTo(win, QPoint(0, 0)), w.size())).toImage()


def visibly_differ(a, b) -> bool:
    """A quarter of the outer 3 px band differs clearly: a ring all round, not antialiasing or
    a corner."""
    w, h = a.width(), a.height()
    band = [(x, y) for x in range(w) for y in (*range(3), *range(h - 3, h))]
    band += [(x, y) for y in range(3, h - 3) for x in (*range(3), *range(w - 3, w))]
    clear = 0
    for x, y in band:
        pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
        if max(abs(pa.red() - pb.red()), abs(pa.green() - pb.green()),
               abs(pa.blue() - pb.blue())) >= 60:  # fmt: skip
            clear += 1
    return clear >= len(band) // 4


def unclipped(w: QWidget) -> bool:
    """No ancestor cuts any of `w` off (a scroll area's viewport, a dock narrower than it)."""
    shown = QRect(w.rect())
    p = w.parentWidget()
    while p is not None and not w.isWindow():
        shown &= QRect(w.mapFrom(p, QPoint(0, 0)), p.size())
        if p.isWindow():
            break
        p = p.parentWidget()
    return shown == w.rect()


def ancestry(w: QWidget) -> list:
    out = []
    p = w
    while p is not None:
        out.append((type(p).__name__, p.objectName(), p.geometry().getRect()))
        p = p.parentWidget()
    return out


def in_view(qtbot, win, w: QWidget) -> QPoint:
    """Scroll every area holding `w` until all of it shows (the Tab walk scrolled to it, but
    the chat may have scrolled back to its end since: a control scrolled out of view shows no
    ring in the window's pixels, the flake under load); its place in the window."""
    from PySide6.QtWidgets import QScrollArea

    def whole() -> bool:
        p = w.parentWidget()
        while p is not None:
            if isinstance(p, QScrollArea) and p.widget() is not None:
                # Not ensureWidgetVisible: for a text box it shows only the cursor's spot.
                c = w.mapTo(p.widget(), w.rect().center())
                p.ensureVisible(c.x(), c.y(), w.width() // 2 + 1, w.height() // 2 + 1)
            p = p.parentWidget()
        return unclipped(w)

    try:
        qtbot.waitUntil(whole, timeout=5000)
    except Exception as exc:
        raise AssertionError(
            f"{type(w).__name__} {w.objectName()!r} never all in view {ancestry(w)}"
        ) from exc
    return w.mapTo(win, QPoint(0, 0))


def ring_shows(qtbot, win, w: QWidget, away: QWidget) -> bool:
    """`w` focused and not: its pixels differ by a ring, compared at one place in the window
    (compared again if something moved it between the two looks)."""
    for _ in range(3):
        at = in_view(qtbot, win, w)
        w.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(w.hasFocus, timeout=2000)
        focused = region(win, w)
        away.setFocus()  # the same control, now without the focus
        qtbot.waitUntil(lambda: not w.hasFocus(), timeout=2000)
        plain = region(win, w)
        if w.mapTo(win, QPoint(0, 0)) == at and unclipped(w):
            return visibly_differ(plain, focused)
    raise AssertionError(f"{type(w).__name__} {w.objectName()!r} kept moving")


def answered(gui, qtbot, text: str = "hello") -> None:
    pane = gui.window.pane
    pane.composer.edit.setPlainText(text)
    pane.composer.submit()
    qtbot.waitUntil(lambda: pane.conv is not None and gui.ctx.chat.busy(pane.conv) is None
                    and len(pane.conv.thread()) == 2, timeout=20_000)  # fmt: skip


def test_tab_shows_a_focus_ring_on_every_control_it_reaches(make_gui, qtbot):
    gui = make_gui()
    win = gui.window
    answered(gui, qtbot)  # message buttons, a code block's Copy, the thinking toggle
    start = win.pane.composer.edit
    start.setFocus()
    qtbot.waitUntil(start.hasFocus, timeout=5000)
    seen: list[QWidget] = []
    while len(seen) < 80:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None and focused.window() is win
        if focused is start:
            break
        seen.append(focused)
    assert len(seen) >= 10, [type(w).__name__ for w in seen]  # Tab went round the window
    kinds = {type(w).__name__ for w in seen}
    assert {"QToolButton", "QPushButton", "QListView"} <= kinds, kinds
    plain: list[str] = []
    for w in seen:
        if not ring_shows(qtbot, win, w, start):
            plain.append(f"{type(w).__name__} {w.objectName()!r} {getattr(w, 'text', str)()!r}")
    assert not plain, f"no visible focus on: {plain}"
    win.pane.composer.conv_settings.setFocus(Qt.FocusReason.TabFocusReason)
    screenshot(win, "keyboard-focus-ring")


def test_focus_returns_to_the_box_after_send_edit_and_regenerate(make_gui, qtbot):
    gui = make_gui()
    pane = gui.window.pane
    box = pane.composer.edit
    box.setPlainText("first question")
    pane.composer.send_button.setFocus()
    qtbot.mouseClick(pane.composer.send_button, Qt.MouseButton.LeftButton)  # sent with Send
    qtbot.waitUntil(lambda: pane.conv is not None and len(pane.conv.thread()) == 2, timeout=10_000)
    assert box.hasFocus()
    conv = pane.conv
    qtbot.waitUntil(lambda: gui.ctx.chat.busy(conv) is None, timeout=20_000)
    answer = pane.view.widgets[-1]
    answer.regen_button.setFocus()
    qtbot.mouseClick(answer.regen_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(box.hasFocus, timeout=5000)
    qtbot.waitUntil(lambda: gui.ctx.chat.busy(conv) is None, timeout=20_000)
    question = pane.view.widgets[0]
    question.edit_button.click()
    qtbot.waitUntil(lambda: question.edit_box is not None and question.edit_box.hasFocus(),
                    timeout=5000)  # fmt: skip
    question.edit_box.setPlainText("first question, edited")
    qtbot.keyClick(question.edit_box, Qt.Key.Key_Return)  # Enter sends the edit
    qtbot.waitUntil(box.hasFocus, timeout=5000)
    qtbot.waitUntil(lambda: conv.thread()[0].content == "first question, edited", timeout=5000)


def test_esc_in_the_search_clears_it_and_the_list_is_back(make_gui, qtbot):
    gui = make_gui(start=False)
    sb = gui.window.sidebar
    gui.window.sidebar.focus_search()
    qtbot.waitUntil(sb.search.hasFocus, timeout=5000)
    qtbot.keyClicks(sb.search, "nothing matches this")
    qtbot.waitUntil(lambda: sb.stack.currentWidget() is sb.no_results, timeout=5000)
    qtbot.keyClick(sb.search, Qt.Key.Key_Escape)
    assert sb.search.text() == ""
    assert sb.stack.currentWidget() is sb.list
    assert sb.search.hasFocus()


def test_the_shortcuts_dialog_lists_every_shortcut_of_the_window(make_gui, qtbot):
    from PySide6.QtGui import QAction, QKeySequence, QShortcut

    gui = make_gui(start=False)
    win = gui.window
    native = QKeySequence.SequenceFormat.NativeText
    keys = {seq.toString(native) for a in win.findChildren(QAction) for seq in a.shortcuts()}
    keys |= {s.key().toString(native) for s in win.findChildren(QShortcut)
             if not s.key().isEmpty()}  # fmt: skip
    assert {"Ctrl+N", "Ctrl+K", "Esc", "Ctrl+Shift+D", "Ctrl+Shift+B", "Del"} <= keys, keys
    box = win.show_shortcuts()
    qtbot.waitUntil(box.isVisible, timeout=5000)
    text = box.text()
    missing = [k for k in keys if f"<b>{k}</b>" not in text]
    assert not missing, missing
    assert "(no description)" not in text  # each one says what it does
    assert "Stop the answer; in the search, clear it" in text
    assert "Shift+Enter" in text
    screenshot(box, "keyboard-shortcuts-dialog")
    box.close()
