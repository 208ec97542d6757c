"""The audit log as the app's verbs write it (issue 38): real processes of `python -m app` on one
data folder (its key in a 0600 key file: tests/conftest.py), the SGLang double as the engine, a
real MCP server for the tools. Each test puts a canary string where the user's text goes (the
prompt, the answer, a tool's arguments and result, a chat's title and messages) and looks for it
in every decrypted record and in `audit export -`: it is never there; the records that should
be are, with their names and counts; and `audit verify` finds the chain whole after all of it."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import openai
import pytest

from app.core import audit
from app.core.chat.model import Conversation
from app.core.chat.retention import DAY_S
from app.core.chat.store import Store
from app.core.engine.supervisor import pick_free_port
from app.core.paths import Paths
from app.core.vault import keys
from tests.support.engine import DOUBLE, ROOT, make_model_dir

pytestmark = pytest.mark.timeout(180)

FAST = (
    "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05 "
    "--double-tok-per-s 3000"
)
TOOLBOX = ROOT / "tests" / "support" / "mcp_toolbox.py"


def app(base: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", *args, "--basedir", str(base)],
        cwd=ROOT, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def ok_json(proc: subprocess.CompletedProcess) -> dict:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def decrypted(base: Path) -> list[audit.Record]:
    paths = Paths.from_basedir(str(base))
    return list(audit.records(paths.data_dir / audit.FOLDER, keys.load(paths)))


def whole_and_clean(base: Path, *canaries: str) -> list[dict]:
    """The log verified whole, no canary in any decrypted record nor in `audit export -`; the
    records as `audit show --json` gives them."""
    assert ok_json(app(base, "audit", "verify", "--json"))["ok"] is True
    for r in decrypted(base):
        text = json.dumps(r.as_json(), ensure_ascii=False)
        for canary in canaries:
            assert canary not in text, r
    exported = app(base, "audit", "export", "-")
    assert exported.returncode == 0, exported.stderr
    assert exported.stdout.count("\n") >= 1
    for canary in canaries:
        assert canary not in exported.stdout
    shown = ok_json(app(base, "audit", "show", "--json"))["records"]
    assert ok_json(app(base, "audit", "verify", "--json"))["ok"] is True  # export's own record too
    return shown


def of(records: list[dict], kind: str) -> list[dict]:
    return [r["fields"] for r in records if r["kind"] == kind]


def test_gateway_calls_keys_and_the_engine_start_are_recorded_without_their_text(tmp_path):
    canary = "orchid-canary-5e81c"
    model = make_model_dir(tmp_path)
    base = tmp_path / "base"
    port = pick_free_port()
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(
        f"schema_version = 2\n[gateway]\nport = {port}\n", encoding="utf-8"
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--basedir", str(base),
         # The stream's end 0.3 s after [DONE]: the OpenAI client has closed by then.
         "--launcher", f"{sys.executable} {DOUBLE} {FAST} --double-end-delay 0.3",
         "--model", str(model)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line or "ready to roll" in line:
                break
        key = ok_json(app(base, "api", "key", "create", "my-editor", "--json"))["key"]
        client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=key, timeout=30)
        prompt = f"DOUBLE_ECHO say {canary} back"  # the double answers with the prompt itself
        answer = client.chat.completions.create(
            model="Ling-3.0-flash", messages=[{"role": "user", "content": prompt}]
        )
        assert canary in answer.choices[0].message.content  # it went there and back
        stream = client.chat.completions.create(
            model="Ling-3.0-flash", stream=True, stream_options={"include_usage": True},
            messages=[{"role": "user", "content": prompt}],
        )  # fmt: skip
        streamed = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
        assert canary in streamed
        # As the OpenAI client streams by default (no usage asked; it closes on [DONE]): a
        # complete call with its tokens (issue 39), and no usage chunk it did not ask for.
        chunks = list(client.chat.completions.create(
            model="Ling-3.0-flash", stream=True, messages=[{"role": "user", "content": prompt}],
        ))  # fmt: skip
        assert all(c.choices for c in chunks) and chunks[-1].usage is None
        assert canary in "".join(c.choices[0].delta.content or "" for c in chunks)
        ok_json(app(base, "api", "key", "revoke", "my-editor", "--json"))
        proc.send_signal(signal.SIGINT)
        assert proc.wait(60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    records = whole_and_clean(base, canary, key)
    calls = of(records, "gateway.call")
    assert len(calls) == 3
    for call in calls:
        assert call["client"] == "my-editor"
        assert call["route"] == "POST /v1/chat/completions"
        assert call["status"] == 200
        assert call["prompt_tokens"] > 0 and call["completion_tokens"] > 0
    assert [c["stream"] for c in calls] == [False, True, True]
    assert of(records, "key.created") == [{"name": "my-editor"}]
    assert of(records, "key.revoked") == [{"name": "my-editor"}]
    [start] = of(records, "engine.start")
    assert start["by"] == "serve" and start["model_files"] == "pass"
    assert {"ok", "profile", "engine_version"} <= set(start)
    exported = of(records, "export")
    assert exported and exported[0]["what"] == "audit" and exported[0]["records"] > 0


def test_tool_decisions_are_recorded_with_names_and_never_arguments_or_results(tmp_path):
    allowed_canary, denied_canary = "heron-canary-0b7d", "larch-canary-91fe"
    base = tmp_path / "base"
    # The data folder is set up (its key made) by a first verb; `ask` then finds the key
    # without a question and records the tools' decisions.
    ok_json(app(base, "audit", "verify", "--json"))
    cfg = tmp_path / "mcp.json"
    cfg.write_text(json.dumps({"mcpServers": {"box": {
        "command": sys.executable, "args": [str(TOOLBOX), "stdio"]}}}))  # fmt: skip
    echo = f'Say it. DOUBLE_TOOL_CALL box__echo DOUBLE_TOOL_ARGS {{"text": "{allowed_canary}"}}'
    add = f'Add. DOUBLE_TOOL_CALL box__add DOUBLE_TOOL_ARGS {{"a": 2, "b": 3}} {denied_canary}'
    model = make_model_dir(tmp_path)
    r = app(base, "ask", "--json", "--launcher", f"{sys.executable} {DOUBLE} {FAST}",
            "--model", str(model), "--mcp-config", str(cfg), "--allow-tool", "box.echo",
            echo, add)  # fmt: skip
    answers = ok_json(r)["answers"]
    [ran], [refused] = answers[0]["tool_calls"], answers[1]["tool_calls"]
    assert ran["allowed"] and ran["result"] == allowed_canary  # the call really ran
    assert not refused["allowed"]
    records = whole_and_clean(base, allowed_canary, denied_canary)
    assert of(records, "tool.decision") == [
        {"server": "box", "tool": "echo", "decision": "allowed", "outcome": "ok"},
        {"server": "box", "tool": "add", "decision": "denied", "outcome": "not_run"},
    ]


def test_history_deletion_export_and_purge_are_recorded_as_counts_never_titles(tmp_path):
    canary = "quince-canary-77a0"
    base = tmp_path / "base"
    ok_json(app(base, "audit", "verify", "--json"))  # the folder and its key, as set up
    paths = Paths.from_basedir(str(base))
    store = Store(paths.history_db, keys.load(paths))
    ids = []
    for title, age in ((f"{canary} one", 1), (f"{canary} two", 1), (f"{canary} old", 40)):
        conv = Conversation(title=title)
        q = conv.new_message("user", None, f"question {canary}")
        conv.new_message("assistant", q.id, f"answer {canary}")
        conv.created_at = conv.updated_at = time.time() - age * DAY_S
        store.save_all(conv)
        ids.append(conv.id)
    store.close()
    exported = app(base, "history", "export", ids[1], "--format", "md")
    assert exported.returncode == 0 and canary in exported.stdout
    ok_json(app(base, "history", "delete", ids[0], "--json"))
    purged = ok_json(app(base, "history", "purge", "--older-than", "30", "--json"))
    assert [c["id"] for c in purged["deleted"]] == [ids[2]]
    records = whole_and_clean(base, canary, *ids)
    assert of(records, "export")[0] == {
        "what": "conversation", "format": "md", "message_count": 2, "by": "cli"}  # fmt: skip
    assert of(records, "deletion") == [{"what": "conversation", "count": 1, "by": "cli"}]
    assert of(records, "retention") == [{"erased": 1, "days": 30.0, "by": "cli"}]


def test_api_keys_made_and_revoked_in_a_terminal_are_recorded(tmp_path):
    base = tmp_path / "base"
    key = ok_json(app(base, "api", "key", "create", "Continue", "--json"))["key"]
    new = ok_json(app(base, "api", "key", "reissue", "Continue", "--json"))["key"]
    ok_json(app(base, "api", "key", "revoke", "Continue", "--json"))
    failed = app(base, "api", "key", "revoke", "Continue", "--json")  # no such key: no record
    assert failed.returncode == 1
    records = whole_and_clean(base, key, new, key[-8:], new[-8:])
    assert [(r["kind"], r["fields"]) for r in records if r["kind"].startswith("key.")] == [
        ("key.created", {"name": "Continue"}),
        ("key.reissued", {"name": "Continue"}),
        ("key.revoked", {"name": "Continue"}),
    ]
