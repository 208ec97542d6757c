"""app/ui/shell/ops.py: a job runs off the GUI thread; its progress, result, error and cancel
come back on the GUI thread, and an error no caller handles is said the one way (log + line)."""

from __future__ import annotations

import logging
import threading

import pytest
import shiboken6
from PySide6.QtCore import QObject

from app.ui.shell import ops
from app.ui.shell.ops import Cancelled, CancelToken, run_op


@pytest.fixture
def parent(qtbot):
    obj = QObject()
    yield obj
    obj.deleteLater()


@pytest.fixture
def said(monkeypatch):
    lines: list[str] = []
    monkeypatch.setattr(ops, "_reporter", lines.append)
    return lines


def test_result_and_progress_arrive_on_the_gui_thread(qtbot, parent):
    gui = threading.get_ident()
    seen: dict[str, object] = {}
    items: list[tuple[object, int]] = []

    def work(progress: ops.Progress) -> tuple[str, int]:
        progress.report("half")
        return "done", threading.get_ident()

    def done(result: tuple[str, int]) -> None:
        seen["result"], seen["thread"] = result[0], threading.get_ident()
        seen["job_thread"] = result[1]

    handle = run_op(
        parent, work, done, on_progress=lambda i: items.append((i, threading.get_ident()))
    )
    qtbot.waitUntil(lambda: "result" in seen, timeout=5000)
    assert seen["result"] == "done" and seen["thread"] == gui and seen["job_thread"] != gui
    assert items == [("half", gui)]
    assert not handle.running


def test_an_error_goes_to_on_error_when_given(qtbot, parent, said):
    errors: list[Exception] = []

    def work(_p: ops.Progress) -> None:
        raise ValueError("bad input")

    run_op(parent, work, lambda _r: None, on_error=errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert isinstance(errors[0], ValueError) and said == []


def test_an_unhandled_error_is_logged_and_said_in_one_line(qtbot, parent, said, caplog):
    def work(_p: ops.Progress) -> None:
        raise OSError("disk full")

    with caplog.at_level(logging.ERROR, logger="app.ui.shell.ops"):
        run_op(parent, work, lambda _r: None, what="The export")
        qtbot.waitUntil(lambda: bool(said), timeout=5000)
    assert said == ["The export failed: disk full"]
    assert "The export failed" in caplog.text and "OSError: disk full" in caplog.text


def test_a_cancelled_job_calls_neither_done_nor_error(qtbot, parent, said):
    started, go_on = threading.Event(), threading.Event()
    ends: list[str] = []

    def work(progress: ops.Progress) -> str:
        started.set()
        go_on.wait(5)
        progress.report("late")  # after the cancel: not delivered
        progress.check()
        return "finished"

    token = CancelToken()
    handle = run_op(
        parent, work, lambda _r: ends.append("done"), lambda _e: ends.append("error"), token,
        on_progress=lambda _i: ends.append("progress"), on_cancelled=lambda: ends.append("cancelled"),
    )  # fmt: skip
    assert started.wait(5)
    handle.cancel()
    assert token.cancelled
    go_on.set()
    qtbot.waitUntil(lambda: bool(ends), timeout=5000)
    qtbot.wait(50)
    assert ends == ["cancelled"] and said == []


def test_cancelled_raised_by_the_job_is_a_cancel_not_an_error(qtbot, parent, said):
    ends: list[str] = []

    def work(_p: ops.Progress) -> None:
        raise Cancelled()

    run_op(parent, work, lambda _r: None, on_cancelled=lambda: ends.append("cancelled"))
    qtbot.waitUntil(lambda: bool(ends), timeout=5000)
    assert ends == ["cancelled"] and said == []


def test_nothing_is_delivered_once_the_parent_is_gone(qtbot, said):
    owner = QObject()
    release = threading.Event()
    ended = threading.Event()
    ends: list[str] = []

    def work(_p: ops.Progress) -> str:
        release.wait(5)
        return "late"

    run_op(owner, work, lambda _r: ends.append("done"))
    shiboken6.delete(owner)  # the parent, and its handle with it, are gone now
    release.set()

    def after(_p: ops.Progress) -> None:
        ended.set()

    keeper = QObject()
    run_op(keeper, after, lambda _r: None)
    assert ended.wait(5)
    qtbot.wait(100)
    assert ends == [] and said == []
    keeper.deleteLater()
