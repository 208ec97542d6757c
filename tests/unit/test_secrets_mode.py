"""A secret file rewritten over an older, looser one ends 0600 (O_CREAT's mode only applies to a
new file: an existing 0644 file keeps its mode unless it is changed)."""

from __future__ import annotations

import json
import os
import stat

import keyring
import pytest
from keyring.backends.fail import Keyring as FailKeyring

from app.core.paths import Paths
from app.core.secrets import attach_key_for, store_attach_key, write_private_file


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_rewriting_a_0644_secret_file_makes_it_0600(tmp_path):
    path = tmp_path / "engine-config.yaml"
    path.write_text("old")
    os.chmod(path, 0o644)
    write_private_file(path, "api-key: new")
    assert path.read_text() == "api-key: new"
    assert mode(path) == 0o600


@pytest.fixture
def no_keyring():
    before = keyring.get_keyring()
    keyring.set_keyring(FailKeyring())
    yield
    keyring.set_keyring(before)


def test_an_attach_key_file_left_0644_is_tightened_when_a_key_is_saved(tmp_path, no_keyring):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    keys = paths.config_dir / "attach-keys.json"
    keys.write_text(json.dumps({"https://old.example": "k0"}))
    os.chmod(keys, 0o644)  # an older version, or a copy made by hand
    store_attach_key(paths, "https://team.example", "k1")
    assert mode(keys) == 0o600
    assert attach_key_for(paths, "https://team.example") == "k1"
    assert attach_key_for(paths, "https://old.example") == "k0"
