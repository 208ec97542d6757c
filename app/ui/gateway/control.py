"""The window's side of the local API gateway: starts it with the app, follows the engine, tells
the gauges and the chat which app is being served, and opens the "Connect an app" page.

The gateway runs on its own thread; its request events arrive here as queued signals.
"""

from __future__ import annotations

import contextlib
import sys
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from app.core import vault
from app.core.audit import NULL, Auditor
from app.core.engine.listener import listening_inodes
from app.core.gateway import ClientKeys, RequestRecord
from app.core.gateway.config import GATEWAY_KEYS_FILE
from app.core.gateway.service import GatewayService
from app.core.paths import Paths
from app.core.vault import DataKey
from app.core.words import translate

# Python hands the GIL between threads every 5 ms by default; with the gateway streaming on its
# thread, the GUI thread then waits up to that long. 1 ms kept the GUI's stall p99 within
# 1.3 ms of an idle run under 32 streaming clients (bench/gateway/RESULTS.md).
GIL_SWITCH_S = 0.001
# While a stranger holds the port: how often to try to take it back (and to mark the keys made
# meanwhile as exposed too).
RETRY_MS = 3000


class GatewayControl(QObject):
    servingChanged = Signal(
        str
    )  # "" when no app's request is at the engine, else "Continue, Aider"
    _event = Signal(str, object)
    # The red banner's text: a stranger holds the port, or keys wait for a new key ("" = none).
    alarmChanged = Signal(str)

    def __init__(
        self,
        paths: Paths,
        settings: Any,
        parent: QObject | None = None,
        *,
        data_key: DataKey | None,
        auditor: Auditor = NULL,
    ) -> None:
        super().__init__(parent)
        self.paths = paths
        self.data_key = data_key  # the API keys' file opens with it
        self.auditor = auditor  # each request, and each key made or revoked, is recorded
        # Its loop thread lives as long as the gateway runs: an owner thread, not an ops.py job.
        self.service = GatewayService.create(paths, settings, data_key, auditor)
        self.page: Any = None
        self._serving = ""
        self._alarm = ""
        self._held_by: dict[int, int] | None = None  # the stranger's socket, as last seen
        self._switch_before: float | None = None
        self._event.connect(self._on_event, Qt.ConnectionType.QueuedConnection)
        self.service.log.add_listener(self._listener)
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._check_again)

    # -- lifecycle ------------------------------------------------------------------------

    def start(self) -> bool:
        ok = self.service.start()
        owner = self.service.owner
        self._held_by = listening_inodes(owner.port) if owner is not None else None
        if ok and self._switch_before is None:
            self._switch_before = sys.getswitchinterval()
            sys.setswitchinterval(GIL_SWITCH_S)
        self._update_page()
        self.refresh_alarm()
        return ok

    # -- a stranger on the port -----------------------------------------------------------

    @property
    def alarm(self) -> str:
        return self._alarm

    def alarm_text(self) -> str:
        owner = self.service.owner
        port = self.service.config.port
        exposed = self._exposed()
        names = ", ".join(k.name for k in exposed)
        if owner is not None:
            text = translate(
                "gateway",
                "Port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: whatever your "
                "editors send to it (their keys, prompts and files) goes to that program. Ling "
                "Desk's local API is not running; it takes the port back as soon as it is free.",
            ).format(port=port, who=owner.who())
            if names:
                text += " " + translate(
                    "gateway",
                    "Apps that need a new key (their keys are refused as exposed): {names}.",
                ).format(names=names)
            return text
        if exposed:
            who = exposed[0].exposed_by or translate("gateway", "another program")
            return translate(
                "gateway",
                "While Ling Desk did not hold port {port}, {who} held it and may have seen these "
                "apps' keys, now refused: {names}. Give each a new key, or confirm it (Connect an "
                "app).",
            ).format(port=port, who=who, names=names)
        return ""

    def _exposed(self) -> list:
        try:
            keys = self.service.keys or self._page_keys()
            return keys.exposed() if keys is not None else []
        except Exception:  # a busy or damaged key file: nothing to say this time
            return []

    def _page_keys(self) -> ClientKeys | None:
        return self.page.keys if self.page is not None else None

    def refresh_alarm(self) -> None:
        text = self.alarm_text()
        # Keep trying while a stranger holds the port; keep reading while keys wait for the user.
        if text and self.service.config.enabled:
            self._retry.start()
        else:
            self._retry.stop()
        if text != self._alarm:
            self._alarm = text
            self.alarmChanged.emit(text)

    def _check_again(self) -> None:
        owner = self.service.owner
        if owner is not None and not self.service.running:
            # The same socket still listens there (a cheap read of /proc/net/tcp): the keys
            # made meanwhile are exposed too. Anything else: try to take the port back (which
            # traces a new holder through /proc, a heavier look).
            now = listening_inodes(owner.port)
            if now and now == self._held_by:
                if self.service.keys is not None:
                    with contextlib.suppress(*vault.Error):
                        self.service.keys.mark_exposed(owner.who())
                self.refresh_alarm()
                return
            self.start()  # notes the holder's socket again
        else:
            self.refresh_alarm()

    def follow(self, supervisor: Any) -> None:
        self.service.follow(supervisor)

    def stop(self) -> None:
        self._retry.stop()
        self.service.log.remove_listener(self._listener)
        self.service.stop()
        if self._switch_before is not None:
            sys.setswitchinterval(self._switch_before)
            self._switch_before = None
        self._update_page()

    @property
    def serving(self) -> str:
        return self._serving

    def waiting_text(self) -> str:
        """For the chat while an app's request holds the engine: "waiting for Continue's request"."""
        names = self.service.serving()
        if not names:
            return ""
        more = len(names) - 1
        if more:
            return translate(
                "gateway", "waiting for {app}'s request (and %n more)", None, more
            ).format(app=names[0])
        return translate("gateway", "waiting for {app}'s request").format(app=names[0])

    # -- events from the gateway thread ---------------------------------------------------

    def _listener(self, what: str, rec: RequestRecord) -> None:
        self._event.emit(what, rec)

    def _on_event(self, what: str, rec: RequestRecord) -> None:
        now = ", ".join(self.service.serving())
        if now != self._serving:
            self._serving = now
            self.servingChanged.emit(now)

    # -- the page -------------------------------------------------------------------------

    def show_page(self, parent: QWidget | None = None) -> Any:
        from app.ui.gateway.connect_page import ConnectPage

        if self.page is None:
            keys = self.service.keys or ClientKeys(
                self.paths.ensure().data_dir / GATEWAY_KEYS_FILE, key=self.data_key,
                auditor=self.auditor,
            )  # fmt: skip
            self.page = ConnectPage(
                keys, self.service.gateway, self.service.config.port, self.service.problem, parent,
                owner=self.service.owner, forbidden=self.service.forbidden,
            )  # fmt: skip
            self.page.keysChanged.connect(self.refresh_alarm)
            if parent is not None:
                self.page.setWindowFlag(Qt.WindowType.Window, True)
        if not self.page.isVisible():
            self.page.fit_to_screen(parent)  # sized to its content, centred on `parent`
        self.page.show()
        self.page.raise_()
        self.page.activateWindow()
        return self.page

    def _update_page(self) -> None:
        if self.page is not None:
            self.page.forbidden = self.service.forbidden
            self.page.set_gateway(
                self.service.gateway, self.service.problem, owner=self.service.owner
            )
