"""Client keys: shown once, stored only as a salted hash, 0600, shared between processes."""

from __future__ import annotations

import stat
import subprocess
import sys
import threading

import pytest

from app.core.gateway.keys import KEY_PREFIX, ClientKeys, KeyStoreError


@pytest.fixture
def keys(tmp_path):
    k = ClientKeys(tmp_path / "api-keys.sqlite3")
    yield k
    k.close()


def test_a_key_is_shown_once_and_stored_only_as_a_hash(keys, tmp_path):
    key = keys.create("Continue")
    assert key.startswith(KEY_PREFIX) and len(key) > len(KEY_PREFIX) + 40
    assert keys.verify(key) == "Continue"
    stored = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    assert key.encode() not in stored and key[len(KEY_PREFIX) :].encode() not in stored
    info = keys.list()[0]
    assert (info.name, info.requests, info.last_used, info.hint) == ("Continue", 0, None, key[-4:])


def test_the_file_is_private(keys, tmp_path):
    keys.create("a")
    for p in tmp_path.iterdir():
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p.name


@pytest.mark.parametrize(
    "token",
    [None, "", "lingdesk-", "lingdesk-x", "sk-abc", KEY_PREFIX + "A" * 43, "lingdesk-" + "x" * 300],
)
def test_wrong_keys_are_unknown(keys, token):
    keys.create("a")
    assert keys.verify(token) is None


def test_two_keys_of_the_same_name_are_refused_with_a_reason(keys):
    keys.create("aider")
    with pytest.raises(KeyStoreError, match="exists already; revoke it first"):
        keys.create(" aider ")


@pytest.mark.parametrize("name", ["", " ", "-x", "a" * 65, "tab\there", "new\nline", "ü"])
def test_unusable_names_are_refused_with_a_reason(keys, name):
    with pytest.raises(KeyStoreError, match="not a usable key name"):
        keys.create(name)
    assert keys.list() == []


def test_revoke_forgets_the_key_and_says_when_there_is_none(keys):
    key = keys.create("Cline")
    keys.revoke("Cline")
    assert keys.verify(key) is None and keys.list() == []
    with pytest.raises(KeyStoreError, match="no key is named 'Cline'"):
        keys.revoke("Cline")


def test_each_request_counts(keys):
    keys.create("zed")
    keys.touch("zed")
    keys.touch("zed")
    info = keys.list()[0]
    assert info.requests == 2 and info.last_used is not None


def test_a_key_made_by_another_process_counts_at_once(keys, tmp_path):
    code = (
        "import sys; from app.core.gateway.keys import ClientKeys; "
        "print(ClientKeys(sys.argv[1]).create('opencode'))"
    )
    key = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "api-keys.sqlite3")],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    assert keys.verify(key) == "opencode"


def test_a_key_revoked_by_another_process_is_refused_on_its_next_request(keys, tmp_path):
    key = keys.create("opencode")
    assert keys.verify(key) == "opencode" and keys.verify(key) == "opencode"  # remembered
    code = (
        "import sys; from app.core.gateway.keys import ClientKeys; "
        "ClientKeys(sys.argv[1]).revoke('opencode')"
    )
    subprocess.run([sys.executable, "-c", code, str(tmp_path / "api-keys.sqlite3")], check=True)
    assert keys.verify(key) is None


def test_a_remembered_key_is_forgotten_by_this_processs_own_changes(keys, tmp_path):
    a, b, c = keys.create("a"), keys.create("b"), keys.create("c")
    other = ClientKeys(tmp_path / "api-keys.sqlite3")  # another connection: the window's own
    try:
        assert [keys.verify(k) for k in (a, b, c)] == ["a", "b", "c"]
        other.mark_exposed("user bob's program nc (pid 42)")
        assert [keys.verify(k) for k in (a, b, c)] == [None, None, None]
        assert keys.refusal(a).startswith("the key 'a' may have been seen by user bob's")
        keys.confirm("a")
        assert keys.verify(a) == "a"
        new_b = keys.reissue("b")
        assert keys.verify(b) is None and keys.verify(new_b) == "b"
        keys.confirm("c")
        assert keys.verify(c) == "c"
        keys.revoke("c")
        assert keys.verify(c) is None
        assert keys.mark_exposed("again") == ["a", "b"] and keys.verify(a) is None
    finally:
        other.close()


def test_a_remembered_key_is_checked_without_reading_the_table(keys):
    key = keys.create("a")
    keys.verify(key)
    keys.touch("a")  # this connection's own count: the keys are unchanged
    ran: list[str] = []
    keys._db.set_trace_callback(ran.append)
    assert keys.verify(key) == "a"
    keys._db.set_trace_callback(None)
    assert ran == ["PRAGMA data_version"]


def test_a_damaged_file_is_a_clear_error_and_is_left_alone(tmp_path):
    path = tmp_path / "api-keys.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    with pytest.raises(KeyStoreError, match="cannot be read"):
        ClientKeys(path)
    assert path.read_bytes().startswith(b"not a database")


# --- from surviving mutants (tests/MUTATION.md, group `gateway`) ------------------------------


def test_a_key_carries_256_random_bits(keys):
    key = keys.create("a")
    assert len(key) == len(KEY_PREFIX) + 43  # token_urlsafe(32): 32 bytes in base64url


def test_a_header_that_is_not_valid_text_is_an_unknown_key_not_an_error(keys):
    # aiohttp hands undecodable header bytes on as lone surrogates.
    keys.create("a")
    assert keys.verify(KEY_PREFIX + "\udcff" * 43) is None


def test_the_gateways_threads_share_one_key_table(keys):
    key = keys.create("a")
    seen: list[object] = []
    worker = threading.Thread(target=lambda: seen.append(keys.verify(key)))
    worker.start()
    worker.join()
    assert seen == ["a"]


def test_the_key_file_may_sit_in_folders_not_made_yet(tmp_path):
    k = ClientKeys(tmp_path / "new" / "deeper" / "api-keys.sqlite3")
    try:
        assert k.verify(k.create("a")) == "a"
    finally:
        k.close()


def test_a_key_lists_as_the_json_fields_the_cli_prints(keys):
    key = keys.create("a")
    d = keys.list()[0].to_dict()
    # The shape kept, fields only added (exposure to a stranger on the port).
    assert set(d) == {"name", "created", "last_used", "requests", "hint", "exposed", "exposed_at",
                      "exposed_by"}  # fmt: skip
    assert (d["exposed"], d["exposed_at"], d["exposed_by"]) == (False, None, None)
    assert (d["name"], d["last_used"], d["requests"], d["hint"]) == ("a", None, 0, key[-4:])
    assert isinstance(d["created"], float)


def test_an_unusable_name_is_told_what_a_name_may_be(keys):
    with pytest.raises(KeyStoreError) as err:
        keys.create("-x")
    assert str(err.value) == (
        "'-x' is not a usable key name: 1-64 letters, digits, spaces or ._@+-, "
        "starting with a letter or digit (e.g. Continue, aider-laptop)"
    )


def test_a_damaged_file_says_what_to_do(tmp_path):
    path = tmp_path / "api-keys.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    with pytest.raises(KeyStoreError, match=r"; move it aside and create the keys again$"):
        ClientKeys(path)


def test_exposed_keys_are_refused_with_the_reason_until_confirmed_or_reissued(keys):
    a, b = keys.create("Continue"), keys.create("Aider")
    assert keys.mark_exposed("user bob's program nc (pid 42)") == ["Continue", "Aider"]
    later = keys.create("Zed")  # made after the stranger was found: not exposed
    assert keys.verify(a) is None and keys.verify(b) is None and keys.verify(later) == "Zed"
    why = keys.refusal(a)
    assert why.startswith("the key 'Continue' may have been seen by user bob's program nc (pid "
                          "42), which held Ling Desk's port while Ling Desk did not")  # fmt: skip
    assert "`ling-desk api key reissue Continue`" in why
    assert keys.refusal("lingdesk-nothing") == keys.refusal(None)  # unknown keys: the usual
    listed = {k.name: k.to_dict() for k in keys.list()}
    assert listed["Aider"]["exposed"] and listed["Aider"]["exposed_by"].startswith("user bob")
    assert not listed["Zed"]["exposed"] and listed["Zed"]["exposed_by"] is None
    keys.confirm("Continue")
    assert keys.verify(a) == "Continue"
    new_b = keys.reissue("Aider")
    assert keys.verify(b) is None and keys.verify(new_b) == "Aider"
    assert keys.refusal(b).startswith("missing or unknown API key")  # the old one is gone
    assert keys.exposed() == []
    assert keys.mark_exposed("again") == ["Continue", "Aider", "Zed"]
    with pytest.raises(KeyStoreError, match="no key is named 'Nope'"):
        keys.confirm("Nope")
    with pytest.raises(KeyStoreError, match="no key is named 'Nope'"):
        keys.reissue("Nope")


def test_a_key_file_from_before_keeps_its_keys_and_learns_exposure(tmp_path):
    import sqlite3

    path = tmp_path / "api-keys.sqlite3"
    old = ClientKeys(path)
    token = old.create("Continue")
    old.close()
    db = sqlite3.connect(path)  # the table as an older Ling Desk made it
    db.executescript(
        "CREATE TABLE t AS SELECT name, salt, digest, hint, created, last_used, requests "
        "FROM client_keys; DROP TABLE client_keys; ALTER TABLE t RENAME TO client_keys;"
    )
    db.close()
    k = ClientKeys(path)
    try:
        assert k.verify(token) == "Continue"
        assert k.mark_exposed("someone") == ["Continue"] and k.verify(token) is None
    finally:
        k.close()
