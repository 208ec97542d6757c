"""`ling-desk api ...` as real subprocesses, next to a running gateway on the same data folder."""

from __future__ import annotations

import json
import subprocess
import sys

import openai
import pytest

from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState
from app.core.gateway.config import GATEWAY_KEYS_FILE
from app.core.paths import Paths
from app.core.vault import session
from tests.support.gateway_env import ENGINE_KEY
from tests.support.stub_upstream import run_stub

API_ARGV = [sys.executable, "-m", "app", "api"]


def api(basedir, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*API_ARGV, *args, "--basedir", str(basedir)], capture_output=True, text=True, timeout=60
    )


def api_json(basedir, *args: str) -> dict:
    p = api(basedir, *args, "--json")
    out = p.stdout.strip().splitlines()
    assert len(out) == 1, p.stdout  # exactly one JSON object
    return json.loads(out[0])


@pytest.fixture
def running(tmp_path):
    """A gateway (as the window or `serve` would run it) on tmp_path's data folder."""
    paths = Paths.from_basedir(tmp_path).ensure()
    # Unlocked as the window does at its start: the keys file is encrypted, and the verbs open
    # it with the same data key (the suite keeps it in a key file, tests/conftest.py).
    data_key = session.unlock(paths, encrypt=True, ask=session.NoQuestions()).key
    keys = ClientKeys(paths.data_dir / GATEWAY_KEYS_FILE, key=data_key)
    state = ReadinessState()
    with run_stub() as stub:
        state.set_ready(stub.url, ENGINE_KEY)
        gw = Gateway(GatewayConfig(port=0), state, keys, runtime_dir=paths.runtime_dir)
        gw.start()
        try:
            yield gw
        finally:
            gw.stop()
            keys.close()


def test_info_without_a_gateway(tmp_path):
    info = api_json(tmp_path, "info")
    assert info == {"ok": True, "base_url": "http://127.0.0.1:4950/v1", "port": 4950,
                    "model": "Ling-3.0-flash", "running": False, "pid": None,
                    "enabled": True, "held_by_stranger": False, "held_by_keeper": False,
                    "owner": None, "exposed_keys": []}  # fmt: skip
    plain = api(tmp_path, "info")
    assert plain.returncode == 0 and "gateway not running" in plain.stdout


def test_keys_made_and_revoked_in_a_terminal_count_on_the_running_gateway(tmp_path, running):
    info = api_json(tmp_path, "info")
    assert info["running"] and info["port"] == running.port
    assert info["base_url"] == running.base_url

    made = api(tmp_path, "key", "create", "Continue")
    assert made.returncode == 0 and "shown only now" in made.stderr
    key = made.stdout.strip()
    client = openai.OpenAI(base_url=info["base_url"], api_key=key, max_retries=0)
    assert client.models.list().data[0].id == "Ling-3.0-flash"

    listed = api_json(tmp_path, "key", "list")["keys"]
    assert [(k["name"], k["requests"], k["hint"]) for k in listed] == [("Continue", 1, key[-4:])]
    assert key not in json.dumps(listed)

    assert api_json(tmp_path, "key", "revoke", "Continue") == {
        "ok": True, "name": "Continue", "revoked": True}  # fmt: skip
    with pytest.raises(openai.AuthenticationError):
        client.models.list()


def test_failures_are_one_line_or_one_json_object(tmp_path):
    assert api(tmp_path, "key", "create", "aider").returncode == 0
    dup = api(tmp_path, "key", "create", "aider")
    assert dup.returncode == 1 and dup.stdout == ""
    assert dup.stderr.strip().splitlines() == [
        "ling-desk api key create: a key named 'aider' exists already; "
        "revoke it first or pick another name"
    ]
    assert api_json(tmp_path, "key", "revoke", "zed") == {
        "ok": False, "error": "no key is named 'zed'"}  # fmt: skip
    bad = api_json(tmp_path, "key", "create", "no/slash")
    assert bad["ok"] is False and "not a usable key name" in bad["error"]
    usage = api_json(tmp_path, "key")
    assert usage["ok"] is False and "required" in usage["error"]
    assert api(tmp_path, "key", "list").stdout.startswith("aider  …")
