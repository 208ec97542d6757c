"""`ling-desk engine-command` and `check` on the "Two DGX Sparks (TP 2)" profile, as processes.

Rank 1 is another double started through tests/support/local_prefix (it runs its command line
as ssh would on the second machine); the "machine's" own environment goes into the prefix.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.engine.supervisor import pick_free_port
from tests.support.engine import LOCAL_PREFIX, double_launcher
from tests.support.verify_cli import FAST_KNOBS, ROOT, run_check, write_settings
from tests.support.verify_model import make_fake_model

pytestmark = pytest.mark.timeout(120)


def two_sparks(base: Path, model: Path, *rank1_env: str) -> None:
    prefix = [str(LOCAL_PREFIX), *rank1_env]
    write_settings(
        base,
        "[engine]\n"
        f"model_path = {json.dumps(str(model))}\n"
        'profile = "gb10_x2"\n'
        # No --double-fault here: the fault of each "machine" comes from its prefix's env.
        f"launcher = {json.dumps(double_launcher(*FAST_KNOBS))}\n"
        f"rank1_prefix = {json.dumps(prefix)}\n"
        f'dist_init_addr = "127.0.0.1:{pick_free_port()}"\n'
        f"rank1_port = {pick_free_port()}\n"
        'net_ifname = "lo"\n',
    )


@pytest.fixture
def model(tmp_path) -> Path:
    return make_fake_model(tmp_path / "model")


def test_engine_command_json_shows_both_ranks(tmp_path, model):
    two_sparks(tmp_path / "b", model)
    proc = subprocess.run(
        [sys.executable, "-m", "app", "engine-command", "--json", "--basedir", str(tmp_path / "b")],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    r0, r1 = data["ranks"]
    assert (r0["rank"], r1["rank"]) == (0, 1)
    assert r0["argv"] == data["argv"] and "--node-rank" in r0["argv"]
    assert r0["env"]["NCCL_SOCKET_IFNAME"] == "lo"
    assert r1["argv"][0] == str(LOCAL_PREFIX)
    remote = shlex.split(r1["argv"][-1])
    assert remote[remote.index("--node-rank") + 1] == "1"
    assert "GLOO_SOCKET_IFNAME=lo" in remote and "--config" not in remote
    assert r1["stage"]["argv"][0] == str(LOCAL_PREFIX)
    assert "<redacted>" in json.dumps(r0["files"]) and not r1["files"]


def test_check_runs_the_two_machine_profile(tmp_path, model):
    base = tmp_path / "b"
    two_sparks(base, model)
    r = run_check("--json", "--basedir", str(base))
    assert r.rc == 0, r.explain()
    assert r.status("engine_ready") == "pass"
    assert r.status("fp8_lm_head") == r.status("mtp_nextn") == "pass", r.explain()
    # Judged on rank 0; rank 1's own report on its shard of the head is quoted.
    assert any(e.startswith("rank 1: engine extension report (target)")
               for e in r.by_id["fp8_lm_head"]["evidence"])  # fmt: skip
    # Both ranks stopped: no pidfile left on either side.
    assert not list((base / "runtime").rglob("engine.pid.json"))
    assert (base / "logs" / "rank1" / "engine.log").exists()


def test_check_says_which_rank_failed_at_load(tmp_path, model):
    base = tmp_path / "b"
    two_sparks(base, model, "SGLANG_DOUBLE_FAULT=crash-load")
    r = run_check("--json", "--basedir", str(base))
    assert r.rc == 1, r.explain()
    assert r.status("engine_ready") == "fail"
    assert "Rank 1 (on the second machine) failed" in r.by_id["engine_ready"]["summary"]
    assert "SafetensorError" in r.text("engine_ready")
    assert not list((base / "runtime").rglob("engine.pid.json"))
