"""The composer's text box and the keys that send, shared by every box that sends.

ComposerEdit grows with its text up to ten lines, passes dropped or pasted files on and turns a
paste too long to lay out into a chip; send_key is the one rule for Enter, Shift+Enter and
Ctrl+Enter (the composer and the edit box of a sent message).
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QPlainTextEdit,
    QWidget,
)

from app.core.words import QT_TRANSLATE_NOOP, translate

# A paste longer than this becomes a chip instead of text in the editor: laying out megabytes in
# a QPlainTextEdit (one paragraph without line breaks above all) freezes the window.
LARGE_PASTE_CHARS = 20_000
# Shown as translate("chat", SEND_KEYS_HINT).
SEND_KEYS_HINT = QT_TRANSLATE_NOOP("chat", "Enter sends · Shift+Enter new line")


def send_key(e: QKeyEvent) -> str | None:
    """One rule for every box that sends (composer, edit box): Enter and Ctrl+Enter send,
    Shift+Enter adds a line; anything else is the editor's own."""
    if e.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return None
    mods = e.modifiers()
    if mods & Qt.KeyboardModifier.ShiftModifier:
        return "newline"
    if mods & Qt.KeyboardModifier.AltModifier:
        return None
    return "send"


class ComposerEdit(QPlainTextEdit):
    submitted = Signal()
    escape = Signal()
    filesDropped = Signal(list)
    largePaste = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ComposerEdit")
        self.setPlaceholderText(
            translate("chat", "Message Ling  (Enter sends, Shift+Enter new line)")
        )
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self.setAcceptDrops(True)
        self._fit()

    def keyPressEvent(self, e) -> None:
        action = send_key(e)
        if action == "newline":
            self.insertPlainText("\n")
        elif action == "send":
            self.submitted.emit()
        else:
            super().keyPressEvent(e)

    def _fit(self, *_: object) -> None:
        lines = max(1, min(10, int(self.document().size().height())))
        fm = self.fontMetrics()
        self.setFixedHeight(lines * fm.lineSpacing() + 14)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return source.hasUrls() or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        files = (
            [u.toLocalFile() for u in source.urls() if u.isLocalFile()] if source.hasUrls() else []
        )
        if files:
            self.filesDropped.emit(files)
            return
        if source.hasText():
            text = source.text()
            if len(text) > LARGE_PASTE_CHARS:
                self.largePaste.emit(text)
                return
        super().insertFromMimeData(source)
