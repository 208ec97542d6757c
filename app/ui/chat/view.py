"""The conversation as a column of message widgets; only the streaming message changes.

A conversation opens with only its newest page of messages in memory (AppContext.open, the
store's `load_tail`); older pages are read as the user scrolls up to the first one (or jumps to
an older search result), so opening a 50,000-message chat reads 40 rows, not 50,000.

Only a window of the thread has widgets: the newest WINDOW messages when a conversation opens,
more as the user scrolls to either end of it (or jumps to a search result), and the far side's
widgets go once more than KEEP are built. A 50,000-message chat made 50,000 widgets at once
(253 s on the GUI thread, 12.8 GB); the messages themselves stay plain data in the model.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.markdown import user_markdown
from app.core.chat.model import (
    STREAMING,
    Conversation,
    Event,
    Message,
)
from app.core.words import grouped, translate
from app.ui.a11y import describe
from app.ui.chat.message_widgets import COLUMN_MAX, MessageWidget

HIGHLIGHT_MS = 4000  # how long a message jumped to from search stays marked
WINDOW = 40  # message widgets built when a conversation opens (its newest messages)
# ... fewer when their text is long: once OPEN_CHARS of text (several screens) are built, with at
# least OPEN_MIN messages, the rest come as the user scrolls up. Every message built costs its
# widgets' memory (about 25 KB each, a long answer holds dozens) for as long as the chat is shown.
OPEN_CHARS = 12_000
OPEN_MIN = 6
STEP = 40  # how many more come as the user scrolls to either end of what is built
KEEP = 120  # more built than this: the far side's widgets go (off screen by then)
EDGE_PX = 300  # this close to the top or bottom of what is built, the next messages come


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
        describe(
            self,
            translate("chat", "Conversation"),
            translate("chat", "The messages of this chat; Page Up and Page Down scroll"),
        )
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
        ctx.zoomChanged.connect(self._zoomed)
        ctx.engine.stateChanged.connect(self._engine_changed)

    def _make_more(self, name: str, slot) -> QPushButton:
        b = QPushButton(self)
        b.setObjectName(name)
        b.setFlat(True)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.clicked.connect(slot)
        b.hide()
        earlier = name == "EarlierButton"
        if earlier:
            describe(b, translate("chat", "Show earlier messages"),
                     translate("chat", "Load the messages above the ones shown"))  # fmt: skip
        else:
            describe(b, translate("chat", "Show newer messages"),
                     translate("chat", "Load the messages below the ones shown"))  # fmt: skip
        return b

    def _make_empty(self) -> QWidget:
        w = QWidget(self)
        w.setObjectName("EmptyState")
        lay = QVBoxLayout(w)
        lay.setContentsMargins(0, 40 if not self.compact else 16, 0, 0)
        title = QLabel(translate("chat", "Ask Ling anything"), w)
        title.setObjectName("EmptyTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QLabel(
            translate(
                "chat",
                "Ling-3.0-flash runs on this machine: what you write here never leaves it.\n"
                "Enter sends · Shift+Enter adds a line · Esc stops · Ctrl+K searches your history",
            ),
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
        self._thread = self.conv.shown_thread() if self.conv is not None else []
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
        w.refitted.connect(self._lay_out_now)
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

    def _has_older(self) -> bool:
        """Thread messages above those in memory (read when the user scrolls up to them)."""
        return self.conv is not None and self.conv.has_older()

    def _update_more(self) -> None:
        start, end = self.window_range
        later = len(self._thread) - end
        unread = self._has_older()
        self.earlier.setVisible(start > 0 or unread)
        older = self.conv.older if unread and self.conv is not None else 0
        if older is None:  # a branching tree: its thread's length is not known before reading
            self.earlier.setText("↑ " + translate("chat", "Show earlier messages"))
        elif start > 0 or older:
            count = start + older
            self.earlier.setText(
                "↑ "
                + translate("chat", "Show earlier messages ({count} more)").format(
                    count=grouped(count)
                )
            )
        self.later.setVisible(later > 0)
        if later > 0:
            self.later.setText(
                "↓ "
                + translate("chat", "Show newer messages ({count} more)").format(
                    count=grouped(later)
                )
            )

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
        if self.conv is not None and self._start < STEP and self._has_older():
            self.conv.load_older(STEP)  # read from the history ("prepended" moves _start)
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

    def _trim_top(self, keep: int = KEEP) -> None:
        if len(self.widgets) <= keep or not self._movable(self.widgets[0]):
            return
        cut = 0
        while len(self.widgets) - cut > keep and self._movable(self.widgets[cut]):
            cut += 1
        if cut == 0:
            return
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
                    reading_end = self._stick  # at the end, not reading above
                    self._append(event.message)
                    self.empty.hide()
                    for w in self.widgets[-3:-1]:
                        w.refresh(())  # their branch counts or actions may change
                    self._stick = True
                    # A live chat read at its end keeps what opening it would build (a few
                    # screens), not KEEP: each answer's widgets held ~0.4 MiB for the whole
                    # session. Scrolling up builds the earlier ones again, as after an opening.
                    keep = len(self._thread) - self._open_start() if reading_end else KEEP
                    self._trim_top(max(keep, 2))
                self._update_more()
            else:
                self.rebuild()
        elif event.type == "prepended":
            # Older messages came above those in memory: the built ones moved down by as many.
            self._thread = self.conv.shown_thread() if self.conv is not None else []
            self._start += event.index
            self._update_more()
        elif event.type == "reset":
            self.rebuild()
        elif event.type == "changed" and event.message is not None:
            shown = self.widget_for(event.message.id)
            if shown is not None:
                shown.refresh(event.fields)
            if "status" in event.fields and not event.message.busy and self._reading_end():
                # The answer is whole: what an opening would build is known now (at its
                # insertion it was empty and counted as nothing).
                self._trim_top(max(len(self._thread) - self._open_start(), 2))

    def refresh_waiting(self) -> None:
        """What an answer that has not started yet waits for changed (an app's request)."""
        for w in self.widgets:
            if w.msg.status == STREAMING and not w.msg.content and not w.msg.reasoning:
                w.refresh_state()

    def _reading_end(self) -> bool:
        """The user is at the thread's end (its newest messages built, scrolled to them)."""
        return self._stick and self.window_range[1] == len(self._thread)

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
        if value <= EDGE_PX and (self._start > 0 or self._has_older()):
            self._more_queued = True
            QTimer.singleShot(0, self, self.load_earlier)
        elif value >= bar.maximum() - EDGE_PX and not at_end:
            self._more_queued = True
            QTimer.singleShot(0, self, self.load_later)

    def _range_changed(self, _lo: int, hi: int) -> None:
        if self._stick:
            self.verticalScrollBar().setValue(hi)

    @property
    def settled(self) -> bool:
        """Opened and placed (at its end, or where asked): scrolling now loads more."""
        return self._settled

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
            index = self._find(message_id)
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

    def _find(self, message_id: str) -> int:
        """`message_id`'s index in the thread, reading older pages from the history until it
        is in memory (with a half window above it), or -1."""
        conv = self.conv
        if conv is None:
            return -1
        index = conv.shown_index(message_id)
        if index < 0 and conv.has_older():
            conv.load_until(message_id, WINDOW // 2)
            index = conv.shown_index(message_id)
        if 0 <= index < WINDOW // 2 and conv.has_older():
            conv.load_older(WINDOW // 2)
            index = conv.shown_index(message_id)
        return index

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

    def _zoomed(self, _percent: int) -> None:
        """Every height changed: the thread is built again where it was (laid out in place, it
        kept heights measured at the old size: the text cut, blank space below it)."""
        if self.conv is None:
            return
        if self._stick or not self.widgets:
            self.rebuild()
        else:
            first = self._start
            self.rebuild(around=first + WINDOW // 2)

    def _engine_changed(self, _state: str, _detail: str) -> None:
        for w in self.widgets[-4:]:
            if w.msg.role == "assistant":
                w.refresh_state()

    def last_code_block(self) -> str | None:
        """The thread's last code block, built or not (one without a widget is rendered here
        when its text has a fence: only those can hold one); of the messages in memory (a long
        chat's older pages are not read for it)."""
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
