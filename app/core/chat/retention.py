"""Retention: "keep conversations for N days" (issue 37). A conversation expires when its last
change is older than the limit; pinned ones never do. Pure functions: the window applies them
at start and hourly, `ling-desk history purge` on demand."""

from __future__ import annotations

from collections.abc import Iterable

from app.core.chat.model import Conversation

DAY_S = 86_400.0


def cutoff(days: float, now: float) -> float:
    """The time before which a conversation's last change makes it expire."""
    return now - days * DAY_S


def expired(conversations: Iterable[Conversation], days: float, now: float) -> list[Conversation]:
    """The conversations `days` of retention would erase at `now` (none when days <= 0, which
    is "forever"), oldest first."""
    if days <= 0:
        return []
    limit = cutoff(days, now)
    out = [c for c in conversations if not c.pinned and c.updated_at < limit]
    return sorted(out, key=lambda c: c.updated_at)
