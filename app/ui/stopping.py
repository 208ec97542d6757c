"""The window shown while Ling Desk quits and its engine stops.

Stopping an engine can take many seconds (a frozen one is signalled SIGINT, SIGTERM, then
SIGKILL, each with a wait); an app that hid every window meanwhile looked gone while its process
and its folder lock lived on. This small window says what is happening until the stop ends.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

STOPPING_TEXT = "Stopping the engine…"


class StoppingNotice(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Ling Desk: stopping the engine")
        self.setObjectName("stoppingNotice")
        self.label = QLabel(STOPPING_TEXT, self)
        f = self.label.font()
        f.setBold(True)
        self.label.setFont(f)
        self.detail = QLabel(
            "Ling Desk closes once the engine and every process it started have stopped. "
            "An engine that stopped answering is forced to stop after a few seconds.",
            self,
        )
        self.detail.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)  # no figure to show: the stop's length is not known ahead
        self.bar.setTextVisible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 14, 16, 14)
        lay.setSpacing(8)
        lay.addWidget(self.label)
        lay.addWidget(self.detail)
        lay.addWidget(self.bar)
        self.setMinimumWidth(360)
        # Closing this window cannot make the stop faster; the app ends when the stop ends.
        self.setWindowFlag(Qt.WindowType.WindowCloseButtonHint, False)
