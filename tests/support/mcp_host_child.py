"""Run an McpHost with the toolbox server (argv[1]: its mode), start it, print "ready", then wait to be killed
(the SIGKILL test kills this process with -9 and checks the server's group is gone)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.tools.config import parse_config
from app.core.tools.host import McpHost, State

TOOLBOX = str(Path(__file__).with_name("mcp_toolbox.py"))


async def main() -> None:
    cfg = parse_config(
        {
            "mcpServers": {
                "box": {
                    "command": sys.executable,
                    "args": [TOOLBOX, sys.argv[1]],
                    # A server gets only a few safe variables of ours (the SDK's rule): pass it on.
                    "env": {
                        k: os.environ[k] for k in ("MCP_PIDFILE", "MCP_ESCAPEE") if k in os.environ
                    },
                }
            }
        }
    )
    host = McpHost(cfg.servers)
    status = await host.start("box")
    print("ready" if status.state == State.READY else f"failed {status.error}", flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(main())
