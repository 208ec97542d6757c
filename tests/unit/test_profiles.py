from __future__ import annotations

import pytest

from app.core.profiles import PROFILES, GpuInfo, parse_nvidia_smi, profile_for_gpu, resolve_profile


def test_parse_nvidia_smi_including_unified_memory_na():
    text = "NVIDIA GB10, [N/A], [N/A], 12.1\nNVIDIA H200, 143771, 140000, 9.0\n"
    gpus = parse_nvidia_smi(text)
    assert gpus[0] == GpuInfo("NVIDIA GB10", None, None, (12, 1))
    assert gpus[1].memory_total_mib == 143771 and gpus[1].compute_capability == (9, 0)


@pytest.mark.parametrize(
    ("name", "pid"),
    [
        ("NVIDIA GB10", "gb10"),
        ("NVIDIA H200", "h200"),
        ("NVIDIA H100 80GB HBM3", "h100"),
        ("NVIDIA RTX PRO 6000 Blackwell Workstation Edition", "rtx_pro_6000"),
        ("NVIDIA GeForce RTX 5090", "rtx_5090"),
        ("NVIDIA A10", "generic"),
    ],
)
def test_detection_by_name(name, pid):
    assert profile_for_gpu(GpuInfo(name, None, None, None)).id == pid


def test_spark_profile_facts():
    p = PROFILES["gb10"]
    assert p.bandwidth_gbs == 273.0 and p.memory_gb == 128.0 and p.unified_memory
    assert p.compute_capability == (12, 1) and p.min_free_gib == 85.0


def test_resolve_profile_auto_without_gpu_is_generic():
    assert resolve_profile("auto", gpus=[]).id == "generic"
    assert resolve_profile("h100").id == "h100"
    with pytest.raises(ValueError, match="unknown hardware profile"):
        resolve_profile("tpu")
