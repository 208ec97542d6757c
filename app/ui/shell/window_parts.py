"""The main window's smaller widgets: the engine panel, the drawers, a label that wraps.

EnginePanel is the engine's state and buttons in the right dock; a Drawer holds the chats list
or the engine panel over the chat when the window is too narrow to show them beside it;
_WrappedLabel is the gateway alarm's text, as tall as it needs at any width.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QPainter,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.engine.events import STOPPED_BY_APP, detail_words
from app.core.words import QT_TRANSLATE_NOOP, translate

STATE_WORDS = {
    "stopped": QT_TRANSLATE_NOOP("shell", "Engine stopped"),
    "starting": QT_TRANSLATE_NOOP("shell", "Engine starting"),
    "loading": QT_TRANSLATE_NOOP("shell", "Engine loading"),
    "ready": QT_TRANSLATE_NOOP("shell", "Engine ready"),
    "stopping": QT_TRANSLATE_NOOP("shell", "Engine stopping"),
    "crashed": QT_TRANSLATE_NOOP("shell", "Engine crashed"),
    "failed": QT_TRANSLATE_NOOP("shell", "Engine not started"),
}


def state_words(state: str) -> str:
    """The engine's state in words, in the user's language (the state id when unknown)."""
    return translate("shell", STATE_WORDS[state]) if state in STATE_WORDS else state


class EnginePanel(QWidget):
    """Placeholder of the Engine area: one state line and the controls (a later issue's panel)."""

    def __init__(self, ctx, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EngineDock")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        self.state_line = QLabel(self)
        self.state_line.setObjectName("EngineStateLine")
        self.state_line.setWordWrap(True)
        self.state_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.state_line)
        row = QHBoxLayout()
        self.start_button = QPushButton(translate("shell", "Start"), self)
        self.stop_button = QPushButton(translate("shell", "Stop"), self)
        self.restart_button = QPushButton(translate("shell", "Restart"), self)
        self.start_button.clicked.connect(ctx.engine.start)
        self.stop_button.clicked.connect(ctx.engine.stop)
        self.restart_button.clicked.connect(ctx.engine.restart)
        for b in (self.start_button, self.stop_button, self.restart_button):
            row.addWidget(b)
        lay.addLayout(row)
        lay.addStretch(1)
        self._engine = ctx.engine
        ctx.engine.stateChanged.connect(self.set_state)
        self.set_state(ctx.engine.state, ctx.engine.detail)

    def set_state(self, state: str, detail: str) -> None:
        # Someone else's engine (attached): never stopped or restarted from here.
        owned = not self._engine.attached
        words = (
            state_words(state) if owned or state != "crashed" else translate("shell", "Engine lost")
        )
        if owned and state == "crashed" and self._engine.stopped_by_app:
            words = translate(
                "engine", STOPPED_BY_APP
            )  # not a crash: Ling Desk stopped it (the detail says why)
        # The detail is made in English (the gateway reads it): its words for people here.
        self.state_line.setText(f"<b>{words}</b><br>{detail_words(detail)}")
        self.stop_button.setVisible(owned)
        self.restart_button.setVisible(owned)
        running = state in ("starting", "loading", "ready")
        self.start_button.setEnabled(not running and state != "stopping")
        self.stop_button.setEnabled(running)
        self.restart_button.setEnabled(state != "stopping")


class Drawer(QWidget):
    """A side area laid over the chat in a narrow window, from the left (Chats) or the right
    (Engine), the rest of the chat dimmed: a click there or Esc closes it. The chat keeps its
    whole width (at 480 px, splitting left it 240 px and Send a blank square)."""

    closed = Signal()  # by the user: a click beside it (Esc goes through MainWindow.stop)
    SCRIM = QColor(0, 0, 0, 70)

    def __init__(self, window: QMainWindow, edge: str) -> None:
        super().__init__(window)
        self.edge = edge
        self.setObjectName("Drawer")
        self.panel = QFrame(self)
        self.panel.setObjectName("DrawerPanel")
        self.panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.lay = QVBoxLayout(self.panel)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.content: QWidget | None = None
        self.want = 300  # the panel's width when there is room
        self.hide()

    def open_with(self, content: QWidget, want: int) -> None:
        self.content, self.want = content, want
        self.lay.addWidget(content)  # taken from the splitter or the dock
        content.show()
        self.show()
        self.raise_()

    def take(self) -> QWidget | None:
        """Close, handing back what it held (to go back to its place)."""
        content, self.content = self.content, None
        if content is not None:
            self.lay.removeWidget(content)
        self.hide()
        return content

    def place(self, area: QRect) -> None:
        self.setGeometry(area)
        width = max(1, min(self.want, area.width() - 40))  # a strip of chat stays: click to close
        x = 0 if self.edge == "left" else area.width() - width
        self.panel.setGeometry(x, 0, width, area.height())

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.SCRIM)

    def mousePressEvent(self, event) -> None:
        if not self.panel.geometry().contains(event.position().toPoint()):
            self.closed.emit()
        event.accept()


class _WrappedLabel(QLabel):
    """A word-wrapped label exactly as tall as its text at its width (a toolbar would otherwise
    size it by a guessed width, several lines too tall)."""

    def resizeEvent(self, event) -> None:  # Qt's name
        super().resizeEvent(event)
        h = self.heightForWidth(self.width())
        if h > 0 and h != self.maximumHeight():
            self.setFixedHeight(h)
