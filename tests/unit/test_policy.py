"""The administrator's policy (app/core/policy.py): its tables read and checked, a file anyone
but root could write ignored with a warning, the test variable never hiding a real policy, and
the settings it fixes applied over the user's file but never saved into it as the user's."""

from __future__ import annotations

import argparse
import os
import re
import tomllib
from pathlib import Path

import pytest

from app.core import policy as pol
from app.core.paths import Paths
from app.core.policy import (
    CAPABILITIES,
    POLICY_ENV,
    SENTENCE,
    Policy,
    PolicyRefused,
    load_policy,
    locate,
    parse_policy,
)
from app.core.settings import Settings, load_for_args, load_settings, save_settings
from tests.support.policy import write_policy

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "packaging" / "policy.toml.example"
NOWHERE = Path("/nonexistent/ling-desk/policy.toml")  # the "system" file, absent


def _load(path: Path) -> Policy:
    return load_policy(system=NOWHERE, environ={POLICY_ENV: str(path)})


# --- the tables ------------------------------------------------------------------------------------


def test_every_table_is_read():
    p = parse_policy(
        tomllib.loads("""
            [settings.gateway]
            port = 5050
            [settings.sampling]
            temperature = 0.2
            [forbid]
            gateway = true
            remote_mcp = true
            exports = false
            [limits]
            max_retention_days = 30
            [only]
            model_endpoint = "https://hub.example.org/"
            model_folder = "/srv/models"
            engine_env_wheels = "/srv/wheels"
        """),
        Path("/p.toml"),
    )
    assert p.problems == ()
    assert p.fixed == {"gateway.port": 5050, "sampling.temperature": 0.2}
    assert p.forbidden == {"gateway", "remote_mcp"}
    assert p.locks() == {
        "gateway.port": 5050,
        "sampling.temperature": 0.2,
        "gateway.enabled": False,
    }
    assert p.max_retention_days == 30
    assert p.model_endpoint == "https://hub.example.org"
    assert p.model_folder == Path("/srv/models")
    assert p.engine_env_wheels == Path("/srv/wheels")


def test_a_wrong_key_or_value_is_named_and_the_rest_still_applies():
    p = parse_policy(
        tomllib.loads("""
            [settings.gateway]
            port = "fifty"
            max_body_mib = 4
            [settings.nosuch]
            x = 1
            [settings.engine]
            colour = "red"
            [forbid]
            gatway = true
            mcp = "yes"
            exports = true
            [limits]
            max_retention_days = -3
        """),
        Path("/p.toml"),
    )
    text = "\n".join(p.problems)
    assert "settings.gateway.port: expected a whole number, got 'fifty'; not fixed" in text
    assert "[settings.nosuch] is not a section" in text
    assert "settings.engine.colour is not a setting" in text
    assert "[forbid] 'gatway' is unknown" in text
    assert "max_retention_days must be a whole number of days" in text
    assert p.fixed == {"gateway.max_body_mib": 4}
    # A malformed forbid fails closed: "yes" is not false, so MCP is forbidden.
    assert "[forbid] mcp must be true or false, not 'yes'; taken as true" in text
    assert p.forbidden == {"mcp", "exports"}
    assert p.max_retention_days is None  # ignored, never read as a shorter limit


def test_a_forbid_that_is_not_a_table_closes_every_capability():
    p = parse_policy({"forbid": "gateway"}, Path("/p.toml"))
    assert p.forbidden == frozenset(CAPABILITIES)
    assert any("every [forbid] capability is closed" in x for x in p.problems)


def test_a_wrongly_named_source_closes_that_way_instead_of_opening_it():
    p = parse_policy({"only": {"model_endpoint": 42, "engine_env_wheels": "relative/dir"}},
                     Path("/p.toml"))  # fmt: skip
    assert p.models_restricted and p.model_endpoint is None
    with pytest.raises(PolicyRefused, match=SENTENCE):
        p.download_endpoint(None)
    with pytest.raises(PolicyRefused, match="creating the engine environment is not allowed"):
        p.engine_env_pip_args([])


def test_a_file_that_is_not_toml_closes_every_capability(tmp_path):
    p = _load(write_policy(tmp_path, "[forbid\ngateway = true\n"))
    assert p.active and p.forbidden == frozenset(CAPABILITIES)
    assert "is not valid TOML" in p.problems[0]


def test_the_shipped_example_names_every_key_and_reads_without_a_problem():
    text = EXAMPLE.read_text(encoding="utf-8")
    p = parse_policy(tomllib.loads(text), EXAMPLE)
    assert p.problems == ()
    raw = tomllib.loads(text)
    assert set(raw["forbid"]) == set(CAPABILITIES)
    assert set(raw["only"]) == set(pol.ONLY_KEYS)
    assert set(raw["limits"]) == set(pol.LIMIT_KEYS)
    assert raw["settings"]  # at least one fixed setting shown


def test_the_readme_documents_every_key():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    part = readme.split("## For IT: the administrator's policy", 1)[1].split("\n## ", 1)[0]
    for key in CAPABILITIES:
        assert f"`[forbid] {key} = true`" in part
    for key in pol.ONLY_KEYS:
        assert re.search(rf"`\[only\] {key} = ", part)
    for key in pol.LIMIT_KEYS:
        assert f"`[limits] {key} = N`" in part
    assert "`[settings.SECTION] KEY = VALUE`" in part
    assert SENTENCE in part


# --- trust -----------------------------------------------------------------------------------------


def test_a_trusted_file_applies(tmp_path):
    p = _load(write_policy(tmp_path, "[forbid]\ngateway = true\n"))
    assert p.forbids("gateway") and p.problems == ()


def test_a_file_writable_by_others_is_ignored_with_a_warning(tmp_path):
    path = write_policy(tmp_path, "[forbid]\ngateway = true\n")
    os.chmod(path, 0o666)
    p = _load(path)
    assert not p.active and not p.forbids("gateway")
    assert "is writable by others (mode 666): ignored" in p.problems[0]


def test_a_file_in_a_folder_writable_by_others_is_ignored(tmp_path):
    path = write_policy(tmp_path, "[forbid]\ngateway = true\n")
    os.chmod(path.parent, 0o777)
    p = _load(path)
    assert not p.forbids("gateway")
    assert f"its folder {path.parent} is writable by others" in p.problems[0]


@pytest.mark.skipif(os.getuid() != 0, reason="giving a file to another uid needs root")
def test_a_file_not_owned_by_root_is_ignored(tmp_path):
    path = write_policy(tmp_path, "[forbid]\ngateway = true\n")
    os.chown(path, 65534, 65534)
    p = _load(path)
    assert not p.forbids("gateway")
    assert "is owned by uid 65534, not by root: ignored" in p.problems[0]


def test_a_link_to_a_file_anyone_can_write_is_ignored(tmp_path):
    target = write_policy(tmp_path, "[forbid]\ngateway = true\n", name="elsewhere")
    os.chmod(target, 0o666)
    link = write_policy(tmp_path, "", name="etc").parent / "link.toml"
    link.symlink_to(target)
    assert not _load(link).forbids("gateway")
    os.chmod(target, 0o644)
    assert _load(link).forbids("gateway")


def test_the_variable_is_never_read_when_the_system_file_exists(tmp_path):
    system = write_policy(tmp_path, "[forbid]\nexports = true\n", name="etc")
    mine = write_policy(tmp_path, "[forbid]\ngateway = true\n", name="mine")
    env = {POLICY_ENV: str(mine)}
    assert locate(system, env) == (system, frozenset({0}))
    p = load_policy(system, env)
    assert p.forbidden == {"exports"} and p.source == system
    # Even an untrusted system file, ignored with its warning, is not replaced by the variable.
    os.chmod(system, 0o666)
    p = load_policy(system, env)
    assert not p.active and p.forbidden == frozenset()
    assert "writable by others" in p.problems[0]


def test_the_variable_counts_only_without_the_system_file(tmp_path):
    mine = write_policy(tmp_path, "[forbid]\ngateway = true\n")
    assert locate(NOWHERE, {}) is None
    assert locate(NOWHERE, {POLICY_ENV: str(mine)}) == (mine, frozenset({0, os.getuid()}))
    assert load_policy(NOWHERE, {}) == Policy()


def test_the_system_file_is_the_constant_path():
    assert Path("/etc/ling-desk/policy.toml") == pol.SYSTEM_POLICY


# --- the settings ----------------------------------------------------------------------------------


@pytest.fixture
def paths(tmp_path) -> Paths:
    return Paths.from_basedir(tmp_path / "base").ensure()


def _user_file(paths: Paths, text: str) -> None:
    paths.settings_file.write_text("schema_version = 2\n" + text, encoding="utf-8")


def test_fixed_values_win_over_the_users_file_and_are_listed_as_locked(
    tmp_path, paths, monkeypatch
):
    _user_file(paths, "[gateway]\nenabled = true\nport = 6000\n[sampling]\ntemperature = 1.1\n")
    monkeypatch.setenv(POLICY_ENV, str(write_policy(tmp_path, """
        [forbid]
        gateway = true
        [settings.sampling]
        temperature = 0.3
    """)))  # fmt: skip
    loaded = load_settings(paths)
    assert loaded.settings.gateway.enabled is False
    assert loaded.settings.sampling.temperature == 0.3
    assert loaded.settings.gateway.port == 6000  # not fixed: the user's
    assert loaded.locked == {"gateway.enabled": False, "sampling.temperature": 0.3}


def test_saving_keeps_the_users_own_value_of_a_fixed_setting(tmp_path, paths, monkeypatch):
    _user_file(paths, "[sampling]\ntemperature = 1.1\n[privacy]\nretention_days = 0\n")
    monkeypatch.setenv(POLICY_ENV, str(write_policy(tmp_path, """
        [settings.sampling]
        temperature = 0.3
        [limits]
        max_retention_days = 30
    """)))  # fmt: skip
    s = load_settings(paths).settings
    assert (s.sampling.temperature, s.privacy.retention_days) == (0.3, 30)
    s.sampling.top_k = 5  # a change of the user's own
    save_settings(paths, s)
    raw = tomllib.loads(paths.settings_file.read_text(encoding="utf-8"))
    assert raw["sampling"]["temperature"] == 1.1  # not 0.3 "as if the user chose it"
    assert raw["privacy"]["retention_days"] == 0  # the user's "forever", under the limit
    assert raw["sampling"]["top_k"] == 5
    monkeypatch.delenv(POLICY_ENV)
    assert load_settings(paths).settings.sampling.temperature == 1.1  # back without the policy


def test_retention_within_the_limit_is_the_users(tmp_path, paths, monkeypatch):
    _user_file(paths, "[privacy]\nretention_days = 7\n")
    monkeypatch.setenv(
        POLICY_ENV, str(write_policy(tmp_path, "[limits]\nmax_retention_days = 30\n"))
    )
    assert load_settings(paths).settings.privacy.retention_days == 7
    p = pol.current_policy()
    with pytest.raises(PolicyRefused, match=f"at most 30 days: {SENTENCE}"):
        p.check_value("privacy.retention_days", 0)
    p.check_value("privacy.retention_days", 30)


def test_a_command_line_value_of_a_fixed_setting_is_refused(tmp_path, paths, monkeypatch):
    monkeypatch.setenv(POLICY_ENV, str(write_policy(tmp_path, "[settings.engine]\nport = 31000\n")))
    args = argparse.Namespace(basedir=str(tmp_path / "base"), port=32000)
    with pytest.raises(PolicyRefused, match=f"engine.port is fixed at 31000: {SENTENCE}"):
        load_for_args(args)
    args.port = 31000  # the same value: nothing to refuse
    assert load_for_args(args)[1].engine.port == 31000


# --- sources ---------------------------------------------------------------------------------------


def test_the_engine_environment_comes_only_from_the_wheel_folder(tmp_path):
    wheels = tmp_path / "wheels"
    p = Policy(source=NOWHERE, engine_env_restricted=True, engine_env_wheels=wheels)
    assert p.engine_env_pip_args([]) == ["--no-index", "--find-links", str(wheels)]
    assert p.engine_env_pip_args(["--find-links", str(wheels / "sub")])[-1] == str(wheels)
    for given in (["--index-url", "https://pypi.org/simple"], ["--find-links", str(tmp_path)],
                  [f"--find-links={tmp_path}/other"]):  # fmt: skip
        with pytest.raises(PolicyRefused, match=f"only from the wheels in {wheels}"):
            p.engine_env_pip_args(given)
    assert p.pip_environment()["PIP_CONFIG_FILE"] == os.devnull


def test_models_come_only_from_the_named_endpoint_or_folder(tmp_path):
    folder, downloads = tmp_path / "models", tmp_path / "data" / "models"
    p = Policy(source=NOWHERE, models_restricted=True, model_endpoint="https://hub.example.org",
               model_folder=folder)  # fmt: skip
    assert p.download_endpoint(None) == "https://hub.example.org"
    assert p.download_endpoint("https://HUB.example.org/") == "https://hub.example.org"
    with pytest.raises(
        PolicyRefused, match=re.escape("only from https://hub.example.org, not https://hf.co")
    ):
        p.download_endpoint("https://hf.co")
    p.check_model_folder(folder / "ling", downloads)
    p.check_model_folder(downloads / "ling", downloads)
    with pytest.raises(PolicyRefused, match=SENTENCE):
        p.check_model_folder(tmp_path / "mine", downloads)
    # A link inside the folder to a copy elsewhere is where it leads.
    folder.mkdir()
    (tmp_path / "mine").mkdir()
    (folder / "sneaky").symlink_to(tmp_path / "mine")
    with pytest.raises(PolicyRefused):
        p.check_model_folder(folder / "sneaky", downloads)
    only_folder = Policy(source=NOWHERE, models_restricted=True, model_folder=folder)
    with pytest.raises(PolicyRefused, match="model downloads are not allowed"):
        only_folder.download_endpoint(None)
    with pytest.raises(PolicyRefused):
        only_folder.check_model_folder(downloads / "ling", downloads)


def test_no_policy_changes_nothing():
    p = Policy()
    s = Settings()
    assert p.apply(s) == Settings()
    assert p.engine_env_pip_args(["--index-url", "x"]) == ["--index-url", "x"]
    assert p.download_endpoint("https://hf.co") == "https://hf.co"
    p.check_model_folder("/anywhere")
    p.check("gateway")
