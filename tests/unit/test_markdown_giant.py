"""Giant blocks are plain text in capped chunks; nothing of the text is lost."""

from __future__ import annotations

from app.core.chat.markdown import (
    CHUNK_CHARS,
    GIANT_BLOCK_CHARS,
    LIGHT,
    Renderer,
    chunk_text,
    render_in_thread,
)


def test_a_giant_paragraph_is_plain_text_in_capped_chunks():
    text = ("word " * 200_000).strip()  # 1 MB, no line break
    [block] = Renderer().blocks(text)
    assert block.kind == "bigtext" and block.code == text
    assert all(len(c) <= CHUNK_CHARS for c in block.chunks)
    assert "".join(block.chunks) == text
    assert all(c.endswith(" ") for c in block.chunks[:-1])  # words stay whole


def test_a_giant_code_block_stays_code_with_its_language():
    body = "\n".join(f"x_{i} = {i}" for i in range(60_000))
    text = f"Intro with *emphasis*.\n\n```python\n{body}\n```\n\nAfter **bold**."
    blocks = Renderer().blocks(text)
    assert [b.kind for b in blocks] == ["prose", "bigcode", "prose"]
    assert "<em>emphasis</em>" in blocks[0].html and "<strong>bold</strong>" in blocks[2].html
    big = blocks[1]
    assert big.lang == "python" and big.code == body
    assert "".join(big.chunks) == body
    assert all(len(c) <= CHUNK_CHARS for c in big.chunks)


def test_long_text_of_normal_blocks_is_still_markdown():
    text = "\n\n".join(f"Paragraph *{i}* of a long answer." for i in range(2000))
    assert len(text) > GIANT_BLOCK_CHARS
    blocks = Renderer().blocks(text)
    assert {b.kind for b in blocks} == {"prose"}
    assert "<em>1999</em>" in blocks[-1].html


def test_rendering_in_a_worker_thread_never_raises():
    blocks = render_in_thread(LIGHT, "a\n\n```\ncode\n```\n")
    assert [b.kind for b in blocks] == ["prose", "code"]


def test_chunks_cut_hard_when_there_is_no_space():
    text = "x" * (CHUNK_CHARS * 2 + 5)
    assert [len(c) for c in chunk_text(text)] == [CHUNK_CHARS, CHUNK_CHARS, 5]
