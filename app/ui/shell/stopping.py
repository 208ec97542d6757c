"""The window shown while Ling Desk quits and its engine (or a set-up job) stops.

Stopping an engine can take many seconds (a frozen one is signalled SIGINT, SIGTERM, then
SIGKILL, each with a wait), and so can a set-up job (pip's process group is signalled and waited
for); an app that hid every window meanwhile looked gone while its process and its folder lock
lived on. This small window says what is happening until the stop ends.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

from app.core.words import QT_TRANSLATE_NOOP, translate

STOPPING_TEXT = QT_TRANSLATE_NOOP("shell", "Stopping the engine…")
ENGINE_DETAIL = QT_TRANSLATE_NOOP(
    "shell",
    "Ling Desk closes once the engine and every process it started have stopped. "
    "An engine that stopped answering is forced to stop after a few seconds.",
)
# What a quit stops, by the set-up page's job kind: (title, line, detail).
JOB_WORDS = {
    "env": (
        QT_TRANSLATE_NOOP("shell", "Ling Desk: stopping pip"),  # short: a WM cuts a long title
        QT_TRANSLATE_NOOP("shell", "Stopping the engine-environment job…"),
        QT_TRANSLATE_NOOP(
            "shell",
            "Ling Desk closes once pip and every process it started have stopped. What pip "
            "installed is kept: pressing Create engine environment again finishes the rest.",
        ),
    ),
    "download": (
        QT_TRANSLATE_NOOP("shell", "Ling Desk: stopping the download"),
        QT_TRANSLATE_NOOP("shell", "Stopping the download…"),
        QT_TRANSLATE_NOOP(
            "shell",
            "Ling Desk closes once the download has stopped. What came is kept: the next start "
            "offers to resume it.",
        ),
    ),
}


def stopping_words(engine: bool, job: str | None) -> tuple[str, str, str] | None:
    """(title, line, detail) for what a quit waits on; None when nothing is worth a window.
    The engine comes first when both run (its stop is the long one); a set-up job alone gets
    its own words, since "Stopping the engine" there names something that never ran."""
    if engine:
        return (
            translate("shell", "Ling Desk: stopping the engine"),
            translate("shell", STOPPING_TEXT),
            translate("shell", ENGINE_DETAIL),
        )
    found = JOB_WORDS.get(job or "")
    if found is None:
        return None
    title, line, detail = found
    return translate("shell", title), translate("shell", line), translate("shell", detail)


class StoppingNotice(QWidget):
    def __init__(
        self, parent: QWidget | None = None, words: tuple[str, str, str] | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        title, line, detail = words or stopping_words(True, None) or ("", "", "")
        self.setWindowTitle(title)
        self.setObjectName("stoppingNotice")
        self.label = QLabel(line, self)
        f = self.label.font()
        f.setBold(True)
        self.label.setFont(f)
        self.detail = QLabel(detail, self)
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
