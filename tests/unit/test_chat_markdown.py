"""Markdown blocks for Qt, rendered incrementally: the cost of a token does not grow."""

from __future__ import annotations

from app.core.chat.markdown import DARK, Renderer, StreamingMarkdown

DOC = """# Title

Some *text* with `code` and a [link](https://example.org).

| a | b |
|---|---|
| 1 | 2 |

```python
def f(x):
    return x * 2
```

1. one
2. two

- item

  continued

![chart](http://example.org/x.png) <script>alert(1)</script>
"""


def test_blocks_kinds_code_and_safety():
    r = Renderer()
    blocks = r.blocks(DOC)
    kinds = [b.kind for b in blocks]
    assert kinds == ["prose", "code", "prose"]
    code = blocks[1]
    assert code.lang == "python" and code.code == "def f(x):\n    return x * 2"
    assert "<span" in code.html  # highlighted
    html = blocks[0].html + blocks[2].html
    assert 'border="1"' in html and "<a " in html
    assert "<img" not in html and "[image: chart]" in html
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_streaming_commits_blocks_once_and_ends_like_a_full_render():
    r = Renderer()
    sm = StreamingMarkdown(r)
    seen_committed: list = []
    text = ""
    max_tail = 0
    for i in range(0, len(DOC), 3):
        text = DOC[: i + 3]
        up = sm.update(text)
        # committed blocks never change once committed
        assert up.committed[: len(seen_committed)] == seen_committed
        seen_committed = list(up.committed)
        max_tail = max(max_tail, len(text) - sm.cut)
    assert len(seen_committed) >= 3
    assert max_tail < 80  # only the open block is rendered again
    final = sm.final_blocks(DOC)
    assert final[: len(seen_committed)] == seen_committed
    assert "".join(b.html for b in final).count("<table") == 1
    full = Renderer().blocks(DOC)
    assert [b.kind for b in full] == ["prose", "code", "prose"]
    assert [b.kind for b in final if b.kind == "code"] == ["code"]


def test_tail_stays_small_in_a_long_answer():
    para = "A sentence of an answer that goes on. " * 5 + "\n\n"
    sm = StreamingMarkdown(Renderer())
    text = ""
    tails = []
    for _ in range(200):
        for piece in (para[:40], para[40:]):
            text += piece
            sm.update(text)
            tails.append(len(text) - sm.cut)
    assert max(tails) <= len(para) + 5
    assert sm.cut > len(text) - len(para) - 5


def test_unclosed_fence_in_tail_renders_as_code_and_indented_fence_does_not_cut():
    sm = StreamingMarkdown(Renderer())
    up = sm.update("Intro\n\n```js\nlet a = 1;\n")
    assert up.tail and up.tail[-1].kind == "code"
    sm = StreamingMarkdown(Renderer())
    sm.update("1. step\n\n   ```sh\n   ls\n   ```\n\n   after\n")
    assert sm.cut == 0  # still inside the list item


def test_dark_theme_uses_its_own_colours():
    html = Renderer(DARK).blocks("`x`")[0].html
    assert DARK.inline_code_bg in html
