"""Engine guard: kills the engine's process group when the app dies, even by SIGKILL.

Started by the supervisor with a pipe on stdin. The kernel closes that pipe when the app exits
for any reason, so EOF here means "the app is gone": end the whole engine group. Runs in its own
session so a Ctrl-C meant for the app cannot kill it first. Stdlib only: it must start fast.
"""

from __future__ import annotations

import os
import select
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the folder above `app` holds the package
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from app.core.procgroup import end_group, group_alive


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
