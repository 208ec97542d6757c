"""A screen reader that asks a scroll area for a child it no longer has (a scroll bar hid itself
between its two questions) gets nothing, not a crash: Qt's own scroll-area interface read past
its list (SIGSEGV in QAccessibleCache::idForObject, seen through AT-SPI in tests/a11y); the app
installs the generic widget interface for scroll areas (app/ui/a11y.py)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QScrollArea

from app.ui.shell.app import ensure_app


def test_a_child_past_a_scroll_areas_children_is_none(qtbot):
    ensure_app()  # as the window's start does: it installs the fix
    area = QScrollArea()
    qtbot.addWidget(area)
    area.setWidget(QLabel("a long text\n" * 200))
    area.resize(200, 100)
    area.show()
    iface = QAccessible.queryAccessibleInterface(area)
    count = iface.childCount()
    assert count >= 1 and iface.child(0) is not None
    for past in (count, count + 1, count + 7):
        assert iface.child(past) is None
