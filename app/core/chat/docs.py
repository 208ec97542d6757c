"""Documents in a conversation, as stored in message meta (no Qt, no SQLite).

A user message that carried documents keeps, in `meta["docs"]`, the exact block of passages
placed before its text (app/core/docs/prompt.py), its sources and the note the chat shows. The
request is rebuilt from that stored text every time (send, regenerate, edit, a reopened history),
so the prefix SGLang's radix cache holds is the same byte for byte and is never rewritten; a
follow-up's new passages go into its own turn, numbered on.

An answer keeps `meta["sources"]`: the passages it cites ([n]); one that cites none keeps
`meta["uncited"]`, the number of passages it was given (the chat says so in one line, with a way
to see them, instead of listing every page of a long PDF). Answers from before kept every passage
given when they cited none: the chat reads those the same way.

An encrypted document's passages are never written to the history: their block goes in
`meta["unsaved"]`, which the store leaves out (app/core/chat/store.py), and their sources carry
no snippet. While Ling Desk runs the conversation sends and shows them as any other; after a
restart they are gone, as the document's text is (app/core/docs/attach.py), and the message is
sent without them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.core.chat.model import Message

DOCS = "docs"  # user message meta key: the document block and its facts
SOURCES = "sources"  # answer meta key: what it cites
UNCITED = "uncited"  # answer meta key: it cites nothing; how many passages it was given
UNSAVED = "unsaved"  # meta key the history file never holds: {"block": an encrypted one's text}
_CITE = re.compile(r"\[(\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\]")
_PASSAGE = re.compile(r'<passage n="(\d+)">\n(.*?)\n</passage>', re.S)


def saved_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """A message's meta as the history file keeps it: without what must stay off disk."""
    return {k: v for k, v in meta.items() if k != UNSAVED} if UNSAVED in meta else meta


def document_block(msg: Message) -> str:
    """The passages placed before this user message, wherever they are kept ('' for none)."""
    if msg.role != "user":
        return ""
    docs, unsaved = msg.meta.get(DOCS), msg.meta.get(UNSAVED)
    block = docs.get("block") if isinstance(docs, dict) else None
    if not block and isinstance(unsaved, dict):
        block = unsaved.get("block")
    return block if isinstance(block, str) else ""


def sent_content(msg: Message) -> str:
    """What the engine is sent for this message: its document block (if any), then its text."""
    block = document_block(msg)
    if block:
        return f"{block}\n{msg.content}"
    return msg.content


@dataclass
class ThreadDocs:
    """What the documents of a thread so far add up to (for a follow-up and for citations)."""

    sources: dict[int, dict[str, Any]] = field(default_factory=dict)  # n -> Source dict
    passages: dict[int, str] = field(default_factory=dict)  # n -> the passage's text
    search: bool = False  # some block was searched: follow-ups search again
    library: bool = False  # ... the whole library
    paths: list[str] = field(default_factory=list)  # ... these documents
    seen: set[tuple[str, int]] = field(default_factory=set)  # chunks already in the prompt

    @property
    def last_number(self) -> int:
        return max(self.sources, default=0)


def thread_docs(thread: list[Message]) -> ThreadDocs:
    out = ThreadDocs()
    for m in thread:
        d = m.meta.get(DOCS) if m.role == "user" else None
        if not isinstance(d, dict):
            continue
        for s in d.get("sources", []):
            if isinstance(s, dict) and isinstance(s.get("n"), int):
                out.sources[s["n"]] = s
        for n, text in _PASSAGE.findall(document_block(m)):
            out.passages[int(n)] = text
        if d.get("mode") == "search":
            out.search = True
            out.library = out.library or bool(d.get("library"))
            out.paths += [p for p in d.get("paths", []) if p not in out.paths]
        out.seen.update((str(p), int(s)) for p, s in d.get("seen", []))
    return out


def cited_numbers(text: str) -> list[int]:
    """The [n] labels an answer cites, in first-cited order ([1], [2, 3] and [4; 5] alike)."""
    out: list[int] = []
    for group in _CITE.findall(text):
        for n in re.split(r"\s*[,;]\s*", group):
            if int(n) not in out:
                out.append(int(n))
    return out


def answer_meta(thread: list[Message], answer: str) -> dict[str, Any]:
    """What a finished answer keeps of its documents: {SOURCES: the passages it cites}, or
    {UNCITED: how many it was given} when it cites none of them, or {} without documents."""
    docs = thread_docs(thread)
    if not docs.sources:
        return {}
    cited = [docs.sources[n] for n in cited_numbers(answer) if n in docs.sources]
    return {SOURCES: cited} if cited else {UNCITED: len(docs.sources)}


def shown_sources(meta: dict[str, Any], answer: str) -> tuple[list[dict[str, Any]], int]:
    """(the sources to list under an answer, the passages it was given when it cites none):
    an answer saved before `UNCITED` kept every passage given when it cited none."""
    kept = [
        s for s in meta.get(SOURCES) or [] if isinstance(s, dict) and isinstance(s.get("n"), int)
    ]
    cited = set(cited_numbers(answer))
    shown = [s for s in kept if s["n"] in cited]
    if shown:
        return shown, 0
    given = meta.get(UNCITED)
    return [], given if isinstance(given, int) else len(kept)


def passage_for(thread: list[Message], n: int) -> str:
    """The full text of passage [n] as the model was given it ('' when not in the thread)."""
    return thread_docs(thread).passages.get(n, "")


def cited_words(answer: str, n: int) -> list[str]:
    """The words of the answer's sentences that cite [n] (to highlight them in the passage)."""
    words: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", answer):
        if n in cited_numbers(sentence):
            for w in re.findall(r"\w{4,}", _CITE.sub(" ", sentence)):
                if w.lower() not in (x.lower() for x in words):
                    words.append(w)
    return words
