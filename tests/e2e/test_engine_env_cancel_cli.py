"""`ling-desk engine-env create` cancelled while pip is silent, and a pip failure said once.

pip runs for real, in a real venv, against a loopback "index" that accepts the connection and
never answers: the silence pip keeps while it resolves or waits on a slow index.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.engine import ROOT


def _env(**extra: str) -> dict[str, str]:
    # No proxy between pip and the loopback index.
    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
    env.pop("LING_DESK_PIP_ARGS", None)
    return {**env, **extra}


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Path:
    """One venv with pip, shared by the tests (`engine-env create --path` reuses it)."""
    path = tmp_path_factory.mktemp("engine") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(path)], check=True, timeout=120)
    return path


def _children(pid: int) -> list[int]:
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        if int(text[text.rindex(")") + 2 :].split()[1]) == pid:
            out.append(int(stat.parent.name))
    return out


def _group_gone(pgid: int) -> bool:
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
            return False
    return True


def test_ctrl_c_while_pip_is_silent_ends_its_whole_group_at_once(tmp_path, venv):
    index = socket.socket()
    index.bind(("127.0.0.1", 0))
    index.listen(8)  # accepts (the kernel does) and never answers
    index.settimeout(60)
    url = f"http://127.0.0.1:{index.getsockname()[1]}/"
    proc = subprocess.Popen([sys.executable, "-m", "app", "engine-env", "create", "--basedir",
                             str(tmp_path / "base"), "--path", str(venv), "--no-index",
                             "--find-links", url], cwd=ROOT, env=_env(), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
    try:
        conn, _ = index.accept()  # pip has asked the index: from now on it waits, silent
        pips = [p for p in _children(proc.pid) if b"pip" in Path(f"/proc/{p}/cmdline").read_bytes()]
        assert len(pips) == 1
        time.sleep(0.5)
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        # 15 s only tells a hang (pip waits 15 s a try, 5 tries) from an exit.
        _out, err = proc.communicate(timeout=15)
        took = time.monotonic() - sent
        conn.close()
    finally:
        index.close()
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    print(f"SIGINT to exit: {took:.2f} s")
    assert proc.returncode == 1, err
    assert "Traceback" not in err
    said = [ln for ln in err.splitlines() if "cancel" in ln.lower()]
    assert said == [
        "ling-desk engine-env create: cancelled; the venv is kept, and the same command "
        "finishes the install"
    ]
    assert _group_gone(pips[0])  # pip and anything it started


def test_a_pip_failure_is_said_once_and_with_json_one_object(tmp_path, venv):
    empty = tmp_path / "no-wheels"
    empty.mkdir()
    args = ["engine-env", "create", "--basedir", str(tmp_path / "base"), "--path", str(venv),
            "--no-index", "--find-links", str(empty)]  # fmt: skip
    r = subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=_env(), text=True,
                       capture_output=True, timeout=240)  # fmt: skip
    assert r.returncode == 1
    told = [ln for ln in r.stderr.splitlines() if "pip install failed" in ln]
    assert told == [r.stderr.strip().splitlines()[-1]], r.stderr  # once, as the last line
    assert told[0].startswith("ling-desk engine-env create: pip install failed (exit 1)")
    j = subprocess.run([sys.executable, "-m", "app", *args, "--json"], cwd=ROOT, env=_env(),
                       text=True, capture_output=True, timeout=240)  # fmt: skip
    assert j.returncode == 1
    out = json.loads(j.stdout)  # the one object, and nothing else on stdout
    assert out["ok"] is False and out["error"].startswith("pip install failed (exit 1)")
    assert "pip install failed" not in j.stderr
