"""The banner over the composer that says where the engine is, with the fix.

Banner shows one message (info, warning or error) and its buttons; CRASH_CAUSES and
BY_APP_CAUSES are the chat's few words for each diagnosis kind. What it says for each engine
state is decided by ChatPane (pane.py).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from app.core.words import QT_TRANSLATE_NOOP
from app.ui.a11y import describe

# The chat's few words for each diagnosis kind (app/core/engine/events.py Diagnosis.kind),
# shown as translate("chat", CRASH_CAUSES[kind]).
CRASH_CAUSES = {
    "oom": QT_TRANSLATE_NOOP("chat", "out of GPU memory"),
    "port_in_use": QT_TRANSLATE_NOOP("chat", "its port was taken"),
    "model_missing": QT_TRANSLATE_NOOP("chat", "the model folder is missing"),
    "cuda_error": QT_TRANSLATE_NOOP("chat", "a CUDA error"),
    "traceback": QT_TRANSLATE_NOOP("chat", "a Python error"),
    "timeout": QT_TRANSLATE_NOOP("chat", "it did not become ready in time"),
}
# Why Ling Desk itself stopped the engine (ProcessOutcome.by_app), by the diagnosis's kind.
BY_APP_CAUSES = {
    "port_in_use": QT_TRANSLATE_NOOP("chat", "another program took its port, and was sent nothing")
}


NARROW_BANNER = 640  # px: below it the buttons sit under the text


class Banner(QFrame):
    """Where the engine's absence is said, next to where the user types, with the fix."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Banner")
        # Text beside its buttons; in a narrow window the buttons go under it (at 480 px the
        # text was squeezed into a column a word wide beside two buttons).
        lay = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        lay.setContentsMargins(12, 8, 8, 8)
        self.text = QLabel(self)
        self.text.setObjectName("BannerText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.text, 1)
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addStretch(1)
        lay.addLayout(self._row)
        self.buttons: list[QPushButton] = []
        self._lay = lay
        self.hide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        narrow = self.width() < NARROW_BANNER
        self._lay.setDirection(
            QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        )
        super().resizeEvent(event)

    def show_message(self, level: str, text: str, actions: list[tuple[str, object]]) -> None:
        self.setProperty("level", level)
        self.style().unpolish(self)
        self.style().polish(self)
        self.text.setText(text)
        for b in self.buttons:
            b.deleteLater()
        self.buttons = []
        for label, slot in actions:
            b = QPushButton(label, self)
            describe(b, label.rstrip("…"), text[:300])  # what the button answers
            b.clicked.connect(slot)
            self._row.addWidget(b)
            self.buttons.append(b)
        self.show()

    def button(self, label: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.text() == label), None)
