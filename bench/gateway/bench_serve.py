"""The gateway as users run it: `ling-desk serve` in its own process, the clients in another.

`serve` starts the SGLang double (tests/double) as its engine through `--launcher`, as a user's
`serve` starts SGLang (the double told to run every stream at once, after the recipe's 1 to 4);
this process makes an API key with `ling-desk api key create` and streams chat answers as the
OpenAI SDK asks for them (no `stream_options`: the gateway asks the engine for the usage chunk
and takes it out again). Each round streams direct to the engine (its own key and port, read
from its command line) and through the gateway at the same time, so the machine's load in that
second hits both alike (the decode ratio); before that, each way alone (time to first token:
side by side, one request would wait for the other's prefill), the direct one also giving the
gateway process's CPU without requests of its own (for `serve`: reading the engine's log). A minimal
aiohttp relay (one socket write per chunk; no auth, records or metering) in its own process
gives the floor in the same run; `--baseline TREE` adds a `serve` from another checkout (the
code before a change), with its own engine, in the same rounds.

Two loads, each with its own `serve` (the double's speed is set at its start):
  1. one stream at 3,000 tok/s (one token a chunk: --double-accept-len 1), 0.5 s of decode;
  2. 32 streams at 100 tok/s each, started 10 ms apart, 2 s of decode (not at once: the
     gateway's own clock saw them arrive 10.1 ms apart, p10-p90 7.9-11.8 ms).

Prints, per load: decode ratio (median over rounds of the round's median tok/s relayed /
direct; also over all streams), added TTFT p50 (median over rounds of the difference of the
medians each way alone), and CPU per streamed token (the relay process's threads while its streams
ran, /proc/PID/task/*/schedstat, less its rate without requests). The client is a raw asyncio
protocol that only stamps each read (it parses after the stream), so its own cost is small and
alike on both paths. No assertion on time.

    .venv/bin/python bench/gateway/bench_serve.py [--rounds 16] [--rounds-many 6]
        [--only single|many] [--baseline OTHER_CHECKOUT] [--no-relay]
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import cpu_note, free_port

ROOT = Path(__file__).resolve().parents[2]
# No keyring on a bench machine: the data key in a file, as tests/conftest.py has it.
ENV = {**os.environ, "LINGDESK_KEY_STORE": os.environ.get("LINGDESK_KEY_STORE", "file")}
DOUBLE = ROOT / "tests" / "double" / "sglang-double"
FAST = ["--double-load-s", "0.3", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05",
        "--double-accept-len", "1"]  # fmt: skip
# A token of the answer: a non-empty content or reasoning delta (the role chunk's "" is none).
MARKS = (b'"content":"', b'"reasoning_content":"')
STAGGER_S = 0.01  # between the starts of the streams of a round (one decode step at 100 tok/s)


def schedstat_ns(pid: int) -> int:
    """CPU ns of every live thread of `pid` (threads that ended are not counted: the gateway's
    live for the whole run)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            continue
    return total


# -- the client: stamps each read, parses after the stream -----------------------------------


class _Stream(asyncio.Protocol):
    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.reads: list[tuple[float, bytes]] = []
        self.tail = b""
        self.done: asyncio.Future[None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.reads.append((time.perf_counter(), data))
        self.tail = (self.tail + data)[-24:]
        # The last chunk of a chunked answer after [DONE]: the stream is whole.
        if self.tail.endswith(b"\r\n0\r\n\r\n") and self.done and not self.done.done():
            self.done.set_result(None)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.done and not self.done.done():
            self.done.set_exception(ConnectionError("closed mid-stream"))


@dataclass
class Result:
    ttft_s: float
    tok_s: float
    tokens: int


class Client:
    """One keep-alive connection; `ask` streams one chat answer and measures it."""

    def __init__(self, port: int, key: str) -> None:
        self.port, self.key = port, key
        self.proto: _Stream | None = None

    async def ask(self, max_tokens: int) -> Result:
        loop = asyncio.get_running_loop()
        if self.proto is None or self.proto.transport is None or self.proto.transport.is_closing():
            _, self.proto = await loop.create_connection(_Stream, "127.0.0.1", self.port)
        p = self.proto
        body = json.dumps(
            {
                "model": "Ling-3.0-flash",
                "stream": True,
                "max_tokens": max_tokens,
                "messages": [{"role": "user", "content": "Tell me about rivers."}],
            }
        )
        head = (f"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
                f"Authorization: Bearer {self.key}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(body)}\r\n\r\n")  # fmt: skip
        p.reads, p.tail, p.done = [], b"", loop.create_future()
        assert p.transport is not None
        t0 = time.perf_counter()
        p.transport.write(head.encode() + body.encode())
        await asyncio.wait_for(p.done, 120)
        return _measure(t0, p.reads)

    def close(self) -> None:
        if self.proto is not None and self.proto.transport is not None:
            self.proto.transport.close()


def _measure(t0: float, reads: list[tuple[float, bytes]]) -> Result:
    data = b"".join(d for _, d in reads)
    if not data.startswith(b"HTTP/1.1 200"):
        raise RuntimeError(data[:300].decode(errors="replace"))
    if b"data: [DONE]" not in data or b'"choices":[]' in data:
        raise RuntimeError("the stream lacks [DONE], or shows the usage chunk it did not ask for")
    ends, at = [], 0
    for _, d in reads:
        at += len(d)
        ends.append(at)
    times: list[float] = []
    for mark in MARKS:
        i = data.find(mark)
        while i >= 0:
            j = i + len(mark)
            if data[j : j + 1] != b'"':  # not the empty role chunk
                times.append(reads[bisect.bisect_right(ends, j)][0])
            i = data.find(mark, j)
    times.sort()
    if not times:
        raise RuntimeError("no token in the answer")
    span = times[-1] - times[0]  # 0: one read (a warm-up's few tokens)
    return Result(times[0] - t0, (len(times) - 1) / span if span > 0 else 0.0, len(times))


# -- the processes ---------------------------------------------------------------------------


class Serve:
    """`ling-desk serve` with the double as its engine at `tok_per_s`."""

    def __init__(
        self, tmp: Path, tok_per_s: float, ttft: float, max_running: int, tree: Path = ROOT
    ) -> None:
        tmp = tmp / f"{tree.name}-{int(tok_per_s)}"
        tmp.mkdir(parents=True)
        self.base = tmp / "base"
        self.port = free_port()
        (self.base / "config").mkdir(parents=True)
        (self.base / "config" / "settings.toml").write_text(
            f"schema_version = 2\n[gateway]\nport = {self.port}\n", encoding="utf-8"
        )
        from tests.support.engine import make_model_dir

        model = make_model_dir(tmp / "model")
        knobs = " ".join([*FAST, "--double-tok-per-s", str(tok_per_s), "--double-ttft", str(ttft)])
        self.log = open(tmp / "serve.log", "w")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "app", "serve", "--basedir", str(self.base), "--launcher",
             # The recipe runs 1 to 4 requests at once (engine.parallel_requests); the double
             # is told `max_running` after the recipe's flags, so 32 streams run side by side.
             f"sh -c 'exec {sys.executable} {DOUBLE} {knobs} \"$@\" --max-running-requests "
             f"{max_running}' double",
             "--model", str(model)],
            cwd=tree, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True, env=ENV,
        )  # fmt: skip
        deadline = time.monotonic() + 90
        pidfile = self.base / "runtime" / "engine.pid.json"
        while not pidfile.exists():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("serve did not start the engine:\n" + self._log_tail())
            time.sleep(0.1)
        engine = int(json.loads(pidfile.read_text())["pid"])
        argv = Path(f"/proc/{engine}/cmdline").read_bytes().decode().split("\0")
        self.engine_port = int(argv[argv.index("--port") + 1])
        # The engine's key is in its 0600 config file (app/core/recipe.py), read while it runs.
        config = Path(argv[argv.index("--config") + 1]).read_text()
        self.engine_key = json.loads(config.split("api-key:", 1)[1].strip())
        made = subprocess.run(
            [sys.executable, "-m", "app", "api", "key", "create", "bench", "--json",
             "--basedir", str(self.base)],
            cwd=ROOT, capture_output=True, text=True, timeout=60, env=ENV,
        )  # fmt: skip
        if made.returncode != 0:
            raise RuntimeError(made.stderr)
        self.key = json.loads(made.stdout)["key"]
        while not self._answers():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the gateway did not turn ready:\n" + self._log_tail())
            time.sleep(0.2)

    def _log_tail(self) -> str:
        self.log.flush()
        return "".join(Path(self.log.name).read_text().splitlines(True)[-30:])

    def _answers(self) -> bool:
        import urllib.request

        req = urllib.request.Request(f"http://127.0.0.1:{self.port}/v1/models",
                                     headers={"Authorization": f"Bearer {self.key}"})  # fmt: skip
        try:
            with urllib.request.urlopen(req, timeout=5) as r:
                return r.status == 200
        except OSError:
            return False

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(60)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        self.log.close()


class Relay:
    """The floor: a minimal aiohttp relay in its own process (this file with --relay)."""

    def __init__(self, upstream_port: int) -> None:
        self.port = free_port()
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--relay", str(self.port), str(upstream_port)],
            stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert self.proc.stdout is not None
        self.proc.stdout.readline()  # listening

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def relay_main(port: int, upstream_port: int) -> None:
    from aiohttp import ClientSession, ClientTimeout, TCPConnector, web

    hop = {"host", "content-length", "connection", "transfer-encoding", "keep-alive"}

    async def handle(request: web.Request) -> web.StreamResponse:
        session: ClientSession = request.app["session"]
        body = await request.read()
        headers = {k: v for k, v in request.headers.items() if k.lower() not in hop}
        async with session.request(request.method, f"http://127.0.0.1:{upstream_port}"
                                   + request.raw_path, headers=headers, data=body) as up:  # fmt: skip
            resp = web.StreamResponse(status=up.status, headers={
                k: v for k, v in up.headers.items() if k.lower() not in hop})  # fmt: skip
            await resp.prepare(request)
            async for chunk in up.content.iter_any():
                await resp.write(chunk)
            await resp.write_eof()
            return resp

    async def main() -> None:
        app = web.Application()
        app["session"] = ClientSession(
            timeout=ClientTimeout(total=None),
            connector=TCPConnector(limit=256),
            auto_decompress=False,
        )
        app.router.add_route("*", "/{tail:.*}", handle)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", port).start()
        print("ready", flush=True)
        await asyncio.Event().wait()

    asyncio.run(main())


# -- the loads ---------------------------------------------------------------------------------


@dataclass
class Pair:
    """A relay (the gateway, or the floor) and the engine behind it, measured side by side."""

    name: str
    port: int
    key: str
    pid: int  # the relay's process, whose CPU is counted
    engine_port: int
    engine_key: str
    direct: list[Result] = field(default_factory=list)  # streams beside the relay's, same time
    via: list[Result] = field(default_factory=list)
    # per round: median tok/s relayed / direct of streams side by side; the difference of the
    # TTFT medians (s) of the streams each way alone
    ratios: list[float] = field(default_factory=list)
    added: list[float] = field(default_factory=list)
    cpu_ns: int = 0  # the relay's CPU while its streams ran
    # its CPU while only direct streams ran: what it spends without requests of its own (for
    # `serve`, reading the engine's log, whose decode lines come per step, not per stream)
    idle_ns: int = 0
    busy_s: float = 0.0
    idle_s: float = 0.0


async def run_load(pairs: list[Pair], streams: int, tokens: int, rounds: int) -> None:
    async def one(c: Client, i: int, n: int) -> Result:
        await asyncio.sleep(i * STAGGER_S)  # requests come one after another, as apps send them
        return await c.ask(n)

    async def phase(cs: list[Client], n: int) -> list[Result]:
        return await asyncio.gather(*(one(c, i % streams, n) for i, c in enumerate(cs)))

    made = {p.name: ([Client(p.engine_port, p.engine_key) for _ in range(streams)],
                     [Client(p.port, p.key) for _ in range(streams)]) for p in pairs}  # fmt: skip
    for p in pairs:  # warm: connections, the first-request paths
        await phase(made[p.name][0] + made[p.name][1], 20)
    for r in range(rounds):
        for p in pairs if r % 2 == 0 else pairs[::-1]:
            direct, via = made[p.name]
            # TTFT each way alone (side by side, one request would wait for the other's prefill)
            ns0, t0 = schedstat_ns(p.pid), time.perf_counter()
            alone = await phase(direct, tokens)
            ns1, t1 = schedstat_ns(p.pid), time.perf_counter()
            p.added.append(_med(await phase(via, tokens), "ttft_s") - _med(alone, "ttft_s"))
            # decode side by side: the machine's load in that second hits both alike
            ns2, t2 = schedstat_ns(p.pid), time.perf_counter()
            got = await phase(direct + via, tokens)
            ns3, t3 = schedstat_ns(p.pid), time.perf_counter()
            p.idle_ns, p.idle_s = p.idle_ns + ns1 - ns0, p.idle_s + t1 - t0
            p.cpu_ns, p.busy_s = p.cpu_ns + ns3 - ns2, p.busy_s + t3 - t2
            d, v = got[:streams], got[streams:]
            p.direct.extend(d)
            p.via.extend(v)
            p.ratios.append(_med(v, "tok_s") / _med(d, "tok_s"))
    for cs in made.values():
        for c in cs[0] + cs[1]:
            c.close()


def _med(results: list[Result], what: str) -> float:
    return statistics.median(getattr(r, what) for r in results)


def report(title: str, pairs: list[Pair]) -> None:
    print(title, flush=True)
    for p in pairs:
        d_tps, tps = _med(p.direct, "tok_s"), _med(p.via, "tok_s")
        tokens = sum(r.tokens for r in p.via)
        idle_rate = p.idle_ns / p.idle_s if p.idle_s else 0.0
        own = (p.cpu_ns - idle_rate * p.busy_s) / tokens / 1000
        print(f"  {p.name:18s} decode ratio {statistics.median(p.ratios):.4f} (all streams "
              f"{tps / d_tps:.4f}: {tps:.0f} vs {d_tps:.0f} tok/s direct), added TTFT p50 "
              f"{statistics.median(p.added) * 1000:+.2f} ms, CPU {own:.1f} µs/token (raw "
              f"{p.cpu_ns / tokens / 1000:.1f}, without requests {idle_rate / 1e7:.1f}% of a "
              f"core; {len(p.via)} streams of {_med(p.via, 'tokens'):.0f} tokens)",
              flush=True)  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=16, help="of the single stream")
    ap.add_argument("--rounds-many", type=int, default=6, help="of the 32 streams")
    ap.add_argument("--only", choices=("single", "many"))
    ap.add_argument("--no-relay", action="store_true")
    ap.add_argument(
        "--baseline",
        metavar="TREE",
        help="also a `serve` from this checkout (its own engine), in the same rounds",
    )
    ap.add_argument("--relay", nargs=2, type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.relay:
        relay_main(*args.relay)
        return 0
    print(cpu_note(), flush=True)
    tmp = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    rounds = {"single": args.rounds, "many": args.rounds_many}
    # (name, tok/s, TTFT s, streams, tokens): the double's prefill holds its decode loop, so the
    # 32 streams' prefills are kept short (5 ms) for their starts, 10 ms apart, not to queue.
    loads = [("single", 3000.0, 0.02, 1, 1500, "1 stream at 3,000 tok/s, 0.5 s of decode"),
             ("many", 100.0, 0.005, 32, 200, "32 streams at 100 tok/s each, 2 s of decode")]  # fmt: skip
    try:
        for name, speed, ttft, streams, tokens, title in loads:
            if args.only and args.only != name:
                continue
            started: list[Serve | Relay] = []
            try:
                serve = Serve(tmp, speed, ttft, 3 * streams + 8)
                started.append(serve)
                eng = (serve.engine_port, serve.engine_key)
                pairs = [Pair("gateway", serve.port, serve.key, serve.proc.pid, *eng)]
                if not args.no_relay:
                    relay = Relay(serve.engine_port)
                    started.append(relay)
                    pairs.append(Pair("relay", relay.port, serve.engine_key, relay.proc.pid, *eng))
                if args.baseline:
                    old = Serve(tmp, speed, ttft, 3 * streams + 8, Path(args.baseline).resolve())
                    started.append(old)
                    pairs.append(Pair("gateway (baseline)", old.port, old.key, old.proc.pid,
                                      old.engine_port, old.engine_key))  # fmt: skip
                asyncio.run(run_load(pairs, streams, tokens, rounds[name]))
                report(title, pairs)
            finally:
                for p in started:
                    p.stop()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(cpu_note(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
