"""The engine verbs: `engine-command`, `serve`, `check` and `bench` (each starts, shows or
measures the engine that settings describe)."""

from __future__ import annotations

import argparse
import asyncio
import json
import shlex
import signal
import sys
from typing import TYPE_CHECKING, Any

from app.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_POLICY,
    EXIT_USAGE,
    CliError,
    auditor_for,
    hold_folder,
    preflight_gate,
    prepare,
    quiet_auditor,
    settings_for,
    unlock_data,
)
from app.core.audit import Auditor
from app.core.engine.events import LogLine
from app.core.engine.supervisor import EngineError, Supervisor
from app.core.paths import Paths
from app.core.settings import Settings, load_for_args
from app.core.vault import DataKey
from app.core.verify.verdict import audit_fields
from app.core.words import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from app.core.ladder.configs import LadderConfig
    from app.core.ladder.runner import StoredRun
    from app.core.ladder.workload import Workload
    from app.core.verify.preflight import PreflightRun

VERBS = ("engine-command", "serve", "check", "bench")


def add_engine_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
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


def is_engine_verb(verb: str | None) -> bool:
    return verb in VERBS


def run_engine_verb(args: argparse.Namespace) -> int:
    """Run one of VERBS; failures raise CliError with a plain message."""
    if args.verb == "engine-command":
        return cmd_engine_command(args)
    if args.verb == "serve":
        return asyncio.run(_serve(args))
    if args.verb == "check":
        return _check(args)
    return asyncio.run(_bench(args))


# The ladder's progress stages (ids from the runner) in words; "measuring" says its request.
BENCH_STAGES = {
    "starting": QT_TRANSLATE_NOOP("cli", "starting"),
    "done": QT_TRANSLATE_NOOP("cli", "done"),
    "failed": QT_TRANSLATE_NOOP("cli", "failed"),
}


def cmd_engine_command(args: argparse.Namespace) -> int:
    paths, settings = settings_for(args)
    shown = prepare(paths, settings).plan.redacted()
    if args.json:
        print(json.dumps({"ok": True, **shown}, indent=2))
    else:
        for rank in shown.get("ranks") or [shown]:
            # The comments are for people (in their language); the commands stay as they are.
            if "ranks" in shown:
                if rank["rank"] == 0:
                    said = translate("cli", "rank {rank} (this machine)")
                else:
                    said = translate("cli", "rank {rank} (the second machine)")
                print("# " + said.format(rank=rank["rank"]))
            if "stage" in rank:
                said = translate("cli", "the engine extension is copied first: {command}")
                command = "tar -c ... | " + shlex.join(rank["stage"]["argv"])
                print("# " + said.format(command=command))
            env = " ".join(f"{k}={shlex.quote(v)}" for k, v in rank["env"].items())
            print((env + " \\\n  " if env else "") + shlex.join(rank["argv"]))
            for path, content in rank["files"].items():
                said = translate("cli", "{file} (0600, removed when the engine stops)")
                print(f"\n# {said.format(file=path)}\n{content}", end="")
            print()
    return EXIT_OK


async def _serve(args: argparse.Namespace) -> int:
    paths, settings, problems = load_for_args(args)
    pre = await preflight_gate(args, paths, settings, problems)
    lock = hold_folder(paths)
    try:
        # Under the folder's lock: a conversion of the data files runs alone.
        data_key = unlock_data(args, paths, settings)
        auditor = auditor_for(args, paths, data_key)
        return await _serve_held(paths, settings, pre, data_key, auditor)
    finally:
        lock.release()


async def _serve_held(
    paths: Paths,
    settings: Settings,
    pre: PreflightRun,
    data_key: DataKey | None,
    auditor: Auditor,
) -> int:
    prepared = await asyncio.to_thread(
        prepare, paths, settings, probe=pre.probe, run_probe=False, profile=pre.profile
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
    gateway = GatewayService.create(paths, settings, data_key, auditor)
    if not gateway.start() and gateway.owner is not None:
        exposed = gateway.exposed_apps()
        gateway.stop()
        sup.close()
        names = ", ".join(exposed)
        if exposed:
            said = translate(
                "cli",
                "{problem}. Give these apps a new key: {names} (`ling-desk api key reissue NAME`)",
            )
            raise CliError(said.format(problem=gateway.problem, names=names))
        raise CliError(gateway.problem)
    gateway.follow(sup)
    try:
        await sup.start(prepared.plan)
    except EngineError as exc:
        sup.close()
        gateway.stop()
        raise CliError(str(exc)) from None
    # `serve` proves nothing live: the start is recorded with its preflight's verdicts.
    auditor.record("engine.start", **audit_fields(
        pre.verdicts, profile=pre.profile.id, engine_version=_versions(pre)[0],
        humming_version=_versions(pre)[1], by="serve",
    ))  # fmt: skip
    said = translate("cli", "engine starting on {url}").format(url=prepared.plan.base_url)
    print(f"ling-desk: {said}", file=sys.stderr)
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
        said = translate("cli", "engine {how}: {summary}").format(
            how=outcome.describe_words(), summary=d.summary if d else ""
        )
        print(f"ling-desk: {said}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def _versions(pre: PreflightRun) -> tuple[str | None, str | None]:
    from app.core.verify.preflight import probe_versions

    return probe_versions(pre.probe) if pre.probe else (None, None)


async def _bench(args: argparse.Namespace) -> int:
    from app.core.ladder import configs as lc
    from app.core.ladder import runner
    from app.core.ladder.workload import WorkloadError, load_workload

    paths, settings = settings_for(args)
    if args.apply:
        _apply_allowed(args, settings)
    if args.limit is not None and args.limit < 1:
        raise CliError(translate("cli", "--limit must be at least 1"), EXIT_USAGE)
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
    # Only the history workload reads user data: the others need no key.
    key = unlock_data(args, paths, settings) if workload_spec == "history" else None
    try:
        workload = load_workload(workload_spec, history_db=paths.history_db, key=key)
        workload = workload.limited(limit, seed)
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
    count = len(todo)
    said = translate(
        "cli",
        "run {run}: %n configuration(s) to measure ({ids}) x {requests} requests of {workload}; "
        "each starts its own engine (on a DGX Spark, minutes each, and a full GSM8K ladder takes "
        "hours)",
        None,
        count,
    ).format(
        run=run.meta["id"],
        ids=", ".join(todo) or translate("cli", "none left"),
        requests=workload.n,
        workload=workload.name,
    )
    print(f"ling-desk bench: {said}", file=sys.stderr)

    def show(p: runner.Progress) -> None:
        if p.stage == "measuring":
            said = translate("cli", "measuring, request {i}/{n}").format(
                i=p.request_index, n=p.request_count
            )
        else:
            said = translate("cli", BENCH_STAGES.get(p.stage, p.stage))
        if p.left_s is not None:
            left = translate("cli", "{stage}, about {min} min left")
            said = left.format(stage=said, min=f"{p.left_s / 60:.0f}")
        print(
            f"ling-desk bench: [{p.config_index}/{p.config_count}] {p.config_id}: {said}",
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
        save_settings(paths, best.apply(load_settings(paths).settings),
                      quiet_auditor(args, paths, settings))  # fmt: skip
        said = translate("cli", "saved {id} in the engine settings").format(id=best.id)
        print(f"ling-desk bench: {said}", file=sys.stderr)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(report)
    said = translate("cli", "report kept in {file}").format(file=run.folder / "report.md")
    print(f"ling-desk bench: {said}", file=sys.stderr)
    return EXIT_OK if summary["best"] else EXIT_FAILED


def _apply_allowed(args: argparse.Namespace, settings: Settings) -> None:
    """`bench --apply` saves the best rung's optimizations: refused up front (exit 2) when the
    administrator's policy fixes one that a rung would change."""
    from app.core.ladder import configs as lc
    from app.core.policy import PolicyRefused, current_policy

    policy = current_policy()
    if not policy.locks():
        return
    try:
        ids = lc.pick(args.ladder, args.sweep_spec) if not args.resume else list(lc.BY_ID.values())
    except ValueError:
        return  # said as a usage error below
    try:
        for config in ids:
            policy.check_changes(settings, config.apply(settings))
    except PolicyRefused as exc:
        raise CliError(f"--apply: {exc}", EXIT_POLICY) from None  # the option's name, then why


def _check(args: argparse.Namespace) -> int:
    from app.core.verify.run import UsageError, run_check_cli

    paths, settings, _ = load_for_args(args)
    # The start and its verdicts are recorded when the key comes without a question.
    auditor = quiet_auditor(args, paths, settings)
    try:
        if getattr(args, "attach", None):
            return run_check_cli(args, auditor=auditor)  # starts nothing: no lock needed
        lock = hold_folder(Paths.from_basedir(getattr(args, "basedir", None)))
        try:
            return run_check_cli(args, auditor=auditor)
        finally:
            lock.release()
    except UsageError as exc:
        raise CliError(str(exc), EXIT_USAGE) from None
