"""Showing markdown blocks as widgets, cheaply while they stream.

`MarkdownView` keeps one widget per block of app.core.chat.markdown: committed blocks are
created once and never touched again; only the widgets of the open tail change. Updates go
through app.ui.shell.throttle's `Throttle` (first call at once, later calls merged) with an interval
that adapts to the cost of the last render (factor 4), so rendering never takes more than a
fifth of the event loop's time.
"""

from __future__ import annotations

import asyncio
import bisect
import itertools
import logging

import shiboken6
from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFontDatabase,
    QGuiApplication,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.markdown import (
    ASYNC_CHARS,
    Block,
    Renderer,
    StreamingMarkdown,
    plain_blocks,
    render_in_thread,
)
from app.core.units import human_bytes
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.shell.throttle import Throttle

log = logging.getLogger(__name__)

# Widgets made per event-loop turn when a long message has many blocks.
WIDGETS_PER_TURN = 24


def _size(n: int) -> str:
    return human_bytes(n)


class ChunkedText(QWidget):
    """Plain text in chunks, each chunk one label that exists only near the visible part.

    Its height is the sum of the chunks' heights: measured for the labels that exist, estimated
    from the character and line counts for the others. Labels are made after a paint shows which
    part is visible (a few per event-loop turn) and dropped when far away, so a 10 MB text costs
    the GUI thread about one screenful at a time, at any size and on every resize.
    """

    MARGIN = 800  # px above and below the visible part made ready ahead of scrolling
    KEEP = 4000  # px beyond which labels are dropped
    PER_TURN = 8
    PAD = 2

    def __init__(self, chunks: tuple[str, ...], mono: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChunkedText")
        if mono:
            self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._labels: dict[int, QLabel] = {}
        self._pending = False
        self.set_chunks(chunks)

    def set_chunks(self, chunks: tuple[str, ...]) -> None:
        for lbl in self._labels.values():
            lbl.deleteLater()
        self._labels = {}
        self._chunks = chunks
        self._lines = [c.count("\n") + 1 for c in chunks]
        self._chars = [len(c) for c in chunks]
        self._real: dict[int, int] = {}  # measured heights at width self._w
        self._w = max(1, self.width())
        self._hfw: dict[int, int] = {}
        self._tops = self._layout(self._w)
        self.updateGeometry()
        self.update()

    @property
    def label_count(self) -> int:
        return len(self._labels)

    def _layout(self, width: int) -> list[int]:
        # Measured heights where labels exist, else estimated from the character and line
        # counts; one pass with the font's figures read once (a 10 MB text has ~2,500 chunks
        # and this runs on every resize).
        fm = self.fontMetrics()
        per_line = max(1, width // max(1, fm.averageCharWidth()))
        spacing, pad = fm.lineSpacing(), self.PAD
        real = self._real if width == self._w else {}
        heights = [
            max(lines, -(-chars // per_line)) * spacing + pad
            for lines, chars in zip(self._lines, self._chars, strict=True)
        ]
        for i, h in real.items():
            heights[i] = h
        return [0, *itertools.accumulate(heights)]

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if width == self._w:
            return self._tops[-1]
        h = self._hfw.get(width)
        if h is None:
            h = self._hfw[width] = self._layout(width)[-1]
        return h

    def sizeHint(self) -> QSize:
        return QSize(400, self.heightForWidth(self.width() or 400))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.width() != self._w:
            self._w = max(1, self.width())
            self._hfw.clear()
            self._real = {i: lbl.heightForWidth(self._w) for i, lbl in self._labels.items()}
            self._relayout()

    def _relayout(self) -> None:
        self._tops = self._layout(self._w)
        for i, lbl in self._labels.items():
            lbl.setGeometry(0, self._tops[i], self._w, self._tops[i + 1] - self._tops[i])
        self.updateGeometry()

    def paintEvent(self, event) -> None:
        self._schedule()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._schedule()

    def _schedule(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._materialize)

    def _materialize(self) -> None:
        self._pending = False
        vis = self.visibleRegion().boundingRect()
        if vis.isEmpty() or not self._chunks:
            return
        y0, y1 = vis.top() - self.MARGIN, vis.bottom() + self.MARGIN
        i = max(0, bisect.bisect_right(self._tops, y0) - 1)
        made, changed = 0, False
        while i < len(self._chunks) and self._tops[i] < y1:
            if i not in self._labels:
                if made >= self.PER_TURN:
                    self._schedule()  # the rest in a later turn: input stays responsive
                    break
                lbl = QLabel(self)
                lbl.setTextFormat(Qt.TextFormat.PlainText)
                lbl.setWordWrap(True)
                lbl.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                lbl.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                lbl.setText(self._chunks[i])
                h = lbl.heightForWidth(self._w) + self.PAD
                changed |= h != self._tops[i + 1] - self._tops[i]
                self._real[i] = h
                self._labels[i] = lbl
                lbl.setGeometry(0, self._tops[i], self._w, h)
                lbl.show()
                made += 1
            i += 1
        far = [
            j
            for j in self._labels
            if self._tops[j + 1] < vis.top() - self.KEEP or self._tops[j] > vis.bottom() + self.KEEP
        ]
        for j in far:
            self._labels.pop(j).deleteLater()
        if changed:
            self._hfw.clear()
            self._relayout()


class BigBlockWidget(QFrame):
    """A block too big for markdown: plain text in chunks, with what it is and a Copy button."""

    copied = Signal(str)

    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        code = block.kind == "bigcode"
        self.setObjectName("CodeBlock" if code else "BigText")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        header = QWidget(self)
        header.setObjectName("CodeHeader" if code else "BigTextHeader")
        hl = QHBoxLayout(header)
        hl.setContentsMargins(10 if code else 0, 2, 4, 2)
        self.lang = QLabel(header)
        self.lang.setObjectName("CodeLang" if code else "MetaLabel")
        self.copy_button = QToolButton(header)
        self.copy_button.setObjectName("MsgAction")
        self.copy_button.setText(translate("chat", "Copy"))
        self.copy_button.clicked.connect(self._copy)
        hl.addWidget(self.lang)
        hl.addStretch(1)
        hl.addWidget(self.copy_button)
        lay.addWidget(header)
        body = QWidget(self)
        bl = QVBoxLayout(body)
        bl.setContentsMargins(*((10, 8, 10, 8) if code else (0, 0, 0, 0)))
        self.text = ChunkedText(block.chunks, code, body)
        bl.addWidget(self.text)
        lay.addWidget(body)
        self.set_block(block)

    def set_block(self, block: Block) -> None:
        self.block = block
        what = (
            (block.lang or translate("chat", "code"))
            if block.kind == "bigcode"
            else translate("chat", "Long text")
        )
        size = _size(len(block.code))
        self.lang.setText(
            translate("chat", "{what} · {size}, shown as plain text").format(what=what, size=size)
        )
        self.copy_button.setToolTip(translate("chat", "Copy all {size}").format(size=size))
        if self.text._chunks is not block.chunks:
            self.text.set_chunks(block.chunks)

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.block.code)
        self.copy_button.setText(translate("chat", "Copied"))
        # Bound to the button: no call after the message is gone.
        QTimer.singleShot(
            1500, self.copy_button, lambda: self.copy_button.setText(translate("chat", "Copy"))
        )
        self.copied.emit(self.block.code)


# Where a search hit's words are marked in a message jumped to (a text marker's yellow).
MARK_COLOR = QColor(255, 213, 79, 170)


def mark_terms(rich: str, terms: list[str]) -> tuple[str, int]:
    """`rich` (a label's HTML) with every case-insensitive occurrence of `terms` on a marker
    background, and how many there were. Done on the text Qt shows, not on the HTML, so a term
    never matches inside a tag or an entity."""
    doc = QTextDocument()
    doc.setHtml(rich)
    fmt = QTextCharFormat()
    fmt.setBackground(MARK_COLOR)
    found = 0
    for term in terms:
        cur = doc.find(term, 0)
        while not cur.isNull():
            cur.mergeCharFormat(fmt)
            found += 1
            cur = doc.find(term, cur)
    return (doc.toHtml(), found) if found else (rich, 0)


def _mark_label(label: QLabel, html: str, terms: list[str]) -> int:
    marked, found = mark_terms(html, terms) if terms else (html, 0)
    label.setText(marked)
    return found


class ProseLabel(QLabel):
    def __init__(self, block: Block, parent: QWidget | None = None, quiet: bool = False) -> None:
        super().__init__(parent)
        self.block = block
        if quiet:  # made while an answer streams: the live text says it (MarkdownView)
            self.setAccessibleName(translate("chat", STREAMING_NAME))
        self.setObjectName("Prose")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setOpenExternalLinks(False)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByMouse
        )
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._hfw: dict[int, int] = {}
        self.setText(block.html)

    def set_block(self, block: Block) -> None:
        self.block = block
        self._hfw.clear()
        self.setText(block.html)

    def mark(self, terms: list[str]) -> int:
        """Mark `terms` (none: unmark); the block itself is unchanged."""
        self._hfw.clear()
        return _mark_label(self, self.block.html, terms)

    def minimumSizeHint(self) -> QSize:
        # Never wider than a narrow column: the layout measures the height at no less than the
        # minimum width, so a wide table at 200 % was measured too short and its end cut off.
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 120), hint.height())

    def heightForWidth(self, width: int) -> int:
        # QLabel lays its rich text out again on every call, and a relayout of the chat asks
        # every label several times: remember the answer until the text changes, so a
        # streamed token costs the open tail only, not every finished block above it.
        h = self._hfw.get(width)
        if h is None:
            h = self._hfw[width] = super().heightForWidth(width)
        return h

    def changeEvent(self, event) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._hfw.clear()
            # The layout holding it keeps its own copy of the old heights until told: a new
            # font (a zoom) left the text cut at its old height.
            self.updateGeometry()
        super().changeEvent(event)


class CodeBlockWidget(QFrame):
    """A fenced block: language, a Copy button, highlighted code that scrolls sideways."""

    copied = Signal(str)

    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CodeBlock")
        self.block = block
        # Exactly its content's height: a streamed render first lays the message out in its
        # old height, and a shrinkable block took a few pixels of that deficit on every
        # render, so every code block above resized (and repainted) twice per render.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        header = QWidget(self)
        header.setObjectName("CodeHeader")
        hl = QHBoxLayout(header)
        hl.setContentsMargins(10, 2, 4, 2)
        self.lang = QLabel(header)
        self.lang.setObjectName("CodeLang")
        self.copy_button = QToolButton(header)
        self.copy_button.setObjectName("MsgAction")
        self.copy_button.setText(translate("chat", "Copy"))
        self.copy_button.setToolTip(translate("chat", "Copy this code block"))
        self.copy_button.clicked.connect(self._copy)
        hl.addWidget(self.lang)
        hl.addStretch(1)
        hl.addWidget(self.copy_button)
        lay.addWidget(header)
        self.code_scroll = QScrollArea(self)  # not `scroll`: QWidget.scroll()
        self.code_scroll.setObjectName("CodeScroll")
        self.code_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.code_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.code_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.code_scroll.setWidgetResizable(False)
        self.code = QLabel()
        self.code.setObjectName("CodeText")
        self.code.setTextFormat(Qt.TextFormat.RichText)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setContentsMargins(10, 8, 10, 8)
        self.code_scroll.setWidget(self.code)
        lay.addWidget(self.code_scroll)
        self.set_block(block)

    def set_block(self, block: Block) -> None:
        self.block = block
        self.lang.setText(block.lang or translate("chat", "code"))
        self.code.setText(block.html)
        self.code.adjustSize()
        self._fit()

    def mark(self, terms: list[str]) -> int:
        found = _mark_label(self.code, self.block.html, terms)
        self.code.adjustSize()
        self._fit()
        return found

    def _fit(self) -> None:
        need_bar = self.code.width() > self.code_scroll.viewport().width() > 0
        bar = self.code_scroll.horizontalScrollBar().sizeHint().height() if need_bar else 0
        height = self.code.sizeHint().height() + bar
        if (self.code_scroll.minimumHeight(), self.code_scroll.maximumHeight()) != (height, height):
            self.code_scroll.setFixedHeight(height)
            # Now, not when this frame's own layout runs later: the message's layout (done
            # from the top right after a render) must see the new height.
            self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.block.code)
        self.copy_button.setText(translate("chat", "Copied"))
        QTimer.singleShot(1500, lambda: self.copy_button.setText(translate("chat", "Copy")))
        self.copied.emit(self.block.code)


# Set and compared as translate("chat", STREAMING_NAME).
STREAMING_NAME = QT_TRANSLATE_NOOP("chat", "Part of the answer being written")
LIVE_LINGER_MS = 3000


class LiveText(QPlainTextEdit):
    """The streamed answer as a screen reader hears it: each new piece of text is appended, so
    assistive tools get it as a text insertion (AT-SPI object:text-changed:insert) instead of
    the whole paragraph again on every token. Exposed, not drawn (0 x 0, like a web page's
    visually hidden live region); it exists only while an answer streams and an assistive tool
    is listening."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("LiveAnswer")
        self.setReadOnly(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAccessibleName(translate("chat", "Answer being written"))
        self.setAccessibleDescription(
            translate("chat", "Ling's answer so far; new text is added as it arrives")
        )
        self.setGeometry(0, 0, 0, 0)
        self.text = ""  # what was given so far (no toPlainText() of a long answer per token)
        self.show()

    def follow(self, text: str) -> None:
        if text.startswith(self.text):
            new = text[len(self.text) :]
            if not new:
                return
            cursor = self.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText(new)
        else:  # the text was replaced (rare): said once, whole
            self.setPlainText(text)
        self.text = text


class MarkdownView(QWidget):
    """A message body: markdown as block widgets, updated incrementally while streaming."""

    linkActivated = Signal(str)
    codeCopied = Signal(str)
    rendered = Signal()  # a streamed render changed the blocks (the chat lays itself out now)

    def __init__(self, renderer: Renderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.stream = StreamingMarkdown(renderer)
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(6)
        # Height the layout is given beyond the blocks' own goes here, not spread over every
        # block: spread, it changed each block's height by a pixel or two on every streamed
        # render, and every block then resized and repainted.
        self._lay.addStretch(1)
        self._widgets: list[QWidget] = []
        self._unshown: list[QWidget] = []  # made by this render, shown after its layout
        self._text = ""
        self._shown_len = 0  # length of the text the widgets show
        self._streaming = False
        self._gen = 0  # bumped by every new text: a late background render is dropped
        self.rendering = False  # a background render is running
        self.throttle = Throttle(self._render_stream, 33, self, factor=4.0, max_ms=500)
        self._live: LiveText | None = None

    @property
    def shown_length(self) -> int:
        return self._shown_len

    def blocks(self) -> list[Block]:
        return [w.block for w in self._widgets]  # type: ignore[attr-defined]

    def set_renderer(self, renderer: Renderer) -> None:
        """A theme change: every block is rendered again with the new colours."""
        self.renderer = renderer
        self.stream = StreamingMarkdown(renderer)
        for w in self._widgets:
            w.deleteLater()
        self._widgets = []
        if self._streaming:
            self._render_stream()
        else:
            self.set_text(self._text)

    def set_text(self, text: str) -> None:
        """Show finished text: one full render (off the GUI thread for a long text)."""
        if not self._streaming and text is self._text and (self._widgets or self.rendering):
            return  # already shown (or on its way)
        self.throttle.cancel()
        self._streaming = False
        self._end_live()
        self._text = text
        self._gen += 1
        self.stream.reset()
        if len(text) > ASYNC_CHARS and self._render_later(text):
            return
        try:
            blocks = self.renderer.blocks(text) if text.strip() else []
        except Exception:  # the chat must open even if one message cannot be formatted
            log.exception("rendering a message failed: shown as plain text")
            blocks = plain_blocks(text)
        self._apply(blocks)
        self._shown_len = len(text)

    def _render_later(self, text: str) -> bool:
        """Parse in a worker thread; the widgets are made here when it is done."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False  # no event loop (a plain script): render here
        gen = self._gen
        note = f"<i>Formatting a long message ({_size(len(text))})…</i>"
        self._apply([Block.make("prose", note)])
        self.rendering = True
        fut = loop.run_in_executor(None, render_in_thread, self.renderer.colors, text)

        def done(f: asyncio.Future) -> None:
            if not shiboken6.isValid(self) or gen != self._gen:
                return
            self.rendering = False
            blocks = f.result() if not f.cancelled() and f.exception() is None else None
            if blocks is None:
                blocks = plain_blocks(text)
            self._apply_in_turns(blocks, gen)
            self._shown_len = len(text)

        fut.add_done_callback(done)
        return True

    def _apply_in_turns(self, blocks: list[Block], gen: int, upto: int = WIDGETS_PER_TURN) -> None:
        """Make the widgets of many blocks a few per event-loop turn."""
        if not shiboken6.isValid(self) or gen != self._gen:
            return
        self._apply(blocks[:upto])
        if upto < len(blocks):
            nxt = upto + WIDGETS_PER_TURN
            QTimer.singleShot(0, self, lambda: self._apply_in_turns(blocks, gen, nxt))

    def stream_text(self, text: str) -> None:
        """Streaming: remember the text; render the open tail soon (throttled)."""
        if not self._streaming:
            self._streaming = True
            self._gen += 1
            self.rendering = False
            self.stream.reset()
        self._text = text
        self.throttle()

    def finish(self, text: str) -> None:
        """The stream ended: render the whole text once, as the committed pieces (already
        final, cached) plus the rest, so the widgets of finished blocks are kept as they are."""
        self.throttle.cancel()
        if not self._streaming or len(text) < self.stream.cut:
            self.set_text(text)
            return
        self._streaming = False
        if self._live is not None:
            self._live.follow(text)  # the last piece, before the blocks speak again
        self._end_live()
        self._text = text
        self._apply(self.stream.final_blocks(text), streamed=True)
        self._shown_len = len(text)
        self.rendered.emit()
        self._show_new()

    def _render_stream(self) -> None:
        text = self._text
        update = self.stream.update(text)
        if self._live is None and QAccessible.isActive():
            self._live = LiveText(self)
        self._apply(update.committed + update.tail, streamed=True)
        self._shown_len = len(text)
        if self._live is not None:
            self._live.follow(text)
        self.rendered.emit()
        self._show_new()

    def _end_live(self) -> None:
        """The stream ended: the blocks speak for themselves again (each says its text once)."""
        if self._live is None:
            return
        # A screen reader asks about an event's source after the event: the live text stays a
        # moment after its last piece, then goes (a finished answer is read from its blocks).
        QTimer.singleShot(LIVE_LINGER_MS, self._live, self._live.deleteLater)
        self._live = None
        streaming = translate("chat", STREAMING_NAME)
        for w in self._widgets:
            if isinstance(w, ProseLabel) and w.accessibleName() == streaming:
                w.setAccessibleName("")

    def _apply(self, blocks: list[Block], streamed: bool = False) -> None:
        """The widgets for `blocks`, reusing those whose block is unchanged. New widgets of a
        `streamed` render are shown by the caller after the chat's layout."""
        widgets = self._widgets
        for i, block in enumerate(blocks):
            if i < len(widgets):
                w = widgets[i]
                if w.block.key == block.key:  # type: ignore[attr-defined]
                    continue
                if w.block.kind == block.kind:  # type: ignore[attr-defined]
                    if self._live is not None and isinstance(w, ProseLabel):
                        # A named label does not say its whole text again on every change:
                        # the live text says what was added.
                        w.setAccessibleName(translate("chat", STREAMING_NAME))
                    w.set_block(block)  # type: ignore[attr-defined]
                    continue
                self._lay.removeWidget(w)
                w.deleteLater()
                widgets[i] = self._make(block)
                self._lay.insertWidget(i, widgets[i])
                self._show(widgets[i])
            else:
                widgets.append(self._make(block))
                self._lay.insertWidget(len(widgets) - 1, widgets[-1])  # before the stretch
                self._show(widgets[-1])
        while len(widgets) > len(blocks):
            w = widgets.pop()
            self._lay.removeWidget(w)
            w.deleteLater()
        if not streamed:
            self._show_new()

    def _show(self, w: QWidget) -> None:
        # Shown after the render's layout (`_show_new`), and its space is held meanwhile:
        # showing a widget lays out every ancestor from the inside out in its old height (Qt
        # would do it from a queued call), which squeezed and repainted the whole message.
        policy = w.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        w.setSizePolicy(policy)
        w.ensurePolished()  # the style sheet's fonts and margins: its height is final now
        self._unshown.append(w)

    def _show_new(self) -> None:
        new, self._unshown = self._unshown, []
        for w in new:
            if shiboken6.isValid(w) and w.parent() is self and self.isVisible():
                w.show()

    def _make(self, block: Block) -> QWidget:
        if block.kind in ("bigtext", "bigcode"):
            big = BigBlockWidget(block, self)
            big.copied.connect(self.codeCopied)
            return big
        if block.kind == "code":
            code = CodeBlockWidget(block, self)
            code.copied.connect(self.codeCopied)
            return code
        prose = ProseLabel(block, self, quiet=self._live is not None)
        prose.linkActivated.connect(self.linkActivated)
        return prose

    def mark(self, terms: list[str]) -> int:
        """Mark `terms` in every prose and code block shown (none: unmark); how many were found.
        Giant blocks (plain-text chunks) are left as they are."""
        return sum(w.mark(terms) for w in self._widgets if hasattr(w, "mark"))

    def code_blocks(self) -> list[Block]:
        return [w.block for w in self._widgets if w.block.kind in ("code", "bigcode")]  # type: ignore[attr-defined]
