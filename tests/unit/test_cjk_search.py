"""Chinese text is found by its words (app/core/cjk.py): in the history and in the document
library, plain and encrypted (SQLCipher's own SQLite), and after migrating a file from the schema
before (its data kept and made searchable)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.core import cjk, vault
from app.core.chat.model import Conversation
from app.core.chat.store import MIGRATIONS, SCHEMA_VERSION, Store, fts_query
from app.core.docs import library as library_mod
from app.core.docs.library import Library
from tests.support.docs_make import make_pdf

BEIJING = "我们下周去北京开会，顺便参观故宫。"
MODEL = "这个模型的推理速度很快，显存占用也不大。"


def test_grams_and_queries_cover_one_two_and_more_characters():
    assert cjk.grams("在北京 ok 好") == "在北 北京 京 好"
    assert cjk.grams("only English") == ""
    assert fts_query("北京") == 'grams : "北京"'
    assert fts_query("北京大学") == 'grams : "北京 京大 大学"'
    assert fts_query("京") == 'grams : "京"*'
    assert fts_query("GPU显存，") == '"GPU"* grams : "显存"'
    assert fts_query("ships keeper") == '"ships" "keeper"*'  # English as before


def test_a_cjk_snippet_marks_the_words_and_cuts_no_latin_word():
    text = "Ling Desk 通过 HTTP 与本地的 SGLang 服务通信，回答以服务器推送事件逐字显示。" * 3
    snip = cjk.snippet(text, ["推送"], ("[", "]"), width=30)
    assert "[推送]" in snip and snip.startswith("…") and snip.endswith("…")
    words = snip.strip("…").split()
    assert all(w in text.split() or not w.isascii() for w in words)  # whole Latin words
    assert cjk.snippet(text, ["上海"]) == ""


@pytest.mark.parametrize("encrypted", [False, True])
def test_chinese_history_is_found_by_a_two_character_word(tmp_path, encrypted):
    store = Store(tmp_path / "h.sqlite3", vault.DataKey.generate() if encrypted else None)
    trip = Conversation(title="出差")
    trip.new_message("user", None, BEIJING)
    model = Conversation(title="Model notes")
    model.new_message("assistant", None, "Speed: fine.", reasoning=MODEL)
    store.save_all(trip)
    store.save_all(model)
    [hit] = store.search("北京")
    assert hit.conversation_id == trip.id and hit.message_id is not None
    assert "去\x02北京\x03开会" in hit.snippet
    assert [h.conversation_id for h in store.search("显存")] == [model.id]  # in the thinking
    assert [h.conversation_id for h in store.search("京")] == [trip.id]  # one character
    assert [h.conversation_id for h in store.search("参观故宫")] == [trip.id]
    assert store.search("京开会 故宫")  # two words: both must be there
    assert store.search("上海") == [] and store.search("北京大学") == []
    assert store.search("京顺") == []  # not across the comma
    assert [h.conversation_id for h in store.search("Speed")] == [model.id]
    # An edit takes the old words out of the index and puts the new ones in.
    [msg] = trip.thread()
    trip.update(msg, content="改在上海开会。")
    store.save_message(msg)
    assert store.search("北京") == [] and store.search("上海")[0].conversation_id == trip.id
    store.db.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")
    store.close()


def _schema_3(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_version (version INTEGER)")
    for step in (0, 1, 2):
        MIGRATIONS[step](db)
    db.execute("INSERT INTO schema_version VALUES (3)")
    db.execute(
        "INSERT INTO conversations (id, title, created_at, updated_at, pinned)"
        " VALUES ('c1', '出差', 1, 1, 1)"
    )
    for i, text in enumerate([BEIJING, "Meet the keeper at noon."]):
        db.execute(
            "INSERT INTO messages (id, conversation_id, role, content, reasoning, created_at,"
            " updated_at) VALUES (?, 'c1', 'user', ?, ?, 1, 1)",
            (f"m{i}", text, MODEL if i else ""),
        )
    db.commit()
    db.close()


def test_a_schema_3_history_migrates_keeping_its_messages_and_finding_chinese(tmp_path):
    path = tmp_path / "h.sqlite3"
    _schema_3(path)
    store = Store(path)
    assert store.schema_version() == SCHEMA_VERSION == 4
    [conv] = store.load_conversations()
    store.load_messages(conv)
    assert conv.pinned and conv.title == "出差"
    assert sorted(m.content for m in conv.messages.values()) == sorted(
        [BEIJING, "Meet the keeper at noon."]
    )
    assert store.search("北京")[0].message_id == "m0"
    assert store.search("推理")[0].message_id == "m1"  # the thinking of the English message
    assert store.search("keeper")[0].message_id == "m1"
    store.db.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")


def _chinese_pdf(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return make_pdf(
        folder / "报告.pdf",
        [["Introduction: the lighthouse keeper."], [MODEL], [BEIJING, "会议结束后回家。"]],
    )


def test_a_two_character_word_in_a_chinese_pdf_is_found_at_its_page(lib, tmp_path):
    lib.add([_chinese_pdf(tmp_path / "docs")])
    [hit] = lib.search("北京")
    assert (hit.page, hit.location) == (3, "page 3") and "北京" in hit.snippet
    assert [h.page for h in lib.search("显存")] == [2]
    assert [h.page for h in lib.search("参观故宫")] == [3]
    assert [h.page for h in lib.search("宫")] == [3]  # one character
    assert lib.search("上海") == []
    assert [h.page for h in lib.search("lighthouse keeper")] == [1]  # English as before
    # Both pages answer a question that holds a word of each; retrieval cites the page.
    assert {h.page for h in lib.search("北京 推理")} == {2, 3}
    [passage, *_] = lib.retrieve("故宫在哪里", 2000)
    assert passage.page == 3 and "故宫" in passage.text
    # A pasted book as the question: its pairs are capped (each is looked up in the index's
    # vocabulary), and the page is still found.
    book = "".join(
        map(chr, [*range(0x3400, 0x4DC0), *range(0x4E00, 0xA000), *range(0x20000, 0x22000)])
    )
    assert [h.page for h in lib.search(BEIJING + book)][:1] == [3]
    assert len(library_mod.query_terms(BEIJING + book)[0]) == library_mod.MAX_PAIRS


def test_a_format_1_library_migrates_and_finds_chinese(tmp_path, extractor):
    path = tmp_path / "documents.sqlite3"
    with Library(path, extractor=extractor) as lib:
        lib.add([_chinese_pdf(tmp_path / "docs")])
        before = lib.read_out(lib.documents()[0].path)
    # The same file as format 1 wrote it: the index without its bigram column.
    db = sqlite3.connect(path)
    db.execute("DROP TABLE chunks_vocab")
    db.execute(
        "CREATE VIRTUAL TABLE old USING fts5(text, tokenize='unicode61 remove_diacritics 2')"
    )
    db.execute("INSERT INTO old(rowid, text) SELECT rowid, text FROM chunks_fts")
    db.execute("DROP TABLE chunks_fts")
    db.execute("ALTER TABLE old RENAME TO chunks_fts")
    db.execute("CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab(chunks_fts, 'row')")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    with Library(path, extractor=extractor) as lib:
        assert vault.format_of(lib.db) == library_mod.FORMAT == 2
        assert lib.read_out(before.path) == before  # every chunk as it was
        assert [h.page for h in lib.search("北京")] == [3]
        assert [h.page for h in lib.search("keeper")] == [1]
        lib.db.execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')")


def test_an_encrypted_library_finds_chinese(tmp_path, extractor):
    key = vault.DataKey.generate()
    with Library(tmp_path / "documents.sqlite3", extractor=extractor, key=key) as lib:
        lib.add([_chinese_pdf(tmp_path / "docs")])
        assert [h.page for h in lib.search("北京")] == [3]
    assert vault.is_encrypted(tmp_path / "documents.sqlite3")
