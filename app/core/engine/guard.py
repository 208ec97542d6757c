"""Engine guard: kills the engine's process group when the app dies, even by SIGKILL.

Started by the supervisor with a pipe on stdin. The kernel closes that pipe when the app exits
for any reason, so EOF here means "the app is gone": end the whole engine group. Runs in its own
session so a Ctrl-C meant for the app cannot kill it first. Stdlib only: it must start fast.
"""

from __future__ import annotations

import os
import select
import signal
import sys
import time


def group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def end_group(pgid: int, grace: float = 5.0) -> None:
    for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 2.0)):
        try:
            os.killpg(pgid, sig)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if not group_alive(pgid):
                return
            time.sleep(0.05)


def main(argv: list[str]) -> int:
    pgid = int(argv[1])
    while True:
        # Wake up now and then to exit by ourselves once the engine group is gone.
        ready, _, _ = select.select([sys.stdin], [], [], 1.0)
        if ready:
            if not os.read(sys.stdin.fileno(), 4096):
                end_group(pgid)
                return 0
        elif not group_alive(pgid):
            return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
