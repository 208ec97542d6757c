"""The document block of a conversation: passages labelled [1], [2] with their source, and the
sources list stored with the answer.

The block is deterministic text (no times, no ids), built once and placed at the start of the
conversation, so each follow-up sends the same prefix and SGLang's radix cache reuses it; a
follow-up's new passages go after the conversation so far, never into the first block.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from app.core.docs.library import Passage

INSTRUCTIONS = (
    "The user has shared the documents below. Each passage is numbered. Answer from them where "
    "they hold the answer and cite the passages you use as [1], [2] right after the claim. If "
    "they do not hold the answer, say so."
)
SNIPPET_CHARS = 240
ANSWER_RESERVE_TOKENS = 8192  # room kept for the reply (and its reasoning) when fitting documents


@dataclass
class Source:
    n: int  # the [n] label
    path: str
    page: int | None
    location: str
    snippet: str

    def to_dict(self) -> dict:
        return {
            "n": self.n,
            "path": self.path,
            "page": self.page,
            "location": self.location,
            "snippet": self.snippet,
        }


@dataclass
class DocumentBlock:
    text: str
    sources: list[Source]


def source_label(path: str, page: int | None, location: str) -> str:
    name = os.path.basename(path)
    if page is not None and location.startswith(("page ", "pages ")):
        return f"{name}, {location}"
    if page is not None:
        return f"{name}, page {page}, {location}" if location else f"{name}, page {page}"
    return f"{name}, {location}" if location else name


def build_document_block(passages: list[Passage], first_number: int = 1) -> DocumentBlock:
    """The text to place before the conversation's first question (or, numbered on from
    `first_number`, before a follow-up), and its sources in label order."""
    sources: list[Source] = []
    parts = [INSTRUCTIONS] if first_number == 1 else []
    for i, p in enumerate(passages, start=first_number):
        label = source_label(p.path, p.page, p.location)
        parts.append(f'[{i}] {label}\n<passage n="{i}">\n{p.text.strip()}\n</passage>')
        snippet = p.snippet or " ".join(p.text.split())[:SNIPPET_CHARS]
        sources.append(Source(i, p.path, p.page, p.location, snippet))
    return DocumentBlock("\n\n".join(parts) + "\n", sources)


def fits_whole(
    doc_tokens: int,
    context_tokens: int,
    used_tokens: int = 0,
    reserve_tokens: int = ANSWER_RESERVE_TOKENS,
) -> bool:
    """Whether documents of `doc_tokens` go into the prompt whole (else they are searched):
    the context must still hold the conversation so far and the answer's reserve."""
    return doc_tokens + used_tokens + reserve_tokens <= context_tokens


def search_budget(
    context_tokens: int, used_tokens: int = 0, reserve_tokens: int = ANSWER_RESERVE_TOKENS
) -> int:
    """The tokens of passages a search may place (the first question's or a follow-up's): what
    is left of the context after the conversation so far and the answer's reserve. With
    `fits_whole`, the one placement rule the window and `ask` share."""
    return max(0, context_tokens - used_tokens - reserve_tokens)


def context_left(context_tokens: int, used_tokens: int) -> int:
    """What is left of the context after `used_tokens` (shown beside each attachment)."""
    return max(0, context_tokens - used_tokens)
