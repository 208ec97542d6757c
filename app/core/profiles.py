"""Hardware profiles: what the gauges need (bandwidth, memory) and how the recipe adapts.

Detected from nvidia-smi when present; never guessed from a flag.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.core.words import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class Profile:
    id: str
    title: str
    # Peak memory bandwidth in GB/s (decimal): the roofline a batch-1 decode is bound by.
    bandwidth_gbs: float | None
    memory_gb: float | None
    compute_capability: tuple[int, int] | None
    unified_memory: bool = False
    # Recipe adjustments: flag -> value, applied over the baseline.
    recipe_overrides: dict[str, str] = field(default_factory=dict)
    # Minimum free memory before launch (GiB); on unified memory an OOM freezes the machine.
    min_free_gib: float | None = None
    note: str = ""
    # Machines one engine spans (SGLang's --nnodes): 2 = rank 1 runs on a second machine.
    nodes: int = 1

    @property
    def words(self) -> str:
        """The title in the user's language (`title` stays the English key: ids never change)."""
        return translate("profiles", self.title)


PROFILES: dict[str, Profile] = {
    p.id: p
    for p in (
        Profile(
            "gb10",
            QT_TRANSLATE_NOOP("profiles", "NVIDIA DGX Spark (GB10)"),
            bandwidth_gbs=273.0,
            memory_gb=128.0,
            compute_capability=(12, 1),
            unified_memory=True,
            # 0.75 once hung a Spark: unified memory freezes instead of raising.
            recipe_overrides={"--mem-fraction-static": "0.68"},
            min_free_gib=85.0,
            note="128 GB unified LPDDR5x; out of memory freezes the whole machine",
        ),
        Profile(
            "gb10_x2",
            QT_TRANSLATE_NOOP("profiles", "Two DGX Sparks (TP 2)"),
            # Tensor parallel across both: each Spark streams half the weights per token.
            bandwidth_gbs=546.0,
            memory_gb=256.0,
            compute_capability=(12, 1),
            unified_memory=True,
            recipe_overrides={"--mem-fraction-static": "0.68", "--tp-size": "2"},
            min_free_gib=85.0,
            note="two GB10s linked by ConnectX-7; rank 1 runs on the second machine",
            nodes=2,
        ),
        Profile(
            "h100",
            QT_TRANSLATE_NOOP("profiles", "NVIDIA H100 80GB"),
            bandwidth_gbs=3350.0,
            memory_gb=80.0,
            compute_capability=(9, 0),
            recipe_overrides={"--mem-fraction-static": "0.88"},
        ),
        Profile(
            "h200",
            QT_TRANSLATE_NOOP("profiles", "NVIDIA H200"),
            bandwidth_gbs=4800.0,
            memory_gb=141.0,
            compute_capability=(9, 0),
            recipe_overrides={"--mem-fraction-static": "0.85"},
        ),
        Profile(
            "rtx_pro_6000",
            QT_TRANSLATE_NOOP("profiles", "NVIDIA RTX PRO 6000 Blackwell"),
            bandwidth_gbs=1792.0,
            memory_gb=96.0,
            compute_capability=(12, 0),
            recipe_overrides={"--mem-fraction-static": "0.85"},
        ),
        Profile(
            "rtx_5090",
            QT_TRANSLATE_NOOP("profiles", "NVIDIA GeForce RTX 5090"),
            bandwidth_gbs=1792.0,
            memory_gb=32.0,
            compute_capability=(12, 0),
            recipe_overrides={"--mem-fraction-static": "0.90"},
            note="32 GB holds no Ling-3.0-flash checkpoint on one card; use two with --tp-size 2",
        ),
        Profile(
            "generic",
            QT_TRANSLATE_NOOP("profiles", "Other or unknown GPU"),
            bandwidth_gbs=None,
            memory_gb=None,
            compute_capability=None,
        ),
    )
}

# nvidia-smi name fragments -> profile id (first match wins; order matters: "H100" before "H1").
_NAME_RULES: tuple[tuple[str, str], ...] = (
    ("GB10", "gb10"),
    ("DGX SPARK", "gb10"),
    ("H200", "h200"),
    ("H100", "h100"),
    ("RTX PRO 6000", "rtx_pro_6000"),
    ("RTX 5090", "rtx_5090"),
)


@dataclass(frozen=True)
class GpuInfo:
    name: str
    memory_total_mib: int | None
    memory_free_mib: int | None
    compute_capability: tuple[int, int] | None


def parse_nvidia_smi(text: str) -> list[GpuInfo]:
    """Parse `--query-gpu=name,memory.total,memory.free,compute_cap --format=csv,noheader,nounits`."""
    gpus = []
    for line in text.splitlines():
        parts = [p.strip() for p in line.split(",")]
        if len(parts) < 4 or not parts[0]:
            continue

        def num(s: str) -> int | None:
            try:
                return int(float(s))
            except ValueError:
                return None  # GB10 reports "[N/A]": its memory is unified

        cc = None
        try:
            major, minor = parts[3].split(".")
            cc = (int(major), int(minor))
        except ValueError:
            pass
        gpus.append(GpuInfo(parts[0], num(parts[1]), num(parts[2]), cc))
    return gpus


def query_gpus(timeout: float = 5.0) -> list[GpuInfo] | None:
    """GPUs seen by nvidia-smi; None when nvidia-smi is absent or fails."""
    import shutil
    import subprocess  # (not imported with the profiles' table: the settings read that)

    exe = shutil.which("nvidia-smi")
    if exe is None:
        return None
    try:
        out = subprocess.run(
            [
                exe,
                "--query-gpu=name,memory.total,memory.free,compute_cap",
                "--format=csv,noheader,nounits",
            ],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return parse_nvidia_smi(out)


def profile_for_gpu(gpu: GpuInfo | None) -> Profile:
    if gpu is None:
        return PROFILES["generic"]
    upper = gpu.name.upper()
    for fragment, pid in _NAME_RULES:
        if fragment in upper:
            return PROFILES[pid]
    return PROFILES["generic"]


def resolve_profile(setting: str, gpus: list[GpuInfo] | None = None) -> Profile:
    """`setting` is a profile id or "auto" (detect from nvidia-smi)."""
    if setting != "auto":
        try:
            return PROFILES[setting]
        except KeyError:
            raise ValueError(
                translate(
                    "profiles", "unknown hardware profile {name}; choose one of: auto, {ids}"
                ).format(name=repr(setting), ids=", ".join(PROFILES))
            ) from None
    if gpus is None:
        gpus = query_gpus()
    return profile_for_gpu(gpus[0] if gpus else None)
