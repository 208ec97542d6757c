from __future__ import annotations

import os
import stat

import keyring
import pytest

from app.core.paths import Paths
from app.core.secrets import SERVICE, load_or_create_key
from tests.support.memory_keyring import ForgetfulKeyring, MemoryKeyring


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path).ensure()


@pytest.fixture
def restore_keyring():
    before = keyring.get_keyring()
    yield
    keyring.set_keyring(before)


def test_key_is_created_once_and_kept_in_the_keyring(paths, restore_keyring):
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    k1 = load_or_create_key(paths)
    k2 = load_or_create_key(paths)
    assert k1.source == "keyring" and k1.warning is None
    assert k1.value == k2.value and len(k1.value) >= 32
    assert list(ring.store.values()) == [k1.value]
    assert not paths.key_fallback_file.exists()
    assert k1.value not in repr(k1)


def test_no_keyring_falls_back_to_private_file_and_says_so(paths, restore_keyring):
    keyring.set_keyring(keyring.backends.fail.Keyring())
    k = load_or_create_key(paths)
    assert k.source == "file"
    assert k.warning and str(paths.key_fallback_file) in k.warning
    assert stat.S_IMODE(os.stat(paths.key_fallback_file).st_mode) == 0o600
    assert load_or_create_key(paths).value == k.value


def test_forgetful_backend_is_detected(paths, restore_keyring):
    keyring.set_keyring(ForgetfulKeyring())
    k = load_or_create_key(paths)
    assert k.source == "file" and "did not keep" in (k.warning or "")


def test_fallback_key_moves_into_a_keyring_once_one_works(paths, restore_keyring):
    keyring.set_keyring(keyring.backends.fail.Keyring())
    old = load_or_create_key(paths).value
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    k = load_or_create_key(paths)
    assert k.source == "keyring" and k.value == old
    assert not paths.key_fallback_file.exists()
    assert ring.get_password(SERVICE, f"engine-api-key:{paths.config_dir}") == old
