"""Engine vs client decode tok/s against the SGLang double, through the real Supervisor.

For each configured speed: start the double (`--double-tok-per-s S --double-accept-len A`),
stream R chat replies exactly as the chat does (StreamMeter -> GaugeHub), and compare
  client  = the reply's decode tok/s (tokens after the first / first-to-last token time),
  engine  = the mean of the `Decode batch ... gen throughput` log lines during the reply whose
            interval lies inside it (SGLang divides by the time since its previous decode line,
            so the first line after an idle spell also counts the idle time: shown apart as
            "1st line", and left out by the GaugeHub too),
  metrics = sglang:gen_throughput from /metrics right after the reply,
  accept  = per-request spec_accept_length and the rolling one from the decode lines.
Prints one row per reply and the difference engine vs client in percent.

    /work/venv/bin/python bench/gauges/agreement.py --speeds 30 60 200 1000 --requests 3
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import mean, plan_for, stream_one, temp_paths

from app.core.engine import events as ev
from app.core.engine.client import EngineClient
from app.core.engine.supervisor import Supervisor
from app.core.gauges import GaugeHub, parse_metrics


async def run_speed(speed: float, accept: float, requests: int, seconds: float) -> list[dict]:
    paths, model = temp_paths()
    sup = Supervisor(paths)
    hub = GaugeHub()
    decode: list[tuple[float, ev.DecodeStats]] = []
    sup.subscribe(hub.on_engine_event)
    sup.subscribe(lambda e: decode.append((e.t, e)) if isinstance(e, ev.DecodeStats) else None)
    knobs = ("--double-tok-per-s", str(speed), "--double-accept-len", str(accept),
             "--double-load-s", "0.3")  # fmt: skip
    await sup.start(plan_for(paths, model, *knobs))
    rows = []
    try:
        if not await sup.wait_ready(60):
            raise SystemExit(f"the double did not become ready: {sup.tail(20)}")
        plan = sup.plan
        assert plan is not None
        # At least three decode-log intervals (40 verify steps each) per reply.
        max_tokens = max(int(3 * 40 * accept) + 20, int(speed * seconds))
        async with EngineClient(plan.base_url, plan.api_key) as client:
            for i in range(requests):
                stats, meter = await stream_one(client, hub, max_tokens)
                await asyncio.sleep(0.2)  # the last decode line of the reply
                times = [t for t, _d in decode]
                inside, first = [], None
                for k, (t, d) in enumerate(decode):
                    if not meter.t_sent <= t <= meter.t_last + 0.2 or d.gen_throughput is None:
                        continue
                    if k == 0 or times[k - 1] < meter.t_sent:
                        first = d.gen_throughput  # its interval began before the request
                    else:
                        inside.append(d)
                eng = [d.gen_throughput for d in inside]
                acc = [d.accept_len for d in inside if d.accept_len is not None]
                metrics = parse_metrics(await client.metrics_text() or "") or {}
                rows.append({
                    "speed": speed, "i": i, "tokens": stats.completion_tokens,
                    "client": stats.decode_tps, "engine": mean(eng) if eng else None,
                    "lines": len(eng), "metrics": metrics.get("sglang:gen_throughput"),
                    "first": first,
                    "accept_req": stats.accept_len, "accept_roll": mean(acc) if acc else None,
                    "ttft": stats.ttft_s,
                })  # fmt: skip
        snap = hub.snapshot()
        rows.append({"speed": speed, "hub_avg": snap.decode_tps_avg.value,
                     "hub_engine": snap.engine_tps.value})  # fmt: skip
    finally:
        await sup.stop()
        sup.close()
    return rows


def fmt(v, spec=".1f"):
    return "-" if v is None else format(v, spec)


async def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--speeds", type=float, nargs="+", default=[30.0, 60.0, 200.0, 1000.0])
    ap.add_argument("--accept-len", type=float, default=2.68)
    ap.add_argument("--requests", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=2.0, help="length of each reply")
    args = ap.parse_args()
    print(f"{'config':>7} {'#':>2} {'tokens':>6} {'client':>8} {'engine':>8} {'lines':>5} "
          f"{'diff%':>7} {'1st line':>8} {'metrics':>8} {'acc req':>7} {'acc roll':>8} "
          f"{'TTFT s':>7}")  # fmt: skip
    worst = 0.0
    for speed in args.speeds:
        rows = await run_speed(speed, args.accept_len, args.requests, args.seconds)
        for r in rows:
            if "client" not in r:
                print(f"{speed:7.0f}  hub average {fmt(r['hub_avg'])} tok/s, hub engine "
                      f"{fmt(r['hub_engine'])} tok/s")  # fmt: skip
                continue
            diff = None
            if r["client"] and r["engine"]:
                diff = (r["engine"] - r["client"]) / r["client"] * 100
                worst = max(worst, abs(diff))
            print(f"{speed:7.0f} {r['i']:2d} {r['tokens'] or 0:6d} {fmt(r['client']):>8} "
                  f"{fmt(r['engine']):>8} {r['lines']:5d} {fmt(diff, '+.2f'):>7} "
                  f"{fmt(r['first']):>8} {fmt(r['metrics']):>8} "
                  f"{fmt(r['accept_req'], '.2f'):>7} {fmt(r['accept_roll'], '.2f'):>8} "
                  f"{fmt(r['ttft'], '.3f'):>7}")  # fmt: skip
    print(f"worst |engine - client| / client (in-reply lines): {worst:.2f}%")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
