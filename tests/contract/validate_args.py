"""Check an engine command line against SGLang's real parser and checks, on a CPU machine.

Run with the contract venv's Python (tests/contract/make_venv.py builds it). Reads one JSON
object on stdin and prints one JSON object on stdout (anything else goes to stderr)::

    {"argv": ["--model-path", "/m", ...],      # everything after `-m sglang.launch_server`
     "env": {"SGLANG_ENABLE_FP8_LM_HEAD": "1"},  # the engine's extra environment (optional)
     "stand_in_config": "/path/config.json",    # optional: used as config.json of a fake model
                                                 # dir that replaces --model-path and
                                                 # --speculative-draft-model-path (no weights
                                                 # or tokenizer needed: the checks read only it)
     "platform": {"is_cuda": true, ...}}          # optional: override_platform facts

A bare JSON list is taken as ``argv``. Output::

    {"ok": true, "moe_runner_backend": "humming", "speculative_algorithm": "EAGLE",
     "speculative_num_steps": 3, "speculative_eagle_topk": 1, "speculative_num_draft_tokens": 4,
     "enable_fp32_lm_head": false, "host": "127.0.0.1", "port": 30000, "api_key_set": true,
     "enable_metrics": true, "reasoning_parser": "ling3", "device_defaulted": true,
     "elapsed_s": 7.1}

or ``{"ok": false, "error": "...", "stage": "parse" | "resolve" | "check" | ...}``. The exit
status is 0 either way (1 only when stdin is not JSON).

What it does (SGLang 0.5.23 API, read from its source): ``prepare_server_args(argv)`` (argparse,
with ``--config file.yaml`` merged in by ``ConfigArgumentMerger``, CLI over file over defaults),
``override_platform(**facts).install()`` (default: an sm_90 CUDA machine with FlashInfer),
``resolve_once()``, ``check_server_args()``; the values printed are ``resolved_dict()``, what the
engine's ``/server_info`` would show (NEXTN resolves to EAGLE). ``--device`` defaults to ``cuda``
when the command line leaves it unset, as it would on a GPU machine.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
from typing import Any

FIELDS = (
    "moe_runner_backend",
    "speculative_algorithm",
    "speculative_num_steps",
    "speculative_eagle_topk",
    "speculative_num_draft_tokens",
    "enable_fp32_lm_head",
    "host",
    "port",
    "enable_metrics",
    "enable_cache_report",
    "reasoning_parser",
)
MODEL_FLAGS = ("--model-path", "--model", "--speculative-draft-model-path")
DEFAULT_PLATFORM = {
    "is_cuda": True,
    "is_hip": False,
    "is_npu": False,
    "is_xpu": False,
    "is_musa": False,
    "is_mps": False,
    "is_sm90": True,
    "is_sm100": False,
    "is_sm120": False,
    "is_blackwell": False,
    "device_capability": (9, 0),
    "device_sm": 90,
    "has_flashinfer": True,
}


def _plain(value: Any) -> Any:
    value = getattr(value, "value", value)  # enums
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return str(value)


def _swap_model_dirs(argv: list[str], stand_in: str, workdir: str) -> list[str]:
    fake = os.path.join(workdir, "model")
    os.makedirs(fake, exist_ok=True)
    shutil.copyfile(stand_in, os.path.join(fake, "config.json"))
    out = list(argv)
    for i, arg in enumerate(out):
        for flag in MODEL_FLAGS:
            if arg == flag and i + 1 < len(out):
                out[i + 1] = fake
            elif arg.startswith(flag + "="):
                out[i] = f"{flag}={fake}"
    return out


def validate(request: dict[str, Any]) -> dict[str, Any]:
    t0 = time.perf_counter()
    argv = [str(a) for a in request.get("argv") or []]
    for key, value in (request.get("env") or {}).items():
        os.environ[str(key)] = str(value)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    stage = "import"
    workdir = tempfile.mkdtemp(prefix="ld-validate-")
    try:
        if request.get("stand_in_config"):
            argv = _swap_model_dirs(argv, request["stand_in_config"], workdir)
        from sglang.srt.runtime_context import override_platform
        from sglang.srt.server_args import prepare_server_args

        stage = "parse"
        try:
            server_args = prepare_server_args(argv)
        except SystemExit as exc:  # argparse rejects: the message went to stderr
            return {"ok": False, "stage": stage, "error": f"argparse rejected the command ({exc})"}
        defaulted = getattr(server_args, "device", None) is None
        if defaulted:
            server_args.device = "cuda"
        facts = dict(DEFAULT_PLATFORM)
        facts.update(request.get("platform") or {})
        if "device_capability" in facts:
            facts["device_capability"] = tuple(facts["device_capability"])
        override_platform(**facts).install()
        stage = "resolve"
        server_args.resolve_once()
        stage = "check"
        server_args.check_server_args()
        stage = "read"
        resolved = server_args.resolved_dict()
        out: dict[str, Any] = {"ok": True}
        for name in FIELDS:
            out[name] = _plain(resolved.get(name))
        out["api_key_set"] = bool(resolved.get("api_key"))
        out["device_defaulted"] = defaulted
        out["elapsed_s"] = round(time.perf_counter() - t0, 2)
        return out
    except Exception as exc:
        traceback.print_exc(file=sys.stderr)
        return {"ok": False, "stage": stage, "error": f"{type(exc).__name__}: {exc}"}
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def main() -> int:
    try:
        request = json.loads(sys.stdin.read() or "{}")
    except json.JSONDecodeError as exc:
        print(json.dumps({"ok": False, "stage": "input", "error": f"stdin is not JSON: {exc}"}))
        return 1
    if isinstance(request, list):
        request = {"argv": request}
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)  # libraries print while importing; stdout carries only our JSON
    try:
        with contextlib.redirect_stdout(sys.stderr):
            try:
                result = validate(request)
            except BaseException as exc:
                result = {"ok": False, "stage": "crash", "error": f"{type(exc).__name__}: {exc}"}
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)
    sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
