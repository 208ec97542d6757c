"""Indexing into the document library at its edges, on a real SQLite file with the real
extraction worker: what a failure records, a file gone from an added folder, an edited file.
Written from surviving mutants (tests/MUTATION.md, group `library`)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.core.docs.extract import Section
from app.core.docs.kinds import chunk_sections
from app.core.docs.library import FileResult
from app.core.docs.walk import WalkLimits


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


def test_a_link_to_nothing_is_a_failure_with_its_reason_and_is_listed(lib, tmp_path):
    link = tmp_path / "dangling.md"
    link.symlink_to(tmp_path / "nowhere.md")
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "ok.md").write_text("Harbour notes.")
    (folder / "dang.md").symlink_to(tmp_path / "nowhere2.md")
    seen: list[FileResult] = []
    results = lib.add([link, folder], progress=seen.append)
    assert results == seen
    assert results[0] == FileResult(
        str(link), "failed", "cannot be read: No such file or directory", reason="unreadable"
    )
    assert results[2] == FileResult(
        str(folder / "dang.md"), "failed", "a broken or looping symbolic link", reason="unreadable"
    )
    listed = {d.path: (d.status, d.error) for d in lib.documents()}
    assert listed[str(link)] == ("failed", "cannot be read: No such file or directory")
    assert listed[str(folder / "dang.md")] == ("failed", "a broken or looping symbolic link")


def test_a_file_without_text_fails_as_such_and_keeps_its_size(lib, tmp_path):
    empty = tmp_path / "empty.md"
    empty.write_text("  \n\n ")
    [r] = lib.add([empty])
    assert r == FileResult(str(empty), "failed", "no text in it", 1, reason="no_text")
    [info] = lib.documents()
    assert (info.status, info.error, info.size) == ("failed", "no text in it", 5)
    fake = tmp_path / "fake.pdf"
    fake.write_bytes(b"\0\1\2" * 100)
    [r] = lib.add([fake])
    assert (r.status, r.reason) == ("failed", "binary")


def test_an_unchanged_file_is_skipped_with_its_counts_and_a_same_size_edit_is_not(lib, tmp_path):
    doc = tmp_path / "n.md"
    doc.write_text("# One\nZeppelins at dawn.\n")
    [first] = lib.add([doc])
    assert lib.add([doc]) == [FileResult(str(doc), "unchanged", None, first.pages, first.chunks)]
    # Touched only (same bytes, a new time): still unchanged, and the new time is kept.
    st = doc.stat()
    os.utime(doc, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert lib.add([doc]) == [FileResult(str(doc), "unchanged", None, first.pages, first.chunks)]
    kept = lib.db.execute("SELECT mtime_ns FROM documents").fetchone()[0]
    assert kept == doc.stat().st_mtime_ns
    # Other bytes of the same size, a new time: indexed anew.
    doc.write_text("# One\nAirships at dusky.\n")
    assert doc.stat().st_size == st.st_size
    os.utime(doc, ns=(st.st_atime_ns, st.st_mtime_ns + 9_000_000_000))
    assert lib.add([doc])[0].status == "indexed"
    assert lib.search("airships") and not lib.search("zeppelins")


def test_a_walk_cut_short_says_so_and_removes_nothing(lib, tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    for i in range(3):
        (folder / f"{i}.md").write_text(f"Note {i}.")
    lib.add([folder])
    results = lib.add([folder], limits=WalkLimits(max_files=2))
    assert results[-1] == FileResult(
        str(folder),
        "failed",
        "stopped after 2 files (the most one add takes); the rest of this folder was not added "
        "(add its subfolders instead)",
        reason="too_many",
    )
    assert len(lib.documents()) == 3  # the file not walked is not taken for deleted


@pytest.mark.parametrize(
    "text,size,want",
    [("aaaa\n\nbbbb", 9, ["aaaa\nbbbb"]),  # 4 + 1 + 4: fits exactly
     ("aaaa\n\nbbbbb", 9, ["aaaa", "bbbbb"]),
     ("abcdefghij", 10, ["abcdefghij"]),  # a line of exactly the size stays whole
     ("abcdefg hijklmno", 10, ["abcdefg", "hijklmno"]),  # cut at the last space
     ("ab cdefg hijklmnop", 10, ["ab cdefg", "hijklmnop"]),
     ("ab cdefghijklmnop", 10, ["ab cdefghi", "jklmnop"]),  # a space too early: a hard cut
     ("abcde fghijklmno", 10, ["abcde fghi", "jklmno"])],  # at exactly half: a hard cut too
)  # fmt: skip
def test_chunks_are_cut_at_the_size_on_the_last_space_past_half(text, size, want):
    chunks = chunk_sections([Section("", None, "x"), Section(text, 3, "page 3")], size=size)
    assert [c.text for c in chunks] == want
    assert {(c.page, c.location) for c in chunks} == {(3, "page 3")}
