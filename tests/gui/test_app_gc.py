"""Cyclic garbage is collected on the GUI thread only (Qt objects freed elsewhere deadlocked Qt)."""

from __future__ import annotations

import gc
import weakref


def test_automatic_gc_is_off_and_a_gui_thread_timer_collects(qapp, qtbot):
    from app.ui.shell.app import ensure_app, gc_timer

    app = ensure_app()
    assert not gc.isenabled()
    timer = gc_timer(app)
    assert timer is not None and timer.isActive() and timer.thread() is app.thread()

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
    from app.ui.shell.app import ensure_app, freeze_startup_heap, gc_timer

    timer = gc_timer(ensure_app())
    assert timer is not None
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
