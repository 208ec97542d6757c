"""Settings never crash the app: every bad value is named, its default used, the file kept."""

from __future__ import annotations

import pytest

from app.core.paths import Paths
from app.core.settings import SCHEMA_VERSION, Settings, load_settings


@pytest.fixture
def paths(tmp_path):
    p = Paths.from_basedir(tmp_path)
    p.config_dir.mkdir(parents=True)
    return p


@pytest.mark.parametrize(
    "text",
    [
        "schema_version = [2]\n",
        "schema_version = 1979-05-27\n",
        "schema_version = true\n",
        'schema_version = "2"\n',
        "schema_version = -1\n",
    ],
)
def test_a_bad_schema_version_is_kept_aside_with_defaults(paths, text):
    paths.settings_file.write_text(text)
    loaded = load_settings(paths)
    assert loaded.settings == Settings()
    assert "schema_version" in loaded.problems[0]
    (backup,) = paths.config_dir.glob("settings.toml.broken-*")
    assert backup.read_text() == text
    assert not paths.settings_file.exists()


def test_a_second_broken_file_never_overwrites_the_first(paths):
    for text in ("first [broken", "second [broken", "third [broken"):
        paths.settings_file.write_text(text)
        load_settings(paths)
    kept = sorted(p.read_text() for p in paths.config_dir.glob("settings.toml.broken-*"))
    assert kept == ["first [broken", "second [broken", "third [broken"]


def test_a_v1_file_with_a_list_for_the_engine_table(paths):
    paths.settings_file.write_text("schema_version = 1\nengine = [1, 2]\n[sampling]\ntop_k = 5\n")
    loaded = load_settings(paths)
    assert loaded.settings.engine == Settings().engine
    assert loaded.settings.sampling.top_k == 5  # the good part of the file still counts
    assert any(p.startswith("settings.engine: expected a table") for p in loaded.problems)


@pytest.mark.parametrize(
    ("section", "line", "key", "words"),
    [
        ("engine", "port = 99999", "settings.engine.port", "at most 65535"),
        ("engine", "port = -1", "settings.engine.port", "at least 0"),
        ("engine", "port = 1979-05-27", "settings.engine.port", "whole number"),
        ("engine", "mem_fraction_static = 1.5", "settings.engine.mem_fraction_static", "between"),
        ("engine", "ready_timeout_s = 0", "settings.engine.ready_timeout_s", "above 0"),
        ("engine", "ready_timeout_s = nan", "settings.engine.ready_timeout_s", "a number"),
        ("engine", 'profile = "cray"', "settings.engine.profile", "one of: auto"),
        ("engine", "launcher = [1, 2]", "settings.engine.launcher", "list of strings"),
        ("engine", "autostart = 1", "settings.engine.autostart", "true or false"),
        ("sampling", "temperature = 9.0", "settings.sampling.temperature", "at most 2"),
        ("sampling", "top_p = 0", "settings.sampling.top_p", "above 0"),
        ("sampling", "top_k = 0", "settings.sampling.top_k", "-1 (off)"),
        ("sampling", "max_tokens = -1", "settings.sampling.max_tokens", "at least 0"),
        ("ui", 'theme = "neon"', "settings.ui.theme", "system, light, dark"),
        ("ui", 'side_panel_edge = "top"', "settings.ui.side_panel_edge", "left, right"),
        ("ui", "zoom = 20", "settings.ui.zoom", "at least 50"),
        ("ui", "zoom = 400", "settings.ui.zoom", "at most 300"),
        ("ui", "zoom = 1.5", "settings.ui.zoom", "whole number"),
        ("ui", 'theme = "contrast"', "settings.ui.theme", "dark, high-contrast"),
    ],
)
def test_each_bad_value_is_named_and_its_default_used(paths, section, line, key, words):
    paths.settings_file.write_text(f"schema_version = {SCHEMA_VERSION}\n[{section}]\n{line}\n")
    loaded = load_settings(paths)
    assert loaded.settings == Settings()
    (problem,) = loaded.problems
    assert problem.startswith(key + ":")
    assert words in problem
    assert "using the default" in problem
    assert paths.settings_file.exists()  # a bad value is not a broken file: nothing moved


def test_good_values_at_the_edges_are_kept(paths):
    paths.settings_file.write_text(
        f"schema_version = {SCHEMA_VERSION}\n[engine]\nport = 65535\nmem_fraction_static = 0.68\n"
        '[sampling]\ntemperature = 0\ntop_p = 1\ntop_k = -1\n[ui]\ntheme = "dark"\nzoom = 300\n'
    )
    loaded = load_settings(paths)
    assert loaded.problems == []
    s = loaded.settings
    assert (s.engine.port, s.engine.mem_fraction_static) == (65535, 0.68)
    assert (s.sampling.temperature, s.sampling.top_p, s.sampling.top_k) == (0.0, 1.0, -1)
    assert s.ui.theme == "dark" and s.ui.zoom == 300


def test_an_unreadable_settings_file_is_left_alone(paths):
    paths.settings_file.mkdir()  # a folder where the file should be: reading it fails
    loaded = load_settings(paths)
    assert loaded.settings == Settings()
    assert "cannot be read" in loaded.problems[0]
    assert paths.settings_file.is_dir()
