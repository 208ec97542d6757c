"""Event-loop stalls while a reply streams at 1,000 tok/s with the engine log and gauges live.

One Qt + qasync loop (offscreen), the real EngineController and Supervisor with the SGLang double
at `--double-tok-per-s 1000`, and a 16 ms QTimer heartbeat (a 60 Hz frame): its lateness is how
long the loop was busy elsewhere. Three runs on fresh engines:
  baseline     the stream alone (the hub is fed, nothing shows it);
  live         the status dock shown: gauges (5 Hz throttle), batched log, panel, engine view;
  unthrottled  the same dock with the throttles defeated (gauges ~1 kHz, log flushed per line),
               to show what the throttles buy.
Prints p50 / p99 / max heartbeat lateness, the gauge refreshes and the log flushes per run.

    QT_QPA_PLATFORM=offscreen /work/venv/bin/python bench/gauges/stall.py --seconds 5
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from array import array
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import pct, stream_one, temp_paths
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from app.core.gauges import GaugeHub
from app.core.settings import Settings
from app.ui.status import build
from app.ui.status.engine_controller import EngineController
from app.ui.status.qtfix import guard_pyside_leaks, install_asyncgen_hooks
from tests.support.engine import double_launcher

FRAME_MS = 16


class Heartbeat:
    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self.last: float | None = None
        # Packed doubles, not a list of float objects: the soak's ten minutes are 37,000 beats,
        # and the probe's own memory must not show up as the app's growth.
        self.late_ms = array("d")

    def _tick(self) -> None:
        t = time.perf_counter()
        if self.last is not None:
            self.late_ms.append(max(0.0, (t - self.last) * 1000 - FRAME_MS))
        self.last = t

    def start(self) -> None:
        self.last = None
        del self.late_ms[:]
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()


async def until(cond, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return True
        await asyncio.sleep(0.02)
    return cond()


async def run(mode: str, speed: float, seconds: float, log_interval: int) -> dict:
    paths, model = temp_paths()
    settings = Settings()
    settings.engine.model_path = str(model)
    settings.engine.profile = "h200"
    knobs = ["--double-tok-per-s", str(speed), "--double-load-s", "0.3"]
    settings.engine.launcher = [*double_launcher(*knobs)]
    if log_interval:
        settings.engine.launcher += ["--decode-log-interval", str(log_interval)]
    engine = EngineController(paths, settings)
    hub = GaugeHub()
    dock = ctl = None
    if mode == "baseline":
        engine.supervisor.subscribe(hub.on_engine_event)
    else:
        dock, ctl = build(engine, hub=hub, gpus_query=None)
        if mode == "unthrottled":
            dock.gauges.refresh_throttle.interval_ms = 1
            dock.engine_view.log._flush_timer.setInterval(0)
            hub.notify_interval_s = 0.0
        dock.resize(380, 900)
        dock.show()
    engine.start()
    if not await until(lambda: engine.state == "ready", 60):
        raise SystemExit(
            f"{mode}: the double did not become ready ({engine.state}: {engine.detail})"
        )
    if ctl is not None:
        done = []
        ctl.liveDone.connect(done.append)
        await until(lambda: bool(done), 30)
    await asyncio.sleep(0.3)
    beat = Heartbeat()
    refreshes0 = dock.gauges.refreshes if dock else 0
    flushes0 = dock.engine_view.log.flushes if dock else 0
    beat.start()
    stats, _meter = await stream_one(engine.client, hub, int(speed * seconds))
    beat.stop()
    out = {
        "mode": mode,
        "client_tps": stats.decode_tps,
        "tokens": stats.completion_tokens,
        "beats": len(beat.late_ms),
        "p50": pct(beat.late_ms, 50),
        "p99": pct(beat.late_ms, 99),
        "max": max(beat.late_ms) if beat.late_ms else float("nan"),
        "refreshes": (dock.gauges.refreshes - refreshes0) if dock else 0,
        "flushes": (dock.engine_view.log.flushes - flushes0) if dock else 0,
        "log_lines": len(dock.engine_view.log.entries) if dock else 0,
    }
    if ctl is not None:
        await ctl.aclose()
    await engine.shutdown()
    if dock is not None:
        dock.close()
        dock.deleteLater()
    return out


async def main(args: argparse.Namespace) -> int:
    install_asyncgen_hooks()
    results = []
    for mode in args.modes:
        results.append(await run(mode, args.speed, args.seconds, args.decode_log_interval))
    print(f"stream: {args.speed:g} tok/s for ~{args.seconds:g} s; heartbeat {FRAME_MS} ms; "
          f"decode-log-interval {args.decode_log_interval or 'default (40)'}")  # fmt: skip
    print(f"{'mode':<12} {'client tok/s':>12} {'beats':>6} {'p50 ms':>7} {'p99 ms':>7} "
          f"{'max ms':>7} {'gauge refreshes':>15} {'log flushes':>11}")  # fmt: skip
    for r in results:
        print(f"{r['mode']:<12} {r['client_tps']:12.1f} {r['beats']:6d} {r['p50']:7.2f} "
              f"{r['p99']:7.2f} {r['max']:7.2f} {r['refreshes']:15d} {r['flushes']:11d}")  # fmt: skip
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--speed", type=float, default=1000.0)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument(
        "--decode-log-interval",
        type=int,
        default=0,
        help="pass --decode-log-interval N to the engine (more log lines); 0 = default",
    )
    ap.add_argument("--modes", nargs="+", default=["baseline", "live", "unthrottled"])
    args = ap.parse_args()
    import qasync

    app = QApplication.instance() or QApplication(sys.argv[:1])
    print("PySide6 leak guard applied:", guard_pyside_leaks())
    with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(app)) as runner:
        sys.exit(runner.run(main(args)))
