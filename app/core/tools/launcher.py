"""Runs one stdio MCP server so that it never outlives Ling Desk, even after a SIGKILL.

stdio.py spawns `python launcher.py PARENT_PID -- CMD ARGS...` in its own session and process
group. The launcher is the group's leader and a child subreaper (Linux): it forks the real server
into the same group with the same stdin/stdout, then waits, reaping what it adopts. When the app
dies (Linux: PR_SET_PDEATHSIG at once; anywhere: the parent pid changing, checked ten times a
second) or when it is asked to stop (SIGTERM), it ends the whole group and every descendant,
those that left the group with setsid and a double fork included (orphans are reparented to the
subreaper, so /proc's parent links still lead to them), SIGTERM then SIGKILL. cgroups would
hold them too but are rarely writable by a desktop app; /proc is always there. When the server
exits by itself, it exits with the server's status, after ending what the server left behind.
Stdlib only: it must start fast.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script (-I): the folder above `app` holds the package
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from app.core.procgroup import descendants, group_alive, proc_table

_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36
KILL_SWEEPS_S = 3.0
_UNKNOWN = -1


def _others(pgid: int) -> set[int]:
    """Every live process of the server's but us: its group, and every descendant we adopted
    (one that left the group with setsid and double-forked is reparented to us, a subreaper).
    Where /proc is missing, nothing can be told apart: `_UNKNOWN` until the grace ends."""
    me = os.getpid()
    table = proc_table()
    if table is None:
        return {_UNKNOWN} if group_alive(pgid) else set()
    found = {p for p, (_pp, pg, st) in table.items() if pg == pgid and st != b"Z"}
    found.update(descendants(me, table))
    found.discard(me)
    return found


def _reap(child: int) -> int | None:
    """Reap every ended child (adopted ones too); the server's wait status once it ended."""
    status = None
    while True:
        try:
            pid, st = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return status
        if pid == 0:
            return status
        if pid == child:
            status = st


def _signal_all(pids: set[int], pgid: int, sig: int) -> None:
    for pid in pids - {_UNKNOWN}:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, sig)
    if sig != signal.SIGKILL:  # the group too (we ignore SIGTERM; SIGKILL would end us)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pgid, sig)


def _end_all(child: int, grace: float = 2.0) -> int | None:
    """SIGTERM the group and every descendant, SIGKILL what is left after `grace`; the
    server's wait status if it was reaped meanwhile."""
    pgid = os.getpgrp()
    # The launcher is in the group too: ignore SIGTERM here so it outlives its children's
    # SIGTERM and can escalate to SIGKILL.
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    status = None
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pgid, signal.SIGTERM)
    termed: set[int] = set()
    deadline = time.monotonic() + grace
    while True:
        status = _reap(child) if status is None else status
        left = _others(pgid)
        if not left:
            return status
        if time.monotonic() >= deadline:
            break
        _signal_all(left - termed, pgid, signal.SIGTERM)  # newcomers (a fork meanwhile) too
        termed |= left
        time.sleep(0.05)
    # Sweep until none is left: a process forking while we kill leaves a child we adopt.
    deadline = time.monotonic() + KILL_SWEEPS_S
    while left and left != {_UNKNOWN} and time.monotonic() < deadline:
        _signal_all(left, pgid, signal.SIGKILL)
        time.sleep(0.02)
        status = _reap(child) if status is None else status
        left = _others(pgid)
    if left:  # what is left (or unknown): the group as a whole, ourselves with it
        os.killpg(pgid, signal.SIGKILL)
    return status


def main(argv: list[str]) -> int:
    if len(argv) < 4 or argv[2] != "--":
        sys.stderr.write("usage: launcher.py PARENT_PID -- COMMAND [ARGS...]\n")
        return 2
    parent = int(argv[1])
    command = argv[3:]
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
            # Orphans of the server's tree come to us, not to init: a server that leaves its
            # group (setsid, a double fork) is still ours to end.
            libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    stop = False

    def on_signal(_sig: int, _frame: object) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGHUP, on_signal)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C meant for the app's terminal
    if os.getppid() != parent:  # the app died before the death signal was armed
        return 1
    try:
        child = os.fork()
    except OSError as exc:
        sys.stderr.write(f"could not start {command[0]}: {exc}\n")
        return 127
    if child == 0:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        try:
            os.execvp(command[0], command)
        except OSError as exc:
            sys.stderr.write(f"could not start {command[0]!r}: {exc.strerror or exc}\n")
            sys.stderr.flush()
            os._exit(127)
    # Only the server keeps the pipes: when it dies, the app sees EOF at once.
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    while True:
        if stop or os.getppid() != parent:
            _end_all(child)
            return 1
        status = _reap(child)
        if status is not None:
            # The server ended by itself; end what it left behind too.
            if _others(os.getpgrp()):
                _end_all(child)
            code = os.waitstatus_to_exitcode(status)
            return 128 - code if code < 0 else code & 0xFF  # a signal N as a shell says it: 128+N
        time.sleep(0.1)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
