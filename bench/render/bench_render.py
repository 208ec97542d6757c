"""Rendering benchmark: a long answer streamed by the SGLang double into the real chat view.

The double (a real process, started by the real Supervisor) streams a 20,000-token markdown
answer (prose, a code block, a table, a list, cycled) at 1,000 tok/s into the app's own window
(offscreen). Measured in the same run:

- display lag: for every chunk, the time from its arrival in the app to the first render that
  shows it (p50 / p99 / max), and how long the final full render took after the stream ended;
- event-loop stall: a 5 ms QTimer heartbeat; a stall is how late a tick fires (p50 / p99 / max);
- render cost: milliseconds per render in the first and the last tenth of the answer (flat when
  the cost does not grow with the message).

`--mode naive` re-renders the whole message on every (throttled) update instead of only the open
tail; the default runs both and prints the ratios.

    QT_QPA_PLATFORM=offscreen python bench/render/bench_render.py [--tokens 20000] [--tps 1000]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")

DOUBLE = ROOT / "tests" / "double" / "sglang-double"
FIXTURE = ROOT / "tests" / "double" / "sglang_double" / "data" / "ling-3.0-flash-config.json"


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, round(q / 100 * (len(s) - 1)))]


def run_once(mode: str, tokens: int, tps: float, work: Path) -> dict:
    import qasync
    from PySide6.QtCore import QTimer

    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.chat import render as render
    from app.ui.shell.app import Gui, ensure_app, freeze_startup_heap

    app = ensure_app()
    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)

    if mode == "naive":

        def full_render(self) -> None:  # the whole message, every update
            self._apply(self.renderer.blocks(self._text, cache=False), streamed=True)
            self._shown_len = len(self._text)
            self.rendered.emit()
            self._show_new()

        render.MarkdownView._render_stream = full_render

    model = work / "model"
    model.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURE, model / "config.json")
    settings = Settings()
    settings.sampling.max_tokens = tokens  # the double then writes exactly this many
    knobs = ["--double-tok-per-s", str(tps), "--double-load-s", "0.3",
             "--double-health-delay", "0.05", "--double-warmup-delay", "0.05"]  # fmt: skip
    gui = Gui(Paths.from_basedir(work / mode).ensure(), settings,
              {"launcher": [sys.executable, str(DOUBLE), *knobs], "model": str(model)})  # fmt: skip
    gui.window.resize(1240, 900)
    freeze_startup_heap()  # as the app's start does
    gui.show()
    gui.engine.start()

    def spin_until(cond, timeout: float) -> bool:
        end = time.monotonic() + timeout
        while not cond() and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.001)
        return cond()

    if not spin_until(lambda: gui.engine.state == "ready", 30):
        raise SystemExit(f"the double did not become ready: {gui.engine.detail}")

    # Warm up as the app does at idle time (Pygments compiles a lexer on first use).
    gui.ctx.renderer().blocks("```python\nx = 1\n```\n\n| a |\n|---|\n| 1 |\n")
    pane = gui.window.pane
    conv = pane.ensure_conversation()
    conv.set_meta(thinking=False)  # all 20,000 tokens are answer text

    arrivals: list[tuple[float, int]] = []  # (time, content length) per chunk
    renders: list[tuple[float, int, float]] = []  # (time, shown length, cost s)
    ticks: list[float] = []
    state = {"msg": None, "done_at": None, "final_at": None}

    def on_event(e) -> None:
        if e.type == "changed" and e.message is not None and e.message.role == "assistant":
            if "content" in e.fields and e.message.status == "streaming":
                arrivals.append((time.monotonic(), len(e.message.content)))
            if "status" in e.fields and e.message.status not in ("streaming", "queued"):
                state["done_at"] = state["done_at"] or time.monotonic()

    conv.events.connect(on_event)

    heartbeat = QTimer()
    heartbeat.setInterval(5)
    heartbeat.timeout.connect(lambda: ticks.append(time.monotonic()))

    # Time every render of the streaming message's body.
    original_apply = render.MarkdownView._apply

    def timed_apply(self, blocks, streamed=False):
        t0 = time.monotonic()
        original_apply(self, blocks, streamed)
        t1 = time.monotonic()
        if state["msg"] is not None and self is state["view"]:
            if not self._streaming and state["msg"].status not in ("streaming", "queued"):
                # the full render once the stream ended (runs inside the status change)
                state["done_at"] = state["done_at"] or t0
                state["final_at"] = t1
                state["final_cost"] = t1 - t0
            else:
                renders.append((t1, len(self._text), t1 - t0))

    render.MarkdownView._apply = timed_apply
    pane.composer.edit.setPlainText("Write a very long answer.")
    t_send = time.monotonic()
    pane.composer.submit()
    msg = conv.thread()[-1]
    state["msg"] = msg
    state["view"] = pane.view.widget_for(msg.id).body
    heartbeat.start()
    ok = spin_until(lambda: state["final_at"] is not None, tokens / tps * 4 + 60)
    heartbeat.stop()
    render.MarkdownView._apply = original_apply
    if not ok:
        raise SystemExit(f"the stream did not finish: {msg.status} {msg.error}")
    stream_renders = renders

    # display lag per chunk: first render at or after arrival whose shown text covers it
    lags = []
    j = 0
    shown_times = [(t, n) for t, n, _ in renders]
    for t_arr, length in arrivals:
        while j < len(shown_times) and shown_times[j][0] < t_arr:
            j += 1
        k = j
        while k < len(shown_times) and shown_times[k][1] < length:
            k += 1
        if k < len(shown_times):
            lags.append(shown_times[k][0] - t_arr)
    gaps = [(b - a) - 0.005 for a, b in itertools.pairwise(ticks)]
    costs = [c for _, _, c in stream_renders]
    tenth = max(1, len(costs) // 10)
    result = {
        "mode": mode,
        "tokens": msg.stats.get("completion_tokens"),
        "chars": len(msg.content),
        "stream_s": round(state["done_at"] - t_send, 2),
        "decode_tps_client": round(msg.stats.get("decode_tps") or 0, 1),
        "chunks": len(arrivals),
        "renders": len(stream_renders),
        "lag_ms_p50": round(pct(lags, 50) * 1000, 1),
        "lag_ms_p99": round(pct(lags, 99) * 1000, 1),
        "lag_ms_max": round(max(lags) * 1000, 1) if lags else None,
        "final_render_ms": round(state["final_cost"] * 1000, 1),
        "stall_ms_p50": round(pct(gaps, 50) * 1000, 1),
        "stall_ms_p99": round(pct(gaps, 99) * 1000, 1),
        "stall_ms_max": round(max(gaps) * 1000, 1) if gaps else None,
        "render_ms_first_tenth": round(statistics.mean(costs[:tenth]) * 1000, 2) if costs else None,
        "render_ms_last_tenth": round(statistics.mean(costs[-tenth:]) * 1000, 2) if costs else None,
        "blocks": len(state["view"].blocks()),
    }
    fut = asyncio.ensure_future(gui.shutdown())
    spin_until(fut.done, 30)
    gui.window.deleteLater()
    gui.side.deleteLater()
    app.processEvents()
    loop._QEventLoop__is_running = False
    asyncio.events._set_running_loop(None)
    loop.close()  # joins its worker threads (Qt aborts at exit on a running QThread)
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tokens", type=int, default=20_000)
    ap.add_argument("--tps", type=float, default=1000.0)
    ap.add_argument("--mode", choices=("both", "incremental", "naive"), default="both")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args()
    if not DOUBLE.exists():
        print(f"the SGLang double is missing: {DOUBLE}", file=sys.stderr)
        return 2
    modes = ["incremental", "naive"] if args.mode == "both" else [args.mode]
    results = []
    with tempfile.TemporaryDirectory(prefix="ling-bench-") as tmp:
        for mode in modes:
            r = run_once(mode, args.tokens, args.tps, Path(tmp))
            results.append(r)
            print(json.dumps(r), flush=True)
    print()
    print(f"{'':24s}" + "".join(f"{r['mode']:>14s}" for r in results))
    for key in ("tokens", "chars", "stream_s", "chunks", "renders", "lag_ms_p50", "lag_ms_p99",
                "lag_ms_max", "final_render_ms", "stall_ms_p50", "stall_ms_p99", "stall_ms_max",
                "render_ms_first_tenth", "render_ms_last_tenth"):  # fmt: skip
        print(f"{key:24s}" + "".join(f"{r[key]!s:>14s}" for r in results))
    if len(results) == 2:
        inc, naive = results
        for key in ("lag_ms_p99", "stall_ms_p99", "render_ms_last_tenth"):
            if inc[key]:
                print(f"naive/incremental {key}: {naive[key] / inc[key]:.1f}x")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
