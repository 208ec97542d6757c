"""A gateway in its own process with few file descriptors and a log file, as a desktop session
starts the window (soft limit 1,024), for floods that must not exhaust them nor fill the log.

    python tests/support/starved_gateway.py --nofile 300 --log FILE --keys FILE --upstream URL
Prints {"port": N, "soft": S} once listening; stops when stdin closes.
"""

from __future__ import annotations

import argparse
import json
import logging
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nofile", type=int, required=True, help="soft and hard limit both")
    ap.add_argument("--log", required=True)
    ap.add_argument("--keys", required=True)
    ap.add_argument("--upstream", required=True)
    args = ap.parse_args()
    resource.setrlimit(resource.RLIMIT_NOFILE, (args.nofile, args.nofile))
    logging.basicConfig(filename=args.log, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")  # fmt: skip
    state = ReadinessState()
    state.set_ready(args.upstream, "engine-key")
    gw = Gateway(GatewayConfig(port=0), state, ClientKeys(Path(args.keys)))
    gw.start()
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    print(json.dumps({"port": gw.port, "soft": soft}), flush=True)
    sys.stdin.read()
    gw.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
