"""Data, logs, cache, config and runtime folders are private whatever the umask (0700/0600)."""

from __future__ import annotations

import os
import stat

import pytest

from app.core.paths import Paths, UnwritableError


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_new_folders_are_private_under_a_loose_umask(tmp_path):
    old = os.umask(0o022)
    try:
        paths = Paths.from_basedir(tmp_path / "base").ensure()
    finally:
        os.umask(old)
    for d in paths.private_dirs:
        assert mode(d) == 0o700, d


def test_looser_folders_and_files_are_repaired_at_start(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base")
    paths.data_dir.mkdir(parents=True)
    os.chmod(paths.data_dir, 0o755)
    db = paths.history_db
    db.write_text("")
    os.chmod(db, 0o644)
    paths.ensure()
    assert mode(paths.data_dir) == 0o700
    assert mode(db) == 0o600


def test_tighter_permissions_are_left_as_they_are(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base")
    paths.config_dir.mkdir(parents=True)
    f = paths.settings_file
    f.write_text("")
    os.chmod(f, 0o400)
    paths.ensure()
    assert mode(f) == 0o400


def test_an_uncreatable_folder_is_a_plain_error(tmp_path):
    (tmp_path / "file").write_text("")
    with pytest.raises(UnwritableError) as exc:
        Paths.from_basedir(tmp_path / "file" / "base").ensure()
    assert "cannot create or use the folder" in str(exc.value)
    assert "--basedir" in str(exc.value)
