"""The chat's core sentences follow the language without Qt (issue 41): an answer's end, the
notes on documents sent, a Markdown export's headings, and numbers as the language writes them."""

from __future__ import annotations

import pytest

from app.core import words
from app.core.chat.export import to_markdown
from app.core.chat.model import Conversation
from app.core.chat.session import engine_gone_text, quit_text
from app.core.docs.attach import ChatDocs, prepare
from app.core.docs.library import Library
from tests.support.docs_make import make_pdf


@pytest.fixture
def language():
    yield words.set_language
    words.set_language(None)
    words._catalogs.clear()


def test_an_answers_end_is_said_in_the_language(language):
    language("zh_CN")
    assert engine_gone_text("crashed") == "生成此回答时引擎崩溃（原因见引擎面板）。"
    assert quit_text().endswith("已生成的文本会保留。")
    language("de")
    assert engine_gone_text("stopped") == "Die Engine wurde beim Schreiben dieser Antwort gestoppt."
    language("en")
    assert quit_text() == (
        "Ling Desk quit while this answer was being written. The text so far is kept."
    )


def test_numbers_follow_the_language(language):
    # German groups thousands with a narrow space (4,096 is a fraction there); every language
    # keeps the decimal point of the logs and --json (app/i18n/GLOSSARY.md).
    language("de")
    assert (words.grouped(262_144), words.decimal(3.25, 1)) == ("262\u202f144", "3.2")
    assert words.translate("chat", "Answer finished, %n word(s).", None, 2103) == (
        "Antwort fertig, 2\u202f103 Wörter."
    )
    language("zh_CN")
    assert (words.grouped(262_144), words.decimal(3.25, 1)) == ("262,144", "3.2")
    language("en")
    assert words.translate("chat", "Answer finished, %n word(s).", None, 2103) == (
        "Answer finished, 2,103 words."
    )


def test_a_markdown_export_has_its_headings_in_the_language(language):
    conv = Conversation(title="Fässer")
    q = conv.new_message("user", None, "Wann?")
    conv.new_message("assistant", q.id, "")
    language("de")
    md = to_markdown(conv)
    assert "## Sie" in md and "## Ling" in md and "_(kein Text)_" in md
    assert "Aus Ling Desk exportiert am " in md


def test_the_note_on_documents_sent_is_in_the_language(tmp_path, extractor, language):
    pdf = make_pdf(tmp_path / "a.pdf", [["Barrels are relabelled in March."]])
    with Library(tmp_path / "documents.sqlite3", extractor=extractor) as lib:
        chat = ChatDocs(lib)
        [att] = chat.attach([pdf])
        language("zh_CN")
        p = prepare(chat, "When?", 262_144, [att])
    assert p.mode == "whole" and p.note.startswith("整篇附加：a.pdf（1 页，"), p.note


def test_a_file_that_cannot_be_imported_says_so_in_the_language(language):
    from app.core.chat.export import ImportProblem, from_json

    language("de")
    with pytest.raises(ImportProblem) as info:
        from_json("{not json")
    assert str(info.value).startswith("Diese Datei kann nicht importiert werden:\n- kein JSON: ")
