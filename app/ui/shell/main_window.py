"""The main window: conversations on the left, the chat in the middle, the engine on the right."""

from __future__ import annotations

import hashlib
import html
import logging
import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QToolBar,
    QToolButton,
    QWidget,
)

from app.core.chat.model import Conversation
from app.core.engine.events import STOPPED_BY_APP
from app.core.settings import ZOOM_STEP
from app.core.words import translate
from app.ui.a11y import announce, describe
from app.ui.chat.conversation_list import Sidebar
from app.ui.chat.pane import ChatPane
from app.ui.shell.resources import app_icon
from app.ui.shell.window_dialogs import WindowDialogs
from app.ui.shell.window_parts import STATE_WORDS, Drawer, EnginePanel, _WrappedLabel, state_words
from app.ui.shell.window_privacy import WindowPrivacy
from app.ui.shell.window_state import (
    FIRST_SIZE,
    OPENING_KEY,
    UNSHOWN_KEY,
    fit_to_screen,
    not_reopened_text,
    unshown_conversations,
    window_settings,
)

if TYPE_CHECKING:  # imported where used: export/import and Settings come after the start
    from app.core.chat.bulk import ImportJob
    from app.ui.settings.privacy_page import PrivacyHooks

log = logging.getLogger(__name__)

APP_TITLE = "Ling Desk"
SIDE_PANEL_SHORTCUT = "Ctrl+Shift+L"
COPY_CODE_SHORTCUT = "Ctrl+Shift+C"
CLIPBOARD_SHORTCUT = "Ctrl+Shift+V"

BADGE_COLORS = {
    "ok": "#2e9d57",
    "ready": "#2e9d57",
    "pass": "#2e9d57",
    "busy": "#d29a1c",
    "loading": "#d29a1c",
    "starting": "#d29a1c",
    "warn": "#d29a1c",
    "warning": "#d29a1c",
    "error": "#d64545",
    "fail": "#d64545",
    "crashed": "#d64545",
    "failed": "#d64545",
    "off": "#8a8f98",
    "stopped": "#8a8f98",
    "stopping": "#8a8f98",
}


def ui_zoom(window: MainWindow) -> int:
    return window.ctx.settings.ui.zoom  # read at each key: Settings may have changed it


class MainWindow(WindowDialogs, QMainWindow):
    quitRequested = Signal()
    closeRequested = Signal()  # the window's close button: quit, unless the side panel stays
    sidePanelToggled = Signal()
    settingsRequested = Signal()
    connectAppRequested = Signal()  # the local API gateway's "Connect an app" page
    firstOpened = Signal(object)  # the conversation opened after the first paint

    def __init__(self, ctx) -> None:
        super().__init__()
        self.ctx = ctx
        self.import_job: ImportJob | None = None  # the import running in the background
        self.import_box: QMessageBox | None = None  # the last import's error, if any
        self.setWindowIcon(app_icon())
        self.setObjectName("MainWindow")
        # Works from 480 px wide: the side areas fold away before the chat gets unreadable.
        self.setMinimumSize(480, 420)
        self.sidebar = Sidebar(ctx, self)
        self.pane = ChatPane(ctx, compact=False, parent=self)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(self.pane)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([260, 900])
        self.splitter.setChildrenCollapsible(False)
        self.sidebar.setMinimumWidth(190)
        self.setCentralWidget(self.splitter)
        self._build_gateway_alarm()
        # The Engine area: reserved for the status panel and gauges (a later issue).
        self.engine_dock = QDockWidget(translate("shell", "Engine"), self)
        self.engine_dock.setObjectName("EngineDockWidget")
        self.engine_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.engine_panel = EnginePanel(ctx, self.engine_dock)
        self.engine_dock.setWidget(self.engine_panel)
        self.engine_dock.setMinimumWidth(200)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.engine_dock)
        # Which app's request (through the local API) the engine is answering, if any.
        self.serving = QLabel(self)
        self.serving.setObjectName("MetaLabel")
        self.serving.hide()
        self.statusBar().addPermanentWidget(self.serving)
        self.badge = QLabel(self)
        self.badge.setObjectName("Badge")
        # Wraps rather than cut off when the window has no room for its line (a narrow window
        # at a large zoom): the words are the state (_fit_badge).
        self.badge.setWordWrap(True)
        self.statusBar().addPermanentWidget(self.badge)
        # Labelled toggles for the two side areas, always there (at 480 px they are folded).
        self.chats_button = QToolButton(self)
        self.chats_button.setText(translate("shell", "Chats"))
        self.chats_button.setCheckable(True)
        self.chats_button.setChecked(True)
        self.chats_button.setToolTip(
            translate("shell", "Show or hide the conversation list (Ctrl+Shift+B)")
        )
        self.chats_button.toggled.connect(self.set_sidebar_shown)
        # Engine: one checkable action for the button and the View menu; it opens the dock,
        # or a drawer over the chat when the window is too narrow for the dock.
        self.act_engine = QAction(translate("shell", "Engine"), self)
        self.act_engine.setCheckable(True)
        self.act_engine.setChecked(True)
        self.act_engine.toggled.connect(self.set_engine_shown)
        self._syncing = False
        self.engine_dock.toggleViewAction().toggled.connect(self._dock_toggled)
        self.engine_button = QToolButton(self)
        self.engine_button.setDefaultAction(self.act_engine)
        self.engine_button.setText(translate("shell", "Engine"))
        self.engine_button.setToolTip(translate("shell", "Show or hide the engine panel"))
        self.statusBar().insertWidget(0, self.chats_button)
        self.statusBar().insertWidget(1, self.engine_button)
        self._folded: set[str] = set()  # what the narrow layout hid (comes back when wider)
        self.chats_drawer = Drawer(self, "left")
        self.chats_drawer.closed.connect(lambda: self.set_sidebar_shown(False))
        self.engine_drawer = Drawer(self, "right")
        self.engine_drawer.closed.connect(lambda: self.act_engine.setChecked(False))
        self._split_sizes: list[int] = []
        self._badge = ("off", translate("shell", STATE_WORDS["stopped"]))
        self._badge_external = False
        self._announced_state = ""  # the engine state last said to a screen reader
        self._build_menus()
        self._wire()
        self.current: Conversation | None = None
        # Retention (now, then hourly), the idle lock, "Delete all my data": before the first
        # conversation is chosen, so an expired one is not the one opened.
        self.privacy = WindowPrivacy(self)
        # The last conversation opens after the window's first paint: reading and rendering its
        # messages before showing the window left a black window for seconds.
        first = ctx.conversations[0] if len(ctx.conversations) else None
        self._first_id: str | None = first.id if first else None
        self._unshown = unshown_conversations(window_settings(ctx))
        self._engine_badge(ctx.engine.state, ctx.engine.detail)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self._first_id is not None:
            QTimer.singleShot(0, self.open_first)  # after this paint reaches the screen

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_width(self.width())  # a window restored narrow folds before it is seen
        if self._first_id is not None:
            QTimer.singleShot(300, self.open_first)  # in case no paint comes (minimized)

    def open_first(self) -> None:
        """Open the conversation the window starts with (once; not if the user chose one)."""
        conv_id, self._first_id = self._first_id, None
        if conv_id is None or self.current is not None:
            return
        if conv_id in self._unshown:
            conv = self.ctx.conversations.get(conv_id)
            title = conv.title if conv is not None else translate("shell", "the last conversation")
            self.pane.show_notice(html.escape(not_reopened_text(title)))
            log.warning("not reopening conversation %s: it could not be shown last time", conv_id)
            return
        self.show_conversation(conv_id)
        self.firstOpened.emit(self.current)

    def privacy_hooks(self) -> PrivacyHooks:
        """What Settings > Privacy needs from this window (SettingsDialog asks its parent)."""
        return self.privacy.hooks()

    # --- hooks for the status panel (a later issue) ------------------------------------------------

    def set_overall_badge(self, status: str, text: str) -> None:
        """One word of overall health (ok / busy / warn / error / off, or an engine state) and a
        short text: shown in the status bar and the window title. Once something calls this (the
        status panel), the window stops deriving the badge from the engine state itself."""
        self._badge_external = True
        self._show_badge(status, text)

    def _build_gateway_alarm(self) -> None:
        """A red banner over everything: a stranger holds the local API's port, or apps' keys
        it may have seen wait for a new key. Hidden while there is nothing to say."""
        bar = QToolBar(translate("shell", "Local API alarm"), self)
        bar.setObjectName("GatewayAlarmBar")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.toggleViewAction().setVisible(False)  # not something to hide from a menu
        box = QFrame(bar)
        box.setObjectName("GatewayAlarm")
        # Red in both themes, white text: it must not be missed.
        box.setStyleSheet(
            "#GatewayAlarm { background: #b71c1c; border-radius: 4px; }"
            "#GatewayAlarm QLabel { color: white; }"
        )
        lay = QHBoxLayout(box)
        lay.setContentsMargins(10, 6, 10, 6)
        self.gateway_alarm = _WrappedLabel(box)
        self.gateway_alarm.setObjectName("GatewayAlarmText")
        self.gateway_alarm.setWordWrap(True)
        self.gateway_alarm.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.gateway_alarm, 1)
        self.gateway_alarm_button = QPushButton(translate("shell", "Connect an app…"), box)
        self.gateway_alarm_button.clicked.connect(self.connectAppRequested)
        describe(
            self.gateway_alarm_button,
            translate("shell", "Connect an app"),
            translate("shell", "Open the page that says how apps reach Ling"),
        )
        lay.addWidget(self.gateway_alarm_button)
        bar.addWidget(box)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.gateway_alarm_bar = bar
        bar.hide()

    def set_gateway_alarm(self, text: str) -> None:
        """ "" hides the banner; else its text (GatewayControl.alarm_text)."""
        self.gateway_alarm.setText(text)
        self.gateway_alarm_bar.setVisible(bool(text))

    def set_serving(self, names: str) -> None:
        """ "" when no app's request is at the engine, else "Continue, Aider"."""
        self.serving.setText(
            translate("shell", "⇄ serving {names}").format(names=names) if names else ""
        )
        self.serving.setToolTip(
            translate(
                "shell", "The engine is answering a request from {names} through the local API."
            ).format(names=names)
            if names
            else ""
        )
        self.serving.setVisible(bool(names))

    def _engine_badge(self, state: str, _detail: str) -> None:
        if not self._badge_external:
            lost = state == "crashed" and self.ctx.engine.attached
            words = translate("shell", "Engine lost") if lost else state_words(state)
            if state == "crashed" and not lost and self.ctx.engine.stopped_by_app:
                words = translate("engine", STOPPED_BY_APP)
            self._show_badge(state, words)
        if state in ("ready", "crashed", "failed") and state != self._announced_state:
            # What a glance at the badge tells: ready to chat, or it went away.
            words = state_words(state)
            if state == "crashed" and self.ctx.engine.stopped_by_app:
                words = translate("engine", STOPPED_BY_APP)
            announce(self.badge, words, assertive=state != "ready")
        self._announced_state = state

    def _show_badge(self, status: str, text: str) -> None:
        self._badge = (status, text)
        color = BADGE_COLORS.get(status, "#8a8f98")
        self.badge.setText(f'<span style="color:{color}">●</span> {text}')
        self.badge.setToolTip(text)
        self._fit_badge()
        self._update_title()

    def _fit_badge(self) -> None:
        """The badge on one line where the window has room for it (a wrapping label alone
        would take three lines at any width), wrapped where it has not."""
        one_line = self.badge.fontMetrics().horizontalAdvance("●  " + self._badge[1]) + 4
        room = max(80, self.width() - 320)  # Chats and Engine keep theirs
        self.badge.setMinimumWidth(min(one_line, room))

    def set_engine_panel(self, widget: QWidget) -> None:
        """Put the status panel into the Engine area (replaces the placeholder)."""
        old = self.engine_drawer.content
        if old is not None:  # shown in the drawer just now: the new one is shown there
            self.engine_drawer.take()
            self.engine_drawer.open_with(widget, self._engine_width(widget))
            self._place_drawers()
        else:
            old = self.engine_dock.widget()
            self.engine_dock.setWidget(widget)
        if old is not None:
            old.deleteLater()

    # --- building --------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        mb = self.menuBar()
        file = mb.addMenu(translate("shell", "&File"))
        self.act_new = file.addAction(
            translate("shell", "New chat"), self.new_chat, QKeySequence("Ctrl+N")
        )
        file.addSeparator()
        file.addAction(translate("shell", "Import conversation (JSON)…"), self.import_json)
        file.addAction(translate("shell", "Export as Markdown…"), lambda: self.export_current("md"))
        file.addAction(translate("shell", "Export as JSON…"), lambda: self.export_current("json"))
        file.addSeparator()
        docs = file.addAction(translate("shell", "Documents…"))
        docs.setShortcut(QKeySequence("Ctrl+Shift+D"))
        docs.triggered.connect(self.pane.open_documents)
        docs.setWhatsThis(translate("shell", "The document library"))
        file.addSeparator()
        file.addAction(
            translate("shell", "Settings…"), self.settingsRequested.emit, QKeySequence("Ctrl+,")
        )
        self.act_activity = file.addAction(
            translate("shell", "Activity log…"), self.open_activity_log
        )
        self.act_activity.setWhatsThis(
            translate("shell", "The activity log: who used what, proven unchanged")
        )
        file.addSeparator()
        file.addAction(translate("shell", "Quit"), self.quitRequested.emit, QKeySequence("Ctrl+Q"))
        edit = mb.addMenu(translate("shell", "&Edit"))
        edit.addAction(
            translate("shell", "Search history"), self.sidebar.focus_search, QKeySequence("Ctrl+K")
        )
        edit.addAction(translate("shell", "Copy last code block"), self.pane.copy_last_code_block,
                       QKeySequence(COPY_CODE_SHORTCUT))  # fmt: skip
        edit.addAction(translate("shell", "Ask about the clipboard"), self.pane.composer.paste_clipboard_block,
                       QKeySequence(CLIPBOARD_SHORTCUT))  # fmt: skip
        edit.addAction(translate("shell", "Rename chat"), self.rename_current, QKeySequence("F2"))
        edit.addAction(
            translate("shell", "Conversation settings…"), self.pane.edit_conversation_settings
        )
        view = mb.addMenu(translate("shell", "&View"))
        self.act_side = QAction(translate("shell", "Side panel"), self)
        self.act_side.setShortcut(QKeySequence(SIDE_PANEL_SHORTCUT))
        self.act_side.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.act_side.triggered.connect(self.sidePanelToggled.emit)
        self.act_side.setWhatsThis(
            translate("shell", "The side panel: a narrow chat, always on top")
        )
        view.addAction(self.act_side)
        view.addAction(self.act_engine)
        chats = view.addAction(translate("shell", "Conversation list"))
        chats.setShortcut(QKeySequence("Ctrl+Shift+B"))
        chats.triggered.connect(self.chats_button.toggle)
        chats.setWhatsThis(translate("shell", "Show or hide the conversation list"))
        view.addSeparator()
        self._build_zoom(view)
        engine = mb.addMenu(translate("shell", "E&ngine"))
        self.act_start = engine.addAction(translate("shell", "Start"), self.ctx.engine.start)
        self.act_stop = engine.addAction(translate("shell", "Stop"), self.ctx.engine.stop)
        self.act_restart = engine.addAction(translate("shell", "Restart"), self.ctx.engine.restart)
        engine.aboutToShow.connect(self._engine_menu_shown)
        engine.setToolTipsVisible(True)  # why Start is off while the benchmark runs
        engine.addAction(translate("shell", "Show log…"), self.show_log)
        engine.addSeparator()
        engine.addAction(
            translate("shell", "Connect an app (editors, agents)…"), self.connectAppRequested.emit
        )
        engine.addAction(
            translate("shell", "Benchmark: the optimization ladder…"), self.open_benchmark
        )
        help_ = mb.addMenu(translate("shell", "&Help"))
        help_.addAction(translate("shell", "Keyboard shortcuts"), self.show_shortcuts)
        stop = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        stop.setWhatsThis(translate("shell", "Stop the answer; in the search, clear it"))
        stop.activated.connect(self.stop)
        self.stop_shortcut = stop  # off while the set-up page is shown (its Esc goes back)

    def _build_zoom(self, view) -> None:
        """Zoom in / out / actual size: the whole window's text and the chat's, in every window
        of the app (the side panel too), kept in the settings."""

        def zoom_action(text: str, keys: list[str], what: str, to) -> QAction:
            act = QAction(text, self)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
            act.setWhatsThis(what)
            act.triggered.connect(lambda: self.ctx.set_zoom(to()))
            view.addAction(act)
            return act

        self.act_zoom_in = zoom_action(translate("shell", "Zoom in"), ["Ctrl+=", "Ctrl++"],
                                       translate("shell", "Larger text (the window and the chat)"),
                                       lambda: ui_zoom(self) + ZOOM_STEP)  # fmt: skip
        self.act_zoom_out = zoom_action(translate("shell", "Zoom out"), ["Ctrl+-"], translate("shell", "Smaller text"),
                                        lambda: ui_zoom(self) - ZOOM_STEP)  # fmt: skip
        self.act_zoom_reset = zoom_action(translate("shell", "Actual size"), ["Ctrl+0"], translate("shell", "Text at its usual size"),
                                          lambda: 100)  # fmt: skip

    def _wire(self) -> None:
        s = self.sidebar
        s.conversationChosen.connect(self.show_conversation)
        s.newRequested.connect(self.new_chat)
        # In a drawer the list has done its job once a chat is clicked or entered (not on
        # each arrow key: the keyboard walks the list first); the chat is shown.
        for sig in (s.list.clicked, s.list.activated, s.results.clicked, s.results.activated):
            sig.connect(lambda *_: self._close_chats_drawer())
        s.search.returnPressed.connect(lambda: self._close_chats_drawer())
        s.newRequested.connect(lambda: self._close_chats_drawer())
        s.deleteRequested.connect(self.delete)
        s.undoRequested.connect(self.undo_delete)
        s.exportRequested.connect(self.export)
        s.side_button.clicked.connect(self.sidePanelToggled.emit)
        self.pane.status.connect(self.flash)
        self.pane.statusExpired.connect(self.unflash)
        self.pane.conversationChanged.connect(self._shown)
        self.pane.settingsRequested.connect(self.settingsRequested.emit)
        self.pane.chooseModelRequested.connect(self.choose_model_folder)
        self.pane.showLogRequested.connect(self.show_log)
        # After a crash the Engine panel's card holds Restart: the chat's banner offers it only
        # while that panel is closed (and then a way to open it).
        self.act_engine.toggled.connect(self.pane.set_engine_panel_shown)
        self.pane.set_engine_panel_shown(self.act_engine.isChecked())
        self.pane.showEngineRequested.connect(lambda: self.act_engine.setChecked(True))
        self.ctx.status.connect(self.flash)
        self.ctx.conversations.events.connect(lambda _e: self._update_title())
        self.ctx.engine.stateChanged.connect(self._engine_badge)
        self.ctx.engine.notice.connect(self.notice)

    # --- conversations ---------------------------------------------------------------------------

    def show_conversation(self, conv_id: str | None, message_id: str | None = None) -> None:
        if conv_id:
            self._mark_opening(conv_id)
        conv = self.ctx.open(conv_id) if conv_id else None
        self.pane.set_conversation(conv)
        self._shown(conv)
        if message_id:  # from a search result: shown, framed, its words marked
            terms = [w.replace('"', "") for w in self.sidebar.search.text().split()]
            self.pane.view.scroll_to_message(
                message_id, highlight=True, terms=[t for t in terms if t]
            )
        self._update_title()
        if conv_id:  # crossed out after the events now queued (its first layout) are handled
            QTimer.singleShot(0, self, lambda: self._mark_shown(conv_id))

    def _mark_opening(self, conv_id: str) -> None:
        qs = window_settings(self.ctx)
        qs.setValue(OPENING_KEY, conv_id)
        qs.sync()  # on disk before the work that may never end

    def _mark_shown(self, conv_id: str) -> None:
        qs = window_settings(self.ctx)
        if str(qs.value(OPENING_KEY) or "") == conv_id:
            qs.remove(OPENING_KEY)
        if conv_id in self._unshown:
            self._unshown.discard(conv_id)
            qs.setValue(UNSHOWN_KEY, sorted(self._unshown))
        qs.sync()

    def _shown(self, conv: Conversation | None) -> None:
        self.current = conv
        self.sidebar.select(conv.id if conv else None)
        self._update_title()

    def new_chat(self) -> None:
        # A blank chat, not yet in the list: it is made when something is typed or sent there
        # (an empty "New chat" row at once was clutter).
        self.sidebar.search.clear()
        self.show_conversation(None)
        self.pane.composer.edit.setFocus()

    def rename_current(self) -> None:
        idx = self.sidebar.list.currentIndex()
        if idx.isValid():
            self.sidebar.list.setFocus()
            self.sidebar.list.edit(idx)

    def delete(self, conv_id: str) -> None:
        conv = self.ctx.conversations.get(conv_id)
        if conv is None:
            return
        row = self.ctx.conversations.index(conv_id)
        self.ctx.delete(conv)
        self.sidebar.show_undo(conv.id, conv.title)
        if self.current is conv:
            n = len(self.ctx.conversations)
            nxt = self.ctx.conversations[min(row, n - 1)] if n else None
            self.show_conversation(nxt.id if nxt else None)

    def undo_delete(self, conv_id: str) -> None:
        conv = self.ctx.undo_delete(conv_id)
        if conv is not None:
            self.show_conversation(conv.id)
            self.flash(translate("shell", "Restored “{title}”.").format(title=conv.title))

    def stop(self) -> None:
        # Esc in the search (or its results) clears it first: the window's Esc shortcut took
        # the key before the field saw it, so the search could not be left with Esc.
        sb = self.sidebar
        if sb.search.text() and (sb.search.hasFocus() or sb.results.hasFocus()):
            sb.clear_search()
            return
        if self.chats_drawer.isVisible():  # Esc closes a drawer before it stops an answer
            self.set_sidebar_shown(False)
            return
        if self.engine_drawer.isVisible():
            self.act_engine.setChecked(False)
            return
        if self.pane.stop():
            self.flash(translate("shell", "Stopped."))

    def _update_title(self) -> None:
        title = self.current.title if self.current else APP_TITLE
        status, text = self._badge
        suffix = "" if status in ("ready", "ok") else f"  [{text}]"
        self.setWindowTitle(
            f"{title} — {APP_TITLE}{suffix}" if self.current else APP_TITLE + suffix
        )

    def flash(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def unflash(self, text: str) -> None:
        """Take `text` off the status bar if it is still there (it stopped being true)."""
        if self.statusBar().currentMessage() == text:
            self.statusBar().clearMessage()

    def notice(self, text: str) -> None:
        """Something to tell (e.g. the keyring fallback) once: one line above the chat, the
        whole text on "Details"; after that first time only the status bar says it."""
        key = hashlib.sha1(text.encode()).hexdigest()[:16]
        qs = window_settings(self.ctx)
        if qs.value(f"notices/{key}") in ("hidden", "shown"):
            self.flash(text)
            return
        qs.setValue(f"notices/{key}", "shown")
        qs.sync()
        first, _, rest = text.partition(" because ")
        line = re.sub(r"(?<!\S)/\S*/", "", first if rest else text)  # paths: just the name
        if len(line) > 110:  # one line: the detail (paths, causes) is one click away
            line = line[:107].rsplit(" ", 1)[0] + "…"

        def details() -> None:
            QMessageBox.information(self, "Ling Desk", text)

        self.pane.show_notice(html.escape(line), [(translate("shell", "Details…"), details)])

    # --- geometry / close ------------------------------------------------------------------------

    # --- narrow windows ----------------------------------------------------------------------------

    CHAT_MIN = 380  # px the chat keeps before a side area folds
    SIDEBAR_AT = 700  # below this width the conversation list folds away
    DOCK_AT = 1000  # below this width a docked engine panel folds away

    def set_sidebar_shown(self, on: bool) -> None:
        if on and self.width() < self.SIDEBAR_AT:
            self._folded.discard("chats")  # opened by the user, over the chat
            if self.splitter.sizes()[0] > 0:  # the list's width beside the chat, for later
                self._split_sizes = self.splitter.sizes()
            self.chats_drawer.open_with(self.sidebar, 300)
            self._place_drawers()
            self.sidebar.list.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self._close_chats_drawer(keep_shown=on)
            self.sidebar.setVisible(on)
        if self.chats_button.isChecked() != on:
            self.chats_button.setChecked(on)

    def _close_chats_drawer(self, keep_shown: bool = False) -> None:
        """The list back in its place beside the chat (hidden unless `keep_shown`)."""
        if self.chats_drawer.content is None:
            return
        focused = QApplication.focusWidget()
        in_drawer = focused is not None and self.sidebar.isAncestorOf(focused)
        self.chats_drawer.take()
        self.sidebar.setVisible(keep_shown)
        self.splitter.insertWidget(0, self.sidebar)
        total = sum(self.splitter.sizes())
        first = self._split_sizes[0] if self._split_sizes else 260  # the first layout's
        self.splitter.setSizes([first, max(1, total - first)])
        if not keep_shown:
            self._folded.add("chats")  # closed while narrow: back beside the chat when wide
            if self.chats_button.isChecked():
                self.chats_button.setChecked(False)
        if in_drawer:  # the keys go back to the message box, not to nowhere
            self.pane.composer.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _engine_width(self, panel: QWidget) -> int:
        return max(340, panel.minimumWidth())

    def set_engine_shown(self, on: bool) -> None:
        """The Engine button and View › Engine panel: the dock, or a drawer when narrow."""
        if self._syncing:
            return
        dock = self.engine_dock
        if on and self.width() < self.DOCK_AT and not dock.isFloating():
            content = dock.widget()
            if content is None:
                return
            self._folded.discard("engine")
            self.engine_drawer.open_with(content, self._engine_width(content))
            dock.hide()  # never both: the drawer holds the panel now
            self._place_drawers()
        else:
            self._close_engine_drawer()
            dock.setVisible(on)

    def _close_engine_drawer(self) -> None:
        content = self.engine_drawer.take()
        if content is not None:
            self.engine_dock.setWidget(content)
            self._folded.add("engine")  # docked again once the window is wide enough

    def _dock_toggled(self, shown: bool) -> None:
        """The dock shown or hidden by itself (its ✕, folding, a restored state): the Engine
        button follows; while the panel is in the drawer, the hidden dock says nothing."""
        if self.engine_drawer.content is None:
            self._sync_engine(shown)

    def _sync_engine(self, shown: bool) -> None:
        """The Engine button's check without acting on it (a dock hidden before the window
        was first shown sends no Hide, so its toggleViewAction alone is not enough)."""
        if self.act_engine.isChecked() == shown:
            return
        self._syncing = True
        try:
            self.act_engine.setChecked(shown)
        finally:
            self._syncing = False

    def _place_drawers(self) -> None:
        central = self.centralWidget()
        if central is None:
            return
        area = central.geometry()
        for drawer in (self.chats_drawer, self.engine_drawer):
            if drawer.content is not None:
                drawer.place(area)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_width(event.size().width())
        self._fit_badge()

    def changeEvent(self, event) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a zoom: the badge's line is longer
            self._fit_badge()

    def fit_width(self, width: int) -> None:
        """Fold the side areas when the window is narrow; unfold what we folded when wider.
        A drawer open when the window grows wide enough becomes the side area it stands for."""
        dock = self.engine_dock
        if width >= self.DOCK_AT and self.engine_drawer.content is not None:
            self._close_engine_drawer()  # marks it folded: shown in the dock just below
        if width >= self.SIDEBAR_AT and self.chats_drawer.content is not None:
            self._close_chats_drawer(keep_shown=True)
        # isHidden, not isVisible: before the window is first shown nothing is "visible" yet.
        if self.engine_drawer.content is not None:
            pass  # opened over the chat by the user: stays until closed or wide enough
        elif width < self.DOCK_AT and not dock.isHidden() and not dock.isFloating():
            self._folded.add("engine")
            dock.hide()
            self._sync_engine(False)
        elif width >= self.DOCK_AT and "engine" in self._folded:
            self._folded.discard("engine")
            dock.show()
            self._sync_engine(True)
        if self.chats_drawer.content is not None:
            pass
        elif width < self.SIDEBAR_AT and not self.sidebar.isHidden():
            self._folded.add("chats")
            self.set_sidebar_shown(False)
        elif width >= self.SIDEBAR_AT and "chats" in self._folded:
            self._folded.discard("chats")
            self.set_sidebar_shown(True)
        self._place_drawers()

    def restore_geometry(self) -> None:
        qs = window_settings(self.ctx)
        geo = qs.value("main/geometry")
        if isinstance(geo, QByteArray) and not geo.isEmpty():
            self.restoreGeometry(geo)
        else:
            self.resize(*FIRST_SIZE)
        self.fit_screen()
        state = qs.value("main/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        split = qs.value("main/splitter")
        if isinstance(split, QByteArray):
            self.splitter.restoreState(split)

    def fit_screen(self) -> None:
        """Keep the window (first or restored, which may come from another scale or screen)
        within the available screen, as the side panel's docked_geometry does."""
        if self.isMaximized() or self.isFullScreen():
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        avail = screen.availableGeometry()
        geo = self.geometry()
        if not self.isVisible() and geo.topLeft() == QRect().topLeft():
            geo.moveCenter(avail.center())  # never placed: centred, as a window manager would
        fitted = fit_to_screen(geo, avail)
        if fitted != self.geometry():
            self.setGeometry(fitted)

    def save_geometry(self) -> None:
        qs = window_settings(self.ctx)
        qs.setValue("main/geometry", self.saveGeometry())
        qs.setValue("main/state", self.saveState())
        qs.setValue("main/splitter", self.splitter.saveState())
        qs.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Never closed directly: the app decides (quit, or keep running in the side panel).
        event.ignore()
        self.closeRequested.emit()
