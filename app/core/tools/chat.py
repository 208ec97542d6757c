"""What the chat session needs of MCP tools: the host, whether tools may be offered now, the
user's standing permissions and the loop's limits. Qt-free; the window builds one (see
ChatService.tools) and the tests build theirs the same way.

Permissions change only by the user's own decision (a card's "Always allow this tool", Revoke in
Settings > Tools): `remember_always` is called by the session for that decision and nothing else;
a tool's result is text given to the model, never read as an instruction by the app.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from app.core.audit import NULL, Auditor
from app.core.paths import Paths
from app.core.policy import current_policy
from app.core.tools.calls import Permissions
from app.core.tools.config import ServerConfig, policy_problem, read_config_file
from app.core.tools.host import McpHost
from app.core.tools.loop import MAX_ROUNDS
from app.core.tools.secrets import fill_secrets
from app.core.words import translate

log = logging.getLogger(__name__)


@dataclass
class ChatTools:
    host: McpHost
    # (True, "") when the engine returns structured tool calls; else (False, why).
    available: Callable[[], tuple[bool, str]] = lambda: (True, "")
    # The user's "always allowed" tools ("server.tool"), read at each answer.
    always_allowed: Callable[[], list[str]] = lambda: []
    # Keep a new "always" (the settings file); called only for the user's own choice.
    on_always: Callable[[list[str]], None] = lambda _keys: None
    max_rounds: Callable[[], int] = lambda: MAX_ROUNDS
    call_timeout_s: Callable[[], float] = lambda: 60.0
    # The configs the host was built from (to see whether a new save changed them).
    servers: list[ServerConfig] = field(default_factory=list)
    # Each call's permission decision and outcome is recorded here (never its arguments).
    auditor: Auditor = NULL
    _extra: set[str] = field(default_factory=set)

    def server_names(self) -> list[str]:
        return self.host.names()

    def permissions(self) -> Permissions:
        return Permissions([*self.always_allowed(), *self._extra])

    def remember_always(self, server: str, tool: str) -> None:
        key = Permissions.key(server, tool)
        keys = list(self.always_allowed())
        if key in keys:
            return
        try:
            self.on_always([*keys, key])
        except Exception:
            # Holds for this run although the settings could not be written (a later save or
            # Revoke in Settings replaces it: the settings are the truth once written).
            log.exception("could not keep the permission for %s", key)
            self._extra.add(key)


def config_path(paths: Paths) -> Path:
    """Where Settings > Tools saves the servers."""
    return paths.config_dir / "mcp.json"


def saved_servers(paths: Paths) -> tuple[list[ServerConfig], list[str]]:
    """The servers saved in Settings > Tools with their secrets filled back in (from the keyring
    or its 0600 file), ready for McpHost; and what is wrong, in words (a broken file, a secret
    that is gone: that server then starts without it)."""
    parsed = read_config_file(config_path(paths))
    notes = list(parsed.problems)
    servers: list[ServerConfig] = []
    policy = current_policy()
    for server in parsed.servers:
        # Saved before the policy came: kept in the file, never started.
        if problem := policy_problem(server, policy):
            notes.append(
                translate("tools", "tool server {name} is not used: {problem}").format(
                    name=repr(server.name), problem=problem
                )
            )
            continue
        filled, missing = fill_secrets(paths, server)
        if missing:
            notes.append(
                translate(
                    "tools",
                    "tool server {name}: the saved value of {names} is gone from the keyring; "
                    "enter it again in Settings > Tools",
                ).format(name=repr(server.name), names=", ".join(missing))
            )
        servers.append(filled)
    return servers, notes
