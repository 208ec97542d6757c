"""Soak over many chats: 500 exchanges spread over 20 chats in the whole app, switching chat after
each one (as a user going back and forth does), against the SGLang double.

Prints RSS (and its anonymous part) after the first 50 exchanges and every 50 after, and the end's
ratio to the first 50 (the goal: within 15%). Memory a chat holds must go when the chat is left:
only the chat shown and chats still streaming keep their messages and widgets.

    QT_QPA_PLATFORM=offscreen python bench/soak/chats.py                     # 500 over 20 chats
    QT_QPA_PLATFORM=offscreen python bench/soak/chats.py --exchanges 100     # a quick look
    QT_QPA_PLATFORM=offscreen python bench/soak/chats.py --trace             # + tracemalloc top

`--trace` compares tracemalloc snapshots taken at 50 exchanges and at the end (by line): what
holds the growth, in Python's own heap (slow: it distorts RSS). `--objects` prints the live
objects grown since 50 exchanges, by type. Each sample also gives glibc's bytes in use and
free-but-held (fragmentation) and the live widgets. Results: RESULTS.md.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import gc
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "gauges"))

from PySide6.QtWidgets import QApplication  # noqa: E402
from soak import FAST, rss_mib, say  # noqa: E402
from stall import until  # noqa: E402

from app.core.paths import Paths  # noqa: E402
from app.core.settings import Settings  # noqa: E402
from app.ui.status.qtfix import install_asyncgen_hooks  # noqa: E402
from tests.support.engine import double_launcher, make_model_dir  # noqa: E402

QUESTION = "Explain, with a list and a code sample, exchange number {n} of this soak."


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]  # fmt: skip


def malloc_mib() -> tuple[float, float]:
    """glibc's bytes in use and free-but-held (main arena and the others), in MiB."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _Mallinfo2
        m = libc.mallinfo2()
    except (OSError, AttributeError):  # not glibc
        return float("nan"), float("nan")
    return (m.uordblks + m.hblkhd) / 2**20, m.fordblks / 2**20


def census() -> dict[str, int]:
    """Live objects by type (gc-tracked ones): what grows from one sample to the next."""
    out: dict[str, int] = {}
    for o in gc.get_objects():
        name = type(o).__name__
        out[name] = out.get(name, 0) + 1
    return out


def say_growth(rows: list[tuple[int, float, float]]) -> None:
    """RSS and anonymous memory from the first sample (after 50 exchanges) to the last."""
    (_n0, rss0, anon0), (n1, rss1, anon1) = rows[0], rows[-1]
    say(f"RSS after 50 exchanges {rss0:.1f} MiB, after {n1} {rss1:.1f} MiB: ratio "
        f"{rss1 / rss0:.3f} ({(rss1 - rss0) / (n1 - 50) * 1024:.0f} KiB an exchange); "
        f"anonymous {anon0:.1f} -> {anon1:.1f} MiB (ratio {anon1 / anon0:.3f})")  # fmt: skip


def run_in_qt(coro):  # -> the coroutine's result
    """Run `coro` on a qasync loop over this process's QApplication, as the app does."""
    import qasync

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(app)) as runner:
        return runner.run(coro)


async def start_gui(prefix: str, tokens: int, tok_per_s: float):  # -> app.ui.shell.app.Gui
    """The app in this process as its start makes it, against the double, engine ready."""
    from app.ui.shell.app import Gui, freeze_startup_heap

    os.environ.setdefault("LINGDESK_KEY_STORE", "file")  # no keyring here: a key file, as tests do
    base = Path(tempfile.mkdtemp(prefix=prefix))
    paths = Paths.from_basedir(base / "base").ensure()
    settings = Settings()
    settings.sampling.max_tokens = tokens
    overrides = {
        "launcher": double_launcher(*FAST, "--double-tok-per-s", str(tok_per_s)),
        "model": str(make_model_dir(base)),
    }
    gui = Gui(paths, settings, overrides)
    freeze_startup_heap()  # as the app's start does
    gui.show()
    gui.window.resize(1400, 900)
    gui.engine.start()
    if not await until(lambda: gui.engine.state == "ready", 60):
        raise SystemExit(f"the app's engine did not become ready: {gui.engine.detail}")
    return gui


async def run(args: argparse.Namespace) -> dict:
    gui = await start_gui("ling-desk-chats-", args.tokens, args.tok_per_s)
    win, chat = gui.window, gui.ctx.chat
    ids: list[str] = []
    rows: list[tuple[int, float, float]] = []
    snap = None
    base_counts: dict[str, int] | None = None
    t0 = time.monotonic()
    for n in range(1, args.exchanges + 1):
        k = (n - 1) % args.chats
        win.show_conversation(ids[k] if k < len(ids) else None)
        win.pane.send(QUESTION.format(n=n), [])
        conv = win.pane.conv
        assert conv is not None
        if k >= len(ids):
            ids.append(conv.id)
        if not await until(
            lambda c=conv: chat.busy(c) is None and c.last().role == "assistant", 120
        ):  # type: ignore[union-attr]
            raise SystemExit(f"exchange {n} never finished")
        await asyncio.sleep(0.01)  # the finished answer's last render lands
        if n % 50 == 0:
            gc.collect()  # what the app's once-a-minute pass does: only what is really held
            await asyncio.sleep(0.05)  # widgets deleted later are deleted
            rss, anon, _file = rss_mib()
            rows.append((n, rss, anon))
            used, held = malloc_mib()
            say(f"  {n:4d} exchanges: RSS {rss:.1f} MiB, anonymous {anon:.1f} MiB, malloc in use "
                f"{used:.1f} MiB and free-but-held {held:.1f} MiB, {len(QApplication.allWidgets())} "
                f"widgets ({time.monotonic() - t0:.0f} s)")  # fmt: skip
            if args.trace and n == 50:
                snap = tracemalloc.take_snapshot()
            if args.objects:
                counts = census()
                if base_counts is None:
                    base_counts = counts
                else:
                    grew = sorted(
                        ((v - base_counts.get(k, 0), k) for k, v in counts.items()), reverse=True
                    )
                    say(
                        "    objects grown since 50: "
                        + ", ".join(f"{k} +{d}" for d, k in grew[:12])
                    )
    top = []
    if snap is not None:
        top = tracemalloc.take_snapshot().compare_to(snap, "lineno")[:15]
    loaded = sum(1 for c in gui.ctx.conversations if c.loaded)
    await gui.shutdown()
    gui.window.deleteLater()
    gui.side.deleteLater()
    return {"rows": rows, "top": top, "loaded": loaded, "chats": len(ids)}


async def main(args: argparse.Namespace) -> int:
    install_asyncgen_hooks()
    if args.trace:
        tracemalloc.start(1)
    say(f"chats soak: {args.exchanges} exchanges over {args.chats} chats, "
        f"{args.tokens} tokens an answer")  # fmt: skip
    r = await run(args)
    rows = r["rows"]
    if len(rows) >= 2:
        say_growth(rows)
        say(f"chats with their messages in memory at the end: {r['loaded']} of {r['chats']}")
    for stat in r["top"]:
        say(f"  {stat}")
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--exchanges", type=int, default=500)
    ap.add_argument("--chats", type=int, default=20)
    ap.add_argument("--tokens", type=int, default=800)
    ap.add_argument("--tok-per-s", type=int, default=4000)
    ap.add_argument("--trace", action="store_true")
    ap.add_argument("--objects", action="store_true", help="print live objects grown, by type")
    args = ap.parse_args()
    sys.exit(run_in_qt(main(args)))
