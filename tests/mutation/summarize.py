"""Summarize a finished mutmut run (run inside its scratch folder): kill rate per module, and every
survivor either put in a class of provably equivalent mutants or listed with its diff.

Two classes are counted as equivalent, mechanically:
- "sql-case": a change of letter case only, on a line that holds SQL or a sqlite3.Row key.
  SQLite keywords and identifiers, and sqlite3.Row's keys, are case-insensitive.
- "log-text": a change to a logging call only. Log text is not behaviour the app relies on.

Usage: cd /tmp/ling-desk-mutmut/GROUP && python .../tests/mutation/summarize.py
"""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict

from mutmut.mutation.data import SourceFileMutationData
from mutmut.mutation.diff_apply import get_diff_for_mutant
from mutmut.stats import status_by_exit_code
from mutmut.utils.file_utils import walk_mutatable_files

SQL_LINE = re.compile(
    r'execute\(|\br\["|\b(SELECT|INSERT|UPDATE|DELETE|PRAGMA|CREATE|BEGIN)\b', re.I
)
LOG_LINE = re.compile(r"^\s*log\.(debug|info|warning|error|exception)\(")


def changed_lines(diff: str) -> tuple[list[str], list[str]]:
    minus = [ln[1:] for ln in diff.splitlines() if ln.startswith("-") and not ln.startswith("---")]
    plus = [ln[1:] for ln in diff.splitlines() if ln.startswith("+") and not ln.startswith("+++")]
    return minus, plus


def equivalence(diff: str) -> str | None:
    minus, plus = changed_lines(diff)
    if minus and all(LOG_LINE.match(ln) for ln in minus):
        return "log-text"
    if (
        len(minus) == len(plus) >= 1
        and all(a.lower() == b.lower() for a, b in zip(minus, plus, strict=True))
        and all(SQL_LINE.search(a) for a in minus)
    ):
        return "sql-case"
    return None


def wording_only(diff: str) -> bool:
    """Only the letters of a string literal changed (wrapped in XX, or case): what a user reads,
    not what the code does. Not equivalent, but listed apart: tests check the key words of a
    message, not every sentence."""
    minus, plus = changed_lines(diff)
    return (
        len(minus) == len(plus) >= 1
        and all(
            b.replace("XX", "") == a or (a.lower() == b.lower() and a != b)
            for a, b in zip(minus, plus, strict=True)
        )
        and all(('"' in a or "'" in a) for a in minus)
    )


def main() -> int:
    verbose = "-q" not in sys.argv
    for path in walk_mutatable_files():
        data = SourceFileMutationData(path=path)
        data.load()
        if not data.exit_code_by_key:
            continue
        statuses = Counter()
        equivalent: Counter[str] = Counter()
        kept: dict[str, list[str]] = defaultdict(list)
        wording = 0
        for key, code in sorted(data.exit_code_by_key.items()):
            status = status_by_exit_code[code]
            if status == "not checked":
                continue  # outside a run restricted to some functions (mutmut run NAMES)
            statuses[status] += 1
            if status in ("killed", "timeout"):
                continue
            diff = get_diff_for_mutant(key, path=path)
            why = equivalence(diff) if status in ("survived", "no tests") else None
            if why:
                equivalent[why] += 1
            elif status == "survived" and wording_only(diff):
                wording += 1
                kept["survived (wording)"].append(f"{key}\n{diff}")
            else:
                kept[status].append(f"{key}\n{diff}")
        total = sum(statuses.values())
        caught = statuses["killed"] + statuses["timeout"]
        eq = sum(equivalent.values())
        print(f"## {path}")
        print(
            f"mutants {total}: killed {statuses['killed']}, timeout {statuses['timeout']}, ", end=""
        )
        print(", ".join(f"{k} {v}" for k, v in statuses.items() if k not in ("killed", "timeout")))
        print(f"kill rate {caught / total:.1%}; equivalent survivors {dict(equivalent)}; ", end="")
        print(f"kill rate of non-equivalent mutants {caught / (total - eq):.1%}; ", end="")
        print(f"survivors that change only message wording {wording}, ", end="")
        print(f"kill rate without them too {caught / (total - eq - wording):.1%}")
        if verbose:
            for status, items in kept.items():
                for item in items:
                    print(f"-- {status}: {item}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
