"""Engine output drain: keeps reading a detached engine's stdout/stderr into its log file.

Started by `Supervisor.detach()` (`ling-desk check --keep-running`) with the read ends of the
engine's pipes, so the engine never writes into a pipe nobody reads once the app has exited.
Exits when every pipe reaches EOF (the engine ended). Stdlib only: it must start fast.
Usage: drain.py LOGFILE FD [FD ...]
"""

from __future__ import annotations

import os
import select
import sys


def main(argv: list[str]) -> int:
    log_path = argv[1]
    fds = [int(a) for a in argv[2:]]
    with open(log_path, "ab", buffering=0) as log:
        while fds:
            ready, _, _ = select.select(fds, [], [], 5.0)
            for fd in ready:
                data = os.read(fd, 65536)
                if data:
                    log.write(data)
                else:
                    fds.remove(fd)
                    os.close(fd)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
