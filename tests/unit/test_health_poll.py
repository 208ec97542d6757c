"""The supervisor's /health poll backs off (0.1 s x1.5, up to 2 s) while the engine loads, but the
engine's ready line has /health asked at once (issue 40: readiness was seen up to a whole step
late, 0.5-2 s after the engine said it). On the fake clock: no real time is measured."""

from __future__ import annotations

import os
from types import SimpleNamespace

import httpx

from app.core.engine import events as ev
from app.core.engine.logparse import READY_TEXT
from app.core.engine.supervisor import Supervisor
from app.core.paths import Paths
from tests.support.fake_time import FakeTime


def test_the_engines_ready_line_has_health_asked_at_once(tmp_path, monkeypatch):
    t = FakeTime(100.0)
    asked: list[float] = []
    answers = {"ready": False}

    class Client:  # the engine's HTTP side: 503 while loading, 200 once it said it is ready
        def __init__(self, **_kw: object) -> None: ...

        async def __aenter__(self) -> Client:
            return self

        async def __aexit__(self, *_exc: object) -> None: ...

        async def get(self, url: str) -> httpx.Response:
            asked.append(t())
            return httpx.Response(200 if answers["ready"] else 503)

    monkeypatch.setattr(httpx, "AsyncClient", Client)
    sup = Supervisor(Paths.from_basedir(tmp_path).ensure())
    sup.plan = SimpleNamespace(base_url="http://127.0.0.1:1", api_key=None)  # type: ignore[assignment]
    sup._proc = SimpleNamespace(returncode=None, pid=os.getpid())  # type: ignore[assignment]

    async def ours() -> None:  # the port's listener is the engine's group
        return None

    sup._foreign_listener = ours  # type: ignore[method-assign]

    def ready_line() -> None:
        answers["ready"] = True
        sup._on_line(f"[2026-12-06 12:00:05] {READY_TEXT}", "stdout", False)

    t.at(105.0, ready_line)  # five seconds in: the backoff's step is near 2 s by then
    t.run(sup._poll_health())
    assert sup.state == ev.EngineState.READY
    after = [a for a in asked if a >= 105.0]
    assert after and after[0] - 105.0 <= 0.06, asked  # fake seconds: the next step came at once
