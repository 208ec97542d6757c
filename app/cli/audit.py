"""The audit verbs: `ling-desk audit show|verify|export` (issue 38).

The log lives in the data folder (audit/), encrypted with the folder's data key like the history
(`unlock_data`). The verbs only read it, so they run beside a running window or gateway that is
writing it. Like every verb: one plain line on failure, exactly one JSON object with --json;
`verify` exits 1 when the chain is not whole, naming the first bad record.
"""

from __future__ import annotations

import argparse
import datetime
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from app.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    CliError,
    Parser,
    auditor_for,
    settings_for,
    unlock_data,
)
from app.core import audit
from app.core.words import translate

AGO = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([dhm])\s*$")
UNITS = {"d": "days", "h": "hours", "m": "minutes"}


def add_audit_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    ap = sub.add_parser(
        "audit", parents=[common], help="the audit log: show, verify the chain, export for a SIEM"
    )
    asub = ap.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser)
    asub.required = True
    show = asub.add_parser("show", parents=[common], help="the records, oldest first")
    show.add_argument(
        "--since", type=since_time, metavar="T",
        help='only records from T on: an ISO date or time (UTC unless it says) or "7d", "24h", "30m"',
    )  # fmt: skip
    show.add_argument(
        "--kind", metavar="K", help='only records of kind K ("key" matches key.created, ...)'
    )
    show.add_argument("--json", action="store_true", help="one JSON object")
    ver = asub.add_parser(
        "verify",
        parents=[common],
        help="prove the chain whole (exit 1 naming the first bad record)",
    )
    ver.add_argument("--json", action="store_true", help="one JSON object")
    ex = asub.add_parser("export", parents=[common], help="every record as JSON lines")
    ex.add_argument("file", metavar="FILE", help='the file to write ("-": stdout)')
    ex.add_argument("--json", action="store_true", help="say the result as one JSON object")


def is_audit_verb(verb: str | None) -> bool:
    return verb == "audit"


def since_time(text: str) -> datetime.datetime:
    """An aware UTC time from "7d"/"24h"/"30m" (ago) or an ISO date or time."""
    now = datetime.datetime.now(tz=datetime.UTC)
    m = AGO.match(text)
    if m:
        return now - datetime.timedelta(**{UNITS[m.group(2)]: float(m.group(1))})
    try:
        t = datetime.datetime.fromisoformat(text.strip())
    except ValueError:
        said = translate(
            "cli",
            "not a time: {text} (an ISO date or time such as 2026-01-31 or 2026-01-31T08:00, or "
            '"7d", "24h", "30m")',
        )
        raise argparse.ArgumentTypeError(said.format(text=repr(text))) from None
    return t.replace(tzinfo=datetime.UTC) if t.tzinfo is None else t.astimezone(datetime.UTC)


def run_audit_verb(args: argparse.Namespace) -> int:
    action = args.action
    args.verb = f"audit {action}"
    kind = getattr(args, "kind", None)
    if kind and not any(k == kind or k.startswith(kind.rstrip(".") + ".") for k in audit.KINDS):
        said = translate("cli", "no audit record is of kind {kind}; the kinds: {kinds}")
        raise CliError(
            said.format(kind=repr(kind), kinds=", ".join(sorted(audit.KINDS))), EXIT_USAGE
        )
    paths, settings = settings_for(args)
    key = unlock_data(args, paths, settings)
    folder = paths.data_dir / audit.FOLDER
    if action == "verify":
        return _verify(args, folder, key)
    try:
        if action == "show":
            return _show(args, folder, key)
        done = _export(args, folder, key)
    except audit.Unreadable as exc:
        said = translate("cli", "the audit log ({folder}) cannot be read: {problem}")
        raise CliError(said.format(folder=folder, problem=exc)) from None
    # After the export, so the records it wrote are the log as it was when asked for.
    auditor_for(args, paths, key).record(
        "export",
        what="audit",
        records=args.exported,
        to="stdout" if args.file == "-" else "file",
        by="cli",
    )
    return done


def _matches(r: audit.Record, since: datetime.datetime | None, kind: str | None) -> bool:
    if kind and not (r.kind == kind or r.kind.startswith(kind.rstrip(".") + ".")):
        return False
    if since is None:
        return True
    try:
        return datetime.datetime.fromisoformat(r.time) >= since
    except ValueError:
        return True  # a changed time is shown, not hidden (verify names it)


def _selected(folder: Path, key: Any, args: argparse.Namespace) -> Iterator[audit.Record]:
    since, kind = getattr(args, "since", None), getattr(args, "kind", None)
    return (r for r in audit.records(folder, key) if _matches(r, since, kind))


def _show(args: argparse.Namespace, folder: Path, key: Any) -> int:
    rows = list(_selected(folder, key, args))
    if args.json:
        print(json.dumps({"ok": True, "records": [r.as_json() for r in rows]}))
        return EXIT_OK
    if not rows and (args.since or args.kind):
        print(translate("cli", "no audit records match"))
    elif not rows:
        print(translate("cli", "no audit records"))
    for r in rows:
        fields = "  ".join(f"{k}={json.dumps(v)}" for k, v in r.fields.items())
        print(f"{r.seq:>6}  {r.time}  {r.kind:<18}  {fields}".rstrip())
    return EXIT_OK


def _verify(args: argparse.Namespace, folder: Path, key: Any) -> int:
    verdict = audit.verify(folder, key)
    if args.json:
        print(json.dumps(verdict.as_json()))
    elif verdict.ok:
        n, f = verdict.records, verdict.files
        said = translate("cli", "the audit log is whole: {records} in {files}")
        print(said.format(records=translate("cli", "%n record(s)", None, n),
                          files=translate("cli", "%n file(s)", None, f)))  # fmt: skip
    else:
        if verdict.seq is not None:
            said = translate("cli", "record {seq} in {file}: {error}")
        else:
            said = translate("cli", "the log in {file}: {error}")
        said = said.format(seq=verdict.seq, file=verdict.file, error=verdict.error)
        print(f"ling-desk audit verify: {said}", file=sys.stderr)
    return EXIT_OK if verdict.ok else EXIT_FAILED


def _export(args: argparse.Namespace, folder: Path, key: Any) -> int:
    lines = audit.json_lines(_selected(folder, key, args))
    args.exported = 0
    if args.file == "-":  # the records are the output: no summary beside them
        for line in lines:
            sys.stdout.write(line)
            args.exported += 1
        return EXIT_OK
    out = Path(args.file).expanduser()
    n = 0
    try:
        with open(out, "w", encoding="utf-8") as fh:
            for line in lines:
                fh.write(line)
                n += 1
    except OSError as exc:
        said = translate("cli", "cannot write {path}: {why}")
        raise CliError(said.format(path=out, why=exc.strerror or exc)) from None
    args.exported = n
    if args.json:
        print(json.dumps({"ok": True, "records": n, "file": str(out)}))
    else:
        said = translate("cli", "%n record(s) written to {path}", None, n).format(path=out)
        print(f"ling-desk audit export: {said}", file=sys.stderr)
    return EXIT_OK
