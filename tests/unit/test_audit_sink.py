"""The audit sink the services write through (app/core/audit/sink.py), on real files with real
SQLCipher: a record is on disk when `record` returns, a queued one once flushed or closed, a
failed write never reaches the caller and keeps its records, a refused record is dropped, and
NULL keeps nothing. Also what a settings save records (app/core/settings.py changed_fields)."""

from __future__ import annotations

import logging

import pytest

from app.core import audit, vault
from app.core.audit import NULL, Auditor
from app.core.paths import Paths
from app.core.settings import Settings, changed_fields, save_settings


@pytest.fixture
def key() -> vault.DataKey:
    return vault.DataKey.generate()


def kinds(folder, key) -> list[tuple[str, dict]]:
    return [(r.kind, r.fields) for r in audit.records(folder, key)]


def test_record_is_on_disk_when_it_returns_and_queue_once_flushed(tmp_path, key):
    auditor = Auditor.open(tmp_path, key)
    folder = tmp_path / audit.FOLDER
    assert auditor.folder == folder and auditor.enabled
    auditor.record("key.created", name="editor")
    assert kinds(folder, key) == [("key.created", {"name": "editor"})]
    auditor.queue("gateway.call", client="editor", status=200)
    auditor.record("key.revoked", name="editor")  # writes what was queued before it, in order
    assert [k for k, _ in kinds(folder, key)] == ["key.created", "gateway.call", "key.revoked"]
    auditor.queue("gateway.call", client="editor", status=499)
    auditor.close()  # the rest is written at close
    assert [k for k, _ in kinds(folder, key)][-1] == "gateway.call"
    assert audit.verify(folder, key).ok
    auditor.record("key.created", name="late")  # after close: dropped, never raised
    assert len(kinds(folder, key)) == 4


def test_a_failed_write_never_raises_and_keeps_its_records(tmp_path, key, caplog):
    folder = tmp_path / audit.FOLDER
    folder.write_text("not a folder")  # the log cannot be made here: every write fails
    auditor = Auditor.open(tmp_path, key)
    with caplog.at_level(logging.WARNING, logger="app.core.audit.sink"):
        auditor.record("key.created", name="one")
        auditor.record("key.created", name="two")
        assert auditor.flush() is False
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1  # said once for the run of failures, not once per record
    assert "stay queued" in warnings[0].getMessage()
    folder.unlink()
    assert auditor.flush() is True  # the disk is back: both are written, in order
    auditor.close()
    assert kinds(folder, key) == [("key.created", {"name": "one"}),
                                  ("key.created", {"name": "two"})]  # fmt: skip


def test_a_refused_record_is_dropped_and_said(tmp_path, key, caplog):
    auditor = Auditor.open(tmp_path, key)
    with caplog.at_level(logging.WARNING, logger="app.core.audit.sink"):
        auditor.record("tool.decision", tool="echo", arguments="secret words")
        auditor.record("no.such.kind", name="x")
    auditor.record("key.created", name="kept")
    auditor.close()
    assert kinds(tmp_path / audit.FOLDER, key) == [("key.created", {"name": "kept"})]
    assert "would record the user's text" in caplog.text
    assert "unknown audit record kind" in caplog.text


def test_null_keeps_nothing(tmp_path):
    assert not NULL.enabled and NULL.folder is None
    NULL.record("key.created", name="x")
    NULL.queue("gateway.call", client="x")
    assert NULL.flush() is True
    NULL.close()
    NULL.record("key.created", name="still fine after close")


def test_a_plain_folder_gets_a_plain_log(tmp_path):
    with_none = Auditor.open(tmp_path, None)
    with_none.record("key.created", name="editor")
    with_none.close()
    assert audit.verify(tmp_path / audit.FOLDER, None).ok
    assert not vault.is_encrypted(tmp_path / audit.FOLDER / audit.file_name(1))


def test_a_settings_change_names_the_settings_and_never_a_text_value():
    before = Settings()
    after = Settings()
    after.gateway.port = 4961
    after.optimizations.fp8_lm_head = not before.optimizations.fp8_lm_head
    after.engine.model_path = "/home/me/models/secret-project-4b1d"
    after.chat.system_prompt = "You are my secret-project-4b1d assistant."
    after.tools.always_allow = ["box.echo"]
    fields = changed_fields(before, after)
    assert fields is not None
    assert fields["names"] == ["chat.system_prompt", "engine.model_path",
                               "gateway.port", "optimizations.fp8_lm_head",
                               "tools.always_allow"]  # fmt: skip
    assert fields["gateway.port"] == 4961
    assert fields["optimizations.fp8_lm_head"] is after.optimizations.fp8_lm_head
    assert "secret-project" not in repr(fields) and "box.echo" not in repr(fields)
    assert changed_fields(after, after) is None


def test_save_settings_records_what_changed_on_disk(tmp_path, key):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    auditor = Auditor.open(paths.data_dir, key)
    first = Settings()
    first.gateway.port = 4971
    save_settings(paths, first, auditor)  # no file before: what differs from the defaults
    second = Settings()
    second.gateway.port = 4971
    second.sampling.temperature = 0.25
    save_settings(paths, second, auditor)
    save_settings(paths, second, auditor)  # nothing changed: nothing recorded
    auditor.close()
    got = kinds(paths.data_dir / audit.FOLDER, key)
    assert got == [
        ("settings.changed", {"names": ["gateway.port"], "gateway.port": 4971,
                              "file_was": "missing"}),
        ("settings.changed", {"names": ["sampling.temperature"], "sampling.temperature": 0.25}),
    ]  # fmt: skip


@pytest.mark.parametrize(
    "fields",
    [
        {},
        {"client": "editor", "status": 200, "ms": 12.5, "stream": True, "error": None},
        {"names": ["gateway.port", "ui.theme"], "gateway.port": 4951},
        {"name": 'Zoë "quoted" \\ back\u2028slash\x00', "emoji": "🦉", "n": -3, "x": 1e-7},
    ],
)
def test_the_writers_digest_from_stored_text_is_the_chains_digest(fields):
    from app.core.audit.record import checked, digest_text

    kept, text = checked("key.created", fields)
    assert kept == fields and text == audit.record.fields_json(fields)
    for seq, when, prev in ((1, "2026-12-06T17:24:43.262056Z", audit.GENESIS),
                            (10**12, "t\u00e9", "f" * 64)):  # fmt: skip
        assert digest_text(seq, when, "key.created", text, prev) == audit.digest(
            seq, when, "key.created", fields, prev
        )


def test_queue_later_makes_the_record_on_the_writer_and_drops_a_bad_one(tmp_path, key, caplog):
    auditor = Auditor.open(tmp_path, key)
    made: list[tuple] = []

    def make(snap: tuple) -> dict:
        made.append(snap)
        return {"client": snap[0], "status": snap[1]}

    def broken(_snap: tuple) -> dict:
        raise KeyError("a caller's bug")

    with caplog.at_level(logging.WARNING):
        auditor.queue_later("gateway.call", make, ("editor", 200))
        auditor.queue_later("gateway.call", broken, ("editor", 500))
        auditor.queue_later("gateway.call", lambda _s: {"prompt": "words"}, ())
        auditor.queue_later("gateway.call", make, ("aider", 499))
        assert made == []  # nothing is made on the caller's side
        auditor.close()
    got = list(audit.records(tmp_path / audit.FOLDER, key))
    assert [r.fields for r in got] == [{"client": "editor", "status": 200},
                                       {"client": "aider", "status": 499}]  # fmt: skip
    assert audit.verify(tmp_path / audit.FOLDER, key).ok
    assert "could not be made" in caplog.text and "would record the user's text" in caplog.text
    assert [r.seq for r in got] == [1, 2]  # a dropped record takes no seq: no gap for verify


def test_iso_of_is_now_isos_text_for_an_earlier_time():
    import datetime
    import random

    from app.core.audit.record import iso_of

    rng = random.Random(38)
    for when in [0.0, 1.5, 1_767_225_599.999_999_4, *(rng.uniform(1e9, 4e9) for _ in range(500))]:
        exact = datetime.datetime.fromtimestamp(round(when * 1e6) / 1e6, tz=datetime.UTC)
        assert iso_of(when) == exact.isoformat(timespec="microseconds").replace("+00:00", "Z")


@pytest.mark.parametrize(
    "snap",
    [
        ("my-editor", "POST /v1/chat/completions", 200, True, 812, 264, None, 0.3456, ""),
        ("Zoë 2", 'GET /v1/models/a"b\\c\u2028', 404, False, None, None, 3, None, ""),
        ("x", "POST /v1/messages", 499, True, 0, 1, 0, 12.00004, "the client went away (é)"),
        ("x", "POST /v1/responses", 503, False, 7, 8, 9, 1e-9, "the engine is not answering"),
        ("x", "POST /v1/completions", 200, False, 1, 2, 3, 2, ""),  # a whole-second duration
    ],
)
def test_the_gateways_own_json_is_the_logs_canonical_json(snap):
    from app.core.audit.record import Encoded, checked, fields_json
    from app.core.gateway.service import call_fields, call_json

    fast = call_json(snap)
    assert type(fast) is Encoded
    fields = call_fields(snap)
    assert fast == fields_json(fields) == checked("gateway.call", fields)[1]


def test_an_odd_value_goes_through_the_checks_instead():
    from app.core.gateway.service import call_fields, call_json

    for odd in (
        ("x", "POST /v1/chat/completions", 200, 1, 5, 5, None, 0.5, ""),  # stream: 1
        ("x", "POST /v1/chat/completions", 200, True, 5, 5, None, float("inf"), ""),
    ):
        made = call_json(odd)  # a dict: the writer checks it (and drops the infinite one)
        assert type(made) is dict and made.keys() == call_fields(odd).keys()
