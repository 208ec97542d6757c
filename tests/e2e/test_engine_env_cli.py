"""`ling-desk engine-env create|find` as a user runs them, building from a folder of tiny wheels.

pip never reaches an index here: `--no-index --find-links DIR` (or LING_DESK_PIP_ARGS) points it
at wheels standing in for sglang 0.5.23 and humming-kernels 0.1.12, built by the test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.support.engine import ROOT
from tests.support.wheels import engine_wheels


def ling_desk(*args: str, env: dict[str, str] | None = None, timeout: float = 240):
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, **(env or {})})  # fmt: skip


def test_create_from_local_wheels_probes_and_configures(tmp_path):
    wheels = engine_wheels(tmp_path / "wheels")
    base = tmp_path / "base"
    r = ling_desk("engine-env", "create", "--basedir", str(base), "--no-index",
                  "--find-links", str(wheels), "--json")  # fmt: skip
    assert r.returncode == 0, r.stdout + r.stderr
    out = json.loads(r.stdout)
    venv = base / "data" / "engine-venv"
    assert out["ok"] and out["path"] == str(venv)
    assert out["sglang"] == "0.5.23" and out["humming_kernels"] == "0.1.12"
    assert out["check"]["id"] == "engine_env" and out["check"]["status"] in ("pass", "warn")
    assert out["configured"] is True
    # pip's progress reached stderr while it ran, and its whole output is in the kept log.
    assert "pip: " in r.stderr
    assert "Successfully installed" in Path(out["log"]).read_text()
    settings = (base / "config" / "settings.toml").read_text()
    assert f'engine_python = "{venv}/bin/python"' in settings
    # Found again later, by the same probe, and judged usable.
    f = ling_desk("engine-env", "find", "--basedir", str(base), "--json")
    found = json.loads(f.stdout)
    assert f.returncode == 0 and found["ok"]
    assert [c["where"] for c in found["candidates"]] == ["configured"]
    # engine-command now starts the engine with that Python.
    ec = ling_desk("engine-command", "--basedir", str(base), "--model", str(tmp_path), "--json")
    assert json.loads(ec.stdout)["argv"][:3] == [f"{venv}/bin/python", "-m", "sglang.launch_server"]


def test_pip_failure_is_one_line_with_the_log_kept(tmp_path):
    empty = tmp_path / "no-wheels"
    empty.mkdir()
    base = tmp_path / "base"
    r = ling_desk("engine-env", "create", "--basedir", str(base),
                  env={"LING_DESK_PIP_ARGS": f"--no-index --find-links {empty}"})  # fmt: skip
    assert r.returncode == 1
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("ling-desk engine-env create: pip install failed")
    assert "sglang==0.5.23" in last or "No matching distribution" in last
    logs = list((base / "logs" / "setup").glob("engine-env-*.log"))
    assert logs and "No matching distribution" in logs[0].read_text()
    assert not (base / "config" / "settings.toml").exists()  # nothing configured
