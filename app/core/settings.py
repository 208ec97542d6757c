"""Typed settings, declared once with type and default, saved as TOML with a schema_version.

Unknown keys are kept out (never crash on them); a bad value falls back to its default and is
reported, so a hand-edited file never stops the app from starting.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import os
import shlex
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from app.core.paths import Paths

log = logging.getLogger(__name__)

SCHEMA_VERSION = 2
DEFAULT_MODEL_REPO = "inclusionAI/Ling-3.0-flash-fp4"


@dataclass
class Optimizations:
    humming_moe: bool = True
    fp8_lm_head: bool = True
    mtp_nextn: bool = True
    # The baseline's FP32 head; mutually exclusive with the FP8 head (the recipe refuses both).
    fp32_lm_head: bool = False


@dataclass
class Sampling:
    temperature: float = 0.6
    top_p: float = 0.95
    top_k: int = 29
    max_tokens: int = 8192


@dataclass
class EngineSettings:
    model_path: str = ""  # "" = the Hugging Face cache copy of DEFAULT_MODEL_REPO, if present
    # The argv prefix that starts the engine; empty = engine_python -m sglang.launch_server.
    launcher: list[str] = field(default_factory=list)
    # Python of the engine environment (sglang + humming-kernels); "" = this interpreter.
    engine_python: str = ""
    port: int = 0  # 0 = pick a free loopback port at each start
    profile: str = "auto"
    mem_fraction_static: float = 0.0  # 0 = the hardware profile's choice
    context_length: int = 262144
    autostart: bool = True
    # Restart after a crash a restart can cure (not OOM, missing model, taken port, CUDA errors),
    # with bounded backoff; off by default so a crash stays on screen until the user acts.
    auto_restart: bool = False
    ready_timeout_s: float = 1800.0


@dataclass
class UiSettings:
    theme: str = "system"  # system | light | dark
    side_panel_edge: str = "right"
    confirm_links: bool = True


@dataclass
class Settings:
    engine: EngineSettings = field(default_factory=EngineSettings)
    optimizations: Optimizations = field(default_factory=Optimizations)
    sampling: Sampling = field(default_factory=Sampling)
    ui: UiSettings = field(default_factory=UiSettings)

    def to_dict(self) -> dict[str, Any]:
        return {"schema_version": SCHEMA_VERSION, **dataclasses.asdict(self)}


# --- migrations: each takes the raw dict of version N and returns version N+1 -------------------


def _v0_to_v1(raw: dict[str, Any]) -> dict[str, Any]:
    # Pre-release files had no schema_version and flat keys.
    out: dict[str, Any] = {"engine": {}, "sampling": {}}
    for key in ("model_path", "port", "profile"):
        if key in raw:
            out["engine"][key] = raw[key]
    if "launcher" in raw:
        out["engine"]["launcher"] = raw["launcher"]
    for key in ("temperature", "top_p", "top_k"):
        if key in raw:
            out["sampling"][key] = raw[key]
    return out


def _v1_to_v2(raw: dict[str, Any]) -> dict[str, Any]:
    # v1 kept the launcher as one shell string and the optimizations under "features".
    out = dict(raw)
    engine = dict(out.get("engine", {}))
    if isinstance(engine.get("launcher"), str):
        engine["launcher"] = shlex.split(engine["launcher"])
    out["engine"] = engine
    features = out.pop("features", None)
    if isinstance(features, dict):
        out["optimizations"] = {
            "humming_moe": features.get("humming", True),
            "fp8_lm_head": features.get("fp8_head", True),
            "mtp_nextn": features.get("mtp", True),
        }
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _v0_to_v1, 1: _v1_to_v2}


def migrate(raw: dict[str, Any]) -> dict[str, Any]:
    version = int(raw.get("schema_version", 0))
    if version > SCHEMA_VERSION:
        raise SettingsError(
            f"settings file has schema_version {version}, newer than this Ling Desk "
            f"understands ({SCHEMA_VERSION}); upgrade Ling Desk or move the file away"
        )
    data = {k: v for k, v in raw.items() if k != "schema_version"}
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data


class SettingsError(Exception):
    pass


def _coerce(cls: type, raw: Any, problems: list[str], where: str) -> Any:
    """Build dataclass `cls` from `raw`, keeping defaults for missing or ill-typed values."""
    obj = cls()
    if not isinstance(raw, dict):
        if raw is not None:
            problems.append(f"{where}: expected a table, got {type(raw).__name__}")
        return obj
    hints = {f.name: f for f in dataclasses.fields(cls)}
    for key, value in raw.items():
        f = hints.get(key)
        if f is None:
            problems.append(f"{where}.{key}: unknown setting, ignored")
            continue
        default = getattr(obj, key)
        if dataclasses.is_dataclass(default):
            setattr(obj, key, _coerce(type(default), value, problems, f"{where}.{key}"))
        elif isinstance(default, bool):
            if isinstance(value, bool):
                setattr(obj, key, value)
            else:
                problems.append(f"{where}.{key}: expected true/false, got {value!r}")
        elif isinstance(default, int) and not isinstance(default, bool):
            if isinstance(value, int) and not isinstance(value, bool):
                setattr(obj, key, value)
            else:
                problems.append(f"{where}.{key}: expected an integer, got {value!r}")
        elif isinstance(default, float):
            if isinstance(value, int | float) and not isinstance(value, bool):
                setattr(obj, key, float(value))
            else:
                problems.append(f"{where}.{key}: expected a number, got {value!r}")
        elif isinstance(default, list):
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                setattr(obj, key, list(value))
            else:
                problems.append(f"{where}.{key}: expected a list of strings, got {value!r}")
        elif isinstance(default, str):
            if isinstance(value, str):
                setattr(obj, key, value)
            else:
                problems.append(f"{where}.{key}: expected text, got {value!r}")
    return obj


@dataclass
class LoadedSettings:
    settings: Settings
    problems: list[str]


def load_settings(paths: Paths) -> LoadedSettings:
    """Read settings.toml; a missing file gives defaults, a broken one is kept aside and reported."""
    path = paths.settings_file
    if not path.exists():
        return LoadedSettings(Settings(), [])
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        data = migrate(raw)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, SettingsError, ValueError) as exc:
        # Keep the user's file (nothing is lost); start from defaults and say why.
        backup = path.with_suffix(".toml.broken")
        path.replace(backup)
        return LoadedSettings(
            Settings(), [f"{path}: {exc}; moved to {backup.name}, using defaults"]
        )
    problems: list[str] = []
    settings = _coerce(Settings, data, problems, "settings")
    return LoadedSettings(settings, problems)


def save_settings(paths: Paths, settings: Settings) -> None:
    path = paths.settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text(tomli_w.dumps(settings.to_dict()), encoding="utf-8")
    os.replace(tmp, path)  # atomic: a crash mid-write never leaves half a file


def default_model_path() -> Path | None:
    """The local Hugging Face cache copy of Ling-3.0-flash-fp4, if one exists (never downloads)."""
    hub = os.environ.get("HF_HUB_CACHE") or os.path.join(
        os.environ.get("HF_HOME", os.path.expanduser("~/.cache/huggingface")), "hub"
    )
    snapshots = Path(hub) / ("models--" + DEFAULT_MODEL_REPO.replace("/", "--")) / "snapshots"
    if not snapshots.is_dir():
        return None
    candidates = sorted(
        (p for p in snapshots.iterdir() if (p / "config.json").exists()),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    return candidates[0] if candidates else None


def resolved_model_path(settings: Settings) -> Path | None:
    if settings.engine.model_path:
        return Path(settings.engine.model_path).expanduser()
    return default_model_path()


# --- this run's command-line values (never saved) ----------------------------------------------

# Command-line option (argparse dest) -> the EngineSettings field it sets.
OVERRIDE_FIELDS = {
    "model": "model_path",
    "launcher": "launcher",
    "engine_python": "engine_python",
    "port": "port",
}


def overrides_from_args(args: argparse.Namespace) -> dict[str, object]:
    out: dict[str, object] = {}
    if getattr(args, "model", None):
        out["model"] = args.model
    if getattr(args, "launcher", None):
        out["launcher"] = shlex.split(args.launcher)
    if getattr(args, "engine_python", None):
        out["engine_python"] = args.engine_python
    if getattr(args, "port", None) is not None:
        out["port"] = args.port
    return out


def apply_overrides(settings: Settings, overrides: dict[str, object]) -> Settings:
    """This run's command-line values on top of the saved settings (never saved)."""
    for key, value in overrides.items():
        setattr(settings.engine, OVERRIDE_FIELDS[key], value)
    return settings


def load_for_args(args: argparse.Namespace) -> tuple[Paths, Settings, list[str]]:
    """The headless verbs' start: base dir, settings with this run's overrides, file problems."""
    paths = Paths.from_basedir(getattr(args, "basedir", None)).ensure()
    loaded = load_settings(paths)
    settings = apply_overrides(loaded.settings, overrides_from_args(args))
    return paths, settings, loaded.problems
