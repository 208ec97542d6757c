"""The engine view: state, progress through the loading stages, start/stop/restart, the live
log, and on a crash a card with a plain-language diagnosis and the last lines."""

from __future__ import annotations

import html
import time

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.engine.events import detail_words
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.a11y import describe
from app.ui.status.loading import LoadTracker, fmt_duration
from app.ui.status.log_view import LogView, capped
from app.ui.status.panel import Dot
from app.ui.status.style import muted_color, status_color

STATE_DOT = {
    "ready": "pass",
    "starting": "pending",
    "loading": "pending",
    "stopping": "pending",
    "stopped": "skip",
    "crashed": "fail",
    "failed": "fail",
}
CRASH_TITLES = {
    "oom": QT_TRANSLATE_NOOP("status", "Out of memory"),
    "port_in_use": QT_TRANSLATE_NOOP("status", "Port in use"),
    "port": QT_TRANSLATE_NOOP("status", "Port in use"),
    "model_missing": QT_TRANSLATE_NOOP("status", "Model missing"),
    "cuda_error": QT_TRANSLATE_NOOP("status", "CUDA error"),
    "cuda_fault": QT_TRANSLATE_NOOP("status", "GPU kernel fault"),
    "traceback": QT_TRANSLATE_NOOP("status", "Python error"),
    "timeout": QT_TRANSLATE_NOOP("status", "Not ready in time"),
    "launcher": QT_TRANSLATE_NOOP("status", "Could not launch"),
    "settings": QT_TRANSLATE_NOOP("status", "Settings problem"),
    "unknown": QT_TRANSLATE_NOOP("status", "Stopped unexpectedly"),
}
# Why Ling Desk itself stopped the engine, by the diagnosis's kind.
BY_APP_TITLES = {"port_in_use": QT_TRANSLATE_NOOP("status", "another program took its port")}
CRASH_LINES = 14


class CrashCard(QFrame):
    """What went wrong, what to do, and the engine's last lines."""

    restartRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crashCard")
        self.kind = ""
        self.by_app = False  # Ling Desk stopped the engine on a fault: no crash
        self.attached = False  # someone else's engine: nothing here can restart it
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        f = self.title.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.1)
        self.title.setFont(f)
        self.title.setWordWrap(True)
        # Plain text: an engine's words (quotes, <, &) shown as they are. Escaped into a label
        # left to guess its format, a summary with no tag in it showed `&#x27;` literally.
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.remedy = QLabel(self)
        self.remedy.setTextFormat(Qt.TextFormat.RichText)  # "<b>What to do:</b>", text escaped
        self.remedy_heading = translate("status", "What to do:")
        self.remedy.setWordWrap(True)
        self.remedy.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The remedy's technical detail (flags, commands): after the plain words, smaller and
        # greyed; plain text, so nothing in it is read as markup.
        self.remedy_detail = QLabel(self)
        self.remedy_detail.setObjectName("remedyDetail")
        self.remedy_detail.setTextFormat(Qt.TextFormat.PlainText)
        self.remedy_detail.setWordWrap(True)
        self.remedy_detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        small = self.remedy_detail.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.remedy_detail.setFont(small)
        self.remedy_detail.hide()
        self.lines_label = QLabel(translate("status", "Last lines of the engine log"), self)
        self.lines = QPlainTextEdit(self)
        self.lines.setTabChangesFocus(True)  # Tab moves on: no trap
        self.lines.setReadOnly(True)
        # Wrapped, as in the engine log below: a traceback's decisive end is at the right of
        # its long lines, which a sideways scroll in a narrow dock hid.
        self.lines.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.lines.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        fm = self.lines.fontMetrics()
        self.lines.setFixedHeight(fm.lineSpacing() * 8 + 12)
        self.copy_button = QPushButton(translate("status", "Copy details"), self)
        describe(
            self.copy_button,
            translate("status", "Copy details"),
            translate("status", "Copy what happened and the log's last lines"),
        )
        describe(
            self.lines,
            translate("status", "Last lines of the engine log"),
            translate("status", "The engine's last words before it ended"),
        )
        self.copy_button.clicked.connect(self.copy)
        self.restart_button = QPushButton(translate("status", "Restart engine"), self)
        self.restart_button.clicked.connect(self.restartRequested)
        describe(
            self.restart_button,
            translate("status", "Restart engine"),
            translate("status", "Start the engine again"),
        )
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.restart_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.setSpacing(4)
        lay.addWidget(self.title)
        lay.addWidget(self.summary)
        lay.addWidget(self.remedy)
        lay.addWidget(self.remedy_detail)
        lay.addWidget(self.lines_label)
        lay.addWidget(self.lines)
        lay.addLayout(buttons)
        self.hide()

    def show_diagnosis(
        self,
        kind: str,
        summary: str,
        remedy: str,
        last_lines: list[str],
        how: str = "",
        *,
        attempt: int = 1,
        remedy_detail: str = "",
        by_app: bool = False,
        launched: bool = True,
    ) -> None:
        self.kind = kind
        self.by_app = by_app
        self.attempt = attempt
        red = status_color("fail", self)
        self.setStyleSheet(
            f"#crashCard {{ border: 1px solid {red.name()}; border-left: 4px solid {red.name()};"
            " border-radius: 4px; }"
        )
        word = translate("status", CRASH_TITLES.get(kind, CRASH_TITLES["unknown"]))
        title = translate("status", "The engine stopped: {why}").format(why=word)
        if kind == "launcher":
            title = word
        elif not launched:  # no process ran: it did not stop, it never began
            title = translate("status", "The engine could not start: {why}").format(why=word)
        if by_app:  # no crash: Ling Desk ended it on a fault, and the title says who
            why = translate("status", BY_APP_TITLES[kind]) if kind in BY_APP_TITLES else word
            title = translate("status", "Ling Desk stopped the engine: {why}").format(why=why)
        when = time.strftime("%H:%M:%S")
        # Each crash is dated, and a repeat after a restart says which attempt it was.
        if attempt > 1:
            title = translate("status", "{title} (again: attempt {attempt}, {time})").format(
                title=title, attempt=attempt, time=when
            )
        else:
            title = translate("status", "{title} ({time})").format(title=title, time=when)
        self.title.setText(title)
        self.title.setStyleSheet(f"color: {red.name()};")
        if how:
            summary = translate("status", "{summary} ({how})").format(summary=summary, how=how)
        self.summary.setText(summary)
        heading = html.escape(self.remedy_heading)
        self.remedy.setText(f"<b>{heading}</b> {html.escape(remedy)}" if remedy else "")
        self.remedy.setVisible(bool(remedy))
        self.remedy_detail.setText(
            translate("status", "Technical detail: {detail}").format(detail=remedy_detail)
            if remedy_detail
            else ""
        )
        self.remedy_detail.setStyleSheet(f"color: {muted_color(self).name()};")
        self.remedy_detail.setVisible(bool(remedy_detail))
        # Restarting cannot fix a missing model or bad settings: the fix comes first.
        # Nor can it restart someone else's (attached) engine.
        self.restart_button.setVisible(
            kind not in ("model_missing", "settings") and not self.attached
        )
        # Capped as in the log view: one giant line must not freeze the card's layout.
        tail = [capped(ln.lstrip("\r")) for ln in last_lines][-CRASH_LINES:]
        self.lines.setPlainText("\n".join(tail))
        self.lines_label.setVisible(bool(tail))
        self.lines.setVisible(bool(tail))
        self.show()
        # The last line in view: the cursor's block, laid out at the card's width by now.
        self.lines.moveCursor(QTextCursor.MoveOperation.End)
        self.lines.ensureCursorVisible()

    def text(self) -> str:
        # Only the remedy is markup; the title, summary and detail are plain text as shown.
        remedy = html.unescape(self.remedy.text().replace("<b>", "").replace("</b>", ""))
        parts = [self.title.text(), self.summary.text(), remedy, self.remedy_detail.text()]
        text = "\n".join(p for p in parts if p)
        return "\n".join([text, "", self.lines.toPlainText()])

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())


class EngineView(QFrame):
    startRequested = Signal()
    stopRequested = Signal()
    restartRequested = Signal()

    def __init__(self, parent: QWidget | None = None, *, embed_log: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("engineView")
        self.tracker: LoadTracker | None = None
        self.dot = Dot("skip", self)
        self.state_label = QLabel(translate("status", "Stopped"), self)
        f = self.state_label.font()
        f.setBold(True)
        self.state_label.setFont(f)
        self.detail = QLabel("", self)
        self.detail.setWordWrap(True)
        self.state_label.setWordWrap(True)
        self.time_label = QLabel("", self)
        self.time_label.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.progress.setFormat("")
        self.start_button = QPushButton(translate("status", "Start"), self)
        self.stop_button = QPushButton(translate("status", "Stop"), self)
        self.restart_button = QPushButton(translate("status", "Restart"), self)
        self.start_button.setToolTip(
            translate("status", "Start the engine (checks run again on every start)")
        )
        self.stop_button.setToolTip(
            translate("status", "Stop the engine and every process it started")
        )
        self.restart_button.setToolTip(
            translate("status", "Stop, then start again; the checks re-run")
        )
        self.start_button.clicked.connect(self.startRequested)
        self.stop_button.clicked.connect(self.stopRequested)
        self.restart_button.clicked.connect(self.restartRequested)
        self.crash = CrashCard(self)
        self.crash.restartRequested.connect(self.restartRequested)
        self.crash.installEventFilter(self)  # shown or hidden: the buttons up here follow
        # "Looks stuck": shown while the loading engine has been silent too long.
        self.stall = QLabel("", self)
        self.stall.setObjectName("stallNotice")
        self.stall.setWordWrap(True)
        self.stall.setStyleSheet("color: #b9770e; font-weight: bold;")
        self.stall.hide()
        self.log = LogView(self if embed_log else None)
        # Whose engine this is (an attached one is someone else's: no Stop/Restart then).
        self.owner = QLabel("", self)
        self.owner.setObjectName("engineOwner")
        self.owner.setWordWrap(True)
        self.owner.hide()
        self._attached = False
        self._silent = False  # ready, but it stopped answering
        self._lent = ""  # the benchmark has the engine: what it says ("" when the chat has it)
        self._tips = {b: b.toolTip() for b in (self.start_button, self.restart_button)}

        head = QHBoxLayout()
        head.setSpacing(6)
        head.addWidget(self.dot, 0, Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(self.state_label, 1)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.restart_button)
        buttons.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addLayout(head)
        lay.addWidget(self.owner)
        lay.addWidget(self.progress)
        lay.addWidget(self.time_label)
        lay.addWidget(self.detail)
        lay.addWidget(self.stall)
        lay.addLayout(buttons)
        lay.addWidget(self.crash)
        if embed_log:
            lay.addWidget(self.log, 1)
        self.set_state("stopped", "not started")

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.crash and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._sync_buttons()
        return False

    def set_owner(self, text: str, attached: bool) -> None:
        """Say whose engine it is; an attached engine is not ours to stop or restart."""
        self._attached = attached
        self.owner.setText(text)
        self.owner.setVisible(bool(text))
        self.crash.attached = attached
        self.crash.restart_button.setVisible(
            not attached and self.crash.kind not in ("model_missing", "settings")
        )
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        """After a crash the card's Restart is the one place to restart: Start, Stop and
        Restart up here said the same thing three more times. An attached engine is not ours
        to stop or restart."""
        card_restarts = not self.crash.isHidden() and not self.crash.restart_button.isHidden()
        self.start_button.setVisible(not card_restarts)
        self.stop_button.setVisible(not self._attached and not card_restarts)
        self.restart_button.setVisible(not self._attached and not card_restarts)

    def set_silent(self, text: str) -> None:
        """A ready engine stopped answering (text says how), or "" once it answers again: it
        must not read "Ready" meanwhile. The words themselves come through `set_stall`."""
        self._silent = bool(text)
        self.refresh()

    def set_stall(self, text: str) -> None:
        """The engine looks stuck (text says where and for how long), or "" once it moves."""
        self.stall.setText(
            translate("status", "{stall} Stop or Restart it, or read the log below.").format(
                stall=text
            )
            if text
            else ""
        )
        self.stall.setVisible(bool(text))
        self.refresh()

    def set_tracker(self, tracker: LoadTracker) -> None:
        self.tracker = tracker
        self.refresh()

    def set_state(self, state: str, detail: str = "") -> None:
        """The controller's state word: stopped, starting, loading, ready, stopping, crashed,
        failed."""
        self._state = state
        self._detail = detail
        running = state in ("starting", "loading", "ready")
        self.start_button.setEnabled(state in ("stopped", "crashed", "failed"))
        self.stop_button.setEnabled(running)
        self.restart_button.setEnabled(state != "stopping")
        for b, tip in self._tips.items():
            # Starting here would meet the benchmark's own engine on this folder: say so instead.
            b.setToolTip(
                translate("status", "{lent}: Cancel the benchmark to use it for chat.").format(
                    lent=self._lent
                )
                if self._lent
                else tip
            )
            if self._lent:
                b.setEnabled(False)
        if state != "ready":
            self._silent = False
        self.refresh()

    def set_lent(self, text: str) -> None:
        """The benchmark has the engine (`text` says so), or "" once the chat has it back."""
        self._lent = text
        self.set_state(getattr(self, "_state", "stopped"), getattr(self, "_detail", ""))

    def refresh(self) -> None:
        """Redraw label, bar and times from the tracker (cheap; called ~1-5 Hz)."""
        t = self.tracker
        state = getattr(self, "_state", "stopped")
        if t is not None and t.state not in ("stopped",) and state in ("starting", "loading"):
            label = t.label()
        elif state == "ready" and self._silent:
            label = translate("status", "Not answering")
        elif state == "ready":
            label = translate("status", "Ready")
        elif state == "crashed" and self.crash.by_app and not self.crash.isHidden():
            label = translate("status", "Stopped by Ling Desk")
        elif state == "crashed":
            label = translate("status", "Crashed")
        elif state == "failed":
            label = translate("status", "Could not start")
        elif state == "stopping":
            label = translate("status", "Stopping")
        elif state in ("starting", "loading"):
            label = translate("status", "Starting")
        elif self._lent:
            # "Stopped" read as idle while its engines run
            label = translate("status", "Benchmark running")
        else:
            label = translate("status", "Stopped")
        if self.state_label.text() != label:
            self.state_label.setText(label)
        silent = state == "ready" and self._silent
        lent = self._lent and state == "stopped"
        self.dot.set_status(
            # amber, as the status bar's dot for a running benchmark
            "fail" if silent else "warn" if lent else STATE_DOT.get(state, "pending")
        )
        frac = 0.0
        if t is not None:
            frac = t.fraction if state in ("starting", "loading", "ready") else (
                t.fraction if state == "crashed" else 0.0)  # fmt: skip
        if state == "ready":
            frac = 1.0
        self.progress.setValue(int(frac * 1000))
        self.progress.setFormat(f"{frac * 100:.0f}%")
        # Only while loading: once ready a full bar says nothing the green dot and "Ready" do
        # not, and after a crash the word "Crashed" drawn inside a bar read as a progress state.
        self.progress.setVisible(state in ("starting", "loading"))
        times = []
        if t is not None and t.started_at is not None:
            el = t.elapsed()
            if state in ("starting", "loading"):
                times.append(translate("status", "{time} elapsed").format(time=fmt_duration(el)))
                rem = t.remaining()
                est = t.estimate_total()
                if est is not None:
                    took = fmt_duration(est)
                    times.append(translate("status", "last start took {time}").format(time=took))
                    if not self.stall.isHidden():
                        # no "~N s left" while nothing moves
                        times.append(translate("status", "looks stuck"))
                    elif rem is not None and rem > 0:
                        left = fmt_duration(rem)
                        times.append(translate("status", "~{time} left").format(time=left))
                    elif rem is not None:
                        times.append(translate("status", "taking longer"))
                else:
                    times.append(translate("status", "first start: no estimate yet"))
            elif state == "ready" and t.ready_at is not None:
                times.append(translate("status", "ready in {time}").format(time=fmt_duration(el)))
        text = " · ".join(times)
        if self.time_label.text() != text:
            self.time_label.setText(text)
            self.time_label.setStyleSheet(f"color: {muted_color(self).name()};")
        self.time_label.setVisible(bool(text))
        # The supervisor's detail adds nothing while loading (the label says more); it matters
        # when something ended or where the engine answers.
        detail = self._detail if state in ("ready", "crashed", "failed", "stopped") else ""
        if state == "stopped" and detail == "not started":
            detail = ""
        # The engine's details are English where made (the gateway reads them): in words here.
        detail = detail_words(detail)
        if (state == "stopped" and detail == "not started") or not self.crash.isHidden():
            detail = ""  # the crash card says it, with the fix
        if self._lent and state == "stopped":
            detail = self._lent
        if self.detail.text() != detail:
            self.detail.setText(detail)
            self.detail.setStyleSheet(f"color: {muted_color(self).name()};")
        self.detail.setVisible(bool(detail))
        self._sync_buttons()
