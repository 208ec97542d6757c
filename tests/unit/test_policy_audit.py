"""Issue 38: a change of the administrator's policy is recorded once, by the first run that sees
it (made, edited, removed), naming settings and capabilities, never a fixed value."""

from __future__ import annotations

import json

from app.core import audit
from app.core.audit import Auditor
from app.core.policy import POLICY_ENV, POLICY_SEEN_FILE, load_policy, record_policy_change
from tests.support.policy import write_policy


def _policy(tmp_path, text):
    path = write_policy(tmp_path, text)
    return load_policy(system=tmp_path / "no-etc" / "policy.toml", environ={POLICY_ENV: str(path)})


def _changes(folder):
    return [r.fields for r in audit.records(folder, None) if r.kind == "policy.changed"]


def test_a_policy_is_recorded_once_then_each_change_and_its_removal(tmp_path):
    data = tmp_path / "data"
    auditor = Auditor.open(data, None)
    folder = data / audit.FOLDER
    first = _policy(tmp_path, "[forbid]\ngateway = true\n[settings.gateway]\nport = 4999\n")

    assert record_policy_change(auditor, first) is True
    assert record_policy_change(auditor, first) is False  # the next run: unchanged
    (got,) = _changes(folder)
    assert got["active"] is True
    assert got["forbidden"] == ["gateway"] and got["fixed"] == ["gateway.port"]
    assert "4999" not in json.dumps(got)  # names, never the fixed value

    edited = _policy(tmp_path, "[forbid]\ngateway = true\nremote_mcp = true\n")
    assert record_policy_change(auditor, edited) is True
    none = load_policy(system=tmp_path / "no-etc" / "policy.toml", environ={})
    assert record_policy_change(auditor, none) is True  # removed: said too
    assert record_policy_change(auditor, none) is False
    changes = _changes(folder)
    assert [c["forbidden"] for c in changes] == [["gateway"], ["gateway", "remote_mcp"], []]
    assert changes[-1]["active"] is False
    auditor.close()
    assert audit.verify(folder, None).ok


def test_no_policy_ever_writes_nothing(tmp_path):
    data = tmp_path / "data"
    auditor = Auditor.open(data, None)
    none = load_policy(system=tmp_path / "no-etc" / "policy.toml", environ={})
    assert record_policy_change(auditor, none) is False
    assert not (data / audit.FOLDER / POLICY_SEEN_FILE).exists()
    assert not (data / audit.FOLDER).exists() or not _changes(data / audit.FOLDER)
