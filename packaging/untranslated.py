"""Lists string literals in app/core and app/ui that look like words for people (a space and a
capital letter, or three lowercase words) and that no translate()/QT_TRANSLATE_NOOP call wraps:
a review aid for issue 41, not a check (SQL, regexes, log lines, identifiers, model-facing
instructions and HTTP answers to apps are listed too and stay English on purpose).

    .venv/bin/python packaging/untranslated.py [--lower] [PATH_PREFIX ...]

Docstrings and the arguments of log.*() calls are left out; PATH_PREFIX limits the list.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOGGERS = ("log", "logger", "_log", "logging", "LOG")
LOG_CALLS = {"debug", "info", "warning", "error", "exception", "critical", "log"}
WRAPS = {"translate", "QT_TRANSLATE_NOOP"}


def looks_like_words(text: str, lower: bool) -> bool:
    if lower:
        return not any(c.isupper() for c in text) and len(re.findall(r"\b[a-z]{2,}\b", text)) >= 3
    return " " in text.strip() and any(c.isupper() for c in text)


def skipped(tree: ast.AST) -> set[int]:
    """ids of the nodes not to report: docstrings, and everything inside a wrap or a log call."""
    out: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        holds_docstring = isinstance(
            node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
        )
        first = body[0] if holds_docstring and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            out.add(id(first.value))
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", "")
            is_log = name in LOG_CALLS and getattr(getattr(f, "value", None), "id", "") in LOGGERS
            if name in WRAPS or is_log:
                out |= {id(sub) for sub in ast.walk(node)}
    return out


def main(argv: list[str]) -> int:
    lower = "--lower" in argv
    prefixes = [a for a in argv if not a.startswith("--")] or ["app/core", "app/ui"]
    for path in sorted(ROOT.glob("app/**/*.py")):
        rel = str(path.relative_to(ROOT))
        if not rel.startswith(tuple(prefixes)):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = skipped(tree)
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.JoinedStr):
                skip |= {id(sub) for sub in ast.walk(node)}
                text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
                if looks_like_words(text, lower):
                    print(f"{rel}:{node.lineno}: f{text[:100]!r}")
            elif (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and looks_like_words(node.value, lower)
            ):
                print(f"{rel}:{node.lineno}: {node.value[:100]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
