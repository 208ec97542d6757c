"""Preflight checks, one behaviour at a time: thresholds at their boundaries, what reaches which
check, and collect_preflight with a fake engine Python and a fake nvidia-smi (real subprocesses).
The texts of every branch are pinned in test_verify_preflight_golden.py."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from app.core.paths import Paths
from app.core.profiles import PROFILES, GpuInfo
from app.core.settings import Settings
from app.core.verify import verdict as vd
from app.core.verify.modeldir import ModelInfo
from app.core.verify.preflight import (
    ENGINE_ENV_REMEDY,
    ENGINE_PIP_SPECS,
    HUMMING_MIN_CC,
    MEMORY_HEADROOM,
    SGLANG_VERSION,
    PreflightRun,
    _cuda_text,
    _probe_cc,
    check_container,
    check_engine_env,
    check_memory,
    check_model_files,
    collect_preflight,
    mem_available_bytes,
    probe_versions,
)
from app.core.verify.verdict import Status, Verdict
from tests.support.preflight_fakes import FAKE_DOCKER, FAKE_SMI, GOOD_PROBE
from tests.support.verify_model import make_fake_model

H200 = GpuInfo("NVIDIA H200", 143771, 140000, (9, 0))
GIB = 2**30


def install(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(exist_ok=True)
    p = folder / name
    p.write_text(text)
    p.chmod(0o755)
    return p


def on_path(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Only `folder` and the system's own folders: no real docker or nvidia-smi."""
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.defpath}")


def fake_engine_python(folder: Path, answer: dict[str, Any]) -> Path:
    """An 'engine Python' that answers the capabilities probe with `answer`, whatever it runs."""
    return install(folder, "python", f"#!/bin/sh\necho '{json.dumps(answer)}'\n")


# --- constants the engine facts fix ------------------------------------------------------------


def test_pinned_engine_facts():
    # sglang 0.5.23's wheel pins humming-kernels 0.1.12 (SGLANG.md); Humming needs sm_75.
    assert SGLANG_VERSION == "0.5.23"
    assert ENGINE_PIP_SPECS == "'sglang==0.5.23' 'humming-kernels[cu13]==0.1.12'"
    assert ENGINE_PIP_SPECS in ENGINE_ENV_REMEDY.detail
    assert HUMMING_MIN_CC == (7, 5)
    assert MEMORY_HEADROOM == 1.15


# --- small readers -------------------------------------------------------------------------------


def test_mem_available_bytes(tmp_path):
    p = tmp_path / "meminfo"
    assert mem_available_bytes(p) is None  # missing
    p.write_text("MemTotal: 100 kB\nMemFree: 5 kB\nMemAvailable: 7 kB\nMemAvailable: 9 kB\n")
    assert mem_available_bytes(p) == 7 * 1024
    p.write_text("MemTotal: 100 kB\n")
    assert mem_available_bytes(p) is None
    p.write_text("MemAvailable: lots kB\n")
    assert mem_available_bytes(p) is None
    p.write_text("MemAvailable:\n")
    assert mem_available_bytes(p) is None
    p.write_text(" MemAvailable: 7 kB\n")  # not at the line's start
    assert mem_available_bytes(p) is None


def test_mem_available_bytes_reads_proc_by_default():
    if not Path("/proc/meminfo").is_file():
        pytest.skip("no /proc/meminfo here")
    free = mem_available_bytes()
    assert free is not None and free > 0


def test_probe_versions_either_spelling():
    assert probe_versions({}) == (None, None)
    assert probe_versions({"sglang": "1", "humming_kernels": "2"}) == ("1", "2")
    assert probe_versions({"sglang_version": "1", "humming_version": "2"}) == ("1", "2")
    assert probe_versions({"sglang": "", "sglang_version": 3, "humming_kernels": 0.1}) == (
        "3",
        "0.1",
    )


def test_cuda_text():
    assert _cuda_text({}) == ""
    assert _cuda_text({"cuda": None}) == ""
    assert _cuda_text({"cuda": "12.4"}) == "cuda: 12.4"
    assert _cuda_text({"cuda": {"a": None, "b": "", "c": [], "d": {}}}) == ""
    assert _cuda_text({"cuda": {"a": 0, "b": False, "c": "x"}}) == "cuda: a=0, b=False, c=x"


def test_probe_cc():
    assert _probe_cc(None) is None
    assert _probe_cc({"cuda": "9.0"}) is None
    assert _probe_cc({"cuda": {"capability": [9, 0]}}) == (9, 0)
    assert _probe_cc({"cuda": {"capability": (12, 1)}}) == (12, 1)
    assert _probe_cc({"cuda": {"capability": ["8", "6"]}}) == (8, 6)
    assert _probe_cc({"cuda": {"compute_capability": "12.1"}}) == (12, 1)
    assert _probe_cc({"cuda": {"device_capability": "10.0"}}) == (10, 0)
    # The first usable key wins; unusable ones are passed over.
    both = {"capability": [9], "compute_capability": "x.1", "device_capability": [7, 5]}
    assert _probe_cc({"cuda": both}) == (7, 5)
    assert _probe_cc({"cuda": {"capability": [9, 0], "device_capability": [7, 5]}}) == (9, 0)
    for bad in ("9", "9.", ".0", "9.0.1", "a.b", "9.x", 90, None):
        assert _probe_cc({"cuda": {"capability": bad}}) is None, bad


# --- thresholds ---------------------------------------------------------------------------------


def discrete(free_mib: int, size: int | None) -> Verdict:
    gpu = GpuInfo("NVIDIA H100 80GB", 81559, free_mib, (9, 0))
    info = ModelInfo(Path("/m"), size_bytes=size)
    return check_memory(Settings(), [gpu], PROFILES["h100"], info, custom=False, attach=False)


def test_discrete_memory_headroom_boundary():
    # 64000 MiB of weights need 73600 MiB free (x1.15, exact in binary).
    assert discrete(73600, 64000 * 2**20).status == Status.PASS
    assert discrete(73599, 64000 * 2**20).status == Status.FAIL
    assert discrete(1, None).status == Status.PASS  # weights unknown: nothing to compare
    assert discrete(1, 0).status == Status.PASS


def test_discrete_memory_uses_the_first_gpu():
    small = GpuInfo("small", 1000, 10, (9, 0))
    v = check_memory(
        Settings(),
        [small, H200],
        PROFILES["h100"],
        ModelInfo(Path("/m"), size_bytes=GIB),
        custom=False,
        attach=False,
    )
    assert v.status == Status.FAIL and v.summary.startswith("small has 10.5 MB free")


def test_discrete_memory_total_zero_falls_back_to_free():
    gpu = GpuInfo("odd", 0, 1024, (9, 0))
    v = check_memory(Settings(), [gpu], PROFILES["h100"], None, custom=False, attach=False)
    assert v.evidence == ["nvidia-smi: odd 1.1 GB free of 1.1 GB"]


def unified(tmp_path: Path, free_kib: int, size: int | None) -> Verdict:
    meminfo = tmp_path / "meminfo"
    meminfo.write_text(f"MemAvailable: {free_kib} kB\n")
    info = ModelInfo(Path("/m"), size_bytes=size)
    gb10 = GpuInfo("NVIDIA GB10", None, None, (12, 1))
    return check_memory(
        Settings(), [gb10], PROFILES["gb10"], info, custom=False, attach=False, meminfo=meminfo
    )


def test_spark_floor_and_headroom_boundaries(tmp_path):
    floor_kib = 85 * 2**20
    assert unified(tmp_path, floor_kib, None).status == Status.PASS
    v = unified(tmp_path, floor_kib - 1, None)
    assert v.status == Status.FAIL and "under 91.3 GB free" in v.summary
    # 80 GiB of weights need 92 GiB free.
    assert unified(tmp_path, 92 * 2**20, 80 * GIB).status == Status.PASS
    v = unified(tmp_path, 92 * 2**20 - 1, 80 * GIB)
    assert v.status == Status.FAIL and "for 85.9 GB of weights" in v.summary


def test_memory_without_gpu_list_on_a_spark_profile_reads_meminfo(tmp_path):
    meminfo = tmp_path / "meminfo"
    meminfo.write_text(f"MemAvailable: {90 * 2**20} kB\n")
    for gpus in (None, []):
        v = check_memory(
            Settings(), gpus, PROFILES["gb10"], None, custom=False, attach=False, meminfo=meminfo
        )
        assert v.status == Status.PASS and v.summary == "96.6 GB free (unified memory).", gpus


# --- model files ----------------------------------------------------------------------------------


def test_model_files_pass_claims_nextn_only_when_its_weights_are_there(tmp_path):
    """Bug: with MTP off, a checkpoint without a NEXTN layer was called one "with its NEXTN layer"."""
    plain = ModelInfo(tmp_path, size_bytes=GIB, shard_count=2)
    v = check_model_files(plain, attach=False)
    assert v.status == Status.PASS
    assert "NEXTN" not in v.summary, v.summary
    full = ModelInfo(
        tmp_path, size_bytes=GIB, shard_count=2, nextn_weights=["model.layers.42.eh_proj.weight"]
    )
    assert "with its NEXTN layer" in check_model_files(full, attach=False).summary


# --- container -----------------------------------------------------------------------------------


def container_settings(image: str = "ling/sglang:present") -> Settings:
    s = Settings()
    s.engine.container_runtime = "docker"
    s.engine.container_image = image
    return s


def test_container_runtime_that_hangs_is_cut_off(tmp_path, monkeypatch):
    install(tmp_path / "bin", "docker", "#!/bin/sh\nexec sleep 30\n")
    on_path(monkeypatch, tmp_path / "bin")
    v = check_container(container_settings(), timeout=0.5)
    assert v.status == Status.FAIL
    assert v.summary.startswith("docker did not answer:") and "timed out" in v.summary


def test_container_image_present_quotes_the_id(tmp_path, monkeypatch):
    install(tmp_path / "bin", "docker", FAKE_DOCKER)
    on_path(monkeypatch, tmp_path / "bin")
    v = check_container(container_settings())
    assert v.status == Status.PASS
    # The id, stripped and cut at 80 characters.
    assert v.evidence[-1] == "docker image inspect: sha256:" + ("0123456789" * 9)[:73]


def test_container_image_absent_without_a_message_shows_no_empty_brackets(tmp_path, monkeypatch):
    """Bug: a runtime that failed silently gave "is not on this machine ()."."""
    install(tmp_path / "bin", "docker", FAKE_DOCKER)
    on_path(monkeypatch, tmp_path / "bin")
    v = check_container(container_settings("ling/sglang:quiet"))
    assert v.status == Status.FAIL
    assert v.summary == "The image ling/sglang:quiet is not on this machine."
    v = check_container(container_settings("ling/sglang:absent"))
    assert v.summary.endswith("(Error: No such image: ling/sglang:absent).")


# --- engine environment, for real ------------------------------------------------------------------


def test_engine_env_from_a_fake_engine_python(tmp_path):
    from app.core.engine.probe import probe_engine_env

    python = fake_engine_python(tmp_path / "env", dict(GOOD_PROBE, executable=None))
    s = Settings()
    s.engine.engine_python = str(python)
    v = check_engine_env(s, probe_engine_env(str(python)), custom=False, attach=False)
    assert v.status == Status.PASS
    assert v.evidence[0] == f"engine Python: {python}"


# --- collect_preflight -------------------------------------------------------------------------------


def settings_with(tmp_path: Path, **engine: Any) -> Settings:
    s = Settings()
    s.engine.model_path = str(make_fake_model(tmp_path / "models"))
    for k, v in engine.items():
        setattr(s.engine, k, v)
    return s


def test_collect_asks_nvidia_smi_and_the_engine_python(tmp_path, monkeypatch):
    install(tmp_path / "bin", "nvidia-smi", FAKE_SMI)
    on_path(monkeypatch, tmp_path / "bin")
    python = fake_engine_python(tmp_path / "env", GOOD_PROBE)
    run = collect_preflight(
        Paths.from_basedir(tmp_path / "base"), settings_with(tmp_path, engine_python=str(python))
    )
    assert run.gpus == [H200]
    assert run.profile.id == "h200"
    assert run.probe == GOOD_PROBE
    assert run.engine_env_known
    assert [v.id for v in run.verdicts] == list(vd.PREFLIGHT_IDS)
    by = {v.id: v for v in run.verdicts}
    assert by[vd.ENGINE_ENV].status == Status.PASS
    assert by[vd.GPU].summary == "NVIDIA H200, compute capability 9.0."
    assert run.failed == []


def test_collect_uses_this_interpreter_without_an_engine_python(tmp_path):
    run = collect_preflight(Paths.from_basedir(tmp_path / "base"), settings_with(tmp_path), gpus=[])
    assert run.probe is not None
    # This interpreter has no sglang: the probe ran here and said so.
    assert run.probe.get("sglang") is None and not run.probe.get("error")
    assert run.engine_env_known
    by = {v.id: v for v in run.verdicts}
    assert by[vd.ENGINE_ENV].summary == "SGLang is not installed in the engine environment."
    assert run.failed == [vd.ENGINE_ENV, vd.GPU]


def test_collect_attached_asks_nothing(tmp_path, monkeypatch):
    install(tmp_path / "bin", "nvidia-smi", FAKE_SMI)
    on_path(monkeypatch, tmp_path / "bin")
    run = collect_preflight(Paths.from_basedir(tmp_path / "base"), Settings(), attach=True)
    assert run.gpus is None and run.probe is None
    assert run.profile.id == "generic"  # nvidia-smi was not asked for the profile either
    assert not run.engine_env_known
    assert [v.status for v in run.verdicts][1:] == [Status.SKIP] * 5


def test_collect_with_given_gpus_does_not_ask_nvidia_smi(tmp_path, monkeypatch):
    install(tmp_path / "bin", "nvidia-smi", FAKE_SMI)
    on_path(monkeypatch, tmp_path / "bin")
    python = fake_engine_python(tmp_path / "env", GOOD_PROBE)
    s = settings_with(tmp_path, engine_python=str(python))
    run = collect_preflight(Paths.from_basedir(tmp_path / "base"), s, gpus=None)
    assert run.gpus is None and run.profile.id == "generic"
    assert vd.GPU in run.failed
    gb10 = GpuInfo("NVIDIA GB10", None, None, (12, 1))
    run = collect_preflight(Paths.from_basedir(tmp_path / "base"), s, gpus=[gb10])
    assert run.gpus == [gb10] and run.profile.id == "gb10"


def test_collect_takes_gpus_as_true_a_list_or_none_never_false(tmp_path):
    # False is no "no GPUs" (that is [] or None): a caller passing it has a bug.
    with pytest.raises(AssertionError):
        collect_preflight(Paths.from_basedir(tmp_path / "base"), Settings(), gpus=False)


def test_collect_unknown_profile_falls_back_to_generic(tmp_path):
    python = fake_engine_python(tmp_path / "env", GOOD_PROBE)
    s = settings_with(tmp_path, engine_python=str(python), profile="nonsense")
    run = collect_preflight(Paths.from_basedir(tmp_path / "base"), s, gpus=[H200])
    assert run.profile.id == "generic"
    settings_v = run.verdicts[0]
    assert settings_v.status == Status.FAIL
    assert "unknown hardware profile 'nonsense'" in settings_v.summary
    s.engine.profile = "h100"
    run = collect_preflight(Paths.from_basedir(tmp_path / "base"), s, gpus=[H200])
    assert run.profile.id == "h100" and run.verdicts[0].status == Status.PASS


def test_collect_passes_settings_problems_on(tmp_path):
    python = fake_engine_python(tmp_path / "env", GOOD_PROBE)
    s = settings_with(tmp_path, engine_python=str(python))
    run = collect_preflight(
        Paths.from_basedir(tmp_path / "base"), s, gpus=[H200], settings_problems=["x: bad"]
    )
    assert run.verdicts[0].status == Status.WARN
    assert run.verdicts[0].summary == "settings file: x: bad."


@pytest.mark.parametrize("engine", [{"launcher": ["run-it"]}, {"container_runtime": "docker"}])
def test_collect_does_not_probe_a_custom_launcher_or_a_container(tmp_path, monkeypatch, engine):
    python = fake_engine_python(tmp_path / "env", GOOD_PROBE)
    install(tmp_path / "bin", "docker", FAKE_DOCKER)
    on_path(monkeypatch, tmp_path / "bin")
    s = settings_with(tmp_path, engine_python=str(python), **engine)
    run = collect_preflight(Paths.from_basedir(tmp_path / "base"), s, gpus=[H200])
    assert run.probe is None and not run.engine_env_known
    assert run.verdicts[1].status in (Status.SKIP, Status.FAIL)  # custom: skip; no image: fail


def test_preflight_run_properties():
    verdicts = [
        Verdict.make(vd.SETTINGS, Status.PASS, "ok"),
        Verdict.make(vd.GPU, Status.FAIL, "no"),
        Verdict.make(vd.MEMORY, Status.WARN, "hm"),
        Verdict.make(vd.MODEL_FILES, Status.FAIL, "no"),
    ]
    run = PreflightRun(verdicts, None, PROFILES["generic"], None)
    assert run.failed == [vd.GPU, vd.MODEL_FILES]
    assert not run.engine_env_known
    from app.core.engine.probe import ProbeResult

    assert PreflightRun([], ProbeResult(sglang="0.5.23"), PROFILES["generic"], []).engine_env_known
    assert not PreflightRun([], ProbeResult(error="no"), PROFILES["generic"], []).engine_env_known
