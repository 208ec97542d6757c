"""An in-memory keyring backend for tests of the keyring path."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import keyring
from keyring.backend import KeyringBackend


class MemoryKeyring(KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.store.pop((service, username), None)


class ForgetfulKeyring(MemoryKeyring):
    """Accepts keys and forgets them, like keyring's null backend."""

    def set_password(self, service: str, username: str, password: str) -> None:
        pass


@contextlib.contextmanager
def installed(ring: KeyringBackend) -> Iterator[KeyringBackend]:
    """`ring` as keyring's backend for the block, then the one before it again."""
    before = keyring.get_keyring()
    keyring.set_keyring(ring)
    try:
        yield ring
    finally:
        keyring.set_keyring(before)
