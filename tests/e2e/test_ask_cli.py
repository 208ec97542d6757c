"""`ling-desk ask` as a user runs it: the engine started as `serve` starts it (the double), the
questions asked in order as one conversation, documents with citations, MCP tools with
--allow-tool, and `--json`'s shape."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.docs_make import make_pdf
from tests.support.engine import DOUBLE, ROOT, make_model_dir

pytestmark = pytest.mark.timeout(120)

FAST = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05 --double-tok-per-s 3000"
TOOLBOX = ROOT / "tests" / "support" / "mcp_toolbox.py"


def ask(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    model = make_model_dir(tmp_path)
    return subprocess.run(
        [sys.executable, "-m", "app", "ask", "--basedir", str(tmp_path / "base"),
         "--launcher", f"{sys.executable} {DOUBLE} {FAST}", "--model", str(model), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=110,
    )  # fmt: skip


def test_questions_are_one_conversation_and_json_has_the_shape(tmp_path):
    long_question = "What is SGLang? " + "Tell me about its scheduler and its cache. " * 20
    r = ask(tmp_path, "--json", long_question, "And why does it stream?")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert [set(a) for a in out["answers"]] == [
        {"text", "reasoning", "sources", "stats", "tool_calls"}
    ] * 2
    first, second = out["answers"]
    assert first["text"] and second["text"]
    assert first["sources"] == [] and first["tool_calls"] == []
    # The second request carried the first exchange: a longer prompt, which the engine's
    # prefix cache partly reused (--enable-cache-report is in the recipe).
    assert second["stats"]["prompt_tokens"] > first["stats"]["prompt_tokens"]
    assert first["stats"]["cached_tokens"] == 0  # nothing asked before
    # The first question (over a page of 64 tokens) is held by the prefix cache for the second.
    assert 64 <= second["stats"]["cached_tokens"] < second["stats"]["prompt_tokens"]


def test_a_follow_up_about_a_50k_token_document_reuses_over_90_percent_of_its_prompt(tmp_path):
    words = " ".join(f"clause{i % 997} applies to section {i % 89}." for i in range(10_000))
    doc = tmp_path / "contract.txt"
    doc.write_text(words, encoding="utf-8")
    r = ask(tmp_path, "--json", "--doc", str(doc), "Which clause covers section 7?",
            "And section 8?")  # fmt: skip
    assert r.returncode == 0, r.stderr
    first, second = json.loads(r.stdout)["answers"]
    assert first["stats"]["prompt_tokens"] > 50_000  # the document went in whole
    # The document sits first and is never rewritten: the follow-up's prompt starts with it.
    reuse = second["stats"]["cached_tokens"] / second["stats"]["prompt_tokens"]
    assert reuse >= 0.9, second["stats"]


def test_a_document_goes_in_front_and_its_page_is_cited(tmp_path):
    pdf = make_pdf(tmp_path / "handbook.pdf", [["Chapter one."], ["The notice period is 90 days."]])
    r = ask(tmp_path, "--json", "--doc", str(pdf), "What is the notice period?")
    assert r.returncode == 0, r.stderr
    assert "Attached whole: handbook.pdf (2 pages" in r.stderr
    [answer] = json.loads(r.stdout)["answers"]
    pages = {(s["path"], s["page"]) for s in answer["sources"]}
    assert (str(pdf), 2) in pages
    assert any("90 days" in s["snippet"] for s in answer["sources"])


def _docs(tmp_path: Path, *args: str) -> dict:
    r = subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(tmp_path / "base"), "docs", *args,
         "--json"], cwd=ROOT, capture_output=True, text=True, timeout=110,
    )  # fmt: skip
    return json.loads(r.stdout)


def test_a_doc_is_this_conversation_s_only_unless_added_to_the_library(tmp_path):
    pdf = make_pdf(tmp_path / "handbook.pdf", [["Chapter one."], ["The notice period is 90 days."]])
    r = ask(tmp_path, "--json", "--doc", str(pdf), "What is the notice period?")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["answers"][0]["sources"]  # it was read and cited
    assert _docs(tmp_path, "list")["documents"] == []  # but never joined the library
    assert _docs(tmp_path, "search", "notice", "period")["hits"] == []
    # Asked for, it is added as `docs add` adds it; a file that cannot be read never is.
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    r = ask(tmp_path, "--json", "--doc", str(pdf), "--doc", str(broken), "--add-to-library",
            "What is the notice period?")  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "broken.pdf: not added to the library: it could not be read" in r.stderr
    listed = _docs(tmp_path, "list")["documents"]
    assert [(Path(d["path"]).name, d["status"]) for d in listed] == [("handbook.pdf", "indexed")]
    [hit] = _docs(tmp_path, "search", "notice", "period")["hits"]
    assert hit["path"] == str(pdf) and hit["page"] == 2


def test_tools_run_only_when_allowed_and_a_denial_reaches_the_model(tmp_path):
    cfg = tmp_path / "mcp.json"
    cfg.write_text(json.dumps({"mcpServers": {"box": {
        "command": sys.executable, "args": [str(TOOLBOX), "stdio"]}}}))  # fmt: skip
    q = 'Add them. DOUBLE_TOOL_CALL box__add DOUBLE_TOOL_ARGS {"a": 2, "b": 3}'
    allowed = ask(tmp_path / "a", "--json", "--mcp-config", str(cfg), "--allow-tool", "box.add", q)
    assert allowed.returncode == 0, allowed.stderr
    [answer] = json.loads(allowed.stdout)["answers"]
    [call] = answer["tool_calls"]
    assert (call["server"], call["tool"], call["arguments"], call["allowed"]) == (
        "box", "add", {"a": 2, "b": 3}, True)  # fmt: skip
    assert call["result"] == "5"
    denied = ask(tmp_path / "d", "--json", "--mcp-config", str(cfg), q)
    assert denied.returncode == 0, denied.stderr
    [call] = json.loads(denied.stdout)["answers"][0]["tool_calls"]
    assert call["allowed"] is False and call["result"].startswith("Not run:")


def test_allow_tool_without_servers_is_usage(tmp_path):
    r = ask(tmp_path, "--allow-tool", "box.add", "hi")
    assert r.returncode == 2 and "--mcp-config" in r.stderr


SETTINGS = """
[chat]
system_prompt = "You are a careful assistant for a law firm. Cite the clause for every answer you give."

[[chat.presets]]
name = "Terse"
system_prompt = "Answer in one line."
max_tokens = 7
thinking = false

[[chat.presets]]
name = "Code"
"""


def with_settings(base: Path) -> Path:
    (base / "base" / "config").mkdir(parents=True)
    (base / "base" / "config" / "settings.toml").write_text(SETTINGS, encoding="utf-8")
    return base


def test_the_default_system_prompt_is_sent_as_a_new_chat_in_the_window_sends_it(tmp_path):
    plain = ask(tmp_path / "plain", "--json", "What is SGLang?")
    prompted = ask(with_settings(tmp_path / "set"), "--json", "What is SGLang?")
    assert plain.returncode == 0 and prompted.returncode == 0, prompted.stderr
    [bare] = json.loads(plain.stdout)["answers"]
    out = json.loads(prompted.stdout)
    [answer] = out["answers"]
    # The same question, with the default system prompt's ~20 tokens in front of it.
    assert answer["stats"]["prompt_tokens"] >= bare["stats"]["prompt_tokens"] + 15
    assert answer["reasoning"]  # thinking stays on without a preset
    assert out["preset"] is None


def test_a_preset_gives_its_prompt_sampling_and_thinking(tmp_path):
    r = ask(with_settings(tmp_path), "--json", "--preset", "Terse", "What is SGLang?", "Why?")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["preset"] == "Terse"
    for answer in out["answers"]:
        assert answer["reasoning"] == ""  # the preset turned thinking off
        assert answer["stats"]["completion_tokens"] == 7  # its max_tokens, for every question
    # Its own short prompt replaced the long default one (fewer prompt tokens than the default's).
    default = json.loads(ask(with_settings(tmp_path / "d"), "--json", "What is SGLang?").stdout)
    assert (
        out["answers"][0]["stats"]["prompt_tokens"]
        < default["answers"][0]["stats"]["prompt_tokens"]
    )


def test_an_unknown_preset_is_usage_and_names_the_known_ones(tmp_path):
    r = ask(with_settings(tmp_path), "--preset", "Tense", "hi")
    assert r.returncode == 2
    assert "no preset named 'Tense'" in r.stderr and "'Terse', 'Code'" in r.stderr
    assert "starting the engine" not in r.stderr  # said before an engine was started for nothing
    none = ask(tmp_path / "none", "--preset", "Terse", "hi")
    assert none.returncode == 2 and "Settings has no presets yet" in none.stderr
