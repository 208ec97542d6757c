"""Settings > Engine: "Use a running engine" (attach by URL) and "Two DGX Sparks (TP 2)".

Kept apart from settings_dialog.py so the dialog only places these boxes and asks them for their
values. The attach key never goes to settings.toml: it is kept in the keyring under the URL.
"""

from __future__ import annotations

import contextlib
import shlex

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QWidget

from app.core.paths import Paths
from app.core.secrets import attach_key_for, store_attach_key
from app.core.settings import PORT_MAX, Settings, _engine_url, _host_port
from app.core.verify.run import key_may_travel, url_credentials_problem
from app.core.words import translate


class AttachBox(QGroupBox):
    """A checkable group: on = Ling Desk starts nothing and talks to the engine at the URL."""

    def __init__(self, settings: Settings, paths: Paths | None, parent: QWidget | None = None):
        super().__init__(translate("settings", "Use a running engine"), parent)
        self.paths = paths
        self.setCheckable(True)
        self.setChecked(bool(settings.engine.attach_url))
        form = QFormLayout(self)
        self.url = QLineEdit(settings.engine.attach_url)
        self.url.setPlaceholderText(translate("settings", "e.g. https://sglang.team.example:30000"))
        form.addRow(translate("settings", "URL"), self.url)
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(
            translate("settings", "the server's --api-key (kept in the keyring)")
        )
        if paths is not None and settings.engine.attach_url:
            self.key.setText(attach_key_for(paths, settings.engine.attach_url) or "")
        form.addRow(translate("settings", "Key"), self.key)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setObjectName("MetaLabel")
        form.addRow("", self.note)
        self.url.textChanged.connect(self._explain)
        self.key.textChanged.connect(self._explain)
        self.toggled.connect(self._explain)
        self._explain()

    def problem(self) -> str:
        """What is wrong with the values (shown under them), or ""."""
        if not self.isChecked():
            return ""
        url = self.url.text().strip()
        if not url:
            return translate("settings", "Give the engine's URL.")
        if bad := _engine_url(url):
            return translate("settings", "The URL {problem}.").format(problem=bad)
        if creds := url_credentials_problem(url):
            return creds[0].upper() + creds[1:] + "."
        if self.key.text() and not key_may_travel(url):
            return translate(
                "settings",
                "This URL is neither loopback nor https: the key would cross the network in "
                "clear text, so Ling Desk will not send it. Use the server's https address.",
            )
        return ""

    def _explain(self, *_: object) -> None:
        text = self.problem() or (
            translate(
                "settings",
                "Ling Desk starts no engine: it chats with this one and checks "
                "what can be checked from outside. Stop and Restart are not offered for it.",
            )
            if self.isChecked()
            else ""
        )
        self.note.setText(text)

    def apply(self, s: Settings) -> None:
        url = self.url.text().strip().rstrip("/")
        if url_credentials_problem(url):  # never saved with credentials: keep the saved URL
            return
        s.engine.attach_url = url if self.isChecked() else ""

    def save_key(self) -> str | None:
        """Keep the key in the keyring under the URL; a warning when only a file could."""
        url = self.url.text().strip().rstrip("/")
        if self.paths is None or not self.isChecked() or not url or _engine_url(url):
            return None
        if url_credentials_problem(url):
            return None
        return store_attach_key(self.paths, url, self.key.text())


class TwoSparksBox(QGroupBox):
    """Rank 1 of the "Two DGX Sparks (TP 2)" profile: where and how it is started."""

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(translate("settings", "Two DGX Sparks (TP 2): the second machine"), parent)
        e = settings.engine
        form = QFormLayout(self)
        self.host = QLineEdit(e.rank1_host)
        self.host.setPlaceholderText(
            translate("settings", "the second Spark's name for ssh, e.g. spark2")
        )
        form.addRow(translate("settings", "Second machine"), self.host)
        self.prefix = QLineEdit(shlex.join(e.rank1_prefix))
        self.prefix.setPlaceholderText(translate("settings", "default: ssh -tt <second machine>"))
        form.addRow(translate("settings", "Command prefix"), self.prefix)
        self.dist = QLineEdit(e.dist_init_addr)
        self.dist.setPlaceholderText(
            translate("settings", "this machine's address on the link, e.g. 192.168.100.10:20000")
        )
        form.addRow("--dist-init-addr", self.dist)
        self.ifname = QLineEdit(e.net_ifname)
        self.ifname.setPlaceholderText(
            translate("settings", "e.g. enp1s0f0np0 (NCCL_SOCKET_IFNAME, GLOO_SOCKET_IFNAME)")
        )
        form.addRow(translate("settings", "Network interface"), self.ifname)
        self.port = QSpinBox(minimum=0, maximum=PORT_MAX)
        self.port.setSpecialValueText(translate("settings", "engine port + 1"))
        self.port.setValue(e.rank1_port)
        form.addRow(translate("settings", "Rank 1 health port"), self.port)
        note = QLabel(
            translate(
                "settings",
                "Used when the hardware profile is “Two DGX Sparks (TP 2)”. The "
                "model folder must be at the same path on both machines; the engine "
                "extension is copied over the prefix.",
            )
        )
        note.setWordWrap(True)
        note.setObjectName("MetaLabel")
        form.addRow("", note)

    def apply(self, s: Settings) -> None:
        e = s.engine
        e.rank1_host = self.host.text().strip()
        with contextlib.suppress(ValueError):  # unbalanced quotes: keep the saved prefix
            e.rank1_prefix = shlex.split(self.prefix.text())
        dist = self.dist.text().strip()
        e.dist_init_addr = dist if not _host_port(dist) else e.dist_init_addr
        e.net_ifname = self.ifname.text().strip()
        e.rank1_port = self.port.value()
