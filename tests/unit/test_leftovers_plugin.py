"""The suite's leftover check (tests/support/leftovers.py), run on a small suite of its own in a
child pytest: a task left pending or an unraisable exception fails a run whose tests all pass."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PENDING_TASK = """
import asyncio

def test_leaves_a_task_pending():
    async def forever():
        await asyncio.sleep(3600)

    async def main():
        asyncio.get_running_loop().create_task(forever())
        await asyncio.sleep(0)

    loop = asyncio.new_event_loop()
    loop.run_until_complete(main())
    loop.close()  # the task is still pending: destroyed when collected
"""

KEPT_PENDING = """
import asyncio

KEPT = set()  # as an app keeps its background tasks

def test_keeps_a_pending_task_of_a_closed_loop():
    async def forever():
        await asyncio.sleep(3600)

    async def main():
        KEPT.add(asyncio.get_running_loop().create_task(forever()))
        await asyncio.sleep(0)

    loop = asyncio.new_event_loop()
    loop.run_until_complete(main())
    loop.close()
"""

UNRAISABLE = """
class Closes:
    def __del__(self):
        raise RuntimeError("closed outside its loop")

def test_drops_an_object_whose_finalizer_raises():
    Closes()
"""

CLEAN = """
import asyncio

def test_awaits_what_it_starts():
    async def main():
        task = asyncio.get_running_loop().create_task(asyncio.sleep(3600))
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)

    asyncio.run(main())
"""


def _run(tmp_path: Path, source: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "test_case.py").write_text(source)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
         "-p", "tests.support.leftovers", "test_case.py"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip


def test_a_task_left_pending_fails_the_run_and_names_the_test(tmp_path: Path) -> None:
    done = _run(tmp_path, PENDING_TASK)
    assert "1 passed" in done.stdout, done.stdout
    assert done.returncode == 1, done.stdout
    assert "Task was destroyed but it is pending" in done.stdout
    assert "test_case.py::test_leaves_a_task_pending" in done.stdout
    assert "forever()" in done.stdout  # the coroutine: where to look


def test_a_pending_task_still_referenced_at_the_end_fails_the_run(tmp_path: Path) -> None:
    done = _run(tmp_path, KEPT_PENDING)
    assert done.returncode == 1, done.stdout
    assert "pending on a closed loop" in done.stdout and "forever()" in done.stdout


def test_an_unraisable_exception_fails_the_run(tmp_path: Path) -> None:
    done = _run(tmp_path, UNRAISABLE)
    assert done.returncode == 1, done.stdout
    assert "RuntimeError: closed outside its loop" in done.stdout
    assert "test_drops_an_object_whose_finalizer_raises" in done.stdout


def test_a_run_that_leaves_nothing_passes(tmp_path: Path) -> None:
    done = _run(tmp_path, CLEAN)
    assert done.returncode == 0, done.stdout
    assert "left pending" not in done.stdout
