"""The user's own message shown as typed: line breaks kept, pasted code fenced."""

from __future__ import annotations

from app.core.chat.markdown import Renderer, user_markdown


def kinds(text: str) -> list[str]:
    return [b.kind for b in Renderer().blocks(user_markdown(text))]


def test_line_breaks_are_kept_in_prose():
    html = Renderer().blocks(user_markdown("first line\nsecond line\nthird"))[0].html
    assert html.count("<br") == 2


def test_pasted_code_without_a_fence_renders_as_code():
    text = "Why does this fail?\n\ndef f(x):\n    return x + 1\n\nprint(f('a'))"
    blocks = Renderer().blocks(user_markdown(text))
    assert [b.kind for b in blocks] == ["prose", "code"]
    assert blocks[1].code == "def f(x):\n    return x + 1\n\nprint(f('a'))"
    assert blocks[1].lang == "python"


def test_code_right_under_a_question_is_split_from_it():
    blocks = Renderer().blocks(user_markdown("Fix this:\nint main() {\n  return 0;\n}"))
    assert [b.kind for b in blocks] == ["prose", "code"]
    assert blocks[1].code.startswith("int main() {")


def test_prose_stays_prose_and_fences_stay_as_written():
    assert kinds("Hello there.\nHow are you today?") == ["prose"]
    text = "see\n```js\nlet a = 1\n\nlet b = 2\n```\nafter"
    blocks = Renderer().blocks(user_markdown(text))
    assert [b.kind for b in blocks] == ["prose", "code", "prose"]
    assert blocks[1].code == "let a = 1\n\nlet b = 2" and blocks[1].lang == "js"
    assert kinds("| a | b |\n|---|---|\n| 1 | 2 |") == ["prose"]
    assert "<table" in Renderer().blocks(user_markdown("| a | b |\n|---|---|\n| 1 | 2 |"))[0].html


def test_a_huge_text_is_left_alone():
    big = "x\n" * 150_000
    assert user_markdown(big) is big


def test_search_snippets_lose_markdown_marks():
    from app.core.chat.markdown import plain_snippet

    s = plain_snippet("| Optimization | Switch |\n|---|---|\n| **\x02Humming\x03** | `--moe` |")
    assert "|" not in s and "**" not in s and "`" not in s and "---" not in s
    assert s == "Optimization · Switch · \x02Humming\x03 · --moe"
    assert plain_snippet("## Title\n- a *word* in snake_case") == "Title a word in snake_case"


def test_leading_spaces_are_shown_as_typed():
    def shown(text: str) -> str:
        blocks = Renderer().blocks(user_markdown(text))
        assert [b.kind for b in blocks] == ["prose"]
        return blocks[0].html

    nb = "\u00a0"
    assert f"<p>{nb * 3}three spaces" in shown("   three spaces")
    # Four would make a code block of the line; it is the user's indent, shown as prose.
    assert f"<p>{nb * 4}four" in shown("    four spaces then")
    assert f"\n{nb * 2}b indented" in shown("a\n  b indented")
    assert f"<p>{nb * 4}Tab" in shown("\tTab")
