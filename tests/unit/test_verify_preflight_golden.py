"""Every text-producing branch of the preflight checks, run as named scenarios; each verdict's
status, summary, evidence and remedy are compared with tests/unit/golden/verify_preflight_texts.json.

Regenerate after a deliberate wording change: LING_DESK_UPDATE_GOLDEN=1 pytest this file, then
review the JSON diff. Temporary paths are normalised to <tmp>; free memory comes from a meminfo
file the scenario writes, so nothing machine-specific lands in the file.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from app.core.paths import Paths
from app.core.profiles import PROFILES, GpuInfo, Profile
from app.core.settings import Settings
from app.core.verify.modeldir import ModelInfo, inspect_model_dir
from app.core.verify.preflight import (
    check_container,
    check_engine_caps,
    check_engine_env,
    check_gpu,
    check_memory,
    check_model_files,
    check_settings,
    run_preflight,
)
from app.core.verify.verdict import Verdict
from tests.support.golden import check_golden
from tests.support.preflight_fakes import FAKE_DOCKER, GOOD_PROBE
from tests.support.verify_model import make_fake_model

GOLDEN = Path(__file__).with_name("golden") / "verify_preflight_texts.json"
GIB = 2**30

H200 = GpuInfo("NVIDIA H200", 143771, 140000, (9, 0))
GB10 = GpuInfo("NVIDIA GB10", None, None, (12, 1))
V100 = GpuInfo("Tesla V100-SXM2-32GB", 32768, 32000, (7, 0))
T4 = GpuInfo("Tesla T4", 15360, 15000, (7, 5))
NO_CC = GpuInfo("NVIDIA H200", 143771, 140000, None)
# A unified-memory machine without a profile default or a free-memory floor.
BARE_UNIFIED = Profile("bare", "Bare unified box", None, None, None, unified_memory=True)
LOW_FRACTION = Profile(
    "low", "Low-fraction box", None, None, None, True, {"--mem-fraction-static": "0.5"}
)


@dataclass
class Ctx:
    tmp: Path
    monkeypatch: pytest.MonkeyPatch

    def meminfo(self, free_kib: int | None) -> Path:
        p = self.tmp / "meminfo"
        if free_kib is not None:
            p.write_text(f"MemTotal: 131000000 kB\nMemAvailable: {free_kib} kB\n")
        return p

    def bin(self, **scripts: str) -> None:
        """Put these scripts (name -> text) alone on PATH, plus the system's own folders."""
        d = self.tmp / "bin"
        d.mkdir(exist_ok=True)
        for name, text in scripts.items():
            (d / name).write_text(text)
            (d / name).chmod(0o755)
        self.monkeypatch.setenv("PATH", f"{d}{os.pathsep}{os.defpath}")


def settings(**kw: Any) -> Settings:
    """Settings with engine.X / optimizations.X set from keyword arguments."""
    s = Settings()
    for k, v in kw.items():
        target = s.optimizations if hasattr(s.optimizations, k) else s.engine
        assert hasattr(target, k), k
        setattr(target, k, v)
    return s


def probe(**kw: Any) -> dict[str, Any]:
    """GOOD_PROBE with keys replaced; a value of ... removes the key."""
    p = dict(GOOD_PROBE, **kw)
    return {k: v for k, v in p.items() if v is not ...}


def cuda(**kw: Any) -> dict[str, Any]:
    return dict(GOOD_PROBE["cuda"], **kw)


def model(size: int | None, problems: tuple[str, ...] = (), **kw: Any) -> ModelInfo:
    info = ModelInfo(Path("/models/Ling-3.0-flash-fp4"), problems=list(problems), **kw)
    info.size_bytes = size
    return info


def env(s: Settings | None = None, p: Any = None, custom: bool = False, attach: bool = False):
    return lambda c: check_engine_env(s or Settings(), p, custom=custom, attach=attach)


def caps(s: Settings | None = None, p: Any = None, custom: bool = False, attach: bool = False):
    return lambda c: check_engine_caps(s or Settings(), p, custom=custom, attach=attach)


def gpu(gpus: Any, p: Any = None, profile: str = "h200", custom: bool = False, **opt: Any):
    return lambda c: check_gpu(
        settings(**opt), gpus, PROFILES[profile], p, custom=custom, attach=False
    )


def mem(
    gpus: Any,
    profile: str | Profile = "h200",
    info: ModelInfo | None = None,
    free_kib: int | None = None,
    custom: bool = False,
    attach: bool = False,
):
    prof = PROFILES[profile] if isinstance(profile, str) else profile
    return lambda c: check_memory(
        Settings(),
        gpus,
        prof,
        info,
        custom=custom,
        attach=attach,
        meminfo=c.meminfo(free_kib),
    )


def container(image: str, runtime: str = "docker", **scripts: str):
    def run(c: Ctx) -> Verdict:
        c.bin(**scripts)
        s = settings(container_runtime=runtime, container_image=image)
        return check_container(s)

    return run


def run_all(s: Settings, p: Any = None, gpus: Any = None, profile: str = "h200", **kw: Any):
    # A fixed model path: the default looks into this machine's Hugging Face cache.
    s.engine.model_path = s.engine.model_path or "/nonexistent/Ling-3.0-flash-fp4"

    def run(c: Ctx) -> list[Verdict]:
        c.bin(docker=FAKE_DOCKER)
        return run_preflight(
            Paths.from_basedir(c.tmp / "base"), s, p, PROFILES[profile], gpus, **kw
        )

    return run


def with_model(s: Settings, c: Ctx, **kw: Any) -> Settings:
    s.engine.model_path = str(make_fake_model(c.tmp / "models", **kw))
    return s


def run_with_model(model_kw: dict[str, Any], gpus: Any, profile: str, free_kib: int, **opt: Any):
    def run(c: Ctx) -> list[Verdict]:
        s = with_model(settings(**opt), c, **model_kw)
        return run_preflight(
            Paths.from_basedir(c.tmp / "base"),
            s,
            probe(),
            PROFILES[profile],
            gpus,
            meminfo=c.meminfo(free_kib),
        )

    return run


KIB_85_GIB = 85 * 2**20

SCENARIOS: dict[str, Callable[[Ctx], Verdict | list[Verdict]]] = {
    # --- settings
    "settings: defaults": lambda c: check_settings(Settings(), PROFILES["generic"]),
    "settings: unknown profile": lambda c: check_settings(
        Settings(), PROFILES["generic"], profile_error="unknown hardware profile 'x'"
    ),
    "settings: both LM heads": lambda c: check_settings(
        settings(fp32_lm_head=True, humming_moe=False, mtp_nextn=False), PROFILES["generic"]
    ),
    "settings: Spark fraction above its default": lambda c: check_settings(
        settings(mem_fraction_static=0.75), PROFILES["gb10"]
    ),
    "settings: Spark fraction at its default": lambda c: check_settings(
        settings(mem_fraction_static=0.68), PROFILES["gb10"]
    ),
    "settings: H100 fraction high (not unified)": lambda c: check_settings(
        settings(mem_fraction_static=0.95), PROFILES["h100"]
    ),
    "settings: unified profile without a fraction default": lambda c: check_settings(
        settings(mem_fraction_static=0.7), BARE_UNIFIED
    ),
    "settings: unified profile with its own fraction default": lambda c: check_settings(
        settings(mem_fraction_static=0.6), LOW_FRACTION
    ),
    "settings: context one token too long": lambda c: check_settings(
        settings(context_length=262145), PROFILES["generic"]
    ),
    "settings: context at the model's limit": lambda c: check_settings(
        settings(context_length=262144), PROFILES["generic"]
    ),
    "settings: ready timeout zero": lambda c: check_settings(
        settings(ready_timeout_s=0.0), PROFILES["generic"]
    ),
    "settings: ready timeout half a second": lambda c: check_settings(
        settings(ready_timeout_s=0.5), PROFILES["generic"]
    ),
    "settings: file problems only": lambda c: check_settings(
        Settings(), PROFILES["generic"], ["engine.port: not a number", "ui.x: unknown key"]
    ),
    "settings: warnings and file problems": lambda c: check_settings(
        settings(mem_fraction_static=0.8, context_length=300000),
        PROFILES["gb10"],
        ["engine.port: not a number"],
    ),
    "settings: failures, warnings and file problems": lambda c: check_settings(
        settings(fp32_lm_head=True, ready_timeout_s=-5.0, context_length=300000),
        PROFILES["generic"],
        ["ui.x: unknown key"],
        "unknown hardware profile 'x'",
    ),
    # --- engine environment
    "engine env: attached": env(attach=True, p=probe()),
    "engine env: custom launcher": env(custom=True, p=probe()),
    "engine env: not probed": env(p=None),
    "engine env: probe error, this interpreter": env(p={"error": "the probe printed no result"}),
    "engine env: probe error, engine python set": env(
        settings(engine_python="/opt/x/bin/python"), {"error": "it does not exist"}
    ),
    "engine env: no sglang": env(
        p={"sglang": None, "errors": ["no module named sglang", "no module named torch"]}
    ),
    "engine env: other key spellings": env(
        p=probe(sglang=..., humming_kernels=..., sglang_version="0.5.23", humming_version="0.2")
    ),
    "engine env: no humming, Humming on": env(p=probe(humming_kernels=None)),
    "engine env: no humming, Humming off": env(
        settings(humming_moe=False), probe(humming_kernels=None)
    ),
    "engine env: CPU-only torch": env(p=probe(cuda=cuda(torch_cuda=None, available=False))),
    "engine env: torch_cuda unknown, no device": env(
        p=probe(cuda={"available": False, "capability": None})
    ),
    "engine env: no torch, torch_cuda empty": env(
        p=probe(torch=None, cuda=cuda(torch_cuda="", device_name=""))
    ),
    "engine env: no device": env(p=probe(cuda=cuda(available=False))),
    "engine env: device unknown": env(p=probe(cuda=cuda(available=None, capability=[]))),
    "engine env: other sglang": env(p=probe(sglang="0.5.9")),
    "engine env: cuda as text, engine python set": env(
        settings(engine_python="/venv/bin/python"), probe(executable=None, cuda="12.4")
    ),
    "engine env: cuda all empty": env(p=probe(cuda={"available": None, "x": {}, "y": []})),
    "engine env: all good": env(p=probe()),
    # --- engine capabilities
    "caps: attached": caps(attach=True, p=probe()),
    "caps: custom launcher": caps(custom=True, p=probe()),
    "caps: not probed": caps(p=None),
    "caps: probe error": caps(p=probe(error="it broke")),
    "caps: no sglang": caps(p=probe(sglang=None)),
    "caps: through the extension": caps(p=probe()),
    "caps: native": caps(p=probe(fp8_lm_head_native=True, draft_shares_head_native=True)),
    "caps: native head, draft through the extension": caps(p=probe(fp8_lm_head_native=True)),
    "caps: head through the extension, native draft": caps(p=probe(draft_shares_head_native=True)),
    "caps: no extension, native head, draft not shared": caps(
        p=probe(fp8_lm_head_native=True, ext_compatible=False)
    ),
    "caps: no extension, nothing native": caps(
        p=probe(external_package_supported=False, ext_compatible=False)
    ),
    "caps: extension answers truthy but not True": caps(
        p=probe(ext_compatible="yes", external_package_supported=1, draft_shares_head_native=True)
    ),
    "caps: extension supported but not compatible, MTP off": caps(
        settings(mtp_nextn=False), probe(ext_compatible=False, ext_problems=["no load_weights"])
    ),
    "caps: FP8 head off, MTP on": caps(settings(fp8_lm_head=False), probe(ext_compatible=False)),
    "caps: no Humming method": caps(p=probe(moe_humming_available=False)),
    "caps: no Humming method, Humming off": caps(
        settings(humming_moe=False), probe(moe_humming_available=False)
    ),
    "caps: Humming method unknown": caps(p=probe(moe_humming_available=None)),
    "caps: everything fails, few keys, errors": caps(
        p={
            "sglang": "0.5.9",
            "moe_humming_available": False,
            "errors": ["import of x failed"],
            "ext_problems": ["p1", "p2"],
        }
    ),
    # --- container
    "container: no image": container(""),
    "container: runtime not installed": container("ling/sglang:present", "podman"),
    "container: image present": container("ling/sglang:present", docker=FAKE_DOCKER),
    "container: image absent": container("ling/sglang:absent", docker=FAKE_DOCKER),
    "container: image absent, nothing said": container("ling/sglang:quiet", docker=FAKE_DOCKER),
    "container: runtime cannot run": container(
        "ling/sglang:present", docker="#!/nonexistent/interpreter\n"
    ),
    # --- GPU
    "gpu: attached": lambda c: check_gpu(
        Settings(), [H200], PROFILES["h200"], None, custom=False, attach=True
    ),
    "gpu: none, custom launcher": gpu(None, custom=True, profile="generic"),
    "gpu: empty list, custom launcher": gpu([], custom=True, profile="generic"),
    "gpu: nvidia-smi absent": gpu(None, profile="generic"),
    "gpu: nvidia-smi lists none": gpu([], profile="generic"),
    "gpu: H200": gpu([H200]),
    "gpu: Spark and H200": gpu([GB10, H200], profile="gb10"),
    "gpu: V100, Humming on": gpu([V100], profile="generic"),
    "gpu: V100, Humming off": gpu([V100], profile="generic", humming_moe=False),
    "gpu: T4 (7.5), Humming on": gpu([T4], profile="generic"),
    "gpu: cc unknown, no probe": gpu([NO_CC]),
    "gpu: cc unknown, probe cuda text": gpu([NO_CC], probe(cuda="12.4")),
    "gpu: cc from the probe": gpu([NO_CC], probe()),
    "gpu: cc from compute_capability text": gpu(
        [NO_CC], {"cuda": {"capability": "bad", "compute_capability": "12.1"}}
    ),
    "gpu: cc from device_capability tuple": gpu(
        [NO_CC], {"cuda": {"capability": [9, 0, 1], "device_capability": ("8", "9")}}
    ),
    "gpu: cc text not numbers": gpu([NO_CC], {"cuda": {"capability": "9.x"}}),
    "gpu: cc text without a dot": gpu([NO_CC], {"cuda": {"capability": "90"}}),
    "gpu: cc text with two dots": gpu([NO_CC], {"cuda": {"capability": "9.0.1"}}),
    "gpu: old cc from the probe, Humming on": gpu([NO_CC], {"cuda": {"compute_capability": "7.0"}}),
    # --- memory
    "memory: attached": mem([H200], attach=True),
    "memory: no GPU, custom launcher": mem(None, "gb10", custom=True),
    "memory: no GPU, discrete profile": mem([], "generic"),
    "memory: no GPU, Spark profile": mem(None, "gb10", free_kib=100 * 2**20),
    "memory: Spark, meminfo unreadable": mem([GB10], "gb10", model(80 * GIB)),
    "memory: Spark, under the floor": mem([GB10], "gb10", free_kib=KIB_85_GIB - 1),
    "memory: Spark, at the floor": mem([GB10], "gb10", free_kib=KIB_85_GIB),
    "memory: Spark, under the weights' headroom": mem(
        [GB10], "gb10", model(80 * GIB), free_kib=92 * 2**20 - 1
    ),
    "memory: Spark, at the weights' headroom": mem(
        [GB10], "gb10", model(80 * GIB), free_kib=92 * 2**20
    ),
    "memory: unified without a floor, small free": mem(
        [GB10], BARE_UNIFIED, model(None), free_kib=2**20
    ),
    "memory: GB10 on the generic profile": mem([GB10], "generic", model(0), free_kib=3 * 2**20),
    "memory: H200, no free figure": mem(
        [GpuInfo("NVIDIA H200", 143771, None, (9, 0))], "h200", model(80 * GIB)
    ),
    "memory: H200 with a zero total": mem([GpuInfo("NVIDIA H200", 0, 70000, (9, 0))], "h200"),
    "memory: H100, under the weights' headroom": mem(
        [GpuInfo("NVIDIA H100 80GB", 81559, 73599, (9, 0))], "h100", model(64000 * 2**20)
    ),
    "memory: H100, at the weights' headroom": mem(
        [GpuInfo("NVIDIA H100 80GB", 81559, 73600, (9, 0)), H200], "h100", model(64000 * 2**20)
    ),
    # --- model files
    "model files: attached": lambda c: check_model_files(model(1), attach=True),
    "model files: not inspected": lambda c: check_model_files(None, attach=False),
    "model files: one problem": lambda c: check_model_files(
        model(None, ("config.json is missing.",), remedies=["Download it."]), attach=False
    ),
    "model files: two problems": lambda c: check_model_files(
        model(
            10,
            ("first.", "second."),
            remedies=["Fix one.", "Fix two."],
            notes=["a note"],
        ),
        attach=False,
    ),
    "model files: three problems, one remedy twice": lambda c: check_model_files(
        model(None, ("one.", "two.", "three."), remedies=["Again.", "Other.", "Again."]),
        attach=False,
    ),
    "model files: no folder set": lambda c: check_model_files(
        inspect_model_dir(None), attach=False
    ),
    "model files: pass": lambda c: check_model_files(
        model(3 * GIB, shard_count=3, notes=["n1", "n2"], nextn_weights=["model.layers.42.x"]),
        attach=False,
    ),
    "model files: pass, size unknown": lambda c: check_model_files(
        replace(model(None), shard_count=1), attach=False
    ),
    # --- all of it
    "run: container route": run_all(
        settings(container_runtime="docker", container_image="ling/sglang:present"),
        probe(),
        [H200],
    ),
    "run: container route and a custom launcher": run_all(
        settings(container_runtime="docker", launcher=["run-engine"]), probe(), [H200]
    ),
    "run: container route, attached": run_all(
        settings(container_runtime="docker"), probe(), [H200], attach=True
    ),
    "run: custom launcher, no GPU": run_all(
        settings(launcher=["run-engine"]), None, None, "generic"
    ),
    "run: nvidia-smi without cc, the engine knows it": run_all(
        settings(), probe(), [GpuInfo("NVIDIA H200", 143771, 140000, None)]
    ),
    "run: settings problems and profile error": run_all(
        settings(), probe(), [H200], settings_problems=["a: bad"], profile_error="no profile"
    ),
    "run: MTP and FP8 head off, plain checkpoint": run_with_model(
        {"nextn": False, "head_scale": True, "config_patch": {"num_nextn_predict_layers": 0}},
        [H200],
        "h200",
        0,
        mtp_nextn=False,
        fp8_lm_head=False,
    ),
    "run: full recipe, same checkpoint": run_with_model(
        {"nextn": False, "head_scale": True, "config_patch": {"num_nextn_predict_layers": 0}},
        [H200],
        "h200",
        0,
    ),
    "run: Spark with a small checkpoint": run_with_model({}, [GB10], "gb10", 90 * 2**20),
}


def texts(v: Verdict, tmp: Path) -> dict[str, Any]:
    def norm(s: str) -> str:
        return s.replace(str(tmp), "<tmp>")

    return {
        "id": v.id,
        "status": str(v.status),
        "summary": norm(v.summary),
        "evidence": [norm(e) for e in v.evidence],
        "remedy": norm(v.remedy),
        "remedy_detail": norm(v.remedy_detail),
    }


def test_golden_preflight_texts(tmp_path, monkeypatch):
    cases: dict[str, Any] = {}
    for i, (name, build) in enumerate(SCENARIOS.items()):
        tmp = tmp_path / f"s{i}"
        tmp.mkdir()
        with monkeypatch.context() as mp:
            out = build(Ctx(tmp, mp))
        if isinstance(out, list):
            cases[name] = [texts(v, tmp) for v in out]
        else:
            cases[name] = texts(out, tmp)
    check_golden(GOLDEN, cases)


def test_fake_docker_is_executable(tmp_path, monkeypatch):
    # Guards the golden's container scenarios: a non-executable stand-in would read as "absent".
    Ctx(tmp_path, monkeypatch).bin(docker=FAKE_DOCKER)
    assert (tmp_path / "bin" / "docker").stat().st_mode & stat.S_IXUSR
