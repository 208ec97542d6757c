"""Soak: 50 engine start/stop cycles through the Supervisor, then one chat streaming at 1,000 tok/s
for 10 minutes in the whole app with the status dock visible, all against the SGLang double.

Prints, after each phase, the processes left under this one and its open file descriptors (zero
growth is the goal), the app's memory (RSS) at the start, after the first reply, in the middle and at the end of
the stream (flat within 10%), and the worst GUI-thread stall (a 16 ms heartbeat's lateness). Bounded: it stops by itself.

    QT_QPA_PLATFORM=offscreen python bench/soak/soak.py                 # 50 cycles, 10 minutes
    QT_QPA_PLATFORM=offscreen python bench/soak/soak.py --cycles 5 --minutes 1   # a quick look
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "gauges"))

from common import pct, temp_paths  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from stall import Heartbeat, until  # noqa: E402

from app.core.engine.supervisor import Supervisor, Timeouts  # noqa: E402
from app.core.paths import Paths  # noqa: E402
from app.core.settings import Settings  # noqa: E402
from app.ui.status.qtfix import install_asyncgen_hooks  # noqa: E402
from tests.support.engine import double_launcher, double_plan, make_model_dir  # noqa: E402

FAST = ("--double-load-s", "0.2", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05")


def descendants() -> list[int]:
    """Live processes below this one (read from /proc: children of children too)."""
    parent: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2 :].split()
            if fields[0] != "Z":
                parent[int(entry.name)] = int(fields[1])
    me, out = os.getpid(), []
    for pid in parent:
        p = pid
        while p in parent and p != me and p > 1:
            p = parent[p]
        if p == me and pid != me:
            out.append(pid)
    return out


def fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def rss_mib() -> tuple[float, float, float]:
    """Resident memory, then its anonymous part (heaps: where a leak shows) and its file-backed
    part (libraries' code and fonts, paged in as each is first used: warm-up, bounded)."""
    got = {"VmRSS": float("nan"), "RssAnon": float("nan"), "RssFile": float("nan")}
    for line in Path("/proc/self/status").read_text().splitlines():
        key = line.split(":", 1)[0]
        if key in got:
            got[key] = int(line.split()[1]) / 1024
    return got["VmRSS"], got["RssAnon"], got["RssFile"]


def grow(a: float, b: float) -> str:
    return f"{(b - a) / a * 100:+.1f}%"


def say(text: str) -> None:
    print(text, flush=True)


async def cycles(n: int) -> dict:
    paths, model = temp_paths()
    before = (len(descendants()), fds())
    t0 = time.monotonic()
    for i in range(n):
        sup = Supervisor(paths, timeouts=Timeouts(sigint=5, sigterm=3, sigkill=3))
        await sup.start(double_plan(paths, model, *FAST))
        if not await sup.wait_ready(60):
            raise SystemExit(f"cycle {i}: the double did not become ready: {sup.tail(5)}")
        await sup.stop()
        sup.close()
    await asyncio.sleep(0.5)  # reaped children and closed pipes settle
    after = (len(descendants()), fds())
    return {"cycles": n, "seconds": time.monotonic() - t0, "procs": (before[0], after[0]),
            "fds": (before[1], after[1])}  # fmt: skip


async def stream(minutes: float) -> dict:
    from app.ui.shell.app import Gui, freeze_startup_heap

    base = Path(tempfile.mkdtemp(prefix="ling-desk-soak-"))
    paths = Paths.from_basedir(base / "base").ensure()
    settings = Settings()
    settings.sampling.max_tokens = 4000  # 4 s replies, regenerated back to back
    overrides = {
        "launcher": double_launcher(*FAST, "--double-tok-per-s", "1000"),
        "model": str(make_model_dir(base)),
    }
    gui = Gui(paths, settings, overrides)
    freeze_startup_heap()  # as the app's start does
    gui.show()
    gui.window.resize(1400, 900)
    gui.window.engine_dock.show()
    gui.engine.start()
    if not await until(lambda: gui.engine.state == "ready", 60):
        raise SystemExit(f"the app's engine did not become ready: {gui.engine.detail}")
    await asyncio.sleep(1.0)
    procs0, fds0 = len(descendants()), fds()
    pane, chat = gui.window.pane, gui.ctx.chat
    pane.send("Write at length.", [])
    conv = pane.conv
    beat = Heartbeat()
    beat.start()
    deadline = time.monotonic() + minutes * 60
    rss = {"start": rss_mib()}
    half = time.monotonic() + minutes * 30
    replies = tokens = 0
    while time.monotonic() < deadline:
        if not await until(lambda: chat.busy(conv) is None, 120):
            raise SystemExit("a reply never finished")
        reply = conv.last()
        replies += 1
        tokens += int((reply.stats or {}).get("completion_tokens") or 0)
        if replies == 1:
            # The first reply loads what any first reply loads once (fonts' glyphs, the
            # highlighter's lexers, the first log lines): growth from here on is the soak's.
            rss["warm"] = rss_mib()
        if "middle" not in rss and time.monotonic() >= half:
            rss["middle"] = rss_mib()
        chat.regenerate(conv, reply)  # one thread; the reply streams again
        await asyncio.sleep(0)
    await until(lambda: chat.busy(conv) is None, 120)
    beat.stop()
    rss["end"] = rss_mib()
    procs1, fds1 = len(descendants()), fds()
    await gui.shutdown()
    gui.window.deleteLater()
    gui.side.deleteLater()
    return {"minutes": minutes, "replies": replies, "tokens": tokens, "rss": rss,
            "procs": (procs0, procs1), "fds": (fds0, fds1), "beats": len(beat.late_ms),
            "p99": pct(beat.late_ms, 99), "max": max(beat.late_ms) if beat.late_ms else 0.0}  # fmt: skip


async def main(args: argparse.Namespace) -> int:
    install_asyncgen_hooks()
    say(f"soak: {args.cycles} start/stop cycles, then {args.minutes:g} min of streaming")
    c = await cycles(args.cycles)
    say(f"phase 1: {c['cycles']} cycles in {c['seconds']:.0f} s; processes below us "
        f"{c['procs'][0]} -> {c['procs'][1]}, open fds {c['fds'][0]} -> {c['fds'][1]}")  # fmt: skip
    s = await stream(args.minutes)
    r = s["rss"]
    say(f"phase 2: {s['replies']} replies, {s['tokens']} tokens in {s['minutes']:g} min; "
        f"processes {s['procs'][0]} -> {s['procs'][1]}, open fds {s['fds'][0]} -> {s['fds'][1]}")  # fmt: skip
    nan = (float("nan"),) * 3
    for i, what in enumerate(
        ("memory (RSS MiB)", "  anonymous (heaps)", "  file-backed (code, fonts)")
    ):
        start, warm, mid, end = (r.get(k, nan)[i] for k in ("start", "warm", "middle", "end"))
        say(f"{what}: start {start:.1f}, after the first reply {warm:.1f}, middle {mid:.1f}, "
            f"end {end:.1f} ({grow(start, end)} from the start, {grow(warm, end)} from the first "
            f"reply, {grow(mid, end)} over the second half)")  # fmt: skip
    say(f"GUI-thread stall (16 ms heartbeat lateness): p99 {s['p99']:.1f} ms, worst "
        f"{s['max']:.1f} ms over {s['beats']} beats")  # fmt: skip
    await asyncio.sleep(0.5)
    say(f"after both phases: processes below us {len(descendants())}, open fds {fds()}")
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cycles", type=int, default=50)
    ap.add_argument("--minutes", type=float, default=10.0)
    args = ap.parse_args()
    import qasync

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(app)) as runner:
        sys.exit(runner.run(main(args)))
