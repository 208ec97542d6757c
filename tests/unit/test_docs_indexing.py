"""Indexing into the document library at its edges, on a real SQLite file with the real
extraction worker: what a failure records, a file gone from an added folder, an edited file.
Written from surviving mutants (tests/MUTATION.md, group `library`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.docs.library import Library
from app.core.docs.sandbox import Extractor


@pytest.fixture(scope="module")
def extractor():
    with Extractor() as e:
        yield e


@pytest.fixture
def lib(tmp_path, extractor):
    with Library(tmp_path / "data" / "documents.sqlite3", extractor=extractor) as lib:
        yield lib


def test_a_path_that_cannot_be_read_is_listed_with_why(lib, tmp_path):
    gone = tmp_path / "gone.md"
    [r] = lib.add([gone])
    assert (r.status, r.reason) == ("failed", "unreadable")
    assert r.error is not None and r.error.startswith("cannot be read")
    [info] = lib.documents()
    assert (info.path, info.status, info.error) == (str(gone), "failed", r.error)


def test_a_file_that_fails_keeps_its_size_so_an_unchanged_one_is_known(lib, tmp_path):
    fake = tmp_path / "fake.pdf"
    fake.write_bytes(b"\0\1\2" * 100)
    [r] = lib.add([fake])
    assert r.status == "failed"
    [info] = lib.documents()
    assert (info.status, info.size, info.chunks, info.tokens) == ("failed", 300, 0, 0)
    row = lib.db.execute("SELECT mtime_ns FROM documents").fetchone()
    assert row[0] == fake.stat().st_mtime_ns


def test_a_file_gone_from_an_added_folder_leaves_no_trace_in_the_file(lib, tmp_path):
    secret = "Quixotrombone"
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "keep.md").write_text("Harbour notes.\n")
    (folder / "s.md").write_text(f"The code word is {secret}.\n" * 50)
    lib.add([folder])
    assert lib.search(secret)
    (folder / "s.md").unlink()
    results = {Path(r.path).name: r.status for r in lib.add([folder])}
    assert results == {"keep.md": "unchanged", "s.md": "removed"}
    assert not lib.search(secret)
    lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = lib.path.read_bytes() + Path(f"{lib.path}-wal").read_bytes()
    assert secret.lower().encode() not in raw.lower()


def test_an_edited_file_is_indexed_anew_with_only_its_new_text(lib, tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text("# One\nZeppelins at dawn.\n")
    lib.add([doc])
    doc.write_text("# Two\nAirships at dusk, longer text now.\n")
    [r] = lib.add([doc])
    assert r.status == "indexed"
    assert lib.search("zeppelins") == [] and lib.search("airships")
    assert lib.db.execute("SELECT count(*) FROM chunks").fetchone()[0] == 1
    assert lib.db.execute("SELECT count(*) FROM chunks_fts").fetchone()[0] == 1
