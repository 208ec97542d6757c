"""The model's thinking under an assistant message, apart from the answer.

ThinkingSection is open while the model thinks and folded once it answers (unless the user
chose); while streaming it appends only the new text, and its text box is made only when there
is thinking to show.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.words import decimal, translate


class ThinkingSection(QFrame):
    """The model's thinking, apart from the answer: open while it thinks, folded after."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ThinkingBox")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 0, 0, 0)
        lay.setSpacing(2)
        self.toggle = QPushButton(self)
        self.toggle.setObjectName("ThinkingToggle")
        self.toggle.setCursor(Qt.CursorShape.PointingHandCursor)
        self.toggle.setFlat(True)
        self.toggle.clicked.connect(self._user_toggle)
        lay.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        # The text box is made when there is thinking to show: a QPlainTextEdit is the heaviest
        # part of a message widget, and most answers (all imported ones) have no thinking.
        self._text: QPlainTextEdit | None = None
        self._shown = 0
        self._user_choice: bool | None = None
        self._live = False
        self._seconds: float | None = None
        self.set_open(False)

    MAX_HEIGHT = 220

    @property
    def text(self) -> QPlainTextEdit:
        if self._text is None:
            t = QPlainTextEdit(self)
            t.setTabChangesFocus(True)  # Tab moves on: no trap
            t.setObjectName("ThinkingText")
            t.setReadOnly(True)
            t.setFrameShape(QFrame.Shape.NoFrame)
            t.setMaximumHeight(self.MAX_HEIGHT)
            t.document().documentLayout().documentSizeChanged.connect(self._fit)
            t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            t.setVisible(False)
            cast(QVBoxLayout, self.layout()).addWidget(t)  # made in __init__
            self._text = t
        return self._text

    def _fit(self, *_: object) -> None:
        # As tall as the text, up to MAX_HEIGHT (then it scrolls, following the end).
        lines = self.text.document().size().height()  # in lines for a plain-text document
        height = int(lines * self.text.fontMetrics().lineSpacing()) + 12
        self.text.setFixedHeight(min(self.MAX_HEIGHT, max(24, height)))

    def _user_toggle(self) -> None:
        self._user_choice = not self.is_open()
        self.set_open(self._user_choice)

    def set_open(self, open_: bool) -> None:
        if open_ or self._text is not None:
            self.text.setVisible(open_)
        self._label()

    def is_open(self) -> bool:
        return self._text is not None and not self._text.isHidden()

    def _label(self) -> None:
        arrow = "▾" if self.is_open() else "▸"
        if self._live:
            what = translate("chat", "Thinking…")
        elif self._seconds is not None:
            what = translate("chat", "Thought for {seconds} s").format(
                seconds=decimal(self._seconds)
            )
        else:
            what = translate("chat", "Thinking", "the model's thinking, folded")
        text = f"{arrow}  {what}"
        if self.toggle.text() != text:
            self.toggle.setText(text)
            self.toggle.setMinimumWidth(self.toggle.sizeHint().width())

    def show_text(
        self, text: str, live: bool, answering: bool, seconds: float | None = None
    ) -> None:
        """Append only what is new (the cost does not grow with the length). `seconds`: the
        thinking time the chat measured (first thinking token to first answer token)."""
        if len(text) < self._shown:
            self.text.setPlainText("")
            self._shown = 0
        if len(text) > self._shown:
            bar = self.text.verticalScrollBar()
            at_end = bar.value() >= bar.maximum() - 4
            cursor = self.text.textCursor()
            cursor.movePosition(cursor.MoveOperation.End)
            cursor.insertText(text[self._shown :])
            self._shown = len(text)
            if at_end:
                bar.setValue(bar.maximum())
        self._live = live and not answering
        self._seconds = seconds
        if self._user_choice is None and self.is_open() != self._live:
            self.set_open(self._live)  # open while it thinks, folded after
        else:
            self._label()
