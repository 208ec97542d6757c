"""The gateway's cost, against the SGLang double (tests/double), on loopback.

1. Direct to the engine vs through the gateway at 1,000 and 3,000 tok/s: decode tok/s ratio and
   added TTFT p50 (requests interleaved, so drift on a shared machine hits both alike).
2. 32 concurrent streaming clients for --soak-s seconds through a gateway hosted next to a Qt
   event loop (host.py): errors, event-loop stall p99 with and without the clients, host RSS.

    .venv/bin/python bench/gateway/bench_gateway.py [--rounds 20] [--soak-s 60]
Prints the figures; bench/gateway/RESULTS.md keeps them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import (
    ENGINE_KEY,
    cpu_note,
    free_port,
    one_stream,
    start_double,
    stop,
)

from app.core.gateway import ClientKeys


def speed_figures(rounds: int, seconds: float) -> None:
    tmp = Path(tempfile.mkdtemp())
    keys_file = tmp / "keys.sqlite3"
    keys = ClientKeys(keys_file)
    key = keys.create("bench")
    keys.close()
    for speed in (1000, 3000):
        port = free_port()
        double = start_double(speed, port)
        direct = f"http://127.0.0.1:{port}"
        # The gateway in its own process (as in the window), not sharing this client's GIL.
        host = Host(direct, keys_file, gateway=True)
        via = f"http://127.0.0.1:{host.port}"
        d_ttft, g_ttft, d_tps, g_tps = [], [], [], []
        try:
            with httpx.Client(timeout=60) as c:
                one_stream(c, direct, ENGINE_KEY, 20)
                one_stream(c, via, key, 20)
                tokens = int(speed * seconds)
                for _ in range(rounds):
                    t, s = one_stream(c, direct, ENGINE_KEY, tokens)
                    d_ttft.append(t)
                    d_tps.append(s)
                    t, s = one_stream(c, via, key, tokens)
                    g_ttft.append(t)
                    g_tps.append(s)
        finally:
            host.quit()
            stop(double)
        ratio = statistics.median(g_tps) / statistics.median(d_tps)
        added = (statistics.median(g_ttft) - statistics.median(d_ttft)) * 1000
        print(
            f"{speed:5d} tok/s, {rounds} requests each way: decode tok/s ratio {ratio:.4f} "
            f"(direct {statistics.median(d_tps):.0f}, gateway {statistics.median(g_tps):.0f}), "
            f"added TTFT p50 {added:+.2f} ms (direct {statistics.median(d_ttft) * 1000:.1f} ms)",
            flush=True,
        )


class Host:
    switch_ms = 0.0  # --switch-interval-ms, for every host
    no_probe = False  # --no-probe: hosts without Qt

    def __init__(self, upstream: str, keys_file: Path, gateway: bool) -> None:
        argv = [sys.executable, str(Path(__file__).parent / "host.py"), "--upstream", upstream,
                "--engine-key", ENGINE_KEY, "--keys", str(keys_file),
                "--switch-interval-ms", str(self.switch_ms)]  # fmt: skip
        if not gateway:
            argv.append("--no-gateway")
        if self.no_probe:
            argv.append("--no-probe")
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
        )  # fmt: skip
        assert self.proc.stdout is not None
        self.port = json.loads(self.proc.stdout.readline())["port"]

    def mark(self) -> dict:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("mark\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def quit(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait(20)


async def clients(url: str, key: str, n: int, seconds: float, tokens: int) -> tuple[int, int]:
    done = errors = 0
    end = time.monotonic() + seconds
    body = {"model": "Ling-3.0-flash", "max_tokens": tokens, "stream": True,
            "messages": [{"role": "user", "content": "Write about streaming."}]}  # fmt: skip

    async def one(c: httpx.AsyncClient) -> None:
        nonlocal done, errors
        while time.monotonic() < end:
            try:
                async with c.stream("POST", url + "/v1/chat/completions", json=body,
                                    headers={"Authorization": f"Bearer {key}"}) as r:  # fmt: skip
                    r.raise_for_status()
                    last = ""
                    async for line in r.aiter_lines():
                        if line:
                            last = line
                    if last != "data: [DONE]":
                        raise RuntimeError("stream cut")
                done += 1
            except Exception as exc:
                errors += 1
                print(f"client error: {type(exc).__name__}: {exc}", file=sys.stderr)

    limits = httpx.Limits(max_connections=n + 4)
    async with httpx.AsyncClient(timeout=120, limits=limits) as c:
        await asyncio.gather(*(one(c) for _ in range(n)))
    return done, errors


def soak(seconds: float, n: int, speed: float, tokens: int) -> None:
    tmp = Path(tempfile.mkdtemp())
    keys_file = tmp / "keys.sqlite3"
    keys = ClientKeys(keys_file)
    key = keys.create("soak")
    keys.close()
    port = free_port()
    double = start_double(speed, port, max_running=n + 8)
    upstream = f"http://127.0.0.1:{port}"
    try:
        # The same probe without any client: what the event loop does on this machine anyway.
        idle = Host(upstream, keys_file, gateway=True)
        time.sleep(2)
        idle.mark()
        time.sleep(min(seconds, 30))
        base = idle.mark()
        idle.quit()

        host = Host(upstream, keys_file, gateway=True)
        time.sleep(2)
        start = host.mark()
        done, errors = asyncio.run(
            clients(f"http://127.0.0.1:{host.port}", key, n, seconds / 2, tokens)
        )
        mid = host.mark()
        done2, errors2 = asyncio.run(
            clients(f"http://127.0.0.1:{host.port}", key, n, seconds / 2, tokens)
        )
        end = host.mark()
        host.quit()
    finally:
        stop(double)
    loaded_p99 = max(mid["p99_ms"], end["p99_ms"])
    print(
        f"{n} streaming clients for {seconds:g} s at {speed:g} tok/s each: "
        f"{done + done2} requests, {errors + errors2} errors; "
        f"event-loop stall p99 {loaded_p99:.2f} ms with clients vs {base['p99_ms']:.2f} ms "
        f"without (max {max(mid['max_ms'], end['max_ms']):.1f} vs {base['max_ms']:.1f}); "
        f"host RSS {start['rss_mib']:.1f} -> {mid['rss_mib']:.1f} -> {end['rss_mib']:.1f} MiB "
        f"(second half {100 * (end['rss_mib'] / mid['rss_mib'] - 1):+.1f}%, "
        f"from start {100 * (end['rss_mib'] / start['rss_mib'] - 1):+.1f}%)",
        flush=True,
    )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=0.5, help="decode time per request")
    ap.add_argument("--soak-s", type=float, default=60)
    ap.add_argument("--clients", type=int, default=32)
    ap.add_argument("--soak-tok-s", type=float, default=60, help="each client's decode speed")
    ap.add_argument("--soak-tokens", type=int, default=200)
    ap.add_argument("--switch-interval-ms", type=float, default=0,
                    help="the host's sys.setswitchinterval (0 = Python's 5 ms)")  # fmt: skip
    ap.add_argument("--no-probe", action="store_true", help="hosts without Qt (speed only)")
    ap.add_argument("--skip-speed", action="store_true")
    ap.add_argument("--skip-soak", action="store_true")
    args = ap.parse_args()
    print(cpu_note(), flush=True)
    Host.switch_ms = args.switch_interval_ms
    Host.no_probe = args.no_probe
    if not args.skip_speed:
        speed_figures(args.rounds, args.seconds)
    if not args.skip_soak:
        soak(args.soak_s, args.clients, args.soak_tok_s, args.soak_tokens)
    print(cpu_note(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
