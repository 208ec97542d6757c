"""CJK search: the index's size and its speed, on a mixed English + Chinese corpus built here.

Three indexes of the same chunks, each in its own SQLite file:
  before   unicode61 only (Ling Desk up to issue 41: Chinese is not found by its words)
  bigrams  unicode61 + the CJK bigram column (chosen, app/core/cjk.py)
  trigram  FTS5's trigram tokenizer over the text (the alternative: 1-2 character words need
           LIKE, which scans every row, or instr(); SQLite 3.40's LIKE misses CJK, see below)
Queries: 200 two-character Chinese words, 200 four-character ones, 200 English words. Prints
sizes, medians of 3 runs and ratios. Run: .venv/bin/python bench/search/bench_cjk.py [chunks]
"""

from __future__ import annotations

import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from app.core import cjk
from app.core.docs.library import fts_query

CHARS = (
    "的一是不了人我在有他这为之大来以个中上们到说国和地也子时道出而要于就下得可你年生自会那后"
    "能对着事其里所去行过家十用发天如然作方成者多日都三小军二无同么经法当起与好看学进种将还分"
    "此心前面又定见只主没公从知使点意德力理本结头已数正新外现手文部体其实度山全向关明两高问比"
    "气电表物化反最回长白开信路少代员机些常很平身品期程民相政果想车听计解教但东问题数据模型推"
    "速显存引擎优化接受长度网关文档库语言系统服务器内容参数训练测试结果用户界面设置版本安装运行"
)
WORDS_EN = [
    "engine",
    "gateway",
    "library",
    "model",
    "token",
    "speed",
    "memory",
    "install",
    "server",
    "prompt",
    "answer",
    "search",
    "index",
    "document",
    "chapter",
    "harbour",
    "keeper",
    "lighthouse",
    "weather",
    "ship",
    "tide",
    "river",
    "mountain",
    "budget",
    "paper",
    "question",
    "reason",
    "thinking",
    "stream",
    "socket",
    "kernel",
    "driver",
    "cache",
    "file",
    "folder",
    "window",
    "button",
]


def chinese(rng: random.Random, n: int) -> str:
    out = []
    while len(out) < n:
        out.append("".join(rng.choice(CHARS) for _ in range(rng.choice((1, 2, 2, 2, 3, 4)))))
        if rng.random() < 0.12:
            out.append(rng.choice("，。"))
    return "".join(out)[:n]


def english(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS_EN) + rng.choice(["", "s", "ing", str(rng.randint(0, 999))])
                    for _ in range(n // 7))  # fmt: skip


def corpus(count: int) -> list[str]:
    rng = random.Random(41)
    out = []
    for i in range(count):
        kind = i % 3  # English, Chinese, mixed
        if kind == 0:
            out.append(english(rng, 1200))
        elif kind == 1:
            out.append(chinese(rng, 400))
        else:
            out.append(chinese(rng, 200) + " " + english(rng, 600))
    return out


def build(path: Path, kind: str, texts: list[str]) -> float:
    db = sqlite3.connect(path)
    tok = "trigram" if kind == "trigram" else "unicode61 remove_diacritics 2"
    cols = "text, grams" if kind == "bigrams" else "text"
    db.execute(f"CREATE VIRTUAL TABLE chunks_fts USING fts5({cols}, tokenize='{tok}')")
    start = time.perf_counter()
    with db:
        for i, t in enumerate(texts, 1):
            if kind == "bigrams":
                db.execute("INSERT INTO chunks_fts(rowid, text, grams) VALUES(?,?,?)",
                           (i, t, cjk.grams(t)))  # fmt: skip
            else:
                db.execute("INSERT INTO chunks_fts(rowid, text) VALUES(?,?)", (i, t))
    db.execute("INSERT INTO chunks_fts(chunks_fts) VALUES('optimize')")
    db.commit()
    took = time.perf_counter() - start
    db.execute("VACUUM")
    db.close()
    return took


def timed(db: sqlite3.Connection, sql: str, args: list[tuple]) -> tuple[float, int]:
    runs, hits = [], 0
    for _ in range(3):
        start = time.perf_counter()
        hits = sum(len(db.execute(sql, a).fetchall()) for a in args)
        runs.append((time.perf_counter() - start) / len(args) * 1000)
    return statistics.median(runs), hits


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30_000
    texts = corpus(count)
    rng = random.Random(7)
    two = [rng.choice(CHARS) + rng.choice(CHARS) for _ in range(200)]
    four = [t[i : i + 4] for t in rng.choices(texts[1::3], k=800) for i in [rng.randrange(300)]]
    four = [w for w in four if cjk.run_pattern().fullmatch(w) and len(w) == 4][:200]
    eng = [rng.choice(WORDS_EN) for _ in range(200)]
    mb = sum(len(t.encode()) for t in texts) / 1e6
    print(f"SQLite {sqlite3.sqlite_version}; {count:,} chunks, {mb:.1f} MB of UTF-8 text")
    tmp = Path(tempfile.mkdtemp())
    sizes, builds = {}, {}
    for kind in ("before", "bigrams", "trigram"):
        builds[kind] = build(tmp / f"{kind}.db", kind, texts)
        sizes[kind] = (tmp / f"{kind}.db").stat().st_size / 1e6
    for kind in sizes:
        print(f"{kind:8} file {sizes[kind]:6.1f} MB ({sizes[kind] / sizes['before']:.2f}x before)"
              f", built in {builds[kind]:.1f} s ({builds[kind] / builds['before']:.2f}x)")  # fmt: skip
    bi = sqlite3.connect(tmp / "bigrams.db")
    tri = sqlite3.connect(tmp / "trigram.db")
    before = sqlite3.connect(tmp / "before.db")
    top = " ORDER BY bm25(chunks_fts) LIMIT 10"
    rows: list[tuple[str, float, int]] = []
    for name, words in (("2 chars", two), ("4 chars", four)):
        q = [(fts_query(w),) for w in words]  # the library's query (pairs OR-ed, BM25)
        rows.append((f"{name}: bigrams library query, top 10", *timed(bi, "SELECT rowid FROM "
                     "chunks_fts WHERE chunks_fts MATCH ?" + top, q)))  # fmt: skip
        exact = [(cjk.phrase(w),) for w in words]  # the history's (the word itself)
        rows.append((f"{name}: bigrams phrase, every hit", *timed(bi, "SELECT rowid FROM "
                     "chunks_fts WHERE chunks_fts MATCH ?", exact)))  # fmt: skip
        if name == "4 chars":
            rows.append((f"{name}: trigram MATCH, every hit", *timed(tri, "SELECT rowid FROM "
                         "chunks_fts WHERE chunks_fts MATCH ?", [(f'"{w}"',) for w in words])))  # fmt: skip
        rows.append((f"{name}: trigram LIKE, every hit", *timed(tri, "SELECT rowid FROM chunks_fts"
                     " WHERE text LIKE ?", [(f"%{w}%",) for w in words])))  # fmt: skip
        rows.append((f"{name}: instr() scan, every hit", *timed(before, "SELECT rowid FROM "
                     "chunks_fts WHERE instr(text, ?) > 0", [(w,) for w in words])))  # fmt: skip
    q = [(f'"{w}"',) for w in eng]
    rows.append(("English: before MATCH, top 10", *timed(before, "SELECT rowid FROM chunks_fts"
                 " WHERE chunks_fts MATCH ?" + top, q)))  # fmt: skip
    rows.append(("English: bigrams MATCH, top 10", *timed(bi, "SELECT rowid FROM chunks_fts"
                 " WHERE chunks_fts MATCH ?" + top, q)))  # fmt: skip
    base = rows[0][1]
    for label, ms, hits in rows:
        print(f"{label:40} {ms:8.2f} ms/query {ms / base:7.1f}x  hits {hits}")
    for db in (bi, tri, before):
        db.close()
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
