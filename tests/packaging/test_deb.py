"""The .deb packages, built by packaging/build-deb.sh and installed as IT would install them.

amd64 (CI, or LING_DESK_DEB_TEST=1): the package is built and installed with apt into a throwaway
Debian 12 root made cold by debootstrap, which brings the package's Depends and nothing else; the
app then runs there: --version, engine-command --json, the window under Xvfb. lintian and the
desktop validators check what it installed; an ordinary user's data survives an upgrade to the
next version (a second package, this tree with --version) and a downgrade back leaves what the
newer one wrote untouched; remove keeps the user's files, purge names them.

arm64 (LING_DESK_DEB_TEST_ARM64=1, its own command): every native library in the package is
AArch64 (3 min); where qemu-user-static's binfmt handler is enabled the package is installed into
a Debian 13 arm64 root and runs there too (the window included): about 45 min cold on the shared
2-core machine, most of it pip under emulation.

Needs root (chroot), debootstrap, dpkg-deb, lintian, Xvfb, xdotool and the Debian mirror.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tomllib
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
# The upgrade test's second package: this tree, one patch release on.
NEXT_VERSION = ".".join([*VERSION.split(".")[:-1], str(int(VERSION.split(".")[-1]) + 1)])
MIRROR = os.environ.get("LING_DESK_DEB_MIRROR", "http://deb.debian.org/debian")
IN_CI = os.environ.get("CI") == "true"
AMD64 = IN_CI or os.environ.get("LING_DESK_DEB_TEST") == "1"
ARM64 = os.environ.get("LING_DESK_DEB_TEST_ARM64") == "1"
TOOLS = ("debootstrap", "dpkg-deb", "lintian", "chroot", "Xvfb", "xdotool")
# The window's own Qt libraries: each must resolve in a root that has only the package's Depends.
QT_LOADED = (
    "libQt6Core.so.6", "libQt6Gui.so.6", "libQt6Widgets.so.6", "libQt6Network.so.6",
    "libQt6DBus.so.6", "libQt6XcbQpa.so.6", "libqxcb.so", "libqxcb-glx-integration.so",
    "libqxcb-egl-integration.so",
)  # fmt: skip

pytestmark = [pytest.mark.timeout(1800)]


def _need_tools() -> None:
    missing = [t for t in TOOLS if shutil.which(t) is None]
    problem = None
    if os.geteuid() != 0:
        problem = "needs root (debootstrap and chroot)"
    elif missing:
        problem = f"needs {', '.join(missing)} (.ci/run installs them)"
    if problem and IN_CI:
        pytest.fail(problem)
    if problem:
        pytest.skip(problem)


def _run(argv: list[str], log: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run to the end; on failure the assertion shows the command's output (and keeps a log)."""
    r = subprocess.run(argv, capture_output=True, text=True)
    if log is not None:
        log.write_text(r.stdout + r.stderr)
    assert r.returncode == 0, f"{argv} exited {r.returncode}:\n{r.stdout[-4000:]}{r.stderr[-4000:]}"
    return r


@dataclass
class Installed:
    root: Path
    deb: Path
    tmp: Path
    # The upgrade test's second package (NEXT_VERSION), built while this one installs.
    next_build: subprocess.Popen[bytes] | None = None

    def next_deb(self) -> Path:
        assert self.next_build is not None, "no second package was started"
        log = self.tmp / "build-next.log"
        assert self.next_build.wait() == 0, log.read_text()[-4000:]
        deb = self.tmp / "next" / f"ling-desk_{NEXT_VERSION}_{self.deb.name.split('_')[-1]}"
        assert deb.is_file(), log.read_text()[-4000:]
        return deb

    def sh(self, script: str) -> subprocess.CompletedProcess[str]:
        """A shell command inside the root, as a user's session would run it (a clean env)."""
        return _run(["chroot", str(self.root), *USER_ENV, "/bin/sh", "-c", script])

    def admin(self, script: str) -> subprocess.CompletedProcess[str]:
        """A command as the admin runs apt (sbin on the PATH, no questions)."""
        return _run(["chroot", str(self.root), *ADMIN_ENV, "/bin/sh", "-c", script])


USER_ENV = ["env", "-i", "HOME=/home/tester", "PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8"]
ADMIN_ENV = ["env", "-i", "HOME=/root", "PATH=/usr/sbin:/usr/bin:/sbin:/bin", "LANG=C.UTF-8",
             "DEBIAN_FRONTEND=noninteractive"]  # fmt: skip


def _make_root(tmp: Path, arch: str, suite: str) -> tuple[subprocess.Popen[bytes], Path]:
    root = tmp / f"root-{arch}"
    log = (tmp / f"debootstrap-{arch}.log").open("wb")
    argv = ["debootstrap", f"--arch={arch}", "--variant=minbase", suite, str(root), MIRROR]
    return subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT), root


def _build(tmp: Path, arch: str) -> Path:
    _run(["bash", str(ROOT / "packaging" / "build-deb.sh"), "--arch", arch, "--out", str(tmp)],
         log=tmp / f"build-{arch}.log")  # fmt: skip
    deb = tmp / f"ling-desk_{VERSION}_{arch}.deb"
    assert deb.is_file()
    return deb


def _start_next_build(tmp: Path, arch: str, deb: Path) -> subprocess.Popen[bytes]:
    """The same tree as NEXT_VERSION, its wheels and man page taken from `deb` (13 s, not 60)."""
    log = (tmp / "build-next.log").open("wb")
    argv = ["bash", str(ROOT / "packaging" / "build-deb.sh"), "--arch", arch,
            "--out", str(tmp / "next"), "--version", NEXT_VERSION, "--reuse", str(deb)]  # fmt: skip
    return subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)


def _install(root: Path, deb: Path, boot: subprocess.Popen[bytes], tmp: Path) -> Installed:
    assert boot.wait() == 0, (tmp / f"debootstrap-{root.name[5:]}.log").read_text()[-4000:]
    _run(["mount", "-t", "proc", "proc", str(root / "proc")])
    shutil.copy(deb, root / "tmp" / deb.name)
    (root / "home" / "tester").mkdir(parents=True, exist_ok=True)
    _run(
        ["chroot", str(root), *ADMIN_ENV, "/bin/sh", "-c",
         f"apt-get update -qq && apt-get install -y -q /tmp/{deb.name}"],
        log=tmp / f"install-{root.name}.log",
    )  # fmt: skip
    return Installed(root, deb, tmp)


def _mounts_under(root: Path) -> list[str]:
    points = [line.split()[1] for line in Path("/proc/mounts").read_text().splitlines()]
    return [p for p in points if p == str(root) or p.startswith(f"{root}/")]


def _drop_root(root: Path) -> None:
    # Unmounted first (our /proc, and what a killed debootstrap may have left: it bind-mounts
    # device nodes in a container): rmtree must never walk into the host's files.
    for point in sorted(_mounts_under(root), reverse=True):
        subprocess.run(["umount", "-l", point], check=False)
    assert not _mounts_under(root), f"still mounted under {root}: {_mounts_under(root)}"
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def amd64(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    if not AMD64:
        pytest.skip("the .deb test runs in CI or with LING_DESK_DEB_TEST=1 (a few minutes)")
    _need_tools()
    tmp = tmp_path_factory.mktemp("deb-amd64")
    # The clean root and the build both mostly wait on the network: made at the same time.
    boot, root = _make_root(tmp, "amd64", "bookworm")
    following = None
    try:
        deb = _build(tmp, "amd64")
        following = _start_next_build(tmp, "amd64", deb)  # beside the install
        box = _install(root, deb, boot, tmp)
        box.next_build = following
        yield box
    finally:
        for proc in (boot, following):
            if proc is not None:
                proc.kill()
                proc.wait()
        _drop_root(root)


@pytest.fixture()
def display() -> Iterator[str]:
    """A private Xvfb; the chroot reaches it through its abstract socket (one network
    namespace), so no TCP listener and no socket file inside the root are needed."""
    r, w = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(w), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(w)
    with os.fdopen(r) as f:
        number = f.readline().strip()
    try:
        assert number.isdigit(), "Xvfb did not start"
        yield f":{number}"
    finally:
        xvfb.terminate()
        xvfb.wait()


def _version_and_engine_command(box: Installed) -> None:
    assert box.sh("ling-desk --version").stdout.strip() == f"ling-desk {VERSION}"
    box.sh("mkdir -p /tmp/model")
    out = box.sh("ling-desk engine-command --json --basedir /tmp/b --model /tmp/model").stdout
    command = json.loads(out)
    assert command["ok"] is True, command
    assert command["argv"][1:3] == ["-m", "sglang.launch_server"]
    assert "/tmp/model" in command["argv"]


def _window_runs(box: Installed, display: str, patience_s: float = 120) -> None:
    """The window opens from the package and is still up after a few seconds."""
    app = subprocess.Popen(
        ["chroot", str(box.root), *USER_ENV, f"DISPLAY={display}", "ling-desk"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    try:
        # --sync waits for the window to be mapped; the timeout bounds a window that never comes.
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Ling Desk"],
            env={**os.environ, "DISPLAY": display}, capture_output=True, text=True, timeout=patience_s,
        )  # fmt: skip
        assert found.returncode == 0 and found.stdout.strip(), "no Ling Desk window appeared"
        with pytest.raises(subprocess.TimeoutExpired):
            app.wait(timeout=3)  # still running a few seconds after it opened
    finally:
        app.terminate()
        try:
            out, _ = app.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            app.kill()
            out, _ = app.communicate()
    assert "Traceback" not in out and "qt.qpa" not in out, out


def _qt_libraries_resolve(box: Installed) -> None:
    """Every Qt library the window loads finds its system libraries: the Depends are complete."""
    paths = box.sh("find /opt/ling-desk/venv -name '*.so*' -type f").stdout.split()
    wanted = [p for p in paths if os.path.basename(p) in QT_LOADED or
              (os.path.basename(p).startswith(("QtCore.", "QtGui.", "QtWidgets.", "QtNetwork."))
               and p.endswith(".abi3.so"))]  # fmt: skip
    assert len(wanted) >= len(QT_LOADED) + 4, wanted
    for lib in wanted:
        ldd = box.sh(f"ldd {lib}").stdout
        missing = [line.strip() for line in ldd.splitlines() if "not found" in line]
        assert not missing, f"{lib} misses {missing}"


def test_amd64_package_installs_into_a_clean_debian_root_and_runs(amd64: Installed, display):
    _version_and_engine_command(amd64)
    _qt_libraries_resolve(amd64)
    _window_runs(amd64, display)
    r = amd64.root
    assert (r / "usr/share/man/man1/ling-desk.1.gz").is_file()
    for size in ("16x16", "48x48", "256x256"):
        assert (r / f"usr/share/icons/hicolor/{size}/apps/ling-desk.png").is_file()
    assert (r / "usr/share/icons/hicolor/scalable/apps/ling-desk.svg").is_file()
    # The translations: .qm for the window, .ts for the CLI (issue 41).
    for name in ("ling_desk_zh_CN.qm", "ling_desk_de.qm", "ling_desk_zh_CN.ts", "ling_desk_de.ts"):
        assert list(r.glob(f"opt/ling-desk/venv/lib/python3.*/site-packages/app/i18n/{name}")), name


def test_amd64_installed_desktop_files_validate(amd64: Installed):
    desktop = amd64.root / "usr/share/applications/ling-desk.desktop"
    r = _run(["desktop-file-validate", str(desktop)])
    assert not r.stdout.strip(), r.stdout
    metainfo = amd64.root / "usr/share/metainfo/io.github.lingdesk.LingDesk.metainfo.xml"
    _run(["appstreamcli", "validate", "--no-net", "--explain", str(metainfo)])


def test_amd64_package_has_no_lintian_errors(amd64: Installed):
    r = subprocess.run(["lintian", str(amd64.deb)], capture_output=True, text=True)
    errors = [line for line in r.stdout.splitlines() if line.startswith("E:")]
    assert not errors, r.stdout
    assert r.returncode == 0, r.stdout + r.stderr


def test_amd64_gateway_keeper_units_are_enabled_and_the_keeper_runs(amd64: Installed):
    """The package holds every user's API port from login on: its user units are installed and
    enabled for all users, and the keeper it starts answers 503 and forwards nothing."""
    import socket
    import time

    import httpx

    r = amd64.root
    for unit in ("ling-desk-gateway.socket", "ling-desk-gateway.service"):
        assert (r / "usr/lib/systemd/user" / unit).read_text() == (
            ROOT / "packaging/deb" / unit
        ).read_text()
    if (r / "usr/bin/deb-systemd-helper").exists():
        wants = r / "etc/systemd/user/sockets.target.wants/ling-desk-gateway.socket"
        assert wants.is_symlink()
        # Debian 12's deb-systemd-helper links /lib/..., newer ones /usr/lib/... (merged /usr).
        assert os.readlink(wants).endswith("/lib/systemd/user/ling-desk-gateway.socket")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    keeper = subprocess.Popen(
        ["chroot", str(r), *USER_ENV, "XDG_RUNTIME_DIR=/tmp", "ling-desk", "gateway-keeper",
         "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        end, got = time.monotonic() + 60, None
        while got is None and time.monotonic() < end:
            try:
                got = httpx.post(f"http://127.0.0.1:{port}/v1/chat/completions", json={})
            except httpx.ConnectError:
                time.sleep(0.2)
        assert got is not None and got.status_code == 503
        assert got.json()["error"]["message"].startswith("Ling Desk is not running")
    finally:
        keeper.kill()  # chroot, env and the wrapper each exec the next: this pid is the keeper
        keeper.wait(10)


def test_amd64_a_python_gone_by_upgrade_is_told_with_the_fix(amd64: Installed):
    # A release upgrade replaces python3.11 by another: the venv's interpreter link dies.
    python = amd64.root / "usr/bin/python3.11"
    python.rename(python.with_name("python3.11.away"))
    try:
        r = subprocess.run(
            ["chroot", str(amd64.root), *USER_ENV, "ling-desk", "--version"],
            capture_output=True, text=True,
        )  # fmt: skip
    finally:
        python.with_name("python3.11.away").rename(python)
    assert r.returncode == 1
    assert "sudo /usr/lib/ling-desk/make-venv" in r.stderr and "Traceback" not in r.stderr
    assert amd64.sh("ling-desk --version").stdout.strip() == f"ling-desk {VERSION}"


# --- upgrades ----------------------------------------------------------------------------------
#
# A user with real data made by this version (VERSION): the package of the next version
# (NEXT_VERSION, this same tree built with build-deb.sh --version) is installed over it with apt,
# and then this version again (a downgrade). The two packages carry the same store formats, so
# what a later release writes that this one cannot read is made as it would write it: B's own
# Python stamps each store with the next format number (the history's schema_version, SQLite's
# user_version of the library, the API key file and the audit file) and the settings file says
# the next schema_version. That number is all an older version looks at before refusing, so the
# downgrade below meets exactly what a newer release's files would show it.

USER, UID = "alice", 1001
USER_HOME = f"/home/{USER}"
VENV_PYTHON = "/opt/ling-desk/venv/bin/python"
LOCKS = ("instance.lock", ".audit.lock")  # a run's locks (a pid): not the user's data

# The settings as the releases before schema 2 wrote them: the launcher as one shell string and
# the optimizations under [features]. Each release since reads them through its migrations.
SETTINGS_V1 = (
    "schema_version = 1\n"
    "[engine]\n"
    'launcher = "python3 -m sglang.launch_server --log-level info"\n'
    "port = 31234\n"
    "[features]\n"
    "humming = false\n"
)

AUDIT_APPEND = """
import sys
from app.core import audit
from app.core.paths import Paths
from app.core.vault import keys
paths = Paths.from_basedir(None)
with audit.AuditLog(paths.data_dir / audit.FOLDER, keys.load(paths)) as log:
    for n in sys.argv[1:]:
        log.append("export", {"conversations": int(n)})
"""

# The history as the releases before pinned conversations (schema 2) left it.
HISTORY_TO_SCHEMA_2 = """
from app.core.paths import Paths
from app.core.vault import connect, keys
paths = Paths.from_basedir(None)
db = connect(paths.history_db, keys.load(paths))
db.execute("ALTER TABLE conversations DROP COLUMN pinned")
# Schema 4's index (CJK pairs, issue 41) undone: schema 2's, as its own step made it.
for stmt in ("DROP TRIGGER messages_ai", "DROP TRIGGER messages_ad", "DROP TRIGGER messages_au",
             "DROP TABLE messages_fts", "DROP VIEW messages_fts_source",
             "ALTER TABLE messages DROP COLUMN grams",
             "CREATE VIRTUAL TABLE messages_fts USING fts5(content, reasoning)"):
    db.execute(stmt)
for name in ("messages_ai", "messages_ad", "messages_au"):
    db.execute(f"CREATE TRIGGER {name} AFTER INSERT ON messages BEGIN SELECT 1; END")
from app.core.chat.store import MIGRATIONS
MIGRATIONS[1](db)
db.execute("UPDATE schema_version SET version = 2")
db.commit()
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
"""

HISTORY_SCHEMA = """
from app.core.paths import Paths
from app.core.vault import connect, keys
paths = Paths.from_basedir(None)
db = connect(paths.history_db, keys.load(paths))
print(db.execute("SELECT version FROM schema_version").fetchone()[0])
db.close()
"""

# What a newer release would have written: each store's next format number.
STAMP_NEWER = """
from app.core import audit, vault
from app.core.audit import files
from app.core.chat import store
from app.core.docs import library
from app.core.gateway import keys as gateway_keys
from app.core.paths import Paths
from app.core.vault import keys
paths = Paths.from_basedir(None)
key, data = keys.load(paths), paths.data_dir
for path, sql in (
    (paths.history_db, f"UPDATE schema_version SET version = {store.SCHEMA_VERSION + 1}"),
    (data / "documents.sqlite3", f"PRAGMA user_version = {library.FORMAT + 1}"),
    (data / "api-keys.sqlite3", f"PRAGMA user_version = {gateway_keys.FORMAT + 1}"),
    (data / audit.FOLDER / audit.file_name(1), f"PRAGMA user_version = {files.FORMAT + 1}"),
):
    db = vault.connect(path, key)
    db.execute(sql)
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
"""


def _as_user(box: Installed, script: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    """A shell command as the root's ordinary user (their own uid, home and a clean env); the data
    key in a 0600 file, as on a machine without a keyring."""
    argv = ["chroot", f"--userspec={UID}:{UID}", f"--groups={UID}", str(box.root), "env", "-i",
            f"HOME={USER_HOME}", "PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8",
            "LINGDESK_KEY_STORE=file", "/bin/sh", "-c", script]  # fmt: skip
    if ok:
        return _run(argv)
    return subprocess.run(argv, capture_output=True, text=True)


def _as_user_json(box: Installed, script: str) -> dict:
    return json.loads(_as_user(box, script).stdout)


def _user_files(box: Installed) -> dict[str, str]:
    """Every file of the user's settings and data, by path, as its sha256."""
    import hashlib

    found = {}
    for top in (".config/ling-desk", ".local/share/ling-desk"):
        for p in sorted((box.root / USER_HOME[1:] / top).rglob("*")):
            if p.is_file() and p.name not in LOCKS:
                found[str(p.relative_to(box.root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return found


def _put(box: Installed, name: str, text: str) -> str:
    """A file for the user to read, in the root's /tmp; its path there."""
    (box.root / "tmp" / name).write_text(text)
    (box.root / "tmp" / name).chmod(0o644)
    return f"/tmp/{name}"


def _apt_install(box: Installed, deb: Path, *flags: str) -> None:
    shutil.copy(deb, box.root / "tmp" / deb.name)
    box.admin(f"apt-get install -y -q {' '.join(flags)} /tmp/{deb.name}")


@dataclass
class Made:
    """What the user made with VERSION before the upgrade."""

    conversation: str
    key_hint: str
    audit_before: list[dict]
    settings_sha: str


@pytest.fixture(scope="module")
def upgraded(amd64: Installed) -> Made:
    """The user's data made with real verbs of VERSION, then NEXT_VERSION installed over it."""
    from app.core.chat.export import to_json
    from app.core.chat.model import Conversation

    box = amd64
    assert box.sh("ling-desk --version").stdout.strip() == f"ling-desk {VERSION}"
    box.admin(f"useradd --create-home --uid {UID} --user-group --shell /bin/sh {USER}")
    config = box.root / USER_HOME[1:] / ".config/ling-desk"
    _as_user(box, f"mkdir -p {USER_HOME}/.config/ling-desk")
    (config / "settings.toml").write_text(SETTINGS_V1)
    os.chown(config / "settings.toml", UID, UID)
    conv = Conversation(title="kept across upgrades")
    q = conv.new_message("user", None, "which zebra crossed first?")
    conv.new_message("assistant", q.id, "the one with the most stripes")
    imported = _as_user_json(
        box, f"ling-desk history import --json {_put(box, 'chat.json', to_json(conv))}"
    )
    assert imported["imported"][0]["messages"] == 2
    _as_user(box, f"ling-desk docs add {_put(box, 'zebras.txt', 'Zebras graze at dawn.')}")
    token = _as_user(box, "ling-desk api key create laptop").stdout.strip()
    assert token.startswith("lingdesk-")
    # The verbs above recorded what they did (the key made, ...); two more records on top.
    recorded = _as_user_json(box, "ling-desk audit verify --json")["records"]
    append = _put(box, "audit_append.py", AUDIT_APPEND)
    _as_user(box, f"{VENV_PYTHON} {append} 1 2")
    assert _as_user_json(box, "ling-desk audit verify --json") == {
        "ok": True, "records": recorded + 2, "files": 1}  # fmt: skip
    audit_before = _as_user_json(box, "ling-desk audit show --json")["records"]
    # Encrypted at rest, the key in the file store (no keyring in the root).
    data = box.root / USER_HOME[1:] / ".local/share/ling-desk"
    for name in ("history.sqlite3", "documents.sqlite3", "api-keys.sqlite3"):
        assert not (data / name).read_bytes().startswith(b"SQLite format 3"), name
    assert (config / "data-key").stat().st_mode & 0o777 == 0o600
    # The history as an older release left it: the upgrade's first start migrates it.
    _as_user(box, f"{VENV_PYTHON} {_put(box, 'to_schema_2.py', HISTORY_TO_SCHEMA_2)}")
    settings_sha = _user_files(box)[f"{USER_HOME[1:]}/.config/ling-desk/settings.toml"]

    _apt_install(box, box.next_deb())
    return Made(conv.id, token[-4:], audit_before, settings_sha)


def test_amd64_an_upgrade_keeps_every_users_data_and_migrates_it(amd64: Installed, upgraded):
    box, made = amd64, upgraded
    assert box.sh("ling-desk --version").stdout.strip() == f"ling-desk {NEXT_VERSION}"
    # Settings: the file as it was, read through the migrations (v1's launcher string and
    # [features] table, as the new version's engine command shows them).
    assert _user_files(box)[f"{USER_HOME[1:]}/.config/ling-desk/settings.toml"] == made.settings_sha
    box.sh("mkdir -p /tmp/model")
    command = _as_user_json(box, "ling-desk engine-command --json --model /tmp/model")
    argv = command["argv"]
    assert argv[:5] == ["python3", "-m", "sglang.launch_server", "--log-level", "info"]
    assert argv[argv.index("--port") + 1] == "31234"
    assert argv[argv.index("--moe-runner-backend") + 1] != "humming"  # humming = false
    # History: migrated to the current schema on its first open, the conversation whole.
    listed = _as_user_json(box, "ling-desk history list --json")["conversations"]
    assert [(c["id"], c["messages"], c["pinned"]) for c in listed] == [
        (made.conversation, 2, False)
    ]
    schema = _as_user(box, f"{VENV_PYTHON} {_put(box, 'schema.py', HISTORY_SCHEMA)}").stdout
    from app.core.chat.store import SCHEMA_VERSION

    assert schema.strip() == str(SCHEMA_VERSION)  # the current one, whatever it is
    exported = _as_user(box, f"ling-desk history export --format md {made.conversation}").stdout
    assert "which zebra crossed first?" in exported and "the most stripes" in exported
    # The library and the API key.
    [doc] = _as_user_json(box, "ling-desk docs list --json")["documents"]
    assert doc["path"] == "/tmp/zebras.txt" and doc["status"] == "indexed"
    assert "Zebras graze at dawn" in _as_user(box, "ling-desk docs search zebras").stdout
    [key] = _as_user_json(box, "ling-desk api key list --json")["keys"]
    assert (key["name"], key["hint"]) == ("laptop", made.key_hint)
    # The audit chain: the same records, and the new version's continue it.
    _as_user(box, f"{VENV_PYTHON} /tmp/audit_append.py 3")
    verdict = _as_user_json(box, "ling-desk audit verify --json")
    assert verdict["ok"] and verdict["files"] == 1
    after = _as_user_json(box, "ling-desk audit show --json")["records"]
    n = len(made.audit_before)
    assert after[:n] == made.audit_before  # every record of the old version, unchanged
    assert after[n]["prev"] == made.audit_before[-1]["hash"]  # and the chain goes on from it
    assert (after[-1]["kind"], after[-1]["fields"]) == ("export", {"conversations": 3})


def test_amd64_a_downgrade_says_what_it_cannot_read_and_changes_no_byte(amd64: Installed, upgraded):
    box = amd64
    # What a newer release writes (see above): each store's next format number.
    _as_user(box, f"{VENV_PYTHON} {_put(box, 'stamp_newer.py', STAMP_NEWER)}")
    from app.core.settings import SCHEMA_VERSION

    settings = box.root / USER_HOME[1:] / ".config/ling-desk/settings.toml"
    settings.write_text(f"schema_version = {SCHEMA_VERSION + 1}\n[privacy]\nencrypt = true\n")
    before = _user_files(box)
    _apt_install(box, box.deb, "--allow-downgrades")
    assert box.sh("ling-desk --version").stdout.strip() == f"ling-desk {VERSION}"
    for verb, file in (
        ("history list", "history.sqlite3"),
        ("docs list", "documents.sqlite3"),
        ("api key list", "api-keys.sqlite3"),
        ("audit verify", "audit-0001.sqlite3"),
    ):
        r = _as_user(box, f"ling-desk {verb}", ok=False)
        assert r.returncode == 1, (verb, r.stdout, r.stderr)
        assert "written by a newer Ling Desk" in r.stderr and file in r.stderr, (verb, r.stderr)
        assert "Traceback" not in r.stderr
    # The settings: said, the defaults used for the run, the file kept.
    r = _as_user(box, "ling-desk engine-command --json --model /tmp/model")
    assert f"{USER_HOME}/.config/ling-desk/settings.toml" in r.stderr
    assert "written by a newer Ling Desk" in r.stderr
    assert _user_files(box) == before  # not one byte changed, renamed or moved aside
    assert _as_user(box, "ls -a ~/.config/ling-desk").stdout.split().count("settings.toml") == 1


def test_amd64_remove_keeps_user_files_and_purge_names_them(amd64: Installed):
    # The user's files, as the app makes them (the window test above made some too).
    amd64.sh("ling-desk engine-command --json --model /tmp/model >/dev/null")
    data = amd64.root / "home/tester/.local/share/ling-desk"
    (data / "history.sqlite3").write_bytes(b"a user's history")
    amd64.admin("apt-get remove -y -q ling-desk")
    assert not (amd64.root / "usr/bin/ling-desk").exists()
    assert not (amd64.root / "opt/ling-desk").exists()
    assert (data / "history.sqlite3").read_bytes() == b"a user's history"
    assert (amd64.root / "home/tester/.config/ling-desk").is_dir()
    purge = amd64.admin("apt-get purge -y -q ling-desk")
    assert "~/.local/share/ling-desk" in purge.stdout and "~/.config/ling-desk" in purge.stdout
    assert (data / "history.sqlite3").read_bytes() == b"a user's history"


# --- arm64 -------------------------------------------------------------------------------------

AARCH64 = 183  # ELF e_machine


def _elf_machines(wheel: Path) -> dict[str, int]:
    """e_machine of every ELF file inside a wheel (read from its header, as readelf -h does)."""
    found = {}
    with zipfile.ZipFile(wheel) as z:
        for info in z.infolist():
            with z.open(info) as f:
                head = f.read(20)
            if head[:4] == b"\x7fELF":
                order = "little" if head[5] == 1 else "big"
                found[info.filename] = int.from_bytes(head[18:20], order)
    return found


def _qemu_aarch64_enabled() -> bool:
    status = Path("/proc/sys/fs/binfmt_misc/qemu-aarch64")
    return status.is_file() and status.read_text().startswith("enabled")


@pytest.fixture(scope="module")
def arm64_deb(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Path]]:
    if not ARM64:
        pytest.skip("the arm64 .deb test runs with LING_DESK_DEB_TEST_ARM64=1 (its own command)")
    _need_tools()
    tmp = tmp_path_factory.mktemp("deb-arm64")
    yield _build(tmp, "arm64"), tmp


def test_arm64_package_carries_only_aarch64_native_code(arm64_deb):
    deb, tmp = arm64_deb
    unpacked = tmp / "unpacked"
    _run(["dpkg-deb", "-x", str(deb), str(unpacked)])
    fields = _run(["dpkg-deb", "-f", str(deb), "Architecture", "Depends"]).stdout
    assert "Architecture: arm64" in fields and "libc6 (>= 2.39)" in fields, fields
    wheels = sorted((unpacked / "usr/lib/ling-desk/wheels").glob("*.whl"))
    machines: dict[str, int] = {}
    for wheel in wheels:
        assert "x86_64" not in wheel.name, wheel.name
        machines.update({f"{wheel.name}:{k}": v for k, v in _elf_machines(wheel).items()})
    assert any("libQt6Core" in name for name in machines), "no Qt libraries found in the wheels"
    wrong = {name: m for name, m in machines.items() if m != AARCH64}
    assert not wrong, wrong
    for py in ("311", "312", "313"):
        assert (unpacked / f"usr/lib/ling-desk/lock/cp{py}-aarch64.txt").is_file()


@pytest.mark.timeout(3600)
def test_arm64_package_installs_and_runs_under_qemu(arm64_deb, display):
    if not _qemu_aarch64_enabled():
        if shutil.which("qemu-aarch64-static") is None:
            pytest.skip("qemu-user-static is not installed (apt-get install qemu-user-static)")
        pytest.skip("qemu-aarch64's binfmt handler is not enabled (update-binfmts --enable)")
    deb, tmp = arm64_deb
    # Debian 13: glibc 2.41 and Python 3.13 (the arm64 wheels need glibc 2.39, as DGX OS has).
    boot, root = _make_root(tmp, "arm64", "trixie")
    try:
        box = _install(root, deb, boot, tmp)
        assert box.sh("uname -m").stdout.strip() == "aarch64"
        _version_and_engine_command(box)
        _qt_libraries_resolve(box)
        _window_runs(box, display, patience_s=600)  # emulated: minutes, not seconds
    finally:
        boot.kill()
        boot.wait()
        _drop_root(root)
