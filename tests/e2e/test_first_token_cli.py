"""From nothing to the three checks judged with three CLI verbs, as the README tells a new user:
`engine-env create`, `model download`, `check`, with no flag between them.

The wheels stand in for sglang and humming-kernels (the stand-in sglang's launch_server is the
SGLang double) and a loopback hub stands in for Hugging Face; nothing else is configured by hand.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.support.engine import ROOT
from tests.support.hub import FakeHub
from tests.support.wheels import engine_wheels

FAST = {"SGLANG_DOUBLE_LOAD_S": "0.3", "SGLANG_DOUBLE_HEALTH_DELAY": "0.05",
        "SGLANG_DOUBLE_WARMUP_DELAY": "0.05"}  # fmt: skip


def ling_desk(*args: str, env: dict[str, str], timeout: float = 240):
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, env=env)  # fmt: skip


def test_three_verbs_take_a_fresh_folder_to_judged_checks(tmp_path):
    base = tmp_path / "base"
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(FAST, HF_HOME=str(tmp_path / "hf-home"))
    wheels = engine_wheels(tmp_path / "wheels")
    with FakeHub() as hub:
        made = ling_desk("engine-env", "create", "--basedir", str(base), "--no-index",
                         "--find-links", str(wheels), "--json", env=env)  # fmt: skip
        assert made.returncode == 0, made.stdout + made.stderr
        got = ling_desk("model", "download", "--basedir", str(base), "--json",
                        env={**env, "HF_ENDPOINT": hub.endpoint})  # fmt: skip
        assert got.returncode == 0, got.stdout + got.stderr
    # The hub is gone now: the engine runs offline. No --engine-python, no --model.
    # --ignore-preflight only because this machine has no GPU (the GPU row fails here).
    r = ling_desk("check", "--basedir", str(base), "--json", "--ignore-preflight", env=env)
    out = json.loads(r.stdout)
    by = {v["id"]: v for v in out["verdicts"]}
    assert by["engine_ready"]["status"] == "pass", r.stdout[-3000:] + r.stderr[-3000:]
    # Judged, each with evidence from this run (the double plays a healthy optimized engine).
    for id in ("humming_moe", "fp8_lm_head", "mtp_nextn"):
        assert by[id]["status"] == "pass", (id, by[id])
        assert by[id]["evidence"]
    # What preflight could not have on this GPU-less machine is said, not hidden.
    assert by["gpu"]["status"] in ("fail", "skip", "warn")
