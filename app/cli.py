"""Command line: the GUI by default, and headless verbs (engine-command, serve, check)."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import shlex
import signal
import sys
from collections.abc import Sequence

from app.core.engine.events import LogLine
from app.core.engine.launch import Prepared, prepare_launch
from app.core.engine.supervisor import EngineError, Supervisor
from app.core.paths import Paths
from app.core.recipe import RecipeError
from app.core.settings import load_for_args

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def _common(suppress: bool) -> argparse.ArgumentParser:
    # Defined twice so the options work before or after the verb: in the sub-parsers their
    # default is SUPPRESS, so a value given before the verb is not overwritten by a default.
    p = argparse.ArgumentParser(add_help=False)
    d = {"default": argparse.SUPPRESS} if suppress else {}
    p.add_argument(
        "--basedir", metavar="DIR", help="keep all config, data, cache and logs under DIR", **d
    )
    p.add_argument(
        "--launcher",
        metavar='"CMD ARGS"',
        help="argv prefix that starts the engine (default: the engine Python -m sglang.launch_server)",
        **d,
    )
    p.add_argument(
        "--model", metavar="PATH", help="the model folder (Ling-3.0-flash checkpoint)", **d
    )
    p.add_argument(
        "--engine-python", metavar="PYTHON", help="Python of the engine environment", **d
    )
    p.add_argument(
        "--port", type=int, metavar="N", help="engine port on 127.0.0.1 (0 = pick a free one)", **d
    )
    p.add_argument("-v", "--verbose", action="store_true", help="log more", **d)
    return p


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ling-desk",
        description="Ling Desk: Ling-3.0-flash on your own machine, optimized and proven so.",
        parents=[_common(False)],
    )
    sub = parser.add_subparsers(dest="verb", metavar="VERB")
    common = _common(True)
    sub.add_parser("gui", parents=[common], help="open the desktop app (the default)")
    ec = sub.add_parser(
        "engine-command", parents=[common], help="print exactly what would be launched"
    )
    ec.add_argument("--json", action="store_true", help="one JSON object: argv, env, files")
    sub.add_parser("serve", parents=[common], help="run the engine in the foreground until Ctrl-C")
    ck = sub.add_parser(
        "check", parents=[common], help="preflight, launch, prove each optimization, report"
    )
    ck.add_argument("--json", action="store_true", help='one JSON object {"ok", "verdicts"}')
    ck.add_argument(
        "--attach",
        metavar="URL",
        help="check a running SGLang instead of launching (API key: this install's engine key, "
        "or $LING_DESK_API_KEY)",
    )
    ck.add_argument(
        "--ignore-preflight", action="store_true", help="launch even if preflight fails"
    )
    ck.add_argument("--keep-running", action="store_true", help="leave the engine running")
    ck.add_argument(
        "--timeout", type=float, default=None, metavar="S", help="seconds to wait for ready"
    )
    return parser


def _prepare(args: argparse.Namespace) -> tuple[Paths, Prepared] | None:
    """Settings and the launch plan, with every problem and note told on stderr."""
    paths, settings, problems = load_for_args(args)
    for p in problems:
        print(f"ling-desk: settings: {p}", file=sys.stderr)
    try:
        prepared = prepare_launch(paths, settings)
    except (RecipeError, EngineError) as exc:
        print(f"ling-desk: {exc}", file=sys.stderr)
        return None
    for note in prepared.notes:
        print(f"ling-desk: note: {note}", file=sys.stderr)
    return paths, prepared


def cmd_engine_command(args: argparse.Namespace) -> int:
    ready = _prepare(args)
    if ready is None:
        return EXIT_FAILED
    shown = ready[1].plan.redacted()
    if args.json:
        print(json.dumps(shown, indent=2))
    else:
        env = " ".join(f"{k}={shlex.quote(v)}" for k, v in shown["env"].items())
        print(env + " \\\n  " + shlex.join(shown["argv"]))
        for path, content in shown["files"].items():
            print(f"\n# {path} (0600, removed when the engine stops)\n{content}", end="")
    return EXIT_OK


async def _serve(args: argparse.Namespace) -> int:
    ready = _prepare(args)
    if ready is None:
        return EXIT_FAILED
    paths, prepared = ready
    sup = Supervisor(paths)
    sup.subscribe(lambda e: print(e.text, flush=True) if isinstance(e, LogLine) else None)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await sup.start(prepared.plan)
    except EngineError as exc:
        print(f"ling-desk: {exc}", file=sys.stderr)
        return EXIT_FAILED
    print(f"ling-desk: engine starting on {prepared.plan.base_url}", file=sys.stderr)
    ended = asyncio.ensure_future(sup.wait_ended())
    stopped = asyncio.ensure_future(stop.wait())
    await asyncio.wait({ended, stopped}, return_when=asyncio.FIRST_COMPLETED)
    outcome = await sup.stop()
    ended.cancel()
    stopped.cancel()
    sup.close()
    if outcome and outcome.crashed:
        d = outcome.diagnosis
        print(f"ling-desk: engine {outcome.describe()}: {d.summary if d else ''}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if getattr(args, "verbose", False) else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    verb = args.verb or "gui"
    if verb == "engine-command":
        return cmd_engine_command(args)
    if verb == "serve":
        return asyncio.run(_serve(args))
    if verb == "check":
        from app.core.verify.run import run_check_cli

        return run_check_cli(args)
    from app.ui.app import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
