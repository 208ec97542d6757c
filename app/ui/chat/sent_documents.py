"""What a user message keeps of the documents sent with it.

_docs_meta is the glue between the document core's Prepared placement (app/core/docs/attach.py)
and the message's metadata: the block as sent, its sources and the note the chat shows, with an
encrypted document's passages kept in memory only.
"""

from __future__ import annotations

import os

from app.core.chat.docs import UNSAVED
from app.core.docs.attach import Prepared
from app.core.words import translate


def _docs_meta(
    p: Prepared, library: bool, seen: set[tuple[str, int]], added: list | None = None
) -> dict:
    """What a user message keeps of its documents: the block exactly as sent (so a regenerate,
    an edit or a reopened history sends the same bytes), its sources, the note the chat shows.
    A block holding an encrypted document's passages goes under UNSAVED instead (kept in memory,
    never in the history file), and its sources without their snippets."""
    note = p.note
    for a in added or []:
        name = os.path.basename(a.path)
        said = (
            translate("chat", "added to the library") if a.library == "added" else (a.library or "")
        )
        note = f"{note}; {name}: {said}" if note else f"{name}: {said}"
    protected = set(p.protected)
    sources = [s.to_dict() for s in p.block.sources]
    for s in sources:
        if s["path"] in protected:
            s["snippet"] = ""
    out = {
        "block": "" if protected else p.block.text,
        "mode": p.mode,
        "note": note,
        "paths": list(p.paths),
        "library": library,
        "seen": sorted([path, seq] for path, seq in seen),
        "sources": sources,
        "tokens": p.tokens,
    }
    if protected:
        out["protected"] = sorted(protected)
        out[UNSAVED] = {"block": p.block.text}
    return out
