"""Encryption at rest (issue 37): the door every store opens its database through, the data
key's stores, and the migration between plain and encrypted files. Qt-free."""

from app.core.vault.door import (
    BARE_DATABASE_ERRORS,
    Damaged,
    DatabaseError,
    DataKey,
    Error,
    IntegrityError,
    NotEncrypted,
    OperationalError,
    VaultError,
    WrongKey,
    connect,
    is_encrypted,
    row_factory_for,
)
from app.core.vault.formats import NewerFormat, format_of, refuse_newer, stamp

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
