"""Secrets in MCP servers' env and headers, kept in the keyring (or a 0600 file, said out loud).

`stash_secrets` swaps each secret value for KEPT before the config is saved; `fill_secrets` puts
the values back just before a server starts. A value is a secret when its env name or header name
says so (KEY, TOKEN, SECRET, PASSWORD, AUTH, ...); every header is, since headers carry little else.
Same pattern as app/core/secrets.py: keyring first, read back before trusting it, then the file.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import replace
from pathlib import Path

from app.core.paths import Paths
from app.core.secrets import (
    keyring_forget,
    keyring_keep,
    keyring_read,
    read_secret_file,
    write_private_file,
)
from app.core.tools.config import ServerConfig
from app.core.words import translate

log = logging.getLogger(__name__)

KEPT = "<kept in keyring>"
_SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSW|PASS\b|PWD|AUTH|CREDENTIAL|COOKIE|SESSION", re.I)


def is_secret_env(name: str) -> bool:
    return bool(_SECRET_NAME.search(name))


def _account(server: str, where: str, name: str) -> str:
    return f"mcp:{server}:{where}:{name}"


def _file(paths: Paths) -> Path:
    return paths.config_dir / "mcp-secrets.json"


def _read_file(paths: Paths) -> dict[str, str]:
    return read_secret_file(_file(paths))


def _secret_items(server: ServerConfig) -> list[tuple[str, str, str]]:
    items = [("env", k, v) for k, v in server.env.items() if is_secret_env(k)]
    items += [("header", k, v) for k, v in server.headers.items()]
    return items


def stash_secrets(paths: Paths, server: ServerConfig) -> tuple[ServerConfig, str | None]:
    """The config to save, its secrets replaced by KEPT; and a warning when only the 0600 file
    could keep them. Values already KEPT stay where they are."""
    fallback = _read_file(paths)
    used_file = False
    env, headers = dict(server.env), dict(server.headers)
    for where, name, value in _secret_items(server):
        if value == KEPT:
            continue
        account = _account(server.name, where, name)
        if keyring_keep(account, value):
            fallback.pop(account, None)
        else:
            fallback[account] = value
            used_file = True
        (env if where == "env" else headers)[name] = KEPT
    if used_file or _file(paths).exists():
        write_private_file(_file(paths), json.dumps(fallback))
    warning = None
    if used_file:
        warning = translate(
            "tools",
            "The secrets of MCP server {name} are kept in {path} (readable by you only) because "
            "no keyring service is available.",
        ).format(name=repr(server.name), path=_file(paths))
    return replace(server, env=env, headers=headers), warning


def fill_secrets(paths: Paths, server: ServerConfig) -> tuple[ServerConfig, list[str]]:
    """The config with its KEPT values read back; the names whose value is missing (the server
    would then start without them: the caller says which)."""
    fallback: dict[str, str] | None = None
    missing: list[str] = []
    env, headers = dict(server.env), dict(server.headers)
    for where, target in (("env", env), ("header", headers)):
        for name, value in target.items():
            if value != KEPT:
                continue
            account = _account(server.name, where, name)
            found = keyring_read(account)
            if found is None:
                if fallback is None:
                    fallback = _read_file(paths)
                found = fallback.get(account)
            if found is None:
                missing.append(name)
                target[name] = ""
            else:
                target[name] = found
    return replace(server, env=env, headers=headers), missing


def forget_secrets(paths: Paths, server: ServerConfig) -> None:
    """Drop a removed server's secrets from the keyring and the file."""
    fallback = _read_file(paths)
    for where, name, _value in _secret_items(server) + [
        ("env", k, "") for k in server.env if not is_secret_env(k)
    ]:
        account = _account(server.name, where, name)
        keyring_forget(account)
        fallback.pop(account, None)
    if _file(paths).exists():
        write_private_file(_file(paths), json.dumps(fallback))
