"""Issue 12, "Chat": the window as people use it (keys, drafts, bubbles, list, search...)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui.chat_view import EditBox
from app.ui.composer import Composer

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support"),
    pytest.mark.timeout(90),
]

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def last(conv):
    return conv.thread()[-1]


def send(pane, text: str):
    pane.composer.edit.setPlainText(text)
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)
    assert pane.conv is not None
    return pane.conv


# --- keys: the same everywhere ------------------------------------------------------------------


@pytest.mark.parametrize("make", ["composer", "editbox"])
def test_enter_and_ctrl_enter_send_shift_enter_adds_a_line(qtbot, make):
    if make == "composer":
        c = Composer()
        qtbot.addWidget(c)
        box, signal = c.edit, c.edit.submitted
    else:
        box = EditBox()
        qtbot.addWidget(box)
        signal = box.submitted
    box.show()
    sent: list[int] = []
    signal.connect(lambda: sent.append(1))
    QTest.keyClicks(box, "one")
    QTest.keyClick(box, Qt.Key.Key_Return, SHIFT)
    QTest.keyClicks(box, "two")
    assert box.toPlainText() == "one\ntwo" and not sent
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert len(sent) == 1
    QTest.keyClick(box, Qt.Key.Key_Return, CTRL)
    assert len(sent) == 2
    QTest.keyClick(box, Qt.Key.Key_Enter, CTRL)
    assert len(sent) == 3
    assert box.toPlainText() == "one\ntwo"  # a send key never adds a line
