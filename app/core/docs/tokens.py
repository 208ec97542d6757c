"""Token counts for documents: the model folder's own tokenizer when the `tokenizers` library is
installed and the folder has tokenizer.json, otherwise a stated estimate (characters / 3.6,
about right for English prose and code with Ling's tokenizer; CJK text runs nearer 1-1.5)."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

CHARS_PER_TOKEN = 3.6


class TokenCounter:
    """`count(text)`; `exact` says whether the model's tokenizer is used (else an estimate)."""

    def __init__(self, model_dir: str | Path | None = None) -> None:
        self._encode: Callable[[str], int] | None = None
        if model_dir is not None:
            self._encode = _model_tokenizer(Path(model_dir))
        self.exact = self._encode is not None
        self.source = (
            "the model's tokenizer"
            if self.exact
            else f"estimate: {CHARS_PER_TOKEN} characters a token"
        )

    def count(self, text: str) -> int:
        if self._encode is not None:
            return self._encode(text)
        return estimate_tokens(text)


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def _model_tokenizer(model_dir: Path) -> Callable[[str], int] | None:
    path = model_dir / "tokenizer.json"
    if not path.is_file():
        return None
    try:
        from tokenizers import Tokenizer  # optional: only where already installed
    except ImportError:
        return None
    try:
        tok = Tokenizer.from_file(str(path))
    except Exception:  # a damaged tokenizer.json: fall back to the estimate, never fail a count
        return None
    return lambda text: len(tok.encode(text, add_special_tokens=False).ids)
