"""The live engine log: batched appends, bounded, searchable, filterable and copyable.

Lines arrive one engine event at a time; they are queued and appended together every
`flush_ms` (one document edit per batch, never one per line), and the document keeps at most
`max_lines` blocks. tqdm progress updates replace the previous progress line, as in a terminal,
and so does each of SGLang's periodic "Decode batch" lines the one before it.

Memory: a block appended to a *visible* QPlainTextEdit is shaped at once and keeps its glyph
data (about 11 KB for a 190-character engine line) until the document is reset, while a document
set in one go shapes only what is shown. So after every `compact_every` appended lines, when the
user is following the end and has nothing selected, the document is set anew from the model (one
~25 ms pass for 5,000 lines): the view's memory stays bounded by `compact_every` lines, not by
`max_lines` (bench/soak: +58 MiB over 10 minutes before).
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QGuiApplication,
    QKeySequence,
    QShortcut,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.engine.logparse import is_decode_status
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.a11y import describe

MAX_LINES = 5000
_USER_SCROLL_EVENTS = (
    QEvent.Type.Wheel,
    QEvent.Type.KeyPress,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
)
COMPACT_EVERY = 50  # appended lines between two resets of the document (see the docstring)
# One line longer than this is cut in the view: Qt lays a block out in time that grows faster
# than its length (a 4 MB line without a newline froze the GUI for minutes, SIGTERM included).
# engine.log keeps the whole line; the marker says so. Well above SGLang's longest real line
# (its one-line server_args, ~12,000 characters), which must stay whole.
MAX_LINE_CHARS = 32_000
MAX_HIGHLIGHTS = 300
_ERROR = re.compile(
    r"Traceback|Error|ERROR|Exception|CUDA error|out of memory|Killed|FATAL|Fatal", re.ASCII
)
_WARN = re.compile(r"WARNING|Warning|WARN\b|warn(?:ing)?:", re.ASCII)

FILTERS = (
    ("all", QT_TRANSLATE_NOOP("status", "All lines")),
    ("problems", QT_TRANSLATE_NOOP("status", "Warnings and errors")),
    ("errors", QT_TRANSLATE_NOOP("status", "Errors only")),
    ("stdout", QT_TRANSLATE_NOOP("status", "stdout")),
    ("stderr", QT_TRANSLATE_NOOP("status", "stderr")),
)


def line_level(text: str) -> str:
    if _ERROR.search(text):
        return "error"
    if _WARN.search(text):
        return "warning"
    return "info"


@dataclass(slots=True)  # up to MAX_LINES of them live
class LogEntry:
    text: str
    stream: str = "stderr"
    progress: bool = False
    level: str = "info"
    # Lines of one kind in a row show as their newest only, as a terminal's progress bar does:
    # "progress" (tqdm) and "decode" (SGLang's Decode batch status, one every 40 decode steps:
    # thousands an hour, which buried everything else and held the log's memory). engine.log
    # keeps every one; the gauges show their figures.
    repeat: str = ""


def capped(text: str, limit: int = MAX_LINE_CHARS) -> str:
    """`text`, or its first `limit` characters and a marker saying how much was cut and where
    the rest is."""
    if len(text) <= limit:
        return text
    more = f"{len(text) - limit:,}"
    cut = translate("status", "({count} more characters, full line in engine.log)")
    return f"{text[:limit]} ... " + cut.format(count=more)


def entry(text: str, stream: str = "stderr", progress: bool = False) -> LogEntry:
    text = capped(text)
    repeat = "progress" if progress else "decode" if is_decode_status(text) else ""
    return LogEntry(text, stream, progress, line_level(text), repeat)


def matches_filter(e: LogEntry, kind: str) -> bool:
    if kind == "problems":
        return e.level in ("error", "warning")
    if kind == "errors":
        return e.level == "error"
    if kind in ("stdout", "stderr"):
        return e.stream == kind
    return True


class LogView(QWidget):
    """A QPlainTextEdit with a toolbar: search, filter, copy."""

    copied = Signal(int)  # lines copied

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        max_lines: int = MAX_LINES,
        flush_ms: int = 150,
        compact_every: int = COMPACT_EVERY,
    ) -> None:
        super().__init__(parent)
        self.max_lines = max_lines
        self.compact_every = compact_every
        self._appended = 0  # lines appended to the document since it was last set in one go
        self.compactions = 0
        self.entries: deque[LogEntry] = deque(maxlen=max_lines)
        self._pending: list[LogEntry] = []
        self._last_doc_repeat = ""  # the repeat kind of the document's last block
        self.flushes = 0
        self.match_count = 0

        self.search = QLineEdit(self)
        self.search.setPlaceholderText(translate("status", "Search the log"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(
            translate("status", "Enter: next match; Shift+Enter: previous match")
        )
        describe(self.search, translate("status", "Search the log"))
        self.only_matching = QCheckBox(translate("status", "Only matching"), self)
        self.only_matching.setToolTip(
            translate("status", "Show only the lines that contain the search text")
        )
        self.filter = QComboBox(self)
        for key, label in FILTERS:
            self.filter.addItem(translate("status", label), key)
        self.filter.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.filter.setMinimumContentsLength(10)
        self.filter.setToolTip(
            translate("status", "Which lines to show: all, warnings and errors, or one stream")
        )
        self.matches = QLabel("", self)
        self.copy_button = QToolButton(self)
        self.copy_button.setText(translate("status", "Copy"))
        self.copy_button.setToolTip(
            translate("status", "Copy the selection, or every shown line when none is selected")
        )
        self.copy_button.clicked.connect(self.copy)

        self.text = QPlainTextEdit(self)
        self.text.setTabChangesFocus(True)  # Tab moves on: no trap
        self.text.setReadOnly(True)
        describe(
            self.text,
            translate("status", "Engine log"),
            translate("status", "The engine's output, newest at the end"),
        )
        self.text.setUndoRedoEnabled(False)
        # Long engine lines wrap at the dock's width: nothing hides off to the right.
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.text.setMaximumBlockCount(max_lines)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setPlaceholderText(
            translate("status", "The engine's output appears here once it starts.")
        )

        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(4)
        bar.addWidget(self.search, 1)
        bar.addWidget(self.matches)
        bar2 = QHBoxLayout()
        bar2.setContentsMargins(0, 0, 0, 0)
        bar2.setSpacing(4)
        bar2.addWidget(self.filter)
        bar2.addWidget(self.only_matching)
        bar2.addStretch(1)
        bar2.addWidget(self.copy_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        lay.addLayout(bar)
        lay.addLayout(bar2)
        lay.addWidget(self.text, 1)

        # Following the end is a state that only the user's own scrolling changes (wheel, keys,
        # the bar), never a reading of the bar: Qt lays lines out after they were appended
        # (SGLang's one-line server_args grows the range by hundreds of lines) and moves the bar
        # itself meanwhile (to the cursor, to the top after a reset), which read as "the user
        # scrolled back" for good and left the log mid-way during a load.
        self.following = True
        self._user_scrolling = False
        vbar = self.text.verticalScrollBar()  # not `bar`: that is the top row's layout
        vbar.valueChanged.connect(self._bar_moved)
        vbar.rangeChanged.connect(self._range_changed)
        for w in (self.text, self.text.viewport(), vbar):
            w.installEventFilter(self)

        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(flush_ms)
        self._flush_timer.timeout.connect(self.flush)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(200)
        self._search_timer.timeout.connect(self._search_changed)
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        self.search.returnPressed.connect(self.find_next)
        back = QShortcut(QKeySequence("Shift+Return"), self.search, lambda: self.find_next(True))
        # Help › shortcuts
        back.setWhatsThis(translate("status", "In the engine log's search: the previous match"))
        self.only_matching.toggled.connect(lambda _on: self.rebuild())
        self.filter.currentIndexChanged.connect(lambda _i: self.rebuild())

    # --- input -----------------------------------------------------------------------------------

    def append(self, text: str, stream: str = "stderr", progress: bool = False) -> None:
        """Queue one line (cheap); it reaches the document at the next flush."""
        self._pending.append(entry(text, stream, progress))
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    def clear(self) -> None:
        self._pending.clear()
        self.entries.clear()
        self.text.clear()
        self._appended = 0
        self._last_doc_repeat = ""
        self._highlight()

    def set_lines(self, lines: list[str]) -> None:
        """Replace everything (e.g. the supervisor's ring after the view was created late)."""
        self._pending.clear()
        self.entries.clear()
        for ln in lines:
            progress = ln.startswith("\r")
            text = ln.lstrip("\r")
            self.entries.append(entry(text, "stderr", progress))
        self.rebuild()

    # --- filtering -------------------------------------------------------------------------------

    @property
    def filter_kind(self) -> str:
        return self.filter.currentData() or "all"

    def _shown(self, e: LogEntry) -> bool:
        if not matches_filter(e, self.filter_kind):
            return False
        needle = self.search.text()
        return not (
            self.only_matching.isChecked() and needle and needle.lower() not in e.text.lower()
        )

    def shown_lines(self) -> list[str]:
        return [e.text for e in self.entries if self._shown(e)]

    def flush(self) -> None:
        """Move the queued lines into the model and the document in one edit."""
        self._flush_timer.stop()
        if not self._pending:
            return
        self.flushes += 1
        batch, self._pending = self._pending, []
        # Coalesce: a progress (or decode status) line replaces the one of its kind right before.
        out: list[LogEntry] = []
        replace_doc_last = False
        for e in batch:
            prev = out[-1] if out else (self.entries[-1] if self.entries else None)
            if e.repeat and prev is not None and prev.repeat == e.repeat:
                if out:
                    out[-1] = e
                else:
                    self.entries.pop()
                    replace_doc_last = self._last_doc_repeat == e.repeat
                    out.append(e)
                continue
            out.append(e)
        self.entries.extend(out)
        shown = [e for e in out if self._shown(e)]
        # A selection pauses following the end: moving the cursor there would drop it.
        at_end = self.following and not self.text.textCursor().hasSelection()
        if replace_doc_last and shown and shown[0].repeat:
            cur = QTextCursor(self.text.document())
            cur.movePosition(QTextCursor.MoveOperation.End)
            cur.select(QTextCursor.SelectionType.BlockUnderCursor)
            cur.removeSelectedText()
            cur.insertText(("\n" if self.text.document().blockCount() > 1 or cur.position() else "")
                           + shown[0].text)  # fmt: skip
            self._last_doc_repeat = shown[0].repeat
            shown = shown[1:]
        if shown:
            self.text.appendPlainText("\n".join(e.text for e in shown))
            self._last_doc_repeat = shown[-1].repeat
            self._appended += len(shown)
        if at_end and self._appended >= self.compact_every:
            # Set anew from the model: frees the shaped text of every appended line. Only while
            # the user follows the end with nothing selected, so nothing they look at moves.
            self.compactions += 1
            self.rebuild()
            return
        if at_end:
            self._to_end()
        if self.search.text():
            self._highlight()

    def eventFilter(self, obj, event) -> bool:
        if event.type() in _USER_SCROLL_EVENTS:
            # The move this event makes (if any) happens while Qt handles it, right after this.
            self._user_scrolling = True
            QTimer.singleShot(0, self._user_done)
        return False

    def _user_done(self) -> None:
        self._user_scrolling = False

    def _bar_moved(self, value: int) -> None:
        bar = self.text.verticalScrollBar()
        if self._user_scrolling or bar.isSliderDown():
            self.following = value >= bar.maximum() - 2
        else:
            self._pin()  # Qt's own move: back to the end if that is where the user is

    def _range_changed(self, _lo: int, _hi: int) -> None:
        self._pin()  # the range grows as Qt lays out lines appended earlier

    def _pin(self) -> None:
        bar = self.text.verticalScrollBar()
        if (
            self.following
            and bar.value() != bar.maximum()
            and not self.text.textCursor().hasSelection()
        ):
            bar.setValue(bar.maximum())

    def _to_end(self) -> None:
        self.following = True
        self._pin()

    def rebuild(self) -> None:
        """Re-render from the model (filter or search mode changed)."""
        self.flush()
        shown = self.shown_lines()
        self.text.setPlainText("\n".join(shown))
        self._appended = 0
        last = self.entries[-1] if self.entries else None
        self._last_doc_repeat = (
            last.repeat if shown and last is not None and self._shown(last) else ""
        )
        self._to_end()
        self._highlight()

    # --- search ----------------------------------------------------------------------------------

    def _search_changed(self) -> None:
        if self.only_matching.isChecked():
            self.rebuild()
        else:
            self._highlight()

    def _highlight(self) -> None:
        needle = self.search.text()
        sels: list[QTextEdit.ExtraSelection] = []
        count = 0
        if needle:
            doc = self.text.document()
            color = QColor(255, 213, 79, 160)
            cur = doc.find(needle, 0)
            while not cur.isNull():
                count += 1
                if len(sels) < MAX_HIGHLIGHTS:
                    sel = QTextEdit.ExtraSelection()
                    sel.cursor = cur
                    sel.format.setBackground(color)
                    sel.format.setProperty(QTextFormat.Property.FullWidthSelection, False)
                    sels.append(sel)
                cur = doc.find(needle, cur)
            self.matches.setText(translate("status", "%n match(es)", None, count))
        else:
            self.matches.setText("")
        self.match_count = count
        self.text.setExtraSelections(sels)

    def find_next(self, backward: bool = False) -> bool:
        needle = self.search.text()
        if not needle:
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        if self.text.find(needle, flags):
            return True
        cur = self.text.textCursor()
        cur.movePosition(
            QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start
        )
        self.text.setTextCursor(cur)
        return self.text.find(needle, flags)

    # --- copy ------------------------------------------------------------------------------------

    def copy(self) -> str:
        self.flush()
        sel = self.text.textCursor().selectedText().replace("\u2029", "\n")
        text = sel or "\n".join(self.shown_lines())
        QGuiApplication.clipboard().setText(text)
        self.copied.emit(text.count("\n") + 1 if text else 0)
        return text
