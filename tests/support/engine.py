"""Helpers to run the real supervisor against the SGLang double."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from app.core.engine.supervisor import pick_free_port
from app.core.paths import Paths
from app.core.profiles import PROFILES
from app.core.recipe import LaunchPlan, build_plan
from app.core.settings import Settings
from tests.support.verify_model import make_fake_model

ROOT = Path(__file__).resolve().parents[2]
DOUBLE = ROOT / "tests" / "double" / "sglang-double"


def make_model_dir(root: Path, shards: int = 2) -> Path:
    """A fake Ling-3.0-flash folder: the synthetic config, an index and tiny shard files."""
    return make_fake_model(root, shards=shards)


def double_launcher(*knobs: str) -> list[str]:
    return [sys.executable, str(DOUBLE), *knobs]


def double_plan(
    paths: Paths, model: Path, *knobs: str, settings: Settings | None = None, port: int = 0
) -> LaunchPlan:
    settings = settings or Settings()
    settings.engine.model_path = str(model)
    return build_plan(
        settings,
        PROFILES["generic"],
        port=port or pick_free_port(),
        api_key="test-key-" + os.urandom(4).hex(),
        runtime_dir=paths.runtime_dir,
        cache_dir=paths.cache_dir,
        launcher=double_launcher(*knobs),
    )


def group_members(pgid: int) -> list[int]:
    """Live (non-zombie) processes in a process group, read from /proc."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if fields[0] != "Z" and int(fields[2]) == pgid:
            out.append(int(entry.name))
    return out


LOCAL_PREFIX = ROOT / "tests" / "support" / "local_prefix"


def two_rank_settings(model: Path, *knobs: str, rank1_env: tuple[str, ...] = ()) -> Settings:
    """Settings for the "Two DGX Sparks (TP 2)" profile with both ranks on loopback: rank 1 is
    started through tests/support/local_prefix (which runs its command line like ssh would),
    with `rank1_env` (e.g. "SGLANG_DOUBLE_FAULT=crash-load") set only on that side."""
    settings = Settings()
    settings.engine.model_path = str(model)
    settings.engine.profile = "gb10_x2"
    settings.engine.launcher = double_launcher(*knobs)
    settings.engine.rank1_prefix = [str(LOCAL_PREFIX), *rank1_env]
    settings.engine.dist_init_addr = f"127.0.0.1:{pick_free_port()}"
    settings.engine.rank1_port = pick_free_port()
    settings.engine.net_ifname = "lo"
    return settings


def two_rank_plan(paths: Paths, settings: Settings, port: int = 0) -> LaunchPlan:
    return build_plan(
        settings,
        PROFILES["gb10_x2"],
        port=port or pick_free_port(),
        api_key="test-key-" + os.urandom(4).hex(),
        runtime_dir=paths.runtime_dir,
        cache_dir=paths.cache_dir,
        ext_dir=paths.cache_dir / "engine_ext" / "test",
    )
