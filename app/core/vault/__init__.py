"""Encryption at rest (issue 37): the door every store opens its database through, the data
key's stores, and the migration between plain and encrypted files. Qt-free."""

from typing import TYPE_CHECKING, Any

from app.core.vault import door
from app.core.vault.door import (
    Damaged,
    DataKey,
    NotEncrypted,
    VaultError,
    WrongKey,
    connect,
    is_encrypted,
    row_factory_for,
)
from app.core.vault.formats import NewerFormat, format_of, refuse_newer, stamp

if TYPE_CHECKING:
    from app.core.vault.door import (
        BARE_DATABASE_ERRORS,
        DatabaseError,
        Error,
        IntegrityError,
        OperationalError,
    )


def __getattr__(name: str) -> Any:
    # The exception tuples, made at first use (door.__getattr__: they import sqlcipher3).
    if name in door._PAIRS:
        globals()[name] = found = getattr(door, name)
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BARE_DATABASE_ERRORS",
    "Damaged",
    "DataKey",
    "DatabaseError",
    "Error",
    "IntegrityError",
    "NewerFormat",
    "NotEncrypted",
    "OperationalError",
    "VaultError",
    "WrongKey",
    "connect",
    "format_of",
    "is_encrypted",
    "refuse_newer",
    "row_factory_for",
    "stamp",
]
