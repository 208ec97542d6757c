"""The first start after the upgrade: how long the history's step to schema 4 (CJK bigrams
computed for every message, the index rebuilt) and the library's to format 2 take, on the
mixed corpus of bench_cjk.py. Prints seconds, medians of 3. Run:
.venv/bin/python bench/search/bench_migrate.py [messages]
"""

from __future__ import annotations

import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_cjk import corpus

from app.core.chat.store import MIGRATIONS, Store
from app.core.docs.library import Library


def history_v3(path: Path, texts: list[str]) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_version (version INTEGER)")
    for step in (0, 1, 2):
        MIGRATIONS[step](db)
    db.execute("INSERT INTO schema_version VALUES (3)")
    db.execute(
        "INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c', 't', 1, 1)"
    )
    db.executemany(
        "INSERT INTO messages (id, conversation_id, role, content, created_at, updated_at)"
        " VALUES (?, 'c', 'user', ?, 1, 1)",
        ((f"m{i}", t) for i, t in enumerate(texts)),
    )
    db.commit()
    db.close()


def library_v1(path: Path, texts: list[str]) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE chunks (id INTEGER PRIMARY KEY, doc_id INTEGER, seq INTEGER,"
               " page INTEGER, location TEXT NOT NULL, tokens INTEGER NOT NULL)")  # fmt: skip
    db.execute("CREATE VIRTUAL TABLE chunks_fts USING fts5(text,"
               " tokenize='unicode61 remove_diacritics 2')")  # fmt: skip
    db.execute("CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab(chunks_fts, 'row')")
    db.executemany("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)", enumerate(texts, 1))
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30_000
    texts = corpus(count)
    mb = sum(len(t.encode()) for t in texts) / 1e6
    print(f"SQLite {sqlite3.sqlite_version}; {count:,} messages / chunks, {mb:.1f} MB")
    tmp = Path(tempfile.mkdtemp())
    took: dict[str, list[float]] = {"history 3 -> 4": [], "library 1 -> 2": []}
    for i in range(3):
        history_v3(tmp / f"h{i}.db", texts)
        start = time.perf_counter()
        Store(tmp / f"h{i}.db").close()
        took["history 3 -> 4"].append(time.perf_counter() - start)
        library_v1(tmp / f"l{i}.db", texts)
        start = time.perf_counter()
        Library(tmp / f"l{i}.db").close()
        took["library 1 -> 2"].append(time.perf_counter() - start)
    for name, runs in took.items():
        print(
            f"{name}: {statistics.median(runs):.1f} s (runs {', '.join(f'{r:.1f}' for r in runs)})"
        )
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
