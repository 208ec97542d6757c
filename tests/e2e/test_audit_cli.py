"""`audit show|verify|export` as a user runs them: real processes of `python -m app` on a real
audit log, encrypted with the folder's data key (a 0600 key file here: LINGDESK_KEY_STORE=file,
tests/conftest.py). The log is written by the core's AuditLog, as the app will, then tampered
with as an attacker holding the key would."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.core import audit, vault
from app.core.audit import AuditLog
from app.core.paths import Paths
from app.core.vault import keys
from tests.support.engine import ROOT

pytestmark = pytest.mark.timeout(120)


def run(base: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(base), "audit", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def out(proc: subprocess.CompletedProcess) -> dict:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def folder_and_key(base: Path) -> tuple[Path, vault.DataKey]:
    paths = Paths.from_basedir(str(base))
    return paths.data_dir / audit.FOLDER, keys.load(paths)


@pytest.fixture
def base(tmp_path: Path) -> Path:
    """A data folder whose key the first verb made, with five records in its audit log."""
    base = tmp_path / "base"
    first = run(base, "verify", "--json")
    assert out(first) == {"ok": True, "records": 0, "files": 0}
    folder, key = folder_and_key(base)
    with AuditLog(folder, key) as log:
        log.append("key.created", {"client": "editor", "key_id": "k-1"})
        for status in (200, 200, 429):
            log.append("gateway.call", {"client": "editor", "route": "/v1/chat/completions",
                                        "status": status, "tokens_in": 12, "tokens_out": 30})  # fmt: skip
        log.append("key.revoked", {"client": "editor", "key_id": "k-1"})
    return base


def test_show_lists_the_records_with_filters(base):
    got = out(run(base, "show", "--json"))
    assert got["ok"] is True
    rows = got["records"]
    assert [r["seq"] for r in rows] == [1, 2, 3, 4, 5]
    assert set(rows[0]) == {"seq", "time", "kind", "fields", "prev", "hash"}
    assert rows[0]["fields"] == {"client": "editor", "key_id": "k-1"}
    assert rows[1]["prev"] == rows[0]["hash"]
    kinds = out(run(base, "show", "--kind", "key", "--json"))["records"]
    assert [r["kind"] for r in kinds] == ["key.created", "key.revoked"]
    calls = out(run(base, "show", "--kind", "gateway.call", "--json"))["records"]
    assert [r["fields"]["status"] for r in calls] == [200, 200, 429]
    assert len(out(run(base, "show", "--since", "1h", "--json"))["records"]) == 5
    tomorrow = (datetime.datetime.now(tz=datetime.UTC) + datetime.timedelta(days=1)).date()
    assert out(run(base, "show", "--since", tomorrow.isoformat(), "--json"))["records"] == []
    text = run(base, "show")
    assert text.returncode == 0
    assert text.stdout.count("\n") == 5 and "gateway.call" in text.stdout
    assert "status=429" in text.stdout


def test_show_refuses_a_time_or_kind_it_cannot_read(base):
    bad = run(base, "show", "--since", "last tuesday", "--json")
    assert bad.returncode == 2
    assert "not a time" in json.loads(bad.stdout)["error"]
    typo = run(base, "show", "--kind", "gateway.cal", "--json")
    assert typo.returncode == 2
    assert "gateway.call" in json.loads(typo.stdout)["error"]  # the kinds are listed


def test_export_writes_json_lines_for_a_siem(base, tmp_path):
    target = tmp_path / "audit.jsonl"
    got = out(run(base, "export", str(target), "--json"))
    assert got == {"ok": True, "records": 5, "file": str(target)}
    lines = target.read_text().splitlines()
    rows = [json.loads(line) for line in lines]
    assert [r["seq"] for r in rows] == [1, 2, 3, 4, 5]
    for r in rows:  # each line proves itself: its hash is over its own content
        assert r["hash"] == audit.digest(r["seq"], r["time"], r["kind"], r["fields"], r["prev"])
    stdout = run(base, "export", "-")
    assert stdout.returncode == 0
    # The same records, then the first export's own (an export is recorded once it is done).
    *same, own = stdout.stdout.splitlines()
    assert same == lines
    assert json.loads(own)["seq"] == 6 and json.loads(own)["kind"] == "export"
    assert json.loads(own)["fields"] == {"what": "audit", "records": 5, "to": "file", "by": "cli"}
    assert out(run(base, "verify", "--json")) == {"ok": True, "records": 7, "files": 1}


def test_verify_exit_codes_before_and_after_tampering(base):
    assert out(run(base, "verify", "--json")) == {"ok": True, "records": 5, "files": 1}
    whole = run(base, "verify")
    assert whole.returncode == 0 and "whole: 5 records in 1 file" in whole.stdout
    folder, key = folder_and_key(base)
    db = vault.connect(folder / audit.file_name(1), key)
    db.execute("DROP TRIGGER records_no_update")
    db.execute("UPDATE records SET fields = replace(fields, '429', '200') WHERE seq = 4")
    db.commit()
    db.close()
    bad = run(base, "verify", "--json")
    assert bad.returncode == 1
    got = json.loads(bad.stdout)
    assert set(got) == {"ok", "error", "seq", "file"}
    assert (got["ok"], got["seq"], got["file"]) == (False, 4, "audit-0001.sqlite3")
    assert "record 4 was changed" in got["error"]
    said = run(base, "verify")
    assert said.returncode == 1 and "record 4" in said.stderr and said.stdout == ""


def test_verify_names_a_removed_record_and_a_cut_tail(base):
    folder, key = folder_and_key(base)
    db = vault.connect(folder / audit.file_name(1), key)
    db.execute("DROP TRIGGER records_no_delete")
    db.execute("DELETE FROM records WHERE seq = 5")  # the tail: only the head file tells
    db.commit()
    got = json.loads(run(base, "verify", "--json").stdout)
    assert (got["ok"], got["seq"]) == (False, 5) and "tail was cut" in got["error"]
    db.execute("DELETE FROM records WHERE seq = 2")  # and one from the middle, named first
    db.commit()
    db.close()
    bad = run(base, "verify", "--json")
    assert bad.returncode == 1
    got = json.loads(bad.stdout)
    assert (got["ok"], got["seq"]) == (False, 2) and "record 2 removed" in got["error"]
