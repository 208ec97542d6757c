"""Run `python -m app check` as a real process and read its verdicts (verification e2e tests)."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DOUBLE = ROOT / "tests" / "double" / "sglang-double"
BLANK_ENGINE = ROOT / "tests" / "support" / "verify_blank_engine.py"
# Fast knobs: short load, no artificial health/warmup sleeps, a fast decode (128 tokens ~0.13 s).
FAST_KNOBS = (
    "--double-load-s", "0.3", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05",
    "--double-tok-per-s", "1000",
)  # fmt: skip


@dataclass
class CheckRun:
    args: list[str]
    rc: int
    stdout: str
    stderr: str
    data: dict[str, Any] | None = None
    by_id: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def failed(self) -> set[str]:
        return {i for i, v in self.by_id.items() if v["status"] == "fail"}

    def status(self, id: str) -> str:
        return self.by_id[id]["status"]

    def text(self, id: str) -> str:
        """Summary, evidence and remedy (both parts) of one verdict as one string (for `in`
        checks)."""
        v = self.by_id[id]
        return "\n".join([v["summary"], *v["evidence"], v["remedy"], v.get("remedy_detail", "")])

    def explain(self) -> str:
        return f"rc={self.rc}\nstdout:\n{self.stdout[-4000:]}\nstderr:\n{self.stderr[-2000:]}"


def double_launcher(mode: str, *knobs: str) -> str:
    return shlex.join([sys.executable, str(DOUBLE), "--double-fault", mode, *FAST_KNOBS, *knobs])


def blank_launcher() -> str:
    return shlex.join([sys.executable, str(BLANK_ENGINE)])


def write_settings(basedir: Path, text: str) -> None:
    cfg = basedir / "config"
    cfg.mkdir(parents=True, exist_ok=True)
    (cfg / "settings.toml").write_text("schema_version = 2\n" + text)


def run_check(*args: str, timeout: float = 60.0, env: dict[str, str] | None = None) -> CheckRun:
    cmd = [sys.executable, "-m", "app", "check", *args]
    full_env = {**os.environ, **(env or {})}
    proc = subprocess.run(
        cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout, env=full_env
    )
    run = CheckRun(list(args), proc.returncode, proc.stdout, proc.stderr)
    if "--json" in args and proc.stdout.strip().startswith("{"):
        run.data = json.loads(proc.stdout)
        run.by_id = {v["id"]: v for v in run.data.get("verdicts", [])}
    return run
