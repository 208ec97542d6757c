"""Runs one stdio MCP server so that it never outlives Ling Desk, even after a SIGKILL.

The SDK's stdio_client spawns the server itself (its own session and process group, no process
factory to hook), so the command it spawns is this script: `python launcher.py PARENT_PID -- CMD
ARGS...`. It is the group's leader; it forks the real server into the same group with the same
stdin/stdout, then waits. When the app dies (Linux: PR_SET_PDEATHSIG at once; anywhere: the
parent pid changing, checked twice a second) or when it is asked to stop, it ends the whole
group, SIGTERM then SIGKILL, as the engine's guard does. When the server exits by itself, it
exits with the server's status. Stdlib only: it must start fast.
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

from app.core.procgroup import group_alive

_PR_SET_PDEATHSIG = 1


def _end_group(grace: float = 2.0) -> None:
    pgid = os.getpgrp()
    # The launcher is in the group too: ignore SIGTERM here so it outlives its children's
    # SIGTERM and can escalate to SIGKILL, which ends it as well.
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pgid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        with contextlib.suppress(ChildProcessError):
            os.waitpid(-1, os.WNOHANG)
        if not _others_alive(pgid):
            os._exit(0)
        time.sleep(0.05)
    os.killpg(pgid, signal.SIGKILL)


def _others_alive(pgid: int) -> bool:
    # Linux: any process of the group but us? Elsewhere assume yes until the grace ends.
    try:
        entries = os.listdir("/proc")
    except OSError:
        return group_alive(pgid)
    me = os.getpid()
    for entry in entries:
        if not entry.isdigit() or int(entry) == me:
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as fh:
                stat = fh.read()
        except OSError:
            continue
        fields = stat[stat.rfind(b")") + 2 :].split()
        # fields: state, ppid, pgrp, ...; a zombie is dead already.
        if len(fields) > 2 and int(fields[2]) == pgid and fields[0] != b"Z":
            return True
    return False


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
            _end_group()
            return 1
        try:
            pid, status = os.waitpid(child, os.WNOHANG)
        except ChildProcessError:
            return 1
        if pid == child:
            # The server ended by itself; end what it left in the group too.
            if _others_alive(os.getpgrp()):
                _end_group()
            return os.waitstatus_to_exitcode(status) & 0xFF
        time.sleep(0.1)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
