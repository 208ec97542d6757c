"""A Ling Desk gateway as its own process (what the window or `serve` runs), for tests that kill
it outright. Usage: gateway_process.py PORT KEEPER_DIR KEYS_FILE. Prints "serving PORT lease|bound"
once listening, then serves until killed."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState


def main() -> None:
    port, keeper_dir, keys_file = int(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    gw = Gateway(GatewayConfig(port=port), ReadinessState(), ClientKeys(keys_file))
    gw.keeper_dir = keeper_dir
    gw.start()
    print(f"serving {gw.port} {'lease' if gw._lease else 'bound'}", flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
