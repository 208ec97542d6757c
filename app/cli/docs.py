"""The document verbs: `ling-desk docs add|list|remove|search` (no Qt).

As every verb (app/cli/common.py): one plain line on failure, or with --json exactly one JSON
object on stdout. The library is <data dir>/documents.sqlite3, beside the history.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from app.cli.common import (
    CliError,
    Parser,
    audit_policy_change,
    auditor_for,
    say_settings_problems,
    unlock_data,
)
from app.core.docs.library import FileResult, Library, library_path
from app.core.docs.said import location_text
from app.core.docs.tokens import TokenCounter
from app.core.paths import Paths
from app.core.settings import load_settings, resolved_model_path
from app.core.words import translate

VERBS = ("add", "list", "remove", "search")


def add_docs_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    dp = sub.add_parser("docs", parents=[common], help="the local document library")
    dsub = dp.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser)
    dsub.required = True
    add = dsub.add_parser("add", parents=[common], help="add or update files and folders")
    add.add_argument("paths", nargs="+", metavar="PATH")
    add.add_argument("--json", action="store_true", help="one JSON object")
    ls = dsub.add_parser("list", parents=[common], help="the documents and their state")
    ls.add_argument("--json", action="store_true", help="one JSON object")
    rm = dsub.add_parser("remove", parents=[common], help="remove files (and their text)")
    rm.add_argument("paths", nargs="+", metavar="PATH")
    rm.add_argument("--json", action="store_true", help="one JSON object")
    se = dsub.add_parser("search", parents=[common], help="the passages that match a query")
    se.add_argument("query", nargs="+", metavar="QUERY")
    se.add_argument("--limit", type=_limit, default=10, metavar="N", help="(default: 10)")
    se.add_argument("--json", action="store_true", help="one JSON object")


def _print_json(obj: object) -> None:
    import json  # (only --json needs it: a plain search prints lines)

    print(json.dumps(obj))


def _limit(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("cli", "not a number: {text}").format(text=repr(text))
        ) from None
    if not 1 <= n <= 1000:
        raise argparse.ArgumentTypeError(
            translate("cli", "{n} is out of range (1-1000)").format(n=n)
        )
    return n


def is_docs_verb(verb: str | None) -> bool:
    return verb == "docs"


def run_docs_verb(args: argparse.Namespace) -> int:
    """Run `docs ACTION`; returns the exit code (1 when any file failed)."""
    args.verb = f"docs {args.action}"
    paths = Paths.from_basedir(getattr(args, "basedir", None)).ensure()
    loaded = load_settings(paths)
    say_settings_problems(loaded.problems)
    # Token counts from the model folder's tokenizer when `tokenizers` is installed; else the
    # stated estimate (app/core/docs/tokens.py).
    model = getattr(args, "model", None)
    model_dir = Path(model).expanduser() if model else resolved_model_path(loaded.settings)
    key = unlock_data(args, paths, loaded.settings)
    if args.action in ("list", "search"):  # reads only: the log just for a policy change
        audit_policy_change(args, paths, key)
    else:
        args.auditor = auditor_for(args, paths, key)  # removals are recorded (a count, no names)
    with Library(library_path(paths.data_dir), tokens=TokenCounter(model_dir), key=key) as lib:
        if args.action == "add":
            return _add(lib, args)
        if args.action == "list":
            return _list(lib, args)
        if args.action == "remove":
            return _remove(lib, args)
        if args.action == "search":
            return _search(lib, args)
    raise CliError(translate("cli", "unknown action {action}").format(action=repr(args.action)))


def _counts(pages: int, chunks: int) -> dict[str, str]:
    """A document's pages and chunks, each counted in the language's plural."""
    return {
        "pages": translate("cli", "%n page(s)", None, pages),
        "chunks": translate("cli", "%n chunk(s)", None, chunks),
    }


def _progress(json_mode: bool) -> Any:
    def say(r: FileResult) -> None:
        if json_mode:
            return
        if r.status == "indexed":
            said = translate("cli", "{path}: indexed, {pages}, {chunks}")
            print(said.format(path=r.path, **_counts(r.pages, r.chunks)), flush=True)
        elif r.status == "unchanged":
            print(translate("cli", "{path}: unchanged").format(path=r.path), flush=True)
        elif r.status == "failed":
            print(_failed(r.path, r.error), flush=True)
        elif r.status == "skipped":
            said = translate("cli", "{path}: skipped: {error}")
            print(said.format(path=r.path, error=r.error), flush=True)

    return say


def _failed(path: object, error: object) -> str:
    return translate("cli", "{path}: failed: {error}").format(path=path, error=error)


def _add(lib: Library, args: argparse.Namespace) -> int:
    results = lib.add(args.paths, progress=_progress(args.json))
    files = [r for r in results if r.status != "removed"]
    for r in results:
        if r.status == "removed":  # gone from an added folder: the library follows the disk
            said = translate("cli", "{path}: deleted on disk, removed").format(path=r.path)
            print(f"ling-desk docs add: {said}", file=sys.stderr)
        elif r.status == "failed" and r.reason == "too_many" and not args.json:
            print(_failed(r.path, r.error))
    if args.json:
        _print_json({"files": [r.to_dict() for r in files]})
    return 1 if any(r.status == "failed" for r in files) else 0


def _list(lib: Library, args: argparse.Namespace) -> int:
    docs = lib.documents()
    if args.json:
        _print_json({"documents": [d.to_dict() for d in docs]})
        return 0
    if not docs:
        print(translate("cli", "the library is empty; add files: ling-desk docs add PATH..."))
    for d in docs:
        if d.status == "failed":
            print(_failed(d.path, d.error))
        else:
            said = translate("cli", "{path}: indexed, {pages}, {chunks}, ~{tokens} tokens")
            print(said.format(path=d.path, tokens=d.tokens, **_counts(d.pages, d.chunks)))
    return 0


def _remove(lib: Library, args: argparse.Namespace) -> int:
    results = lib.remove(args.paths)
    gone = sum(r.status == "removed" for r in results)
    if gone:
        args.auditor.record("deletion", what="documents", count=gone, erased=lib.erased,
                            by="cli")  # fmt: skip
    if args.json:
        _print_json({"files": [r.to_dict() for r in results]})
    else:
        for r in results:
            if r.status == "removed":
                print(translate("cli", "{path}: removed").format(path=r.path))
            else:
                print(_failed(r.path, r.error))
    return 1 if any(r.status == "failed" for r in results) else 0


def _search(lib: Library, args: argparse.Namespace) -> int:
    hits = lib.search(" ".join(args.query), args.limit)
    if args.json:
        _print_json({"hits": [h.to_dict() for h in hits]})
        return 0
    if not hits:
        print(translate("cli", "no passage matches"))
    for h in hits:
        # The stored location ("lines 1-54") in words; --json keeps it as stored.
        if h.location:
            said = translate("cli", "{path}, {place}: {passage}")
        else:
            said = translate("cli", "{path}: {passage}")
        print(said.format(path=h.path, place=location_text(h.location), passage=h.snippet))
    return 0
