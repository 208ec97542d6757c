"""Long-conversation benchmark (issue 25): open time and memory per shown message.

A history with one linear conversation of N messages is written fast through the store's bulk
import (tests/support/bigconv.py, as File > Import writes one). Each measurement runs in a fresh
process on a copy of that file, with Ling Desk's real main window (offscreen, no engine) from a
source tree: this checkout ("after") or a git revision exported to a temporary folder
("before", e.g. the commit before issue 25). Figures per run:

- load: `AppContext.open` (SQLite rows -> the model), seconds and RSS growth;
- show: `MainWindow.show_conversation`, seconds the GUI thread was held and RSS growth, and the
  longest event-loop turn in the 1.5 s after (layout, paint);
- widgets: message widgets built; RSS per shown message = show's RSS growth / widgets;
- more (after only): two "load earlier" steps (80 more widgets), RSS growth per widget;
- weight: RSS growth per message widget when 200 more get one (`MessageWidget`, in the open
  chat's column, laid out; texts not rendered before): the same step for both codes, so the
  figure compares the widgets themselves.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bigconv/bench_bigconv.py \\
        [--sizes 50000] [--before REV --before-sizes 1000,5000] [--json bench/bigconv/results.json]

The "before" code builds a widget for every message (253 s and 12.8 GB for 50,000 in the
issue): measure it at a few thousand and compare per message.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def child(src: Path, base: Path, conv_id: str) -> dict:
    """Runs in the measuring process, importing Ling Desk from `src`."""
    sys.path.insert(0, str(src))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.shell.app import Gui

    page = os.sysconf("SC_PAGE_SIZE")

    def rss() -> float:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * page / 2**20

    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks",
                    "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]  # fmt: skip

    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = MallInfo2

    def in_use() -> float:
        """KiB malloc has handed out and not had back: unlike RSS, not lowered by new objects
        filling the holes that freed ones left (a process that built thousands of widgets has
        many)."""
        m = libc.mallinfo2()
        return (m.uordblks + m.hblkhd) / 1024

    def spin(seconds: float) -> float:
        """Runs the event loop; returns the longest single turn."""
        worst, end = 0.0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            t = time.perf_counter()
            app.processEvents()
            worst = max(worst, time.perf_counter() - t)
            time.sleep(0.005)
        return worst

    gui = Gui(Paths.from_basedir(base), Settings(), {"launcher": ["false"]})
    win = gui.window
    win._first_id = None  # opened below, measured, instead of after the first paint
    win.resize(1240, 800)
    win.show()
    spin(1.0)
    r0, t0 = rss(), time.perf_counter()
    gui.ctx.open(conv_id)
    r1, t1 = rss(), time.perf_counter()
    win.show_conversation(conv_id)
    t2 = time.perf_counter()
    turn = spin(1.5)
    r2 = rss()
    view = win.pane.view
    out = {
        "messages": len(win.current.thread()),
        "load_s": t1 - t0,
        "load_rss_mib": r1 - r0,
        "show_s": t2 - t1,
        "show_rss_mib": r2 - r1,
        "worst_turn_after_s": turn,
        "widgets": len(view.widgets),
        "rss_total_mib": r2,
    }
    out["rss_per_shown_kib"] = out["show_rss_mib"] * 1024 / max(1, out["widgets"])
    # The weight of one message widget: 200 more, built the same way in both codes.
    from app.core.chat.model import Message
    from app.ui.chat.message_widgets import MessageWidget

    thread = win.current.thread()
    extra, r4, u4 = [], rss(), in_use()
    for i, src in enumerate(thread[:200]):
        # A text no widget showed yet: the renderer caches what it rendered, and the before
        # code had rendered every message of the chat already.
        msg = Message(f"weigh-{i}", src.conversation_id, None, src.role, f"{src.content} ({i})")
        w = MessageWidget(win.current, msg, gui.ctx)
        view.lay.insertWidget(view.lay.count() - 1, w)
        extra.append(w)
    spin(1.0)
    out["weight_kib"] = (rss() - r4) * 1024 / len(extra)
    out["weight_in_use_kib"] = (in_use() - u4) / len(extra)
    for w in extra:
        view.lay.removeWidget(w)
        w.deleteLater()
    spin(0.3)
    if hasattr(view, "load_earlier"):
        r3, got = rss(), 0
        for _ in range(2):
            got += view.load_earlier()
            spin(0.3)
        out["more_widgets"] = got
        out["more_rss_per_widget_kib"] = (rss() - r3) * 1024 / max(1, got)
    return out


def export_rev(rev: str, dest: Path) -> Path:
    """The app and its resources at `rev` (without resources/style.qss a widget weighs half)."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "app", "resources"], check=True,
                             capture_output=True).stdout  # fmt: skip
    dest.mkdir(parents=True)
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def measure(src: Path, n: int, work: Path, timeout: float) -> dict:
    sys.path.insert(0, str(ROOT))
    from app.core.paths import Paths
    from tests.support import bigconv

    base = work / f"base-{n}-{src.name}"
    paths = Paths.from_basedir(base).ensure()
    t = time.perf_counter()
    conv_id = bigconv.build_file(paths.history_db, n)
    built = time.perf_counter() - t
    cmd = [sys.executable, __file__, "--child", str(src), str(base), conv_id]
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise SystemExit(f"measuring {n} messages with {src} failed:\n{proc.stderr[-3000:]}")
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    got["history_built_s"] = built
    got["process_s"] = time.perf_counter() - t
    return got


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--child", nargs=3, metavar=("SRC", "BASE", "CONV"))
    ap.add_argument("--sizes", default="1000,5000,50000", help="after: message counts")
    ap.add_argument("--before", help="git revision to measure as 'before'")
    ap.add_argument("--before-sizes", default="1000,5000")
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--json", type=Path)
    a = ap.parse_args()
    if a.child:
        src, base, conv = a.child
        print(json.dumps(child(Path(src), Path(base), conv)))
        return
    results: dict[str, list[dict]] = {"before": [], "after": []}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        runs = [("after", ROOT, int(n)) for n in a.sizes.split(",")]
        if a.before:
            src = export_rev(a.before, work / "before")
            runs = [("before", src, int(n)) for n in a.before_sizes.split(",")] + runs
        for label, src, n in runs:
            r = measure(src, n, work, a.timeout)
            r["label"] = label
            results[label].append(r)
            more = (f", +{r['more_widgets']} more: {r['more_rss_per_widget_kib']:.0f} KiB each"
                    if "more_widgets" in r else "")  # fmt: skip
            print(f"{label:6} {n:>6,} messages: load {r['load_s']:.2f} s +{r['load_rss_mib']:.0f} "
                  f"MiB; show {r['show_s']:.2f} s +{r['show_rss_mib']:.0f} MiB, worst turn after "
                  f"{r['worst_turn_after_s'] * 1000:.0f} ms; {r['widgets']:,} widgets, "
                  f"{r['rss_per_shown_kib']:.0f} KiB per shown message{more}; "
                  f"a message widget weighs {r['weight_kib']:.0f} KiB of RSS, "
                  f"{r['weight_in_use_kib']:.0f} KiB in use; "
                  f"RSS {r['rss_total_mib']:.0f} MiB", flush=True)  # fmt: skip
    if results["before"] and results["after"]:
        b = max(results["before"], key=lambda r: r["messages"])

        def held(r: dict) -> float:  # the GUI thread: reading, building, then laying out
            return r["load_s"] + r["show_s"] + r["worst_turn_after_s"]

        for r in results["after"]:
            per_b = held(b) / b["messages"]
            print(f"{r['messages']:,} messages: open {held(r):.2f} s; the "
                  f"before code at {per_b * 1000:.2f} ms a message would take "
                  f"{per_b * r['messages']:.0f} s ({per_b * r['messages'] / held(r):.0f}x); "
                  f"RSS per shown message {b['rss_per_shown_kib']:.0f} -> "
                  f"{r['rss_per_shown_kib']:.0f} KiB; a message widget "
                  f"{b['weight_in_use_kib']:.0f} -> {r['weight_in_use_kib']:.0f} KiB in use")  # fmt: skip
    if a.json:
        a.json.write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
