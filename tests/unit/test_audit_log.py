"""The audit log on real files with real SQLCipher: records chained and read back, and every way
an attacker with the data key may change the files (a byte of a record, a removed record, a cut
tail, a missing file) named by `verify` with the first bad record. No mocks: the tampering is
done as an attacker would, through a SQLCipher connection with the triggers dropped."""

from __future__ import annotations

import itertools
import json
import sqlite3
import threading
from pathlib import Path

import pytest

from app.core import audit, vault
from app.core.audit import AuditLog, BadRecord

CLIENT = "client-orchard-7f3a"  # a value that must never be readable in the raw file


@pytest.fixture
def key() -> vault.DataKey:
    return vault.DataKey.generate()


def fill(folder: Path, key: vault.DataKey | None, n: int, **kw) -> None:
    with AuditLog(folder, key, **kw) as log:
        for i in range(n):
            log.append("gateway.call", {"client": CLIENT, "route": "/v1/chat", "status": 200,
                                        "tokens_in": i, "tokens_out": 2 * i})  # fmt: skip


def tamper(path: Path, key: vault.DataKey | None, sql: str, *params: object) -> None:
    """Change a file as an attacker holding the key would: the append-only triggers dropped."""
    db = vault.connect(path, key)
    db.execute("DROP TRIGGER records_no_update")
    db.execute("DROP TRIGGER records_no_delete")
    db.execute(sql, params)
    db.commit()
    db.close()


def first_file(folder: Path) -> Path:
    return folder / audit.file_name(1)


def test_append_read_and_verify(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 5)
    with AuditLog(folder, key) as log:
        log.append("key.created", {"client": "editor", "key_id": "k1"})
    got = list(audit.records(folder, key))
    assert [r.seq for r in got] == [1, 2, 3, 4, 5, 6]
    assert got[0].prev == audit.GENESIS
    for before, r in itertools.pairwise(got):
        assert r.prev == before.hash
    for r in got:
        assert r.hash == audit.digest(r.seq, r.time, r.kind, r.fields, r.prev)
        assert r.time.endswith("Z")
    assert got[2].fields == {"client": CLIENT, "route": "/v1/chat", "status": 200,
                             "tokens_in": 2, "tokens_out": 4}  # fmt: skip
    assert got[-1].kind == "key.created"
    verdict = audit.verify(folder, key)
    assert verdict.as_json() == {"ok": True, "records": 6, "files": 1}
    head = json.loads((folder / audit.HEAD_FILE).read_text())
    assert head == {"seq": 6, "hash": got[-1].hash, "file": "audit-0001.sqlite3"}


def test_an_empty_folder_verifies_as_an_empty_log(tmp_path, key):
    assert audit.verify(tmp_path / "none", key).as_json() == {"ok": True, "records": 0, "files": 0}


def test_the_user_text_and_unknown_kinds_are_refused(tmp_path, key):
    with AuditLog(tmp_path / "audit", key) as log:
        for name in ("prompt", "Answer", "arguments", "results", "content"):
            with pytest.raises(BadRecord, match="user's text"):
                log.append("tool.decision", {name: "x"})
        with pytest.raises(BadRecord, match="unknown"):
            log.append("gateway.cal", {})
        with pytest.raises(BadRecord, match="plain value"):
            log.append("export", {"nested": {"a": 1}})
        with pytest.raises(BadRecord, match="bytes"):
            log.append("export", {"names": ["x" * 100] * 100})
        log.append("tool.decision", {"tool": "search", "server": "files", "allowed": False})
    assert [r.kind for r in audit.records(tmp_path / "audit", key)] == ["tool.decision"]


def test_the_triggers_keep_it_append_only(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 3)
    db = vault.connect(first_file(folder), key)
    for sql in ("UPDATE records SET kind = 'export' WHERE seq = 2",
                "DELETE FROM records WHERE seq = 3"):  # fmt: skip
        with pytest.raises(vault.IntegrityError, match="append-only"):
            db.execute(sql)
    db.close()
    assert audit.verify(folder, key).ok


def test_one_changed_byte_names_its_record(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 10)
    tamper(first_file(folder), key,
           "UPDATE records SET fields = replace(fields, '\"status\":200', '\"status\":201') "
           "WHERE seq = 4")  # fmt: skip
    verdict = audit.verify(folder, key)
    assert not verdict.ok
    assert verdict.seq == 4 and verdict.file == "audit-0001.sqlite3"
    assert "record 4 was changed" in verdict.error
    assert verdict.as_json() == {"ok": False, "error": verdict.error, "seq": 4,
                                 "file": "audit-0001.sqlite3"}  # fmt: skip


@pytest.mark.parametrize("column", ["time", "kind", "prev"])
def test_a_changed_byte_in_any_column_names_its_record(tmp_path, key, column):
    folder = tmp_path / "audit"
    fill(folder, key, 6)
    # The last character swapped for another: one byte, the rest of the record as written.
    tamper(first_file(folder), key,
           f"UPDATE records SET {column} = substr({column}, 1, length({column}) - 1) || "
           f"CASE WHEN substr({column}, -1) = 'a' THEN 'b' ELSE 'a' END WHERE seq = 5")  # fmt: skip
    verdict = audit.verify(folder, key)
    assert (verdict.ok, verdict.seq) == (False, 5)


def test_a_changed_hash_with_its_content_still_breaks_the_next_link(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 6)
    rows = {r.seq: r for r in audit.records(folder, key)}
    forged = dict(rows[3].fields, status=500)
    new_hash = audit.digest(3, rows[3].time, rows[3].kind, forged, rows[3].prev)
    tamper(first_file(folder), key, "UPDATE records SET fields = ?, hash = ? WHERE seq = 3",
           json.dumps(forged, sort_keys=True, separators=(",", ":")), new_hash)  # fmt: skip
    verdict = audit.verify(folder, key)
    assert (verdict.ok, verdict.seq) == (False, 4)
    assert "does not follow record 3" in verdict.error


def test_a_removed_record_is_named(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 10)
    tamper(first_file(folder), key, "DELETE FROM records WHERE seq = 6")
    verdict = audit.verify(folder, key)
    assert (verdict.ok, verdict.seq, verdict.file) == (False, 6, "audit-0001.sqlite3")
    assert "record 6 removed" in verdict.error


def test_a_cut_tail_is_named_through_the_head_file(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 10)
    tamper(first_file(folder), key, "DELETE FROM records WHERE seq >= 8")
    verdict = audit.verify(folder, key)
    assert (verdict.ok, verdict.seq) == (False, 8)
    assert "tail was cut" in verdict.error and "records 8-10" in verdict.error


def test_a_removed_head_file_is_named(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 3)
    (folder / audit.HEAD_FILE).unlink()
    verdict = audit.verify(folder, key)
    assert not verdict.ok and verdict.file == audit.HEAD_FILE


def test_appending_after_a_cut_keeps_the_gap_visible(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 10)
    tamper(first_file(folder), key, "DELETE FROM records WHERE seq >= 8")
    fill(folder, key, 2)  # the next run goes on from the head, not from the cut tail
    assert [r.seq for r in audit.records(folder, key)][-3:] == [7, 11, 12]
    verdict = audit.verify(folder, key)
    assert (verdict.ok, verdict.seq) == (False, 8)
    assert "records 8-10 removed" in verdict.error


def test_rotation_keeps_the_chain_across_files(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 400, max_bytes=32 * 1024)
    files = sorted(folder.glob("audit-*.sqlite3"))
    assert len(files) >= 3
    assert [f.name for f in files] == [audit.file_name(i + 1) for i in range(len(files))]
    by_file = [list(audit.chain.rows(f, key)) for f in files]
    for before, after in itertools.pairwise(by_file):
        assert after[0].prev == before[-1].hash and after[0].seq == before[-1].seq + 1
    assert audit.verify(folder, key).as_json() == {"ok": True, "records": 400,
                                                    "files": len(files)}  # fmt: skip
    head = json.loads((folder / audit.HEAD_FILE).read_text())
    assert head["file"] == files[-1].name and head["seq"] == 400


def test_a_missing_middle_file_is_named(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 400, max_bytes=32 * 1024)
    second = folder / audit.file_name(2)
    first_of_second = next(audit.chain.rows(second, key)).seq
    second.unlink()
    verdict = audit.verify(folder, key)
    assert (verdict.ok, verdict.file, verdict.seq) == (False, "audit-0002.sqlite3",
                                                      first_of_second)  # fmt: skip
    assert "missing" in verdict.error


def test_a_missing_last_file_is_a_cut_tail(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 400, max_bytes=32 * 1024)
    last = sorted(folder.glob("audit-*.sqlite3"))[-1]
    first_of_last = next(audit.chain.rows(last, key)).seq
    last.unlink()
    verdict = audit.verify(folder, key)
    assert (verdict.ok, verdict.seq, verdict.file) == (False, first_of_last, last.name)
    assert "is gone" in verdict.error


def test_concurrent_appends_keep_the_chain_whole(tmp_path, key):
    folder = tmp_path / "audit"
    threads, each = 8, 100
    with AuditLog(folder, key) as log:
        start = threading.Barrier(threads)

        def work(t: int) -> None:
            start.wait()
            for i in range(each):
                log.append("tool.decision", {"tool": f"t{t}", "n": i, "allowed": True})

        pool = [threading.Thread(target=work, args=(t,)) for t in range(threads)]
        for th in pool:
            th.start()
        for th in pool:
            th.join()
    got = list(audit.records(folder, key))
    assert [r.seq for r in got] == list(range(1, threads * each + 1))
    for t in range(threads):  # each thread's records in the order it wrote them
        assert [r.fields["n"] for r in got if r.fields["tool"] == f"t{t}"] == list(range(each))
    assert audit.verify(folder, key).as_json() == {"ok": True, "records": 800, "files": 1}


def test_batched_appends_from_threads_and_two_writers_keep_one_chain(tmp_path, key):
    folder = tmp_path / "audit"
    # The gateway's way (a background writer, batches) beside a second writer (a verb run
    # beside the window): one chain, whatever the interleaving.
    busy = AuditLog(folder, key, batch=16, flush_every=0.05)
    other = AuditLog(folder, key)

    def work() -> None:
        for i in range(200):
            busy.append("gateway.call", {"client": "a", "n": i})

    pool = [threading.Thread(target=work) for _ in range(4)]
    for th in pool:
        th.start()
    for i in range(20):
        other.append("deletion", {"conversations": 1, "n": i})
    for th in pool:
        th.join()
    busy.close()
    other.close()
    assert busy.pending() == 0
    assert audit.verify(folder, key).as_json() == {"ok": True, "records": 820, "files": 1}


def test_the_files_are_encrypted_with_the_key(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 50)
    db_file = first_file(folder)
    assert vault.is_encrypted(db_file)
    raw = b"".join(p.read_bytes() for p in folder.iterdir() if p.name != audit.HEAD_FILE)
    for text in (CLIENT, "gateway.call", "/v1/chat", "tokens_in"):
        assert text.encode() not in raw
    with pytest.raises(vault.WrongKey):
        vault.connect(db_file, vault.DataKey.generate())
    plain = sqlite3.connect(db_file)
    with pytest.raises(sqlite3.DatabaseError):
        plain.execute("SELECT * FROM records").fetchall()
    plain.close()
    # Another key cannot read it: verify says which file, not that the chain is whole.
    verdict = audit.verify(folder, vault.DataKey.generate())
    assert (verdict.ok, verdict.file, verdict.seq) == (False, "audit-0001.sqlite3", 1)
    verdict = audit.verify(folder, None)
    assert not verdict.ok and "encrypted" in verdict.error


def test_without_a_key_the_log_is_plain_and_still_chained(tmp_path):
    folder = tmp_path / "audit"
    fill(folder, None, 4)
    assert not vault.is_encrypted(first_file(folder))
    assert audit.verify(folder, None).ok
    tamper(first_file(folder), None, "UPDATE records SET kind = 'export' WHERE seq = 2")
    assert audit.verify(folder, None).seq == 2


def test_a_failed_write_keeps_the_records_queued(tmp_path, key):
    folder = tmp_path / "audit"
    fill(folder, key, 2)
    log = AuditLog(folder, vault.DataKey.generate())  # a key that cannot open the file
    with pytest.raises(vault.WrongKey):
        log.append("export", {"conversations": 1})
    assert log.pending() == 1  # kept, in order, for the next flush
    with pytest.raises(vault.WrongKey):
        log.close()
    assert audit.verify(folder, key).as_json() == {"ok": True, "records": 2, "files": 1}
