"""`ling-desk check --json` as a real process against the SGLang double, for every fault mode.

Each mode must turn exactly the right checks red, with a reason that quotes what the engine said,
and exit as specified (0 nothing failed, 1 a check failed, 2 bad usage). The runs are independent
processes, so they run in parallel once per module; each test reads its own result.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from app.core.paths import Paths
from app.core.verify.run import own_engine_key
from tests.support.verify_cli import (
    DOUBLE,
    FAST_KNOBS,
    CheckRun,
    blank_launcher,
    double_launcher,
    run_check,
    write_settings,
)
from tests.support.verify_model import make_fake_model

OPT = {"humming_moe", "fp8_lm_head", "mtp_nextn"}
LIVE = ["engine_ready", "humming_moe", "fp8_lm_head", "mtp_nextn", "probe", "decode_speed"]

# mode -> (extra check args, expected exit code, the checks that must fail)
MODES: dict[str, tuple[list[str], int, set[str]]] = {
    "healthy": ([], 0, set()),
    "crash-load": ([], 1, {"engine_ready"}),
    "oom-load": ([], 1, {"engine_ready"}),
    "hang": (["--timeout", "2"], 1, {"engine_ready"}),
    "hang-warmup": (["--timeout", "2"], 1, {"engine_ready"}),
    # The engine dies mid-stream: it was ready, then crashed; no accept length was measured.
    "crash-stream": ([], 1, {"engine_ready", "probe", "mtp_nextn"}),
    # A malformed chunk ends the probe (mtp_nextn: see test_bad_sse_is_a_malformed_stream).
    "bad-sse": ([], 1, {"probe"}),
    "no-humming": ([], 1, {"humming_moe"}),
    "humming-silent": ([], 1, {"humming_moe"}),
    "fp8-ignored": ([], 1, {"fp8_lm_head"}),
    "fp8-claim-only": ([], 1, {"fp8_lm_head"}),
    "unshared-draft": ([], 1, {"mtp_nextn"}),
    "drafts-rejected": ([], 1, {"mtp_nextn"}),
    "slow": ([], 0, set()),
    "ext-error": ([], 1, {"fp8_lm_head"}),
}


# After a broken probe the accept length can still come from the engine itself (its decode log
# line or /server_info), if the engine went on decoding long enough: timing decides, not us.
MAY_FAIL = {"bad-sse": {"mtp_nextn"}}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def model(tmp_path_factory) -> Path:
    return make_fake_model(tmp_path_factory.mktemp("model"))


@pytest.fixture(scope="module")
def runs(tmp_path_factory, model) -> dict[str, CheckRun]:
    """Every independent `check` run of this module, in parallel."""
    root = tmp_path_factory.mktemp("check")
    jobs: dict[str, list[str]] = {}
    for mode, (extra, _rc, _fail) in MODES.items():
        knobs = ["--double-tok-per-s", "400"] if mode == "slow" else []
        base = root / mode
        if mode == "slow":
            # A profile with an expected speed (H200: ~300 tok/s; the slow double does 120).
            write_settings(base, '[engine]\nprofile = "h200"\n')
        jobs[mode] = [
            "--json",
            "--basedir",
            str(base),
            "--model",
            str(model),
            "--launcher",
            double_launcher(mode, *knobs),
            *extra,
        ]
    # Without the FP8 head no engine extension is loaded: only the log line could show Humming.
    write_settings(root / "hs", "[optimizations]\nfp8_lm_head = false\n")
    jobs["humming-silent-no-ext"] = [
        "--json",
        "--basedir",
        str(root / "hs"),
        "--model",
        str(model),
        "--launcher",
        double_launcher("humming-silent"),
    ]
    jobs["model-missing"] = [
        "--json",
        "--basedir",
        str(root / "mm"),
        "--model",
        str(root / "no-such-model"),
        "--launcher",
        double_launcher("healthy"),
    ]
    jobs["ignore-preflight"] = [
        *jobs["model-missing"][:2],
        str(root / "ip"),
        *jobs["model-missing"][3:],
        "--ignore-preflight",
    ]
    jobs["no-evidence"] = [
        "--json",
        "--basedir",
        str(root / "blank"),
        "--model",
        str(model),
        "--launcher",
        blank_launcher(),
    ]
    jobs["attach-nothing"] = [
        "--json",
        "--basedir",
        str(root / "an"),
        "--timeout",
        "1",
        "--attach",
        f"http://127.0.0.1:{_free_port()}",
    ]
    jobs["table"] = [
        "--basedir",
        str(root / "table"),
        "--model",
        str(model),
        "--launcher",
        double_launcher("fp8-claim-only"),
    ]
    with ThreadPoolExecutor(max_workers=8) as pool:
        futures = {name: pool.submit(run_check, *args) for name, args in jobs.items()}
        return {name: f.result() for name, f in futures.items()}


@pytest.mark.parametrize("mode", list(MODES))
def test_mode_turns_exactly_the_right_checks_red(runs, mode):
    _extra, rc, fail = MODES[mode]
    r = runs[mode]
    assert r.data is not None, r.explain()
    assert r.rc == rc, r.explain()
    assert r.failed - MAY_FAIL.get(mode, set()) == fail, r.explain()
    assert r.data["ok"] is (rc == 0)
    ids = [v["id"] for v in r.data["verdicts"]]
    if "tool_calls" in ids:  # the tool-call probe's verdict comes after the live checks
        assert ids.pop() == "tool_calls" and r.status("tool_calls") != "fail"
    assert ids[-len(LIVE) :] == LIVE
    for v in r.data["verdicts"]:
        # "action" (the one fix a button applies) only where a verdict has one.
        assert set(v) - {"action"} == {
            "id", "title", "status", "summary", "evidence", "remedy", "remedy_detail",
            "duration_s",
        }  # fmt: skip
        assert v["status"] in ("pass", "warn", "fail", "skip"), v  # never left pending
        if v["status"] == "fail":
            assert v["evidence"] and v["remedy"], v
    if not fail & OPT:
        # An engine that never became ready tested nothing: those rows are grey, not green.
        want = "skip" if "engine_ready" in fail and mode != "crash-stream" else "pass"
        for id in OPT - fail - MAY_FAIL.get(mode, set()):
            assert r.status(id) == want, r.explain()


def test_healthy_evidence_quotes_the_engine(runs):
    r = runs["healthy"]
    assert "Using indexed gemm for humming moe" in r.text("humming_moe")
    assert "/server_info moe_runner_backend='humming'" in r.text("humming_moe")
    fp8 = r.text("fp8_lm_head")
    assert "torch.float8_e4m3fn" in fp8 and "LingDeskFp8LmHeadMethod" in fp8
    assert "reported from inside the engine" in fp8
    mtp = r.text("mtp_nextn")
    assert "/server_info speculative_algorithm='EAGLE'" in mtp
    assert re.search(r"probe: spec_accept_length=2\.[5-9]\d", mtp), mtp
    assert r.status("probe") == "pass" and "128 tokens" in r.text("probe")
    assert r.by_id["engine_ready"]["duration_s"] > 0


def test_crash_load_reason_is_the_traceback(runs):
    r = runs["crash-load"]
    ready = r.by_id["engine_ready"]
    assert "Python error" in ready["summary"]
    assert "SafetensorError" in ready["summary"]
    assert any("MetadataIncompleteBuffer" in e for e in ready["evidence"])
    for id in OPT:
        assert "never became ready" in r.by_id[id]["summary"]
        assert r.by_id[id]["status"] == "skip"  # never tested: not shown as failed
    assert r.rc == 1  # the Engine row failed


def test_oom_reason_is_out_of_memory(runs):
    ready = runs["oom-load"].by_id["engine_ready"]
    assert "out of GPU memory" in ready["summary"], runs["oom-load"].explain()
    assert any("CUDA out of memory" in e for e in ready["evidence"])


@pytest.mark.parametrize("mode", ["hang", "hang-warmup"])
def test_hang_is_a_timeout_with_the_last_line(runs, mode):
    ready = runs[mode].by_id["engine_ready"]
    assert "did not become ready within 2 s" in ready["summary"], runs[mode].explain()
    assert "ready timeout" in ready["remedy"] and "--timeout" in ready["remedy_detail"]


def test_crash_stream_names_the_crash(runs):
    r = runs["crash-stream"]
    assert "then crashed" in r.by_id["engine_ready"]["summary"]
    assert "illegal memory access" in r.text("engine_ready")
    assert "broke mid-stream" in r.by_id["probe"]["summary"]
    assert "illegal memory access" in r.text("probe")
    assert "probe generation failed" in r.by_id["mtp_nextn"]["summary"]


def test_bad_sse_is_a_malformed_stream(runs):
    r = runs["bad-sse"]
    assert "malformed stream chunk" in r.by_id["probe"]["summary"]
    assert r.status("humming_moe") == r.status("fp8_lm_head") == "pass"
    mtp = r.by_id["mtp_nextn"]
    if mtp["status"] == "fail":  # nothing measured the accept length: no evidence
        assert "probe generation failed" in mtp["summary"] and "malformed" in mtp["summary"]
    else:  # the engine measured it itself: quoted, never taken from the broken probe
        assert mtp["status"] == "pass"
        assert mtp["evidence"][0].startswith(("engine log: Decode batch", "/server_info")), mtp


def test_no_humming_quotes_the_default_backend(runs):
    t = runs["no-humming"].text("humming_moe")
    assert "Humming was bypassed: the engine chose another MoE kernel" in t
    assert "/server_info moe_runner_backend='flashinfer_mxfp4'" in t
    assert "moe_runner_backend=flashinfer_mxfp4 for BailingMoeV3ForCausalLM" in t  # the log line


def test_humming_silent_names_the_method(runs):
    t = runs["humming-silent"].text("humming_moe")
    assert "built its MoE layers for another kernel although it chose Humming" in t
    assert "Mxfp4MoEMethod" in t and "/server_info moe_runner_backend='humming'" in t


def test_humming_silent_without_extension_is_no_evidence(runs):
    r = runs["humming-silent-no-ext"]
    assert r.rc == 1, r.explain()
    assert r.failed == {"humming_moe"}
    assert "no MoE layer ever ran it" in r.by_id["humming_moe"]["summary"]
    assert "/server_info moe_runner_backend='humming'" in r.text("humming_moe")
    assert r.status("fp8_lm_head") == "skip"
    assert "Turned off" in r.by_id["fp8_lm_head"]["summary"]


def test_fp8_ignored_is_silent(runs):
    s = runs["fp8-ignored"].by_id["fp8_lm_head"]["summary"]
    assert s.startswith("The engine ignored the FP8 head")
    assert "SGLANG_ENABLE_FP8_LM_HEAD ignored" in runs["fp8-ignored"].text("fp8_lm_head")


def test_fp8_claim_only_is_a_claim(runs):
    t = runs["fp8-claim-only"].text("fp8_lm_head")
    assert "quant method UnquantizedEmbeddingMethod left the head in torch.bfloat16" in t
    assert "only a claim" in t
    assert "Online FP8 quantization enabled for lm_head." in t


def test_ext_error_quotes_the_error(runs):
    t = runs["ext-error"].text("fp8_lm_head")
    assert "ImportError: cannot import name 'HummingMethod'" in t


def test_unshared_draft_names_the_known_cause(runs):
    r = runs["unshared-draft"]
    s = r.by_id["mtp_nextn"]["summary"]
    # The cause is stated only because the draft's report from inside the engine says it.
    assert "Cause, reported from inside the engine: the draft does not share" in s
    assert '"head_shared": false' in r.text("mtp_nextn")
    assert r.by_id["mtp_nextn"]["action"] == "restart_without_fp8_head"
    assert "set_lm_head_from_target" in r.by_id["mtp_nextn"]["remedy_detail"]
    assert re.search(r"spec_accept_length=1\.0\d", r.text("mtp_nextn"))
    assert r.status("fp8_lm_head") == "pass"


def test_drafts_rejected(runs):
    s = runs["drafts-rejected"].by_id["mtp_nextn"]["summary"]
    assert s.startswith(("No draft token was accepted", "Almost every draft token is rejected"))
    assert "not the cause" in s


def test_slow_warns_on_decode_speed_only(runs):
    r = runs["slow"]
    assert r.status("decode_speed") == "warn", r.explain()
    assert "far below" in r.by_id["decode_speed"]["summary"]
    assert all(r.status(id) == "pass" for id in OPT)


def test_model_missing_is_a_red_model_check_and_no_launch(runs):
    r = runs["model-missing"]
    assert r.rc == 1, r.explain()
    assert r.failed == {"model_files"}
    assert "does not exist" in r.by_id["model_files"]["summary"]
    for id in LIVE:
        assert r.status(id) == "skip"
        assert "preflight failed (model_files)" in r.by_id[id]["summary"]
    assert "Traceback" not in r.stderr


def test_ignore_preflight_launches_anyway(runs):
    r = runs["ignore-preflight"]
    assert r.rc == 1, r.explain()
    assert r.failed == {"model_files"}
    assert all(r.status(id) == "pass" for id in OPT), r.explain()


def test_no_evidence_engine_leaves_the_checks_failing(runs):
    """An engine that accepts every flag but shows nothing: a flag we passed is never evidence."""
    r = runs["no-evidence"]
    assert r.rc == 1, r.explain()
    assert r.status("engine_ready") == "pass"
    assert r.status("probe") == "pass"
    assert r.failed == OPT, r.explain()
    assert "no moe_runner_backend" in r.text("humming_moe")
    assert "no speculative_" in r.text("mtp_nextn")
    assert "SGLANG_ENABLE_FP8_LM_HEAD ignored" in r.text("fp8_lm_head")


def test_attach_to_nothing_fails_engine_ready(runs):
    r = runs["attach-nothing"]
    assert r.rc == 1, r.explain()
    assert "No engine answers" in r.by_id["engine_ready"]["summary"]
    # Nothing was tested: the optimizations are grey ("not checked"), only the engine failed.
    assert r.failed == {"engine_ready"}
    assert all(r.status(i) == "skip" for i in OPT)


def test_table_output_shows_failures_with_evidence(runs):
    r = runs["table"]
    assert r.rc == 1
    assert re.search(r"^FAIL\s+FP8 LM head\s+The loaded output head is not FP8", r.stdout, re.M)
    assert "- engine log: Online FP8 quantization enabled for lm_head." in r.stdout
    assert "FAILED: 1 of 13 checks (fp8_lm_head)" in r.stdout  # 12 and "Tool calls"


@pytest.mark.parametrize(
    "args",
    [
        ["--timeout", "0"],
        ["--timeout", "abc"],
        ["--attach", "not-a-url"],
        ["--attach", "http://127.0.0.1:1", "--launcher", "x"],
        ["--attach", "http://127.0.0.1:1", "--keep-running"],
        ["--no-such-option"],
    ],
)
def test_bad_usage_exits_2(tmp_path, args):
    r = run_check("--json", "--basedir", str(tmp_path), *args, timeout=30)
    assert r.rc == 2, r.explain()
    # With --json the output is one JSON object even for bad usage: the reason, no verdicts.
    assert r.data is not None and r.data["ok"] is False, r.explain()
    assert set(r.data) == {"ok", "error"} and r.data["error"]
    assert "Traceback" not in r.stderr


# --- runs that need an engine of their own --------------------------------------------------


@contextlib.contextmanager
def separate_double(model: Path, *knobs: str):
    port = _free_port()
    argv = [
        sys.executable,
        str(DOUBLE),
        "--double-fault",
        "healthy",
        *FAST_KNOBS,
        *knobs,
        "--model-path",
        str(model),
        "--served-model-name",
        "Ling-3.0-flash",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--moe-runner-backend",
        "humming",
        "--speculative-algorithm",
        "NEXTN",
        "--speculative-draft-model-path",
        str(model),
        "--speculative-num-steps",
        "3",
        "--speculative-eagle-topk",
        "1",
        "--speculative-num-draft-tokens",
        "4",
    ]
    proc = subprocess.Popen(
        argv,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        env={**os.environ, "SGLANG_ENABLE_FP8_LM_HEAD": "1"},
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                    break
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        _end_group(proc.pid, proc)
        proc.wait(timeout=10)


def _end_group(pgid: int, proc: subprocess.Popen | None = None) -> None:
    """SIGINT, SIGTERM, SIGKILL to a process group until it is gone (reaping our own child)."""
    for sig, wait in ((signal.SIGINT, 5.0), (signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(pgid, sig)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if proc is not None:
                proc.poll()  # a zombie leader still counts as a group member
            try:
                os.killpg(pgid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)


def test_attach_decides_by_server_fields_and_probe_and_says_logs_are_unavailable(tmp_path, model):
    with separate_double(model) as url:
        r = run_check("--json", "--basedir", str(tmp_path), "--attach", url)
    assert r.data is not None, r.explain()
    assert r.rc == 0, r.explain()
    for id in ("engine_env", "engine_caps", "gpu", "model_files", "memory"):
        assert r.status(id) == "skip"
    assert r.status("humming_moe") == r.status("mtp_nextn") == "pass", r.explain()
    assert "engine log is unavailable" in r.by_id["humming_moe"]["summary"]
    assert "engine log is unavailable" in r.by_id["mtp_nextn"]["summary"]
    # Nothing outside the engine shows the head's dtype: not green, and not failed either.
    assert r.failed == set()
    assert r.status("fp8_lm_head") == "unprovable"
    assert r.by_id["fp8_lm_head"]["summary"].startswith("Not provable remotely")


def test_keep_running_leaves_a_working_engine(tmp_path, model):
    r = run_check(
        "--json",
        "--basedir",
        str(tmp_path),
        "--model",
        str(model),
        "--keep-running",
        "--launcher",
        double_launcher("healthy"),
    )
    m = re.search(r"keeps running at (http://127\.0\.0\.1:\d+) \(pid (\d+)\)", r.stderr)
    assert m, r.explain()
    url, pid = m.group(1), int(m.group(2))
    try:
        assert r.rc == 0, r.explain()
        # The check process has exited; the engine still answers and still generates (its output
        # goes to the log through the drain, never into a pipe nobody reads).
        assert httpx.get(url + "/health", timeout=10).status_code == 200
        # Its key (new at this launch) is in its 0600 config file, found by the pidfile.
        key = own_engine_key(Paths.from_basedir(tmp_path), url)
        assert key and not (tmp_path / "config" / "engine-key").exists()
        body = {
            "model": "Ling-3.0-flash",
            "messages": [{"role": "user", "content": "hi"}],
            "max_tokens": 60,
        }
        resp = httpx.post(
            url + "/v1/chat/completions",
            json=body,
            timeout=30,
            headers={"Authorization": f"Bearer {key}"},
        )
        assert resp.status_code == 200, resp.text
        # The request's own log lines reach the engine log after the check exited (the drain).
        log_file = tmp_path / "logs" / "engine.log"
        deadline = time.monotonic() + 10
        while log_file.read_text().count("POST /v1/chat/completions") < 2:
            assert time.monotonic() < deadline, log_file.read_text()[-3000:]
            time.sleep(0.05)
    finally:
        _end_group(pid)
