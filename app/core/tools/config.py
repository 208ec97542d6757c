"""MCP server configuration in the common `mcpServers` JSON notation.

A block copied from another app's docs should work as pasted, so the variants those docs use are
accepted (`"servers"` as the top key, `"type"`/`"transport"` spelled stdio, http, streamable-http
or streamableHttp, `serverUrl` for `url`, `disabled`). Every problem is reported per server and
the other servers are kept: one bad entry never loses the rest.

`confirmedRemote` is the app's record that the user agreed, after a warning, that a server off
this machine may see the conversation. It is honoured only when the app reads its own saved file
(`trusted=True`); in pasted JSON it is dropped, so nobody can paste the agreement in for the user.
"""

from __future__ import annotations

import ipaddress
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from app.core.audit import NULL, Auditor
from app.core.policy import CAPABILITIES, Policy, PolicyRefused, current_policy
from app.core.secrets import write_private_file
from app.core.words import translate

STDIO = "stdio"
HTTP = "http"

_TYPE_ALIASES = {
    "stdio": STDIO,
    "local": STDIO,
    "http": HTTP,
    "streamable-http": HTTP,
    "streamable_http": HTTP,
    "streamablehttp": HTTP,
    "remote": HTTP,
}
_TOP_KEYS = ("mcpServers", "servers")
# No "." in a name: "server.tool" (permissions, --allow-tool) then splits at its first dot.
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _\-]{0,63}$")


@dataclass(frozen=True)
class ServerConfig:
    """One server as configured. `env` and `headers` may hold secrets: never log them."""

    name: str
    transport: str  # STDIO | HTTP
    command: str = ""
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    enabled: bool = True
    confirmed_remote: bool = False

    def __repr__(self) -> str:  # env and headers may carry keys
        where = self.url if self.transport == HTTP else self.command
        return f"ServerConfig({self.name!r}, {self.transport}, {where!r})"

    @property
    def leaves_machine(self) -> bool:
        """True for an HTTP server that is not on loopback: the conversation's data leaves."""
        return self.transport == HTTP and not is_loopback_url(self.url)

    @property
    def may_connect(self) -> bool:
        """Loopback, or off the machine with the user's recorded agreement."""
        return not self.leaves_machine or self.confirmed_remote

    def to_json(self) -> dict[str, Any]:
        """The entry in the notation (with `confirmedRemote` when set: the app's own file)."""
        out: dict[str, Any]
        if self.transport == STDIO:
            out = {"command": self.command, "args": list(self.args)}
            if self.env:
                out["env"] = dict(self.env)
            if self.cwd:
                out["cwd"] = self.cwd
        else:
            out = {"type": "http", "url": self.url}
            if self.headers:
                out["headers"] = dict(self.headers)
            if self.confirmed_remote:
                out["confirmedRemote"] = True
        if not self.enabled:
            out["disabled"] = True
        return out


@dataclass
class ParsedConfig:
    servers: list[ServerConfig] = field(default_factory=list)
    # One line each, naming the server: "server 'git': 'args' must be a list of strings".
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def is_loopback_url(url: str) -> bool:
    """True when the URL's host is this machine (127.0.0.0/8, ::1, localhost)."""
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return False
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a name: it may resolve anywhere


def policy_problem(server: ServerConfig, policy: Policy | None = None) -> str | None:
    """Why the administrator's policy does not allow `server` (the sentence in it), or None."""
    policy = current_policy() if policy is None else policy
    if policy.forbids("mcp"):
        return policy.forbidden_text("mcp")
    if server.leaves_machine and policy.forbids("remote_mcp"):
        return policy.refusal(f"{CAPABILITIES['remote_mcp']} ({server.name!r} at {server.url})")
    return None


def check_allowed(servers: list[ServerConfig], policy: Policy | None = None) -> None:
    """Raise PolicyRefused for the first server the administrator's policy does not allow."""
    policy = current_policy() if policy is None else policy
    for server in servers:
        if problem := policy_problem(server, policy):
            raise PolicyRefused(problem)


def to_document(servers: list[ServerConfig]) -> dict[str, Any]:
    return {"mcpServers": {s.name: s.to_json() for s in servers}}


def parse_config(source: str | dict[str, Any], *, trusted: bool = False) -> ParsedConfig:
    """Parse the notation from JSON text or an already-loaded object.

    trusted: the app's own saved file, whose `confirmedRemote` is honoured.
    """
    result = ParsedConfig()
    if isinstance(source, str):
        try:
            data = json.loads(source)
        except json.JSONDecodeError as exc:
            result.problems.append(
                translate(
                    "tools", "This is not valid JSON (line {line}, column {column}: {problem})."
                ).format(line=exc.lineno, column=exc.colno, problem=exc.msg)
            )
            return result
    else:
        data = source
    if not isinstance(data, dict):
        result.problems.append(
            translate(
                "tools", 'Expected a JSON object like {{"mcpServers": {{"name": {{...}}}}}}.'
            ).format()
        )
        return result
    block = None
    for key in _TOP_KEYS:
        if key in data:
            block = data[key]
            break
    if block is None:
        result.problems.append(
            translate(
                "tools",
                'No "mcpServers" object found: expected '
                '{{"mcpServers": {{"name": {{"command": ...}}}}}}.',
            ).format()
        )
        return result
    if not isinstance(block, dict):
        result.problems.append(
            translate("tools", '"mcpServers" must be an object mapping names to servers.')
        )
        return result
    for name, entry in block.items():
        server = _parse_server(str(name), entry, trusted, result)
        if server is not None:
            result.servers.append(server)
    return result


def _parse_server(
    name: str, entry: Any, trusted: bool, result: ParsedConfig
) -> ServerConfig | None:
    def problem(text: str) -> None:
        result.problems.append(
            translate("tools", "server {name}: {problem}").format(name=repr(name), problem=text)
        )

    if not _NAME_RE.match(name):
        problem(
            translate(
                "tools", "a name is 1-64 letters, digits, spaces, '_' or '-', starting with one"
            )
        )
        return None
    if not isinstance(entry, dict):
        problem(
            translate(
                "tools",
                "must be an object with a 'command' (a program) or a 'url' (an HTTP server)",
            )
        )
        return None
    kind_raw = entry.get("type", entry.get("transport"))
    kind: str | None = None
    if kind_raw is not None:
        if not isinstance(kind_raw, str):
            problem(translate("tools", '\'type\' must be a string such as "stdio" or "http"'))
            return None
        low = kind_raw.strip().lower()
        if low == "sse":
            problem(
                translate(
                    "tools",
                    "the old SSE transport is not supported; use the server's Streamable HTTP "
                    'endpoint ("type": "http", usually a URL ending in /mcp)',
                )
            )
            return None
        kind = _TYPE_ALIASES.get(low)
        if kind is None:
            problem(
                translate("tools", 'unknown type {type}: use "stdio" or "http"').format(
                    type=repr(kind_raw)
                )
            )
            return None
    url = entry.get("url", entry.get("serverUrl"))
    command = entry.get("command")
    if kind is None:
        if command is not None and url is not None:
            problem(translate("tools", "has both 'command' and 'url': give one (or set \"type\")"))
            return None
        kind = HTTP if url is not None else STDIO
    enabled = not bool(entry.get("disabled", False)) and entry.get("enabled", True) is not False
    if "confirmedRemote" in entry and not trusted:
        result.notes.append(
            translate(
                "tools",
                "server {name}: 'confirmedRemote' is set by Ling Desk when you agree to its "
                "warning; it was ignored in pasted text",
            ).format(name=repr(name))
        )
    confirmed = trusted and entry.get("confirmedRemote") is True
    if kind == STDIO:
        if not isinstance(command, str) or not command.strip():
            problem(
                translate(
                    "tools",
                    "needs a 'command': the program that runs the server (for example \"npx\")",
                )
            )
            return None
        args = entry.get("args", [])
        if not isinstance(args, list) or not all(isinstance(a, str | int | float) for a in args):
            problem(translate("tools", "'args' must be a list of strings"))
            return None
        env = _string_map(entry.get("env"), "env", problem)
        if env is None:
            return None
        cwd = entry.get("cwd")
        if cwd is not None and not isinstance(cwd, str):
            problem(translate("tools", "'cwd' must be a folder path (a string)"))
            return None
        return ServerConfig(
            name=name,
            transport=STDIO,
            command=command.strip(),
            args=tuple(str(a) for a in args),
            env=env,
            cwd=cwd or None,
            enabled=enabled,
        )
    if not isinstance(url, str) or not url.strip():
        problem(translate("tools", "needs a 'url' (for example \"http://127.0.0.1:8000/mcp\")"))
        return None
    url = url.strip()
    try:
        parts = urlsplit(url)
        host = parts.hostname
        _ = parts.port  # raises on a bad port
    except ValueError as exc:
        problem(
            translate("tools", "the url {url} is not valid ({error})").format(
                url=repr(url), error=exc
            )
        )
        return None
    if parts.scheme not in ("http", "https") or not host:
        problem(
            translate("tools", "the url {url} must start with http:// or https:// and name a host")
            .format(url=repr(url))
        )  # fmt: skip
        return None
    if parts.username or parts.password:
        problem(
            translate(
                "tools", "put credentials in 'headers', not in the url (user:pass@ is refused)"
            )
        )
        return None
    headers = _string_map(entry.get("headers"), "headers", problem)
    if headers is None:
        return None
    server = ServerConfig(
        name=name,
        transport=HTTP,
        url=url,
        headers=headers,
        enabled=enabled,
        confirmed_remote=confirmed,
    )
    if server.leaves_machine and not confirmed:
        result.notes.append(
            translate(
                "tools",
                "server {name}: {host} is not on this machine; the conversation's data goes "
                "there once you agree",
            ).format(name=repr(name), host=host)
        )
    return server


def _string_map(value: Any, what: str, problem: Any) -> dict[str, str] | None:
    if value is None:
        return {}
    if not isinstance(value, dict):
        problem(
            translate("tools", "'{what}' must be an object of names to strings").format(what=what)
        )
        return None
    out: dict[str, str] = {}
    for k, v in value.items():
        if not isinstance(v, str | int | float) or isinstance(v, bool):
            problem(
                translate("tools", "'{what}' value for {key} must be a string").format(
                    what=what, key=repr(k)
                )
            )
            return None
        out[str(k)] = str(v)
    return out


def read_config_file(path: Path) -> ParsedConfig:
    """The app's own saved servers (trusted: its `confirmedRemote` counts). A missing file is
    no servers; an unreadable or broken one is a problem in words, and the file is left as is."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return ParsedConfig()
    except (OSError, UnicodeDecodeError) as exc:
        return ParsedConfig(
            problems=[
                translate("tools", "{path} could not be read: {error}").format(path=path, error=exc)
            ]
        )
    parsed = parse_config(text, trusted=True)
    parsed.problems = [f"{path}: {p}" for p in parsed.problems]
    return parsed


def write_config_file(path: Path, servers: list[ServerConfig], auditor: Auditor = NULL) -> None:
    """Save the servers (readable by this user only: env and headers may name accounts).
    Secrets should be stashed first (app.core.tools.secrets.stash_secrets). Each server added
    or removed since the file as it was is recorded in `auditor` (its name and transport; never
    its command, URL, environment or headers)."""
    before = {s.name: s for s in read_config_file(path).servers} if auditor.enabled else {}
    write_private_file(path, json.dumps(to_document(servers), indent=2) + "\n")
    if not auditor.enabled:
        return
    after = {s.name: s for s in servers}
    for name in sorted(after.keys() - before.keys()):
        server = after[name]
        auditor.record("mcp.server_added", server=name, transport=server.transport,
                       remote=server.leaves_machine)  # fmt: skip
    for name in sorted(before.keys() - after.keys()):
        auditor.record("mcp.server_removed", server=name, transport=before[name].transport)
