"""A pytest plugin: a run that leaves an asyncio task pending, or an exception nobody could raise,
fails, naming the test it came from.

Why: a task still pending when its loop closes is destroyed at garbage collection; its
`finally` (the health poll's HTTP client closing, for one) then runs outside any loop, after
the test passed. asyncio only logs "Task was destroyed but it is pending!" and Python only
prints an unraisable exception: neither fails a test on its own, so such leftovers went
unnoticed for a long time (issue 30). Loaded by tests/conftest.py.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import sys
from collections.abc import Generator
from typing import Any

import pytest

PENDING = "Task was destroyed but it is pending"
_KEY = pytest.StashKey[list[str]]()
_current = ["before the first test"]


class _PendingTaskHandler(logging.Handler):
    """asyncio and qasync report a destroyed pending task through their logger."""

    def __init__(self, found: list[str]) -> None:
        super().__init__(logging.ERROR)
        self.found = found

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if PENDING in message:
            self.found.append(f"{_current[0]}: {message.splitlines()[0]} {_task_line(message)}")


def _task_line(message: str) -> str:
    # The second line names the task and its coroutine: what to look for in the code.
    lines = message.splitlines()
    return lines[1].strip()[:300] if len(lines) > 1 else ""


@pytest.hookimpl(trylast=True)  # after pytest's own unraisable hook is in place: we wrap it
def pytest_configure(config: pytest.Config) -> None:
    found: list[str] = []
    config.stash[_KEY] = found
    handler = _PendingTaskHandler(found)
    logging.getLogger().addHandler(handler)
    previous = sys.unraisablehook

    def hook(unraisable: sys.UnraisableHookArgs) -> None:
        what = unraisable.err_msg or "Exception ignored in"
        found.append(
            f"{_current[0]}: {what}: {unraisable.object!r}: "
            f"{unraisable.exc_type.__name__}: {unraisable.exc_value}"
        )
        previous(unraisable)

    sys.unraisablehook = hook

    def restore() -> None:
        logging.getLogger().removeHandler(handler)
        if sys.unraisablehook is hook:
            sys.unraisablehook = previous

    config.add_cleanup(restore)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, Any, Any]:
    # No collection after each test (it multiplies a unit run's time): a leftover is reported
    # when the collector finds it, named by the test running then ("during or after" it).
    _current[0] = f"during or after {item.nodeid}"
    return (yield)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    found = session.config.stash.get(_KEY, None)
    if found is None:
        return
    gc.collect()
    # A pending task still referenced (by a set of background tasks, say) is destroyed only at
    # the interpreter's exit, after this report: found here, on its closed loop, instead.
    for obj in gc.get_objects():
        if isinstance(obj, asyncio.Task) and not obj.done() and obj.get_loop().is_closed():
            found.append(f"at the end of the run: pending on a closed loop: {obj!r}"[:400])
    if not found:
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write("\n")
        reporter.write_sep("=", "left pending or unraisable at exit", red=True)
        for line in found:
            reporter.write_line(line)
    if session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
