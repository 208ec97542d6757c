"""Cyclic garbage is collected on the GUI thread only (Qt objects freed elsewhere deadlocked Qt)."""

from __future__ import annotations

import gc
import sys
import weakref

import pytest


def test_automatic_gc_is_off_and_a_gui_thread_timer_collects(qapp, qtbot):
    from app.ui.app import ensure_app

    app = ensure_app()
    assert not gc.isenabled()
    timer = app._ling_gc_timer
    assert timer.isActive() and timer.thread() is app.thread()

    class Cycle:
        pass

    a, b = Cycle(), Cycle()
    a.other, b.other = b, a
    ref = weakref.ref(a)
    del a, b
    assert ref() is not None  # nothing collects it automatically any more
    timer.timeout.emit()  # what the timer does every few seconds
    assert ref() is None


def test_the_start_up_heap_is_frozen_and_ticks_still_collect_young_cycles(qapp, qtbot):
    from app.ui.app import ensure_app, freeze_startup_heap

    timer = ensure_app()._ling_gc_timer
    try:
        freeze_startup_heap()  # what the app's start does before the window shows
        assert gc.get_freeze_count() > 0

        class Cycle:
            pass

        a, b = Cycle(), Cycle()
        a.other, b.other = b, a
        ref = weakref.ref(a)
        del a, b
        timer.timeout.emit()  # a tick: the young generations (or, once a minute, all)
        assert ref() is None
    finally:
        gc.unfreeze()  # later tests' widgets must stay collectable


def _rss_kib() -> int:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_memory_freed_inside_the_heap_goes_back_to_the_os(qapp):
    from app.ui.app import return_freed_memory

    # 1 KiB objects come from malloc, not Python's own arenas; keeping every 64th alive leaves
    # the freed ones stranded inside the heap, which glibc does not give back by itself.
    blocks = [bytes(1024) for _ in range(200_000)]
    kept = blocks[::64]
    del blocks
    before = _rss_kib()
    thread = return_freed_memory()
    assert thread is not None  # glibc, Linux: the trim runs
    thread.join(timeout=30)
    after = _rss_kib()
    assert before - after > 100 * 1024, (before, after)  # most of the ~200 MiB freed came back
    assert len(kept) == 3125
