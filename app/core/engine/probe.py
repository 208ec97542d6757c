"""Ask the engine environment what it can do, by running our probe script in its Python."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from app.core.engine.staging import launch_environment
from app.core.words import translate

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
        gone = translate("engine", "the engine Python {python} does not exist")
        return ProbeResult(error=gone.format(python=repr(python)))
    except subprocess.TimeoutExpired:
        slow = translate("engine", "the engine environment probe took longer than {s} s")
        return ProbeResult(error=slow.format(s=f"{timeout:g}"))
    except OSError as exc:
        failed = translate("engine", "the engine Python {python} could not run: {error}")
        return ProbeResult(error=failed.format(python=repr(python), error=exc))
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if not lines:
        err = proc.stderr.strip().splitlines()
        if err:
            said = translate("engine", "the probe printed no result (exit {code}): {error}")
        else:
            said = translate("engine", "the probe printed no result (exit {code})")
        return ProbeResult(error=said.format(code=proc.returncode, error=err[-1] if err else ""))
    try:
        data = json.loads(lines[-1])
    except json.JSONDecodeError as exc:
        bad = translate("engine", "the probe's result is not JSON: {error}")
        return ProbeResult(error=bad.format(error=exc))
    return ProbeResult(data)
