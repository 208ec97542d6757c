"""The real window start (`python -m app`, as app/cli/main.py runs it), printing one line
`VERIFIED <seconds since this process began>` when the overall badge first says "All 3
optimizations verified". Run by bench/startup/run.py, which ends it (process group) then."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

# The tree measured: this one, or another checkout (run.py --tree: the figures before a change).
ROOT = Path(os.environ.get("STARTUP_TREE") or Path(__file__).resolve().parents[2])
sys.path.insert(0, str(ROOT))

import app.ui.shell.main_window as mw  # noqa: E402  (imported by the window's start anyway)
from app.entry import main  # noqa: E402  (as `ling-desk` and `python -m app` start)

_badge = mw.MainWindow.set_overall_badge


def _watch(self: mw.MainWindow, status: str, text: str) -> None:
    _badge(self, status, text)
    if TRACE:
        print(f"  {time.monotonic() - START:6.3f} badge: {text}", file=sys.stderr, flush=True)
    if text == "All 3 optimizations verified":
        print(f"VERIFIED {time.monotonic() - START:.3f}", flush=True)


TRACE = bool(os.environ.get("STARTUP_TRACE"))  # each badge on stderr, to see where time goes
START = float(sys.argv[1])  # the parent's time.monotonic() just before it started this process
mw.MainWindow.set_overall_badge = _watch  # type: ignore[method-assign]
sys.argv[1:] = sys.argv[2:]  # as `ling-desk ARGS` sees them
sys.exit(main())
