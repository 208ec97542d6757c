"""The activity log's table model: every record loaded (oldest first, as read), and the rows the
filters let through (newest first) as a list of indexes into them.

Filtering is one list comprehension over the rows, not a QSortFilterProxyModel asking Python
per row: 100,000 records filter in tens of milliseconds. The rows' words are made on the loading
thread (words.make_row); only a shown cell's time is formatted, when the view asks for it.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QPalette

from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.audit.words import Rows, kind_words, when_text

COLUMNS = (
    QT_TRANSLATE_NOOP("audit", "Time"),
    QT_TRANSLATE_NOOP("audit", "Activity"),
    QT_TRANSLATE_NOOP("audit", "Details"),
    "#",
)
TIME, KIND, SUMMARY, SEQ = range(4)

# The time filter's choices: (words, how far back in seconds; "today" from local midnight).
HOUR, TODAY, WEEK, ALL = "hour", "today", "week", "all"
SPANS = (
    (HOUR, QT_TRANSLATE_NOOP("audit", "Last hour")),
    (TODAY, QT_TRANSLATE_NOOP("audit", "Today")),
    (WEEK, QT_TRANSLATE_NOOP("audit", "Last 7 days")),
    (ALL, QT_TRANSLATE_NOOP("audit", "All time")),
)

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Filters:
    kind: str | None = None  # a stored kind ("gateway.call"); None: every kind
    span: str = ALL
    text: str = ""

    def since(self, now: float) -> float | None:
        """The earliest time let through (epoch seconds); None: no limit."""
        if self.span == HOUR:
            return now - 3600
        if self.span == WEEK:
            return now - 7 * 86400
        if self.span == TODAY:
            local = datetime.datetime.fromtimestamp(now)
            return local.replace(hour=0, minute=0, second=0, microsecond=0).timestamp()
        return None

    def select(self, rows: Rows, start: int, now: float) -> list[int]:
        """The indexes from `start` on that pass, newest first. One comprehension, no call a
        row: 100,000 records filter in tens of milliseconds."""
        kind, since, needle = self.kind, self.since(now), self.text.strip().casefold()
        idx: Sequence[int] = range(len(rows) - 1, start - 1, -1)
        if kind is not None:
            kinds = rows.kind
            idx = [i for i in idx if kinds[i] == kind]
        if since is not None:
            # A time that is not a time (a changed record) is shown, never filtered away.
            tss = rows.ts
            idx = [i for i in idx if (t := tss[i]) is None or t >= since]
        if needle:
            needles = rows.needle
            idx = [i for i in idx if needle in needles[i]]
        return list(idx)


class RecordsModel(QAbstractTableModel):
    def __init__(self, now: Callable[[], float] = time.time, parent=None) -> None:
        super().__init__(parent)
        self.now = now
        self.rows = Rows()  # oldest first, as read
        self.shown: list[int] = []  # indexes into rows, newest first
        self.filters = Filters()
        self.changed_seq: int | None = None  # the record verify named, marked in the table
        self._now_at_load = now()

    # --- filling ----------------------------------------------------------------------------

    def clear(self) -> None:
        self.beginResetModel()
        self.rows, self.shown, self.changed_seq = Rows(), [], None
        self._now_at_load = self.now()
        self.endResetModel()

    def add(self, rows: Rows) -> None:
        """Newer records (read after those held): the ones that pass go on top."""
        if not len(rows):
            return
        start = len(self.rows)
        self.rows.extend(rows)
        new = self.filters.select(self.rows, start, self._now_at_load)
        if new:
            self.beginInsertRows(QModelIndex(), 0, len(new) - 1)
            self.shown[:0] = new
            self.endInsertRows()

    def set_filters(self, filters: Filters) -> None:
        self.filters = filters
        self._now_at_load = self.now()
        self.beginResetModel()
        self.shown = filters.select(self.rows, 0, self._now_at_load)
        self.endResetModel()

    def mark_changed(self, seq: int | None) -> None:
        self.changed_seq = seq
        if self.shown:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.shown) - 1, SEQ))

    def row_at(self, index: Index) -> int | None:
        """The index into `rows` that a table row shows."""
        if not index.isValid() or index.row() >= len(self.shown):
            return None
        return self.shown[index.row()]

    def details(self, index: Index) -> str:
        i = self.row_at(index)
        return "" if i is None else self.rows.details(i)

    # --- QAbstractTableModel ----------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.shown)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("audit", COLUMNS[section]) if section != SEQ else COLUMNS[section]
        return None

    def data(self, index: Index, role: int = 0) -> Any:
        i = self.row_at(index)
        if i is None:
            return None
        rows, col = self.rows, index.column()
        changed = self.changed_seq is not None and rows.seq[i] == self.changed_seq
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if col == TIME:
                return when_text(rows.ts[i], rows.time[i], self._now_at_load)
            if col == KIND:
                return kind_words(rows.kind[i])
            if col == SUMMARY:
                if changed:
                    return translate("audit", "Changed: {summary}").format(summary=rows.summary[i])
                return rows.summary[i]
            return str(rows.seq[i])
        if role == Qt.ItemDataRole.ToolTipRole:
            return rows.details(i)
        if role == Qt.ItemDataRole.ForegroundRole and changed:
            return QGuiApplication.palette().brush(QPalette.ColorRole.BrightText)
        if role == Qt.ItemDataRole.TextAlignmentRole and col == SEQ:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
