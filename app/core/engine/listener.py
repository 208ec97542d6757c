"""Who listens on the engine's port: the engine Ling Desk started, or someone else?

SGLang binds its port only after loading, and the port is in `ps` for anyone to read: another
local program (or user) can bind it first, answer 200 on /health and receive the engine's key.
Before anything carries the key, the listening socket is traced to its process through /proc
(Linux): the socket's inode from /proc/net/tcp{,6}, the process holding `socket:[inode]` among
its fds, and that process's group and session. What /proc cannot tell is "not ours": another
user's fds are unreadable, and that alone means the listener is not the engine we started.

Stdlib only, no Qt: used by the supervisor on the asyncio loop (each call is a few ms of /proc).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

TCP_LISTEN = "0A"
# What answers a connection to 127.0.0.1:port: a socket bound there, or on every address.
_V4_ADDRS = {"0100007F", "00000000"}  # 127.0.0.1, 0.0.0.0 (little-endian hex)
_V6_ADDRS = {
    "00000000000000000000000000000000",  # :: (dual-stack also takes IPv4 connections)
    "0000000000000000FFFF00000100007F",  # ::ffff:127.0.0.1
}
# The container runtimes' port forwarders: they hold the published port on the host.
CONTAINER_PROXIES = (
    "docker-proxy", "rootlessport", "rootlessport-child", "pasta", "pasta.avx2", "slirp4netns",
)  # fmt: skip


@dataclass(frozen=True)
class Holder:
    pid: int
    pgid: int
    sid: int
    name: str  # the kernel's command name (/proc/PID/stat, at most 15 characters)
    argv: tuple[str, ...]


@dataclass(frozen=True)
class Listener:
    inode: int
    uid: int
    holders: tuple[Holder, ...]  # empty: no process of ours holds it (another user's, or gone)


def listening_inodes(port: int, proc: Path = Path("/proc")) -> dict[int, int] | None:
    """{inode: uid} of the LISTEN sockets a connection to 127.0.0.1:port can reach; None when
    /proc shows no socket table at all."""
    found: dict[int, int] = {}
    readable = False
    for table, addrs in (("tcp", _V4_ADDRS), ("tcp6", _V6_ADDRS)):
        try:
            lines = (proc / "net" / table).read_text().splitlines()[1:]
        except OSError:
            continue
        readable = True
        for line in lines:
            f = line.split()
            if len(f) < 10 or f[3] != TCP_LISTEN:
                continue
            addr, _, hexport = f[1].partition(":")
            if int(hexport, 16) == port and addr.upper() in addrs:
                found[int(f[9])] = int(f[7])
    return found if readable else None


def _holder(pid: int, proc: Path) -> Holder | None:
    try:
        stat = (proc / str(pid) / "stat").read_text()
        raw = (proc / str(pid) / "cmdline").read_bytes()
    except OSError:
        return None
    # The command name may hold spaces and parentheses: split after the last ')'.
    fields = stat[stat.rindex(")") + 2 :].split()
    argv = tuple(p.decode(errors="replace") for p in raw.split(b"\0") if p)
    # The kernel's name for it (the executable's, or a script's): argv[0] is the caller's say.
    name = stat[stat.index("(") + 1 : stat.rindex(")")]
    return Holder(pid, int(fields[2]), int(fields[3]), name, argv)


def holders_of(inodes: set[int], proc: Path = Path("/proc")) -> dict[int, list[Holder]]:
    """{inode: the processes holding it} among the processes whose fds we may read."""
    want = {f"socket:[{i}]": i for i in inodes}
    out: dict[int, list[Holder]] = {i: [] for i in inodes}
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fds = os.listdir(entry / "fd")
        except OSError:
            continue  # another user's process (or gone): its fds are not ours to read
        for fd in fds:
            try:
                target = os.readlink(entry / "fd" / fd)
            except OSError:
                continue
            if target in want:
                h = _holder(int(entry.name), proc)
                if h is not None:
                    out[want[target]].append(h)
    return out


def listeners(port: int, proc: Path = Path("/proc")) -> list[Listener] | None:
    """The sockets listening where 127.0.0.1:port goes, with their holders; None: unknowable."""
    inodes = listening_inodes(port, proc)
    if inodes is None:
        return None
    held = holders_of(set(inodes), proc) if inodes else {}
    return [Listener(i, uid, tuple(held.get(i, ()))) for i, uid in inodes.items()]


def _is_container_proxy(h: Holder, port: int) -> bool:
    if h.name not in CONTAINER_PROXIES:
        return False
    if h.name == "docker-proxy":  # -host-ip 127.0.0.1 -host-port PORT ...: this port's proxy
        argv = list(h.argv)
        return "-host-port" in argv[:-1] and argv[argv.index("-host-port") + 1] == str(port)
    return True


def _docker_proxy_for(port: int, proc: Path) -> bool:
    """A root-owned docker-proxy publishing this port (its fds are unreadable; argv is not)."""
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        h = _holder(int(entry.name), proc)
        if h is not None and h.name == "docker-proxy" and _is_container_proxy(h, port):
            return True
    return False


def foreign_listener(
    port: int, engine_pgid: int, *, container: bool = False, proc: Path = Path("/proc")
) -> str | None:
    """None when whatever listens on 127.0.0.1:port is the engine of group `engine_pgid`; else
    what listens instead, in words (for the log). Fails closed: an unknown holder is foreign.

    For the container route (`container`), the listener is the runtime's port forwarder:
    docker-proxy for this port (root's: recognised by its argv), podman's rootlessport/pasta,
    or nothing at all (docker without the userland proxy forwards by NAT, no socket).
    """
    found = listeners(port, proc)
    if found is None:  # no socket table to read: who listens cannot be told, so not ours
        return f"a program Ling Desk cannot identify ({proc}/net/tcp is unreadable)"
    if not found:
        if container:
            return None
        return "no process listens on the port (the connection went elsewhere)"
    if container and len(found) == 1 and not found[0].holders and _docker_proxy_for(port, proc):
        return None
    for lst in found:
        if not lst.holders:
            return f"a socket of user id {lst.uid} whose process Ling Desk may not see"
        for h in lst.holders:
            ours = engine_pgid in (h.pgid, h.sid)
            if not ours and not (container and _is_container_proxy(h, port)):
                return f"{h.name} (pid {h.pid}, process group {h.pgid})"
    return None
