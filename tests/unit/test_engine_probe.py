"""probe_engine_env against fake engine Pythons: the ways a broken engine environment fails."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from app.core.engine.probe import PROBE_SCRIPT, probe_engine_env


def fake_python(tmp_path: Path, body: str) -> str:
    """An executable that stands in for the engine's Python; `$1` is the probe script's path."""
    exe = tmp_path / "python3"
    exe.write_text("#!/bin/sh\n" + body + "\n")
    exe.chmod(0o755)
    return str(exe)


def test_the_last_json_line_is_the_result_and_the_probe_runs_offline(tmp_path):
    script = (
        'echo "Warning: a noisy import"\n'
        'echo \'{"stage": "early"}\'\n'
        'printf \'{"script": "%s", "hub_offline": "%s", "tf_offline": "%s"}\\n\' '
        '"$1" "$HF_HUB_OFFLINE" "$TRANSFORMERS_OFFLINE"\n'
        'echo "trailing words"'
    )
    result = probe_engine_env(fake_python(tmp_path, script), timeout=30)
    assert "error" not in result
    assert result == {"script": str(PROBE_SCRIPT), "hub_offline": "1", "tf_offline": "1"}


def test_the_real_script_reports_json_in_this_python():
    # This interpreter has no sglang: the script still answers with its JSON object.
    result = probe_engine_env(sys.executable, timeout=60)
    assert "error" not in result, result
    assert result["executable"] == sys.executable
    assert result["sglang"] is None
    assert "sglang is not importable from this Python" in result["errors"]


def test_missing_python_is_named(tmp_path):
    missing = str(tmp_path / "no-such-env" / "bin" / "python")
    result = probe_engine_env(missing)
    assert result["error"] == f"the engine Python {missing!r} does not exist"


def test_a_python_that_cannot_run_is_named(tmp_path):
    exe = tmp_path / "python3"
    exe.write_text("#!/bin/sh\necho '{}'\n")
    exe.chmod(stat.S_IRUSR | stat.S_IWUSR)  # no execute bit: even root cannot run it
    result = probe_engine_env(str(exe))
    assert result["error"].startswith(f"the engine Python {str(exe)!r} could not run: ")
    assert "Permission denied" in result["error"]


def test_a_hung_probe_is_cut_off_at_the_timeout(tmp_path):
    # exec: the shell becomes sleep, so the kill at the timeout ends the process itself.
    result = probe_engine_env(fake_python(tmp_path, "exec sleep 60"), timeout=0.5)
    assert result["error"] == "the engine environment probe took longer than 0.5 s"


def test_no_output_reports_the_exit_code_and_the_last_stderr_line(tmp_path):
    script = (
        'echo "Traceback (most recent call last):" >&2\n'
        "echo \"ModuleNotFoundError: No module named 'sglang'\" >&2\n"
        'echo "not a result"\n'
        "exit 3"
    )
    result = probe_engine_env(fake_python(tmp_path, script), timeout=30)
    assert result["error"] == (
        "the probe printed no result (exit 3): ModuleNotFoundError: No module named 'sglang'"
    )


def test_no_output_and_no_stderr_still_says_what_happened(tmp_path):
    result = probe_engine_env(fake_python(tmp_path, "exit 0"), timeout=30)
    assert result["error"] == "the probe printed no result (exit 0)"


def test_a_result_that_is_not_json_is_reported(tmp_path):
    result = probe_engine_env(fake_python(tmp_path, "echo '{\"sglang\": 0.5.23}'"), timeout=30)
    assert result["error"].startswith("the probe's result is not JSON: ")
    assert list(result) == ["error"]


def test_probe_does_not_change_this_process_environment(tmp_path):
    before = dict(os.environ)
    probe_engine_env(fake_python(tmp_path, "echo '{}'"), timeout=30)
    assert dict(os.environ) == before
