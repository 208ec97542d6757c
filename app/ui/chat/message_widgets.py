"""One message of the thread as widgets: its bubble, state box, figures and actions.

MessageWidget shows a message and follows its changes (only the streaming one changes); EditBox
is the in-place editor of a user message (the composer's keys); stats_text, the figures under an
answer. The list that holds these widgets, and which of them are built, is ChatView (view.py).
"""

from __future__ import annotations

import html
import re
from typing import cast

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.docs import (
    DOCS,
    SOURCES,
    cited_words,
    passage_for,
    shown_sources,
    thread_docs,
)
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
    Message,
)
from app.core.telemetry import DEFINITIONS
from app.core.words import decimal, grouped, translate
from app.ui.a11y import announce, describe
from app.ui.chat.composer_edit import SEND_KEYS_HINT, send_key
from app.ui.chat.render import MarkdownView
from app.ui.chat.thinking import ThinkingSection
from app.ui.docs.library import PassageDialog, SentDialog, source_text
from app.ui.tools.cards import ToolsBox

COLUMN_MAX = 860
STATE_TEXT_MAX = 2000


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
    # The definitions are the status panel's (app/core/telemetry, context "telemetry").
    if s.get("decode_tps"):
        parts.append(f"{decimal(s['decode_tps'])} tok/s")
        tips.append(translate("telemetry", DEFINITIONS["decode_tps"]))
    elif msg.status == STREAMING and s.get("live_tps"):
        parts.append(f"{decimal(s['live_tps'])} tok/s")
        tips.append(translate("telemetry", DEFINITIONS["decode_tps"]))
    if s.get("ttft_s") is not None:
        parts.append(f"TTFT {decimal(s['ttft_s'], 2)} s")
        tips.append(translate("telemetry", DEFINITIONS["ttft"]))
    if s.get("accept_len"):
        parts.append(
            translate("chat", "accept {length}", "accept length").format(
                length=decimal(s["accept_len"], 2)
            )
        )
        tips.append(translate("telemetry", DEFINITIONS["accept_len"]))
    if s.get("completion_tokens"):
        tok = translate("chat", "{count} tokens").format(count=grouped(s["completion_tokens"]))
        if s.get("reasoning_tokens"):
            tok = translate("chat", "{count} tokens ({thinking} thinking)").format(
                count=grouped(s["completion_tokens"]), thinking=grouped(s["reasoning_tokens"])
            )
        parts.append(tok)
        tips.append(
            translate(
                "chat", "Tokens generated for this answer, thinking included (engine's count)."
            )
        )
    if s.get("cached_tokens") is not None and s.get("prompt_tokens"):
        parts.append(
            translate("chat", "cached {cached} of {prompt} prompt tokens").format(
                cached=grouped(s["cached_tokens"]), prompt=grouped(s["prompt_tokens"])
            )
        )
        tips.append(
            translate(
                "chat",
                "Prompt tokens SGLang's prefix cache reused instead of reading them again "
                "(documents and earlier turns kept first in the prompt are reused by follow-ups).",
            )
        )
    return "  ·  ".join(parts), "\n\n".join(tips)


MIN_MESSAGE_WIDTH = 120  # px: below this, the column's own minimum rules


class MessageWidget(QFrame):
    """One message: body, thinking, state, figures and actions."""

    linkActivated = Signal(str)
    status = Signal(str)
    editOpened = Signal(QWidget)  # the edit box, to be scrolled into view
    acted = Signal()  # regenerate, retry, an edit sent or cancelled: typing goes on below
    refitted = Signal()  # its parts moved (the figures' line): its height changed

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
        self.body.codeCopied.connect(
            lambda _c: self.status.emit(translate("chat", "Code block copied."))
        )
        self._thinking: ThinkingSection | None = None
        self._state: tuple[QFrame, QLabel, QPushButton, QPushButton, QPushButton] | None = None
        self.editor: QWidget | None = None
        self._state_timer = QTimer(self)
        self._state_timer.setSingleShot(True)
        self._state_timer.setInterval(250)
        self._state_timer.timeout.connect(self.refresh_state)
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
            self.doc_note = QLabel(
                translate("chat", "Documents: {note}").format(note=docs["note"]), self
            )
            self.doc_note.setObjectName("DocNote")
            self.doc_note.setWordWrap(True)
            self.doc_note.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.doc_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            outer.addWidget(self.doc_note)
        self.footer = QHBoxLayout()
        self.footer.addStretch(1)
        self._add_branch_nav()
        self.edit_button = _tool(translate("chat", "Edit"), translate(
            "chat", "Edit this message and send it again (the earlier version stays reachable "
            "with ‹ ›)"), self)  # fmt: skip
        self.edit_button.clicked.connect(self.start_edit)
        self.copy_button = _tool(
            translate("chat", "Copy"), translate("chat", "Copy this message as markdown"), self
        )
        self.copy_button.clicked.connect(self.copy)
        self.footer.addWidget(self.edit_button)
        self.footer.addWidget(self.copy_button)
        self._add_delete()
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
        # By keyboard too: Tab steps through the sources, Enter opens one.
        self.sources.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.sources.linkActivated.connect(self.show_source)
        self.sources.hide()
        self.passage: PassageDialog | None = None
        self.sent_dialog: SentDialog | None = None
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
        self.copy_button = _tool(
            translate("chat", "Copy"), translate("chat", "Copy this answer as markdown"), self
        )
        self.copy_button.clicked.connect(self.copy)
        self.regen_button = _tool(
            translate("chat", "Regenerate"),
            translate("chat", "Write a new answer beside this one"),
            self,
        )
        self.regen_button.clicked.connect(self.regenerate)
        self.footer.addWidget(self.copy_button)
        self.footer.addWidget(self.regen_button)
        self._add_delete()
        outer.addLayout(self.footer)

    def _add_delete(self) -> None:
        self.delete_button = _tool(
            translate("chat", "Delete"),
            translate(
                "chat",
                "Delete this branch: this message and every message below it, their text erased "
                "from disk",
            ),
            self,
        )
        self.delete_button.clicked.connect(self.delete_branch)
        self.footer.addWidget(self.delete_button)

    # The thinking, the state box and the branch switcher are made the first time they have
    # something to show: most messages never need them, and every widget made costs memory (a message
    # widget with all its parts weighed ~300 KB).

    def _add_branch_nav(self) -> None:
        self._nav: tuple[QToolButton, QLabel, QToolButton] | None = None
        self._nav_at = self.footer.count()  # where it goes in the footer

    def _branch_nav(self) -> tuple[QToolButton, QLabel, QToolButton]:
        if self._nav is None:
            prev = _tool("‹", translate("chat", "Previous version"), self)
            describe(
                prev,
                translate("chat", "Previous version"),
                translate("chat", "Show the earlier version of this message"),
            )
            label = QLabel(self)
            label.setObjectName("MetaLabel")
            nxt = _tool("›", translate("chat", "Next version"), self)
            describe(
                nxt,
                translate("chat", "Next version"),
                translate("chat", "Show the later version of this message"),
            )
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
            retry = QPushButton(translate("chat", "Retry"), box)
            retry.clicked.connect(self.retry)
            restart = QPushButton(translate("chat", "Restart engine"), box)
            restart.clicked.connect(self._restart_engine)
            cancel = QPushButton(translate("chat", "Cancel"), box)
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
                self._announce_end()
                self.body.setVisible(bool(msg.content))
                if msg.role != "user" and msg.reasoning and self.thinking is not None:
                    self.thinking.show_text(msg.reasoning, False, True, msg.stats.get("thinking_s"))
            self._last_status = msg.status
        if msg.role == "user":
            self._fit_bubble()
        else:
            if "meta" in what or "status" in what:
                self._refresh_tools()
            self.refresh_state()
            if "meta" in what or "status" in what:
                self._refresh_sources()
        self._refresh_branch()

    def _announce_end(self) -> None:
        """Say that the answer ended, and how (only where it is on screen: the side panel may
        show the same conversation)."""
        if not self.isVisible() or self.msg.role == "user":
            return
        msg = self.msg
        if msg.status == DONE:
            words = len(msg.content.split())
            announce(self, translate("chat", "Answer finished, %n word(s).", None, words))
        elif msg.status == STOPPED:
            announce(self, translate("chat", "Answer stopped; the text so far is kept."))
        elif msg.status in (ERROR, INTERRUPTED):
            why = msg.error or translate("chat", "no reason given")
            announce(
                self, translate("chat", "Answer failed: {why}").format(why=why), assertive=True
            )

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
        asking = self.ctx.chat.waiting_decision(self.msg)
        self.tool_cards.show_meta(meta, self._decide if asking else None)

    def _decide(self, decision: str) -> None:
        self.ctx.chat.decide(self.msg, decision)

    def _refresh_sources(self) -> None:
        # The passages the answer cites; when it cites none, one line says so (not a link for
        # every page of a long PDF) with the way to see what was sent.
        shown, given = shown_sources(self.msg.meta, self.msg.content)
        if shown:
            links = " · ".join(
                f'<a href="source:{int(s["n"])}">{html.escape(source_text(s))}</a>' for s in shown
            )
            self.sources.setText(translate("chat", "<b>Sources</b>  {links}").format(links=links))
            self.sources.setToolTip(
                translate(
                    "chat",
                    "Click a source (or Tab to it and press Enter) to read the passage and open "
                    "the file there",
                )
            )
        elif given:
            self.sources.setText(
                translate(
                    "chat",
                    "<b>Sources</b>  none cited: this answer names none of the %n passage(s) it "
                    'was given. <a href="sent:">Show what was sent</a>',
                    None,
                    given,
                )
            )
            self.sources.setToolTip(
                translate("chat", "See the documents and passages that went with the question")
            )
        else:
            self.sources.hide()
            return
        self.sources.show()

    def show_sent(self) -> SentDialog:
        """What went with the question: the documents' notes and each passage given."""
        thread = self.conv.path_to(self.msg.parent_id)
        notes = []
        for m in thread:
            docs = m.meta.get(DOCS) if m.role == "user" else None
            if isinstance(docs, dict) and docs.get("note"):
                notes.append(translate("chat", "Documents: {note}").format(note=docs["note"]))
        given = thread_docs(thread).sources
        if self.sent_dialog is not None:
            self.sent_dialog.close()
        self.sent_dialog = SentDialog(notes, [given[n] for n in sorted(given)], len(given), self)
        self.sent_dialog.text.anchorClicked.connect(lambda url: self.show_source(url.toString()))
        self.sent_dialog.show()
        return self.sent_dialog

    def show_source(self, link: str) -> PassageDialog | SentDialog | None:
        """The passage [n] as the model was given it, the answer's words citing it marked."""
        if link == "sent:":
            return self.show_sent()
        try:
            n = int(link.removeprefix("source:"))
        except ValueError:
            return None
        thread = self.conv.path_to(self.msg.parent_id)
        source = next((s for s in self.msg.meta.get(SOURCES) or [] if s.get("n") == n), None)
        if source is None:  # one the answer did not cite, from "what was sent"
            source = thread_docs(thread).sources.get(n)
        if source is None:
            return None
        if self.passage is not None:
            self.passage.close()
        self.passage = PassageDialog(
            source, passage_for(thread, n), cited_words(self.msg.content, n), self
        )
        self.passage.show()
        return self.passage

    def refresh_state(self) -> None:
        msg = self.msg
        engine = self.ctx.engine.state
        kind = ""
        if msg.status == ERROR:
            kind, text = "ErrorBox", msg.error or translate("chat", "The answer failed.")
        elif msg.status == QUEUED:
            kind = "QueuedBox"
            text = translate("chat", "Waiting for the engine to be ready; this goes out then.")
        elif msg.status == INTERRUPTED:
            kind = "ErrorBox"
            text = msg.error or translate("chat", "Ling Desk ended while this was written.")
        elif msg.status == STOPPED:
            kind = "QueuedBox"
            text = msg.error or translate("chat", "Stopped. The text so far is kept.")
        elif msg.status == DONE and msg.error:
            kind, text = "QueuedBox", msg.error
        elif (
            msg.status == STREAMING and (msg.meta.get(TOOL_PENDING) or {}).get("state") == "asking"
        ):
            kind = "QueuedBox"
            text = translate("chat", "Waiting for your decision on the tool call above.")
        elif msg.status == STREAMING and not msg.content and not msg.reasoning:
            # At batch 1 an app's request through the local API holds the engine: say whose.
            busy = self.ctx.serving_text
            kind, text = (
                "QueuedBox",
                (
                    translate(
                        "chat", "Waiting for {app}; this answer starts right after it."
                    ).format(app=busy)
                    if busy
                    else translate("chat", "Waiting for the first token…")
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
        self.restart_button.setText(
            translate("chat", "Restart engine")
            if engine == "crashed"
            else translate("chat", "Start engine")
        )
        self.cancel_button.setVisible(msg.status == QUEUED)
        self._refresh_stats()

    def _refresh_stats(self) -> None:
        msg = self.msg
        text, tip = stats_text(msg)
        if self.stats.text() != text:
            self.stats.setText(text)
            if self.width() > 0:
                self._fit_stats(self.width())  # longer figures may no longer fit beside
            self.stats.setToolTip(tip)
        busy = msg.busy
        self.regen_button.setEnabled(not busy)
        self.delete_button.setEnabled(not busy)  # (the click checks the branch below too)
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
        self.refit()

    def minimumSizeHint(self) -> QSize:
        # Never wider than the column can be: a layout measures a widget's height at no less
        # than its minimum width, so a wide table or code line (at 200 % in a narrow window)
        # had the message measured at 729 px while 421 px wide, and its end cut off.
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), MIN_MESSAGE_WIDTH), hint.height())

    def refit(self) -> None:
        """Fit the parts that depend on the width and the font (a resize, a zoom)."""
        if self.msg.role == "user":
            self._fit_bubble()
        elif self.width() > 0:
            self._fit_stats(self.width())

    def _fit_stats(self, width: int) -> None:
        """The figures beside the buttons while their line fits there, else on their own line
        above them (at 200 % in a narrow window they were one word per line)."""
        if self.compact or not hasattr(self, "stats"):
            return
        outer = cast(QVBoxLayout, self.layout())
        beside = self.footer.indexOf(self.stats) >= 0
        buttons = sum(
            w.sizeHint().width() + self.footer.spacing()
            for i in range(self.footer.count())
            if (item := self.footer.itemAt(i)) is not None
            and (w := item.widget()) is not None and w is not self.stats
            and not w.isHidden()
        )  # fmt: skip
        plain = html.unescape(re.sub(r"<[^>]+>", "", self.stats.text()))
        one_line = self.stats.fontMetrics().horizontalAdvance(plain) + 8
        want_beside = width - buttons >= one_line
        if want_beside == beside:
            return
        at = outer.indexOf(self.footer)
        if want_beside:
            outer.removeWidget(self.stats)
            self.footer.insertWidget(0, self.stats, 1)
        else:
            self.footer.removeWidget(self.stats)
            outer.insertWidget(at, self.stats)
        # After this resize is over: the chat lays itself out again at the new height.
        QTimer.singleShot(0, self, self.refitted.emit)

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
        self.status.emit(translate("chat", "Message copied."))

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

    def delete_branch(self) -> int:
        """Delete this message and its descendants after the user confirms; their text is
        erased from disk at once. Refused while an answer in the branch is being written.
        Returns how many messages went."""
        if self.ctx.branch_busy(self.conv, self.msg):
            self.status.emit(
                translate("chat", "An answer in this branch is being written: stop it first.")
            )
            return 0
        n = len(self.conv.subtree(self.msg.id))
        if not self._confirm_delete(n):
            return 0
        gone = self.ctx.delete_branch(self.conv, self.msg)
        if gone:
            self.status.emit(
                translate("chat", "Branch deleted: %n message(s) erased from disk.", None, gone)
            )
        return gone

    def _confirm_delete(self, n: int) -> bool:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("chat", "Delete messages"))
        box.setText(
            translate("chat", "Delete this message?")
            if n == 1
            else translate(
                "chat", "Delete these %n messages (this one and those below it)?", None, n
            )
        )
        box.setInformativeText(
            translate(
                "chat",
                "Its text is erased from disk at once; this cannot be undone. Other branches of "
                "the chat stay.",
            )
            if n == 1
            else translate(
                "chat",
                "Their text is erased from disk at once; this cannot be undone. Other branches "
                "of the chat stay.",
            )
        )
        delete = box.addButton(translate("chat", "Delete"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is delete

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
        hint = QLabel(translate("chat", "Enter sends · Esc cancels"), self.editor)
        hint.setToolTip(
            translate("chat", "{keys} · Ctrl+Enter also sends · Esc cancels").format(
                keys=translate("chat", SEND_KEYS_HINT)
            )
        )
        hint.setObjectName("MetaLabel")
        cancel = QPushButton(translate("chat", "Cancel"), self.editor)
        send = QPushButton(translate("chat", "Send"), self.editor)
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
        self.delete_button.show()
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
