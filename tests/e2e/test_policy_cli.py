"""The administrator's policy as a user meets it on the command line: real `ling-desk` processes
with LINGDESK_POLICY_FILE naming a trusted file (tests/support/policy.py), since a test never
writes /etc/ling-desk. Every refusal says "set by your organisation" and exits 2."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from app.core.policy import SENTENCE
from tests.support.engine import DOUBLE, ROOT, make_model_dir
from tests.support.hub import FakeHub
from tests.support.policy import GATEWAY_AND_REMOTE_MCP, policy_env, write_policy

FAST = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05"
REMOTE_MCP = {"mcpServers": {"search": {"type": "http", "url": "https://tools.example.com/mcp"}}}


def ling_desk(*args: str, env: dict[str, str], timeout: float = 90) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, env=env)  # fmt: skip


def _free_port() -> int:
    from app.core.engine.supervisor import pick_free_port

    return pick_free_port()


def test_api_key_create_exits_2_with_the_sentence(tmp_path):
    base = tmp_path / "base"
    env = policy_env(write_policy(tmp_path, GATEWAY_AND_REMOTE_MCP))
    r = ling_desk("api", "key", "create", "my-editor", "--basedir", str(base), env=env)
    assert r.returncode == 2, r.stderr
    assert r.stdout == ""  # no key printed
    assert r.stderr.strip() == (
        "ling-desk api key create: the local API for editors and agents (the gateway) is turned "
        f"off: {SENTENCE} (the administrator's policy, {tmp_path / 'policy' / 'policy.toml'})"
    )
    assert not (base / "data" / "api-keys.sqlite3").exists()  # refused before anything
    r = ling_desk("api", "key", "create", "my-editor", "--json", "--basedir", str(base), env=env)
    assert r.returncode == 2
    out = json.loads(r.stdout)
    assert out["ok"] is False and SENTENCE in out["error"]
    # The gateway keeper would hold the port for a gateway that may not run. (Its folders are
    # the test's own, and its port a free one, should the refusal ever fail.)
    run_dir = tmp_path / "run"
    run_dir.mkdir(mode=0o700)
    own = {**env, "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "XDG_RUNTIME_DIR": str(run_dir)}
    r = ling_desk("gateway-keeper", "install", "--autostart", "--port", str(_free_port()),
                  env=own)  # fmt: skip
    assert r.returncode == 2 and SENTENCE in r.stderr
    assert not (tmp_path / "cfg").exists()


def test_a_policy_anyone_could_write_is_ignored_with_a_warning(tmp_path):
    path = write_policy(tmp_path, GATEWAY_AND_REMOTE_MCP)
    os.chmod(path, 0o646)
    r = ling_desk("api", "key", "create", "my-editor", "--basedir", str(tmp_path / "base"),
                  env=policy_env(path))  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip()  # the key, made
    assert f"ling-desk: policy: {path} is writable by others (mode 646): ignored" in r.stderr


def test_serve_runs_without_the_gateway_and_says_why(tmp_path):
    model = make_model_dir(tmp_path)
    base = tmp_path / "base"
    port = _free_port()  # where the gateway would listen: never 4950
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(
        f"schema_version = 2\n[gateway]\nenabled = true\nport = {port}\n", encoding="utf-8"
    )
    env = policy_env(write_policy(tmp_path, GATEWAY_AND_REMOTE_MCP))
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--basedir", str(base),
         "--launcher", f"{sys.executable} {DOUBLE} {FAST}", "--model", str(model)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60  # a bound on waiting, not an assertion on speed
        seen: list[str] = []
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            seen.append(line)
            if "ready to roll" in line:
                break
        assert any("ready to roll" in ln for ln in seen), "".join(seen[-20:])
        assert proc.poll() is None  # the engine runs: the missing gateway stops nothing
        with socket.socket() as s:  # nothing listens where the gateway would
            assert s.connect_ex(("127.0.0.1", port)) != 0
        assert not (base / "runtime" / "gateway.json").exists()
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert (
        "ling-desk: local API not running: the local API for editors and agents (the gateway) "
        f"is turned off: {SENTENCE}"
    ) in err


def test_a_remote_mcp_server_is_refused_before_an_engine_starts(tmp_path):
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps(REMOTE_MCP), encoding="utf-8")
    env = policy_env(write_policy(tmp_path, GATEWAY_AND_REMOTE_MCP))
    r = ling_desk("ask", "hello", "--mcp-config", str(config), "--basedir",
                  str(tmp_path / "base"), "--launcher", f"{sys.executable} {DOUBLE}", env=env)  # fmt: skip
    assert r.returncode == 2, r.stderr
    assert (
        "MCP tool servers off this machine are not allowed ('search' at "
        f"https://tools.example.com/mcp): {SENTENCE}"
    ) in r.stderr
    assert "starting the engine" not in r.stderr


def test_history_export_is_refused_when_exports_are_forbidden(tmp_path):
    env = policy_env(write_policy(tmp_path, "[forbid]\nexports = true\n"))
    base = tmp_path / "base"
    r = ling_desk("history", "export", "some-id", "--format", "md", "--basedir", str(base),
                  env=env)  # fmt: skip
    assert r.returncode == 2
    assert f"exporting conversations is not allowed: {SENTENCE}" in r.stderr
    assert not base.exists()  # nothing opened, nothing written


def test_a_fixed_setting_wins_over_the_users_file_and_the_command_line(tmp_path):
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(
        "schema_version = 2\n[engine]\nport = 32000\n", encoding="utf-8"
    )
    env = policy_env(write_policy(tmp_path, "[settings.engine]\nport = 31000\n"))
    launcher = f"{sys.executable} {DOUBLE}"
    model = str(make_model_dir(tmp_path))
    r = ling_desk("engine-command", "--json", "--basedir", str(base), "--launcher", launcher,
                  "--model", model, env=env)  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "--port" in (argv := json.loads(r.stdout)["argv"])
    assert argv[argv.index("--port") + 1] == "31000"
    r = ling_desk("engine-command", "--basedir", str(base), "--launcher", launcher,
                  "--model", model, "--port", "33000", env=env)  # fmt: skip
    assert r.returncode == 2
    assert f"engine.port is fixed at 31000: {SENTENCE}" in r.stderr


def test_models_download_only_from_the_policys_endpoint(tmp_path):
    base = tmp_path / "base"
    plain = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    plain["HF_HOME"] = "/nonexistent"
    with FakeHub() as hub:
        path = write_policy(tmp_path, f'[only]\nmodel_endpoint = "{hub.endpoint}"\n')
        # Another endpoint in the environment: refused before a byte is asked for.
        r = ling_desk("model", "download", "--basedir", str(base),
                      env=policy_env(path, **plain, HF_ENDPOINT="http://127.0.0.1:9"))  # fmt: skip
        assert r.returncode == 2, r.stderr
        assert f"models are downloaded only from {hub.endpoint}" in r.stderr
        assert SENTENCE in r.stderr
        assert not (base / "data" / "models").exists()
        # None named: the policy's own endpoint is used.
        r = ling_desk("model", "download", "--basedir", str(base), "--json",
                      env=policy_env(path, **plain))  # fmt: skip
        assert r.returncode == 0, r.stderr
        assert hub.requests  # it went to the policy's endpoint
        assert json.loads(r.stdout)["configured"] is True


def test_engine_env_create_from_other_wheels_is_refused(tmp_path):
    wheels, other = tmp_path / "wheels", tmp_path / "other"
    env = policy_env(write_policy(tmp_path, f'[only]\nengine_env_wheels = "{wheels}"\n'))
    venv = tmp_path / "venv"
    r = ling_desk("engine-env", "create", "--path", str(venv), "--no-index", "--find-links",
                  str(other), "--basedir", str(tmp_path / "base"), env=env)  # fmt: skip
    assert r.returncode == 2, r.stderr
    assert f"created only from the wheels in {wheels} (not {other}): {SENTENCE}" in r.stderr
    assert not venv.exists()
    # LING_DESK_PIP_ARGS is the user's environment too.
    r = ling_desk("engine-env", "create", "--path", str(venv), "--basedir", str(tmp_path / "base"),
                  env={**env, "LING_DESK_PIP_ARGS": "--index-url https://pypi.org/simple"})  # fmt: skip
    assert r.returncode == 2 and SENTENCE in r.stderr
    assert not venv.exists()


def test_a_model_from_elsewhere_is_refused_by_serve(tmp_path):
    model = make_model_dir(tmp_path)  # not inside the allowed folder
    allowed = tmp_path / "approved"
    env = policy_env(write_policy(tmp_path, f'[only]\nmodel_folder = "{allowed}"\n'))
    r = ling_desk("serve", "--basedir", str(tmp_path / "base"), "--launcher",
                  f"{sys.executable} {DOUBLE} {FAST}", "--model", str(model), env=env)  # fmt: skip
    assert r.returncode == 2, r.stderr
    assert f"the model must come from {allowed}, not {Path(model).resolve()}: {SENTENCE}" in (
        r.stderr
    )
