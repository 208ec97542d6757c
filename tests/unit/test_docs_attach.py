"""Attaching documents to a conversation: whole when they fit, searched when not, follow-ups."""

from __future__ import annotations

import os

import pytest

from app.core.docs.attach import ChatDocs, attach, follow_up, prepare
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


# --- an attachment belongs to its conversation (issue 35 item 7) -----------------------------

SECRET = "The vault combination is pelican marmalade ninety-one."


def _stored_bytes(folder) -> bytes:
    """Every byte of every file under the data folder (the SQLite files, their WAL and shm)."""
    return b"".join(p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file())


@pytest.fixture
def chat(tmp_path, extractor):
    data = tmp_path / "data"
    with Library(data / "documents.sqlite3", extractor=extractor) as lib:
        docs = ChatDocs.open(lib, data)
        yield docs
        docs.close()


def test_an_attachment_is_read_but_never_joins_the_library(chat, tmp_path):
    [a] = chat.attach([_report(tmp_path)])
    assert a.status == "indexed" and a.library is None
    assert chat.library.documents() == [] and chat.library.search("lighthouse keeper") == []
    p = prepare(chat, "how many ships?", 262_144, [a])
    assert p.mode == "whole" and KNOWN in p.block.text
    # Too long to go whole, it is still searched within the conversation.
    q = prepare(chat, "how many ships did the lighthouse keeper count", 12_000, [a])
    assert q.mode == "search" and KNOWN in q.block.text and q.paths == [a.path]
    later = follow_up(chat, q, "why did the ferry timetable change", 2000, len(q.block.sources))
    assert OTHER in later.text
    # The Library switch searches the library, where the attachment is not.
    r = prepare(chat, "lighthouse keeper ships", 262_144, [], use_library=True)
    assert r.block.sources == []


def test_a_failed_attachment_never_joins_the_library_even_when_asked(chat, tmp_path):
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    [bad] = chat.attach([broken], add_to_library=True)
    assert bad.status == "failed" and "not added" in (bad.library or "")
    assert chat.library.documents() == [] and chat.library.roots() == []


def test_also_add_to_library_adds_it_as_docs_add_would(chat, tmp_path):
    [a] = chat.attach([_report(tmp_path, 12)], add_to_library=True)
    assert a.library == "added"
    [doc] = chat.library.documents()
    assert doc.path == a.path and doc.status == "indexed"
    assert chat.library.roots() == [a.path]  # kept up to date by sync, as `docs add` keeps it
    assert chat.library.search("lighthouse keeper")[0].path == a.path
    [b] = chat.attach([a.path], add_to_library=True)  # Use in chat, then ticked again
    assert b.library == "already in the library" and len(chat.library.documents()) == 1


def test_the_library_switch_searches_the_library_and_a_long_attachment_together(chat, tmp_path):
    chat.library.add([make_pdf(tmp_path / "ferry.pdf", [[OTHER]])])
    [a] = chat.attach([_report(tmp_path, 12)])  # too long for a 12,000-token context
    p = prepare(chat, "lighthouse keeper ferry timetable", 12_000, [a], use_library=True)
    assert p.mode == "search"
    assert {os.path.basename(s.path) for s in p.block.sources} == {"ferry.pdf", "report.pdf"}
    assert p.library and p.paths == [a.path]


def test_an_attachment_that_fits_wins_over_the_library_switch(chat, tmp_path):
    """Issue 39: the Library switch left on replaced an attached PDF by library passages."""
    chat.library.add([make_pdf(tmp_path / "ferry.pdf", [[OTHER]])])
    [a] = chat.attach([_report(tmp_path, 12)])
    p = prepare(chat, "lighthouse keeper ferry timetable", 262_144, [a], use_library=True)
    assert p.mode == "whole" and not p.library
    assert [s.page for s in p.block.sources] == list(range(1, 13))  # every page, in order
    assert {os.path.basename(s.path) for s in p.block.sources} == {"report.pdf"}
    assert KNOWN in p.block.text and OTHER not in p.block.text
    assert "the library was not searched: the attached documents fit whole" in p.note


def test_an_encrypted_attachment_text_is_never_written_to_disk(chat, tmp_path):
    locked = make_pdf(tmp_path / "locked.pdf", [[SECRET]], password="pw")
    [bad] = chat.attach([locked])
    assert bad.reason == "encrypted"
    [a] = chat.attach([locked], passwords={str(locked): "pw"}, add_to_library=True)
    assert a.status == "indexed" and a.protected
    assert a.library is not None and "encrypted" in a.library  # kept out of the library
    p = prepare(chat, "vault combination", 262_144, [a])
    assert SECRET in p.block.text and p.protected == [str(locked)]
    assert "in memory only" in p.note
    chat.keep("conv-1", [a.path])
    for store in (chat.library, chat.files):
        store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    stored = _stored_bytes(tmp_path / "data")
    assert b"pelican" not in stored and b"marmalade" not in stored
    assert chat.library.documents() == [] and chat.library.search("pelican marmalade") == []


def test_attachments_leave_with_the_last_conversation_that_holds_them(chat, tmp_path):
    [a] = chat.attach([_report(tmp_path, 12)])
    [b] = chat.attach([make_pdf(tmp_path / "ferry.pdf", [[OTHER]])])
    chat.keep("one", [a.path, b.path])
    chat.keep("two", [a.path])
    assert chat.release({"one", "two"}) == []
    assert chat.release({"two"}) == [b.path]  # "one" was deleted: only "two" holds report.pdf
    assert [d.path for d in chat.files.documents()] == [a.path]
    assert chat.release(set()) == [a.path] and chat.files.documents() == []
    chat.files.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert b"lighthouse keeper" not in _stored_bytes(tmp_path / "data")


def test_a_folder_attached_with_also_add_puts_only_its_readable_files_in_the_library(
    chat, tmp_path
):
    folder = tmp_path / "papers"
    folder.mkdir()
    good = make_pdf(folder / "keeper.pdf", [[KNOWN]])
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 truncated")
    found = {os.path.basename(a.path): a for a in chat.attach([folder], add_to_library=True)}
    assert found["keeper.pdf"].library == "added" and found["broken.pdf"].status == "failed"
    assert [d.path for d in chat.library.documents()] == [str(good)]
    # Attached again later, it is read from the library (no second copy beside it).
    [again] = chat.attach([good])
    assert again.status == "unchanged" and chat.whole_passages(str(good))[0].text == KNOWN


def test_ask_keeps_its_documents_in_memory_only(lib, tmp_path):
    docs = ChatDocs(lib)  # as `ask` opens it: no attachments file
    [a] = docs.attach([make_pdf(tmp_path / "keeper.pdf", [[KNOWN]])])
    assert a.status == "indexed" and not a.protected  # nothing to keep off disk: nothing kept
    p = prepare(docs, "lighthouse keeper", 262_144, [a])
    assert KNOWN in p.block.text and "memory only" not in p.note
    docs.close()
    assert lib.documents() == [] and not list(tmp_path.rglob("attachments*"))
    lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert b"lighthouse keeper" not in b"".join(p.read_bytes() for p in tmp_path.glob("*.sqlite3*"))
