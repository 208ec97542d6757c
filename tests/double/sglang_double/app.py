"""Start-up, readiness, shutdown and fault modes of ``python -m sglang.launch_server``.

Phases as in sglang 0.5.23 (entrypoints/http_server.py ``launch_server``):

1. launch: parse + resolve args, log ``server_args=``, spawn the scheduler (here one forked
   child), load weights, allocate pools, capture CUDA graphs.  No HTTP port yet: the port
   is bound only after ``Engine._launch_subprocesses`` returned, i.e. after the scheduler
   reported ready.  A child failure sends SIGQUIT; the launch-phase handler kills the tree
   including itself (SIGKILL).
2. uvicorn: "Started server process", lifespan startup (starts the warmup thread),
   "Application startup complete.", bind, "Uvicorn running on ...".  /health and /ready
   answer 503 until the warmup request succeeded; /model_info already answers.
3. warmup thread: sleep 1 s, GET /model_info, POST /generate (8 tokens), status Up,
   POST /freeze_gc, "The server is fired up and ready to roll!".
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import json
import os
import signal
import socket
import sys
import threading
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from . import cli, multinode, prefix
from .engine import Engine, EngineConfig, Metrics
from .logs import LOG, Bar, write_err
from .server import Server, start_threaded

SGLANG_VERSION = "0.5.23"
HUMMING_VERSION = "0.1.12"  # humming-kernels[cu13]==0.1.12 in the 0.5.23 wheel's METADATA
PKG = "/opt/sglang/.venv/lib/python3.11/site-packages"
GB = 1 << 30
STARTUP_FAILURE = 3  # uvicorn/config.py


def _truthy(value: str | None) -> bool:
    return str(value or "").strip().lower() in ("1", "true", "yes", "y", "on")


# ------------------------------------------------------------------ scheduler child
def _set_pdeathsig() -> None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
        libc.prctl(15, b"sglang::schedul", 0, 0, 0)  # PR_SET_NAME (15 bytes max)
    except (OSError, AttributeError):
        pass


def _child_main(rfd: int, parent: int) -> None:
    """The stand-in for SGLang's scheduler process: alive while the server runs, dies with
    the parent (PR_SET_PDEATHSIG, as utils ``kill_itself_when_parent_died`` does)."""
    _set_pdeathsig()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if os.getppid() != parent:
        os._exit(0)
    buf = b""
    while True:
        try:
            data = os.read(rfd, 65536)
        except InterruptedError:
            continue
        except OSError:
            os._exit(0)
        if not data:
            os._exit(0)  # parent gone
        buf += data
        while b"\0" in buf:
            msg, buf = buf.split(b"\0", 1)
            if msg.startswith(b"C"):
                # run_scheduler_process: log the traceback, SIGQUIT the parent.
                os.write(2, msg[1:])
                try:
                    os.kill(parent, signal.SIGQUIT)
                except ProcessLookupError:
                    os._exit(1)
            elif msg.startswith(b"X"):
                os._exit(0)


# ---------------------------------------------------------------------- tracebacks
def _tb(frames: list[tuple[str, int, str, str]], last: str) -> str:
    out = "Traceback (most recent call last):\n"
    for path, line, fn, src in frames:
        out += f'  File "{path}", line {line}, in {fn}\n'
        if src:
            out += f"    {src}\n"
    return out + last + "\n"


def _sched_frames() -> list[tuple[str, int, str, str]]:
    s = f"{PKG}/sglang/srt"
    return [
        (
            f"{s}/managers/scheduler.py",
            6363,
            "run_scheduler_process",
            "scheduler = Scheduler(server_args, port_args)",
        ),
        (f"{s}/managers/scheduler.py", 486, "__init__", "self.init_model_worker()"),
        (f"{s}/managers/scheduler.py", 1127, "init_model_worker", "self.init_tp_model_worker()"),
        (f"{s}/managers/tp_worker.py", 268, "__init__", "self.model_runner = ModelRunner("),
        (f"{s}/model_executor/model_runner.py", 612, "initialize", "self.load_model()"),
        (
            f"{s}/model_executor/model_runner.py",
            1307,
            "load_model",
            "loaded = load_model_with_memory_saver(",
        ),
    ]


KEYBOARD_TB = _tb(
    [
        ("<frozen runpy>", 198, "_run_module_as_main", ""),
        ("<frozen runpy>", 88, "_run_code", ""),
        (f"{PKG}/sglang/launch_server.py", 84, "<module>", "run_server(server_args)"),
        (f"{PKG}/sglang/launch_server.py", 66, "run_server", "launch_server(server_args)"),
        (
            f"{PKG}/sglang/srt/entrypoints/http_server.py",
            3179,
            "launch_server",
            "_setup_and_run_http_server(",
        ),
    ],
    "KeyboardInterrupt",
)


class App:
    def __init__(self, knobs: cli.Knobs, ns, res: cli.Resolved, model: cli.Model, environ):
        self.knobs = knobs
        self.prefix_cache = prefix.PrefixCache(int(res.args.get("page_size") or 1))
        self.ns = ns
        self.res = res
        self.resolved = res.args
        self.model = model
        self.env = environ
        self.pid = os.getpid()
        self.fault = knobs.fault
        self.nextn = res.nextn
        self.num_draft_tokens = int(self.resolved.get("speculative_num_draft_tokens") or 4)
        self.status = "starting"
        self.gracefully_exit = False
        self.handle_loop = False
        self.health_check_timeout = int(environ.get("SGLANG_HEALTH_CHECK_TIMEOUT", 20))
        self.startup_time = 0.0
        self.servers: list[Server] = []
        self.child_pid: int | None = None
        self.child_w: int | None = None
        self._active = 0
        self._active_lock = threading.Lock()
        self.exit_event = threading.Event()
        self.uv_should_exit = False
        self.force_exit = False
        self.captured: list[int] = []
        self.bind_failed = False
        self.warmup_thread: threading.Thread | None = None
        self.humming_logged = False
        self.crashed = False
        self.real_requests_seen = 0

        # What this launch turns on.
        ext_pkg = environ.get("SGLANG_EXTERNAL_MODEL_PACKAGE", "")
        self.ext_active = bool(ext_pkg) and self.fault != "fp8-ignored"
        fp8_env = _truthy(environ.get("SGLANG_ENABLE_FP8_LM_HEAD"))
        self.fp32_head = bool(self.resolved.get("enable_fp32_lm_head"))
        self.fp8_conflict = fp8_env and self.fp32_head and self.fault != "fp8-ignored"
        self.fp8_line = fp8_env and not self.fp32_head and self.fault != "fp8-ignored"
        self.head_fp8 = self.fp8_line and self.fault not in ("fp8-claim-only", "ext-error")
        self.moe = self.resolved["moe_runner_backend"]
        self.humming_line = self.moe == "humming" and self.fault != "humming-silent"
        accept = knobs.accept_len if self.nextn else 1.0
        if self.fault in ("unshared-draft", "drafts-rejected"):
            accept = 1.0
        self.accept_len = accept
        speed = knobs.tok_per_s
        if knobs.speed_follows_flags:
            speed, self.accept_len = self._speed_from_flags(speed, accept)
        if self.fault == "slow":
            speed *= 0.3
        elif self.fault == "unshared-draft":
            speed *= 0.63
        self.tok_per_s = speed

        self.tp = int(self.resolved.get("tp_size") or 1)
        cfg = model.config
        ctx = self.resolved.get("context_length") or cfg.get("max_position_embeddings") or 131072
        self.context_len = int(ctx)
        self.metrics = Metrics(
            self.resolved["served_model_name"], bool(self.resolved["enable_metrics"])
        )
        self.engine: Engine | None = None
        self.link: multinode.Rank0Link | None = None  # rank 0 of a multi-node launch

    # ---------------------------------------------------------------- helpers
    def active_requests_inc(self) -> None:
        with self._active_lock:
            self._active += 1

    def active_requests_dec(self) -> None:
        with self._active_lock:
            self._active -= 1

    def needs_auth(self, method: str, path: str, authz: str | None) -> bool:
        """utils/auth.py decide_request_auth for NORMAL / ADMIN_OPTIONAL endpoints."""
        api_key = self.resolved.get("api_key")
        admin_key = self.resolved.get("admin_api_key")
        if not api_key and not admin_key:
            return False
        if method == "OPTIONS" or path.startswith(("/health", "/ready", "/metrics")):
            return False

        def ok(expected: str) -> bool:
            if not authz:
                return False
            parts = authz.split(" ", 1)
            return len(parts) == 2 and parts[0].lower() == "bearer" and parts[1] == expected

        admin_optional = path in ("/freeze_gc", "/flush_cache", "/weights_checker")
        if admin_optional:
            if admin_key:
                return not ok(admin_key)
            return not ok(api_key)
        if api_key:
            return not ok(api_key)
        return False

    def is_ready(self) -> bool:
        return self.status == "up" and not self.gracefully_exit

    def touch_handle_loop(self) -> None:
        """TokenizerManager.auto_create_handle_loop: from now on SIGTERM drains."""
        if not self.handle_loop:
            self.handle_loop = True
            threading.Thread(target=self._sigterm_watchdog, daemon=True, name="sigterm").start()

    def model_info(self) -> dict:
        cfg = self.model.config
        return {
            "model_path": self.resolved["model_path"],
            "served_model_name": self.resolved["served_model_name"],
            "tokenizer_path": self.resolved["tokenizer_path"],
            "is_generation": True,
            "preferred_sampling_params": self.resolved.get("preferred_sampling_params"),
            "weight_version": "default",
            "load_format": self.resolved.get("load_format", "auto"),
            "reasoning_parser": self.resolved.get("reasoning_parser"),
            "tool_call_parser": self.resolved.get("tool_call_parser"),
            "disaggregation_mode": self.resolved.get("disaggregation_mode", "null"),
            "has_image_understanding": False,
            "has_audio_understanding": False,
            "model_type": cfg.get("model_type"),
            "architectures": cfg.get("architectures"),
        }

    def internal_state(self) -> dict:
        state = dict(self.resolved)
        state["world_size"] = self.tp
        state["startup_time"] = self.startup_time
        state["effective_max_running_requests_per_dp"] = self.max_running
        state["last_gen_throughput"] = self.engine.last_gen_throughput if self.engine else 0.0
        state["memory_usage"] = {
            "weight": round(self.mem["weight"], 3),
            "kvcache": round(self.mem["kv"], 3),
            "startup_available": round(self.mem["startup_available"], 3),
            "token_capacity": int(self.max_total_tokens),
            "token_capacity_swa": None,
            "graph": {k: round(v, 3) for k, v in self.graph_mem.items()},
        }
        avg = self.engine.avg_spec_accept_length() if self.engine else None
        if avg is not None:
            state["avg_spec_accept_length"] = avg
        return state

    def server_info(self) -> dict:
        self.touch_handle_loop()
        info = dict(self.resolved)
        info["launch_command"] = self.res.launch_command
        info.update(
            {
                "status": "ready",
                "max_total_num_tokens": self.max_total_tokens,
                "max_req_input_len": self.max_req_input_len,
                "startup_time": self.startup_time,
                "hicache_object_layout": {
                    "enabled": False,
                    "backend": None,
                    "page_size": self.resolved.get("page_size") or 1,
                    "hicache_object_layout": {"pools": []},
                    "reason": "Hierarchical cache is disabled",
                },
            }
        )
        info["kv_events"] = None
        info["startup_time"] = self.startup_time
        info["internal_states"] = [self.internal_state()]
        info["version"] = SGLANG_VERSION
        info["frontend"] = "python"
        return info

    def weights_checksum(self, selector: str) -> dict:
        def tensors(role: str) -> dict:
            names = ["model.word_embeddings.weight", "model.norm.weight", "lm_head.weight"]
            if role == "target":
                names += [
                    "model.layers.0.attention.dense.weight",
                    "model.layers.5.mlp.experts.w13_weight",
                ]
            else:
                names += ["model.layers.0.eh_proj.weight"]
            out = {}
            for n in names:
                owner = (
                    "target" if n in ("lm_head.weight", "model.word_embeddings.weight") else role
                )
                dtype = "fp8" if n == "lm_head.weight" and self.head_fp8 else "bf16"
                out[n] = hashlib.sha256(
                    f"{self.model.path}|{owner}|{n}|{dtype}".encode()
                ).hexdigest()[:16]
            return out

        roles = ["target"] + (["draft"] if self.nextn else [])
        if selector in ("target", "draft"):
            roles = [r for r in roles if r == selector]
        if not roles:
            return {"success": False, "message": f"No runner matches selector {selector!r}"}
        checksums: dict = {}
        infos = []
        for r in roles:
            checksums.update(
                {f"{r}:{k}" if len(roles) > 1 else k: v for k, v in tensors(r).items()}
            )
            infos.append(
                {
                    "role": r,
                    "tp_rank": 0,
                    "tp_size": self.tp,
                    "dp_rank": 0,
                    "dp_size": 1,
                    "pp_rank": 0,
                    "pp_size": 1,
                    "rank": 0,
                    "size": self.tp,
                }
            )
        per_gpu = hashlib.sha256(json.dumps(checksums, sort_keys=True).encode()).hexdigest()
        ranks = [{"checksums": checksums, "per_gpu_checksum": per_gpu, "parallelism_info": infos}]
        engine_sum = hashlib.sha256(per_gpu.encode()).hexdigest()
        return {"success": True, "message": "", "ranks": ranks, "per_engine_checksum": engine_sum}

    # ---------------------------------------------------------------- the child
    def spawn_child(self) -> None:
        r, w = os.pipe()
        parent = os.getpid()
        pid = os.fork()
        if pid == 0:
            os.close(w)
            try:
                _child_main(r, parent)
            finally:
                os._exit(0)
        os.close(r)
        self.child_pid = pid
        self.child_w = w

    def _to_child(self, msg: bytes) -> None:
        if self.child_w is None:
            return
        with contextlib.suppress(OSError):
            os.write(self.child_w, msg + b"\0")

    def kill_children(self) -> None:
        if self.child_pid is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.child_pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.child_pid, 0)
        self.child_pid = None

    def kill_process_tree(self, include_parent: bool) -> None:
        if self.link is not None and not include_parent:
            self.link.broadcast_shutdown()  # a clean stop: rank 0's ShutdownReq to the others
        LOG.info(
            f"kill_process_tree called: parent_pid={self.pid}, "
            f"include_parent={include_parent}, pid={self.pid}"
        )
        self.kill_children()
        if include_parent:
            os.kill(self.pid, signal.SIGKILL)
            time.sleep(5)

    def scheduler_crash(self, text: str) -> None:
        """run_scheduler_process's `except`: the child logs and SIGQUITs us."""
        ts = time.strftime("%Y-%m-%d %H:%M:%S")
        msg = f"[{ts}{LOG.sched_prefix}] Scheduler hit an exception: {text}"
        self.crashed = True
        self._to_child(b"C" + msg.encode())

    # ---------------------------------------------------------------- signals
    def _sigquit_launch(self, signum, frame) -> None:
        LOG.error("Received sigquit from a child process. It usually means the child failed.")
        self.kill_process_tree(include_parent=True)

    def _sigquit_running(self, signum, frame) -> None:
        if not self.handle_loop:
            self._sigquit_launch(signum, frame)
            return
        LOG.error("SIGQUIT received. signum=None, frame=None. It usually means one child failed.")
        self.kill_process_tree(include_parent=True)

    def _sigint_serving(self, signum, frame) -> None:
        self.captured.append(signal.SIGINT)
        if self.uv_should_exit:
            self.force_exit = True
        self.uv_should_exit = True
        self.exit_event.set()

    def _sigterm_serving(self, signum, frame) -> None:
        if self.handle_loop:
            LOG.warning(
                "SIGTERM received. signum=None frame=None. Draining requests and shutting down..."
            )
            self.gracefully_exit = True
            return
        self.captured.append(signal.SIGTERM)
        self.uv_should_exit = True
        self.exit_event.set()

    def _sigterm_watchdog(self) -> None:
        while not self.gracefully_exit:
            time.sleep(self.knobs.sigterm_poll)
        while True:
            rids = self.engine.active_rids() if self.engine else []
            LOG.info(
                f"Gracefully exiting... Remaining number of requests {len(rids)}. "
                f"Remaining requests remaining_rids={rids!r}."
            )
            if rids:
                time.sleep(self.knobs.sigterm_poll)
            else:
                break
        self._to_child(b"X")
        self.kill_process_tree(include_parent=False)
        self.uv_should_exit = True  # the server stop hook
        self.exit_event.set()

    # ---------------------------------------------------------------- startup
    def pause(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds)

    def first_forward(self) -> None:
        """First MoE forward in the scheduler: humming's logger.info_once."""
        if self.humming_line and not self.humming_logged:
            self.humming_logged = True
            LOG.sched("Using indexed gemm for humming moe")

    def on_tokens(self, req) -> bool:
        if (
            self.fault == "crash-stream"
            and req.kind == "real"
            and req.produced >= 20
            and not self.crashed
        ):
            self.scheduler_crash(
                _tb(
                    [
                        (
                            f"{PKG}/sglang/srt/managers/scheduler.py",
                            6367,
                            "run_scheduler_process",
                            "scheduler.run_event_loop()",
                        ),
                        (
                            f"{PKG}/sglang/srt/managers/scheduler.py",
                            2001,
                            "event_loop_overlap",
                            "batch_result = self.run_batch(batch)",
                        ),
                        (
                            f"{PKG}/sglang/srt/speculative/eagle_worker_v2.py",
                            781,
                            "verify",
                            "predict_cpu = predict.tolist()",
                        ),
                    ],
                    "torch.AcceleratorError: CUDA error: an illegal memory access was encountered\n"
                    "Search for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/"
                    "cuda-runtime-api/group__CUDART__TYPES.html for more information.\n"
                    "CUDA kernel errors might be asynchronously reported at some other API call, "
                    "so the stacktrace below might be incorrect.\n"
                    "For debugging consider passing CUDA_LAUNCH_BLOCKING=1\n"
                    "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.\n",
                )
            )
            return True
        return False

    def _ext_report_target(self) -> None:
        if not self.ext_active:
            return
        errors = []
        if self.fault == "ext-error":
            errors = [
                "ImportError: cannot import name 'HummingMethod' from 'humming.layer' "
                f"({PKG}/humming/layer/__init__.py)"
            ]
        fp8 = self.head_fp8
        report = {
            "schema": 1,
            "role": "target",
            "model_class": "LingDeskBailingMoeV3ForCausalLM",
            "lm_head": {
                "fp8": fp8,
                "weight_dtype": "torch.float8_e4m3fn" if fp8 else "torch.bfloat16",
                "quant_method": "LingDeskFp8LmHeadMethod" if fp8 else "UnquantizedEmbeddingMethod",
                "kernel": "humming" if fp8 else None,
                "compile_s": 2.71 if fp8 else None,
            },
            "moe": {
                "runner_backend": self.moe,
                "quant_method": (
                    "Mxfp4HummingMoEMethod"
                    if self.moe == "humming" and self.fault != "humming-silent"
                    else "Mxfp4MoEMethod"
                ),
            },
            "humming_version": HUMMING_VERSION,
            "sglang_version": SGLANG_VERSION,
            "errors": errors,
        }
        LOG.sched("LING_DESK_ENGINE_REPORT " + json.dumps(report))

    def _ext_report_draft(self) -> None:
        if not self.ext_active:
            return
        shared = self.fault != "unshared-draft"
        report = {
            "schema": 1,
            "role": "draft",
            "model_class": "LingDeskBailingMoeForCausalLMNextN",
            "head_shared": shared,
            "head_fp8": self.head_fp8 and shared,
            "errors": [],
        }
        LOG.sched("LING_DESK_ENGINE_REPORT " + json.dumps(report))

    def _load_weights(self, draft: bool, budget: float, avail: float, usage: float) -> float:
        tic = time.monotonic()
        LOG.sched(f"Load weight begin. avail mem={avail:.2f} GB")
        if not draft and self.fp8_conflict:
            self.pause(budget * 0.05)
            self.scheduler_crash(
                _tb(
                    [
                        *_sched_frames(),
                        (
                            f"{PKG}/sglang/srt/models/bailing_moe_v3.py",
                            1402,
                            "__init__",
                            "raise ValueError(",
                        ),
                    ],
                    "ValueError: SGLANG_ENABLE_FP8_LM_HEAD=1 and --enable-fp32-lm-head are "
                    "mutually exclusive.",
                )
            )
            self._await_death()
        if not draft and self.fp8_line:
            LOG.sched("Online FP8 quantization enabled for lm_head.")
        shards = self.model.shards
        bar = Bar(shards, "Loading safetensors checkpoint shards")
        for i in range(shards):
            self.pause(budget / shards)
            if not draft and self.fault == "crash-load" and i == shards // 2:
                self.scheduler_crash(
                    _tb(
                        [
                            *_sched_frames(),
                            (
                                f"{PKG}/sglang/srt/model_loader/loader.py",
                                702,
                                "load_weights_and_postprocess",
                                "model.load_weights(weights)",
                            ),
                            (
                                f"{PKG}/sglang/srt/model_loader/weight_utils.py",
                                1179,
                                "safetensors_weights_iterator",
                                'with safetensors.safe_open(st_file, framework="pt", device="cpu") as f:',
                            ),
                        ],
                        "safetensors_rust.SafetensorError: Error while deserializing header: "
                        "MetadataIncompleteBuffer",
                    )
                )
                self._await_death()
            if not draft and self.fault == "oom-load" and i == (2 * shards) // 3:
                self.scheduler_crash(
                    _tb(
                        [
                            *_sched_frames(),
                            (
                                f"{PKG}/sglang/srt/layers/quantization/mxfp4_humming_moe.py",
                                131,
                                "process_weights_after_loading",
                                "w13 = torch.empty_like(layer.w13_weight)",
                            ),
                        ],
                        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 "
                        "has a total capacity of 119.70 GiB of which 812.31 MiB is free. Including "
                        "non-PyTorch memory, this process has 117.36 GiB memory in use. Of the "
                        "allocated memory 115.92 GiB is allocated by PyTorch, and 602.18 MiB is "
                        "reserved by PyTorch but unallocated. If reserved but unallocated memory is "
                        "large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
                        "fragmentation.  See documentation for Memory Management  "
                        "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
                    )
                )
                self._await_death()
            bar.update()
        bar.close()
        elapsed = time.monotonic() - tic
        after = avail - usage
        cls = "BailingMoeForCausalLMNextN" if draft else self.model.arch
        quant = self.model.quant_log_str()
        LOG.sched(
            f"Load weight end. elapsed={elapsed:.2f} s, type={cls}, "
            f"{quant + ', ' if quant else ''}avail mem={after:.2f} GB, mem usage={usage:.2f} GB."
        )
        return after

    def _await_death(self) -> None:
        """The child SIGQUITs us and the handler SIGKILLs the tree; wait for that."""
        for _ in range(100):
            time.sleep(0.1)
        self.kill_process_tree(include_parent=True)

    def _capture(
        self,
        name: str,
        begin_extra: str,
        end_extra: str,
        budget: float,
        avail: float,
        usage: float,
        first_forward: bool = False,
    ) -> float:
        tic = time.monotonic()
        LOG.sched(f"Capture {name} CUDA graph begin. {begin_extra}avail mem={avail:.2f} GB")
        if self.fault == "hang" and name.startswith("target"):
            while True:  # stuck in capture: the port never opens
                time.sleep(3600)
        self.pause(budget / 2)
        if first_forward:
            self.first_forward()
        self.pause(budget / 2)
        after = avail - usage
        LOG.sched(
            f"Capture {name} CUDA graph end. {end_extra}elapsed={time.monotonic() - tic:.2f} s, "
            f"mem usage={usage:.2f} GB, avail mem={after:.2f} GB."
        )
        return after

    def startup(self) -> None:
        t_start = time.monotonic()
        L = max(self.knobs.load_s, 0.0)
        nextn = self.nextn
        weights = [0.45, 0.08 if nextn else 0.0, 0.04, 0.18, 0.12 if nextn else 0.0, 0.03]
        scale = L / (0.1 + sum(weights))
        self.pause(0.05 * scale)
        if self.model.fp4_experts:
            LOG.sched("Detected mixed checkpoint layout: routed experts are MXFP4.")

        total = 119.70
        avail = 119.61
        mfs = float(self.resolved.get("mem_fraction_static") or 0.835)
        self.mem = {"startup_available": avail}
        w_target = 61.37 / self.tp
        avail = self._load_weights(False, weights[0] * scale, avail, w_target)
        self._ext_report_target()
        w_draft = 0.0
        if nextn:
            w_draft = 1.92 / self.tp
            avail = self._load_weights(True, weights[1] * scale, avail, w_draft)
            self._ext_report_draft()
        self.mem["weight"] = w_target + w_draft

        # Memory pools (mem_cache/memory_pool.py, kv_cache_configurator.py).
        self.pause(weights[2] * scale)
        mamba_size = int(self.resolved.get("max_mamba_cache_size") or 128)
        conv_gb, ssm_gb = 0.0004 * mamba_size, 0.0164 * mamba_size
        inter_ssm, inter_conv = (0.0164 * 4, 0.0004 * 4) if nextn else (0.0, 0.0)
        rest = avail - total * (1 - mfs) - (conv_gb + ssm_gb + inter_ssm + inter_conv)
        if rest <= 0.05:
            minimum = 1 - avail / total
            self.scheduler_crash(
                _tb(
                    [
                        *_sched_frames()[:3],
                        (
                            f"{PKG}/sglang/srt/mem_cache/kv_cache_configurator.py",
                            3051,
                            "_profile_rest_memory",
                            "raise ValueError(",
                        ),
                    ],
                    "ValueError: Loaded weights leave no GPU memory for the KV cache under "
                    f"--mem-fraction-static={mfs}. Raise --mem-fraction-static above "
                    f"{(int(minimum * 1000) + 1) / 1000:.3f} (minimum viable = 1 - available/pre = "
                    f"{minimum:.4f}). If using speculative decoding, draft weights are now counted.",
                )
            )
            self._await_death()
        if nextn:
            LOG.sched(
                f"Mamba Cache is allocated. max_mamba_cache_size: {mamba_size}, "
                f"conv_state size: {conv_gb:.2f}GB, ssm_state size: {ssm_gb:.2f}GB "
                f"intermediate_ssm_state_cache size: {inter_ssm:.2f}GB "
                f"intermediate_conv_window_cache size: {inter_conv:.2f}GB "
            )
        else:
            LOG.sched(
                f"Mamba Cache is allocated. max_mamba_cache_size: {mamba_size}, "
                f"conv_state size: {conv_gb:.2f}GB, ssm_state size: {ssm_gb:.2f}GB "
            )
        page = int(self.resolved.get("page_size") or 1)
        bytes_per_token = 8064 + (1152 if nextn else 0)  # 7 MLA layers (+ the NEXTN layer)
        tokens = int(rest * GB / bytes_per_token) // page * page
        kv_gb = tokens * bytes_per_token / GB
        self.mem["kv"] = kv_gb
        dtype = self.resolved.get("kv_cache_dtype") or "auto"
        kv_dtype = {"fp8_e4m3": "torch.float8_e4m3fn", "fp8_e5m2": "torch.float8_e5m2"}.get(
            dtype, "torch.bfloat16"
        )
        LOG.sched(
            f"KV Cache is allocated. dtype: {kv_dtype}, #tokens: {tokens}, KV size: {kv_gb:.2f} GB"
        )
        avail -= conv_gb + ssm_gb + inter_ssm + inter_conv + kv_gb
        LOG.sched(f"Memory pool end. avail mem={avail:.2f} GB")
        self.max_total_tokens = tokens
        self.max_req_input_len = min(self.context_len - 1, tokens - 1)
        self.mamba_size = mamba_size
        mrr = self.resolved.get("max_running_requests")
        self.max_running = int(mrr) if mrr else min(mamba_size, 256)

        # CUDA graphs (model_runner_components/cuda_graph_setup.py, eagle_worker_v2.py).
        cg = self.resolved["cuda_graph_config"]
        self.decode_graph = cg["decode"]["backend"] != "disabled"
        self.prefill_graph = False
        self.graph_mem = dict.fromkeys(
            ("prefill", "decode", "target_verify", "draft_prefill", "draft_decode", "draft_extend"),
            0.0,
        )
        if cg["prefill"]["backend"] != "disabled":
            LOG.sched("Disable prefill CUDA graph because some layers do not apply Standard GQA")
        bs = cg["decode"]["bs"]
        if self.decode_graph:
            phase = "target_verify" if nextn else "decode"
            name = "target verify" if nextn else "target decode"
            per_req = self.num_draft_tokens if nextn else 1
            usage = 0.31
            avail = self._capture(
                name,
                f"backend={cg['decode']['backend']}, num_tokens_per_req={per_req}, ",
                f"bs={bs}, ",
                weights[3] * scale,
                avail,
                usage,
                first_forward=True,
            )
            self.graph_mem[phase] = usage
            if nextn:
                steps = int(self.resolved.get("speculative_num_steps") or 3)
                topk = int(self.resolved.get("speculative_eagle_topk") or 1)
                if steps > 1:
                    avail = self._capture(
                        "draft decode",
                        f"backend={cg['decode']['backend']}, num_tokens_per_req={topk}, bs={bs}, ",
                        "",
                        weights[4] * scale / 2,
                        avail,
                        0.12,
                    )
                    self.graph_mem["draft_decode"] = 0.12
                avail = self._capture(
                    "draft extend",
                    f"backend={cg['decode']['backend']}, num_tokens_per_req={self.num_draft_tokens}, "
                    f"bs={bs}, ",
                    "",
                    weights[4] * scale / 2,
                    avail,
                    0.08,
                )
                self.graph_mem["draft_extend"] = 0.08
        elif self.fault == "hang":
            while True:
                time.sleep(3600)
        self.pause(weights[5] * scale)
        LOG.sched(
            f"max_total_num_tokens={tokens}, "
            f"chunked_prefill_size={self.resolved.get('chunked_prefill_size')}, "
            f"max_prefill_tokens={self.resolved.get('max_prefill_tokens')}, "
            f"max_running_requests={self.max_running}, context_len={self.context_len}, "
            f"available_gpu_mem={avail:.2f} GB"
        )
        self.startup_time = time.monotonic() - t_start

    # ----------------------------------------------------------------- warmup
    def _url(self) -> str:
        host = self.resolved["host"]
        if not host or host == "0.0.0.0":
            host = "127.0.0.1"
        elif host == "::":
            host = "::1"
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.resolved['port']}"

    def _headers(self, key: str | None) -> dict:
        return {"Authorization": f"Bearer {key}"} if key else {}

    @staticmethod
    def _requests_tb(url: str, path: str, exc: Exception) -> str:
        """What get_exception_traceback() shows for the `requests` call that failed."""
        hp = urllib.parse.urlsplit(url)
        pool = f"HTTPConnectionPool(host='{hp.hostname}', port={hp.port})"
        frames = [
            (
                f"{PKG}/sglang/srt/entrypoints/http_server.py",
                2373,
                "_execute_server_warmup",
                "res = requests.get(" if path == "/model_info" else "res = requests.post(",
            )
        ]
        if isinstance(exc, urllib.error.HTTPError):
            last = f"AssertionError: res=<Response [{exc.code}]>, res.text={exc.read().decode()!r}"
            frames = [
                (
                    frames[0][0],
                    2376,
                    frames[0][2],
                    'assert res.status_code == 200, f"{res=}, {res.text=}"',
                )
            ]
        elif isinstance(getattr(exc, "reason", None), TimeoutError) or isinstance(
            exc, TimeoutError
        ):
            last = f"requests.exceptions.ReadTimeout: {pool}: Read timed out. (read timeout=5)"
        else:
            reason = getattr(exc, "reason", exc)
            errno_ = getattr(reason, "errno", None) or 111
            msg = getattr(reason, "strerror", None) or "Connection refused"
            last = (
                f"requests.exceptions.ConnectionError: {pool}: Max retries exceeded with url: {path} "
                "(Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at "
                f"0x7f3a5c1e2d50>: Failed to establish a new connection: [Errno {errno_}] {msg}'))"
            )
        return _tb(frames, last)

    def _wait_and_warmup(self) -> None:
        key = self.resolved.get("api_key")
        url = self._url()
        if not self.resolved.get("skip_server_warmup"):
            success = False
            last_tb = ""
            tries = 120
            for i in range(tries):
                time.sleep(self.knobs.warmup_delay)
                try:
                    req = urllib.request.Request(url + "/model_info", headers=self._headers(key))
                    with urllib.request.urlopen(req, timeout=5) as res:
                        if res.status == 200:
                            success = True
                            break
                except Exception as e:  # requests.exceptions.RequestException in the real one
                    last_tb = self._requests_tb(url, "/model_info", e)
                if self.bind_failed and i + 1 >= self.knobs.warmup_tries:
                    break
            if not success:
                LOG.error(f"Initialization failed. warmup error: {last_tb}")
                self.kill_process_tree(include_parent=True)
                return
            body = json.dumps(
                {
                    "sampling_params": {"temperature": 0, "max_new_tokens": 8},
                    "text": "The capital city of France is",
                }
            ).encode()
            headers = {
                "Content-Type": "application/json",
                "x-sglang-double-warmup": "1",
                **self._headers(key),
            }
            try:
                req = urllib.request.Request(url + "/generate", data=body, headers=headers)
                with urllib.request.urlopen(req, timeout=600) as res:
                    res.read()
                    assert res.status == 200, f"{res.status}"
                self.status = "up"
            except Exception as e:
                LOG.error(
                    f"Initialization failed. warmup error: {self._requests_tb(url, '/generate', e)}"
                )
                self.kill_process_tree(include_parent=True)
                return
        else:
            self.status = "up"
        freeze_key = self.resolved.get("admin_api_key") or key
        try:
            req = urllib.request.Request(
                url + "/freeze_gc", data=b"", headers=self._headers(freeze_key)
            )
            with urllib.request.urlopen(req, timeout=10) as res:
                res.read()
        except Exception:
            LOG.warning("post-warmup freeze_gc failed")
            write_err(traceback.format_exc())
        LOG.info("The server is fired up and ready to roll!")
        if self.knobs.ready_file and not self.bind_failed:
            data = {
                "pid": self.pid,
                "child_pid": self.child_pid,
                "host": self.resolved["host"],
                "port": self.resolved["port"],
                "url": url,
            }
            tmp = self.knobs.ready_file + ".tmp"
            Path(tmp).write_text(json.dumps(data) + "\n")
            os.replace(tmp, self.knobs.ready_file)

    # ------------------------------------------------------------------ serve
    def _bind(self) -> None:
        host = self.resolved["host"] or "0.0.0.0"
        port = int(self.resolved["port"])
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        seen = set()
        for family, _t, _p, _c, sa in infos:
            if (family, sa[0]) in seen:
                continue
            seen.add((family, sa[0]))
            server = Server(sa[:2] if family == socket.AF_INET else sa, family, self)
            try:
                server.server_bind()
                server.server_activate()
            except OSError as e:
                server.server_close()
                for s in self.servers:
                    s.server_close()
                self.servers = []
                e.sa = sa
                raise
            self.servers.append(server)

    def _speed_from_flags(self, base: float, accept: float) -> tuple[float, float]:
        """Decode speed shaped like the published Spark ladder: Humming +9%, FP8 head +11%, and
        NEXTN's tokens per verify step (deeper drafts accept more, each step costs more)."""
        speed = base * (1.093 if self.moe == "humming" else 1.0) * (1.113 if self.head_fp8 else 1.0)
        if self.nextn and accept > 1.0:
            steps = int(self.resolved.get("speculative_num_steps") or 3)
            accept = 1.0 + sum(0.72**i for i in range(1, steps + 1))
            speed *= accept / (1.0 + 0.15 * steps)
        return speed, accept

    def serve(self) -> None:
        cfg = EngineConfig(
            tok_per_s=self.tok_per_s,
            ttft=self.knobs.ttft,
            prefill_tok_per_s=self.knobs.prefill_tok_per_s,
            nextn=self.nextn,
            accept_len=self.accept_len,
            num_draft_tokens=self.num_draft_tokens,
            decode_log_interval=int(self.resolved.get("decode_log_interval") or 40),
            max_running=self.max_running,
            max_total_tokens=self.max_total_tokens,
            mamba_size=self.mamba_size,
            prefill_graph=self.prefill_graph,
            decode_graph=self.decode_graph,
            stall=self.fault == "hang-warmup",
        )
        self.engine = Engine(cfg, self.metrics, self)
        self.engine.start()
        LOG.uvicorn(f"Started server process [{self.pid}]")
        LOG.uvicorn("Waiting for application startup.")
        self.warmup_thread = threading.Thread(
            target=self._wait_and_warmup, daemon=True, name="warmup"
        )
        self.warmup_thread.start()
        LOG.uvicorn("Application startup complete.")
        try:
            self._bind()
        except OSError as e:
            self.bind_failed = True
            LOG.uvicorn(
                f"[Errno {e.errno}] error while attempting to bind on address {e.sa!r}: "
                f"{(e.strerror or str(e)).lower()}",
                "ERROR",
            )
            LOG.uvicorn("Waiting for application shutdown.")
            self.warmup_thread.join()
            LOG.uvicorn("Application shutdown complete.")
            self.kill_process_tree(include_parent=False)
            sys.exit(STARTUP_FAILURE)
        host = self.resolved["host"] or "0.0.0.0"
        fmt = "http://[{}]:{}" if ":" in host else "http://{}:{}"
        LOG.uvicorn(
            "Uvicorn running on "
            + fmt.format(host, self.resolved["port"])
            + " (Press CTRL+C to quit)"
        )
        for s in self.servers:
            start_threaded(s)
        signal.signal(signal.SIGINT, self._sigint_serving)
        signal.signal(signal.SIGTERM, self._sigterm_serving)
        signal.signal(signal.SIGQUIT, self._sigquit_running)
        while not self.uv_should_exit:
            self.exit_event.wait(0.2)
        self._uvicorn_shutdown()

    def _uvicorn_shutdown(self) -> None:
        LOG.uvicorn("Shutting down")
        for s in self.servers:
            s.shutdown()
            s.server_close()
        if self._active > 0 and not self.force_exit:
            LOG.uvicorn("Waiting for connections to close. (CTRL+C to force quit)")
            while self._active > 0 and not self.force_exit:
                time.sleep(0.1)
        if not self.force_exit:
            LOG.uvicorn("Waiting for application shutdown.")
            LOG.uvicorn("Application shutdown complete.")
        LOG.uvicorn(f"Finished server process [{self.pid}]")
        for sig in reversed(self.captured):
            if sig == signal.SIGINT:
                raise KeyboardInterrupt
            signal.signal(sig, signal.SIG_DFL)
            os.kill(self.pid, sig)
            time.sleep(5)
        # The stop hook (SIGTERM drain) ends here: launch_server.py's `finally`.
        self.kill_process_tree(include_parent=False)
        sys.exit(0)


def die_by_sigint(app: App | None) -> None:
    if app is not None:
        app.kill_process_tree(include_parent=False)
    write_err(KEYBOARD_TB)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(5)
    os._exit(130)


def main(argv: list[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        knobs, sgl_argv = cli.split_knobs(argv, os.environ)
    except cli.KnobError as e:
        write_err(f"sglang-double: error: {e}\n")
        sys.exit(2)
    table = cli.load_cli_table()
    parser = cli.build_parser(table)
    merged = sgl_argv
    if "--config" in sgl_argv:
        try:
            merged = cli.ConfigArgumentMerger(parser).merge(sgl_argv)
        except ValueError as e:
            write_err(
                _tb(
                    [
                        ("<frozen runpy>", 198, "_run_module_as_main", ""),
                        ("<frozen runpy>", 88, "_run_code", ""),
                        (
                            f"{PKG}/sglang/launch_server.py",
                            82,
                            "<module>",
                            "server_args = prepare_server_args(sys.argv[1:])",
                        ),
                        (
                            f"{PKG}/sglang/srt/server_args.py",
                            689,
                            "prepare_server_args",
                            "argv = config_merger.merge_config_with_args(argv)",
                        ),
                    ],
                    f"ValueError: {e}",
                )
            )
            sys.exit(1)
    write_err(
        f"{PKG}/sglang/launch_server.py:72: UserWarning: 'python -m sglang.launch_server' is "
        "still supported, but 'sglang serve' is the recommended entrypoint.\n"
        "  Example: sglang serve --model-path <model> [options]\n  warnings.warn(\n"
    )
    ns = parser.parse_args(merged)
    for w in cli.DEPRECATION_WARNINGS:
        write_err(w + "\n")
    LOG.configure(ns.log_level, ns.log_level_http, ns.tp_size or 1, ns.ep_size or 1)
    multi = multinode.nnodes(ns) > 1
    if multi:
        multinode.configure_log(ns)
    model = cli.load_model(ns.model_path)
    explicit = cli.explicit_dests(parser, merged)
    res = cli.resolve(ns, explicit, merged, model, knobs.fault)
    if "mem_fraction_static" not in explicit:
        res.args["mem_fraction_static"] = 0.835
    for line in res.logs:
        LOG.info(line)
    app = App(knobs, ns, res, model, os.environ)
    LOG.info(f"server_args={res.args!r}")
    app.spawn_child()
    signal.signal(signal.SIGQUIT, app._sigquit_launch)
    try:
        if multi and multinode.node_rank(ns) >= 1:
            multinode.run_rank1(app, ns)
            return
        if multi:
            app.link = multinode.Rank0Link(ns)
        app.startup()
        if app.link is not None:
            _wait_other_ranks(app)
        app.serve()
    except KeyboardInterrupt:
        die_by_sigint(app)


def _wait_other_ranks(app: App) -> None:
    """Rank 0 is ready only once every rank has loaded; a rank lost before that fails it."""
    link = app.link
    assert link is not None
    if not link.wait_loaded():
        # As with NCCL: a rank gone while the others wait in a collective is not an error
        # here, the wait just never ends. Only the supervisor can end this rank.
        LOG.sched("NCCL watchdog: lost the connection to rank 1 while loading; waiting.", 40)
        while True:
            time.sleep(3600)

    def lost() -> None:
        # Like NCCL: nothing fails at once, the next collective just hangs.
        LOG.sched("NCCL watchdog: lost the connection to rank 1; collectives will hang.", 40)
        if app.engine is not None:
            app.engine.cfg.stall = True

    link.on_lost = lost
    if link.lost.is_set():
        lost()
