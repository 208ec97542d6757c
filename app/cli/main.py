"""Command line: the GUI by default, and headless verbs (engine-command, serve, check)."""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import json
import logging
import os
import shlex
import signal
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from app.cli_api import add_api_parsers, is_api_verb, run_api_verb
from app.cli_ask import add_ask_parser
from app.cli_docs import add_docs_parsers, is_docs_verb, run_docs_verb
from app.cli_setup import add_setup_parsers, is_setup_verb, run_setup_verb
from app.core.engine.events import LogLine
from app.core.engine.launch import Prepared, prepare_launch
from app.core.engine.supervisor import EngineError, Supervisor
from app.core.instance import InstanceBusy, InstanceLock, acquire
from app.core.paths import Paths
from app.core.recipe import RecipeError
from app.core.settings import PORT_MAX, Settings, load_for_args

if TYPE_CHECKING:
    from app.core.ladder.configs import LadderConfig
    from app.core.ladder.runner import StoredRun
    from app.core.ladder.workload import Workload
    from app.core.verify.preflight import PreflightRun

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


class CliError(Exception):
    """A failure told to the user as one line (or one JSON object), with its exit code."""

    def __init__(self, message: str, code: int = EXIT_FAILED) -> None:
        super().__init__(message)
        self.code = code


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error under --json is one JSON object on stdout too."""

    json_wanted = False  # set by main() from the raw argv, before parsing

    def error(self, message: str) -> NoReturn:
        if _Parser.json_wanted:
            print(json.dumps({"ok": False, "error": f"{self.prog}: {message}"}))
            self.exit(EXIT_USAGE)
        super().error(message)


def port_number(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port <= PORT_MAX:
        raise argparse.ArgumentTypeError(f"{port} is not a TCP port (0-{PORT_MAX}; 0 = any free)")
    return port


def fail(args: argparse.Namespace, message: str, code: int = EXIT_FAILED) -> int:
    """Say one failure plainly: a line on stderr, or with --json one object on stdout."""
    if getattr(args, "json", False):
        print(json.dumps({"ok": False, "error": message}))
    else:
        verb = getattr(args, "verb", None)
        print(f"ling-desk{' ' + verb if verb else ''}: {message}", file=sys.stderr)
    return code


def _common(suppress: bool) -> _Parser:
    # Defined twice so the options work before or after the verb: in the sub-parsers their
    # default is SUPPRESS, so a value given before the verb is not overwritten by a default.
    p = _Parser(add_help=False)
    d: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
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
        "--port",
        type=port_number,
        metavar="N",
        help="engine port on 127.0.0.1 (0 = pick a free one)",
        **d,
    )
    p.add_argument("-v", "--verbose", action="store_true", help="log more", **d)
    return p


def app_version() -> str:
    """pyproject's version, as installed (the one place it is written)."""
    try:
        return importlib.metadata.version("ling-desk")
    except importlib.metadata.PackageNotFoundError:  # run from a tree that was never installed
        return "unknown (not installed)"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="ling-desk",
        description="Ling Desk: Ling-3.0-flash on your own machine, optimized and proven so.",
        parents=[_common(False)],
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {app_version()}")
    sub = parser.add_subparsers(dest="verb", metavar="VERB")
    common = _common(True)
    sub.add_parser("gui", parents=[common], help="open the desktop app (the default)")
    ec = sub.add_parser(
        "engine-command", parents=[common], help="print exactly what would be launched"
    )
    ec.add_argument("--json", action="store_true", help="one JSON object: argv, env, files")
    sv = sub.add_parser(
        "serve", parents=[common], help="run the engine in the foreground until Ctrl-C"
    )
    sv.add_argument(
        "--ignore-preflight", action="store_true", help="launch even if preflight fails"
    )
    ck = sub.add_parser(
        "check", parents=[common], help="preflight, launch, prove each optimization, report"
    )
    ck.add_argument("--json", action="store_true", help='one JSON object {"ok", "verdicts"}')
    ck.add_argument(
        "--attach",
        metavar="URL",
        help="check a running SGLang instead of launching (API key: $LING_DESK_API_KEY, the key "
        "saved for that URL in Settings, or, for this folder's engine left by --keep-running, "
        "its own; never another engine's)",
    )
    ck.add_argument(
        "--ignore-preflight", action="store_true", help="launch even if preflight fails"
    )
    ck.add_argument("--keep-running", action="store_true", help="leave the engine running")
    ck.add_argument(
        "--timeout", type=float, default=None, metavar="S", help="seconds to wait for ready"
    )
    bn = sub.add_parser(
        "bench",
        parents=[common],
        help="the optimization ladder on your own workload: start, check and measure each rung",
    )
    bn.add_argument(
        "--workload",
        default="gsm8k",
        metavar="gsm8k|history|FILE.jsonl",
        help="GSM8K (shipped), your chat history, or a prompts file (default: gsm8k)",
    )
    bn.add_argument("--limit", type=int, metavar="N", help="a fixed, seeded subset of N requests")
    bn.add_argument("--seed", type=int, default=0, help="sampling and subset seed (default 0)")
    bn.add_argument(
        "--ladder", metavar="ID,ID", help="configurations (default: the four rungs of the ladder)"
    )
    bn.add_argument("--sweep-spec", action="store_true", help="add mtp_s1..mtp_s4 (NEXTN depth)")
    bn.add_argument("--temperature", type=float, default=0.6, help="sampling temperature (0.6)")
    bn.add_argument("--max-tokens", type=int, default=512, help="per request (default 512)")
    bn.add_argument("--timeout", type=float, metavar="S", help="seconds to wait for each ready")
    bn.add_argument("--resume", metavar="RUN", help="finish a stored run (finished rungs kept)")
    bn.add_argument("--apply", action="store_true", help="save the best configuration in settings")
    bn.add_argument("--json", action="store_true", help="one JSON object with the statistics")
    add_setup_parsers(sub, common, _Parser)  # engine-env create|find, model download|verify
    add_api_parsers(sub, common, _Parser)  # api info, api key create|list|revoke|confirm|reissue
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
    add_docs_parsers(sub, common, _Parser)  # docs add|list|remove|search
    add_ask_parser(sub, common, _Parser)  # ask QUESTION... [--doc F] [--mcp-config F]
    return parser


def hold_folder(paths: Paths) -> InstanceLock:
    """The data folder's lock, for a verb that starts an engine: one Ling Desk per folder.

    The folders are made (or refused in plain words: UnwritableError) before the lock file is.
    """
    try:
        return acquire(paths.ensure())
    except InstanceBusy as exc:
        raise CliError(str(exc)) from None


def _settings(args: argparse.Namespace) -> tuple[Paths, Settings]:
    """Settings with this run's overrides; each problem in the file told on stderr."""
    paths, settings, problems = load_for_args(args)
    for p in problems:
        print(f"ling-desk: settings: {p}", file=sys.stderr)
    return paths, settings


def _prepare(paths: Paths, settings: Settings, **kw: object) -> Prepared:
    try:
        prepared = prepare_launch(paths, settings, **kw)  # type: ignore[arg-type]
    except (RecipeError, EngineError) as exc:
        raise CliError(str(exc)) from None
    for note in prepared.notes:
        print(f"ling-desk: note: {note}", file=sys.stderr)
    return prepared


def cmd_engine_command(args: argparse.Namespace) -> int:
    paths, settings = _settings(args)
    shown = _prepare(paths, settings).plan.redacted()
    if args.json:
        print(json.dumps({"ok": True, **shown}, indent=2))
    else:
        for rank in shown.get("ranks") or [shown]:
            if "ranks" in shown:
                where = "this machine" if rank["rank"] == 0 else "the second machine"
                print(f"# rank {rank['rank']} ({where})")
            if "stage" in rank:
                print("# the engine extension is copied first: tar -c ... | "
                      + shlex.join(rank["stage"]["argv"]))  # fmt: skip
            env = " ".join(f"{k}={shlex.quote(v)}" for k, v in rank["env"].items())
            print((env + " \\\n  " if env else "") + shlex.join(rank["argv"]))
            for path, content in rank["files"].items():
                print(f"\n# {path} (0600, removed when the engine stops)\n{content}", end="")
            print()
    return EXIT_OK


async def _preflight_gate(
    args: argparse.Namespace, paths: Paths, settings: Settings, problems: list[str]
) -> PreflightRun:
    """The same preflight as `check`, for a verb that starts the engine: a launch that cannot
    work is refused before it starts (unless --ignore-preflight)."""
    from app.core.verify.preflight import collect_preflight
    from app.core.verify.run import format_rows

    pre = await asyncio.to_thread(collect_preflight, paths, settings, settings_problems=problems)
    if pre.failed:
        print(format_rows(pre.verdicts), file=sys.stderr)
        if not args.ignore_preflight:
            raise CliError(
                f"preflight failed ({', '.join(pre.failed)}); fix that, or pass "
                "--ignore-preflight to launch anyway"
            )
    return pre


async def _serve(args: argparse.Namespace) -> int:
    paths, settings, problems = load_for_args(args)
    pre = await _preflight_gate(args, paths, settings, problems)
    lock = hold_folder(paths)
    try:
        return await _serve_held(paths, settings, pre)
    finally:
        lock.release()


async def _serve_held(paths: Paths, settings: Settings, pre: PreflightRun) -> int:
    prepared = await asyncio.to_thread(
        _prepare, paths, settings, probe=pre.probe, run_probe=False, profile=pre.profile
    )
    from app.core.gateway.service import GatewayService

    # The engine dies with us even if we are killed outright (the kernel's parent-death signal).
    sup = Supervisor(paths, die_with_app=True)
    sup.subscribe(lambda e: print(e.text, flush=True) if isinstance(e, LogLine) else None)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    # SIGHUP: the terminal that started us closed; stop the engine as for Ctrl-C.
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(sig, stop.set)
    # Editors and agents reach the engine through the gateway, never with the engine's key. Its
    # port held by a stranger (who gets what editors send) stops `serve` before the engine
    # starts; taken by another Ling Desk of this user, the engine runs on without a gateway.
    gateway = GatewayService.create(paths, settings)
    if not gateway.start() and gateway.owner is not None:
        exposed = gateway.exposed_apps()
        gateway.stop()
        sup.close()
        names = ", ".join(exposed)
        also = f". Give these apps a new key: {names} (`ling-desk api key reissue NAME`)"
        raise CliError(gateway.problem + (also if exposed else ""))
    gateway.follow(sup)
    try:
        await sup.start(prepared.plan)
    except EngineError as exc:
        sup.close()
        gateway.stop()
        raise CliError(str(exc)) from None
    print(f"ling-desk: engine starting on {prepared.plan.base_url}", file=sys.stderr)
    print(f"ling-desk: {gateway.where()}", file=sys.stderr)
    ended = asyncio.ensure_future(sup.wait_ended())
    stopped = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({ended, stopped}, return_when=asyncio.FIRST_COMPLETED)
        outcome = await sup.stop()
    finally:
        ended.cancel()
        stopped.cancel()
        sup.close()
        gateway.stop()
    if outcome and outcome.crashed:
        d = outcome.diagnosis
        print(f"ling-desk: engine {outcome.describe()}: {d.summary if d else ''}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


async def _ask(args: argparse.Namespace) -> int:
    """`ask`: the questions as one conversation, on the attached or an owned engine."""
    from app.cli_ask import chosen_preset, converse, print_turns
    from app.core.engine.client import EngineClient
    from app.core.verify.run import (
        ATTACH_KEY_ENV,
        UsageError,
        attach_key,
        key_may_travel,
        url_credentials_problem,
    )

    paths, settings, problems = load_for_args(args)
    for p in problems:
        print(f"ling-desk: settings: {p}", file=sys.stderr)
    if args.max_rounds < 1:
        raise CliError("--max-rounds must be at least 1", EXIT_USAGE)
    if args.allow_tool and not args.mcp_config:
        raise CliError("--allow-tool needs --mcp-config FILE (the servers the tools come from)",
                       EXIT_USAGE)  # fmt: skip
    try:  # an unknown preset is said before an engine is started for nothing
        chosen_preset(settings, args.preset, ValueError)
    except ValueError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
    ctx = settings.engine.context_length
    if args.attach:
        url = args.attach.rstrip("/")
        problem = url_credentials_problem(url)
        if problem:
            raise CliError(problem, EXIT_USAGE)
        try:
            key = os.environ.get(ATTACH_KEY_ENV) or attach_key(paths, url)
        except UsageError as exc:
            raise CliError(str(exc), EXIT_USAGE) from None
        if key and not key_may_travel(url):
            raise CliError(f"{url} is neither loopback nor https: the key is not sent there in "
                           "clear text", EXIT_USAGE)  # fmt: skip
        async with EngineClient(url, key) as client:
            if not await client.health():
                raise CliError(f"no engine answers at {url}")
            turns = await converse(args, paths, settings, client, ctx, CliError)
    else:
        pre = await _preflight_gate(args, paths, settings, problems)
        lock = hold_folder(paths)
        try:
            prepared = await asyncio.to_thread(
                _prepare, paths, settings, probe=pre.probe, run_probe=False, profile=pre.profile
            )
            sup = Supervisor(paths, die_with_app=True)
            try:
                await sup.start(prepared.plan)
                print(f"ling-desk ask: starting the engine on {prepared.plan.base_url}",
                      file=sys.stderr)  # fmt: skip
                if not await sup.wait_ready(settings.engine.ready_timeout_s):
                    outcome = sup.outcome
                    why = (
                        outcome.diagnosis.summary
                        if outcome and outcome.diagnosis
                        else f"still {sup.state.value} after {settings.engine.ready_timeout_s:g} s"
                    )
                    raise CliError(f"the engine did not become ready: {why}")
                assert sup.base_url is not None  # a started supervisor has its plan's URL
                async with EngineClient(sup.base_url, sup.api_key) as client:
                    turns = await converse(args, paths, settings, client, ctx, CliError)
            except EngineError as exc:
                raise CliError(str(exc)) from None
            finally:
                await sup.stop()
                sup.close()
        finally:
            lock.release()
    print_turns(args, turns)
    return EXIT_OK


async def _bench(args: argparse.Namespace) -> int:
    from app.core.ladder import configs as lc
    from app.core.ladder import runner
    from app.core.ladder.workload import WorkloadError, load_workload

    paths, settings = _settings(args)
    if args.limit is not None and args.limit < 1:
        raise CliError("--limit must be at least 1", EXIT_USAGE)
    if args.resume:
        try:
            run = runner.StoredRun.load(paths, args.resume)
        except FileNotFoundError as exc:
            raise CliError(str(exc)) from None
        meta = run.meta
        workload_spec, limit, seed = meta["workload_spec"], meta.get("limit"), meta["seed"]
        temperature, max_tokens = meta["temperature"], meta["max_tokens"]
        chosen = lc.pick(",".join(meta["configs"]), False)
    else:
        workload_spec, limit, seed = args.workload, args.limit, args.seed
        temperature, max_tokens = args.temperature, args.max_tokens
        try:
            chosen = lc.pick(args.ladder, args.sweep_spec)
        except ValueError as exc:
            raise CliError(str(exc), EXIT_USAGE) from None
    try:
        workload = load_workload(workload_spec, history_db=paths.history_db).limited(limit, seed)
    except WorkloadError as exc:
        raise CliError(str(exc)) from None
    lock = hold_folder(paths)  # before anything is written: a refused run leaves no trace
    try:
        if not args.resume:
            run = runner.StoredRun.create(paths.ensure(), {
                "workload": workload.name, "workload_spec": workload_spec, "n": workload.n,
                "limit": limit, "seed": seed, "temperature": temperature,
                "max_tokens": max_tokens, "configs": [c.id for c in chosen],
                "command": shlex.join(["ling-desk", *sys.argv[1:]]),
            })  # fmt: skip
        return await _bench_held(args, paths, settings, run, workload, chosen)
    finally:
        lock.release()


async def _bench_held(
    args: argparse.Namespace,
    paths: Paths,
    settings: Settings,
    run: StoredRun,
    workload: Workload,
    chosen: list[LadderConfig],
) -> int:
    from app.core.ladder import configs as lc
    from app.core.ladder import runner
    from app.core.settings import load_settings, save_settings

    temperature, max_tokens, seed = (
        run.meta["temperature"],
        run.meta["max_tokens"],
        run.meta["seed"],
    )
    todo = [c.id for c in chosen if c.id not in run.results]
    print(
        f"ling-desk bench: run {run.meta['id']}: {len(todo)} configuration(s) to measure "
        f"({', '.join(todo) or 'none left'}) x {workload.n} requests of {workload.name}; each "
        "starts its own engine (on a DGX Spark, minutes each, and a full GSM8K ladder takes hours)",
        file=sys.stderr,
    )

    def show(p: runner.Progress) -> None:
        left = f", about {p.left_s / 60:.0f} min left" if p.left_s is not None else ""
        print(
            f"ling-desk bench: [{p.config_index}/{p.config_count}] {p.config_id}: {p.stage}"
            + (f" request {p.request_index}/{p.request_count}" if p.stage == "measuring" else "")
            + left,
            file=sys.stderr,
            flush=True,
        )

    await runner.run_ladder(
        paths, settings, workload, chosen, run, temperature=temperature,
        max_tokens=max_tokens, seed=seed, ready_timeout=args.timeout, on_progress=show,
    )  # fmt: skip
    summary = runner.summarize(run, seed)
    report = runner.write_report(run, summary).read_text(encoding="utf-8")
    if args.apply and summary["best"]:
        best = lc.BY_ID[summary["best"]]
        # The saved settings, not this run's command-line overrides, get the best rung.
        save_settings(paths, best.apply(load_settings(paths).settings))
        print(f"ling-desk bench: saved {best.id} in the engine settings", file=sys.stderr)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(report)
    print(f"ling-desk bench: report kept in {run.folder / 'report.md'}", file=sys.stderr)
    return EXIT_OK if summary["best"] else EXIT_FAILED


def _check(args: argparse.Namespace) -> int:
    from app.core.verify.run import UsageError, run_check_cli

    try:
        if getattr(args, "attach", None):
            return run_check_cli(args)  # starts nothing: no lock needed
        lock = hold_folder(Paths.from_basedir(getattr(args, "basedir", None)))
        try:
            return run_check_cli(args)
        finally:
            lock.release()
    except UsageError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None


def _quiet_warnings(verbose: bool) -> None:
    # Libraries' warnings go to the log, shown with -v only: a verb prints its own words.
    logging.captureWarnings(True)
    logging.getLogger("py.warnings").setLevel(logging.DEBUG if verbose else logging.CRITICAL)


def _run_verb(args: argparse.Namespace) -> int:
    verb = args.verb or "gui"
    if verb == "engine-command":
        return cmd_engine_command(args)
    if verb == "serve":
        return asyncio.run(_serve(args))
    if verb == "check":
        return _check(args)
    if verb == "bench":
        return asyncio.run(_bench(args))
    if verb == "ask":
        return asyncio.run(_ask(args))
    if is_setup_verb(verb):
        return run_setup_verb(args, CliError)
    if is_api_verb(verb):
        return run_api_verb(args, CliError)
    if is_docs_verb(verb):
        return run_docs_verb(args, CliError)
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

        return keeper_main(raw[1:])
    parser = build_parser()
    _Parser.json_wanted = "--json" in raw
    args = parser.parse_args(raw)
    verbose = bool(getattr(args, "verbose", False))
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    _quiet_warnings(verbose)
    try:
        return _run_verb(args)
    except CliError as exc:
        return fail(args, str(exc), exc.code)
    except OSError as exc:  # an unwritable folder, a full disk: said plainly, never a traceback
        return fail(args, str(exc) if exc.filename is None else f"{exc.strerror}: {exc.filename}")
    except KeyboardInterrupt:
        return fail(args, "interrupted")


if __name__ == "__main__":
    sys.exit(main())
