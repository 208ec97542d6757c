#!/usr/bin/env python3
"""A stand-in for `docker` / `podman` (installed on PATH under those names by the tests).

`run ... IMAGE python3 -m sglang.launch_server ARGS`: checks the options Ling Desk must pass,
applies the `-e` variables, and runs the SGLang double with ARGS, the port published on
127.0.0.1 (so the engine's `--host 0.0.0.0` inside "the container" becomes loopback here).
`image inspect --format ... IMAGE`: present when IMAGE is in $FAKE_CONTAINER_IMAGES.
Every invocation's argv is appended as one JSON line to $FAKE_CONTAINER_LOG.
"""

import json
import os
import sys
from pathlib import Path

DOUBLE = Path(__file__).resolve().parents[1] / "double" / "sglang-double"
TAKES_VALUE = {"--name", "--gpus", "--device", "-p", "-v", "-e", "--shm-size"}


def main() -> int:
    args = sys.argv[1:]
    if log := os.environ.get("FAKE_CONTAINER_LOG"):
        with open(log, "a") as fh:
            fh.write(json.dumps([Path(sys.argv[0]).name, *args]) + "\n")
    if args[:2] == ["image", "inspect"]:
        image = args[-1]
        if image in os.environ.get("FAKE_CONTAINER_IMAGES", "").split(","):
            print("sha256:" + "0" * 64)
            return 0
        print(f"Error: No such image: {image}", file=sys.stderr)
        return 1
    if not args or args[0] != "run":
        print(f"fake container: unsupported {args[:2]}", file=sys.stderr)
        return 2
    env = dict(os.environ)
    i = 1
    while i < len(args) and args[i].startswith("-"):
        opt = args[i]
        if opt in TAKES_VALUE:
            if opt == "-e":
                k, _, v = args[i + 1].partition("=")
                env[k] = v
            i += 2
        else:
            i += 1
    rest = args[i + 1 :]  # after the image
    assert rest[:3] == ["python3", "-m", "sglang.launch_server"], rest[:3]
    engine = rest[3:]
    h = engine.index("--host")
    engine[h + 1] = "127.0.0.1"  # what -p 127.0.0.1:PORT:PORT gives the host
    knobs = os.environ.get("FAKE_CONTAINER_DOUBLE_ARGS", "").split()
    os.execvpe(sys.executable, [sys.executable, str(DOUBLE), *knobs, *engine], env)
    return 1


if __name__ == "__main__":
    sys.exit(main())
