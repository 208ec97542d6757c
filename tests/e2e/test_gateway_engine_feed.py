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
