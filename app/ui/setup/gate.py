"""The set-up page's place in the main window: a stack over the chat, and the gate every engine
start passes (a missing piece shows the page instead of launching). The page itself
(app/ui/setup/first_run.py) is built the first time it is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStackedWidget

from app.core.setup.first_run import ENGINE, MODEL, missing_pieces
from app.core.verify import verdict as vd
from app.core.verify.verdict import Verdict
from app.core.words import translate

if TYPE_CHECKING:
    from app.ui.setup.first_run import FirstRunPage

# A launch that failed before any process, by its EngineController.failure_kind: the set-up
# piece whose absence it reported (the card goes once that piece is in place).
LAUNCH_FAILURE_PIECE = {"model_missing": MODEL, "launcher": ENGINE}


class FirstRun:
    """Puts the page into the main window (a stack over the chat) and gates the autostart."""

    def __init__(self, gui: Any) -> None:
        self.gui = gui
        window = gui.window
        # The page (and its module: engine environment, download, model check) is built when
        # first shown: a start with every piece in place never shows it (issue 40).
        self._page: FirstRunPage | None = None
        chat = window.takeCentralWidget()
        self.stack = QStackedWidget(window)
        self.stack.addWidget(chat)
        window.setCentralWidget(self.stack)
        # Esc on the page goes back to the chat; the window's own Esc (stop the answer) would
        # make the key ambiguous, and Qt then runs neither.
        self.stack.currentChanged.connect(self._page_shown)
        # Every Start and Restart (the Engine panel's, the engine bar's, the menu's) asks here.
        gui.engine.start_gate = self.start_gate

    @property
    def built(self) -> bool:
        return self._page is not None

    @property
    def page(self) -> FirstRunPage:
        if self._page is None:
            from app.ui.setup.first_run import FirstRunPage

            page = self._page = FirstRunPage(self.gui.ctx, self.gui.window)
            self.stack.addWidget(page)
            page.startRequested.connect(self._start)
            page.backRequested.connect(self.back_to_chat)
            page.setupChanged.connect(self._setup_changed)
            page.engine_running = self._engine_running
        return self._page

    def _page_shown(self, _index: int) -> None:
        stop = getattr(self.gui.window, "stop_shortcut", None)
        if stop is not None:
            stop.setEnabled(not self.shown)

    @property
    def shown(self) -> bool:
        return self._page is not None and self.stack.currentWidget() is self._page

    def gate(self) -> bool:
        """True (and the page shown) when the engine lacks a piece; the launch then waits."""
        missing = missing_pieces(self.gui.ctx.settings)
        if not missing:
            return False
        self.page.clear_fixing()
        self.stack.setCurrentWidget(self.page)
        self.page.refresh()
        if missing == [MODEL]:  # the one step to take, marked (the engine side is in place)
            self.page.model_download.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def open_for_fix(self, failures: list[Verdict]) -> None:
        """A status row's "Open the set-up step" (or the chat's "Set up the model"): the page,
        freshly checked, saying which failure it is opened to fix and which step fixes it."""
        self.stack.setCurrentWidget(self.page)
        self.page.refresh()
        model = any(v.id == vd.MODEL_FILES for v in failures) or (
            not failures and MODEL in missing_pieces(self.gui.ctx.settings)
        )
        self.page.show_fixing(failures, MODEL if model else ENGINE)

    def back_to_chat(self) -> None:
        if self._page is not None:
            self._page.clear_fixing()
        self.stack.setCurrentIndex(0)
        self.gui.window.pane.composer.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _engine_running(self) -> bool:
        return self.gui.engine.state in ("starting", "loading", "ready")

    def _start(self) -> None:
        self.page.clear_fixing()
        self.stack.setCurrentIndex(0)
        if self._engine_running():  # opened to fix a running engine: it restarts to use it
            self.gui.engine.restart()
        else:
            self.gui.engine.start()

    def start_gate(self) -> bool:
        """A Start from elsewhere while this page is shown does what step 3 does: with a piece
        missing it starts nothing (a launch that can only fail would leave a stale card) and
        says which step comes first; with both in place it shows the chat and lets the start
        go on. True when the start is taken over (nothing is started)."""
        if not self.shown:
            return False
        missing = missing_pieces(self.gui.ctx.settings)
        if not missing:
            self.stack.setCurrentIndex(0)
            return False
        if len(missing) > 1:
            reason = translate(
                "setup",
                "Finish set-up first: step 1 (Engine environment) and step 2 (Model). The engine "
                "cannot start without them.",
            )
        elif missing == [ENGINE]:
            reason = translate(
                "setup",
                "Finish set-up first: step 1 (Engine environment). The engine cannot start "
                "without it.",
            )
        else:
            reason = translate(
                "setup",
                "Finish set-up first: step 2 (Model). The engine cannot start without it.",
            )
        self.gui.window.flash(reason)
        # Said where the user looks next too: step 3, in amber, until the steps change.
        self.page.start.set_state("warn", translate("setup", "waiting"), reason)
        return True

    def _setup_changed(self) -> None:
        # A launch that failed for lack of what set-up just put in place is no longer true.
        engine = self.gui.engine
        piece = LAUNCH_FAILURE_PIECE.get(engine.failure_kind)
        if piece and piece not in missing_pieces(self.gui.ctx.settings) and engine.forget_failure():
            self.gui.status.forget_launch_failure()
