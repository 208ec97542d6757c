"""Shared bench parts: the SGLang double at a set speed, and one streamed request measured."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
DOUBLE = ROOT / "tests" / "double" / "sglang-double"
ENGINE_KEY = "bench-engine-key"


def start_double(tok_per_s: float, port: int, max_running: int = 64) -> subprocess.Popen:
    ready = Path(tempfile.mkdtemp()) / "ready.json"
    proc = subprocess.Popen(
        [
            sys.executable,
            str(DOUBLE),
            "--double-tok-per-s",
            str(tok_per_s),
            "--double-ttft",
            "0.02",
            "--double-load-s",
            "0.1",
            "--double-warmup-delay",
            "0",
            "--double-ready-file",
            str(ready),
            "--model-path",
            str(ready.parent / "model"),
            "--served-model-name",
            "Ling-3.0-flash",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--api-key",
            ENGINE_KEY,
            "--max-running-requests",
            str(max_running),
            "--log-level",
            "warning",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 30
    while not ready.exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("the double did not start")
        time.sleep(0.05)
    return proc


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def one_stream(client: httpx.Client, base: str, key: str, tokens: int) -> tuple[float, float]:
    """(TTFT s, decode tok/s) of one streamed chat: first content chunk, then chunks after it."""
    body = {
        "model": "Ling-3.0-flash",
        "messages": [{"role": "user", "content": "Tell me about streaming."}],
        "max_tokens": tokens,
        "stream": True,
    }
    t0 = time.perf_counter()
    first = last = None
    n = 0
    with client.stream(
        "POST",
        base + "/v1/chat/completions",
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        content=json.dumps(body),
    ) as r:
        r.raise_for_status()
        for line in r.iter_lines():
            if not line.startswith("data: {"):
                continue
            if '"content":' not in line:
                continue
            now = time.perf_counter()
            if first is None:
                first = now
            last = now
            n += 1
    assert first is not None and last is not None and n > 1
    return first - t0, (n - 1) / (last - first)


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_note() -> str:
    return f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}"
