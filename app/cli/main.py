"""Command line: the GUI by default, and headless verbs, each group in its own module (engine,
setup, api, docs, ask, history, audit) over app/cli/common.py. Only this module imports the verb
modules."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import warnings
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from app.cli.common import (
    EXIT_POLICY,
    CliError,
    Parser,
    app_version,
    argparse_unsaid,
    close_auditor,
    common_options,
    fail,
)

if TYPE_CHECKING:
    from importlib.machinery import ModuleSpec

# Each verb group's module, imported only when one of its verbs runs (issue 40: `--version` or
# `docs search` pays for no engine, gateway, ladder or MCP code). Verb -> (module, group): the
# group's module has add_GROUP_parsers (add_ask_parser for ask) and run_GROUP_verb. In the
# order `--help` lists them; tests/unit/test_cli_imports.py holds it to the modules' own verbs.
VERB_GROUPS: dict[str, str] = {
    "engine-command": "engine",
    "serve": "engine",
    "check": "engine",
    "bench": "engine",
    "engine-env": "setup",
    "model": "setup",
    "api": "api",
    "docs": "docs",
    "ask": "ask",
    "history": "history",
    "audit": "audit",
}
GROUPS = ("engine", "setup", "api", "docs", "ask", "history", "audit")


def group_module(group: str) -> ModuleType:
    return importlib.import_module(f"app.cli.{group}")


def _add_group(group: str, sub: argparse._SubParsersAction, common: Parser) -> None:
    module = group_module(group)
    add = getattr(module, "add_ask_parser" if group == "ask" else f"add_{group}_parsers")
    add(sub, common)


class VersionAction(argparse._VersionAction):
    """argparse's --version, its version read when asked: reading it (the dist-info found on
    sys.path) was part of building every verb's parser (issue 40)."""

    def __call__(self, parser: Any, namespace: Any, values: Any, option_string: Any = None) -> None:
        self.version = f"%(prog)s {app_version()}"
        super().__call__(parser, namespace, values, option_string)


def build_parser(groups: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; with `groups`, only those verb groups' parsers (and so only
    their modules imported): main() builds the one group of the verb it was given."""
    with argparse_unsaid():
        return _build_parser(groups)


def _build_parser(groups: Sequence[str] | None) -> argparse.ArgumentParser:
    parser = Parser(
        prog="ling-desk",
        description="Ling Desk: Ling-3.0-flash on your own machine, optimized and proven so.",
        parents=[common_options(False)],
    )
    parser.add_argument("--version", action=VersionAction)
    sub = parser.add_subparsers(dest="verb", metavar="VERB")
    common = common_options(True)
    wanted = GROUPS if groups is None else tuple(groups)
    sub.add_parser("gui", parents=[common], help="open the desktop app (the default)")
    for group in ("engine", "setup", "api"):  # engine-command, serve, check, bench; engine-env
        if group in wanted:  # create|find, model download|verify; api info, api key ...
            _add_group(group, sub, common)
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
    for group in ("docs", "ask", "history", "audit"):  # docs add|list|remove|search; ask
        if group in wanted:  # QUESTION...; history list|delete|...; audit show|verify|export
            _add_group(group, sub, common)
    return parser


def groups_for(raw: Sequence[str]) -> tuple[str, ...] | None:
    """The one verb group `raw` names (its first word that is not an option or an option's
    value), () for none (the window, --version); None when unsure (--help, an unknown word):
    then the whole parser, so help and "invalid choice" list every verb."""
    takes_value = {"--basedir", "--launcher", "--model", "--engine-python", "--port",
                   "--passphrase-fd"}  # fmt: skip
    skip = False
    for word in raw:
        if skip:
            skip = False
            continue
        if word in ("-h", "--help"):
            return None
        if word.startswith("-"):
            skip = word in takes_value  # "--port 5" (not "--port=5")
            continue
        if word in VERB_GROUPS:
            return (VERB_GROUPS[word],)
        return () if word in ("gui", "gateway-keeper") else None
    return ()


def quiet_warnings(logging: ModuleType, verbose: bool) -> None:
    # Libraries' warnings go to the log, shown with -v only: a verb prints its own words.
    logging.captureWarnings(True)
    logging.getLogger("py.warnings").setLevel(logging.DEBUG if verbose else logging.CRITICAL)


def set_up_logging(verbose: bool) -> None:
    """The log's set-up (basicConfig, warnings to the log), made when `logging` is imported,
    by whichever module imports it first: a verb that logs nothing never loads it (~5 ms,
    issue 40), and anything that logs, ours or a library's, finds it set up as before. Made
    at once with -v or when logging is loaded already."""
    done = False
    # A set-up still waiting from an earlier main() in this process (tests) is replaced.
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, _AtImport)]
    showwarning = getattr(warnings.showwarning, "before_log", warnings.showwarning)

    def configure(logging: ModuleType) -> None:
        nonlocal done
        if done:
            return
        done = True
        logging.basicConfig(
            level=logging.DEBUG if verbose else logging.WARNING,
            format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        )
        quiet_warnings(logging, verbose)

    if verbose or "logging" in sys.modules:
        import logging

        configure(logging)
        return

    def first_warning(*args: Any, **kwargs: Any) -> None:
        # A warning before logging was needed: it goes to the log (set up now), as it did.
        if done:  # logging's own showwarning hands a warning with a file to the one before it
            showwarning(*args, **kwargs)
            return
        import logging

        configure(logging)
        warnings.showwarning(*args, **kwargs)  # logging's, since captureWarnings

    first_warning.before_log = showwarning  # type: ignore[attr-defined]
    warnings.showwarning = first_warning
    sys.meta_path.insert(0, _AtImport("logging", configure))


class _AtImport:
    """A meta-path finder that finds nothing itself: at `name`'s first import it steps aside,
    lets the other finders find the module and calls `then(module)` once the module has run."""

    def __init__(self, name: str, then: Callable[[ModuleType], None]) -> None:
        self.name = name
        self.then = then

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        if name != self.name:
            return None
        sys.meta_path.remove(self)
        import importlib.util

        spec = importlib.util.find_spec(name)
        loader = spec.loader if spec is not None else None
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        run, then = loader.exec_module, self.then

        def exec_module(module: ModuleType) -> None:
            run(module)
            then(module)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def run_verb(args: argparse.Namespace) -> int:
    verb = args.verb or "gui"
    if verb != "gui":  # the window shows them itself
        from app.core.policy import current_policy

        for wrong in current_policy().problems:  # an administrator's file that is wrong
            print(f"ling-desk: {wrong}", file=sys.stderr)
    if verb in VERB_GROUPS:
        group = VERB_GROUPS[verb]
        run = getattr(group_module(group), f"run_{group}_verb")
        return int(run(args))
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
        from app.core.policy import keeper_refusal

        if refused := keeper_refusal(raw[1:]):  # as app.entry says it
            print(f"ling-desk gateway-keeper: {refused}", file=sys.stderr)
            return EXIT_POLICY

        return keeper_main(raw[1:])
    parser = build_parser(groups_for(raw))
    Parser.json_wanted = "--json" in raw
    args = parser.parse_args(raw)
    set_up_logging(bool(getattr(args, "verbose", False)))
    # Their modules are the verb's own imports already (settings, the vault, the policy).
    from app.core.policy import PolicyRefused
    from app.core.settings import SettingsFromNewer
    from app.core.vault import NewerFormat

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
        from app.core.words import translate

        return fail(args, translate("cli", "interrupted"))
    finally:
        close_auditor(args)  # what the verb recorded is written before the process ends
