"""Command line: the GUI by default, and headless verbs, each group in its own module (engine,
setup, api, docs, ask, history, audit) over app/cli/common.py. Only this module imports the verb
modules."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from app.cli.api import add_api_parsers, is_api_verb, run_api_verb
from app.cli.ask import add_ask_parser, is_ask_verb, run_ask_verb
from app.cli.audit import add_audit_parsers, is_audit_verb, run_audit_verb
from app.cli.common import (
    EXIT_POLICY,
    CliError,
    Parser,
    app_version,
    close_auditor,
    common_options,
    fail,
)
from app.cli.docs import add_docs_parsers, is_docs_verb, run_docs_verb
from app.cli.engine import add_engine_parsers, is_engine_verb, run_engine_verb
from app.cli.history import add_history_parsers, is_history_verb, run_history_verb
from app.cli.setup import add_setup_parsers, is_setup_verb, run_setup_verb
from app.core.policy import PolicyRefused, current_policy, keeper_refusal
from app.core.settings import SettingsFromNewer
from app.core.vault import NewerFormat


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="ling-desk",
        description="Ling Desk: Ling-3.0-flash on your own machine, optimized and proven so.",
        parents=[common_options(False)],
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {app_version()}")
    sub = parser.add_subparsers(dest="verb", metavar="VERB")
    common = common_options(True)
    sub.add_parser("gui", parents=[common], help="open the desktop app (the default)")
    add_engine_parsers(sub, common)  # engine-command, serve, check, bench
    add_setup_parsers(sub, common)  # engine-env create|find, model download|verify
    add_api_parsers(sub, common)  # api info, api key create|list|revoke|confirm|reissue
    gk = sub.add_parser(
        "gateway-keeper",
        help="hold the local API's port while Ling Desk is not running (503, nothing forwarded); "
        "`gateway-keeper install` holds it from every login on",
    )
    gk.add_argument("action", nargs="?", choices=("run", "install", "uninstall"), default="run")
    gk.add_argument("--port", type=int, help="the gateway's port (default: settings)")
    gk.add_argument("--basedir", metavar="DIR", help="read the port from this folder's settings")
    gk.add_argument(
        "--autostart", action="store_true", help="install an XDG autostart entry, not systemd units"
    )
    add_docs_parsers(sub, common)  # docs add|list|remove|search
    add_ask_parser(sub, common)  # ask QUESTION... [--doc F] [--mcp-config F]
    add_history_parsers(sub, common)  # history list|delete|purge|export|import|pin|unpin
    add_audit_parsers(sub, common)  # audit show|verify|export
    return parser


def quiet_warnings(verbose: bool) -> None:
    # Libraries' warnings go to the log, shown with -v only: a verb prints its own words.
    logging.captureWarnings(True)
    logging.getLogger("py.warnings").setLevel(logging.DEBUG if verbose else logging.CRITICAL)


def run_verb(args: argparse.Namespace) -> int:
    verb = args.verb or "gui"
    if verb != "gui":  # the window shows them itself
        for wrong in current_policy().problems:  # an administrator's file that is wrong
            print(f"ling-desk: {wrong}", file=sys.stderr)
    if is_engine_verb(verb):
        return run_engine_verb(args)
    if is_ask_verb(verb):
        return run_ask_verb(args)
    if is_setup_verb(verb):
        return run_setup_verb(args)
    if is_api_verb(verb):
        return run_api_verb(args)
    if is_docs_verb(verb):
        return run_docs_verb(args)
    if is_history_verb(verb):
        return run_history_verb(args)
    if is_audit_verb(verb):
        return run_audit_verb(args)
    from app.ui.shell.platform_check import exit_plainly_on_qt_fatal, platform_problem

    problem = platform_problem()
    if problem:
        raise CliError(problem)
    exit_plainly_on_qt_fatal()  # anything Qt still finds fatal: one line and exit 1, not 134
    from app.ui.shell.app import run_gui

    return run_gui(args)


def main(argv: Sequence[str] | None = None) -> int:
    # History, logs and keys are this user's alone, whatever the umask says (group/others: none).
    os.umask(0o077)
    raw = list(sys.argv[1:] if argv is None else argv)
    if raw[:1] == ["gateway-keeper"]:  # its own small parser (app.entry runs it without us)
        from app.core.keeper import main as keeper_main

        if refused := keeper_refusal(raw[1:]):  # as app.entry says it
            print(f"ling-desk gateway-keeper: {refused}", file=sys.stderr)
            return EXIT_POLICY

        return keeper_main(raw[1:])
    parser = build_parser()
    Parser.json_wanted = "--json" in raw
    args = parser.parse_args(raw)
    verbose = bool(getattr(args, "verbose", False))
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    quiet_warnings(verbose)
    try:
        return run_verb(args)
    except CliError as exc:
        return fail(args, str(exc), exc.code)
    except PolicyRefused as exc:  # the administrator's policy: the sentence, exit 2
        return fail(args, str(exc), EXIT_POLICY)
    except (NewerFormat, SettingsFromNewer) as exc:  # a newer Ling Desk's file, left untouched
        return fail(args, str(exc))
    except OSError as exc:  # an unwritable folder, a full disk: said plainly, never a traceback
        return fail(args, str(exc) if exc.filename is None else f"{exc.strerror}: {exc.filename}")
    except KeyboardInterrupt:
        return fail(args, "interrupted")
    finally:
        close_auditor(args)  # what the verb recorded is written before the process ends
