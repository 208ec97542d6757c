"""The engine extension is staged atomically, one version per folder, and nothing else."""

from __future__ import annotations

import sys

from app.core.engine.launch import prepare_launch
from app.core.engine.staging import (
    APP_PYTHON_VARS,
    EXT_SOURCE,
    engine_environment,
    ext_digest,
    stage_engine_ext,
    staged_root,
)
from app.core.paths import Paths
from app.core.recipe import EXT_PACKAGE
from app.core.settings import Settings
from tests.support.engine import make_model_dir


def source_names() -> set[str]:
    return {p.name for p in EXT_SOURCE.glob("*.py")}


def test_stages_exactly_this_versions_modules(tmp_path):
    root = stage_engine_ext(tmp_path)
    assert root == tmp_path / "engine_ext" / ext_digest()
    assert {p.name for p in (root / EXT_PACKAGE).iterdir()} == source_names()
    for name in source_names():
        assert (root / EXT_PACKAGE / name).read_bytes() == (EXT_SOURCE / name).read_bytes()


def test_stale_modules_and_older_versions_are_removed(tmp_path):
    # The pre-versioned flat layout with a module a newer release renamed, and another version.
    flat = tmp_path / "engine_ext" / EXT_PACKAGE
    flat.mkdir(parents=True)
    (flat / "old_bailing.py").write_text("EntryClass = []\n")
    other = tmp_path / "engine_ext" / "0123456789abcdef" / EXT_PACKAGE
    other.mkdir(parents=True)
    (other / "bailing.py").write_text("# an older version\n")
    root = stage_engine_ext(tmp_path)
    assert sorted(p.name for p in (tmp_path / "engine_ext").iterdir()) == [root.name]


def test_a_half_copied_folder_is_replaced(tmp_path):
    root = staged_root(tmp_path)
    (root / EXT_PACKAGE).mkdir(parents=True)
    (root / EXT_PACKAGE / "bailing.py").write_text("# cut short by a crash\n")
    stage_engine_ext(tmp_path)
    assert {p.name for p in (root / EXT_PACKAGE).iterdir()} == source_names()
    assert (root / EXT_PACKAGE / "bailing.py").read_bytes() == (
        EXT_SOURCE / "bailing.py"
    ).read_bytes()


def test_engine_environment_drops_the_apps_python_path():
    base = {"PATH": "/usr/bin", "PYTHONPATH": "/app/site", "VIRTUAL_ENV": "/app/.venv", "X": "1"}
    env = engine_environment({"PYTHONPATH": "/ext", "SGLANG_X": "1"}, base)
    assert env == {"PATH": "/usr/bin", "X": "1", "PYTHONPATH": "/ext", "SGLANG_X": "1"}
    assert "PYTHONPATH" not in engine_environment({}, base)
    assert set(APP_PYTHON_VARS) & set(engine_environment({}, base)) == set()


def test_the_plan_puts_only_the_staged_folder_on_pythonpath(tmp_path, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", "/somewhere/of/the/app")
    paths = Paths.from_basedir(tmp_path / "base")
    settings = Settings()
    settings.engine.model_path = str(make_model_dir(tmp_path))
    settings.engine.launcher = [sys.executable, "-c", "pass"]
    prepared = prepare_launch(paths, settings)
    assert prepared.plan.uses_engine_ext
    assert prepared.plan.env["PYTHONPATH"] == str(staged_root(paths.cache_dir))
    assert (staged_root(paths.cache_dir) / EXT_PACKAGE / "bailing.py").exists()


def test_no_extension_no_staging(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base")
    settings = Settings()
    settings.optimizations.fp8_lm_head = False  # the extension is only for the FP8 head
    settings.engine.model_path = str(make_model_dir(tmp_path))
    settings.engine.launcher = [sys.executable, "-c", "pass"]
    prepared = prepare_launch(paths, settings)
    assert not prepared.plan.uses_engine_ext
    assert "PYTHONPATH" not in prepared.plan.env
    assert not (paths.cache_dir / "engine_ext").exists()
