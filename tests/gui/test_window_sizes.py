"""The window at the sizes a user meets: a screen smaller than the window (HiDPI), a narrow
window, the default 1240x800; and what a delete leaves in the list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRect

from app.ui.main_window import FRAME_ALLOWANCE, fit_to_screen, window_settings

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
