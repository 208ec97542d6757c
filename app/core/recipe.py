"""The Ling recipe: settings + hardware profile -> what to launch (argv, env, files).

One object per optimization contributes its argv, its env and the ids of the checks it owes;
the checks themselves live in app.core.verify. The key never enters argv: it goes to SGLang
through a --config YAML file that only this user can read.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from app.core.container import CONTAINER_HOST, container_launcher
from app.core.profiles import Profile
from app.core.settings import Settings, resolved_model_path
from app.core.words import translate

HOST = "127.0.0.1"  # never anything else: nothing leaves the machine
SERVED_MODEL_NAME = "Ling-3.0-flash"
EXT_PACKAGE = "ling_desk_engine_ext"
FP8_HEAD_ENV = "SGLANG_ENABLE_FP8_LM_HEAD"
REDACTED = "<redacted>"

# The public DGX Spark baseline (shared/SGLANG.md), minus what the optimizations own.
BASELINE_FLAGS: tuple[tuple[str, str | None], ...] = (
    ("--dtype", "bfloat16"),
    ("--tp-size", "1"),
    ("--ep-size", "1"),
    ("--max-running-requests", "1"),
    ("--max-mamba-cache-size", "64"),
    ("--chunked-prefill-size", "8192"),
    ("--page-size", "64"),
    ("--context-length", "262144"),
    ("--cuda-graph-backend-decode", "full"),
    ("--cuda-graph-max-bs-decode", "1"),
    ("--cuda-graph-bs-decode", "1"),
    ("--cuda-graph-backend-prefill", "disabled"),
    ("--reasoning-parser", "ling3"),
    ("--tool-call-parser", "ling3"),
    ("--attention-backend", "flashinfer"),
    ("--disable-flashinfer-autotune", None),
    ("--mem-fraction-static", "0.68"),
    ("--fp8-gemm-backend", "cutlass"),
    ("--flashinfer-mxfp4-moe-precision", "default"),
    ("--disable-shared-experts-fusion", None),
    ("--enable-metrics", None),
    # usage.prompt_tokens_details.cached_tokens in every answer: how much of a prompt (a
    # document, a long chat) SGLang's prefix cache reused; null without this flag.
    ("--enable-cache-report", None),
)
BASELINE_ENV = {
    "SGLANG_ENABLE_JIT_DEEPGEMM": "0",
    "SGLANG_JIT_DEEPGEMM_PRECOMPILE": "0",
    # No network but loopback: the engine must never try to download.
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HUMMING_COMPILER": "nvrtc",
}
NEXTN_STEPS, NEXTN_TOPK, NEXTN_DRAFT_TOKENS = 3, 1, 4
# The recipe's published batch-1 figures on one DGX Spark (shared/SGLANG.md), which the checks
# quote to say what a failing optimization costs: GSM8K decode 37.8 tok/s baseline -> 53.9 with
# all three at accept length 2.68; Humming +9.3% and Humming with the FP8 head +21.7% (the
# synthetic run); a draft that reads an FP8 head as BF16 rejects every draft: 24.0 tok/s.
PUBLISHED_TPS_BASELINE = 37.8
PUBLISHED_TPS_ALL = 53.9
PUBLISHED_TPS_DRAFTS_REJECTED = 24.0
PUBLISHED_ACCEPT_LEN = 2.68
PUBLISHED_GAIN = {
    "humming": 1.093,
    "fp8": 1.217 / 1.093,
    "mtp": PUBLISHED_TPS_ALL / (PUBLISHED_TPS_BASELINE * 1.217),
}
# "Parallel requests": how many requests (the chat and apps through the API gateway) the engine
# decodes at once. 1 is the published batch-1 recipe; up to 4 widens the batch and its CUDA
# graphs, so an app's request and a chat message share the engine instead of queueing.
PARALLEL_MAX = 4


class RecipeError(ValueError):
    """Contradictory or incomplete settings; the message tells the user what to change."""


@dataclass(frozen=True)
class EngineCapabilities:
    """What preflight learned by inspecting the engine environment (None = unknown)."""

    fp8_lm_head_native: bool | None = None
    draft_shares_head_native: bool | None = None
    external_package_supported: bool | None = None

    @classmethod
    def from_probe(cls, data: dict[str, Any] | None) -> EngineCapabilities:
        data = data or {}
        return cls(
            data.get("fp8_lm_head_native"),
            data.get("draft_shares_head_native"),
            data.get("external_package_supported"),
        )


@dataclass(frozen=True)
class RecipeContext:
    settings: Settings
    profile: Profile
    model_path: Path
    caps: EngineCapabilities


class Optimization(Protocol):
    id: str  # the id of the check that must prove it
    title: str

    def enabled(self, ctx: RecipeContext) -> bool: ...
    def argv(self, ctx: RecipeContext) -> list[str]: ...
    def env(self, ctx: RecipeContext) -> dict[str, str]: ...


def needs_engine_ext(ctx: RecipeContext) -> bool:
    """Our engine extension is used only where the engine lacks native support (or we can't tell)."""
    opt = ctx.settings.optimizations
    if not opt.fp8_lm_head:
        return False
    native_head = ctx.caps.fp8_lm_head_native is True
    shared_ok = not opt.mtp_nextn or ctx.caps.draft_shares_head_native is True
    return not (native_head and shared_ok)


class HummingMoe:
    id = "humming_moe"
    title = "Humming MoE kernels"

    def enabled(self, ctx: RecipeContext) -> bool:
        return ctx.settings.optimizations.humming_moe

    def argv(self, ctx: RecipeContext) -> list[str]:
        return ["--moe-runner-backend", "humming"]

    def env(self, ctx: RecipeContext) -> dict[str, str]:
        return {}


class Fp8LmHead:
    id = "fp8_lm_head"
    title = "FP8 LM head"

    def enabled(self, ctx: RecipeContext) -> bool:
        return ctx.settings.optimizations.fp8_lm_head

    def argv(self, ctx: RecipeContext) -> list[str]:
        return []

    def env(self, ctx: RecipeContext) -> dict[str, str]:
        # The switch the public patch reads; our extension honours the same one.
        env = {FP8_HEAD_ENV: "1"}
        if needs_engine_ext(ctx):
            env["SGLANG_EXTERNAL_MODEL_PACKAGE"] = EXT_PACKAGE
        return env


class NextnMtp:
    id = "mtp_nextn"
    title = "NEXTN multi-token prediction"

    def enabled(self, ctx: RecipeContext) -> bool:
        return ctx.settings.optimizations.mtp_nextn

    def argv(self, ctx: RecipeContext) -> list[str]:
        return [
            "--speculative-algorithm", "NEXTN",
            # BailingMoeV3 needs the draft path passed explicitly.
            "--speculative-draft-model-path", str(ctx.model_path),
            "--speculative-num-steps", str(ctx.settings.optimizations.mtp_steps),
            "--speculative-eagle-topk", str(NEXTN_TOPK),
            "--speculative-num-draft-tokens", str(ctx.settings.optimizations.mtp_draft_tokens),
        ]  # fmt: skip

    def env(self, ctx: RecipeContext) -> dict[str, str]:
        return {}


OPTIMIZATIONS: tuple[Optimization, ...] = (HummingMoe(), Fp8LmHead(), NextnMtp())


@dataclass
class LaunchPlan:
    argv: list[str]
    env: dict[str, str]  # variables added to the app's environment
    files: dict[Path, str]  # written 0600 before launch, removed after stop
    port: int
    host: str = HOST
    api_key: str = field(default="", repr=False)
    owed_checks: list[str] = field(default_factory=list)
    uses_engine_ext: bool = False
    config_file: Path | None = None
    # Multi-node (a profile with nodes > 1): this plan's --node-rank; rank 0 carries the others.
    rank: int = 0
    peers: list[LaunchPlan] = field(default_factory=list)
    # Rank >= 1 runs on another machine behind a command prefix: its port is not ours to check,
    # its readiness is rank 0's (its health server answers there, not on our loopback).
    local: bool = True
    poll_health: bool = True
    # The prefix that copies the engine extension to the machine (tar on stdin), and where to.
    stage_prefix: list[str] = field(default_factory=list)
    stage_dir: Path | None = None

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def ranks(self) -> list[LaunchPlan]:
        return [self, *self.peers]

    def redacted(self) -> dict[str, Any]:
        """What `engine-command --json` prints: everything but the key (every rank's command)."""
        files = {
            str(p): c.replace(self.api_key, REDACTED) if self.api_key else c
            for p, c in self.files.items()
        }
        argv = [REDACTED if self.api_key and a == self.api_key else a for a in self.argv]
        out: dict[str, Any] = {"argv": argv, "env": dict(self.env), "files": files}
        if self.peers or self.rank:
            out["rank"] = self.rank
        if self.stage_prefix:
            out["stage"] = {"argv": staging_argv(self.stage_prefix, self.stage_dir)}
        if self.peers:
            own = {k: v for k, v in out.items() if k != "ranks"}
            out["ranks"] = [own, *(p.redacted() for p in self.peers)]
        return out


def default_launcher(settings: Settings) -> list[str]:
    python = settings.engine.engine_python or sys.executable
    return [python, "-m", "sglang.launch_server"]


def rank1_prefix(settings: Settings) -> list[str]:
    """The argv prefix that runs a shell command line on the second machine (like ssh does).

    Default `ssh -tt HOST`: a tty, so the remote engine gets SIGHUP when the session ends.
    """
    e = settings.engine
    return list(e.rank1_prefix) if e.rank1_prefix else ["ssh", "-tt", e.rank1_host]


def staging_prefix(prefix: list[str]) -> list[str]:
    """The same prefix for a byte stream on stdin: a tty would mangle a tar stream."""
    if prefix and os.path.basename(prefix[0]) == "ssh":
        return [prefix[0], "-T", *[a for a in prefix[1:] if a not in ("-t", "-tt")]]
    return list(prefix)


def staging_argv(prefix: list[str], folder: Path | None) -> list[str]:
    """`PREFIX 'mkdir -p DIR && tar -x -C DIR'`: unpacks a tar stream from stdin into DIR."""
    d = shlex.quote(str(folder))
    return [*prefix, f"mkdir -p {d} && tar -x -C {d}"]


def validate_nodes(settings: Settings, profile: Profile) -> list[str]:
    if profile.nodes <= 1:
        return []
    e = settings.engine
    problems = []
    gpu = profile.words
    if not e.dist_init_addr:
        problems.append(
            translate(
                "recipe",
                "{profile} needs rank 0's address on the link between the machines "
                "(Settings > Engine > --dist-init-addr, HOST:PORT).",
            ).format(profile=gpu)
        )
    if not e.rank1_prefix and not e.rank1_host:
        problems.append(
            translate(
                "recipe",
                "{profile} needs the second machine: its name for ssh, or a command prefix "
                "(Settings > Engine > Two DGX Sparks).",
            ).format(profile=gpu)
        )
    if e.container_runtime and not e.launcher:
        problems.append(
            translate(
                "recipe", "{profile} runs from an engine environment, not a container."
            ).format(profile=gpu)
        )
    return problems


def validate(settings: Settings, model_path: Path | None, profile: Profile | None = None) -> None:
    opt = settings.optimizations
    problems = validate_nodes(settings, profile) if profile is not None else []
    if opt.fp8_lm_head and opt.fp32_lm_head:
        problems.append(
            translate(
                "recipe",
                "The FP8 LM head and the FP32 LM head exclude each other: turn one of them off "
                "(Settings > Optimizations).",
            )
        )
    if model_path is None:
        # Two whole sentences (a translation cannot be built from a fragment).
        if opt.mtp_nextn:
            missing = translate(
                "recipe",
                "NEXTN multi-token prediction needs a model path, and none is set and no local "
                "copy of {repo} was found: pass --model PATH or set it in Settings.",
            )
        else:
            missing = translate(
                "recipe",
                "The engine needs a model path, and none is set and no local copy of {repo} was "
                "found: pass --model PATH or set it in Settings.",
            )
        problems.append(missing.format(repo="inclusionAI/Ling-3.0-flash-fp4"))
    if problems:
        raise RecipeError(" ".join(problems))


def parallel_requests(settings: Settings) -> int:
    """The "parallel requests" setting (engine.parallel_requests), checked again here: a plan
    can be built from settings that never went through the file's rules."""
    n = settings.engine.parallel_requests
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= PARALLEL_MAX:
        raise RecipeError(
            translate(
                "recipe",
                "Parallel requests must be a whole number from 1 to {max}, not {value} "
                "(Settings > Engine).",
            ).format(max=PARALLEL_MAX, value=repr(n))
        )
    return n


def parallel_flags(n: int) -> dict[str, str | tuple[str, ...]]:
    """Batch `n`: the running-request cap and decode CUDA graphs for every batch size 1..n
    (SGLang pads a batch up to the next captured size, so each size gets its own graph)."""
    return {
        "--max-running-requests": str(n),
        "--cuda-graph-max-bs-decode": str(n),
        "--cuda-graph-bs-decode": tuple(str(b) for b in range(1, n + 1)),
    }


def build_plan(
    settings: Settings,
    profile: Profile,
    *,
    port: int,
    api_key: str,
    runtime_dir: Path,
    cache_dir: Path,
    caps: EngineCapabilities | None = None,
    launcher: Sequence[str] | None = None,
    ext_dir: Path | None = None,
) -> LaunchPlan:
    """Build the launch plan. `ext_dir` is where the engine extension is staged (on PYTHONPATH)."""
    model_path = resolved_model_path(settings)
    validate(settings, model_path, profile)
    assert model_path is not None
    ctx = RecipeContext(settings, profile, model_path, caps or EngineCapabilities())

    flags: dict[str, str | tuple[str, ...] | None] = dict(BASELINE_FLAGS)
    flags["--context-length"] = str(settings.engine.context_length)
    flags.update(profile.recipe_overrides)
    flags.update(parallel_flags(parallel_requests(settings)))
    if settings.engine.mem_fraction_static > 0:  # 0 = the profile's choice
        flags["--mem-fraction-static"] = f"{settings.engine.mem_fraction_static:g}"
    if settings.optimizations.fp32_lm_head:
        flags["--enable-fp32-lm-head"] = None
    if not settings.optimizations.humming_moe:
        flags["--moe-runner-backend"] = "flashinfer_mxfp4"
    if profile.nodes > 1:
        # SGLang's own multi-node serving: every rank gets these, with its own --node-rank.
        flags["--nnodes"] = str(profile.nodes)
        flags["--node-rank"] = "0"
        flags["--dist-init-addr"] = settings.engine.dist_init_addr

    container = settings.engine.container_runtime and not (launcher or settings.engine.launcher)
    if container and not settings.engine.container_image:
        raise RecipeError(
            translate(
                "recipe",
                "The {runtime} route needs an SGLang image: set Settings > Engine > Image "
                "(e.g. one you pulled with `docker pull`).",
            ).format(runtime=container)
        )
    argv = (
        []
        if container
        else list(launcher or settings.engine.launcher or default_launcher(settings))
    )
    argv += ["--model-path", str(model_path), "--served-model-name", SERVED_MODEL_NAME]
    argv += ["--host", CONTAINER_HOST if container else HOST, "--port", str(port)]
    for flag, value in flags.items():
        argv.append(flag)
        if isinstance(value, tuple):  # nargs="+" flags: one argument per value
            argv.extend(value)
        elif value is not None:
            argv.append(value)

    env = dict(BASELINE_ENV)
    env["HUMMING_CACHE_DIR"] = str(cache_dir / "humming")
    owed = ["engine_ready"]
    for opt in OPTIMIZATIONS:
        if opt.enabled(ctx):
            argv += opt.argv(ctx)
            env.update(opt.env(ctx))
            owed.append(opt.id)
    uses_ext = "SGLANG_EXTERNAL_MODEL_PACKAGE" in env
    if uses_ext and ext_dir is not None:
        # Spawned scheduler processes inherit PYTHONPATH, so they can import the extension too.
        # Only that folder: the app's own path would shadow the engine environment's packages.
        env["PYTHONPATH"] = str(ext_dir)
    if profile.nodes > 1 and settings.engine.net_ifname:
        # NCCL and Gloo pick the link between the machines, not the first interface up.
        env["NCCL_SOCKET_IFNAME"] = env["GLOO_SOCKET_IFNAME"] = settings.engine.net_ifname
    # Before --config: the other ranks run no HTTP server, so the key never leaves this machine.
    shared_argv = list(argv)

    config_file = runtime_dir / "engine-config.yaml"
    # JSON strings are valid YAML scalars: no YAML library needed to write one safely.
    # SGLang turns each YAML key into "--<key>" verbatim, so the key must be spelled like the
    # flag (api-key, not api_key). JSON strings are valid YAML scalars: no YAML writer needed.
    files = {config_file: f"api-key: {json.dumps(api_key)}\n"}
    argv += ["--config", str(config_file)]
    if container:
        # The engine's variables go into the container (-e); the runtime's client needs none.
        mounts = [model_path, config_file] + ([ext_dir] if uses_ext and ext_dir else [])
        argv = (
            container_launcher(
                settings.engine.container_runtime,
                settings.engine.container_image,
                port=port,
                read_only=mounts,
                writable=[cache_dir / "humming"],
                env=env,
            )
            + argv
        )
        env = {}
    plan = LaunchPlan(
        argv=argv,
        env=env,
        files=files,
        port=port,
        api_key=api_key,
        owed_checks=owed,
        uses_engine_ext=uses_ext,
        config_file=config_file,
    )
    for rank in range(1, profile.nodes):
        plan.peers.append(_remote_rank(settings, shared_argv, env, rank, port, uses_ext, ext_dir))
    return plan


def _remote_rank(
    settings: Settings,
    shared_argv: list[str],
    env: dict[str, str],
    rank: int,
    port: int,
    uses_ext: bool,
    ext_dir: Path | None,
) -> LaunchPlan:
    """Rank `rank` on the second machine: the same command with its --node-rank and port, its
    environment on the command line (nothing of ours reaches the far side otherwise), run by
    the prefix as one shell command line, as ssh runs one."""
    health_port = settings.engine.rank1_port or port + rank
    argv = list(shared_argv)
    argv[argv.index("--node-rank") + 1] = str(rank)
    argv[argv.index("--port") + 1] = str(health_port)
    command = ["env", *(f"{k}={v}" for k, v in env.items()), *argv]
    prefix = rank1_prefix(settings)
    return LaunchPlan(
        argv=[*prefix, shlex.join(command)],
        env={},
        files={},
        port=health_port,
        rank=rank,
        local=False,
        poll_health=False,
        uses_engine_ext=uses_ext,
        stage_prefix=staging_prefix(prefix) if uses_ext and ext_dir is not None else [],
        stage_dir=ext_dir if uses_ext else None,
    )
