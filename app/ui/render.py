"""Showing markdown blocks as widgets, cheaply while they stream.

`MarkdownView` keeps one widget per block of app.core.chat.markdown: committed blocks are
created once and never touched again; only the widgets of the open tail change. Updates go
through app.ui.throttle's `Throttle` (first call at once, later calls merged) with an interval
that adapts to the cost of the last render (factor 4), so rendering never takes more than a
fifth of the event loop's time.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.markdown import Block, Renderer, StreamingMarkdown
from app.ui.throttle import Throttle


class ProseLabel(QLabel):
    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.block = block
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
        super().changeEvent(event)


class CodeBlockWidget(QFrame):
    """A fenced block: language, a Copy button, highlighted code that scrolls sideways."""

    copied = Signal(str)

    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CodeBlock")
        self.block = block
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
        self.copy_button.setText("Copy")
        self.copy_button.setToolTip("Copy this code block")
        self.copy_button.clicked.connect(self._copy)
        hl.addWidget(self.lang)
        hl.addStretch(1)
        hl.addWidget(self.copy_button)
        lay.addWidget(header)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("CodeScroll")
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll.setWidgetResizable(False)
        self.code = QLabel()
        self.code.setObjectName("CodeText")
        self.code.setTextFormat(Qt.TextFormat.RichText)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setContentsMargins(10, 8, 10, 8)
        self.scroll.setWidget(self.code)
        lay.addWidget(self.scroll)
        self.set_block(block)

    def set_block(self, block: Block) -> None:
        self.block = block
        self.lang.setText(block.lang or "code")
        self.code.setText(block.html)
        self.code.adjustSize()
        self._fit()

    def _fit(self) -> None:
        need_bar = self.code.width() > self.scroll.viewport().width() > 0
        bar = self.scroll.horizontalScrollBar().sizeHint().height() if need_bar else 0
        self.scroll.setFixedHeight(self.code.sizeHint().height() + bar)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.block.code)
        self.copy_button.setText("Copied")
        QTimer.singleShot(1500, lambda: self.copy_button.setText("Copy"))
        self.copied.emit(self.block.code)


class MarkdownView(QWidget):
    """A message body: markdown as block widgets, updated incrementally while streaming."""

    linkActivated = Signal(str)
    codeCopied = Signal(str)

    def __init__(self, renderer: Renderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.stream = StreamingMarkdown(renderer)
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(6)
        self._widgets: list[QWidget] = []
        self._text = ""
        self._shown_len = 0  # length of the text the widgets show
        self._streaming = False
        self.throttle = Throttle(self._render_stream, 33, self, factor=4.0, max_ms=500)

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
        """Show finished text: one full render."""
        self.throttle.cancel()
        self._streaming = False
        self._text = text
        self.stream.reset()
        self._apply(self.renderer.blocks(text) if text.strip() else [])
        self._shown_len = len(text)

    def stream_text(self, text: str) -> None:
        """Streaming: remember the text; render the open tail soon (throttled)."""
        if not self._streaming:
            self._streaming = True
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
        self._text = text
        self._apply(self.stream.final_blocks(text))
        self._shown_len = len(text)

    def _render_stream(self) -> None:
        text = self._text
        update = self.stream.update(text)
        self._apply(update.committed + update.tail)
        self._shown_len = len(text)

    def _apply(self, blocks: list[Block]) -> None:
        widgets = self._widgets
        for i, block in enumerate(blocks):
            if i < len(widgets):
                w = widgets[i]
                if w.block.key == block.key:  # type: ignore[attr-defined]
                    continue
                if w.block.kind == block.kind:  # type: ignore[attr-defined]
                    w.set_block(block)  # type: ignore[attr-defined]
                    continue
                self._lay.removeWidget(w)
                w.deleteLater()
                widgets[i] = self._make(block)
                self._lay.insertWidget(i, widgets[i])
            else:
                widgets.append(self._make(block))
                self._lay.addWidget(widgets[-1])
        while len(widgets) > len(blocks):
            w = widgets.pop()
            self._lay.removeWidget(w)
            w.deleteLater()

    def _make(self, block: Block) -> QWidget:
        if block.kind == "code":
            w = CodeBlockWidget(block, self)
            w.copied.connect(self.codeCopied)
            return w
        w = ProseLabel(block, self)
        w.linkActivated.connect(self.linkActivated)
        return w

    def code_blocks(self) -> list[Block]:
        return [w.block for w in self._widgets if isinstance(w, CodeBlockWidget)]
