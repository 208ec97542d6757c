"""The Tab-walk helper itself (tests/support/tab_walk.py): it must be able to fail, on each
defect it is there to find, with plain widgets (no app start)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from tests.support.tab_walk import tab_walk

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def page(qtbot, *controls: QWidget) -> QWidget:
    w = QWidget()
    lay = QVBoxLayout(w)
    for c in controls:
        lay.addWidget(c)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_walk_of_a_sound_page_reaches_every_control(qtbot):
    link = QLabel('<a href="a">one</a> · <a href="b">two</a>')
    link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
    hidden = QPushButton("hidden")
    w = page(qtbot, QLineEdit(), link, QPushButton("OK"), hidden)
    hidden.hide()  # not shown: not asked for
    walk = tab_walk(w)
    assert len(walk.reached) == 3


def test_a_text_box_that_keeps_tab_is_a_trap(qtbot):
    w = page(qtbot, QLineEdit(), QPlainTextEdit(), QPushButton("OK"))
    with pytest.raises(AssertionError, match="a trap"):
        tab_walk(w)


def test_a_button_for_the_mouse_only_is_named(qtbot):
    mouse = QPushButton("Mouse only")
    mouse.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    w = page(qtbot, QLineEdit(), mouse)
    with pytest.raises(AssertionError, match=r"for the mouse only.*Mouse only"):
        tab_walk(w)


class BackTo(QPushButton):
    """Tab from here goes back to `to`: the controls after it are never reached."""

    to: QWidget | None = None

    def focusNextPrevChild(self, _next: bool) -> bool:  # Qt's name
        assert self.to is not None
        self.to.setFocus(Qt.FocusReason.TabFocusReason)
        return True


def test_a_part_that_tab_circles_in_is_a_trap(qtbot):
    first, second, third = QPushButton("1"), BackTo("2"), QPushButton("3")
    second.to = first
    w = page(qtbot, QLineEdit(), first, second, third)
    with pytest.raises(AssertionError, match="circles back"):
        tab_walk(w)


def test_a_control_tab_skips_is_missed(qtbot):
    first, second, third = QPushButton("1"), BackTo("2"), QPushButton("3")
    second.to = first
    w = page(qtbot, first, second, third)  # back to the start: a loop, without "3"
    with pytest.raises(AssertionError, match=r"never reached.*'3'"):
        tab_walk(w)
