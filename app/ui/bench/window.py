"""The Benchmark window (Engine > Benchmark…): the optimization ladder on the user's workload.

Thin: app.core.ladder does the work (the same code as `ling-desk bench`); this window picks the
workload and rungs, says how long it will take, shows progress, cancels, resumes a stored run,
draws the result and applies the best rung to the engine settings.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import shlex
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.core.ladder import configs as lc
from app.core.ladder import runner
from app.core.ladder.workload import Workload, WorkloadError, load_workload
from app.core.words import translate

log = logging.getLogger(__name__)

# Rough costs for the estimate before starting (a DGX Spark; shown as an estimate).
START_S_DEFAULT = 600.0  # one engine start with its checks, when none was timed here
DECODE_TOK_S_GUESS = 45.0
WANT_SIZE = (900, 680)  # the first size, made smaller to fit the screen
NARROW_AT = 700  # below this width the stored runs go above the results, not beside them


class SpeedChart(QWidget):
    """Decode tok/s per configuration: bars with 95% interval whiskers, the configuration's
    name (wrapped, never cut), accept length and accuracy written under each bar."""

    PAD = 6.0  # px between two configurations' texts

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.configs: list[dict[str, Any]] = []
        self.best: str | None = None
        self.twins: dict[str, str] = {}  # configuration id -> the sweep depth it also measured
        self.setMinimumHeight(180)

    def set_summary(self, summary: dict[str, Any] | None) -> None:
        self.configs = list(summary["configs"]) if summary else []
        self.best = summary["best"] if summary else None
        # A configuration that also stands for a sweep depth says so under its bar.
        self.twins = {twin: depth for depth, twin in (summary or {}).get("same_as", {}).items()}
        # Wide enough that each slot holds its longest word: texts wrap between words, never
        # overlap a neighbour's or lose letters; a number line ("accept 2.60") wraps too where
        # the slot is narrower than it, so eight bars fit the window's first width without a
        # scroll bar hiding one (the window scrolls only when the screen is smaller still).
        fm = self.fontMetrics()
        words = [w for c in self.configs for t in self._texts(c) for w in t.split()]
        self._slot_min = max((fm.horizontalAdvance(w) for w in words), default=8) + 2 * self.PAD
        self.setMinimumWidth(int(16 + self._slot_min * max(1, len(self.configs))))
        # Bars keep some height above their names, however many lines those wrap to.
        self.setMinimumHeight(int(140 + self._under_height(self._slot_min)))
        self.setToolTip(
            "\n".join(
                f"{lc.label_of(c['id'])}: {lc.name_of(c['id'])} ({c['id']})" for c in self.configs
            )
        )
        self.updateGeometry()
        self.update()

    def _label(self, c: dict[str, Any]) -> str:
        label = lc.label_of(c["id"])
        depth = self.twins.get(c["id"])
        if depth is not None:  # measured once for both: its name says it is that depth too
            label = translate("bench", "{label} = depth {depth}").format(
                label=label, depth=lc.BY_ID[depth].mtp_steps
            )
        return label

    def _line_height(self, slot: float) -> float:
        """The height each number line takes at this slot width: one line, or two where any is
        wider. Laid out, not fm.height(): Chinese glyphs come from a fallback font whose lines
        are taller than the widget font's, and a multiple of its height cut them off."""
        fm = self.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
        box = QRect(0, 0, max(1, int(slot - self.PAD)), 10_000)
        return float(
            max(
                (fm.boundingRect(box, flags, line).height() for c in self.configs
                 for line in self._extra(c)),
                default=fm.height(),
            )
        )  # fmt: skip

    @staticmethod
    def _extra(c: dict[str, Any]) -> list[str]:
        extra = []
        if c.get("accept_length") is not None:
            extra.append(
                translate("bench", "accept {length}").format(length=f"{c['accept_length']:.2f}")
            )
        if c.get("accuracy") is not None:
            extra.append(
                translate("bench", "{percent}% right").format(percent=f"{c['accuracy'] * 100:.1f}")
            )
        return extra

    def _texts(self, c: dict[str, Any]) -> list[str]:
        return [self._label(c), *self._extra(c)]

    def _under_height(self, slot: float) -> float:
        """Height of the tallest text block under a bar at this slot width."""
        fm = self.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
        tallest = 0.0
        for c in self.configs:
            label = fm.boundingRect(
                QRect(0, 0, int(slot - self.PAD), 10_000), flags, self._label(c)
            )
            extra = len(self._extra(c)) * self._line_height(slot)
            tallest = max(tallest, label.height() + extra)
        return float(tallest)

    def paintEvent(self, _event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.windowText().color()
        if not self.configs:
            p.setPen(text)
            p.drawText(
                self.rect(), Qt.AlignmentFlag.AlignCenter, translate("bench", "No results yet")
            )
            return
        fm = p.fontMetrics()
        left = 8.0
        slot = (self.width() - 2 * left) / len(self.configs)
        top, bottom_pad = 8.0 + fm.height(), self._under_height(slot) + 8.0
        h = max(20.0, self.height() - top - bottom_pad)
        measured = [c for c in self.configs if c.get("decode_tok_s")]
        peak = max((c["decode_tok_s"]["ci95"][1] for c in measured), default=1.0) or 1.0
        bar_w = max(6.0, slot * 0.55)
        wrap = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
        # The number lines start level under every bar, below the tallest name.
        names_h = max(
            fm.boundingRect(
                QRect(0, 0, int(slot - self.PAD), 10_000), wrap, self._label(c)
            ).height()
            for c in self.configs
        )
        extra_n = max(len(self._extra(c)) for c in self.configs)
        line_h = self._line_height(slot)  # a number wraps to two lines if need be
        for i, c in enumerate(self.configs):
            x = left + i * slot + (slot - bar_w) / 2
            cell_x, cell_w = left + i * slot + self.PAD / 2, slot - self.PAD
            d = c.get("decode_tok_s")
            p.setPen(text)
            label_r = p.boundingRect(
                QRectF(cell_x, top + h + 4, cell_w, 10_000), wrap, self._label(c)
            )
            p.drawText(QRectF(cell_x, top + h + 4, cell_w, label_r.height()), wrap, self._label(c))
            # Bottom-aligned: each kind of number sits on one line across the chart.
            y = top + h + 4 + names_h + (extra_n - len(self._extra(c))) * line_h
            for line in self._extra(c):  # one each: side by side they ran into the next
                p.drawText(QRectF(cell_x, y, cell_w, line_h), wrap, line)
                y += line_h
            if not d:
                p.setPen(QColor("#c0392b"))
                p.drawText(QRectF(cell_x, top + h - fm.height(), cell_w, fm.height()),
                           Qt.AlignmentFlag.AlignHCenter, translate("bench", "failed"))  # fmt: skip
                continue
            bh = h * d["mean"] / peak
            colour = QColor("#2e86de") if c["id"] == self.best else QColor("#7f8c8d")
            p.fillRect(QRectF(x, top + h - bh, bar_w, bh), colour)
            # The 95% interval as a whisker.
            lo_y, hi_y = top + h - h * d["ci95"][0] / peak, top + h - h * d["ci95"][1] / peak
            mid = x + bar_w / 2
            p.setPen(QPen(text, 1.5))
            p.drawLine(QPointF(mid, lo_y), QPointF(mid, hi_y))
            p.drawLine(QPointF(mid - 4, lo_y), QPointF(mid + 4, lo_y))
            p.drawLine(QPointF(mid - 4, hi_y), QPointF(mid + 4, hi_y))
            # Above the whisker's top, not across it.
            p.drawText(QRectF(cell_x, hi_y - fm.height() - 2, cell_w, fm.height()),
                       Qt.AlignmentFlag.AlignHCenter, f"{d['mean']:.1f}")  # fmt: skip


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Size and place a top-level window wholly inside its screen's available area (a HiDPI
    scale or a small screen made the fixed size run off it)."""
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    if screen is None:
        widget.resize(width, height)
        return
    # The frame (title bar, borders) is outside the geometry: leave room for a typical one.
    room = screen.availableGeometry().adjusted(8, 32, -8, -8)
    w, h = min(width, room.width()), min(height, room.height())
    rect = QRect(0, 0, w, h)
    rect.moveCenter(parent.frameGeometry().center() if parent is not None else room.center())
    rect.moveLeft(max(room.left(), min(rect.left(), room.right() + 1 - w)))
    rect.moveTop(max(room.top(), min(rect.top(), room.bottom() + 1 - h)))
    widget.setGeometry(rect)


class BenchWindow(QWidget):
    def __init__(self, ctx: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.setWindowTitle(translate("bench", "Benchmark: the optimization ladder — Ling Desk"))
        self._placed = False  # fitted to the screen at the first show
        self._task: asyncio.Task | None = None
        self._file: str | None = None
        self._run: runner.StoredRun | None = None
        self._summary: dict[str, Any] | None = None

        # --- what to run ---------------------------------------------------------------------
        self.workload = QComboBox()
        self.workload.addItem(
            translate("bench", "GSM8K (1,319 grade-school maths questions, shipped)"), "gsm8k"
        )
        self.workload.addItem(
            translate("bench", "My chat history (my own past questions)"), "history"
        )
        self.workload.addItem(translate("bench", "A prompts file (JSONL)…"), "file")
        self.limit = QSpinBox()
        self.limit.setRange(0, 100_000)
        self.limit.setSpecialValueText(translate("bench", "all"))
        self.limit.setValue(50)
        self.seed = QSpinBox()
        self.seed.setRange(0, 1_000_000)
        self.rungs = {c.id: QCheckBox(c.label) for c in lc.LADDER}
        for c in lc.LADDER:
            self.rungs[c.id].setChecked(True)
            self.rungs[c.id].setToolTip(f"{c.name} ({c.id})")
        self.sweep = QCheckBox(translate("bench", "Also sweep the NEXTN depth (1 to 4 steps)"))
        self.sweep.setToolTip(
            translate("bench", "Adds the configurations {ids}").format(
                ids=", ".join(c.id for c in lc.SWEEP)
            )
        )
        # Two columns: four names in one row ran past a narrow window.
        rung_row = QGridLayout()
        rung_row.setContentsMargins(0, 0, 0, 0)
        for i, box in enumerate(self.rungs.values()):
            rung_row.addWidget(box, i // 2, i % 2)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(translate("bench", "Workload"), self.workload)
        form.addRow(translate("bench", "Requests"), self.limit)
        form.addRow(translate("bench", "Seed"), self.seed)
        form.addRow(translate("bench", "Configurations"), rung_row)
        form.addRow("", self.sweep)
        self.estimate = QLabel()
        self.estimate.setWordWrap(True)
        self.privacy = QLabel(
            translate("bench", "Everything runs on this machine; nothing is sent anywhere.")
        )
        self.privacy.setEnabled(False)

        self.start_btn = QPushButton(translate("bench", "Start"))
        self.cancel_btn = QPushButton(translate("bench", "Cancel"))
        self.cancel_btn.setEnabled(False)
        self.resume_btn = QPushButton(translate("bench", "Resume selected run"))
        self.resume_btn.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_btn)
        buttons.addWidget(self.cancel_btn)
        buttons.addStretch(1)
        buttons.addWidget(self.resume_btn)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)

        # --- results ---------------------------------------------------------------------------
        self.chart = SpeedChart()
        self.recommendation = QLabel()
        self.recommendation.setWordWrap(True)
        self.recommendation.setTextFormat(Qt.TextFormat.PlainText)
        self.recommendation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.report_line = QLabel()  # where this run's report.md is kept
        self.report_line.setWordWrap(True)
        self.report_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.report_line.setEnabled(False)
        self.apply_btn = QPushButton(translate("bench", "Apply the best configuration"))
        self.apply_btn.setEnabled(False)
        self.runs = QListWidget()
        self.runs.setMinimumWidth(180)
        self.runs.setMinimumHeight(90)
        result_box = QWidget()
        rl = QVBoxLayout(result_box)
        rl.setContentsMargins(0, 0, 0, 0)
        caption = QLabel(
            translate(
                "bench",
                "Decode tok/s per configuration (batch 1; whiskers: 95% bootstrap interval; "
                "blue: the recommended one), with accept length and accuracy under each bar",
            )
        )
        caption.setWordWrap(True)
        caption.setEnabled(False)
        rl.addWidget(caption)
        # Only the chart scrolls sideways when its names need more room than the window has;
        # the texts around it keep wrapping to the window's width.
        self.chart_scroll = QScrollArea()
        self.chart_scroll.setWidgetResizable(True)
        self.chart_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.chart_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chart_scroll.setWidget(self.chart)
        self._fit_chart_height()
        rl.addWidget(self.chart_scroll, 1)
        rl.addWidget(self.recommendation)
        rl.addWidget(self.report_line)
        rl.addWidget(self.apply_btn, 0, Qt.AlignmentFlag.AlignLeft)
        split = QSplitter()
        split.setChildrenCollapsible(False)
        self.split = split
        runs_box = QWidget()
        runs_l = QVBoxLayout(runs_box)
        runs_l.setContentsMargins(0, 0, 0, 0)
        runs_l.addWidget(QLabel(translate("bench", "Stored runs")))
        runs_l.addWidget(self.runs)
        split.addWidget(runs_box)
        split.addWidget(result_box)
        split.setStretchFactor(1, 1)

        # Everything scrolls inside the window, so a window fitted to a small (or 2x scaled)
        # screen keeps all of it reachable instead of growing past the screen's edge.
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addLayout(form)
        layout.addWidget(self.estimate)
        layout.addWidget(self.privacy)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.body_scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.body_scroll)
        self._apply_box: QMessageBox | None = None

        self.workload.currentIndexChanged.connect(self._workload_changed)
        self.limit.valueChanged.connect(self._update_estimate)
        self.sweep.toggled.connect(self._update_estimate)
        for box in self.rungs.values():
            box.toggled.connect(self._update_estimate)
        self.start_btn.clicked.connect(self.start)
        self.cancel_btn.clicked.connect(self.cancel)
        self.resume_btn.clicked.connect(self.resume)
        self.apply_btn.clicked.connect(self.apply_best)
        self.runs.currentItemChanged.connect(self._run_selected)
        self.refresh_runs()
        self._update_estimate()

    def showEvent(self, event: Any) -> None:
        if not self._placed:
            self._placed = True
            fit_to_screen(self, *WANT_SIZE)
        super().showEvent(event)

    def resizeEvent(self, event: Any) -> None:
        narrow = self.width() < NARROW_AT
        self.split.setOrientation(Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal)
        # Above the results, a few rows of runs are enough: the chart keeps the height.
        self.runs.setMaximumHeight(120 if narrow else 16_777_215)
        super().resizeEvent(event)

    # --- choices --------------------------------------------------------------------------------

    def _workload_changed(self) -> None:
        if self.workload.currentData() == "file":
            path, _ = QFileDialog.getOpenFileName(
                self,
                translate("bench", "Prompts file"),
                "",
                translate("bench", "JSON lines (*.jsonl *.json);;All files (*)"),
            )
            if not path:
                self.workload.setCurrentIndex(0)
                return
            self._file = path
            self.workload.setItemText(
                2,
                translate("bench", "A prompts file: {name} (change…)").format(
                    name=path.rsplit("/", 1)[-1]
                ),
            )
        self._update_estimate()

    def workload_spec(self) -> str:
        kind = self.workload.currentData()
        return self._file if kind == "file" and self._file else kind

    def chosen(self) -> list[lc.LadderConfig]:
        ids = ",".join(i for i, box in self.rungs.items() if box.isChecked())
        return lc.pick(ids or None, self.sweep.isChecked()) if ids or self.sweep.isChecked() else []

    def load(self) -> Workload:
        spec = self.workload_spec()
        limit = self.limit.value() or None
        return load_workload(
            spec, history_db=self.ctx.paths.history_db, key=self.ctx.data_key
        ).limited(limit, self.seed.value())

    def _update_estimate(self) -> None:
        try:
            n = self.load().n
        except WorkloadError as exc:
            self.estimate.setText(str(exc))
            self.start_btn.setEnabled(False)
            return
        configs = len(self.chosen())
        self.start_btn.setEnabled(configs > 0 and self._task is None)
        per_request = 512 / DECODE_TOK_S_GUESS  # max_tokens at a Spark's decode speed
        total = configs * (START_S_DEFAULT + n * per_request)
        note = lc.folded_note([c.id for c in self.chosen()])
        requests = configs * n
        self.estimate.setText(
            translate(
                "bench",
                "%n engine start(s) and {requests} requests at batch 1: roughly {hours} h on a "
                "DGX Spark (each start loads the model and compiles kernels; the chat engine is "
                "stopped meanwhile and started again at the end).",
                None,
                configs,
            ).format(requests=requests, hours=f"{total / 3600:.1f}")
            + (f" {note}" if note else "")
        )

    # --- running ----------------------------------------------------------------------------

    def start(self) -> None:
        try:
            workload = self.load()
        except WorkloadError as exc:
            QMessageBox.warning(self, translate("bench", "Benchmark"), str(exc))
            return
        chosen = self.chosen()
        self.ctx.paths.ensure()
        limit = self.limit.value() or None
        # The report's "Made by": the same run as a command (as the CLI's reports say it).
        command = ["ling-desk", "bench", "--workload", self.workload_spec(),
                   *(["--limit", str(limit)] if limit else []), "--seed", str(self.seed.value()),
                   "--ladder", ",".join(c.id for c in chosen)]  # fmt: skip
        run = runner.StoredRun.create(self.ctx.paths, {
            "workload": workload.name, "workload_spec": self.workload_spec(), "n": workload.n,
            "limit": limit, "seed": self.seed.value(), "temperature": 0.6,
            "max_tokens": 512, "configs": [c.id for c in chosen],
            "command": shlex.join(command) + "   # from the Benchmark window",
        })  # fmt: skip
        self._begin(run, workload, chosen)

    def resume(self) -> None:
        item = self.runs.currentItem()
        if item is None:
            return
        try:
            run = runner.StoredRun.load(self.ctx.paths, item.data(Qt.ItemDataRole.UserRole))
            meta = run.meta
            workload = load_workload(
                meta["workload_spec"],
                history_db=self.ctx.paths.history_db,
                key=self.ctx.data_key,
            ).limited(meta.get("limit"), meta["seed"])
        except (FileNotFoundError, WorkloadError, KeyError) as exc:
            QMessageBox.warning(
                self,
                translate("bench", "Benchmark"),
                translate("bench", "This run cannot be resumed: {error}").format(error=exc),
            )
            return
        self._begin(run, workload, lc.pick(",".join(run.meta["configs"]), False))

    def _begin(self, run: runner.StoredRun, workload: Workload, chosen: list) -> None:
        self._run = run
        self._set_running(True)
        self.progress.setRange(0, max(1, len(chosen) * workload.n))
        self.progress.setValue(0)
        self._task = asyncio.ensure_future(self._go(run, workload, chosen))

    async def _go(self, run: runner.StoredRun, workload: Workload, chosen: list) -> None:
        engine = self.ctx.engine
        was_running = engine.state not in ("stopped", "failed", "crashed")
        # Lent before the stop: a Start meanwhile (menu, chat, auto-restart) is refused with the
        # benchmark named, instead of meeting the ladder's engine as "Another Ling Desk".
        self._lend()
        try:
            # One engine at a time: on a Spark two would not fit in memory.
            await engine.stop_async()
            await runner.run_ladder(
                self.ctx.paths, self.ctx.settings, workload, chosen, run,
                temperature=run.meta["temperature"], max_tokens=run.meta["max_tokens"],
                seed=run.meta["seed"], on_progress=self._progress,
            )  # fmt: skip
            self.status.setText(translate("bench", "Done."))
        except asyncio.CancelledError:
            self.status.setText(
                translate(
                    "bench",
                    "Cancelled: the configurations that finished are kept; select the run and "
                    "Resume to finish it.",
                )
            )
        except Exception as exc:  # shown, never lost: the run so far is stored
            log.exception("benchmark failed")
            self.status.setText(
                translate("bench", "The benchmark stopped: {error}").format(error=exc)
            )
        finally:
            self._task = None
            engine.give_back()
            self._set_running(False)
            self._write_report(run)
            self._show(run)
            self.refresh_runs(select=run.meta["id"])
            if was_running or self.ctx.settings.engine.autostart:
                engine.start()

    def _lend(self, p: runner.Progress | None = None) -> None:
        if p is None:
            why = translate("bench", "The benchmark is using the engine")
            badge = translate("bench", "Benchmark running")
        else:
            why = translate("bench", "The benchmark is using the engine (rung {i} of {n})")
            badge = translate("bench", "Benchmark running (rung {i} of {n})")
            why = why.format(i=p.config_index, n=p.config_count)
            badge = badge.format(i=p.config_index, n=p.config_count)
        self.ctx.engine.lend(why, self.cancel, badge=badge)

    def _progress(self, p: runner.Progress) -> None:
        if self._task is not None:
            self._lend(p)
        done = (p.config_index - 1) * p.request_count + p.request_index
        self.progress.setValue(done)
        what = {
            "starting": translate("bench", "starting the engine and checking it"),
            "measuring": translate("bench", "request {i} of {n}").format(
                i=p.request_index, n=p.request_count
            ),
            "done": translate("bench", "measured"),
            "failed": translate("bench", "startup checks failed: not measured"),
        }[p.stage]
        line = translate("bench", "Configuration {i} of {n} ({id}): {what}").format(
            i=p.config_index, n=p.config_count, id=p.config_id, what=what
        )
        if p.left_s is not None:
            line += translate("bench", "; about {minutes} min left").format(
                minutes=f"{p.left_s / 60:.0f}"
            )
        self.status.setText(line)

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_btn.setEnabled(running)
        self.start_btn.setEnabled(not running)
        self.resume_btn.setEnabled(not running and self.runs.currentItem() is not None)
        self.apply_btn.setEnabled(not running and bool(self._summary and self._summary["best"]))

    def _fit_chart_height(self) -> None:
        bar = self.chart_scroll.horizontalScrollBar().sizeHint().height()
        self.chart_scroll.setMinimumHeight(self.chart.minimumHeight() + bar)

    def _write_report(self, run: runner.StoredRun) -> None:
        """report.md next to run.json, as `ling-desk bench` keeps one (also for a cancelled or
        stopped run: what was measured so far)."""
        if not run.results:
            return
        try:
            runner.write_report(run, runner.summarize(run, run.meta.get("seed", 0)))
        except OSError as exc:  # the run itself is stored; only its report could not be
            self.status.setText(
                self.status.text()
                + " "
                + translate("bench", "The report could not be written: {error}").format(error=exc)
            )

    # --- results ----------------------------------------------------------------------------

    def refresh_runs(self, select: str | None = None) -> None:
        self.runs.blockSignals(True)
        self.runs.clear()
        for run_id in reversed(runner.list_runs(self.ctx.paths)):
            item = QListWidgetItem(run_id)
            item.setData(Qt.ItemDataRole.UserRole, run_id)
            self.runs.addItem(item)
            if run_id == select:
                self.runs.setCurrentItem(item)
        self.runs.blockSignals(False)

    def _run_selected(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        self.resume_btn.setEnabled(item is not None and self._task is None)
        if item is None:
            return
        with contextlib.suppress(FileNotFoundError, KeyError, json.JSONDecodeError):
            self._show(runner.StoredRun.load(self.ctx.paths, item.data(Qt.ItemDataRole.UserRole)))

    def _show(self, run: runner.StoredRun) -> None:
        self._run = run
        self._summary = runner.summarize(run, run.meta.get("seed", 0)) if run.results else None
        self.chart.set_summary(self._summary)
        self._fit_chart_height()
        if self._summary is None:
            self.recommendation.setText(translate("bench", "Nothing measured yet."))
        else:
            left = [c for c in run.meta.get("configs", []) if c not in run.results]
            count = len(left)
            tail = (
                " "
                + translate(
                    "bench", "(%n configuration(s) not run yet: Resume to finish.)", None, count
                )
                if left
                else ""
            )
            best = self._summary["best"]
            power = runner.accuracy_power(run, best) if best else None
            note = self._summary.get("note") or ""
            self.recommendation.setText(
                runner.recommendation(self._summary, power=power, names=True)
                + tail
                + (f" {note}" if note else "")
            )
        report = run.folder / "report.md"
        self.report_line.setText(
            translate("bench", "Report kept in {path}").format(path=report)
            if report.exists()
            else ""
        )
        self.report_line.setVisible(report.exists())
        self.apply_btn.setEnabled(
            self._task is None and bool(self._summary and self._summary["best"])
        )

    def apply_best(self) -> None:
        """Save the best configuration in the engine settings, asking first when that restarts
        the engine; nothing happens when the settings already are that configuration."""
        if not self._summary or not self._summary["best"]:
            return
        best = lc.BY_ID[self._summary["best"]]
        disk = self.ctx.disk_settings()
        # The saved settings get the rung; this run's command-line overrides stay unsaved.
        wanted = best.apply(disk)
        if wanted == disk:
            self.status.setText(
                translate(
                    "bench", "The engine settings already use {name}: nothing to change."
                ).format(name=best.name)
            )
            return
        running = self.ctx.engine.state in ("starting", "loading", "ready")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("bench", "Apply the best configuration"),
            (
                translate(
                    "bench",
                    "Save {name} in the engine settings and restart the engine now? The chat "
                    "engine stops and loads again (minutes on a DGX Spark).",
                )
                if running
                else translate(
                    "bench",
                    "Save {name} in the engine settings? The engine uses it from its next start.",
                )
            ).format(name=best.name),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        go = box.addButton(
            translate("bench", "Save and restart") if running else translate("bench", "Save"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.setDefaultButton(go)
        # open(), not exec(): a nested modal loop inside the qasync loop breaks asyncio.
        box.buttonClicked.connect(lambda b: self._apply_answered(b is go, best, wanted, running))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._apply_box = box
        box.open()

    def _apply_answered(self, yes: bool, best: lc.LadderConfig, wanted: Any, restart: bool) -> None:
        self._apply_box = None
        if not yes:
            return
        self.ctx.save_settings(wanted)
        if restart:
            self.status.setText(
                translate(
                    "bench", "Saved {name} in the engine settings; restarting the engine."
                ).format(name=best.name)
            )
            self.ctx.engine.restart()
        else:
            self.status.setText(
                translate(
                    "bench",
                    "Saved {name} in the engine settings; the engine uses it from its next start.",
                ).format(name=best.name)
            )

    def closeEvent(self, event: Any) -> None:
        if self._task is not None:
            answer = QMessageBox.question(
                self,
                translate("bench", "Benchmark"),
                translate("bench", "A benchmark is running. Cancel it and close?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
            self._task.cancel()
        super().closeEvent(event)
