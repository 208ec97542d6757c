"""The cut scanner skips ordinary lines with a regex: it must find exactly the cuts that looking
at every line finds, for whole texts and for texts that grow while streaming."""

from __future__ import annotations

import random

from app.core.chat.markdown import FENCE_RE, StreamingMarkdown, safe_cuts

LINES = [
    "", " ", "\t", "   ", "\u3000", "\r", "text", "  indented", "\tindented", "- item", "> quote",
    "```", "```python", "````", "~~~", "~~~~", "   ```", "    ```", "``` x`y", "```  ",
    " ``` ", "\t```", "``", "~~", "# title", "`code`", "\u00a0```",
]  # fmt: skip


class LineByLine:
    """Every line looked at in Python: the scanner as it was before the regex skip."""

    def __init__(self) -> None:
        self.scan, self.fence, self.candidate = 0, None, None

    def cuts(self, text: str, every: list[int]) -> None:
        pos, n = self.scan, len(text)
        while pos < n:
            if self.candidate is not None and self.fence is None:
                ch = text[pos]
                if ch in "\n\r":
                    pass
                elif ch in " \t":
                    self.candidate = None
                else:
                    every.append(self.candidate)
                    self.candidate = None
            nl = text.find("\n", pos)
            if nl < 0:
                break
            line = text[pos:nl]
            if self.fence is not None:
                ch, length, indent = self.fence
                stripped = line.strip()
                if (
                    stripped
                    and set(stripped) == {ch}
                    and len(stripped) >= length
                    and len(line) - len(line.lstrip(" ")) <= 3
                ):
                    self.fence = None
                    if indent == 0:
                        every.append(nl + 1)
            else:
                m = FENCE_RE.match(line)
                if m and not (m.group(2)[0] == "`" and "`" in m.group(3)):
                    self.fence = (m.group(2)[0], len(m.group(2)), len(m.group(1)))
                    self.candidate = None
                elif not line.strip():
                    self.candidate = nl + 1
            pos = nl + 1
        self.scan = pos


def reference(text: str) -> list[int]:
    every: list[int] = []
    LineByLine().cuts(text, every)
    return every


def random_text(rng: random.Random) -> str:
    lines = [rng.choice(LINES) for _ in range(rng.randint(0, 40))]
    text = "\n".join(lines)
    return text + ("\n" if rng.random() < 0.5 else "")


def test_whole_texts_cut_where_every_line_is_looked_at():
    rng = random.Random(7)
    for _ in range(3000):
        text = random_text(rng)
        assert safe_cuts(text) == reference(text), repr(text)


def test_streamed_texts_cut_where_every_line_is_looked_at():
    rng = random.Random(11)
    for _ in range(1000):
        text = random_text(rng)
        fast, slow = StreamingMarkdown(None), LineByLine()  # type: ignore[arg-type]
        got: list[int] = []
        want: list[int] = []
        end = 0
        while end < len(text):
            end = min(len(text), end + rng.randint(1, 12))
            fast._scan_lines(text[:end], got)
            slow.cuts(text[:end], want)
            assert (fast._scan, fast._fence, fast._candidate) == (
                slow.scan,
                slow.fence,
                slow.candidate,
            ), repr(text[:end])
        assert got == want, repr(text)


def test_a_giant_code_paste_is_cut_once_after_its_fence():
    body = "x = 1\n" * 200_000
    text = f"Look:\n\n```python\n{body}```\n\nDone.\n"
    assert safe_cuts(text) == reference(text)
    assert len(text) - len("Done.\n") in safe_cuts(text)
