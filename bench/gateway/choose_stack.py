"""Choose the gateway's stack: direct to the double vs through each minimal proxy (stacks.py).

Interleaves direct and proxied requests (so drift in the shared machine hits both alike) and
prints, per stack and speed, the decode tok/s ratio and the added TTFT p50.

    .venv/bin/python bench/gateway/choose_stack.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import ENGINE_KEY, cpu_note, free_port, one_stream, start_double, stop
from stacks import STACKS


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=0.5, help="decode time per request")
    args = ap.parse_args()
    print(cpu_note())
    for speed in (1000, 3000):
        port = free_port()
        double = start_double(speed, port)
        direct_url = f"http://127.0.0.1:{port}"
        try:
            for name, start in STACKS.items():
                pport, pstop = start(direct_url)
                proxy_url = f"http://127.0.0.1:{pport}"
                d_ttft, p_ttft, d_tps, p_tps = [], [], [], []
                with httpx.Client(timeout=60) as c:
                    one_stream(c, direct_url, ENGINE_KEY, 20)
                    one_stream(c, proxy_url, ENGINE_KEY, 20)
                    for _ in range(args.rounds):
                        t, s = one_stream(c, direct_url, ENGINE_KEY, int(speed * args.seconds))
                        d_ttft.append(t)
                        d_tps.append(s)
                        t, s = one_stream(c, proxy_url, ENGINE_KEY, int(speed * args.seconds))
                        p_ttft.append(t)
                        p_tps.append(s)
                pstop()
                ratio = statistics.median(p_tps) / statistics.median(d_tps)
                added = (statistics.median(p_ttft) - statistics.median(d_ttft)) * 1000
                print(
                    f"{name:14s} {speed:5d} tok/s: decode ratio {ratio:.4f} "
                    f"(direct {statistics.median(d_tps):.0f}, proxied {statistics.median(p_tps):.0f}), "
                    f"added TTFT p50 {added:+.2f} ms"
                )
        finally:
            stop(double)
    return 0


if __name__ == "__main__":
    sys.exit(main())
