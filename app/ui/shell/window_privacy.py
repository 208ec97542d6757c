"""The main window's side of Settings > Privacy (issue 37): retention applied at start and
hourly, the idle lock, and "Delete all my data".

What it needs that only the app builds (the gateway) it finds as the window's child; the data
key is the context's (`ctx.data_key`, unlocked at start).
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from app.core.settings import Settings
from app.core.vault import session
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.shell.idle_lock import IdleLock

if TYPE_CHECKING:
    from app.ui.settings.privacy_page import PrivacyHooks
    from app.ui.shell.main_window import MainWindow

log = logging.getLogger(__name__)

RETENTION_EVERY_MS = 3_600_000  # retention is applied at start and then hourly
ERASED_TEXT = QT_TRANSLATE_NOOP("shell", "All your data was erased.")


class WindowPrivacy(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.ctx = window.ctx
        privacy = self.ctx.settings.privacy
        self._retention_days = privacy.retention_days
        self.retention_timer = QTimer(self)
        self.retention_timer.setInterval(RETENTION_EVERY_MS)
        self.retention_timer.timeout.connect(self.apply_retention)
        self.retention_timer.start()
        self.idle_lock = IdleLock(
            window, [window.sidebar, window.pane], self.ctx.paths, privacy.idle_lock_minutes
        )
        self.ctx.settingsChanged.connect(self._settings_changed)
        self.apply_retention()

    def hooks(self) -> PrivacyHooks:
        # The Privacy page's module at first use: Settings opens after the window's start.
        from app.ui.settings.privacy_page import PrivacyHooks

        return PrivacyHooks(
            conversations=lambda: list(self.ctx.conversations),
            erase=self.erase_everything,
            data_key=lambda: self.ctx.data_key,
        )

    def apply_retention(self) -> int:
        gone = self.ctx.apply_retention()
        if gone:
            days = self.ctx.settings.privacy.retention_days
            self.ctx.status.emit(translate(
                "shell", "Erased %n conversation(s) unused for over {days} days (Settings > "
                "Privacy).", None, gone,
            ).format(days=days))  # fmt: skip
        return gone

    def _settings_changed(self, settings: Settings) -> None:
        self.idle_lock.set_minutes(settings.privacy.idle_lock_minutes)
        if settings.privacy.retention_days != self._retention_days:
            # The user just chose it, having seen the preview: applied now, not in an hour.
            self._retention_days = settings.privacy.retention_days
            self.apply_retention()

    # --- delete all my data -----------------------------------------------------------------------

    def _gateway(self) -> Any:
        from app.ui.gateway.control import GatewayControl

        return self.window.findChild(GatewayControl)  # the app makes it the window's child

    def erase_everything(self) -> bool:
        """Closes every store of the data folder, erases its files (session.erase_all) and
        opens empty ones. Refused while an answer is being written: its last save would land
        in the new, empty history."""
        ctx = self.ctx
        if ctx.chat.running():
            QMessageBox.information(
                self.window, translate("shell", "Nothing was deleted"),
                translate("shell", "An answer is still being written. Stop it (Esc), then delete "
                          "your data."),
            )  # fmt: skip
            return False
        gateway = self._gateway()
        serving = gateway is not None and gateway.service.running
        if gateway is not None:
            gateway.stop()  # closes the API keys' file
            page = gateway.page
            if page is not None:  # the Connect an app page may hold the file open too
                with contextlib.suppress(Exception):
                    page.keys.close()
                page.close()
                page.deleteLater()
                gateway.page = None
        problems = ctx.erase_all_data(lambda: session.erase_all(ctx.paths))
        if serving:
            gateway.start()  # a new, empty key file: every app needs a new key
        self.window.show_conversation(None)
        self.window.sidebar.undo_bar.hide()  # no deleted chat can come back now
        if problems:
            log.error("delete all my data left: %s", "; ".join(problems))
            text = translate("shell", "Your data was erased, except: {problems}").format(
                problems="; ".join(problems)
            )
        else:
            log.info("all the user's data was erased")
            text = translate("shell", ERASED_TEXT)
        ctx.status.emit(text)
        return True
