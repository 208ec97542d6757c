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

__all__ = [
    "BARE_DATABASE_ERRORS",
    "Damaged",
    "DataKey",
    "DatabaseError",
    "Error",
    "IntegrityError",
    "NotEncrypted",
    "OperationalError",
    "VaultError",
    "WrongKey",
    "connect",
    "is_encrypted",
    "row_factory_for",
]
