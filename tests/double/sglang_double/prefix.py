"""SGLang's prefix (radix) cache as a client sees it: a prompt that starts like an earlier one
has that shared start, in whole pages, counted as cached (`#cached-token` in the prefill log,
`prompt_tokens_details.cached_tokens` with --enable-cache-report) and skips its prefill."""

from __future__ import annotations

import threading
from collections import deque

KEEP = 64  # prompts remembered (SGLang keeps what fits in memory; a few suffice for tests)


class PrefixCache:
    def __init__(self, page_size: int = 1) -> None:
        self.page = max(1, page_size)
        self._seen: deque[tuple[str, ...]] = deque(maxlen=KEEP)
        self._lock = threading.Lock()

    def match(self, seq: list[str]) -> int:
        """Tokens of `seq` held already: its longest shared start with an earlier prompt, in
        whole pages, and never the whole prompt (the last token is always computed)."""
        best = 0
        with self._lock:
            for old in self._seen:
                n = 0
                for a, b in zip(old, seq, strict=False):
                    if a != b:
                        break
                    n += 1
                best = max(best, n)
        best = min(best, len(seq) - 1)
        return max(0, best - best % self.page)

    def insert(self, seq: list[str]) -> None:
        with self._lock:
            self._seen.append(tuple(seq))


def prompt_sequence(messages: list[dict], tokenize) -> list[str]:
    """The prompt as a chat template lays it out: each turn's role marker, then its text."""
    seq: list[str] = []
    for m in messages:
        content = m.get("content")
        if isinstance(content, list):
            content = " ".join(p.get("text", "") for p in content if isinstance(p, dict))
        seq += [f"<|{m.get('role', '')}|>", *tokenize(content or ""), "<|end|>"]
    return seq
