"""The conversation as a column of message widgets; only the streaming message changes.

Only a window of the thread has widgets: the newest WINDOW messages when a conversation opens,
more as the user scrolls to either end of it (or jumps to a search result), and the far side's
widgets go once more than KEEP are built. A 50,000-message chat made 50,000 widgets at once
(253 s on the GUI thread, 12.8 GB); the messages themselves stay plain data in the model.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import cast

import shiboken6
from PySide6.QtCore import QEvent, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.docs import DOCS, SOURCES, cited_words, passage_for
from app.core.chat.markdown import user_markdown
from app.core.chat.model import (
    DONE,
    ERROR,
    INTERRUPTED,
    QUEUED,
    STOPPED,
    STREAMING,
    TOOL_CALLS,
    TOOL_PENDING,
    TOOLS_NOTE,
    Conversation,
    Event,
    Message,
)
from app.core.telemetry import DEFINITIONS
from app.ui.chat.composer import SEND_KEYS_HINT, send_key
from app.ui.chat.render import MarkdownView
from app.ui.docs.library import PassageDialog, source_text
from app.ui.tools.cards import ToolsBox

COLUMN_MAX = 860
HIGHLIGHT_MS = 4000  # how long a message jumped to from search stays marked
STATE_TEXT_MAX = 2000
WINDOW = 40  # message widgets built when a conversation opens (its newest messages)
# ... fewer when their text is long: once OPEN_CHARS of text (several screens) are built, with at
# least OPEN_MIN messages, the rest come as the user scrolls up. Every message built costs its
# widgets' memory (about 25 KB each, a long answer holds dozens) for as long as the chat is shown.
OPEN_CHARS = 12_000
OPEN_MIN = 6
STEP = 40  # how many more come as the user scrolls to either end of what is built
KEEP = 120  # more built than this: the far side's widgets go (off screen by then)
EDGE_PX = 300  # this close to the top or bottom of what is built, the next messages come


def _first_lines(text: str, count: int = 200, width: int = 400) -> list[str]:
    """The first lines, each cut to `width` characters: enough to size a bubble, and cheap for a
    10 MB message (no split of the whole text, no measure of a megabyte-long line)."""
    out: list[str] = []
    pos = 0
    while len(out) < count and pos <= len(text):
        nl = text.find("\n", pos, pos + width + 1)
        end = nl if nl >= 0 else min(len(text), pos + width)
        out.append(text[pos:end])
        if nl < 0:
            nl = text.find("\n", end)
            if nl < 0:
                break
        pos = nl + 1
    return out or [""]


def _tool(text: str, tip: str, parent: QWidget) -> QToolButton:
    b = QToolButton(parent)
    b.setObjectName("MsgAction")
    b.setText(text)
    b.setToolTip(tip)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    return b


def stats_text(msg: Message) -> tuple[str, str]:
    """The figures under an answer, and their definitions for the tooltip."""
    s = msg.stats
    parts, tips = [], []
    if s.get("decode_tps"):
        parts.append(f"{s['decode_tps']:.1f} tok/s")
        tips.append(DEFINITIONS["decode_tps"])
    elif msg.status == STREAMING and s.get("live_tps"):
        parts.append(f"{s['live_tps']:.1f} tok/s")
        tips.append(DEFINITIONS["decode_tps"])
    if s.get("ttft_s") is not None:
        parts.append(f"TTFT {s['ttft_s']:.2f} s")
        tips.append(DEFINITIONS["ttft"])
    if s.get("accept_len"):
        parts.append(f"accept {s['accept_len']:.2f}")
        tips.append(DEFINITIONS["accept_len"])
    if s.get("completion_tokens"):
        tok = f"{s['completion_tokens']:,} tokens"
        if s.get("reasoning_tokens"):
            tok += f" ({s['reasoning_tokens']:,} thinking)"
        parts.append(tok)
        tips.append("Tokens generated for this answer, thinking included (engine's count).")
    if s.get("cached_tokens") is not None and s.get("prompt_tokens"):
        parts.append(f"cached {s['cached_tokens']:,} of {s['prompt_tokens']:,} prompt tokens")
        tips.append(
            "Prompt tokens SGLang's prefix cache reused instead of reading them again (documents "
            "and earlier turns kept first in the prompt are reused by follow-ups)."
        )
    return "  ·  ".join(parts), "\n\n".join(tips)


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
            what = "Thinking…"
        elif self._seconds is not None:
            what = f"Thought for {self._seconds:.1f} s"
        else:
            what = "Thinking"
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


class MessageWidget(QFrame):
    """One message: body, thinking, state, figures and actions."""

    linkActivated = Signal(str)
    status = Signal(str)
    editOpened = Signal(QWidget)  # the edit box, to be scrolled into view
    acted = Signal()  # regenerate, retry, an edit sent or cancelled: typing goes on below

    def __init__(self, conv: Conversation, msg: Message, ctx, compact: bool = False) -> None:
        super().__init__()
        self.conv = conv
        self.msg = msg
        self.ctx = ctx
        self.compact = compact
        self.setObjectName("Message")
        self._last_status = msg.status
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 6, 0, 6)
        outer.setSpacing(4)
        self.body = MarkdownView(ctx.renderer(), self)
        self.body.linkActivated.connect(self.linkActivated)
        self.body.codeCopied.connect(lambda _c: self.status.emit("Code block copied."))
        self._thinking: ThinkingSection | None = None
        self._state: tuple[QFrame, QLabel, QPushButton, QPushButton, QPushButton] | None = None
        self.editor: QWidget | None = None
        self._state_timer = QTimer(self)
        self._state_timer.setSingleShot(True)
        self._state_timer.setInterval(250)
        self._state_timer.timeout.connect(self._refresh_state)
        if msg.role == "user":
            self._build_user(outer)
        else:
            self._build_assistant(outer)
        self.refresh(("content", "reasoning", "status", "stats", "error"))

    # --- layout ----------------------------------------------------------------------------------

    def _build_user(self, outer: QVBoxLayout) -> None:
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)  # the bubble (stretch 100) takes the room up to its maximum width
        self.bubble = QFrame(self)
        self.bubble.setObjectName("UserBubble")
        self.bubble.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bl = QVBoxLayout(self.bubble)
        bl.setContentsMargins(14, 9, 14, 9)
        bl.addWidget(self.body)
        row.addWidget(self.bubble, 100)
        outer.addLayout(row)
        docs = self.msg.meta.get(DOCS)
        self.doc_note: QLabel | None = None
        if isinstance(docs, dict) and docs.get("note"):
            # What went in with this message and why (whole, or searched): said where it happened.
            self.doc_note = QLabel(f"Documents: {docs['note']}", self)
            self.doc_note.setObjectName("DocNote")
            self.doc_note.setWordWrap(True)
            self.doc_note.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.doc_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            outer.addWidget(self.doc_note)
        self.footer = QHBoxLayout()
        self.footer.addStretch(1)
        self._add_branch_nav()
        self.edit_button = _tool("Edit", "Edit this message and send it again (the earlier "
                                 "version stays reachable with ‹ ›)", self)  # fmt: skip
        self.edit_button.clicked.connect(self.start_edit)
        self.copy_button = _tool("Copy", "Copy this message as markdown", self)
        self.copy_button.clicked.connect(self.copy)
        self.footer.addWidget(self.edit_button)
        self.footer.addWidget(self.copy_button)
        outer.addLayout(self.footer)

    def _build_assistant(self, outer: QVBoxLayout) -> None:
        head = QHBoxLayout()
        self.role = QLabel("Ling", self)
        self.role.setObjectName("RoleLabel")
        head.addWidget(self.role)
        head.addStretch(1)
        outer.addLayout(head)
        # Tool-call cards (tools_cards.py), made when the answer has any; they go above the text.
        self.tool_cards: ToolsBox | None = None
        outer.addWidget(self.body)
        # "Sources": the passages this answer cites; a click shows one (made when there are any).
        self.sources = QLabel(self)
        self.sources.setObjectName("SourcesLabel")
        self.sources.setWordWrap(True)
        self.sources.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.sources.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.sources.linkActivated.connect(self.show_source)
        self.sources.hide()
        self.passage: PassageDialog | None = None
        outer.addWidget(self.sources)
        self.footer = QHBoxLayout()
        self.stats = QLabel(self)
        self.stats.setObjectName("StatsLabel")
        # The figures never force the column wider: in a narrow panel they get their own line.
        self.stats.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Beside the buttons and the branch switcher it wraps instead of being cut.
        self.stats.setWordWrap(True)
        if self.compact:
            outer.addWidget(self.stats)
        else:
            self.footer.addWidget(self.stats, 1)
        self.footer.addStretch(0 if not self.compact else 1)
        self._add_branch_nav()
        self.copy_button = _tool("Copy", "Copy this answer as markdown", self)
        self.copy_button.clicked.connect(self.copy)
        self.regen_button = _tool("Regenerate", "Write a new answer beside this one", self)
        self.regen_button.clicked.connect(self.regenerate)
        self.footer.addWidget(self.copy_button)
        self.footer.addWidget(self.regen_button)
        outer.addLayout(self.footer)

    # The thinking, the state box and the branch switcher are made the first time they have
    # something to show: most messages never need them, and every widget made costs memory (a message
    # widget with all its parts weighed ~300 KB).

    def _add_branch_nav(self) -> None:
        self._nav: tuple[QToolButton, QLabel, QToolButton] | None = None
        self._nav_at = self.footer.count()  # where it goes in the footer

    def _branch_nav(self) -> tuple[QToolButton, QLabel, QToolButton]:
        if self._nav is None:
            prev = _tool("‹", "Previous version", self)
            label = QLabel(self)
            label.setObjectName("MetaLabel")
            nxt = _tool("›", "Next version", self)
            prev.clicked.connect(lambda: self._step(-1))
            nxt.clicked.connect(lambda: self._step(1))
            for k, w in enumerate((prev, label, nxt)):
                w.hide()
                self.footer.insertWidget(self._nav_at + k, w)
            self._nav = (prev, label, nxt)
        return self._nav

    @property
    def thinking(self) -> ThinkingSection | None:
        """An answer's thinking, above it (None for a question); made when first needed."""
        if self.msg.role == "user":
            return None
        if self._thinking is None:
            section = ThinkingSection(self)
            section.hide()
            outer = self.layout()
            assert isinstance(outer, QVBoxLayout)
            outer.insertWidget(outer.indexOf(self.body), section)
            self._thinking = section
        return self._thinking

    @property
    def prev_button(self) -> QToolButton:
        return self._branch_nav()[0]

    @property
    def branch_label(self) -> QLabel:
        return self._branch_nav()[1]

    @property
    def next_button(self) -> QToolButton:
        return self._branch_nav()[2]

    def _state_parts(self) -> tuple[QFrame, QLabel, QPushButton, QPushButton, QPushButton]:
        if self._state is None:
            box = QFrame(self)
            box.hide()
            sl = QHBoxLayout(box)
            sl.setContentsMargins(10, 6, 6, 6)
            label = QLabel(box)
            # The error comes from the engine or an imported file: text, never markup.
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            retry = QPushButton("Retry", box)
            retry.clicked.connect(self.retry)
            restart = QPushButton("Restart engine", box)
            restart.clicked.connect(self._restart_engine)
            cancel = QPushButton("Cancel", box)
            cancel.clicked.connect(lambda: self.ctx.chat.stop_message(self.msg))
            sl.addWidget(label, 1)
            sl.addWidget(restart)
            sl.addWidget(retry)
            sl.addWidget(cancel)
            outer = self.layout()
            assert isinstance(outer, QVBoxLayout)
            outer.insertWidget(outer.indexOf(self.body) + 1, box)  # under the answer
            self._state = (box, label, retry, restart, cancel)
        return self._state

    @property
    def state_box(self) -> QFrame:
        return self._state_parts()[0]

    @property
    def state_label(self) -> QLabel:
        return self._state_parts()[1]

    @property
    def retry_button(self) -> QPushButton:
        return self._state_parts()[2]

    @property
    def restart_button(self) -> QPushButton:
        return self._state_parts()[3]

    @property
    def cancel_button(self) -> QPushButton:
        return self._state_parts()[4]

    # --- updates ---------------------------------------------------------------------------------

    def refresh(self, what: tuple[str, ...]) -> None:
        msg = self.msg
        streaming = msg.status == STREAMING
        thinking = msg.role != "user" and (bool(msg.reasoning) or self._thinking is not None)
        if thinking and {"reasoning", "content", "stats"} & set(what):
            section = self.thinking
            assert section is not None
            # The answer's first token ends the thinking: its label follows content too.
            if section.isHidden() == bool(msg.reasoning):
                section.setVisible(bool(msg.reasoning))
            if msg.reasoning:
                section.show_text(
                    msg.reasoning, streaming, bool(msg.content), msg.stats.get("thinking_s")
                )
        if "content" in what:
            if streaming:
                self.body.stream_text(msg.content)
            elif self.msg.role == "user":
                self.body.set_text(user_markdown(msg.content))  # as typed: lines, code
            elif self._last_status != STREAMING:
                self.body.set_text(msg.content)
            if self.body.isHidden() == (bool(msg.content) or streaming):
                self.body.setVisible(bool(msg.content) or streaming)
        if streaming and set(what) <= {"content", "reasoning"}:
            # The hot path: one token. The figures and buttons follow at most 4x a second.
            if not self._state_timer.isActive():
                self._state_timer.start()
            return
        if "status" in what:
            if self._last_status == STREAMING and not streaming:
                self.body.finish(msg.content)  # one full render at the end
                self.body.setVisible(bool(msg.content))
                if msg.role != "user" and msg.reasoning and self.thinking is not None:
                    self.thinking.show_text(msg.reasoning, False, True, msg.stats.get("thinking_s"))
            self._last_status = msg.status
        if msg.role == "user":
            self._fit_bubble()
        else:
            if "meta" in what or "status" in what:
                self._refresh_tools()
            self._refresh_state()
            if "meta" in what or "status" in what:
                self._refresh_sources()
        self._refresh_branch()

    def _refresh_tools(self) -> None:
        meta = self.msg.meta
        if self.tool_cards is None:
            if not any(k in meta for k in (TOOL_CALLS, TOOL_PENDING, TOOLS_NOTE)):
                return
            self.tool_cards = ToolsBox(self)
            outer = cast(QVBoxLayout, self.layout())  # made in __init__
            outer.insertWidget(outer.indexOf(self.body), self.tool_cards)
        if TOOL_PENDING in meta and not self.msg.busy:
            # Left by an app that ended while a card waited: that call never ran.
            meta = {k: v for k, v in meta.items() if k != TOOL_PENDING}
        waiting = getattr(self.ctx.chat, "waiting_decision", None)
        asking = waiting is not None and waiting(self.msg)
        self.tool_cards.show_meta(meta, self._decide if asking else None)

    def _decide(self, decision: str) -> None:
        self.ctx.chat.decide(self.msg, decision)

    def _refresh_sources(self) -> None:
        sources = self.msg.meta.get(SOURCES) or []
        if not sources:
            self.sources.hide()
            return
        links = " · ".join(
            f'<a href="source:{int(s["n"])}">{html.escape(source_text(s))}</a>'
            for s in sources
            if isinstance(s, dict) and isinstance(s.get("n"), int)
        )
        self.sources.setText(f"<b>Sources</b>  {links}")
        self.sources.setToolTip("Click a source to read the passage and open the file there")
        self.sources.show()

    def show_source(self, link: str) -> PassageDialog | None:
        """The passage [n] as the model was given it, the answer's words citing it marked."""
        try:
            n = int(link.removeprefix("source:"))
        except ValueError:
            return None
        source = next((s for s in self.msg.meta.get(SOURCES) or [] if s.get("n") == n), None)
        if source is None:
            return None
        thread = self.conv.path_to(self.msg.parent_id)
        if self.passage is not None:
            self.passage.close()
        self.passage = PassageDialog(
            source, passage_for(thread, n), cited_words(self.msg.content, n), self
        )
        self.passage.show()
        return self.passage

    def _refresh_state(self) -> None:
        msg = self.msg
        engine = self.ctx.engine.state
        kind = ""
        if msg.status == ERROR:
            kind, text = "ErrorBox", msg.error or "The answer failed."
        elif msg.status == QUEUED:
            kind, text = "QueuedBox", "Waiting for the engine to be ready; this goes out then."
        elif msg.status == INTERRUPTED:
            kind, text = "ErrorBox", msg.error or "Ling Desk ended while this was written."
        elif msg.status == STOPPED:
            kind, text = "QueuedBox", msg.error or "Stopped. The text so far is kept."
        elif msg.status == DONE and msg.error:
            kind, text = "QueuedBox", msg.error
        elif (
            msg.status == STREAMING and (msg.meta.get(TOOL_PENDING) or {}).get("state") == "asking"
        ):
            kind, text = "QueuedBox", "Waiting for your decision on the tool call above."
        elif msg.status == STREAMING and not msg.content and not msg.reasoning:
            # At batch 1 an app's request through the local API holds the engine: say whose.
            busy = getattr(self.ctx, "serving_text", "")
            kind, text = (
                "QueuedBox",
                (
                    f"Waiting for {busy}; this answer starts right after it."
                    if busy
                    else "Waiting for the first token…"
                ),
            )
        if not kind and self._state is None:
            self._refresh_stats()  # nothing to say and no button to offer: no state box made
            return
        self.state_box.setVisible(bool(kind))
        if kind:
            self.state_box.setObjectName(kind)
            self.state_box.style().unpolish(self.state_box)
            self.state_box.style().polish(self.state_box)
            if len(text) > STATE_TEXT_MAX:  # a label is laid out whole: keep it cheap
                text = text[:STATE_TEXT_MAX] + "…"
            self.state_label.setText(text)
        self.retry_button.setVisible(msg.status in (ERROR, INTERRUPTED))
        # The engine's own fix sits next to the failed answer when one button can do it.
        self.restart_button.setVisible(msg.status == ERROR and engine in ("crashed", "stopped"))
        self.restart_button.setText("Restart engine" if engine == "crashed" else "Start engine")
        self.cancel_button.setVisible(msg.status == QUEUED)
        self._refresh_stats()

    def _refresh_stats(self) -> None:
        msg = self.msg
        text, tip = stats_text(msg)
        if self.stats.text() != text:
            self.stats.setText(text)
            self.stats.setToolTip(tip)
        busy = msg.busy
        self.regen_button.setEnabled(not busy)
        self.copy_button.setEnabled(bool(msg.content))

    def _refresh_branch(self) -> None:
        if self.msg.id not in self.conv.messages:
            return
        i, n = self.conv.branch_position(self.msg)
        many = n > 1
        if not many and self._nav is None:
            return
        for w in (self.prev_button, self.branch_label, self.next_button):
            w.setVisible(many)
        if many:
            self.branch_label.setText(f"{i}/{n}")
            self.prev_button.setEnabled(i > 1)
            self.next_button.setEnabled(i < n)

    def _fit_bubble(self) -> None:
        """A short message gets a small bubble; a long one at most 80% of the column."""
        col = self.width() or COLUMN_MAX
        fm = QFontMetrics(self.font())
        natural = max(fm.horizontalAdvance(ln) for ln in _first_lines(self.msg.content)) + 40
        code = self.body.code_blocks()
        if code:  # code is monospace, in a framed block with its own padding
            mono = QFontMetrics(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
            lines = [ln for b in code[:20] for ln in _first_lines(b.code)]
            natural = max(natural, max(map(mono.horizontalAdvance, lines)) + 90)
        self.bubble.setMaximumWidth(max(120, min(natural, int(col * 0.8))))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.msg.role == "user":
            self._fit_bubble()

    def set_renderer(self, renderer) -> None:
        self.body.set_renderer(renderer)

    def set_highlighted(self, on: bool) -> None:
        """Marked as the search result jumped to (a tinted frame for a few seconds)."""
        self.setProperty("highlighted", on)
        self.setStyleSheet(
            "QFrame#Message { border: 2px solid palette(highlight); border-radius: 8px; "
            "background: rgba(255, 200, 0, 40); }"
            if on
            else ""
        )

    # --- actions ---------------------------------------------------------------------------------

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.msg.content)
        self.status.emit("Message copied.")

    def _restart_engine(self) -> None:
        if self.ctx.engine.state == "crashed":
            self.ctx.engine.restart()
        else:
            self.ctx.engine.start()

    def regenerate(self) -> None:
        self.acted.emit()  # first: the new answer may hide this one and its focused button
        self.ctx.chat.regenerate(self.conv, self.msg)

    def retry(self) -> None:
        self.acted.emit()
        self.ctx.chat.retry(self.conv, self.msg)

    def _step(self, delta: int) -> None:
        self.conv.step_branch(self.msg, delta)

    def start_edit(self) -> None:
        if self.editor is not None:
            return
        self.editor = QFrame(self)
        self.editor.setObjectName("ComposerFrame")
        el = QVBoxLayout(self.editor)
        el.setContentsMargins(8, 8, 8, 8)
        edit = EditBox(self.editor)
        edit.setObjectName("ComposerEdit")
        edit.setPlainText(self.msg.content)
        edit.setMinimumHeight(80)
        row = QHBoxLayout()
        hint = QLabel("Enter sends · Esc cancels", self.editor)
        hint.setToolTip(f"{SEND_KEYS_HINT} · Ctrl+Enter also sends · Esc cancels")
        hint.setObjectName("MetaLabel")
        cancel = QPushButton("Cancel", self.editor)
        send = QPushButton("Send", self.editor)
        send.setObjectName("Primary")
        row.addWidget(hint)
        row.addStretch(1)
        row.addWidget(cancel)
        row.addWidget(send)
        el.addWidget(edit)
        el.addLayout(row)
        cast(QVBoxLayout, self.layout()).addWidget(self.editor)  # made in __init__
        self.bubble.hide()
        for i in range(self.footer.count()):
            item = self.footer.itemAt(i)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
        cancel.clicked.connect(self.end_edit)
        send.clicked.connect(lambda: self._send_edit(edit.toPlainText()))
        edit.submitted.connect(lambda: self._send_edit(edit.toPlainText()))
        edit.cancelled.connect(self.end_edit)
        edit.setFocus()
        cursor = edit.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        edit.setTextCursor(cursor)
        self.edit_box = edit
        self.editOpened.emit(self.editor)

    def end_edit(self) -> None:
        if self.editor is None:
            return
        self.editor.deleteLater()
        self.editor = None
        self.bubble.show()
        self.edit_button.show()
        self.copy_button.show()
        self._refresh_branch()
        self.acted.emit()  # the edit box (which had the focus) is gone

    def _send_edit(self, text: str) -> None:
        if not text.strip():
            return
        if text == self.msg.content:
            self.end_edit()
            return
        self.end_edit()
        self.ctx.chat.edit(self.conv, self.msg, text)


class EditBox(QPlainTextEdit):
    submitted = Signal()
    cancelled = Signal()

    def keyPressEvent(self, e) -> None:
        action = send_key(e)  # the same keys as the composer
        if action == "newline":
            self.insertPlainText("\n")
            return
        if action == "send":
            self.submitted.emit()
            return
        if e.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        super().keyPressEvent(e)

    def event(self, e) -> bool:
        # Keep Esc for cancelling the edit instead of the window's Stop shortcut.
        if e.type() == QEvent.Type.ShortcutOverride and e.key() == Qt.Key.Key_Escape:
            e.accept()
            return True
        return super().event(e)


class _ScrollContent(QWidget):
    """The scrolled widget. Its minimum height is 0: QScrollArea sizes it by heightForWidth, and
    the layout's minimum (word-wrapped labels measured as if narrow) would add blank space."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)


class ChatView(QScrollArea):
    """The thread of one conversation; follows the stream unless the user scrolled up."""

    linkActivated = Signal(str)
    status = Signal(str)
    acted = Signal()  # a message's regenerate, retry or edit ended (MessageWidget.acted)

    def __init__(self, ctx, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.compact = compact
        self.conv: Conversation | None = None
        self._unsub: Callable[[], None] | None = None
        self.widgets: list[MessageWidget] = []
        self.setObjectName("ChatScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = _ScrollContent()
        inner.setObjectName("ChatColumn")
        row = QHBoxLayout(inner)
        m = 10 if compact else 24
        row.setContentsMargins(m, 12, m, 12)
        self.column = QWidget(inner)
        self.column.setMaximumWidth(10_000 if compact else COLUMN_MAX)
        self.column.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row.addStretch(0)
        row.addWidget(self.column, 1)
        row.addStretch(0)
        self.lay = QVBoxLayout(self.column)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(8 if compact else 14)
        self.earlier = self._make_more("EarlierButton", self.load_earlier)
        self.lay.addWidget(self.earlier)
        self.empty = self._make_empty()
        self.lay.addWidget(self.empty)
        self.later = self._make_more("LaterButton", self.load_later)
        self.lay.addWidget(self.later)
        self.lay.addStretch(1)
        self._thread: list[Message] = []  # the thread shown; widgets hold a window of it
        self._start = 0  # the thread index of widgets[0]
        self._settled = False  # set once a (re)built window is scrolled where it belongs
        self._more_queued = False
        self._generation = 0  # a rebuild's scheduled scroll is dropped once another rebuild came
        self.setWidget(inner)
        self._stick = True
        self._marked: MessageWidget | None = None  # the search hit whose words are marked
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        ctx.themeChanged.connect(self._theme_changed)
        ctx.engine.stateChanged.connect(self._engine_changed)

    def _make_more(self, name: str, slot) -> QPushButton:
        b = QPushButton(self)
        b.setObjectName(name)
        b.setFlat(True)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.clicked.connect(slot)
        b.hide()
        return b

    def _make_empty(self) -> QWidget:
        w = QWidget(self)
        w.setObjectName("EmptyState")
        lay = QVBoxLayout(w)
        lay.setContentsMargins(0, 40 if not self.compact else 16, 0, 0)
        title = QLabel("Ask Ling anything", w)
        title.setObjectName("EmptyTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QLabel(
            "Ling-3.0-flash runs on this machine: what you write here never leaves it.\n"
            "Enter sends · Shift+Enter adds a line · Esc stops · Ctrl+K searches your history",
            w,
        )
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setWordWrap(True)
        lay.addWidget(title)
        lay.addWidget(text)
        return w

    # --- binding ---------------------------------------------------------------------------------

    def set_conversation(self, conv: Conversation | None) -> None:
        if self._unsub is not None:
            self._unsub()
            self._unsub = None
        self.conv = conv
        if conv is not None:
            self._unsub = conv.events.connect(self._on_event)
        self.rebuild()

    @property
    def window_range(self) -> tuple[int, int]:
        """The thread indices [start, end) that have widgets."""
        return self._start, self._start + len(self.widgets)

    def thread_length(self) -> int:
        return len(self._thread)

    def rebuild(self, around: int | None = None) -> None:
        """Widgets for the newest WINDOW messages (scrolled to the end), or for WINDOW messages
        around the thread index `around` (the caller scrolls to it)."""
        for w in self.widgets:
            self._drop(w)
        self.widgets = []
        self._generation += 1
        self._settled = False
        self._thread = self.conv.thread() if self.conv is not None else []
        n = len(self._thread)
        if around is None:
            self._start = self._open_start()
        else:
            self._start = max(0, min(around - WINDOW // 2, n - WINDOW))
        for msg in self._thread[self._start : self._start + WINDOW]:
            self._insert(len(self.widgets), msg)
        self.empty.setVisible(not self._thread)
        self._update_more()
        self._stick = around is None
        if around is None:
            gen = self._generation
            QTimer.singleShot(0, self, lambda: self._to_end() if gen == self._generation else None)

    def _open_start(self) -> int:
        """The thread index of the first message built when the chat opens at its end."""
        n = len(self._thread)
        start, chars = n, 0
        while start > 0 and n - start < WINDOW and (chars < OPEN_CHARS or n - start < OPEN_MIN):
            start -= 1
            chars += len(self._thread[start].content)
        return start

    def _insert(self, k: int, msg: Message) -> MessageWidget:
        """A widget for `msg` at position `k` of the widgets."""
        assert self.conv is not None
        w = MessageWidget(self.conv, msg, self.ctx, self.compact)
        w.linkActivated.connect(self.linkActivated)
        w.status.connect(self.status)
        w.editOpened.connect(self._show_editor)
        w.acted.connect(self.acted)
        w.body.rendered.connect(self._lay_out_now)
        self.lay.insertWidget(k + 2, w)  # after the "earlier" button and the empty state
        # Shown now, not at Qt's queued show: until then the layout counts it as empty, and
        # loading messages above could not keep the view where it was.
        w.show()
        self.widgets.insert(k, w)
        return w

    def _append(self, msg: Message) -> MessageWidget:
        return self._insert(len(self.widgets), msg)

    def _drop(self, w: MessageWidget) -> None:
        self.lay.removeWidget(w)
        w.hide()  # gone from the screen now; freed at the next turn of the event loop
        w.deleteLater()

    def _update_more(self) -> None:
        start, end = self.window_range
        later = len(self._thread) - end
        self.earlier.setVisible(start > 0)
        if start > 0:
            self.earlier.setText(f"↑ Show earlier messages ({start:,} more)")
        self.later.setVisible(later > 0)
        if later > 0:
            self.later.setText(f"↓ Show newer messages ({later:,} more)")

    def _movable(self, w: MessageWidget) -> bool:
        """A widget that may go: not streaming or waiting, not being edited, not just jumped to."""
        return not w.msg.busy and w.editor is None and w is not self._marked

    def _anchor_y(self, w: QWidget) -> int:
        return w.mapTo(self.widget(), QPoint(0, 0)).y()  # type: ignore[arg-type]  # set in __init__

    def _keep_place(self, anchor: QWidget | None, y0: int) -> None:
        """Lay out now and scroll so that `anchor` stays where it was on the screen."""
        if anchor is None:
            return
        self._lay_out_from(anchor)
        shift = self._anchor_y(anchor) - y0
        if shift:
            bar = self.verticalScrollBar()
            bar.setValue(bar.value() + shift)

    def load_earlier(self) -> int:
        """Widgets for up to STEP messages above the first one built, the view kept steady;
        widgets far below go if more than KEEP are built. Returns how many came."""
        self._more_queued = False
        count = min(STEP, self._start)
        if self.conv is None or count <= 0:
            return 0
        anchor = self.widgets[0] if self.widgets else None
        y0 = self._anchor_y(anchor) if anchor is not None else 0
        for k, msg in enumerate(self._thread[self._start - count : self._start]):
            self._insert(k, msg)
        self._start -= count
        self._update_more()
        self._keep_place(anchor, y0)
        while len(self.widgets) > KEEP and self._movable(self.widgets[-1]):
            self._drop(self.widgets.pop())  # below the screen: nothing above moves
        self._update_more()
        return count

    def load_later(self) -> int:
        """Widgets for up to STEP messages below the last one built; widgets far above go
        if more than KEEP are built (the view kept steady). Returns how many came."""
        self._more_queued = False
        end = self.window_range[1]
        count = min(STEP, len(self._thread) - end)
        if self.conv is None or count <= 0:
            return 0
        for msg in self._thread[end : end + count]:
            self._append(msg)
        self._update_more()
        self._trim_top()
        return count

    def _trim_top(self) -> None:
        if len(self.widgets) <= KEEP or not self._movable(self.widgets[0]):
            return
        cut = 0
        while len(self.widgets) - cut > KEEP and self._movable(self.widgets[cut]):
            cut += 1
        anchor = self.widgets[cut]
        inner = self.widget()
        self._lay_out_from(anchor)
        y0 = self._anchor_y(anchor)
        for w in self.widgets[:cut]:
            self._drop(w)
        del self.widgets[:cut]
        self._start += cut
        self._update_more()
        if inner is not None and inner.isVisible():
            self._keep_place(anchor, y0)

    def _on_event(self, event: Event) -> None:
        if event.type == "inserted" and event.message is not None:
            if event.index == len(self._thread):
                at_end = self.window_range[1] == len(self._thread)
                self._thread.append(event.message)
                if at_end:
                    self._append(event.message)
                    self.empty.hide()
                    for w in self.widgets[-3:-1]:
                        w.refresh(())  # their branch counts or actions may change
                    self._stick = True
                    self._trim_top()  # a long live chat keeps KEEP widgets, not all
                self._update_more()
            else:
                self.rebuild()
        elif event.type == "reset":
            self.rebuild()
        elif event.type == "changed" and event.message is not None:
            shown = self.widget_for(event.message.id)
            if shown is not None:
                shown.refresh(event.fields)

    def refresh_waiting(self) -> None:
        """What an answer that has not started yet waits for changed (an app's request)."""
        for w in self.widgets:
            if w.msg.status == STREAMING and not w.msg.content and not w.msg.reasoning:
                w._refresh_state()

    def widget_for(self, message_id: str) -> MessageWidget | None:
        for w in reversed(self.widgets):
            if w.msg.id == message_id:
                return w
        return None

    def _lay_out_now(self) -> None:
        source = self.sender()
        if isinstance(source, QWidget):
            self._lay_out_from(source)

    def _lay_out_from(self, source: QWidget) -> None:
        """The thread laid out once, from the top, in its new height.

        Left to Qt, each widget between a changed block and this scroll area lays itself out
        on its own posted request, the innermost first and in its old height, so every block of
        a message was squeezed by the growth, then laid out again once the scroll area had
        resized the thread: every block resized and repainted twice per streamed render.
        """
        inner = self.widget()
        if inner is None or inner.layout() is None:
            return
        chain: list[QWidget] = []
        w: QWidget | None = source
        while w is not None and w is not inner:
            w.updateGeometry()  # invalidates the layout it sits in
            chain.append(w)
            w = w.parentWidget()
        if w is None or not inner.isVisible():
            return
        h = max(inner.heightForWidth(inner.width()), self.viewport().height())
        if h != inner.height():
            inner.resize(inner.width(), h)  # lays out every level whose height changed
        inner.layout().activate()  # type: ignore[union-attr]  # checked at the top
        for w in reversed(chain):  # and, top-down, the levels whose height did not change
            if (lay := w.layout()) is not None:
                lay.activate()

    # --- scrolling -------------------------------------------------------------------------------

    def _scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        at_end = self.window_range[1] == len(self._thread)
        self._stick = at_end and value >= bar.maximum() - 40
        if not self._settled or self._more_queued:
            return
        # Near either end of what is built, the next messages come (after this scroll event).
        if value <= EDGE_PX and self._start > 0:
            self._more_queued = True
            QTimer.singleShot(0, self, self.load_earlier)
        elif value >= bar.maximum() - EDGE_PX and not at_end:
            self._more_queued = True
            QTimer.singleShot(0, self, self.load_later)

    def _range_changed(self, _lo: int, hi: int) -> None:
        if self._stick:
            self.verticalScrollBar().setValue(hi)

    def scroll_to_end(self) -> None:
        """The end of the thread: its newest messages are built first if they were not."""
        if self.window_range[1] < len(self._thread):
            self.rebuild()
        self._to_end()

    def _to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        self._stick = True
        self._settled = True

    def _show_editor(self, editor: QWidget) -> None:
        self._stick = False  # an answer streaming below must not pull the box away

        def show() -> None:
            self.widget().layout().activate()  # type: ignore[union-attr]  # the box's place is known only once laid out
            self.ensureWidgetVisible(editor, 0, 40)

        QTimer.singleShot(0, show)

    def scroll_to_message(
        self, message_id: str, highlight: bool = False, terms: list[str] | None = None
    ) -> None:
        """Show a message; a search result's is framed for a while and its `terms` are marked
        (until the next jump or another conversation)."""
        w = self.widget_for(message_id)
        if w is None:
            index = self.conv.thread_index(message_id) if self.conv is not None else -1
            if index < 0:
                return
            self.rebuild(around=index)  # only the messages around it get widgets
            w = self.widget_for(message_id)
            if w is None:
                return
        self._stick = False
        if self._marked is not None and shiboken6.isValid(self._marked):
            self._marked.body.mark([])
        self._marked = None
        if terms:
            self._marked = w
            self._mark_when_rendered(w, terms, tries=40)
        gen = self._generation

        def show() -> None:
            if shiboken6.isValid(w):
                self.ensureWidgetVisible(w, 0, 60)
            if gen == self._generation:
                self._settled = True  # from now on scrolling to either end loads more

        QTimer.singleShot(0, self, show)
        if highlight:
            w.set_highlighted(True)
            QTimer.singleShot(HIGHLIGHT_MS, w, lambda: w.set_highlighted(False))

    def _mark_when_rendered(self, w: MessageWidget, terms: list[str], tries: int) -> None:
        # A long message is formatted off the GUI thread: its blocks exist only once it is done.
        if not shiboken6.isValid(w) or self._marked is not w:
            return
        if w.body.rendering and tries > 0:
            QTimer.singleShot(50, w, lambda: self._mark_when_rendered(w, terms, tries - 1))
            return
        w.body.mark(terms)
        QTimer.singleShot(
            0, lambda: self.ensureWidgetVisible(w, 0, 60) if shiboken6.isValid(w) else None
        )

    # --- theme / engine --------------------------------------------------------------------------

    def _theme_changed(self, _theme) -> None:
        for w in self.widgets:
            w.set_renderer(self.ctx.renderer())

    def _engine_changed(self, _state: str, _detail: str) -> None:
        for w in self.widgets[-4:]:
            if w.msg.role == "assistant":
                w._refresh_state()

    def last_code_block(self) -> str | None:
        """The thread's last code block, built or not (one without a widget is rendered here
        when its text has a fence: only those can hold one)."""
        built = {w.msg.id: w for w in self.widgets}
        for msg in reversed(self._thread):
            w = built.get(msg.id)
            if w is not None:
                blocks = w.body.code_blocks()
            elif "```" in msg.content or "~~~" in msg.content:
                text = user_markdown(msg.content) if msg.role == "user" else msg.content
                blocks = [
                    b for b in self.ctx.renderer().blocks(text) if b.kind in ("code", "bigcode")
                ]
            else:
                continue
            if blocks:
                return blocks[-1].code
        return None
