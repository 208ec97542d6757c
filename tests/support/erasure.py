"""Where a canary word still is on disk: the raw bytes of a database's files, every page of an
encrypted one decrypted (free pages and WAL frames too), and a plain copy made the app's way.

The page decryption follows SQLCipher 4's documented defaults (4096-byte pages; AES-256-CBC
with the raw key; each page ends with its 16-byte IV and a 64-byte HMAC; page 1 starts with the
16-byte salt): a test's reader, with a check that it reads the words still kept, never the
app's way of opening a file.
"""

from __future__ import annotations

import shutil
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from app.core import vault
from app.core.vault import migrate

PAGE = 4096
RESERVE = 80  # IV (16) + HMAC-SHA512 (64)
WAL_HEADER, FRAME_HEADER = 32, 24
ERASE_SECONDS = 5.0  # issue 37: deleted text leaves every file within 5 s


def files_of(db: Path) -> list[Path]:
    return [f for f in (db, Path(f"{db}-wal"), Path(f"{db}-shm")) if f.exists()]


def raw_hits(db: Path, canary: str) -> list[str]:
    """The files of `db` (main, -wal, -shm) whose bytes hold `canary` (any case)."""
    word = canary.lower().encode()
    return [f.name for f in files_of(db) if word in f.read_bytes().lower()]


def _decrypt(page: bytes, key: vault.DataKey, first: bool) -> bytes:
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    iv = page[PAGE - RESERVE : PAGE - RESERVE + 16]
    dec = Cipher(algorithms.AES(key.raw), modes.CBC(iv)).decryptor()
    return dec.update(page[16 if first else 0 : PAGE - RESERVE]) + dec.finalize()


def decrypted_pages(db: Path, key: vault.DataKey) -> bytes:
    """Every page of the encrypted file and every frame of its WAL, decrypted: live, free and
    superseded pages alike."""
    out = []
    data = db.read_bytes()
    for at in range(0, len(data) - PAGE + 1, PAGE):
        out.append(_decrypt(data[at : at + PAGE], key, first=at == 0))
    wal = Path(f"{db}-wal")
    if wal.exists():
        frames = wal.read_bytes()[WAL_HEADER:]
        step = FRAME_HEADER + PAGE
        for at in range(0, len(frames) - step + 1, step):
            number = int.from_bytes(frames[at : at + 4], "big")
            out.append(_decrypt(frames[at + FRAME_HEADER : at + step], key, first=number == 1))
    return b"".join(out)


def decrypted_hits(db: Path, key: vault.DataKey, canary: str) -> bool:
    return canary.lower().encode() in decrypted_pages(db, key).lower()


def plain_copy(db: Path, key: vault.DataKey, folder: Path) -> Path:
    """A copy of the encrypted database (with its WAL) turned plain by the app's own
    migrate.decrypt: what the key reads back."""
    folder.mkdir(parents=True, exist_ok=True)
    copy = folder / db.name
    for f in files_of(db):
        if not f.name.endswith("-shm"):
            shutil.copyfile(f, folder / f.name)
    assert migrate.decrypt(copy, key)
    return copy


def index_terms(db: Path, fts: str) -> set[str]:
    """The words the FTS5 table `fts` of a plain database still indexes."""
    con = sqlite3.connect(db)
    try:
        con.execute(f"CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, {fts}, 'row')")
        return {r[0] for r in con.execute("SELECT term FROM temp.v")}
    finally:
        con.close()


def within(seconds: float, done: Callable[[], bool]) -> float:
    """Waits until `done()` (polled), failing after `seconds`; returns the time it took."""
    start = time.monotonic()
    while not done():
        assert time.monotonic() - start < seconds, f"not done within {seconds} s"
        time.sleep(0.02)
    return time.monotonic() - start
