"""Opening a long chat to its first paint (issue 40): 50,000 messages against 40, one run.

Each measurement is a fresh process with Ling Desk's real main window (offscreen, no engine)
imported from a source tree: this checkout ("after") or a git revision exported to a
temporary folder ("before"). The history holds one linear conversation (tests/support/
bigconv.py, the store's bulk import). Measured from the click's call (`show_conversation`:
the history read, the widgets built) to the end of the chat view's first paint, and the RSS
it added; also the rows the history handed to Python (a SQLite trace of the SELECTs is not
needed: the store's reads are counted through `Store._msg`).

Goal: 50,000 messages reach their first paint within +0.2 s and +20 MiB of a 40-message chat
(the same run, medians of --runs interleaved runs).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bigconv/bench_first_paint.py \\
        [--before REV] [--runs 3] [--json bench/bigconv/first_paint.json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIZES = (40, 50_000)
GOAL_S, GOAL_MIB = 0.2, 20.0


def child(src: Path, base: Path, conv_id: str) -> dict:
    """Runs in the measuring process, importing Ling Desk from `src`."""
    sys.path.insert(0, str(src))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    # No keyring here: a key file, as tests do. The first start encrypts the history (before
    # the measurement): measured as users have it, SQLCipher.
    os.environ.setdefault("LINGDESK_KEY_STORE", "file")
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from app.core.chat.store import Store
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.shell.app import Gui

    page = os.sysconf("SC_PAGE_SIZE")

    def rss() -> float:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * page / 2**20

    rows = [0]
    made = Store._msg

    def counted(self, r):  # every message row the store turns into a Message
        rows[0] += 1
        return made(self, r)

    Store._msg = counted  # type: ignore[method-assign]

    class Painted(QObject):
        at: float | None = None

        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint and self.at is None:
                self.at = -1.0  # ends once this paint returns (measured below)
            return False

    def spin(seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.005)

    gui = Gui(Paths.from_basedir(base), Settings(), {"launcher": ["false"]})
    win = gui.window
    win._first_id = None  # opened below, measured, not at the window's first show
    win.resize(1240, 800)
    win.show()
    spin(1.0)
    painted = Painted()
    view = win.pane.view
    view.viewport().installEventFilter(painted)
    rows[0] = 0
    r0, t0 = rss(), time.perf_counter()
    win.show_conversation(conv_id)
    while painted.at is None and time.perf_counter() - t0 < 30:
        app.processEvents()
    t1 = time.perf_counter()
    r1 = rss()
    return {
        "first_paint_s": t1 - t0,
        "rss_mib": r1 - r0,
        "rows_read": rows[0],
        "widgets": len(view.widgets),
        "painted": painted.at is not None,
    }


def export_rev(rev: str, dest: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "app", "resources"], check=True,
                             capture_output=True).stdout  # fmt: skip
    dest.mkdir(parents=True)
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def once(src: Path, base: Path, conv_id: str) -> dict:
    cmd = [sys.executable, __file__, "--child", str(src), str(base), conv_id]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise SystemExit(f"measuring {base} with {src} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--child", nargs=3, metavar=("SRC", "BASE", "CONV"))
    ap.add_argument("--before", help="git revision to measure as 'before'")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", type=Path)
    a = ap.parse_args()
    if a.child:
        src, base, conv = a.child
        print(json.dumps(child(Path(src), Path(base), conv)))
        return
    sys.path.insert(0, str(ROOT))
    from app.core.paths import Paths
    from tests.support import bigconv

    out: dict[str, dict[int, dict]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        histories = {}
        for n in SIZES:
            base = work / f"base-{n}"
            db = Paths.from_basedir(base).ensure().history_db
            histories[n] = (base, bigconv.build_file(db, n))
        codes = [("after", ROOT)]
        if a.before:
            codes.insert(0, ("before", export_rev(a.before, work / "before")))
        for label, src in codes:
            runs: dict[int, list[dict]] = {n: [] for n in SIZES}
            for _ in range(a.runs):  # interleaved: a busy spell of the machine hits both sizes
                for n in SIZES:
                    runs[n].append(once(src, *histories[n]))
            out[label] = {}
            for n in SIZES:
                med = {k: statistics.median(r[k] for r in runs[n])
                       for k in ("first_paint_s", "rss_mib", "rows_read", "widgets")}  # fmt: skip
                med["all_painted"] = all(r["painted"] for r in runs[n])
                out[label][n] = med
                print(f"{label:6} {n:>6,} messages: first paint {med['first_paint_s']:.3f} s, "
                      f"+{med['rss_mib']:.1f} MiB, {med['rows_read']:,.0f} rows read, "
                      f"{med['widgets']:.0f} widgets (median of {a.runs})", flush=True)  # fmt: skip
            big, small = out[label][SIZES[1]], out[label][SIZES[0]]
            dt = big["first_paint_s"] - small["first_paint_s"]
            dm = big["rss_mib"] - small["rss_mib"]
            print(f"{label:6} 50,000 vs 40 messages: {dt:+.3f} s and {dm:+.1f} MiB to first paint "
                  f"(goal: within +{GOAL_S} s and +{GOAL_MIB:.0f} MiB: {max(dt, 0) / GOAL_S:.2f}x and "
                  f"{max(dm, 0) / GOAL_MIB:.2f}x of it); {big['rows_read'] / small['rows_read']:,.0f}x "
                  f"the rows read; 50,000 in {big['first_paint_s']:.3f} s", flush=True)  # fmt: skip
    if a.json:
        a.json.write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
