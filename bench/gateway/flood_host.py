"""The window's part in the flood soak: one process started as a desktop session starts the app
(soft limit of 1,024 open files, the app's rotating log file), with the gateway on its thread and,
on the Qt thread, one qasync loop (as the window has) running:

- a 5 ms precise timer whose lateness is the GUI stall;
- the window's garbage collection (start-up heap frozen, collections on the GUI thread's timer);
- the window's own engine client: its /health watch (every 2 s, as engine_controller does: three
  misses in a row = "The engine stopped answering", an engine alarm) and a chat answer streaming
  at all times (stream_chat; any error = an alarm the user would see);

Prints {"port": N} when listening, a JSON line of figures on each `mark` line on stdin, and ends
on `quit`.

    python bench/gateway/flood_host.py --upstream URL --engine-key K --keys FILE --log FILE
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import logging.handlers
import os
import resource
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

TICK_MS = 5
HEALTH_EVERY_S = 2.0
MISSES = 3


def log_bytes(path: Path) -> int:
    """The log and its rotated files (app.log.1, .2): what a flood could have filled; -1 when
    this process has no descriptor left even to list its folder (the gateway before the fix)."""
    try:
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))
    except OSError:
        return -1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--upstream", required=True)
    ap.add_argument("--engine-key", required=True)
    ap.add_argument("--keys", required=True)
    ap.add_argument("--log", required=True)
    ap.add_argument("--soft-limit", type=int, default=1024, help="a desktop session's default")
    ap.add_argument("--gc", choices=["window", "python"], default="window",
                    help="the window's GC policy (default) or Python's automatic one")  # fmt: skip
    args = ap.parse_args()
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (args.soft_limit, hard))
    log_path = Path(args.log)
    handler = logging.handlers.RotatingFileHandler(  # as app/ui/shell/app.py sets it up
        log_path, maxBytes=5_000_000, backupCount=2, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    sys.setswitchinterval(0.001)  # as GatewayControl sets it while the gateway runs

    import qasync
    from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

    from app.core.engine.client import EngineClient, EngineHTTPError
    from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState

    state = ReadinessState()
    state.set_ready(args.upstream, args.engine_key)
    gw = Gateway(GatewayConfig(port=0), state, ClientKeys(Path(args.keys)))
    gw.start()
    print(json.dumps({"port": gw.port}), flush=True)

    app = QCoreApplication([])
    late: list[float] = []
    big: list[tuple[float, float]] = []  # (s since start, ms) of ticks over 50 ms
    t_start = time.perf_counter()
    due = [time.perf_counter() + TICK_MS / 1000]
    figures = {"health_ok": 0, "health_failed": 0, "health_no_fd": 0, "alarms": 0,
               "own_answers": 0, "own_errors": 0}  # fmt: skip
    said: list[str] = []

    def tick() -> None:
        now = time.perf_counter()
        ms = max(0.0, (now - due[0]) * 1000)
        late.append(ms)
        if ms > 50:
            big.append((round(now - t_start, 2), round(ms, 1)))
        due[0] = now + TICK_MS / 1000

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    timer.start(TICK_MS)

    client = EngineClient(args.upstream, args.engine_key)

    import gc

    gc_slow: list[tuple[float, int, float]] = []  # (s since start, generation, ms) over 20 ms
    gc_t = [0.0]

    def gc_watch(phase: str, info: dict) -> None:
        if phase == "start":
            gc_t[0] = time.perf_counter()
        elif (ms := (time.perf_counter() - gc_t[0]) * 1000) > 20:
            gc_slow.append((round(gc_t[0] - t_start, 2), info["generation"], round(ms, 1)))

    gc.callbacks.append(gc_watch)
    if args.gc == "window":
        # The window's own policy (app/ui/shell/app.py): the start-up heap frozen, automatic GC off,
        # the GUI thread's timer collecting the young generations every 5 s, all once a minute.
        from app.ui.shell.app import collect_garbage_on_main_thread, freeze_startup_heap

        collect_garbage_on_main_thread(app)  # type: ignore[arg-type]  # uses only its QTimer
        freeze_startup_heap()

    async def watch() -> None:
        misses = 0
        while True:
            await asyncio.sleep(HEALTH_EVERY_S)
            ok = await client.health(timeout=10)
            if ok is None:
                figures["health_no_fd"] += 1
                continue
            if ok:
                figures["health_ok"] += 1
                misses = 0
                continue
            figures["health_failed"] += 1
            misses += 1
            if misses == MISSES:
                figures["alarms"] += 1
                said.append("The engine stopped answering (health check)")

    async def chat() -> None:
        body = {"model": "Ling-3.0-flash", "max_tokens": 300,
                "messages": [{"role": "user", "content": "Tell me about the sea."}]}  # fmt: skip
        while True:
            try:
                async for _ in client.stream_chat(body):
                    pass
                figures["own_answers"] += 1
            except EngineHTTPError as exc:
                figures["own_errors"] += 1
                said.append(str(exc))
                await asyncio.sleep(1)

    def fds() -> int:
        try:
            return len(os.listdir("/proc/self/fd"))
        except OSError:
            return -1  # none left to open even that

    class Stdin(QObject):
        line = Signal(str)

        def start(self) -> None:
            def read() -> None:
                for text in sys.stdin:
                    self.line.emit(text.strip())
                self.line.emit("quit")

            threading.Thread(target=read, daemon=True).start()

    def command(text: str) -> None:
        if text == "mark":
            s = sorted(late) or [0.0]
            pick = lambda p: s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]  # noqa: E731
            guard = getattr(gw, "_guard", None)  # None: a gateway from before the guard
            print(json.dumps({
                "ticks": len(s), "p50_ms": pick(50), "p99_ms": pick(99), "max_ms": s[-1],
                "stalls_over_100ms": sum(1 for v in s if v > 100), **figures,
                "said": said[-3:], "big": big[-20:], "gc_slow": gc_slow[-20:], "log_bytes": log_bytes(log_path), "fds": fds(),
                "gateway_open": guard.open_count if guard else -1,
                "soft_limit": resource.getrlimit(resource.RLIMIT_NOFILE)[0],
                "cpu_s": round(time.process_time(), 1), "load": os.getloadavg()[0],
                "gateway_records": len(gw.log.recent()),
            }), flush=True)  # fmt: skip
            late.clear()
            big.clear()
            gc_slow.clear()
        elif text == "quit":
            gw.stop()
            app.quit()

    reader = Stdin()
    reader.line.connect(command, Qt.ConnectionType.QueuedConnection)
    reader.start()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        tasks = [loop.create_task(watch()), loop.create_task(chat())]
        app.aboutToQuit.connect(lambda: [t.cancel() for t in tasks])
        loop.run_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
