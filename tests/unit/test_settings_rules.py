"""Each setting's rule at its edges, the exact words a bad value gets, and the broken-file paths.

The user reads these problems in the settings notice: the value, what is wrong, the default used.
"""

from __future__ import annotations

import argparse
import datetime
import os

import pytest

from app.core.paths import Paths
from app.core.profiles import PROFILES
from app.core.settings import SCHEMA_VERSION, Settings, load_for_args, load_settings

URL_WORDS = "must be an http:// or https:// URL like http://127.0.0.1:30000"
ADDR_WORDS = "must be HOST:PORT, e.g. 192.168.100.10:20000"


@pytest.fixture
def paths(tmp_path):
    p = Paths.from_basedir(tmp_path)
    p.config_dir.mkdir(parents=True)
    return p


def load(paths: Paths, body: str, version: int = SCHEMA_VERSION):
    paths.settings_file.write_text(f"schema_version = {version}\n{body}\n", encoding="utf-8")
    return load_settings(paths)


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        ("[engine]\nport = 99999",
         "settings.engine.port: 99999 must be at least 0 and at most 65535; using the default, 0"),
        ("[engine]\nautostart = 1",
         "settings.engine.autostart: expected true or false, got 1; using the default, True"),
        ('[engine]\nport = "x"',
         "settings.engine.port: expected a whole number, got 'x'; using the default, 0"),
        ("[engine]\nport = 1979-05-27",
         "settings.engine.port: expected a whole number, got '1979-05-27'; using the default, 0"),
        ('[engine]\nready_timeout_s = "slow"',
         "settings.engine.ready_timeout_s: expected a number, got 'slow'; "
         "using the default, 1800.0"),
        ("[engine]\nstream_idle_s = 2",
         "settings.engine.stream_idle_s: 2 must be at least 5 and at most 1e+06; "
         "using the default, 60.0"),
        ("[engine]\nparallel_requests = 5",
         "settings.engine.parallel_requests: 5 must be at least 1 and at most 4; "
         "using the default, 1"),
        ("[gateway]\nport = 0",
         "settings.gateway.port: 0 must be at least 1 and at most 65535; using the default, 4950"),
        ('[gateway]\nallowed_origins = ["http://localhost:5173/app"]',
         "settings.gateway.allowed_origins: ['http://localhost:5173/app'] has "
         "'http://localhost:5173/app', which is not an origin like http://localhost:5173; "
         "using the default, []"),
        ('[gateway]\nallowed_origins = ["localhost:5173"]',
         "settings.gateway.allowed_origins: ['localhost:5173'] has 'localhost:5173', which is "
         "not an origin like http://localhost:5173; using the default, []"),
        ("[engine]\nlauncher = [1, 2]",
         "settings.engine.launcher: expected a list of strings, got [1, 2]; "
         "using the default, []"),
        ("[engine]\ncontainer_image = 5",
         "settings.engine.container_image: expected text, got 5; using the default, ''"),
        ("[engine]\nmem_fraction_static = 1.5",
         "settings.engine.mem_fraction_static: 1.5 must be 0 (the profile's choice) or between "
         "0 and 1; using the default, 0.0"),
        ("[sampling]\ntop_k = 0",
         "settings.sampling.top_k: 0 must be -1 (off) or at least 1; using the default, 29"),
        ('[engine]\nprofile = "cray"',
         "settings.engine.profile: 'cray' must be one of: auto, " + ", ".join(PROFILES)
         + "; using the default, 'auto'"),
        ('[engine]\nattach_url = "spark:30000"',
         f"settings.engine.attach_url: 'spark:30000' {URL_WORDS}; using the default, ''"),
        ('[engine]\ndist_init_addr = "spark"',
         f"settings.engine.dist_init_addr: 'spark' {ADDR_WORDS}; using the default, ''"),
    ],
)  # fmt: skip
def test_a_bad_value_is_named_with_its_value_the_rule_and_the_default(paths, body, problem):
    loaded = load(paths, body)
    assert loaded.problems == [problem]
    assert loaded.settings == Settings()


@pytest.mark.parametrize(
    ("length", "shown"),
    [(58, "'" + "a" * 58 + "'"), (59, "'" + "a" * 56 + "...")],  # a repr of 60 fits; 61 is cut
)
def test_a_long_bad_value_is_shown_cut_to_sixty_characters(paths, length, shown):
    loaded = load(paths, f'[engine]\nport = "{"a" * length}"')
    assert loaded.problems == [
        f"settings.engine.port: expected a whole number, got {shown}; using the default, 0"
    ]


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("top_k = 1", 1),
        ("top_k = -1", -1),
    ],
)
def test_top_k_takes_minus_one_and_anything_from_one(paths, line, value):
    loaded = load(paths, f"[sampling]\n{line}")
    assert loaded.problems == []
    assert loaded.settings.sampling.top_k == value


@pytest.mark.parametrize(("value", "ok"), [(0, True), (0.5, True), (0.99, True), (1, False)])
def test_memory_fraction_is_zero_for_the_profile_or_a_fraction_below_one(paths, value, ok):
    loaded = load(paths, f"[engine]\nmem_fraction_static = {value}")
    assert (loaded.problems == []) is ok
    assert loaded.settings.engine.mem_fraction_static == (value if ok else 0.0)


@pytest.mark.parametrize("profile", ["auto", *PROFILES])
def test_every_profile_and_auto_are_accepted(paths, profile):
    loaded = load(paths, f'[engine]\nprofile = "{profile}"')
    assert loaded.problems == []
    assert loaded.settings.engine.profile == profile


def assert_text_rule(paths: Paths, key: str, value: str, ok: bool, words: str) -> None:
    """An engine text setting either kept as written or named with its rule, the default used."""
    loaded = load(paths, f'[engine]\n{key} = "{value}"')
    if ok:
        assert loaded.problems == []
        assert getattr(loaded.settings.engine, key) == value
    else:
        assert loaded.problems == [
            f"settings.engine.{key}: {value!r} {words}; using the default, ''"
        ]
        assert getattr(loaded.settings.engine, key) == ""


@pytest.mark.parametrize(
    ("url", "ok"),
    [
        ("", True),
        ("http://127.0.0.1:30000", True),
        ("https://spark.local", True),
        ("http://[::1]:30000/", True),
        ("ftp://127.0.0.1:30000", False),
        ("http://", False),  # no host
        ("http://127.0.0.1:port", False),  # a port that is not a number
        ("http://127.0.0.1:99999", False),  # out of range: urlparse raises too
        ("127.0.0.1:30000", False),
    ],
)
def test_an_engine_url_is_empty_or_an_http_url_with_a_host(paths, url, ok):
    assert_text_rule(paths, "attach_url", url, ok, URL_WORDS)


@pytest.mark.parametrize(
    ("addr", "ok"),
    [
        ("", True),
        ("192.168.100.10:20000", True),
        ("spark-2:1", True),
        ("spark-2:65535", True),
        ("[fe80::1]:20000", True),
        ("192.168.100.10", False),  # no port
        (":20000", False),  # no host
        ("spark-2:", False),
        ("spark-2:http", False),
        ("spark-2:0", False),
        ("spark-2:65536", False),
        ("spark-2:-5", False),
    ],
)
def test_the_rank_zero_address_is_empty_or_host_colon_port(paths, addr, ok):
    assert_text_rule(paths, "dist_init_addr", addr, ok, ADDR_WORDS)


# --- migrations ----------------------------------------------------------------------------------


def test_an_unversioned_engine_that_is_no_table_still_lets_flat_sampling_keys_in(paths):
    paths.settings_file.write_text("engine = 5\nport = 31000\ntemperature = 0.3\n")
    loaded = load_settings(paths)
    assert loaded.settings.sampling.temperature == 0.3
    assert loaded.problems == ["settings.engine: expected a table, got int"]


def test_a_v1_launcher_with_unbalanced_quotes_is_named_and_the_rest_kept(paths):
    loaded = load(paths, '[engine]\nlauncher = "python \'unbalanced"\nport = 31000', version=1)
    assert loaded.settings.engine.port == 31000
    (problem,) = loaded.problems
    assert problem.startswith("settings.engine.launcher: expected a list of strings")
    assert paths.settings_file.exists()  # one bad value is not a broken file


def test_a_schema_version_that_is_no_whole_number_is_said_so(paths):
    paths.settings_file.write_text("schema_version = [2]\n")
    (problem,) = load_settings(paths).problems
    assert "schema_version must be a whole number, not [2]" in problem


# --- files that cannot be read or kept --------------------------------------------------------


def test_a_settings_path_that_is_a_folder_says_why_it_cannot_be_read(paths):
    paths.settings_file.mkdir()
    loaded = load_settings(paths)
    assert loaded.problems == [
        f"{paths.settings_file} cannot be read (Is a directory); using defaults"
    ]


def test_a_settings_file_that_is_not_utf8_is_left_and_said_so(paths):
    paths.settings_file.write_bytes(b'[ui]\ntheme = "\xff"\n')
    loaded = load_settings(paths)
    (problem,) = loaded.problems
    assert problem.startswith(f"{paths.settings_file} cannot be read ('utf-8' codec can't decode")
    assert problem.endswith("; using defaults")
    assert paths.settings_file.read_bytes() == b'[ui]\ntheme = "\xff"\n'


class _Frozen(datetime.datetime):
    @classmethod
    def now(cls, tz=None):
        return cls(2026, 12, 3, 9, 5, 7)


def test_broken_files_kept_aside_are_named_by_time_then_numbered(paths, monkeypatch):
    monkeypatch.setattr(datetime, "datetime", _Frozen)
    problems = []
    for text in ("first [", "second [", "third ["):
        paths.settings_file.write_text(text)
        problems += load_settings(paths).problems
    names = sorted(p.name for p in paths.config_dir.glob("settings.toml.broken-*"))
    assert names == [
        "settings.toml.broken-20261203-090507",
        "settings.toml.broken-20261203-090507-1",
        "settings.toml.broken-20261203-090507-2",
    ]
    assert problems[0].endswith("; moved to settings.toml.broken-20261203-090507, using defaults")


def test_a_broken_file_that_cannot_be_moved_stays_and_says_why(paths, monkeypatch):
    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "link", refuse)
    paths.settings_file.write_text("broken [")
    (problem,) = load_settings(paths).problems
    assert problem.endswith("; it could not be moved aside (Permission denied), using defaults")
    assert paths.settings_file.read_text() == "broken ["


def test_a_thousand_earlier_broken_copies_stop_the_move_and_are_all_kept(paths, monkeypatch):
    monkeypatch.setattr(datetime, "datetime", _Frozen)
    stem = "settings.toml.broken-20261203-090507"
    for n in range(1000):
        (paths.config_dir / (stem + (f"-{n}" if n else ""))).write_text(str(n))
    paths.settings_file.write_text("broken [")
    (problem,) = load_settings(paths).problems
    assert problem.endswith(
        "; it could not be moved aside (too many broken copies of settings.toml), using defaults"
    )
    assert paths.settings_file.read_text() == "broken ["
    assert not (paths.config_dir / f"{stem}-1000").exists()
    assert (paths.config_dir / stem).read_text() == "0"


def test_headless_verbs_without_a_basedir_use_the_users_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    (tmp_path / "cfg" / "ling-desk").mkdir(parents=True)
    (tmp_path / "cfg" / "ling-desk" / "settings.toml").write_text(
        f"schema_version = {SCHEMA_VERSION}\n[engine]\nport = 31000\n"
    )
    paths, settings, problems = load_for_args(argparse.Namespace())  # no --basedir at all
    assert paths.settings_file == tmp_path / "cfg" / "ling-desk" / "settings.toml"
    assert settings.engine.port == 31000 and problems == []


def test_gateway_origins_and_parallel_requests_within_their_rules_are_kept(paths):
    loaded = load(
        paths,
        "[engine]\nparallel_requests = 4\n[gateway]\nport = 5123\n"
        'allowed_origins = ["http://localhost:5173", "https://tools.example:8443/"]\n',
    )
    assert loaded.problems == []
    g = loaded.settings.gateway
    assert (g.port, g.allowed_origins) == (5123, ["http://localhost:5173",
                                                 "https://tools.example:8443/"])  # fmt: skip
    assert loaded.settings.engine.parallel_requests == 4
