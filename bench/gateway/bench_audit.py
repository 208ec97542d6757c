"""What the audit log adds to the gateway's per-request cost (issue 38: under 1% at 32 clients).

The gateway runs as `serve` and the window run it (GatewayService, audit_host.py), in its own
process, against the SGLang double; 32 clients stream chat requests through it at once. The same
run measures it with auditing off and on, alternating (off, on, then on, off, ...), so drift on
a shared machine hits both alike; or, with --together, both gateways at once, 32 clients each. Per-request cost = the gateway process's CPU time (every
thread: its loop, and with auditing the log's background writer, whose queue is written inside
the measured window) / the requests served. Also the clients' latency p50, for scale.

    .venv/bin/python bench/gateway/bench_audit.py [--rounds 6] [--requests 48] [--together]

Prints each round and the ratio on/off (medians of the rounds, and the total); no assertion on
time. On a shared machine the whole-process figures drift by a few percent from run to run
(other work), more than auditing costs; so it also prints what auditing itself spent, measured
where it is spent (the writer thread's CPU clock, the main thread's, and the listener timed on
the gateway's thread), as a share of the per-request cost without it. RESULTS.md keeps both.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ENGINE_KEY, cpu_note, free_port, start_double, stop

HERE = Path(__file__).resolve().parent
CLIENTS = 32


class Host:
    def __init__(self, upstream: str, audit: bool, switch_ms: float) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="bench-audit-"))
        argv = [sys.executable, os.environ.get("AUDIT_HOST", str(HERE / "audit_host.py")), "--upstream", upstream,
                "--engine-key", ENGINE_KEY, "--basedir", str(self.dir)]  # fmt: skip
        if audit:
            argv.append("--audit")
        if switch_ms:
            argv += ["--switch-interval-ms", str(switch_ms)]
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True)  # fmt: skip
        hello = json.loads(self._line())
        if "error" in hello:
            raise RuntimeError(hello["error"])
        self.url = f"http://127.0.0.1:{hello['port']}"
        self.key = hello["key"]

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the gateway host ended")
        return line

    def ask(self, command: str) -> dict:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return json.loads(self._line())

    def cpu(self) -> tuple[float, dict[str, float], float]:
        got = self.ask("cpu")
        return float(got["cpu_s"]), got["threads"], float(got["listener_s"])

    def quit(self) -> dict:
        try:
            return self.ask("quit")
        finally:
            self.proc.wait(30)
            shutil.rmtree(self.dir, ignore_errors=True)


async def clients(url: str, key: str, each: int, tokens: int) -> tuple[int, list[float], int]:
    """CLIENTS clients, `each` streamed requests apiece: (served, latencies s, errors)."""
    body = json.dumps({"model": "Ling-3.0-flash", "stream": True, "max_tokens": tokens,
                       "messages": [{"role": "user", "content": "Tell me about streaming."}]})  # fmt: skip
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    latencies: list[float] = []
    errors = 0

    async def one_client() -> None:
        nonlocal errors
        async with httpx.AsyncClient(timeout=120) as c:
            for _ in range(each):
                t0 = time.perf_counter()
                try:
                    async with c.stream("POST", url + "/v1/chat/completions", headers=headers,
                                        content=body) as r:  # fmt: skip
                        if r.status_code != 200:
                            errors += 1
                        async for _chunk in r.aiter_bytes():
                            pass
                except httpx.HTTPError:
                    errors += 1
                    continue
                latencies.append(time.perf_counter() - t0)

    await asyncio.gather(*(one_client() for _ in range(CLIENTS)))
    return len(latencies), latencies, errors


def one_round(upstream: str, audits: tuple[bool, ...], args: argparse.Namespace) -> list[dict]:
    """One run of each host in `audits` at the same time (CLIENTS clients each)."""
    hosts = [Host(upstream, audit, args.switch_interval_ms) for audit in audits]

    async def all_clients(each: int) -> list[tuple[int, list[float], int]]:
        return list(await asyncio.gather(*(clients(h.url, h.key, each, args.tokens)
                                           for h in hosts)))  # fmt: skip

    try:
        asyncio.run(all_clients(1))  # warm: connections, caches
        before = [h.cpu() for h in hosts]
        runs = asyncio.run(all_clients(args.requests))
        after = [h.cpu() for h in hosts]
    finally:
        ends = [h.quit() for h in hosts]
    out = []
    for audit, (c0, t0, l0), (c1, t1, l1), (served, lat, errors), end in zip(
        audits, before, after, runs, ends, strict=True
    ):
        n = max(1, served)
        by_thread = {name: (t1[name] - t0.get(name, 0.0)) / n * 1e6 for name in t1}
        # What auditing itself spent: the writer's thread, the main thread (it writes the queue
        # at each `cpu`, and reads the commands: ~0 without auditing), the listener.
        audit_us = by_thread.get("audit-writer", 0.0) + by_thread.get("MainThread", 0.0)
        audit_us += (l1 - l0) / n * 1e6
        out.append({"audit": audit, "served": served, "errors": errors, "cpu_s": c1 - c0,
                    "per_req_us": (c1 - c0) / n * 1e6, "threads_us": by_thread,
                    "audit_us": audit_us if audit else 0.0,
                    "p50_ms": statistics.median(lat) * 1000 if lat else 0.0,
                    "log_ok": end["ok"], "calls": end["calls"]})  # fmt: skip
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=6, help="runs of each (off and on)")
    ap.add_argument("--requests", type=int, default=48, help="per client per run")
    ap.add_argument("--tokens", type=int, default=64, help="streamed tokens per request")
    ap.add_argument("--tok-per-s", type=float, default=400, help="the double's speed per stream")
    ap.add_argument("--switch-interval-ms", type=float, default=0)
    ap.add_argument("--together", action="store_true",
                    help="run the two gateways at the same time, CLIENTS clients each (drift "
                         "on a shared machine then hits both in the same seconds)")  # fmt: skip
    args = ap.parse_args()
    print(cpu_note(), flush=True)
    how = "side by side" if args.together else "off and on in turn"
    print(f"{CLIENTS} clients x {args.requests} streamed requests of {args.tokens} tokens at "
          f"{args.tok_per_s:g} tok/s, {args.rounds} rounds, {how}", flush=True)  # fmt: skip
    port = free_port()
    double = start_double(args.tok_per_s, port, max_running=CLIENTS * 4)
    upstream = f"http://127.0.0.1:{port}"
    results: dict[bool, list[dict]] = {False: [], True: []}
    try:
        for r in range(args.rounds):
            order = (False, True) if r % 2 == 0 else (True, False)
            runs = ([one_round(upstream, order, args)] if args.together
                    else [one_round(upstream, (audit,), args) for audit in order])  # fmt: skip
            for got in (g for run in runs for g in run):
                audit = got["audit"]
                results[audit].append(got)
                print(f"round {r + 1} audit {'on ' if audit else 'off'}: {got['served']} requests, "
                      f"{got['errors']} errors, {got['per_req_us']:.0f} µs CPU/request, "
                      f"latency p50 {got['p50_ms']:.1f} ms"
                      + (f", {got['calls']} gateway.call records, chain "
                         f"{'whole' if got['log_ok'] else 'BROKEN'}, auditing itself "
                         f"{got['audit_us']:.1f} µs/request" if audit else "")
                      + "; by thread (µs/request): " + ", ".join(
                          f"{k} {v:.0f}" for k, v in sorted(got["threads_us"].items())),
                      flush=True)  # fmt: skip
    finally:
        stop(double)
    off, on = results[False], results[True]
    med_off = statistics.median(g["per_req_us"] for g in off)
    med_on = statistics.median(g["per_req_us"] for g in on)
    pairs = [b["per_req_us"] / a["per_req_us"] for a, b in zip(off, on, strict=True)]
    total = (sum(g["cpu_s"] for g in on) / sum(g["served"] for g in on)) / (
        sum(g["cpu_s"] for g in off) / sum(g["served"] for g in off)
    )
    print(f"per-request CPU, median of rounds: off {med_off:.0f} µs, on {med_on:.0f} µs; "
          f"ratio on/off {med_on / med_off:.4f} (median of round pairs {statistics.median(pairs):.4f}, "
          f"all requests {total:.4f})", flush=True)  # fmt: skip
    spent = statistics.median(g["audit_us"] for g in on)
    print(f"auditing's own CPU (writer thread + the queue written at each mark + the listener on "
          f"the gateway's thread), median of rounds: {spent:.1f} µs/request = "
          f"{spent / med_off * 100:.2f}% of the gateway's per-request cost without it "
          f"(ratio {1 + spent / med_off:.4f})", flush=True)  # fmt: skip
    print(f"latency p50, median of rounds: off "
          f"{statistics.median(g['p50_ms'] for g in off):.1f} ms, on "
          f"{statistics.median(g['p50_ms'] for g in on):.1f} ms", flush=True)  # fmt: skip
    print(cpu_note(), flush=True)
    bad = sum(g["errors"] for g in off + on) or not all(g["log_ok"] for g in on)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
