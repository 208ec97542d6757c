"""The gateway follows the real Supervisor running the double: 503 with the stage while the
engine loads, answers once it is ready, 503 again once it stops (what `serve` and the window do)."""

from __future__ import annotations

import asyncio

import httpx

from app.core.engine.supervisor import Supervisor
from app.core.gateway.feed import EngineFeed
from app.core.paths import Paths
from tests.support.engine import double_plan, make_model_dir
from tests.support.gateway_env import run_gateway

SLOW_LOAD = ("--double-load-s", "2.0", "--double-health-delay", "0.05",
             "--double-warmup-delay", "0.05")  # fmt: skip


def test_readiness_follows_the_engine(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    model = make_model_dir(tmp_path)

    async def go(env):
        sup = Supervisor(paths)
        sup.subscribe(EngineFeed(env.state, sup))
        auth = {"Authorization": f"Bearer {env.key}"}
        seen_stages: list[str] = []
        async with httpx.AsyncClient(timeout=30) as c:
            await sup.start(double_plan(paths, model, *SLOW_LOAD))
            while not env.state.get().ready:
                r = await c.get(env.v1 + "/models", headers=auth)
                if r.status_code == 503:
                    seen_stages.append(r.json()["error"]["message"])
                    assert int(r.headers["retry-after"]) >= 1
                await asyncio.sleep(0.05)
                assert sup.state.value not in ("crashed", "stopped")
            ok = await c.get(env.v1 + "/models", headers=auth)
            await sup.stop()
            sup.close()
            gone = await c.get(env.v1 + "/models", headers=auth)
        return seen_stages, ok, gone

    with run_gateway(tmp_path, None) as env:
        stages, ok, gone = asyncio.run(asyncio.wait_for(go(env), 60))
    assert ok.status_code == 200 and ok.json()["data"][0]["id"] == "Ling-3.0-flash"
    assert any(s.startswith("Ling-3.0-flash is loading: loading weights, ") for s in stages), stages
    assert gone.status_code == 503
    assert gone.json()["error"]["message"] == (
        "Ling-3.0-flash is not running: start the engine in Ling Desk"
    )


def test_the_feed_learns_the_engines_model_context_and_parallel_limit(tmp_path):
    # The snippets on the Connect page take these (issue 39): the double launched with a given
    # context length and parallel limit says them in /v1/models and /server_info.
    from types import SimpleNamespace

    from app.core.engine import events as ev
    from app.core.gateway.snippets import snippet
    from app.core.gateway.state import ReadinessState
    from tests.support.gateway_env import ENGINE_KEY, run_double

    with run_double(tmp_path, "--context-length", "98304", max_running=3) as d:
        state = ReadinessState()
        feed = EngineFeed(state, SimpleNamespace(base_url=d.url, api_key=ENGINE_KEY))
        feed(ev.StateChanged(ev.EngineState.READY))
        assert feed.learned.wait(10)
    snap = state.get()
    assert (snap.ready, snap.model_id, snap.context_length, snap.max_running) == (
        True,
        "Ling-3.0-flash",
        98304,
        3,
    )
    zed = snippet("Zed", 4950, "k", snap.model_id, snap.context_length, snap.max_running)
    assert '"max_tokens": 98304' in zed and "up to 3 requests at once" in zed
    # An engine that moved meanwhile (a restart elsewhere): what the old one said is not kept.
    state.set_ready("http://127.0.0.1:1", "")
    assert not state.set_facts(d.url, feed.read(d.url, ENGINE_KEY))
