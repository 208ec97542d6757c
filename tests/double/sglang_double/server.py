"""The HTTP surface of sglang/srt/entrypoints/http_server.py (0.5.23), over http.server."""

from __future__ import annotations

import hashlib
import json
import queue
import socket
import socketserver
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from . import prefix, textgen, toolcalls
from .engine import Request
from .logs import LOG

if TYPE_CHECKING:
    from .app import App


def dumps(obj) -> bytes:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True  # asyncio's create_server sets SO_REUSEADDR on POSIX

    def __init__(self, addr, family, app: App):
        self.address_family = family
        self.app = app
        super().__init__(addr, Handler, bind_and_activate=False)

    def server_bind(self):  # HTTPServer.server_bind would call getfqdn()
        if self.address_family == socket.AF_INET6:
            self.socket.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        socketserver.TCPServer.server_bind(self)
        host, port = self.server_address[:2]
        self.server_name, self.server_port = host, port


class HTTPError(Exception):
    def __init__(self, status: int, body):
        self.status = status
        self.body = body


def error_response(message: str, err_type: str = "BadRequest", code: int = 400) -> dict:
    """ErrorResponse(object="error", message, type, param=None, code)."""
    return {"object": "error", "message": message, "type": err_type, "param": None, "code": code}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # TCP_NODELAY, as uvicorn's sockets have it (asyncio sets it on every TCP transport): with
    # Nagle, a stream's head and its first chunks waited on the client's delayed ACK, adding
    # ~22 ms (p50) to the time to first token of a client reading straight from the double.
    disable_nagle_algorithm = True
    server_version = "uvicorn"
    sys_version = ""
    app: App

    def version_string(self) -> str:
        return "uvicorn"

    def log_message(self, format, *args):  # access lines are written by _access()
        pass

    def setup(self):
        super().setup()
        self.app = self.server.app

    # ----------------------------------------------------------------- plumbing
    def do_GET(self):
        self._dispatch("GET")

    def do_POST(self):
        self._dispatch("POST")

    def do_PUT(self):
        self._dispatch("PUT")

    def do_HEAD(self):
        self._dispatch("HEAD")

    def do_DELETE(self):
        self._dispatch("DELETE")

    def do_OPTIONS(self):
        self._dispatch("OPTIONS")

    def _access(self, status: int) -> None:
        client = f"{self.client_address[0]}:{self.client_address[1]}"
        LOG.access(client, f"{self.command} {self.path} HTTP/1.1", status)

    def _send(self, status: int, body: bytes = b"", ctype: str | None = None, headers=None) -> None:
        self._access(status)
        self.send_response(status)
        if ctype:
            self.send_header("content-type", ctype)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD" and body:
            self.wfile.write(body)
        self.wfile.flush()

    def _json(self, status: int, obj) -> None:
        self._send(status, dumps(obj), "application/json")

    def _read_body(self) -> bytes:
        if self.headers.get("transfer-encoding", "").lower() == "chunked":
            data = b""
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    self.rfile.readline()
                    return data
                data += self.rfile.read(size)
                self.rfile.readline()
        n = int(self.headers.get("content-length") or 0)
        return self.rfile.read(n) if n else b""

    def _json_body(self, required: bool = True) -> dict | None:
        raw = self._read_body()
        if not raw.strip():
            if required:
                raise HTTPError(
                    400,
                    error_response(
                        "[{'type': 'missing', 'loc': ('body',), 'msg': 'Field required', "
                        "'input': None}]",
                        "Bad Request",
                        400,
                    ),
                )
            return None
        try:
            body = json.loads(raw)
        except ValueError as e:
            raise HTTPError(
                400,
                error_response(
                    f"[{{'type': 'json_invalid', 'loc': ('body', {e.pos}), 'msg': 'JSON decode error', "
                    f"'input': {{}}, 'ctx': {{'error': '{e.msg}'}}}}]",
                    "Bad Request",
                    400,
                ),
            ) from None
        if not isinstance(body, dict):
            raise HTTPError(
                400, error_response("Input should be a valid dictionary", "Bad Request", 400)
            )
        return body

    def _dispatch(self, method: str) -> None:
        app = self.app
        app.active_requests_inc()
        try:
            path = urlsplit(self.path).path
            if app.needs_auth(method, path, self.headers.get("Authorization")):
                self._json(401, {"error": "Unauthorized"})
                return
            route = self._route(method, path)
            if route is None:
                return
            route()
        except HTTPError as e:
            self._json(e.status, e.body)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        finally:
            app.active_requests_dec()

    def _route(self, method: str, path: str):
        app = self.app
        routes = {
            "/health": (("GET",), self.h_health),
            "/health_generate": (("GET",), self.h_health),
            "/ready": (("GET",), self.h_ready),
            "/model_info": (("GET",), self.h_model_info),
            "/get_model_info": (("GET",), self.h_get_model_info),
            "/server_info": (("GET",), self.h_server_info),
            "/get_server_info": (("GET",), self.h_get_server_info),
            "/v1/models": (("GET",), self.h_models),
            "/v1/chat/completions": (("POST",), self.h_chat),
            "/generate": (("POST", "PUT"), self.h_generate),
            "/freeze_gc": (("GET", "POST"), self.h_freeze_gc),
            "/flush_cache": (("GET", "POST"), self.h_flush_cache),
            "/weights_checker": (("GET", "POST"), self.h_weights_checker),
            "/": (("GET", "HEAD"), self.h_root),
        }
        if path.startswith("/metrics") and app.resolved["enable_metrics"]:
            return self.h_metrics
        if path.startswith("/v1/models/") and method == "GET":
            return lambda: self.h_model(path[len("/v1/models/") :])
        if path not in routes:
            self._json(404, {"detail": "Not Found"})
            return None
        methods, fn = routes[path]
        if method not in methods:
            body = dumps({"detail": "Method Not Allowed"})
            self._send(405, body, "application/json", {"allow": ", ".join(methods)})
            return None
        return fn

    # ------------------------------------------------------------------ routes
    def h_root(self):
        self._json(200, "SGLang is running")

    def h_ready(self):
        self._send(200 if self.app.is_ready() else 503)

    def h_health(self):
        """health_generate(): 503 while Starting or shutting down; otherwise a 1-token
        generation, sleeping 1 s between checks for any scheduler output (up to 20 s)."""
        app = self.app
        if app.gracefully_exit:
            LOG.info("Health check request received during shutdown. Returning 503.")
            self._send(503)
            return
        if app.status != "up":
            self._send(503)
            return
        app.touch_handle_loop()
        tic = time.time()
        req = Request(
            pieces=[textgen.Piece(".", "content")],
            natural_stop=False,
            prompt_tokens=1,
            log_metrics=False,
            kind="health",
        )
        app.engine.submit(req)
        deadline = tic + app.health_check_timeout
        while time.time() < deadline:
            time.sleep(app.knobs.health_delay)
            if app.engine.last_receive > tic:
                app.engine.abort(req)
                self._send(200)
                return
        app.engine.abort(req)
        LOG.error(
            f"Health check failed. Server couldn't get a response from detokenizer for last "
            f"{app.health_check_timeout} seconds. tic start time: "
            f"{time.strftime('%H:%M:%S', time.localtime(tic))}. last_heartbeat time: "
            f"{time.strftime('%H:%M:%S', time.localtime(app.engine.last_receive))}"
        )
        app.status = "unhealthy"
        self._send(503)

    def h_model_info(self):
        self._json(200, self.app.model_info())

    def h_get_model_info(self):
        LOG.warning(
            "Endpoint '/get_model_info' is deprecated and will be removed in a future version. "
            "Please use '/model_info' instead."
        )
        self.h_model_info()

    def h_server_info(self):
        self._json(200, self.app.server_info())

    def h_get_server_info(self):
        LOG.warning(
            "Endpoint '/get_server_info' is deprecated and will be removed in a future version. "
            "Please use '/server_info' instead."
        )
        self.h_server_info()

    def _model_card(self, name: str) -> dict:
        return {
            "id": name,
            "object": "model",
            "created": int(time.time()),
            "owned_by": "sglang",
            "root": name,
            "parent": None,
            "max_model_len": self.app.context_len,
        }

    def h_models(self):
        name = self.app.resolved["served_model_name"]
        self._json(200, {"object": "list", "data": [self._model_card(name)]})

    def h_model(self, model: str):
        if model != self.app.resolved["served_model_name"]:
            self._json(
                404,
                {
                    "error": {
                        "message": f"The model '{model}' does not exist",
                        "type": "invalid_request_error",
                        "param": "model",
                        "code": "model_not_found",
                    }
                },
            )
            return
        card = self._model_card(model)
        card["max_model_len"] = None
        self._json(200, card)

    def h_metrics(self):
        body = self.app.metrics.render().encode()
        self._send(200, body, "text/plain; version=0.0.4; charset=utf-8")

    def h_freeze_gc(self):
        self.app.touch_handle_loop()
        self._read_body()
        self._send(200, b"Garbage collection frozen.\n", "text/plain; charset=utf-8")

    def h_flush_cache(self):
        self._read_body()
        self._send(
            200,
            b"Cache flushed.\nPlease check backend logs for more details. (When there are "
            b"running or waiting requests, the operation will not be performed.)\n",
            "text/plain; charset=utf-8",
        )

    def h_weights_checker(self):
        body = self._json_body(required=False) or {}
        action = body.get("action", "checksum")
        selector = body.get("selector", "all")
        if action != "checksum":
            self._json(400, {"success": False, "message": f"Unsupported action: {action}"})
            return
        self._json(200, self.app.weights_checksum(selector))

    # --------------------------------------------------------------- generation
    def _content_type_check(self) -> None:
        ctype = self.headers.get("content-type", "").lower().split(";", 1)[0].strip()
        if ctype != "application/json":
            self._read_body()
            raise HTTPError(
                400,
                error_response(
                    "[{'loc': ['header', 'content-type'], 'msg': \"Unsupported Media Type: Only "
                    "'application/json' is allowed\", 'type': 'value_error'}]",
                    "Bad Request",
                    400,
                ),
            )

    def _start_stream(self) -> None:
        self._access(200)
        self.send_response(200)
        self.send_header("content-type", "text/event-stream; charset=utf-8")
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        self.wfile.flush()

    def _chunk(self, data: str) -> None:
        raw = data.encode()
        # An event with a multi-byte character goes out as two HTTP chunks cut inside that
        # character, as a network may cut it: a client must decode the stream, not each read.
        cut = next((i + 1 for i, b in enumerate(raw) if b >= 0xC0), None)
        for part in (raw[:cut], raw[cut:]) if cut else (raw,):
            self.wfile.write(f"{len(part):x}\r\n".encode() + part + b"\r\n")
            self.wfile.flush()

    def _end_stream(self) -> None:
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    def _events(self, req: Request):
        """Yield the number of new tokens per scheduler output, merging what queued up."""
        while True:
            try:
                kind, n = req.events.get(timeout=0.5)
            except queue.Empty:
                if self.app.engine.dead:
                    return
                continue
            total = 0
            finished = False
            while True:
                if kind == "tokens":
                    total += n
                elif kind == "finish":
                    finished = True
                try:
                    kind, n = req.events.get_nowait()
                except queue.Empty:
                    break
            yield total, finished
            if finished:
                return

    def h_chat(self):
        app = self.app
        app.touch_handle_loop()
        self._content_type_check()
        body = self._json_body()
        messages = body.get("messages") or []
        if not messages:
            raise HTTPError(400, error_response("Messages cannot be empty."))
        model = body.get("model") or "default"
        stream = bool(body.get("stream"))
        stream_options = body.get("stream_options") or {}
        include_usage = (
            bool(stream_options.get("include_usage"))
            or app.resolved["stream_response_default_include_usage"]
        )
        continuous = bool(stream_options.get("continuous_usage_stats"))
        max_tokens = body.get("max_completion_tokens") or body.get("max_tokens")
        kwargs = body.get("chat_template_kwargs") or {}
        thinking = kwargs.get("enable_thinking", True) is not False
        parser = bool(app.resolved["reasoning_parser"]) and body.get("separate_reasoning", True)
        want_spec = bool(body.get("return_spec_tokens_details"))
        prompt_text = ""
        last_user = ""
        for m in messages:
            content = m.get("content")
            if isinstance(content, list):
                content = " ".join(p.get("text", "") for p in content if isinstance(p, dict))
            content = content or ""
            prompt_text += f" {m.get('role', '')} {content}"
            if m.get("role") == "user":
                last_user = content
        answer = textgen.tokenize(last_user) if "DOUBLE_ECHO" in prompt_text else None
        if app.knobs.accuracy >= 0:
            answer = textgen.arithmetic_answer(
                last_user, app.knobs.accuracy, salt=str(app.head_fp8)
            )
        after_result = toolcalls.answer_after_result(messages)
        if after_result is not None:
            answer = textgen.tokenize(after_result)
        call = toolcalls.choose(body, messages)
        if call is not None:
            # The model ends its turn after the call (EOS), so the call is never padded out
            # to max_tokens; only cut when it does not fit.
            out = textgen.build(
                thinking=thinking,
                reasoning_parser=parser,
                max_tokens=None,
                answer_tokens=textgen.tokenize(call.xml()),
            )
            cut = max_tokens is not None and len(out.pieces) > max_tokens
            if cut:
                out = textgen.Output(out.pieces[:max_tokens], False, out.reasoning_tokens)
            parsed = toolcalls.constrained(body) or (
                bool(app.resolved.get("tool_call_parser"))
                and app.knobs.fault != "tool-parser-missing"
            )
            if parsed and not cut:
                for p in out.pieces:
                    if p.kind == "content":
                        p.kind = "tool"
            else:
                call = None  # raw <tool_call> text in content: what the user would see
        else:
            out = textgen.build(
                thinking=thinking,
                reasoning_parser=parser,
                max_tokens=max_tokens,
                answer_tokens=answer,
                zh=textgen.is_chinese(last_user),
            )
        prompt_tokens = textgen.count_tokens(prompt_text) + 4 * len(messages) + 2
        seq = prefix.prompt_sequence(messages, textgen.tokenize)
        cached = min(app.prefix_cache.match(seq), max(0, prompt_tokens - 1))
        app.prefix_cache.insert(seq)
        req = Request(
            pieces=out.pieces,
            natural_stop=out.natural_stop,
            prompt_tokens=prompt_tokens,
            stream=stream,
            reasoning_tokens=out.reasoning_tokens,
            cached_tokens=cached,
        )
        created = int(time.time())
        app.engine.submit(req)
        if stream:
            self._stream_chat(req, model, created, include_usage, continuous, want_spec, call)
        else:
            self._full_chat(req, model, created, want_spec, parser, call)

    def _usage(self, req: Request, produced: int | None = None) -> dict:
        completion = req.produced if produced is None else produced
        reasoning = min(req.reasoning_tokens, completion)
        return {
            "prompt_tokens": req.prompt_tokens,
            "total_tokens": req.prompt_tokens + completion,
            "completion_tokens": completion,
            # SGLang reports it only with --enable-cache-report (usage_processor.py).
            "prompt_tokens_details": {"cached_tokens": req.cached_tokens}
            if self.app.resolved.get("enable_cache_report")
            else None,
            "reasoning_tokens": reasoning,
            "completion_tokens_details": {"reasoning_tokens": reasoning} if reasoning else None,
        }

    def _spec_details(self, req: Request) -> dict | None:
        meta = req.spec_meta(self.app.num_draft_tokens) if self.app.nextn else {}
        if not meta:
            return None
        return {
            "spec_accept_rate": meta.get("spec_accept_rate") or 0.0,
            "spec_accept_length": meta.get("spec_accept_length") or 0.0,
            "spec_cap_length": 0.0,
            "spec_block_accept_length": 0.0,
            "spec_num_correct_drafts": meta.get("spec_num_correct_drafts") or 0,
            "spec_num_proposed_drafts": meta.get("spec_num_proposed_drafts") or 0,
            "spec_verify_ct": meta.get("spec_verify_ct") or 0,
            "spec_correct_drafts_histogram": meta.get("spec_correct_drafts_histogram") or [],
            "spec_cap_lens_histogram": [],
        }

    def _stream_chat(self, req, model, created, include_usage, continuous, want_spec, call=None):
        app = self.app
        head = {
            "id": req.rid,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
        }

        def chunk(delta: dict, finish=None, matched=None, usage=None) -> str:
            obj = dict(head)
            obj["choices"] = [
                {
                    "index": 0,
                    "delta": delta,
                    "logprobs": None,
                    "finish_reason": finish,
                    "matched_stop": matched,
                }
            ]
            if usage is not None:
                obj["usage"] = usage
            return "data: " + dumps(obj).decode() + "\n\n"

        def tool_chunk(call_delta: dict, usage=None) -> str:
            # Call deltas are pydantic's model_dump_json (_process_tool_call_stream), not
            # the omit-defaults layout of text chunks: every delta key, and "usage", present.
            obj = dict(head)
            delta = {"role": None, "content": None, "reasoning_content": None}
            delta["tool_calls"] = [call_delta]
            obj["choices"] = [
                {
                    "index": 0,
                    "delta": delta,
                    "logprobs": None,
                    "finish_reason": None,
                    "matched_stop": None,
                }
            ]
            obj["usage"] = usage
            return "data: " + dumps(obj).decode() + "\n\n"

        tool = _ToolStream(call, req.pieces) if call is not None else None

        try:
            self._start_stream()
            sent = 0
            first = True
            bad_sse_done = False
            for n, finished in self._events(req):
                pieces = req.pieces[sent : sent + n]
                sent += n
                if first:
                    first = False
                    self._chunk(
                        chunk({"reasoning_content": None, "role": "assistant", "content": ""})
                    )
                usage = self._usage(req, sent) if continuous else None
                reasoning = "".join(p.text for p in pieces if p.kind == "reasoning")
                content = "".join(p.text for p in pieces if p.kind == "content")
                if reasoning:
                    self._chunk(chunk({"reasoning_content": reasoning}, usage=usage))
                if content:
                    self._chunk(chunk({"reasoning_content": None, "content": content}, usage=usage))
                if tool is not None:
                    for call_delta in tool.advance(sent):
                        self._chunk(tool_chunk(call_delta, usage))
                if app.knobs.fault == "bad-sse" and not bad_sse_done and sent >= 10:
                    bad_sse_done = True
                    self._chunk(
                        'data: {"id":"' + req.rid + '","object":"chat.completion.chunk",'
                        '"choices":[{"index":0,"delta":{"content":"\\u00e9ch\n\n'
                    )
                if finished:
                    break
            if not req.done or app.engine.dead:
                return  # the engine died under us: the connection just drops
            reason = req.finish_reason() or {"type": "length"}
            if tool is not None and reason["type"] == "stop":
                # serving_chat.py: a natural stop after a parsed call reads "tool_calls" (the
                # matched EOS stays in matched_stop on this streamed path).
                reason = {**reason, "type": "tool_calls"}
            self._chunk(
                chunk(
                    {"reasoning_content": None},
                    finish=reason["type"],
                    matched=reason.get("matched"),
                )
            )
            if want_spec:
                details = self._spec_details(req)
                if details is not None:
                    obj = dict(head)
                    obj.update(choices=[], usage=None, sglext={"spec_tokens_details": details})
                    self._chunk("data: " + dumps(obj).decode() + "\n\n")
            if include_usage:
                obj = dict(head)
                obj.update(choices=[], usage=self._usage(req))
                self._chunk("data: " + dumps(obj).decode() + "\n\n")
            self._chunk("data: [DONE]\n\n")
            if app.knobs.end_delay > 0:
                time.sleep(app.knobs.end_delay)
            self._end_stream()
        except (BrokenPipeError, ConnectionResetError, OSError):
            app.engine.abort(req)
            self.close_connection = True

    def _wait(self, req: Request) -> bool:
        for _n, _finished in self._events(req):
            pass
        return req.done and not self.app.engine.dead

    def _full_chat(self, req, model, created, want_spec, parser, call=None):
        if not self._wait(req):
            self.close_connection = True
            return
        reasoning = "".join(p.text for p in req.pieces if p.kind == "reasoning")
        content = "".join(p.text for p in req.pieces if p.kind == "content")
        if (
            parser
            and self.app.resolved["reasoning_parser"] == "ling3"
            and reasoning
            and not content
            and call is None  # the call's XML was content to the reasoning parser
            and "<tool_call>" not in reasoning
        ):
            # Ling3Detector(force_nonempty_content): reasoning-only output becomes content.
            content, reasoning = reasoning, ""
        reason = req.finish_reason() or {"type": "length"}
        message: dict = {
            "role": "assistant",
            "content": content,
            "reasoning_content": reasoning or None,
        }
        if call is not None:
            # serving_chat.py _process_tool_calls: a stop becomes "tool_calls", matched None;
            # ChatMessage drops tool_calls only when there are none.
            message["tool_calls"] = [
                {
                    "id": toolcalls.new_call_id(),
                    "index": 0,
                    "type": "function",
                    "function": {"name": call.name, "arguments": call.arguments_json()},
                }
            ]
            if reason["type"] == "stop":
                reason = {"type": "tool_calls", "matched": None}
        resp = {
            "id": req.rid,
            "object": "chat.completion",
            "created": created,
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": None,
                    "finish_reason": reason["type"],
                    "matched_stop": reason.get("matched"),
                }
            ],
            "usage": self._usage(req),
            "metadata": {"weight_version": "default"},
        }
        if want_spec:
            details = self._spec_details(req)
            if details is not None:
                resp["sglext"] = {"spec_tokens_details": details}
        self._json(200, resp)

    def _meta(self, req: Request, final: bool, produced: int | None = None) -> dict:
        meta = {
            "id": req.rid,
            "finish_reason": req.finish_reason() if final else None,
            "prompt_tokens": req.prompt_tokens,
            "weight_version": "default",
            "num_retractions": 0,
            "reasoning_tokens": 0,
            "completion_tokens": req.produced if produced is None else produced,
            "cached_tokens": 0,
        }
        if final:
            end = req.finished_time or time.monotonic()
            meta["e2e_latency"] = end - req.created
            if self.app.nextn:
                meta.update(req.spec_meta(self.app.num_draft_tokens))
        return meta

    def h_generate(self):
        app = self.app
        app.touch_handle_loop()
        body = self._json_body()
        text = body.get("text")
        if isinstance(text, list):
            text = text[0] if text else ""
        input_ids = body.get("input_ids")
        if text is None and input_ids is None:
            self._json(
                400,
                {
                    "error": {
                        "message": "Either text, input_ids or input_embeds should be provided.",
                        "type": "invalid_request_error",
                        "code": 400,
                        "retryable": False,
                    }
                },
            )
            return
        sp = body.get("sampling_params") or {}
        max_new = sp.get("max_new_tokens", 128)
        stream = bool(body.get("stream"))
        prompt_tokens = textgen.count_tokens(text) if text is not None else len(input_ids)
        answer = textgen.tokenize(text) if text and "DOUBLE_ECHO" in text else None
        out = textgen.build(
            thinking=False,
            reasoning_parser=False,
            max_tokens=max_new,
            answer_tokens=answer,
            chat=False,
        )
        kind = "warmup" if self.headers.get("x-sglang-double-warmup") == "1" else "real"
        req = Request(
            pieces=out.pieces,
            natural_stop=out.natural_stop,
            prompt_tokens=max(1, prompt_tokens),
            stream=stream,
            kind=kind,
        )
        app.engine.submit(req)
        ids = [
            1000 + (int(hashlib.md5(p.text.encode()).hexdigest()[:6], 16) % 150000)
            for p in req.pieces
        ]
        if not stream:
            if not self._wait(req):
                self.close_connection = True
                return
            text_out = "".join(p.text for p in req.pieces)
            self._json(
                200,
                {
                    "text": text_out,
                    "output_ids": ids[: req.produced],
                    "meta_info": self._meta(req, True),
                },
            )
            return
        try:
            self._start_stream()
            sent = 0
            for n, finished in self._events(req):
                sent += n
                final = finished and req.done
                obj = {
                    "text": "".join(p.text for p in req.pieces[:sent]),
                    "output_ids": ids[:sent],
                    "meta_info": self._meta(req, final, sent),
                }
                self._chunk("data: " + dumps(obj).decode() + "\n\n")
                if finished:
                    break
            if not req.done or app.engine.dead:
                return
            self._chunk("data: [DONE]\n\n")
            self._end_stream()
        except (BrokenPipeError, ConnectionResetError, OSError):
            app.engine.abort(req)
            self.close_connection = True


class _ToolStream:
    """Ling3Detector's streamed output for one call: once the name is complete (the newline
    after it), a delta with the id, the name and empty arguments; then the arguments JSON in
    fragments as the XML arrives (glm4_moe_detector.py converts it incrementally); the rest
    when the call closes."""

    def __init__(self, call: toolcalls.Call, pieces) -> None:
        self.call = call
        self.args = call.arguments_json()
        idx = [i for i, p in enumerate(pieces) if p.kind == "tool"]
        self.first = idx[0] if idx else 0
        self.last = idx[-1] if idx else 0
        newline = next((i for i in idx if "\n" in pieces[i].text), self.last)
        self.name_end = newline + 1  # pieces needed before the name is known
        self.named = False
        self.sent_args = 0

    def advance(self, produced: int) -> list[dict]:
        out: list[dict] = []
        if produced < self.name_end:
            return out
        if not self.named:
            self.named = True
            out.append(
                {
                    "id": toolcalls.new_call_id(),
                    "index": 0,
                    "type": "function",
                    "function": {"name": self.call.name, "arguments": ""},
                }
            )
        span = max(1, self.last + 1 - self.name_end)
        done = min(produced - self.name_end, span)
        upto = len(self.args) if done >= span else len(self.args) * done // span
        if upto > self.sent_args:
            out.append(
                {
                    "id": None,
                    "index": 0,
                    "type": "function",
                    "function": {"name": None, "arguments": self.args[self.sent_args : upto]},
                }
            )
            self.sent_args = upto
        return out


def start_threaded(server: Server) -> threading.Thread:
    t = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    t.start()
    return t
