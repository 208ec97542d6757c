"""Documents for one conversation: attached files go in whole when they fit the context, else
they (or the whole library) are searched for the question; the chat says which happened.

The window's composer and the `ask` verb both call `prepare()` once, before the first question,
and place `Prepared.block.text` at the start of the conversation, unchanged for every follow-up
(SGLang's prefix cache then reuses it). For a follow-up in search mode, `follow_up()` gives the
new passages only, numbered on, to place before that question.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field

from app.core.docs.library import FileResult, Library, Passage
from app.core.docs.prompt import (
    ANSWER_RESERVE_TOKENS,
    DocumentBlock,
    build_document_block,
    context_left,
    fits_whole,
)


@dataclass
class Attachment:
    """One attached file as the composer shows it: its pages, tokens, and state."""

    path: str
    status: str  # 'indexed' | 'unchanged' | 'failed'
    error: str | None
    pages: int
    tokens: int
    reason: str | None = None  # the failure's short word ('encrypted': the window asks)


@dataclass
class Prepared:
    mode: str  # 'whole' | 'search' | 'none'
    block: DocumentBlock
    attachments: list[Attachment]
    note: str  # the line the chat shows: what went in and why
    tokens: int  # the block's tokens
    context_left: int  # after the block and the conversation so far
    paths: list[str] = field(default_factory=list)  # what follow-ups search ([]: the library)
    # (path, chunk seq) already in the conversation: follow_up() adds to it, skips those
    seen: set[tuple[str, int]] = field(default_factory=set)


def attach(
    lib: Library, paths: Iterable[str | os.PathLike[str]], passwords=None
) -> list[Attachment]:
    """Index the attached files (new or changed ones only) and say each one's state."""
    results: list[FileResult] = lib.add(paths, passwords=passwords)
    tokens = {d.path: d.tokens for d in lib.documents()}
    return [
        Attachment(r.path, r.status, r.error, r.pages, tokens.get(r.path, 0), r.reason)
        for r in results
        if r.status != "removed"
    ]


def prepare(
    lib: Library,
    question: str,
    context_tokens: int,
    attachments: list[Attachment] | None = None,
    use_library: bool = False,
    used_tokens: int = 0,
    reserve_tokens: int = ANSWER_RESERVE_TOKENS,
    first_number: int = 1,
) -> Prepared:
    """The document block for a conversation whose first question is `question`; documents
    attached later in a conversation that already holds passages are numbered on from
    `first_number` (the earlier block stays as it was, for the prefix cache)."""
    attachments = attachments or []
    usable = [a for a in attachments if a.status in ("indexed", "unchanged")]
    failed = [a for a in attachments if a.status == "failed"]
    total = sum(a.tokens for a in usable)
    budget = max(0, context_tokens - used_tokens - reserve_tokens)
    notes = [f"{os.path.basename(a.path)}: {a.error}" for a in failed]
    if (
        usable
        and not use_library
        and fits_whole(total, context_tokens, used_tokens, reserve_tokens)
    ):
        passages = [p for a in usable for p in lib.whole_passages(a.path)]
        mode = "whole"
        what = ", ".join(
            f"{os.path.basename(a.path)} ({a.pages} pages, {a.tokens:,} tokens)" for a in usable
        )
        notes.insert(0, f"Attached whole: {what}")
        scope: list[str] | None = [a.path for a in usable]
    elif usable or use_library:
        scope = None if use_library else [a.path for a in usable]
        passages = lib.retrieve(question, budget, scope)
        mode = "search"
        where = "the library" if use_library else f"{len(usable)} document(s) ({total:,} tokens)"
        why = "" if use_library else f", too long to attach whole (room for {budget:,})"
        notes.insert(0, f"Searched {where}{why}: {len(passages)} passage(s) used")
    else:
        return Prepared(
            "none",
            DocumentBlock("", []),
            attachments,
            "; ".join(notes),
            0,
            context_left(context_tokens, used_tokens),
        )
    block = build_document_block(passages, first_number)
    tokens = lib.tokens.count(block.text)
    return Prepared(
        mode,
        block,
        attachments,
        "; ".join(notes),
        tokens,
        context_left(context_tokens, used_tokens + tokens),
        scope or [],
        {(p.path, s) for p in passages for s in p.seqs},
    )


def follow_up(
    lib: Library,
    prepared: Prepared,
    question: str,
    budget_tokens: int,
    cited_so_far: int,
) -> DocumentBlock:
    """New passages for a follow-up question in search mode, numbered after `cited_so_far`,
    leaving out passages the conversation already holds (`prepared.seen`, updated here). Whole
    mode needs none: the documents are already in the prompt."""
    if prepared.mode != "search":
        return DocumentBlock("", [])
    fresh: list[Passage] = []
    for p in lib.retrieve(question, budget_tokens, prepared.paths or None):
        if all((p.path, s) in prepared.seen for s in p.seqs):
            continue
        fresh.append(p)
        prepared.seen.update((p.path, s) for s in p.seqs)
    if not fresh:
        return DocumentBlock("", [])
    return build_document_block(fresh, first_number=cited_so_far + 1)
