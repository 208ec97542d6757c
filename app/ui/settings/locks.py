"""A setting the administrator's policy fixes, shown so: its control disabled, the reason as its
tooltip, and a visible "🔒 set by your organisation" right under it (app/core/policy.py)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QBoxLayout, QFormLayout, QLabel, QLayout, QWidget

from app.core.policy import SENTENCE
from app.core.words import translate

LOCK = "\N{LOCK}"


@cache
def lock_drawn() -> bool:
    """Whether a font here can draw the lock (a box in its place read as a broken character).
    Remembered: the fonts do not change while Ling Desk runs (the language may)."""
    return any(
        QFontMetrics(QFont(family)).inFontUcs4(ord(LOCK)) for family in QFontDatabase.families()
    )


def lock_text() -> str:
    """The words under a locked control: with a lock where a font can draw one, else "Locked:"
    and the sentence, in the language spoken now."""
    sentence = translate("policy", SENTENCE)
    if lock_drawn():
        return f"{LOCK} {sentence}"
    return translate("settings", "Locked: {sentence}").format(sentence=sentence)


def lock_label(why: str, parent: QWidget | None = None) -> QLabel:
    """The visible words of a lock (the full reason as its tooltip)."""
    label = QLabel(lock_text(), parent)
    label.setObjectName("PolicyLock")
    label.setToolTip(why)
    label.setWordWrap(True)
    return label


def lock_widget(widget: QWidget, why: str) -> QLabel:
    """Disable `widget` for good, say why, and put the lock's words under it in its layout."""
    widget.setEnabled(False)
    widget.setToolTip(why)
    widget.setProperty("policyLocked", True)
    label = lock_label(why, widget.parentWidget())
    layout = _layout_of(widget)
    if isinstance(layout, QFormLayout):
        row = layout.getWidgetPosition(widget)[0]  # type: ignore[index]  # (row, role)
        layout.insertRow(int(row) + 1, "", label)
    elif isinstance(layout, QBoxLayout):
        layout.insertWidget(layout.indexOf(widget) + 1, label)
    return label


def is_locked(widget: QWidget) -> bool:
    return bool(widget.property("policyLocked"))


def _layout_of(widget: QWidget) -> QLayout | None:
    """The layout that holds `widget` itself (it may be nested in its parent's)."""
    parent = widget.parentWidget()
    top = parent.layout() if parent is not None else None
    todo: list[QLayout] = [top] if top is not None else []
    while todo:
        layout = todo.pop()
        if layout.indexOf(widget) >= 0:
            return layout
        for i in range(layout.count()):
            item = layout.itemAt(i)
            child = item.layout() if item is not None else None
            if child is not None:
                todo.append(child)
    return None
