"""The documents' and tools' words in the user's language (issue 41): a passage's stored place
("sheet Budget, rows 2-51") said in German and Chinese, the extraction worker giving its reasons
in the app's language (not the environment's), and a tool server's problems translated with
their values kept."""

from __future__ import annotations

import pytest

from app.core import words
from app.core.docs.extract import ExtractError
from app.core.docs.said import location_text
from app.core.docs.sandbox import Extractor
from app.core.tools.config import parse_config
from app.core.words import grouped


@pytest.fixture
def speak():
    before = words._backend
    words.use_backend(None)  # the .ts reader, as the CLI and the worker read it
    yield words.set_language
    words.set_language(None)
    words.use_backend(before)


@pytest.mark.parametrize(("loc", "de", "zh"), [
    ("page 3", "Seite 3", "第 3 页"),
    ("pages 2-4", "Seiten 2–4", "第 2–4 页"),
    ("sheet Q1, 2024, rows 2-51", "Tabellenblatt „Q1, 2024“, Zeilen 2–51", "工作表“Q1, 2024”，第 2–51 行"),
    ("slide 3 to slide 4", "Folie 3 bis Folie 4", "第 3 张幻灯片至第 4 张幻灯片"),
    ("heading Goals to do", "Überschrift „Goals to do“", "标题“Goals to do”"),
    ("body", "Nachrichtentext", "正文"),
    ("chapter 9", "chapter 9", "chapter 9"),  # not a stored form: shown as it is
])  # fmt: skip
def test_a_stored_place_is_said_in_the_language(speak, loc, de, zh):
    assert location_text(loc) == loc  # English: the stored form itself
    speak("de")
    assert location_text(loc) == de
    speak("zh_CN")
    assert location_text(loc) == zh


def test_a_cited_source_names_its_place_in_the_language(speak):
    from app.ui.docs.library import source_text

    s = {"n": 2, "path": "/d/Budget.xlsx", "page": None, "location": "sheet Q1, rows 2-51"}
    assert source_text(s) == "[2] Budget.xlsx, sheet Q1, rows 2-51"
    speak("de")
    assert source_text(s) == "[2] Budget.xlsx, Tabellenblatt „Q1“, Zeilen 2–51"
    assert source_text({"n": 1, "path": "/d/a.pdf", "page": 7}) == "[1] a.pdf, Seite 7"
    assert grouped(1234567) == "1\u202f234\u202f567"
    speak("zh_CN")
    assert source_text({"n": 1, "path": "/d/a.pdf", "page": 7}) == "[1] a.pdf，第 7 页"


def test_the_worker_says_why_in_the_apps_language_not_the_environments(speak, tmp_path):
    """conftest sets LING_DESK_LANG=en for the worker's environment; the app speaks German."""
    bad = tmp_path / "scan.pdf"
    bad.write_bytes(b"this is no PDF at all")
    speak("de")
    with Extractor() as ex, pytest.raises(ExtractError) as info:
        ex.extract(bad)
    assert info.value.reason == "binary"
    assert info.value.message == "keine PDF-Datei (kein PDF-Header; falsche Dateiendung?)"


def test_tool_server_problems_keep_their_values_in_each_language(speak):
    assert parse_config("[1]").problems == [
        'Expected a JSON object like {"mcpServers": {"name": {...}}}.'
    ]
    speak("de")
    assert parse_config("[1]").problems == [
        'Erwartet wird ein JSON-Objekt wie {"mcpServers": {"name": {...}}}.'
    ]
    speak("zh_CN")
    bad = parse_config('{"mcpServers": {"x": {"url": "ftp://h/mcp"}}}').problems
    assert bad == ["服务器 'x'：URL 'ftp://h/mcp' 必须以 http:// 或 https:// 开头并包含主机名"]
    # The Tools page drops this note by its identifier: the translation keeps it.
    [note] = parse_config('{"mcpServers": {"x": {"command": "a", "confirmedRemote": true}}}').notes
    assert "confirmedRemote" in note and note.startswith("服务器 'x'")
