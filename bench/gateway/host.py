"""The gateway as the window runs it: its own thread, next to a Qt event loop whose stalls are
measured (a 5 ms precise timer; lateness = how much later than due each tick ran).

Reads commands on stdin, one a line: `mark` prints one JSON line (stall p50/p99/max in ms since
the last mark, RSS MiB) and starts a new window; `quit` ends. Prints `{"port": N}` when listening.

    python bench/gateway/host.py --upstream URL --engine-key K --keys FILE
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState

TICK_MS = 5


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--upstream", required=True)
    ap.add_argument("--engine-key", required=True)
    ap.add_argument("--keys", required=True)
    ap.add_argument("--no-gateway", action="store_true", help="the probe alone")
    ap.add_argument("--switch-interval-ms", type=float, default=0,
                    help="sys.setswitchinterval for this process (0 = Python's 5 ms)")  # fmt: skip
    ap.add_argument("--no-probe", action="store_true", help="no Qt: the gateway alone")
    args = ap.parse_args()
    if args.switch_interval_ms:
        sys.setswitchinterval(args.switch_interval_ms / 1000)
    gw = None
    if not args.no_gateway:
        state = ReadinessState()
        state.set_ready(args.upstream, args.engine_key)
        gw = Gateway(GatewayConfig(port=0), state, ClientKeys(Path(args.keys)))
        gw.start()
    print(json.dumps({"port": gw.port if gw else 0}), flush=True)
    if args.no_probe:  # where PySide6 is not installed (the lent machine): speed figures only
        for text in sys.stdin:
            if text.strip() == "mark":
                print(json.dumps({"ticks": 0, "p50_ms": 0, "p99_ms": 0, "max_ms": 0,
                                  "rss_mib": rss_mib()}), flush=True)  # fmt: skip
            elif text.strip() == "quit":
                break
        if gw:
            gw.stop()
        return 0
    from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

    class Stdin(QObject):
        line = Signal(str)

        def start(self) -> None:
            def read() -> None:
                for text in sys.stdin:
                    self.line.emit(text.strip())
                self.line.emit("quit")

            threading.Thread(target=read, daemon=True).start()

    app = QCoreApplication([])

    late: list[float] = []
    due = [time.perf_counter() + TICK_MS / 1000]

    def tick() -> None:
        now = time.perf_counter()
        late.append(max(0.0, (now - due[0]) * 1000))
        due[0] = now + TICK_MS / 1000

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    timer.start(TICK_MS)

    def command(text: str) -> None:
        if text == "mark":
            s = sorted(late) or [0.0]
            pick = lambda p: s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]  # noqa: E731
            print(json.dumps({"ticks": len(s), "p50_ms": pick(50), "p99_ms": pick(99),
                              "max_ms": s[-1], "rss_mib": rss_mib()}), flush=True)  # fmt: skip
            late.clear()
        elif text == "quit":
            if gw:
                gw.stop()
            app.quit()

    reader = Stdin()
    reader.line.connect(command, Qt.ConnectionType.QueuedConnection)
    reader.start()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
