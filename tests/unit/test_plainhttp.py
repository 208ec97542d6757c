"""app/core/plainhttp.py: plain HTTP loads no CA bundle; https keeps httpx's verification; a
plain-HTTP client sent to an https server refuses it (real TLS server on 127.0.0.1)."""

from __future__ import annotations

import shutil
import ssl
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import httpx
import pytest

from app.core.plainhttp import tls_for


def test_https_keeps_httpx_default_verification():
    assert tls_for("https://spark-2.lan:30000") is True
    assert tls_for("HTTPS://spark-2.lan") is True


def test_plain_http_gets_a_context_that_verifies_against_nothing():
    ctx = tls_for("http://127.0.0.1:30000")
    assert isinstance(ctx, ssl.SSLContext)
    assert ctx.verify_mode == ssl.CERT_REQUIRED and ctx.check_hostname
    assert ctx.get_ca_certs() == []
    assert tls_for("HTTP://localhost") is ctx  # made once a process


@pytest.fixture
def tls_server(tmp_path):
    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command (Debian: openssl; .ci/run installs it)")
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out",
         cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True,
    )  # fmt: skip

    class Ok(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Ok)
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)
    server.socket = ctx.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"https://127.0.0.1:{server.server_address[1]}", cert
    server.shutdown()


def test_a_plain_http_client_sent_to_https_refuses_the_server(tls_server):
    url, cert = tls_server
    plain = httpx.Client(verify=tls_for("http://127.0.0.1:1"), trust_env=False)
    with plain, pytest.raises(httpx.ConnectError, match="CERTIFICATE_VERIFY_FAILED"):
        plain.get(url)
    # The same server with its certificate trusted answers: the refusal was the trust, not TLS.
    with httpx.Client(verify=ssl.create_default_context(cafile=cert), trust_env=False) as c:
        assert c.get(url).status_code == 200


def test_httpx_loads_without_its_command_line_tool():
    code = (
        "import sys; sys.argv = ['ling-desk', '--version']\n"
        "from app.entry import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "import httpx\n"
        "print(sorted({'click', 'rich'} & set(sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines()[-1] == "[]"
