"""The idle lock (issue 37, off by default): after N minutes without a key press or mouse
input to Ling Desk, the main window hides the conversations and the chat behind a full-window
"Locked" cover until the user unlocks it.

Only the widgets go: the engine keeps running and an answer keeps streaming (and saving) behind
the cover. Unlocking asks the passphrase when the data key is in a passphrase envelope (it must
open the envelope); with the key in the keyring or a key file, the cover's Unlock button is the
confirmation: anyone at this logged-in session could read that key anyway, so a second question
would protect nothing (the lock is a screen against a passer-by, see the README's privacy part).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.paths import Paths
from app.core.vault import keys
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.a11y import describe

# The user's own input; any of these means "not idle".
INPUT_EVENTS = frozenset(
    {
        QEvent.Type.KeyPress,
        # Typing through an input method (fcitx5, IBus): the method takes the key presses and
        # the window sees only what it composes.
        QEvent.Type.InputMethod,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
        QEvent.Type.TouchBegin,
    }
)
# The window's title while locked: its usual one names the conversation on show (and the title
# bar, the taskbar and the window switcher show it above the cover).
LOCKED_TITLE = QT_TRANSLATE_NOOP("shell", "Locked — Ling Desk")
# How often, at most, the lock looks at the clock (it re-arms for what is left, so the lock
# comes within this of the limit; an input only writes a number).
CHECK_MS = 15_000


class LockCover(QWidget):
    """What the locked window shows, over all of it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("LockCover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        title = QLabel(translate("shell", "Locked"), self)
        title.setObjectName("LockTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(title)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.text)
        self.passphrase = QLineEdit(self)
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(translate("shell", "Passphrase"))
        describe(self.passphrase, translate("shell", "Passphrase"),
                 translate("shell", "Your passphrase unlocks Ling Desk again"))  # fmt: skip
        self.passphrase.setMinimumWidth(240)  # a passphrase is a sentence, not a PIN
        self.passphrase.setMaximumWidth(320)
        lay.addWidget(self.passphrase, 0, Qt.AlignmentFlag.AlignHCenter)
        self.problem = QLabel(self)
        self.problem.setObjectName("LockProblem")
        self.problem.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.problem.setWordWrap(True)
        self.problem.setForegroundRole(QPalette.ColorRole.BrightText)  # the theme's danger
        lay.addWidget(self.problem)
        self.unlock_button = QPushButton(translate("shell", "Unlock"), self)
        self.unlock_button.setDefault(True)
        lay.addWidget(self.unlock_button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(2)
        self.passphrase.returnPressed.connect(self.unlock_button.click)


class IdleLock(QObject):
    """Locks `window` after `minutes` idle (0: never). `hide`: the widgets that show
    conversations (the list, the chat); the app's other non-dialog windows (the side panel)
    are hidden too while locked. `clock`: seconds, monotonic (a test passes its own)."""

    lockedChanged = Signal(bool)

    def __init__(
        self,
        window: QWidget,
        hide: list[QWidget],
        paths: Paths,
        minutes: int = 0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.paths = paths
        self._hide = hide
        self.clock = clock
        self.minutes = 0
        self.locked = False
        self._last_input = clock()
        self._hidden: list[QWidget] = []  # what `lock` hid, shown again by `unlock`
        self._disabled: list[QWidget] = []
        self._title = ""  # the window's own title, given back by `unlock`
        self._filtering = False
        self.cover = LockCover(window)
        self.cover.hide()
        self.cover.unlock_button.clicked.connect(lambda: self.unlock(self.cover.passphrase.text()))
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.check)
        self.set_minutes(minutes)

    @property
    def limit_s(self) -> float:
        return self.minutes * 60.0

    def set_minutes(self, minutes: int) -> None:
        """0 turns it off (no event filter at all then: it costs nothing while off)."""
        self.minutes = max(0, int(minutes))
        app = QCoreApplication.instance()
        if self.minutes and not self._filtering and app is not None:
            app.installEventFilter(self)
            self._filtering = True
        elif not self.minutes and self._filtering and app is not None:
            app.removeEventFilter(self)
            self._filtering = False
        self._last_input = self.clock()
        if self.minutes:
            self.timer.start(min(CHECK_MS, int(self.limit_s * 1000)))
        else:
            self.timer.stop()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if self.locked:
            if kind == QEvent.Type.Resize and obj is self.window:
                self.cover.setGeometry(self.window.rect())
            if kind == QEvent.Type.WindowTitleChange and obj is self.window:
                self._mask_title()  # the window retitles itself (the engine's state) while locked
            # The window's shortcuts (a new chat, the side panel, search) would reach what the
            # cover hides: none runs while locked.
            return kind == QEvent.Type.Shortcut
        if kind in INPUT_EVENTS:
            self._last_input = self.clock()
        return False

    def check(self) -> None:
        """Lock when idle long enough, else look again when the rest of the limit is over."""
        if not self.minutes or self.locked:
            return
        left = self.limit_s - (self.clock() - self._last_input)
        if left <= 0:
            self.lock()
        else:
            self.timer.start(max(1000, min(CHECK_MS, int(left * 1000))))

    def _mask_title(self) -> None:
        title = self.window.windowTitle()
        locked = translate("shell", LOCKED_TITLE)
        if title != locked:
            self._title = title
            self.window.setWindowTitle(locked)

    def needs_passphrase(self) -> bool:
        return keys.stored_in(self.paths) == keys.PASSPHRASE

    def lock(self) -> None:
        if self.locked:
            return
        self.locked = True
        self._hidden = [w for w in self._hide if not w.isHidden()]
        for top in QApplication.topLevelWidgets():
            # The side panel's chat too (a window); a dialog is left (hiding one ends its
            # exec), and so are menus and tooltips.
            if (
                top is not self.window
                and top.isVisible()
                and not isinstance(top, QDialog)
                and top.windowType() == Qt.WindowType.Window
            ):
                self._hidden.append(top)
        for w in self._hidden:
            w.hide()
        # Nothing under the cover takes focus or a click (the "Chats" button would show them).
        self._disabled = [
            w
            for w in self.window.findChildren(
                QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
            )
            if w is not self.cover and w.isEnabled()
        ]
        for w in self._disabled:
            w.setEnabled(False)
        asks = self.needs_passphrase()
        self.cover.text.setText(
            translate("shell", "Ling Desk was idle, so your conversations are hidden. The engine "
                      "is still running. Enter your passphrase to unlock.")
            if asks
            else translate("shell", "Ling Desk was idle, so your conversations are hidden. The "
                           "engine is still running.")
        )  # fmt: skip
        self.cover.passphrase.clear()
        self.cover.passphrase.setVisible(asks)
        self.cover.problem.clear()
        self._mask_title()
        self.cover.setGeometry(self.window.rect())
        self.cover.show()
        self.cover.raise_()
        (self.cover.passphrase if asks else self.cover.unlock_button).setFocus()
        self.lockedChanged.emit(True)

    def unlock(self, passphrase: str | None = None) -> bool:
        """Shows the window's content again; with the key in a passphrase envelope only when
        `passphrase` opens it. False (and the cover says why) when it does not."""
        if not self.locked:
            return True
        if self.needs_passphrase():
            try:
                keys.load(self.paths, passphrase or "")
            except keys.KeyProblem:
                self.cover.problem.setText(
                    translate("shell", "That passphrase does not unlock Ling Desk; try again.")
                )
                self.cover.passphrase.selectAll()
                self.cover.passphrase.setFocus()
                return False
        self.cover.passphrase.clear()
        self.cover.hide()
        self.locked = False  # before the title: the filter keeps it masked while locked
        self.window.setWindowTitle(self._title)
        for w in self._disabled:
            w.setEnabled(True)
        for w in self._hidden:
            w.show()
        self._hidden, self._disabled = [], []
        self._last_input = self.clock()
        if self.minutes:
            self.timer.start(min(CHECK_MS, int(self.limit_s * 1000)))
        self.lockedChanged.emit(False)
        return True
