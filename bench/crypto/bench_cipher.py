"""Which SQLite encryption build (issue 37): plain sqlite3 against SQLCipher (`sqlcipher3`) and
SQLite3 Multiple Ciphers (`apsw-sqlite3mc`), on the same SQL, in one run.

The history's shape (app/core/chat/store.py: messages with an external-content FTS5 index) with
one 50,000-message conversation, and the library's (app/core/docs/library.py: chunks in FTS5)
with 20,000 passages. Timed, each as the median of --repeat runs on a cold connection (the builds in turn within a
repeat), by the wall clock and by the measuring thread's CPU time:

- open: connect, key (the ciphers), the first query that reads the schema;
- chat: open + the newest 40 messages of the 50,000 (what the window shows first);
- scan: every message's text read once (an export, a migration's copy);
- search: open + 20 library searches (bm25, 8 passages each);
- write: 2,000 messages inserted one transaction each (the history's write pattern).

Prints each figure and its ratio to plain sqlite3. Needs `pip install sqlcipher3
apsw-sqlite3mc` (not dependencies of the app); a missing one is skipped.

    python bench/crypto/bench_cipher.py [--messages 50000] [--chunks 20000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import random
import shutil
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

KEY = "x'" + "2b" * 32 + "'"  # a raw 256-bit key, as a keyring would hold it (no KDF per open)
_TEXT = (
    "engine decode token accept length speculative draft kernel memory bandwidth spark "
    "gateway library passage search answer question model weights cache prefix radix "
    "schedule batch latency throughput verify proof status panel history message chat "
    "document page chapter table figure result method value error remedy setting policy"
)
WORDS = _TEXT.split()

SCHEMA = """
CREATE TABLE messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
    conversation_id TEXT NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL DEFAULT '',
    reasoning TEXT NOT NULL DEFAULT '', created_at REAL NOT NULL);
CREATE INDEX messages_by_conversation ON messages(conversation_id, created_at);
CREATE VIRTUAL TABLE messages_fts USING fts5(content, reasoning, content='messages',
    content_rowid='seq', tokenize='unicode61 remove_diacritics 2');
CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts(rowid, content, reasoning) VALUES (new.seq, new.content, new.reasoning);
END;
CREATE TABLE chunks (id INTEGER PRIMARY KEY, path TEXT, page INTEGER, text TEXT);
CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content='chunks', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2');
"""


def words(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


class Plain:
    name = "sqlite3 (plain)"

    def connect(self, path: Path) -> Any:
        return sqlite3.connect(path, isolation_level=None)

    def rows(self, con: Any, sql: str, args: tuple = ()) -> list:
        return list(con.execute(sql, args))

    def run(self, con: Any, sql: str, args: tuple = ()) -> None:
        con.execute(sql, args)

    def script(self, con: Any, sql: str) -> None:
        con.executescript(sql)

    def close(self, con: Any) -> None:
        con.close()


class SqlCipher(Plain):
    name = "sqlcipher3 (SQLCipher 4, AES-256-CBC + HMAC-SHA512)"

    def __init__(self) -> None:
        import sqlcipher3  # type: ignore[import-not-found]

        self.mod = sqlcipher3

    def connect(self, path: Path) -> Any:
        con = self.mod.connect(str(path), isolation_level=None)
        con.execute(f'PRAGMA key = "{KEY}"')
        return con


class SqlCipherTuned(SqlCipher):
    """SQLCipher with HMAC-SHA256 and 16 KiB pages: fewer pages (and MACs) a read, and SHA-256
    has CPU instructions (SHA-NI, ARMv8 SHA2) where SHA-512 mostly has none. Not the app's
    settings: a file made so opens only with the same pragmas."""

    name = "sqlcipher3 (HMAC-SHA256, 16 KiB pages)"

    def connect(self, path: Path) -> Any:
        con = self.mod.connect(str(path), isolation_level=None)
        con.execute(f'PRAGMA key = "{KEY}"')
        con.execute("PRAGMA cipher_page_size = 16384")
        con.execute("PRAGMA cipher_hmac_algorithm = HMAC_SHA256")
        return con


class Sqlite3mc(Plain):
    name = "apsw-sqlite3mc (ChaCha20-Poly1305)"

    def __init__(self, cipher: str = "chacha20") -> None:
        import apsw  # type: ignore[import-not-found]

        self.apsw = apsw
        self.cipher = cipher
        if cipher != "chacha20":
            self.name = f"apsw-sqlite3mc ({cipher})"

    def connect(self, path: Path) -> Any:
        con = self.apsw.Connection(str(path))
        con.execute(f"PRAGMA cipher = '{self.cipher}'")
        con.execute(f'PRAGMA key = "{KEY}"')
        return con

    def rows(self, con: Any, sql: str, args: tuple = ()) -> list:
        return list(con.execute(sql, args))

    def run(self, con: Any, sql: str, args: tuple = ()) -> None:
        con.execute(sql, args)

    def script(self, con: Any, sql: str) -> None:
        con.execute(sql)


def build(db: Plain, path: Path, messages: int, chunks: int) -> None:
    rng = random.Random(7)
    con = db.connect(path)
    db.run(con, "PRAGMA journal_mode = WAL")
    db.script(con, SCHEMA)
    db.run(con, "BEGIN")
    for i in range(messages):
        role = "user" if i % 2 == 0 else "assistant"
        text = words(rng, 30 if role == "user" else 120)
        db.run(con, "INSERT INTO messages(id, conversation_id, role, content, created_at) "
                    "VALUES (?, 'c1', ?, ?, ?)", (f"m{i}", role, text, float(i)))  # fmt: skip
    for i in range(chunks):
        db.run(con, "INSERT INTO chunks(id, path, page, text) VALUES (?, ?, ?, ?)",
               (i + 1, f"/docs/d{i // 100}.pdf", i % 100 + 1, words(rng, 180)))  # fmt: skip
    db.run(con, "INSERT INTO chunks_fts(chunks_fts) VALUES ('rebuild')")
    db.run(con, "COMMIT")
    db.run(con, "PRAGMA wal_checkpoint(TRUNCATE)")
    db.close(con)


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """Seconds `fn` took: wall clock, and this thread's CPU (SQLite runs in the calling thread,
    so the CPU time holds the cipher's work without what other processes took)."""
    t0, c0 = time.perf_counter(), time.thread_time()
    fn()
    return time.perf_counter() - t0, time.thread_time() - c0


def workloads(db: Plain, path: Path) -> dict[str, Callable[[], None]]:
    queries = [" ".join(random.Random(i).sample(WORDS, 2)) for i in range(20)]

    def open_only() -> None:
        con = db.connect(path)
        db.rows(con, "SELECT count(*) FROM sqlite_master")
        db.close(con)

    def chat() -> None:
        con = db.connect(path)
        db.rows(con, "SELECT id, role, content, reasoning FROM messages WHERE conversation_id = ? "
                     "ORDER BY created_at DESC LIMIT 40", ("c1",))  # fmt: skip
        db.close(con)

    def scan() -> None:
        con = db.connect(path)
        n = sum(len(r[0]) for r in db.rows(con, "SELECT content FROM messages"))
        assert n > 0
        db.close(con)

    def search() -> None:
        con = db.connect(path)
        for q in queries:
            db.rows(con, "SELECT c.path, c.page, c.text FROM chunks_fts JOIN chunks c "
                         "ON c.id = chunks_fts.rowid WHERE chunks_fts MATCH ? "
                         "ORDER BY bm25(chunks_fts) LIMIT 8", (q,))  # fmt: skip
        db.close(con)

    def write() -> None:
        con = db.connect(path)
        rng = random.Random(1)
        for i in range(2000):
            db.run(con, "BEGIN")
            db.run(con, "INSERT INTO messages(id, conversation_id, role, content, created_at) "
                        "VALUES (?, 'c2', 'user', ?, ?)", (f"w{time.time_ns()}{i}",
                        words(rng, 60), float(i)))  # fmt: skip
            db.run(con, "COMMIT")
        db.close(con)

    return {"open": open_only, "chat": chat, "scan": scan, "search": search, "write": write}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--messages", type=int, default=50_000)
    ap.add_argument("--chunks", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    builds: list[Plain] = [Plain()]
    for make in (SqlCipher, SqlCipherTuned, Sqlite3mc, lambda: Sqlite3mc("sqlcipher")):
        try:
            builds.append(make())
        except ImportError as exc:
            print(f"skipped: {exc}")
    tmp = Path(tempfile.mkdtemp(prefix="bench-cipher-"))
    wall: dict[str, dict[str, list[float]]] = {}
    cpu: dict[str, dict[str, list[float]]] = {}
    sizes: dict[str, int] = {}
    jobs: dict[str, dict[str, Callable[[], None]]] = {}
    try:
        for db in builds:
            path = tmp / f"{len(jobs)}.sqlite3"
            t0, c0 = time.perf_counter(), time.thread_time()
            build(db, path, args.messages, args.chunks)
            built = time.perf_counter() - t0
            wall[db.name] = {"build": [built]}
            cpu[db.name] = {"build": [time.thread_time() - c0]}
            jobs[db.name] = workloads(db, path)
            sizes[db.name] = path.stat().st_size
            head = path.read_bytes()[:16]
            print(f"{db.name}: built in {built:.1f} s, {sizes[db.name] / 1e6:.1f} MB, "
                  f"starts {head!r}", flush=True)  # fmt: skip
        # The builds in turn within each repeat: a burst of other work on a shared machine
        # then lands on all of them, not on one build's every run.
        for r in range(args.repeat):
            for name, work in jobs.items():
                for what, fn in work.items():
                    if what == "write" and r >= max(1, args.repeat // 2):
                        continue  # 2,000 commits: the slowest; half the repeats
                    w, c = timed(fn)
                    wall[name].setdefault(what, []).append(w)
                    cpu[name].setdefault(what, []).append(c)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    cols = ["open", "chat", "scan", "search", "write", "build"]
    for title, runs in (("wall clock", wall), ("CPU time of the measuring thread", cpu)):
        med = {n: {c: statistics.median(v) for c, v in r.items()} for n, r in runs.items()}
        base = med[Plain.name]
        print(f"\n{args.messages:,} messages, {args.chunks:,} library passages; {title}, "
              f"medians of {args.repeat}, in turn (ms; x = ratio to plain sqlite3)")  # fmt: skip
        print(f"{'':52}" + "".join(f"{c:>16}" for c in cols))
        for name, m in med.items():
            cells = "".join(f"{m[c] * 1000:>9.1f} x{m[c] / base[c]:<5.2f}" for c in cols)
            print(f"{name:52}{cells}")


if __name__ == "__main__":
    main()
