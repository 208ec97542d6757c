"""What one audit record costs the caller (issue 38: auditing must add under 1% to a gateway
request): records appended to a real log in a temporary folder, encrypted (SQLCipher, a fresh
data key) and plain, the way each writer would append.

- each: batch=1, every append writes its own transaction and the head file (a verb, a rare
  event: the record is on disk when append returns);
- batched: batch=256 with a background writer every 0.2 s (the gateway, per request): append
  only queues; the figure is the caller's time, and the drain (close) is timed apart;
- threads: the batched log appended from --threads threads at once (the gateway's clients).

Prints records/s and µs/record for each; no assertion on time (machines differ). The chain is
verified after each run, so a fast but broken writer does not pass unseen.

    python bench/audit/bench_append.py [--records 20000] [--threads 32]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core import audit, vault
from app.core.audit import AuditLog

FIELDS = {"client": "editor", "route": "/v1/chat/completions", "status": 200,
          "tokens_in": 812, "tokens_out": 264, "ms": 1234.5}  # fmt: skip


def one_run(folder: Path, key: vault.DataKey | None, n: int, threads: int, **kw: Any) -> str:
    log = AuditLog(folder, key, **kw)
    each = max(1, n // threads)
    start = threading.Barrier(threads + 1)

    def work() -> None:
        start.wait()
        for _ in range(each):
            log.append("gateway.call", FIELDS)

    pool = [threading.Thread(target=work) for _ in range(threads)]
    for th in pool:
        th.start()
    t0 = time.perf_counter()
    start.wait()
    for th in pool:
        th.join()
    appended = time.perf_counter() - t0
    log.close()
    total = time.perf_counter() - t0
    verdict = audit.verify(folder, key)
    assert verdict.ok and verdict.records == each * threads, verdict.as_json()
    count = each * threads
    return (f"{count / appended:>10,.0f} records/s  {appended / count * 1e6:>8.1f} µs/record "
            f"(append)   {count / total:>10,.0f} records/s with the drain")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--records", type=int, default=20000)
    ap.add_argument("--threads", type=int, default=32)
    args = ap.parse_args()
    n = args.records
    cases = [
        ("each", n // 10, 1, {}),  # one fsync'd transaction a record: fewer, or it runs long
        ("batched", n, 1, {"batch": 256, "flush_every": 0.2}),
        (f"threads x{args.threads}", n, args.threads, {"batch": 256, "flush_every": 0.2}),
    ]
    with tempfile.TemporaryDirectory(prefix="bench-audit-") as tmp:
        for enc, key in (("encrypted", vault.DataKey.generate()), ("plain", None)):
            for i, (name, count, threads, kw) in enumerate(cases):
                folder = Path(tmp) / f"{enc}-{i}"
                print(f"{enc:<9} {name:<12} {count:>6} records: "
                      f"{one_run(folder, key, count, threads, **kw)}", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
