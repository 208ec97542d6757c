"""The canary scan's oracle must be able to fail: it finds live and deleted-but-not-erased text
in decrypted pages (and the WAL), and none of it in the encrypted bytes."""

from __future__ import annotations

from app.core import vault
from tests.support.canary import decrypted_pages, found_in_bytes


def test_the_oracle_sees_what_secure_delete_did_not_erase(tmp_path):
    key = vault.DataKey.generate()
    path = tmp_path / "t.sqlite3"
    db = vault.connect(path, key, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA secure_delete=OFF")
    db.execute("CREATE TABLE t (x TEXT)")
    for i in range(30):
        db.execute("INSERT INTO t VALUES (?)", (f"row {i} " + "a" * 40,))
    db.execute("INSERT INTO t VALUES ('qjlivecanary1')")
    db.execute("INSERT INTO t VALUES ('qjdeadcanary2')")
    db.execute("DELETE FROM t WHERE x = 'qjdeadcanary2'")
    raw = path.read_bytes() + (tmp_path / "t.sqlite3-wal").read_bytes()
    assert found_in_bytes(raw, ["qjlivecanary1", "qjdeadcanary2"]) == []
    # Still in the WAL's frames only (not checkpointed), then in the file's free space.
    plain = decrypted_pages(path, key)
    assert found_in_bytes(plain, ["qjlivecanary1", "qjdeadcanary2"]) == [
        "qjlivecanary1",
        "qjdeadcanary2",
    ]
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    plain = decrypted_pages(path, key)
    assert found_in_bytes(plain, ["qjdeadcanary2"]) == ["qjdeadcanary2"]
    db.close()
