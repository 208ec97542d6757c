"""A scripted loopback upstream that answers /v1/chat/completions the way SGLang 0.5.23 does with
tools (serving_chat.py): streamed, each call's first delta carries id, type and name with empty
arguments, later deltas carry `"id": null`, `"name": null` and argument text, the choice ends with
`finish_reason: "tool_calls"`; non-streamed, `message.tool_calls`. A reply can also be plain text
(an answer, or `<tool_call>` XML as an engine without a working parser sends it).

Each request takes the next scripted reply; every request body is kept in `seen`.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

RAW_XML = "<tool_call>get_current_time\n</tool_call>"


@dataclass
class Reply:
    text: str = ""
    calls: list[tuple[str, str]] = field(default_factory=list)  # (name, arguments JSON)
    status: int = 200


@dataclass
class Upstream:
    url: str
    script: list[Reply]
    seen: list[dict[str, Any]] = field(default_factory=list)


def _chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "9d1c", "object": "chat.completion.chunk", "created": 1, "model": "Ling-3.0-flash",
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish,
                     "matched_stop": None}],
        "usage": None,
    }  # fmt: skip


def stream_events(reply: Reply) -> list[dict[str, Any]]:
    base = {"role": None, "content": None, "reasoning_content": None, "tool_calls": None}
    events = [_chunk({**base, "role": "assistant", "content": ""})]
    for i in range(0, len(reply.text), 7):
        events.append(_chunk({**base, "content": reply.text[i : i + 7]}))
    for n, (name, args) in enumerate(reply.calls):
        events.append(_chunk({**base, "tool_calls": [{"id": f"call_{n}ab12", "index": n,
                      "type": "function", "function": {"name": name, "arguments": ""}}]}))  # fmt: skip
        for i in range(0, len(args), 5):
            events.append(_chunk({**base, "tool_calls": [{"id": None, "index": n,
                          "type": "function", "function": {"name": None,
                          "arguments": args[i : i + 5]}}]}))  # fmt: skip
    events.append(_chunk({**base, "content": None}, "tool_calls" if reply.calls else "stop"))
    return events


def full_response(reply: Reply) -> dict[str, Any]:
    calls = [
        {"id": f"call_{n}ab12", "index": n, "type": "function",
         "function": {"name": name, "arguments": args}}
        for n, (name, args) in enumerate(reply.calls)
    ]  # fmt: skip
    return {
        "id": "9d1c", "object": "chat.completion", "created": 1, "model": "Ling-3.0-flash",
        "choices": [{"index": 0, "message": {"role": "assistant",
                     "content": reply.text or None, "reasoning_content": None,
                     "tool_calls": calls or None},
                     "finish_reason": "tool_calls" if calls else "stop", "matched_stop": None}],
        "usage": {"prompt_tokens": 30, "completion_tokens": 9, "total_tokens": 39},
    }  # fmt: skip


@contextlib.contextmanager
def upstream(script: list[Reply]) -> Iterator[Upstream]:
    up = Upstream("", list(script))
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            with lock:
                up.seen.append(body)
                reply = up.script.pop(0) if up.script else Reply(text="(script ended)")
            if reply.status != 200:
                data = json.dumps({"object": "error", "message": "scripted failure"}).encode()
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            if not body.get("stream"):
                data = json.dumps(full_response(reply)).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            for ev in stream_events(reply):
                self.wfile.write(f"data: {json.dumps(ev)}\n\n".encode())
            self.wfile.write(b"data: [DONE]\n\n")
            self.close_connection = True

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    up.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield up
    finally:
        server.shutdown()
        server.server_close()
