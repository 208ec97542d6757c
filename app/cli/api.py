"""The gateway verbs: `ling-desk api info`, `api key create|list|revoke|confirm|reissue`.

They work while the window or `serve` runs on the same data folder: keys live in a shared SQLite
file the running gateway reads at each request, and the running gateway announces itself in the
runtime folder. Like every verb: one plain line on failure, exactly one JSON object with --json.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from typing import Any

from app.cli.common import CliError, Parser, allowed, auditor_for, unlock_data
from app.core.gateway.config import GATEWAY_KEYS_FILE, gateway_config
from app.core.gateway.keys import ClientKeys, KeyStoreError
from app.core.gateway.owner import port_owner
from app.core.gateway.state import MODEL_ID
from app.core.paths import Paths
from app.core.settings import load_settings
from app.core.words import translate


def add_api_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    api = sub.add_parser(
        "api", parents=[common], help="the local API for editors and agents: address and keys"
    )
    api_sub = api.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser)
    api_sub.required = True
    info = api_sub.add_parser(
        "info", parents=[common], help="base URL, port, model id, whether the gateway runs"
    )
    info.add_argument("--json", action="store_true", help="one JSON object")
    key = api_sub.add_parser("key", parents=[common], help="create, list or revoke client keys")
    key_sub = key.add_subparsers(dest="key_action", metavar="KEY_ACTION", parser_class=Parser)
    key_sub.required = True
    cr = key_sub.add_parser(
        "create", parents=[common], help="make a key for one app (printed once, never again)"
    )
    cr.add_argument("name", metavar="NAME", help="the app's name, e.g. Continue or aider-laptop")
    cr.add_argument("--json", action="store_true", help="one JSON object")
    ls = key_sub.add_parser("list", parents=[common], help="the keys: name, created, last used")
    ls.add_argument("--json", action="store_true", help="one JSON object")
    rv = key_sub.add_parser(
        "revoke", parents=[common], help="stop a key working (from the next request on)"
    )
    rv.add_argument("name", metavar="NAME")
    rv.add_argument("--json", action="store_true", help="one JSON object")
    cf = key_sub.add_parser(
        "confirm", parents=[common],
        help="accept again a key refused as exposed (a stranger held the port): you know it is safe",
    )  # fmt: skip
    cf.add_argument("name", metavar="NAME")
    cf.add_argument("--json", action="store_true", help="one JSON object")
    ri = key_sub.add_parser(
        "reissue", parents=[common],
        help="a new key for the same app (printed once); the old one stops working",
    )  # fmt: skip
    ri.add_argument("name", metavar="NAME")
    ri.add_argument("--json", action="store_true", help="one JSON object")


def is_api_verb(verb: str | None) -> bool:
    return verb == "api"


def run_api_verb(args: argparse.Namespace) -> int:
    """Run `api ...`; failures raise CliError with a plain message."""
    action = args.action if args.action == "info" else f"key {args.key_action}"
    args.verb = f"api {action}"  # "ling-desk api key create: <why>"
    paths = Paths.from_basedir(getattr(args, "basedir", None))
    try:
        if action == "info":
            return _info(args, paths)
        if action in ("key create", "key reissue", "key confirm"):
            allowed("gateway")  # a key that works is for a gateway the policy does not allow
        key = unlock_data(args, paths, load_settings(paths).settings)
        keys = _keys(args, paths, key)
        try:
            if action == "key create":
                return _create(args, keys)
            if action == "key list":
                return _list(args, keys)
            if action == "key revoke":
                return _revoke(args, keys)
            if action == "key confirm":
                return _confirm(args, keys)
            if action == "key reissue":
                return _reissue(args, keys)
        finally:
            keys.close()
    except KeyStoreError as exc:
        raise CliError(str(exc)) from None
    raise CliError(translate("cli", "unknown action {action}").format(action=repr(action)))


def _keys(args: argparse.Namespace, paths: Paths, key: Any) -> ClientKeys:
    """The key file, its changes recorded in the audit log (names only, never a key)."""
    return ClientKeys(
        paths.ensure().data_dir / GATEWAY_KEYS_FILE, key=key, auditor=auditor_for(args, paths, key)
    )


def _info(args: argparse.Namespace, paths: Paths) -> int:
    cfg = gateway_config(load_settings(paths).settings)
    from app.core.gateway.server import read_runtime_info  # (with aiohttp: `api info` only)

    running = read_runtime_info(paths.runtime_dir)
    port = int(running["port"]) if running else cfg.port
    base = f"http://127.0.0.1:{port}/v1"
    # Not running: who holds the port then? A stranger there gets what editors send, so say it,
    # and every key that exists now is treated as exposed.
    owner = port_owner(port) if running is None else None
    stranger = owner if owner is not None and owner.stranger else None
    exposed: list[str] = []
    if stranger is not None:  # only then is the keys file opened, so only then unlocked
        key = unlock_data(args, paths, load_settings(paths).settings)
        keys = _keys(args, paths, key)
        try:
            keys.mark_exposed(stranger.who())
            exposed = [k.name for k in keys.exposed()]
        finally:
            keys.close()
    if args.json:
        print(json.dumps({
            "ok": True, "base_url": base, "port": port, "model": MODEL_ID,
            "running": running is not None, "pid": running["pid"] if running else None,
            "enabled": cfg.enabled,
            "held_by_stranger": stranger is not None,
            "held_by_keeper": owner is not None and owner.keeper,
            "owner": stranger.to_dict() if stranger else None,
            "exposed_keys": exposed,
        }))  # fmt: skip
        return 0
    if stranger is not None:
        if exposed:
            said = translate(
                "cli",
                "WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your "
                "editors send there goes to that program; give these apps a new key: {names}",
            )
        else:
            said = translate(
                "cli",
                "WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your "
                "editors send there goes to that program",
            )
        said = said.format(port=port, who=stranger.who(), names=", ".join(exposed))
        print(f"ling-desk api info: {said}", file=sys.stderr)
    if running:
        where = translate("cli", "gateway running (pid {pid})").format(pid=running["pid"])
    elif owner is not None and owner.keeper:
        where = translate(
            "cli",
            "gateway not running (it runs while `ling-desk` or `ling-desk serve` does); the "
            "gateway keeper holds the port meanwhile (apps get 503, nothing is sent on)",
        )
    else:
        where = translate(
            "cli", "gateway not running (it runs while `ling-desk` or `ling-desk serve` does)"
        )
    line = translate("cli", "{url}  model {model}  {state}")
    print(line.format(url=base, model=MODEL_ID, state=where))
    return 0


def _create(args: argparse.Namespace, keys: ClientKeys) -> int:
    key = keys.create(args.name)
    name = args.name.strip()
    if args.json:
        print(json.dumps({"ok": True, "name": name, "key": key}))
    else:
        print(key)  # alone on stdout, so `KEY=$(ling-desk api key create x)` works
        said = translate("cli", "key {name} created; it is shown only now, store it in the app")
        print("ling-desk: " + said.format(name=repr(name)), file=sys.stderr)
    return 0


def _when(t: float | None) -> str:
    if t is None:
        return translate("cli", "never", "a key never used")
    return datetime.datetime.fromtimestamp(t).astimezone().strftime("%Y-%m-%d %H:%M")


def _list(args: argparse.Namespace, keys: ClientKeys) -> int:
    infos = keys.list()
    if args.json:
        print(json.dumps({"ok": True, "keys": [i.to_dict() for i in infos]}))
        return 0
    if not infos:
        print(translate("cli", "no keys yet: `ling-desk api key create NAME` makes one"))
        return 0
    for i in infos:
        n = i.requests
        if i.exposed:
            said = translate(
                "cli",
                "{name}  …{hint}  created {created}  last used {used}  %n request(s)  EXPOSED to "
                "{who} ({when}): refused until `api key reissue {name}` or `api key confirm "
                "{name}`",
                None,
                n,
            )
        else:
            said = translate(
                "cli",
                "{name}  …{hint}  created {created}  last used {used}  %n request(s)",
                None,
                n,
            )
        print(said.format(name=i.name, hint=i.hint, created=_when(i.created),
                          used=_when(i.last_used), who=i.exposed_by, when=_when(i.exposed_at)))  # fmt: skip
    return 0


def _confirm(args: argparse.Namespace, keys: ClientKeys) -> int:
    keys.confirm(args.name)
    name = args.name.strip()
    if args.json:
        print(json.dumps({"ok": True, "name": name, "confirmed": True}))
    else:
        said = translate("cli", "key {name} confirmed: it works again from its next request")
        print(said.format(name=repr(name)))
    return 0


def _reissue(args: argparse.Namespace, keys: ClientKeys) -> int:
    key = keys.reissue(args.name)
    name = args.name.strip()
    if args.json:
        print(json.dumps({"ok": True, "name": name, "key": key}))
    else:
        print(key)  # alone on stdout, as `create` prints it
        said = translate(
            "cli",
            "a new key for {name}; the old one no longer works. It is shown only now: put it in "
            "the app",
        )
        print("ling-desk: " + said.format(name=repr(name)), file=sys.stderr)
    return 0


def _revoke(args: argparse.Namespace, keys: ClientKeys) -> int:
    keys.revoke(args.name)
    name = args.name.strip()
    if args.json:
        print(json.dumps({"ok": True, "name": name, "revoked": True}))
    else:
        said = translate("cli", "key {name} revoked: it stops working on its next request")
        print(said.format(name=repr(name)))
    return 0
