"""History that is never lost: SQLite in WAL mode, with schema_version, migrations and FTS5.

- WAL + synchronous=NORMAL: a committed write survives the app being killed (only a power cut
  can lose the last commits); readers never block the writer.
- Every write is its own transaction, committed at once: a streaming answer is saved by the
  caller at most every ~0.5 s (`StreamSaver`), so a kill loses at most that much text.
- A save of a giant message (a 10 MB paste took ~0.1 s to write) goes to one writer thread with
  its own connection, and so does every save after it until that thread is idle, so saves keep
  their order. Anything else that uses the database first waits for that thread (`Store.db`):
  reads always see every save made before them.
- A save that cannot be written now (disk full, the file locked or read-only) is never dropped:
  it waits in memory (`Store.unsaved`, the newest version of each row) and goes out, before
  and with the next save, in one transaction, so a row is never written without the rows
  written before it (a message never points at a parent that is not there). `retry_unsaved`
  tries again without a new save; `on_save_problem` hears the problem in words and "" once
  all of it is written. A save that must be on disk before the app goes on (a message sent
  from the composer) uses `save_now`, which raises `NotSaved` instead.
- The full-text index (FTS5, external content) is kept in sync by triggers, never by app code.
- Deleting a conversation marks it; the undo window lasts until the app ends, and the next start
  purges what is still marked (one Ling Desk per data folder, app/core/instance.py, so no other
  instance's undo window is cut short).
- `erase_conversation` (the window's delete) and `erase_messages` (a branch) take the text out of
  every file at once, on the writer thread; from then on every save of those rows is dropped, so
  a late save (a stopped answer's last flush) never writes them back. The window keeps an erased
  chat in memory for its Undo, which writes it back whole (`unerase`).
- A damaged file is never deleted: `open_history` reports it (StoreCorrupt) and `move_aside`
  renames it, with its WAL, to a name that no earlier copy has.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from app.core import cjk, vault
from app.core.chat.docs import saved_meta

# The history's data types live apart (app/core/chat/history.py); named here too, as before.
from app.core.chat.history import UNDO_SECONDS as UNDO_SECONDS
from app.core.chat.history import NotSaved, SearchHit, StoreError
from app.core.chat.model import (
    INTERRUPTED,
    QUEUED,
    STREAMING,
    Conversation,
    Message,
    Pager,
)
from app.core.units import human_bytes

log = logging.getLogger(__name__)

SCHEMA_VERSION = 4
# The full-text index holds at most this many characters of each message (search finds words in
# the first 200,000): indexing a 10 MB paste whole took 0.3 s on the GUI thread at every save.
FTS_CHARS = 200_000
# Saves holding at least this many characters are written by the writer thread.
BACKGROUND_CHARS = 256_000
# Thread messages read when a conversation opens (`load_tail`) and per step above them: a
# 50,000-message chat read every row (0.33 s, 76 MiB) to show 40.
PAGE = 40
# Finds a message's siblings (the branch switcher) and tells a branching tree from a line
# without reading rows. Not a migration: created if missing at every open (an older Ling Desk
# reads the file as before, an index changes nothing it sees).
PARENT_INDEX = """CREATE INDEX IF NOT EXISTS messages_by_parent
    ON messages(conversation_id, parent_id)"""

# A message and its ancestors, oldest first: `limit` rows at most; with `until`, those up to
# that message and `count` more above it (k counts the steps above it).
WALK_UP = """WITH RECURSIVE up(id, n, k) AS (
        SELECT :start, 0, CASE WHEN :start = :until THEN 0 END
        UNION ALL
        SELECT m.parent_id, up.n + 1,
               CASE WHEN up.k IS NOT NULL THEN up.k + 1 WHEN m.parent_id = :until THEN 0 END
        FROM messages m JOIN up ON m.id = up.id
        WHERE m.parent_id IS NOT NULL AND (up.k IS NULL OR up.k < :count)
              AND up.n + 1 < :limit)
    SELECT m.* FROM up JOIN messages m ON m.id = up.id ORDER BY up.n DESC"""
SAVE_CONVERSATION = """INSERT INTO conversations (id, title, titled, created_at, updated_at,
        system_prompt, thinking, sampling, current_leaf, draft, pinned)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET title=excluded.title, titled=excluded.titled,
        updated_at=excluded.updated_at, system_prompt=excluded.system_prompt,
        thinking=excluded.thinking, sampling=excluded.sampling,
        current_leaf=excluded.current_leaf, draft=excluded.draft, pinned=excluded.pinned"""
SAVE_MESSAGE = """INSERT INTO messages (id, conversation_id, parent_id, role, content, reasoning,
        status, error, stats, meta, created_at, updated_at, grams)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET content=excluded.content,
        reasoning=excluded.reasoning, grams=excluded.grams, status=excluded.status,
        error=excluded.error, stats=excluded.stats, meta=excluded.meta, updated_at=excluded.updated_at"""

Statement = tuple[str, tuple[Any, ...]]
# A save: the row it writes (what a newer save of the same row replaces) and its statement.
Keyed = tuple[tuple[str, str], Statement]


class StoreCorrupt(StoreError):
    """SQLite says the file is damaged (or not a database): it can be moved aside."""

    def __init__(self, path: Path, detail: str) -> None:
        self.path = Path(path)
        self.detail = detail
        super().__init__(f"The history database {path} is damaged: {detail}")


class NewerHistory(StoreError):
    """The history was written by a newer Ling Desk: refused, and the file left untouched
    (never moved aside as damaged)."""


class DiskFull(StoreError):
    """The history cannot be opened because the disk holding it is full (not damage)."""


def _run_script(db: sqlite3.Connection, script: str) -> None:
    """Run statements one by one (executescript would commit the migration's transaction)."""
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            db.execute(buf)
            buf = ""
    if buf.strip():
        db.execute(buf)


def _v0_to_v1(db: sqlite3.Connection) -> None:
    _run_script(
        db,
        """
        CREATE TABLE conversations (
            id TEXT PRIMARY KEY,
            title TEXT NOT NULL,
            titled INTEGER NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            system_prompt TEXT NOT NULL DEFAULT '',
            thinking INTEGER NOT NULL DEFAULT 1,
            sampling TEXT NOT NULL DEFAULT '{}',
            current_leaf TEXT,
            draft TEXT NOT NULL DEFAULT '{}',
            deleted_at REAL
        );
        CREATE TABLE messages (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,  -- stable rowid for the FTS index
            id TEXT NOT NULL UNIQUE,
            conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
            parent_id TEXT,
            role TEXT NOT NULL,
            content TEXT NOT NULL DEFAULT '',
            reasoning TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL DEFAULT 'done',
            error TEXT NOT NULL DEFAULT '',
            stats TEXT NOT NULL DEFAULT '{}',
            meta TEXT NOT NULL DEFAULT '{}',
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX messages_by_conversation ON messages(conversation_id, created_at);
        CREATE VIRTUAL TABLE messages_fts USING fts5(
            content, reasoning, content='messages', content_rowid='seq',
            tokenize='unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, content, reasoning)
            VALUES (new.seq, new.content, new.reasoning);
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content, reasoning)
            VALUES ('delete', old.seq, old.content, old.reasoning);
        END;
        CREATE TRIGGER messages_au AFTER UPDATE OF content, reasoning ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content, reasoning)
            VALUES ('delete', old.seq, old.content, old.reasoning);
            INSERT INTO messages_fts(rowid, content, reasoning)
            VALUES (new.seq, new.content, new.reasoning);
        END;
        """,
    )


def _v1_to_v2(db: sqlite3.Connection) -> None:
    # The index reads a view that caps each message (FTS_CHARS); the triggers index the same
    # capped text, so an external-content 'delete' always matches what was indexed.
    _run_script(
        db,
        f"""
        DROP TRIGGER messages_ai;
        DROP TRIGGER messages_ad;
        DROP TRIGGER messages_au;
        DROP TABLE messages_fts;
        CREATE VIEW messages_fts_source AS
            SELECT seq, substr(content, 1, {FTS_CHARS}) AS content,
                   substr(reasoning, 1, {FTS_CHARS}) AS reasoning
            FROM messages;
        CREATE VIRTUAL TABLE messages_fts USING fts5(
            content, reasoning, content='messages_fts_source', content_rowid='seq',
            tokenize='unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, content, reasoning)
            VALUES (new.seq, substr(new.content, 1, {FTS_CHARS}),
                    substr(new.reasoning, 1, {FTS_CHARS}));
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content, reasoning)
            VALUES ('delete', old.seq, substr(old.content, 1, {FTS_CHARS}),
                    substr(old.reasoning, 1, {FTS_CHARS}));
        END;
        CREATE TRIGGER messages_au AFTER UPDATE OF content, reasoning ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content, reasoning)
            VALUES ('delete', old.seq, substr(old.content, 1, {FTS_CHARS}),
                    substr(old.reasoning, 1, {FTS_CHARS}));
            INSERT INTO messages_fts(rowid, content, reasoning)
            VALUES (new.seq, substr(new.content, 1, {FTS_CHARS}),
                    substr(new.reasoning, 1, {FTS_CHARS}));
        END;
        INSERT INTO messages_fts(messages_fts) VALUES ('rebuild');
        """,
    )


def _v2_to_v3(db: sqlite3.Connection) -> None:
    # Pinned conversations are kept whatever the retention setting says (issue 37).
    db.execute("ALTER TABLE conversations ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0")


def _v3_to_v4(db: sqlite3.Connection) -> None:
    # Chinese (Japanese, Korean) text is searchable by words: each message's CJK bigrams are
    # kept in `grams` and indexed in a column of their own (app/core/cjk.py). The index is built
    # anew from every message already saved, in this one transaction.
    db.create_function("ling_grams", 2, message_grams, deterministic=True)  # for this step only
    _run_script(
        db,
        f"""
        DROP TRIGGER messages_ai;
        DROP TRIGGER messages_ad;
        DROP TRIGGER messages_au;
        DROP TABLE messages_fts;
        DROP VIEW messages_fts_source;
        ALTER TABLE messages ADD COLUMN grams TEXT NOT NULL DEFAULT '';
        UPDATE messages SET grams = ling_grams(content, reasoning)
            WHERE ling_grams(content, reasoning) != '';
        CREATE VIEW messages_fts_source AS
            SELECT seq, substr(content, 1, {FTS_CHARS}) AS content,
                   substr(reasoning, 1, {FTS_CHARS}) AS reasoning, grams
            FROM messages;
        CREATE VIRTUAL TABLE messages_fts USING fts5(
            content, reasoning, grams, content='messages_fts_source', content_rowid='seq',
            tokenize='unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, content, reasoning, grams)
            VALUES (new.seq, substr(new.content, 1, {FTS_CHARS}),
                    substr(new.reasoning, 1, {FTS_CHARS}), new.grams);
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content, reasoning, grams)
            VALUES ('delete', old.seq, substr(old.content, 1, {FTS_CHARS}),
                    substr(old.reasoning, 1, {FTS_CHARS}), old.grams);
        END;
        CREATE TRIGGER messages_au AFTER UPDATE OF content, reasoning, grams ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content, reasoning, grams)
            VALUES ('delete', old.seq, substr(old.content, 1, {FTS_CHARS}),
                    substr(old.reasoning, 1, {FTS_CHARS}), old.grams);
            INSERT INTO messages_fts(rowid, content, reasoning, grams)
            VALUES (new.seq, substr(new.content, 1, {FTS_CHARS}),
                    substr(new.reasoning, 1, {FTS_CHARS}), new.grams);
        END;
        INSERT INTO messages_fts(messages_fts) VALUES ('rebuild');
        """,
    )


# Each migration takes the database at version N to N+1 inside one transaction.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _v0_to_v1,
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
}


def fts_query(text: str) -> str | None:
    """User text -> a safe FTS5 query: every word quoted, the last one a prefix; CJK words
    matched as phrases of the bigram column (app/core/cjk.py), and text glued to them as a
    prefix (GPU显存: "gpu"* and 显存)."""
    # Quotes would end a quoted term early; the tokenizer ignores them anyway.
    words = [w.replace('"', "") for w in text.split() if w.replace('"', "")]
    if not words:
        return None
    parts = []
    for i, word in enumerate(words):
        last = i == len(words) - 1
        pieces = cjk.pieces(word)
        if len(pieces) == 1 and not pieces[0][0]:
            parts.append(f'"{word}"' + ("*" if last else ""))
            continue
        for is_cjk, piece in pieces:
            if is_cjk:
                parts.append(cjk.phrase(piece))
            elif any(c.isalnum() for c in piece):  # not punctuation alone (，。)
                parts.append(f'"{piece}"*')
    return " ".join(parts) or None


def query_terms(text: str) -> list[str]:
    """The pieces of a search that a CJK hit's snippet marks (its CJK runs and other words)."""
    out = []
    for word in text.replace('"', "").split():
        out += [p for _, p in cjk.pieces(word) if any(c.isalnum() for c in p)]
    return out


class Store:
    """The history. `key`: the data key of an encrypted history (app/core/vault), None for the
    plain file."""

    def __init__(self, path: Path | str, key: vault.DataKey | None = None) -> None:
        self.path = Path(path)
        self.key = key
        if str(path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._writer: _Writer | None = None
        self._heavy: set[str] = set()  # rows last saved with a giant value
        # Called (on the writer thread) when a background save fails; the app shows it.
        self.on_write_error: Callable[[Exception], None] | None = None
        # Saves that failed for a reason time or space cures, oldest first, the newest version
        # of each row; written before (and with) the next save. Both the caller's thread and
        # the writer's write it, holding `_lock`.
        self._unsaved: dict[tuple[str, str], Statement] = {}
        self._lock = threading.RLock()
        self._problem = ""  # why `_unsaved` is not written, in words; "" when it is empty
        # Hears `problem_reason` when saves start failing (and when the reason changes), and ""
        # once every one of them is written. Called on whichever thread wrote.
        self.on_save_problem: Callable[[str], None] | None = None
        self._connect_error: BaseException | None = None  # the writer's, when it has no connection
        self._closed = False
        # Conversations and messages erased (`erase_conversation`, `erase_messages`): any save of
        # theirs is dropped from then on (read by the writer thread too; only ever replaced).
        self._erased: frozenset[str] = frozenset()
        self._erased_messages: frozenset[str] = frozenset()
        try:
            self._db = vault.connect(path, key, isolation_level=None, check_same_thread=False)
            self._db.row_factory = vault.row_factory_for(self._db)
            self._refuse_newer()  # before anything is written (WAL mode is a write)
            self._db.execute("PRAGMA journal_mode=WAL")
            _configure(self._db, busy_ms=3000)
            self._migrate()
            self._index_parents()
        except (*vault.DatabaseError, NewerHistory) as exc:
            if hasattr(self, "_db"):
                with contextlib.suppress(*vault.Error):
                    self._db.close()
            if isinstance(exc, NewerHistory):
                raise
            raise store_error(self.path, exc) from exc
        if str(path) != ":memory:":  # a second connection sees the same data only in a file
            self._writer = _Writer(
                self.path, self._commit, self._write_failed, self._no_connection, key
            )

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, once every background save is written (reads see them in order)."""
        if self._writer is not None:
            self._writer.drain()
        return self._db

    def _write(self, statements: list[Keyed], rows: list[tuple[str, int]]) -> None:
        """Runs `statements` in one transaction: on the writer thread when they are big or when
        earlier saves are still being written there, else here at once.

        `rows` names each row written (id, characters it holds): replacing a giant value with a
        small one is as slow as writing it (its pages are freed), so a row seen big stays
        "heavy" until a save makes it small. A save that fails for a curable reason is kept
        (see `unsaved`), never raised: the caller goes on and the app says it.
        """
        big = self._size(rows)
        if self._db.in_transaction:  # an import's all-or-nothing transaction: errors are its own
            for key, (sql, args) in statements:
                if self._is_erased(key, (sql, args)):
                    continue
                self._db.execute(sql, args)
            return
        w = self._writer
        if w is not None and (w.pending or big or self._unsaved_heavy()):
            w.submit(statements)
            return
        self._commit(self._db, statements)

    def _size(self, rows: list[tuple[str, int]]) -> bool:
        big = False
        for key, chars in rows:
            big |= chars >= BACKGROUND_CHARS or key in self._heavy
            if chars >= BACKGROUND_CHARS:
                self._heavy.add(key)
            else:
                self._heavy.discard(key)
        return big

    def _unsaved_heavy(self) -> bool:
        # Kept saves holding giant text are retried off the caller's thread. (The readers here
        # take no lock: `_unsaved` is only ever replaced whole, never changed in place, so they
        # never wait for a giant save on the writer thread.)
        return any(("c" if k[0] == "d" else k[0]) + k[1] in self._heavy for k in self._unsaved)

    def _commit(
        self, db: sqlite3.Connection | None, statements: list[Keyed], keep: bool = True
    ) -> None:
        """Writes the kept saves and then `statements`, all in one transaction (`db` None: the
        writer could not even open its connection).

        On a curable failure (`curable`) `statements` join the kept saves when `keep`, else
        NotSaved is raised and they are dropped (the kept ones stay kept either way). Any
        other failure is raised, as a failed save always was.
        """
        with self._lock:
            batch = dict(self._unsaved)
            for key, stmt in statements:
                batch.pop(key, None)  # a newer save of a row goes last: it wins
                batch[key] = stmt
            if self._erased or self._erased_messages:
                batch = {k: st for k, st in batch.items() if not self._is_erased(k, st)}
            try:
                if db is None:
                    raise self._connect_error or sqlite3.OperationalError("no connection")
                _run_batch(db, list(batch.values()), deferred=bool(self._unsaved))
            except (*vault.Error, OSError) as exc:
                if not curable(exc):
                    broken = db is not None and self._unsaved and statements
                    if broken and db is not None and self._kept_are_broken(db):  # (for mypy)
                        self._commit(db, statements, keep)  # without the kept saves
                        return
                    raise  # these saves are wrong in themselves: lost, as always, and said
                self._kept(batch, exc, keep)
                return
            was = bool(self._unsaved)
            self._unsaved = {}
            self._problem = ""
        if was:
            log.info("history saved again: every kept save is written")
            self._tell("")

    def _is_erased(self, key: tuple[str, str], stmt: Statement) -> bool:
        """Whether this save writes a row of an erased conversation or message."""
        kind, row_id = key
        if kind == "m":
            return row_id in self._erased_messages or stmt[1][1] in self._erased
        return kind in ("c", "d") and row_id in self._erased

    def _kept(
        self, batch: dict[tuple[str, str], Statement], exc: BaseException, keep: bool
    ) -> None:
        reason = problem_reason(self.path, exc)
        log.warning("history not saved (kept in memory, retried): %s", reason)
        if keep:
            self._unsaved = batch
        if self._unsaved:
            self._problem = reason
            self._tell(reason)
        if not keep:
            raise NotSaved(reason) from exc

    def _kept_are_broken(self, db: sqlite3.Connection) -> bool:
        """Whether the kept saves alone fail for a reason that never passes (a constraint): then
        they are dropped, loudly, so that they do not block every later save forever."""
        try:
            _run_batch(db, list(self._unsaved.values()), deferred=True)
        except (*vault.Error, OSError) as exc:
            if curable(exc):
                return False
            log.error("dropping %d kept history saves: %s", len(self._unsaved), exc)
            self._unsaved = {}
            self._problem = ""
            self._tell("")
            return True
        self._unsaved = {}  # written after all: only the new saves were wrong
        self._problem = ""
        self._tell("")
        return False

    def _tell(self, reason: str) -> None:
        if self.on_save_problem is None:
            return
        try:
            self.on_save_problem(reason)
        except Exception:  # a listener's bug must not turn into a lost save
            log.exception("the history's save-problem listener failed")

    @property
    def unsaved(self) -> int:
        """How many rows wait to be written (0: everything given is on disk or being written)."""
        return len(self._unsaved)

    @property
    def problem(self) -> str:
        """Why saves wait (`problem_reason`), or "" when none does."""
        return self._problem

    @property
    def writing(self) -> bool:
        """Whether saves are still being written in the background (reading now would wait)."""
        return self._writer is not None and self._writer.pending > 0

    def is_unsaved(self, message_id: str) -> bool:
        return ("m", message_id) in self._unsaved

    def retry_unsaved(self) -> None:
        """Try the kept saves again (the app calls this on a timer): on the writer thread when
        there is one, so a giant kept message never holds up the caller."""
        if not self.unsaved:
            return
        if self._writer is not None:
            if not self._writer.pending:  # else the writer's next job carries them anyway
                self._writer.submit([])
            return
        self._commit(self._db, [])

    def save_now(self, conv: Conversation, messages: Iterable[Message]) -> None:
        """Writes the conversation and `messages` here and now, after every earlier save;
        raises NotSaved (keeping nothing of them) when they cannot be written."""
        msgs = list(messages)
        row = _conversation_row(conv)
        self._size([_conversation_size(conv.id, row), *map(_message_size, msgs)])
        self.flush()
        if self._db.in_transaction:
            # An import is being written (app/core/chat/bulk.py): joining it would lose this
            # message with the import if that fails or is cancelled.
            from app.core.words import translate

            raise NotSaved(
                translate(
                    "chat", "an import is being written to the history; send again once it ends"
                )
            )
        try:
            self._commit(self._db, [row, *map(_message_row, msgs)], keep=False)
        except (*vault.Error, OSError) as exc:  # not curable: still the caller keeps the text
            log.error("a message could not be saved: %s", exc)
            raise NotSaved(problem_reason(self.path, exc)) from exc

    def _no_connection(self, exc: BaseException) -> None:
        self._connect_error = exc

    def _write_failed(self, exc: Exception) -> None:
        log.error("a background save to the history failed: %s", exc)
        if self.on_write_error is not None:
            try:
                self.on_write_error(exc)
            except Exception:  # the writer thread must live on: every later save waits on it
                log.exception("the history's write-error listener failed")

    def flush(self) -> None:
        """Waits until every background save is written."""
        if self._writer is not None:
            self._writer.drain()

    # --- schema ------------------------------------------------------------------------------------

    def _version(self) -> int:
        has = self.db.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='schema_version'"
        ).fetchone()
        if not has:
            return 0
        row = self.db.execute("SELECT version FROM schema_version").fetchone()
        return int(row[0]) if row else 0

    def _refuse_newer(self) -> None:
        version = self._version()
        if version > SCHEMA_VERSION:
            raise NewerHistory(
                f"The history {self.path} was written by a newer Ling Desk (schema "
                f"{version}; this version reads up to {SCHEMA_VERSION}). It is left untouched: "
                "upgrade Ling Desk to use it again."
            )

    def _migrate(self) -> None:
        self._refuse_newer()
        version = self._version()
        while version < SCHEMA_VERSION:
            with self._tx():
                self.db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER)")
                MIGRATIONS[version](self.db)
                version += 1
                self.db.execute("DELETE FROM schema_version")
                self.db.execute("INSERT INTO schema_version VALUES (?)", (version,))
            log.info("history database migrated to schema %d", version)

    def schema_version(self) -> int:
        return self._version()

    def _index_parents(self) -> None:
        try:
            self._db.execute(PARENT_INDEX)
        except vault.OperationalError as exc:  # read-only, full: reads scan instead, slower
            log.warning("the history's parent index could not be made: %s", exc)

    def _tx(self):
        return _Transaction(self.db)

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()  # every save queued is written first
        if self.unsaved:
            with contextlib.suppress(*vault.Error, OSError):
                self._commit(self._db, [])  # a last try
        if self.unsaved:
            log.error("%d saves could not be written before the history closed: %s",
                      self.unsaved, self.problem)  # fmt: skip
        # Undo lives in the window: once it closes, a deleted conversation can never come back,
        # so its text goes now rather than at the next start (which may be weeks away).
        with contextlib.suppress(*vault.Error, OSError):
            self.purge_deleted()
        with contextlib.suppress(*vault.Error):
            self._db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        self._db.close()
        self._closed = True

    def reopen(self) -> None:
        """Open the (closed) file again as a fresh history with the same key, in this same
        object: the window's parts that hold the Store keep working ("Delete all my data"
        erases the file between `close` and this). The callbacks set on it stay."""
        if not self._closed:
            raise RuntimeError("reopen() needs a closed history")
        on_write_error, on_save_problem = self.on_write_error, self.on_save_problem
        self.__init__(self.path, self.key)  # type: ignore[misc]
        self.on_write_error, self.on_save_problem = on_write_error, on_save_problem

    # --- conversations --------------------------------------------------------------------------

    def save_conversation(self, conv: Conversation) -> None:
        row = _conversation_row(conv)
        self._write([row], [_conversation_size(conv.id, row)])

    def save_draft(self, conv: Conversation) -> None:
        row = _conversation_row(conv)
        sql = "UPDATE conversations SET draft=? WHERE id=?"
        stmt = (("d", conv.id), (sql, (row[1][1][9], conv.id)))
        self._write([stmt], [_conversation_size(conv.id, row)])

    def load_conversations(self) -> list[Conversation]:
        """Every conversation not deleted, without its messages (they load on open)."""
        rows = self.db.execute(
            "SELECT * FROM conversations WHERE deleted_at IS NULL ORDER BY updated_at DESC"
        ).fetchall()
        return [self._conv(r) for r in rows]

    def _conv(self, r: sqlite3.Row) -> Conversation:
        return Conversation(
            id=r["id"],
            title=r["title"],
            titled=bool(r["titled"]),
            created_at=r["created_at"],
            updated_at=r["updated_at"],
            system_prompt=r["system_prompt"],
            thinking=bool(r["thinking"]),
            sampling=_json(r["sampling"]),
            current_leaf=r["current_leaf"],
            draft=_json(r["draft"]),
            pinned=bool(r["pinned"]),
            loaded=False,
        )

    def load_conversation(self, conv_id: str) -> Conversation | None:
        r = self.db.execute("SELECT * FROM conversations WHERE id=?", (conv_id,)).fetchone()
        if r is None:
            return None
        conv = self._conv(r)
        self.load_messages(conv)
        return conv

    def load_messages(self, conv: Conversation) -> None:
        rows = self.db.execute(
            "SELECT * FROM messages WHERE conversation_id=? ORDER BY created_at, seq", (conv.id,)
        ).fetchall()
        conv.set_messages(self._msg(r) for r in rows)

    def load_tail(self, conv: Conversation, count: int = PAGE) -> None:
        """The thread's newest `count` messages and their siblings (the branch switcher counts
        them), not the rest: `conv.pager` reads older pages, or everything, when asked
        (Conversation.load_older, ensure_complete). A conversation whose selected leaf is not
        in the history is read whole, as `load_messages` does."""
        db = self.db
        leaf = conv.current_leaf
        row = None
        if leaf is not None:
            row = db.execute(
                "SELECT * FROM messages WHERE id=? AND conversation_id=?", (leaf, conv.id)
            ).fetchone()
        if row is None:
            self.load_messages(conv)
            return
        rows = self._walk_up(row, count)
        rows += self._siblings(conv.id, rows, {r["id"] for r in rows})
        # How many messages, and whether any has siblings: one pass over the parent index.
        total, most = db.execute(
            """SELECT sum(k), max(k) FROM (SELECT count(*) AS k FROM messages
               WHERE conversation_id=? GROUP BY parent_id)""",
            (conv.id,),
        ).fetchone()
        older = total - len(rows) if most == 1 else None  # a line: all of it is the thread
        conv.set_tail([self._msg(r) for r in rows], _StorePager(self, total), older)

    def _walk_up(
        self, row: sqlite3.Row | None, count: int, until: str | None = None
    ) -> list[sqlite3.Row]:
        """`row` and up to `count` - 1 of its ancestors, oldest first; with `until`, the
        ancestors up to that one and `count` more."""
        if row is None:
            return []
        limit = count if until is None else 1 << 62
        # One statement, not a query a row: a jump far up walks tens of thousands (half the time).
        return self.db.execute(
            WALK_UP, {"start": row["id"], "until": until, "count": count, "limit": limit}
        ).fetchall()

    def _siblings(self, conv_id: str, rows: list[sqlite3.Row], have: set[str]) -> list[sqlite3.Row]:
        """The other children of these rows' parents (those not in `have`)."""
        parents = list({r["parent_id"] for r in rows if r["parent_id"] is not None})
        out: list[sqlite3.Row] = []
        if any(r["parent_id"] is None for r in rows):
            out += self.db.execute(
                "SELECT * FROM messages WHERE conversation_id=? AND parent_id IS NULL",
                (conv_id,),
            ).fetchall()
        for start in range(0, len(parents), 500):  # under SQLite's limit of bound values
            part = parents[start : start + 500]
            marks = ",".join("?" * len(part))
            out += self.db.execute(
                f"""SELECT * FROM messages WHERE conversation_id=? AND parent_id IN ({marks})""",
                (conv_id, *part),
            ).fetchall()
        return [r for r in out if r["id"] not in have]

    def _msg(self, r: sqlite3.Row) -> Message:
        return Message(
            id=r["id"],
            conversation_id=r["conversation_id"],
            parent_id=r["parent_id"],
            role=r["role"],
            content=r["content"],
            reasoning=r["reasoning"],
            status=r["status"],
            error=r["error"],
            stats=_json(r["stats"]),
            meta=_json(r["meta"]),
            created_at=r["created_at"],
            updated_at=r["updated_at"],
        )

    def delete_conversation(self, conv_id: str) -> None:
        """Mark as deleted (undo with `restore_conversation`); purged at the next start."""
        sql = "UPDATE conversations SET deleted_at=? WHERE id=?"
        self._write([(("x", conv_id), (sql, (time.time(), conv_id)))], [])

    def restore_conversation(self, conv_id: str) -> None:
        sql = "UPDATE conversations SET deleted_at=NULL WHERE id=?"
        self._write([(("x", conv_id), (sql, (conv_id,)))], [])

    def purge_deleted(self, keep: str | None = None) -> int:
        """Delete for good the conversations marked deleted (but `keep`, whose Undo is still
        offered), and their text from every file of the history (see `_purge`)."""
        return _purge(self.db, keep)

    def purge_deleted_later(self, keep: str | None = None, erase: Iterable[str] = ()) -> None:
        """`purge_deleted` on the writer thread, after the saves before it: rewriting the
        search index takes ~0.7 s for 50,000 messages, too long for the window's thread."""
        if self._closed:
            return  # a timer that outlived the window: the close purged them already
        also = list(erase)
        if self._writer is None:
            _purge(self._db, keep, also)
            return

        def job(db: sqlite3.Connection) -> None:
            try:
                _purge(db, keep, also)
            except vault.Error as exc:  # the next purge (or the next start) does it
                log.warning("deleted conversations could not be purged yet: %s", exc)

        self._writer.submit(job)

    def erase_conversation(self, conv_id: str) -> None:
        """Delete `conv_id` for good and its text from every file of the history, at once (on
        the writer thread, after the saves before it: see `purge_deleted_later`). Every save of
        it made from now on is dropped; `unerase` brings it back."""
        self.erase_conversations([conv_id])

    def erase_conversations(self, conv_ids: Iterable[str]) -> None:
        """`erase_conversation` for several (retention): one purge takes them all, so the
        search index is rewritten once, not once a conversation."""
        ids = list(conv_ids)
        for conv_id in ids:  # marked first: a failed purge is done at the next start
            self.delete_conversation(conv_id)
        with self._lock:
            self._erased |= set(ids)
            self._drop_unsaved()
        self.purge_deleted_later(erase=ids)

    def unerase(self, conv: Conversation) -> None:
        """Write an erased conversation back whole, from memory (the window's Undo)."""
        with self._lock:
            self._erased -= {conv.id}
            self._erased_messages -= set(conv.messages)
        self.restore_conversation(conv.id)  # its row may still be there (a purge not done yet)
        self.save_all(conv)

    def erase_messages(self, conv: Conversation, ids: Iterable[str]) -> None:
        """Delete these messages (a branch) for good and their text from every file of the
        history, on the writer thread after the saves before it; `conv` (its current leaf)
        is saved first. Every later save of them is dropped."""
        gone = frozenset(ids)
        with self._lock:
            self._erased_messages |= gone
            self._drop_unsaved()
        self.save_conversation(conv)
        if self._closed:
            return

        def job(db: sqlite3.Connection) -> None:
            try:
                _erase_messages(db, sorted(gone))
            except vault.Error as exc:  # kept out of every save still; said in the log
                log.warning("a deleted branch could not be erased from the history: %s", exc)

        if self._writer is None:
            job(self._db)
        else:
            self._writer.submit(job)

    def _drop_unsaved(self) -> None:
        # Kept saves (a full disk) of what was just erased must never be written after it.
        if not self._unsaved:
            return
        self._unsaved = {k: st for k, st in self._unsaved.items() if not self._is_erased(k, st)}
        if not self._unsaved:  # nothing waits any more: the window stops saying "Not saved"
            self._problem = ""
            self._tell("")

    def purge_empty(self) -> int:
        """Chats opened but never used (no message, no draft): not worth a row in the list."""
        cur = self.db.execute(
            """DELETE FROM conversations WHERE draft IN ('', '{}') AND NOT EXISTS
               (SELECT 1 FROM messages m WHERE m.conversation_id = conversations.id)"""
        )
        return cur.rowcount

    def recover_interrupted(self) -> int:
        """Answers that were streaming or queued when the app last ended: mark them so."""
        from app.core.words import translate

        cur = self.db.execute(
            "UPDATE messages SET status=?, error=? WHERE status IN (?, ?)",
            (
                INTERRUPTED,
                translate(
                    "chat",
                    "Ling Desk ended while this answer was being written; the text so far is kept.",
                ),
                STREAMING,
                QUEUED,
            ),
        )
        return cur.rowcount

    # --- messages -------------------------------------------------------------------------------

    def save_message(self, msg: Message) -> None:
        self._write([_message_row(msg)], [_message_size(msg)])

    def save_all(self, conv: Conversation, messages: Iterable[Message] | None = None) -> None:
        msgs = list(messages if messages is not None else conv.messages.values())
        row = _conversation_row(conv)
        sizes = [_conversation_size(conv.id, row), *map(_message_size, msgs)]
        self._write([row, *map(_message_row, msgs)], sizes)

    def message_ids(self) -> set[str]:
        return {r[0] for r in self.db.execute("SELECT id FROM messages")}

    def conversation_ids(self) -> set[str]:
        """Every id in the history, deleted ones too (an import must not collide with them)."""
        return {r[0] for r in self.db.execute("SELECT id FROM conversations")}

    def message_count(self, conv_id: str | None = None) -> int:
        if conv_id is None:
            return self.db.execute("SELECT count(*) FROM messages").fetchone()[0]
        return self.db.execute(
            "SELECT count(*) FROM messages WHERE conversation_id=?", (conv_id,)
        ).fetchone()[0]

    # --- search ---------------------------------------------------------------------------------

    def search(self, text: str, limit: int = 50) -> list[SearchHit]:
        """Full-text search over every message (answers and thinking), then titles.

        One hit per conversation: its best-ranked message with a snippet, or its title.
        """
        if self._closed:
            return []  # the list's search timer outlived the window: nothing to find
        hits: list[SearchHit] = []
        seen: set[str] = set()
        query = fts_query(text)
        if query is None:
            return hits
        # FTS5's snippet counts unicode61 tokens, and a CJK sentence is one: a search with CJK
        # in it cuts its snippets here, from the message (cjk.snippet).
        by_hand = cjk.has_cjk(text)
        snip = (
            "'' AS snip"
            if by_hand
            else "snippet(messages_fts, -1, char(2), char(3), '…', 12) AS snip"
        )
        try:
            rows = self.db.execute(
                f"""SELECT m.id AS mid, m.conversation_id AS cid, m.role AS role, c.title AS title,
                          c.updated_at AS updated_at, m.seq AS seq, {snip}
                   FROM messages_fts
                   JOIN messages m ON m.seq = messages_fts.rowid
                   JOIN conversations c ON c.id = m.conversation_id
                   WHERE messages_fts MATCH ? AND c.deleted_at IS NULL
                   ORDER BY rank LIMIT ?""",
                (query, limit * 4),
            ).fetchall()
        except vault.OperationalError as exc:
            log.info("search %r failed: %s", text, exc)
            rows = []
        terms = query_terms(text)
        for r in rows:
            if r["cid"] in seen:
                continue
            seen.add(r["cid"])
            snippet = r["snip"]
            if by_hand:  # the text read only for the one hit kept per conversation
                row = self._db.execute(
                    f"SELECT substr(content, 1, {FTS_CHARS}), substr(reasoning, 1, {FTS_CHARS})"
                    " FROM messages WHERE seq=?",
                    (r["seq"],),
                ).fetchone()
                marks = ("\x02", "\x03")
                snippet = cjk.snippet(row[0], terms, marks) or cjk.snippet(row[1], terms, marks)
            hits.append(
                SearchHit(r["cid"], r["mid"], r["title"], snippet, r["role"], r["updated_at"])
            )
        escaped = text.strip().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        for r in self.db.execute(
            """SELECT id, title, updated_at FROM conversations
               WHERE deleted_at IS NULL AND title LIKE ? ESCAPE '\\'
               ORDER BY updated_at DESC LIMIT ?""",
            (f"%{escaped}%", limit),
        ):
            if r["id"] not in seen:
                seen.add(r["id"])
                hits.append(SearchHit(r["id"], None, r["title"], "", "", r["updated_at"]))
        return hits[:limit]


SQLITE_CORRUPT, SQLITE_NOTADB = 11, 26


def store_error(path: Path, exc: Exception) -> StoreError:
    """Damage (moving the file aside helps) or another problem (locked, no permission, a full
    disk: it does not, and a healthy history must not be moved for it)."""
    if disk_full(path, exc):
        return DiskFull(
            f"The history database {path} cannot be opened: the disk holding it is full "
            f"({_free_text(path)} free; SQLite said: {exc}). Free some space on that disk, "
            "then start Ling Desk again. Nothing in the history was changed."
        )
    code = getattr(exc, "sqlite_errorcode", None)
    damaged = (code is not None and code & 0xFF in (SQLITE_CORRUPT, SQLITE_NOTADB)) or (
        code is None and type(exc) in vault.BARE_DATABASE_ERRORS
    )
    if damaged:
        return StoreCorrupt(path, str(exc))
    return StoreError(f"The history database {path} cannot be used: {exc}")


def open_history(path: Path | str, key: vault.DataKey | None = None) -> Store:
    """The history for the app's start: opened, checked, cleaned up after the last run.

    Any database error on the way is a StoreCorrupt (the caller offers to move the file aside),
    never a raw sqlite3 error. `quick_check` reads every page once, so damage in any table is
    found now rather than when that chat is opened; it skips the slow index cross-checks.
    """
    store = Store(path, key)
    try:
        problems = [r[0] for r in store.db.execute("PRAGMA quick_check(5)").fetchall()]
        if problems != ["ok"]:
            raise StoreCorrupt(store.path, "; ".join(problems))
        store.purge_deleted()
        store.purge_empty()
        store.recover_interrupted()
    except (*vault.DatabaseError, StoreCorrupt) as exc:
        with contextlib.suppress(*vault.Error):
            store.db.close()
        if isinstance(exc, StoreCorrupt):
            raise
        raise store_error(store.path, exc) from exc
    return store


# SQLite's primary result codes (the low byte) that pass with time or free space: the save is
# kept and tried again. Others (a constraint, damage, misuse) would fail every time.
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_NOMEM, SQLITE_READONLY = 5, 6, 7, 8
SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN = 10, 13, 14
CURABLE = (SQLITE_BUSY, SQLITE_LOCKED, SQLITE_NOMEM, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL,
           SQLITE_CANTOPEN)  # fmt: skip
# An I/O error with less than this free where the history lives is the disk being full:
# SQLite reports a full disk as SQLITE_FULL only for the database and WAL; growing the -shm
# file or creating the WAL on a full disk comes back as a "disk I/O error".
LOW_FREE_BYTES = 4 << 20


def curable(exc: BaseException) -> bool:
    if isinstance(exc, OSError):
        return True
    if not isinstance(exc, vault.OperationalError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    return code is None or code & 0xFF in CURABLE


def free_bytes(path: Path) -> int | None:
    """Free space for us (not root's reserve) on the disk holding `path`, or None."""
    for p in (path, *path.parents):
        try:
            st = os.statvfs(p)
        except OSError:
            continue
        return st.f_bavail * st.f_frsize
    return None


def _free_text(path: Path) -> str:
    from app.core.words import translate  # here: the import block is the schema's busy part

    free = free_bytes(path)
    if free is None:
        return translate("chat", "free space unknown")
    return human_bytes(free)


def disk_full(path: Path, exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if code is not None else None
    if primary == SQLITE_FULL or getattr(exc, "errno", None) in (errno.ENOSPC, errno.EDQUOT):
        return True
    if primary in (SQLITE_IOERR, SQLITE_CANTOPEN) or isinstance(exc, OSError):
        free = free_bytes(path)
        return free is not None and free < LOW_FREE_BYTES
    return False


def problem_reason(path: Path, exc: BaseException) -> str:
    """Why a save was not written, in words for the user (after "Not saved: ")."""
    from app.core.words import translate

    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if code is not None else None
    if disk_full(path, exc):
        return translate("chat", "the disk holding your history is full ({free} free)").format(
            free=_free_text(path)
        )
    if primary in (SQLITE_BUSY, SQLITE_LOCKED):
        return translate("chat", "another program holds the history file {path} locked").format(
            path=path
        )
    if primary == SQLITE_READONLY:
        return translate("chat", "the history file {path} cannot be written (read-only)").format(
            path=path
        )
    return translate("chat", "the history file {path} cannot be written ({error})").format(
        path=path, error=exc
    )


def move_aside(path: Path | str) -> Path:
    """Rename a damaged history (and its WAL and shared-memory files) out of the way.

    Returns the new name, `<name>.damaged-<time>[-n]`, chosen so that no earlier copy is ever
    overwritten: hard links fail if the name exists; where links are not supported, a plain
    rename after checking the name. The file is kept, never deleted.
    """
    path = Path(path)
    companions = [s for s in ("-wal", "-shm") if Path(f"{path}{s}").exists()]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in itertools.count():
        dest = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n else ""))
        names = [dest, *(Path(f"{dest}{s}") for s in companions)]
        if any(p.exists() for p in names):
            continue
        try:
            _move_no_clobber(path, dest)
        except FileExistsError:
            continue  # taken between the check and the move
        for suffix in companions:
            with contextlib.suppress(FileExistsError, FileNotFoundError):
                _move_no_clobber(Path(f"{path}{suffix}"), Path(f"{dest}{suffix}"))
        log.warning("damaged history %s moved aside to %s", path, dest)
        return dest
    raise AssertionError("unreachable")


def _move_no_clobber(src: Path, dest: Path) -> None:
    try:
        os.link(src, dest)
    except FileExistsError:
        raise
    except OSError:
        if dest.exists():
            raise FileExistsError(dest) from None
        os.rename(src, dest)
        return
    os.unlink(src)


def _conversation_row(conv: Conversation) -> Keyed:
    # Taken now, on the caller's thread: the objects change while a save waits in the queue.
    return ("c", conv.id), (
        SAVE_CONVERSATION,
        (
            conv.id,
            conv.title,
            int(conv.titled),
            conv.created_at,
            conv.updated_at,
            conv.system_prompt,
            int(conv.thinking),
            json.dumps(conv.sampling),
            conv.current_leaf,
            json.dumps(conv.draft),
            int(conv.pinned),
        ),
    )


def _message_row(msg: Message) -> Keyed:
    return ("m", msg.id), (
        SAVE_MESSAGE,
        (
            msg.id,
            msg.conversation_id,
            msg.parent_id,
            msg.role,
            msg.content,
            msg.reasoning,
            msg.status,
            msg.error,
            json.dumps(msg.stats),
            json.dumps(saved_meta(msg.meta)),  # an encrypted document's text stays off disk
            msg.created_at,
            msg.updated_at,
            message_grams(msg.content, msg.reasoning),
        ),
    )


def message_grams(content: str, reasoning: str) -> str:
    """The CJK bigrams of what the index holds of a message (app/core/cjk.py), saved with it so
    that the triggers index them like the text (SQL cannot cut them; a function registered on
    every connection would make the file unwritable anywhere else)."""
    return cjk.grams(content[:FTS_CHARS], reasoning[:FTS_CHARS])


def _conversation_size(conv_id: str, row: Keyed) -> tuple[str, int]:
    args = row[1][1]
    return "c" + conv_id, len(args[5]) + len(args[9])  # system prompt, draft


def _message_size(msg: Message) -> tuple[str, int]:
    return "m" + msg.id, len(msg.content) + len(msg.reasoning)


CACHE_KIB = 256


def _purge(db: sqlite3.Connection, keep: str | None, erase: Iterable[str] = ()) -> int:
    """Deletes the conversations marked deleted (but `keep`) and leaves no copy of their text in
    any file: secure_delete (see _configure) zeroes the rows and pages freed; 'optimize'
    rewrites the search index without their words (FTS5 only marks a deletion); TRUNCATE copies
    the WAL into the file and empties it (its frames still held the text as written, and a WAL
    is reused, never shrunk, until the app quits)."""
    with _Transaction(db):
        rows = db.execute("SELECT id FROM conversations WHERE deleted_at IS NOT NULL")
        ids = [r[0] for r in rows if r[0] != keep]
        # `erase`: gone even if their mark is not written yet (kept by a full disk).
        ids += [i for i in erase if i not in ids]
        for conv_id in ids:
            db.execute("DELETE FROM messages WHERE conversation_id=?", (conv_id,))
            db.execute("DELETE FROM conversations WHERE id=?", (conv_id,))
    if ids:
        _scrub(db)
    return len(ids)


def _erase_messages(db: sqlite3.Connection, ids: list[str]) -> None:
    """Deletes these messages and scrubs their text from every file, as `_purge` does."""
    with _Transaction(db):
        for start in range(0, len(ids), 500):  # under SQLite's limit of bound values
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            db.execute(f"DELETE FROM messages WHERE id IN ({marks})", part)
    _scrub(db)


def _scrub(db: sqlite3.Connection) -> None:
    """After a deletion's commit: the search index rewritten without the deleted words, and the
    WAL copied into the file and emptied (see `_purge`)."""
    try:  # a full disk may refuse the rewrite, not the deletion
        db.execute("INSERT INTO messages_fts(messages_fts) VALUES('optimize')")
        busy = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
    except vault.Error as exc:
        log.warning("the deleted text could not be scrubbed from the history's files: %s", exc)
    else:
        if busy:  # a reader held on: the next purge, or the app's end, empties it
            log.warning("the history's log could not be emptied after a deletion (busy)")


def _configure(db: sqlite3.Connection, busy_ms: int) -> None:
    # A deleted message's bytes are zeroed, not just unlinked (the text must be in no file).
    db.execute("PRAGMA secure_delete=ON")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA foreign_keys=ON")
    db.execute(f"PRAGMA busy_timeout={int(busy_ms)}")
    # SQLite's own page cache (2 MB a connection by default) only filled with the pages of
    # replies already saved: a chat is read once when opened and written in small transactions,
    # and the kernel caches the file anyway. 256 KiB keeps the app's memory flat.
    db.execute(f"PRAGMA cache_size=-{CACHE_KIB}")


class _Writer:
    """One thread with its own connection that writes saves in the order they were given.

    `pending` counts saves given and not yet written (or failed); `drain` waits for zero. The
    thread starts with the first save and is a daemon: `close` (the app's end) drains first.
    """

    def __init__(
        self,
        path: Path,
        commit: Callable[[sqlite3.Connection | None, list[Keyed]], None],
        failed: Callable[[Exception], None],
        connect_error: Callable[[BaseException], None],
        key: vault.DataKey | None = None,
    ) -> None:
        self.path = path
        self.key = key
        self._commit = commit
        self._failed = failed
        self.connect_error = connect_error
        self._cond = threading.Condition()
        self._queue: list[list[Keyed] | Callable[[sqlite3.Connection], None] | None] = []
        self.pending = 0
        self._thread: threading.Thread | None = None

    def _connect(self) -> sqlite3.Connection | None:
        """The writer's own connection, or None (said through `connect_error`) when even that
        fails (a full disk can refuse the WAL's index): the job is then kept like any other."""
        db = None
        try:
            db = vault.connect(self.path, self.key, isolation_level=None)
            # Off the GUI thread a long wait for the lock harms no one.
            _configure(db, busy_ms=60_000)
        except vault.Error as exc:
            if db is not None:
                db.close()
            self.connect_error(exc)
            return None
        return db

    def submit(self, statements: list[Keyed] | Callable[[sqlite3.Connection], None]) -> None:
        """Queue saves (written in one transaction) or a job run with the connection."""
        with self._cond:
            self.pending += 1
            self._queue.append(statements)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="history-writer", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def drain(self) -> None:
        if not self.pending:
            return
        with self._cond:
            while self.pending:
                self._cond.wait()

    def close(self) -> None:
        with self._cond:
            thread = self._thread
            if thread is not None:
                self._queue.append(None)
                self._cond.notify_all()
        if thread is not None:
            thread.join()
        self._thread = None

    def _run(self) -> None:
        db: sqlite3.Connection | None = None
        while True:
            with self._cond:
                while not self._queue:
                    self._cond.wait()
                job = self._queue.pop(0)
            if job is None:
                break
            try:
                if db is None:
                    db = self._connect()
                if callable(job):
                    if db is not None:
                        job(db)
                else:
                    self._commit(db, job)  # a curable failure keeps the job and returns
            except Exception as exc:  # reported, and the next saves still run
                self._failed(exc)
            finally:
                with self._cond:
                    self.pending -= 1
                    self._cond.notify_all()
        if db is not None:
            db.close()


class _Transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, exc_type: Any, *_: Any) -> None:
        if not exc_type:
            try:
                self.db.execute("COMMIT")
            except vault.Error:
                # A failed COMMIT (a deferred foreign key, a full disk) leaves the transaction
                # open: every later BEGIN would fail.
                if self.db.in_transaction:
                    with contextlib.suppress(*vault.Error):
                        self.db.execute("ROLLBACK")
                raise
        elif self.db.in_transaction:
            # SQLite has already rolled back after some errors (a full disk among them): a
            # ROLLBACK then fails and would hide the error that matters.
            with contextlib.suppress(*vault.Error):
                self.db.execute("ROLLBACK")


def _run_batch(db: sqlite3.Connection, statements: list[Statement], deferred: bool) -> None:
    if not statements:
        return
    with _Transaction(db):
        if deferred:
            # Kept saves go in the order of their newest version: a conversation row may come
            # after its messages. Foreign keys are checked at the commit instead.
            db.execute("PRAGMA defer_foreign_keys=ON")
        for sql, args in statements:
            db.execute(sql, args)


class _StorePager(Pager):
    """Reads what `Store.load_tail` left out, from the same history."""

    def __init__(self, store: Store, total: int) -> None:
        self.store = store
        self.total = total

    def older(
        self, conv: Conversation, head: Message, count: int, until: str | None = None
    ) -> list[Message]:
        st = self.store
        if head.parent_id is None:
            return []
        row = st.db.execute("SELECT * FROM messages WHERE id=?", (head.parent_id,)).fetchone()
        rows = st._walk_up(row, count, until)
        rows += st._siblings(conv.id, rows, {r["id"] for r in rows} | set(conv.messages))
        return [st._msg(r) for r in rows if r["id"] not in conv.messages]

    def rest(self, conv: Conversation) -> list[Message]:
        rows = self.store.db.execute(
            "SELECT * FROM messages WHERE conversation_id=? ORDER BY created_at, seq", (conv.id,)
        )
        have = conv.messages
        # Those in memory stay as they are (the model keeps its own objects): not made again.
        return [have.get(r["id"]) or self.store._msg(r) for r in rows]


def _json(text: str | None) -> dict[str, Any]:
    try:
        value = json.loads(text or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


class StreamSaver:
    """Saves a streaming message at most every `interval_s` (and always at the end)."""

    def __init__(
        self, store: Store, msg: Message, interval_s: float = 0.5, clock=time.monotonic
    ) -> None:
        self.store = store
        self.msg = msg
        self.interval_s = interval_s
        self.clock = clock
        self._last = clock()
        self.saves = 0

    def tick(self) -> bool:
        now = self.clock()
        if now - self._last < self.interval_s:
            return False
        self.flush()
        return True

    def flush(self) -> None:
        self._last = self.clock()
        self.saves += 1
        try:
            self.store.save_message(self.msg)  # a curable failure is kept and retried
        except vault.Error:
            log.exception("could not save the streaming message")
