"""Issue 37's judge: distinctive strings put in through the app's own ways in (a chat with a tool
result, a document, a request through the gateway under a named API key) are in no file in the
clear, under the config, data, cache, log and runtime folders nor in the temporary files the app
made, while the app reads every one of them back; deleted, within 5 s they are in no file in any
form, not even in the databases' pages and WAL frames decrypted with the key (free pages too).

Real processes of `python -m app` (serve with the engine double, history, docs, api), real
encrypted files; the key in the 0600 key file the suite chooses (tests/conftest.py)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from app.core.chat.export import to_json
from app.core.chat.model import TOOL_CALLS, Conversation
from app.core.engine.supervisor import pick_free_port
from app.core.paths import Paths
from app.core.vault import DataKey, keys, session
from app.core.vault.door import is_encrypted
from tests.support.canary import decrypted_pages, found_in_bytes, scan
from tests.support.engine import DOUBLE, ROOT, group_members, make_model_dir

pytestmark = pytest.mark.timeout(240)

CHAT = "qjzebrachatcanary41"
TOOL = "qjzebratoolcanary42"
DOC = "qjzebradoccanary43"
GATE = "qjzebragatecanary44"
KEY_NAME = "qjzebrakeycanary45"
ALL = [CHAT, TOOL, DOC, GATE, KEY_NAME]
FAST = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05"


def _env(tmpdir: Path) -> dict[str, str]:
    # The app's own temporary files land here, where the scan looks.
    return {**os.environ, "TMPDIR": str(tmpdir)}


def _app(base: Path, env: dict[str, str], *args: str) -> dict:
    proc = subprocess.run(
        [sys.executable, "-m", "app", *args, "--basedir", str(base), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=90, env=env, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _app_text(base: Path, env: dict[str, str], *args: str) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "app", *args, "--basedir", str(base)],
        cwd=ROOT, capture_output=True, text=True, timeout=90, env=env, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _roots(base: Path, tmpdir: Path) -> list[Path]:
    paths = Paths.from_basedir(base)
    return [*paths.private_dirs, tmpdir]


def _in_decrypted_pages(paths: Paths, key: DataKey) -> dict[str, list[str]]:
    hits = {}
    for db in session.data_files(paths):
        if db.exists() and is_encrypted(db):
            found = found_in_bytes(decrypted_pages(db, key), ALL)
            if db.name.startswith("audit-"):
                # The audit log says who called and which key was made or revoked, by the key's
                # name (README: the audit log): kept after a revoke, by design. Nothing else of
                # the user's, ever: no chat, tool result, document or request text.
                found = [f for f in found if f != KEY_NAME]
            if found:
                hits[db.name] = found
    return hits


def _serve(base: Path, env: dict[str, str], model: Path, port: int) -> subprocess.Popen:
    settings = Paths.from_basedir(base).ensure().settings_file
    settings.write_text(f"[gateway]\nport = {port}\n")
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--basedir", str(base),
         "--launcher", f"{sys.executable} {DOUBLE} {FAST}", "--model", str(model)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
        stdin=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 90
    seen = []
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen.append(line)
        if "ready to roll" in line:
            return proc
    proc.kill()
    raise AssertionError("serve never became ready:\n" + "".join(seen[-30:]))


def _stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(60)
    finally:
        if proc.poll() is None:
            proc.kill()


def test_canaries_are_never_on_disk_in_the_clear_and_gone_within_5_s_of_deletion(tmp_path):
    base, tmpdir = tmp_path / "base", tmp_path / "tmp"
    tmpdir.mkdir()
    env = _env(tmpdir)
    paths = Paths.from_basedir(base).ensure()
    outside = tmp_path / "outside"  # the user's own files: not the app's to encrypt
    outside.mkdir()

    # A chat whose answer ran a tool, as an export from another machine brings it in.
    conv = Conversation(title=f"Plans {CHAT}")
    q = conv.new_message("user", None, f"Where is the {CHAT} kept?")
    call = {"call_id": "c1", "name": "box__find", "server": "box", "tool": "find",
            "arguments": {"q": "where"}, "allowed": True, "result": f"In the {TOOL} drawer",
            "ok": True}  # fmt: skip
    conv.new_message("assistant", q.id, "In the drawer.", meta={TOOL_CALLS: [call]})
    export = outside / "chat.json"
    export.write_text(to_json(conv), encoding="utf-8")
    _app(base, env, "history", "import", str(export))
    listed = _app(base, env, "history", "list")["conversations"]
    [chat] = [c for c in listed if CHAT in c["title"]]
    conv_id = chat["id"]

    # A document in the library.
    doc = outside / "memo.txt"
    doc.write_text(f"The safe's combination is {DOC}.\n" * 30, encoding="utf-8")
    _app(base, env, "docs", "add", str(doc))

    # A request through the gateway, under a named API key.
    model = make_model_dir(tmp_path)
    port = pick_free_port()
    serve = _serve(base, env, model, port)
    engine_pid = int(json.loads(paths.engine_pidfile.read_text())["pid"])
    try:
        made = subprocess.run(
            [sys.executable, "-m", "app", "api", "key", "create", KEY_NAME, "--basedir",
             str(base)],
            cwd=ROOT, capture_output=True, text=True, timeout=60, env=env,
            stdin=subprocess.DEVNULL,
        )  # fmt: skip
        assert made.returncode == 0, made.stderr
        api_key = made.stdout.strip()
        answer = httpx.post(
            f"http://127.0.0.1:{port}/v1/chat/completions",
            headers={"Authorization": f"Bearer {api_key}"},
            json={"model": "Ling-3.0-flash", "max_tokens": 16,
                  "messages": [{"role": "user", "content": f"Repeat {GATE}"}]},
            timeout=60, trust_env=False,
        )  # fmt: skip
        assert answer.status_code == 200, answer.text
    finally:
        _stop(serve)
        if group_members(engine_pid):
            os.killpg(engine_pid, signal.SIGKILL)

    # In no file in the clear, anywhere the app writes.
    assert scan(_roots(base, tmpdir), ALL) == {}
    assert all(is_encrypted(p) for p in session.data_files(paths) if p.exists())

    # ...while the app reads each back.
    md = _app_text(base, env, "history", "export", conv_id, "--format", "md")
    assert CHAT in md and TOOL in md
    hits = _app(base, env, "docs", "search", DOC)["hits"]
    assert hits and DOC in json.dumps(hits)
    names = [k["name"] for k in _app(base, env, "api", "key", "list")["keys"]]
    assert names == [KEY_NAME]
    key = keys.load(paths)
    assert _in_decrypted_pages(paths, key)  # the oracle sees them (it can fail)

    # Deleted: within 5 s gone from every byte, even decrypted.
    t0 = time.monotonic()
    _app(base, env, "history", "delete", conv_id)
    _app(base, env, "docs", "remove", str(doc))
    _app(base, env, "api", "key", "revoke", KEY_NAME)
    while True:
        left = {**scan(_roots(base, tmpdir), ALL), **_in_decrypted_pages(paths, key)}
        if not left or time.monotonic() - t0 > 5.0:
            break
        time.sleep(0.2)
    assert left == {}, f"after {time.monotonic() - t0:.1f} s"
