"""The gateway keeper: holds the local API's port from login while Ling Desk is not running.

Whoever binds 127.0.0.1:4950 first receives every editor's key, prompt and file (a DGX Spark is
often shared over SSH by several accounts). So the port is never left free: `ling-desk
gateway-keeper` holds the listening socket (handed to it by systemd's socket activation, or bound
by itself when XDG autostart starts it) and answers every request with 503 "Ling Desk is not
running", forwarding nothing. When the window or `serve` starts the gateway, it asks the keeper,
over a Unix socket in this user's private runtime folder (the peer's uid checked both ways), for
the listening socket itself (SCM_RIGHTS) and serves on it; the keeper stops accepting while that
connection stays open and resumes the moment it closes (quit, crash, SIGKILL): the kernel closes
it for a dead process, so the port is never free in between.

Stdlib only and cheap to import: it starts at every login (`python -m app gateway-keeper` does
not import the rest of the app).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import selectors
import shlex
import shutil
import socket
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from app.core.words import translate

DEFAULT_PORT = 4950  # the gateway's fixed port (app.core.gateway.config takes it from here)
BACKLOG = 2048  # as the gateway's own listen backlog
UNIT = "ling-desk-gateway"  # ling-desk-gateway.socket + ling-desk-gateway.service
AUTOSTART = "ling-desk-gateway-keeper.desktop"
NOT_RUNNING = (
    "Ling Desk is not running: start Ling Desk (or `ling-desk serve`) to use Ling-3.0-flash. "
    "Nothing was sent anywhere."
)
_MAX_ANSWERING = 64  # connections answered at once; more are closed at once
_HEAD_LIMIT = 64 * 1024


class KeeperError(Exception):
    """The keeper cannot do what was asked; the message says why, in plain words."""


class KeeperBusy(KeeperError):
    """The keeper has lent the port to another Ling Desk of this user, still running."""

    def __init__(self, pid: int) -> None:
        super().__init__(
            translate("keeper", "your other Ling Desk (pid {pid}) serves the port").format(pid=pid)
        )
        self.pid = pid


# -- where --------------------------------------------------------------------------------


def keeper_dir() -> Path:
    """This user's private runtime folder for the keeper's control socket: what systemd's %t is
    ($XDG_RUNTIME_DIR, else /run/user/UID), with a private folder in /tmp as the last resort."""
    env = os.environ.get("XDG_RUNTIME_DIR")
    base = Path(env) if env else Path(f"/run/user/{os.getuid()}")
    try:
        usable = base.is_dir()
    except OSError:  # e.g. a folder we may not enter
        usable = False
    if not usable:
        base = Path(tempfile.gettempdir()) / f"ling-desk-{os.getuid()}"
    return base / "ling-desk"


def control_path(port: int, directory: Path | None = None) -> Path:
    return (directory or keeper_dir()) / f"gateway-keeper-{port}.sock"


def _private_dir(path: Path) -> None:
    """Make `path` (and a /tmp parent of ours) 0700, refusing one that another user owns."""
    for d in (path.parent, path) if path.parent.name.startswith("ling-desk-") else (path,):
        d.mkdir(mode=0o700, exist_ok=True)
        st = d.lstat()
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
            raise KeeperError(
                translate(
                    "keeper", "{folder} is not a folder of yours: the keeper will not use it"
                ).format(folder=d)
            )
        if stat.S_IMODE(st.st_mode) & 0o077:
            os.chmod(d, 0o700)


def peer_uid(conn: socket.socket) -> int:
    """The uid of the process at the other end of a Unix socket, as the kernel says."""
    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    return struct.unpack("3i", creds)[1]


# -- Ling Desk's side: borrow the port ----------------------------------------------------


class Lease:
    """The open connection to the keeper: while it is open the keeper leaves the port to us."""

    def __init__(self, conn: socket.socket, sockets: list[socket.socket]) -> None:
        self._conn = conn
        self.sockets = sockets

    def close(self) -> None:
        # Our copies of the listening sockets are closed by whoever serves on them; closing
        # this connection tells the keeper to answer 503 again.
        with contextlib.suppress(OSError):
            self._conn.close()


def borrow(port: int, directory: Path | None = None, timeout_s: float = 5.0) -> Lease | None:
    """The keeper's listening socket(s) for 127.0.0.1:port, or None when no keeper of this user
    answers. Raises KeeperBusy when another Ling Desk of this user has them."""
    path = control_path(port, directory)
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.settimeout(timeout_s)
    try:
        conn.connect(str(path))
        if peer_uid(conn) != os.getuid():  # not our keeper: never take a socket from it
            conn.close()
            return None
        conn.sendall(f"take {os.getpid()}\n".encode())
        msg, fds, _flags, _addr = socket.recv_fds(conn, 256, 8)
    except OSError:
        conn.close()
        return None
    for fd in fds:  # never into a child process: a copy there would outlive us
        os.set_inheritable(fd, False)
    socks = [socket.socket(fileno=fd) for fd in fds]
    if msg.startswith(b"busy"):
        for s in socks:
            s.close()
        conn.close()
        try:
            pid = int(msg.split()[1])
        except (IndexError, ValueError):
            pid = 0
        raise KeeperBusy(pid)
    good = [s for s in socks if _is_listener_on(s, port)]
    if not msg.startswith(b"ok") or not good or len(good) != len(socks):
        for s in socks:
            s.close()
        conn.close()
        return None
    conn.settimeout(None)
    return Lease(conn, good)


def _is_listener_on(s: socket.socket, port: int) -> bool:
    try:
        listening = s.getsockopt(socket.SOL_SOCKET, socket.SO_ACCEPTCONN)
        host, got = s.getsockname()[:2]
    except (OSError, ValueError):
        return False
    return bool(listening) and got == port and host in ("127.0.0.1", "::1")


# -- the keeper itself --------------------------------------------------------------------


def _answer_503(conn: socket.socket) -> None:
    """Read the request's head (never forwarded, never kept), answer 503, close."""
    try:
        conn.settimeout(5.0)
        head = b""
        while b"\r\n\r\n" not in head and len(head) < _HEAD_LIMIT:
            chunk = conn.recv(4096)
            if not chunk:
                break
            head += chunk
        path = head.split(b" ", 2)[1] if head.count(b" ") >= 2 else b""
        if path.startswith(b"/v1/messages"):  # Anthropic's clients parse their own shape
            body = {"type": "error", "error": {"type": "overloaded_error", "message": NOT_RUNNING}}
        else:
            body = {"error": {"message": NOT_RUNNING, "type": "server_error", "param": None,
                              "code": "ling_desk_not_running"}}  # fmt: skip
        data = json.dumps(body).encode()
        conn.sendall(
            b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
            b"Retry-After: 30\r\nConnection: close\r\n"
            + f"Content-Length: {len(data)}\r\n\r\n".encode()
            + data
        )
        conn.shutdown(socket.SHUT_WR)
        # Drain what the client still sends (its body) so the close is not a reset that would
        # hide the 503 from it; bounded in time and size, and thrown away.
        conn.settimeout(1.0)
        drained = 0
        while drained < 8 * 1024 * 1024:
            chunk = conn.recv(65536)
            if not chunk:
                break
            drained += len(chunk)
    except OSError:
        pass
    finally:
        conn.close()


class Keeper:
    """Serves 503s on `listeners` and lends them over `control` to this user's Ling Desk."""

    def __init__(self, listeners: list[socket.socket], control: socket.socket) -> None:
        self.listeners = listeners
        self.control = control
        self.lessee: socket.socket | None = None
        self.lessee_pid = 0
        self._answering = threading.BoundedSemaphore(_MAX_ANSWERING)
        self._sel = selectors.DefaultSelector()
        self._quit = False

    def serve(self) -> None:
        for s in (*self.listeners, self.control):
            s.setblocking(False)
        self._sel.register(self.control, selectors.EVENT_READ, "control")
        self._listen(True)
        while not self._quit:
            for key, _ in self._sel.select():
                what = key.data
                if what == "control":
                    self._on_control()
                elif what == "lessee":
                    self._on_lessee()
                else:
                    self._on_request(key.fileobj)  # type: ignore[arg-type]

    def _listen(self, on: bool) -> None:
        for s in self.listeners:
            if on:
                self._sel.register(s, selectors.EVENT_READ, "listen")
            else:
                self._sel.unregister(s)

    def _on_request(self, listener: socket.socket) -> None:
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        if not self._answering.acquire(blocking=False):
            conn.close()
            return

        def run() -> None:
            try:
                _answer_503(conn)
            finally:
                self._answering.release()

        threading.Thread(target=run, daemon=True).start()

    def _on_control(self) -> None:
        try:
            conn, _ = self.control.accept()
        except OSError:
            return
        try:
            if peer_uid(conn) != os.getuid():  # only this user's own processes
                conn.close()
                return
            conn.settimeout(2.0)
            line = conn.recv(256).decode(errors="replace").split()
        except OSError:
            conn.close()
            return
        cmd = line[0] if line else ""
        try:
            if cmd == "take" and self.lessee is None:
                socket.send_fds(conn, [b"ok\n"], [s.fileno() for s in self.listeners])
                self.lessee = conn
                self.lessee_pid = int(line[1]) if len(line) > 1 and line[1].isdigit() else 0
                self._listen(False)  # from now on only the lessee accepts
                conn.setblocking(False)
                self._sel.register(conn, selectors.EVENT_READ, "lessee")
                return
            if cmd == "take":
                conn.sendall(f"busy {self.lessee_pid}\n".encode())
            elif cmd == "ping":
                conn.sendall(f"keeper {os.getpid()} lent={self.lessee_pid}\n".encode())
            elif cmd == "quit":
                conn.sendall(b"bye\n")
                self._quit = True
        except OSError:
            pass
        conn.close()

    def _on_lessee(self) -> None:
        assert self.lessee is not None
        try:
            data = self.lessee.recv(256)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if data:
            return  # nothing to say: it holds the port until it closes
        self._sel.unregister(self.lessee)
        self.lessee.close()
        self.lessee, self.lessee_pid = None, 0
        self._listen(True)  # Ling Desk closed or died: 503 again, at once


def ping(port: int, directory: Path | None = None) -> str | None:
    """The keeper's answer to "ping" (pid, lent to whom), or None when none of ours answers."""
    return _say(port, "ping", directory)


def _say(port: int, what: str, directory: Path | None = None) -> str | None:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(2.0)
            conn.connect(str(control_path(port, directory)))
            if peer_uid(conn) != os.getuid():
                return None
            conn.sendall(what.encode() + b"\n")
            return conn.recv(256).decode(errors="replace").strip() or None
    except OSError:
        return None


def _systemd_sockets() -> list[socket.socket]:
    """The sockets systemd handed us (socket activation), or []."""
    if os.environ.get("LISTEN_PID") != str(os.getpid()):
        return []
    try:
        n = int(os.environ.get("LISTEN_FDS", "0"))
    except ValueError:
        return []
    for name in ("LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"):
        os.environ.pop(name, None)  # not for any child
    out = []
    for fd in range(3, 3 + n):
        os.set_inheritable(fd, False)
        out.append(socket.socket(fileno=fd))
    return out


def _own_control(port: int) -> socket.socket | None:
    """Our control socket, or None when another keeper of ours already answers there."""
    path = control_path(port)
    _private_dir(path.parent)
    if path.exists() or path.is_symlink():
        if ping(port) is not None:
            return None
        path.unlink()  # a keeper that died left it
    ctl = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    ctl.bind(str(path))
    os.chmod(path, 0o600)
    ctl.listen(16)
    return ctl


def _bind(port: int) -> socket.socket:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        s.bind(("127.0.0.1", port))
        s.listen(BACKLOG)
    except OSError:
        s.close()
        raise
    return s


def _say_err(text: str) -> None:
    print(f"ling-desk gateway-keeper: {text}", file=sys.stderr, flush=True)  # the prefix: a name


def run_keeper(port: int, retry_s: float = 1.0) -> int:
    """Hold 127.0.0.1:port until asked to quit. With systemd's sockets, serve those; else bind,
    waiting while someone else holds the port (said once, with who it is)."""
    handed = _systemd_sockets()
    tcp = [s for s in handed if s.family in (socket.AF_INET, socket.AF_INET6)]
    unix = [s for s in handed if s.family == socket.AF_UNIX]
    if tcp:
        port = tcp[0].getsockname()[1]
    elif ping(port) is not None:
        _say_err(translate("keeper", "another keeper already holds port {port}").format(port=port))
        return 0
    told = False
    while not tcp:
        try:
            tcp = [_bind(port)]
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE:
                _say_err(
                    translate("keeper", "cannot listen on 127.0.0.1:{port}: {error}").format(
                        port=port, error=exc.strerror or exc
                    )
                )
                return 1
            if not told:
                _say_err(translate("keeper", "port {port} on 127.0.0.1 is in use: {who}; waiting "
                                   "for it to be free").format(port=port, who=_who_holds(port)))  # fmt: skip
                told = True
            time.sleep(retry_s)
    # Only once the port is ours: Ling Desk never borrows a port the keeper does not hold.
    control = unix[0] if unix else _own_control(port)
    if control is None:
        _say_err(translate("keeper", "another keeper already holds port {port}").format(port=port))
        return 0
    if told:
        _say_err(translate("keeper", "holding port {port} now").format(port=port))
    try:
        Keeper(tcp, control).serve()
    finally:
        if not unix:
            with contextlib.suppress(OSError):
                control_path(port).unlink()
    return 0


def _who_holds(port: int) -> str:
    try:  # only on this rare path: the owner check reads /proc and knows user names
        from app.core.gateway.owner import port_owner
    except ImportError:  # pragma: no cover - run without the rest of the app
        return translate("keeper", "another program")
    owner = port_owner(port)
    return owner.who() if owner else translate("keeper", "a program that has left")


# -- install: hold the port from login ----------------------------------------------------


def _config_home() -> Path:
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")


def keeper_command() -> list[str]:
    """How to start this install's keeper: its own Python, so a pip venv works as the .deb."""
    return [sys.executable, "-m", "app", "gateway-keeper"]


def unit_texts(port: int, command: Sequence[str]) -> dict[str, str]:
    """ling-desk-gateway.socket and .service for systemd's user manager."""
    sock = f"""[Unit]
Description=Ling Desk's local API port {port}, held while Ling Desk is not running
Documentation=man:ling-desk(1)

[Socket]
ListenStream=127.0.0.1:{port}
ListenStream=%t/ling-desk/gateway-keeper-{port}.sock
SocketMode=0600
DirectoryMode=0700
Backlog={BACKLOG}

[Install]
WantedBy=sockets.target
"""
    svc = f"""[Unit]
Description=Ling Desk's gateway keeper: answers 503 "Ling Desk is not running", forwards nothing
Documentation=man:ling-desk(1)
Requires={UNIT}.socket

[Service]
ExecStart={shlex.join(command)}
Restart=always
"""
    return {f"{UNIT}.socket": sock, f"{UNIT}.service": svc}


def autostart_text(port: int, command: Sequence[str]) -> str:
    return f"""[Desktop Entry]
Type=Application
Name=Ling Desk gateway keeper
Comment=Holds Ling Desk's local API port {port} while Ling Desk is not running
Exec={shlex.join([*command, "--port", str(port)])}
NoDisplay=true
Terminal=false
X-GNOME-Autostart-enabled=true
"""


def _systemd_user() -> bool:
    """Whether this session has a systemd user manager to talk to."""
    if shutil.which("systemctl") is None:
        return False
    r = subprocess.run(["systemctl", "--user", "show-environment"], capture_output=True)
    return r.returncode == 0


def _systemctl(*args: str) -> None:
    r = subprocess.run(["systemctl", "--user", *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise KeeperError(
            translate("keeper", "{command} failed: {error}").format(
                command=shlex.join(["systemctl", "--user", *args]), error=r.stderr.strip()
            )
        )


def install(port: int, autostart: bool = False, wait_s: float = 10.0) -> str:
    """Hold the port from every login on: systemd user units, or an XDG autostart entry."""
    command = keeper_command()
    if not autostart and _systemd_user():
        d = _config_home() / "systemd" / "user"
        d.mkdir(parents=True, exist_ok=True)
        for name, text in unit_texts(port, command).items():
            (d / name).write_text(text)
        _systemctl("daemon-reload")
        _systemctl("enable", "--now", f"{UNIT}.socket")
        return translate("keeper", "port {port} is held from login on by systemd ({file})").format(
            port=port, file=d / (UNIT + ".socket")
        )
    entry = _config_home() / "autostart" / AUTOSTART
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(autostart_text(port, command))
    if ping(port) is None:  # and now, not only from the next login
        subprocess.Popen(
            [*command, "--port", str(port)], stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
        end = time.monotonic() + wait_s
        while ping(port) is None and time.monotonic() < end:
            time.sleep(0.05)
        if ping(port) is None:
            raise KeeperError(
                translate("keeper", "the keeper did not start; run `{command}` to see why").format(
                    command=shlex.join(command)
                )
            )
    return translate(
        "keeper", "port {port} is held from login on by the keeper started from {file}"
    ).format(port=port, file=entry)


def uninstall(port: int) -> str:
    done = []
    d = _config_home() / "systemd" / "user"
    if (d / f"{UNIT}.socket").exists():
        with contextlib.suppress(KeeperError):
            _systemctl("disable", "--now", f"{UNIT}.socket", f"{UNIT}.service")
        for name in (f"{UNIT}.socket", f"{UNIT}.service"):
            with contextlib.suppress(FileNotFoundError):
                (d / name).unlink()
        with contextlib.suppress(KeeperError):
            _systemctl("daemon-reload")
        done.append(translate("keeper", "the systemd user units"))
    entry = _config_home() / "autostart" / AUTOSTART
    if entry.exists():
        entry.unlink()
        done.append(str(entry))
    if _say(port, "quit") is not None:
        done.append(translate("keeper", "the running keeper"))
    if not done:
        return translate("keeper", "no keeper was installed")
    return translate("keeper", "removed {what}").format(what=", ".join(done))


# -- the verb -----------------------------------------------------------------------------


def main(argv: Sequence[str]) -> int:
    """`ling-desk gateway-keeper [--port N]`, `... install [--port N] [--autostart]`,
    `... uninstall [--port N]`."""
    p = argparse.ArgumentParser(
        prog="ling-desk gateway-keeper",
        description="Hold the local API's port while Ling Desk is not running: apps get 503 "
        '"Ling Desk is not running" and nothing is forwarded anywhere.',
    )
    p.add_argument("action", nargs="?", choices=("run", "install", "uninstall"), default="run")
    p.add_argument("--port", type=int, default=None, help="the gateway's port (default: settings)")
    p.add_argument("--basedir", metavar="DIR", help="read the port from this folder's settings")
    p.add_argument(
        "--autostart", action="store_true", help="install an XDG autostart entry, not systemd units"
    )
    args = p.parse_args(list(argv))
    port = args.port if args.port is not None else _settings_port(args.basedir, args.action)
    if not 1 <= port <= 65535:
        _say_err(
            translate("keeper", "{port} is not a port for the keeper (1-65535)").format(port=port)
        )
        return 2
    try:
        if args.action == "install":
            print(install(port, args.autostart))
            return 0
        if args.action == "uninstall":
            print(uninstall(port))
            return 0
        return run_keeper(port)
    except KeeperError as exc:
        _say_err(str(exc))
        return 1
    except KeyboardInterrupt:
        return 0


def _settings_port(basedir: str | None, action: str) -> int:
    if action == "run" and os.environ.get("LISTEN_PID") == str(os.getpid()):
        return DEFAULT_PORT  # systemd's socket says which port (run_keeper reads it there)
    try:  # a few tens of ms, and only when no --port was given
        from app.core.paths import Paths
        from app.core.settings import load_settings

        return int(load_settings(Paths.from_basedir(basedir)).settings.gateway.port)
    except Exception as exc:  # an unreadable settings file: the default port, said
        _say_err(
            translate("keeper", "cannot read the settings ({error}); using port {port}").format(
                error=exc, port=DEFAULT_PORT
            )
        )
        return DEFAULT_PORT
