"""What a screen reader hears: a control's name and description in words, and announcements.

`describe` names a control whose face is a glyph or nothing (a "+", a "⚙", a search field);
`announce` says a status change (engine ready, a check failing, an answer finished, a tool asking)
through Qt's accessibility announcement (AT-SPI's object:announcement), polite unless it needs
the user now. Each announcement also goes to `listeners` (in-process checks and tests).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget

listeners: list[Callable[[QObject, str], None]] = []
_installed = False


def _scroll_area_factory(classname: str, obj: QObject) -> QAccessibleWidget | None:
    # Qt's own interface for a scroll area (QAccessibleAbstractScrollArea) reads its child list
    # without a bounds check: a screen reader that asks for child n just after a scroll bar
    # hid itself (a page laid out as it opens) read freed memory and crashed the app (SIGSEGV
    # in QAccessibleCache::idForObject, seen through AT-SPI in tests/a11y). The generic widget
    # interface checks the index; it lists the same widgets (viewport, scroll bars).
    if classname in ("QScrollArea", "QAbstractScrollArea") and isinstance(obj, QWidget):
        return QAccessibleWidget(obj, QAccessible.Role.Client)
    return None


def install() -> None:
    """Once per process, before any window: the accessibility fixes above."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_scroll_area_factory)
        _installed = True


def describe(widget: QWidget, name: str, description: str = "") -> None:
    """A name in words (what it is) and a description (what it does), for assistive tools; a
    control with a tooltip keeps it as its description unless one is given here."""
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)


def announce(source: QObject, text: str, *, assertive: bool = False) -> None:
    """Say `text` now, from `source` (a widget near where it happened)."""
    for listener in list(listeners):
        listener(source, text)
    if not QAccessible.isActive():
        return  # no assistive tool listens: building the event would be wasted
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)
