"""The first-run page: Engine environment, then Model, then Start, inside the main window.

Shown instead of the chat whenever the engine lacks a piece it cannot start without. Each step's
state comes from the same preflight checks as `ling-desk check`; each offers the one action that
fixes it. The jobs themselves are core objects (app/core/setup) run in a worker thread; this page
only shows their events and can cancel them.
"""

from __future__ import annotations

import asyncio
import html
import logging
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.core.policy import PolicyRefused, current_policy
from app.core.setup.engine_env import EngineEnvCreate, PipProgress, find_candidates
from app.core.setup.first_run import ENGINE, MODEL
from app.core.setup.jobs import Cancelled, CancelToken, JobMessage, SetupError, human_bytes
from app.core.setup.jobs import human_seconds as hsec
from app.core.setup.model_download import (
    ConnectionLost,
    DownloadPlanned,
    DownloadProgress,
    DownloadRetrying,
    ModelDownload,
    default_model_dir,
    partial_download,
)
from app.core.setup.model_verify import verify_model
from app.core.verify import verdict as vd
from app.core.verify.preflight import collect_preflight
from app.core.verify.verdict import Status, Verdict
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.a11y import describe

log = logging.getLogger(__name__)

COLORS = {"pass": "#2e9d4f", "warn": "#c98a00", "fail": "#d0473d", "busy": "#3b7dd8"}
GREY = "#8a8f98"
# Every connection Ling Desk makes beyond this machine, each only when the user acts: exact,
# because a user deciding whether to trust the app reads it (issue 29 item 10).
NETWORK_NOTE = QT_TRANSLATE_NOOP(
    "setup",
    "Ling Desk connects beyond this machine only when you ask, in three places: Download model "
    "(step 2) fetches the checkpoint from the Hugging Face hub, or HF_ENDPOINT, through "
    "huggingface_hub; Create engine environment (step 1) has pip fetch SGLang and its packages "
    "from the Python package index, or the index or wheel folder in LING_DESK_PIP_ARGS; and an "
    "MCP tool server you add in Settings > Tools reaches whatever that server reaches. The engine "
    "itself always runs offline.",
)


class Step(QFrame):
    """One step: its state, what is missing, its actions, and a job's progress with Cancel."""

    def __init__(self, number: int, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FirstRunStep")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        head = QHBoxLayout()
        self.dot = QLabel()
        self.title = QLabel(f"<b>{number}. {html.escape(title)}</b>")
        self.title.setWordWrap(True)  # never wider than the window, at any zoom
        self.state = QLabel()
        head.addWidget(self.dot)
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.state)
        lay.addLayout(head)
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)  # verdict texts, paths: never markup
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.detail)
        self.action_row = QHBoxLayout()  # not `actions`: QWidget.actions()
        self.action_row.addStretch(1)
        lay.addLayout(self.action_row)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress_text = QLabel()
        self.progress_text.setWordWrap(True)
        self.cancel = QPushButton(translate("setup", "Cancel"))
        self._title = title
        describe(
            self.cancel,
            translate("setup", "Cancel"),
            translate("setup", "Stop what the step {title} is doing").format(title=title),
        )
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel)
        lay.addLayout(row)
        lay.addWidget(self.progress_text)
        self.show_progress(False)
        self.set_state("pending", translate("setup", "not checked yet"), "")

    def fit(self, width: int) -> None:
        """The buttons side by side where `width` holds them, else one under another (at
        200 % in a 480 px window they made the page wider than the window: every line cut)."""
        m = self.layout().contentsMargins()  # type: ignore[union-attr]  # made in __init__
        room = width - m.left() - m.right() - 2 * self.frameWidth()
        shown = [
            w for i in range(self.action_row.count())
            if (item := self.action_row.itemAt(i)) is not None
            and (w := item.widget()) is not None and not w.isHidden()
        ]  # fmt: skip
        need = sum(w.sizeHint().width() for w in shown) + self.action_row.spacing() * len(shown)
        down = QBoxLayout.Direction.TopToBottom
        self.action_row.setDirection(down if need > room else QBoxLayout.Direction.LeftToRight)

    def add_action(self, text: str, slot: Callable[[], Any], primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        describe(
            b,
            text.rstrip("… "),
            translate("setup", "Set-up step {title}").format(title=self._title),
        )
        b.setDefault(primary)
        b.clicked.connect(slot)
        self.action_row.insertWidget(self.action_row.count() - 1, b)
        return b

    def set_state(self, status: str, word: str, detail: str) -> None:
        color = COLORS.get(status, GREY)
        self.dot.setText(f'<span style="color:{color}; font-size:16px">●</span>')
        self.state.setText(f'<span style="color:{color}">{html.escape(word)}</span>')
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))

    def show_progress(self, on: bool) -> None:
        for w in (self.progress, self.progress_text, self.cancel):
            w.setVisible(on)


# On this page the fix is a button, not the terminal commands the CLI's remedy names.
PAGE_FIX = {
    "engine_env": QT_TRANSLATE_NOOP(
        "setup",
        "Press Create engine environment (a venv in Ling Desk's data folder with "
        "sglang 0.5.23 and humming-kernels), or Choose existing… to point at an environment's "
        "Python.",
    ),
    "model_files": QT_TRANSLATE_NOOP(
        "setup",
        "Press Download model (about 60 GB), or Choose folder… for a checkpoint already on this "
        "machine.",
    ),
}


# With a custom launcher step 1 is the launcher's business: said as such, never a step to take.
LAUNCHER_ENV = QT_TRANSLATE_NOOP(
    "setup",
    "Your custom launcher starts the engine ({launcher}), so Ling Desk creates and checks no "
    "engine environment for it. Settings > Engine changes the launcher.",
)


def _verdict_text(v: Verdict | None) -> tuple[str, str, str]:
    if v is None:
        return "pending", translate("setup", "not checked yet"), ""
    word = {
        "pass": translate("setup", "ready"),
        "warn": translate("setup", "ready (with a warning)"),
        "fail": translate("setup", "to do"),
        "skip": translate("setup", "not checked"),
        "pending": translate("setup", "checking"),
    }[str(v.status)]
    paged = v.status == Status.FAIL and v.id in PAGE_FIX
    fix = translate("setup", PAGE_FIX[v.id]) if paged else v.remedy
    detail = v.summary + ("\n\n" + translate("setup", "Fix: {fix}").format(fix=fix) if fix else "")
    if not paged and v.remedy_detail:  # a page button replaces the detail's commands
        detail += "\n" + translate("setup", "Technical detail: {detail}").format(
            detail=v.remedy_detail
        )
    # Something not set up yet is a step to take (amber), not an error (red).
    status = {Status.FAIL: "warn", Status.SKIP: "pending"}.get(v.status, str(v.status))
    return status, word, detail


class FirstRunPage(QWidget):
    startRequested = Signal()
    backRequested = Signal()  # "Back to the chat" (or Esc)
    setupChanged = Signal()  # settings changed: the page saved an engine env or a model

    def __init__(self, ctx: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("FirstRunPage")
        self._token: CancelToken | None = None
        self._task: asyncio.Future | None = None
        self._job_kind = ""  # "env" or "download" while a job runs
        self._job_started = 0.0
        self._env_line = ""  # the env job's last message, and its last pip event
        self._env_event: PipProgress | None = None
        self._download_at = (0, 0)  # bytes (kept, in all) of the download, as last told
        self._retry: tuple[DownloadRetrying, float] | None = None  # and when it tries again
        self._failed_download = False  # this session's download ended unfinished
        # Once a second while a job runs: elapsed time and a retry's countdown move even when
        # pip or the hub says nothing (a frozen line reads as a hung app).
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._tick)
        self.verdicts: dict[str, Verdict] = {}
        # Does an engine run (or start) now? Set by FirstRun: step 3 then restarts it.
        self.engine_running: Callable[[], bool] = lambda: False
        self._fix_step = ""  # the step marked while the page is opened for a fix
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        describe(
            scroll,
            translate("setup", "Set-up steps"),
            translate("setup", "What the engine needs before it can start"),
        )
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll)
        self.page_scroll = scroll
        body = QWidget()
        scroll.setWidget(body)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(24, 24, 24, 24)
        lay.setSpacing(14)
        head_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._head_row = head_row  # the Back button goes under the title when narrow (fit_steps)
        heading = translate("setup", "Set up Ling Desk")
        head = QLabel(f"<h2>{html.escape(heading)}</h2>")
        self._head = head
        # Always a way back to the chat (history, settings), whatever the steps say: Start is
        # not the only door out (with a step to do, or a custom launcher, it is disabled).
        self.back = QPushButton(translate("setup", "Back to the chat"))
        self.back.setToolTip(
            translate("setup", "Leave set-up; the chat and your history are as you left them (Esc)")
        )
        self.back.clicked.connect(self.backRequested)
        head_row.addWidget(head)
        head_row.addStretch(1)
        head_row.addWidget(self.back)
        esc = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        esc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        esc.setWhatsThis(translate("setup", "On the set-up page: back to the chat"))
        esc.activated.connect(self.backRequested)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addLayout(head_row)
        lay.addWidget(self.intro)
        # Opened by a status row's fix: which failure this visit is to fix, and which step does.
        self.fixing = QLabel()
        self.fixing.setObjectName("FirstRunFixing")
        self.fixing.setWordWrap(True)
        self.fixing.setTextFormat(Qt.TextFormat.PlainText)
        self.fixing.setStyleSheet(
            f"#FirstRunFixing {{ border: 1px solid {COLORS['fail']}; border-left: 4px solid "
            f"{COLORS['fail']}; border-radius: 4px; padding: 8px; }}"
        )
        self.fixing.hide()
        self.fixing_for: list[Verdict] = []
        lay.addWidget(self.fixing)
        # Above the steps: it is about both step 1 and step 2, and read before either is pressed.
        note = translate("setup", NETWORK_NOTE)
        self.net_note = QLabel(f"<small>{html.escape(note)}</small>")
        self.net_note.setWordWrap(True)
        lay.addWidget(self.net_note)
        self.env = Step(1, translate("setup", "Engine environment"))
        self.env_create = self.env.add_action(
            translate("setup", "Create engine environment"), self.create_env, primary=True
        )
        self.env_choose = self.env.add_action(
            translate("setup", "Choose existing…"), self.choose_env
        )
        self.env.cancel.clicked.connect(self.cancel)
        self.model = Step(2, translate("setup", "Model"))
        self.model_download = self.model.add_action(
            translate("setup", "Download model"), self.download_model, True
        )
        self.model.add_action(translate("setup", "Choose folder…"), self.choose_model)
        self.model.cancel.clicked.connect(self.cancel)
        self.start = Step(3, translate("setup", "Start"))
        self.start_button = self.start.add_action(
            translate("setup", "Start the engine"), self._start, True
        )
        self.recheck = self.start.add_action(translate("setup", "Check again"), self.refresh)
        for w in (self.env, self.model, self.start):
            lay.addWidget(w)
        lay.addStretch(1)
        self._body_margins = lay.contentsMargins()
        self._say_intro()
        self._update_start()

    def resizeEvent(self, event) -> None:  # Qt's name
        super().resizeEvent(event)
        self.fit_steps()

    def changeEvent(self, event) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a zoom: the buttons' widths changed
            self.fit_steps()

    def showEvent(self, event) -> None:  # Qt's name
        super().showEvent(event)
        # Built on first show (app/ui/setup/gate.py): its scroll area is laid out only now.
        QTimer.singleShot(0, self.fit_steps)

    def fit_steps(self) -> None:
        if not hasattr(self, "_body_margins"):  # a font set while it is being made
            return
        m = self._body_margins
        width = self.page_scroll.viewport().width() - m.left() - m.right()
        for step in (self.env, self.model, self.start):
            step.fit(width)
        need = self._head.sizeHint().width() + self.back.sizeHint().width() + 24
        self._head_row.setDirection(
            QBoxLayout.Direction.TopToBottom if need > width else QBoxLayout.Direction.LeftToRight
        )

    @property
    def custom_launcher(self) -> bool:
        return bool(self.ctx.settings.engine.launcher)

    def _say_intro(self) -> None:
        if self.custom_launcher:
            text = translate(
                "setup",
                "Your custom launcher starts the engine; Ling Desk gives it the Ling-3.0-flash "
                "checkpoint's folder. Each step below says what is missing and offers the one "
                "action that fixes it.",
            )
        else:
            text = translate(
                "setup",
                "Before the first answer, Ling Desk needs an engine environment (SGLang) and the "
                "Ling-3.0-flash checkpoint. Each step below says what is missing and offers the "
                "one action that fixes it.",
            )
        self.intro.setText(text)

    # --- opened for a fix --------------------------------------------------------------------------

    def show_fixing(self, failures: list[Verdict], step: str = ENGINE) -> None:
        """Opened to fix `failures` (status rows, or a launch that failed): say which, and which
        step fixes them; that step is marked and its first button takes the focus."""
        self.fixing_for = list(failures)
        if not failures:
            self.clear_fixing()
            return
        self._fix_step = step
        names = translate("setup", ", ").join(
            v.title or (translate("verify", vd.TITLES[v.id]) if v.id in vd.TITLES else v.id)
            for v in failures
        )
        what = " ".join(dict.fromkeys(v.summary for v in failures if v.summary))
        if step == MODEL:
            how = translate(
                "setup",
                "Step 2 (Model) fixes it: Download model fetches the checkpoint, or Choose "
                "folder… takes a copy already on this machine.",
            )
        elif self.custom_launcher:
            how = translate(
                "setup",
                "Your custom launcher starts the engine, so this page cannot install into its "
                "environment: install sglang 0.5.23 with humming-kernels where your launcher "
                "runs, or remove the launcher in Settings > Engine so step 1 can set it up.",
            )
        else:
            how = translate(
                "setup",
                "Step 1 (Engine environment) fixes it: Create engine environment installs it "
                "again (sglang 0.5.23 with humming-kernels and Ling Desk's part inside the "
                "engine); what is already there is kept. Then step 3 restarts the engine.",
            )
        fixing = translate("setup", "Fixing: {names}. {what}").format(names=names, what=what)
        self.fixing.setText(f"{fixing.rstrip()}\n\n{how}")
        self.fixing.show()
        target = self.model if step == MODEL else self.env
        for w in (self.env, self.model):
            w.setProperty("fixing", w is target)
            w.setStyleSheet(
                f"#FirstRunStep {{ border: 2px solid {COLORS['warn']}; border-radius: 4px; }}"
                if w is target else ""
            )  # fmt: skip
        button = self.model_download if step == MODEL else self.env_create
        if not (step != MODEL and self.custom_launcher):
            button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.page_scroll.ensureWidgetVisible(target)
        if self.verdicts:
            self.show_verdicts()

    def clear_fixing(self) -> None:
        self.fixing_for = []
        self._fix_step = ""
        self.fixing.hide()
        for w in (self.env, self.model):
            w.setProperty("fixing", False)
            w.setStyleSheet("")

    # --- state -----------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A job (env create, download) runs: its token is set until it ends."""
        return self._token is not None

    @property
    def job_kind(self) -> str:
        """The running job: "env" or "download", else an empty string."""
        return self._job_kind

    def refresh(self) -> asyncio.Future:
        """Run the preflight (in a worker thread) and show the two steps' verdicts."""
        self._say_intro()
        self.env.set_state("busy", translate("setup", "checking…"), "")
        self.model.set_state("busy", translate("setup", "checking…"), "")
        return asyncio.ensure_future(self._refresh())

    async def _refresh(self) -> None:
        settings = self.ctx.settings
        try:
            pre = await asyncio.to_thread(collect_preflight, self.ctx.paths, settings, gpus=None)
        except Exception as exc:  # never leave the page saying "checking" forever
            log.exception("preflight failed")
            self.env.set_state("fail", translate("setup", "could not check"), str(exc))
            return
        self.verdicts = {v.id: v for v in pre.verdicts}
        self.show_verdicts()
        self._label_download()

    def show_verdicts(self) -> None:
        custom = self.custom_launcher
        self.env_create.setVisible(not custom)  # nothing here would reach the launcher's engine
        self.env_choose.setVisible(not custom)
        if custom:
            launcher = " ".join(self.ctx.settings.engine.launcher)
            said = translate("setup", LAUNCHER_ENV).format(launcher=launcher)
            if self._fix_step == ENGINE:  # the failure lies in the launcher's environment
                self.env.set_state(
                    "warn", translate("setup", "to fix where your launcher runs"), said
                )
            else:
                self.env.set_state("pass", translate("setup", "not needed"), said)
        else:
            self.env.set_state(*_verdict_text(self.verdicts.get("engine_env")))
        self.model.set_state(*_verdict_text(self.verdicts.get("model_files")))
        self._update_start()

    def _ok(self, id: str) -> bool:
        if id == "engine_env" and self.custom_launcher:
            return True  # the launcher's own business (step 1 says so)
        v = self.verdicts.get(id)
        return v is not None and v.status in (Status.PASS, Status.WARN)

    def _update_start(self) -> None:
        ready = self._ok("engine_env") and self._ok("model_files")
        self.start_button.setEnabled(ready and not self.busy)
        running = self.engine_running()
        self.start_button.setText(
            translate("setup", "Restart the engine")
            if running
            else translate("setup", "Start the engine")
        )
        if ready and running:
            self.start.set_state(
                "pass",
                translate("setup", "ready to restart"),
                translate(
                    "setup",
                    "The engine runs as it was set up: once the step above is done, restart it "
                    "so it uses what set-up installed.",
                ),
            )
        elif ready:
            self.start.set_state(
                "pass",
                translate("setup", "ready to start"),
                translate(
                    "setup",
                    "Both pieces are in place: start the engine, and Ling Desk proves each "
                    "optimization as it comes up.",
                ),
            )
        else:
            env_ok, model_ok = self._ok("engine_env"), self._ok("model_files")
            if not env_ok and not model_ok:
                needs = translate("setup", "Needs the engine environment and the model first.")
            elif not env_ok:
                needs = translate("setup", "Needs the engine environment first.")
            else:
                needs = translate("setup", "Needs the model first.")
            self.start.set_state("pending", translate("setup", "waiting"), needs)

    def _start(self) -> None:
        self.startRequested.emit()

    def _label_download(self) -> None:
        """The download button says what is on disk: a partial copy is resumed, not restarted."""
        part = None if self.busy else partial_download(default_model_dir(self.ctx.paths))
        if part is None or part[0] <= 0:
            self.model_download.setText(translate("setup", "Download model"))
        elif self._failed_download:  # it just stopped: what is left is what matters now
            self.model_download.setText(
                translate("setup", "Resume ({left} left)").format(
                    left=human_bytes(part[1] - part[0])
                )
            )
        else:
            self.model_download.setText(
                translate("setup", "Resume download ({kept} of {total} kept)").format(
                    kept=human_bytes(part[0]), total=human_bytes(part[1])
                )
            )

    # --- quitting --------------------------------------------------------------------------------

    def quit_question(self) -> str | None:
        """What a quit would interrupt, asked as a question; None when no job runs."""
        if not self.busy:
            return None
        if self._job_kind == "download":
            done, total = self._download_at
            if total:
                return translate(
                    "setup", "Download in progress, {done} of {total}: quit and resume later?"
                ).format(done=human_bytes(done), total=human_bytes(total))
            return translate("setup", "Download in progress: quit and resume later?")
        elapsed = hsec(time.monotonic() - self._job_started)
        return translate(
            "setup",
            "The engine environment is being created ({elapsed} so far): quit and finish it "
            "later? What pip installed is kept.",
        ).format(elapsed=elapsed)

    async def stop_jobs(self) -> None:
        """Cancel a running job and wait until it has ended: its thread stops (pip's whole
        process group with it), so nothing goes on downloading after the window is gone and the
        instance lock goes with the process. A download that verified meanwhile is saved as the
        model before this returns (the job's own ending does that)."""
        self.cancel()
        task = self._task
        if task is not None and not task.done():
            try:
                await task
            except Exception:  # its failure was shown; quitting goes on
                log.exception("set-up job ended with an error at quit")

    # --- jobs ------------------------------------------------------------------------------------

    def cancel(self) -> None:
        if self._token is not None:
            self._token.cancel()

    def _run_job(self, step: Step, job_factory: Callable[[Callable[[Any], None], CancelToken],
                                                         Any], on_event, on_done) -> None:  # fmt: skip
        if self.busy:
            return
        loop = asyncio.get_running_loop() if _loop_running() else asyncio.get_event_loop()
        token = CancelToken()
        self._token = token

        def listener(event: Any) -> None:  # called in the worker thread
            loop.call_soon_threadsafe(on_event, event)

        job = job_factory(listener, token)
        self._job_kind = "env" if step is self.env else "download"
        self._job_started = time.monotonic()
        self._retry = None
        self._ticker.start()
        step.show_progress(True)
        step.progress.setRange(0, 0)
        step.progress.resetFormat()
        step.progress_text.setText(translate("setup", "Starting…"))
        for b in (self.env_create, self.model_download, self.start_button):
            b.setEnabled(False)

        async def go() -> None:
            try:
                result = await asyncio.to_thread(job.run)
            except Cancelled:
                step.progress_text.setText(
                    translate(
                        "setup",
                        "Cancelled. What was done is kept: the same button finishes the rest.",
                    )
                )
                result = None
            except ConnectionLost as exc:
                self._download_bar(exc.done, exc.total)
                step.progress_text.setText(
                    translate(
                        "setup",
                        "Connection lost: {done} of {total} kept. Resume fetches the {left} left.",
                    ).format(
                        done=human_bytes(exc.done),
                        total=human_bytes(exc.total),
                        left=human_bytes(exc.left),
                    )
                    + "\n"
                    + translate("setup", "Detail: {cause}").format(cause=exc.cause)
                )
                result = exc
            except SetupError as exc:
                step.progress_text.setText(translate("setup", "Failed: {error}").format(error=exc))
                result = exc
            finally:
                self._token = None
                self._ticker.stop()
                self._retry = None
                step.cancel.hide()  # nothing runs any more to cancel
                if step.progress.maximum() == 0:  # a busy bar would go on moving
                    step.progress.setRange(0, 100)
                self.env_create.setEnabled(True)
                self.model_download.setEnabled(True)
            await on_done(result)
            self._update_start()

        self._task = asyncio.ensure_future(go())

    # engine environment

    def _tick(self) -> None:
        if self._job_kind == "env":
            self._show_env()
        elif self._retry is not None:
            self._show_retry()

    def env_event(self, e: Any) -> None:
        """An event of the engine-environment job (on the GUI thread)."""
        if isinstance(e, JobMessage):
            self._env_line = e.text
        elif isinstance(e, PipProgress):
            self._env_event = e
        self._show_env()

    def _show_env(self) -> None:
        """Never a bar that cannot move: pip's byte progress (pip >= 24.1, which the job installs
        first where it can) fills the bar; without it the bar is a busy one, and the line says
        packages, bytes fetched and time so far, the time moving every second."""
        e = self._env_event
        bar = self.env.progress
        if e is not None and e.phase == "downloading" and e.total and e.done:
            bar.setRange(0, 100)
            bar.setValue(int(e.percent or 0))
            now = translate("setup", "pip: {package} — {file} {done} of {total}").format(
                package=e.package, file=e.file, done=human_bytes(e.done), total=human_bytes(e.total)
            )
        else:
            bar.setRange(0, 0)
            if e is None:
                now = self._env_line or translate("setup", "Starting…")
            elif e.phase == "downloading" and e.total:
                now = translate("setup", "pip: downloading {package} — {file} ({size})").format(
                    package=e.package, file=e.file, size=human_bytes(e.total)
                )
            elif e.phase == "downloading":
                now = translate("setup", "pip: downloading {package} — {file}").format(
                    package=e.package, file=e.file
                )
            else:
                now = f"pip: {e.phase} {e.package}"  # pip's own word for what it does
        so_far = hsec(time.monotonic() - self._job_started)
        facts = [translate("setup", "{time} so far").format(time=so_far)]
        if e is not None:
            packages = e.packages_seen
            facts.insert(
                0, translate("setup", "{size} fetched").format(size=human_bytes(e.fetched))
            )
            facts.insert(0, translate("setup", "%n package(s) so far", None, packages))
        self.env.progress_text.setText(f"{now}\n{' · '.join(facts)}")

    def create_env(self) -> None:
        self._env_line, self._env_event = "", None

        async def on_done(result: Any) -> None:
            if result is None or isinstance(result, Exception):
                return
            self.env.show_progress(False)
            self.ctx.save_settings(self.ctx.disk_settings())  # the job saved the venv's Python
            self.setupChanged.emit()
            await self._refresh()
            cuda = result.probe.get("cuda") if isinstance(result.probe.get("cuda"), dict) else {}
            absent = translate("setup", "absent")
            facts = translate(
                "setup",
                "torch {torch}, CUDA {cuda}, GPU capability {capability}; sglang {sglang}, "
                "humming-kernels {humming}",
            ).format(
                torch=result.probe.get("torch") or absent,
                cuda=(cuda or {}).get("torch_cuda") or "?",
                capability=(cuda or {}).get("capability") or "?",
                sglang=result.probe.get("sglang") or absent,
                humming=result.probe.get("humming_kernels") or absent,
            )
            extra = "".join(
                "\n" + translate("setup", "Cannot run here: {problem}").format(problem=p)
                for p in result.platform_problems
            )
            log_line = translate("setup", "Log: {path}").format(path=result.log_file)
            self.env.detail.setText(self.env.detail.text() + f"\n\n{facts}{extra}\n{log_line}")
            self.env.detail.show()

        self._run_job(
            self.env,
            lambda listener, token: EngineEnvCreate(
                self.ctx.paths, listener=listener, cancel=token
            ),
            self.env_event,
            on_done,
        )

    def choose_env(self) -> None:
        f, _ = QFileDialog.getOpenFileName(
            self, translate("setup", "Python of an engine environment"), str(Path.home())
        )
        if f:
            self._task = asyncio.ensure_future(self.use_env(f))

    async def use_env(self, python: str) -> None:
        self.env.set_state("busy", translate("setup", "probing…"), python)
        found = await asyncio.to_thread(
            find_candidates, self.ctx.paths, self.ctx.settings, [python]
        )
        chosen = next((c for c in found if c.where == "given"), None)
        if chosen is None or not chosen.usable:
            v = chosen.verdict if chosen else None
            detail = _verdict_text(v)[2]
            self.env.set_state("fail", translate("setup", "not usable"), f"{python}: {detail}")
            return
        disk = self.ctx.disk_settings()
        disk.engine.engine_python = chosen.python
        disk.engine.launcher = []
        disk.engine.container_runtime = ""
        self.ctx.save_settings(disk)
        self.setupChanged.emit()
        await self._refresh()

    # model

    def _show_retry(self) -> None:
        """The retry line, counting down ("... kept. Retrying in 9 s")."""
        if self._retry is None:
            return
        ev, at = self._retry
        left = max(0, int(at - time.monotonic() + 0.999))
        line = replace(ev, wait_s=left).text
        self.model.progress_text.setText(
            f"{line}\n"
            + translate("setup", "{reason}; try {attempt} of {tries} next").format(
                reason=ev.reason, attempt=ev.attempt, tries=ev.tries
            )
        )

    def _download_bar(self, done: int, total: int) -> None:
        percent = 100.0 * done / total if total else 0.0
        self.model.progress.setRange(0, 1000)
        self.model.progress.setValue(int(percent * 10))
        self.model.progress.setFormat(f"{percent:.1f}%")

    def download_model(self) -> None:
        def on_event(e: Any) -> None:
            if isinstance(e, JobMessage):
                if self._retry is None:  # the countdown's line stays until bytes come again
                    self.model.progress_text.setText(e.text)
            elif isinstance(e, DownloadPlanned):
                self._download_at = (e.have_bytes, e.total_bytes)
            elif isinstance(e, DownloadRetrying):
                self._download_at = (e.done, e.total) if e.total else self._download_at
                self._download_bar(*self._download_at)  # progress events come at most 10 a second
                self._retry = (e, time.monotonic() + e.wait_s)
                self._show_retry()
            elif isinstance(e, DownloadProgress):
                self._retry = None
                self._download_at = (e.done, e.total)
                self._download_bar(e.done, e.total)
                rate = f"{human_bytes(e.rate)}/s" if e.rate is not None else "…"
                self.model.progress_text.setText(
                    translate("setup", "{file}: {done} of {size}").format(
                        file=e.file, done=human_bytes(e.file_done), size=human_bytes(e.file_size)
                    )
                    + "\n"
                    + translate("setup", "Overall {done} of {total} at {rate}, {left}").format(
                        done=human_bytes(e.done),
                        total=human_bytes(e.total),
                        rate=rate,
                        left=e.left_text,
                    )
                )

        async def on_done(result: Any) -> None:
            self._failed_download = result is None or isinstance(result, Exception)
            if self._failed_download:
                self.ctx.auditor.record(
                    "model.download", ok=False, cancelled=result is None,
                    error=type(result).__name__ if result is not None else None,
                )  # fmt: skip
                self._label_download()
                return
            self.ctx.auditor.record("model.download", **result.audit_fields())
            self.model.progress_text.setText(translate("setup", "Verifying the folder…"))
            await self.use_model(result.dest)
            self._label_download()
            self.model.show_progress(False)

        self._run_job(
            self.model,
            lambda listener, token: ModelDownload(self.ctx.paths, listener=listener, cancel=token),
            on_event,
            on_done,
        )

    def choose_model(self) -> None:
        start = default_model_dir(self.ctx.paths)
        folder = QFileDialog.getExistingDirectory(
            self,
            translate("setup", "Model folder"),
            str(start if start.exists() else Path.home()),
        )
        if folder:
            self._task = asyncio.ensure_future(self.use_model(Path(folder)))

    async def use_model(self, folder: Path) -> None:
        """Verify a folder; when it is usable it becomes the configured model."""
        try:  # a folder the administrator's policy does not allow: said now, not at the start
            current_policy().check_model_folder(folder, self.ctx.paths.data_dir / "models")
        except PolicyRefused as exc:
            self.model.set_state("fail", translate("setup", "not allowed"), str(exc))
            return
        self.model.set_state("busy", translate("setup", "verifying…"), str(folder))
        report = await asyncio.to_thread(verify_model, folder)
        self.ctx.auditor.record("model.verify", **report.audit_fields(), by="window")
        if not report.ok:
            self.model.set_state(
                "fail", translate("setup", "not usable"), "\n".join(report.lines())
            )
            return
        disk = self.ctx.disk_settings()
        disk.engine.model_path = str(report.path)
        self.ctx.overrides.pop("model", None)
        self.ctx.save_settings(disk)
        self.setupChanged.emit()
        await self._refresh()


def _loop_running() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True
