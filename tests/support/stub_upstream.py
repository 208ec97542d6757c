"""A small real HTTP upstream for what the SGLang double does not do: tool calls, /v1/completions,
/v1/messages, /v1/responses. Shapes follow SGLang 0.5.23 (serving_chat.py's tool-call stream:
the first delta carries id, type and name with empty arguments, later deltas the argument text,
finish_reason "tool_calls"). It records what it received, so tests can check what passed.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: dict


@dataclass
class Stub:
    url: str
    seen: list[Seen] = field(default_factory=list)
    # Seconds between a stream's last event and its end (a client that closes on the last
    # event then always closes first).
    end_delay: float = 0.0


def _chat_chunk(delta: dict, finish: str | None = None) -> dict:
    return {
        "id": "0f3a", "object": "chat.completion.chunk", "created": 1, "model": "Ling-3.0-flash",
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish,
                     "matched_stop": None}],
    }  # fmt: skip


def tool_call_events(include_usage: bool = True) -> list[dict]:
    args = ['{"city": ', '"Paris", ', '"unit": "celsius"}']
    events = [
        _chat_chunk({"reasoning_content": None, "role": "assistant", "content": ""}),
        _chat_chunk({"reasoning_content": None, "tool_calls": [{"index": 0, "id": "call_7",
                     "type": "function", "function": {"name": "get_weather", "arguments": ""}}]}),
    ]  # fmt: skip
    for part in args:
        events.append(
            _chat_chunk({"reasoning_content": None,
                         "tool_calls": [{"index": 0, "function": {"arguments": part}}]})
        )  # fmt: skip
    events.append(_chat_chunk({"reasoning_content": None}, "tool_calls"))
    if not include_usage:  # SGLang sends the usage chunk only when asked
        return events
    events.append({**_chat_chunk({}), "choices": [], "usage": {
        "prompt_tokens": 40, "completion_tokens": 12, "total_tokens": 52,
        "prompt_tokens_details": {"cached_tokens": 32}}})  # fmt: skip
    return events


def messages_events() -> list[tuple[str, dict]]:
    return [
        ("message_start", {"type": "message_start", "message": {
            "id": "msg_1", "type": "message", "role": "assistant", "model": "Ling-3.0-flash",
            "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": 11, "output_tokens": 1}}}),
        ("content_block_start", {"type": "content_block_start", "index": 0,
                                 "content_block": {"type": "text", "text": ""}}),
        ("content_block_delta", {"type": "content_block_delta", "index": 0,
                                 "delta": {"type": "text_delta", "text": "Hello"}}),
        ("content_block_delta", {"type": "content_block_delta", "index": 0,
                                 "delta": {"type": "text_delta", "text": " there"}}),
        ("content_block_stop", {"type": "content_block_stop", "index": 0}),
        ("message_delta", {"type": "message_delta", "delta": {"stop_reason": "end_turn",
                           "stop_sequence": None}, "usage": {"output_tokens": 2}}),
        ("message_stop", {"type": "message_stop"}),
    ]  # fmt: skip


def responses_events() -> list[tuple[str, dict]]:
    resp = {"id": "resp_2", "object": "response", "created_at": 1, "model": "Ling-3.0-flash",
            "status": "in_progress", "output": []}  # fmt: skip
    usage = {"input_tokens": 4, "output_tokens": 2, "total_tokens": 6,
             "input_tokens_details": {"cached_tokens": 0},
             "output_tokens_details": {"reasoning_tokens": 0}}  # fmt: skip
    return [
        ("response.created", {"type": "response.created", "response": resp}),
        ("response.output_text.delta", {"type": "response.output_text.delta", "item_id": "m1",
                                        "output_index": 0, "content_index": 0, "delta": "Hi"}),
        ("response.output_text.delta", {"type": "response.output_text.delta", "item_id": "m1",
                                        "output_index": 0, "content_index": 0, "delta": "!"}),
        ("response.completed", {"type": "response.completed",
                                "response": {**resp, "status": "completed", "usage": usage}}),
    ]  # fmt: skip


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    stub: Stub

    def log_message(self, format, *args):  # quiet
        pass

    def _json(self, status: int, obj: dict) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _sse(self, lines: list[str]) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for text in lines:
            data = text.encode()
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.wfile.flush()
        if self.stub.end_delay:
            time.sleep(self.stub.end_delay)
        self.wfile.write(b"0\r\n\r\n")

    def do_GET(self):
        self.stub.seen.append(Seen(self.path, dict(self.headers), {}))
        self._json(200, {"object": "list", "data": [{"id": "Ling-3.0-flash", "object": "model",
                                                     "created": 1, "owned_by": "sglang"}]})  # fmt: skip

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(n) or b"{}")
        self.stub.seen.append(Seen(self.path, dict(self.headers), body))
        stream = body.get("stream") is True
        if self.path == "/v1/chat/completions":
            if stream:
                usage = bool((body.get("stream_options") or {}).get("include_usage"))
                self._sse([f"data: {json.dumps(e)}\n\n" for e in tool_call_events(usage)]
                          + ["data: [DONE]\n\n"])  # fmt: skip
            else:
                self._json(200, {"id": "1", "object": "chat.completion", "created": 1,
                    "model": "Ling-3.0-flash", "choices": [{"index": 0, "message": {
                        "role": "assistant", "content": json.dumps(body)}, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 8}})  # fmt: skip
        elif self.path == "/v1/completions":
            self._json(200, {"id": "c1", "object": "text_completion", "created": 1,
                "model": "Ling-3.0-flash", "choices": [{"index": 0, "text": " world",
                "logprobs": None, "finish_reason": "length"}],
                "usage": {"prompt_tokens": 2, "completion_tokens": 1, "total_tokens": 3}})  # fmt: skip
        elif self.path == "/v1/messages":
            self._sse(
                [f"event: {name}\ndata: {json.dumps(e)}\n\n" for name, e in messages_events()]
            )
        elif self.path == "/v1/responses" and stream:
            self._sse(
                [f"event: {name}\ndata: {json.dumps(e)}\n\n" for name, e in responses_events()]
            )
        elif self.path == "/v1/responses":
            self._json(200, {"id": "resp_1", "object": "response", "created_at": 1,
                "status": "completed", "model": "Ling-3.0-flash", "output": [{"type": "message",
                "id": "m1", "status": "completed", "role": "assistant", "content": [
                    {"type": "output_text", "text": "Hi", "annotations": []}]}],
                "usage": {"input_tokens": 4, "output_tokens": 1, "total_tokens": 5,
                          "input_tokens_details": {"cached_tokens": 0},
                          "output_tokens_details": {"reasoning_tokens": 0}}})  # fmt: skip
        else:
            self._json(404, {"detail": "Not Found"})


class _Server(ThreadingHTTPServer):
    # uvicorn's backlog, as SGLang serves with (socketserver's default of 5 makes a burst of
    # new connections wait for SYN retransmits: 1, 3, 7, 15 s).
    request_queue_size = 2048


@contextlib.contextmanager
def run_stub() -> Iterator[Stub]:
    handler = type("Handler", (_Handler,), {})  # its own class: stubs never share records
    server = _Server(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    stub = Stub(f"http://127.0.0.1:{server.server_address[1]}")
    handler.stub = stub
    t = threading.Thread(target=server.serve_forever, daemon=True)
    t.start()
    try:
        yield stub
    finally:
        server.shutdown()
        server.server_close()
