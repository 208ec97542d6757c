"""The SGLang double, run as a real subprocess on a free loopback port."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

DOUBLE = Path(__file__).resolve().parent / "sglang-double"
KEY = "sk-double-test"

FAST = {
    "SGLANG_DOUBLE_LOAD_S": "0.3",
    "SGLANG_DOUBLE_WARMUP_DELAY": "0.3",
    "SGLANG_DOUBLE_HEALTH_DELAY": "0.05",
    "SGLANG_DOUBLE_SIGTERM_POLL": "0.2",
    "SGLANG_DOUBLE_TTFT": "0.02",
    "SGLANG_DOUBLE_TOK_PER_S": "400",
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state != "Z"


def group_pids(pgid: int) -> list[int]:
    pids = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
            except (FileNotFoundError, ProcessLookupError, IndexError):
                continue
            if int(fields[2]) == pgid and fields[0] != "Z":
                pids.append(int(d.name))
    return pids


class Engine:
    def __init__(
        self, tmp: Path, args: list[str], env: dict | None = None, port: int | None = None
    ):
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.err_path = tmp / f"stderr-{self.port}.txt"
        self.out_path = tmp / f"stdout-{self.port}.txt"
        full_env = {k: v for k, v in os.environ.items() if not k.startswith("SGLANG_")}
        full_env.update(FAST)
        full_env.update(env or {})
        cmd = [str(DOUBLE), "--model-path", str(tmp / "model"), "--port", str(self.port), *args]
        self.proc = subprocess.Popen(
            cmd,
            stdout=self.out_path.open("w"),
            stderr=self.err_path.open("w"),
            env=full_env,
            start_new_session=True,
        )
        self.pgid = self.proc.pid

    @property
    def err(self) -> str:
        return self.err_path.read_bytes().decode()

    @property
    def out(self) -> str:
        return self.out_path.read_text()

    def wait_ready(self, timeout: float = 10) -> list[int]:
        """Poll /ready; return the status codes seen (None: connection refused)."""
        seen: list[int | None] = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, self.err
            try:
                code = httpx.get(self.base + "/ready", timeout=2).status_code
            except httpx.ConnectError:
                code = None
            if not seen or seen[-1] != code:
                seen.append(code)
            if code == 200:
                return seen
            time.sleep(0.02)
        raise AssertionError(f"not ready: {seen}\n{self.err}")

    def stop(self, sig=signal.SIGTERM, timeout: float = 10) -> int:
        if self.proc.poll() is None:
            os.killpg(self.pgid, sig)
        rc = self.proc.wait(timeout)
        return rc

    def assert_no_leftovers(self, timeout: float = 5) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and group_pids(self.pgid):
            time.sleep(0.05)
        assert group_pids(self.pgid) == []


@pytest.fixture(scope="session")
def model_dir(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("double")
    model = tmp / "model"
    model.mkdir()
    src = Path(__file__).resolve().parent / "sglang_double" / "data" / "ling-3.0-flash-config.json"
    (model / "config.json").write_text(src.read_text())
    for i in range(4):
        (model / f"model-{i + 1:05d}-of-00004.safetensors").write_bytes(b"")
    return tmp


NEXTN = [
    "--speculative-algorithm",
    "NEXTN",
    "--speculative-draft-model-path",
    "{model}",
    "--speculative-num-steps",
    "3",
    "--speculative-eagle-topk",
    "1",
    "--speculative-num-draft-tokens",
    "4",
]


def nextn(model_dir: Path) -> list[str]:
    return [a.replace("{model}", str(model_dir / "model")) for a in NEXTN]


@pytest.fixture(scope="module")
def engine(model_dir):
    args = [
        "--served-model-name",
        "ling-test",
        "--api-key",
        KEY,
        "--enable-metrics",
        "--reasoning-parser",
        "ling3",
        "--tool-call-parser",
        "ling3",
        "--moe-runner-backend",
        "humming",
        "--decode-log-interval",
        "10",
        "--max-running-requests",
        "1",
        "--cuda-graph-max-bs-decode",
        "1",
        "--cuda-graph-bs-decode",
        "1",
        "--attention-backend",
        "flashinfer",
        *nextn(model_dir),
    ]
    env = {"SGLANG_ENABLE_FP8_LM_HEAD": "1", "SGLANG_EXTERNAL_MODEL_PACKAGE": "ling_desk_ext"}
    eng = Engine(model_dir, args, env)
    eng.ready_trace = eng.wait_ready()
    yield eng
    rc = eng.stop(signal.SIGTERM)
    assert rc == 0, eng.err
    assert "Gracefully exiting..." in eng.err
    eng.assert_no_leftovers()


def auth() -> dict:
    return {"Authorization": f"Bearer {KEY}"}


def sse(base: str, body: dict) -> list[str]:
    with httpx.stream(
        "POST", base + "/v1/chat/completions", json=body, headers=auth(), timeout=20
    ) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        return [line for line in r.iter_lines() if line]


def test_readiness_port_opens_late_then_503_then_200(engine):
    # The port is bound only after loading (refused first), /ready answers 503 until the
    # warmup request went through, then 200.
    assert engine.ready_trace[0] is None
    assert 503 in engine.ready_trace
    assert engine.ready_trace[-1] == 200
    assert engine.ready_trace.index(503) < engine.ready_trace.index(200)


def test_startup_log_order(engine):
    err = engine.err
    order = [
        "server_args={",
        "Load weight begin. avail mem=",
        "Online FP8 quantization enabled for lm_head.",
        "Loading safetensors checkpoint shards:   0% Completed | 0/4 [",
        "Load weight end. elapsed=",
        'LING_DESK_ENGINE_REPORT {"schema": 1, "role": "target"',
        "type=BailingMoeForCausalLMNextN, quant=fp8, fmt=e4m3",
        'LING_DESK_ENGINE_REPORT {"schema": 1, "role": "draft"',
        "Mamba Cache is allocated. max_mamba_cache_size:",
        "KV Cache is allocated. dtype: torch.bfloat16, #tokens:",
        "Memory pool end. avail mem=",
        "Capture target verify CUDA graph begin. backend=full, num_tokens_per_req=4",
        "Using indexed gemm for humming moe",
        "Capture target verify CUDA graph end. bs=[1]",
        "Capture draft decode CUDA graph begin.",
        "Capture draft extend CUDA graph end.",
        "INFO:     Started server process",
        "INFO:     Application startup complete.",
        f"INFO:     Uvicorn running on http://127.0.0.1:{engine.port} (Press CTRL+C to quit)",
        "The server is fired up and ready to roll!",
    ]
    pos = 0
    for needle in order:
        i = err.find(needle, pos)
        assert i >= 0, f"missing or out of order: {needle!r}"
        pos = i
    assert err.count("Using indexed gemm for humming moe") == 1
    assert re.search(
        r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] Load weight end\. elapsed=\d+\.\d\d s, "
        r"type=BailingMoeV3ForCausalLM, quant=fp8, fmt=e4m3, avail mem=",
        err,
        re.M,
    )
    # tqdm: refreshes separated by carriage returns, one newline when the bar closes.
    bar = err[err.find("Loading safetensors") : err.find("Load weight end")]
    assert bar.count("\r") >= 4 and bar.count("\n") == 1
    assert "4/4 [" in bar
    target = json.loads(
        re.search(r'LING_DESK_ENGINE_REPORT (\{"schema": 1, "role": "target".*)', err)[1]
    )
    assert target["lm_head"]["fp8"] is True
    assert target["moe"] == {"runner_backend": "humming", "quant_method": "Mxfp4HummingMoEMethod"}
    # Access log goes to stdout, uvicorn's format.
    assert re.search(r'INFO:     127\.0\.0\.1:\d+ - "POST /generate HTTP/1\.1" 200 OK', engine.out)


def test_auth(engine):
    r = httpx.get(engine.base + "/v1/models")
    assert r.status_code == 401 and r.json() == {"error": "Unauthorized"}
    r = httpx.get(engine.base + "/v1/models", headers={"Authorization": "Bearer wrong"})
    assert r.status_code == 401
    assert httpx.get(engine.base + "/health").status_code == 200
    assert httpx.get(engine.base + "/ready").status_code == 200
    assert httpx.get(engine.base + "/metrics").status_code == 200
    r = httpx.get(engine.base + "/v1/models", headers=auth())
    assert r.json()["data"][0]["id"] == "ling-test"
    info = httpx.get(engine.base + "/model_info", headers=auth()).json()
    assert info["architectures"] == ["BailingMoeV3ForCausalLM"]
    assert info["model_type"] == "bailing_hybrid"


def test_stream_chunks_reasoning_spec_details_and_usage(engine):
    lines = sse(
        engine.base,
        {
            "model": "ling-test",
            "messages": [{"role": "user", "content": "Tell me about streaming."}],
            "stream": True,
            "max_tokens": 120,
            "stream_options": {"include_usage": True},
            "return_spec_tokens_details": True,
        },
    )
    assert lines[-1] == "data: [DONE]"
    chunks = [json.loads(line[len("data: ") :]) for line in lines[:-1]]
    first = chunks[0]
    assert first["object"] == "chat.completion.chunk" and first["model"] == "ling-test"
    assert first["choices"][0]["delta"] == {
        "reasoning_content": None,
        "role": "assistant",
        "content": "",
    }
    assert len({c["id"] for c in chunks}) == 1
    deltas = [c["choices"][0]["delta"] for c in chunks if c["choices"]]
    reasoning = "".join(d.get("reasoning_content") or "" for d in deltas)
    content = "".join(d.get("content") or "" for d in deltas)
    assert reasoning.startswith("The user wants")
    assert "<think>" not in content and "</think>" not in content
    assert content.startswith("## Streaming tokens")
    first_content = next(i for i, d in enumerate(deltas) if d.get("content"))
    assert all(not d.get("reasoning_content") for d in deltas[first_content:])
    finish = chunks[-3]
    assert finish["choices"][0]["finish_reason"] == "length"
    spec = chunks[-2]
    assert spec["choices"] == [] and spec["usage"] is None
    details = spec["sglext"]["spec_tokens_details"]
    assert list(details) == [
        "spec_accept_rate",
        "spec_accept_length",
        "spec_cap_length",
        "spec_block_accept_length",
        "spec_num_correct_drafts",
        "spec_num_proposed_drafts",
        "spec_verify_ct",
        "spec_correct_drafts_histogram",
        "spec_cap_lens_histogram",
    ]
    assert 2.3 < details["spec_accept_length"] < 3.0
    assert details["spec_num_proposed_drafts"] == 3 * details["spec_verify_ct"]
    assert sum(details["spec_correct_drafts_histogram"]) == details["spec_verify_ct"]
    usage = chunks[-1]
    assert usage["choices"] == [] and usage["usage"]["completion_tokens"] == 120
    assert usage["usage"]["reasoning_tokens"] > 0


def test_thinking_off_and_non_stream(engine):
    r = httpx.post(
        engine.base + "/v1/chat/completions",
        headers=auth(),
        json={
            "messages": [{"role": "user", "content": "DOUBLE_ECHO hello there"}],
            "chat_template_kwargs": {"enable_thinking": False},
        },
        timeout=20,
    )
    body = r.json()
    msg = body["choices"][0]["message"]
    assert body["object"] == "chat.completion"
    assert msg == {
        "role": "assistant",
        "content": "DOUBLE_ECHO hello there",
        "reasoning_content": None,
    }
    assert body["choices"][0]["finish_reason"] == "stop"
    assert body["choices"][0]["matched_stop"] == 156892


def test_decode_log_metrics_and_server_info(engine):
    sse(
        engine.base,
        {"messages": [{"role": "user", "content": "x"}], "stream": True, "max_tokens": 150},
    )
    lines = [ln for ln in engine.err.splitlines() if "Decode batch" in ln]
    assert lines
    pat = (
        r"^\[[\d\- :]+\] Decode batch, #running-req: 1, #full token: \d+, full token usage: \d\.\d\d, "
        r"mamba num: \d+, mamba usage: \d\.\d\d, accept len: (\d\.\d\d), accept rate: (\d\.\d\d), "
        r"cuda graph: True, gen throughput \(token/s\): \d+\.\d\d, #queue-req: 0$"
    )
    m = re.match(pat, lines[-1])
    assert m, lines[-1]
    assert 2.3 < float(m[1]) < 3.0
    families = {
        f.name: f for f in text_string_to_metric_families(httpx.get(engine.base + "/metrics").text)
    }
    accept = families["sglang:spec_accept_length"].samples[0]
    assert accept.labels["model_name"] == "ling-test" and 2.3 < accept.value < 3.0
    assert families["sglang:gen_throughput"].samples[0].value > 0
    gen = families["sglang:generation_tokens"]  # the parser strips _total from counters
    assert sum(s.value for s in gen.samples if s.name.endswith("_total")) >= 150
    assert "sglang:time_to_first_token_seconds" in families
    info = httpx.get(engine.base + "/server_info", headers=auth()).json()
    assert info["speculative_algorithm"] == "EAGLE"
    assert info["moe_runner_backend"] == "humming"
    assert info["api_key"] == KEY and info["version"] == "0.5.23"
    assert "--speculative-algorithm NEXTN" in info["launch_command"]
    state = info["internal_states"][0]
    assert 2.3 < state["avg_spec_accept_length"] < 3.0
    assert state["last_gen_throughput"] > 0 and "memory_usage" in state


def _run(model_dir, args, env=None, timeout=15) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("SGLANG_")}
    full_env.update(FAST)
    full_env.update(env or {})
    cmd = [str(DOUBLE), "--model-path", str(model_dir / "model"), *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=full_env, timeout=timeout)


def test_unknown_flag_is_rejected_like_argparse(model_dir):
    p = _run(model_dir, ["--port", "1", "--no-such-flag"])
    assert p.returncode == 2
    assert "usage: sglang serve [-h]" in p.stderr
    assert "sglang serve: error: unrecognized arguments: --no-such-flag" in p.stderr


def test_oom_load_kills_the_tree(model_dir, tmp_path):
    eng = Engine(model_dir, ["--double-fault", "oom-load"])
    rc = eng.proc.wait(15)
    assert rc == -signal.SIGKILL
    err = eng.err
    assert "Scheduler hit an exception: Traceback (most recent call last):" in err
    assert "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate" in err
    assert "Received sigquit from a child process. It usually means the child failed." in err
    assert "Uvicorn running" not in err
    eng.assert_no_leftovers()


def test_crash_stream_drops_the_connection(model_dir):
    eng = Engine(model_dir, ["--double-fault", "crash-stream"])
    eng.wait_ready()
    got = []
    body = {"messages": [{"role": "user", "content": "hi"}], "stream": True}
    with (
        pytest.raises(httpx.RemoteProtocolError),
        httpx.stream("POST", eng.base + "/v1/chat/completions", json=body, timeout=10) as r,
    ):
        for line in r.iter_lines():
            got.append(line)
    assert any(line.startswith("data: {") for line in got)
    assert "data: [DONE]" not in got
    assert eng.proc.wait(10) == -signal.SIGKILL
    assert (
        "SIGQUIT received. signum=None, frame=None. It usually means one child failed." in eng.err
    )
    eng.assert_no_leftovers()


def test_no_humming_fault(model_dir):
    env = {"SGLANG_EXTERNAL_MODEL_PACKAGE": "ling_desk_ext"}
    eng = Engine(
        model_dir, ["--double-fault", "no-humming", "--moe-runner-backend", "humming"], env
    )
    try:
        eng.wait_ready()
        info = httpx.get(eng.base + "/server_info").json()
        assert info["moe_runner_backend"] == "flashinfer_mxfp4"
        assert "--moe-runner-backend humming" in info["launch_command"]
        err = eng.err
        assert "moe_runner_backend=flashinfer_mxfp4 for BailingMoeV3ForCausalLM." in err
        assert "humming moe" not in err
        report = json.loads(re.search(r"LING_DESK_ENGINE_REPORT (\{.*\})", err)[1])
        assert report["moe"]["runner_backend"] == "flashinfer_mxfp4"
        assert report["lm_head"]["fp8"] is False
    finally:
        rc = eng.stop(signal.SIGINT)
    assert rc == -signal.SIGINT  # uvicorn re-raises SIGINT: KeyboardInterrupt after shutdown
    assert "INFO:     Shutting down" in eng.err and "KeyboardInterrupt" in eng.err
    eng.assert_no_leftovers()


def test_config_file_and_port_in_use(model_dir, tmp_path):
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))  # bound, not listening: our bind fails, probes are refused
    port = holder.getsockname()[1]
    cfg = tmp_path / "engine.yaml"
    cfg.write_text(f'port: {port}\napi-key: "sk-yaml"\nenable-metrics: true\n')
    try:
        p = _run(model_dir, ["--config", str(cfg), "--double-warmup-tries", "1"])
    finally:
        holder.close()
    assert p.returncode == -signal.SIGKILL
    assert (
        f"ERROR:    [Errno 98] error while attempting to bind on address ('127.0.0.1', {port}): "
        "address already in use" in p.stderr
    )
    assert "'api_key': 'sk-yaml'" in p.stderr
    assert "Initialization failed. warmup error:" in p.stderr
    bad = tmp_path / "engine.txt"
    bad.write_text("port: 1\n")
    p = _run(model_dir, ["--config", str(bad)])
    assert p.returncode == 1
    assert "ValueError: Config file must be YAML format, got: .txt" in p.stderr


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
