"""Documents in a conversation's messages: the stored block is what is sent, byte for byte, and
an answer's sources are the passages it cites (else how many it was given, said in one line)."""

from __future__ import annotations

from app.core.chat.docs import (
    DOCS,
    SOURCES,
    UNCITED,
    UNSAVED,
    answer_meta,
    cited_numbers,
    cited_words,
    passage_for,
    shown_sources,
    thread_docs,
)
from app.core.chat.model import DONE, Conversation
from app.core.chat.payload import build_payload
from app.core.docs.library import Passage
from app.core.docs.prompt import build_document_block
from app.core.settings import Sampling


def block(first: int = 1):
    passages = [
        Passage("/d/a.pdf", 2, "page 2", "Seventeen barrels were found.", 7),
        Passage("/d/b.docx", None, "Findings", "Barrels are relabelled in March.", 8),
    ]
    return build_document_block(passages, first)


def docs_meta(b, mode="whole", seen=()):
    return {"block": b.text, "mode": mode, "note": "n", "paths": ["/d/a.pdf"], "library": False,
            "seen": [list(s) for s in seen], "sources": [s.to_dict() for s in b.sources]}  # fmt: skip


def test_cited_numbers_reads_the_usual_forms():
    assert cited_numbers("Seventeen [2]. Also [1, 3] and [4; 2][5].") == [2, 1, 3, 4, 5]
    assert cited_numbers("no citations, [a] and [] are not") == []


def test_sources_are_the_cited_passages_else_how_many_were_given():
    """Issue 39: an answer citing nothing listed every passage given (100 links for a 100-page
    PDF); it keeps only their number."""
    conv = Conversation()
    u = conv.new_message("user", None, "How many?", meta={DOCS: docs_meta(block())})
    thread = [u]
    cited = answer_meta(thread, "Seventeen [2].")
    assert [s["n"] for s in cited[SOURCES]] == [2] and UNCITED not in cited
    assert answer_meta(thread, "I do not know.") == {UNCITED: 2}
    assert answer_meta(thread, "Made up [9].") == {UNCITED: 2}
    assert passage_for(thread, 1) == "Seventeen barrels were found."
    assert cited_words("Seventeen barrels were found [1]. Other [2].", 1) == [
        "Seventeen", "barrels", "were", "found"]  # fmt: skip
    assert answer_meta([conv.new_message("user", None, "plain")], "x [1]") == {}
    # Shown under the answer: the cited ones; else the count (an older answer kept them all).
    every = {SOURCES: [s.to_dict() for s in block().sources]}
    assert [s["n"] for s in shown_sources(every, "Seventeen [2].")[0]] == [2]
    assert shown_sources(every, "I do not know.") == ([], 2)
    assert shown_sources({UNCITED: 100}, "No idea.") == ([], 100)
    assert shown_sources({}, "Plain.") == ([], 0)


def test_the_block_is_sent_before_its_turn_and_never_rewritten():
    conv = Conversation(system_prompt="Be brief.")
    first = block()
    u1 = conv.new_message("user", None, "How many?", meta={DOCS: docs_meta(first, "search",
                          [("/d/a.pdf", 0)])})  # fmt: skip
    a1 = conv.new_message("assistant", u1.id, "Seventeen [1].", status=DONE)
    more = block(first=3)
    u2 = conv.new_message("user", a1.id, "When?", meta={DOCS: docs_meta(more, "search",
                          [("/d/b.docx", 0)])})  # fmt: skip
    p1 = build_payload(conv, conv.path_to(u1.id), Sampling())["messages"]
    p2 = build_payload(conv, conv.path_to(u2.id), Sampling())["messages"]
    assert p1[0] == {"role": "system", "content": "Be brief."}
    assert p1[1]["content"] == f"{first.text}\nHow many?"
    assert p2[:2] == p1  # the prefix SGLang's cache holds is sent again unchanged
    assert p2[3]["content"] == f"{more.text}\nWhen?" and '<passage n="3">' in more.text
    assert "cite" not in more.text.split("[3]")[0]  # the instructions come once, in the first
    docs = thread_docs(conv.path_to(u2.id))
    assert docs.last_number == 4 and docs.search and docs.paths == ["/d/a.pdf"]
    assert docs.seen == {("/d/a.pdf", 0), ("/d/b.docx", 0)}


def test_documents_attached_later_are_numbered_on_without_the_instructions_again(tmp_path):
    from app.core.docs.attach import attach, prepare
    from app.core.docs.library import Library
    from app.core.docs.prompt import INSTRUCTIONS

    (tmp_path / "later.md").write_text("# Plan\n\nRelabelling starts in March.\n")
    with Library(tmp_path / "documents.sqlite3") as lib:
        atts = attach(lib, [tmp_path / "later.md"])
        first = prepare(lib, "When?", 262_144, atts)
        later = prepare(lib, "When?", 262_144, atts, first_number=5)
    assert first.block.text.startswith(INSTRUCTIONS) and first.block.sources[0].n == 1
    assert [s.n for s in later.block.sources] == [5] and INSTRUCTIONS not in later.block.text
    assert later.block.text.startswith("[5] later.md")


def test_an_encrypted_document_s_block_is_sent_and_cited_but_never_saved(tmp_path):
    from app.core.chat.store import Store

    store = Store(tmp_path / "history.sqlite3")
    conv = Conversation()
    b = block()
    meta = {**docs_meta(b), "block": "", "protected": ["/d/a.pdf"]}
    for src in meta["sources"]:  # as the window stores them: no snippet of a protected one
        src["snippet"] = "" if src["path"] == "/d/a.pdf" else src["snippet"]
    u = conv.new_message("user", None, "How many?", meta={DOCS: meta, UNSAVED: {"block": b.text}})
    assert build_payload(conv, [u], Sampling())["messages"][-1]["content"] == f"{b.text}\nHow many?"
    assert passage_for([u], 1) == "Seventeen barrels were found."
    store.save_all(conv)
    store.close()
    raw = (tmp_path / "history.sqlite3").read_bytes()
    assert b"Seventeen barrels" not in raw and UNSAVED not in store_meta(tmp_path, u.id)
    assert u.meta[UNSAVED]  # the message in memory keeps it for this session
    store = Store(tmp_path / "history.sqlite3")
    [loaded] = store.load_conversations()
    store.load_messages(loaded)
    again = loaded.messages[u.id]
    assert build_payload(loaded, [again], Sampling())["messages"][-1]["content"] == "How many?"
    assert passage_for([again], 1) == "" and thread_docs([again]).sources[1]["path"] == "/d/a.pdf"
    store.close()


def store_meta(tmp_path, message_id: str) -> dict:
    import json
    import sqlite3

    with sqlite3.connect(tmp_path / "history.sqlite3") as db:
        (text,) = db.execute("SELECT meta FROM messages WHERE id=?", (message_id,)).fetchone()
    return json.loads(text)
