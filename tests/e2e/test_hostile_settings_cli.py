"""A hostile `settings.toml` (nested 5,000 deep, a key of 5,000 or 100,000 dotted parts, a file
too big to be settings) through real `ling-desk` verbs: kept aside, defaults used, one line.

Each verb runs with a 4 GiB address-space limit: without the bounds, the 200 KB dotted key made
tomllib take 24 GB, which here ends as a MemoryError instead of taking the machine.
"""

from __future__ import annotations

import resource
import subprocess
import sys

import pytest

from tests.e2e.test_cli_failures import launcher
from tests.support.engine import ROOT, make_model_dir

HOSTILE = {
    "arrays-5000-deep": "schema_version = 2\nx = " + "[" * 5000 + "]" * 5000 + "\n",
    "inline-tables-5000-deep": "x = " + "{a = " * 5000 + "1" + "}" * 5000 + "\n",
    "dotted-key-5000-parts": "schema_version" + ".a" * 5000 + " = 1\n",
    "dotted-key-200-KB": ".".join(["a"] * 100_000) + " = 1\n",
    "table-header-5000-parts": "[engine" + '."a"' * 5000 + "]\n",
    "over-256-KiB": "schema_version = 2\n" + "# a comment line to make the file big\n" * 8000,
}


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (4 * 2**30, 4 * 2**30))


def ling_desk(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, preexec_fn=_limited)  # fmt: skip


@pytest.mark.parametrize("kind", list(HOSTILE))
@pytest.mark.parametrize("verb", [["engine-command"], ["model", "verify"]])
def test_a_hostile_settings_file_is_kept_aside_and_the_verb_runs_on_defaults(tmp_path, kind, verb):
    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    settings = base / "config" / "settings.toml"
    settings.write_text(HOSTILE[kind])
    model = make_model_dir(tmp_path)
    r = ling_desk(*verb, "--basedir", str(base), "--model", str(model), "--launcher", launcher())
    assert "Traceback" not in r.stderr and "MemoryError" not in r.stderr, r.stderr[-2000:]
    assert r.returncode == 0, r.stderr[-2000:]
    said = [ln for ln in r.stderr.splitlines() if ln.startswith("ling-desk: settings:")]
    assert len(said) == 1, r.stderr
    assert "moved to settings.toml.broken-" in said[0] and "using defaults" in said[0]
    assert len(said[0]) < 400  # the reason, not the file
    (kept,) = (base / "config").glob("settings.toml.broken-*")
    assert kept.read_text() == HOSTILE[kind]  # nothing lost
    assert not settings.exists()
