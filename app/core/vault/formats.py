"""The format number of a store's SQLite file (SQLite's own `user_version` header field), so a
file written by a newer Ling Desk is told apart and refused, never changed.

A store reads the number right after it opens the file and before it writes anything (its
schema, a pragma that writes, a migration): a newer number raises NewerFormat, and the caller
closes the file as it was. The vault's conversions between plain and encrypted keep the number
(migrate.py copies it), so it survives turning encryption on or off.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.core.vault.door import VaultError
from app.core.words import translate


class NewerFormat(VaultError):
    """A file written by a newer Ling Desk: this one cannot read it and leaves it untouched."""

    def __init__(self, what: str, path: Path | str, found: int, known: int) -> None:
        self.what, self.found, self.known = what, found, known
        super().__init__(
            path,
            translate(
                "vault",
                "{what} {path} was written by a newer Ling Desk (format {found}; "
                "this version reads up to {known}). It is left untouched: upgrade Ling "
                "Desk to use it again.",
            ).format(what=translate("vault", what), path=path, found=found, known=known),
        )


def format_of(db: sqlite3.Connection) -> int:
    """The file's format number (0: a file from before the stores kept one)."""
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def refuse_newer(db: sqlite3.Connection, path: Path | str, known: int, what: str) -> int:
    """The file's format number; NewerFormat when it is above `known` (nothing is written).
    `what` names the file, marked QT_TRANSLATE_NOOP("vault", ...) where it is written."""
    found = format_of(db)
    if found > known:
        raise NewerFormat(what, path, found, known)
    return found


def stamp(db: sqlite3.Connection, version: int) -> None:
    """Record the format the file now has (after its schema is brought up to it)."""
    db.execute(f"PRAGMA user_version = {int(version)}")
