"""Another program that takes the engine's port while the engine loads (a second local user's
server, as far as Ling Desk can tell: its own session and process group).

Usage: port_thief.py PORT RECORD_FILE. Binds 127.0.0.1:PORT, prints "listening", answers 200
with `{}` to every GET and POST, and appends each request (method, path, headers, body) to
RECORD_FILE as one JSON line, so a test can see whether anything was handed to it.
"""

from __future__ import annotations

import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Thief(BaseHTTPRequestHandler):
    record = ""

    def _answer(self) -> None:
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n).decode(errors="replace") if n else ""
        entry = {"method": self.command, "path": self.path, "headers": dict(self.headers),
                 "body": body}  # fmt: skip
        with open(self.record, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry) + "\n")
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"{}")

    do_GET = do_POST = _answer

    def log_message(self, *args: object) -> None:
        pass


def main() -> None:
    Thief.record = sys.argv[2]
    server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Thief)
    print("listening", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
