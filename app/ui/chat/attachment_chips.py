"""The chips under the composer's text box, one for each attachment.

Chip shows a file or a paste read into the message; DocChip shows a document: reading, its
pages, tokens and what is left of the context, or its one-line failure. Each has a remove button.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QWidget,
)

from app.core.units import human_bytes
from app.ui.a11y import describe
from app.ui.chat.attachments import Attachment, DocAttachment


class Chip(QFrame):
    removed = Signal(object)

    def __init__(self, att: Attachment, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AttachChip")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 2, 2, 2)
        lines = att.text.count("\n") + 1  # not splitlines(): a paste may be megabytes
        size = human_bytes(len(att.text)) if len(att.text) >= 1e6 else f"{lines:,} lines"
        label = QLabel(f"{att.name}  ·  {size}", self)
        label.setToolTip(
            att.path or "Sent as part of the message (too long to edit here); ✕ removes it"
        )
        x = QToolButton(self)
        x.setObjectName("MsgAction")
        x.setText("✕")
        x.setToolTip("Remove this file")
        describe(x, f"Remove {att.name}")
        x.clicked.connect(lambda: self.removed.emit(att))
        lay.addWidget(label)
        lay.addWidget(x)


class DocChip(QFrame):
    """A document: its pages, tokens and what is left of the context, or its one-line failure."""

    removed = Signal(object)

    def __init__(self, att: DocAttachment, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.att = att
        self.setObjectName("AttachChip")
        self.setProperty("failed", att.state == "failed")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 2, 2, 2)
        self.label = QLabel(self)
        self.label.setObjectName("DocChipLabel")
        self.label.setWordWrap(True)  # a long reason wraps in a narrow panel, never cut off
        x = QToolButton(self)
        x.setObjectName("MsgAction")
        x.setText("✕")
        x.setToolTip("Remove this document")
        describe(x, f"Remove {att.name}")
        x.clicked.connect(lambda: self.removed.emit(att))
        lay.addWidget(self.label)
        lay.addWidget(x)

    def show_facts(self, left: int | None, exact: bool, compact: bool) -> None:
        a = self.att
        if a.state == "reading":
            text, tip = f"{a.name}  ·  reading…", f"{a.path}\nReading it on this machine…"
        elif a.state == "failed":
            text, tip = f"⚠ {a.name}: {a.error}", f"{a.path}\nNot attached: {a.error}"
        else:
            pages = f"{a.pages:,} page{'s' if a.pages != 1 else ''}"
            tokens = f"{a.tokens:,} tokens" if exact else f"~{a.tokens:,} tokens (estimate)"
            if compact:
                tokens = f"{_k(a.tokens)} tok" if exact else f"~{_k(a.tokens)} tok"
            rest = "" if left is None else f"  ·  {_k(left)} left"
            text = f"{a.name}  ·  {pages}  ·  {tokens}{rest}"
            tip = (
                f"{a.path}\n{a.pages:,} pages, {a.tokens:,} tokens "
                + ("(the model's tokenizer)" if exact else "(estimated: 3.6 characters a token)")
                + (f"; {left:,} tokens of the context left after it" if left is not None else "")
                + ". Goes in whole when it fits, else it is searched for your question; kept "
                "with this conversation, not in your library."
            )
        if len(text) > 90:
            text = text[:89] + "…"
        self.label.setText(text)
        self.label.setToolTip(tip)


def _k(n: int) -> str:
    if n >= 100_000:
        return f"{n / 1000:.0f}k"
    if n >= 1000:
        return f"{n / 1000:.1f}k".replace(".0k", "k")
    return str(n)
