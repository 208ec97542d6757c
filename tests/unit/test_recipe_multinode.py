"""The "Two DGX Sparks (TP 2)" recipe: both ranks' commands (no engine runs here)."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from app.core.profiles import PROFILES
from app.core.recipe import RecipeError, build_plan
from app.core.settings import Settings

KEY = "k3y-not-for-rank-1"


def plan_for(tmp_path: Path, **engine):
    s = Settings()
    s.engine.model_path = str(tmp_path / "model")
    s.engine.profile = "gb10_x2"
    for k, v in engine.items():
        setattr(s.engine, k, v)
    return build_plan(s, PROFILES["gb10_x2"], port=30000, api_key=KEY,
                      runtime_dir=tmp_path / "rt", cache_dir=tmp_path / "cache",
                      ext_dir=tmp_path / "cache" / "engine_ext" / "abc")  # fmt: skip


def flag(argv: list[str], name: str) -> str:
    return argv[argv.index(name) + 1]


def test_two_ranks_with_sglang_multinode_flags(tmp_path):
    plan = plan_for(tmp_path, rank1_host="spark2", dist_init_addr="192.168.100.10:20000",
                    net_ifname="enp1s0f0np0")  # fmt: skip
    assert [p.rank for p in plan.ranks] == [0, 1]
    r0 = plan.argv
    assert flag(r0, "--tp-size") == "2" and flag(r0, "--nnodes") == "2"
    assert flag(r0, "--node-rank") == "0"
    assert flag(r0, "--dist-init-addr") == "192.168.100.10:20000"
    assert plan.env["NCCL_SOCKET_IFNAME"] == plan.env["GLOO_SOCKET_IFNAME"] == "enp1s0f0np0"
    r1 = plan.peers[0]
    # Default prefix: ssh with a tty, the remote command as one shell command line.
    assert r1.argv[:3] == ["ssh", "-tt", "spark2"] and len(r1.argv) == 4
    remote = shlex.split(r1.argv[3])
    assert remote[0] == "env" and "NCCL_SOCKET_IFNAME=enp1s0f0np0" in remote
    assert "GLOO_SOCKET_IFNAME=enp1s0f0np0" in remote
    assert f"PYTHONPATH={tmp_path / 'cache' / 'engine_ext' / 'abc'}" in remote
    assert flag(remote, "--node-rank") == "1" and flag(remote, "--nnodes") == "2"
    assert flag(remote, "--dist-init-addr") == "192.168.100.10:20000"
    assert flag(remote, "--model-path") == flag(r0, "--model-path")  # same path on both
    assert flag(remote, "--port") == "30001"  # rank 0's port + 1 by default
    # The key never leaves this machine: rank 1 runs no HTTP server and gets no --config.
    assert "--config" not in remote and KEY not in r1.argv[3] and not r1.files
    assert not r1.local and not r1.poll_health and r1.env == {}
    # The extension is copied over the same prefix, without a tty (a tar stream on stdin).
    assert r1.stage_prefix == ["ssh", "-T", "spark2"]
    shown = plan.redacted()
    assert [r["rank"] for r in shown["ranks"]] == [0, 1]
    assert shown["ranks"][1]["stage"]["argv"][-1].startswith("mkdir -p ")
    assert KEY not in str(shown)


def test_custom_prefix_and_port(tmp_path):
    plan = plan_for(tmp_path, rank1_prefix=["ssh", "-tt", "-p", "2222", "me@spark2"],
                    dist_init_addr="10.0.0.1:20000", rank1_port=31000)  # fmt: skip
    r1 = plan.peers[0]
    assert r1.argv[:5] == ["ssh", "-tt", "-p", "2222", "me@spark2"]
    assert flag(shlex.split(r1.argv[5]), "--port") == "31000"
    assert r1.stage_prefix == ["ssh", "-T", "-p", "2222", "me@spark2"]


@pytest.mark.parametrize(
    ("engine", "words"),
    [
        ({"rank1_host": "spark2"}, "--dist-init-addr"),
        ({"dist_init_addr": "10.0.0.1:20000"}, "second machine"),
    ],
)
def test_missing_pieces_are_named(tmp_path, engine, words):
    with pytest.raises(RecipeError, match=words):
        plan_for(tmp_path, **engine)


def test_one_machine_profiles_have_no_peers(tmp_path):
    s = Settings()
    s.engine.model_path = str(tmp_path / "model")
    plan = build_plan(s, PROFILES["gb10"], port=30000, api_key=KEY, runtime_dir=tmp_path,
                      cache_dir=tmp_path)  # fmt: skip
    assert plan.peers == [] and "--nnodes" not in plan.argv and "ranks" not in plan.redacted()
