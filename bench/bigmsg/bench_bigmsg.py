"""Giant-message benchmark: the worst GUI-thread stall while a 10 MB message is pasted, sent,
imported and reopened, in the real main window (offscreen), with the SGLang double as engine.

Stalls are measured as bench/render/bench_render.py does: a 5 ms QTimer heartbeat on the GUI
thread; a stall is how late a tick fires. Two messages, each 10 MB:

- `paragraph`: one paragraph, no line break at all;
- `code`: one fenced Python code block (~230,000 lines).

For each, in one run (figures per step: worst stall and p99, in ms):

1. paste: the text goes to the clipboard and Ctrl+V into the composer;
2. send: Send, the double answers (a short answer), until everything is shown;
3. scroll: the chat scrolled from the end to the top in 40 steps (lazy chunks appear);
4. import: the conversation exported to JSON (not timed) and imported through File > Import;
5. reopen: the app shut down and started again on the same data folder (it opens the newest
   chat, the imported one); the stall figure counts from the window's first shown frame, and
   the Gui's construction time is printed beside it, with an empty history's for comparison.

    QT_QPA_PLATFORM=offscreen python bench/bigmsg/bench_bigmsg.py [--mb 10] [--case both]
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import itertools
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")

_spec = importlib.util.spec_from_file_location(
    "bench_render", ROOT / "bench/render/bench_render.py"
)
bench_render = importlib.util.module_from_spec(_spec)  # type: ignore[arg-type]
_spec.loader.exec_module(bench_render)  # type: ignore[union-attr]
pct, DOUBLE, FIXTURE = bench_render.pct, bench_render.DOUBLE, bench_render.FIXTURE

HEARTBEAT_MS = 5


def make_text(case: str, size: int) -> str:
    if case == "paragraph":
        words = itertools.cycle(["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy",
                                 "dog", "while", "Ling"])  # fmt: skip
        parts, n = [], 0
        for w in words:
            parts.append(w)
            n += len(w) + 1
            if n >= size:
                break
        return " ".join(parts)[:size]
    lines, n, i = ["```python"], 10, 0
    while n < size:
        line = f"value_{i} = compute({i}, factor=3) + offset  # line {i}"
        lines.append(line)
        n += len(line) + 1
        i += 1
    lines.append("```")
    return "\n".join(lines)


class Stalls:
    """The heartbeat: ticks every HEARTBEAT_MS; a gap beyond that is a stall."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.ticks: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(HEARTBEAT_MS)
        self.timer.timeout.connect(lambda: self.ticks.append(time.monotonic()))

    def start(self) -> None:
        self.ticks = [time.monotonic()]
        self.timer.start()

    def stop(self) -> dict:
        self.timer.stop()
        self.ticks.append(time.monotonic())
        gaps = [max(0.0, (b - a) - HEARTBEAT_MS / 1000) for a, b in itertools.pairwise(self.ticks)]
        return {"stall_ms_max": round(max(gaps) * 1000, 1),
                "stall_ms_p99": round(pct(gaps, 99) * 1000, 1)}  # fmt: skip


def run_case(case: str, size: int, work: Path) -> dict:
    import qasync
    from PySide6.QtGui import QGuiApplication

    from app.core.chat.export import to_json
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.chat.render import ChunkedText, MarkdownView
    from app.ui.shell.app import Gui, ensure_app, freeze_startup_heap

    app = ensure_app()
    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)
    model = work / "model"
    model.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURE, model / "config.json")
    settings = Settings()
    settings.sampling.max_tokens = 200
    knobs = ["--double-tok-per-s", "2000", "--double-load-s", "0.3",
             "--double-health-delay", "0.05", "--double-warmup-delay", "0.05"]  # fmt: skip
    overrides = {"launcher": [sys.executable, str(DOUBLE), *knobs], "model": str(model)}
    base = work / case

    def spin(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.001)

    def spin_until(cond, timeout: float) -> bool:
        end = time.monotonic() + timeout
        while not cond() and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.001)
        return cond()

    def settled(gui) -> bool:
        views = gui.window.findChildren(MarkdownView)
        return not any(v.rendering for v in views)

    def measure(action, done, gui, after_s: float = 1.5, timeout: float = 120) -> dict:
        hb = Stalls()
        hb.start()
        t0 = time.monotonic()
        action()
        ok = spin_until(lambda: done() and settled(gui), timeout)
        took = time.monotonic() - t0
        spin(after_s)  # lazy chunks appear on the next turns
        out = hb.stop()
        out["done_s"] = round(took, 2)
        if not ok:
            out["note"] = "did not finish"
        return out

    def make_gui(start: bool):
        t0 = time.monotonic()
        gui = Gui(Paths.from_basedir(base).ensure(), settings, overrides)
        gui.window.resize(1240, 900)
        freeze_startup_heap()  # as the app's start does
        gui.show()
        built = time.monotonic() - t0
        if start:
            gui.engine.start()
            if not spin_until(lambda: gui.engine.state == "ready", 30):
                raise SystemExit(f"the double did not become ready: {gui.engine.detail}")
        return gui, built

    def close(gui) -> None:
        fut = asyncio.ensure_future(gui.shutdown())
        spin_until(fut.done, 40)
        gui.window.deleteLater()
        gui.side.deleteLater()
        app.processEvents()

    text = make_text(case, size)
    result: dict = {"case": case, "chars": len(text)}
    # An empty history's start, for comparison with the reopen below.
    gui, built_empty = make_gui(start=True)
    result["start_empty_s"] = round(built_empty, 2)
    gui.ctx.renderer().blocks("```python\nx = 1\n```\n")  # warm up as the app does at idle
    pane = gui.window.pane
    pane.ensure_conversation().set_meta(thinking=False)
    spin(0.5)

    QGuiApplication.clipboard().setText(text)
    edit = pane.composer.edit
    edit.setFocus()
    result["paste"] = measure(edit.paste, lambda: bool(pane.composer.attachments)
                              or bool(edit.toPlainText()), gui)  # fmt: skip
    conv = pane.conv
    result["send"] = measure(
        pane.composer.submit,
        lambda: len(conv.thread()) >= 2 and conv.thread()[-1].status in ("done", "error"),
        gui,
        after_s=2.0,
    )
    assert conv.thread()[0].content == text, "the message sent is not the text pasted"
    bar = pane.view.verticalScrollBar()

    def scroll() -> None:
        top = bar.maximum()
        for k in range(41):
            bar.setValue(top - top * k // 40)
            spin(0.05)

    result["scroll"] = measure(scroll, lambda: True, gui)
    labels = [c.label_count for c in gui.window.findChildren(ChunkedText)]
    result["chunk_labels_alive"] = sum(labels)
    path = work / f"{case}.json"
    path.write_text(to_json(conv), encoding="utf-8")
    n_before = len(gui.ctx.conversations)
    box: dict = {}
    result["import"] = measure(
        lambda: box.setdefault("task", gui.window.import_json(str(path))),
        lambda: box["task"].done() and len(gui.ctx.conversations) > n_before,
        gui,
    )
    close(gui)

    # Reopen: the window opens the newest chat (the imported one) at start.
    hb = Stalls()
    gui, built = make_gui(start=False)
    hb.start()
    ok = spin_until(lambda: settled(gui), 120)
    spin(1.5)
    reopen = hb.stop()
    reopen["start_s"] = round(built, 2)
    current = gui.window.current
    reopen["opened_big_chat"] = bool(
        current and current.thread() and len(current.thread()[0].content) == len(text)
    )
    if not ok:
        reopen["note"] = "did not finish"
    result["reopen"] = reopen
    close(gui)
    loop._QEventLoop__is_running = False
    asyncio.events._set_running_loop(None)
    loop.close()  # joins its worker threads (Qt aborts at exit on a running QThread)
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=10.0)
    ap.add_argument("--case", choices=("both", "paragraph", "code"), default="both")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args()
    cases = ["paragraph", "code"] if args.case == "both" else [args.case]
    results = []
    with tempfile.TemporaryDirectory(prefix="ling-bigmsg-") as tmp:
        for case in cases:
            r = run_case(case, int(args.mb * 1_000_000), Path(tmp))
            results.append(r)
            print(json.dumps(r), flush=True)
    print()
    steps = ("paste", "send", "scroll", "import", "reopen")
    print(f"{'worst GUI-thread stall (ms)':30s}" + "".join(f"{s:>10s}" for s in steps))
    for r in results:
        row = "".join(f"{r[s]['stall_ms_max']:>10.1f}" for s in steps)
        name = f"{r['case']} ({r['chars'] / 1e6:.1f} MB)"
        print(f"{name:30s}{row}")
    worst = max(r[s]["stall_ms_max"] for r in results for s in steps)
    print(f"\nworst stall over every step: {worst:.1f} ms (target < 100 ms)")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
