"""The gateway against hostile local clients, on real loopback sockets: floods of idle
connections (the app's own user and another one), descriptor starvation, paths that try to
climb out of the allow list, bodies nested to crash the parser."""

from __future__ import annotations

import json
import logging
import os
import socket
import subprocess
import sys
import time

import httpx
import pytest

from tests.support.gateway_env import ROOT, run_gateway
from tests.support.stub_upstream import run_stub


def exchange(port: int, head: str, body: bytes = b"", timeout: float = 10.0) -> tuple[bytes, bool]:
    """Send one raw request (path bytes exactly as given: no client normalises them) and read
    the answer; True when the gateway then closed the connection."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(head.encode() + body)
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = s.recv(65536)
            if not chunk:
                return data, True
            data += chunk
        head_part, _, rest = data.partition(b"\r\n\r\n")
        length = next((int(line.split(b":")[1]) for line in head_part.split(b"\r\n")
                       if line.lower().startswith(b"content-length:")), 0)  # fmt: skip
        while len(rest) < length:
            chunk = s.recv(65536)
            if not chunk:
                return data, True
            rest += chunk
        try:
            closed = s.recv(1) == b""
        except TimeoutError:
            closed = False
        return head_part + b"\r\n\r\n" + rest, closed


def status_of(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


def closed_by_peer(s: socket.socket) -> bool:
    """True when the gateway has closed (or refused) this connection, without waiting."""
    s.setblocking(False)
    try:
        s.recv(4096)  # b"": closed; bytes: its 503 refusal, the close comes with it
        return True
    except BlockingIOError:
        return False
    except OSError:
        return True


def test_paths_that_climb_out_of_the_allow_list_are_404_and_never_reach_the_engine(tmp_path):
    climbs = [
        ("POST", "/v1/responses/%2e%2e/cancel"), ("POST", "/v1/responses/%2E%2e/cancel"),
        ("POST", "/v1/responses/../cancel"), ("POST", "/v1/responses/./cancel"),
        ("POST", "/v1/responses/.%2E/cancel"), ("GET", "/v1/models/..%2f..%2fserver_info"),
        ("GET", "/v1/models/%2e%2e"), ("GET", "/v1/responses/%2e%2e"),
        ("GET", "/v1/models/..%5c..%5cserver_info"), ("POST", "/v1//chat/completions"),
        ("POST", "/v1/chat/completions/."), ("GET", "/v1/models/x%00"),
    ]  # fmt: skip
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        port = env.gateway.port
        for method, path in climbs:
            answer, _ = exchange(
                port,
                f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer "
                f"{env.key}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n",
                b"{}",
            )
            assert status_of(answer) == 404, (method, path, answer[:200])
            assert b'"not_found"' in answer
        assert stub.seen == []  # nothing reached the engine
        # What is allowed goes through, as checked: the engine gets the path the check saw.
        answer, _ = exchange(
            port,
            f"POST /v1/responses/resp_%31/cancel?x=1 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Authorization: Bearer {env.key}\r\nContent-Length: 2\r\n\r\n",
            b"{}",
        )
        assert [s.path for s in stub.seen] == ["/v1/responses/resp_1/cancel?x=1"]


def test_a_body_nested_100000_deep_gets_a_clear_400(tmp_path):
    nested = b'{"messages": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        r = httpx.post(env.v1 + "/chat/completions", content=nested,
                       headers={"Authorization": f"Bearer {env.key}"})  # fmt: skip
        assert r.status_code == 400
        assert r.json()["error"]["message"] == (
            "the request body nests arrays or objects too deeply to be read"
        )
        assert stub.seen == []
        ok = httpx.get(env.v1 + "/models", headers={"Authorization": f"Bearer {env.key}"})
        assert ok.status_code == 200  # the gateway goes on


def test_a_request_without_a_valid_key_is_answered_then_its_connection_closed(tmp_path):
    with run_stub() as stub, run_gateway(tmp_path, stub.url, header_timeout_s=60) as env:
        port = env.gateway.port
        for auth in ("", "Authorization: Bearer wrong\r\n"):
            answer, closed = exchange(
                port, f"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{auth}\r\n", timeout=5
            )
            assert status_of(answer) == 401 and b"connection: close" in answer.lower()
            assert closed
        # A client with a key keeps its connection for the next request.
        answer, closed = exchange(
            port,
            f"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Authorization: Bearer {env.key}\r\n\r\n",
            timeout=1,
        )
        assert status_of(answer) == 200 and not closed


def test_a_connection_that_sends_no_request_is_closed_within_seconds(tmp_path):
    # The keep-alive limit (header_timeout_s) is a minute here: the first head's own is not.
    with run_stub() as stub, run_gateway(
        tmp_path, stub.url, header_timeout_s=60, first_head_s=0.5
    ) as env:  # fmt: skip
        port = env.gateway.port
        idle = [socket.create_connection(("127.0.0.1", port), timeout=20) for _ in range(20)]
        half = socket.create_connection(("127.0.0.1", port), timeout=20)
        half.sendall(b"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # a head never finished
        try:
            for s in [*idle, half]:
                assert s.recv(100) == b""  # closed by the gateway (the timeout guards a hang)
        finally:
            for s in [*idle, half]:
                s.close()
        r = httpx.get(env.v1 + "/models", headers={"Authorization": f"Bearer {env.key}"})
        assert r.status_code == 200


def test_a_flood_of_idle_connections_leaves_room_for_a_client_with_a_key(tmp_path, caplog):
    caplog.set_level(logging.INFO)
    with run_stub() as stub, run_gateway(
        tmp_path, stub.url, max_connections=40, header_timeout_s=60, first_head_s=60
    ) as env:  # fmt: skip
        port = env.gateway.port
        flood = [socket.create_connection(("127.0.0.1", port), timeout=20) for _ in range(150)]
        try:
            deadline = time.monotonic() + 10  # the refusals are written at once
            while sum(closed_by_peer(s) for s in flood) < 110 and time.monotonic() < deadline:
                time.sleep(0.05)
            refused = [s for s in flood if closed_by_peer(s)]
            assert len(refused) >= 110  # the cap held: 40 open at most
            time.sleep(0.6)  # the held ones are now old enough to give way
            for _ in range(5):  # each a new connection: each displaces one idle flooder
                r = httpx.get(env.v1 + "/models", headers={"Authorization": f"Bearer {env.key}"})
                assert r.status_code == 200
            assert env.gateway._guard is not None and env.gateway._guard.open_count <= 40
        finally:
            for s in flood:
                s.close()
        refusal = exchange(port, f"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n")
        assert refusal  # the gateway still answers
    lines = [r for r in caplog.records if r.name.startswith(("app.core.gateway", "asyncio"))]
    assert [r.levelno for r in lines] == [logging.WARNING]  # one line for the whole flood
    assert "refused" in lines[0].getMessage() and not lines[0].exc_info


def test_the_refusal_says_why_in_the_apis_own_shape(tmp_path):
    with run_stub() as stub, run_gateway(
        tmp_path, stub.url, max_connections=2, first_head_s=60
    ) as env:  # fmt: skip
        port = env.gateway.port
        held = [socket.create_connection(("127.0.0.1", port), timeout=20) for _ in range(2)]
        time.sleep(0.2)
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=20) as s:
                # Over the cap, even a request with a key is not read: it waits, then the 503.
                s.sendall(f"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                          f"Authorization: Bearer {env.key}\r\n\r\n".encode())  # fmt: skip
                data = b""
                while chunk := s.recv(4096):
                    data += chunk
            assert data.startswith(b"HTTP/1.1 503") and b"retry-after: 5" in data.lower()
            body = json.loads(data.partition(b"\r\n\r\n")[2])
            assert body["error"]["code"] == "too_many_connections"
        finally:
            for s in held:
                s.close()


FLOODER = """
import os, socket, sys, time
os.setgid(65534); os.setuid(65534)  # another local user (imports done: /root is not theirs)
port, n = int(sys.argv[1]), int(sys.argv[2])
socks = []
for _ in range(n):
    s = socket.socket()
    s.connect(("127.0.0.1", port))
    socks.append(s)
time.sleep(3.0)  # the refused ones are held 2 s, then closed
for s in socks:
    s.setblocking(False)
def open_(s):
    try:
        s.recv(4096)  # the 503 refusal, or the close
        return False
    except BlockingIOError:
        return True
    except OSError:
        return False
print(sum(open_(s) for s in socks), flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to run a flood as another user")
def test_another_users_flood_is_held_to_its_own_share(tmp_path):
    with run_stub() as stub, run_gateway(
        tmp_path, stub.url, peer_connections=10, first_head_s=60, header_timeout_s=60
    ) as env:  # fmt: skip
        mine = [socket.create_connection(("127.0.0.1", env.gateway.port)) for _ in range(30)]
        child = subprocess.Popen(
            [sys.executable, "-c", FLOODER, str(env.gateway.port), "100"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert child.stdout is not None
            held = int(child.stdout.readline())
            assert held <= 10  # the other user's share; the rest refused at once
            assert not any(closed_by_peer(s) for s in mine)  # the app's own user: no share cap
            r = httpx.get(env.v1 + "/models", headers={"Authorization": f"Bearer {env.key}"})
            assert r.status_code == 200
        finally:
            child.kill()
            child.wait()
            for s in mine:
                s.close()


def test_a_flood_on_a_desktop_descriptor_limit_writes_one_line_not_tracebacks(tmp_path):
    # A limit the gateway cannot raise (hard = soft = 300): accepts fail for want of a descriptor;
    # asyncio wrote a traceback for each pending connection, every second (~100 MB in 35 s).
    log = tmp_path / "app.log"
    with run_stub() as stub:
        host = subprocess.Popen(
            [sys.executable, str(ROOT / "tests" / "support" / "starved_gateway.py"),
             "--nofile", "300", "--log", str(log), "--keys", str(tmp_path / "keys.sqlite3"),
             "--upstream", stub.url],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert host.stdout is not None
            port = json.loads(host.stdout.readline())["port"]
            flood = []
            for _ in range(600):
                flood.append(socket.create_connection(("127.0.0.1", port), timeout=20))
            time.sleep(2.5)  # two rounds of asyncio's one-second accept retry
            for s in flood:
                s.close()
            answer, _ = exchange(port, f"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n")
            assert status_of(answer) == 401  # still serving
        finally:
            assert host.stdin is not None
            host.stdin.close()
            host.wait(20)
    text = log.read_text()
    assert "Traceback" not in text and "ERROR" not in text
    assert len(text.splitlines()) <= 2 and len(text) < 2000
    assert "refused" in text or "accepts failed" in text


def test_closed_connections_leave_no_garbage_for_the_gui_threads_collector(tmp_path):
    # The window collects garbage on its GUI thread (app/ui/shell/app.py): garbage in cycles that
    # each closed connection left (asyncio's transport holds its own bound method) made those
    # collections take 30-60 ms under a flood of connections.
    import gc

    with run_stub() as stub, run_gateway(tmp_path, stub.url, first_head_s=0.3) as env:
        port = env.gateway.port
        gc.collect()
        gc.set_debug(gc.DEBUG_SAVEALL)
        try:
            for _ in range(30):
                exchange(port, f"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n")
            idle = [socket.create_connection(("127.0.0.1", port), timeout=20) for _ in range(30)]
            for s in idle:
                assert s.recv(10) == b""  # cut for sending nothing
                s.close()
            time.sleep(0.3)  # the gateway's side of the last closes
            gc.collect()
            left = [o for o in gc.garbage if type(o).__name__ == "_SelectorSocketTransport"]
        finally:
            gc.set_debug(0)
            gc.garbage.clear()
        assert left == []


def test_a_connection_that_never_speaks_costs_no_request_handler(tmp_path):
    # aiohttp builds a handler (a task, a parser, timers) for every connection it accepts; a
    # flood of connections that never send a byte made those the GUI thread's collector's work.
    # The guard's front holds a connection until its first byte; only then is a handler built.
    import gc

    from aiohttp.web_protocol import RequestHandler

    def handlers() -> int:
        return sum(1 for o in gc.get_objects() if isinstance(o, RequestHandler))

    with run_stub() as stub, run_gateway(tmp_path, stub.url, first_head_s=5.0) as env:
        port = env.gateway.port
        before = handlers()
        idle = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(40)]
        try:
            time.sleep(0.5)  # accepted by the gateway's loop
            assert handlers() - before < 5
            # One that speaks is served as ever, on the same connection, twice.
            talker = idle[0]
            head = (f"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                    f"Authorization: Bearer {env.key}\r\n\r\n").encode()  # fmt: skip
            for _ in range(2):
                talker.sendall(head)
                assert talker.recv(65536).startswith(b"HTTP/1.1 200")
        finally:
            for s in idle:
                s.close()
