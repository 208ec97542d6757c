"""Ask the engine environment what it can do, by running our probe script in its Python."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from app.core.engine.staging import launch_environment

PROBE_SCRIPT = Path(__file__).resolve().parents[2] / "engine_ext" / "capabilities.py"


class ProbeResult(dict):
    """The probe's JSON object, plus `error` when it could not run."""


def probe_engine_env(python: str, timeout: float = 120.0) -> ProbeResult:
    try:
        proc = subprocess.run(
            [python, str(PROBE_SCRIPT)],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=launch_environment({"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}),
        )
    except FileNotFoundError:
        return ProbeResult(error=f"the engine Python {python!r} does not exist")
    except subprocess.TimeoutExpired:
        return ProbeResult(error=f"the engine environment probe took longer than {timeout:g} s")
    except OSError as exc:
        return ProbeResult(error=f"the engine Python {python!r} could not run: {exc}")
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if not lines:
        err = proc.stderr.strip().splitlines()
        return ProbeResult(
            error=f"the probe printed no result (exit {proc.returncode})"
            + (f": {err[-1]}" if err else "")
        )
    try:
        data = json.loads(lines[-1])
    except json.JSONDecodeError as exc:
        return ProbeResult(error=f"the probe's result is not JSON: {exc}")
    return ProbeResult(data)
