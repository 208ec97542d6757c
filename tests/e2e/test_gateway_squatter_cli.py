"""A stranger holds the gateway's port (another account's program on a shared machine, or any
program that is not Ling Desk): `serve` says so on stderr and exits non-zero before starting the
engine, `api info --json` names the owner, and every key is refused until confirmed or re-issued.
Real subprocesses, a real squatter, the real key file."""

from __future__ import annotations

import subprocess
import sys

import httpx
import pytest

from app.core.engine.supervisor import pick_free_port
from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState
from app.core.gateway.config import GATEWAY_KEYS_FILE
from app.core.paths import Paths
from app.core.vault import keys as vault_keys
from tests.e2e.test_gateway_cli import api, api_json
from tests.support.engine import DOUBLE, ROOT, make_model_dir
from tests.support.nobody import nobody_prefix

pytestmark = pytest.mark.timeout(120)
THIEF = ROOT / "tests" / "support" / "port_thief.py"
FAST = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05"


def _base(tmp_path, port: int):
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(f"[gateway]\nport = {port}\n")
    return base


def _squat(port: int, record) -> subprocess.Popen:
    """The squatter: in another account when the tests run as root (a shared DGX Spark)."""
    prefix = []
    if nobody_prefix():
        prefix = nobody_prefix()
        record = "/dev/null"
    proc = subprocess.Popen([*prefix, sys.executable, str(THIEF), str(port), str(record)],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert proc.stdout is not None and proc.stdout.readline().strip() == "listening"
    return proc


def _end(proc: subprocess.Popen) -> None:
    proc.kill()
    proc.wait(10)
    if proc.stdout:
        proc.stdout.close()


def test_serve_says_who_holds_the_port_and_exits_before_starting_the_engine(tmp_path):
    port = pick_free_port()
    base = _base(tmp_path, port)
    keys = ClientKeys(Paths.from_basedir(base).ensure().data_dir / GATEWAY_KEYS_FILE)
    keys.create("Continue")
    keys.close()
    thief = _squat(port, tmp_path / "thief.jsonl")
    try:
        r = subprocess.run(
            [sys.executable, "-m", "app", "serve", "--basedir", str(base), "--launcher",
             f"{sys.executable} {DOUBLE} {FAST}", "--model", str(make_model_dir(tmp_path))],
            cwd=ROOT, capture_output=True, text=True, timeout=90,
        )  # fmt: skip
    finally:
        _end(thief)
    assert r.returncode == 1, r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith(f"ling-desk serve: port {port} on 127.0.0.1 is held by ")
    assert f"(pid {thief.pid})" in last
    assert last.endswith("Give these apps a new key: Continue (`ling-desk api key reissue NAME`)")
    assert "engine starting" not in r.stderr
    assert not (base / "runtime" / "engine.pid.json").exists()


def test_api_info_names_the_owner_and_the_keys_wait_for_confirm_or_reissue(tmp_path):
    port = pick_free_port()
    base = _base(tmp_path, port)
    made = {n: api_json(base, "key", "create", n)["key"] for n in ("Continue", "Aider")}
    thief = _squat(port, tmp_path / "thief.jsonl")
    try:
        info = api_json(base, "info")
        plain = api(base, "info")
    finally:
        _end(thief)
    user = "nobody" if nobody_prefix() else None
    assert info["running"] is False and info["held_by_stranger"] is True
    assert info["owner"]["pid"] == thief.pid and info["owner"]["program"].startswith("python")
    if user:
        assert info["owner"]["user"] == user and info["owner"]["uid"] == 65534
    assert info["exposed_keys"] == ["Continue", "Aider"]
    assert plain.returncode == 0
    assert f"WARNING: port {port} on 127.0.0.1 is held by" in plain.stderr
    assert plain.stderr.strip().endswith("give these apps a new key: Continue, Aider")

    listed = {k["name"]: k for k in api_json(base, "key", "list")["keys"]}
    assert listed["Continue"]["exposed"] and f"pid {thief.pid}" in listed["Continue"]["exposed_by"]
    assert "EXPOSED to" in api(base, "key", "list").stdout

    # The squatter gone, Ling Desk's gateway refuses the exposed keys until the user acts.
    paths = Paths.from_basedir(base)
    # The verbs encrypted the keys file: the gateway opens it with the data key, as the app does.
    keys = ClientKeys(paths.data_dir / GATEWAY_KEYS_FILE, key=vault_keys.load(paths))
    gw = Gateway(GatewayConfig(port=port), ReadinessState(), keys)
    gw.start()
    try:

        def status(key: str) -> tuple[int, str]:
            r = httpx.get(f"{gw.base_url}/models", headers={"Authorization": f"Bearer {key}"})
            return r.status_code, r.json().get("error", {}).get("message", "")

        code, why = status(made["Continue"])
        assert code == 401 and why.startswith("the key 'Continue' may have been seen by ")
        assert api_json(base, "key", "confirm", "Continue") == {
            "ok": True, "name": "Continue", "confirmed": True}  # fmt: skip
        assert status(made["Continue"])[0] != 401
        re = api(base, "key", "reissue", "Aider")
        assert re.returncode == 0 and "the old one no longer works" in re.stderr
        new = re.stdout.strip()
        assert new.startswith("lingdesk-") and new != made["Aider"]
        assert status(made["Aider"])[0] == 401 and status(new)[0] != 401
        assert [k["exposed"] for k in api_json(base, "key", "list")["keys"]] == [False, False]
    finally:
        gw.stop()
        keys.close()
