"""Settings > Chat in the file: the default system prompt and the [[chat.presets]] tables."""

from __future__ import annotations

import pytest

from app.core.paths import Paths
from app.core.settings import Preset, Settings, load_settings, save_settings


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path).ensure()


def test_presets_and_the_default_prompt_survive_a_save_and_load(paths):
    s = Settings()
    s.chat.system_prompt = "Answer briefly.\n  Say when you are unsure."
    s.chat.presets = [
        Preset("Code review", "You review Python code.", 0.2, 0.9, 2048, False),
        Preset("Brainstorm", "", 1.1, 1.0, 0, True),
    ]
    save_settings(paths, s)
    text = paths.settings_file.read_text()
    assert "[[chat.presets]]" in text  # a table per preset, as a person would write it
    loaded = load_settings(paths)
    assert loaded.problems == []
    assert loaded.settings.chat == s.chat


def test_a_file_from_before_presets_opens_with_none_and_no_problem(paths):
    paths.settings_file.write_text("schema_version = 2\n[sampling]\ntemperature = 0.3\n")
    loaded = load_settings(paths)
    assert loaded.problems == []
    assert loaded.settings.chat.presets == [] and loaded.settings.chat.system_prompt == ""
    assert loaded.settings.sampling.temperature == 0.3


def test_bad_presets_are_left_out_or_fall_back_and_each_is_said(paths):
    paths.settings_file.write_text(
        "schema_version = 2\n"
        "[[chat.presets]]\nname = '  Terse   one '\ntemperature = 9.0\nmax_tokens = 512\n"
        "[[chat.presets]]\nsystem_prompt = 'no name'\n"
        "[[chat.presets]]\nname = 'terse one'\n"
        "[[chat.presets]]\nname = 'Other'\nthinking = 'yes'\ncolour = 'red'\n"
    )
    loaded = load_settings(paths)
    presets = loaded.settings.chat.presets
    assert [p.name for p in presets] == ["Terse one", "Other"]
    assert presets[0].temperature == 0.6 and presets[0].max_tokens == 512  # the rest is kept
    assert presets[1].thinking is True
    said = "\n".join(loaded.problems)
    assert "settings.chat.presets[0].temperature: 9.0 must be at least 0" in said
    assert "settings.chat.presets[1]: has no name; ignored" in said
    assert "settings.chat.presets[2]: the name 'terse one' is used twice; ignored" in said
    assert "settings.chat.presets[3].thinking: expected true or false" in said
    assert "settings.chat.presets[3].colour: unknown setting, ignored" in said


def test_presets_that_are_not_a_list_of_tables_are_said_not_crashed_on(paths):
    paths.settings_file.write_text("schema_version = 2\n[chat]\npresets = 'Code review'\n")
    loaded = load_settings(paths)
    assert loaded.settings.chat.presets == []
    assert loaded.problems == [
        "settings.chat.presets: expected a list of tables, got 'Code review'; ignored"
    ]
    paths.settings_file.write_text("schema_version = 2\n[chat]\npresets = [1, {name = 'A'}]\n")
    loaded = load_settings(paths)
    assert [p.name for p in loaded.settings.chat.presets] == ["A"]
    assert loaded.problems == ["settings.chat.presets[0]: expected a table, got 1; ignored"]
