"""From settings to a launch plan: the one path used by the CLI verbs and the GUI."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from app.core.engine.probe import ProbeResult, probe_engine_env
from app.core.engine.supervisor import check_port, stage_engine_ext
from app.core.paths import Paths
from app.core.profiles import Profile, resolve_profile
from app.core.recipe import EngineCapabilities, LaunchPlan, build_plan
from app.core.secrets import EngineKey, load_or_create_key
from app.core.settings import Settings


@dataclass
class Prepared:
    plan: LaunchPlan
    key: EngineKey
    profile: Profile
    probe: ProbeResult | None  # None when a custom launcher makes the engine env unknowable
    notes: list[str] = field(default_factory=list)


def uses_default_launcher(settings: Settings) -> bool:
    return not settings.engine.launcher


def engine_python(settings: Settings) -> str:
    return settings.engine.engine_python or sys.executable


def prepare_launch(
    paths: Paths,
    settings: Settings,
    *,
    probe: ProbeResult | None = None,
    run_probe: bool = True,
    profile: Profile | None = None,
) -> Prepared:
    """Resolve profile, capabilities, port and key into a plan. Raises RecipeError/EngineError."""
    paths.ensure()
    notes: list[str] = []
    profile = profile or resolve_profile(settings.engine.profile)
    if probe is None and run_probe and uses_default_launcher(settings):
        probe = probe_engine_env(engine_python(settings))
    caps = EngineCapabilities.from_probe(probe if probe and not probe.get("error") else None)
    key = load_or_create_key(paths)
    if key.warning:
        notes.append(key.warning)
    port = check_port(settings.engine.port)
    ext_dir = stage_engine_ext(paths.cache_dir)
    plan = build_plan(
        settings,
        profile,
        port=port,
        api_key=key.value,
        runtime_dir=paths.runtime_dir,
        cache_dir=paths.cache_dir,
        caps=caps,
        ext_dir=ext_dir,
    )
    return Prepared(plan, key, profile, probe, notes)
