"""The status panel: one row per optimization and for the engine, the GPU and the model.

Compact by default (six rows); "All checks" shows every preflight and live check. A row is a
coloured dot (green pass, amber warn, red fail, grey ring pending/skip), the check's title and
its summary; clicking it opens the evidence and the remedy, selectable and copyable. Nothing is
green before its verdict says pass: rows start grey ("Not checked yet").
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.verify import verdict as vd
from app.core.verify.verdict import Status, Verdict
from app.ui.status.style import badge_css, muted_color, paint_dot, status_color

COMPACT_IDS = (vd.HUMMING_MOE, vd.FP8_LM_HEAD, vd.MTP_NEXTN, vd.ENGINE_READY, vd.GPU,
               vd.MODEL_FILES)  # fmt: skip
EXTRA_IDS = (vd.SETTINGS, vd.ENGINE_ENV, vd.ENGINE_CAPS, vd.MEMORY, vd.PROBE, vd.DECODE_SPEED)
ALL_IDS = COMPACT_IDS + EXTRA_IDS
SHORT_TITLES = {vd.ENGINE_READY: "Engine", vd.GPU: "GPU", vd.MODEL_FILES: "Model",
                vd.MTP_NEXTN: "NEXTN MTP"}  # fmt: skip


def placeholder(id: str, summary: str = "Not checked yet.") -> Verdict:
    return Verdict.make(id, Status.PENDING, summary)


def overall_badge(verdicts: dict[str, Verdict]) -> tuple[str, str]:
    """(status, text) for the window title, status bar and side panel.

    Red when any optimization failed; amber when one warns; grey while any is pending; green
    only when all three pass. An optimization turned off in Settings (skip) is said, not hidden.
    """
    opts = [verdicts.get(i) or placeholder(i) for i in vd.OPTIMIZATION_IDS]
    failed = [v for v in opts if v.status == Status.FAIL]
    if failed:
        if len(failed) == 1:
            return "fail", f"{failed[0].title} failed"
        return "fail", f"{len(failed)} optimizations failed"
    engine = verdicts.get(vd.ENGINE_READY)
    if engine is not None and engine.status == Status.FAIL:
        return "fail", "Engine failed"
    warned = [v for v in opts if v.status == Status.WARN]
    if warned:
        return "warn", ", ".join(v.title for v in warned) + ": warning"
    if any(v.status == Status.PENDING for v in opts):
        done = sum(v.status == Status.PASS for v in opts)
        return "pending", f"Checking optimizations ({done}/3 verified)"
    remote = [v for v in opts if v.status == Status.UNPROVABLE]
    if remote:  # an attached engine: say what could not be judged, never call it verified
        on = sum(v.status == Status.PASS for v in opts)
        return "unprovable", (
            f"{on} of 3 optimizations verified; not provable remotely: "
            + ", ".join(v.title for v in remote)
        )
    skipped = [v for v in opts if v.status == Status.SKIP]
    if skipped:
        on = 3 - len(skipped)
        return "skip", (
            f"{on} of 3 optimizations verified; off: " + ", ".join(v.title for v in skipped)
        )
    return "pass", "All 3 optimizations verified"


_LONG_TOKEN = re.compile(r"\S{24,}")
_BREAK_AFTER = re.compile(r"([_/=.,:;)\]}-])")


def breakable(text: str) -> str:
    """HTML-escaped text whose long tokens (env vars, paths, JSON) may wrap: a zero-width space
    after their punctuation, so a narrow dock never has to scroll sideways."""

    def soften(m: re.Match[str]) -> str:
        return _BREAK_AFTER.sub("\\1\u200b", m.group(0))

    return html.escape(_LONG_TOKEN.sub(soften, text))


def verdict_text(v: Verdict) -> str:
    """Plain text of a verdict for the clipboard."""
    lines = [f"{v.title}: {v.status.value.upper()}", v.summary]
    if v.evidence:
        lines.append("Evidence:")
        lines += [f"  - {e}" for e in v.evidence]
    if v.remedy:
        lines.append(f"What to do: {v.remedy}")
    if v.duration_s is not None:
        lines.append(f"Decided in {v.duration_s:.2f} s")
    return "\n".join(lines)


class Dot(QWidget):
    def __init__(self, status: str = "pending", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = status
        self.setFixedSize(14, 14)

    def set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_dot(p, QRectF(1.5, 1.5, 11, 11), self.status, self)


class ElidedLabel(QLabel):
    """One line, elided at the right; the full text is in the tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.fontMetrics().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setPen(self.palette().color(self.foregroundRole()))
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.width())
        p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                   text)  # fmt: skip


class StatusRow(QFrame):
    """One check: dot, title, summary; click (or Enter/Space) to open evidence and remedy."""

    toggled = Signal(str, bool)

    def __init__(self, verdict: Verdict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusRow")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.verdict = verdict
        self.dot = Dot(str(verdict.status), self)
        self.title = QLabel(self)
        f = self.title.font()
        f.setBold(True)
        self.title.setFont(f)
        self.summary = ElidedLabel("", self)
        self.chevron = QLabel("▸", self)
        head = QHBoxLayout()
        head.setContentsMargins(6, 3, 6, 3)
        head.setSpacing(7)
        head.addWidget(self.dot, 0, Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(self.title)
        head.addWidget(self.summary, 1)
        head.addWidget(self.chevron)

        self.details = QFrame(self)
        self.details.setObjectName("statusDetails")
        self.details_text = QLabel(self.details)
        self.details_text.setWordWrap(True)
        self.details_text.setTextFormat(Qt.TextFormat.RichText)
        self.details_text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.details_text.setCursor(Qt.CursorShape.IBeamCursor)
        self.copy_button = QToolButton(self.details)
        self.copy_button.setText("Copy")
        self.copy_button.setToolTip("Copy this check's verdict, evidence and remedy")
        self.copy_button.clicked.connect(self.copy)
        dl = QVBoxLayout(self.details)
        dl.setContentsMargins(27, 0, 8, 6)
        dl.setSpacing(4)
        dl.addWidget(self.details_text)
        dl.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignRight)
        self.details.hide()

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addLayout(head)
        lay.addWidget(self.details)
        self.set_verdict(verdict)

    @property
    def expanded(self) -> bool:
        return not self.details.isHidden()

    def set_verdict(self, v: Verdict) -> None:
        old = getattr(self, "verdict", None)
        first = not hasattr(self, "_shown_status")
        if not first and old == v:
            return  # nothing shown changed (cheap: verdicts change often while decoding)
        self.verdict = v
        status = str(v.status)
        self.dot.set_status(status)
        title = SHORT_TITLES.get(v.id, v.title)
        if self.title.text() != title:
            self.title.setText(title)
        if self.summary.text() != v.summary:
            self.summary.setText(v.summary)
        if first or status != self._shown_status:
            # Style sheets are the costly part of an update: only when the colour changes.
            self._shown_status = status
            color = status_color(status, self) if status == "fail" else muted_color(self)
            self.summary.setStyleSheet(f"color: {color.name()};")
        self.setToolTip(f"{v.title}: {status}\n{v.summary}\nClick for the evidence and the fix.")
        self.setAccessibleName(f"{v.title}: {status}. {v.summary}")
        self._render_details()

    def _render_details(self) -> None:
        v = self.verdict
        esc = breakable
        muted = muted_color(self).name()
        parts = [f"<p style='margin:0'>{esc(v.summary)}</p>"]
        if v.evidence:
            items = "".join(f"<li>{esc(e)}</li>" for e in v.evidence)
            parts.append(
                f"<p style='margin:6px 0 0 0'><b>Evidence</b> "
                f"<span style='color:{muted}'>(seen in this run)</span></p>"
                f"<ul style='margin:2px 0 0 -20px'>{items}</ul>"
            )
        elif v.status == Status.PENDING:
            parts.append(f"<p style='margin:6px 0 0 0;color:{muted}'>No evidence yet.</p>")
        if v.remedy:
            parts.append(f"<p style='margin:6px 0 0 0'><b>What to do:</b> {esc(v.remedy)}</p>")
        if v.duration_s is not None:
            parts.append(
                f"<p style='margin:6px 0 0 0;color:{muted}'>Decided in {v.duration_s:.2f} s</p>"
            )
        self.details_text.setText("".join(parts))

    def text(self) -> str:
        return verdict_text(self.verdict)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())

    def set_expanded(self, on: bool) -> None:
        if on == self.expanded:
            return
        self.details.setVisible(on)
        self.chevron.setText("▾" if on else "▸")
        self.toggled.emit(self.verdict.id, on)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        # A click on the header toggles; clicks inside the open details (selecting text) do not.
        inside = self.expanded and self.details.geometry().contains(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and not inside:
            self.set_expanded(not self.expanded)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.set_expanded(not self.expanded)
            return
        super().keyPressEvent(event)


class StatusPanel(QFrame):
    """Rows of verdicts with an overall badge; `set_verdict` / `set_verdicts` / `clear`."""

    overallChanged = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusPanel")
        self.rows: dict[str, StatusRow] = {}
        self.verdicts: dict[str, Verdict] = {}
        self.overall: tuple[str, str] = ("", "")

        self.heading = QLabel("Optimizations", self)
        f = self.heading.font()
        f.setBold(True)
        self.heading.setFont(f)
        self.badge = QLabel(self)
        self.badge.setObjectName("overallBadge")
        self.more = QToolButton(self)
        self.more.setText("All checks")
        self.more.setCheckable(True)
        self.more.setToolTip("Show every preflight and live check, not just the six main rows")
        self.more.toggled.connect(self.set_expanded)
        head = QHBoxLayout()
        head.setContentsMargins(6, 4, 6, 0)
        head.addWidget(self.heading)
        head.addStretch(1)
        head.addWidget(self.more)
        badge_row = QHBoxLayout()
        badge_row.setContentsMargins(6, 0, 6, 2)
        badge_row.addWidget(self.badge, 0)
        badge_row.addStretch(1)

        self._rows_layout = QVBoxLayout()
        self._rows_layout.setContentsMargins(0, 0, 0, 0)
        self._rows_layout.setSpacing(0)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.setSpacing(2)
        lay.addLayout(head)
        lay.addLayout(badge_row)
        lay.addLayout(self._rows_layout)
        for id in ALL_IDS:
            row = StatusRow(placeholder(id), self)
            self.rows[id] = row
            self._rows_layout.addWidget(row)
            if id in EXTRA_IDS:
                row.hide()
        self._update_badge()

    @property
    def expanded(self) -> bool:
        return self.more.isChecked()

    def set_expanded(self, on: bool) -> None:
        if self.more.isChecked() != on:
            self.more.setChecked(on)  # re-enters through toggled
            return
        for id in EXTRA_IDS:
            self.rows[id].setVisible(on)
        for id, row in self.rows.items():
            if id not in ALL_IDS:
                row.setVisible(on)

    def clear(self, summary: str = "Not checked yet.") -> None:
        """A new engine start: every row back to grey."""
        self.verdicts.clear()
        for id, row in self.rows.items():
            row.set_verdict(placeholder(id, summary))
        self._update_badge()

    def set_verdicts(self, verdicts: Iterable[Verdict]) -> None:
        for v in verdicts:
            self.set_verdict(v, update_badge=False)
        self._update_badge()

    def set_verdict(self, v: Verdict, *, update_badge: bool = True) -> None:
        self.verdicts[v.id] = v
        row = self.rows.get(v.id)
        if row is None:  # a check this panel does not know yet: shown with "All checks"
            row = StatusRow(v, self)
            self.rows[v.id] = row
            self._rows_layout.addWidget(row)
            row.setVisible(self.expanded)
        row.set_verdict(v)
        if update_badge:
            self._update_badge()

    def row(self, id: str) -> StatusRow:
        return self.rows[id]

    def _update_badge(self) -> None:
        shown = {i: self.verdicts.get(i) or self.rows[i].verdict for i in self.rows}
        status, text = overall_badge(shown)
        if (status, text) == self.overall:
            return
        self.badge.setText(text)
        if status != self.overall[0]:
            self.badge.setStyleSheet(badge_css(status, self))
        self.badge.setToolTip(
            "Overall: red when any optimization failed, amber on a warning, grey while checks "
            "run, green only when all three are verified with evidence from this run."
        )
        if (status, text) != self.overall:
            self.overall = (status, text)
            self.overallChanged.emit(status, text)

    def text(self) -> str:
        return "\n\n".join(self.rows[i].text() for i in self.rows if self.rows[i].isVisibleTo(self))
