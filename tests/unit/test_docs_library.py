"""The library on a real SQLite file with the real extraction worker: sync, state, removal,
search, retrieval within a budget, and the cited document block."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

from app.core.docs.extract import Section
from app.core.docs.kinds import chunk_sections
from app.core.docs.library import Library, fts_query
from app.core.docs.prompt import build_document_block, fits_whole
from app.core.docs.tokens import TokenCounter, estimate_tokens
from app.core.docs.walk import WalkLimits
from tests.support.docs_make import make_docx, make_pdf, make_zip_bomb

KNOWN = "The lighthouse keeper counted forty-two ships on Tuesday."
FILLER = [f"Filler line {i} about nothing in particular, weather and tides." for i in range(40)]


def _corpus(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    make_pdf(folder / "report.pdf", [FILLER, FILLER, [*FILLER[:5], KNOWN, *FILLER[5:]]])
    make_docx(folder / "memo.docx", [("Heading1", "Budget"), (None, "Paper costs twelve euros.")])
    (folder / "notes.md").write_text("# Notes\nThe harbour opens at six.\n")
    return folder


def test_file_is_private_and_secure_delete_on(lib):
    assert stat.S_IMODE(lib.path.stat().st_mode) == 0o600
    assert lib.db.execute("PRAGMA secure_delete").fetchone()[0] == 1


def test_add_folder_then_search_cites_the_page(lib, tmp_path):
    folder = _corpus(tmp_path / "docs")
    results = {Path(r.path).name: r for r in lib.add([folder])}
    assert {n: r.status for n, r in results.items()} == {
        "memo.docx": "indexed",
        "notes.md": "indexed",
        "report.pdf": "indexed",
    }
    assert results["report.pdf"].pages == 3 and results["report.pdf"].chunks >= 3
    [best, *_] = lib.search("how many ships did the keeper count")
    assert Path(best.path).name == "report.pdf"
    assert (best.page, best.location) == (3, "page 3")
    assert "forty" in best.snippet and best.score > 0


def test_sync_unchanged_edited_deleted(lib, tmp_path):
    folder = _corpus(tmp_path / "docs")
    lib.add([folder])
    again = {Path(r.path).name: r.status for r in lib.add([folder])}
    assert set(again.values()) == {"unchanged"}
    # touched but same bytes: unchanged (hash), edited: indexed again, deleted: removed
    os.utime(folder / "memo.docx", ns=(1, 1))
    (folder / "notes.md").write_text("# Notes\nThe harbour now opens at seven.\n")
    (folder / "report.pdf").unlink()
    third = {Path(r.path).name: r.status for r in lib.add([folder])}
    assert third == {"memo.docx": "unchanged", "notes.md": "indexed", "report.pdf": "removed"}
    assert lib.search("seven") and not lib.search("six")
    assert not lib.search("lighthouse keeper")
    assert sorted(Path(d.path).name for d in lib.documents()) == ["memo.docx", "notes.md"]


def test_failed_files_are_listed_with_why_and_the_rest_indexed(lib, tmp_path):
    folder = _corpus(tmp_path / "docs")
    make_pdf(folder / "locked.pdf", [[KNOWN]], password="pw")
    make_zip_bomb(folder / "bomb.xlsx")
    (folder / "fake.pdf").write_bytes(b"\0\1\2" * 100)
    results = {Path(r.path).name: r for r in lib.add([folder])}
    assert results["locked.pdf"].status == "failed" and "encrypted" in results["locked.pdf"].error
    assert "zip bomb" in results["bomb.xlsx"].error
    assert "not a PDF" in results["fake.pdf"].error
    assert results["report.pdf"].status == "indexed"
    listed = {Path(d.path).name: d for d in lib.documents()}
    assert listed["locked.pdf"].status == "failed" and "encrypted" in listed["locked.pdf"].error
    # a password given for it indexes it
    [r] = lib.add([folder / "locked.pdf"], passwords={str(folder / "locked.pdf"): "pw"})
    assert r.status == "indexed"


def test_a_file_edited_into_garbage_fails_and_loses_its_old_text(lib, tmp_path):
    doc = make_docx(tmp_path / "m.docx", [(None, KNOWN)])
    assert lib.add([doc])[0].status == "indexed" and lib.search("lighthouse")
    doc.write_bytes(b"PK\x03\x04 truncated")
    [r] = lib.add([doc])
    assert r.status == "failed" and r.error
    assert lib.search("lighthouse") == []
    [info] = lib.documents()
    assert (info.status, info.chunks) == ("failed", 0)


def test_remove_takes_the_text_out_of_the_file(lib, tmp_path):
    secret = "Zanzibarquux"
    (tmp_path / "s.txt").write_text(f"The code word is {secret}.\n" * 50)
    lib.add([tmp_path / "s.txt"])
    assert lib.search(secret)
    [r] = lib.remove([tmp_path / "s.txt"])
    assert r.status == "removed" and not lib.search(secret)
    lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = lib.path.read_bytes() + Path(f"{lib.path}-wal").read_bytes()
    assert secret.lower().encode() not in raw.lower()
    assert lib.remove([tmp_path / "s.txt"])[0].status == "failed"


def test_symlink_loop_and_bounded_walk(lib, tmp_path):
    folder = tmp_path / "loop"
    (folder / "a").mkdir(parents=True)
    (folder / "a" / "back").symlink_to(folder)  # a -> back -> folder -> a ...
    (folder / "self.txt").symlink_to(folder / "self.txt")
    (folder / "a" / "x.txt").write_text("loop text here")
    results = lib.add([folder])
    statuses = {Path(r.path).name: r.status for r in results}
    assert statuses["x.txt"] == "indexed" and statuses["self.txt"] == "failed"
    many = tmp_path / "many"
    many.mkdir()
    for i in range(30):
        (many / f"f{i:02}.txt").write_text(f"file {i}")
    res = lib.add([many], limits=WalkLimits(max_files=10))
    assert sum(r.status == "indexed" for r in res) == 10
    assert res[-1].status == "failed" and "stopped after 10 files" in res[-1].error


def test_kill_during_indexing_leaves_it_consistent(tmp_path):
    """A real SIGKILL of a process writing a 3,000-chunk document over and over (the write path
    only, so the kill lands mid-write): afterwards the document's chunk count matches its
    chunks, and every chunk has its text (one transaction a file)."""
    db = tmp_path / "lib.sqlite3"
    code = (
        "import os, sys\n"
        "from app.core.docs.library import Library\n"
        "from pathlib import Path\n"
        "from app.core.docs.extract import Extracted, Read, Section\n"
        "lib = Library(sys.argv[1])\n"
        "chunks = [Section(f'chunk {i} ' * 20, i // 10 + 1, 'page') for i in range(3000)]\n"
        "ex = Extracted('pdf', 300, chunks)\n"
        "print('go', flush=True)\n"
        "while True: lib._store(Path(sys.argv[2]), Read(1, 1, 'x'), ex)\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(db), str(tmp_path / "big.pdf")],
        stdout=subprocess.PIPE,
        start_new_session=True,
    )
    assert proc.stdout.readline() == b"go\n"
    import sqlite3
    import time

    check = sqlite3.connect(db, timeout=30)
    while check.execute("SELECT count(*) FROM chunks").fetchone()[0] < 3000:
        time.sleep(0.05)  # waiting for one whole write, then into the next: not timing it
    time.sleep(0.3)
    os.killpg(proc.pid, 9)
    proc.wait()
    check.close()
    with Library(db) as lib:
        rows = lib.db.execute(
            "SELECT d.chunks, (SELECT count(*) FROM chunks c WHERE c.doc_id = d.id)"
            " FROM documents d"
        ).fetchall()
        orphans = lib.db.execute(
            "SELECT count(*) FROM chunks c LEFT JOIN chunks_fts f ON f.rowid = c.id"
            " WHERE f.rowid IS NULL"
        ).fetchone()[0]
        assert rows == [(3000, 3000)] and orphans == 0
        assert lib.db.execute("SELECT count(*) FROM chunks_fts").fetchone()[0] == 3000
        assert lib.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_retrieve_brings_neighbours_within_budget(lib, tmp_path):
    lines = [f"Section {i}: routine maintenance log entry number {i}." for i in range(200)]
    lines[100] = KNOWN
    (tmp_path / "log.txt").write_text("\n\n".join(lines))
    lib.add([tmp_path / "log.txt"])
    passages = lib.retrieve("how many ships did the lighthouse keeper count", budget_tokens=2000)
    assert passages and KNOWN in passages[0].text
    first = passages[0]
    assert first.text.index(KNOWN) > 0  # the chunk before came with it
    assert sum(p.tokens for p in passages) <= 2000
    assert lib.retrieve("lighthouse keeper ships", budget_tokens=10) == []


def test_document_block_labels_and_sources(lib, tmp_path):
    folder = _corpus(tmp_path / "docs")
    lib.add([folder])
    passages = lib.retrieve("ships keeper", 4000)
    block = build_document_block(passages)
    assert block.text.startswith("The user has shared the documents below.")
    # the hit is on page 3; the chunk before it (page 2) comes with it
    assert "[1] report.pdf, pages 2-3" in block.text
    assert block.sources[0].n == 1 and block.sources[0].page == 3
    assert block.sources[0].path.endswith("report.pdf")
    # the same passages give the same bytes: the prefix cache can reuse them
    assert build_document_block(lib.retrieve("ships keeper", 4000)).text == block.text
    later = build_document_block(lib.retrieve("paper costs", 4000), first_number=2)
    assert later.text.startswith("[2] memo.docx, heading Budget")


def test_chunks_keep_location_and_fit(tmp_path):
    chunks = chunk_sections([Section("word " * 1000, 7, "page 7"), Section("short", None, "x")])
    assert all(len(c.text) <= 1200 for c in chunks)
    assert {(c.page, c.location) for c in chunks} == {(7, "page 7"), (None, "x")}


def test_query_with_fts_syntax_is_safe(lib, tmp_path):
    (tmp_path / "q.txt").write_text("quotes and NEAR operators")
    lib.add([tmp_path / "q.txt"])
    for q in ('"unbalanced', "NEAR(", "a AND OR NOT", "*", "col:value", ")))"):
        lib.search(q)  # never an error
    assert fts_query("!!!") is None and lib.search("!!!") == []


def test_token_estimate_and_fit():
    counter = TokenCounter(None)
    assert not counter.exact and "estimate" in counter.source
    assert estimate_tokens("x" * 36) == 10
    assert fits_whole(50_000, 262_144) and not fits_whole(260_000, 262_144)


def test_accents_and_common_words_in_a_large_library(lib, tmp_path):
    paras = [f"Ship {i} sailed from the harbour with ordinary cargo." for i in range(600)]
    paras[321] = "Ship 321 sailed from the harbour carrying crème brûlée for the café."
    (tmp_path / "log.md").write_text("\n\n".join(paras))
    [r] = lib.add([tmp_path / "log.md"])
    assert r.chunks > 20
    # "ship", "sailed", "harbour" are in every chunk: the rare words decide
    [best, *_] = lib.search("which ship sailed from the harbour with creme brulee for the cafe")
    assert "crème brûlée" in best.snippet
    assert lib.search("Crème Brûlée")[0].chunk_id == best.chunk_id
