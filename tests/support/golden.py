"""Golden snapshots of user-facing texts, in tests/unit/golden/.

- `check_golden(path, cases)`: a table of named cases (JSON) compared field by field.
- `assert_golden(name, text)`: one text compared as a unified diff.

`LING_DESK_UPDATE_GOLDEN=1 pytest ...` rewrites the files from this run (review the diff, then
commit it); without it a mismatch fails naming what differs.
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path
from typing import Any

import pytest

FOLDER = Path(__file__).resolve().parents[1] / "unit" / "golden"
UPDATE_ENV = "LING_DESK_UPDATE_GOLDEN"


def _differences(want: Any, got: Any, where: str) -> list[str]:
    if isinstance(want, dict) and isinstance(got, dict):
        out: list[str] = []
        for key in sorted(set(want) | set(got), key=str):
            if key not in got:
                out.append(f"{where}.{key}: missing now (golden: {want[key]!r})")
            elif key not in want:
                out.append(f"{where}.{key}: new (now: {got[key]!r})")
            else:
                out += _differences(want[key], got[key], f"{where}.{key}")
        return out
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        out = []
        for i, (a, b) in enumerate(zip(want, got, strict=True)):
            out += _differences(a, b, f"{where}[{i}]")
        return out
    return [] if want == got else [f"{where}:\n    golden: {want!r}\n    now:    {got!r}"]


def check_golden(path: Path, cases: dict[str, Any]) -> None:
    """Assert `cases` (name -> JSON-able result) equal the golden file, or rewrite it."""
    if os.environ.get(UPDATE_ENV) == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(cases, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    golden = json.loads(path.read_text(encoding="utf-8"))
    # Round-trip so tuples and lists compare alike.
    cases = json.loads(json.dumps(cases))
    diffs = _differences(golden, cases, "")
    if diffs:
        pytest.fail(
            f"{len(diffs)} difference(s) from {path.name} (set {UPDATE_ENV}=1 to accept them):\n"
            + "\n".join(d.lstrip(".") for d in diffs),
            pytrace=False,
        )


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
