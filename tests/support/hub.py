"""A Hugging Face hub stand-in on 127.0.0.1: just enough of the hub's HTTP API for huggingface_hub.

Serves one model repo from memory:

- ``GET /api/models/{repo}[/revision/{rev}]``: repo info (``id``, ``sha``, ``siblings``)
- ``GET /api/models/{repo}/tree/{rev}[?recursive=...]``: the file listing, with ``oid`` (git blob
  sha1), ``size`` and, for weights, ``lfs`` (sha256, size, pointerSize) as the real hub lists them
- ``HEAD``/``GET /{repo}/resolve/{rev}/{path}``: ``ETag`` (sha256 for LFS files, git sha1 else),
  ``X-Repo-Commit``, ``Content-Length``, ``Accept-Ranges``; GET honours ``Range`` (206)

Knobs for tests: ``throttle_bps`` slows every body down (so a download can be killed midway),
``set_file`` publishes a new commit, ``serve_other_bytes`` makes the server send bytes that differ
from its own listing (a file changed under a revision), and ``requests`` records what was asked.
Hostile hubs: ``list_name`` adds a name to the listing only (``../../evil``, ``/abs/path``),
``trickle`` sends a file's body one byte every N seconds, ``fail`` answers the next request(s)
for a file (or ``LISTING``, the tree) with an HTTP error, ``drop`` cuts the next GETs of a file
after so many bytes (a connection lost midway: the client sees the body end short).
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

from tests.support.verify_model import FIXTURE_CONFIG

REPO = "inclusionAI/Ling-3.0-flash-fp4"
LISTING = "<listing>"  # fail()'s name for the tree request
_LFS_SUFFIXES = (".safetensors", ".bin")


def git_blob_sha1(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def tiny_ling_repo(shards: int = 3, shard_bytes: int = 1024 * 1024) -> dict[str, bytes]:
    """A tiny Ling-3.0-flash repo: the synthetic config, an index naming every shard (with the
    NEXTN layer's weights), and shards that start with a real safetensors header."""
    config = json.loads(FIXTURE_CONFIG.read_text())
    names = [f"model-{i + 1:05d}-of-{shards:05d}.safetensors" for i in range(shards)]
    layers = config["num_hidden_layers"]
    wm = {
        "model.word_embeddings.weight": names[0],
        "model.layers.1.mlp.experts.0.gate_proj.weight": names[min(1, shards - 1)],
        "lm_head.weight": names[-1],
    }
    for part in ("eh_proj.weight", "enorm.weight", "hnorm.weight", "final_layernorm.weight"):
        wm[f"model.layers.{layers}.{part}"] = names[-1]
    files: dict[str, bytes] = {
        "config.json": json.dumps(config, indent=2).encode(),
        "tokenizer_config.json": b'{"model_max_length": 262144}\n',
        "model.safetensors.index.json": json.dumps(
            {"metadata": {"total_size": shards * shard_bytes // 2}, "weight_map": wm}, indent=2
        ).encode(),
    }
    for i, name in enumerate(names):
        tensors = {k: v for k, v in wm.items() if v == name}
        header = {
            k: {"dtype": "BF16", "shape": [1], "data_offsets": [0, 2]} for k in sorted(tensors)
        }
        raw = json.dumps(header).encode()
        head = len(raw).to_bytes(8, "little") + raw
        # Varied bytes (not zeros) so a resumed download that splices wrongly cannot pass.
        body = hashlib.sha256(name.encode()).digest() * (shard_bytes // 32 + 1)
        files[name] = (head + bytes((b + i) % 256 for b in body))[:shard_bytes]
    return files


@dataclass
class _Repo:
    files: dict[str, bytes]
    commit: str
    served: dict[str, bytes] = field(default_factory=dict)  # overrides of what GET sends


class FakeHub:
    """Start with ``with FakeHub(files) as hub:``; ``hub.endpoint`` goes into HF_ENDPOINT."""

    def __init__(
        self, files: dict[str, bytes] | None = None, *, repo: str = REPO, throttle_bps: int = 0
    ) -> None:
        self.repo_id = repo
        self.throttle_bps = throttle_bps
        self.requests: list[tuple[str, str, str | None]] = []  # (method, path, Range)
        self.authorizations: list[str | None] = []  # each request's Authorization header
        self._claimed: dict[str, int] = {}
        self._listed_only: dict[str, bytes] = {}
        self._trickle: dict[str, float] = {}
        self._failures: dict[str, list[int]] = {}
        self._drops: dict[str, list[int]] = {}
        self._lock = threading.Lock()
        self._repo = _Repo(dict(files or tiny_ling_repo()), "")
        self._repo.commit = self._commit_of(self._repo.files)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    # --- control -----------------------------------------------------------------------------

    def __enter__(self) -> FakeHub:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def commit(self) -> str:
        return self._repo.commit

    @property
    def files(self) -> dict[str, bytes]:
        return dict(self._repo.files)

    def set_file(self, path: str, data: bytes) -> None:
        """Publish a new commit in which `path` holds `data`."""
        with self._lock:
            self._repo.files[path] = data
            self._repo.served.pop(path, None)
            self._repo.commit = self._commit_of(self._repo.files)

    def serve_other_bytes(self, path: str, data: bytes) -> None:
        """GET of `path` sends `data` from now on, while the listing keeps the old hash."""
        with self._lock:
            self._repo.served[path] = data

    def claim_size(self, path: str, size: int) -> None:
        """The listing says `path` takes `size` bytes (a checkpoint too big for this disk)."""
        with self._lock:
            self._claimed[path] = size

    def list_name(self, name: str, data: bytes = b"evil\n") -> None:
        """The listing names `name` (whatever it is) as a file of `data`; nothing serves it."""
        with self._lock:
            self._listed_only[name] = data

    def trickle(self, path: str, every_s: float) -> None:
        """GET of `path` sends its headers, then one byte at once and one every `every_s` s."""
        with self._lock:
            self._trickle[path] = every_s

    def fail(self, path: str, status: int = 500, times: int = 1) -> None:
        """The next `times` requests for `path` (a file, or LISTING) answer `status`."""
        with self._lock:
            self._failures[path] = [status] * times

    def drop(self, path: str, *after: int) -> None:
        """The next GETs of `path` send `after[0]`, `after[1]`... bytes, then close the socket."""
        with self._lock:
            self._drops[path] = list(after)

    def gets(self, path: str) -> list[str | None]:
        """The Range header of each GET of `path` so far (None: the whole file)."""
        return [r for m, p, r in self.requests if m == "GET" and p.endswith("/" + path)]

    def _failure(self, path: str) -> int | None:
        with self._lock:
            left = self._failures.get(path)
            return left.pop() if left else None

    @staticmethod
    def _commit_of(files: dict[str, bytes]) -> str:
        h = hashlib.sha1()
        for name in sorted(files):
            h.update(name.encode() + b"\0" + git_blob_sha1(files[name]).encode())
        return h.hexdigest()

    def _entry(self, path: str, data: bytes) -> dict[str, object]:
        entry: dict[str, object] = {
            "type": "file",
            "oid": git_blob_sha1(data),
            "size": len(data),
            "path": path,
        }
        if path in self._claimed:
            entry["size"] = self._claimed[path]
        if path.endswith(_LFS_SUFFIXES):
            entry["lfs"] = {
                "oid": hashlib.sha256(data).hexdigest(),
                "size": entry["size"],
                "pointerSize": 134,
            }
        return entry

    # --- HTTP --------------------------------------------------------------------------------

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        hub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:
                pass

            def _json(self, obj: object, status: int = 200) -> None:
                body = json.dumps(obj).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _not_found(self, what: str) -> None:
                body = json.dumps({"error": what}).encode()
                self.send_response(404)
                self.send_header("X-Error-Code", "EntryNotFound")
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)

            def do_HEAD(self) -> None:
                self._route()

            def do_GET(self) -> None:
                self._route()

            def _route(self) -> None:
                path = unquote(urlsplit(self.path).path)
                with hub._lock:
                    hub.requests.append((self.command, path, self.headers.get("Range")))
                    hub.authorizations.append(self.headers.get("Authorization"))
                    repo = _Repo(dict(hub._repo.files), hub._repo.commit, dict(hub._repo.served))
                rid = re.escape(hub.repo_id)
                if m := re.fullmatch(rf"/api/models/{rid}(?:/revision/([^/]+))?", path):
                    if m.group(1) not in (None, "main", repo.commit):
                        return self._not_found("revision")
                    return self._json(
                        {
                            "id": hub.repo_id,
                            "modelId": hub.repo_id,
                            "sha": repo.commit,
                            "private": False,
                            "siblings": [{"rfilename": p} for p in sorted(repo.files)],
                        }
                    )
                if m := re.fullmatch(rf"/api/models/{rid}/tree/([^/]+)(/.*)?", path):
                    if m.group(1) not in ("main", repo.commit):
                        return self._not_found("revision")
                    if status := hub._failure(LISTING):
                        return self._json({"error": "hub failure"}, status)
                    with hub._lock:
                        listed = {**repo.files, **hub._listed_only}
                    return self._json([hub._entry(p, d) for p, d in sorted(listed.items())])
                if m := re.fullmatch(rf"/{rid}/resolve/([^/]+)/(.+)", path):
                    rev, name = m.groups()
                    if rev not in ("main", repo.commit) or name not in repo.files:
                        return self._not_found(name)
                    if self.command == "GET" and (status := hub._failure(name)):
                        return self._json({"error": "hub failure"}, status)
                    return self._file(repo, name)
                return self._not_found(path)

            def _file(self, repo: _Repo, name: str) -> None:
                listed = repo.files[name]
                data = repo.served.get(name, listed)
                entry = hub._entry(name, listed)
                lfs = entry.get("lfs")
                etag = lfs["oid"] if isinstance(lfs, dict) else entry["oid"]
                start, status = 0, 200
                rng = self.headers.get("Range")
                if self.command == "GET" and rng and (m := re.fullmatch(r"bytes=(\d+)-", rng)):
                    start, status = int(m.group(1)), 206
                self.send_response(status)
                self.send_header("ETag", f'"{etag}"')
                self.send_header("X-Repo-Commit", repo.commit)
                self.send_header("Accept-Ranges", "bytes")
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("Content-Length", str(len(data) - start))
                if status == 206:
                    self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
                self.end_headers()
                if self.command == "HEAD":
                    return
                chunk = 16384
                with hub._lock:
                    every = hub._trickle.get(name)
                    drops = hub._drops.get(name)
                    cut = drops.pop(0) if drops else None
                if cut is not None:
                    self.wfile.write(data[start : start + cut])
                    self.wfile.flush()
                    self.close_connection = True  # fewer bytes than Content-Length: cut short
                    return
                try:
                    if every is not None:
                        for i in range(start, len(data)):
                            self.wfile.write(data[i : i + 1])
                            self.wfile.flush()
                            time.sleep(every)
                        return
                    for i in range(start, len(data), chunk):
                        self.wfile.write(data[i : i + chunk])
                        if hub.throttle_bps:
                            self.wfile.flush()
                            time.sleep(chunk / hub.throttle_bps)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client went away (killed, cancelled): nothing to finish

        return Handler


def write_repo(files: dict[str, bytes], dest: Path) -> Path:
    """The repo's files written as a plain folder (what a finished download must equal)."""
    for name, data in files.items():
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        (dest / name).write_bytes(data)
    return dest
