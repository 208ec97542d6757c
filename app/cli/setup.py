"""The set-up verbs: `ling-desk engine-env ...` and `ling-desk model ...` (no Qt).

Long jobs print progress lines on stderr (with --json, one JSON object a line there) and end with
one line, or with --json one JSON object on stdout, as every verb does (app/cli/common.py).
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from app.cli.common import EXIT_POLICY, EXIT_USAGE, CliError, Parser, quiet_auditor
from app.core.paths import Paths
from app.core.policy import PolicyRefused
from app.core.settings import DEFAULT_MODEL_REPO, load_settings, save_settings
from app.core.setup.jobs import Cancelled, CancelToken, JobMessage, SetupError, human_bytes
from app.core.words import translate

PROGRESS_EVERY_S = 1.0  # one progress line a second: readable in a terminal and in a log


def add_setup_parsers(sub: Any, common: argparse.ArgumentParser) -> None:
    ee = sub.add_parser(
        "engine-env", parents=[common], help="find or create the engine environment (sglang)"
    )
    ee_sub = ee.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser)
    ee_sub.required = True
    cr = ee_sub.add_parser(
        "create", parents=[common], help="create a venv with sglang and humming-kernels"
    )
    cr.add_argument("--path", metavar="DIR", help="where (default: <data dir>/engine-venv)")
    cr.add_argument("--python", metavar="PY", help="the Python to build it from (default: python3)")
    cr.add_argument(
        "--find-links",
        metavar="DIR_OR_URL",
        action="append",
        help="also look for wheels here (repeatable); with --no-index, only here",
    )
    cr.add_argument("--no-index", action="store_true", help="never ask a package index")
    cr.add_argument("--json", action="store_true", help="one JSON object at the end")
    fd = ee_sub.add_parser(
        "find", parents=[common], help="probe the known engine environments and say which work"
    )
    fd.add_argument("--python", metavar="PY", action="append", help="also probe this Python")
    fd.add_argument("--json", action="store_true", help="one JSON object")

    md = sub.add_parser("model", parents=[common], help="download or verify the model")
    md_sub = md.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser)
    md_sub.required = True
    dl = md_sub.add_parser(
        "download",
        parents=[common],
        help="download the checkpoint from the Hugging Face hub (or HF_ENDPOINT)",
    )
    dl.add_argument("--repo", default=DEFAULT_MODEL_REPO, help="hub repo id (default: %(default)s)")
    dl.add_argument("--revision", default=None, metavar="REV", help="branch, tag or commit")
    dl.add_argument("--dir", metavar="DIR", help="where (default: <data dir>/models/<repo name>)")
    dl.add_argument("--json", action="store_true", help="one JSON object at the end")
    vf = md_sub.add_parser(
        "verify", parents=[common], help="check a model folder (default: the configured one)"
    )
    vf.add_argument("--json", action="store_true", help="one JSON object")
    vf.add_argument(
        "--full", action="store_true", help="also hash every file against the hub's listing"
    )


def is_setup_verb(verb: str | None) -> bool:
    return verb in ("engine-env", "model")


def run_setup_verb(args: argparse.Namespace) -> int:
    """Run `engine-env ...` or `model ...`; failures raise CliError."""
    args.verb = f"{args.verb} {args.action}"  # "ling-desk model download: <why>"
    # A settings file that cannot be read is kept aside here, before the job, and said once in
    # the words every verb uses (the job then reads the defaults it starts from).
    for problem in load_settings(Paths.from_basedir(getattr(args, "basedir", None))).problems:
        print(f"ling-desk: settings: {problem}", file=sys.stderr)
    try:
        if args.verb == "model download":
            return _model_download(args)
        if args.verb == "model verify":
            return _model_verify(args)
        if args.verb == "engine-env create":
            return _engine_env_create(args)
        if args.verb == "engine-env find":
            return _engine_env_find(args)
    except Cancelled as exc:
        note = exc.note or translate("setup", "the same command finishes the job")
        raise CliError(translate("setup", "cancelled; {note}").format(note=note)) from None
    except PolicyRefused as exc:  # before SetupError: a refusal is exit 2, not a failure
        raise CliError(str(exc), EXIT_POLICY) from None
    except SetupError as exc:
        raise CliError(str(exc)) from None
    raise CliError(
        translate("setup", "unknown action {action}").format(action=repr(args.action)), EXIT_USAGE
    )


# --- shared ----------------------------------------------------------------------------------


@contextmanager
def _cancel_on_signals(token: CancelToken) -> Iterator[None]:
    """Ctrl-C or SIGTERM cancels the job cleanly (the job keeps what it has for a re-run).

    The job notices within a fraction of a second and the verb ends with one "cancelled" line;
    a second Ctrl-C stops at once, in case something still blocks."""

    def handler(signum: int, _frame: object) -> None:
        if token.cancelled:
            raise KeyboardInterrupt
        token.cancel()

    old = {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, h in old.items():
            signal.signal(s, h)


def _printer(json_mode: bool, line_of: Callable[[Any], str | None]) -> Callable[[Any], None]:
    """A listener that prints messages at once and progress at most once a second (stderr)."""
    last = [0.0]

    def listen(event: Any) -> None:
        text: str | None
        if isinstance(event, JobMessage):
            text = event.text
        else:
            now = time.monotonic()
            if now - last[0] < PROGRESS_EVERY_S:
                return
            last[0] = now
            text = line_of(event)
            if text is None:
                return
        if json_mode:
            print(json.dumps({"progress": text}), file=sys.stderr, flush=True)
        else:
            print(f"ling-desk: {text}", file=sys.stderr, flush=True)

    return listen


def _paths(args: argparse.Namespace) -> Paths:
    return Paths.from_basedir(getattr(args, "basedir", None)).ensure()


# --- model -----------------------------------------------------------------------------------


def _download_line(event: Any) -> str | None:
    from app.core.setup.model_download import DownloadProgress

    if not isinstance(event, DownloadProgress):
        return None
    rate = f"{human_bytes(event.rate)}/s" if event.rate is not None else "? /s"
    return translate(
        "setup", "{file} {file_done}/{file_size} | {percent}% {done} of {total}, {rate}, {left}"
    ).format(
        file=event.file,
        file_done=human_bytes(event.file_done),
        file_size=human_bytes(event.file_size),
        percent=f"{event.percent:.0f}",
        done=human_bytes(event.done),
        total=human_bytes(event.total),
        rate=rate,
        left=event.left_text,
    )


def _model_download(args: argparse.Namespace) -> int:
    from app.core.setup.model_download import ModelDownload
    from app.core.setup.model_verify import verify_model

    paths = _paths(args)
    token = CancelToken()
    job = ModelDownload(
        paths,
        repo=args.repo,
        revision=args.revision,
        dest=Path(args.dir) if args.dir else None,
        listener=_printer(args.json, _download_line),
        cancel=token,
    )
    job.check_policy()  # refused before anything is written (its log too)
    # Recorded when the data key comes without a question (a download never asks for it).
    auditor = quiet_auditor(args, paths, load_settings(paths).settings)
    try:
        with _cancel_on_signals(token):
            result = job.run()
    except SetupError as exc:
        auditor.record("model.download", ok=False, repo=args.repo,
                       cancelled=isinstance(exc, Cancelled), error=type(exc).__name__)  # fmt: skip
        raise
    auditor.record("model.download", **result.audit_fields())
    report = verify_model(result.dest)
    auditor.record("model.verify", **report.audit_fields(), by="download")
    if not report.ok:
        raise SetupError(
            translate(
                "setup", "the download finished but {folder} does not verify: {problems}"
            ).format(folder=result.dest, problems="; ".join(report.info.problems))
        )
    # The folder becomes the configured model: a plain `ling-desk` uses it from now on.
    loaded = load_settings(paths)
    loaded.settings.engine.model_path = str(result.dest)
    save_settings(paths, loaded.settings, auditor)
    if args.json:
        print(
            json.dumps(
                {
                    "ok": True,
                    "model": str(result.dest),
                    "repo": result.repo,
                    "commit": result.commit,
                    "files": result.files,
                    "bytes_fetched": result.bytes_fetched,
                    "log": str(result.log_file),
                    "configured": True,
                    "verify": report.to_dict(),
                }
            )
        )
    else:
        files = result.files
        print(
            translate(
                "setup",
                "{folder}: %n file(s) of {repo}, verified; now the configured model",
                None,
                files,
            ).format(folder=result.dest, repo=f"{result.repo}@{result.commit[:12]}")
        )
    return 0


def _model_verify(args: argparse.Namespace) -> int:
    from app.core.settings import resolved_model_path
    from app.core.setup.model_verify import verify_model

    paths = Paths.from_basedir(getattr(args, "basedir", None))
    if getattr(args, "model", None):
        path: Path | None = Path(args.model)
    else:
        path = resolved_model_path(load_settings(paths).settings)
    if path is None:
        raise SetupError(
            translate(
                "setup",
                "no model folder is configured: pass --model DIR, or run `ling-desk model download`",
            )
        )
    report = verify_model(
        path, full=args.full, progress=lambda line: print(line, file=sys.stderr, flush=True)
    )
    quiet_auditor(args, paths, load_settings(paths).settings).record(
        "model.verify", **report.audit_fields(), by="cli"
    )
    if args.json:
        print(json.dumps(report.to_dict()))
    else:
        print("\n".join(report.lines()))
    return 0 if report.ok else 1


# --- engine environment ----------------------------------------------------------------------


def _pip_line(event: Any) -> str | None:
    from app.core.setup.engine_env import PipProgress

    if not isinstance(event, PipProgress):
        return None
    if event.phase == "downloading" and event.total:
        pct = f" {event.percent:.0f}%" if event.percent is not None else ""
        return (
            f"pip: {event.package} {event.file} {human_bytes(event.done)}/"
            f"{human_bytes(event.total)}{pct}"
        )
    return f"pip: {event.phase} {event.package}"


def _engine_env_create(args: argparse.Namespace) -> int:
    from app.core.setup.engine_env import EngineEnvCreate

    paths = _paths(args)
    pip_args: list[str] = ["--no-index"] if args.no_index else []
    for link in args.find_links or []:
        pip_args += ["--find-links", link]
    token = CancelToken()
    job = EngineEnvCreate(
        paths,
        env_dir=Path(args.path) if args.path else None,
        python=args.python,
        pip_args=pip_args,
        listener=_printer(args.json, _pip_line),
        cancel=token,
    )
    job.check_policy()  # refused before anything is written (its log too)
    with _cancel_on_signals(token):
        result = job.run()
    if args.json:
        print(json.dumps(result.to_dict()))
    else:
        cuda = result.probe.get("cuda") if isinstance(result.probe.get("cuda"), dict) else {}
        print(f"{result.env_dir}: {result.verdict.status.value}: {result.verdict.summary}")
        absent = translate("setup", "absent")
        facts = translate(
            "setup",
            "sglang {sglang}, humming-kernels {humming}, torch {torch} (CUDA {cuda}), GPU "
            "capability {capability}",
        ).format(
            sglang=result.probe.get("sglang") or absent,
            humming=result.probe.get("humming_kernels") or absent,
            torch=result.probe.get("torch") or absent,
            cuda=(cuda or {}).get("torch_cuda"),
            capability=(cuda or {}).get("capability"),
        )
        print(f"  {facts}")
        for p in result.platform_problems:
            print("  " + translate("setup", "cannot run here: {problem}").format(problem=p))
        if result.verdict.remedy:
            print("  " + translate("setup", "fix: {text}").format(text=result.verdict.remedy))
        if result.verdict.remedy_detail:
            print(
                "  "
                + translate("setup", "detail: {text}").format(text=result.verdict.remedy_detail)
            )
        print("  " + translate("setup", "log: {path}").format(path=result.log_file))
        if result.settings_saved:
            print(
                "  "
                + translate("setup", "now the configured engine environment ({python})").format(
                    python=result.python
                )
            )
    return 0 if result.ok else 1


def _engine_env_find(args: argparse.Namespace) -> int:
    from app.core.setup.engine_env import find_candidates

    paths = Paths.from_basedir(getattr(args, "basedir", None))
    settings = load_settings(paths).settings
    found = find_candidates(paths, settings, args.python or [])
    if args.json:
        print(json.dumps({"ok": any(c.usable for c in found),
                          "candidates": [c.to_dict() for c in found]}))  # fmt: skip
    else:
        if not found:
            print(
                translate(
                    "setup", "no engine environment found; create one: ling-desk engine-env create"
                )
            )
        for c in found:
            where = translate("setup", c.where)
            print(f"{c.python} ({where}): {c.verdict.status.value}: {c.verdict.summary}")
    return 0 if any(c.usable for c in found) else 1
