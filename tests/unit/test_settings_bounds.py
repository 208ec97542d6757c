"""The bounds a settings file must keep before tomllib parses it (size, nesting, dotted keys).

tomllib has no depth limit and a key of n dotted parts costs it ~n^2 memory; the scan in front
of it skips strings and comments as TOML does, so a dot or a bracket inside them counts nothing.
"""

from __future__ import annotations

import pytest

from app.core.paths import Paths
from app.core.settings import (
    MAX_SETTINGS_BYTES,
    MAX_SETTINGS_KEY_PARTS,
    MAX_SETTINGS_NESTING,
    Settings,
    check_toml_bounds,
    load_settings,
    save_settings,
)


@pytest.fixture
def paths(tmp_path) -> Paths:
    return Paths.from_basedir(tmp_path)


def _key(parts: int) -> str:
    return ".".join(["a"] * parts) + " = 1\n"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "x = 1.5\ny = 1979-05-27T07:32:00.999-07:00\nz = [1.5, 2.5, 3.5, 4.5]\n",
        'path = "/home/u/models/a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v"\n',
        "lit = 'C:\\a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w'\n",
        "# a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n",
        'ml = """\n[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ \\""" a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q\n"""\n',
        "ml = '''[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q'''\n",
        'esc = "\\" [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q"\n',
        _key(MAX_SETTINGS_KEY_PARTS),
        "x = " + "[" * MAX_SETTINGS_NESTING + "]" * MAX_SETTINGS_NESTING + "\n",
        "[[servers]]\nname = 'a'\n" * 100,  # closed brackets count no further
    ],
    ids=lambda t: t[:24],
)
def test_what_settings_may_hold_passes(text):
    assert check_toml_bounds(text) is None


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("x = " + "[" * 5000 + "]" * 5000, "nested more than 32 deep"),
        ("x = " + "[" * (MAX_SETTINGS_NESTING + 1), "nested more than 32 deep"),
        ("x = " + "{a = " * 40 + "1" + "}" * 40, "nested more than 32 deep"),
        (_key(MAX_SETTINGS_KEY_PARTS + 1), "more than 16 dotted parts"),
        (_key(100_000), "more than 16 dotted parts"),
        ('"a" . "b"' + ' . "c"' * 20 + " = 1\n", "more than 16 dotted parts"),
        ("[" + "a . " * 20 + "b]\n", "more than 16 dotted parts"),
        ("x = {" + "a." * 20 + "b = 1}\n", "more than 16 dotted parts"),
    ],
    ids=lambda t: t[:24],
)
def test_too_deep_is_named(text, why):
    assert why in (check_toml_bounds(text) or "")


def test_what_save_settings_writes_passes(paths):
    save_settings(paths, Settings())
    text = paths.settings_file.read_text()
    assert check_toml_bounds(text) is None
    assert load_settings(paths).problems == []


@pytest.mark.parametrize(
    "text",
    [
        "x = " + "[" * 5000 + "]" * 5000 + "\n",
        "schema_version" + ".a" * 5000 + " = 1\n",  # once: a RecursionError in repr
        "# big\n" * (MAX_SETTINGS_BYTES // 6 + 1),
    ],
    ids=["nested", "dotted", "big"],
)
def test_a_file_out_of_bounds_is_kept_aside_and_defaults_used(paths, text):
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(text)
    loaded = load_settings(paths)
    assert loaded.settings == Settings()
    (problem,) = loaded.problems
    assert "moved to settings.toml.broken-" in problem and "using defaults" in problem
    (kept,) = paths.config_dir.glob("settings.toml.broken-*")
    assert kept.read_text() == text
    assert not paths.settings_file.exists()
    assert load_settings(paths).problems == []  # the next start is a clean one
