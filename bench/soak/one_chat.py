"""Soak in one chat: 500 exchanges in a single conversation in the whole app, then New chat,
against the SGLang double (issue 39: RSS grew ~0.7 MiB an exchange in one chat and did not drop
after New chat).

Prints RSS (and its anonymous part, glibc's bytes in use and free-but-held, the live widgets) after
the first 50 exchanges and every 50 after, the end's ratio to the first 50 (the goal: within 15%),
then the same after New chat: a chat that is left gives its memory back.

    QT_QPA_PLATFORM=offscreen python bench/soak/one_chat.py                     # 500 exchanges
    QT_QPA_PLATFORM=offscreen python bench/soak/one_chat.py --exchanges 100     # a quick look

Results: RESULTS.md.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LINGDESK_KEY_STORE", "file")  # no keyring here: a key file, as tests do
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "gauges"))
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from chats import QUESTION, malloc_mib, run_in_qt, say_growth, start_gui  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from soak import rss_mib, say  # noqa: E402
from stall import until  # noqa: E402

from app.ui.status.qtfix import install_asyncgen_hooks  # noqa: E402


async def settle() -> None:
    """What the app does on its own within a minute: deferred deletes, a full collection."""
    for _ in range(3):
        await asyncio.sleep(0.05)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def sample(label: str) -> tuple[float, float]:
    rss, anon, _file = rss_mib()
    used, held = malloc_mib()
    say(f"  {label}: RSS {rss:.1f} MiB, anonymous {anon:.1f} MiB, malloc in use {used:.1f} MiB "
        f"and free-but-held {held:.1f} MiB, {len(QApplication.allWidgets())} widgets")  # fmt: skip
    return rss, anon


async def run(args: argparse.Namespace) -> int:
    install_asyncgen_hooks()
    gui = await start_gui("ling-desk-one-chat-", args.tokens, args.tok_per_s)
    win, chat = gui.window, gui.ctx.chat
    say(f"one-chat soak: {args.exchanges} exchanges in one chat, {args.tokens} tokens an answer")
    rows: list[tuple[int, float, float]] = []
    t0 = time.monotonic()
    conv = None
    for n in range(1, args.exchanges + 1):
        win.pane.send(QUESTION.format(n=n), [])
        conv = win.pane.conv
        assert conv is not None
        if not await until(
            lambda c=conv: chat.busy(c) is None and c.last().role == "assistant", 120
        ):  # type: ignore[union-attr]
            raise SystemExit(f"exchange {n} never finished")
        await asyncio.sleep(0.01)  # the finished answer's last render lands
        if n % 50 == 0:
            await settle()
            rss, anon = sample(f"{n:4d} exchanges ({time.monotonic() - t0:.0f} s)")
            rows.append((n, rss, anon))
    win.new_chat()
    await settle()
    await asyncio.sleep(0.5)
    await settle()
    after_rss, after_anon = sample("after New chat")
    left = conv is not None and conv.loaded
    await gui.shutdown()
    gui.window.deleteLater()
    gui.side.deleteLater()
    if len(rows) >= 2:
        say_growth(rows)
        rss0 = rows[0][1]
        say(f"after New chat: RSS {after_rss:.1f} MiB (ratio to 50 exchanges "
            f"{after_rss / rss0:.3f}), anonymous {after_anon:.1f} MiB; the chat left still in "
            f"memory: {'yes' if left else 'no'}")  # fmt: skip
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--exchanges", type=int, default=500)
    ap.add_argument("--tokens", type=int, default=800)
    ap.add_argument("--tok-per-s", type=int, default=4000)
    args = ap.parse_args()
    sys.exit(run_in_qt(run(args)))
