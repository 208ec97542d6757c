"""Conversations as plain Python trees with events (no Qt).

A conversation is a tree of messages: each message has a parent id, so editing a sent message or
regenerating an answer adds a sibling instead of overwriting, and the earlier branch stays
reachable. The *thread* is the path from the root to the selected leaf; that is what a chat view
shows and what is sent to the engine.

Views subscribe to a conversation's `events`; like napari's evented lists, a change is announced
as `inserting` / `inserted` (a message added to the visible thread), `changed` (a message's text or
status; during streaming only the last message changes), `reset` (the thread switched branch or
was reloaded) and `meta` (title, system prompt, thinking switch, sampling override).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from typing import Any

from app.core.words import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

ROLES = ("system", "user", "assistant")

# Message status: what the user sees under the message and what can be done with it.
DONE = "done"
STREAMING = "streaming"
STOPPED = "stopped"  # the user stopped it; the text so far is kept
ERROR = "error"  # the engine failed or was not there; `error` says why; retry offered
QUEUED = "queued"  # sent while the engine was loading: goes out when it is ready
INTERRUPTED = "interrupted"  # the app ended while it streamed (found on the next start)
STATUSES = (DONE, STREAMING, STOPPED, ERROR, QUEUED, INTERRUPTED)

# Tools (MCP) in a conversation. Conversation.sampling[CONV_TOOLS]: the servers whose tools Ling
# may use in it (kept beside the sampling override: effective_sampling ignores it). An answer's
# meta[TOOL_CALLS]: its calls in order, each {"call_id", "name", "server", "tool", "arguments",
# "allowed", "ok", "result"}, written as each ends (a Stop keeps those done); meta[TOOL_PENDING]
# while a call waits for the user's decision or runs; meta[TOOLS_NOTE] when tools could not be
# offered (why, in words).
CONV_TOOLS = "tools"
TOOL_CALLS = "tool_calls"
TOOL_PENDING = "tool_pending"
TOOLS_NOTE = "tools_note"

TITLE_CHARS = 60
# Kept in English (the automatic title replaces it); shown as translate("chat", DEFAULT_TITLE).
DEFAULT_TITLE = QT_TRANSLATE_NOOP("chat", "New chat")


def new_id() -> str:
    import uuid  # at the first new id: uuid imports platform, which the window's start needs not

    return uuid.uuid4().hex


@dataclass
class Event:
    type: str  # inserting | inserted | changed | reset | meta | removed
    index: int = -1
    message: Message | None = None
    fields: tuple[str, ...] = ()


Listener = Callable[[Event], None]


class Pager:
    """Reads the rest of a conversation opened with only its newest messages (the store's
    `load_tail`). The model stays free of the store: it only calls these."""

    def older(
        self, conv: Conversation, head: Message, count: int, until: str | None = None
    ) -> list[Message]:
        """Up to `count` thread messages above `head`, oldest first (and their siblings, after
        them: the branch switcher counts them); with `until`, as many as it takes to reach
        that message and `count` more above it."""
        raise NotImplementedError

    def rest(self, conv: Conversation) -> list[Message]:
        """Every message of the conversation, in the history's order."""
        raise NotImplementedError

    # How many messages the conversation had when it was opened (counts what is not read).
    total: int = 0


class Emitter:
    """A minimal signal: listeners are plain callables; one failing never stops the others."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def connect(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self.disconnect(listener)

    def disconnect(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, event: Event) -> None:
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:
                log.exception("conversation listener failed")


@dataclass(slots=True)  # no per-message __dict__: a 50,000-message chat holds 50,000 of these
class Message:
    id: str
    conversation_id: str
    parent_id: str | None
    role: str
    content: str = ""
    reasoning: str = ""
    status: str = DONE
    error: str = ""
    stats: dict[str, Any] = field(default_factory=dict)
    # Free-form facts kept with the message: attachments, thinking on/off and sampling used.
    meta: dict[str, Any] = field(default_factory=dict)
    created_at: float = field(default_factory=time.time)
    updated_at: float = field(default_factory=time.time)

    @property
    def busy(self) -> bool:
        return self.status in (STREAMING, QUEUED)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass
class Conversation:
    id: str = field(default_factory=new_id)
    title: str = DEFAULT_TITLE
    created_at: float = field(default_factory=time.time)
    updated_at: float = field(default_factory=time.time)
    system_prompt: str = ""
    thinking: bool = True
    # Per-conversation sampling override: only the keys set here replace the settings' defaults.
    sampling: dict[str, Any] = field(default_factory=dict)
    current_leaf: str | None = None
    draft: dict[str, Any] = field(default_factory=dict)
    # Title set by the user (never replaced by the automatic one).
    titled: bool = False
    # Kept whatever the retention setting says ("keep conversations for N days").
    pinned: bool = False
    messages: dict[str, Message] = field(default_factory=dict, repr=False)
    loaded: bool = field(default=True, repr=False)
    events: Emitter = field(default_factory=Emitter, repr=False, compare=False)
    _children: dict[str | None, list[str]] = field(default_factory=dict, repr=False)
    # The thread, kept between calls: every streamed token looked its message up in a thread
    # rebuilt from the tree (50,000 steps a token in a 50,000-message chat). Valid while
    # (current_leaf, _generation) is what it was built for; a message's parent never changes.
    _generation: int = field(default=0, repr=False, compare=False)
    _thread_key: tuple[str | None, int] | None = field(default=None, repr=False, compare=False)
    _thread_cache: list[Message] = field(default_factory=list, repr=False, compare=False)
    _index_cache: dict[str, int] | None = field(default=None, repr=False, compare=False)
    # Opened with only the thread's newest messages (a 50,000-message chat read every row to
    # show 40): `pager` reads the rest. `older`: how many thread messages are above the first
    # one in memory (None: unknown, the tree branches). None pager: the whole tree is here.
    pager: Pager | None = field(default=None, repr=False, compare=False)
    older: int | None = field(default=0, repr=False, compare=False)

    # --- tree ------------------------------------------------------------------------------------

    def set_messages(self, messages: Iterable[Message]) -> None:
        """Replace the whole tree (loading from the store); announces a reset."""
        self.messages = {}
        self._children = {}
        self._generation += 1
        self.pager, self.older = None, 0
        for m in sorted(messages, key=lambda m: m.created_at):
            self._link(m)
        if self.current_leaf not in self.messages:
            self.current_leaf = self._latest_leaf(None)
        self.loaded = True
        self.events.emit(Event("reset"))

    def unload(self) -> None:
        """Let the messages go from memory (they are in the history): the next open reads them
        again (`loaded` False). The caller makes sure none is streaming or waiting to be saved."""
        self.messages = {}
        self._children = {}
        self._generation += 1
        self._thread_key = None
        self._thread_cache = []
        self._index_cache = None
        self.pager, self.older = None, 0
        self.loaded = False

    # --- partly loaded -----------------------------------------------------------------------------

    def set_tail(self, messages: Iterable[Message], pager: Pager, older: int | None) -> None:
        """The thread's newest messages (with their siblings), the rest left to `pager`:
        announces a reset, as `set_messages` does."""
        self.messages = {}
        self._children = {}
        self._generation += 1
        for m in sorted(messages, key=lambda m: m.created_at):  # siblings in order, as loaded
            self._link(m)
        self.pager = pager if self._head_parent() is not None else None
        self.older = older if self.pager is not None else 0
        self.loaded = True
        self.events.emit(Event("reset"))

    @property
    def complete(self) -> bool:
        """Whether every message of the conversation is in memory."""
        return self.pager is None

    def _head_parent(self) -> str | None:
        """The parent of the oldest thread message in memory when that parent is not."""
        shown = self._thread()
        if not shown or shown[0].parent_id is None:
            return None
        return shown[0].parent_id

    def has_older(self) -> bool:
        return self.pager is not None and self._head_parent() is not None

    def load_older(self, count: int) -> int:
        """Reads up to `count` more thread messages above those in memory; announces them as
        `prepended` (index: how many). Returns how many came."""
        shown = self._thread()
        if self.pager is None or not shown or not self.has_older():
            return 0
        got = self.pager.older(self, shown[0], count)
        return self._prepend(got)

    def load_until(self, message_id: str, above: int) -> int:
        """Reads the thread above what is in memory down to `message_id` and `above` more
        (a search result far up): only those rows. Returns how many came."""
        shown = self._thread()
        if self.pager is None or not shown or not self.has_older():
            return 0
        return self._prepend(self.pager.older(self, shown[0], above, until=message_id))

    def ensure_complete(self) -> None:
        """Reads every message not in memory yet (an export, a send, a branch switch). The
        messages already here stay the same objects (a streaming answer holds its own)."""
        if self.pager is None:
            return
        pager, self.pager = self.pager, None
        self._prepend(pager.rest(self), whole=True)
        self.older = 0

    def _prepend(self, got: list[Message], whole: bool = False) -> int:
        before = len(self._thread())
        mine = list(self.messages.values())
        ordered = [self.messages.get(m.id, m) for m in got]
        seen = {m.id for m in ordered}
        if whole:  # the history's order; what is here and not there yet goes last
            ordered += [m for m in mine if m.id not in seen]
        else:  # older messages before those here
            ordered = ordered + [m for m in mine if m.id not in seen]
        self.messages = {}
        self._children = {}
        self._generation += 1
        for m in sorted(ordered, key=lambda m: m.created_at):  # as `set_messages` orders them
            self._link(m)
        added = len(self._thread()) - before
        if self.older is not None:
            self.older = max(0, self.older - added)
        if self.pager is not None and self._head_parent() is None and self.older is not None:
            # A line's first message is here: so is all of it. (A branching tree's other
            # branches below the siblings read are still to read: the pager stays.)
            self.pager, self.older = None, 0
        if added:
            self.events.emit(Event("prepended", added))
        return added

    def shown_thread(self) -> list[Message]:
        """The thread's messages in memory (all of it unless opened partly), without reading
        more: what a view shows."""
        return list(self._thread())

    def shown_index(self, message_id: str) -> int:
        """Where `message_id` is in `shown_thread` (-1: not there)."""
        if self._index_cache is None or self._thread_key != (self.current_leaf, self._generation):
            self._index_cache = {m.id: i for i, m in enumerate(self._thread())}
        return self._index_cache.get(message_id, -1)

    def older_estimate(self) -> int:
        """Characters of content above what is in memory, estimated without reading them:
        the count above (or every message not read, when the tree branches) times the mean
        length of those read. 0 when the thread is whole."""
        shown = self._thread()
        if self.pager is None or not shown or not self.has_older():
            return 0
        above = self.older
        if above is None:
            above = max(0, self.pager.total - len(self.messages))
        return above * sum(len(m.content) for m in shown) // len(shown)

    def _link(self, msg: Message) -> None:
        self.messages[msg.id] = msg
        self._generation += 1
        self._children.setdefault(msg.parent_id, []).append(msg.id)

    def children(self, parent_id: str | None) -> list[Message]:
        return [self.messages[i] for i in self._children.get(parent_id, [])]

    def siblings(self, msg: Message) -> list[Message]:
        return self.children(msg.parent_id)

    def _latest_leaf(self, start: str | None) -> str | None:
        """Follow the most recent child down from `start` (None = the roots)."""
        node = start
        while True:
            kids = self._children.get(node)
            if not kids:
                return node
            node = kids[-1]

    def thread(self) -> list[Message]:
        """Root-to-leaf path of the selected branch: what is sent (a copy; whole: read first
        if opened partly)."""
        self.ensure_complete()
        return list(self._thread())

    def thread_length(self) -> int:
        self.ensure_complete()
        return len(self._thread())

    def thread_index(self, message_id: str) -> int:
        """Where `message_id` is in the (whole) thread (-1: not on it)."""
        self.ensure_complete()
        return self.shown_index(message_id)

    def _thread(self) -> list[Message]:
        key = (self.current_leaf, self._generation)
        if self._thread_key != key:
            self._thread_cache = self._path_to(self.current_leaf)
            self._thread_key = key
            self._index_cache = None
        return self._thread_cache

    def path_to(self, message_id: str | None) -> list[Message]:
        self.ensure_complete()
        return self._path_to(message_id)

    def _path_to(self, message_id: str | None) -> list[Message]:
        out: list[Message] = []
        node = self.messages.get(message_id) if message_id else None
        while node is not None:
            out.append(node)
            node = self.messages.get(node.parent_id) if node.parent_id else None
        out.reverse()
        return out

    def last(self) -> Message | None:
        return self.messages.get(self.current_leaf) if self.current_leaf else None

    def add(self, msg: Message) -> Message:
        """Add `msg` and make it the selected leaf (it extends the thread or starts a branch)."""
        if msg.parent_id is not None and msg.parent_id not in self.messages:
            self.ensure_complete()  # an edit of the first message in memory: its parent is older
        if msg.id in self.messages:
            raise ValueError(f"message {msg.id} already in the conversation")
        if msg.parent_id is not None and msg.parent_id not in self.messages:
            raise ValueError(f"parent {msg.parent_id} of message {msg.id} is unknown")
        extends = msg.parent_id == self.current_leaf
        thread = self._thread()
        index = len(thread) if extends else -1
        if extends:
            self.events.emit(Event("inserting", index, msg))
        fresh = extends and self._thread_key == (self.current_leaf, self._generation)
        self._link(msg)
        self.current_leaf = msg.id
        if fresh:  # the thread grew by one: extended in place, not walked again
            thread.append(msg)
            self._thread_key = (self.current_leaf, self._generation)
            if self._index_cache is not None:
                self._index_cache[msg.id] = index
        self.touch()
        if extends:
            self.events.emit(Event("inserted", index, msg))
        else:
            self.events.emit(Event("reset"))
        return msg

    def new_message(
        self, role: str, parent_id: str | None, content: str = "", **kw: Any
    ) -> Message:
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}")
        return self.add(Message(new_id(), self.id, parent_id, role, content, **kw))

    def select(self, message_id: str) -> None:
        """Show the branch through `message_id` (down to its most recent leaf)."""
        self.ensure_complete()  # its branch's messages below may not be in memory
        if message_id not in self.messages:
            raise KeyError(message_id)
        leaf = self._latest_leaf(message_id)
        if leaf != self.current_leaf:
            self.current_leaf = leaf
            self.events.emit(Event("reset"))

    def branch_position(self, msg: Message) -> tuple[int, int]:
        """(1-based index among its siblings, number of siblings)."""
        sibs = self._children.get(msg.parent_id, [])
        return sibs.index(msg.id) + 1, len(sibs)

    def step_branch(self, msg: Message, delta: int) -> Message | None:
        self.ensure_complete()
        sibs = self._children.get(msg.parent_id, [])
        i = sibs.index(msg.id) + delta
        if not 0 <= i < len(sibs):
            return None
        self.select(sibs[i])
        return self.messages[sibs[i]]

    def subtree(self, message_id: str) -> list[Message]:
        """`message_id` and every message below it (a branch), parents before children."""
        self.ensure_complete()
        if message_id not in self.messages:
            raise KeyError(message_id)
        out: list[Message] = []
        todo = [message_id]
        while todo:
            mid = todo.pop()
            out.append(self.messages[mid])
            todo.extend(self._children.get(mid, []))
        return out

    def remove_branch(self, message_id: str) -> list[Message]:
        """Remove `message_id` and all its descendants; the thread moves to the branch beside
        it (its most recent sibling, else its parent). Announces a reset; returns what went."""
        gone = self.subtree(message_id)
        ids = {m.id for m in gone}
        parent = self.messages[message_id].parent_id
        for m in gone:
            del self.messages[m.id]
            self._children.pop(m.id, None)
        siblings = [i for i in self._children.get(parent, []) if i != message_id]
        if siblings:
            self._children[parent] = siblings
        else:
            self._children.pop(parent, None)
        self._generation += 1
        if self.current_leaf in ids or self.current_leaf not in self.messages:
            # (None when the only root went: no message is left.)
            self.current_leaf = self._latest_leaf(siblings[-1] if siblings else parent)
        self.touch()
        self.events.emit(Event("reset"))
        return gone

    # --- changes -----------------------------------------------------------------------------------

    def update(self, msg: Message, **changes: Any) -> None:
        for key, value in changes.items():
            if not hasattr(msg, key):
                raise AttributeError(key)
            setattr(msg, key, value)
        msg.updated_at = time.time()
        self._changed(msg, tuple(changes))

    def append(self, msg: Message, content: str = "", reasoning: str = "") -> None:
        """Streaming: add text to a message (the hot path: no copies beyond the string append)."""
        if content:
            msg.content += content
        if reasoning:
            msg.reasoning += reasoning
        msg.updated_at = time.time()
        self._changed(msg, ("content",) if not reasoning else ("content", "reasoning"))

    def _changed(self, msg: Message, what: tuple[str, ...]) -> None:
        self.events.emit(Event("changed", self.shown_index(msg.id), msg, what))

    def set_meta(self, **changes: Any) -> None:
        for key, value in changes.items():
            if key not in (
                "title",
                "system_prompt",
                "thinking",
                "sampling",
                "titled",
                "draft",
                "pinned",
            ):
                raise AttributeError(key)
            setattr(self, key, value)
        self.events.emit(Event("meta", fields=tuple(changes)))

    def touch(self) -> None:
        self.updated_at = time.time()

    def auto_title(self, text: str) -> bool:
        """Name the conversation after its first question, unless the user named it."""
        if self.titled or self.title != DEFAULT_TITLE:
            return False
        # The first lines only: a 10 MB paste is not split whole for its first line.
        line = next((ln.strip() for ln in text[:4000].splitlines() if ln.strip()), "")
        line = line.strip("#>*` ").strip()
        if not line:
            return False
        if len(line) > TITLE_CHARS:
            line = line[: TITLE_CHARS - 1].rsplit(" ", 1)[0].rstrip(",.;:") + "…"
        self.set_meta(title=line)
        return True

    @property
    def tool_servers(self) -> list[str]:
        """The tool servers chosen for this conversation (none: a plain chat)."""
        chosen = self.sampling.get(CONV_TOOLS)
        return [str(n) for n in chosen] if isinstance(chosen, list) else []

    def effective_sampling(self, defaults: dict[str, Any]) -> dict[str, Any]:
        return {**defaults, **{k: v for k, v in self.sampling.items() if k in defaults}}


class ConversationList:
    """The conversations, most recently updated first, with napari-style list events.

    Qt list models adapt this (`inserting` -> beginInsertRows, `inserted` -> endInsertRows ...).
    """

    def __init__(self, conversations: Iterable[Conversation] = ()) -> None:
        self._items: list[Conversation] = sorted(
            conversations, key=lambda c: c.updated_at, reverse=True
        )
        self.events = Emitter()

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index: int) -> Conversation:
        return self._items[index]

    def __iter__(self):
        return iter(self._items)

    def index(self, conv_id: str) -> int:
        for i, c in enumerate(self._items):
            if c.id == conv_id:
                return i
        return -1

    def get(self, conv_id: str) -> Conversation | None:
        i = self.index(conv_id)
        return self._items[i] if i >= 0 else None

    def insert(self, conv: Conversation, index: int = 0) -> None:
        self.events.emit(Event("inserting", index))
        self._items.insert(index, conv)
        self.events.emit(Event("inserted", index))

    def add_sorted(self, conv: Conversation) -> None:
        i = 0
        while i < len(self._items) and self._items[i].updated_at > conv.updated_at:
            i += 1
        self.insert(conv, i)

    def remove(self, conv_id: str) -> Conversation | None:
        i = self.index(conv_id)
        if i < 0:
            return None
        self.events.emit(Event("removing", i))
        conv = self._items.pop(i)
        self.events.emit(Event("removed", i))
        return conv

    def changed(self, conv_id: str) -> None:
        i = self.index(conv_id)
        if i >= 0:
            self.events.emit(Event("changed", i))

    def bump(self, conv_id: str) -> None:
        """Move a conversation to the top (it was just used); announced as a move."""
        i = self.index(conv_id)
        if i < 0:
            return
        if i == 0:
            self.events.emit(Event("changed", 0))
            return
        self.events.emit(Event("moving", i))
        conv = self._items.pop(i)
        self._items.insert(0, conv)
        self.events.emit(Event("moved", i))
