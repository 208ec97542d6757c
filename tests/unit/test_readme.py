"""The README's test command is the one CI runs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    block = re.search(r"# TEST-COMMAND-BEGIN\n(.*?)\n# TEST-COMMAND-END", ci, re.S)
    assert block, ".ci/run lost its test-command markers"
    command = block.group(1).strip()
    readme = (ROOT / "README.md").read_text()
    fenced = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    assert fenced[:2] and fenced[1].strip() == command
    # Exactly two set-up commands, the first installing and starting the app.
    assert fenced[0].strip().endswith("ling-desk")
