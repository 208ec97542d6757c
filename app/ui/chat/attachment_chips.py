"""The chips under the composer's text box, one for each attachment.

Chip shows a file or a paste read into the message; DocChip shows a document: reading, its
pages, tokens and what is left of the context, or its one-line failure. Each has a remove button.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from app.core.units import human_bytes
from app.core.words import grouped, translate
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
        size = (
            human_bytes(len(att.text))
            if len(att.text) >= 1e6
            else translate("chat", "%n line(s)", None, lines)
        )
        label = QLabel(f"{att.name}  ·  {size}", self)
        label.setToolTip(
            att.path
            or translate(
                "chat", "Sent as part of the message (too long to edit here); ✕ removes it"
            )
        )
        x = QToolButton(self)
        x.setObjectName("MsgAction")
        x.setText("✕")
        x.setToolTip(translate("chat", "Remove this file"))
        describe(x, translate("chat", "Remove {name}").format(name=att.name))
        x.clicked.connect(lambda: self.removed.emit(att))
        lay.addWidget(label)
        lay.addWidget(x)


class DocChip(QFrame):
    """A document on two lines: its name, then its pages, tokens and what is left of the
    context, or why it was not read (and, once a message went without it, that it was not
    sent). Sized to its text (`fit`): a chip laid out narrower than its wrapped lines was cut."""

    removed = Signal(object)

    def __init__(self, att: DocAttachment, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.att = att
        self.setObjectName("AttachChip")
        self.setProperty("failed", att.state == "failed")
        # As tall as its text: extra height in the composer goes to the text box, not here.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        lay = self._lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 2, 2, 2)
        self.label = _SizedLabel(self)
        self.label.setObjectName("DocChipLabel")
        self.label.setWordWrap(True)  # a long reason wraps in a narrow panel, never cut off
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("MsgAction")
        self.remove_button.setText("✕")
        self.remove_button.setToolTip(translate("chat", "Remove this document"))
        describe(self.remove_button, translate("chat", "Remove {name}").format(name=att.name))
        self.remove_button.clicked.connect(lambda: self.removed.emit(att))
        lay.addWidget(self.label, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._room = 0  # px the chip may take (the composer's width); 0: not known yet
        self._lines = ("", "")

    def show_facts(self, left: int | None, exact: bool, compact: bool) -> None:
        a = self.att
        if a.state == "reading":
            text = translate("chat", "reading…")
            tip = f"{a.path}\n" + translate("chat", "Reading it on this machine…")
        elif a.state == "failed":
            said = (
                translate("chat", "not sent with your message: {why}").format(why=a.error)
                if a.unsent
                else a.error
            )
            text = said
            tip = f"{a.path}\n" + (
                translate("chat", "Not sent: {why}. Remove it (✕) or attach a readable copy.")
                if a.unsent
                else translate("chat", "Not attached: {why}")
            ).format(why=a.error)
        else:
            count = a.pages
            pages = translate("chat", "%n page(s)", None, count)
            tokens = (
                translate("chat", "{count} tokens").format(count=grouped(a.tokens))
                if exact
                else translate("chat", "~{count} tokens (estimate)").format(count=grouped(a.tokens))
            )
            if compact:
                tokens = f"{_k(a.tokens)} tok" if exact else f"~{_k(a.tokens)} tok"
            rest = (
                ""
                if left is None
                else "  ·  " + translate("chat", "{count} left", "tokens").format(count=_k(left))
            )
            text = f"{pages}  ·  {tokens}{rest}"
            facts = (
                translate("chat", "{pages}, {tokens} tokens (the model's tokenizer)")
                if exact
                else translate(
                    "chat", "{pages}, {tokens} tokens (estimated: 3.6 characters a token)"
                )
            ).format(pages=pages, tokens=grouped(a.tokens))
            if left is not None:
                facts = translate(
                    "chat", "{facts}; {left} tokens of the context left after it"
                ).format(facts=facts, left=grouped(left))
            tip = f"{a.path}\n" + translate(
                "chat",
                "{facts}. Goes in whole when it fits, else it is searched for your question; "
                "kept with this conversation, not in your library.",
            ).format(facts=facts)
        if len(text) > 300:  # a reason is a sentence; the tip has it whole
            text = text[:299] + "…"
        name = f"⚠ {a.name}" if a.state == "failed" else a.name
        self._lines = (name, text)
        self.label.setToolTip(tip)
        self.fit(self._room)

    def fit(self, room: int) -> None:
        """The label as wide as its longest line (at most what `room` leaves beside ✕) and as
        tall as its wrapped text; a name too long for the room is shortened in the middle (the
        tip has it whole): a file name has no spaces to wrap at."""
        self._room = room
        name, facts = self._lines
        fm = self.label.fontMetrics()
        m = self._lay.contentsMargins()
        beside = m.left() + m.right() + self._lay.spacing() + self.remove_button.sizeHint().width()
        most = room - beside if room > 0 else 10_000
        most = max(most, 80)
        if fm.horizontalAdvance(name) > most:
            name = fm.elidedText(name, Qt.TextElideMode.ElideMiddle, most)
        text = f"{name}\n{facts}"
        self.label.setText(text)
        natural = max(fm.horizontalAdvance(line) for line in text.split("\n")) + 2
        width = min(natural, most)
        self.label.setMinimumSize(0, 0)  # heightForWidth never answers below the minimum
        self.label.setFixedWidth(width)
        self.label.setFixedHeight(self.label.heightForWidth(width))


class _SizedLabel(QLabel):
    """A wrapped label whose size DocChip.fit sets: layouts must not ask it for a height at
    another width (they did, at some narrower width, and the chip grew tall and empty)."""

    def hasHeightForWidth(self) -> bool:
        return False


def _k(n: int) -> str:
    if n >= 100_000:
        return f"{n / 1000:.0f}k"
    if n >= 1000:
        return f"{n / 1000:.1f}k".replace(".0k", "k")
    return str(n)
