"""What one document may bring into the library (issue 35 item 8) and a file replaced while it is
read (item 5), through the real extraction worker and a real SQLite library."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.core.docs import extract
from app.core.docs.extract import CHUNK_CHARS, MAX_DOC_CHARS, MAX_DOC_CHUNKS, ExtractError
from app.core.docs.library import Library
from app.core.docs.sandbox import Extractor
from tests.support.docs_make import make_shared_string_xlsx, make_xlsx


def test_a_shared_string_xlsx_is_refused_for_its_text_and_adds_no_chunks(lib, tmp_path):
    # 5,000 rows x 10 cells, each naming one 400-character string: 20 M characters from a file
    # of a few hundred KB (the reported one: 1.3 MB, 428,358 chunks, 1.5 GB in the window).
    bomb = make_shared_string_xlsx(tmp_path / "shared.xlsx", rows=5000, cols=10, string_chars=400)
    assert bomb.stat().st_size < 1_000_000
    [r] = lib.add([bomb])
    assert (r.status, r.reason, r.chunks) == ("failed", "too_large", 0)
    assert r.error is not None and f"more than {MAX_DOC_CHARS:,} characters" in r.error
    [doc] = lib.documents()
    assert (doc.status, doc.chunks, doc.error) == ("failed", 0, r.error)
    assert lib.db.execute("SELECT count(*) FROM chunks").fetchone()[0] == 0
    assert not lib.search("Shardwort")


def test_the_same_xlsx_within_the_limits_is_indexed(lib, tmp_path):
    small = make_shared_string_xlsx(tmp_path / "ok.xlsx", rows=60, cols=3, string_chars=40)
    [r] = lib.add([small])
    assert r.status == "indexed" and r.chunks >= 1
    assert lib.search("Shardwort")[0].location.startswith("sheet Data, rows")


def test_a_sheet_declaring_the_whole_grid_is_refused_for_its_cells(extractor, tmp_path):
    # Two filled cells, 17 billion to walk: refused by the cell count, not left to the timeout.
    grid = make_shared_string_xlsx(tmp_path / "grid.xlsx", rows=1, cols=1, whole_grid=True)
    with pytest.raises(ExtractError) as info:
        extractor.read_chunks(grid)
    assert info.value.reason == "too_large"
    assert f"more than {extract.MAX_DOC_CELLS:,} spreadsheet cells" in info.value.message


def test_a_document_of_too_many_passages_is_refused_by_the_worker(extractor, tmp_path):
    # Few characters, many sections (a heading each): the chunk bound, not the character one.
    md = tmp_path / "many.md"
    md.write_text("".join(f"# H{i}\nword{i}\n" for i in range(MAX_DOC_CHUNKS + 10)))
    with pytest.raises(ExtractError) as info:
        extractor.read_chunks(md)
    assert info.value.reason == "too_large"
    assert f"more than {MAX_DOC_CHUNKS:,} passages" in info.value.message
    # The same file's sections (not chunks) are still given to a caller that asks for them.
    assert len(extractor.extract(md).sections) == MAX_DOC_CHUNKS + 10


def test_the_library_gets_chunks_cut_in_the_worker(extractor, tmp_path):
    """The worker answers with the library's chunks, each at most CHUNK_CHARS: the caller (the
    window) never holds a document's sections whole nor cuts them itself."""
    text = tmp_path / "long.txt"
    text.write_text(("A sentence about lighthouses and their keepers. " * 40 + "\n\n") * 300)
    ex, read = extractor.read_chunks(text)
    assert len(ex.sections) > 300
    assert max(len(s.text) for s in ex.sections) <= CHUNK_CHARS
    assert (read.size, read.mtime_ns) == (text.stat().st_size, text.stat().st_mtime_ns)
    raw_sections = extractor.extract(text).sections
    assert max(len(s.text) for s in raw_sections) > CHUNK_CHARS  # so the cut was the worker's


def test_cells_are_counted_empty_ones_included(monkeypatch, tmp_path):
    # In this process (the worker runs the same function): a smaller bound, a real XLSX.
    monkeypatch.setattr(extract, "MAX_DOC_CELLS", 1000)
    rows: list[list[object]] = [["name", "n", None, None]] + [
        [f"r{i}", i, None, None] for i in range(300)
    ]
    xlsx = make_xlsx(tmp_path / "cells.xlsx", {"S": rows})
    with pytest.raises(ExtractError) as info:
        extract.extract_read(xlsx)
    assert (
        info.value.reason == "too_large"
        and "more than 1,000 spreadsheet cells" in info.value.message
    )
    monkeypatch.setattr(extract, "MAX_DOC_CELLS", 2000)
    assert extract.extract_read(xlsx)[0].sections


class _Swapping(Extractor):
    """The real worker; after it has read the file, the file is replaced by its next version
    (a save by an editor: a new file renamed over the old one), `swaps` times."""

    def __init__(self, path: Path, versions: list[str], swaps: int) -> None:
        super().__init__()
        self.path, self.versions, self.swaps, self.done = path, versions, swaps, 0

    def _swap(self) -> None:
        if self.done < self.swaps:
            self.done += 1
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(self.versions[self.done])
            os.utime(tmp, ns=(10**18 + self.done * 10**9,) * 2)  # each version its own mtime
            os.replace(tmp, self.path)

    def read_chunks(self, path, password=None):  # type: ignore[no-untyped-def]
        out = super().read_chunks(path, password)
        self._swap()
        return out

    def extract(self, path, password=None):  # type: ignore[no-untyped-def]
        out = super().extract(path, password)
        self._swap()
        return out


def _versions() -> list[str]:
    # The same size each: only the mtime, the inode and the content tell them apart.
    return [
        f"Report version {w}: the harbour holds {w} ships.\n" * 20
        for w in ("Alpha", "Bravo", "Cobra", "Delta")
    ]


def test_a_file_replaced_while_it_is_read_is_read_again(tmp_path):
    doc = tmp_path / "report.txt"
    versions = _versions()
    doc.write_text(versions[0])
    with (
        _Swapping(doc, versions, swaps=1) as ex,
        Library(tmp_path / "lib.sqlite3", extractor=ex) as lib,
    ):
        [r] = lib.add([doc])
        assert r.status == "indexed"
        assert lib.search("Bravo") and not lib.search("Alpha")
        assert lib.add([doc])[0].status == "unchanged"  # now it is: the disk holds Bravo


def test_a_file_that_never_holds_still_is_read_again_at_the_next_add(tmp_path):
    doc = tmp_path / "report.txt"
    versions = _versions()
    doc.write_text(versions[0])
    with (
        _Swapping(doc, versions, swaps=3) as ex,
        Library(tmp_path / "lib.sqlite3", extractor=ex) as lib,
    ):
        assert lib.add([doc])[0].status == "indexed"  # kept as last read; the disk moved on
        assert doc.read_text() == versions[3]
        [again] = lib.add([doc])
        assert again.status == "indexed"  # not "unchanged": what was read is not on the disk
        assert lib.search("Delta") and not lib.search("Alpha") and not lib.search("Cobra")
        assert lib.add([doc])[0].status == "unchanged"


@pytest.mark.parametrize("name", ["t.csv", "t.txt", "t.md", "t.html"])
def test_the_character_bound_holds_for_every_format(monkeypatch, tmp_path, name):
    # In this process, a smaller bound: tables are counted row by row, the rest once parsed.
    monkeypatch.setattr(extract, "MAX_DOC_CHARS", 1000)
    f = tmp_path / name
    f.write_text("".join(f"cell{i},value {i}\n" for i in range(200)))
    with pytest.raises(ExtractError) as info:
        extract.extract_read(f)
    assert info.value.reason == "too_large" and "more than 1,000 characters" in info.value.message
    monkeypatch.setattr(extract, "MAX_DOC_CHARS", 10_000)
    assert extract.extract_read(f)[0].sections
