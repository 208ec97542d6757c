"""File descriptors: the process's budget of them, and telling "we ran out" from "they failed".

A desktop session starts programs with a soft limit of 1,024 open files (and, under systemd, a
hard limit of 524,288). The gateway accepts connections from any local program; without room to
spare, a flood of connections used the window's last descriptors and its own engine client then
failed to connect, which read as "the engine stopped answering".
"""

from __future__ import annotations

import errno
import resource

# Enough for the gateway's connection cap, a full accept burst (the listen backlog) and the
# app's own files and sockets, yet small enough that a child that closes every descriptor up to
# its limit (some C programs do, at start) loses no time.
WANTED_SOFT_LIMIT = 16_384

_OUT = frozenset({errno.EMFILE, errno.ENFILE})


def raise_soft_limit(wanted: int = WANTED_SOFT_LIMIT) -> int:
    """Raise RLIMIT_NOFILE's soft limit towards `wanted` (never above the hard limit, never
    down); returns the soft limit now in force. Process-wide, and inherited by children."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass  # a container may forbid it: the caps below then shrink to fit
    return soft if soft != resource.RLIM_INFINITY else wanted


def out_of_descriptors(exc: BaseException | None) -> bool:
    """True when `exc`, or what it was raised from, is "too many open files" (this process's
    limit, EMFILE, or the system's, ENFILE): a local shortage, not a fault of the other end."""
    todo, seen = [exc], 0
    while todo and seen < 50:  # httpx wraps httpcore wraps anyio's group of connect attempts
        e = todo.pop()
        if e is None:
            continue
        seen += 1
        if isinstance(e, OSError) and e.errno in _OUT:
            return True
        if isinstance(e, BaseExceptionGroup):
            todo.extend(e.exceptions)
        todo.extend((e.__cause__, e.__context__))
    return False
