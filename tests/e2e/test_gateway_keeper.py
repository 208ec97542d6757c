"""The gateway keeper (`ling-desk gateway-keeper`): it holds the local API's port while Ling Desk
does not, answers 503 "Ling Desk is not running" and forwards nothing; Ling Desk borrows the very
listening socket from it, and it answers again the moment Ling Desk ends, however it ends; the
port is never free in between. Real processes, real sockets on 127.0.0.1."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import openai
import pytest

from app.core.engine.supervisor import pick_free_port
from app.core.gateway import ClientKeys, Gateway, GatewayConfig, GatewayError, ReadinessState
from app.core.keeper import NOT_RUNNING, control_path, ping, unit_texts
from tests.support.engine import ROOT

pytestmark = pytest.mark.timeout(90)

GATEWAY_PROCESS = ROOT / "tests" / "support" / "gateway_process.py"
THIEF = ROOT / "tests" / "support" / "port_thief.py"


@pytest.fixture
def tmp_path(short_tmp):
    """Short: these tests put the keeper's Unix socket under it (see short_tmp)."""
    return short_tmp


def _env(tmp: Path) -> dict[str, str]:
    rt = tmp / "rt"
    rt.mkdir(mode=0o700, exist_ok=True)
    return {**os.environ, "XDG_RUNTIME_DIR": str(rt), "XDG_CONFIG_HOME": str(tmp / "cfg")}


def _wait(cond, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = cond()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


@contextlib.contextmanager
def keeper(
    tmp: Path, port: int, *argv: str, wait: bool = True
) -> Iterator[tuple[subprocess.Popen, Path]]:
    """`ling-desk gateway-keeper --port PORT` in its own session, with a private runtime dir."""
    env = _env(tmp)
    kdir = Path(env["XDG_RUNTIME_DIR"]) / "ling-desk"
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "gateway-keeper", "--port", str(port), *argv],
        cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        if wait:
            _wait(lambda: ping(port, kdir) or proc.poll() is not None, 20, "the keeper")
        yield proc, kdir
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        if proc.stderr:
            proc.stderr.close()


def _post(port: int, path: str = "/v1/chat/completions", **kw) -> httpx.Response:
    return httpx.post(
        f"http://127.0.0.1:{port}{path}", json={"model": "Ling-3.0-flash", "messages": []},
        headers={"Authorization": "Bearer lingdesk-secret-of-the-user"}, timeout=10, **kw,
    )  # fmt: skip


def test_the_keeper_answers_503_and_forwards_nothing(tmp_path):
    port = pick_free_port()
    with keeper(tmp_path, port) as (proc, kdir):
        assert proc.poll() is None
        client = openai.OpenAI(
            base_url=f"http://127.0.0.1:{port}/v1", api_key="lingdesk-x", max_retries=0
        )
        with pytest.raises(openai.APIStatusError) as err:
            client.chat.completions.create(
                model="Ling-3.0-flash", messages=[{"role": "user", "content": "x" * 200_000}]
            )
        assert err.value.status_code == 503
        assert err.value.body["message"] == NOT_RUNNING  # type: ignore[index]
        r = _post(port, "/v1/messages")
        assert r.status_code == 503 and r.headers["Retry-After"] == "30"
        assert r.json() == {"type": "error",
                            "error": {"type": "overloaded_error", "message": NOT_RUNNING}}  # fmt: skip
        # `api info` tells the keeper from a stranger.
        base = tmp_path / "base"
        (base / "config").mkdir(parents=True)
        (base / "config" / "settings.toml").write_text(f"[gateway]\nport = {port}\n")
        info = subprocess.run(
            [sys.executable, "-m", "app", "api", "info", "--basedir", str(base)],
            cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert "the gateway keeper holds the port meanwhile" in info.stdout, info.stderr
        assert "WARNING" not in info.stderr
        # Its control socket is this user's alone.
        assert (kdir.stat().st_mode & 0o777) == 0o700
        assert (control_path(port, kdir).stat().st_mode & 0o777) == 0o600


def test_ling_desk_borrows_the_port_and_it_is_never_free_when_ling_desk_is_killed(tmp_path):
    port = pick_free_port()
    with keeper(tmp_path, port) as (_, kdir):
        gw = subprocess.Popen(
            [sys.executable, str(GATEWAY_PROCESS), str(port), str(kdir),
             str(tmp_path / "keys.sqlite3")],
            cwd=ROOT, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert gw.stdout is not None
            assert gw.stdout.readline().split() == ["serving", str(port), "lease"]
            # Ling Desk's gateway answers now (an unknown key: 401), not the keeper.
            assert _post(port).status_code == 401
            assert "lent=" + str(gw.pid) in (ping(port, kdir) or "")
            refused: list[OSError] = []
            answers: list[int] = []
            stop = threading.Event()

            def knock() -> None:
                while not stop.is_set():
                    try:
                        answers.append(_post(port).status_code)
                    except httpx.ConnectError as exc:  # the port was free: must never happen
                        refused.append(exc)  # type: ignore[arg-type]

            t = threading.Thread(target=knock)
            t.start()
            _wait(lambda: len(answers) > 3, 20, "answers before the kill")
            gw.send_signal(signal.SIGKILL)
            gw.wait(10)
            _wait(lambda: answers[-1:] == [503], 20, "the keeper's 503 after the kill")
            n = len(answers)
            _wait(lambda: len(answers) > n + 3, 20, "more answers after the kill")
            stop.set()
            t.join(20)
            assert refused == []
            assert set(answers) <= {401, 503}
            assert answers[-1] == 503 and _post(port).json()["error"]["message"] == NOT_RUNNING
        finally:
            if gw.poll() is None:
                gw.kill()
            gw.wait(10)
            if gw.stdout:
                gw.stdout.close()


def test_a_stopped_gateway_hands_back_and_a_second_ling_desk_is_told_the_first_serves(tmp_path):
    port = pick_free_port()
    with keeper(tmp_path, port) as (_, kdir):
        keys = ClientKeys(tmp_path / "keys.sqlite3")
        first = Gateway(GatewayConfig(port=port), ReadinessState(), keys)
        first.keeper_dir = kdir
        first.start()
        try:
            assert _post(port).status_code == 401
            assert first._lease is not None  # its copies never pass to a child process
            assert not any(os.get_inheritable(s.fileno()) for s in first._lease.sockets)
            second = Gateway(GatewayConfig(port=port), ReadinessState(), keys)
            second.keeper_dir = kdir
            with pytest.raises(GatewayError) as err:
                second.start()
            assert str(err.value).startswith(
                f"port {port} on 127.0.0.1 is in use by your other Ling Desk (pid {os.getpid()})"
            )
        finally:
            first.stop()
        r = _post(port)
        assert r.status_code == 503 and r.json()["error"]["message"] == NOT_RUNNING
        again = Gateway(GatewayConfig(port=port), ReadinessState(), keys)
        again.keeper_dir = kdir
        again.start()  # the keeper lends it again
        try:
            assert _post(port).status_code == 401
        finally:
            again.stop()
            keys.close()


@pytest.mark.skipif(shutil.which("systemd-socket-activate") is None, reason="needs systemd")
def test_systemd_socket_activation_hands_the_port_to_the_keeper(tmp_path):
    """As the user's ling-desk-gateway.socket does: systemd holds both sockets from login and
    starts the keeper at the first connection (here systemd-socket-activate plays systemd)."""
    port = pick_free_port()
    env = _env(tmp_path)
    kdir = Path(env["XDG_RUNTIME_DIR"]) / "ling-desk"
    kdir.mkdir(mode=0o700)
    act = subprocess.Popen(
        ["systemd-socket-activate", "-l", f"127.0.0.1:{port}", "-l",
         str(control_path(port, kdir)), sys.executable, "-m", "app", "gateway-keeper"],
        cwd=ROOT, env=env, stderr=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    try:
        _wait(lambda: control_path(port, kdir).exists(), 20, "the socket unit")
        _wait(lambda: _can_connect(port), 20, "the port held")
        r = _post(port)  # starts the keeper, which answers
        assert r.status_code == 503 and r.json()["error"]["message"] == NOT_RUNNING
        keys = ClientKeys(tmp_path / "keys.sqlite3")
        gw = Gateway(GatewayConfig(port=port), ReadinessState(), keys)
        gw.keeper_dir = kdir
        gw.start()
        try:
            assert gw._lease is not None and _post(port).status_code == 401
        finally:
            gw.stop()
            keys.close()
        assert _post(port).status_code == 503
    finally:
        os.killpg(act.pid, signal.SIGKILL)
        act.wait(10)


def _can_connect(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def test_install_autostart_holds_the_port_now_and_uninstall_frees_it(tmp_path):
    port = pick_free_port()
    env = _env(tmp_path)
    kdir = Path(env["XDG_RUNTIME_DIR"]) / "ling-desk"
    run = [sys.executable, "-m", "app", "gateway-keeper"]
    r = subprocess.run([*run, "install", "--port", str(port), "--autostart"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)  # fmt: skip
    try:
        assert r.returncode == 0, r.stderr
        entry = tmp_path / "cfg" / "autostart" / "ling-desk-gateway-keeper.desktop"
        assert f"held from login on by the keeper started from {entry}" in r.stdout
        text = entry.read_text()
        assert f"Exec={sys.executable} -m app gateway-keeper --port {port}\n" in text
        assert ping(port, kdir) is not None
        assert _post(port).status_code == 503
        if shutil.which("desktop-file-validate"):
            v = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                               text=True)  # fmt: skip
            assert v.returncode == 0, v.stdout + v.stderr
    finally:
        u = subprocess.run([*run, "uninstall", "--port", str(port)], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=60)  # fmt: skip
    assert u.returncode == 0, u.stderr
    assert "the running keeper" in u.stdout
    assert not entry.exists()
    _wait(lambda: not _can_connect(port), 20, "the port given up")


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="needs systemd-analyze")
def test_the_systemd_user_units_verify(tmp_path):
    units = tmp_path / "units"
    units.mkdir()
    for name, text in unit_texts(4950, [sys.executable, "-m", "app", "gateway-keeper"]).items():
        (units / name).write_text(text)
    (tmp_path / "rt").mkdir(mode=0o700)
    r = subprocess.run(
        ["systemd-analyze", "verify", "--user", "--man=no", *map(str, sorted(units.iterdir()))],
        capture_output=True, text=True, env={**os.environ, "XDG_RUNTIME_DIR": str(tmp_path / "rt")},
    )  # fmt: skip
    assert r.returncode == 0 and not r.stderr.strip(), r.stderr
    sock = (units / "ling-desk-gateway.socket").read_text()
    assert "ListenStream=127.0.0.1:4950\n" in sock
    assert "ListenStream=%t/ling-desk/gateway-keeper-4950.sock\n" in sock


def test_a_keeper_started_while_a_stranger_holds_the_port_says_who_and_takes_it_when_free(
    tmp_path,
):
    port = pick_free_port()
    thief = subprocess.Popen([sys.executable, str(THIEF), str(port), str(tmp_path / "t.jsonl")],
                             stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert thief.stdout is not None and thief.stdout.readline().strip() == "listening"
        with keeper(tmp_path, port, wait=False) as (proc, kdir):
            assert proc.stderr is not None
            line = proc.stderr.readline()
            assert line.startswith(
                f"ling-desk gateway-keeper: port {port} on 127.0.0.1 is in use: another program "
                f"of yours, python"
            ), line
            assert f"(pid {thief.pid}), not Ling Desk; waiting for it to be free" in line
            thief.kill()
            thief.wait(10)
            assert proc.stderr.readline().endswith(f"holding port {port} now\n")
            assert ping(port, kdir) is not None
            assert _post(port).status_code == 503
    finally:
        if thief.poll() is None:
            thief.kill()
        thief.wait(10)
        if thief.stdout:
            thief.stdout.close()


def test_the_keeper_imports_nothing_heavy():
    r = subprocess.run(
        [sys.executable, "-c", "import sys, app.entry, app.core.keeper; print(' '.join(sorted("
         "m for m in sys.modules if m.startswith(('aiohttp', 'PySide6', 'app.', 'httpx')))))"],
        cwd=ROOT, capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    # app.core.words: its sentences in the user's language (stdlib only; a .ts read on demand).
    assert r.stdout.split() == ["app.core", "app.core.keeper", "app.core.words", "app.entry"]


def test_without_port_the_keeper_holds_the_port_in_the_settings(tmp_path):
    port = pick_free_port()
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(f"[gateway]\nport = {port}\n")
    env = _env(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "gateway-keeper", "--basedir", str(base)],
        cwd=ROOT, env=env, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        kdir = Path(env["XDG_RUNTIME_DIR"]) / "ling-desk"
        _wait(lambda: ping(port, kdir), 20, "the keeper on the settings' port")
        assert _post(port).status_code == 503
    finally:
        proc.kill()
        proc.wait(10)


def test_serve_borrows_the_keepers_port_and_gives_it_back_at_ctrl_c(tmp_path):
    """The real `ling-desk serve`, found the keeper in this user's runtime folder by itself."""
    from tests.support.engine import DOUBLE, make_model_dir

    port = pick_free_port()
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(f"[gateway]\nport = {port}\n")
    fast = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05"
    with keeper(tmp_path, port) as (_, kdir):
        env = _env(tmp_path)
        key = subprocess.run(
            [sys.executable, "-m", "app", "api", "key", "create", "script", "--basedir", str(base)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
        ).stdout.strip()  # fmt: skip
        serve = subprocess.Popen(
            [sys.executable, "-m", "app", "serve", "--basedir", str(base), "--launcher",
             f"{sys.executable} {DOUBLE} {fast}", "--model", str(make_model_dir(tmp_path))],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert serve.stderr is not None
            auth = {"Authorization": f"Bearer {key}"}
            models = f"http://127.0.0.1:{port}/v1/models"
            # Ling Desk's gateway (401 for no key, 503 "loading" until the engine is ready).
            _wait(lambda: httpx.get(models, headers=auth).status_code == 200, 60, "ready")
            client = openai.OpenAI(
                base_url=f"http://127.0.0.1:{port}/v1", api_key=key, max_retries=0
            )
            reply = client.chat.completions.create(
                model="Ling-3.0-flash", messages=[{"role": "user", "content": "hi"}], max_tokens=3
            )
            assert reply.usage is not None and reply.usage.completion_tokens == 3
            assert f"lent={serve.pid}" in (ping(port, kdir) or "")
            serve.send_signal(signal.SIGINT)
            assert serve.wait(60) == 0
            err = serve.stderr.read()
            assert f"local API for editors and agents on http://127.0.0.1:{port}/v1" in err
            r = _post(port)
            assert r.status_code == 503 and r.json()["error"]["message"] == NOT_RUNNING
        finally:
            if serve.poll() is None:
                serve.kill()
            serve.wait(10)
            if serve.stderr:
                serve.stderr.close()
