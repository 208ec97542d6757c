"""Engine keeper: leads the engine's process group and ends all of it when the app dies.

The kernel's parent-death signal (PR_SET_PDEATHSIG) reaches only the app's direct child, and
is not inherited across fork. A launcher that forks the engine (a wrapper script, `conda run`)
would take that signal alone and leave the engine running once the app and its guard are both
killed. So the app's direct child is this keeper: the supervisor gives it SIGUSR1 as its
parent-death signal, and it answers by killing its whole group, the engine included.

Otherwise it is transparent: it runs the launcher as its child in the same group, lets the
group's signals (the supervisor's SIGINT/SIGTERM) reach the engine without dying of them first,
and exits as its child did (the same code, or the same signal).
Stdlib only: it must start fast. Usage: keeper.py ARGV...
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys

PARENT_DIED = signal.SIGUSR1


def _end_group(signum: int, frame: object) -> None:
    os.killpg(0, signal.SIGKILL)  # ourselves included: nothing of the engine outlives the app


def _ignore(signum: int, frame: object) -> None:
    # A handler, not SIG_IGN: SIG_IGN would be inherited by the engine across exec.
    pass


def main(argv: list[str]) -> int:
    signal.signal(PARENT_DIED, _end_group)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        signal.signal(sig, _ignore)
    try:
        child = subprocess.Popen(argv[1:], restore_signals=True)
    except OSError as exc:
        print(f"ling-desk: the engine could not be started: {exc}", file=sys.stderr)
        return 127
    rc = child.wait()  # PEP 475: retried after each handled signal
    if rc < 0:  # ended by a signal: end the same way, so the supervisor sees what it was
        if -rc not in (signal.SIGKILL, signal.SIGSTOP):
            signal.signal(-rc, signal.SIG_DFL)
        os.kill(os.getpid(), -rc)
        return 128 - rc  # a signal whose default is to do nothing
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv))
