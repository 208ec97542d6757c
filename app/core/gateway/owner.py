"""Who holds the gateway's port when Ling Desk cannot: this user's own Ling Desk, or a stranger?

Whoever listens on 127.0.0.1:4950 receives every editor's key, prompt and file. The listener is
traced through /proc as the engine's port check does (app/core/engine/listener.py): the socket's
owner uid from /proc/net/tcp, its process from the fds we may read. Another account's fds are
not readable by a normal user: then the user is named and the program is said to be hidden.
Anything that is not recognisably this user's Ling Desk (window, `serve`, keeper, or systemd
holding the keeper's socket) is a stranger, so the check fails closed.
"""

from __future__ import annotations

import os
import pwd
from dataclasses import dataclass
from pathlib import Path

from app.core.engine.listener import Holder, listeners
from app.core.words import translate


@dataclass(frozen=True)
class PortOwner:
    port: int
    uid: int  # -1: unknown (no socket table to read)
    user: str
    program: str | None  # None: hidden from us (another account's process)
    pid: int | None
    ling_desk: bool  # this user's own Ling Desk holds it: not a stranger
    keeper: bool = False  # this user's gateway keeper (or systemd holding its socket)

    @property
    def stranger(self) -> bool:
        return not self.ling_desk

    def who(self) -> str:
        """'user bob's program nc (pid 4242)', 'a program of yours, python3 (pid 7)'..."""
        if self.uid == -1:
            return translate(
                "gateway", "a program Ling Desk cannot identify (/proc/net/tcp is unreadable)"
            )
        if self.program is None:
            return translate(
                "gateway",
                "user {user}'s program (which program is hidden: Ling Desk may not look into "
                "another account's processes)",
            ).format(user=self.user)
        program = self.program + (f" (pid {self.pid})" if self.pid is not None else "")
        if self.uid == os.getuid():
            return translate(
                "gateway", "another program of yours, {program}, not Ling Desk"
            ).format(program=program)
        return translate("gateway", "user {user}'s program {program}").format(
            user=self.user, program=program
        )

    def to_dict(self) -> dict:
        return {"user": self.user, "uid": self.uid if self.uid >= 0 else None,
                "program": self.program, "pid": self.pid}  # fmt: skip


def user_name(uid: int) -> str:
    try:
        return pwd.getpwuid(uid).pw_name
    except (KeyError, OverflowError):
        return translate("gateway", "with user id {uid}").format(uid=uid)


def _is_keeper(h: Holder) -> bool:
    return "gateway-keeper" in h.argv or (h.name == "systemd" and "--user" in h.argv)


def _is_ling_desk(h: Holder) -> bool:
    """This user's Ling Desk, its keeper, or the user's systemd holding the keeper's socket."""
    if h.pid == os.getpid():
        return True
    argv = list(h.argv)
    if "gateway-keeper" in argv:
        return True
    if any(os.path.basename(a) == "ling-desk" for a in argv[:2]):
        return True
    if "-m" in argv[:-1] and argv[argv.index("-m") + 1] in ("app", "app.cli"):
        return True
    return h.name == "systemd" and (h.argv[-1:] == ("--user",) or "--user" in argv)


def port_owner(port: int, proc: Path = Path("/proc")) -> PortOwner | None:
    """Who listens where 127.0.0.1:port goes; None when nobody does."""
    found = listeners(port, proc)
    if found is None:
        return PortOwner(port, -1, "unknown", None, None, False)
    if not found:
        return None
    me = os.getuid()
    best: PortOwner | None = None
    for lst in found:
        if not lst.holders:
            # Another account's socket: its fds are not ours to read (root sees them all).
            return PortOwner(port, lst.uid, user_name(lst.uid), None, None, False)
        for h in lst.holders:
            ours = lst.uid == me and _is_ling_desk(h)
            owner = PortOwner(port, lst.uid, user_name(lst.uid), h.name, h.pid, ours,
                              keeper=ours and _is_keeper(h))  # fmt: skip
            if not ours:
                return owner  # one stranger is enough
            best = best or owner
    return best
