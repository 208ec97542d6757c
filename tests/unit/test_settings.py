from __future__ import annotations

import argparse
import os
import stat
from pathlib import Path

import pytest

from app.core.paths import Paths
from app.core.settings import (
    SCHEMA_VERSION,
    Settings,
    SettingsError,
    apply_overrides,
    default_model_path,
    load_settings,
    migrate,
    overrides_from_args,
    resolved_model_path,
    save_settings,
)


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path).ensure()


def test_basedir_puts_everything_under_one_folder(tmp_path):
    p = Paths.from_basedir(tmp_path / "x").ensure()
    for d in (p.config_dir, p.data_dir, p.cache_dir, p.log_dir, p.runtime_dir):
        assert d.is_dir()
        assert (tmp_path / "x") in d.parents
    assert stat.S_IMODE(os.stat(p.runtime_dir).st_mode) == 0o700


def test_defaults_when_no_file(paths):
    loaded = load_settings(paths)
    assert loaded.problems == []
    s = loaded.settings
    assert (s.sampling.temperature, s.sampling.top_p, s.sampling.top_k) == (0.6, 0.95, 29)
    assert s.engine.port == 0 and s.engine.profile == "auto"
    assert s.optimizations.humming_moe and s.optimizations.fp8_lm_head and s.optimizations.mtp_nextn


def test_round_trip_keeps_values_and_writes_schema_version(paths):
    s = Settings()
    s.engine.model_path = "/models/ling"
    s.engine.launcher = ["docker", "run", "--gpus", "all", "img"]
    s.sampling.top_k = 40
    s.optimizations.mtp_nextn = False
    save_settings(paths, s)
    text = paths.settings_file.read_text()
    assert f"schema_version = {SCHEMA_VERSION}" in text
    again = load_settings(paths).settings
    assert again == s


def test_migrates_unversioned_file(paths):
    paths.settings_file.write_text(
        'model_path = "/m"\nport = 31000\ntemperature = 0.2\nlauncher = "python3 -m sglang.launch_server"\n'
        'profile = "gb10"\ntop_p = 0.5\ntop_k = 7\n'
    )
    loaded = load_settings(paths)
    s = loaded.settings
    assert loaded.problems == []
    assert s.engine.model_path == "/m"
    assert s.engine.port == 31000
    assert s.engine.profile == "gb10"
    assert (s.sampling.temperature, s.sampling.top_p, s.sampling.top_k) == (0.2, 0.5, 7)
    # v1 -> v2 split the launcher string into argv
    assert s.engine.launcher == ["python3", "-m", "sglang.launch_server"]


def test_a_hand_written_file_without_schema_version_keeps_its_tables(paths):
    # What the README shows ("[engine] container_runtime = ..."), written into a new file: no
    # schema_version. Read as the pre-release flat layout, every table was dropped silently.
    paths.settings_file.write_text(
        '[engine]\ncontainer_runtime = "docker"\nstall_after_s = 10.0\nlauncher = "docker run img"\n'
        "[sampling]\ntemperature = 0.3\n[optimizations]\nfp8_lm_head = false\n"
        '[ui]\ntheme = "dark"\n'
    )
    loaded = load_settings(paths)
    s = loaded.settings
    assert loaded.problems == []
    assert s.engine.container_runtime == "docker" and s.engine.stall_after_s == 10.0
    assert s.engine.launcher == ["docker", "run", "img"]  # v1 -> v2 still splits a string
    assert s.sampling.temperature == 0.3
    assert s.optimizations.fp8_lm_head is False and s.ui.theme == "dark"


def test_an_unversioned_file_mixing_flat_keys_and_tables(paths):
    paths.settings_file.write_text(
        'port = 31000\ntemperature = 0.2\nbogus = 1\n[engine]\nport = 32000\nprofile = "h200"\n'
    )
    loaded = load_settings(paths)
    s = loaded.settings
    assert s.engine.port == 32000  # the table's own value wins
    assert s.engine.profile == "h200" and s.sampling.temperature == 0.2
    assert loaded.problems == ["settings.bogus: unknown setting, ignored"]


def test_an_unversioned_file_whose_engine_is_not_a_table(paths):
    paths.settings_file.write_text("engine = 5\nport = 31000\n")
    loaded = load_settings(paths)
    assert loaded.settings.engine.port == 0  # nowhere to put it: defaults, and said
    assert loaded.problems == ["settings.engine: expected a table, got int"]


def test_migrates_v1_features_table():
    data = migrate(
        {"schema_version": 1, "features": {"humming": False, "fp8_head": True, "mtp": False}}
    )
    assert data["optimizations"] == {"humming_moe": False, "fp8_lm_head": True, "mtp_nextn": False}
    assert "features" not in data


@pytest.mark.parametrize("flag", ["humming", "fp8_head", "mtp"])
def test_v1_features_keep_each_choice_that_differs_from_the_default(paths, flag):
    # Every optimization defaults to on: only a feature the user turned off shows a migration
    # that reads the wrong key or drops the value.
    field = {"humming": "humming_moe", "fp8_head": "fp8_lm_head", "mtp": "mtp_nextn"}[flag]
    paths.settings_file.write_text(f"schema_version = 1\n[features]\n{flag} = false\n")
    loaded = load_settings(paths)
    opts = loaded.settings.optimizations
    on = {k for k in ("humming_moe", "fp8_lm_head", "mtp_nextn") if getattr(opts, k)}
    assert on == {"humming_moe", "fp8_lm_head", "mtp_nextn"} - {field}
    assert loaded.problems == []


def test_v1_launcher_string_is_split_like_a_shell_would(paths):
    paths.settings_file.write_text(
        "schema_version = 1\n[engine]\nlauncher = \"docker run --name 'ling desk' img\"\n"
        "port = 31000\n"
    )
    s = load_settings(paths).settings
    assert s.engine.launcher == ["docker", "run", "--name", "ling desk", "img"]
    assert s.engine.port == 31000


def test_newer_schema_is_refused_not_guessed():
    with pytest.raises(SettingsError, match="newer"):
        migrate({"schema_version": SCHEMA_VERSION + 1})


def test_bad_values_fall_back_with_a_clear_problem(paths):
    paths.settings_file.write_text(
        f'schema_version = {SCHEMA_VERSION}\n[engine]\nport = "eighty"\nbogus = 1\n'
        "[sampling]\ntemperature = 0.3\n"
    )
    loaded = load_settings(paths)
    assert loaded.settings.engine.port == 0
    assert loaded.settings.sampling.temperature == 0.3
    assert any("settings.engine.port" in p and "whole number" in p for p in loaded.problems)
    assert any("bogus" in p for p in loaded.problems)


def test_broken_toml_is_kept_aside_not_lost(paths):
    paths.settings_file.write_text("this is [not toml")
    loaded = load_settings(paths)
    assert loaded.settings == Settings()
    (backup,) = paths.config_dir.glob("settings.toml.broken-*")
    assert backup.read_text() == "this is [not toml"
    assert loaded.problems and "broken" in loaded.problems[0]


def test_an_unknown_key_does_not_hide_the_keys_after_it(paths):
    paths.settings_file.write_text(
        f"schema_version = {SCHEMA_VERSION}\n[engine]\nbogus = 1\nport = 31001\n"
    )
    loaded = load_settings(paths)
    assert loaded.settings.engine.port == 31001
    assert any("settings.engine.bogus" in p for p in loaded.problems)


@pytest.mark.parametrize(
    ("section", "line", "key"),
    [
        ("engine", 'autostart = "yes"', "autostart"),
        ("sampling", 'temperature = "hot"', "temperature"),
        ("sampling", "top_p = true", "top_p"),
        ("engine", 'launcher = "python3 -m sglang"', "launcher"),
        ("engine", 'launcher = ["python3", 3]', "launcher"),
        ("engine", "model_path = 5", "model_path"),
        ("engine", "port = 1.5", "port"),
    ],
)
def test_an_ill_typed_value_keeps_its_default_and_is_reported(paths, section, line, key):
    paths.settings_file.write_text(f"schema_version = {SCHEMA_VERSION}\n[{section}]\n{line}\n")
    loaded = load_settings(paths)
    assert getattr(getattr(loaded.settings, section), key) == getattr(
        getattr(Settings(), section), key
    )
    assert any(f"settings.{section}.{key}" in p for p in loaded.problems), loaded.problems


def test_a_value_where_a_table_belongs_is_reported(paths):
    paths.settings_file.write_text(f"schema_version = {SCHEMA_VERSION}\nengine = 5\n")
    loaded = load_settings(paths)
    assert loaded.settings.engine == Settings().engine
    assert any("settings.engine" in p and "table" in p and "int" in p for p in loaded.problems)


def test_an_integer_is_a_valid_float_setting(paths):
    paths.settings_file.write_text(f"schema_version = {SCHEMA_VERSION}\n[sampling]\ntop_p = 1\n")
    loaded = load_settings(paths)
    assert loaded.settings.sampling.top_p == 1.0
    assert isinstance(loaded.settings.sampling.top_p, float)
    assert loaded.problems == []


def test_saving_makes_the_missing_config_folders(tmp_path):
    paths = Paths.from_basedir(tmp_path / "not" / "yet")  # no ensure(): nothing exists
    s = Settings()
    s.ui.theme = "dark"
    save_settings(paths, s)
    assert load_settings(paths).settings == s
    assert [p.name for p in paths.settings_file.parent.iterdir()] == ["settings.toml"]


def test_overrides_from_the_command_line_are_applied_not_saved(paths):
    args = argparse.Namespace(
        model="/models/ling", launcher="docker run 'my img'", engine_python="/env/bin/python",
        port=0,
    )  # fmt: skip
    over = overrides_from_args(args)
    assert over == {
        "model": "/models/ling",
        "launcher": ["docker", "run", "my img"],
        "engine_python": "/env/bin/python",
        "port": 0,  # 0 is a value (pick a free port), not "not given"
    }
    s = apply_overrides(Settings(), over)
    assert s.engine.model_path == "/models/ling"
    assert s.engine.launcher == ["docker", "run", "my img"]
    assert s.engine.engine_python == "/env/bin/python"
    assert s.engine.port == 0
    assert overrides_from_args(argparse.Namespace()) == {}
    assert overrides_from_args(argparse.Namespace(model="", port=None)) == {}


def _snapshot(hub: Path, name: str, mtime: float, config: bool = True) -> Path:
    snap = hub / "models--inclusionAI--Ling-3.0-flash-fp4" / "snapshots" / name
    snap.mkdir(parents=True)
    if config:
        (snap / "config.json").write_text("{}")
    os.utime(snap, (mtime, mtime))
    return snap


def test_default_model_is_the_newest_complete_cache_snapshot(tmp_path, monkeypatch):
    hub = tmp_path / "hub-cache"
    monkeypatch.setenv("HF_HUB_CACHE", str(hub))
    assert default_model_path() is None  # no cache at all
    _snapshot(hub, "old", 1000.0)
    newest = _snapshot(hub, "new", 3000.0)
    _snapshot(hub, "partial", 5000.0, config=False)  # still downloading: no config.json
    assert default_model_path() == newest
    assert resolved_model_path(Settings()) == newest


def test_default_model_follows_hf_home_when_no_hub_cache_is_set(tmp_path, monkeypatch):
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    snap = _snapshot(tmp_path / "hf" / "hub", "only", 1000.0)
    assert default_model_path() == snap
    monkeypatch.delenv("HF_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    snap = _snapshot(tmp_path / "home" / ".cache" / "huggingface" / "hub", "mine", 1000.0)
    assert default_model_path() == snap
    (snap / "config.json").unlink()
    assert default_model_path() is None  # a snapshots folder with nothing usable in it


def test_a_set_model_path_wins_and_expands_the_home_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    s = Settings()
    s.engine.model_path = "~/models/ling"
    assert resolved_model_path(s) == tmp_path / "models" / "ling"
