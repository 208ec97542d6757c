"""Deterministic "model" output: a fixed markdown passage, cut into token-sized pieces."""

from __future__ import annotations

import re
from dataclasses import dataclass

EOS_TOKEN_ID = 156892  # the fixture config's eos_token_id: what `matched_stop` reports

REASONING = (
    "The user wants a practical overview. I should explain how the reply is streamed, "
    "show a small Python client, compare the three optimizations in a table, and end "
    "with a short checklist. Keep it concise and accurate."
)

ANSWER = """## Streaming tokens from a local engine

Ling Desk talks to a local **SGLang** server over HTTP. Each token arrives as a \
server-sent event, so the reply can be rendered while it is still being written.

Here is a minimal client:

```python
import httpx


def stream(prompt: str) -> None:
    body = {"model": "ling", "stream": True,
            "messages": [{"role": "user", "content": prompt}]}
    url = "http://127.0.0.1:30000/v1/chat/completions"
    with httpx.stream("POST", url, json=body) as response:
        for line in response.iter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                print(line[6:])
```

| Optimization | Switch | Evidence |
| --- | --- | --- |
| Humming MoE | `--moe-runner-backend humming` | a log line at the first MoE forward |
| FP8 LM head | `SGLANG_ENABLE_FP8_LM_HEAD=1` | a report on the loaded head |
| NEXTN MTP | `--speculative-algorithm NEXTN` | an accept length above 1 |

Before trusting a number, check that:

1. the server said it is ready;
2. the decode log shows the accept length;
3. the gauges agree with the stream timing.

That is all it takes to get a fast and honest local assistant.
"""

# A question with Chinese in it gets its reasoning and answer in Chinese (as the real model
# answers in the question's language): each CJK character is one token, so the stream's events
# carry 3-byte UTF-8 characters that the server also splits across HTTP chunks (server.py).
REASONING_ZH = "用户想知道本地引擎的优化。我应该简要说明三项优化，并给出核对清单。"
ANSWER_ZH = """## 本地推理引擎的三项优化

Ling Desk 通过 HTTP 与本地的 **SGLang** 服务通信，回答以服务器推送事件逐字显示。

| 优化 | 开关 | 证据 |
| --- | --- | --- |
| Humming MoE | `--moe-runner-backend humming` | 首次前向时的日志 |
| FP8 输出头 | `SGLANG_ENABLE_FP8_LM_HEAD=1` | 加载报告 |
| NEXTN 多词元预测 | `--speculative-algorithm NEXTN` | 接受长度大于 1 |

相信数字之前，请确认：服务器已就绪，解码日志显示接受长度，仪表与流式计时一致。😀
"""
_CJK_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def is_chinese(text: str) -> bool:
    return _CJK_RE.search(text) is not None


_TOKEN_RE = re.compile(r"\n+|[ \t]*[A-Za-z0-9_']+|[ \t]*[^A-Za-z0-9_'\s]|[ \t]+")


def tokenize(text: str) -> list[str]:
    tokens = _TOKEN_RE.findall(text)
    assert "".join(tokens) == text
    return tokens


def count_tokens(text: str) -> int:
    """A rough prompt token count (words and punctuation)."""
    return len(tokenize(text)) if text else 0


REASONING_TOKENS = tokenize(REASONING)
ANSWER_TOKENS = tokenize(ANSWER)
REASONING_ZH_TOKENS = tokenize(REASONING_ZH)
ANSWER_ZH_TOKENS = tokenize(ANSWER_ZH)


@dataclass
class Piece:
    text: str
    kind: str  # "reasoning" | "content" | "hidden" (think tags eaten by the reasoning parser)


@dataclass
class Output:
    pieces: list[Piece]
    natural_stop: bool  # True: ends with EOS (finish_reason stop); False: cut at max tokens
    reasoning_tokens: int


def build(
    *,
    thinking: bool,
    reasoning_parser: bool,
    max_tokens: int | None,
    answer_tokens: list[str] | None = None,
    chat: bool = True,
    zh: bool = False,
) -> Output:
    """The raw completion is ``<think>\\nR\\n</think>\\n\\nA`` with thinking on (the Ling
    template opens thinking by default), just ``A`` otherwise.  With a reasoning parser the
    tags are eaten and R goes to ``reasoning_content``; without one everything is content."""
    answer = answer_tokens if answer_tokens is not None else ANSWER_TOKENS
    reasoning = REASONING_TOKENS
    if zh:  # `zh`: a Chinese question (see REASONING_ZH)
        reasoning = REASONING_ZH_TOKENS
        answer = answer_tokens if answer_tokens is not None else ANSWER_ZH_TOKENS
    seq: list[Piece] = []
    n_reason = 0
    if chat and thinking:
        head = [Piece("<think>", "hidden"), Piece("\n", "hidden")]
        body = [Piece(t, "reasoning") for t in reasoning]
        tail = [Piece("\n", "hidden"), Piece("</think>", "hidden"), Piece("\n\n", "hidden")]
        seq = head + body + tail
        n_reason = len(seq)
        if not reasoning_parser:
            for p in seq:
                p.kind = "content"
    seq += [Piece(t, "content") for t in answer]
    if max_tokens is None:
        return Output(seq, True, n_reason if reasoning_parser else 0)
    out = seq[:max_tokens]
    i = 0
    while len(out) < max_tokens:  # keep writing: cycle the answer
        filler = answer or ANSWER_TOKENS
        out.append(Piece(filler[i % len(filler)], "content"))
        i += 1
    return Output(out, False, min(n_reason, max_tokens) if reasoning_parser else 0)


def arithmetic_answer(question: str, accuracy: float, salt: str = "") -> list[str] | None:
    """'What is A plus B?' answered '#### A+B' with probability `accuracy` (else one off), the
    same every time for the same question and salt; None for any other question."""
    import hashlib
    import re

    m = re.search(r"What is (\d+) plus (\d+)\?", question)
    if m is None:
        return None
    digest = hashlib.sha256(f"{question}|{salt}".encode()).digest()
    right = int.from_bytes(digest[:8], "big") / 2**64 < accuracy
    total = int(m.group(1)) + int(m.group(2)) + (0 if right else 1)
    return tokenize(f"Adding them gives the total.\n#### {total}")
