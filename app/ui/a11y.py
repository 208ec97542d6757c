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
from PySide6.QtWidgets import QWidget

listeners: list[Callable[[QObject, str], None]] = []


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
