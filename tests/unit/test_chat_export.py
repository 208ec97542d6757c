"""Export to Markdown and JSON; import validates, reports every problem, never overwrites."""

from __future__ import annotations

import json

import pytest

from app.core.chat.export import ImportProblem, from_json, to_json, to_markdown
from app.core.chat.model import Conversation


def sample() -> Conversation:
    conv = Conversation(title="Branchy", system_prompt="Be brief", thinking=False)
    u1 = conv.new_message("user", None, "first")
    conv.new_message("assistant", u1.id, "answer one", reasoning="hmm",
                     stats={"decode_tps": 42.0, "completion_tokens": 12})  # fmt: skip
    u2 = conv.new_message("user", None, "first, edited")
    conv.new_message("assistant", u2.id, "answer two\n\n```py\nx = 1\n```")
    return conv


def test_markdown_shows_the_selected_thread_with_thinking_and_figures():
    md = to_markdown(sample())
    assert md.startswith("# Branchy")
    assert "> Be brief" in md
    assert "first, edited" in md and "answer two" in md
    assert "answer one" not in md  # another branch
    conv = sample()
    conv.step_branch(conv.thread()[0], -1)
    md = to_markdown(conv)
    assert "<summary>Thinking</summary>" in md and "42.0 tok/s" in md


def test_json_round_trip_keeps_the_whole_tree():
    conv = sample()
    [got] = from_json(to_json(conv))
    c = got.conversation
    assert c.id == conv.id and c.title == conv.title and c.thinking is False
    assert len(c.messages) == 4
    assert [m.content for m in c.thread()] == [m.content for m in conv.thread()]
    assert {m.id: m.parent_id for m in c.messages.values()} == {
        m.id: m.parent_id for m in conv.messages.values()
    }
    assert c.pinned is False
    conv.pinned = True  # retention keeps a pinned chat: an import keeps that too
    [again] = from_json(to_json(conv))
    assert again.conversation.pinned is True


def test_import_of_an_existing_conversation_makes_a_copy():
    conv = sample()
    [got] = from_json(to_json(conv), {conv.id}, set(conv.messages))
    assert got.conversation.id != conv.id
    assert not set(got.conversation.messages) & set(conv.messages)
    assert got.notes and "copy" in got.notes[0]
    assert len(got.conversation.thread()) == 2


def test_bad_input_is_reported_by_place():
    data = json.loads(to_json(sample()))
    data["messages"][1]["role"] = "bot"
    del data["messages"][2]["content"]
    data["messages"][3]["parent_id"] = "nowhere"
    with pytest.raises(ImportProblem) as err:
        from_json(json.dumps(data))
    text = str(err.value)
    assert "messages[1].role" in text and "messages[2].content: missing" in text
    with pytest.raises(ImportProblem, match="not JSON"):
        from_json("{nope")
    with pytest.raises(ImportProblem, match="format"):
        from_json('{"hello": 1}')


def test_loops_in_parent_links_are_refused():
    data = json.loads(to_json(sample()))
    a, b = data["messages"][0], data["messages"][1]
    a["parent_id"], b["parent_id"] = b["id"], a["id"]
    with pytest.raises(ImportProblem, match="loop"):
        from_json(json.dumps(data))


def test_export_file_names_keep_whole_words():
    from app.core.chat.export import FILE_NAME_CHARS, export_file_name

    title = "What is the smallest prime number that is also a palindrome and whose digit sum is…"
    name = export_file_name(title, ".json")
    assert name.endswith(".json") and "_" not in name and "…" not in name
    stem = name.removesuffix(".json")
    assert len(stem) <= FILE_NAME_CHARS and title.startswith(stem)  # whole words, in order
    assert export_file_name("What's 2+2? Why?", ".md") == "What's 2+2 Why.md"
    assert export_file_name("???", ".md") == "chat.md"


def test_markdown_puts_an_answers_own_headings_under_its_speaker():
    conv = Conversation(title="Heads")
    u = conv.new_message("user", None, "# My notes\nplease")
    answer = (
        "## Steps\n1. one\n\n### Detail\ntext\n\n##### Deep\n\nSummary\n=======\n\n"
        "```md\n## not a heading: code\n```\n\nAfter\n---\n\n- item\n---\n"
    )
    conv.new_message("assistant", u.id, answer, reasoning="## Plan\nthink")
    lines = to_markdown(conv).splitlines()
    heads = [ln for ln in lines if ln.startswith("#")]
    # Only the title is level 1 and only the speakers level 2; the rest sit below them.
    assert heads == [
        "# Heads", "## You", "### My notes", "## Ling", "#### Plan", "#### Steps",
        "##### Detail", "###### Deep", "### Summary", "## not a heading: code", "#### After",
    ]  # fmt: skip
    assert "```md" in lines  # the code block is kept as written
    assert lines[lines.index("- item") + 1] == "---"  # a rule after a list stays a rule
