"""One record per API request, never its text: who, what, tokens, speed, outcome.

Bounded (a deque), with listeners for the app: `started` when a request reaches the engine,
`finished` when it ends. Listeners run on the gateway's thread: a GUI must hand them to its
own thread (a queued signal), and must return fast.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from itertools import count

_ids = count(1)


@dataclass
class RequestRecord:
    client: str
    endpoint: str
    started: float = field(default_factory=time.time)
    id: int = field(default_factory=lambda: next(_ids))
    stream: bool = False
    status: int = 0  # HTTP status given to the client; 499 = the client went away
    prompt_tokens: int | None = None
    cached_tokens: int | None = None
    completion_tokens: int | None = None
    ttft_s: float | None = None
    decode_tok_s: float | None = None
    accept_length: float | None = None
    duration_s: float | None = None
    error: str = ""  # short reason when status is not 200 (never the request's text)

    def to_dict(self) -> dict:
        return asdict(self)


Listener = Callable[[str, RequestRecord], None]


class RequestLog:
    def __init__(self, maxlen: int = 500) -> None:
        self._lock = threading.Lock()
        self._done: deque[RequestRecord] = deque(maxlen=maxlen)
        self._active: dict[int, RequestRecord] = {}
        self._listeners: list[Listener] = []

    def add_listener(self, fn: Listener) -> None:
        with self._lock:
            self._listeners.append(fn)

    def remove_listener(self, fn: Listener) -> None:
        with self._lock:
            if fn in self._listeners:
                self._listeners.remove(fn)

    def started(self, rec: RequestRecord) -> None:
        with self._lock:
            self._active[rec.id] = rec
        self._tell("started", rec)

    def finished(self, rec: RequestRecord) -> None:
        with self._lock:
            self._active.pop(rec.id, None)
            self._done.append(rec)
        self._tell("finished", rec)

    def recent(self) -> list[RequestRecord]:
        """Finished requests, newest last."""
        with self._lock:
            return list(self._done)

    def active(self) -> list[RequestRecord]:
        """Requests now at the engine, oldest first (the GUI shows "serving <client>")."""
        with self._lock:
            return sorted(self._active.values(), key=lambda r: r.started)

    def _tell(self, what: str, rec: RequestRecord) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for fn in listeners:
            with contextlib.suppress(Exception):  # a broken observer must never break a reply
                fn(what, rec)
