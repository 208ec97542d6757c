"""The history verbs: `ling-desk history list|delete|purge|export|import|pin|unpin` (issue 37).

The history opens through the vault (`unlock_data`): encrypted with the folder's data key, or
converted to it first. A running window holds the data folder (app/core/instance.py) and keeps
its conversations in memory: a change made beside it would be undone by its next save (a deleted
conversation saved again, a pin overwritten), so the verbs that change the history refuse then
and say so, and those that only read (list, export, purge --dry-run) or only add (import) run
beside it. Like every verb: one plain line on failure, exactly one JSON object with --json.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

from app.cli.common import (
    EXIT_OK,
    CliError,
    Parser,
    allowed,
    auditor_for,
    settings_for,
    unlock_data,
)
from app.core import vault
from app.core.chat.bulk import ImportJob, run_import
from app.core.chat.export import ImportProblem, to_json, to_markdown
from app.core.chat.history import NotSaved, StoreError
from app.core.chat.history_ops import BesideStore, UnknownIds, erase, find, is_busy, set_pinned
from app.core.chat.model import Conversation
from app.core.chat.retention import expired
from app.core.chat.store import Store, open_history
from app.core.instance import InstanceBusy, InstanceLock, acquire, holder_pid
from app.core.paths import Paths
from app.core.words import translate

# The actions that change or erase what is there: never beside a running window.
CHANGES = ("delete", "purge", "pin", "unpin")


def add_history_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    hp = sub.add_parser(
        "history", parents=[common], help="the chat history: list, delete, purge, export, import"
    )
    hsub = hp.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser)
    hsub.required = True
    ls = hsub.add_parser("list", parents=[common], help="the conversations, newest change first")
    ls.add_argument("--json", action="store_true", help="one JSON object")
    rm = hsub.add_parser(
        "delete", parents=[common], help="erase conversations (their text leaves every file)"
    )
    rm.add_argument("ids", nargs="+", metavar="ID")
    rm.add_argument("--json", action="store_true", help="one JSON object")
    pg = hsub.add_parser(
        "purge", parents=[common], help="erase the conversations unchanged for DAYS (pinned kept)"
    )
    pg.add_argument("--older-than", type=_days, required=True, metavar="DAYS")
    pg.add_argument("--dry-run", action="store_true", help="list what would go; change nothing")
    pg.add_argument("--json", action="store_true", help="one JSON object")
    ex = hsub.add_parser("export", parents=[common], help="one conversation as Markdown or JSON")
    ex.add_argument("id", metavar="ID")
    ex.add_argument("--format", choices=("md", "json"), required=True)
    ex.add_argument("-o", "--output", metavar="FILE", help="write FILE (default: stdout)")
    im = hsub.add_parser("import", parents=[common], help="add the conversations of a JSON export")
    im.add_argument("file", metavar="FILE")
    im.add_argument("--json", action="store_true", help="one JSON object")
    for action, what in (("pin", "keep it whatever the retention"), ("unpin", "undo a pin")):
        p = hsub.add_parser(action, parents=[common], help=f"{action} a conversation ({what})")
        p.add_argument("id", metavar="ID")
        p.add_argument("--json", action="store_true", help="one JSON object")


def _days(text: str) -> float:
    try:
        days = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("cli", "not a number of days: {text}").format(text=repr(text))
        ) from None
    if not days > 0 or days == float("inf"):
        raise argparse.ArgumentTypeError(
            translate("cli", "{text} days: give a number above 0").format(text=text)
        )
    return days


def is_history_verb(verb: str | None) -> bool:
    return verb == "history"


def run_history_verb(args: argparse.Namespace) -> int:
    """Run `history ACTION`; failures raise CliError with a plain message."""
    action = args.action
    args.verb = f"history {action}"
    if action == "export":
        allowed("exports")
    paths, settings = settings_for(args)
    changes = action in CHANGES and not (action == "purge" and args.dry_run)
    try:
        with _folder(paths, action, changes) as held:
            key = unlock_data(args, paths, settings)
            # Deletions, purges and exports are recorded (counts; never a title or the text).
            args.auditor = auditor_for(args, paths, key)
            with _opened(paths, key, held) as store:
                args.data_dir = paths.data_dir  # delete and purge release attachments there
                return _ACTIONS[action](args, store)
    except UnknownIds as exc:
        said = translate(
            "cli", "{problem}; nothing was changed (`ling-desk history list` shows them)"
        )
        # Said here from its ids (the chat's exception speaks English).
        ids = ", ".join(exc.ids)
        if len(exc.ids) == 1:
            problem = translate("cli", "no conversation with id {ids} in the history")
        else:
            problem = translate("cli", "no conversations with ids {ids} in the history")
        raise CliError(said.format(problem=problem.format(ids=ids))) from None
    except (StoreError, *vault.Error) as exc:
        if is_busy(exc) or is_busy(exc.__cause__):
            said = translate(
                "cli",
                "the history ({path}) is busy: another program is writing it. Try again in a "
                "moment; nothing was changed",
            )
            raise CliError(said.format(path=paths.history_db)) from None
        if isinstance(exc, StoreError):
            raise CliError(str(exc)) from None
        said = translate("cli", "the history ({path}) cannot be used: {problem}")
        raise CliError(said.format(path=paths.history_db, problem=exc)) from None


@contextlib.contextmanager
def _folder(paths: Paths, action: str, changes: bool) -> Iterator[bool]:
    """Holds the data folder's lock while the verb runs (True), or yields False when a window
    holds it and the action may run beside it; a change is refused then."""
    lock: InstanceLock | None = None
    try:
        lock = acquire(paths.ensure())
    except InstanceBusy:
        if changes:
            pid = holder_pid(paths)
            if pid:
                said = translate(
                    "cli",
                    "Ling Desk (pid {pid}) has this history open ({folder}); a {action} made "
                    "beside it would be undone by its next save. Do it in that window, or close "
                    "it and run this again; nothing was changed",
                )
            else:
                said = translate(
                    "cli",
                    "Ling Desk has this history open ({folder}); a {action} made beside it would "
                    "be undone by its next save. Do it in that window, or close it and run this "
                    "again; nothing was changed",
                )
            raise CliError(said.format(pid=pid, folder=paths.data_dir, action=action)) from None
    try:
        yield lock is not None
    finally:
        if lock is not None:
            lock.release()


@contextlib.contextmanager
def _opened(paths: Paths, key: vault.DataKey | None, held: bool) -> Iterator[Store]:
    # Holding the folder, the history opens as at the app's start (checked, cleaned up);
    # beside a window, as a plain second connection that purges nothing of the window's.
    store = open_history(paths.history_db, key) if held else BesideStore(paths.history_db, key)
    try:
        yield store
    finally:
        store.close()


def iso(t: float) -> str:
    """ISO 8601, UTC, to the second."""
    return datetime.datetime.fromtimestamp(t, tz=datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _list(args: argparse.Namespace, store: Store) -> int:
    convs = store.load_conversations()
    rows = [{
        "id": c.id, "title": c.title, "created": iso(c.created_at), "updated": iso(c.updated_at),
        "messages": store.message_count(c.id), "pinned": c.pinned,
    } for c in convs]  # fmt: skip
    if args.json:
        print(json.dumps({"ok": True, "conversations": rows}))
        return EXIT_OK
    if not rows:
        print(translate("cli", "the history is empty"))
    for r in rows:
        pin = "  " + translate("cli", "pinned", "a column of `history list`") if r["pinned"] else ""
        n = cast(int, r["messages"])
        count = translate("cli", "%n message(s)", None, n)
        print(f"{r['id']}  {r['updated']}  {count}{pin}  {r['title']}")
    return EXIT_OK


def _delete(args: argparse.Namespace, store: Store) -> int:
    gone = erase(store, find(store, args.ids), args.data_dir)
    args.auditor.record("deletion", what="conversation", count=len(gone), by="cli")
    if args.json:
        print(json.dumps({"ok": True, "deleted": gone}))
    else:
        for conv_id in gone:
            said = translate("cli", "{id}: deleted, its text erased from the history's files")
            print(said.format(id=conv_id))
    return EXIT_OK


def _gone(c: Conversation) -> dict[str, str]:
    return {"id": c.id, "title": c.title, "updated": iso(c.updated_at)}


def _purge(args: argparse.Namespace, store: Store) -> int:
    going = expired(store.load_conversations(), args.older_than, time.time())
    if not args.dry_run and going:
        erase(store, going, args.data_dir)
    if not args.dry_run:  # a run that erased nothing is a run too
        args.auditor.record("retention", erased=len(going), days=args.older_than, by="cli")
    key = "would_delete" if args.dry_run else "deleted"
    if args.json:
        print(json.dumps({"ok": True, "dry_run": args.dry_run, key: [_gone(c) for c in going]}))
        return EXIT_OK
    if args.dry_run:
        said = translate("cli", "would delete: {id}  {updated}  {title}")
    else:
        said = translate("cli", "deleted: {id}  {updated}  {title}")
    if not going:
        nothing = translate(
            "cli", "nothing is older than {days} days (pinned conversations are kept)"
        )
        print(nothing.format(days=f"{args.older_than:g}"))
    for c in going:
        print(said.format(id=c.id, updated=iso(c.updated_at), title=c.title))
    return EXIT_OK


def _export(args: argparse.Namespace, store: Store) -> int:
    [conv] = find(store, [args.id])
    store.load_messages(conv)
    text = to_markdown(conv) if args.format == "md" else to_json(conv)

    def audit() -> None:
        args.auditor.record("export", what="conversation", format=args.format,
                            message_count=len(conv.messages), by="cli")  # fmt: skip

    if args.output is None:
        sys.stdout.write(text)
        audit()
        return EXIT_OK
    out = Path(args.output).expanduser()
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        said = translate("cli", "cannot write {path}: {why}")
        raise CliError(said.format(path=out, why=exc.strerror or exc)) from None
    audit()
    said = translate("cli", "{title} written to {path}").format(title=repr(conv.title), path=out)
    print(f"ling-desk history export: {said}", file=sys.stderr)
    return EXIT_OK


def _import(args: argparse.Namespace, store: Store) -> int:
    path = Path(args.file).expanduser()
    try:
        got = run_import(store, ImportJob(path))  # checked whole, then written all or nothing
    except OSError as exc:
        said = translate("cli", "cannot read {path}: {why}; nothing was added")
        raise CliError(said.format(path=path, why=exc.strerror or exc)) from None
    except ImportProblem as exc:
        said = translate("cli", "{path}: {problem}\nNothing was added.")
        raise CliError(said.format(path=path, problem=exc)) from None
    except NotSaved as exc:
        said = translate("cli", "{problem}; nothing was added")
        raise CliError(said.format(problem=exc)) from None
    rows = [{"id": i.conversation.id, "title": i.conversation.title,
             "messages": len(i.messages)} for i in got]  # fmt: skip
    notes = [n for i in got for n in i.notes]
    if isinstance(store, BesideStore) and not args.json:
        notes.append(translate("cli", "the running window shows it after its next start"))
    if args.json:
        print(json.dumps({"ok": True, "imported": rows, "notes": notes}))
        return EXIT_OK
    for r in rows:
        n = cast(int, r["messages"])
        count = translate("cli", "%n message(s)", None, n)
        said = translate("cli", "{id}: imported, {messages}  {title}")
        print(said.format(id=r["id"], messages=count, title=r["title"]))
    for note in notes:
        said = translate("cli", "note: {text}").format(text=note)
        print(f"ling-desk history import: {said}", file=sys.stderr)
    return EXIT_OK


def _pin(args: argparse.Namespace, store: Store) -> int:
    pinned = args.action == "pin"
    [conv] = find(store, [args.id])
    set_pinned(store, conv, pinned)
    if args.json:
        print(json.dumps({"ok": True, "id": conv.id, "pinned": pinned}))
    else:
        if pinned:
            said = translate("cli", "{id}: pinned  {title}")
        else:
            said = translate("cli", "{id}: unpinned  {title}")
        print(said.format(id=conv.id, title=conv.title))
    return EXIT_OK


_ACTIONS = {"list": _list, "delete": _delete, "purge": _purge, "export": _export,
            "import": _import, "pin": _pin, "unpin": _pin}  # fmt: skip
