"""Status panel, gauges and engine view: what the engine does and whether it is optimized.

Integration (the lead calls this once, from app/ui/shell/app.py, after the windows exist)::

    from app.ui.status import install
    gui.status = install(gui.window, gui.engine, side_panel=gui.side, chat=gui.ctx.chat,
                         ctx=gui.ctx)

`install` builds a `StatusDock` (engine state + progress + start/stop/restart, the status rows,
the gauges, the crash card, the live log), puts it in the main window's Engine area
(`MainWindow.set_engine_panel`), and returns the `StatusController`, whose `.hub` (a
`app.core.gauges.GaugeHub`) the chat feeds; see app/core/gauges.py for that API. Badges go to
`set_overall_badge(status, text)` of the main window and the side panel.
"""

from __future__ import annotations

import logging
import weakref
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QLabel,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.core.gauges import GaugeHub
from app.core.telemetry import MessageStats
from app.core.words import translate
from app.ui.a11y import describe
from app.ui.status.controller import StatusController
from app.ui.status.engine_view import EngineView
from app.ui.status.gauges_view import GaugesView
from app.ui.status.panel import StatusPanel

if TYPE_CHECKING:  # the shell's context imports this room's engine controller: no cycle at run time
    from app.ui.shell.context import AppContext

__all__ = ["EngineView", "GaugesView", "StatusController", "StatusDock", "StatusPanel", "install"]

log = logging.getLogger(__name__)


class StatusDock(QWidget):
    """Everything in one column: engine, checks, gauges above; the log below (a splitter)."""

    def __init__(self, hub: GaugeHub | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatusDock")
        self.hub = hub or GaugeHub()
        self.engine_view = EngineView(embed_log=False)
        self.panel = StatusPanel()
        self.gauges = GaugesView(self.hub)
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(8, 6, 8, 6)
        tl.setSpacing(8)
        tl.addWidget(self.engine_view)
        tl.addWidget(_rule())
        tl.addWidget(self.panel)
        tl.addWidget(_rule())
        tl.addWidget(self.gauges)
        tl.addStretch(1)
        self.scroll_area = QScrollArea()  # not `scroll`: QWidget.scroll()
        describe(
            self.scroll_area,
            translate("status", "Engine checks"),
            translate("status", "Each check's verdict; a row opens its evidence"),
        )
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(top)
        bottom = QWidget()
        bl = QVBoxLayout(bottom)
        bl.setContentsMargins(8, 2, 8, 6)
        bl.setSpacing(2)
        caption = QLabel(translate("status", "Engine log"))
        f = caption.font()
        f.setBold(True)
        caption.setFont(f)
        bl.addWidget(caption)
        bl.addWidget(self.engine_view.log, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(self.scroll_area)
        self.splitter.addWidget(bottom)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.splitter)
        self.setMinimumWidth(self.MIN_WIDTH)
        self._sized = False
        # When the top grows (a crash card, an opened row, all checks), give it room first.
        self._top = top
        top.installEventFilter(self)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.fit_top)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._top and event.type() == QEvent.Type.LayoutRequest:
            self.fit_width()
            if self._sized:
                self._refit.start()
        return False

    MIN_WIDTH = 330

    def fit_width(self) -> None:
        """Never narrower than what the upper part needs beside its scroll bar: at 200 % the
        engine's lines and the checks' buttons ran a few pixels off the panel's side."""
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        need = max(self.MIN_WIDTH, self._top.minimumSizeHint().width() + bar + 2)
        if need != self.minimumWidth():
            self.setMinimumWidth(need)
            dock = self.parentWidget()
            if isinstance(dock, QDockWidget):  # the main window's Engine area
                dock.setMinimumWidth(need)

    LOG_MIN = 150  # px the log keeps (about seven lines)

    def top_height(self) -> int:
        """What the upper part needs at its width: its wrapped labels (the gauges' lines) are
        taller than its sizeHint says once the scroll bar narrows it."""
        top, width = self._top, self.scroll_area.viewport().width()
        need = top.sizeHint().height()
        if top.hasHeightForWidth() and width > 0:
            need = max(need, top.heightForWidth(width))
        return need + 4

    def fit_top(self) -> None:
        """Grow the upper part to show its content, leaving the log LOG_MIN (never shrink it).
        At 1240x800 a 70% cap cut the last two gauges in half."""
        sizes = self.splitter.sizes()
        total = sum(sizes)
        want = min(self.top_height(), total - self.LOG_MIN)
        if total > 0 and want > sizes[0]:
            self.splitter.setSizes([want, total - want])

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._sized:
            # The log takes what the engine, checks and gauges leave.
            self._sized = True
            top = self.top_height()
            total = max(self.height(), top + 200)
            self.splitter.setSizes([top, max(self.LOG_MIN, total - top)])
            self._refit.start()  # again once laid out at its real width


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def build(engine: Any, *, hub: GaugeHub | None = None, badge_targets: list[Any] | None = None,
          **kw: Any) -> tuple[StatusDock, StatusController]:  # fmt: skip
    """A dock and its controller, without touching any window (tests, a separate window)."""
    dock = StatusDock(hub)
    controller = StatusController(
        engine,
        panel=dock.panel,
        gauges=dock.gauges,
        engine_view=dock.engine_view,
        hub=dock.hub,
        badge_targets=badge_targets,
        parent=dock,
        **kw,
    )
    controller.dock = dock  # type: ignore[attr-defined]
    return dock, controller


def attach_chat(hub: GaugeHub, chat: Any) -> str:
    """Feed the hub from the chat service.

    Preferred: the chat calls `hub.stream_started/stream_progress/stream_finished` itself (live
    figures while a reply streams); it says so by having a `meter_observer` attribute, which is
    set to the hub here. Otherwise each finished reply's stats are recorded from `on_finished`
    (last and average figures only, no live tok/s). Returns which way was used.
    """
    if hasattr(chat, "meter_observer"):
        chat.meter_observer = hub
        return "live"
    if hasattr(chat, "on_finished"):

        def finished(_conv: Any, msg: Any) -> None:
            stats = getattr(msg, "stats", None)
            if isinstance(stats, dict) and stats.get("decode_tps") is not None:
                hub.record_request(MessageStats.from_dict(stats))

        chat.on_finished.append(finished)
        return "finished"
    return "none"


def install(
    main_window: Any,
    engine_controller: Any,
    side_panel: Any = None,
    *,
    chat: Any = None,
    ctx: AppContext | None = None,
    hub: GaugeHub | None = None,
    **kw: Any,
) -> StatusController:
    """Build the dock, put it in the main window's Engine area, wire badges (and the chat).

    `ctx` (the app's): a fix's changes are saved to the settings file, and its chat is fed
    when `chat` is not given; without it (a test rig) fixes hold for this run only."""
    targets = [t for t in (main_window, side_panel) if t is not None and
               hasattr(t, "set_overall_badge")]  # fmt: skip
    dock, controller = build(engine_controller, hub=hub, badge_targets=targets, **kw)
    if hasattr(main_window, "set_engine_panel"):
        main_window.set_engine_panel(dock)
        area = getattr(main_window, "engine_dock", None)
        if area is not None:
            area.setMinimumWidth(dock.minimumWidth())
    else:
        area = QDockWidget(translate("status", "Engine"), main_window)
        area.setObjectName("EngineStatusDock")
        area.setWidget(dock)
        main_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, area)
    if chat is None and ctx is not None:
        chat = ctx.chat
    if chat is not None:
        controller.chat_feed = attach_chat(controller.hub, chat)  # type: ignore[attr-defined]
    wire_actions(controller, main_window, engine_controller, ctx)
    controller.push_badge()
    return controller


class _ActionRouter(QObject):
    """A failing row's buttons do what its remedy says; the status bar is told once, quietly.

    Bound slots on a QObject with weak references, not closures: a Python reference cycle
    through Qt objects can be freed by the cyclic GC on a worker thread, which crashes Qt.
    """

    def __init__(
        self,
        controller: StatusController,
        main_window: Any,
        engine: Any,
        ctx: AppContext | None = None,
    ) -> None:
        super().__init__(controller)
        self._ctx = ctx
        self._controller = weakref.ref(controller)
        self._window = weakref.ref(main_window)
        self._engine = weakref.ref(engine)
        self.told: set[str] = set()
        controller.panel.actionRequested.connect(self.act)
        controller.panel.overallChanged.connect(self.overall)

    def act(self, name: str) -> None:
        from app.ui.status.panel import ACTION_LOG, ACTION_RESTART, ACTION_SETTINGS

        window, engine, controller = self._window(), self._engine(), self._controller()
        if controller is not None and controller.apply_fix(name, self._save):
            return
        if name == ACTION_SETTINGS and window is not None and hasattr(window, "settingsRequested"):
            window.settingsRequested.emit()
        elif name == ACTION_RESTART and engine is not None:
            engine.restart()
        elif name == ACTION_LOG and window is not None and hasattr(window, "show_log"):
            window.show_log()

    def _save(self, changes: dict[str, bool]) -> None:
        """A fix's optimization changes, saved as Settings > Optimizations saves them."""
        ctx = self._ctx
        if ctx is None:
            return  # no settings file here (a test rig): this run only
        disk = ctx.disk_settings()
        for field_name, on in changes.items():
            setattr(disk.optimizations, field_name, on)
        ctx.save_settings(disk)

    def overall(self, status: str, text: str) -> None:
        # Once per failure: replies are slower than they should be, and where to look.
        from app.ui.status.panel import slower_than_it_should_be

        window, controller = self._window(), self._controller()
        what = slower_than_it_should_be(controller.panel.verdicts) if controller else ""
        if status == "fail" and what and text not in self.told:
            self.told.add(text)
            # The status bar: quiet, not a bar over the chat.
            if window is not None and hasattr(window, "flash"):
                said = translate("status", "Replies are slower than expected ({what}): see Engine.")
                window.flash(said.format(what=what))


def wire_actions(
    controller: StatusController, main_window: Any, engine: Any, ctx: AppContext | None = None
) -> None:
    controller.action_router = _ActionRouter(controller, main_window, engine, ctx)  # type: ignore[attr-defined]
