"""The GUI's one door: QApplication + qasync (one event loop), the windows, a clean quit.

Start: take the data folder's instance lock (a second start on the folder only brings the first
window to the front, or hears that it is quitting, and changes nothing), unlock the data folder
(its key, asked with dialogs where needed; plain files converted; app/ui/shell/unlock.py), open
the history with the key (a damaged one: move it aside or quit), then `asyncio.Runner(loop_factory=qasync.QEventLoop).run(main())`; `main` shows the windows
and awaits a quit request (window closed, Ctrl+Q, SIGINT/SIGTERM/SIGHUP), then saves what streams,
stops the engine's whole process group (a small window says so meanwhile) and closes the history,
before the loop ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import gc
import logging
import logging.handlers
import os
import signal
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

import app.ui.feature_scan  # noqa: F401  (first after Qt: PySide's per-import scan made cheap)
from app.core.audit import Auditor
from app.core.chat.store import Store, open_history
from app.core.instance import InstanceBusy, acquire, socket_name
from app.core.paths import Paths
from app.core.policy import record_policy_change
from app.core.settings import Settings, apply_overrides, load_settings, overrides_from_args
from app.core.vault import session
from app.core.vault.session import Unlocked
from app.core.verify.preflight import probe_versions
from app.core.verify.verdict import audit_fields
from app.core.words import translate
from app.ui import a11y, i18n
from app.ui.chat.side_panel import SidePanel
from app.ui.gateway.control import GatewayControl
from app.ui.shell.cjk_font import prefer_simplified_han
from app.ui.shell.context import AppContext
from app.ui.shell.damaged_history import open_history_or_ask
from app.ui.shell.main_window import MainWindow
from app.ui.shell.ops import set_error_reporter
from app.ui.shell.platform_check import input_method_fix
from app.ui.shell.resources import app_icon
from app.ui.shell.single_instance import (
    QUITTING,
    RAISED,
    InstanceServer,
    ask_first,
    stopping_text,
    tell_busy,
    tell_stopping,
)
from app.ui.shell.stopping import StoppingNotice, stopping_words
from app.ui.shell.theme import ThemeManager
from app.ui.shell.unlock import convert_or_refuse, unlock_with_dialogs
from app.ui.shell.window_state import window_settings
from app.ui.status import install as install_status
from app.ui.status.engine_controller import EngineController
from app.ui.status.qtfix import guard_pyside_leaks, install_asyncgen_hooks
from app.ui.tools.wiring import close_chat_tools, install_chat_tools, reload_chat_tools

if TYPE_CHECKING:  # the parsed arguments come from app.cli.main, which imports argparse itself
    import argparse

log = logging.getLogger(__name__)
_restart_requested = False  # set by "Restart now" after a change of language


def ensure_app() -> QApplication:
    app = cast("QApplication | None", QApplication.instance())  # in the GUI, always this kind
    if app is None:
        fix = input_method_fix()
        if fix:
            log.info("input method: %s (no fcitx plugin in the Qt that PySide6 brings)", fix)
            os.environ.update(fix)
        app = QApplication(sys.argv[:1])
        prefer_simplified_han(app)  # before the theme keeps the app font as its base
    app.setApplicationName("Ling Desk")
    app.setOrganizationName("ling-desk")
    app.setDesktopFileName("ling-desk")
    app.setWindowIcon(app_icon())
    app.setQuitOnLastWindowClosed(False)  # quitting goes through Gui.shutdown
    guard_pyside_leaks()  # PySide6 6.12.0 on Python 3.11 (see app/ui/status/qtfix.py)
    collect_garbage_on_main_thread(app)
    a11y.install()  # screen readers: a crash fixed (app/ui/a11y.py)
    return app


GC_INTERVAL_MS = 5000
GC_TIMER = "ling-desk-gc-timer"  # the collecting timer's object name: found again on the app
FULL_GC_EVERY = 12  # ticks: a full collection once a minute, the young generations every tick


class _GuiThreadCollector:
    """Collects on the GUI thread's timer like Python's own automatic GC would: the young
    generations often (a few ms), the whole heap rarely (what start-up built is frozen by
    `freeze_startup_heap`, so a full pass scans only what came after)."""

    def __init__(self) -> None:
        self.ticks = 0

    def __call__(self) -> None:
        self.ticks += 1
        if self.ticks % FULL_GC_EVERY == 0:
            gc.collect()
        else:
            gc.collect(1)


def freeze_startup_heap() -> None:
    """The windows, modules and Qt wrappers are most of the heap and live as long as the app: a
    full collection over them took 50-110 ms, the worst GUI stalls while an answer streamed.
    Collected once and frozen (gc.freeze) before the window shows, where the pause is part of
    the start, not a hitch while the user types."""
    gc.collect()
    gc.freeze()


def gc_timer(app: QApplication) -> QTimer | None:
    """The timer that collects garbage on the GUI thread, once it is set up."""
    return app.findChild(QTimer, GC_TIMER)


def collect_garbage_on_main_thread(app: QApplication) -> None:
    """As Anki does: Python's cyclic GC runs in whichever thread allocates, so a worker thread
    (asyncio.to_thread) could free Qt objects; Qt then deadlocked here on its connection mutex.
    Automatic collection is turned off and a timer collects on the GUI thread instead."""
    if gc_timer(app) is not None:  # once per application
        return
    gc.disable()
    timer = QTimer(app)
    timer.setObjectName(GC_TIMER)
    timer.setInterval(GC_INTERVAL_MS)
    timer.timeout.connect(_GuiThreadCollector())
    timer.start()


class Gui:
    """Everything the app builds; tests build one in-process the same way."""

    def __init__(
        self,
        paths: Paths,
        settings: Settings,
        overrides: dict[str, object] | None = None,
        problems: list[str] | None = None,
        store: Store | None = None,
        vault: Unlocked | None = None,
        engine: EngineController | None = None,
    ) -> None:
        """`engine`: one already launched (`launch_early`), held until the window listens."""
        self.app = ensure_app()
        self.paths = paths
        settings = apply_overrides(copy.deepcopy(settings), overrides or {})
        i18n.install(settings.ui.language)  # before any window: the rooms build their words once
        self.themes = ThemeManager(self.app, settings.ui.theme, settings.ui.zoom)
        # The start (`_main`) unlocks with its dialogs first; built without (tests), the folder
        # is unlocked with no questions (LINGDESK_KEY_STORE chooses a new key's store; a key
        # that needs a passphrase raises Locked) and converted here.
        self.vault = vault if vault is not None else quiet_unlock(paths, settings)
        # Checked and cleaned up after the last run; damage is a StoreCorrupt, never raw sqlite3.
        self.store = store if store is not None else open_history(paths.history_db, self.vault.key)
        # The engine dies with the app even if the app and its guard are both killed.
        self.engine = (
            engine if engine is not None else EngineController(paths, settings, die_with_app=True)
        )
        self.engine.settings = settings  # (a launched one's: the same values, this object)
        # The audit log, opened with the data key (closed last at quit, after the gateway).
        self.auditor = Auditor.open(paths.data_dir, self.vault.key)
        record_policy_change(self.auditor)  # an administrator's change, once, by the first run
        self.ctx = AppContext(paths, settings, self.store, self.engine, self.themes,
                              vault=self.vault, overrides=overrides,
                              auditor=self.auditor)  # fmt: skip
        # A background job's error that its caller does not handle: said in the status bar.
        set_error_reporter(self.ctx.status.emit)
        # MCP tools for the chat: one host per window, its servers started when a chat needs them.
        install_chat_tools(self.ctx)
        self.window = MainWindow(self.ctx)
        self.side = SidePanel(self.ctx, self.window.sidebar.model)
        self.window.sidePanelToggled.connect(self.toggle_side_panel)
        self.side.mainWindowRequested.connect(self.show_main)
        self.window.settingsRequested.connect(self.open_settings)
        self.side.pane.settingsRequested.connect(self.open_settings)
        # The composer's Preset menu > Edit presets…: Settings, open on its Chat tab.
        for pane in (self.window.pane, self.side.pane):
            pane.composer.presetsEditRequested.connect(lambda: self.open_settings("chat"))
        self.side.pane.chooseModelRequested.connect(self.window.choose_model_folder)
        self.side.pane.showLogRequested.connect(self.window.show_log)
        self.quit_event = asyncio.Event()
        self.window.quitRequested.connect(self.user_quit)
        self.side.quitRequested.connect(self.user_quit)
        self.window.closeRequested.connect(self._main_closed)
        self.side.closed.connect(self._side_closed)
        # The status panel, gauges and engine view; it also drives the overall badges.
        self.status = install_status(self.window, self.engine, side_panel=self.side,
                                     chat=self.ctx.chat, ctx=self.ctx)  # fmt: skip
        self.side.attach_hub(self.status.hub)  # its compact tok/s
        # Not app.aboutToQuit: qasync emits it whenever a loop run ends; quitting is
        # requested by the window, Ctrl+Q, or SIGINT/SIGTERM (what a session logout sends).
        self.settings_problems = problems or []
        self._closed = False
        self.instance_server: InstanceServer | None = None  # told when quitting begins
        self.stopping_notice: StoppingNotice | None = None
        # The first-run page (engine environment, model, start) over the chat when needed.
        from app.ui.setup.gate import FirstRun

        self.first_run = FirstRun(self)
        self.status.setupRequested.connect(self.open_setup)
        for pane in (self.window.pane, self.side.pane):
            pane.setupRequested.connect(self._setup_from_chat)
        self.status.liveDone.connect(self._audit_engine_start)
        # The local API gateway for editors and agents: its own thread, following whichever
        # engine object the controller holds (its own, two Sparks, or an attached one).
        self.gateway = GatewayControl(paths, self.ctx.settings, parent=self.window,
                                      data_key=self.ctx.data_key,
                                      auditor=self.auditor)  # fmt: skip
        self.gateway.follow(self.engine.supervisor)
        self.engine.engineReplaced.connect(self.gateway.follow)
        self.gateway.servingChanged.connect(self._serving_changed)
        self.gateway.alarmChanged.connect(self.window.set_gateway_alarm)
        self.window.connectAppRequested.connect(lambda: self.gateway.show_page(self.window))
        self.side.connectAppRequested.connect(lambda: self.gateway.show_page(self.side))
        self.engine.release()  # everything listens now: what a launched engine said so far

    def _audit_engine_start(self, verdicts: list) -> None:
        """An engine start's proofs, once its live checks are done: statuses only."""
        prepared = self.engine.prepared
        probe = prepared.probe if prepared is not None else None
        sg, hm = probe_versions(probe) if probe else (None, None)
        self.auditor.record("engine.start", **audit_fields(
            verdicts, profile=self.status.profile.id, engine_version=sg, humming_version=hm,
            by="window",
        ))  # fmt: skip

    # --- showing ---------------------------------------------------------------------------------

    def show(self, gateway: bool = True) -> None:
        """The windows; `gateway`: start the local API too (the app's start does that itself,
        once the engine's process is started: start_gateway)."""
        self.window.restore_geometry()
        self.window.show()
        self.window.pane.composer.edit.setFocus()  # ready to type
        qs = window_settings(self.ctx)
        if str(qs.value("side/visible", "false")) == "true":
            self.side.toggle(self.window.current)
            # The main window opens its conversation after its first paint; the panel follows.
            self.window.firstOpened.connect(
                lambda c: self.side.show_conversation(c) if self.side.pane.conv is None else None
            )
        if self.settings_problems:
            self.window.flash(translate("shell", "Settings: {problems}").format(
                problems="; ".join(self.settings_problems)))  # fmt: skip
        if self.vault.warning:  # the key file's risk, said the start that chose it
            self.window.flash(self.vault.warning)
        if gateway:
            self.start_gateway()

    def start_gateway(self) -> None:
        service = self.gateway.service
        if not self.gateway.start() and (self.ctx.settings.gateway.enabled or service.forbidden):
            self.window.flash(translate("shell", "Local API for editors and agents: {problem}")
                              .format(problem=service.problem))  # fmt: skip

    def _serving_changed(self, names: str) -> None:
        """An app's request is at the engine (or none is): the status bars say which, and an
        answer waiting behind it at batch 1 says whose request it waits for."""
        self.window.set_serving(names)
        self.side.set_serving(names)
        self.status.gauges.set_serving(names)
        batch1 = self.ctx.settings.engine.parallel_requests == 1
        self.ctx.serving_text = (
            self.gateway.waiting_text().removeprefix("waiting for ") if (names and batch1) else ""
        )
        for pane in (self.window.pane, self.side.pane):
            pane.view.refresh_waiting()

    def show_main(self) -> None:
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def bring_to_front(self) -> None:
        """A second start on this folder asked for the window (it exits, changing nothing)."""
        if self._closed:
            return
        log.info("brought to the front: Ling Desk was started again on this folder")
        self.show_main()

    def toggle_side_panel(self) -> None:
        shown = self.side.toggle(self.window.current)
        if not shown and not self.window.isVisible():
            self.show_main()  # never leave the app without a window

    def warm_up(self) -> None:
        """At idle time: compile the highlighter's common lexers so the first answer with
        code does not pay for it while it streams."""
        renderer = self.ctx.renderer()
        for lang in ("python", "bash", "json"):
            renderer.highlight("x = 1", lang)

    def start_engine(self) -> None:
        if self.first_run.gate():
            return  # a piece is missing: the first-run page shows what, and starts it after
        if self.ctx.settings.engine.autostart:
            self.engine.start()

    def open_setup(self, failures: list | None = None) -> None:
        """A status row's fix is the set-up step: its page over the chat, freshly checked,
        naming the failures (Verdicts) it is opened to fix."""
        self.first_run.open_for_fix(list(failures or []))

    def _setup_from_chat(self) -> None:
        """The chat's "Set up the model": the main window shows the page at step 2."""
        self.show_main()
        from app.core.verify.verdict import MODEL_FILES, TITLES, Status, Verdict

        model = self.status.verdict(MODEL_FILES)
        failing = [model] if model is not None and model.status == Status.FAIL else []
        if not failing and self.engine.failure_kind == "model_missing":
            # The launch said it before the preflight's Model row did: its words, then.
            failing = [Verdict(MODEL_FILES, TITLES[MODEL_FILES], Status.FAIL, self.engine.detail)]
        self.open_setup(failing or self.status.setup_failures())

    def open_settings(self, tab: str = "") -> None:
        self.ctx.save_zoom()  # a zoom of a moment ago: the dialog shows (and keeps) it
        disk = self.ctx.disk_settings()
        tools = self.ctx.chat.tools
        # Imported on first open: its pages (tools, engine source, privacy) are ~0.15 s of the
        # window's import that a start without opening Settings does not need (issue 40).
        from app.ui.settings.dialog import SettingsDialog

        dlg = SettingsDialog(disk, self.ctx.overrides, self.window, paths=self.ctx.paths,
                             host=tools.host if tools else None,
                             auditor=self.auditor)  # fmt: skip
        if tab == "chat":
            dlg.show_tab(dlg.chat)
        self.settings_dialog = dlg  # tests reach the open dialog here
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        restart = dlg.engine_changed()
        language_before = disk.ui.language
        self.ctx.save_settings(dlg.result_settings())
        if self.ctx.settings.ui.language != language_before:
            self.offer_restart_for_language()
        # Servers changed in Settings > Tools: a new host (the old one's servers are stopped).
        self._background = asyncio.ensure_future(reload_chat_tools(self.ctx))
        self.side.edge = self.ctx.settings.ui.side_panel_edge
        if self.side.isVisible():
            self.side.dock()
        if restart and self.engine.state != "stopped":
            answer = QMessageBox.question(
                self.window, translate("shell", "Restart the engine?"),
                translate("shell", "Engine settings changed. Restart the engine now to use them?"),
            )  # fmt: skip
            if answer == QMessageBox.StandardButton.Yes:
                self.engine.restart()
        elif restart and self.engine.state in ("stopped", "failed"):
            self.engine.start()

    def offer_restart_for_language(self) -> None:
        """The rooms build their words once: a new language shows after a restart (offered)."""
        box = QMessageBox(self.window)
        box.setWindowTitle(translate("shell", "Language"))
        box.setText(translate("shell", "The new language applies when Ling Desk restarts."))
        now = box.addButton(translate("shell", "Restart now"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("shell", "Later"), QMessageBox.ButtonRole.RejectRole)
        self.language_box = box  # tests answer it
        box.exec()
        if box.clickedButton() is now:
            global _restart_requested
            _restart_requested = True
            self.user_quit()

    # --- quitting --------------------------------------------------------------------------------

    def _main_closed(self) -> None:
        # With the side panel open, closing the main window leaves the panel working.
        if self.side.isVisible():
            self.window.hide()
        else:
            self.user_quit()

    def _side_closed(self) -> None:
        if not self.window.isVisible():
            self.user_quit(reopen=self.side.show)  # the last window went

    def request_quit(self) -> None:
        self.quit_event.set()

    def user_quit(self, reopen: Callable[[], None] | None = None) -> None:
        """A quit the user asked for (a signal quits at once): saves that a full disk holds back
        would be lost, so say how many and why, and let the user keep Ling Desk open instead."""
        if self.store.unsaved and not self._quit_losing_unsaved():
            if reopen is not None:
                reopen()
            return
        if not self._quit_stopping_setup():
            if reopen is not None:
                reopen()
            return
        self.request_quit()

    def _quit_stopping_setup(self) -> bool:
        """A download or an engine-environment job runs: ask before stopping it (it stops
        cleanly at quit and keeps what it has; the next start offers to resume)."""
        if not self.first_run.built:
            return True  # the set-up page never opened: no job of its runs
        question = self.first_run.page.quit_question()
        if question is None:
            return True
        download = self.first_run.page.job_kind == "download"
        box = QMessageBox(
            QMessageBox.Icon.Question, translate("shell", "Quit Ling Desk?"), question,
            QMessageBox.StandardButton.NoButton, self.window,
        )  # fmt: skip
        keep = box.addButton(
            translate("shell", "Keep downloading")
            if download
            else translate("shell", "Keep installing"),
            QMessageBox.ButtonRole.RejectRole,
        )
        box.addButton(
            translate("shell", "Quit and resume later") if download
            else translate("shell", "Quit and finish later"),
            QMessageBox.ButtonRole.AcceptRole,
        )  # fmt: skip
        box.setDefaultButton(keep)
        box.exec()
        return box.clickedButton() is not keep

    def _quit_losing_unsaved(self) -> bool:
        n = self.store.unsaved
        why = self.store.problem or translate("shell", "the history could not be written")
        text = translate(
            "shell",
            "%n change(s) to your chats not saved yet: {why}. Ling Desk saves them by itself "
            "once there is room. If you quit now, they are lost.",
            None,
            n,
        ).format(why=why)
        box = QMessageBox(
            QMessageBox.Icon.Warning, translate("shell", "Quit without saving?"), text,
            QMessageBox.StandardButton.NoButton, self.window,
        )  # fmt: skip
        keep = box.addButton(
            translate("shell", "Keep Ling Desk open"), QMessageBox.ButtonRole.RejectRole
        )
        box.addButton(
            translate("shell", "Quit and lose them"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.setDefaultButton(keep)
        box.exec()
        return box.clickedButton() is not keep

    async def shutdown(self) -> None:
        """Save everything, stop the engine group, close the history. Idempotent."""
        if self._closed:
            return
        self._closed = True
        if self.instance_server is not None:
            self.instance_server.stopping = True
        qs = window_settings(self.ctx)
        qs.setValue("side/visible", "true" if self.side.isVisible() else "false")
        self.window.save_geometry()
        self.ctx.save_zoom()  # a zoom made just now, not yet written
        for pane in (self.window.pane, self.side.pane):
            pane.composer.flush_draft()
        self.window.hide()
        self.side.hide()
        page = self.first_run.page if self.first_run.built else None
        words = stopping_words(
            self.engine.supervisor.running and not self.engine.attached,
            page.job_kind if page is not None and page.busy else None,
        )
        if words is not None:
            # The stop may take long (a frozen engine, pip's process group): never vanish with
            # nothing shown.
            self.stopping_notice = StoppingNotice(words=words)
            self.stopping_notice.show()
        try:
            # A set-up job's thread would keep the process (and its instance lock) alive after
            # the window went, downloading on unseen: it is cancelled and awaited first.
            if page is not None:
                await page.stop_jobs()
            self.gateway.stop()  # apps' requests end before the engine they use stops
            self.ctx.close_docs()  # the library's thread and its extraction process
            await self.ctx.chat.shutdown()
            await close_chat_tools(self.ctx)  # every MCP server's process group ends
            await self.status.aclose()
            await self.engine.shutdown()
            self.store.close()
            self.auditor.close()  # what is queued (the gateway's last calls) is written
        finally:
            if self.stopping_notice is not None:
                self.stopping_notice.close()


def _setup_file_log(paths: Paths, verbose: bool) -> None:
    handler = logging.handlers.RotatingFileHandler(
        paths.app_log, maxBytes=5_000_000, backupCount=2, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(logging.DEBUG if verbose else logging.INFO)
    root = logging.getLogger()
    for h in root.handlers:  # the console keeps the level the command line chose
        if h.level == logging.NOTSET:
            h.setLevel(root.level)
    root.addHandler(handler)
    if root.level > handler.level:
        root.setLevel(handler.level)
    if not verbose:
        logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per request otherwise


# The longest the gateway's start waits for the engine's launch (a launch that hangs in its
# preparation must not keep the gateway from editors).
LAUNCH_BEFORE_GATEWAY_S = 5.0
# How long the start waits for an early launch's process before it builds the window anyway (a
# launch whose preparation is slower, the engine environment's probe, goes on meanwhile: its
# process spawns once the window is built; the window is never kept back longer than this).
EARLY_LAUNCH_S = 0.5
# An early launch still preparing when its window failed: awaited this long before the stop.
EARLY_STOP_WAIT_S = 60.0


async def launch_early(
    paths: Paths, settings: Settings, overrides: dict[str, object] | None
) -> EngineController | None:
    """The engine launched (prepared, its process spawned) once the data folder is unlocked and
    before the window is built, held (EngineController.hold) until the window listens; None when
    the start would not launch it: not autostart, or set-up's page must show (a missing piece)."""
    from app.core.setup.first_run import missing_pieces

    settings = apply_overrides(copy.deepcopy(settings), overrides or {})
    if not settings.engine.autostart or missing_pieces(settings):
        return None
    engine = EngineController(paths, settings, die_with_app=True)
    engine.hold()
    engine.start()
    launching = engine.operation
    if launching is not None:  # spawned (or failed: the window's start says why, trying again)
        await asyncio.wait({launching}, timeout=EARLY_LAUNCH_S)
    return engine


async def stop_early(engine: EngineController) -> None:
    """An early engine whose window could not be built: stopped, its process group ended."""
    launching = engine.operation
    if launching is not None and not launching.done():
        # Its process may be about to spawn: let it, then stop it (never a stop before a spawn).
        await asyncio.wait({launching}, timeout=EARLY_STOP_WAIT_S)
        launching.cancel()
    with contextlib.suppress(Exception):
        await engine.stop_async()
    engine.supervisor.close()


async def _main(
    paths: Paths, settings: Settings, overrides, problems, server: InstanceServer | None = None
) -> int:
    install_asyncgen_hooks()  # qasync does not: abandoned httpx streams close on the loop
    opened = open_data(paths, settings)
    if opened is None:
        return 1
    vault, store, notice = opened
    # The engine launched before the window is built (its import and build then overlap the
    # engine's loading: issue 40); held until the window listens, stopped if it cannot be built.
    engine = await launch_early(paths, settings, overrides)
    try:
        gui = Gui(paths, settings, overrides, problems, store=store, vault=vault, engine=engine)
    except BaseException:
        if engine is not None:
            await stop_early(engine)
        raise
    if server is not None:
        server.raiseRequested.connect(gui.bring_to_front)
        gui.instance_server = server
    loop = asyncio.get_running_loop()
    # SIGHUP: the terminal that started the app was closed; quit as cleanly as for SIGTERM.
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, gui.request_quit)
    freeze_startup_heap()
    gui.show(gateway=False)
    if notice:
        gui.window.flash(notice)
    gui.start_engine()
    # The gateway once its engine's process runs: its start (aiohttp's import, ~0.3 s of this
    # thread) then overlaps the engine's loading instead of delaying its launch (issue 40).
    launching = gui.engine.operation
    if launching is not None:
        await asyncio.wait({launching}, timeout=LAUNCH_BEFORE_GATEWAY_S)
    if not gui.quit_event.is_set():
        gui.start_gateway()
    QTimer.singleShot(1500, gui.warm_up)
    await gui.quit_event.wait()
    await gui.shutdown()
    return 0


def quiet_unlock(paths: Paths, settings: Settings) -> Unlocked:
    """The data folder unlocked and converted without a dialog (a Gui built without the start's
    `open_data`: tests). A new key's recovery key is not shown here."""
    encrypt = settings.privacy.encrypt
    unlocked = session.unlock(paths, encrypt=encrypt, ask=session.NoQuestions())
    if _plain_history_pending(paths, unlocked, encrypt):
        open_history(paths.history_db).close()  # a damaged one: StoreCorrupt, file untouched
    return session.convert(paths, unlocked, encrypt)


def _plain_history_pending(paths: Paths, unlocked: Unlocked, encrypt: bool) -> bool:
    """An older version's plain history is about to be encrypted: it is opened plain first, so
    that damage gets the damaged-history choice rather than a failed conversion."""
    return paths.history_db in session.pending(paths, unlocked, encrypt) and encrypt


def open_data(paths: Paths, settings: Settings) -> tuple[Unlocked, Store, str] | None:
    """Before any window: the data folder unlocked (dialogs where needed, files converted with
    progress, a new recovery key shown once), then the history opened with its key. None: quit
    (the user cancelled or was told why); the data is untouched then."""
    encrypt = settings.privacy.encrypt
    unlocked = unlock_with_dialogs(paths, settings)
    if unlocked is None:
        return None
    notice = ""
    if _plain_history_pending(paths, unlocked, encrypt):
        plain, notice = open_history_or_ask(paths.history_db)
        if plain is None:
            return None
        plain.close()
    vault = convert_or_refuse(paths, unlocked, encrypt)
    if vault is None:
        return None
    store, moved = open_history_or_ask(paths.history_db, vault.key)
    if store is None:
        return None
    return vault, store, notice or moved


def _hand_over(paths: Paths, busy: InstanceBusy) -> int:
    """Another Ling Desk holds this folder: bring it to the front, or say so. Change nothing:
    no log file, no history, no engine (its cleanup would cut the other's undo window short,
    and its engine would look like a leftover)."""
    ensure_app()
    answer = ask_first(socket_name(paths), timeout_ms=10_000)
    if answer == RAISED:
        said = translate("shell", "Ling Desk is already running for {folder}; brought its "
                         "window to the front.").format(folder=paths.data_dir)  # fmt: skip
        print(f"ling-desk: {said}", file=sys.stderr)
        return 0
    if answer == QUITTING:
        print(f"ling-desk: {stopping_text(str(paths.data_dir))}", file=sys.stderr)
        tell_stopping(str(paths.data_dir))
        return 1
    print(f"ling-desk: {busy}", file=sys.stderr)
    tell_busy(busy)
    return 1


def run_gui(args: argparse.Namespace) -> int:
    paths = Paths.from_basedir(getattr(args, "basedir", None)).ensure()
    try:
        lock = acquire(paths)  # released by the kernel however this process ends
    except InstanceBusy as busy:
        return _hand_over(paths, busy)
    try:
        rc = _run_locked(paths, args)
    finally:
        lock.release()
    if _restart_requested and rc == 0:  # Settings > Language: "Restart now", the folder let go
        os.execv(sys.executable, [sys.executable, *sys.orig_argv[1:]])
    return rc


def _run_locked(paths: Paths, args: argparse.Namespace) -> int:
    _setup_file_log(paths, bool(getattr(args, "verbose", False)))
    loaded = load_settings(paths)
    overrides = overrides_from_args(args)
    settings = loaded.settings
    app = ensure_app()
    i18n.install(settings.ui.language)  # the unlock dialogs speak it too
    # Listening before the windows are built: a second start during ours is answered too.
    server = InstanceServer(socket_name(paths), app)
    server.listen()
    import qasync

    try:
        # One loop, one run: the whole app lives inside _main.
        with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(app)) as runner:
            problems = [*loaded.policy_problems, *loaded.problems]
            return runner.run(_main(paths, settings, overrides, problems, server))
    except KeyboardInterrupt:
        return 130
    finally:
        server.close()
