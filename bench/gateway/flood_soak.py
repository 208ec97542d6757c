"""Flood soak (issue 35 item 2): the gateway in a window-like process (flood_host.py: Qt loop with
a stall probe, the window's own engine client streaming and watching /health, the app's rotating
log, a desktop session's soft limit of 1,024 files) against the SGLang double, with 32 streaming
clients (with a key, in 4 other processes) and 1,500 idle keyless connections held by another
process, which reopens each one the gateway closes at once.

Prints, every minute and at the end: GUI stall max/p99 (ms) and ticks over 100 ms, engine alarms
(the health watch's 3 misses in a row, errors of the window's own answers), the log's size (with
its rotated files), requests completed and failed, the flood's reconnects.

    QT_QPA_PLATFORM=offscreen python bench/gateway/flood_soak.py [--minutes 10]
        [--flood 1500] [--clients 32] [--flood-user nobody]   # the flood as another user (root)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import selectors
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from common import ENGINE_KEY, free_port, start_double, stop

from app.core.gateway import ClientKeys

HERE = Path(__file__).resolve().parent


# -- the flood: N keyless idle connections, each reopened as soon as the gateway closes it ------


def flood(port: int, n: int, seconds: float) -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, n + 500), hard))
    sel = selectors.DefaultSelector()
    opened = closed = failed = 0

    def connect() -> None:
        nonlocal opened, failed
        s = socket.socket()
        s.setblocking(False)
        try:
            s.connect(("127.0.0.1", port))
        except BlockingIOError:
            pass
        except OSError:
            failed += 1
            s.close()
            time.sleep(0.01)
            return
        sel.register(s, selectors.EVENT_READ)
        opened += 1

    for _ in range(n):
        connect()
    end = time.monotonic() + seconds
    last = time.monotonic()
    while time.monotonic() < end:
        for key, _ in sel.select(0.5):
            s = key.fileobj
            assert isinstance(s, socket.socket)
            try:
                data = s.recv(4096)
            except OSError:
                data = b""
            if not data or data.startswith(b"HTTP/1.1 503"):  # closed, or refused and closing
                sel.unregister(s)
                s.close()
                closed += 1
                connect()
        while len(sel.get_map()) < n and time.monotonic() < end:
            connect()
        if time.monotonic() - last >= 10:
            last = time.monotonic()
            print(json.dumps({"open": len(sel.get_map()), "opened": opened, "closed": closed,
                              "failed": failed}), flush=True)  # fmt: skip
    print(json.dumps({"open": len(sel.get_map()), "opened": opened, "closed": closed,
                      "failed": failed, "final": True}), flush=True)  # fmt: skip


# -- streaming clients with a key -------------------------------------------------------------


async def clients(url: str, key: str, n: int, seconds: float, tokens: int) -> dict:
    import httpx

    done = errors = 0
    kinds: dict[str, int] = {}
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
                kind = f"{type(exc).__name__}: {str(exc)[:80]}"
                kinds[kind] = kinds.get(kind, 0) + 1
                await asyncio.sleep(0.5)

    limits = httpx.Limits(max_connections=n + 4)
    async with httpx.AsyncClient(timeout=120, limits=limits) as c:
        await asyncio.gather(*(one(c) for _ in range(n)))
    return {"done": done, "errors": errors, "kinds": kinds}


# -- the driver -------------------------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--clients", type=int, default=32)
    ap.add_argument("--procs", type=int, default=4, help="client processes")
    ap.add_argument("--flood", type=int, default=1500)
    ap.add_argument("--flood-user", default="", help="run the flood as this user (needs root)")
    ap.add_argument("--tok-s", type=float, default=60, help="each answer's decode speed")
    ap.add_argument("--tokens", type=int, default=300)
    ap.add_argument(
        "--nice",
        type=int,
        default=10,
        help="niceness of the load (double, clients, flood) on a small machine",
    )
    ap.add_argument(
        "--gc",
        choices=["window", "python"],
        default="window",
        help="the host's garbage collection: the window's policy or Python's",
    )
    ap.add_argument("--role", choices=["driver", "flood", "clients"], default="driver")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--key", default="")
    ap.add_argument("--seconds", type=float, default=0)
    args = ap.parse_args()
    if args.role == "flood":
        if args.flood_user:
            import pwd

            pw = pwd.getpwnam(args.flood_user)
            os.setgid(pw.pw_gid)
            os.setuid(pw.pw_uid)
        flood(args.port, args.flood, args.seconds)
        return 0
    if args.role == "clients":
        got = asyncio.run(clients(f"http://127.0.0.1:{args.port}", args.key, args.clients,
                                  args.seconds, args.tokens))  # fmt: skip
        print(json.dumps(got), flush=True)
        return 0

    seconds = args.minutes * 60
    tmp = Path(tempfile.mkdtemp(prefix="flood-soak-"))
    keys_file = tmp / "keys.sqlite3"
    keys = ClientKeys(keys_file)
    key = keys.create("soak")
    keys.close()
    port = free_port()
    double = start_double(args.tok_s, port, max_running=args.clients + 16)
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, double.pid, args.nice)
    log = tmp / "app.log"
    host = subprocess.Popen(
        [sys.executable, str(HERE / "flood_host.py"), "--upstream", f"http://127.0.0.1:{port}",
         "--engine-key", ENGINE_KEY, "--keys", str(keys_file), "--log", str(log),
         "--gc", args.gc],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert host.stdin is not None and host.stdout is not None
    me = ["nice", "-n", str(args.nice), sys.executable, str(Path(__file__).resolve())]

    def mark() -> dict:
        assert host.stdin is not None and host.stdout is not None
        host.stdin.write("mark\n")
        host.stdin.flush()
        return json.loads(host.stdout.readline())

    try:
        gw_port = json.loads(host.stdout.readline())["port"]
        time.sleep(3)
        base = mark()  # the window alone (its own answer streaming), before the flood
        time.sleep(15)
        base = mark()
        print(f"baseline 15 s, no flood: stall p99 {base['p99_ms']:.2f} ms, max "
              f"{base['max_ms']:.1f} ms", flush=True)  # fmt: skip
        t0 = time.monotonic()
        print(f"flood starts at host time {json.dumps(mark()['big'])}", flush=True)
        flooder = subprocess.Popen(
            [*me, "--role", "flood", "--port", str(gw_port), "--flood", str(args.flood),
             "--seconds", str(seconds + 5), "--flood-user", args.flood_user],
            stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        time.sleep(3)  # the flood in place before the clients come
        per = [args.clients // args.procs + (i < args.clients % args.procs)
               for i in range(args.procs)]  # fmt: skip
        workers = [
            subprocess.Popen(
                [
                    *me,
                    "--role",
                    "clients",
                    "--port",
                    str(gw_port),
                    "--key",
                    key,
                    "--clients",
                    str(n),
                    "--seconds",
                    str(seconds - 3),
                    "--tokens",
                    str(args.tokens),
                ],
                stdout=subprocess.PIPE,
                text=True,
            )
            for n in per
        ]
        marks = []
        while time.monotonic() - t0 < seconds:
            time.sleep(min(60, seconds - (time.monotonic() - t0)) if seconds > 60 else seconds)
            m = mark()
            marks.append(m)
            print(f"{(time.monotonic() - t0) / 60:5.1f} min: stall p99 {m['p99_ms']:.2f} max "
                  f"{m['max_ms']:.1f} ms (>100 ms: {m['stalls_over_100ms']}); alarms "
                  f"{m['alarms']}, health ok/failed/no-fd {m['health_ok']}/{m['health_failed']}/"
                  f"{m['health_no_fd']}; own answers {m['own_answers']} errors {m['own_errors']}; "
                  f"log {m['log_bytes']} B; fds {m['fds']} (soft {m['soft_limit']}); gateway "
                  f"open {m['gateway_open']}; cpu {m['cpu_s']} s; load {m['load']:.1f}; ticks over 50 ms (s, ms): {m['big']}; slow GC (s, gen, ms): {m['gc_slow']}", flush=True)  # fmt: skip
        results = []
        for w in workers:
            out, _ = w.communicate(timeout=300)
            results.append(json.loads(out.strip().splitlines()[-1]))
        fout, _ = flooder.communicate(timeout=60)
        flood_final = json.loads(fout.strip().splitlines()[-1])
        end = mark()
        marks.append(end)
    finally:
        if host.poll() is None:
            host.stdin.write("quit\n")
            host.stdin.flush()
            host.wait(30)
        stop(double)
    done = sum(r["done"] for r in results)
    errors = sum(r["errors"] for r in results)
    kinds: dict[str, int] = {}
    for r in results:
        for k, v in r["kinds"].items():
            kinds[k] = kinds.get(k, 0) + v
    worst = max(m["max_ms"] for m in marks)
    p99 = max(m["p99_ms"] for m in marks)
    over = sum(m["stalls_over_100ms"] for m in marks)
    print(
        f"\n{args.minutes:g} min, {args.clients} streaming clients ({args.procs} processes) + "
        f"{args.flood} idle keyless connections"
        f"{' as ' + args.flood_user if args.flood_user else ' (same user)'}:\n"
        f"  GUI stall: max {worst:.1f} ms, worst minute p99 {p99:.2f} ms, ticks over 100 ms: "
        f"{over} (baseline without flood: p99 {base['p99_ms']:.2f}, max {base['max_ms']:.1f})\n"
        f"  engine alarms: {end['alarms']} (health ok {end['health_ok']}, failed "
        f"{end['health_failed']}, no descriptor {end['health_no_fd']}); the window's own "
        f"answers: {end['own_answers']} done, {end['own_errors']} errors {end['said']}\n"
        f"  log: {end['log_bytes']} bytes\n"
        f"  client requests: {done} completed, {errors} failed {kinds or ''}\n"
        f"  flood: {flood_final['opened']} connections opened, {flood_final['closed']} closed "
        f"by the gateway, {flood_final['failed']} connects failed; window fds at end "
        f"{end['fds']} (soft limit {end['soft_limit']})",
        flush=True,
    )
    print("log:\n" + "".join(p.read_text()[-3000:] for p in sorted(tmp.glob("app.log*"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
