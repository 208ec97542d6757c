"""`ling-desk check` when another program takes the engine's port while the engine loads: the
check fails saying so, and that program never sees the engine's key."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.engine.supervisor import pick_free_port
from tests.support.engine import ROOT, make_model_dir
from tests.support.verify_cli import double_launcher, run_check

pytestmark = pytest.mark.timeout(90)

THIEF = ROOT / "tests" / "support" / "port_thief.py"


@contextlib.contextmanager
def thief_once_the_engine_runs(port: int, record: Path, pidfile: Path) -> Iterator[list]:
    """Start the port thief as soon as the engine's pidfile appears (the engine is loading and has
    not bound yet); yields the list that holds it once started, and ends it afterwards."""
    thieves: list[subprocess.Popen] = []

    def take() -> None:
        deadline = time.monotonic() + 60
        while not pidfile.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        thieves.append(subprocess.Popen(
            [sys.executable, str(THIEF), str(port), str(record)],
            stdout=subprocess.DEVNULL, start_new_session=True,
        ))  # fmt: skip

    taker = threading.Thread(target=take, daemon=True)
    taker.start()
    try:
        yield thieves
    finally:
        taker.join(10)
        for t in thieves:
            t.kill()
            t.wait(10)


def test_check_fails_when_another_program_takes_the_port(tmp_path):
    model = make_model_dir(tmp_path / "m")
    base = tmp_path / "base"
    port = pick_free_port()
    record = tmp_path / "thief.jsonl"
    record.touch()
    pidfile = base / "runtime" / "engine.pid.json"
    # The double loads for 4 s before it binds (as SGLang binds only after loading).
    launcher = double_launcher("healthy", "--double-load-s", "4", "--double-warmup-delay", "30")
    with thief_once_the_engine_runs(port, record, pidfile) as thieves:
        r = run_check("--json", "--basedir", str(base), "--model", str(model), "--port",
                      str(port), "--ignore-preflight", "--launcher", launcher, timeout=80)  # fmt: skip
    assert thieves, "the port was never taken: the test proves nothing"
    assert r.rc == 1, r.explain()
    assert r.status("engine_ready") == "fail"
    assert "Another program took the engine's port" in r.text("engine_ready"), r.explain()
    seen = [json.loads(ln) for ln in record.read_text().splitlines()]
    assert seen and {s["path"] for s in seen} == {"/health"}
    assert all("Authorization" not in s["headers"] for s in seen)
    assert not pidfile.exists()


def test_serve_says_ling_desk_stopped_the_engine_and_why_not_crashed(tmp_path):
    """`serve`'s last line names who stopped the engine and why: it once read "engine crashed,
    killed by signal 2", the signal Ling Desk itself had sent."""
    model = make_model_dir(tmp_path / "m")
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(
        f"schema_version = 2\n[gateway]\nport = {pick_free_port()}\n", encoding="utf-8"
    )
    port = pick_free_port()
    record = tmp_path / "thief.jsonl"
    record.touch()
    pidfile = base / "runtime" / "engine.pid.json"
    launcher = double_launcher("healthy", "--double-load-s", "4", "--double-warmup-delay", "30")
    with thief_once_the_engine_runs(port, record, pidfile) as thieves:
        proc = subprocess.run(
            [sys.executable, "-m", "app", "serve", "--basedir", str(base), "--model", str(model),
             "--port", str(port), "--ignore-preflight", "--launcher", launcher],
            cwd=ROOT, capture_output=True, text=True, timeout=80,
        )  # fmt: skip
    assert thieves, "the port was never taken: the test proves nothing"
    assert proc.returncode == 1, proc.stderr
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("ling-desk: engine stopped by Ling Desk: Another program took the "
                           f"engine's port {port} while the engine was loading"), last  # fmt: skip
    assert "crashed" not in proc.stderr and "signal" not in proc.stderr
    assert not pidfile.exists()
