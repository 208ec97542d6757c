"""Engine-environment progress that can always move (issue 29 item 2).

A new venv's pip can be older than 24.1 (Ubuntu 24.04's is 24.0): it prints no byte progress, so
the job upgrades pip first, from the user's own index or wheel folder only; where that cannot
happen, pip's lines still count packages and bytes. The venv's "python" here is a small script
standing in for pip (recording what it was asked), so the pip version is the test's to choose.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from app.core.paths import Paths
from app.core.setup.engine_env import EngineEnvCreate, PipOutput, PipProgress
from app.core.setup.jobs import JobMessage

# pip 24.0's own lines for a two-package install (no "Progress N of M" lines: no raw progress).
PIP_24_0 = """\
Collecting sglang==0.5.23
  Downloading sglang-0.5.23-py3-none-any.whl (2.5 MB)
Collecting torch==2.9.1
  Downloading torch-2.9.1-cp312-cp312-manylinux_2_28_x86_64.whl (373.0 MB)
Installing collected packages: torch, sglang
Successfully installed sglang-0.5.23 torch-2.9.1
"""

FAKE_PIP = r"""#!/bin/sh
# A venv's python as pip sees it: `-m pip --version`, `-m pip install ...` (recorded).
dir=$(dirname "$0")
if [ "$1 $2" = "-m pip" ]; then
  if [ "$3" = "--version" ]; then echo "pip $(cat "$dir/pip-version") from $dir (python 3.12)"; exit 0; fi
  printf '%s\n' "$*" >> "$dir/pip-calls"
  case "$*" in
    *"--upgrade pip"*) [ -f "$dir/no-newer-pip" ] && { echo "ERROR: No matching distribution found for pip"; exit 1; }
                       echo 25.3 > "$dir/pip-version"; echo "Successfully installed pip-25.3"; exit 0;;
  esac
  if [ -f "$dir/pip-output" ]; then  # a slow pip: its lines, a pause after each
    echo $$ > "$dir/pip-pid"
    while IFS= read -r l; do echo "$l"; sleep "$(cat "$dir/pip-pause")"; done < "$dir/pip-output"
    exit 0
  fi
  echo "Collecting sglang==0.5.23"; echo "Successfully installed sglang-0.5.23"; exit 0
fi
exit 1
"""


def fake_venv(env: Path, pip_version: str) -> Path:
    """`env` with a bin/python standing in for an old or new pip (see FAKE_PIP)."""
    (env / "bin").mkdir(parents=True)
    py = env / "bin" / "python"
    py.write_text(FAKE_PIP)
    py.chmod(py.stat().st_mode | stat.S_IXUSR)
    (env / "bin" / "pip-version").write_text(pip_version + "\n")
    return env


def _venv(tmp_path: Path, pip_version: str) -> Path:
    return fake_venv(tmp_path / "engine-venv", pip_version)


def _run(tmp_path: Path, env: Path, pip_args: list[str]) -> list[object]:
    events: list[object] = []
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    os.environ.pop("LING_DESK_PIP_ARGS", None)
    EngineEnvCreate(paths, env_dir=env, pip_args=pip_args, listener=events.append, save=False).run()
    return events


def test_old_pip_output_still_counts_packages_and_bytes_fetched():
    parse = PipOutput()
    events = [e for ln in PIP_24_0.splitlines() if (e := parse.feed(ln))]
    assert all(isinstance(e, PipProgress) for e in events)
    # A file's bytes count once pip moves on from it (pip 24.0 says nothing in between).
    assert [(e.phase, e.packages_seen, e.fetched) for e in events] == [
        ("collecting", 1, 0),
        ("downloading", 1, 0),
        ("collecting", 2, 2_500_000),
        ("downloading", 2, 2_500_000),
        ("installing", 2, 375_500_000),
        ("done", 2, 375_500_000),
    ]


def test_raw_progress_adds_the_current_files_bytes():
    parse = PipOutput()
    parse.feed("Collecting torch")
    parse.feed("  Downloading torch.whl (373.0 MB)")
    e = parse.feed("Progress 1000000 of 373000000")
    assert e is not None and (e.done, e.total, e.fetched) == (1_000_000, 373_000_000, 1_000_000)


def test_an_old_pip_is_upgraded_first_from_the_users_own_wheel_folder(tmp_path):
    env = _venv(tmp_path, "24.0")
    wheels = str(tmp_path / "wheels")
    events = _run(tmp_path, env, ["--no-index", "--find-links", wheels])
    calls = (env / "bin" / "pip-calls").read_text().splitlines()
    assert calls[0] == f"-m pip install --no-index --find-links {wheels} --upgrade pip"
    # The install then has pip's byte progress, from the same source only.
    assert calls[1].startswith(
        f"-m pip install --no-index --find-links {wheels} --progress-bar raw"
    )
    said = [e.text for e in events if isinstance(e, JobMessage)]
    assert any(t.startswith("Upgrading pip in the venv first") for t in said)


def test_where_the_source_has_no_newer_pip_the_install_goes_on_without_byte_counts(tmp_path):
    env = _venv(tmp_path, "24.0")
    (env / "bin" / "no-newer-pip").write_text("")
    events = _run(tmp_path, env, ["--no-index", "--find-links", str(tmp_path)])
    calls = (env / "bin" / "pip-calls").read_text().splitlines()
    assert len(calls) == 2 and "--progress-bar" not in calls[1]
    said = [e.text for e in events if isinstance(e, JobMessage)]
    assert any("pip stays as it is" in t and "No matching distribution" in t for t in said)
    assert any(isinstance(e, PipProgress) and e.phase == "done" for e in events)


def test_a_new_enough_pip_is_left_alone(tmp_path):
    env = _venv(tmp_path, "24.1")
    _run(tmp_path, env, [])
    calls = (env / "bin" / "pip-calls").read_text().splitlines()
    assert len(calls) == 1 and "--progress-bar raw" in calls[0]
