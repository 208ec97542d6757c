"""Every CLI failure is one plain line (or, with --json, one JSON object) and the right exit code.

Each runs the real `ling-desk` entry point as a process, as a user's shell would.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.paths import Paths
from app.core.secrets import store_attach_key
from tests.support.engine import DOUBLE, ROOT, make_model_dir

VERBS = ["engine-command", "serve", "check"]


def ling_desk(*args: str, env: dict[str, str] | None = None, timeout: float = 60):
    full = {**os.environ, **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={k: v for k, v in full.items() if v is not None},
    )


def launcher() -> str:
    return f"{sys.executable} {DOUBLE}"


@pytest.fixture
def unwritable(tmp_path) -> Path:
    # A folder below a plain file: nobody can create it, root included (CI runs as root).
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    return blocker / "base"


@pytest.mark.parametrize("verb", VERBS)
def test_unwritable_basedir_is_one_line_and_exit_1(tmp_path, unwritable, verb):
    model = make_model_dir(tmp_path)
    extra = ["--ignore-preflight"] if verb in ("serve", "check") else []
    r = ling_desk(verb, "--basedir", str(unwritable), "--model", str(model),
                  "--launcher", launcher(), *extra)  # fmt: skip
    assert r.returncode == 1, r.stderr
    assert "Traceback" not in r.stderr
    lines = [ln for ln in r.stderr.splitlines() if ln.startswith("ling-desk")]
    assert lines and "a-file" in lines[-1], r.stderr
    assert "cannot" in lines[-1]


@pytest.mark.parametrize("verb", ["engine-command", "check"])
def test_json_failure_is_one_object(tmp_path, unwritable, verb):
    model = make_model_dir(tmp_path)
    extra = ["--ignore-preflight"] if verb == "check" else []
    r = ling_desk(verb, "--json", "--basedir", str(unwritable), "--model", str(model),
                  "--launcher", launcher(), *extra)  # fmt: skip
    assert r.returncode == 1
    out = json.loads(r.stdout)  # the whole of stdout: exactly one JSON object
    assert out["ok"] is False and "a-file" in out["error"]


def test_engine_command_json_failure_writes_nothing(tmp_path):
    base = tmp_path / "base"
    # A contradiction the recipe refuses: FP8 and FP32 heads at once.
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(
        "schema_version = 2\n[optimizations]\nfp8_lm_head = true\nfp32_lm_head = true\n"
    )
    r = ling_desk("engine-command", "--json", "--basedir", str(base),
                  "--model", str(make_model_dir(tmp_path)), "--launcher", launcher())  # fmt: skip
    assert r.returncode == 1
    out = json.loads(r.stdout)
    assert out["ok"] is False and "fp32" in out["error"].lower()
    written = sorted(p.relative_to(base).as_posix() for p in base.rglob("*"))
    assert written == ["config", "config/settings.toml"]  # no key, no staged extension


def test_engine_command_json_success_says_ok(tmp_path):
    r = ling_desk("engine-command", "--json", "--basedir", str(tmp_path / "b"),
                  "--model", str(make_model_dir(tmp_path)), "--launcher", launcher())  # fmt: skip
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["ok"] is True and out["argv"][0] == sys.executable


@pytest.mark.parametrize("port", ["99999", "-1", "eighty"])
def test_port_out_of_range_on_the_command_line_is_usage(tmp_path, port):
    r = ling_desk("engine-command", "--basedir", str(tmp_path), "--port", port)
    assert r.returncode == 2
    assert "--port" in r.stderr and "Traceback" not in r.stderr


def test_port_out_of_range_in_settings_is_named_and_the_default_used(tmp_path):
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text("schema_version = 2\n[engine]\nport = 99999\n")
    r = ling_desk("engine-command", "--json", "--basedir", str(base),
                  "--model", str(make_model_dir(tmp_path)), "--launcher", launcher())  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "settings.engine.port: 99999 must be at least 0 and at most 65535" in r.stderr
    argv = json.loads(r.stdout)["argv"]
    assert 1 <= int(argv[argv.index("--port") + 1]) <= 65535  # the default: a free port


@pytest.mark.parametrize(
    "text",
    [
        "schema_version = [2]\n",
        "schema_version = 1979-05-27\n",
        "schema_version = 1\nengine = [1, 2]\n",
    ],
)
def test_broken_settings_never_crash_a_verb(tmp_path, text):
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(text)
    r = ling_desk("engine-command", "--basedir", str(base),
                  "--model", str(make_model_dir(tmp_path)), "--launcher", launcher())  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "ling-desk: settings:" in r.stderr and "Traceback" not in r.stderr


def test_no_raw_warning_without_xdg_runtime_dir(tmp_path):
    # The default folders (no --basedir), under a private HOME: platformdirs would warn here.
    home = tmp_path / "home"
    home.mkdir()
    env = {"XDG_RUNTIME_DIR": None, "HOME": str(home), "XDG_CONFIG_HOME": None,
           "XDG_DATA_HOME": None, "XDG_CACHE_HOME": None, "XDG_STATE_HOME": None}  # fmt: skip
    r = ling_desk("engine-command", "--model", str(make_model_dir(tmp_path)),
                  "--launcher", launcher(), env=env)  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "Warning" not in r.stderr and "warn(" not in r.stderr, r.stderr
    config = json.loads(ling_desk("engine-command", "--json", "--model", str(make_model_dir(tmp_path)),
                                  "--launcher", launcher(), env=env).stdout)  # fmt: skip
    runtime = Path(config["argv"][config["argv"].index("--config") + 1]).parent
    assert runtime.is_dir() and (runtime.stat().st_mode & 0o777) == 0o700


def test_gui_without_a_display_exits_1_naming_it(tmp_path):
    env = {"DISPLAY": None, "WAYLAND_DISPLAY": None, "QT_QPA_PLATFORM": None}
    r = ling_desk("--basedir", str(tmp_path), env=env)
    assert r.returncode == 1
    assert "DISPLAY" in r.stderr and "WAYLAND_DISPLAY" in r.stderr
    assert "ling-desk check" in r.stderr  # the way on without a window
    assert len(r.stderr.strip().splitlines()) == 1


def test_gui_with_an_unreachable_display_exits_1(tmp_path):
    env = {"DISPLAY": ":97", "WAYLAND_DISPLAY": None, "QT_QPA_PLATFORM": None}
    r = ling_desk("--basedir", str(tmp_path), env=env)
    assert r.returncode == 1  # never 134 (SIGABRT)
    assert "':97'" in r.stderr or "platform plugin cannot load" in r.stderr


def test_gui_when_qt_itself_fails_exits_1_not_abort(tmp_path):
    # A platform Qt cannot load: Qt's fatal message becomes one line and exit 1.
    r = ling_desk("--basedir", str(tmp_path), env={"QT_QPA_PLATFORM": "no-such-platform"})
    assert r.returncode == 1, (r.returncode, r.stderr)
    assert "the window cannot open: Qt said:" in r.stderr


@pytest.mark.parametrize(
    ("url", "sent"),
    [
        ("http://127.0.0.1:30000", True),
        ("http://localhost:30000", True),
        ("http://[::1]:30000", True),
        ("https://team-engine.invalid", True),
        ("http://team-engine.invalid:30000", False),
    ],
)
def test_the_engine_key_travels_only_to_loopback_or_https(url, sent):
    from app.core.verify.run import key_may_travel

    assert key_may_travel(url) is sent


def test_attach_over_plain_http_elsewhere_is_refused_before_anything_is_sent(tmp_path):
    # A key saved for that URL would cross the network in clear text. (Without any key nothing
    # secret would be sent: this install has no engine key to leak any more.)
    store_attach_key(Paths.from_basedir(tmp_path), "http://team-engine.invalid:30000", "k")
    # .invalid never resolves: were the refusal missing, nothing could be reached anyway.
    r = ling_desk("check", "--json", "--basedir", str(tmp_path), "--attach",
                  "http://team-engine.invalid:30000", env={"LING_DESK_API_KEY": None})  # fmt: skip
    assert r.returncode == 2
    out = json.loads(r.stdout)
    assert out["ok"] is False and "neither loopback nor https" in out["error"]
    assert "LING_DESK_API_KEY" in out["error"]
