"""`ling-desk check`: preflight, launch (or attach), wait for ready, live checks, report.

Exit 0 when nothing failed, 1 when any check failed (a crashed or never-ready engine included),
2 when the check could not run at all (bad usage). The "Tool calls" verdict (the tool-call probe,
after the live checks) is reported but never changes the exit status: a warning at most.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import json
import os
import sys
import textwrap
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import urlparse

from app.core.audit import NULL, Auditor
from app.core.engine import events as ev
from app.core.engine.client import EngineClient
from app.core.engine.group import EngineGroup
from app.core.engine.launch import prepare_launch
from app.core.engine.supervisor import EngineError, Supervisor, Timeouts, engine_record_alive
from app.core.paths import Paths
from app.core.policy import PolicyRefused
from app.core.profiles import GpuInfo
from app.core.recipe import SERVED_MODEL_NAME, RecipeError
from app.core.secrets import attach_key_for
from app.core.settings import Settings, load_for_args
from app.core.verify.generation import PROBE_TIMEOUT_S
from app.core.verify.preflight import collect_preflight, probe_versions
from app.core.verify.session import Verification
from app.core.verify.toolcheck import check_tool_calls, not_run, skip_reason
from app.core.verify.verdict import Status, Verdict, audit_fields, overall_ok
from app.core.words import display_width, pad, translate

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
ATTACH_TIMEOUT_S = 30.0
ATTACH_KEY_ENV = "LING_DESK_API_KEY"
STUCK_GRACE_S = 1.5


class UsageError(Exception):
    pass


@dataclass
class CheckOptions:
    attach: str | None = None
    ignore_preflight: bool = False
    keep_running: bool = False
    timeout: float | None = None  # seconds to wait for ready; None = settings' ready_timeout_s
    probe_timeout: float = PROBE_TIMEOUT_S


@dataclass
class CheckReport:
    verdicts: list[Verdict]
    ok: bool
    notes: list[str] = field(default_factory=list)
    # Monotonic timestamps: launch, ready, live checks started / done; probe's own wall time.
    timings: dict[str, float | None] = field(default_factory=dict)
    engine_url: str | None = None
    kept_pid: int | None = None
    plan: dict[str, Any] | None = None  # the launch plan, key redacted (argv, env, files)
    during: Any = None  # what `during` returned (the ladder's measurements)
    profile: str | None = None  # the hardware profile's id
    versions: tuple[str | None, str | None] = (None, None)  # sglang, humming-kernels
    attached: bool = False

    def audit_fields(self) -> dict[str, Any]:
        """This check's `engine.start` record for the audit log (statuses, never evidence)."""
        sg, hm = self.versions
        return {
            **audit_fields(self.verdicts, profile=self.profile, engine_version=sg,
                           humming_version=hm, by="check"),
            "attached": self.attached,
        }  # fmt: skip

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "verdicts": [v.to_dict() for v in self.verdicts]}


def options_for_args(args: argparse.Namespace) -> CheckOptions:
    opts = CheckOptions(
        attach=getattr(args, "attach", None),
        ignore_preflight=bool(getattr(args, "ignore_preflight", False)),
        keep_running=bool(getattr(args, "keep_running", False)),
        timeout=getattr(args, "timeout", None),
    )
    if opts.timeout is not None and not opts.timeout > 0:
        raise UsageError(
            translate(
                "verify", "--timeout must be a positive number of seconds, not {value}"
            ).format(value=f"{opts.timeout:g}")
        )
    if opts.attach is not None:
        url = urlparse(opts.attach)
        if url.scheme not in ("http", "https") or not url.netloc:
            raise UsageError(
                translate(
                    "verify", "--attach needs an engine URL like http://127.0.0.1:30000, not {url}"
                ).format(url=repr(opts.attach))
            )
        if (problem := url_credentials_problem(opts.attach)) is not None:
            raise UsageError(f"--attach: {problem}")
        if getattr(args, "launcher", None):
            raise UsageError(
                translate(
                    "verify",
                    "--attach checks a running engine and --launcher starts one: give only one of "
                    "them",
                )
            )
        if opts.keep_running:
            raise UsageError(
                translate(
                    "verify",
                    "--keep-running keeps an engine Ling Desk starts; with --attach nothing is "
                    "started",
                )
            )
    return opts


def key_may_travel(url: str) -> bool:
    """This install's engine key goes only where nobody else can read it: loopback or https."""
    return urlparse(url).scheme == "https" or _loopback(url)


def url_credentials_problem(url: str) -> str | None:
    """Credentials in a URL (user:pass@host) would go as Basic auth instead of the key: refused."""
    parsed = urlparse(url)
    if parsed.username is None and parsed.password is None:
        return None
    safe = parsed._replace(netloc=parsed.netloc.rpartition("@")[2]).geturl()
    return translate(
        "verify",
        "the engine URL carries a user name or password before '@' ({url} without them): Ling "
        "Desk never sends those. Give the URL without them; the engine's key goes as a Bearer "
        "token (Settings > Engine > Key, or {variable})",
    ).format(url=safe, variable=ATTACH_KEY_ENV)


def _loopback(url: str) -> bool:
    host = (urlparse(url).hostname or "").lower()
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def own_engine_key(paths: Paths, url: str) -> str | None:
    """The key of this folder's own engine, still running at `url` (`check --keep-running`
    left it): read from its 0600 config file. None for every other URL: the key of an engine
    Ling Desk started never goes anywhere else."""
    if not _loopback(url):
        return None
    try:
        port = urlparse(url).port
        info = json.loads(paths.engine_pidfile.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(info, dict) or port != info.get("port") or not info.get("config"):
        return None
    if not engine_record_alive(info):
        return None
    try:
        text = Path(str(info["config"])).read_text(encoding="utf-8")
    except OSError:
        return None
    for line in text.splitlines():
        name, _, value = line.partition(":")
        if name.strip() == "api-key":
            try:
                key = json.loads(value.strip())
            except ValueError:
                return None
            return key if isinstance(key, str) and key else None
    return None


def attach_key(paths: Paths, url: str) -> str | None:
    """The key for an attached engine: the one saved for that URL (Settings > Engine), else
    the key of this folder's own engine running there, else none. A saved key goes only where
    nobody else can read it: loopback or https."""
    saved = attach_key_for(paths, url)
    if saved:
        if not key_may_travel(url):
            raise UsageError(
                translate(
                    "verify",
                    "{url} is neither loopback nor https, so the key saved for it is not sent "
                    "there in clear text. Use the server's https address, or set {variable}.",
                ).format(url=url, variable=ATTACH_KEY_ENV)
            )
        return saved
    return own_engine_key(paths, url)


def _failed_ids(verdicts: list[Verdict]) -> list[str]:
    return [v.id for v in verdicts if v.status == Status.FAIL]


async def _wait_health(client: EngineClient, timeout: float) -> float | None:
    t0 = time.monotonic()
    delay = 0.1
    while True:
        if await client.health():
            return time.monotonic() - t0
        if time.monotonic() - t0 >= timeout:
            return None
        await asyncio.sleep(delay)
        delay = min(delay * 1.5, 2.0)


async def run_check(
    paths: Paths,
    settings: Settings,
    opts: CheckOptions,
    *,
    settings_problems: list[str] | None = None,
    gpus: list[GpuInfo] | bool | None = True,
    verification_hook: Any = None,
    during: Callable[[EngineClient], Awaitable[Any]] | None = None,
) -> CheckReport:
    """The whole check. `gpus=True` asks nvidia-smi; `verification_hook(v)` sees the session.

    `during(client)`, if given, runs once the live checks are done and none failed, before the
    engine stops (the ladder measures its workload there); its result lands in `report.during`.
    """
    notes: list[str] = []
    timings: dict[str, float | None] = {"start": time.monotonic()}
    attach = opts.attach is not None
    # Decided before anything runs: a key that may not travel there stops the check at once.
    key = (
        (os.environ.get(ATTACH_KEY_ENV) or attach_key(paths, opts.attach)) if opts.attach else None
    )
    if attach and not key:
        notes.append(
            translate(
                "verify",
                "no key for {url}: nothing is sent as its key (set {variable} to the server's "
                "--api-key if it has one)",
            ).format(url=opts.attach, variable=ATTACH_KEY_ENV)
        )

    # --- preflight ---------------------------------------------------------------------------
    pre = await asyncio.to_thread(
        collect_preflight,
        paths,
        settings,
        attach=attach,
        settings_problems=settings_problems or [],
        gpus=gpus,
    )
    timings["preflight_done"] = time.monotonic()
    probe, preflight = pre.probe, pre.verdicts
    verification = Verification.for_settings(settings, pre, log_access=not attach)
    if verification_hook is not None:
        verification_hook(verification)

    tools: list[Verdict] = []  # the "Tool calls" verdict, once the live checks ran

    async def probe_tools(client: EngineClient, model: str | None) -> None:
        reason = skip_reason(verification.verdicts)
        tools.append(
            not_run(reason)
            if reason
            else await check_tool_calls(client, model, timeout_s=opts.probe_timeout)
        )

    def report(**kw: Any) -> CheckReport:
        vs = verification.finalize()
        timings.update({f"live_{k}": v for k, v in verification.live_timings.items()})
        # Tool calling is not one of the optimizations: its verdict is reported, never counted.
        return CheckReport(
            [*vs, *tools], overall_ok(vs), notes, timings, profile=pre.profile.id,
            versions=probe_versions(probe) if probe else (None, None), attached=attach, **kw,
        )  # fmt: skip

    failed = _failed_ids(preflight)
    if failed and not opts.ignore_preflight:
        verification.not_started(
            translate(
                "verify",
                "preflight failed ({checks}); fix that, or pass --ignore-preflight to launch anyway",
            ).format(checks=", ".join(failed))
        )
        return report()

    # --- attach ------------------------------------------------------------------------------
    if attach:
        assert opts.attach is not None
        verification.configure(secret=key)
        client = EngineClient(opts.attach, key)
        try:
            verification.begin()
            timings["launch"] = time.monotonic()
            after = await _wait_health(client, opts.timeout or ATTACH_TIMEOUT_S)
            if after is None:
                verification.engine_failed(
                    ev.Diagnosis(
                        "unreachable",
                        translate(
                            "engine",
                            "No engine answers GET {url}/health with 200 (waited {seconds} s).",
                        ).format(
                            url=opts.attach.rstrip("/"),
                            seconds=f"{opts.timeout or ATTACH_TIMEOUT_S:g}",
                        ),
                        translate(
                            "verify", "Start the engine, or check the URL and port you gave."
                        ),
                        translate("verify", "GET {url}/health: no 200 answer").format(
                            url=opts.attach.rstrip("/")
                        ),
                        translate("verify", "The URL is the one given to --attach."),
                    )
                )
                return report(engine_url=opts.attach)
            verification.mark_ready(after)
            timings["ready"] = timings["live_start"] = time.monotonic()
            await verification.run_live(client, probe_timeout=opts.probe_timeout)
            timings["live_done"] = time.monotonic()
            if verification.obs.probe is not None:
                timings["probe_wall_s"] = verification.obs.probe.wall_s
            await probe_tools(client, None)
        finally:
            await client.aclose()
        return report(engine_url=opts.attach)

    # --- launch ------------------------------------------------------------------------------
    try:
        prepared = await asyncio.to_thread(
            prepare_launch, paths, settings, probe=probe, run_probe=False, profile=pre.profile
        )
    except PolicyRefused:
        raise  # the administrator's policy: the verb's refusal (exit 2), not an engine failure
    except (RecipeError, EngineError) as exc:
        verification.engine_failed(
            ev.Diagnosis(
                "launcher",
                translate("verify", "The engine could not be launched: {error}").format(error=exc),
                translate("verify", "Fix the settings named above, then check again."),
                str(exc),
            )
        )
        return report()
    notes += prepared.notes
    plan = prepared.plan
    verification.configure(uses_ext=plan.uses_engine_ext, secret=plan.api_key)
    # Killed outright, we take the engine with us, unless it is meant to outlive us.
    sup: Supervisor | EngineGroup
    if plan.peers:
        # Two machines: every rank is ours to stop; an engine across machines is not left behind.
        if opts.keep_running:
            notes.append(
                translate(
                    "verify",
                    "--keep-running applies to one-machine engines; both ranks stop after it",
                )
            )
            opts.keep_running = False
        sup = EngineGroup(paths, die_with_app=True)
    else:
        sup = Supervisor(paths, die_with_app=not opts.keep_running)
    verification.bind(sup)
    kept: int | None = None
    try:
        verification.begin()
        timings["launch"] = time.monotonic()
        try:
            await sup.start(plan)
        except EngineError as exc:
            d = sup.outcome.diagnosis if sup.outcome and sup.outcome.diagnosis else None
            verification.engine_failed(
                d
                or ev.Diagnosis(
                    "launcher", str(exc), translate("verify", "Check the launcher."), str(exc)
                )
            )
            return report(engine_url=plan.base_url)
        timeout = opts.timeout if opts.timeout is not None else settings.engine.ready_timeout_s
        # Made while the engine loads, so none of its setup counts against the live checks.
        client = EngineClient(plan.base_url, plan.api_key)
        try:
            ready = await sup.wait_ready(timeout)
            if not ready:
                if sup.outcome is None:  # still running: time ran out
                    verification.timed_out(timeout, sup.tail(50))
                    # A stuck engine has nothing to save: a short grace per signal.
                    sup.timeouts = Timeouts(sigint=STUCK_GRACE_S, sigterm=STUCK_GRACE_S)
                await sup.stop()
                return report(engine_url=plan.base_url)
            timings["ready"] = timings["live_start"] = time.monotonic()
            await verification.run_live(
                client, model=SERVED_MODEL_NAME, probe_timeout=opts.probe_timeout
            )
            timings["live_done"] = time.monotonic()
            if verification.obs.probe is not None:
                timings["probe_wall_s"] = verification.obs.probe.wall_s
            await probe_tools(client, SERVED_MODEL_NAME)
            measured = None
            if during is not None and not _failed_ids(verification.verdicts):
                measured = await during(client)
        finally:
            await client.aclose()
        result = report(engine_url=plan.base_url, plan=plan.redacted(), during=measured)
        if opts.keep_running and sup.running and isinstance(sup, Supervisor):
            kept = await sup.detach()
            result.kept_pid = kept
            notes.append(
                translate(
                    "verify",
                    "the engine keeps running at {url} (pid {pid}); stop it with `kill -INT -- "
                    "-{pid}`; its API key (new at every launch) is in {file} (readable by you "
                    "only), and `ling-desk check --attach {url}` on this folder finds it there",
                ).format(url=plan.base_url, pid=kept, file=plan.config_file)
            )
        return result
    finally:
        verification.unbind()
        if kept is None:
            await sup.stop()
        sup.close()


# --- output -------------------------------------------------------------------------------------

_MARK = {
    Status.PASS: "PASS",
    Status.WARN: "WARN",
    Status.FAIL: "FAIL",
    Status.SKIP: "skip",
    Status.UNPROVABLE: "n/a",
    Status.PENDING: "....",
}


def format_rows(verdicts: list[Verdict], verbose: bool = False) -> str:
    """One line per verdict; evidence and remedy under each failed or warned one: the remedy
    in plain words ("> ..."), then its technical detail ("detail: ...")."""
    width = max(display_width(v.title) for v in verdicts) if verdicts else 10
    lines = []
    for v in verdicts:
        dur = f" ({v.duration_s:.2f} s)" if v.duration_s and v.duration_s >= 0.01 else ""
        lines.append(f"{_MARK[v.status]:4}  {pad(v.title, width)}  {v.summary}{dur}")
        show = verbose or v.status in (Status.FAIL, Status.WARN, Status.UNPROVABLE)
        wrap = textwrap.TextWrapper(
            width=110, initial_indent=" " * (width + 8), subsequent_indent=" " * (width + 10)
        )
        # Flags and identifiers stay whole, so they can be copied from the terminal.
        detail_wrap = textwrap.TextWrapper(
            width=110, initial_indent=" " * (width + 8), subsequent_indent=" " * (width + 18),
            break_on_hyphens=False, break_long_words=False,
        )  # fmt: skip
        if show:
            for e in v.evidence:
                lines.append(wrap.fill("- " + e))
            if v.remedy:
                lines.append(wrap.fill("> " + v.remedy))
            if v.remedy_detail:  # the technical part, after the plain words
                said = translate("verify", "detail: {detail}").format(detail=v.remedy_detail)
                lines.append(detail_wrap.fill("  " + said))
    return "\n".join(lines)


def format_table(report: CheckReport, verbose: bool = False) -> str:
    lines = [format_rows(report.verdicts, verbose)]
    failed = _failed_ids(report.verdicts)
    warned = [v.id for v in report.verdicts if v.status == Status.WARN]
    if failed:
        said = translate("verify", "FAILED: {failed} of {total} checks ({ids})").format(
            failed=len(failed), total=len(report.verdicts), ids=", ".join(failed)
        )
        lines.append("\n" + said)
    elif warned:
        said = translate("verify", "OK: nothing failed ({n} warnings)").format(n=len(warned))
        lines.append("\n" + said)
    else:
        lines.append("\n" + translate("verify", "OK: nothing failed"))
    return "\n".join(lines)


def run_check_cli(
    args: argparse.Namespace,
    *,
    out: TextIO | None = None,
    err: TextIO | None = None,
    auditor: Auditor = NULL,
) -> int:
    """Run the check and print its report. A check that cannot run raises (UsageError, OSError,
    KeyboardInterrupt): app/cli/engine.py tells those the way it tells every verb's failure.
    The start and its verdicts go to `auditor` (statuses only)."""
    out = out or sys.stdout
    err = err or sys.stderr
    opts = options_for_args(args)
    paths, settings, problems = load_for_args(args)
    report = asyncio.run(run_check(paths, settings, opts, settings_problems=problems))
    auditor.record("engine.start", **report.audit_fields())
    for note in report.notes:
        print("ling-desk: " + translate("verify", "note: {note}").format(note=note), file=err)
    if getattr(args, "json", False):
        print(json.dumps(report.to_dict(), indent=2), file=out)
    else:
        print(format_table(report, bool(getattr(args, "verbose", False))), file=out)
    return EXIT_OK if report.ok else EXIT_FAILED
