"""Multi-node serving (`--nnodes 2 --node-rank R --dist-init-addr HOST:PORT`), as seen outside.

What the real 0.5.23 does (entrypoints/engine.py ~1234, http_server.py ~3163):
* every rank loads its shard of the weights; rank 0 is ready only once all ranks have loaded
  (a rank lost before that leaves rank 0 waiting forever, as in a collective that never ends);
* a rank >= 1 runs only its scheduler processes, no tokenizer and no real HTTP server; once its
  schedulers are ready it starts a *dummy health-check server* on its own --host/--port (GET
  /health and /health_generate answer 200, nothing else);
* a rank >= 1 ignores SIGTERM, waiting for rank 0's ShutdownReq broadcast; SIGINT (or SIGKILL,
  or SIGHUP when its ssh session closes) ends it.

The double's stand-in for torch.distributed / NCCL is one TCP connection to --dist-init-addr:
rank 0 listens there (as the TCPStore master does), rank 1 connects, says "loaded" when its
weights are in, and rank 0 says "shutdown" (the ShutdownReq broadcast) when it stops cleanly.
When the link breaks, nothing ends by itself, as with NCCL: rank 0's collectives hang (its
generations stall) and rank 1 waits on; the supervisor has to stop the other rank.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from .logs import LOG

CONNECT_TIMEOUT_S = 60.0


def node_rank(ns) -> int:
    return int(getattr(ns, "node_rank", 0) or 0)


def nnodes(ns) -> int:
    return int(getattr(ns, "nnodes", 1) or 1)


def _addr(ns) -> tuple[str, int]:
    addr = getattr(ns, "dist_init_addr", None)
    if not addr:
        raise SystemExit("multi-node serving needs --dist-init-addr HOST:PORT")
    host, _, port = str(addr).rpartition(":")
    return host.strip("[]"), int(port)


def configure_log(ns) -> None:
    """Scheduler lines carry the rank's TP index (tp_size / nnodes GPUs per node)."""
    tp = int(getattr(ns, "tp_size", 1) or 1)
    per_node = max(tp // max(nnodes(ns), 1), 1)
    LOG.sched_prefix = LOG.sched_prefix.replace(" TP0", f" TP{node_rank(ns) * per_node}")


class Rank0Link:
    """Rank 0's end: listens at --dist-init-addr, waits for rank 1 to load, watches the link."""

    def __init__(self, ns) -> None:
        host, port = _addr(ns)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind((host, port))
        self.sock.listen(4)
        self.peer: socket.socket | None = None
        self.loaded = threading.Event()
        self.lost = threading.Event()
        self.on_lost = None  # called once, from the watcher thread, when the link breaks
        threading.Thread(target=self._accept, daemon=True, name="dist-init").start()

    def _accept(self) -> None:
        conn, _ = self.sock.accept()
        self.peer = conn
        buf = b""
        while True:
            try:
                data = conn.recv(4096)
            except OSError:
                data = b""
            if not data:
                break
            buf += data
            if b"loaded\n" in buf:
                self.loaded.set()
        self.lost.set()
        if self.on_lost is not None:
            self.on_lost()

    def wait_loaded(self) -> bool:
        """Block until rank 1 has loaded (True) or its link broke first (False)."""
        while not self.loaded.is_set():
            if self.lost.is_set():
                return False
            time.sleep(0.02)
        return True

    def broadcast_shutdown(self) -> None:
        if self.peer is not None:
            with contextlib.suppress(OSError):
                self.peer.sendall(b"shutdown\n")


class _DummyHealth(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:
        ok = self.path.split("?")[0] in ("/health", "/health_generate")
        body = b"" if ok else b'{"detail":"Not Found"}'
        self.send_response(200 if ok else 404)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


def run_rank1(app, ns) -> None:
    """A rank >= 1 node: connect, load, report loaded, dummy health server, wait for shutdown."""
    host, port = _addr(ns)
    deadline = time.monotonic() + CONNECT_TIMEOUT_S
    link: socket.socket | None = None
    while link is None:
        try:
            link = socket.create_connection((host, port), timeout=2)
        except OSError as e:
            if time.monotonic() > deadline:
                LOG.error(
                    f"torch.distributed.DistNetworkError: The client socket has timed out after "
                    f"{CONNECT_TIMEOUT_S:g}s while trying to connect to ({host}, {port}): {e}"
                )
                app.kill_process_tree(include_parent=False)
                os._exit(1)
            time.sleep(0.1)
    link.settimeout(None)

    def sigterm(signum, frame) -> None:
        # The real rank >= 1 keeps waiting: only rank 0's ShutdownReq (or SIGINT/SIGKILL) ends it.
        LOG.info(
            "Received SIGTERM on a non-zero rank node; waiting for the rank-0 ShutdownReq broadcast."
        )

    signal.signal(signal.SIGTERM, sigterm)
    app.startup()
    link.sendall(b"loaded\n")
    server = ThreadingHTTPServer((ns.host or "0.0.0.0", int(ns.port)), _DummyHealth)
    LOG.info(f"Dummy health check server started on http://{ns.host}:{ns.port}")
    threading.Thread(target=server.serve_forever, daemon=True, name="dummy-health").start()
    buf = b""
    while True:
        try:
            data = link.recv(4096)
        except OSError:
            data = b""
        if not data:
            # Rank 0 vanished without a ShutdownReq: like NCCL, wait on (never exit by itself).
            LOG.error("Connection to rank 0 lost; waiting (a collective would hang here).")
            while True:
                time.sleep(3600)
        buf += data
        if b"shutdown\n" in buf:
            LOG.info("Received ShutdownReq from rank 0; exiting.")
            server.shutdown()
            app.kill_process_tree(include_parent=False)
            os._exit(0)
