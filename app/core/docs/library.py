"""The document library: a local SQLite file beside the history, full-text indexed (FTS5, BM25).

Each file is one row in `documents` with its state (indexed, failed and why), and its text is
chunks that keep their place (page, sheet, slide, heading). A file is written in one
transaction, so a kill mid-way leaves either the old version or the new one, never half.
Removing a file removes its text: `secure_delete` zeroes freed pages, and the FTS index is
merged after deletions so the words are not left in old index segments either.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.core import cjk, vault
from app.core.docs.tokens import TokenCounter
from app.core.lazylog import logger
from app.core.words import QT_TRANSLATE_NOOP, grouped, translate

if TYPE_CHECKING:
    from app.core.docs.kinds import Extracted, Read
    from app.core.docs.sandbox import Extractor
    from app.core.docs.walk import WalkLimits

log = logger(__name__)  # logging imported at the first record (issue 40)

LIBRARY_FILE = "documents.sqlite3"
MEMORY = ":memory:"  # Library(MEMORY): held in memory only, gone when closed
SNIPPET_TOKENS = 24
SETTLE_TRIES = 3  # reads of a file that changes while it is read, before it is kept as read

# The file's format (SQLite's user_version, app/core/vault/formats.py): a file of a higher one was
# written by a newer Ling Desk and is refused untouched. Raise it when SCHEMA changes in a way an
# older version cannot read, with the step from the number before.
FORMAT = 2  # 2: chunks_fts has the CJK bigram column `grams` (app/core/cjk.py)
FTS_TABLE = """CREATE VIRTUAL TABLE IF NOT EXISTS {name} USING fts5(
    text, grams, tokenize = 'unicode61 remove_diacritics 2'
);"""
SCHEMA = (
    """
CREATE TABLE IF NOT EXISTS documents (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    kind TEXT,
    size INTEGER,
    mtime_ns INTEGER,
    sha256 TEXT,
    status TEXT NOT NULL,          -- 'indexed' | 'failed'
    reason TEXT,                   -- failed: encrypted, corrupt, zip_bomb, no_text, ...
    error TEXT,                    -- failed: the sentence shown for the file
    pages INTEGER NOT NULL DEFAULT 0,
    chunks INTEGER NOT NULL DEFAULT 0,
    tokens INTEGER NOT NULL DEFAULT 0,
    indexed_at REAL
);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY,        -- the same rowid in chunks_fts
    doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    page INTEGER,
    location TEXT NOT NULL,
    tokens INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chunks_doc ON chunks(doc_id, seq);
-- What the user added (files and folders), so the library can be brought up to date by itself.
CREATE TABLE IF NOT EXISTS roots (
    path TEXT PRIMARY KEY,
    added_at REAL NOT NULL
);
"""
    + FTS_TABLE.format(name="chunks_fts")
    + """
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_vocab USING fts5vocab(chunks_fts, 'row');
"""
)
# Query words in more than this share of all chunks ("the", "how", a corpus' own jargon) add
# almost nothing to BM25's ranking but make it score most of the index; they are dropped
# (unless nothing rarer is left) and the rarest MAX_QUERY_WORDS kept: search p99 over 100,000
# chunks went from ~400 ms to the figure in bench/docs/RESULTS.md.
COMMON_WORD_SHARE = 0.05
MAX_QUERY_WORDS = 6
# A CJK run of up to this many characters is also searched whole (most Chinese words have 2-4).
WORD_RUN = 4
MAX_PAIRS = 128
# Looking a word's chunk count up costs time in proportion to that count, so the commonest
# English words are never looked up (nor searched); other counts are cached until the next write.
STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "all",
        "also",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
    ]
)


@dataclass
class FileResult:
    path: str
    status: str  # 'indexed' | 'unchanged' | 'failed' | 'removed' | 'skipped' (a link out)
    error: str | None = None
    pages: int = 0
    chunks: int = 0
    reason: str | None = None

    def to_dict(self) -> dict:
        return {
            "path": self.path,
            "status": self.status,
            "error": self.error,
            "pages": self.pages,
            "chunks": self.chunks,
        }


@dataclass
class DocInfo:
    path: str
    kind: str | None
    status: str
    error: str | None
    pages: int
    chunks: int
    tokens: int
    size: int | None
    indexed_at: float | None

    def to_dict(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Hit:
    path: str
    page: int | None
    location: str
    snippet: str
    score: float  # higher is better (BM25, sign turned)
    chunk_id: int
    doc_id: int
    seq: int

    def to_dict(self) -> dict:
        return {
            "path": self.path,
            "page": self.page,
            "location": self.location,
            "snippet": self.snippet,
            "score": round(self.score, 4),
        }


@dataclass
class Passage:
    """Consecutive chunks of one document, ready to be placed in a prompt and cited."""

    path: str
    page: int | None
    location: str
    text: str
    tokens: int
    snippet: str = ""
    seqs: tuple[int, ...] = ()  # its chunks' places in the document (to skip repeats)


# The documents columns a read-out keeps (all but the id, which a put-back assigns anew).
DOC_COLUMNS = (
    "path, kind, size, mtime_ns, sha256, status, reason, error, pages, chunks, tokens, indexed_at"
)


@dataclass(frozen=True)
class ReadOut:
    """A document's rows as they were (its row, its chunks with their text, its root), read out
    before a removal and held in memory only, so that `put_back` can restore it exactly: the
    same chunks at the same places, whatever the file on disk has become since."""

    document: tuple
    chunks: list[tuple]  # (seq, page, location, tokens, text)
    root: float | None  # when it was added, if it was a root

    @property
    def path(self) -> str:
        return str(self.document[0])


def library_path(data_dir: Path) -> Path:
    return Path(data_dir) / LIBRARY_FILE


def query_words(text: str) -> list[str]:
    """Words as the index's tokenizer (unicode61, remove_diacritics) stores them; CJK runs are
    `query_runs`'s, not words."""
    plain = "".join(
        c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c)
    )
    words = re.findall(r"\w+", cjk.blanked(plain))
    return [w for w in dict.fromkeys(words) if len(w) > 1 or w.isdigit()][:64]


def query_runs(text: str) -> list[str]:
    """The query's CJK runs (北京, 故宫在哪里): Chinese puts no spaces between words."""
    return list(dict.fromkeys(cjk.runs(text)))[:64]


def query_terms(text: str) -> tuple[list[str], list[str]]:
    """(terms, phrases): the words, and the character pairs of the CJK runs, as BM25 terms
    (a question's pairs hold its words: 故宫在哪里 -> 故宫 宫在 在哪 哪里, and the rare ones
    find the passage), and the runs short enough to be one word the user typed, matched whole
    too so that an exact match ranks first."""
    runs = query_runs(text)
    pairs = [run[i : i + 2] for run in runs for i in range(len(run) - 1)]
    phrases = [run for run in runs if 2 < len(run) <= WORD_RUN]
    if all(len(run) == 1 for run in runs):  # 宫: a prefix of the pairs (else noise: 好，谢谢)
        phrases = runs
    # At most MAX_PAIRS of them, as query_words keeps 64 words: a pasted page is a question too.
    return query_words(text) + list(dict.fromkeys(pairs))[:MAX_PAIRS], phrases


def _match(term: str) -> str:
    return cjk.phrase(term) if cjk.has_cjk(term) else f'"{term}"'


def fts_query(text: str | list[str], phrases: Sequence[str] = ()) -> str | None:
    """A user's words as an FTS5 query that cannot be a syntax error: each word quoted, OR-ed
    (BM25 then ranks passages holding more and rarer words first); CJK terms match the bigram
    column (app/core/cjk.py)."""
    if isinstance(text, str):
        terms, phrases = query_terms(text)
    else:
        terms = text
    parts = [_match(t) for t in terms] + [cjk.phrase(p) for p in phrases]
    return " OR ".join(parts) if parts else None


class Library:
    """The library file; one per data folder. Not thread-safe: one owner thread."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        tokens: TokenCounter | None = None,
        extractor: Extractor | None = None,
        key: vault.DataKey | None = None,
    ) -> None:
        """`key`: the data key of an encrypted library (app/core/vault), None for plain."""
        self.path = Path(path)
        # MEMORY: a library that never touches the disk (an encrypted attachment's text).
        if str(path) != MEMORY:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Created 0600 before SQLite opens it: the index holds the documents' text.
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            os.close(fd)
            os.chmod(self.path, 0o600)
        self.db = vault.connect(self.path, key, isolation_level=None)
        try:
            # Before anything is written: a newer Ling Desk's file is refused as it is.
            found = vault.refuse_newer(
                self.db, self.path, FORMAT, QT_TRANSLATE_NOOP("vault", "The document library")
            )
        except BaseException:
            self.db.close()
            raise
        self.db.execute("PRAGMA secure_delete=ON")
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        if found < FORMAT:  # 0: a file from before the number was kept (format 1's tables)
            _add_grams(self.db)
            vault.stamp(self.db, FORMAT)
        self.tokens = tokens or TokenCounter()
        self._extractor = extractor
        self._own_extractor = extractor is None
        self._df: dict[str, int] = {}  # word -> chunks holding it; cleared by every write
        # Whether the last removal's text left every file (False: the WAL was busy, see _purge).
        self.erased = True

    def close(self) -> None:
        if self._extractor is not None and self._own_extractor:
            self._extractor.close()
        self.db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @property
    def extractor(self) -> Extractor:
        if self._extractor is None:
            # The worker's pipe and process only when a file is read (not by a search).
            from app.core.docs.sandbox import Extractor

            self._extractor = Extractor()
        return self._extractor

    # --- adding and syncing ----------------------------------------------------------------

    def add(
        self,
        paths: Iterable[str | os.PathLike[str]],
        passwords: dict[str, str] | None = None,
        progress: Callable[[FileResult], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        limits: WalkLimits | None = None,
    ) -> list[FileResult]:
        """Add files and folders, or bring them up to date: new and edited files (size, mtime,
        then content hash) are indexed, unchanged ones skipped, and files gone from an added
        folder removed (only after a complete walk of it)."""
        from app.core.docs.walk import Walk  # (a search walks nothing: issue 40)

        results: list[FileResult] = []
        passwords = passwords or {}
        removed_any = False
        for raw in paths:
            root = Path(os.path.abspath(os.fspath(raw)))
            self.db.execute(
                "INSERT OR IGNORE INTO roots(path, added_at) VALUES(?, ?)", (str(root), time.time())
            )
            walk = Walk([root], limits)
            seen: set[str] = set()
            for found in walk:
                if cancelled is not None and cancelled():
                    return results
                key = str(found.path)
                if found.skipped:  # a link out of the folder: said, not read; if it was read
                    # before this was checked, it is not `seen`, so its text is removed below
                    r = FileResult(key, "skipped", found.error, reason="outside")
                    results.append(r)
                    if progress is not None:
                        progress(r)
                    continue
                seen.add(key)
                if found.error is not None:
                    r = FileResult(key, "failed", found.error, reason="unreadable")
                    if found.path != root or not root.is_dir():
                        self._record_failure(found.path, r)
                else:
                    r = self._add_file(found.path, passwords.get(key))
                results.append(r)
                if progress is not None:
                    progress(r)
            if walk.truncated:
                results.append(
                    FileResult(
                        str(root),
                        "failed",
                        translate(
                            "docs",
                            "stopped after {files} files (the most one add takes); the rest of "
                            "this folder was not added (add its subfolders instead)",
                        ).format(files=grouped(walk.count)),
                        reason="too_many",
                    )
                )
            elif root.is_dir():
                for gone in self._under(root):
                    if gone not in seen:
                        self._delete(gone)
                        removed_any = True
                        results.append(FileResult(gone, "removed"))
        if removed_any:
            self._purge()
        return results

    def _add_file(self, path: Path, password: str | None) -> FileResult:
        from app.core.docs.kinds import ExtractError, cannot_read

        key = str(path)
        try:
            st = path.stat()
        except OSError as exc:
            r = FileResult(key, "failed", cannot_read(exc), reason="unreadable")
            self._record_failure(path, r)
            return r
        row = self.db.execute(
            "SELECT id, size, mtime_ns, sha256, status, pages, chunks FROM documents WHERE path=?",
            (key,),
        ).fetchone()
        if row is not None and row[4] == "indexed":
            if row[1] == st.st_size and row[2] == st.st_mtime_ns:
                return FileResult(key, "unchanged", None, row[5], row[6])
            digest = _sha256(path)
            if digest is not None and digest == row[3]:
                self.db.execute(
                    "UPDATE documents SET mtime_ns=? WHERE id=?", (st.st_mtime_ns, row[0])
                )
                return FileResult(key, "unchanged", None, row[5], row[6])
        try:
            ex, read = self._read_settled(path, password)
        except ExtractError as exc:
            r = FileResult(key, "failed", exc.message, reason=exc.reason)
            self._record_failure(path, r, st)
            return r
        if not ex.sections:
            r = FileResult(
                key, "failed", translate("docs", "no text in it"), ex.pages, reason="no_text"
            )
            self._record_failure(path, r, st)
            return r
        self._store(path, read, ex)
        return FileResult(key, "indexed", None, ex.pages, len(ex.sections))

    def _read_settled(self, path: Path, password: str | None) -> tuple[Extracted, Read]:
        """The file's chunks (cut and bounded in the extraction worker) and what was read. A file
        replaced or written while it was read is read again; one that never holds still is
        kept as read, with that version's size, mtime and hash, so the next add sees it differ
        from the disk and reads it again (never "unchanged" with old text)."""
        for _ in range(SETTLE_TRIES):
            ex, read = self.extractor.read_chunks(path, password)
            try:
                now = path.stat()
            except OSError:
                break  # gone meanwhile: kept as read; the next add of its folder removes it
            if (now.st_size, now.st_mtime_ns, now.st_ino) == (read.size, read.mtime_ns, read.ino):
                break
        return ex, read

    def _store(self, path: Path, read: Read, ex: Extracted) -> None:
        chunks = ex.sections
        counts = [self.tokens.count(c.text) for c in chunks]
        self._df.clear()
        db = self.db
        with self._replacing(path):
            db.execute(
                "INSERT INTO documents(path, kind, size, mtime_ns, sha256, status, reason, error,"
                " pages, chunks, tokens, indexed_at) VALUES(?,?,?,?,?,'indexed',NULL,NULL,?,?,?,?)"
                " ON CONFLICT(path) DO UPDATE SET kind=excluded.kind, size=excluded.size,"
                " mtime_ns=excluded.mtime_ns, sha256=excluded.sha256, status='indexed',"
                " reason=NULL, error=NULL, pages=excluded.pages, chunks=excluded.chunks,"
                " tokens=excluded.tokens, indexed_at=excluded.indexed_at",
                (
                    str(path),
                    ex.kind,
                    read.size,
                    read.mtime_ns,
                    read.sha256,
                    ex.pages,
                    len(chunks),
                    sum(counts),
                    time.time(),
                ),
            )
            doc_id = db.execute("SELECT id FROM documents WHERE path=?", (str(path),)).fetchone()[0]
            for seq, (c, n) in enumerate(zip(chunks, counts, strict=True)):
                cur = db.execute(
                    "INSERT INTO chunks(doc_id, seq, page, location, tokens) VALUES(?,?,?,?,?)",
                    (doc_id, seq, c.page, c.location, n),
                )
                db.execute(
                    "INSERT INTO chunks_fts(rowid, text, grams) VALUES(?,?,?)",
                    (cur.lastrowid, c.text, cjk.grams(c.text)),
                )

    @contextlib.contextmanager
    def _replacing(self, path: Path) -> Iterator[None]:
        """One transaction that takes out the file's old chunks and writes its new row: a kill
        leaves either the old document or the new one, never half of each."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            old = db.execute("SELECT id FROM documents WHERE path=?", (str(path),)).fetchone()
            if old is not None:
                self._drop_chunks(old[0])
            yield
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _record_failure(self, path: Path, r: FileResult, st: os.stat_result | None = None) -> None:
        db = self.db
        with self._replacing(path):
            db.execute(
                "INSERT INTO documents(path, status, reason, error, size, mtime_ns, pages, chunks,"
                " tokens, indexed_at) VALUES(?,'failed',?,?,?,?,?,0,0,?) ON CONFLICT(path) DO"
                " UPDATE SET status='failed', reason=excluded.reason, error=excluded.error,"
                " size=excluded.size, mtime_ns=excluded.mtime_ns, pages=excluded.pages,"
                " chunks=0, tokens=0, sha256=NULL, indexed_at=excluded.indexed_at",
                (
                    str(path),
                    r.reason,
                    r.error,
                    st.st_size if st else None,
                    st.st_mtime_ns if st else None,
                    r.pages,
                    time.time(),
                ),
            )

    def _drop_chunks(self, doc_id: int) -> None:
        self._df.clear()
        self.db.execute(
            "DELETE FROM chunks_fts WHERE rowid IN (SELECT id FROM chunks WHERE doc_id=?)",
            (doc_id,),
        )
        self.db.execute("DELETE FROM chunks WHERE doc_id=?", (doc_id,))

    def _under(self, folder: Path) -> list[str]:
        prefix = str(folder).rstrip(os.sep) + os.sep
        rows = self.db.execute(
            "SELECT path FROM documents WHERE substr(path, 1, ?) = ?", (len(prefix), prefix)
        )
        return [r[0] for r in rows]

    def _delete(self, path: str) -> bool:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT id FROM documents WHERE path=?", (path,)).fetchone()
            if row is not None:
                self._drop_chunks(row[0])
                db.execute("DELETE FROM documents WHERE id=?", (row[0],))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return row is not None

    def _purge(self) -> None:
        # FTS5 records a deletion as a marker; 'optimize' merges the index into one segment,
        # dropping the removed words, and secure_delete zeroes the pages they leave.
        self.db.execute("INSERT INTO chunks_fts(chunks_fts) VALUES('optimize')")
        # The WAL still holds the removed text's pages as they were written (it is reused from
        # its start, never shrunk, until the last connection closes): TRUNCATE copies it into
        # the file and empties it, so the text is in no file within seconds of the removal.
        busy = self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        self.erased = not busy
        if busy:  # another process reads the library right now: its next removal empties it
            log.warning("the library's log could not be emptied after a removal (busy)")

    # --- remove, list ------------------------------------------------------------------------

    def roots(self) -> list[str]:
        """The files and folders the user added, which `sync` brings up to date."""
        return [r[0] for r in self.db.execute("SELECT path FROM roots ORDER BY path")]

    def sync(
        self,
        progress: Callable[[FileResult], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> list[FileResult]:
        """Bring the library up to date with the disk: new and edited files under what was added
        are indexed, deleted ones removed; a file or folder that is gone takes its documents with
        it. Unchanged files cost a stat each."""
        present: list[str] = []
        gone: list[str] = []
        for root in self.roots():
            (present if os.path.exists(root) else gone).append(root)
        results = self.add(present, progress=progress, cancelled=cancelled) if present else []
        if gone:
            results += [r for r in self.remove(gone) if r.status == "removed"]
        return results

    def remove(self, paths: Iterable[str | os.PathLike[str]]) -> list[FileResult]:
        """Remove files (or every file under a folder) and their text from the index."""
        results = []
        for raw in paths:
            key = os.path.abspath(os.fspath(raw))
            # Not synced again: a removed folder stays removed (and a file removed from a folder
            # that stays added comes back only if the folder is added again).
            self.db.execute(
                "DELETE FROM roots WHERE path = ? OR substr(path, 1, ?) = ?",
                (key, len(key) + 1, key.rstrip(os.sep) + os.sep),
            )
            targets = [key] if self._known(key) else self._under(Path(key))
            if not targets:
                missing = translate("docs", "not in the library")
                results.append(FileResult(key, "failed", missing, reason="unknown"))
            for t in targets:
                self._delete(t)
                results.append(FileResult(t, "removed"))
        if any(r.status == "removed" for r in results):
            self._purge()
        return results

    def read_out(self, path: str) -> ReadOut | None:
        """The document's rows as they are (None: not here), for `put_back`."""
        db = self.db
        row = db.execute(
            f"SELECT id, {DOC_COLUMNS} FROM documents WHERE path=?", (path,)
        ).fetchone()
        if row is None:
            return None
        chunks = db.execute(
            "SELECT c.seq, c.page, c.location, c.tokens, f.text FROM chunks c"
            " JOIN chunks_fts f ON f.rowid = c.id WHERE c.doc_id=? ORDER BY c.seq",
            (row[0],),
        ).fetchall()
        root = db.execute("SELECT added_at FROM roots WHERE path=?", (path,)).fetchone()
        return ReadOut(tuple(row[1:]), [tuple(c) for c in chunks], root[0] if root else None)

    def put_back(self, out: ReadOut) -> bool:
        """Restore a document read out before its removal, in one transaction. False (nothing
        done) when the path is here again meanwhile (read anew: that version stays)."""
        db = self.db
        if self._known(out.path):
            return False
        self._df.clear()
        db.execute("BEGIN IMMEDIATE")
        try:
            marks = ",".join("?" * len(out.document))
            cur = db.execute(f"INSERT INTO documents({DOC_COLUMNS}) VALUES({marks})", out.document)
            for seq, page, location, tokens, text in out.chunks:
                c = db.execute(
                    "INSERT INTO chunks(doc_id, seq, page, location, tokens) VALUES(?,?,?,?,?)",
                    (cur.lastrowid, seq, page, location, tokens),
                )
                db.execute(
                    "INSERT INTO chunks_fts(rowid, text, grams) VALUES(?,?,?)",
                    (c.lastrowid, text, cjk.grams(text)),
                )
            if out.root is not None:
                db.execute(
                    "INSERT OR IGNORE INTO roots(path, added_at) VALUES(?, ?)", (out.path, out.root)
                )
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return True

    def _known(self, path: str) -> bool:
        return (
            self.db.execute("SELECT 1 FROM documents WHERE path=?", (path,)).fetchone() is not None
        )

    def documents(self) -> list[DocInfo]:
        rows = self.db.execute(
            "SELECT path, kind, status, error, pages, chunks, tokens, size, indexed_at"
            " FROM documents ORDER BY path"
        )
        return [DocInfo(*r) for r in rows]

    # --- search and retrieval ----------------------------------------------------------------

    def search(self, query: str, limit: int = 10, paths: Iterable[str] | None = None) -> list[Hit]:
        """The chunks that best match `query` (BM25), best first; `paths` narrows to documents."""
        terms, phrases = query_terms(query)
        q = fts_query(self._selective(terms), phrases)
        if q is None or limit <= 0:
            return []
        # FTS5's snippet counts unicode61 tokens, and a CJK sentence is one: with CJK in the
        # query, the snippet is cut around the first word found (cjk.snippet).
        snip = f"snippet(chunks_fts, 0, '', '', '…', {SNIPPET_TOKENS})"
        runs = query_runs(query)
        if runs:
            snip = "chunks_fts.text"
        sql = (
            "SELECT c.id, c.doc_id, c.seq, c.page, c.location, d.path,"
            f" {snip}, bm25(chunks_fts)"
            " FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
            " JOIN documents d ON d.id = c.doc_id WHERE chunks_fts MATCH ?"
        )
        args: list[object] = [q]
        if paths is not None:
            wanted = [os.path.abspath(p) for p in paths]
            if not wanted:
                return []
            sql += f" AND d.path IN ({','.join('?' * len(wanted))})"
            args += wanted
        sql += " ORDER BY bm25(chunks_fts) LIMIT ?"
        args.append(limit)
        try:
            rows = self.db.execute(sql, args).fetchall()
        except vault.OperationalError:
            return []  # a query FTS5 still refuses: no hits rather than an error
        if runs:
            terms = runs + query_words(query)
            width = SNIPPET_TOKENS * 4
            rows = [
                (*r[:6], cjk.snippet(r[6], terms, width=width) or r[6][:width], r[7]) for r in rows
            ]
        return [
            Hit(path, page, loc, " ".join(snip.split()), -score, cid, did, seq)
            for cid, did, seq, page, loc, path, snip, score in rows
        ]

    def retrieve(
        self,
        question: str,
        budget_tokens: int,
        paths: Iterable[str] | None = None,
        max_hits: int = 12,
    ) -> list[Passage]:
        """The passages that answer `question` plus their neighbours (the chunk before and
        after), best first, within `budget_tokens` (the estimate or the model's tokenizer)."""
        hits = self.search(question, max_hits, paths)
        chosen: dict[int, set[int]] = {}  # doc_id -> seqs
        order: list[tuple[int, int]] = []  # (doc_id, seq) of each hit, best first
        snippets: dict[tuple[int, int], str] = {}
        used = 0
        for h in hits:
            for seq in (h.seq, h.seq - 1, h.seq + 1):  # the hit itself first, then neighbours
                if seq < 0 or seq in chosen.get(h.doc_id, set()):
                    continue
                n = self._chunk_tokens(h.doc_id, seq)
                if n is None:
                    continue
                if used + n > budget_tokens:
                    if seq == h.seq:
                        break  # the hit itself does not fit: neither do its neighbours
                    continue
                used += n
                chosen.setdefault(h.doc_id, set()).add(seq)
            if h.seq in chosen.get(h.doc_id, set()):
                order.append((h.doc_id, h.seq))
                snippets[(h.doc_id, h.seq)] = h.snippet
        passages: list[Passage] = []
        placed: set[tuple[int, int]] = set()
        for doc_id, seq in order:
            if (doc_id, seq) in placed:
                continue
            run = _run(chosen[doc_id], seq)
            placed.update((doc_id, s) for s in run)
            passages.append(self._passage(doc_id, run, snippets[(doc_id, seq)], seq))
        return passages

    def _selective(self, words: list[str]) -> list[str]:
        """The query's rarer words (see COMMON_WORD_SHARE), rarest first."""
        if len(words) <= 1:
            return words
        words = [w for w in words if w not in STOPWORDS] or words
        missing = [w for w in words if w not in self._df]
        if missing:
            marks = ",".join("?" * len(missing))
            found = dict(
                self.db.execute(
                    f"SELECT term, doc FROM chunks_vocab WHERE term IN ({marks})", missing
                )
            )
            self._df.update({w: found.get(w, 0) for w in missing})
        df = self._df
        total = self.db.execute("SELECT max(id) FROM chunks").fetchone()[0] or 0
        # Words in no chunk match nothing; a small library is searched with every word.
        ranked = sorted((w for w in words if df.get(w, 0) > 0), key=lambda w: df[w])
        cut = max(COMMON_WORD_SHARE * total, 200)
        rare = [w for w in ranked if df[w] <= cut]
        return (rare or ranked[:1])[:MAX_QUERY_WORDS]

    def _chunk_tokens(self, doc_id: int, seq: int) -> int | None:
        row = self.db.execute(
            "SELECT tokens FROM chunks WHERE doc_id=? AND seq=?", (doc_id, seq)
        ).fetchone()
        return None if row is None else row[0]

    def _passage(
        self, doc_id: int, seqs: list[int], snippet: str, hit_seq: int | None = None
    ) -> Passage:
        rows = self.db.execute(
            "SELECT c.page, c.location, c.tokens, f.text, d.path, c.seq FROM chunks c"
            " JOIN chunks_fts f ON f.rowid = c.id JOIN documents d ON d.id = c.doc_id"
            f" WHERE c.doc_id=? AND c.seq IN ({','.join('?' * len(seqs))}) ORDER BY c.seq",
            (doc_id, *seqs),
        ).fetchall()
        pages = sorted({r[0] for r in rows if r[0] is not None})
        locs = list(dict.fromkeys(r[1] for r in rows if r[1]))
        if len(pages) > 1 and all(loc.startswith("page ") for loc in locs):
            location = f"pages {pages[0]}-{pages[-1]}"
        else:
            location = locs[0] if len(locs) == 1 else (f"{locs[0]} to {locs[-1]}" if locs else "")
        # The page cited (and opened) is the one holding the matching chunk, not a neighbour's.
        hit_page = next((r[0] for r in rows if r[5] == hit_seq), None)
        return Passage(
            path=rows[0][4],
            page=hit_page if hit_page is not None else (pages[0] if pages else None),
            location=location,
            text="\n".join(r[3] for r in rows),
            tokens=sum(r[2] for r in rows),
            snippet=snippet,
            seqs=tuple(r[5] for r in rows),
        )

    def whole_passages(self, path: str) -> list[Passage]:
        """A document's full text in order, one passage per page (or sheet, slide, heading), so
        a document attached whole is still cited to the page."""
        row = self.db.execute(
            "SELECT id FROM documents WHERE path=? AND status='indexed'", (os.path.abspath(path),)
        ).fetchone()
        if row is None:
            return []
        groups: list[list[int]] = []
        last: tuple[object, object] | None = None
        for seq, page, loc in self.db.execute(
            "SELECT seq, page, location FROM chunks WHERE doc_id=? ORDER BY seq", (row[0],)
        ):
            if (page, loc) != last:
                groups.append([])
                last = (page, loc)
            groups[-1].append(seq)
        return [self._passage(row[0], g, "", g[0]) for g in groups]

    def whole_text(self, path: str) -> Passage | None:
        """A document's full text in order (for attaching one that fits the context whole)."""
        row = self.db.execute(
            "SELECT id FROM documents WHERE path=? AND status='indexed'", (os.path.abspath(path),)
        ).fetchone()
        if row is None:
            return None
        seqs = [r[0] for r in self.db.execute("SELECT seq FROM chunks WHERE doc_id=?", (row[0],))]
        return self._passage(row[0], sorted(seqs), "")


def _add_grams(db: sqlite3.Connection) -> None:
    """Format 1 -> 2: the index gets the CJK bigram column, built from every chunk's text, in one
    transaction (a kill leaves format 1 whole, done again at the next opening)."""
    columns = [r[1] for r in db.execute("PRAGMA table_info(chunks_fts)")]
    if "grams" in columns:  # a new file: SCHEMA made it so
        return
    db.create_function("ling_grams", 1, cjk.grams, deterministic=True)  # for this step only
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute(FTS_TABLE.format(name="chunks_fts_new"))
        db.execute(
            "INSERT INTO chunks_fts_new(rowid, text, grams)"
            " SELECT rowid, text, ling_grams(text) FROM chunks_fts"
        )
        db.execute("DROP TABLE chunks_vocab")
        db.execute("DROP TABLE chunks_fts")
        db.execute("ALTER TABLE chunks_fts_new RENAME TO chunks_fts")
        db.execute("CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab(chunks_fts, 'row')")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _run(seqs: set[int], seq: int) -> list[int]:
    """The consecutive run of chosen chunks around `seq` (a hit merged with its neighbours)."""
    lo = seq
    while lo - 1 in seqs:
        lo -= 1
    hi = seq
    while hi + 1 in seqs:
        hi += 1
    return list(range(lo, hi + 1))


def _sha256(path: Path) -> str | None:
    import hashlib  # (OpenSSL's, ~5 ms: a search never hashes a file)

    h = hashlib.sha256()
    try:
        with path.open("rb") as f:
            while block := f.read(1 << 20):
                h.update(block)
    except OSError:
        return None
    return h.hexdigest()
