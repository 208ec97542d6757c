"""The Activity log window on a large log (issue 38: filtering stays fast on 100,000 records and
the window never freezes): a real encrypted log in a temporary folder, the real window
offscreen.

- load: from the window's construction until the records are read and the chain verified;
- stall: the longest the GUI thread went without running a 5 ms timer during that load (what
  the user would feel as a frozen window);
- filters: one change of each filter over every record (kind, time, text, back to all);
- memory: the process's resident size before the window and after the load;
- gc: one full collection with the records held (the app collects on the GUI thread, once a
  minute, with automatic GC off and the start-up heap frozen: done so here too).

Prints the figures; no assertion on time (machines differ).

    QT_QPA_PLATFORM=offscreen python bench/audit/bench_activity_page.py [--records 100000]
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.core import vault
from app.core.audit import AuditLog
from app.ui.audit.model import ALL, WEEK
from app.ui.audit.window import ActivityLog

KINDS = [
    ("gateway.call", {"client": "Continue", "method": "POST", "route": "/v1/chat/completions",
                      "status": 200, "tokens_in": 812, "tokens_out": 143}),
    ("tool.decision", {"tool": "read_file", "server": "files", "allowed": True}),
    ("gateway.call", {"client": "Zed", "method": "POST", "route": "/v1/completions",
                      "status": 429, "tokens_in": 20, "tokens_out": 0}),
    ("deletion", {"conversations": 1}),
]  # fmt: skip


def rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=100_000)
    n = ap.parse_args().records
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder, key = Path(tmp) / "audit", vault.DataKey.generate()
        t0 = time.perf_counter()
        with AuditLog(folder, key, batch=5000) as log:
            for i in range(n):
                kind, fields = KINDS[i % len(KINDS)]
                log.append(kind, fields)
        print(f"wrote {n:,} records in {time.perf_counter() - t0:.1f} s")
        gc.collect()
        gc.freeze()  # as the app does (app/ui/shell/app.py): no automatic GC, start-up frozen
        gc.disable()
        before = rss_mb()
        gaps: list[float] = []
        last = [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now

        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)
        timer.start()
        t0 = time.perf_counter()
        page = ActivityLog(folder, key)
        page.show()
        while page.loading:
            app.processEvents()
            time.sleep(0.001)
        load = time.perf_counter() - t0
        timer.stop()
        print(f"load + verify: {load:.2f} s; {page.status.text()}")
        print(f"longest GUI stall during the load: {max(gaps) * 1000:.0f} ms "
              f"(a 5 ms timer; median {sorted(gaps)[len(gaps) // 2] * 1000:.1f} ms)")  # fmt: skip
        print(
            f"memory: {before:.0f} MB before, {rss_mb():.0f} MB after "
            f"(peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB)"
        )

        t = time.perf_counter()
        gc.collect()
        print(f"one full GC with the window open: {(time.perf_counter() - t) * 1000:.0f} ms")

        def timed(what: str, change) -> None:
            t = time.perf_counter()
            change()
            page.apply_filters()
            app.processEvents()
            print(
                f"filter {what}: {(time.perf_counter() - t) * 1000:.0f} ms, "
                f"{page.model.rowCount():,} rows"
            )

        timed("kind = Tool permission", lambda: page.kind.setCurrentIndex(
            page.kind.findData("tool.decision")))  # fmt: skip
        timed("kind = all", lambda: page.kind.setCurrentIndex(0))
        timed("time = last 7 days", lambda: page.span.setCurrentIndex(page.span.findData(WEEK)))
        timed("text = 'zed'", lambda: page.text.setText("zed"))
        timed("text = 'no such thing'", lambda: page.text.setText("no such thing"))
        timed("text = '' and time = all", lambda: (page.text.setText(""),
              page.span.setCurrentIndex(page.span.findData(ALL))))  # fmt: skip
        page.close()


if __name__ == "__main__":
    main()
