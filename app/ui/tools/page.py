"""Settings > Tools: the MCP servers (pasted or edited in the `mcpServers` notation), each one's
state, tools and a Test button; the tools allowed always, with Revoke; the loop's limits.

The servers are saved to paths.config_dir/"mcp.json" (secrets stashed in the keyring first) when
the dialog is saved. Bad JSON or a bad server keeps the dialog open with the problems listed per
server, and the text stays as typed: nothing is lost. A server whose URL leaves this machine is
saved only after the user agrees to a warning, which is then recorded as `confirmedRemote`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.audit import NULL, Auditor
from app.core.paths import Paths
from app.core.policy import Policy, current_policy
from app.core.settings import Settings
from app.core.tools.chat import config_path
from app.core.tools.config import (
    ParsedConfig,
    ServerConfig,
    parse_config,
    policy_problem,
    read_config_file,
    to_document,
    write_config_file,
)
from app.core.tools.host import McpHost, ServerStatus, State
from app.core.tools.secrets import fill_secrets, forget_secrets, stash_secrets
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.a11y import describe
from app.ui.settings.locks import lock_label, lock_widget

log = logging.getLogger(__name__)

EXAMPLE = QT_TRANSLATE_NOOP(
    "tools",
    """{
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]}
  }
}""",
)


def mcp_config_path(paths: Paths) -> Path:
    return config_path(paths)


def remote_warning(server: ServerConfig) -> str:
    return translate(
        "tools",
        "The tool server {name} is at {url}, which is not on this machine.\n\n"
        "When Ling uses its tools, the conversation's data (the tool's arguments, and whatever "
        "Ling puts in them from your chat and documents) leaves this machine and goes there.\n\n"
        "Save it anyway?",
    ).format(name=repr(server.name), url=server.url)


class ToolsPage(QWidget):
    """The Tools tab. `save()` writes mcp.json (False: stay open, problems shown);
    `apply(settings)` puts the permissions and limits into the settings being saved."""

    def __init__(
        self,
        settings: Settings,
        paths: Paths | None,
        parent: QWidget | None = None,
        host: McpHost | None = None,
        auditor: Auditor = NULL,
        policy: Policy | None = None,
    ) -> None:
        super().__init__(parent)
        # The administrator's policy: no servers at all, or none off this machine.
        self.policy = current_policy() if policy is None else policy
        self.paths = paths
        self.auditor = auditor  # servers added and removed are recorded (names only)
        self.host = host  # the window's host, for the servers' live state
        self.saved = read_config_file(mcp_config_path(paths)) if paths else ParsedConfig()
        self.warnings: list[str] = []
        self._tests: dict[str, asyncio.Task[None]] = {}
        self._tested: dict[str, ServerStatus] = {}

        lay = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "tools",
                "MCP servers give Ling tools. Paste a block in the common <b>mcpServers</b> "
                "notation (as other apps' docs give it) or edit it here. Each call asks your "
                "permission first.",
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)

        self.editor = QPlainTextEdit(self)
        self.editor.setTabChangesFocus(True)  # Tab moves on: no trap
        self.editor.setObjectName("McpJson")
        describe(self.editor, translate("tools", "Tool servers as JSON"),
                 translate("tools", "The MCP servers, in the mcpServers form other apps use; "
                           "checked when you save"))  # fmt: skip
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        # JSON (identifiers), passed through translation only so that a language may name the
        # example's server or folder in its own words; the notation itself stays.
        self.editor.setPlaceholderText(translate("tools", EXAMPLE))
        self.editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.editor.setMinimumHeight(110)
        if self.saved.servers and not self.saved.problems:
            self.editor.setPlainText(json.dumps(to_document(self.saved.servers), indent=2))
        elif self.saved.problems and paths is not None:
            # A file broken by hand is shown as it is, to be fixed here: never saved over.
            with contextlib.suppress(OSError, UnicodeDecodeError):
                self.editor.setPlainText(mcp_config_path(paths).read_text(encoding="utf-8"))
        lay.addWidget(self.editor, 2)
        self.remote_lock: QLabel | None = None
        if self.policy.forbids("remote_mcp") and not self.policy.forbids("mcp"):
            # Said before anything is typed: a server off this machine is never saved.
            why = self.policy.forbidden_text("remote_mcp")
            self.remote_lock = lock_label(why, self)
            self.remote_lock.setObjectName("RemoteMcpLock")
            self.remote_lock.setText(
                translate(
                    "tools",
                    "MCP tool servers off this machine are not allowed (only servers on this "
                    "machine): set by your organisation",
                )
            )
            lay.addWidget(self.remote_lock)

        row = QHBoxLayout()
        self.check_button = QPushButton(translate("tools", "Check", "check the servers"), self)
        self.check_button.setToolTip(
            translate("tools", "Read the text and list its servers, or what is wrong")
        )
        self.check_button.clicked.connect(self.check)
        row.addWidget(self.check_button)
        self.problems = QLabel(self)
        self.problems.setObjectName("ToolsProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)  # server names are the user's text
        self.problems.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row.addWidget(self.problems, 1)
        lay.addLayout(row)
        for problem in self.saved.problems:  # a broken saved file: said, left as it is
            self.problems.setText(problem)

        self.tree = QTreeWidget(self)
        self.tree.setObjectName("ToolServers")
        describe(self.tree, translate("tools", "Tool servers"),
                 translate("tools", "Each server, its state and its tools"))  # fmt: skip
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(
            [translate("tools", "Server / tool"), translate("tools", "State / description"), ""]
        )
        self.tree.setWordWrap(True)
        self.tree.setMinimumHeight(100)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, self.tree.header().ResizeMode.ResizeToContents)
        self.tree.header().setSectionResizeMode(1, self.tree.header().ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(2, self.tree.header().ResizeMode.ResizeToContents)
        lay.addWidget(self.tree, 2)

        allowed_title = QLabel(translate("tools", "Always allowed (these run without asking):"))
        lay.addWidget(allowed_title)
        arow = QHBoxLayout()
        self.allowed = QListWidget(self)
        self.allowed.setObjectName("AlwaysAllowed")
        describe(self.allowed, translate("tools", "Always allowed tools"),
                 translate("tools", "These run without asking; remove one to be asked "
                           "again"))  # fmt: skip
        self.allowed.addItems(settings.tools.always_allow)
        self.allowed.setMaximumHeight(90)
        arow.addWidget(self.allowed, 1)
        self.revoke_button = QPushButton(translate("tools", "Revoke"), self)
        self.revoke_button.setToolTip(translate("tools", "Ask again before this tool runs"))
        self.revoke_button.clicked.connect(self.revoke_selected)
        arow.addWidget(self.revoke_button, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(arow)

        form = QFormLayout()
        self.max_rounds = QSpinBox(minimum=1, maximum=50)
        self.max_rounds.setValue(settings.tools.max_rounds)
        self.max_rounds.setToolTip(
            translate("tools", "Requests with tool calls per answer before the loop stops")
        )
        form.addRow(translate("tools", "Tool rounds per answer"), self.max_rounds)
        self.call_timeout = QDoubleSpinBox(minimum=1, maximum=3600, decimals=0, suffix=" s")
        self.call_timeout.setValue(settings.tools.call_timeout_s)
        form.addRow(translate("tools", "A call gives up after"), self.call_timeout)
        lay.addLayout(form)
        self._update_revoke()
        self.allowed.itemSelectionChanged.connect(self._update_revoke)
        self.show_servers(self.saved.servers)
        self.mcp_lock: QLabel | None = None
        if self.policy.forbids("mcp"):
            why = self.policy.forbidden_text("mcp")
            self.mcp_lock = lock_widget(self.editor, why)
            self.mcp_lock.setObjectName("McpLock")
            self.check_button.setEnabled(False)
            self.tree.setEnabled(False)  # no Test either

    # --- the servers ---------------------------------------------------------------------------

    def parsed(self) -> ParsedConfig:
        """The editor's servers. Pasted text is untrusted (its confirmedRemote is dropped); a
        remote server keeps the agreement only when it is the very one saved with it."""
        text = self.editor.toPlainText().strip()
        if not text:
            return ParsedConfig()
        parsed = parse_config(text)
        agreed = {s.name: s.url for s in self.saved.servers if s.confirmed_remote}
        parsed.servers = [
            replace(s, confirmed_remote=True)
            if s.leaves_machine and agreed.get(s.name) == s.url
            else s
            for s in parsed.servers
        ]
        parsed.notes = [n for n in parsed.notes if "confirmedRemote" not in n]
        return parsed

    def check(self) -> ParsedConfig:
        parsed = self.parsed()
        lines = parsed.problems or parsed.notes
        if parsed.problems:
            self.problems.setText(
                translate("tools", "Not saved:\n{problems}").format(
                    problems="\n".join(parsed.problems)
                )
            )
        elif parsed.servers:
            n = len(parsed.servers)
            self.problems.setText(
                "\n".join(lines) if lines else translate("tools", "%n server(s).", None, n)
            )
        else:
            self.problems.setText(translate("tools", "No servers."))
        self.problems.setProperty("bad", bool(parsed.problems))
        self.show_servers(parsed.servers)
        return parsed

    def show_servers(self, servers: list[ServerConfig]) -> None:
        self.tree.clear()
        self._servers = {s.name: s for s in servers}
        for server in servers:
            item = QTreeWidgetItem([server.name, self._state_text(server)])
            item.setData(0, Qt.ItemDataRole.UserRole, server.name)
            item.setToolTip(0, server.url or " ".join((server.command, *server.args)))
            self.tree.addTopLevelItem(item)
            button = QPushButton(translate("tools", "Test", "try a server"), self.tree)
            button.setObjectName(f"Test:{server.name}")
            button.setToolTip(translate("tools", "Start it now and list its tools"))
            button.clicked.connect(lambda _=False, n=server.name: self.test(n))
            self.tree.setItemWidget(item, 2, button)
            self._fill_tools(item, server.name)
            item.setExpanded(True)

    def _state_text(self, server: ServerConfig) -> str:
        where = server.url if server.url else server.command
        status = self._tested.get(server.name)
        if status is None and self.host is not None and server.name in self.host.names():
            status = self.host.status(server.name)
        if not server.enabled:
            return translate("tools", "turned off ({where})").format(where=where)
        if server.leaves_machine and not server.confirmed_remote:
            return translate("tools", "not on this machine: asks before it is saved ({where})"
                             ).format(where=where)  # fmt: skip
        if status is None or status.state == State.STOPPED:
            return translate("tools", "not started: starts when a chat needs it ({where})"
                             ).format(where=where)  # fmt: skip
        if status.state == State.STARTING:
            return translate("tools", "starting…")
        if status.state == State.READY:
            n = len(status.tools)
            return translate("tools", "ready: %n tool(s)", None, n)
        return translate("tools", "failed: {error}").format(error=status.error)

    def _fill_tools(self, item: QTreeWidgetItem, name: str) -> None:
        item.takeChildren()  # the old tool rows go with the list returned
        status = self._tested.get(name)
        if status is None and self.host is not None and name in self.host.names():
            status = self.host.status(name)
        for tool in status.tools if status else ():
            text = tool.description or translate("tools", "(no description)")
            if tool.problem:
                text = translate("tools", "not offered: {problem}").format(problem=tool.problem)
            child = QTreeWidgetItem([tool.name, text])
            child.setToolTip(1, text)
            item.addChild(child)

    def _refresh(self, name: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is None:
                continue
            if item.data(0, Qt.ItemDataRole.UserRole) == name and name in self._servers:
                item.setText(1, self._state_text(self._servers[name]))
                item.setToolTip(1, item.text(1))
                self._fill_tools(item, name)
                item.setExpanded(True)

    def test(self, name: str) -> None:
        """Start the server as the editor has it (secrets filled in), list its tools, stop it."""
        server = self._servers.get(name)
        if server is None or (name in self._tests and not self._tests[name].done()):
            return
        if refused := policy_problem(server, self.policy):
            self._tested[name] = ServerStatus(name, State.FAILED, error=refused)
            self._refresh(name)
            return
        if server.leaves_machine and not server.confirmed_remote:
            if not self.ask_remote(server):
                return
            server = replace(server, confirmed_remote=True)
            self._servers[name] = server
        self._tested[name] = ServerStatus(name, State.STARTING)
        self._refresh(name)
        self._tests[name] = asyncio.ensure_future(self._test(server))

    async def _test(self, server: ServerConfig) -> None:
        filled = server
        if self.paths is not None:
            filled, _missing = fill_secrets(self.paths, server)
        host = McpHost([filled])
        try:
            status = await host.start(server.name)
        except Exception as exc:  # the page must say it, whatever it was
            status = ServerStatus(server.name, State.FAILED, error=str(exc))
        finally:
            with contextlib.suppress(Exception):
                await host.aclose()
        self._tested[server.name] = status
        with contextlib.suppress(RuntimeError):  # the dialog may be gone
            self._refresh(server.name)

    def ask_remote(self, server: ServerConfig) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("tools", "Data leaves this machine"),
            remote_warning(server),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("RemoteWarning")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def save(self) -> bool:
        """Write mcp.json. False (nothing written, the text kept) on a problem or a refusal."""
        if self.policy.forbids("mcp"):
            return True  # the editor is locked: the saved file stays as it is
        parsed = self.check()
        if parsed.problems:
            return False
        for server in parsed.servers:
            if refused := policy_problem(server, self.policy):
                self.problems.setText(
                    translate("tools", "Not saved: {why}. Remove it to save the others.").format(
                        why=refused
                    )
                )
                self.problems.setProperty("bad", True)
                return False
        if self.paths is None:
            return True
        servers: list[ServerConfig] = []
        for server in parsed.servers:
            if server.leaves_machine and not server.confirmed_remote:
                tested = self._servers.get(server.name)
                agreed = tested is not None and tested.confirmed_remote and tested.url == server.url
                if not agreed and not self.ask_remote(server):
                    self.problems.setText(
                        translate(
                            "tools",
                            "Not saved: you did not agree to send data to {url} (server {name}). "
                            "Remove it or agree.",
                        ).format(url=server.url, name=repr(server.name))
                    )
                    self.problems.setProperty("bad", True)
                    return False
                server = replace(server, confirmed_remote=True)
            servers.append(server)
        self.warnings = []
        stashed = []
        for server in servers:
            kept, warning = stash_secrets(self.paths, server)
            stashed.append(kept)
            if warning:
                self.warnings.append(warning)
        kept_names = {s.name for s in servers}
        for old in self.saved.servers:
            if old.name not in kept_names:
                forget_secrets(self.paths, old)
        path = mcp_config_path(self.paths)
        if stashed or path.exists():
            write_config_file(path, stashed, self.auditor)
        self.saved = ParsedConfig(servers=stashed)
        return True

    # --- permissions ---------------------------------------------------------------------------

    def revoke_selected(self) -> None:
        for item in self.allowed.selectedItems():
            self.allowed.takeItem(self.allowed.row(item))
        self._update_revoke()

    def _update_revoke(self) -> None:
        self.revoke_button.setEnabled(bool(self.allowed.selectedItems()))

    def always_allowed(self) -> list[str]:
        return [self.allowed.item(i).text() for i in range(self.allowed.count())]

    def apply(self, settings: Settings) -> None:
        settings.tools.always_allow = self.always_allowed()
        settings.tools.max_rounds = self.max_rounds.value()
        settings.tools.call_timeout_s = float(self.call_timeout.value())
