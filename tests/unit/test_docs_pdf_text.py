"""PDF text as search sees it (issue 40): a real typeset PDF keeps its words and its columns'
reading order; line-end hyphens, soft hyphens and ligatures are mended.

The fixture (tests/fixtures/typeset/readme-2col.pdf, 28 KB) is the start of our README set by
groff in two columns with hyphenation (bench/docs/typeset.py); readme-2col.words.json beside it
holds the words PyMuPDF finds on each page, as the index's tokenizer cuts them, written once by
bench/docs/bench_pdf_text.py --fixture-words (so this test needs no PyMuPDF).
"""

from __future__ import annotations

import itertools
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.core.docs import library
from app.core.docs.extract import extract, pdf_text_pages
from app.core.docs.library import Library

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "typeset"
TOKENIZER = "unicode61 remove_diacritics 2"


def _reference() -> dict[int, list[str]]:
    pages = json.loads((FIXTURE / "readme-2col.words.json").read_text())["pages"]
    return {int(k): v for k, v in pages.items()}


def _words(texts: list[str]) -> list[list[str]]:
    """Each text's searchable words in order, cut by the index's own tokenizer."""
    assert TOKENIZER in library.SCHEMA  # the same tokenizer the library indexes with
    db = sqlite3.connect(":memory:")
    db.execute(f"CREATE VIRTUAL TABLE t USING fts5(text, tokenize = '{TOKENIZER}')")
    db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, instance)")
    db.executemany("INSERT INTO t(rowid, text) VALUES(?, ?)", enumerate(texts))
    out: list[list[str]] = [[] for _ in texts]
    for term, doc in db.execute("SELECT term, doc FROM v ORDER BY doc, offset"):
        if len(term) > 1 or term.isdigit():  # what a query can search (query_words)
            out[doc].append(term)
    return out


def test_a_typeset_two_column_pdf_keeps_99_percent_of_its_words_searchable(tmp_path):
    pdf = shutil.copyfile(FIXTURE / "readme-2col.pdf", tmp_path / "readme.pdf")
    with Library(tmp_path / "lib.sqlite3") as lib:
        [result] = lib.add([pdf])
        assert result.status == "indexed"
        lib.db.execute("CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, chunks_fts, instance)")
        rows = lib.db.execute(
            "SELECT c.page, v.term FROM temp.v v JOIN chunks c ON c.id = v.doc"
        ).fetchall()
    indexed: dict[int, set[str]] = {}
    for page, term in rows:
        indexed.setdefault(page, set()).add(term)
    ref = _reference()
    total = sum(len(words) for words in ref.values())
    found = sum(w in indexed.get(page, set()) for page, words in ref.items() for w in words)
    assert total > 1500
    # 0.985 with get_text_bounded (glued words, "li\x02bice6"); the misses left are mostly the
    # reference's own joins of real hyphens (it reads "ling-desk_" as "lingdesk_")
    assert found / total >= 0.99, f"{found}/{total} of the reference's words are searchable"


def test_columns_are_read_in_order():
    ex = extract(FIXTURE / "readme-2col.pdf")
    assert [s.page for s in ex.sections] == [1, 2, 3]
    ours = _words([s.text for s in ex.sections])
    ref = _reference()
    pairs = kept = 0
    for i, words in enumerate(ours):
        have = set(itertools.pairwise(words))
        theirs = list(itertools.pairwise(ref[i + 1]))
        pairs += len(theirs)
        kept += sum(p in have for p in theirs)
    assert kept / pairs >= 0.98  # 0.958 before
    # the sentence that runs from the foot of page 1's left column to the top of its right one
    text = " ".join(ex.sections[0].text.split())
    assert "(Ubuntu 24.04 names GLib’s libglib2.0-0t64). When one is missing, ling-desk" in text


@pytest.mark.parametrize(
    ("pages", "expected"),
    [
        # PDFium's mark for a hyphen ending a line, from get_text_range and get_text_bounded
        (["strings are sin\ufffegle-quoted"], ["strings are single-quoted"]),
        (["strings are sin\x02gle-quoted"], ["strings are single-quoted"]),
        (["LC_MES\ufffeSAGES"], ["LC_MESSAGES"]),
        # a word broken over three lines
        (["hyper\ufffepara\ufffemeter"], ["hyperparameter"]),
        # the document writes it with its hyphen elsewhere: a real one
        (
            ["examples for non\ufffedevelopers", "non-developers too"],
            ["examples for non-developers", "non-developers too"],
        ),
        # ... or whole: joined even in code
        (["LC_MES\uffffSAGES", "see LC_MESSAGES"], ["LC_MESSAGES", "see LC_MESSAGES"]),
        # code (fixed pitch) whose second half is a word of the document: a real hyphen
        (
            ["run update\uffffalternatives", "alternatives are links"],
            ["run update-alternatives", "alternatives are links"],
        ),
        # ... whose second half is a word only there: joined (groff hyphenates code too)
        (["apt install libxcb-cur\uffffsor0 now"], ["apt install libxcb-cursor0 now"]),
        # not letters on both sides: kept
        (["on 2023\ufffe03-22"], ["on 2023-03-22"]),
        # soft hyphens: dropped, and a line broken at one joined
        (["hy\xadphen and line\xad\nbreak"], ["hyphen and linebreak"]),
        # ligatures spelt out; PDFium's CRLF as one newline
        (
            ["e\ufb03cient \ufb01le \ufb02ow \ufb00 \ufb04\r\nnext\rlast"],
            ["efficient file flow ff ffl\nnext\nlast"],
        ),
    ],
)
def test_pdf_text_is_mended(pages, expected):
    assert pdf_text_pages(pages) == expected
