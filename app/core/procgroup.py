"""Stopping a process group: one way, for the engine, rank 1, MCP servers and setup jobs.

Signals go to the whole group, never to a pid: the leader (a launcher, a shell, pip) may be dead
while its workers live on (SGLang's schedulers hold the GPU). Each step sends a signal and waits
until the group is gone; a group already gone ends it at once.

Standard library only: the engine's guard and the MCP launcher import it as scripts that must
start fast (they put the folder above `app` on sys.path first).
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Callable, Sequence

Steps = Sequence[tuple[int, float]]  # (signal, seconds to wait for the group to go)

# SIGINT lets SGLang shut down cleanly; SIGTERM then SIGKILL for whatever ignores it.
ENGINE_STEPS: Steps = ((signal.SIGINT, 15.0), (signal.SIGTERM, 8.0), (signal.SIGKILL, 5.0))
# Children that were never asked nicely before (a build tool, a guard's last act).
TERM_THEN_KILL: Steps = ((signal.SIGTERM, 5.0), (signal.SIGKILL, 2.0))
POLL_S = 0.05


def group_alive(pgid: int) -> bool:
    """Whether any process of the group lives (one of another user's counts: it is there)."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def signal_group(pgid: int, sig: int) -> bool:
    """Send `sig` to the whole group; False when the group is already gone."""
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        return False
    return True


def end_group(
    pgid: int, steps: Steps = TERM_THEN_KILL, *, gone: Callable[[], bool] | None = None
) -> bool:
    """Escalate through `steps` until the group is gone (blocking). `gone` replaces the check
    where the caller must also reap the leader (a zombie leader keeps its group alive)."""
    is_gone = gone or (lambda: not group_alive(pgid))
    for sig, wait in steps:
        if not signal_group(pgid, sig):
            return True
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if is_gone():
                return True
            time.sleep(POLL_S)
    return is_gone()


async def end_group_async(
    pgid: int, steps: Steps = ENGINE_STEPS, *, gone: Callable[[], bool] | None = None
) -> bool:
    """`end_group` for an event loop: the waits never block it."""
    is_gone = gone or (lambda: not group_alive(pgid))
    for sig, wait in steps:
        if not signal_group(pgid, sig):
            return True
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if is_gone():
                return True
            await asyncio.sleep(POLL_S)
    return is_gone()


def proc_table() -> dict[int, tuple[int, int, bytes]] | None:
    """Every process as pid -> (ppid, pgid, state letter), from /proc; None where there is none."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    table: dict[int, tuple[int, int, bytes]] = {}
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as fh:
                stat = fh.read()
        except OSError:
            continue
        # After the command's closing parenthesis: state, ppid, pgrp, ...
        fields = stat[stat.rfind(b")") + 2 :].split()
        if len(fields) > 2:
            table[int(entry)] = (int(fields[1]), int(fields[2]), fields[0])
    return table


def descendants(root: int, table: dict[int, tuple[int, int, bytes]] | None = None) -> list[int]:
    """The live processes below `root` by parent links (zombies left out): those that left its
    process group (setsid) too. Orphans are only found here when `root` adopts them (a
    subreaper, as launcher.py is); empty where /proc is missing."""
    table = proc_table() if table is None else table
    if not table:
        return []
    children: dict[int, list[int]] = {}
    for pid, (ppid, _pgid, _state) in table.items():
        children.setdefault(ppid, []).append(pid)
    found: list[int] = []
    todo = list(children.get(root, []))
    while todo:
        pid = todo.pop()
        if table[pid][2] != b"Z":
            found.append(pid)
        todo.extend(children.get(pid, []))
    return found
