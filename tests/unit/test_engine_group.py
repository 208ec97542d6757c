"""Two ranks of one engine (SGLang multi-node serving) under an EngineGroup: two doubles on
loopback, rank 1 started through tests/support/local_prefix as ssh would start it remotely."""

from __future__ import annotations

import asyncio
import io
import json
import os
import signal
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from app.core.engine import events as ev
from app.core.engine.client import EngineClient, EngineHTTPError
from app.core.engine.group import EngineGroup, stage_remote
from app.core.engine.supervisor import Timeouts
from app.core.paths import Paths
from app.core.recipe import SERVED_MODEL_NAME, LaunchPlan
from tests.support.engine import (
    ROOT,
    group_members,
    make_model_dir,
    two_rank_plan,
    two_rank_settings,
)

FAST = ("--double-load-s", "0.3", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05")
pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path / "base").ensure()


@pytest.fixture
def model(tmp_path):
    return make_model_dir(tmp_path)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def plan_for(paths: Paths, model: Path, *knobs: str, rank1_env: tuple[str, ...] = ()):
    settings = two_rank_settings(model, *FAST, *knobs, rank1_env=rank1_env)
    # With the FP8 head on and no engine probe, the plan asks for the engine extension.
    ext = paths.cache_dir / "engine_ext" / "test"
    (ext / "ling_desk_engine_ext").mkdir(parents=True, exist_ok=True)
    (ext / "ling_desk_engine_ext" / "__init__.py").write_text("")
    return two_rank_plan(paths, settings)


async def started(paths: Paths, plan: LaunchPlan) -> tuple[EngineGroup, list[ev.EngineEvent]]:
    group = EngineGroup(paths, timeouts=Timeouts(sigint=5, sigterm=3, sigkill=3))
    seen: list[ev.EngineEvent] = []
    group.subscribe(seen.append)
    await group.start(plan)
    return group, seen


def texts(seen) -> list[str]:
    return [e.text for e in seen if isinstance(e, ev.LogLine)]


def test_two_ranks_ready_tagged_logs_then_clean_stop(paths, model):
    async def go():
        group, seen = await started(paths, plan_for(paths, model))
        assert await group.wait_ready(30)
        assert group.state == ev.EngineState.READY
        pgids = [m.pid for m in group.members]
        assert len(pgids) == 2 and all(group_members(p) for p in pgids)
        lines = texts(seen)
        # Both ranks' logs, tagged; rank 1's scheduler lines carry TP1 like the real ones.
        assert any(t.startswith("[rank 0] ") and " TP0]" in t for t in lines)
        assert any(t.startswith("[rank 1] ") and " TP1]" in t for t in lines)
        assert any("[rank 1]" in t and "Dummy health check server" in t for t in lines)
        # Rank 1's extension report reaches the listeners as its own (the checks judge rank 0).
        reports = [e for e in seen if isinstance(e, ev.RankExtReport)]
        assert {e.rank for e in reports} == {1}
        assert {e.data["role"] for e in reports} == {"target", "draft"}
        assert any(isinstance(e, ev.ExtReport) for e in seen)  # rank 0's, as usual
        # Separate pidfiles: rank 1's under runtime/rank1.
        assert paths.engine_pidfile.exists()
        assert (paths.runtime_dir / "rank1" / "engine.pid.json").exists()
        out = await group.stop()
        assert out is not None and not out.crashed
        assert group.state == ev.EngineState.STOPPED
        for p in pgids:
            assert group_members(p) == []
        assert not (paths.runtime_dir / "rank1" / "engine.pid.json").exists()

    run(go())


def test_rank1_failing_at_load_stops_both_with_the_reason(paths, model):
    async def go():
        plan = plan_for(paths, model, rank1_env=("SGLANG_DOUBLE_FAULT=crash-load",))
        group, seen = await started(paths, plan)
        pgids = [m.pid for m in group.members]
        assert not await group.wait_ready(30)
        await group.wait_ended(20)
        assert group.state == ev.EngineState.CRASHED
        out = group.outcome
        assert out is not None and out.crashed and out.diagnosis is not None
        assert out.diagnosis.summary.startswith("Rank 1 (on the second machine) failed")
        assert "SafetensorError" in out.diagnosis.evidence or any(
            "SafetensorError" in ln for ln in out.last_lines
        )
        # Rank 0 was waiting for rank 1 and is stopped too: nothing left on either side.
        for p in pgids:
            assert group_members(p) == []
        exits = [e for e in seen if isinstance(e, ev.Exited)]
        assert len(exits) == 1 and exits[0].outcome is out

    run(go())


def test_rank1_lost_mid_stream_stops_rank0_and_the_stream_fails(paths, model):
    async def go():
        group, _seen = await started(paths, plan_for(paths, model, "--double-tok-per-s", "40"))
        assert await group.wait_ready(30)
        rank0, rank1 = (m.pid for m in group.members)
        client = EngineClient(group.base_url, group.api_key)
        got = 0
        payload = {"model": SERVED_MODEL_NAME, "max_tokens": 2000,
                   "messages": [{"role": "user", "content": "Tell me a long story."}]}  # fmt: skip
        with pytest.raises((EngineHTTPError, Exception)) as err:
            async for chunk in client.stream_chat(payload):
                if chunk.has_text:
                    got += 1
                    if got == 5:
                        os.killpg(rank1, signal.SIGKILL)  # the second machine is lost
            raise AssertionError("the stream finished although rank 1 was gone")
        assert "finished although" not in str(err.value)
        await client.aclose()
        assert await group.wait_ended(20)
        assert group.state == ev.EngineState.CRASHED
        assert group.outcome is not None and group.outcome.diagnosis is not None
        assert group.outcome.diagnosis.summary.startswith("Rank 1 (on the second machine)")
        assert group_members(rank0) == [] and group_members(rank1) == []

    run(go())


def test_app_killed_with_both_ranks_running_leaves_nothing(tmp_path):
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "support" / "run_group.py"), str(tmp_path / "b")],
        stdout=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        info = json.loads(proc.stdout.readline())
        assert info["ready"] is True
        pgids = info["pgids"]
        assert all(group_members(p) for p in pgids)
        proc.kill()  # SIGKILL: no handler of ours runs
        proc.wait(10)
        deadline = time.monotonic() + 20
        while any(group_members(p) for p in pgids) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert [group_members(p) for p in pgids] == [[], []]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)


def test_extension_is_staged_over_the_prefix_as_a_tar_stream(tmp_path):
    ext = tmp_path / "cache" / "engine_ext" / "abc"
    (ext / "ling_desk_engine_ext").mkdir(parents=True)
    (ext / "ling_desk_engine_ext" / "bailing.py").write_text("X = 1\n")
    got = tmp_path / "got"
    # A prefix that keeps what it was given: stdin (the tar stream) and the command line.
    prefix = ["/bin/sh", "-c", 'cat > "$0.tar"; printf %s "$1" > "$0.cmd"', str(got)]
    plan = LaunchPlan(argv=[], env={}, files={}, port=1, rank=1, stage_prefix=prefix,
                      stage_dir=ext)  # fmt: skip
    asyncio.run(stage_remote(plan))
    assert (got.parent / "got.cmd").read_text() == f"mkdir -p {ext} && tar -x -C {ext}"
    with tarfile.open(fileobj=io.BytesIO((got.parent / "got.tar").read_bytes())) as tar:
        assert "./ling_desk_engine_ext/bailing.py" in tar.getnames()
    # A prefix that fails says so, with its words.
    bad = LaunchPlan(argv=[], env={}, files={}, port=1, rank=1, stage_dir=ext,
                     stage_prefix=["/bin/sh", "-c", "echo 'Permission denied (publickey)' >&2; exit 255"])  # fmt: skip
    with pytest.raises(Exception, match="Permission denied"):
        asyncio.run(stage_remote(bad))
