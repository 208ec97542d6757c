"""Preflight: the checks that run before launch. Fast, and they run without a GPU.

Each check looks at something real (the engine environment's own answers, nvidia-smi, the model
folder, /proc/meminfo); where a check cannot apply (a custom launcher, an attached engine) it says
skip and why. A failed preflight check stops the launch unless the user overrides it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.core.engine.probe import ProbeResult, probe_engine_env
from app.core.paths import Paths
from app.core.profiles import PROFILES, GpuInfo, Profile, query_gpus, resolve_profile
from app.core.settings import Settings, resolved_model_path
from app.core.units import human_bytes
from app.core.verify import verdict as vd
from app.core.verify.modeldir import ModelInfo, inspect_model_dir
from app.core.verify.verdict import Remedy, Status, Verdict, join_remedies
from app.core.words import QT_TRANSLATE_NOOP, translate

SGLANG_VERSION = "0.5.23"
HUMMING_MIN_CC = (7, 5)
# Weights are not all the engine needs: activations, CUDA graphs, the KV and mamba caches.
MEMORY_HEADROOM = 1.15
# What sglang 0.5.23 itself pins for Humming (its wheel's Requires-Dist), spelled for a shell.
ENGINE_PIP_SPECS = "'sglang==0.5.23' 'humming-kernels[cu13]==0.1.12'"
_ENV_PLAIN = QT_TRANSLATE_NOOP(
    "verify",
    "Create the engine environment (press Create engine environment in the window), or point "
    "Settings > Engine > Engine Python at one you made yourself.",
)
_ENV_DETAIL = QT_TRANSLATE_NOOP(
    "verify",
    "From a terminal: `ling-desk engine-env create`; or by hand: `python3 -m venv ~/ling-engine "
    "&& ~/ling-engine/bin/pip install {specs}`, then point Settings > Engine > Engine Python (or "
    "--engine-python) at ~/ling-engine/bin/python.",
)
# In English (what other tools and tests read); in words: engine_env_remedy().
ENGINE_ENV_REMEDY = Remedy(_ENV_PLAIN, _ENV_DETAIL.format(specs=ENGINE_PIP_SPECS))


# The probe (app/engine_ext/capabilities.py, run by the engine's own Python) says its fixed
# sentences in English; their words for people. Others quote an exception: as they are.
_PROBE_SENTENCES = frozenset(
    {QT_TRANSLATE_NOOP("verify", "sglang is not importable from this Python")}
)


def probe_error_words(error: object) -> str:
    text = str(error)
    return translate("verify", text) if text in _PROBE_SENTENCES else text


def engine_env_remedy() -> Remedy:
    return Remedy(
        translate("verify", _ENV_PLAIN),
        translate("verify", _ENV_DETAIL).format(specs=ENGINE_PIP_SPECS),
    )


def _clauses(parts: list[str]) -> str:
    """Clauses as one sentence's list ("a; b")."""
    return translate("verify", "; ", "between the clauses of one sentence").join(parts)


def _timed(fn: Callable[[], Verdict]) -> Verdict:
    t0 = time.monotonic()
    v = fn()
    return v.with_duration(time.monotonic() - t0)


def _skip(id: str, why: str) -> Verdict:
    return Verdict.make(id, Status.SKIP, why)


# --- settings -------------------------------------------------------------------------------


def check_settings(
    settings: Settings, profile: Profile, problems: Sequence[str] = (), profile_error: str = ""
) -> Verdict:
    opt = settings.optimizations
    fails: list[str] = []
    warns: list[str] = []
    remedies: list[Remedy] = []
    # The settings' own keys and values (on/off), as the settings file spells them.
    switches = ", ".join(
        f"{name}={'on' if on else 'off'}"
        for name, on in (
            ("humming_moe", opt.humming_moe),
            ("fp8_lm_head", opt.fp8_lm_head),
            ("mtp_nextn", opt.mtp_nextn),
            ("fp32_lm_head", opt.fp32_lm_head),
        )
    )
    evidence = [
        translate("verify", "optimizations: {switches}").format(switches=switches),
        translate("verify", "hardware profile: {id} ({title})").format(
            id=profile.id, title=profile.words
        ),
    ]
    if profile_error:
        fails.append(profile_error)
        remedies.append(
            Remedy(
                translate(
                    "verify",
                    "Set Settings > Engine > Hardware profile to auto or a listed profile.",
                )
            )
        )
    if opt.fp8_lm_head and opt.fp32_lm_head:
        fails.append(
            translate(
                "verify",
                "the FP8 LM head and the FP32 LM head are both on; they exclude each other",
            )
        )
        remedies.append(
            Remedy(translate("verify", "Turn one of them off in Settings > Optimizations."))
        )
    mf = settings.engine.mem_fraction_static
    if profile.unified_memory and mf > 0:
        default = float(profile.recipe_overrides.get("--mem-fraction-static", "0.68"))
        if mf > default:
            warns.append(
                translate(
                    "verify",
                    "mem_fraction_static={fraction} is above {default} on {gpu}: 0.75 once froze a "
                    "Spark (unified memory freezes instead of raising)",
                ).format(fraction=f"{mf:g}", default=f"{default:g}", gpu=profile.words)
            )
            remedies.append(
                Remedy(
                    translate(
                        "verify",
                        "Set the memory fraction in Settings > Engine back to the hardware "
                        "profile's choice ({default}).",
                    ).format(default=f"{default:g}"),
                    translate(
                        "verify",
                        "In settings.toml: mem_fraction_static = 0 (0 = the profile's {default}).",
                    ).format(default=f"{default:g}"),
                )
            )
    if settings.engine.context_length > 262144:
        warns.append(
            translate(
                "verify", "context_length={length} is above the model's 262144 tokens"
            ).format(length=settings.engine.context_length)
        )
        remedies.append(
            Remedy(
                translate(
                    "verify", "Set the context length to 262144 or less in Settings > Engine."
                )
            )
        )
    if settings.engine.ready_timeout_s <= 0:
        fails.append(
            translate("verify", "ready_timeout_s={timeout} is not positive").format(
                timeout=f"{settings.engine.ready_timeout_s:g}"
            )
        )
        remedies.append(
            Remedy(
                translate(
                    "verify",
                    "Set Settings > Engine > Ready timeout to a positive number of minutes.",
                ),
                translate("verify", "In settings.toml, ready_timeout_s is in seconds."),
            )
        )
    for p in problems:
        warns.append(translate("verify", "settings file: {problem}").format(problem=p))
    if fails:
        return Verdict.make(
            vd.SETTINGS,
            Status.FAIL,
            translate("verify", "Contradictory settings: {problems}.").format(
                problems=_clauses(fails)
            ),
            evidence
            + [translate("verify", "settings file: {problem}").format(problem=p) for p in problems],
            join_remedies(remedies),
        )
    if warns:
        return Verdict.make(
            vd.SETTINGS,
            Status.WARN,
            translate("verify", "{problems}.", "a list of problems as one sentence").format(
                problems=_clauses(warns)
            ),
            evidence,
            join_remedies(remedies)
            or Remedy(
                translate("verify", "Fix or remove the settings named above in the settings file."),
                translate("verify", "The file is settings.toml in the config folder."),
            ),
        )
    return Verdict.make(
        vd.SETTINGS,
        Status.PASS,
        translate("verify", "The settings agree with each other."),
        evidence,
    )


# --- engine environment -----------------------------------------------------------------------


def _cuda_text(probe: dict[str, Any]) -> str:
    cuda = probe.get("cuda")
    if isinstance(cuda, dict):
        parts = [f"{k}={v}" for k, v in cuda.items() if v not in (None, "", [], {})]
        return "cuda: " + ", ".join(parts) if parts else ""
    return f"cuda: {cuda}" if cuda else ""


def probe_versions(probe: dict[str, Any]) -> tuple[str | None, str | None]:
    """sglang and humming-kernels versions from the capabilities probe (either key spelling)."""
    sg = probe.get("sglang") or probe.get("sglang_version")
    hm = probe.get("humming_kernels") or probe.get("humming_version")
    return (str(sg) if sg else None), (str(hm) if hm else None)


def check_engine_env(
    settings: Settings, probe: dict[str, Any] | None, *, custom: bool, attach: bool
) -> Verdict:
    if attach:
        return _skip(
            vd.ENGINE_ENV,
            translate(
                "verify", "Attached to a running engine: its environment is not ours to inspect."
            ),
        )
    if custom:
        return _skip(
            vd.ENGINE_ENV,
            translate(
                "verify",
                "A custom launcher starts the engine: Ling Desk does not know which Python it "
                "runs, so it cannot inspect the engine environment.",
            ),
        )
    if probe is None:
        return _skip(vd.ENGINE_ENV, translate("verify", "The engine environment was not probed."))
    python = settings.engine.engine_python or "this interpreter"
    if probe.get("error"):
        return Verdict.make(
            vd.ENGINE_ENV,
            Status.FAIL,
            translate("verify", "The engine environment did not run: {error}.").format(
                error=probe["error"]
            ),
            [
                translate("verify", "engine Python: {python}").format(python=python),
                f"probe: {probe['error']}",
            ],
            engine_env_remedy(),
        )
    sg, hm = probe_versions(probe)
    absent = translate("verify", "absent", "a package not installed")
    evidence = [
        translate("verify", "engine Python: {python}").format(
            python=probe.get("executable") or python
        ),
        f"sglang {sg or absent}",
        f"humming-kernels {hm or absent}",
    ]
    if probe.get("torch"):
        evidence.append(f"torch {probe['torch']}")
    if cuda := _cuda_text(probe):
        evidence.append(cuda)
    errors = [probe_error_words(e) for e in probe.get("errors") or []]
    evidence += [translate("verify", "probe error: {error}").format(error=e) for e in errors]
    cuda_info = probe.get("cuda") if isinstance(probe.get("cuda"), dict) else {}
    if not sg:
        return Verdict.make(
            vd.ENGINE_ENV,
            Status.FAIL,
            translate("verify", "SGLang is not installed in the engine environment."),
            evidence,
            engine_env_remedy(),
        )
    if settings.optimizations.humming_moe and not hm:
        return Verdict.make(
            vd.ENGINE_ENV,
            Status.FAIL,
            translate(
                "verify",
                "humming-kernels is not installed in the engine environment (sglang {version} "
                "is): the Humming MoE backend cannot run.",
            ).format(version=sg),
            evidence,
            Remedy(
                translate(
                    "verify",
                    "Humming's MoE kernels are not installed in the engine environment. Create "
                    "the engine environment again, or install humming-kernels into it; or turn "
                    "off Humming MoE in Settings > Optimizations.",
                ),
                translate(
                    "verify",
                    "From a terminal: `<engine python> -m pip install "
                    "'humming-kernels[cu13]==0.1.12'`.",
                ),
            ),
        )
    if (
        probe.get("torch")
        and cuda_info
        and "torch_cuda" in cuda_info
        and not cuda_info["torch_cuda"]
    ):
        return Verdict.make(
            vd.ENGINE_ENV,
            Status.FAIL,
            translate(
                "verify",
                "torch {version} in the engine environment is a CPU-only build: SGLang cannot use "
                "the GPU.",
            ).format(version=probe["torch"]),
            evidence,
            Remedy(
                translate(
                    "verify",
                    "Install a build of torch that can use the GPU in the engine environment: "
                    "reinstalling SGLang 0.5.23 there brings the CUDA build it pins.",
                ),
                translate(
                    "verify",
                    "From a terminal: `<engine python> -m pip install --force-reinstall "
                    "'sglang==0.5.23'`.",
                ),
            ),
        )
    if cuda_info and cuda_info.get("available") is False:
        return Verdict.make(
            vd.ENGINE_ENV,
            Status.WARN,
            translate("verify", "torch in the engine environment sees no CUDA device."),
            evidence,
            Remedy(
                translate(
                    "verify",
                    "The engine will not start without a GPU: check that the NVIDIA driver lists "
                    "the GPU and that it is not hidden from the engine.",
                ),
                translate("verify", "Check `nvidia-smi` and CUDA_VISIBLE_DEVICES."),
            ),
        )
    if sg != SGLANG_VERSION:
        return Verdict.make(
            vd.ENGINE_ENV,
            Status.WARN,
            translate(
                "verify",
                "The engine environment has sglang {version}; Ling Desk is built and tested "
                "against {wanted}.",
            ).format(version=sg, wanted=SGLANG_VERSION),
            evidence,
            Remedy(
                translate("verify", "Install SGLang {version} in the engine environment.").format(
                    version=SGLANG_VERSION
                ),
                translate(
                    "verify",
                    "From a terminal: `<engine python> -m pip install 'sglang=={version}'`.",
                ).format(version=SGLANG_VERSION),
            ),
        )
    if hm:
        said = translate(
            "verify", "sglang {sglang} and humming-kernels {humming} run in the engine environment."
        )
    else:
        said = translate("verify", "sglang {sglang} run in the engine environment.")
    return Verdict.make(vd.ENGINE_ENV, Status.PASS, said.format(sglang=sg, humming=hm), evidence)


def check_engine_caps(
    settings: Settings, probe: dict[str, Any] | None, *, custom: bool, attach: bool
) -> Verdict:
    if attach:
        return _skip(
            vd.ENGINE_CAPS,
            translate(
                "verify", "Attached to a running engine: its installation is not ours to inspect."
            ),
        )
    if custom:
        return _skip(
            vd.ENGINE_CAPS,
            translate(
                "verify",
                "A custom launcher starts the engine: its installation is unknown to Ling Desk.",
            ),
        )
    if probe is None or probe.get("error") or not probe_versions(probe)[0]:
        return _skip(
            vd.ENGINE_CAPS,
            translate("verify", "The engine environment did not answer (see Engine environment)."),
        )
    opt = settings.optimizations
    keys = (
        "fp8_lm_head_native",
        "draft_shares_head_native",
        "external_package_supported",
        "ext_compatible",
        "moe_humming_available",
    )
    evidence = [f"{k}={probe.get(k)!r}" for k in keys if k in probe]
    ext_ok = probe.get("external_package_supported") is True and probe.get("ext_compatible") is True
    fails: list[str] = []
    remedies: list[Remedy] = []
    notes: list[str] = []
    if opt.humming_moe and probe.get("moe_humming_available") is False:
        fails.append(
            translate("verify", "this SGLang has no Humming MoE method (Mxfp4HummingMoEMethod)")
        )
        remedies.append(
            Remedy(
                translate(
                    "verify",
                    "Install SGLang {version} with humming-kernels in the engine environment, or "
                    "turn off Humming MoE in Settings > Optimizations.",
                ).format(version=SGLANG_VERSION),
                translate(
                    "verify", "From a terminal: `<engine python> -m pip install {specs}`."
                ).format(specs=ENGINE_PIP_SPECS),
            )
        )
    if opt.fp8_lm_head:
        if probe.get("fp8_lm_head_native") is True:
            notes.append(translate("verify", "FP8 LM head: native"))
        elif ext_ok:
            notes.append(
                translate(
                    "verify", "FP8 LM head: through Ling Desk's engine extension (not native)"
                )
            )
        else:
            fails.append(
                translate(
                    "verify",
                    "this SGLang cannot build an FP8 LM head: it has no native one "
                    "(fp8_lm_head_native={native}) and Ling Desk's engine extension cannot load "
                    "there (external_package_supported={supported}, ext_compatible={compatible})",
                ).format(
                    native=repr(probe.get("fp8_lm_head_native")),
                    supported=repr(probe.get("external_package_supported")),
                    compatible=repr(probe.get("ext_compatible")),
                )
            )
            remedies.append(
                Remedy(
                    translate(
                        "verify",
                        "Install SGLang {version}, which can load Ling Desk's engine extension, or "
                        "turn off the FP8 LM head in Settings > Optimizations.",
                    ).format(version=SGLANG_VERSION),
                    translate(
                        "verify",
                        "sglang=={version} loads the extension through its "
                        "SGLANG_EXTERNAL_MODEL_PACKAGE hook.",
                    ).format(version=SGLANG_VERSION),
                )
            )
        if opt.mtp_nextn:
            if probe.get("draft_shares_head_native") is True:
                notes.append(translate("verify", "NEXTN draft shares the head module: native"))
            elif ext_ok:
                notes.append(
                    translate(
                        "verify", "NEXTN draft shares the head module: through the engine extension"
                    )
                )
            else:
                fails.append(
                    translate(
                        "verify",
                        "the Bailing NEXTN draft keeps its own BF16 head module "
                        "(draft_shares_head_native={native}) and the engine extension cannot fix "
                        "it here: with an FP8 head every draft would be rejected",
                    ).format(native=repr(probe.get("draft_shares_head_native")))
                )
                remedies.append(
                    Remedy(
                        translate(
                            "verify",
                            "Turn off the FP8 LM head or NEXTN MTP in Settings > Optimizations, or "
                            "install an SGLang the engine extension supports.",
                        )
                    )
                )
    evidence += [
        translate("verify", "engine extension problem: {problem}").format(problem=p)
        for p in probe.get("ext_problems") or []
    ]
    evidence += [
        translate("verify", "probe error: {error}").format(error=probe_error_words(e))
        for e in probe.get("errors") or []
    ]
    if fails:
        return Verdict.make(
            vd.ENGINE_CAPS,
            Status.FAIL,
            translate(
                "verify", "The installed SGLang cannot do what the settings ask: {problems}."
            ).format(problems=_clauses(fails)),
            evidence,
            join_remedies(remedies),
        )
    return Verdict.make(
        vd.ENGINE_CAPS,
        Status.PASS,
        translate("verify", "{problems}.", "a list of problems as one sentence").format(
            problems=_clauses(notes)
        )
        if notes
        else translate("verify", "Nothing the settings ask needs a special capability."),
        evidence,
    )


def check_container(settings: Settings, timeout: float = 20.0) -> Verdict:
    """The container route: the runtime answers and the image is already on this machine."""
    runtime, image = settings.engine.container_runtime, settings.engine.container_image
    evidence = [
        translate("verify", "container runtime: {runtime}").format(runtime=runtime),
        translate("verify", "image: {image}").format(
            image=image or translate("verify", "none set")
        ),
    ]
    if not image:
        return Verdict.make(
            vd.ENGINE_ENV, Status.FAIL,
            translate("verify", "No SGLang image is set for {runtime}.").format(runtime=runtime),
            evidence,
            Remedy(translate("verify", "Set Settings > Engine > Image to an SGLang image."),
                   translate("verify", "For example lmsysorg/sglang:v0.5.23-cu130.")),
        )  # fmt: skip
    exe = shutil.which(runtime)
    if exe is None:
        return Verdict.make(
            vd.ENGINE_ENV, Status.FAIL,
            translate("verify", "{runtime} is not installed (not on PATH).").format(runtime=runtime),
            evidence,
            Remedy(translate("verify", "Install {runtime} and the NVIDIA container toolkit, or run "
                             "the engine from an engine environment instead (Settings > Engine > "
                             "Runs in).").format(runtime=runtime),
                   translate("verify", "An engine environment is a Python venv with sglang and "
                             "humming-kernels.")),
        )  # fmt: skip
    try:
        proc = subprocess.run([exe, "image", "inspect", "--format", "{{.Id}}", image],
                              capture_output=True, text=True, timeout=timeout)  # fmt: skip
    except (OSError, subprocess.SubprocessError) as exc:
        return Verdict.make(
            vd.ENGINE_ENV, Status.FAIL,
            translate("verify", "{runtime} did not answer: {error}.").format(runtime=runtime,
                                                                           error=exc),
            evidence,
            translate("verify", "Check that the {runtime} service runs.").format(runtime=runtime),
        )  # fmt: skip
    if proc.returncode != 0:
        err = (proc.stderr.strip().splitlines() or [""])[-1]
        return Verdict.make(
            vd.ENGINE_ENV, Status.FAIL,
            (translate("verify", "The image {image} is not on this machine ({error}).")
             if err else translate("verify", "The image {image} is not on this machine."))
            .format(image=image, error=err),
            evidence,
            Remedy(translate("verify", "Download (pull) the image yourself; Ling Desk never pulls "
                             "images."),
                   translate("verify", "From a terminal: `{runtime} pull {image}`.").format(
                       runtime=runtime, image=image)),
        )  # fmt: skip
    evidence.append(f"{runtime} image inspect: {proc.stdout.strip()[:80]}")
    return Verdict.make(
        vd.ENGINE_ENV, Status.PASS,
        translate("verify", "{runtime} has the image {image}; what it can do is proven once it "
                  "runs.").format(runtime=runtime, image=image),
        evidence,
    )  # fmt: skip


# --- GPU and memory -----------------------------------------------------------------------------


def _gpu_text(g: GpuInfo) -> str:
    cc = f"{g.compute_capability[0]}.{g.compute_capability[1]}" if g.compute_capability else "?"
    mem = (
        translate("verify", "{total} total, {free} free").format(
            total=human_bytes(g.memory_total_mib * 2**20),
            free=human_bytes((g.memory_free_mib or 0) * 2**20),
        )
        if g.memory_total_mib is not None
        else translate("verify", "memory [N/A] (unified)")
    )
    return translate("verify", "nvidia-smi: {gpu}, compute capability {cc}, {memory}").format(
        gpu=g.name, cc=cc, memory=mem
    )


def _probe_cc(probe: dict[str, Any] | None) -> tuple[int, int] | None:
    cuda = (probe or {}).get("cuda")
    if not isinstance(cuda, dict):
        return None
    for key in ("capability", "compute_capability", "device_capability"):
        cc = cuda.get(key)
        if isinstance(cc, list | tuple) and len(cc) == 2:
            return int(cc[0]), int(cc[1])
        if isinstance(cc, str) and "." in cc:
            a, b = cc.split(".", 1)
            if a.isdigit() and b.isdigit():
                return int(a), int(b)
    return None


def check_gpu(
    settings: Settings,
    gpus: list[GpuInfo] | None,
    profile: Profile,
    probe: dict[str, Any] | None,
    *,
    custom: bool,
    attach: bool,
) -> Verdict:
    if attach:
        return _skip(
            vd.GPU,
            translate("verify", "Attached to a running engine: its GPU is its own business."),
        )
    if not gpus:
        if custom:
            return _skip(
                vd.GPU,
                translate(
                    "verify",
                    "No NVIDIA GPU found on this machine, and a custom launcher starts the engine "
                    "(it may run elsewhere): not checked.",
                ),
            )
        why = (
            translate("verify", "nvidia-smi is not installed")
            if gpus is None
            else translate("verify", "nvidia-smi lists no GPU")
        )
        return Verdict.make(
            vd.GPU,
            Status.FAIL,
            translate("verify", "No NVIDIA GPU found ({why}).").format(why=why),
            [why],
            Remedy(
                translate(
                    "verify",
                    "Install the NVIDIA driver so that the GPU is found; the engine needs an "
                    "NVIDIA GPU with CUDA.",
                ),
                translate("verify", "nvidia-smi must list the GPU."),
            ),
        )
    g = gpus[0]
    evidence = [_gpu_text(x) for x in gpus] + [
        translate("verify", "hardware profile: {id}").format(id=profile.id)
    ]
    cc = g.compute_capability or _probe_cc(probe)
    if cc is None:
        return Verdict.make(
            vd.GPU,
            Status.WARN,
            translate("verify", "{gpu}: its compute capability is unknown.").format(gpu=g.name),
            evidence,
            Remedy(
                translate("verify", "Update the NVIDIA driver."),
                translate("verify", "Newer nvidia-smi reports compute_cap."),
            ),
        )
    if settings.optimizations.humming_moe and cc < HUMMING_MIN_CC:
        return Verdict.make(
            vd.GPU,
            Status.FAIL,
            translate(
                "verify", "{gpu} has compute capability {cc}; Humming needs 7.5 or more."
            ).format(gpu=g.name, cc=f"{cc[0]}.{cc[1]}"),
            evidence,
            translate(
                "verify", "Turn off Humming MoE in Settings > Optimizations, or use a newer GPU."
            ),
        )
    said = translate("verify", "{gpu}, compute capability {cc}.")
    return Verdict.make(
        vd.GPU, Status.PASS, said.format(gpu=g.name, cc=f"{cc[0]}.{cc[1]}"), evidence
    )


def mem_available_bytes(meminfo: Path = Path("/proc/meminfo")) -> int | None:
    try:
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def check_memory(
    settings: Settings,
    gpus: list[GpuInfo] | None,
    profile: Profile,
    model: ModelInfo | None,
    *,
    custom: bool,
    attach: bool,
    meminfo: Path = Path("/proc/meminfo"),
) -> Verdict:
    if attach:
        return _skip(
            vd.MEMORY,
            translate("verify", "Attached to a running engine: it has its memory already."),
        )
    g = gpus[0] if gpus else None
    unified = profile.unified_memory or (g is not None and g.memory_total_mib is None)
    if g is None and (custom or not profile.unified_memory):
        return _skip(
            vd.MEMORY,
            translate(
                "verify",
                "No GPU found on this machine: free memory not checked (a custom launcher starts "
                "the engine).",
            )
            if custom
            else translate(
                "verify", "No GPU found on this machine: free memory not checked (see GPU)."
            ),
        )
    need = model.size_bytes if model and model.size_bytes else None
    evidence: list[str] = []
    if need:
        evidence.append(
            translate("verify", "model weights: {size} on disk").format(size=human_bytes(need))
        )
    if unified:
        free = mem_available_bytes(meminfo)
        if free is None:
            return Verdict.make(
                vd.MEMORY,
                Status.WARN,
                translate("verify", "Free memory is unknown (/proc/meminfo unreadable)."),
                evidence,
                Remedy(
                    translate("verify", "Check free memory yourself before starting."),
                    translate("verify", "`free -g` shows it."),
                ),
            )
        evidence.insert(
            0,
            translate("verify", "/proc/meminfo MemAvailable: {free} (unified memory)").format(
                free=human_bytes(free)
            ),
        )
        floor = profile.min_free_gib
        if floor is not None and free < floor * 2**30:
            return Verdict.make(
                vd.MEMORY,
                Status.FAIL,
                translate(
                    "verify",
                    "Only {free} free; Ling Desk will not start the engine on {gpu} under {floor} "
                    "free: out of memory there freezes the whole machine.",
                ).format(
                    free=human_bytes(free), gpu=profile.words, floor=human_bytes(floor * 2**30)
                ),
                evidence,
                Remedy(
                    translate(
                        "verify",
                        "Close other programs (browsers, other models, containers) until at least "
                        "{floor} of memory is free, then check again.",
                    ).format(floor=human_bytes(floor * 2**30)),
                    translate("verify", "`free -g` shows it in its available column."),
                ),
            )
        if need and free < need * MEMORY_HEADROOM:
            return Verdict.make(
                vd.MEMORY,
                Status.FAIL,
                translate("verify", "Only {free} free for {need} of weights (plus caches).").format(
                    free=human_bytes(free), need=human_bytes(need)
                ),
                evidence,
                translate(
                    "verify", "Close other programs to free memory, or use a smaller checkpoint."
                ),
            )
        said = translate("verify", "{free} free (unified memory).").format(free=human_bytes(free))
        return Verdict.make(vd.MEMORY, Status.PASS, said, evidence)
    assert g is not None
    if g.memory_free_mib is None:
        return Verdict.make(
            vd.MEMORY,
            Status.WARN,
            translate("verify", "{gpu} reports no free memory figure.").format(gpu=g.name),
            evidence,
            Remedy(
                translate("verify", "Check the GPU's free memory yourself."),
                translate("verify", "`nvidia-smi` shows it."),
            ),
        )
    free = g.memory_free_mib * 2**20
    total = (g.memory_total_mib or g.memory_free_mib) * 2**20
    evidence.insert(
        0,
        translate("verify", "nvidia-smi: {gpu} {free} free of {total}").format(
            gpu=g.name, free=human_bytes(free), total=human_bytes(total)
        ),
    )
    if need and free < need * MEMORY_HEADROOM:
        return Verdict.make(
            vd.MEMORY,
            Status.FAIL,
            translate(
                "verify", "{gpu} has {free} free; the weights alone take {need} (plus caches)."
            ).format(gpu=g.name, free=human_bytes(free), need=human_bytes(need)),
            evidence,
            Remedy(
                translate(
                    "verify",
                    "Stop other programs on the GPU, or use more GPUs or a smaller checkpoint.",
                ),
                translate(
                    "verify",
                    "`nvidia-smi` lists the programs on the GPU; more GPUs means tensor parallel.",
                ),
            ),
        )
    said = translate("verify", "{free} free on {gpu}.").format(free=human_bytes(free), gpu=g.name)
    return Verdict.make(vd.MEMORY, Status.PASS, said, evidence)


# --- model files ------------------------------------------------------------------------------


def check_model_files(model: ModelInfo | None, *, attach: bool) -> Verdict:
    if attach or model is None:
        return _skip(
            vd.MODEL_FILES,
            translate("verify", "Attached to a running engine: it has loaded its own model."),
        )
    if model.problems:
        more = len(model.problems) - 1
        return Verdict.make(
            vd.MODEL_FILES,
            Status.FAIL,
            model.problems[0]
            + (" " + translate("verify", "(and {n} more problems)").format(n=more) if more else ""),
            [
                # No folder at all: say so rather than show an empty path as ".".
                translate("verify", "model folder: {path}").format(
                    path=model.path
                    if str(model.path) not in ("", ".")
                    else translate("verify", "none set")
                ),
                *model.problems[1:],
                *model.notes,
            ],
            Remedy(
                " ".join(dict.fromkeys(model.remedies)),
                " ".join(dict.fromkeys(model.remedy_details)),
            ),
        )
    size = (
        human_bytes(model.size_bytes)
        if model.size_bytes is not None
        else translate("verify", "unknown size")
    )
    # With MTP off the folder may lack the NEXTN layer: claim it only when its weights were seen.
    if model.nextn_weights:
        said = translate(
            "verify", "Ling-3.0-flash checkpoint with its NEXTN layer, {shards} shards, {size}."
        )
    else:
        said = translate("verify", "Ling-3.0-flash checkpoint, {shards} shards, {size}.")
    return Verdict.make(
        vd.MODEL_FILES,
        Status.PASS,
        said.format(shards=model.shard_count, size=size),
        [translate("verify", "model folder: {path}").format(path=model.path), *model.notes],
    )


# --- all of it --------------------------------------------------------------------------------


def run_preflight(
    paths: Paths,
    settings: Settings,
    probe_result: dict[str, Any] | None,
    profile: Profile,
    gpus: list[GpuInfo] | None,
    *,
    attach: bool = False,
    settings_problems: Sequence[str] = (),
    profile_error: str = "",
    meminfo: Path = Path("/proc/meminfo"),
) -> list[Verdict]:
    """Every preflight verdict, in display order. `gpus` None = nvidia-smi absent or failed."""
    del paths  # reserved: nothing on disk of our own is checked yet
    custom = bool(settings.engine.launcher)
    container = bool(settings.engine.container_runtime) and not custom
    opt = settings.optimizations
    model: ModelInfo | None = None

    def model_check() -> Verdict:
        nonlocal model
        if not attach:
            model = inspect_model_dir(
                resolved_model_path(settings),
                need_nextn=opt.mtp_nextn,
                need_bf16_head=opt.fp8_lm_head,
            )
        return check_model_files(model, attach=attach)

    out = [
        _timed(lambda: check_settings(settings, profile, settings_problems, profile_error)),
        _timed(
            (lambda: check_container(settings))
            if container and not attach
            else (lambda: check_engine_env(settings, probe_result, custom=custom, attach=attach))
        ),
        _timed(
            (
                lambda: _skip(
                    vd.ENGINE_CAPS,
                    translate(
                        "verify",
                        "The engine runs in a container: its capabilities are proven once it runs.",
                    ),
                )
            )
            if container and not attach
            else (lambda: check_engine_caps(settings, probe_result, custom=custom, attach=attach))
        ),
        _timed(
            lambda: check_gpu(settings, gpus, profile, probe_result, custom=custom, attach=attach)
        ),
        _timed(model_check),
    ]
    out.append(
        _timed(
            lambda: check_memory(
                settings, gpus, profile, model, custom=custom, attach=attach, meminfo=meminfo
            )
        )
    )
    return out


@dataclass
class PreflightRun:
    """Preflight's verdicts and what it learned on the way (the launch reuses the probe)."""

    verdicts: list[Verdict]
    probe: ProbeResult | None  # None: not probed (custom launcher, attached engine)
    profile: Profile
    gpus: list[GpuInfo] | None

    @property
    def failed(self) -> list[str]:
        return [v.id for v in self.verdicts if v.status == Status.FAIL]

    @property
    def engine_env_known(self) -> bool:
        return self.probe is not None and not self.probe.get("error")


def collect_preflight(
    paths: Paths,
    settings: Settings,
    *,
    attach: bool = False,
    settings_problems: Sequence[str] = (),
    gpus: list[GpuInfo] | bool | None = True,
) -> PreflightRun:
    """Ask nvidia-smi and the engine environment, then run every preflight check.

    Blocking (nvidia-smi, and the engine env probe, which imports sglang: seconds): call it in a
    worker thread from a GUI. `gpus=True` asks nvidia-smi; a list (or None) is used as given.
    """
    if gpus is True:
        gpus = None if attach else query_gpus()
    assert gpus is not True and gpus is not False
    profile_error = ""
    try:
        profile = resolve_profile(settings.engine.profile, gpus or [])
    except ValueError as exc:
        profile_error, profile = str(exc), PROFILES["generic"]
    probe: ProbeResult | None = None
    if not attach and not settings.engine.launcher and not settings.engine.container_runtime:
        probe = probe_engine_env(settings.engine.engine_python or sys.executable)
    verdicts = run_preflight(
        paths,
        settings,
        probe,
        profile,
        gpus,
        attach=attach,
        settings_problems=settings_problems,
        profile_error=profile_error,
    )
    return PreflightRun(verdicts, probe, profile, gpus)
