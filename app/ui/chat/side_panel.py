"""The side panel: a narrow, always-on-top chat docked to a screen edge, for coding beside an editor.

It shares the conversations (and the Qt list model) with the main window; the same conversation
open in both updates in both as it streams.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.model import Conversation
from app.core.telemetry import DEFINITIONS
from app.core.words import decimal, translate
from app.ui.a11y import describe
from app.ui.chat.conversation_list import ConvIdRole
from app.ui.chat.pane import ChatPane
from app.ui.shell.main_window import (
    BADGE_COLORS,
    CLIPBOARD_SHORTCUT,
    COPY_CODE_SHORTCUT,
    SIDE_PANEL_SHORTCUT,
)
from app.ui.shell.resources import app_icon
from app.ui.shell.window_state import window_settings

PANEL_WIDTH = 440
PANEL_HEIGHT = 720  # compact: a chat beside the editor, not a wall the height of the screen
PANEL_MIN_HEIGHT = 420


def docked_geometry(
    screen: QRect, edge: str, width: int = PANEL_WIDTH, height: int | None = None
) -> QRect:
    """The panel's rectangle: `width` wide and `height` tall (by default at most PANEL_HEIGHT or
    70% of the screen), within the screen, in the bottom corner of the left or right edge."""
    width = min(width, screen.width())
    if height is None:
        height = min(PANEL_HEIGHT, int(screen.height() * 0.7))
    height = min(screen.height(), max(PANEL_MIN_HEIGHT, height))
    x = screen.left() if edge == "left" else screen.right() - width + 1
    return QRect(x, screen.bottom() - height + 1, width, height)


# One shape per kind of state: ready, busy, stopped, failed.
BADGE_SHAPES = {
    **dict.fromkeys(("ok", "ready", "pass", "skip", "unprovable"), "●"),
    **dict.fromkeys(("busy", "loading", "starting", "pending", "warn", "warning"), "◐"),
    **dict.fromkeys(("off", "stopped", "stopping"), "○"),
    **dict.fromkeys(("error", "fail", "crashed", "failed"), "✖"),
}


class SidePanel(QWidget):
    hidden = Signal()
    closed = Signal()  # the user closed the panel (its ✕ or the window manager's close)
    quitRequested = Signal()
    mainWindowRequested = Signal()
    connectAppRequested = Signal()  # the local API gateway's "Connect an app" page

    def __init__(self, ctx, model, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.WindowStaysOnTopHint)
        self.ctx = ctx
        self.setObjectName("SidePanel")
        self.setWindowTitle(translate("chat", "Ling Desk — side panel"))
        self.setWindowIcon(app_icon())
        self.setMinimumWidth(320)
        self._size: QSize | None = None  # read from windows.ini when first docked
        self._size_changed = False
        self._docking = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        header = QWidget(self)
        header.setObjectName("SideHeader")
        header.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        hl = QHBoxLayout(header)
        hl.setContentsMargins(8, 6, 6, 6)
        hl.setSpacing(4)
        self.badge = QLabel(header)
        self.badge.setToolTip(translate("chat", "Engine"))
        self.speed = QLabel(header)  # decode tok/s: live while it writes, else the last reply's
        self.speed.setObjectName("MetaLabel")
        self.speed.setToolTip(translate("telemetry", DEFINITIONS["decode_tps"]))
        self._hub = None
        self._unsub_hub = None
        self._speed_timer = QTimer(self)
        self._speed_timer.setSingleShot(True)
        self._speed_timer.setInterval(250)  # figures merged: at most 4 redraws a second
        self._speed_timer.timeout.connect(self._show_speed)
        self.combo = QComboBox(header)
        self.combo.setModel(model)
        self.combo.setMinimumContentsLength(12)
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.activated.connect(self._chosen)
        self.new_button = self._tool("+", translate("chat", "New chat (Ctrl+N)"))
        self.new_button.clicked.connect(self.new_chat)
        self.connect_button = self._tool(
            "⇄", translate("chat", "Connect an app: use Ling from your editor or agent")
        )
        self.connect_button.clicked.connect(self.connectAppRequested)
        self.main_button = self._tool("⤢", translate("chat", "Open the main window"))
        self.main_button.clicked.connect(self.mainWindowRequested)
        self.close_button = self._tool(
            "✕",
            translate("chat", "Hide the side panel ({keys})").format(keys=SIDE_PANEL_SHORTCUT),
        )
        self.close_button.clicked.connect(self.close)
        describe(
            self.combo,
            translate("chat", "Conversation"),
            translate("chat", "Which conversation the side panel shows"),
        )
        describe(self.new_button, translate("chat", "New chat"))
        describe(self.connect_button, translate("chat", "Connect an app"))
        describe(self.main_button, translate("chat", "Open the main window"))
        describe(self.close_button, translate("chat", "Hide the side panel"))
        hl.addWidget(self.badge)
        hl.addWidget(self.speed)
        hl.addWidget(self.combo, 1)
        hl.addWidget(self.new_button)
        hl.addWidget(self.connect_button)
        hl.addWidget(self.main_button)
        hl.addWidget(self.close_button)
        lay.addWidget(header)
        self.pane = ChatPane(ctx, compact=True, parent=self)
        self.pane.status.connect(self._status)
        # A blank chat becomes a conversation on its first word: the picker follows.
        self.pane.conversationChanged.connect(lambda _c: self._sync_combo())
        self.pane.statusExpired.connect(self._unstatus)
        lay.addWidget(self.pane, 1)
        self.status_line = QLabel(self)
        self.status_line.setObjectName("MetaLabel")
        self.status_line.setContentsMargins(10, 0, 10, 4)
        lay.addWidget(self.status_line)
        self.serving = QLabel(self)  # which app's request the engine answers, if any
        self.serving.setObjectName("MetaLabel")
        self.serving.setContentsMargins(10, 0, 10, 4)
        self.serving.hide()
        lay.addWidget(self.serving)
        self.edge = ctx.settings.ui.side_panel_edge
        for seq, slot in (
            ("Ctrl+N", self.new_chat),
            (COPY_CODE_SHORTCUT, self.pane.copy_last_code_block),
            (CLIPBOARD_SHORTCUT, self.pane.composer.paste_clipboard_block),
            (Qt.Key.Key_Escape, self.pane.stop),
            ("Ctrl+Q", self.quitRequested.emit),
        ):
            QShortcut(QKeySequence(seq), self).activated.connect(slot)
        self._badge_external = False
        ctx.engine.stateChanged.connect(self._engine_badge)
        self._engine_badge(ctx.engine.state, ctx.engine.detail)
        model.rowsInserted.connect(lambda *_: self._sync_combo())
        model.rowsRemoved.connect(lambda *_: self._sync_combo())
        model.rowsMoved.connect(lambda *_: self._sync_combo())

    def set_serving(self, names: str) -> None:
        self.serving.setText(
            "⇄ " + translate("chat", "serving {names} through the local API").format(names=names)
            if names
            else ""
        )
        self.serving.setVisible(bool(names))

    def _tool(self, text: str, tip: str) -> QToolButton:
        b = QToolButton(self)
        b.setObjectName("MsgAction")
        b.setText(text)
        b.setToolTip(tip)
        return b

    # --- hook for the status panel (a later issue) -------------------------------------------------

    def set_overall_badge(self, status: str, text: str) -> None:
        """Same contract as MainWindow.set_overall_badge (a dot in the header, text as tooltip)."""
        self._badge_external = True
        self._show_badge(status, text)

    def attach_hub(self, hub) -> None:
        """Show the decode speed from the app's GaugeHub (the figures the status panel shows)."""
        if self._unsub_hub is not None:
            self._unsub_hub()
        self._hub = hub
        self._unsub_hub = hub.subscribe(self._speed_changed)
        self._show_speed()

    def _speed_changed(self) -> None:
        # The hub outlives the panel (the app's); a deleted panel just stops listening.
        if not shiboken6.isValid(self._speed_timer):
            if self._unsub_hub is not None:
                self._unsub_hub()
                self._unsub_hub = None
            return
        if not self._speed_timer.isActive():
            self._speed_timer.start()

    def _show_speed(self) -> None:
        if self._hub is None:
            return
        d = self._hub.snapshot().decode_tps
        definition = d.definition  # in the language already (the status panel's words)
        if self._hub.silence:
            # A frozen engine's last rate is no figure of it.
            self.speed.setText(translate("chat", "– tok/s", "no figure"))
            self.speed.setToolTip(f"{self._hub.silence}\n\n{definition}")
            return
        if d.value is None:
            self.speed.setText(translate("chat", "– tok/s", "no figure"))
            self.speed.setToolTip(translate("chat", "No reply yet.") + f"\n\n{definition}")
            return
        speed = f"{d.value:.0f}" if d.value >= 100 else decimal(d.value)
        self.speed.setText(translate("chat", "{speed} tok/s").format(speed=speed))
        said = (
            translate("chat", "Decode speed (live, this reply, {source}).")
            if d.live
            else translate("chat", "Decode speed (last reply, {source}).")
        )
        self.speed.setToolTip(
            said.format(source=translate("gauges", d.source)) + f"\n\n{definition}"
        )

    def _engine_badge(self, state: str, detail: str) -> None:
        if not self._badge_external:
            self._show_badge(state, detail or state)

    def _show_badge(self, status: str, text: str) -> None:
        color = BADGE_COLORS.get(status, "#8a8f98")
        # The shape says it too (no room for words here): colour alone is lost on a
        # colour-blind user and in high contrast.
        shape = BADGE_SHAPES.get(status, "○")
        self.badge.setText(f'<span style="color:{color}; font-size:16px">{shape}</span>')
        self.badge.setToolTip(translate("chat", "Engine: {state}").format(state=text))

    # --- conversations ---------------------------------------------------------------------------

    def show_conversation(self, conv: Conversation | None) -> None:
        if conv is not None and not conv.loaded:
            conv = self.ctx.open(conv.id)
        self.pane.set_conversation(conv)
        self._sync_combo()

    def _sync_combo(self) -> None:
        conv = self.pane.conv
        row = self.ctx.conversations.index(conv.id) if conv else -1
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(row)
        self.combo.blockSignals(False)

    def _chosen(self, row: int) -> None:
        conv_id = self.combo.itemData(row, ConvIdRole)
        if conv_id:
            self.show_conversation(self.ctx.open(conv_id))

    def new_chat(self) -> None:
        self.show_conversation(None)  # made when something is typed or sent (see ChatPane)
        self.pane.composer.edit.setFocus()

    def _status(self, text: str) -> None:
        self.status_line.setText(text)

    def _unstatus(self, text: str) -> None:
        if self.status_line.text() == text:
            self.status_line.clear()

    # --- docking ---------------------------------------------------------------------------------

    def dock(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        size = self._user_size()
        geo = docked_geometry(screen.availableGeometry(), self.edge, *(
            (size.width(), size.height()) if size is not None else (PANEL_WIDTH,)))  # fmt: skip
        self._docking = True
        try:
            self.setGeometry(geo)
        finally:
            self._docking = False

    def _user_size(self) -> QSize | None:
        """The size the user last gave the panel (kept with the windows' geometry)."""
        if self._size is None:
            got = window_settings(self.ctx).value("side/size")
            self._size = got if isinstance(got, QSize) and got.isValid() else QSize()
        return self._size if self._size.isValid() else None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.isVisible() and not self._docking:
            self._size = event.size()  # the user's (or the window manager's on their behalf)
            self._size_changed = True

    def toggle(self, conv: Conversation | None = None) -> bool:
        if self.isVisible():
            self.hide()
            return False
        if self.pane.conv is None or (conv is not None and self.pane.conv is not conv):
            self.show_conversation(conv)
        self.dock()
        self.show()
        self.raise_()
        self.activateWindow()
        self.pane.composer.edit.setFocus()
        return True

    def hideEvent(self, event) -> None:
        self.pane.composer.flush_draft()
        if self._size_changed and self._size is not None:
            qs = window_settings(self.ctx)
            qs.setValue("side/size", self._size)
            qs.sync()
            self._size_changed = False
        super().hideEvent(event)
        self.hidden.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        event.accept()  # the panel only hides; the app decides whether that means quitting
        self.closed.emit()
