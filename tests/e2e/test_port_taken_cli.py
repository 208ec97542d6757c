"""`ling-desk check` when another program takes the engine's port while the engine loads: the
check fails saying so, and that program never sees the engine's key."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import pytest

from app.core.engine.supervisor import pick_free_port
from tests.support.engine import ROOT, make_model_dir
from tests.support.verify_cli import double_launcher, run_check

pytestmark = pytest.mark.timeout(90)

THIEF = ROOT / "tests" / "support" / "port_thief.py"


def test_check_fails_when_another_program_takes_the_port(tmp_path):
    model = make_model_dir(tmp_path / "m")
    base = tmp_path / "base"
    port = pick_free_port()
    record = tmp_path / "thief.jsonl"
    record.touch()
    pidfile = base / "runtime" / "engine.pid.json"
    thieves: list[subprocess.Popen] = []

    def take_the_port_once_the_engine_runs() -> None:
        deadline = time.monotonic() + 60
        while not pidfile.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        thieves.append(subprocess.Popen(
            [sys.executable, str(THIEF), str(port), str(record)],
            stdout=subprocess.DEVNULL, start_new_session=True,
        ))  # fmt: skip

    taker = threading.Thread(target=take_the_port_once_the_engine_runs, daemon=True)
    taker.start()
    # The double loads for 4 s before it binds (as SGLang binds only after loading).
    launcher = double_launcher("healthy", "--double-load-s", "4", "--double-warmup-delay", "30")
    try:
        r = run_check("--json", "--basedir", str(base), "--model", str(model), "--port",
                      str(port), "--ignore-preflight", "--launcher", launcher, timeout=80)  # fmt: skip
    finally:
        taker.join(10)
        for t in thieves:
            t.kill()
            t.wait(10)
    assert thieves, "the port was never taken: the test proves nothing"
    assert r.rc == 1, r.explain()
    assert r.status("engine_ready") == "fail"
    assert "Another program took the engine's port" in r.text("engine_ready"), r.explain()
    seen = [json.loads(ln) for ln in record.read_text().splitlines()]
    assert seen and {s["path"] for s in seen} == {"/health"}
    assert all("Authorization" not in s["headers"] for s in seen)
    assert not pidfile.exists()
