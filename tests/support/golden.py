"""Golden files: `assert_golden(name, text)` compares text with tests/unit/golden/NAME.

Set LING_DESK_UPDATE_GOLDEN=1 to rewrite the files from the current output (then read the diff
in git before committing it); without it a mismatch fails with a unified diff.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[1] / "unit" / "golden"
UPDATE_ENV = "LING_DESK_UPDATE_GOLDEN"


def assert_golden(name: str, text: str) -> None:
    path = FOLDER / name
    if os.environ.get(UPDATE_ENV) == "1":
        path.write_text(text, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"no golden file {path}: run with {UPDATE_ENV}=1 to write it")
    want = path.read_text(encoding="utf-8")
    if text != want:
        diff = "".join(
            difflib.unified_diff(
                want.splitlines(keepends=True),
                text.splitlines(keepends=True),
                f"golden/{name}",
                "this run",
            )
        )
        pytest.fail(f"output differs from golden/{name} ({UPDATE_ENV}=1 rewrites it):\n{diff}")
