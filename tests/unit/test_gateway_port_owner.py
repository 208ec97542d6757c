"""Who holds the gateway's port when Ling Desk cannot have it: a stranger in another account, a
program of this user's that is not Ling Desk, or this user's own Ling Desk. Real squatters (another
account via setpriv, as root runs the tests), the real /proc, the real gateway and key file."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from app.core.engine.supervisor import pick_free_port
from app.core.gateway import ClientKeys, GatewayConfig
from app.core.gateway.owner import port_owner
from app.core.gateway.service import GatewayService
from app.core.keeper import ping
from app.core.paths import Paths
from tests.support.engine import ROOT
from tests.support.nobody import nobody_prefix

pytestmark = pytest.mark.timeout(60)
THIEF = ROOT / "tests" / "support" / "port_thief.py"
NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
as_root = pytest.mark.skipif(
    not nobody_prefix(), reason="needs root, setpriv and a Python the account nobody can run"
)


@contextlib.contextmanager
def squatter(port: int, *prefix: str) -> Iterator[subprocess.Popen]:
    """tests/support/port_thief.py on 127.0.0.1:port, answering 200 to everything."""
    proc = subprocess.Popen([*prefix, sys.executable, str(THIEF), str(port), "/dev/null"],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "listening"
        yield proc
    finally:
        proc.kill()
        proc.wait(10)
        if proc.stdout:
            proc.stdout.close()


@pytest.fixture
def tmp_path(short_tmp):
    """Short: these tests put the keeper's Unix socket under it (see short_tmp)."""
    return short_tmp


def _service(tmp: Path, port: int) -> tuple[GatewayService, ClientKeys]:
    paths = Paths.from_basedir(tmp / "base").ensure()
    svc = GatewayService(paths, GatewayConfig(port=port))
    svc.keeper_dir = tmp / "no-keeper"
    keys = ClientKeys(paths.data_dir / "api-keys.sqlite3")
    return svc, keys


@as_root
def test_a_squatter_in_another_account_is_named_and_every_key_is_exposed(tmp_path):
    port = pick_free_port()
    svc, keys = _service(tmp_path, port)
    token = keys.create("Continue")
    keys.create("Aider")
    try:
        with squatter(port, *NOBODY) as thief:
            owner = port_owner(port)
            assert owner is not None and owner.stranger
            assert (owner.user, owner.uid, owner.pid) == ("nobody", 65534, thief.pid)
            assert owner.program is not None and owner.program.startswith("python")
            assert not svc.start()
            assert svc.owner == owner
            assert svc.problem.startswith(
                f"port {port} on 127.0.0.1 is held by user nobody's program {owner.program} "
                f"(pid {thief.pid}): whatever your editors send to it (their keys, prompts and "
                "files) goes to that program, not to Ling Desk"
            )
            assert svc.exposed_apps() == ["Continue", "Aider"]
        # The squatter left: the gateway starts, and the keys it may have seen are refused.
        assert svc.start(), svc.problem
        assert svc.owner is None
        assert svc.gateway is not None
        r = httpx.get(f"{svc.gateway.base_url}/models",
                      headers={"Authorization": f"Bearer {token}"})  # fmt: skip
        assert r.status_code == 401
        assert r.json()["error"]["message"].startswith(
            f"the key 'Continue' may have been seen by user nobody's program {owner.program}"
        )
    finally:
        svc.stop()
        keys.close()


def test_a_program_of_the_same_user_that_is_not_ling_desk_is_a_stranger_too(tmp_path):
    port = pick_free_port()
    svc, keys = _service(tmp_path, port)
    keys.create("Continue")
    try:
        with squatter(port) as thief:
            assert not svc.start()
            assert svc.owner is not None and svc.owner.pid == thief.pid
            assert f"another program of yours, {svc.owner.program} (pid {thief.pid}), not Ling " \
                   "Desk" in svc.problem  # fmt: skip
            assert svc.exposed_apps() == ["Continue"]
    finally:
        svc.stop()
        keys.close()


def test_this_users_own_ling_desk_on_the_port_is_no_stranger(tmp_path):
    """A keeper of this user that Ling Desk cannot reach (another runtime folder) holds the port:
    said plainly, and no key is marked."""
    port = pick_free_port()
    rt = tmp_path / "rt"
    rt.mkdir(mode=0o700)
    keeper = subprocess.Popen(
        [sys.executable, "-m", "app", "gateway-keeper", "--port", str(port)],
        cwd=ROOT, env={**os.environ, "XDG_RUNTIME_DIR": str(rt)},
    )  # fmt: skip
    svc, keys = _service(tmp_path, port)
    keys.create("Continue")
    try:
        deadline = 200
        while ping(port, rt / "ling-desk") is None and deadline:
            deadline -= 1
            subprocess.run(["sleep", "0.05"])
        owner = port_owner(port)
        assert owner is not None and not owner.stranger and owner.pid == keeper.pid
        assert not svc.start()
        assert svc.owner is None
        assert owner.keeper
        assert svc.problem.startswith(f"port {port} on 127.0.0.1 is held by your gateway keeper "
                                      f"(pid {keeper.pid}), which Ling Desk could not reach")  # fmt: skip
        assert svc.exposed_apps() == []
    finally:
        keeper.kill()
        keeper.wait(10)
        svc.stop()
        keys.close()


@as_root
def test_another_accounts_program_is_hidden_from_a_normal_user_who_is_still_named(tmp_path):
    """The check as a normal user runs it (here: nobody), against root's squatter, whose fds
    nobody may read: the user is named from /proc/net/tcp and the program is said hidden."""
    port = pick_free_port()
    with squatter(port):
        r = subprocess.run(
            [*NOBODY, sys.executable, "-c",
             "import json, sys; from app.core.gateway.owner import port_owner; "
             "o = port_owner(int(sys.argv[1])); print(json.dumps([o.to_dict(), o.who()]))",
             str(port)],
            cwd=ROOT, capture_output=True, text=True, timeout=30,
        )  # fmt: skip
    assert r.returncode == 0, r.stderr
    found, who = json.loads(r.stdout)
    assert found == {"user": "root", "uid": 0, "program": None, "pid": None}
    assert who == ("user root's program (which program is hidden: Ling Desk may not look into "
                   "another account's processes)")  # fmt: skip


FAKE_KEEPER = """
import os, socket, sys
port, rt = int(sys.argv[1]), sys.argv[2]
tcp = socket.create_server(("127.0.0.1", port))
os.makedirs(rt + "/ling-desk", exist_ok=True)
ctl = socket.socket(socket.AF_UNIX)
ctl.bind(f"{rt}/ling-desk/gateway-keeper-{port}.sock")
os.chmod(f"{rt}/ling-desk/gateway-keeper-{port}.sock", 0o666)
ctl.listen()
while True:
    c, _ = ctl.accept()
    try:
        c.recv(100)
        socket.send_fds(c, [b"ok\\n"], [tcp.fileno()])
    except OSError:
        pass
    c.close()
"""


def test_nobody_on_the_port_is_no_owner():
    assert port_owner(pick_free_port()) is None


@as_root
def test_another_accounts_keeper_is_never_borrowed_from_and_is_a_stranger(tmp_path):
    """Another account's Ling Desk keeper on the port (a colleague's, on a shared Spark): Ling
    Desk checks the keeper's uid before taking a socket from it, and names it as a stranger."""
    import tempfile

    port = pick_free_port()
    rt = Path(tempfile.mkdtemp(prefix="a-colleagues-runtime-"))  # in /tmp: nobody can reach it
    os.chown(rt, 65534, 65534)
    # Theirs lends to anyone (a stranger controls their own code): Ling Desk's own check counts.
    keeper = subprocess.Popen([*NOBODY, sys.executable, "-c", FAKE_KEEPER, str(port), str(rt)])
    svc, keys = _service(tmp_path, port)
    svc.keeper_dir = rt / "ling-desk"  # where theirs listens: it must not be trusted
    keys.create("Continue")
    try:
        for _ in range(400):
            if (rt / "ling-desk" / f"gateway-keeper-{port}.sock").exists():
                break
            subprocess.run(["sleep", "0.05"])
        assert not svc.start()
        assert svc.owner is not None and svc.owner.user == "nobody"
        assert svc.owner.pid == keeper.pid
        assert svc.exposed_apps() == ["Continue"]
    finally:
        keeper.kill()
        keeper.wait(10)
        svc.stop()
        keys.close()
        shutil.rmtree(rt, ignore_errors=True)
