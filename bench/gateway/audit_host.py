"""The gateway as `serve` and the window run it (GatewayService), with its audit log on or off,
in a process of its own so its CPU time is its alone (bench_audit.py drives it).

Prints `{"port": N, "key": K}` when listening. Reads commands on stdin, one a line: `cpu` writes
what is queued to the audit log, then prints `{"cpu_s": S}` (this process's CPU time, every
thread: the gateway's loop and the audit writer), each thread's, and the time the gateway's
thread spent in the audit listener; `quit` stops it and prints the log's verdict.

    python bench/gateway/audit_host.py --upstream URL --engine-key K --basedir DIR [--audit]
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core import audit, vault
from app.core.audit import NULL, Auditor
from app.core.gateway import GatewayConfig
from app.core.gateway.service import GatewayService
from app.core.paths import Paths

LISTENER = [0.0]  # CPU seconds the gateway's thread spent in the audit listener


def time_the_listener() -> None:
    """The audit's share of the gateway's own thread, measured where it is spent (the two clock
    reads add to it: an upper bound)."""
    plain = GatewayService._audit

    def timed(self: GatewayService, what: str, rec: object) -> None:
        if what != "finished":  # returns at once (~0.05 µs): not worth two clock reads
            plain(self, what, rec)  # type: ignore[arg-type]
            return
        t = time.thread_time()
        plain(self, what, rec)  # type: ignore[arg-type]
        LISTENER[0] += time.thread_time() - t

    GatewayService._audit = timed  # type: ignore[method-assign]


def thread_cpu() -> dict[str, float]:
    """CPU seconds of each Python thread by name (its own CPU clock, to the nanosecond)."""
    out: dict[str, float] = {}
    for th in threading.enumerate():
        if th.ident is None:
            continue
        try:
            spent = time.clock_gettime(time.pthread_getcpuclockid(th.ident))
        except OSError:  # ended meanwhile
            continue
        out[th.name] = out.get(th.name, 0.0) + spent
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--upstream", required=True)
    ap.add_argument("--engine-key", required=True)
    ap.add_argument("--basedir", required=True)
    ap.add_argument("--audit", action="store_true", help="record every call in the audit log")
    ap.add_argument("--switch-interval-ms", type=float, default=0,
                    help="sys.setswitchinterval (0 = Python's 5 ms; the window uses 1)")  # fmt: skip
    args = ap.parse_args()
    if args.switch_interval_ms:
        sys.setswitchinterval(args.switch_interval_ms / 1000)
    paths = Paths.from_basedir(args.basedir).ensure()
    key = vault.DataKey.generate()  # encrypted, as a new data folder is
    auditor = Auditor.open(paths.data_dir, key) if args.audit else NULL
    if args.audit:
        time_the_listener()  # before the service is made: it registers the method then
    svc = GatewayService(paths, GatewayConfig(port=0), data_key=key, auditor=auditor)
    if not svc.start():
        print(json.dumps({"error": svc.problem}), flush=True)
        return 1
    svc.state.set_ready(args.upstream, args.engine_key)
    assert svc.keys is not None and svc.gateway is not None
    client_key = svc.keys.create("bench")
    print(json.dumps({"port": svc.gateway.port, "key": client_key}), flush=True)
    for line in sys.stdin:
        command = line.strip()
        if command == "cpu":
            auditor.flush()  # what the requests queued is written inside the measured window
            print(json.dumps({"cpu_s": time.process_time(), "threads": thread_cpu(),
                              "listener_s": LISTENER[0]}), flush=True)  # fmt: skip
        elif command == "quit":
            break
    svc.stop()
    auditor.close()
    folder = paths.data_dir / audit.FOLDER
    verdict = audit.verify(folder, key) if args.audit else None
    calls = sum(r.kind == "gateway.call" for r in audit.records(folder, key)) if args.audit else 0
    print(json.dumps({"ok": verdict.ok if verdict else True, "calls": calls}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
