"""An in-memory keyring backend for tests of the keyring path."""

from __future__ import annotations

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
