"""GatewayService: what `serve` and the window start, with the real Supervisor and the double."""

from __future__ import annotations

import asyncio
import socket

import openai

from app.core.engine.supervisor import Supervisor
from app.core.gateway import GatewayConfig, RequestRecord
from app.core.gateway.service import GatewayService
from app.core.paths import Paths
from tests.support.engine import double_plan, make_model_dir

FAST = ("--double-load-s", "0.2", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05",
        "--double-sigterm-poll", "0.1")  # fmt: skip


def test_serve_flow_key_from_the_cli_then_a_reply(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    svc = GatewayService(paths, GatewayConfig(port=0))
    assert svc.start(), svc.problem
    assert svc.where().startswith(f"local API for editors and agents on {svc.gateway.base_url}")
    key = svc.keys.create("script")

    async def go():
        sup = Supervisor(paths)
        svc.follow(sup)
        await sup.start(double_plan(paths, make_model_dir(tmp_path), *FAST))
        assert await sup.wait_ready(30)
        client = openai.AsyncOpenAI(base_url=svc.gateway.base_url, api_key=key, max_retries=0)
        reply = await client.chat.completions.create(
            model="Ling-3.0-flash", messages=[{"role": "user", "content": "hi"}], max_tokens=4
        )
        await client.close()
        await sup.stop()
        sup.close()
        return reply

    try:
        reply = asyncio.run(asyncio.wait_for(go(), 60))
        assert reply.usage.completion_tokens == 4
    finally:
        svc.stop()
    assert not svc.running


def test_a_taken_port_is_a_plain_problem_and_nothing_else_breaks(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        svc = GatewayService(paths, GatewayConfig(port=port))
        assert not svc.start()
    # This very process holds it: Ling Desk's own (a stranger's: tests/unit/test_gateway_port_owner)
    assert svc.problem.startswith(f"port {port} on 127.0.0.1 is in use by another Ling Desk of "
                                  "yours")  # fmt: skip
    assert svc.owner is None
    assert svc.where() == f"local API not running: {svc.problem}"
    off = GatewayService(paths, GatewayConfig(enabled=False))
    assert not off.start() and off.problem == "turned off in Settings"
    svc.stop()


def test_serving_names_each_app_once():
    svc = GatewayService(Paths.from_basedir("/nonexistent"), GatewayConfig())
    recs = [
        RequestRecord("Continue", "x"),
        RequestRecord("Aider", "x"),
        RequestRecord("Continue", "x"),
    ]
    for r in recs:
        svc.log.started(r)
    assert svc.serving() == ["Continue", "Aider"]
