"""Secrets: the engine's API key, and the keys of engines Ling Desk attaches to.

The engine's key is new at every launch (new_key) and lives only in the engine's 0600 config
file while that engine runs. Older versions kept one key per install in the keyring (or a 0600
fallback file); load_or_create_key reads that old key, forget_install_key_file drops its file.

One wrapper for every secret access. If no keyring backend works we fall back to a 0600 file
in the config dir and say so (the caller shows `warning` to the user); we never fall back silently.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from app.core.lazylog import logger
from app.core.paths import Paths
from app.core.words import translate

log = logger(__name__)  # logging imported at the first record (issue 40)

SERVICE = "ling-desk"


@dataclass(frozen=True)
class EngineKey:
    value: str
    source: str  # "keyring" | "file"
    warning: str | None = None

    def __repr__(self) -> str:  # never print the key by accident
        return f"EngineKey(source={self.source!r}, value=<redacted>)"


def _account(paths: Paths) -> str:
    # Separate keys for separate --basedir instances.
    return f"engine-api-key:{paths.config_dir}"


def _read_file(path: Path) -> str | None:
    try:
        text = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    return text or None


def _write_private(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.chmod(path, 0o600)


def new_key() -> str:
    """A fresh random key that never starts with "-".

    SGLang turns its --config YAML into argv (`--api-key KEY`): a key starting with "-" reads
    as an option there, and the engine refuses to start (1 in 64 keys from token_urlsafe).
    """
    import secrets  # (its hmac, base64 and random: only a launch makes a key)

    while True:
        key = secrets.token_urlsafe(32)
        if not key.startswith("-"):
            return key


def peek_key(paths: Paths) -> str | None:
    """The existing key, if any, read without creating or moving anything."""
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    try:
        existing = keyring.get_password(SERVICE, _account(paths))
    except (keyring.errors.KeyringError, RuntimeError, OSError):
        existing = None
    try:
        return existing or _read_file(paths.key_fallback_file)
    except OSError:
        return None


def load_or_create_key(paths: Paths, proposed: str | None = None) -> EngineKey:
    """The install's key, created (from `proposed`, if given) and stored when there is none."""
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    account = _account(paths)
    backend = keyring.get_keyring()
    problem: str | None = None
    try:
        existing = keyring.get_password(SERVICE, account)
        if existing:
            return EngineKey(existing, "keyring")
        # A key from an earlier fallback moves into the keyring once one works.
        new = _read_file(paths.key_fallback_file) or proposed or new_key()
        keyring.set_password(SERVICE, account, new)
        # Some backends (the null one) accept and forget: read back before trusting it.
        if keyring.get_password(SERVICE, account) == new:
            paths.key_fallback_file.unlink(missing_ok=True)
            return EngineKey(new, "keyring")
        problem = translate("secrets", "the keyring backend {name} did not keep the key").format(
            name=type(backend).__name__
        )
    except (keyring.errors.KeyringError, RuntimeError, OSError) as exc:
        # keyring's own messages are long install advice; keep the user's notice short.
        log.info("keyring %s failed: %s", type(backend).__name__, exc)
        problem = translate("secrets", "no keyring service is available")
    log.info("engine key: %s; using a private file instead", problem)
    key = _read_file(paths.key_fallback_file)
    if key is None:
        key = proposed or new_key()
        _write_private(paths.key_fallback_file, key)
    return EngineKey(
        key,
        "file",
        warning=translate(
            "secrets",
            "The engine key is kept in {file} (readable by you only) because {problem}. Unlock "
            "or install a keyring (GNOME Keyring, KWallet) to keep it there.",
        ).format(file=paths.key_fallback_file, problem=problem),
    )


def forget_install_key_file(paths: Paths) -> None:
    """Remove the old per-install key's fallback file: a key no engine uses any more.
    (The keyring is not touched here: on some desktops each access may prompt to unlock.)"""
    with contextlib.suppress(OSError):
        paths.key_fallback_file.unlink(missing_ok=True)


def write_private_file(path: Path, text: str) -> None:
    """A file only this user can read (used for the engine's --config YAML)."""
    _write_private(path, text)


# --- secrets the user gives (attach keys, MCP servers' env and headers) ------------------------
# Each is kept in the keyring under an account, verified by reading it back (some backends accept
# and forget); where none keeps it, in a 0600 JSON file of the caller's, and the user is told.


def keyring_keep(account: str, value: str) -> bool:
    """Whether the keyring now holds `value` under `account`."""
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    try:
        keyring.set_password(SERVICE, account, value)
        return keyring.get_password(SERVICE, account) == value
    except (keyring.errors.KeyringError, RuntimeError, OSError) as exc:
        log.info("keyring failed for %s: %s", account.split(":", 1)[0], exc)
        return False


def keyring_read(account: str) -> str | None:
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    try:
        return keyring.get_password(SERVICE, account)
    except (keyring.errors.KeyringError, RuntimeError, OSError):
        return None


def keyring_forget(account: str) -> None:
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    with contextlib.suppress(
        keyring.errors.PasswordDeleteError, keyring.errors.KeyringError, RuntimeError, OSError
    ):
        keyring.delete_password(SERVICE, account)


def read_secret_file(path: Path) -> dict[str, str]:
    """A fallback file's name -> secret map ({} when missing or unreadable)."""
    import json  # (only these files are JSON: not imported by a start that reads none)

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


# --- keys of engines Ling Desk attaches to (Settings > Engine > Use a running engine) ----------


def _attach_account(url: str) -> str:
    return f"attach-key:{url.rstrip('/')}"


def _attach_file(paths: Paths) -> Path:
    return paths.config_dir / "attach-keys.json"


def _read_attach_file(paths: Paths) -> dict[str, str]:
    return read_secret_file(_attach_file(paths))


def attach_key_for(paths: Paths, url: str) -> str | None:
    """The key the user gave for the engine at `url` (keyring first, then the 0600 file)."""
    return keyring_read(_attach_account(url)) or _read_attach_file(paths).get(url.rstrip("/"))


def store_attach_key(paths: Paths, url: str, key: str) -> str | None:
    """Keep (or, with "", forget) the key for `url`. Returns a warning when only the 0600
    fallback file could keep it, like the engine key's."""
    account, where = _attach_account(url), url.rstrip("/")
    kept_in_keyring = keyring_keep(account, key) if key else False
    if not key:
        keyring_forget(account)
    keys = _read_attach_file(paths)
    if key and not kept_in_keyring:
        keys[where] = key
    else:
        keys.pop(where, None)
    if keys or _attach_file(paths).exists():
        import json

        _write_private(_attach_file(paths), json.dumps(keys))
    if key and not kept_in_keyring:
        return translate(
            "secrets",
            "The key for {url} is kept in {file} (readable by you only) because no keyring "
            "service is available.",
        ).format(url=where, file=_attach_file(paths))
    return None
