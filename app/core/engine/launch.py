"""From settings to a launch plan: the one path used by the CLI verbs and the GUI."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from app.core.engine.probe import ProbeResult, probe_engine_env
from app.core.engine.staging import stage_engine_ext, staged_root
from app.core.engine.supervisor import check_port
from app.core.paths import Paths
from app.core.policy import PolicyRefused, current_policy
from app.core.profiles import Profile, resolve_profile
from app.core.recipe import EngineCapabilities, LaunchPlan, RecipeError, build_plan
from app.core.secrets import EngineKey, forget_install_key_file, new_key
from app.core.settings import Settings, resolved_model_path


class ModelRefused(RecipeError, PolicyRefused):
    """The model is from a source the administrator's policy does not allow."""


@dataclass
class Prepared:
    plan: LaunchPlan
    key: EngineKey
    profile: Profile
    probe: ProbeResult | None  # None when a custom launcher makes the engine env unknowable
    notes: list[str] = field(default_factory=list)


def uses_default_launcher(settings: Settings) -> bool:
    # A container's Python is inside its image: not ours to probe from here.
    return not settings.engine.launcher and not settings.engine.container_runtime


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
    """Resolve profile, capabilities, port and key into a plan. Raises RecipeError/EngineError.

    Everything that can refuse runs first; only a plan that stands writes anything (folders,
    the staged extension), so a failed preparation leaves no trace. The engine's key is new
    for every plan and stored nowhere (the supervisor writes it into the 0600 config file). Raises
    UnwritableError (an OSError) when the folders cannot be written.
    """
    notes: list[str] = []
    model = resolved_model_path(settings)
    if model is not None:
        try:
            current_policy().check_model_folder(model, downloads=paths.data_dir / "models")
        except PolicyRefused as exc:
            raise ModelRefused(str(exc)) from None
    try:
        profile = profile or resolve_profile(settings.engine.profile)
    except ValueError as exc:
        raise RecipeError(str(exc)) from None
    if probe is None and run_probe and uses_default_launcher(settings):
        probe = probe_engine_env(engine_python(settings))
    caps = EngineCapabilities.from_probe(probe if probe and not probe.get("error") else None)
    port = check_port(settings.engine.port)
    # New at every launch, kept nowhere but in the engine's 0600 config file while it runs: a key
    # an earlier engine's port-taker or log reader saw opens nothing now (apps get the gateway's
    # own client keys, never this one).
    key_value = new_key()

    def plan_with(api_key: str) -> LaunchPlan:
        return build_plan(
            settings,
            profile,
            port=port,
            api_key=api_key,
            runtime_dir=paths.runtime_dir,
            cache_dir=paths.cache_dir,
            caps=caps,
            ext_dir=staged_root(paths.cache_dir),
        )

    plan = plan_with(key_value)
    # The plan stands: now write what it needs.
    paths.ensure()
    paths.humming_cache.mkdir(exist_ok=True)  # a container mounts it: it must exist first
    key = EngineKey(key_value, "launch")
    forget_install_key_file(paths)
    if plan.uses_engine_ext:
        stage_engine_ext(paths.cache_dir)
    return Prepared(plan, key, profile, probe, notes)
