"""`ling-desk check` in process: options from the real parser, where the engine key may go, the
report's table and JSON (golden files), and run_check against real engines on 127.0.0.1 (a tiny
HTTP server in this file for --attach, the SGLang double as a launched engine)."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import json
import os
import shlex
import signal
import socket
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.cli import build_parser
from app.core.engine.client import EngineClient
from app.core.engine.logparse import diagnose
from app.core.engine.supervisor import boot_id, process_identity
from app.core.paths import Paths
from app.core.profiles import GpuInfo
from app.core.secrets import store_attach_key
from app.core.settings import load_for_args
from app.core.verify import run as check
from app.core.verify import verdict as vd
from app.core.verify.generation import PROBE_TIMEOUT_S
from app.core.verify.rules import judge
from app.core.verify.run import (
    CheckOptions,
    CheckReport,
    UsageError,
    attach_key,
    format_rows,
    format_table,
    key_may_travel,
    options_for_args,
    run_check,
    run_check_cli,
)
from app.core.verify.session import Verification
from app.core.verify.verdict import Remedy, Status, Verdict
from tests.support.golden import assert_golden
from tests.support.verify_cli import double_launcher, write_settings
from tests.support.verify_model import make_fake_model
from tests.unit.test_verify_rules import HEALTHY_INFO, healthy

LIVE = ["engine_ready", "humming_moe", "fp8_lm_head", "mtp_nextn", "probe", "decode_speed"]


def args_for(*argv: str) -> Any:
    return build_parser().parse_args(["check", *argv])


# --- options --------------------------------------------------------------------------------------


def test_options_default_to_launching_and_the_settings_timeout():
    opts = options_for_args(args_for())
    assert opts == CheckOptions(
        attach=None,
        ignore_preflight=False,
        keep_running=False,
        timeout=None,
        probe_timeout=PROBE_TIMEOUT_S,
    )


def test_options_from_every_flag():
    opts = options_for_args(args_for("--ignore-preflight", "--keep-running", "--timeout", "2.5"))
    assert opts.ignore_preflight is True and opts.keep_running is True and opts.timeout == 2.5
    assert opts.attach is None
    opts = options_for_args(args_for("--attach", "https://gpu-box:30000/"))
    assert opts.attach == "https://gpu-box:30000/" and opts.keep_running is False


def test_options_of_a_namespace_without_the_check_flags():
    # Other verbs (bench) reuse the check: flags they lack are off.
    import argparse

    assert options_for_args(argparse.Namespace()) == CheckOptions()
    attach = options_for_args(argparse.Namespace(attach="http://127.0.0.1:1"))
    assert attach.attach == "http://127.0.0.1:1"
    opts = options_for_args(argparse.Namespace(ignore_preflight=1, keep_running=0))
    assert opts.ignore_preflight is True and opts.keep_running is False


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--timeout", "0"], "--timeout must be a positive number of seconds, not 0"),
        (["--timeout", "-1.5"], "--timeout must be a positive number of seconds, not -1.5"),
        (["--timeout", "nan"], "--timeout must be a positive number of seconds, not nan"),
        (
            ["--attach", "127.0.0.1:30000"],
            "--attach needs an engine URL like http://127.0.0.1:30000, not '127.0.0.1:30000'",
        ),
        (
            ["--attach", "ftp://127.0.0.1:30000"],
            "--attach needs an engine URL like http://127.0.0.1:30000, not 'ftp://127.0.0.1:30000'",
        ),
        (
            ["--attach", "http://"],
            "--attach needs an engine URL like http://127.0.0.1:30000, not 'http://'",
        ),
        (
            ["--attach", "http://127.0.0.1:1", "--launcher", "x"],
            "--attach checks a running engine and --launcher starts one: give only one of them",
        ),
        (
            ["--attach", "http://127.0.0.1:1", "--keep-running"],
            "--keep-running keeps an engine Ling Desk starts; with --attach nothing is started",
        ),
    ],
)
def test_bad_options_are_usage_errors_that_say_why(argv, message):
    with pytest.raises(UsageError) as info:
        options_for_args(args_for(*argv))
    assert str(info.value) == message


def test_launcher_and_keep_running_without_attach_are_fine():
    opts = options_for_args(args_for("--launcher", "x", "--keep-running"))
    assert opts.keep_running is True and opts.attach is None


# --- where the engine key may travel ---------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "may"),
    [
        ("https://gpu-box.example.com:30000", True),  # encrypted: anywhere
        ("HTTPS://gpu-box:30000", True),
        ("https://10.0.0.5", True),
        ("http://localhost:30000", True),
        ("http://LocalHost:30000", True),
        ("http://127.0.0.1:30000", True),
        ("http://127.8.9.10:30000", True),  # all of 127/8 is loopback
        ("http://[::1]:30000", True),
        ("http://[0:0:0:0:0:0:0:1]/", True),
        ("http://10.0.0.5:30000", False),
        ("http://192.168.1.20:30000", False),
        ("http://0.0.0.0:30000", False),
        ("http://[::]:30000", False),
        ("http://[fe80::1]:30000", False),
        ("http://gpu-box:30000", False),
        ("http://localhost.example.com:30000", False),
        ("http://127.0.0.1.nip.io:30000", False),
        ("http://", False),
        ("ftp://127.0.0.1", True),  # loopback whatever the scheme (options refuse the scheme)
    ],
)
def test_the_key_goes_only_to_loopback_or_https(url, may):
    assert key_may_travel(url) is may


def test_attach_key_is_only_the_one_saved_for_that_url(tmp_path):
    # No install-wide key any more: an engine elsewhere gets its own saved key, or none.
    paths = Paths.from_basedir(tmp_path)
    assert attach_key(paths, "http://127.0.0.1:30000") is None
    assert attach_key(paths, "https://gpu-box:30000") is None
    store_attach_key(paths, "https://gpu-box:30000", "their-key")
    assert attach_key(paths, "https://gpu-box:30000") == "their-key"
    assert attach_key(paths, "https://other-box:30000") is None
    assert not paths.key_fallback_file.exists()


def test_attach_key_refuses_clear_text_to_another_machine(tmp_path):
    paths = Paths.from_basedir(tmp_path)
    store_attach_key(paths, "http://10.0.0.5:30000", "their-key")
    with pytest.raises(UsageError) as info:
        attach_key(paths, "http://10.0.0.5:30000")
    assert str(info.value) == (
        "http://10.0.0.5:30000 is neither loopback nor https, so the key saved for it is not sent "
        "there in clear text. Use the server's https address, or set LING_DESK_API_KEY."
    )


# --- the report's table and JSON (golden) ---------------------------------------------------


def _v(
    id: str, status: Status, summary: str, evidence=(), remedy: str | Remedy = "", duration=None
) -> Verdict:
    return Verdict.make(id, status, summary, list(evidence), remedy, duration)


LONG = (
    "engine log: [2026-01-01 00:00:02 TP0] Load weight end. type=LingDeskBailingMoeV3ForCausalLM, "
    "dtype=torch.bfloat16, avail mem=41.20 GB, mem usage=36.80 GB, and then a few more words."
)

# The out-of-memory remedy as the log diagnoser gives it: its plain words, then the detail.
_OOM = diagnose(["torch.OutOfMemoryError: CUDA out of memory."])
OOM = Remedy(_OOM.remedy, _OOM.remedy_detail)

SCENARIOS: dict[str, list[Verdict]] = {
    "all_passed": [
        _v(vd.SETTINGS, Status.PASS, "The settings agree with each other.", ["opt: on"], "", 0.0),
        _v(vd.ENGINE_READY, Status.PASS, "The engine answers /health after 41.3 s.", [], "", 41.3),
        _v(vd.PROBE, Status.PASS, "Generated 128 tokens.", ["usage: 128"], "", 0.004),
        _v(vd.DECODE_SPEED, Status.PASS, "Fast.", [], "", 0.01),
    ],
    "warned": [
        _v(vd.GPU, Status.SKIP, "No NVIDIA GPU found.", ["nvidia-smi: not found"]),
        _v(vd.MEMORY, Status.WARN, "Little free memory.", ["free: 3 GiB"], "Close things."),
        _v(vd.FP8_LM_HEAD, Status.UNPROVABLE, "Not provable remotely.", ["attached"], ""),
        _v(vd.MTP_NEXTN, Status.WARN, "Accept length 1.9 is low.", [], "", 2.5),
    ],
    "failed": [
        _v(vd.MODEL_FILES, Status.PASS, "Ling-3.0-flash checkpoint.", ["3 shards"]),
        _v(vd.ENGINE_READY, Status.FAIL, "The engine ran out of GPU memory.", [LONG], OOM, 12.0),
        _v(vd.HUMMING_MOE, Status.SKIP, "Not run.", ["nothing"]),
        _v(vd.PROBE, Status.FAIL, "The probe failed.", ["a", "b"], "", 0.5),
        _v(vd.DECODE_SPEED, Status.PENDING, "Waiting.", []),
    ],
    "empty": [],
}
# Evidence whose last word ends at column 111: the table is 110 wide, so it goes to a new line.
_EDGE_INDENT = len(vd.TITLES[vd.GPU]) + 8
SCENARIOS["wrap_edge"] = [
    _v(vd.GPU, Status.FAIL, "x", ["a" * (111 - _EDGE_INDENT - 2 - 2) + " b"], "", None)
]


def _tables() -> str:
    parts = []
    for name, verdicts in SCENARIOS.items():
        for verbose in (False, True):
            report = CheckReport(verdicts, vd.overall_ok(verdicts))
            parts.append(f"=== {name} verbose={verbose}\n{format_table(report, verbose)}\n")
    return "\n".join(parts)


def test_table_output_matches_the_golden_file():
    assert_golden("check_table.txt", _tables())


def test_the_table_prints_the_remedy_detail_after_the_plain_words_with_flags_whole():
    info = {**HEALTHY_INFO, "moe_runner_backend": "flashinfer_mxfp4"}
    v = judge(healthy(server_info=info, final=True))[vd.HUMMING_MOE]
    assert v.remedy_detail
    for title_width in (0, 10, 24):  # wherever the wrap falls, a flag is never cut at a hyphen
        padded = dataclasses.replace(v, title=v.title + "x" * title_width)
        text = format_rows([padded])
        assert text.index("> Set up the engine environment") < text.index("detail: The checkpoint")
        assert "--moe-runner-backend" in text and "Mxfp4HummingMoEMethod" in text


def test_the_table_is_terse_unless_asked():
    for verdicts in SCENARIOS.values():
        report = CheckReport(verdicts, vd.overall_ok(verdicts))
        assert format_table(report) == format_table(report, False)
        assert format_rows(verdicts) == format_rows(verdicts, False)


def test_json_output_matches_the_golden_file():
    out = {name: CheckReport(vs, vd.overall_ok(vs)).to_dict() for name, vs in SCENARIOS.items()}
    assert_golden("check_json.json", json.dumps(out, indent=2) + "\n")


def test_rows_of_nothing_are_nothing():
    assert format_rows([]) == ""


def test_the_table_mark_of_every_status():
    marks = {s: format_rows([_v(vd.PROBE, s, "x")]).split()[0] for s in Status}
    assert marks == {
        Status.PASS: "PASS",
        Status.WARN: "WARN",
        Status.FAIL: "FAIL",
        Status.SKIP: "skip",
        Status.UNPROVABLE: "n/a",
        Status.PENDING: "....",
    }


def test_report_dict_is_ok_and_the_verdicts_only():
    report = CheckReport(SCENARIOS["warned"], True, ["a note"], {"start": 1.0}, "http://x")
    assert report.to_dict() == {"ok": True, "verdicts": [v.to_dict() for v in SCENARIOS["warned"]]}
    bare = CheckReport([], False)
    assert bare.notes == [] and bare.timings == {} and bare.engine_url is None
    assert bare.kept_pid is None and bare.plan is None and bare.during is None
    assert bare.notes is not CheckReport([], False).notes


# --- run_check --attach, against a tiny engine on 127.0.0.1 ------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class TinyEngine(ThreadingHTTPServer):
    """Answers /health (503 for the first `unhealthy` asks), /server_info and one streamed chat
    completion shaped like SGLang's; remembers every request's path and Authorization header."""

    def __init__(self, unhealthy: int = 0) -> None:
        super().__init__(("127.0.0.1", 0), _TinyHandler)
        self.unhealthy = unhealthy
        self.seen: list[tuple[str, str | None]] = []
        self.info = {**HEALTHY_INFO, "avg_spec_accept_length": 2.6}
        self.chat = "ok"  # "hang": never answers; "echo": streams back the key it was sent
        self.closing = threading.Event()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _TinyHandler(BaseHTTPRequestHandler):
    server: TinyEngine

    def log_message(self, *args: Any) -> None:
        pass

    def _send(self, status: int, body: bytes, ctype: str = "application/json") -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self.server.seen.append((self.path, self.headers.get("Authorization")))
        if self.path == "/health":
            if self.server.unhealthy > 0:
                self.server.unhealthy -= 1
                self._send(503, b"{}")
            else:
                self._send(200, b"")
        elif self.path == "/server_info":
            self._send(200, json.dumps(self.server.info).encode())
        else:
            self._send(404, b"{}")

    def do_POST(self) -> None:
        self.server.seen.append((self.path, self.headers.get("Authorization")))
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.server.chat == "hang":
            self.server.closing.wait(10)
            return
        said = f" {self.headers.get('Authorization')}" if self.server.chat == "echo" else ""
        events = []
        for i in range(1, 9):
            usage = {"prompt_tokens": 20, "completion_tokens": i * 4}
            choice = {"index": 0, "delta": {"content": f" w{i}{said}"}, "finish_reason": None}
            events.append({"choices": [choice], "usage": usage})
        spec = {"spec_accept_length": 2.7, "spec_accept_rate": 0.57, "spec_verify_ct": 12}
        events.append({"choices": [], "sglext": {"spec_tokens_details": spec}})
        events.append({"choices": [], "usage": {"prompt_tokens": 20, "completion_tokens": 32}})
        body = "".join(f"data: {json.dumps(e)}\n\n" for e in events) + "data: [DONE]\n\n"
        self._send(200, body.encode(), "text/event-stream")


@contextlib.contextmanager
def tiny_engine(unhealthy: int = 0, chat: str = "ok") -> Iterator[TinyEngine]:
    server = TinyEngine(unhealthy)
    server.chat = chat
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.closing.set()
        server.shutdown()
        server.server_close()


def attach(tmp_path: Path, url: str, **kw: Any) -> tuple[CheckReport, list[Verification]]:
    paths, settings, _ = load_for_args(args_for("--basedir", str(tmp_path)))
    hooked: list[Verification] = []
    opts = CheckOptions(attach=url, **kw)
    report = asyncio.run(run_check(paths, settings, opts, verification_hook=hooked.append))
    return report, hooked


def by_id(report: CheckReport) -> dict[str, Verdict]:
    return {v.id: v for v in report.verdicts}


def test_attach_checks_a_running_engine_and_sends_no_key_it_was_not_given(tmp_path, monkeypatch):
    monkeypatch.delenv(check.ATTACH_KEY_ENV, raising=False)
    with tiny_engine(unhealthy=2) as engine:
        report, hooked = attach(tmp_path, engine.url + "/")
    assert report.ok, format_table(report, True)
    assert report.engine_url == engine.url + "/"
    verdicts = by_id(report)
    # The session's verdicts, then the tool-call probe's (reported, never counted in `ok`).
    assert [[*v.verdicts, verdicts["tool_calls"]] for v in hooked] == [report.verdicts]
    assert [v.id for v in report.verdicts][-len(LIVE) - 1 :] == [*LIVE, "tool_calls"]
    assert verdicts["tool_calls"].status == Status.WARN  # this tiny engine only streams
    assert verdicts["probe"].status == Status.PASS
    assert verdicts["fp8_lm_head"].status == Status.UNPROVABLE  # no log of someone else's engine
    paths = [p for p, _ in engine.seen]
    assert paths[:3] == ["/health"] * 3  # polled until the third answer was 200
    assert {"/server_info", "/v1/chat/completions"} <= set(paths)
    # No key saved for it and no engine of this folder there: this install sends none.
    assert {auth for _, auth in engine.seen} == {None}
    assert not Paths.from_basedir(tmp_path).key_fallback_file.exists()
    t = report.timings
    assert t["start"] <= t["preflight_done"] <= t["launch"] <= t["ready"] <= t["live_done"]
    assert t["ready"] == t["live_start"]
    assert t["probe_wall_s"] == hooked[0].obs.probe.wall_s
    assert {"live_server_info_s", "live_settle_s", "live_probe_s", "live_live_s"} <= set(t)
    # Ready within the wait: the figure is the time waited, not a clock reading.
    assert hooked[0].obs.ready_after_s is not None and 0 < hooked[0].obs.ready_after_s < 30
    assert report.notes == [
        f"no key for {engine.url}/: nothing is sent as its key (set "
        "LING_DESK_API_KEY to the server's --api-key if it has one)"
    ]
    assert report.plan is None and report.kept_pid is None


def test_attach_passes_the_probe_timeout_on(tmp_path, monkeypatch):
    monkeypatch.delenv(check.ATTACH_KEY_ENV, raising=False)
    with tiny_engine(chat="hang") as engine:
        report, _ = attach(tmp_path, engine.url, probe_timeout=0.2)
    probe = by_id(report)["probe"]
    assert probe.status == Status.FAIL
    assert "did not finish within 0.2 s" in probe.summary


def test_attach_never_quotes_the_key_even_when_the_engine_does(tmp_path, monkeypatch):
    monkeypatch.setenv(check.ATTACH_KEY_ENV, "their-own-key")
    with tiny_engine(chat="echo") as engine:
        report, _ = attach(tmp_path, engine.url)
    text = json.dumps(report.to_dict())
    assert "their-own-key" not in text and "Bearer <redacted>" in text


def test_attach_sends_the_key_from_the_environment_instead(tmp_path, monkeypatch):
    monkeypatch.setenv(check.ATTACH_KEY_ENV, "their-own-key")
    with tiny_engine() as engine:
        report, _ = attach(tmp_path, engine.url)
    assert report.ok
    assert {auth for _, auth in engine.seen} == {"Bearer their-own-key"}
    assert not Paths.from_basedir(tmp_path).key_fallback_file.exists()


def test_attach_with_the_env_key_may_go_anywhere(tmp_path, monkeypatch):
    # The server's own key is the user's to send: not refused in clear text (nothing answers).
    monkeypatch.setenv(check.ATTACH_KEY_ENV, "their-own-key")
    report, _ = attach(tmp_path, f"http://127.0.0.1:{_free_port()}", timeout=0.2)
    assert by_id(report)["engine_ready"].status == Status.FAIL


def test_attach_to_another_machine_in_clear_text_is_refused_before_anything(tmp_path, monkeypatch):
    monkeypatch.delenv(check.ATTACH_KEY_ENV, raising=False)
    store_attach_key(Paths.from_basedir(tmp_path), "http://10.0.0.5:30000", "their-key")
    with pytest.raises(UsageError, match="neither loopback nor https"):
        attach(tmp_path, "http://10.0.0.5:30000")


def test_attach_to_nothing_fails_engine_ready_and_names_the_url(tmp_path, monkeypatch):
    monkeypatch.delenv(check.ATTACH_KEY_ENV, raising=False)
    url = f"http://127.0.0.1:{_free_port()}/engine-X"  # behind a path; only "/" is stripped
    report, hooked = attach(tmp_path, url + "/", timeout=0.3)
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL and not report.ok
    assert ready.summary == f"No engine answers GET {url}/health with 200 (waited 0.3 s)."
    assert ready.remedy == "Start the engine, or check the URL and port you gave."
    assert ready.remedy_detail == "The URL is the one given to --attach."
    assert f"GET {url}/health: no 200 answer" in " ".join(ready.evidence)
    assert report.engine_url == url + "/"
    assert {v.id for v in report.verdicts if v.status == Status.FAIL} == {"engine_ready"}
    assert "launch" in report.timings and "ready" not in report.timings
    assert hooked[0].obs.failure is not None and hooked[0].obs.failure.kind == "unreachable"
    assert hooked[0].obs.log_access is False


def test_the_attach_wait_is_thirty_seconds_unless_told():
    assert check.ATTACH_TIMEOUT_S == 30.0 and check.ATTACH_KEY_ENV == "LING_DESK_API_KEY"


def test_a_failed_preflight_starts_nothing(tmp_path, monkeypatch):
    monkeypatch.delenv(check.ATTACH_KEY_ENV, raising=False)
    paths, settings, _ = load_for_args(args_for("--basedir", str(tmp_path)))
    settings.optimizations.fp32_lm_head = True  # contradicts the FP8 head: preflight fails
    with tiny_engine() as engine:
        opts = CheckOptions(attach=engine.url)
        report = asyncio.run(run_check(paths, settings, opts, settings_problems=["bad port"]))
    assert engine.seen == []
    assert not report.ok and report.engine_url is None
    verdicts = by_id(report)
    assert verdicts["settings"].status == Status.FAIL
    assert "settings file: bad port" in verdicts["settings"].evidence  # the problems reach it
    for id in LIVE:
        assert verdicts[id].status == Status.SKIP
        assert verdicts[id].summary.endswith(
            "preflight failed (settings); fix that, or pass --ignore-preflight to launch anyway"
        )
    assert set(report.timings) == {"start", "preflight_done"}


def test_ignore_preflight_goes_on_despite_a_failed_preflight(tmp_path, monkeypatch):
    monkeypatch.delenv(check.ATTACH_KEY_ENV, raising=False)
    paths, settings, _ = load_for_args(args_for("--basedir", str(tmp_path)))
    settings.optimizations.fp32_lm_head = True
    with tiny_engine() as engine:
        opts = CheckOptions(attach=engine.url, ignore_preflight=True)
        report = asyncio.run(run_check(paths, settings, opts, settings_problems=["bad port"]))
    assert "/v1/chat/completions" in [p for p, _ in engine.seen]
    verdicts = by_id(report)
    assert verdicts["settings"].status == Status.FAIL
    assert verdicts["probe"].status == Status.PASS


# --- run_check launching an engine (the SGLang double) ----------------------------------------


@pytest.fixture(scope="module")
def model(tmp_path_factory) -> Path:
    return make_fake_model(tmp_path_factory.mktemp("model"))


QUICK = ("--double-load-s", "0.05")


def launch(
    tmp_path: Path, model: Path, mode: str = "healthy", *extra: str, **kw: Any
) -> CheckReport:
    argv = ["--basedir", str(tmp_path), "--model", str(model), "--port", "0"]
    argv += ["--launcher", double_launcher(mode, *QUICK), *extra]
    args = args_for(*argv)
    paths, settings, problems = load_for_args(args)
    opts = options_for_args(args)
    kw.setdefault("gpus", [])
    coro = run_check(paths, settings, opts, settings_problems=problems, **kw)
    return asyncio.run(coro)


H200 = GpuInfo("NVIDIA H200", 143771, 140000, (9, 0))


def _answers(url: str) -> bool:
    try:
        return httpx.get(url + "/health", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False


def test_a_healthy_launch_passes_measures_during_and_stops_the_engine(tmp_path, model):
    measured: list[str] = []

    async def during(client: EngineClient) -> dict[str, int]:
        measured.append(client.base_url)
        assert await client.health()  # still running while `during` measures
        return {"requests": 3}

    hooked: list[Verification] = []
    # The GPUs preflight found decide the profile the engine is launched with.
    report = launch(tmp_path, model, during=during, gpus=[H200], verification_hook=hooked.append)
    assert report.ok, format_table(report, True)
    assert hooked[0].profile.id == "h200" and hooked[0].obs.log_access is True
    assert hooked[0].obs.uses_ext is True  # the plan loads the engine extension
    argv = report.plan["argv"] if report.plan else []
    assert argv[argv.index("--mem-fraction-static") + 1] == "0.85"  # the H200 recipe
    assert report.engine_url is not None and report.engine_url.startswith("http://127.0.0.1:")
    assert measured == [report.engine_url] and report.during == {"requests": 3}
    assert report.plan is not None and report.kept_pid is None
    # The key travels in the engine's config file (new for this launch, stored nowhere else);
    # the plan shows it redacted.
    assert not Paths.from_basedir(tmp_path).key_fallback_file.exists()
    assert list(report.plan["files"].values()) == ['api-key: "<redacted>"\n']
    assert not any("engine key" in n for n in report.notes)
    t = report.timings
    assert t["start"] <= t["preflight_done"] <= t["launch"] <= t["ready"] <= t["live_done"]
    assert t["ready"] == t["live_start"] and t["probe_wall_s"] is not None
    assert all(by_id(report)[id].status == Status.PASS for id in vd.OPTIMIZATION_IDS)
    assert not _answers(report.engine_url)  # not kept: stopped


def test_during_is_not_run_when_a_check_failed(tmp_path, model):
    called: list[Any] = []

    async def during(client: EngineClient) -> None:
        called.append(client)

    report = launch(tmp_path, model, "no-humming", during=during)
    assert by_id(report)["humming_moe"].status == Status.FAIL
    assert called == [] and report.during is None and report.plan is not None


def test_a_crash_while_loading_fails_engine_ready(tmp_path, model):
    report = launch(tmp_path, model, "crash-load")
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL and not report.ok
    assert report.engine_url is not None and report.plan is None
    assert "ready" not in report.timings and "launch" in report.timings


def test_an_engine_that_never_gets_ready_times_out_and_is_stopped(tmp_path, model):
    report = launch(tmp_path, model, "hang", "--timeout", "0.5")
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL
    assert ready.summary.startswith("The engine did not become ready within 0.5 s (timeout)")
    assert report.engine_url is not None and not _answers(report.engine_url)


def test_without_timeout_the_settings_ready_timeout_applies(tmp_path, model):
    args = args_for(
        "--basedir", str(tmp_path), "--model", str(model), "--port", "0",
        "--launcher", double_launcher("hang", *QUICK),
    )  # fmt: skip
    paths, settings, _ = load_for_args(args)
    settings.engine.ready_timeout_s = 0.5
    report = asyncio.run(run_check(paths, settings, options_for_args(args), gpus=[]))
    ready = by_id(report)["engine_ready"]
    assert ready.summary.startswith("The engine did not become ready within 0.5 s (timeout)")


def test_a_launch_passes_the_probe_timeout_on(tmp_path, model):
    # 10 tok/s: the probe's 128 tokens take ~13 s, so only the 0.2 s given ends it early.
    slow = double_launcher("healthy", *QUICK, "--double-tok-per-s", "10")
    args = args_for(
        "--basedir", str(tmp_path), "--model", str(model), "--port", "0", "--launcher", slow,
    )  # fmt: skip
    paths, settings, problems = load_for_args(args)
    opts = options_for_args(args)
    opts.probe_timeout = 0.2
    report = asyncio.run(run_check(paths, settings, opts, settings_problems=problems, gpus=[]))
    verdicts = by_id(report)
    assert verdicts["engine_ready"].status == Status.PASS
    probe = verdicts["probe"]
    assert probe.status == Status.FAIL
    assert "did not finish within 0.2 s" in probe.summary
    assert report.engine_url is not None and not _answers(report.engine_url)


def test_keep_running_leaves_the_engine_and_says_how_to_stop_it(tmp_path, model):
    report = launch(tmp_path, model, "healthy", "--keep-running")
    pid = report.kept_pid
    try:
        assert report.ok and isinstance(pid, int)
        config = Paths.from_basedir(tmp_path).runtime_dir / "engine-config.yaml"
        assert report.notes[-1] == (
            f"the engine keeps running at {report.engine_url} (pid {pid}); stop it with "
            f"`kill -INT -- -{pid}`; its API key (new at every launch) is in {config} (readable "
            f"by you only), and `ling-desk check --attach {report.engine_url}` on this folder "
            "finds it there"
        )
        assert report.engine_url is not None and _answers(report.engine_url)
    finally:
        if isinstance(pid, int):
            _end_group(pid)


def _end_group(pgid: int) -> None:
    for sig in (signal.SIGINT, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pgid, sig)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            try:
                os.killpg(pgid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)


def test_a_plan_that_cannot_be_made_is_a_launcher_failure(tmp_path):
    # No model anywhere, preflight ignored: the recipe refuses to build a command line.
    args = args_for("--basedir", str(tmp_path), "--launcher", "x", "--ignore-preflight")
    paths, settings, _ = load_for_args(args)
    hooked: list[Verification] = []
    report = asyncio.run(
        run_check(paths, settings, options_for_args(args), gpus=[], verification_hook=hooked.append)
    )
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL
    assert ready.summary.startswith("The engine could not be launched: NEXTN multi-token")
    assert ready.remedy == "Fix the settings named above, then check again."
    reason = ready.summary.removeprefix("The engine could not be launched: ")
    assert ready.evidence[0] == f"engine log: {reason}"
    assert hooked[0].obs.failure is not None and hooked[0].obs.failure.kind == "launcher"
    assert report.engine_url is None and "launch" not in report.timings


def test_a_launcher_that_cannot_run_quotes_the_supervisors_diagnosis(tmp_path, model):
    args = args_for(
        "--basedir", str(tmp_path), "--model", str(model), "--port", "0",
        "--launcher", str(tmp_path / "no-such-launcher"),
    )  # fmt: skip
    paths, settings, _ = load_for_args(args)
    report = asyncio.run(run_check(paths, settings, options_for_args(args), gpus=[]))
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL
    assert ready.summary.startswith("The engine could not be started: ")
    assert "no-such-launcher" in ready.summary
    # The supervisor's own remedy, not the generic one.
    assert ready.remedy == (
        "Check the engine environment's Python or the launcher in Settings > Engine."
    )
    assert report.engine_url is not None and "launch" in report.timings


def test_a_busy_port_is_a_launch_failure_with_the_reason(tmp_path, model):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        args = args_for(
            "--basedir", str(tmp_path), "--model", str(model), "--port", str(port),
            "--launcher", double_launcher("healthy", *QUICK),
        )  # fmt: skip
        paths, settings, _ = load_for_args(args)
        report = asyncio.run(run_check(paths, settings, options_for_args(args), gpus=[]))
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL
    assert ready.summary == (
        f"The engine could not be launched: Port {port} on 127.0.0.1 is already in use by another "
        "program. Stop that program, or set the engine port to 0 so Ling Desk picks a free one."
    )
    assert report.engine_url is None


def test_a_start_the_supervisor_refuses_is_a_launcher_failure_in_its_words(tmp_path, model):
    # The folder's engine record names a live engine of a live Ling Desk (this test process):
    # the supervisor refuses to start a second one before any process exists.
    paths = Paths.from_basedir(tmp_path)
    paths.runtime_dir.mkdir(parents=True)
    start, pgid = process_identity(os.getpid()) or (0, 0)
    record = {
        "pid": os.getpid(), "pgid": pgid, "start": start, "boot": boot_id(),
        "owner": {"pid": os.getpid(), "start": start}, "argv": ["x"], "port": 1,
    }  # fmt: skip
    paths.engine_pidfile.write_text(json.dumps(record))
    hooked: list[Verification] = []
    report = launch(tmp_path, model, verification_hook=hooked.append)
    assert hooked[0].obs.failure is not None and hooked[0].obs.failure.kind == "launcher"
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL
    # Its owner is this very process (as for the benchmark's engine in the app): never called
    # "another Ling Desk" by its own pid.
    assert ready.summary.startswith(
        f"This Ling Desk is already running an engine on this folder (pid {os.getpid()})"
    )
    assert "Another Ling Desk" not in ready.summary
    assert ready.remedy == "Check the launcher."
    assert ready.summary in ready.evidence[0]
    assert report.engine_url is not None and report.plan is None


def test_an_engine_that_prints_its_key_is_quoted_redacted(tmp_path, model):
    # It rejects its arguments and prints its config file, key included (as SGLang prints them).
    # It also leaves the key (new for this launch) where the test can read it.
    seen = tmp_path / "seen-config"
    script = (
        "import sys; a = sys.argv; c = open(a[a.index('--config') + 1]).read(); print(c); "
        f"open({str(seen)!r}, 'w').write(c); "
        "print('sglang: error: unrecognized arguments', file=sys.stderr); sys.exit(2)"
    )
    launcher = shlex.join([sys.executable, "-c", script])
    args = args_for(
        "--basedir", str(tmp_path), "--model", str(model), "--port", "0", "--launcher", launcher
    )
    paths, settings, _ = load_for_args(args)
    report = asyncio.run(run_check(paths, settings, options_for_args(args), gpus=[]))
    key = json.loads(seen.read_text().split(":", 1)[1])
    ready = by_id(report)["engine_ready"]
    assert ready.status == Status.FAIL
    text = json.dumps(report.to_dict())
    assert key not in text and 'api-key: \\"<redacted>\\"' in text, text


def test_every_failed_preflight_check_is_named(tmp_path):
    args = args_for(
        "--basedir", str(tmp_path), "--model", str(tmp_path / "none"), "--launcher", "x"
    )
    paths, settings, _ = load_for_args(args)
    settings.optimizations.fp32_lm_head = True
    report = asyncio.run(run_check(paths, settings, options_for_args(args), gpus=[]))
    assert by_id(report)["probe"].summary.endswith(
        "preflight failed (settings, model_files); fix that, or pass --ignore-preflight to "
        "launch anyway"
    )


def test_two_machines_stop_both_ranks_even_with_keep_running(tmp_path, model):
    from tests.support.engine import two_rank_settings

    settings = two_rank_settings(model, "--double-fault", "healthy", *QUICK)
    paths = Paths.from_basedir(tmp_path)
    opts = CheckOptions(keep_running=True)
    report = asyncio.run(run_check(paths, settings, opts, gpus=[]))
    assert by_id(report)["engine_ready"].status == Status.PASS, format_table(report, True)
    assert "--keep-running applies to one-machine engines; both ranks stop after it" in (
        report.notes
    )
    assert opts.keep_running is False and report.kept_pid is None
    assert report.engine_url is not None and not _answers(report.engine_url)
    assert not list(paths.runtime_dir.rglob("engine.pid.json"))


# --- run_check_cli ---------------------------------------------------------------------------


def cli(*argv: str) -> tuple[int, str, str]:
    argv = ("--launcher", double_launcher("healthy", *QUICK), *argv)
    out, err = io.StringIO(), io.StringIO()
    rc = run_check_cli(args_for(*argv), out=out, err=err)
    return rc, out.getvalue(), err.getvalue()


def test_cli_prints_the_table_and_exits_1_when_a_check_failed(tmp_path):
    rc, out, err = cli("--basedir", str(tmp_path), "--model", str(tmp_path / "none"))
    assert rc == check.EXIT_FAILED == 1
    assert out.endswith("\n\nFAILED: 1 of 12 checks (model_files)\n")
    assert "- model folder: " in out  # a failed row's evidence
    assert "- optimizations: humming_moe=on" not in out  # a passed row's, only with -v
    assert err == ""


def test_cli_verbose_shows_the_evidence_of_passed_rows(tmp_path):
    rc, out, _ = cli("--basedir", str(tmp_path), "--model", str(tmp_path / "none"), "-v")
    assert rc == 1 and "- optimizations: humming_moe=on" in out


def test_cli_json_is_one_object(tmp_path):
    rc, out, _ = cli("--basedir", str(tmp_path), "--model", str(tmp_path / "none"), "--json")
    data = json.loads(out)
    assert rc == 1 and data["ok"] is False and set(data) == {"ok", "verdicts"}
    assert out.startswith('{\n  "ok": false,\n  "verdicts": [\n    {\n      "id": "settings"')


def test_cli_exits_0_when_nothing_failed(tmp_path, model):
    rc, out, err = cli("--basedir", str(tmp_path), "--model", str(model), "--port", "0")
    assert rc == check.EXIT_OK == 0, out + err
    assert out.endswith("\n\nOK: nothing failed\n") or "OK: nothing failed (" in out
    assert "engine key" not in err  # new at every launch, kept nowhere: nothing to say


def test_cli_passes_the_settings_files_problems_on(tmp_path):
    write_settings(tmp_path, "[engine]\nbogus_key = 1\n")
    _, out, _ = cli("--basedir", str(tmp_path), "--model", str(tmp_path / "none"))
    assert "settings.engine.bogus_key: unknown setting, ignored" in out


def test_cli_of_another_verb_without_the_output_flags_prints_the_terse_table(tmp_path):
    import argparse

    args = argparse.Namespace(basedir=str(tmp_path), model=str(tmp_path / "none"), launcher="x")
    out, err = io.StringIO(), io.StringIO()
    assert run_check_cli(args, out=out, err=err) == 1
    assert out.getvalue().startswith("PASS  Settings ")
    assert "- optimizations:" not in out.getvalue()


def test_cli_bad_usage_raises_before_anything(tmp_path):
    with pytest.raises(UsageError):
        cli("--basedir", str(tmp_path), "--timeout", "0")
    assert not (tmp_path / "config").exists()
    assert check.EXIT_USAGE == 2
