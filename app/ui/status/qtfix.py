"""Two guards for the Qt + asyncio stack as installed here: PySide6 6.12.0 and qasync 0.28.

1. PySide6/shiboken6 6.12.0 drops references it does not own: one to `True` on every Python-side
   `Signal.emit(...)`, and one to `None` on every call of a Qt method that returns nothing
   (`setText`, `update`, `appendPlainText`, `QTimer.start`...). 6.11.3 does neither (measured).
   Python 3.11's `True` and `None` are not immortal: once a count reaches zero the interpreter
   aborts ("Fatal Python error: bool_dealloc" / "none_dealloc"), mid-run or at exit. The engine
   controller emits one signal per engine log line, so the app dies minutes into a load.
   The fix is to pin PySide6-Essentials to a release without the leak (`!=6.12.0`); until then
   `guard_pyside_leaks()` measures the leak and, when present, gives `True`, `False` and `None`
   2**60 spare references, so their counts can never reach zero.

2. qasync's missing async-generator hooks: see `install_asyncgen_hooks`.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

SPARE_REFS = 1 << 60
_applied = False


def pyside_leaks() -> dict[str, int]:
    """References to True / None lost by 20 emits / 20 void calls (0 when nothing leaks)."""
    from PySide6.QtCore import QObject, QTimer, Signal

    class _Probe(QObject):
        ping = Signal(object)

    probe = _Probe()
    timer = QTimer()
    t0, n0 = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(20):
        probe.ping.emit(0)
    t1 = sys.getrefcount(True)
    for _ in range(20):
        timer.setInterval(5)  # returns nothing
    n1 = sys.getrefcount(None)
    return {"true": max(0, t0 - t1), "none": max(0, n0 - n1)}


def guard_pyside_leaks() -> bool:
    """Apply the guard when PySide6 leaks (measured once); True when it is applied."""
    global _applied
    if _applied:
        return True
    if sys.implementation.name != "cpython":
        return False
    leaks = pyside_leaks()
    if leaks["true"] < 10 and leaks["none"] < 10:
        return False
    for obj in (True, False, None):
        # ob_refcnt is the first field of every CPython object.
        ctypes.c_ssize_t.from_address(id(obj)).value += SPARE_REFS
    _applied = True
    return True


def install_asyncgen_hooks(loop: Any = None) -> None:
    """Let the running (qasync) loop finalize abandoned async generators.

    asyncio's own loops install these hooks in run_forever(); qasync 0.28's Unix loop does not,
    so an async generator left unfinished (an httpx stream cut by an error) is closed by the
    garbage collector wherever it happens to run: "async generator ignored GeneratorExit", and
    under CPython 3.11 even "AST constructor recursion depth mismatch" in unrelated code. Call
    this once inside the running loop (e.g. first thing in the app's main coroutine).
    """
    import asyncio

    loop = loop or asyncio.get_running_loop()
    sys.set_asyncgen_hooks(
        firstiter=loop._asyncgen_firstiter_hook,  # asyncio's own hook methods
        finalizer=loop._asyncgen_finalizer_hook,
    )
