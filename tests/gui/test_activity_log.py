"""The Activity log window (issue 38): real widgets over real audit files, written by the core's
AuditLog into a tmp data folder with a real data key (SQLCipher), tampered with as an attacker
holding the key would (tests/unit/test_audit_log.py), and exported to compare with the CLI's
`audit export` run as a process."""

from __future__ import annotations

import datetime
import subprocess
import sys
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTableView,
    QWidget,
)

from app.core import audit, vault
from app.core.audit import AuditLog
from app.core.paths import Paths
from app.core.vault import keys
from app.ui.audit import words
from app.ui.audit.model import ALL, HOUR, KIND, SEQ, SUMMARY, TIME, TODAY, WEEK
from app.ui.audit.window import LOCKED_TEXT, UNREADABLE_STATUS, ActivityLog
from tests.support.engine import ROOT
from tests.unit.test_audit_log import tamper

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]

CALL = {"client": "Continue", "method": "POST", "route": "/v1/chat/completions", "status": 200,
        "tokens_in": 812, "tokens_out": 143}  # fmt: skip
# A fixed local noon: "today" and "the last hour" do not depend on when the test runs.
NOW = datetime.datetime(2030, 5, 15, 12, 0, 0).timestamp()


@pytest.fixture
def key() -> vault.DataKey:
    return vault.DataKey.generate()


def iso(ts: float) -> str:
    t = datetime.datetime.fromtimestamp(ts, tz=datetime.UTC)
    return t.isoformat(timespec="microseconds").replace("+00:00", "Z")


def write(folder: Path, key, entries: list[tuple[str, dict]], times: list[float] | None = None,
          monkeypatch=None) -> None:  # fmt: skip
    """Records written by the real AuditLog; `times` (with monkeypatch) sets their clock."""
    if times is not None:
        clock = iter(iso(t) for t in times)
        monkeypatch.setattr("app.core.audit.log.now_iso", lambda: next(clock))
    with AuditLog(folder, key) as log:
        for kind, fields in entries:
            log.append(kind, fields)


def open_page(qtbot, folder: Path, key, now=None) -> ActivityLog:
    page = ActivityLog(folder, key, now=now) if now else ActivityLog(folder, key)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: not page.loading, timeout=30_000)
    return page


def cells(page: ActivityLog, col: int) -> list[str]:
    m = page.model
    return [m.data(m.index(r, col)) for r in range(m.rowCount())]


def shown(page: ActivityLog) -> str:
    """What the window shows where the table is: the table, or its sentence."""
    return "table" if page.stack.currentWidget() is page.split else page.empty.text()


def test_the_page_lists_the_records_newest_first_in_words(qtbot, tmp_path, key):
    folder = tmp_path / "audit"
    write(folder, key, [
        ("key.created", {"client": "Continue", "key_id": "k-1"}),
        ("gateway.call", CALL),
        ("tool.decision", {"tool": "read_file", "server": "files", "allowed": False}),
        ("deletion", {"conversations": 3}),
    ])  # fmt: skip
    page = open_page(qtbot, folder, key)
    assert shown(page) == "table"
    assert cells(page, SEQ) == ["4", "3", "2", "1"]
    assert cells(page, KIND) == ["Deletion", "Tool permission", "Gateway call", "Key created"]
    assert cells(page, SUMMARY) == [
        "3 conversations",
        "read_file on files · denied",
        "Continue · POST /v1/chat/completions · 200 · 812 → 143 tokens",
        "Continue · key k-1",
    ]
    assert all(t.startswith("Today ") for t in cells(page, TIME))  # local time, in words
    last = list(audit.records(folder, key))[-1]
    hhmm = datetime.datetime.fromtimestamp(words.parse_time(last.time) or 0).strftime("%H:%M")
    assert page.status.text() == f"The record is whole: 4 records, last at {hhmm}."
    assert page.status.styleSheet() == ""  # not the "changed" red
    # The details: every field and the hash, for the chosen row (and as its tooltip).
    page.table.setFocus()
    page.table.selectRow(2)
    text = page.details.toPlainText()
    call = list(audit.records(folder, key))[1]
    assert "Record 2: Gateway call" in text and f"Hash: {call.hash}" in text
    assert '"/v1/chat/completions"' in text and "tokens_out: 143" in text
    assert call.hash in page.model.data(page.model.index(2, TIME), Qt.ItemDataRole.ToolTipRole)


def test_each_filter_narrows_the_rows(qtbot, tmp_path, key, monkeypatch):
    folder = tmp_path / "audit"
    write(folder, key, [
        ("gateway.call", {**CALL, "client": "Zed"}),            # 10 days ago
        ("tool.decision", {"tool": "search", "allowed": True}),  # 2 days ago
        ("gateway.call", CALL),                                  # 3 hours ago: today
        ("export", {"conversations": 1, "format": "md"}),       # 10 minutes ago
    ], times=[NOW - 10 * 86400, NOW - 2 * 86400, NOW - 3 * 3600, NOW - 600],
        monkeypatch=monkeypatch)  # fmt: skip
    page = open_page(qtbot, folder, key, now=lambda: NOW)
    assert cells(page, SEQ) == ["4", "3", "2", "1"]
    assert cells(page, TIME)[:2] == ["Today 11:50:00", "Today 09:00:00"]

    def pick(combo: QComboBox, data) -> None:
        combo.setCurrentIndex(combo.findData(data))

    for span, seqs in ((HOUR, ["4"]), (TODAY, ["4", "3"]), (WEEK, ["4", "3", "2"]),
                       (ALL, ["4", "3", "2", "1"])):  # fmt: skip
        pick(page.span, span)
        assert cells(page, SEQ) == seqs, span
    pick(page.kind, "gateway.call")
    assert page.kind.currentText() == "Gateway call"
    assert cells(page, SEQ) == ["3", "1"]
    pick(page.span, WEEK)
    assert cells(page, SEQ) == ["3"]
    pick(page.span, ALL)
    pick(page.kind, None)
    assert page.kind.currentText() == "All activity"
    qtbot.keyClicks(page.text, "zed")  # the summary, any case; after a pause in typing
    qtbot.waitUntil(lambda: cells(page, SEQ) == ["1"])
    page.text.clear()
    qtbot.keyClicks(page.text, "nothing like this")
    qtbot.waitUntil(lambda: page.model.rowCount() == 0)
    assert shown(page).startswith(words.NO_MATCH_TEXT)
    page.text.clear()
    qtbot.waitUntil(lambda: page.model.rowCount() == 4)
    assert shown(page) == "table"


def test_a_changed_byte_names_the_record(qtbot, tmp_path, key):
    folder = tmp_path / "audit"
    write(folder, key, [("gateway.call", {**CALL, "status": s}) for s in (200, 429, 200, 200)])
    tamper(folder / audit.file_name(1), key,
           "UPDATE records SET fields = replace(fields, '429', '200') WHERE seq = 2")  # fmt: skip
    page = open_page(qtbot, folder, key)
    text = page.status.text()
    assert text.startswith("Changed: record 2 was changed"), text
    assert ", in audit-0001.sqlite3." in text and "can be trusted" in text
    assert "bright-text" in page.status.styleSheet()  # red, beside the words
    assert cells(page, SEQ) == ["4", "3", "2", "1"]
    said = cells(page, SUMMARY)  # the row says it in words
    assert said[2].startswith("Changed: ") and not any(x.startswith("Changed") for x in said[:2])
    page.kind.setCurrentIndex(page.kind.findData("gateway.call"))  # still marked once filtered
    assert cells(page, SUMMARY)[2].startswith("Changed: ")


def test_a_removed_record_is_named(qtbot, tmp_path, key):
    folder = tmp_path / "audit"
    write(folder, key, [("deletion", {"conversations": n}) for n in range(1, 6)])
    tamper(folder / audit.file_name(1), key, "DELETE FROM records WHERE seq = 3")
    page = open_page(qtbot, folder, key)
    assert page.status.text().startswith("Changed: record 3 removed"), page.status.text()
    assert cells(page, SEQ) == ["5", "4", "2", "1"]  # what is there is still listed


def test_no_records_says_so(qtbot, tmp_path, key):
    page = open_page(qtbot, tmp_path / "audit", key)
    assert shown(page) == words.EMPTY_TEXT
    assert page.status.text() == "The record is whole: nothing recorded yet."


def test_no_key_or_another_key_is_said_not_a_crash(qtbot, tmp_path, key):
    folder = tmp_path / "audit"
    write(folder, key, [("deletion", {"conversations": 1})])
    page = open_page(qtbot, folder, None)
    assert page.status.text() == UNREADABLE_STATUS
    assert "bright-text" in page.status.styleSheet()
    said = shown(page)
    assert said.startswith("Cannot read the activity log: audit-0001.sqlite3 is encrypted")
    assert "no data key" in said and page.model.rowCount() == 0
    assert not page.export_button.isEnabled() and page.refresh_button.isEnabled()
    other = open_page(qtbot, folder, vault.DataKey.generate())
    assert other.status.text() == UNREADABLE_STATUS
    assert shown(other).startswith("Cannot read the activity log:")
    assert other.model.rowCount() == 0


def test_the_idle_lock_takes_the_records_away(qtbot, tmp_path, key):
    folder = tmp_path / "audit"
    write(folder, key, [("deletion", {"conversations": 1})])
    page = open_page(qtbot, folder, key)
    page.set_locked(True)
    assert shown(page) == LOCKED_TEXT and len(page.model.rows) == 0
    assert not page.export_button.isEnabled() and not page.text.isEnabled()
    page.refresh()  # nothing is read while locked
    assert len(page.model.rows) == 0 and not page.loading
    page.set_locked(False)
    qtbot.waitUntil(lambda: not page.loading and page.model.rowCount() == 1)
    assert shown(page) == "table"


def test_export_writes_the_same_json_lines_as_the_cli(qtbot, tmp_path):
    base = tmp_path / "base"
    paths = Paths.from_basedir(str(base)).ensure()
    key = keys.create(paths, keys.KEY_FILE)
    folder = paths.data_dir / audit.FOLDER
    write(folder, key, [("key.created", {"client": "Zed", "key_id": "k-é"}), ("gateway.call", CALL),
                        ("deletion", {"conversations": 2})])  # fmt: skip
    page = open_page(qtbot, folder, key)
    mine = tmp_path / "page.jsonl"
    with qtbot.waitSignal(page.exported, timeout=30_000) as got:
        page.export_to(mine)
    assert got.args == [3, str(mine)]
    assert "Exported 3 records" in page.note.text()
    cli = tmp_path / "cli.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(base), "audit", "export", str(cli)],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert mine.read_bytes() == cli.read_bytes()
    assert len(mine.read_text(encoding="utf-8").splitlines()) == 3
    # A folder that cannot be written: said, and the old file is left as it was.
    with qtbot.waitSignal(page.exported, timeout=30_000) as bad:
        page.export_to(tmp_path / "no such folder" / "x.jsonl")
    assert bad.args[0] == -1 and page.note.text().startswith("Not exported:")
    assert page.export_button.isEnabled()


def test_every_control_is_named_and_esc_closes(qtbot, tmp_path, key):
    write(tmp_path / "audit", key, [("deletion", {"conversations": 1})])
    page = open_page(qtbot, tmp_path / "audit", key)
    controls = [w for w in page.findChildren(QWidget)
                if isinstance(w, QAbstractButton | QComboBox | QLineEdit | QPlainTextEdit
                              | QTableView | QLabel) and w.parent() is not None
                and not isinstance(w.parent(), QLineEdit | QComboBox)  # their own parts
                and not w.objectName().startswith("qt_")]  # fmt: skip
    assert len(controls) >= 10
    for w in controls:
        if isinstance(w, QLabel) and w.buddy() is not None:
            continue  # a filter's label: its control is named
        assert w.accessibleName(), w
        assert w.accessibleDescription(), w
    # Tab goes through the controls in reading order.
    page.kind.setFocus()
    order = [page.kind]
    for _ in range(7):
        page.focusNextChild()
        order.append(page.focusWidget())
    assert order == [page.kind, page.span, page.text, page.table, page.details,
                     page.refresh_button, page.export_button, page.close_button]  # fmt: skip
    qtbot.keyClick(page.text, Qt.Key.Key_Escape)
    assert not page.isVisible()


def test_the_page_opens_from_the_main_window_menu(qtbot, tmp_path, make_gui):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    keys.create(paths, keys.KEY_FILE)
    gui = make_gui(start=False)
    ctx = gui.ctx
    assert ctx.data_key is not None
    write(ctx.paths.data_dir / audit.FOLDER, ctx.data_key, [("gateway.call", CALL)])
    file_menu = next(a.menu() for a in gui.window.menuBar().actions() if a.text() == "&File")
    action = next(a for a in file_menu.actions() if a.text() == "Activity log…")
    action.trigger()
    page = gui.window.activity_page
    assert isinstance(page, ActivityLog) and page.isVisible()
    qtbot.waitUntil(lambda: not page.loading, timeout=30_000)
    assert cells(page, SUMMARY) == [words.summary("gateway.call", CALL)]
    assert page.status.text().startswith("The record is whole: 1 record,")
    action.trigger()  # one window: raised, not a second
    assert gui.window.activity_page is page
    lock = gui.window.privacy.idle_lock
    lock.lock()  # the window's idle lock covers this window too
    assert shown(page) == LOCKED_TEXT and len(page.model.rows) == 0
    lock.cover.unlock_button.click()
    qtbot.waitUntil(lambda: page.model.rowCount() == 1, timeout=30_000)
    qtbot.keyClick(page.table, Qt.Key.Key_Escape)  # closed, and its records leave memory
    qtbot.waitUntil(lambda: not shiboken6.isValid(page))
    action.trigger()
    again = gui.window.activity_page
    assert again is not page and again.isVisible()
    again.close()
