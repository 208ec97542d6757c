"""The package's types hold: mypy, configured in pyproject.toml ([tool.mypy]), finds no error.

The package ships py.typed, so its annotations are a promise to whoever imports it; run here so
the ordinary test run keeps them true (a wrong Optional, an attribute that shadows a Qt method).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.timeout(900)  # a cold run on two busy cores takes a minute or two; cached, seconds
def test_mypy_finds_no_error_in_the_package() -> None:
    try:
        import mypy  # noqa: F401
    except ImportError:
        pytest.fail("mypy is not installed: install the test extra (pip install -e '.[test]')")
    done = subprocess.run(
        [sys.executable, "-m", "mypy"],  # files, cache and settings: pyproject.toml
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
