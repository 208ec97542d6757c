"""The window while the library indexes 2,000 PDF pages: GUI event-loop stalls, with Qt.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/docs/bench_window_stall.py [--pages 2000]

The window's own path: app/ui/documents.DocsService (the library's thread and its extraction
process) adds a folder of PDFs while a 5 ms QTimer on the GUI thread measures how late it fires.
The same timer runs for as long with nothing indexing first, so the figure to read is the
difference in one run (the machine's own noise cancels). Prints both and the ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.ui.docs.library import DocsService  # noqa: E402
from tests.support.docs_make import make_pdf  # noqa: E402

TICK_MS = 5
PAGES_PER_FILE = 50


def corpus(folder: Path, pages: int) -> int:
    """PDFs of GSM8K questions, 50 pages each, 30 lines a page."""
    src = ROOT / "app" / "data" / "gsm8k" / "test.jsonl"
    lines = [json.loads(x)["question"][:90] for x in src.read_text().splitlines()]
    folder.mkdir(parents=True, exist_ok=True)
    n = 0
    for f in range((pages + PAGES_PER_FILE - 1) // PAGES_PER_FILE):
        book = [[lines[(f * 1500 + p * 30 + k) % len(lines)] for k in range(30)]
                for p in range(PAGES_PER_FILE)]  # fmt: skip
        make_pdf(folder / f"book-{f:03}.pdf", book)
        n += PAGES_PER_FILE
    return n


def lateness(app: QApplication, until) -> list[float]:
    """Run a 5 ms timer until `until()` is true; how late each tick came, in ms."""
    late: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        late.append(max(0.0, (now - last[0]) / 1e6 - TICK_MS))
        last[0] = now
        if until():
            timer.stop()
            app.quit()

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()
    return late


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(len(s) * q))] if s else 0.0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=2000)
    args = ap.parse_args()
    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        pages = corpus(work / "docs", args.pages)
        service = DocsService(work / "data", None)
        done: list[object] = []
        t0 = time.monotonic()
        service.submit(lambda lib: lib.add([work / "docs"]), lambda r, e: done.append(e or r))
        busy = lateness(app, lambda: bool(done))
        seconds = time.monotonic() - t0
        results = done[0]
        indexed = sum(r.status == "indexed" for r in results) if isinstance(results, list) else 0
        end = time.monotonic() + seconds
        idle = lateness(app, lambda: time.monotonic() >= end)
        service.close()
    print(
        f"indexed {indexed} files, {pages} pages in {seconds:.1f} s ({pages / seconds:.0f} pages/s)"
    )
    for name, xs in (("while indexing", busy), ("idle, same length", idle)):
        print(f"  5 ms timer lateness {name}: p50 {pct(xs, 0.5):.2f} ms, p99 {pct(xs, 0.99):.2f} ms,"
              f" max {max(xs):.1f} ms ({len(xs)} ticks)")  # fmt: skip
    print(
        f"  p99 added by indexing: {pct(busy, 0.99) - pct(idle, 0.99):+.2f} ms (goal: p99 < 16 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
