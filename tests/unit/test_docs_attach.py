"""Attaching documents to a conversation: whole when they fit, searched when not, follow-ups."""

from __future__ import annotations

import pytest

from app.core.docs.attach import attach, follow_up, prepare
from app.core.docs.library import Library
from tests.support.docs_make import make_pdf

KNOWN = "The lighthouse keeper counted forty-two ships on Tuesday."
OTHER = "The ferry timetable changed in March because of the storms."


def _page(i: int) -> list[str]:
    return [f"Page {i} line {j}: routine notes on tides, weather and supplies." for j in range(40)]


@pytest.fixture
def lib(tmp_path, extractor):
    with Library(tmp_path / "documents.sqlite3", extractor=extractor) as lib:
        yield lib


def _report(tmp_path, pages: int = 30):
    body = [_page(i) for i in range(1, pages + 1)]
    if pages >= 12:
        body[11] = [*body[11][:20], KNOWN, *body[11][20:]]
    if pages >= 25:
        body[24] = [*body[24][:10], OTHER, *body[24][10:]]
    return make_pdf(tmp_path / "report.pdf", body)


def test_a_document_that_fits_goes_in_whole_cited_by_page(lib, tmp_path):
    [a] = attach(lib, [_report(tmp_path, 4)])
    assert (a.status, a.pages) == ("indexed", 4) and a.tokens > 0
    p = prepare(lib, "how many ships?", context_tokens=262_144, attachments=[a])
    assert p.mode == "whole"
    assert p.note.startswith(f"Attached whole: report.pdf (4 pages, {a.tokens:,} tokens)")
    assert [s.page for s in p.block.sources] == [1, 2, 3, 4]
    assert "[4] report.pdf, page 4" in p.block.text
    assert 0 < p.context_left < 262_144 - p.tokens + 1
    assert follow_up(lib, p, "ferry", 4000, len(p.block.sources)).text == ""


def test_too_long_is_searched_and_follow_ups_add_only_new_passages(lib, tmp_path):
    [a] = attach(lib, [_report(tmp_path)])
    p = prepare(lib, "how many ships did the lighthouse keeper count", 12_000, [a])
    assert p.mode == "search"
    assert "too long to attach whole (room for 3,808)" in p.note
    assert KNOWN in p.block.text and p.block.sources[0].page == 12
    assert p.tokens < 12_000
    later = follow_up(lib, p, "why did the ferry timetable change", 2000, len(p.block.sources))
    n = len(p.block.sources) + 1
    assert later.text.startswith(f"[{n}] report.pdf, page")
    assert OTHER in later.text and later.sources[0].page == 25
    # the same question again brings nothing the conversation does not already hold
    assert follow_up(lib, p, "why did the ferry timetable change", 2000, n).sources == []


def test_failed_attachment_is_said_and_the_library_can_be_searched(lib, tmp_path):
    locked = make_pdf(tmp_path / "locked.pdf", [[KNOWN]], password="pw")
    attach(lib, [_report(tmp_path, 12)])
    [bad] = attach(lib, [locked])
    p = prepare(lib, "lighthouse keeper ships", 262_144, [bad])
    assert p.mode == "none" and "locked.pdf: encrypted" in p.note
    q = prepare(lib, "lighthouse keeper ships", 262_144, [bad], use_library=True)
    assert q.mode == "search" and q.block.sources[0].path.endswith("report.pdf")
    assert q.note.startswith("Searched the library")
