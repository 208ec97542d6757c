"""The first-run page: Engine environment, then Model, then Start, inside the main window.

Shown instead of the chat whenever the engine lacks a piece it cannot start without. Each step's
state comes from the same preflight checks as `ling-desk check`; each offers the one action that
fixes it. The jobs themselves are core objects (app/core/setup) run in a worker thread; this page
only shows their events and can cancel them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.setup.engine_env import EngineEnvCreate, PipProgress, find_candidates
from app.core.setup.first_run import missing_pieces
from app.core.setup.jobs import Cancelled, CancelToken, JobMessage, SetupError, human_bytes
from app.core.setup.jobs import human_seconds as hsec
from app.core.setup.model_download import (
    DownloadProgress,
    ModelDownload,
    default_model_dir,
)
from app.core.setup.model_verify import verify_model
from app.core.verify.preflight import collect_preflight
from app.core.verify.verdict import Status, Verdict

log = logging.getLogger(__name__)

COLORS = {"pass": "#2e9d4f", "warn": "#c98a00", "fail": "#d0473d", "busy": "#3b7dd8"}
GREY = "#8a8f98"
NETWORK_NOTE = (
    "This download is the only connection Ling Desk ever makes to the internet, and only when "
    "you press the button: it fetches the checkpoint from the Hugging Face hub (or HF_ENDPOINT). "
    "The engine always runs offline."
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
        self.title = QLabel(f"<b>{number}. {title}</b>")
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
        self.cancel = QPushButton("Cancel")
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel)
        lay.addLayout(row)
        lay.addWidget(self.progress_text)
        self.show_progress(False)
        self.set_state("pending", "not checked yet", "")

    def add_action(self, text: str, slot: Callable[[], Any], primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        b.setDefault(primary)
        b.clicked.connect(slot)
        self.action_row.insertWidget(self.action_row.count() - 1, b)
        return b

    def set_state(self, status: str, word: str, detail: str) -> None:
        color = COLORS.get(status, GREY)
        self.dot.setText(f'<span style="color:{color}; font-size:16px">●</span>')
        self.state.setText(f'<span style="color:{color}">{word}</span>')
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))

    def show_progress(self, on: bool) -> None:
        for w in (self.progress, self.progress_text, self.cancel):
            w.setVisible(on)


# On this page the fix is a button, not the terminal commands the CLI's remedy names.
PAGE_FIX = {
    "engine_env": "Press Create engine environment (a venv in Ling Desk's data folder with "
    "sglang 0.5.23 and humming-kernels), or Choose existing… to point at an environment's Python.",
    "model_files": "Press Download model (about 60 GB), or Choose folder… for a checkpoint "
    "already on this machine.",
}


def _verdict_text(v: Verdict | None) -> tuple[str, str, str]:
    if v is None:
        return "pending", "not checked yet", ""
    word = {"pass": "ready", "warn": "ready (with a warning)", "fail": "to do",
            "skip": "not checked", "pending": "checking"}[str(v.status)]  # fmt: skip
    paged = v.status == Status.FAIL and v.id in PAGE_FIX
    fix = PAGE_FIX[v.id] if paged else v.remedy
    detail = v.summary + (f"\n\nFix: {fix}" if fix else "")
    if not paged and v.remedy_detail:  # a page button replaces the detail's commands
        detail += f"\nTechnical detail: {v.remedy_detail}"
    # Something not set up yet is a step to take (amber), not an error (red).
    status = {Status.FAIL: "warn", Status.SKIP: "pending"}.get(v.status, str(v.status))
    return status, word, detail


class FirstRunPage(QWidget):
    startRequested = Signal()
    setupChanged = Signal()  # settings changed: the page saved an engine env or a model

    def __init__(self, ctx: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("FirstRunPage")
        self._token: CancelToken | None = None
        self._task: asyncio.Future | None = None
        self.verdicts: dict[str, Verdict] = {}
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll)
        body = QWidget()
        scroll.setWidget(body)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(24, 24, 24, 24)
        lay.setSpacing(14)
        head = QLabel("<h2>Set up Ling Desk</h2>")
        intro = QLabel(
            "Before the first answer, Ling Desk needs an engine environment (SGLang) and the "
            "Ling-3.0-flash checkpoint. Each step below says what is missing and offers the one "
            "action that fixes it."
        )
        intro.setWordWrap(True)
        lay.addWidget(head)
        lay.addWidget(intro)
        self.env = Step(1, "Engine environment")
        self.env_create = self.env.add_action(
            "Create engine environment", self.create_env, primary=True
        )
        self.env.add_action("Choose existing…", self.choose_env)
        self.env.cancel.clicked.connect(self.cancel)
        self.model = Step(2, "Model")
        self.model_download = self.model.add_action("Download model", self.download_model, True)
        self.model.add_action("Choose folder…", self.choose_model)
        self.model.cancel.clicked.connect(self.cancel)
        self.net_note = QLabel(f"<small>{NETWORK_NOTE}</small>")
        self.net_note.setWordWrap(True)
        self.model.layout().addWidget(self.net_note)  # type: ignore[union-attr]
        self.start = Step(3, "Start")
        self.start_button = self.start.add_action("Start the engine", self._start, True)
        self.recheck = self.start.add_action("Check again", self.refresh)
        for w in (self.env, self.model, self.start):
            lay.addWidget(w)
        lay.addStretch(1)
        self._update_start()

    # --- state -----------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A job (env create, download) runs: its token is set until it ends."""
        return self._token is not None

    def refresh(self) -> asyncio.Future:
        """Run the preflight (in a worker thread) and show the two steps' verdicts."""
        self.env.set_state("busy", "checking…", "")
        self.model.set_state("busy", "checking…", "")
        return asyncio.ensure_future(self._refresh())

    async def _refresh(self) -> None:
        settings = self.ctx.settings
        try:
            pre = await asyncio.to_thread(collect_preflight, self.ctx.paths, settings, gpus=None)
        except Exception as exc:  # never leave the page saying "checking" forever
            log.exception("preflight failed")
            self.env.set_state("fail", "could not check", str(exc))
            return
        self.verdicts = {v.id: v for v in pre.verdicts}
        self.show_verdicts()

    def show_verdicts(self) -> None:
        self.env.set_state(*_verdict_text(self.verdicts.get("engine_env")))
        self.model.set_state(*_verdict_text(self.verdicts.get("model_files")))
        self._update_start()

    def _ok(self, id: str) -> bool:
        v = self.verdicts.get(id)
        return v is not None and v.status in (Status.PASS, Status.WARN)

    def _update_start(self) -> None:
        ready = self._ok("engine_env") and self._ok("model_files")
        self.start_button.setEnabled(ready and not self.busy)
        if ready:
            self.start.set_state("pass", "ready to start",
                                 "Both pieces are in place: start the engine, and Ling Desk "
                                 "proves each optimization as it comes up.")  # fmt: skip
        else:
            todo = [n for n, i in (("the engine environment", "engine_env"),
                                   ("the model", "model_files")) if not self._ok(i)]  # fmt: skip
            self.start.set_state("pending", "waiting", "Needs " + " and ".join(todo) + " first.")

    def _start(self) -> None:
        self.startRequested.emit()

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
        step.show_progress(True)
        step.progress.setRange(0, 0)
        step.progress_text.setText("Starting…")
        for b in (self.env_create, self.model_download, self.start_button):
            b.setEnabled(False)

        async def go() -> None:
            try:
                result = await asyncio.to_thread(job.run)
            except Cancelled:
                step.progress_text.setText(
                    "Cancelled. What was done is kept: the same button finishes the rest."
                )
                result = None
            except SetupError as exc:
                step.progress_text.setText(f"Failed: {exc}")
                result = exc
            finally:
                self._token = None
                step.progress.setRange(0, 100)
                self.env_create.setEnabled(True)
                self.model_download.setEnabled(True)
            await on_done(result)
            self._update_start()

        self._task = asyncio.ensure_future(go())

    # engine environment

    def create_env(self) -> None:
        def on_event(e: Any) -> None:
            if isinstance(e, JobMessage):
                self.env.progress_text.setText(e.text)
            elif isinstance(e, PipProgress):
                if e.phase == "downloading" and e.total:
                    self.env.progress.setRange(0, 100)
                    self.env.progress.setValue(int(e.percent or 0))
                    self.env.progress_text.setText(
                        f"pip: {e.package} — {e.file} {human_bytes(e.done)} of "
                        f"{human_bytes(e.total)}"
                    )
                else:
                    self.env.progress.setRange(0, 0)
                    self.env.progress_text.setText(f"pip: {e.phase} {e.package}")

        async def on_done(result: Any) -> None:
            if result is None or isinstance(result, Exception):
                return
            self.env.show_progress(False)
            self.ctx.save_settings(self.ctx.disk_settings())  # the job saved the venv's Python
            self.setupChanged.emit()
            await self._refresh()
            cuda = result.probe.get("cuda") if isinstance(result.probe.get("cuda"), dict) else {}
            facts = (
                f"torch {result.probe.get('torch') or 'absent'}, CUDA "
                f"{(cuda or {}).get('torch_cuda') or '?'}, GPU capability "
                f"{(cuda or {}).get('capability') or '?'}; sglang "
                f"{result.probe.get('sglang') or 'absent'}, humming-kernels "
                f"{result.probe.get('humming_kernels') or 'absent'}"
            )
            extra = "".join(f"\nCannot run here: {p}" for p in result.platform_problems)
            self.env.detail.setText(self.env.detail.text() + f"\n\n{facts}{extra}\nLog: "
                                    f"{result.log_file}")  # fmt: skip
            self.env.detail.show()

        self._run_job(
            self.env,
            lambda listener, token: EngineEnvCreate(
                self.ctx.paths, listener=listener, cancel=token
            ),
            on_event,
            on_done,
        )

    def choose_env(self) -> None:
        f, _ = QFileDialog.getOpenFileName(self, "Python of an engine environment",
                                           str(Path.home()))  # fmt: skip
        if f:
            self._task = asyncio.ensure_future(self.use_env(f))

    async def use_env(self, python: str) -> None:
        self.env.set_state("busy", "probing…", python)
        found = await asyncio.to_thread(
            find_candidates, self.ctx.paths, self.ctx.settings, [python]
        )
        chosen = next((c for c in found if c.where == "given"), None)
        if chosen is None or not chosen.usable:
            v = chosen.verdict if chosen else None
            detail = _verdict_text(v)[2]
            self.env.set_state("fail", "not usable", f"{python}: {detail}")
            return
        disk = self.ctx.disk_settings()
        disk.engine.engine_python = chosen.python
        disk.engine.launcher = []
        disk.engine.container_runtime = ""
        self.ctx.save_settings(disk)
        self.setupChanged.emit()
        await self._refresh()

    # model

    def download_model(self) -> None:
        def on_event(e: Any) -> None:
            if isinstance(e, JobMessage):
                self.model.progress_text.setText(e.text)
            elif isinstance(e, DownloadProgress):
                self.model.progress.setRange(0, 1000)
                self.model.progress.setValue(int(e.percent * 10))
                self.model.progress.setFormat(f"{e.percent:.1f}%")
                rate = f"{human_bytes(e.rate)}/s" if e.rate else "…"
                self.model.progress_text.setText(
                    f"{e.file}: {human_bytes(e.file_done)} of {human_bytes(e.file_size)}\n"
                    f"Overall {human_bytes(e.done)} of {human_bytes(e.total)} at {rate}, "
                    f"{hsec(e.eta_s)} left"
                )

        async def on_done(result: Any) -> None:
            if result is None or isinstance(result, Exception):
                return
            await self.use_model(result.dest)
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
            self, "Model folder", str(start if start.exists() else Path.home())
        )
        if folder:
            self._task = asyncio.ensure_future(self.use_model(Path(folder)))

    async def use_model(self, folder: Path) -> None:
        """Verify a folder; when it is usable it becomes the configured model."""
        self.model.set_state("busy", "verifying…", str(folder))
        report = await asyncio.to_thread(verify_model, folder)
        if not report.ok:
            self.model.set_state("fail", "not usable", "\n".join(report.lines()))
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


class FirstRun:
    """Puts the page into the main window (a stack over the chat) and gates the autostart."""

    def __init__(self, gui: Any) -> None:
        self.gui = gui
        window = gui.window
        self.page = FirstRunPage(gui.ctx, window)
        chat = window.takeCentralWidget()
        self.stack = QStackedWidget(window)
        self.stack.addWidget(chat)
        self.stack.addWidget(self.page)
        window.setCentralWidget(self.stack)
        self.page.startRequested.connect(self._start)

    @property
    def shown(self) -> bool:
        return self.stack.currentWidget() is self.page

    def gate(self) -> bool:
        """True (and the page shown) when the engine lacks a piece; the launch then waits."""
        if not missing_pieces(self.gui.ctx.settings):
            return False
        self.stack.setCurrentWidget(self.page)
        self.page.refresh()
        return True

    def _start(self) -> None:
        self.stack.setCurrentIndex(0)
        self.gui.engine.start()
