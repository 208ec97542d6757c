"""Turning a store's database encrypted (and back) so that a kill at any instant loses nothing.

The copy is SQLCipher's own `sqlcipher_export` into a file beside the database, checked before it
replaces anything. The swap is a few renames, each durable (the folder fsynced) before the next:

    1. build   <name>.encrypting (or .decrypting): the export, fsynced, then verified
    2. ready   rename it to <name>.swap-new            (old file still at <name>)
    3. aside   drop the (empty) -wal/-shm, rename <name> to <name>.swap-old
    4. in      rename <name>.swap-new to <name>        (the new file is the database)
    5. scrub   zero the old file's bytes, unlink it

`finish` reads which of these names exist and completes or undoes the step that was cut:
a build is deleted; a ready copy beside the old file is deleted too (the old file is the truth
until step 3: it may have been written since); a ready copy with no file at <name> goes in; an
old file beside a new one is scrubbed. Every start of a migration runs `finish` first.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from app.core.vault import door
from app.core.vault.door import DataKey, VaultError, connect, is_encrypted
from app.core.words import translate

# progress(step, done, total): tables for "verify", bytes for "scrub", 0/1 for the others.
Progress = Callable[[str, int, int], None]
# Tests only: the step name at which the process kills itself with SIGKILL (see the test).
DIE_AT_ENV = "LINGDESK_TEST_VAULT_DIE_AT"
SCRUB_CHUNK = 1 << 20


class MigrationError(VaultError):
    """The database could not be converted; it is left as it was (the message says why)."""


def names(path: Path) -> dict[str, Path]:
    return {
        "encrypting": path.with_name(path.name + ".encrypting"),
        "decrypting": path.with_name(path.name + ".decrypting"),
        "new": path.with_name(path.name + ".swap-new"),
        "old": path.with_name(path.name + ".swap-old"),
    }


def encrypt(path: Path | str, key: DataKey, progress: Progress | None = None) -> bool:
    """Converts the plain database at `path` to one encrypted with `key`. False when it was
    encrypted already (or does not exist): nothing to do."""
    path = Path(path)
    finish(path, progress)
    if not path.exists() or is_encrypted(path):
        return False
    _convert(path, None, key, names(path)["encrypting"], progress)
    return True


def decrypt(path: Path | str, key: DataKey, progress: Progress | None = None) -> bool:
    """Converts the encrypted database at `path` back to plain ("turn encryption off")."""
    path = Path(path)
    finish(path, progress)
    if not path.exists() or not is_encrypted(path):
        return False
    _convert(path, key, None, names(path)["decrypting"], progress)
    return True


def finish(path: Path | str, progress: Progress | None = None) -> str:
    """Completes or undoes a migration that was cut short; says which ("" when none was)."""
    path = Path(path)
    n = names(path)
    done = ""
    for build in (n["encrypting"], n["decrypting"]):
        if build.exists() or _companions_exist(build):
            _remove(build)
            done = "removed an unfinished copy"
    if n["new"].exists():
        if path.exists():
            _remove(n["new"])  # not swapped in yet: the old file (at `path`) is the data
            return "removed a copy that was not swapped in"
        os.rename(n["new"], path)  # the old file was set aside: the verified copy goes in
        _fsync_dir(path.parent)
        done = "swapped the verified copy in"
    if n["old"].exists():
        if path.exists():
            _scrub(n["old"], progress)
            done = done or "removed the old file"
        else:  # cannot happen by the steps above; never lose the only copy
            os.rename(n["old"], path)
            _fsync_dir(path.parent)
            done = "put the old file back"
    return done


def _convert(
    path: Path, src_key: DataKey | None, dst_key: DataKey | None, build: Path,
    progress: Progress | None,
) -> None:  # fmt: skip
    say = progress or (lambda _step, _done, _total: None)
    say("checkpoint", 0, 1)
    _checkpoint(path, src_key)
    say("export", 0, 1)
    os.close(os.open(build, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
    os.chmod(build, os.stat(path).st_mode & 0o777)
    _die_at("build")
    # sqlcipher3 reads the source even when it is plain: only it has sqlcipher_export.
    src = (
        connect(path, src_key, isolation_level=None)
        if src_key
        else door.sqlcipher().connect(str(path))
    )
    try:
        version = src.execute("PRAGMA user_version").fetchone()[0]
        target = f"\"x'{dst_key.raw.hex()}'\"" if dst_key is not None else "''"
        src.execute(f"ATTACH DATABASE ? AS dst KEY {target}", (str(build),))
        src.execute("SELECT sqlcipher_export('dst')")
        src.execute(f"PRAGMA dst.user_version = {int(version)}")
        src.execute("DETACH DATABASE dst")
        counts = _counts(src)
    finally:
        src.close()
    _fsync(build)
    _die_at("exported")
    _verify(build, dst_key, counts, say)
    _fsync(build)
    say("swap", 0, 1)
    new, old = names(path)["new"], names(path)["old"]
    os.rename(build, new)
    _fsync_dir(path.parent)
    _die_at("ready")
    # The source was checkpointed (TRUNCATE) and closed: its -wal is empty (or gone) and must
    # not be left beside the new file, where SQLite would read it as the new file's log.
    for suffix in ("-wal", "-shm"):
        companion = Path(f"{path}{suffix}")
        if suffix == "-wal" and companion.exists() and companion.stat().st_size:
            _remove(new)
            raise MigrationError(path, translate(
                "vault", "{path} was written while it was being converted (another Ling "
                "Desk?); nothing was changed, try again").format(path=path))  # fmt: skip
        with contextlib.suppress(FileNotFoundError):
            companion.unlink()
    os.rename(path, old)
    _fsync_dir(path.parent)
    _die_at("aside")
    os.rename(new, path)
    _fsync_dir(path.parent)
    say("swap", 1, 1)
    _die_at("in")
    _scrub(old, progress)


def _checkpoint(path: Path, key: DataKey | None) -> None:
    """Copies the WAL into the file and empties it, so that the export reads one file and no
    log of the old format stays behind. A reader elsewhere (busy) stops the migration."""
    db = connect(path, key, isolation_level=None)
    try:
        busy = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
    finally:
        db.close()
    if busy:
        raise MigrationError(path, translate(
            "vault", "{path} is in use by another program (another Ling Desk?); close it and "
            "try again: nothing was changed").format(path=path))  # fmt: skip


def _tables(db: sqlite3.Connection, schema: str = "main") -> list[str]:
    # Virtual tables (FTS5) are counted through their shadow tables, which are ordinary ones.
    rows = db.execute(
        f"SELECT name FROM {schema}.sqlite_master WHERE type='table' "
        "AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name"
    ).fetchall()
    return [r[0] for r in rows]


def _counts(db: sqlite3.Connection) -> dict[str, int]:
    return {t: db.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in _tables(db)}


def _verify(build: Path, key: DataKey | None, counts: dict[str, int], say: Progress) -> None:
    """The copy opens with its key, SQLite finds it whole, and every table holds as many rows
    as the original; else it is deleted and the original stays."""
    problem = ""
    try:
        db = connect(build, key, isolation_level=None)
        try:
            check = [r[0] for r in db.execute("PRAGMA integrity_check(5)").fetchall()]
            if check != ["ok"]:
                problem = "; ".join(check)
            tables = _tables(db)
            if tables != sorted(counts):
                problem = problem or translate("vault", "its tables differ from the original's")
            for i, table in enumerate(tables):
                got = db.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]
                if got != counts.get(table):
                    problem = problem or translate(
                        "vault", "{table} holds {rows} rows, not {expected}"
                    ).format(table=table, rows=got, expected=counts.get(table))
                say("verify", i + 1, len(tables))
        finally:
            db.close()
    except (VaultError, *door.Error) as exc:
        problem = str(exc)
    if problem:
        _remove(build)
        raise MigrationError(build, translate(
            "vault", "the converted copy of the database failed its check ({problem}); the "
            "original is unchanged").format(problem=problem))  # fmt: skip


def _scrub(path: Path, progress: Progress | None) -> None:
    """Overwrites the old file with zeros, fsyncs, then unlinks it (with its -wal/-shm/-journal).

    Best effort only: on an SSD the controller writes the zeros to new flash cells and the old
    ones keep the bytes until erased, and copy-on-write filesystems (btrfs, ZFS, APFS) and
    snapshots keep the old blocks too. Only full-disk encryption covers those; this removes the
    plaintext from everything that reads the file system."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return
    done = 0
    with open(path, "r+b") as fh:
        zeros = b"\0" * SCRUB_CHUNK
        while done < size:
            n = min(SCRUB_CHUNK, size - done)
            fh.write(zeros[:n])
            done += n
            if progress is not None:
                progress("scrub", done, size)
            _die_at("scrubbing")
        fh.flush()
        os.fsync(fh.fileno())
    _remove(path)


def scrub(path: Path) -> None:
    """Zeroes and removes a database with its -wal, -shm and -journal (each best effort, as
    `_scrub` says); a missing one is skipped."""
    for p in (path, *(Path(f"{path}{s}") for s in ("-journal", "-wal", "-shm"))):
        if p.exists():
            _scrub(p, None)


def _companions_exist(path: Path) -> bool:
    return any(Path(f"{path}{s}").exists() for s in ("-journal", "-wal", "-shm"))


def _remove(path: Path) -> None:
    for p in (path, *(Path(f"{path}{s}") for s in ("-journal", "-wal", "-shm"))):
        with contextlib.suppress(FileNotFoundError):
            p.unlink()
    _fsync_dir(path.parent)


def _fsync(path: Path) -> None:
    with open(path, "rb") as fh:
        os.fsync(fh.fileno())


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _die_at(step: str) -> None:
    if os.environ.get(DIE_AT_ENV) == step:
        import signal  # (tests only)

        os.kill(os.getpid(), signal.SIGKILL)
