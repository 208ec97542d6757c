"""Test helpers for the API gateway: the SGLang double on loopback, a gateway in front of it."""

from __future__ import annotations

import contextlib
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from app.core.engine.supervisor import pick_free_port
from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState, RequestLog

ROOT = Path(__file__).resolve().parents[2]
DOUBLE = ROOT / "tests" / "double" / "sglang-double"
ENGINE_KEY = "engine-secret-" + "0123456789abcdef"


@dataclass
class Double:
    url: str
    proc: subprocess.Popen


@contextlib.contextmanager
def run_double(tmp: Path, *knobs: str, max_running: int = 64) -> Iterator[Double]:
    """The double, ready (warmed up), on a free loopback port, with ENGINE_KEY as its key."""
    port = pick_free_port()
    ready = tmp / f"double-{port}.json"
    proc = subprocess.Popen(
        [
            sys.executable, str(DOUBLE), "--double-load-s", "0.1", "--double-warmup-delay", "0",
            "--double-health-delay", "0", "--double-sigterm-poll", "0.1",
            "--double-ready-file", str(ready), *knobs,
            "--model-path", str(tmp / "model"), "--served-model-name", "Ling-3.0-flash",
            "--host", "127.0.0.1", "--port", str(port), "--api-key", ENGINE_KEY,
            "--max-running-requests", str(max_running),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while not ready.exists():
            assert proc.poll() is None, "the double exited while starting"
            assert time.monotonic() < deadline, "the double did not start"
            time.sleep(0.02)
        yield Double(f"http://127.0.0.1:{port}", proc)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@dataclass
class GatewayEnv:
    gateway: Gateway
    keys: ClientKeys
    state: ReadinessState
    log: RequestLog
    key: str  # a valid client key, named "tester"

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.gateway.port}"

    @property
    def v1(self) -> str:
        return self.gateway.base_url

    def records(self, n: int = 1) -> list:
        """The finished records once there are `n`: a client that read `[DONE]` may be done a
        moment before the gateway has seen the engine close its stream."""
        deadline = time.monotonic() + 10
        while len(self.log.recent()) < n and time.monotonic() < deadline:
            time.sleep(0.01)
        return self.log.recent()


@contextlib.contextmanager
def run_gateway(
    tmp: Path, upstream: str | None, engine_key: str = ENGINE_KEY, **cfg: object
) -> Iterator[GatewayEnv]:
    """A gateway on a free port; ready towards `upstream` (None = not ready)."""
    keys = ClientKeys(tmp / "data" / "api-keys.sqlite3")
    key = keys.create("tester")
    state = ReadinessState()
    if upstream is not None:
        state.set_ready(upstream, engine_key)
    log = RequestLog()
    config = GatewayConfig(port=0, **cfg)  # type: ignore[arg-type]
    gw = Gateway(config, state, keys, log, runtime_dir=tmp / "runtime")
    gw.start()
    try:
        yield GatewayEnv(gw, keys, state, log, key)
    finally:
        gw.stop()
        keys.close()
