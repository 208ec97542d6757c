"""The data key's stores (keyring, passphrase envelope, 0600 key file) and the recovery key."""

from __future__ import annotations

import os
import stat

import keyring
import pytest

from app.core.paths import Paths
from app.core.vault import DataKey
from app.core.vault import keys as vk
from tests.support.memory_keyring import ForgetfulKeyring, MemoryKeyring, installed


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path).ensure()


@pytest.fixture
def ring():
    with installed(MemoryKeyring()) as ring:
        yield ring


def test_keyring_store_round_trip_and_forget(paths, ring):
    key = vk.create(paths, vk.KEYRING)
    assert vk.stored_in(paths) == vk.KEYRING
    assert vk.load(paths) == key
    assert list(ring.store) == [("ling-desk", f"data-key:{paths.data_dir}")]
    with pytest.raises(vk.KeyProblem, match="exists already"):
        vk.create(paths, vk.KEYRING)
    vk.forget(paths)
    assert vk.stored_in(paths) is None
    with pytest.raises(vk.NoKey, match="recovery key"):
        vk.load(paths)


def test_a_keyring_that_forgets_is_refused(paths):
    before = keyring.get_keyring()
    keyring.set_keyring(ForgetfulKeyring())
    try:
        with pytest.raises(vk.KeyringUnavailable, match="did not keep"):
            vk.create(paths, vk.KEYRING)
    finally:
        keyring.set_keyring(before)


def test_passphrase_envelope_right_and_wrong(paths):
    key = vk.create(paths, vk.PASSPHRASE, passphrase="correct horse 'battery'")
    envelope = vk.envelope_path(paths)
    assert stat.S_IMODE(envelope.stat().st_mode) == 0o600
    assert (
        key.raw not in envelope.read_bytes() and key.raw.hex().encode() not in envelope.read_bytes()
    )
    with pytest.raises(vk.NeedsPassphrase):
        vk.load(paths)
    with pytest.raises(vk.WrongPassphrase, match="does not unlock"):
        vk.load(paths, "correct horse battery")
    assert vk.load(paths, "correct horse 'battery'") == key
    vk.change_passphrase(paths, "correct horse 'battery'", "new one")
    assert vk.load(paths, "new one") == key
    with pytest.raises(vk.WrongPassphrase):
        vk.load(paths, "correct horse 'battery'")


def test_key_file_is_private_and_refused_when_too_open(paths):
    key = vk.create(paths, vk.KEY_FILE)
    path = vk.key_file_path(paths)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert vk.load(paths) == key
    os.chmod(path, 0o644)
    with pytest.raises(vk.KeyFileTooOpen, match="can be read by other users") as info:
        vk.load(paths)
    assert "chmod 600" in str(info.value) and "644" in str(info.value)


def test_change_store_moves_the_key_and_leaves_no_copy(paths, ring):
    key = vk.create(paths, vk.KEY_FILE)
    vk.change_store(paths, key, vk.PASSPHRASE, passphrase="pw")
    assert not vk.key_file_path(paths).exists()
    assert vk.stored_in(paths) == vk.PASSPHRASE and vk.load(paths, "pw") == key
    vk.change_store(paths, key, vk.KEYRING)
    assert not vk.envelope_path(paths).exists()
    assert vk.stored_in(paths) == vk.KEYRING and vk.load(paths) == key
    assert sorted(p.name for p in paths.config_dir.iterdir()) == []


def test_recovery_text_round_trip():
    key = DataKey.generate()
    text = vk.recovery_text(key)
    groups = text.split("-")
    assert len(groups) == 17 and all(len(g) == 4 for g in groups)
    assert vk.key_from_recovery(text) == key
    # Spaces instead of dashes and lower case are read the same.
    assert vk.key_from_recovery(text.replace("-", " ").lower()) == key


def test_recovery_text_typos_are_caught():
    key = DataKey(bytes(range(32)))
    text = vk.recovery_text(key)
    swapped = ("1" if text[0] != "1" else "2") + text[1:]
    with pytest.raises(vk.RecoveryTypo, match="has a typo"):
        vk.key_from_recovery(swapped)
    with pytest.raises(vk.RecoveryTypo, match="not one of its characters"):
        vk.key_from_recovery("O" + text[1:])  # the letter O for a zero
    with pytest.raises(vk.RecoveryTypo, match="17 groups"):
        vk.key_from_recovery(text[:-5])
