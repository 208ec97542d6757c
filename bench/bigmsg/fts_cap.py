"""Saving one 10 MB message: the history's capped full-text index against an uncapped one, in
the same run (the GUI thread pays this at Send). Prints both times and their ratio.

    .venv/bin/python bench/bigmsg/fts_cap.py
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.chat.model import Conversation
from app.core.chat.store import Store

SIZE = 10 * 1024 * 1024


def text(code: bool) -> str:
    line = "def f(x):  return x * 2  # a line of code\n" if code else "word " * 8
    return (line * (SIZE // len(line) + 1))[:SIZE]


def capped(folder: Path, body: str) -> float:
    store = Store(folder / "capped.sqlite3")
    conv = Conversation(title="big")
    conv.new_message("user", None, body)
    t0 = time.perf_counter()
    store.save_all(conv)
    return time.perf_counter() - t0


def uncapped(folder: Path, body: str) -> float:
    # The schema-1 index: the whole message tokenized into FTS5 on insert.
    db = sqlite3.connect(folder / "uncapped.sqlite3")
    db.executescript(
        "CREATE TABLE m (seq INTEGER PRIMARY KEY, content TEXT);"
        "CREATE VIRTUAL TABLE f USING fts5(content, content='m', content_rowid='seq',"
        " tokenize='unicode61 remove_diacritics 2');"
        "CREATE TRIGGER ai AFTER INSERT ON m BEGIN"
        " INSERT INTO f(rowid, content) VALUES (new.seq, new.content); END;"
    )
    t0 = time.perf_counter()
    with db:
        db.execute("INSERT INTO m (content) VALUES (?)", (body,))
    return time.perf_counter() - t0


def main() -> None:
    for code in (False, True):
        body = text(code)
        with tempfile.TemporaryDirectory() as d:
            a, b = uncapped(Path(d), body), capped(Path(d), body)
        kind = "code block" if code else "paragraph"
        print(f"10 MB {kind}: uncapped index {a * 1000:.0f} ms, capped {b * 1000:.0f} ms, "
              f"ratio {a / b:.1f}x")  # fmt: skip


if __name__ == "__main__":
    main()
