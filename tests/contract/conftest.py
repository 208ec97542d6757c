"""Contract tests: our engine code against the REAL sglang 0.5.23, in its own CPU venv.

The test process is the GUI's Python (no sglang, no torch); everything that needs sglang runs in
the contract venv (built by make_venv.py) through subprocesses.

Building the venv needs PyPI; tests/conftest.py builds it once per session before the first test
(outside pytest-timeout's per-test limit). A failed build fails every contract test with one line
naming what it needed; only LING_DESK_SKIP_CONTRACT=1, outside CI, turns that into a skip.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
EXT_SRC = REPO / "app" / "engine_ext"
EXT_NAME = "ling_desk_engine_ext"


def _make_venv_module():
    spec = importlib.util.spec_from_file_location("ld_contract_make_venv", HERE / "make_venv.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def contract_python(pytestconfig) -> Path:
    """The contract venv's python, built by tests/conftest.py before the first test ran."""
    from tests.conftest import CONTRACT_VENV

    state = pytestconfig.stash.get(CONTRACT_VENV, None)
    if state is None:  # collected without the session hook (e.g. a plugin re-run): build now
        mv = _make_venv_module()
        try:
            return mv.ensure()
        except mv.BuildError as exc:
            pytest.fail(f"contract venv not built: {str(exc).splitlines()[0]}", pytrace=False)
    if "skip" in state:
        pytest.skip(f"contract tier skipped on request ({state['skip']})")
    if "error" in state:
        pytest.fail(state["error"], pytrace=False)
    return Path(state["python"])


@pytest.fixture(scope="session")
def staged_ext(tmp_path_factory) -> Path:
    """The extension copied, flat, as `ling_desk_engine_ext` (as the app stages it)."""
    root = tmp_path_factory.mktemp("engine_ext_stage")
    dest = root / EXT_NAME
    dest.mkdir()
    for src in EXT_SRC.glob("*.py"):
        shutil.copy2(src, dest / src.name)
    return root


def venv_env(**extra: str) -> dict[str, str]:
    """A clean environment for the contract venv: nothing of the GUI venv leaks in."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update({"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "PYTHONDONTWRITEBYTECODE": "1"})
    for key in ("SGLANG_EXTERNAL_MODEL_PACKAGE", "SGLANG_ENABLE_FP8_LM_HEAD", "VIRTUAL_ENV"):
        env.pop(key, None)
    env.update(extra)
    return env


def run_py(
    python: Path,
    args: list[str],
    *,
    env: dict[str, str],
    cwd: Path,
    stdin: str = "",
    timeout: float = 600,
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(python), *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=str(cwd),
        timeout=timeout,
    )


@pytest.fixture(scope="session")
def engine_checks(contract_python, staged_ext, tmp_path_factory) -> dict:
    """engine_checks.py's sections, run once inside the contract venv."""
    out = tmp_path_factory.mktemp("engine_checks") / "result.json"
    proc = run_py(
        contract_python,
        [str(HERE / "engine_checks.py"), str(staged_ext), str(out)],
        env=venv_env(
            SGLANG_EXTERNAL_MODEL_PACKAGE=EXT_NAME,
            SGLANG_ENABLE_FP8_LM_HEAD="1",
        ),
        cwd=staged_ext,
    )
    assert out.exists(), (
        f"engine_checks.py wrote nothing (exit {proc.returncode}):\n{proc.stderr[-4000:]}"
    )
    result = json.loads(out.read_text())
    result["_stderr"] = proc.stderr
    return result
