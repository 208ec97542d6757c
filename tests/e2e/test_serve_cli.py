"""`ling-desk serve`: the engine in the foreground until Ctrl-C, and nothing left behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.support.engine import DOUBLE, ROOT, group_members, make_model_dir

FAST = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05"


def test_serve_runs_until_sigint_and_leaves_no_process(tmp_path):
    model = make_model_dir(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--basedir", str(tmp_path / "base"),
         "--launcher", f"{sys.executable} {DOUBLE} {FAST}", "--model", str(model)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    engine_pid = None
    try:
        deadline = time.monotonic() + 60
        seen = []
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            seen.append(line)
            if "ready to roll" in line:
                break
        assert any("ready to roll" in ln for ln in seen), "".join(seen[-20:])
        pidfile = tmp_path / "base" / "runtime" / "engine.pid.json"
        engine_pid = int(json.loads(pidfile.read_text())["pid"])
        assert group_members(engine_pid)
        proc.send_signal(signal.SIGINT)
        assert proc.wait(60) == 0
        assert group_members(engine_pid) == []
        assert not pidfile.exists()
    finally:
        if proc.poll() is None:
            proc.kill()
        if engine_pid and group_members(engine_pid):
            os.killpg(engine_pid, signal.SIGKILL)


def test_serve_without_model_says_why_and_fails(tmp_path):
    env = {**os.environ, "HF_HUB_CACHE": str(tmp_path / "empty-hub")}
    proc = subprocess.run(
        [sys.executable, "-m", "app", "serve", "--basedir", str(tmp_path / "base"),
         "--launcher", f"{sys.executable} {DOUBLE}"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert proc.returncode == 1
    # The same preflight as `check` refuses before anything starts, naming the row that failed.
    assert "FAIL  Model files" in proc.stderr
    assert "model folder: none set" in proc.stderr
    assert proc.stderr.splitlines()[-1] == (
        "ling-desk serve: preflight failed (model_files); fix that, or pass --ignore-preflight "
        "to launch anyway"
    )
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "base").exists()  # refused before anything was written


def test_serve_opens_the_local_api_and_an_app_chats_through_it(tmp_path):
    """An editor's view: `api key create` on the same folder while `serve` runs, then the real
    OpenAI client through the gateway; the engine's own key is never needed."""
    import openai

    from app.core.engine.supervisor import pick_free_port

    model = make_model_dir(tmp_path)
    base = tmp_path / "base"
    port = pick_free_port()
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text(
        f"schema_version = 2\n[gateway]\nport = {port}\n", encoding="utf-8"
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--basedir", str(base),
         "--launcher", f"{sys.executable} {DOUBLE} {FAST}", "--model", str(model)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line or "ready to roll" in line:
                break
        made = subprocess.run(
            [sys.executable, "-m", "app", "api", "key", "create", "my-editor", "--json",
             "--basedir", str(base)],
            cwd=ROOT, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert made.returncode == 0, made.stderr
        key = json.loads(made.stdout)["key"]
        # serve unlocked the folder first: the keys file the gateway reads is encrypted.
        from app.core import vault

        assert vault.is_encrypted(base / "data" / "api-keys.sqlite3")
        client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=key, timeout=30)
        answer = client.chat.completions.create(
            model="Ling-3.0-flash", messages=[{"role": "user", "content": "hi"}], max_tokens=8
        )
        assert answer.choices[0].message.content
        # A streamed tool call passes through as the engine sent it (SGLang's delta shape).
        tools = [{"type": "function", "function": {
            "name": "read_file", "description": "Read a file",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}},
                           "required": ["path"]}}}]  # fmt: skip
        stream = client.chat.completions.create(
            model="Ling-3.0-flash", stream=True, tools=tools,
            messages=[{"role": "user", "content": 'Open it. DOUBLE_TOOL_ARGS {"path": "a.py"}'}],
        )  # fmt: skip
        name, args, finish = "", "", None
        for chunk in stream:
            for c in chunk.choices:
                for tc in c.delta.tool_calls or []:
                    name += tc.function.name or ""
                    args += tc.function.arguments or ""
                finish = c.finish_reason or finish
        assert (name, json.loads(args), finish) == ("read_file", {"path": "a.py"}, "tool_calls")
        with pytest.raises(openai.AuthenticationError):
            openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="wrong").models.list()
        proc.send_signal(signal.SIGINT)
        assert proc.wait(60) == 0
        err = proc.stderr.read()
        assert f"local API for editors and agents on http://127.0.0.1:{port}/v1" in err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
