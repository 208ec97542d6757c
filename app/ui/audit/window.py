"""The "Activity log" window (File > Activity log…): the audit records, newest first, with
filters, the chain's status in words, and Export… as JSON lines.

The records are read off the GUI thread (app/ui/shell/ops.run_op), in chunks that join the
table as they come, and the chain is verified after them on the same thread: a log of 100,000
records never freezes the window. The page reads the files itself (`audit.records`,
`audit.verify`) with the data key the window was unlocked with; it writes nothing to the log.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core import audit
from app.core.vault import DataKey
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.audit.model import ALL, COLUMNS, KIND, SEQ, SPANS, SUMMARY, TIME, Filters, RecordsModel
from app.ui.audit.words import (
    EMPTY_TEXT,
    NO_MATCH_TEXT,
    Rows,
    changed_text,
    kind_words,
    kinds_in_order,
    whole_text,
)
from app.ui.shell.ops import OpHandle, Progress, run_op

CHUNK = 2000  # records a progress report carries to the table
FILTER_DELAY_MS = 150  # the text filter waits for a pause in typing
WANT_SIZE = (1040, 680)  # the first size, made smaller to fit the screen
NARROW_AT = 720  # below this width the text filter goes under the two combos
NO_SEQ_AT = 600  # below this width the record's number is left to the details pane
LOCKED_TEXT = QT_TRANSLATE_NOOP(
    "audit", "Ling Desk is locked. Unlock the main window to see the activity log."
)
CHANGED_STYLE = "color: palette(bright-text); font-weight: bold;"


UNREADABLE_STATUS = QT_TRANSLATE_NOOP(
    "audit", "Cannot check the record: the activity log cannot be read."
)


def unreadable_text(exc: BaseException) -> str:
    why = str(exc).rstrip(".") or type(exc).__name__
    return translate("audit", "Cannot read the activity log: {why}.").format(why=why)


class ActivityLog(QDialog):
    """The audit log of the data folder's `folder` (paths.data_dir / audit.FOLDER), read with
    `key` (None: the folder is plain). `now`: epoch seconds (a test passes its own clock)."""

    loaded = Signal()  # the records read and the chain checked (or found unreadable)
    exported = Signal(int, str)  # records written, the file; (-1, why) when it failed

    def __init__(
        self,
        folder: Path,
        key: DataKey | None,
        parent: QWidget | None = None,
        *,
        now: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.folder = Path(folder)
        self.key = key
        self.now = now
        self.locked = False
        self.loading = False
        self.verdict: audit.Verdict | None = None
        self.problem = ""  # why the log could not be read, in words ("" when it could)
        self._load: OpHandle[Any] | None = None
        self._export: OpHandle[Any] | None = None
        self._placed = False
        self.setWindowTitle(translate("audit", "Activity log — Ling Desk"))
        self.setObjectName("activityLog")
        self.setAccessibleName(translate("audit", "Activity log"))
        self.setAccessibleDescription(
            translate(
                "audit",
                "Ling Desk's tamper-evident record of gateway calls, key changes, "
                "tool permissions, exports and deletions, newest first. It never holds "
                "what you wrote.",
            )
        )
        self.model = RecordsModel(now, self)
        self._build()
        self.model.modelReset.connect(self._rows_changed)
        self.model.rowsInserted.connect(self._rows_changed)
        self.refresh()

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        lay = QVBoxLayout(self)
        self.status = QLabel(self)
        self.status.setObjectName("chainStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setAccessibleName(translate("audit", "Chain status"))
        self.status.setAccessibleDescription(
            translate(
                "audit", "Whether the activity log is whole, or which record was changed or removed"
            )
        )
        lay.addWidget(self.status)

        self.filters = QGridLayout()
        self.kind = QComboBox(self)
        self.kind.addItem(translate("audit", "All activity"), None)
        for k in kinds_in_order():
            self.kind.addItem(kind_words(k), k)
        self.kind.setAccessibleName(translate("audit", "Kind of activity"))
        self.kind.setAccessibleDescription(
            translate("audit", "Show only one kind of record, or all activity")
        )
        self.kind.setToolTip(translate("audit", "Show only one kind of record"))
        self.span = QComboBox(self)
        for value, words in SPANS:
            self.span.addItem(translate("audit", words), value)
        self.span.setCurrentIndex(self.span.findData(ALL))
        self.span.setAccessibleName(translate("audit", "Time"))
        self.span.setAccessibleDescription(
            translate(
                "audit",
                "Show the records of the last hour, of today, of the last 7 days, or all of them",
            )
        )
        self.span.setToolTip(translate("audit", "Show only the records of this time"))
        self.text = QLineEdit(self)
        self.text.setPlaceholderText(
            translate("audit", "Filter: an app, a route, a tool, a status…")
        )
        self.text.setClearButtonEnabled(True)
        self.text.setAccessibleName(translate("audit", "Filter text"))
        self.text.setAccessibleDescription(
            translate(
                "audit",
                "Show only the records whose summary holds this text (case does not matter)",
            )
        )
        self.kind_label = QLabel(translate("audit", "&Show:"), self)
        self.kind_label.setBuddy(self.kind)
        self.span_label = QLabel(translate("audit", "&When:"), self)
        self.span_label.setBuddy(self.span)
        self.text_label = QLabel(translate("audit", "&Find:"), self)
        self.text_label.setBuddy(self.text)
        self._narrow: bool | None = None
        self._place_filters(narrow=False)
        lay.addLayout(self.filters)

        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setAccessibleName(translate("audit", "Activity records"))
        self.table.setAccessibleDescription(
            translate(
                "audit",
                "One record a row, newest first: when, what kind, a summary, and "
                "its number. The details below show every field and the record's hash.",
            )
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setAlternatingRowColors(True)
        self.table.setCornerButtonEnabled(False)
        vh = self.table.verticalHeader()
        vh.hide()
        # Fixed rows and widths from the font: no measuring of 100,000 rows' contents.
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(self.fontMetrics().height() + 8)
        hh = self.table.horizontalHeader()
        hh.setHighlightSections(False)
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        hh.setSectionResizeMode(SUMMARY, QHeaderView.ResizeMode.Stretch)
        hh.setMinimumSectionSize(40)
        fm = self.fontMetrics()
        pad = 24
        yesterday = translate("audit", "Yesterday {time}").format(time="00:00:00")
        self.table.setColumnWidth(TIME, fm.horizontalAdvance(yesterday) + pad)
        widest = max(fm.horizontalAdvance(kind_words(k)) for k in kinds_in_order())
        kind_head = fm.horizontalAdvance(translate("audit", COLUMNS[KIND]))
        self.table.setColumnWidth(KIND, max(widest, kind_head) + pad)
        self.table.setColumnWidth(SEQ, fm.horizontalAdvance("0000000") + pad)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)

        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setPlaceholderText(
            translate("audit", "Choose a record to see all its fields and its hash.")
        )
        self.details.setAccessibleName(translate("audit", "Record details"))
        self.details.setAccessibleDescription(
            translate(
                "audit", "Every field of the chosen record, its time, and the hashes that chain it"
            )
        )
        self.details.setTabChangesFocus(True)
        self.split = QSplitter(Qt.Orientation.Vertical, self)
        self.split.addWidget(self.table)
        self.split.addWidget(self.details)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 1)
        self.split.setChildrenCollapsible(False)
        self.table.setMinimumHeight(120)
        self.details.setMinimumHeight(80)

        self.empty = QLabel(self)
        self.empty.setObjectName("activityEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setMargin(24)
        self.empty.setAccessibleName(translate("audit", "Activity log message"))
        self.empty.setAccessibleDescription(translate("audit", "Why no records are listed"))
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.split)
        self.stack.addWidget(self.empty)
        lay.addWidget(self.stack, 1)

        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.setAccessibleName(translate("audit", "Export result"))
        self.note.setAccessibleDescription(
            translate("audit", "What the last export wrote, or why it could not")
        )
        self.note.hide()
        lay.addWidget(self.note)

        buttons = QHBoxLayout()
        self.refresh_button = QPushButton(translate("audit", "&Refresh"), self)
        self.refresh_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Refresh))
        self.refresh_button.setAccessibleName(translate("audit", "Refresh"))
        self.refresh_button.setAccessibleDescription(
            translate("audit", "Read the activity log again and check that it is whole")
        )
        self.refresh_button.setToolTip(translate("audit", "Read the log again and check it (F5)"))
        self.refresh_button.clicked.connect(self.refresh)
        self.export_button = QPushButton(translate("audit", "&Export…"), self)
        self.export_button.setAccessibleName(translate("audit", "Export"))
        self.export_button.setAccessibleDescription(
            translate(
                "audit",
                "Save every record as JSON lines, the same file as 'ling-desk audit export'",
            )
        )
        self.export_button.setToolTip(
            translate("audit", "Save every record as JSON lines (for a SIEM)")
        )
        self.export_button.clicked.connect(self.choose_export)
        self.close_button = QPushButton(translate("audit", "Close"), self)
        self.close_button.setAccessibleName(translate("audit", "Close"))
        self.close_button.setAccessibleDescription(
            translate("audit", "Close the activity log (Esc)")
        )
        self.close_button.clicked.connect(self.close)
        for b in (self.refresh_button, self.export_button, self.close_button):
            b.setAutoDefault(False)  # Enter in the filter box neither refreshes nor closes
        buttons.addWidget(self.refresh_button)
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        lay.addLayout(buttons)

        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(FILTER_DELAY_MS)
        self._typing.timeout.connect(self.apply_filters)
        self.text.textChanged.connect(self._typing.start)
        self.kind.currentIndexChanged.connect(self.apply_filters)
        self.span.currentIndexChanged.connect(self.apply_filters)
        QWidget.setTabOrder(self.kind, self.span)
        QWidget.setTabOrder(self.span, self.text)
        QWidget.setTabOrder(self.text, self.table)
        QWidget.setTabOrder(self.table, self.details)
        QWidget.setTabOrder(self.details, self.refresh_button)
        QWidget.setTabOrder(self.refresh_button, self.export_button)
        QWidget.setTabOrder(self.export_button, self.close_button)

    def _place_filters(self, narrow: bool) -> None:
        """Wide: the three filters on one line. Narrow: the text filter on a line of its own."""
        if narrow == self._narrow:
            return
        self._narrow = narrow
        g = self.filters
        for w in (self.kind_label, self.kind, self.span_label, self.span, self.text_label,
                  self.text):  # fmt: skip
            g.removeWidget(w)
        for col in range(6):
            g.setColumnStretch(col, 0)
        g.addWidget(self.kind_label, 0, 0)
        g.addWidget(self.kind, 0, 1)
        g.addWidget(self.span_label, 0, 2)
        g.addWidget(self.span, 0, 3)
        if narrow:
            g.addWidget(self.text_label, 1, 0)
            g.addWidget(self.text, 1, 1, 1, 3)
            g.setColumnStretch(1, 1)
            g.setColumnStretch(3, 1)
        else:
            g.addWidget(self.text_label, 0, 4)
            g.addWidget(self.text, 0, 5)
            g.setColumnStretch(5, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = event.size().width()
        self._place_filters(width < NARROW_AT)
        # The summary is what a narrow window keeps room for: the number is in the details.
        self.table.setColumnHidden(SEQ, width < NO_SEQ_AT)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._placed:
            self._placed = True
            self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        """The wanted size, or the screen's room when that is smaller (the frame left room)."""
        parent = self.parentWidget()
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry().adjusted(8, 32, -8, -8)
        w, h = min(WANT_SIZE[0], room.width()), min(WANT_SIZE[1], room.height())
        self.resize(w, h)
        centre = parent.frameGeometry().center() if parent is not None else room.center()
        x = max(room.left(), min(centre.x() - w // 2, room.right() + 1 - w))
        y = max(room.top(), min(centre.y() - h // 2, room.bottom() + 1 - h))
        self.move(x, y)

    # --- loading ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the log again (the table fills as records come) and verify the chain."""
        if self.locked:
            return
        if self._load is not None:
            self._load.cancel()
        self.model.clear()
        self.details.clear()
        self.verdict, self.problem, self.loading = None, "", True
        self._say(translate("audit", "Reading the activity log…"))
        folder, key = self.folder, self.key

        def work(progress: Progress) -> audit.Verdict:
            chunk = Rows()
            for r in audit.records(folder, key):
                chunk.add(r)
                if len(chunk) >= CHUNK:
                    progress.check()
                    progress.report(chunk)
                    chunk = Rows()
            progress.report(chunk)
            progress.report(None)  # all read: the check begins
            return audit.verify(folder, key)

        self._load = run_op(self, work, self._loaded, self._unreadable,
                            what=translate("audit", "Reading the activity log"),
                            on_progress=self._chunk)  # fmt: skip
        self._rows_changed()

    def _chunk(self, rows: Rows | None) -> None:
        if rows is None:
            n = len(self.model.rows)
            self._say(translate("audit", "Checking that the record is whole (%n record(s))…",
                                None, n))  # fmt: skip
            return
        self.model.add(rows)
        n = len(self.model.rows)
        self._say(translate("audit", "Reading the activity log… %n record(s) so far.", None, n))

    def _loaded(self, verdict: audit.Verdict) -> None:
        self.loading, self.verdict = False, verdict
        if verdict.ok:
            last = self.model.rows.ts[-1] if len(self.model.rows) else None
            self._say(whole_text(verdict.records, last, self.now()))
        else:
            self._say(changed_text(verdict), changed=True)
            self.model.mark_changed(verdict.seq)
        self._rows_changed()
        self.loaded.emit()

    def _unreadable(self, exc: Exception) -> None:
        """No key for encrypted files, another key, a file that is not a database: said in
        words; the table stays empty rather than half-believed."""
        self.loading = False
        self.problem = unreadable_text(exc)
        self.model.clear()
        self._say(translate("audit", UNREADABLE_STATUS), changed=True)
        self._rows_changed()
        self.loaded.emit()

    def _say(self, text: str, changed: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(CHANGED_STYLE if changed else "")
        self.status.setAccessibleDescription(text)

    # --- filtering --------------------------------------------------------------------------

    def apply_filters(self) -> None:
        self._typing.stop()
        self.model.set_filters(
            Filters(self.kind.currentData(), self.span.currentData() or ALL, self.text.text())
        )
        if self.verdict is not None and not self.verdict.ok:
            self.model.mark_changed(self.verdict.seq)

    def _rows_changed(self, *_: Any) -> None:
        """The table, or a sentence saying why there is none."""
        if self.locked:
            message = translate("audit", LOCKED_TEXT)
        elif self.problem:
            message = self.problem
        elif not len(self.model.rows) and not self.loading:
            message = translate("audit", EMPTY_TEXT)
        elif len(self.model.rows) and not self.model.shown and not self.loading:
            message = (
                translate("audit", NO_MATCH_TEXT)
                + " "
                + translate("audit", "Choose “All activity” and “All time” to see every record.")
            )
        else:
            message = ""
        self.empty.setText(message)
        self.empty.setAccessibleDescription(
            message or translate("audit", "Why no records are listed")
        )
        self.stack.setCurrentWidget(self.empty if message else self.split)
        # Locked: only Close. Unreadable: Refresh (after unlocking elsewhere), not filters.
        readable = not self.locked and not self.problem
        for w in (self.kind, self.span, self.text, self.export_button):
            w.setEnabled(readable)
        self.refresh_button.setEnabled(not self.locked)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.details.setPlainText(self.model.details(current))

    # --- locking ----------------------------------------------------------------------------

    def set_locked(self, locked: bool) -> None:
        """The main window's idle lock: the records leave the window until it is unlocked."""
        if locked == self.locked:
            return
        self.locked = locked
        if locked:
            if self._load is not None:
                self._load.cancel()
            self.loading = False
            self.model.clear()
            self.details.clear()
            self._say(translate("audit", "Locked."))
            self._rows_changed()
        else:
            self._rows_changed()
            self.refresh()

    # --- export -----------------------------------------------------------------------------

    def choose_export(self) -> None:
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M")
        start = str(Path.home() / f"ling-desk-activity-{stamp}.jsonl")
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("audit", "Export the activity log"),
            start,
            translate("audit", "JSON lines (*.jsonl);;All files (*)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        """Every record as JSON lines, as `ling-desk audit export` writes them (read from the
        files again, so records written since the table was filled are in). Written beside the
        target and renamed over it: a failed export leaves no half file, nor a lost old one."""
        folder, key = self.folder, self.key
        self.export_button.setEnabled(False)
        self._show_note(translate("audit", "Exporting to {path}…").format(path=path))

        def work(_progress: Progress) -> int:
            fd, tmp = tempfile.mkstemp(prefix=".ling-desk-export.", dir=path.parent)
            n = 0
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as fh:
                    for line in audit.json_lines(audit.records(folder, key)):
                        fh.write(line)
                        n += 1
                os.replace(tmp, path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
            return n

        def done(n: int) -> None:
            self.export_button.setEnabled(not self.locked)
            self._show_note(
                translate("audit", "Exported %n record(s) to {path}.", None, n).format(path=path)
            )
            self.exported.emit(n, str(path))

        def failed(exc: Exception) -> None:
            self.export_button.setEnabled(not self.locked)
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self._show_note(
                translate("audit", "Not exported: {why}.").format(why=why), problem=True
            )
            self.exported.emit(-1, why)

        self._export = run_op(
            self, work, done, failed, what=translate("audit", "Exporting the activity log")
        )

    def _show_note(self, text: str, problem: bool = False) -> None:
        self.note.setText(text)
        self.note.setStyleSheet(CHANGED_STYLE if problem else "")
        self.note.setAccessibleDescription(text)
        self.note.show()

    # --- closing ----------------------------------------------------------------------------

    def done(self, result: int) -> None:
        # Close and Esc: the records leave memory (the window is deleted on close).
        if self._load is not None:
            self._load.cancel()
        super().done(result)


def open_activity_log(window: Any) -> ActivityLog:
    """From the main window: its data folder's log, read with the key it was unlocked with.
    One window at a time (raised when open); it follows the window's idle lock."""
    page = getattr(window, "activity_page", None)
    if page is not None and shiboken6.isValid(page):
        page.show()
        page.raise_()
        page.activateWindow()
        return page
    ctx = window.ctx
    page = ActivityLog(ctx.paths.data_dir / audit.FOLDER, ctx.data_key, window)
    page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    lock = getattr(getattr(window, "privacy", None), "idle_lock", None)
    if lock is not None:
        page.set_locked(lock.locked)
        lock.lockedChanged.connect(page.set_locked)
    window.activity_page = page  # one at a time: raised when asked again
    page.show()
    return page
