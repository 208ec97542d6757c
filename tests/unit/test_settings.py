from __future__ import annotations

import os
import stat

import pytest

from app.core.paths import Paths
from app.core.settings import (
    SCHEMA_VERSION,
    Settings,
    SettingsError,
    load_settings,
    migrate,
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
    )
    loaded = load_settings(paths)
    s = loaded.settings
    assert s.engine.model_path == "/m"
    assert s.engine.port == 31000
    assert s.sampling.temperature == 0.2
    # v1 -> v2 split the launcher string into argv
    assert s.engine.launcher == ["python3", "-m", "sglang.launch_server"]


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
    assert any("engine.port" in p and "integer" in p for p in loaded.problems)
    assert any("bogus" in p for p in loaded.problems)


def test_broken_toml_is_kept_aside_not_lost(paths):
    paths.settings_file.write_text("this is [not toml")
    loaded = load_settings(paths)
    assert loaded.settings == Settings()
    backup = paths.settings_file.with_suffix(".toml.broken")
    assert backup.read_text() == "this is [not toml"
    assert loaded.problems and "broken" in loaded.problems[0]
