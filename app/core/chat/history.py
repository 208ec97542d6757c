"""The history's data types and constants, apart from the Store that uses them: the window's
rooms read these without reaching the stateful store (the shell hands that out; issue 36).
app/core/chat/store.py imports them from here, so `store.X` names them too."""

from __future__ import annotations

from dataclasses import dataclass

# A deleted conversation comes back with Undo for this long (the list's undo bar). Its text left
# the history's files at the deletion (issue 37): only the window's memory holds it meanwhile.
UNDO_SECONDS = 10.0


class StoreError(Exception):
    """The history database cannot be used; the message is for the user."""


class NotSaved(StoreError):
    """A save that could not be written now (see `problem_reason`); nothing of it was kept."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        from app.core.words import translate

        super().__init__(translate("chat", "Not saved: {reason}").format(reason=reason))


@dataclass
class SearchHit:
    conversation_id: str
    message_id: str | None
    title: str
    snippet: str  # with \x02 ... \x03 around the matched words
    role: str = ""
    updated_at: float = 0.0
