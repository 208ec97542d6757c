"""How long a large MCP tool result holds the event loop (in the app: the GUI loop), with the
SDK's stdio transport (what the host used before) and with ours (app/core/tools/stdio.py).

Each case runs in its own process: an asyncio loop with a 5 ms heartbeat (a stall is how late a
tick fires), the toolbox server (tests/support/mcp_toolbox.py) and one call. Printed per case:
the call's wall time, the worst stall, the p99 tick lateness, the process's peak RSS, and what
the call gave. A watchdog thread ends a case that runs past --budget seconds and prints the
stall so far (the SDK's loop cannot fire its own timeout while it is held).

- `big N`: the tool returns N characters (the SDK server sends them twice: text and structured,
  so 50 M characters are 100 MB on the wire);
- `endless`: the tool writes one line that never ends, as fast as the pipe takes it;
- `shout N` (ours only): the server writes N lines of 100 bytes to stderr, then answers.

    .venv/bin/python bench/tools/bench_stall.py [--budget 120] [--sdk-sizes 2500000,5000000,10000000]
        [--our-sizes 2500000,5000000,10000000,50000000]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
TOOLBOX = str(ROOT / "tests" / "support" / "mcp_toolbox.py")
TICK_S = 0.005


class Heartbeat:
    def __init__(self) -> None:
        self.late: list[float] = []
        self.last = time.monotonic()
        self.worst = 0.0

    async def run(self) -> None:
        while True:
            before = time.monotonic()
            await asyncio.sleep(TICK_S)
            now = time.monotonic()
            late = now - before - TICK_S
            self.late.append(late)
            self.worst = max(self.worst, late)
            self.last = now


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1000  # kB on Linux


def _report(case: dict[str, Any], beat: Heartbeat, wall: float, said: str) -> None:
    late = sorted(beat.late) or [0.0]
    p99 = late[min(len(late) - 1, int(len(late) * 0.99))]
    stalled_now = time.monotonic() - beat.last
    print(
        json.dumps(
            {
                **case,
                "wall_s": round(wall, 2),
                "worst_stall_ms": round(max(beat.worst, stalled_now) * 1000, 1),
                "p99_ms": round(p99 * 1000, 1),
                "median_ms": round(statistics.median(late) * 1000, 2),
                "peak_rss_mb": round(_rss_mb()),
                "result": said[:90],
            }
        ),
        flush=True,
    )


async def _call_sdk(tool: str, args: dict[str, Any], ready: Any) -> str:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=sys.executable, args=[TOOLBOX, "stdio"])
    with open(os.devnull, "w") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            ready()
            result = await session.call_tool(tool, args)
            text = getattr(result.content[0], "text", "") if result.content else ""
            return f"{len(text):,} characters"


async def _call_ours(tool: str, args: dict[str, Any], ready: Any) -> str:
    from app.core.tools.config import parse_config
    from app.core.tools.host import McpHost

    entry = {"command": sys.executable, "args": [TOOLBOX, "stdio"]}
    host = McpHost(parse_config({"mcpServers": {"box": entry}}).servers, call_timeout=600)
    await host.start("box")
    ready()
    try:
        outcome = await host.call_tool("box", tool, args)
        return outcome.text.split(":")[0] if not outcome.ok else f"{len(outcome.text):,} shown"
    finally:
        await host.aclose()


async def _case(case: dict[str, Any], budget: float) -> None:
    import mcp.client.stdio  # noqa: F401  (imports are not the call's stall)

    import app.core.tools.host  # noqa: F401

    beat = Heartbeat()
    ticker = asyncio.ensure_future(beat.run())
    started = time.monotonic()

    def watchdog() -> None:
        time.sleep(budget)
        _report(case, beat, time.monotonic() - started, f"still running after {budget:g} s")
        os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
    args = {"n": case["n"]} if case["tool"] in ("big", "shout") else {}
    call = _call_sdk if case["transport"] == "sdk" else _call_ours

    def ready() -> None:
        """The server answered its handshake: from here on, only the call counts."""
        nonlocal started
        beat.late.clear()
        beat.worst = 0.0
        started = time.monotonic()

    said = await call(case["tool"], args, ready)
    _report(case, beat, time.monotonic() - started, said)
    ticker.cancel()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=float, default=120.0)
    ap.add_argument("--sdk-sizes", default="2500000,5000000,10000000")
    ap.add_argument("--our-sizes", default="2500000,5000000,10000000,50000000")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        asyncio.run(_case(json.loads(args.one), args.budget))
        return
    cases = [
        *({"transport": "sdk", "tool": "big", "n": int(n)} for n in args.sdk_sizes.split(",")),
        {"transport": "sdk", "tool": "endless", "n": 0},
        *({"transport": "ours", "tool": "big", "n": int(n)} for n in args.our_sizes.split(",")),
        {"transport": "ours", "tool": "endless", "n": 0},
        {"transport": "ours", "tool": "shout", "n": 1_000_000},  # 100 MB of stderr
    ]
    for case in cases:
        subprocess.run(
            [sys.executable, __file__, "--budget", str(args.budget), "--one", json.dumps(case)],
            check=False,
            timeout=args.budget + 60,
        )


if __name__ == "__main__":
    main()
