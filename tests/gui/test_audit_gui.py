"""The window's audit records (issue 38): deleting a chat (and its Undo), a message branch,
retention, an export, a settings change and an engine start, each recorded by the real window on
real (encrypted) files; never a title, a message or a text setting's value. The services it
hands the log to (the gateway, the chat's tools, the settings dialog) get the same one."""

from __future__ import annotations

import json
import time

import pytest

from app.core import audit
from app.core.chat.model import Conversation
from app.core.chat.retention import DAY_S
from app.core.paths import Paths
from app.ui.shell import window_dialogs

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]

CANARY = "Thistlewick-8c21"


def records(gui) -> list[audit.Record]:
    return list(audit.records(gui.paths.data_dir / audit.FOLDER, gui.ctx.data_key))


def test_the_windows_deletions_export_and_settings_are_recorded_without_text(
    qtbot, tmp_path, make_gui, monkeypatch
):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    gui = make_gui(start=False)  # unlocks the folder (its key); the history is empty
    assert gui.gateway.service.auditor is gui.auditor is gui.ctx.auditor
    assert gui.ctx.chat.tools is not None and gui.ctx.chat.tools.auditor is gui.auditor
    ctx = gui.ctx
    store = ctx.store
    for title, age in ((f"{CANARY} kept", 1), (f"{CANARY} gone", 1), (f"{CANARY} old", 90)):
        conv = Conversation(title=title, titled=True)
        q = conv.new_message("user", None, f"{CANARY} question")
        a = conv.new_message("assistant", q.id, f"{CANARY} answer")
        conv.new_message("user", a.id, f"{CANARY} follow-up")
        conv.created_at = conv.updated_at = time.time() - age * DAY_S
        ctx.add_imported(conv)
    by_title = {c.title: c for c in ctx.conversations}
    gui.window.show_conversation(None)

    gone = by_title[f"{CANARY} gone"]
    ctx.delete(gone)
    assert ctx.undo_delete(gone.id) is gone
    ctx.delete(gone)
    kept = by_title[f"{CANARY} kept"]
    store.load_messages(kept)
    first_answer = next(m for m in kept.messages.values() if m.role == "assistant")
    assert ctx.delete_branch(kept, first_answer) == 2
    ctx.settings.privacy.retention_days = 30
    assert ctx.apply_retention() == 1

    target = tmp_path / "out.md"
    monkeypatch.setattr(window_dialogs.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))  # fmt: skip
    gui.window.export(kept.id, "md")
    assert CANARY in target.read_text(encoding="utf-8")

    disk = ctx.disk_settings()
    disk.gateway.port = 4967
    disk.ui.confirm_links = not disk.ui.confirm_links
    disk.chat.system_prompt = f"Answer as {CANARY} would."
    ctx.save_settings(disk)

    got = [(r.kind, r.fields) for r in records(gui)]
    assert [k for k, _ in got] == ["deletion", "deletion", "deletion", "deletion", "retention",
                                   "export", "settings.changed"]  # fmt: skip
    assert got[0][1] == {"what": "conversation", "count": 1, "message_count": 3, "by": "window"}
    assert got[1][1] == {"what": "conversation", "count": 1, "undone": True, "by": "window"}
    assert got[3][1] == {"what": "messages", "count": 2, "by": "window"}
    assert got[4][1] == {"erased": 1, "days": 30, "by": "window"}
    assert got[5][1] == {"what": "conversation", "format": "md", "message_count": 1,
                         "by": "window"}  # fmt: skip
    changed = got[6][1]
    assert changed["names"] == ["chat.system_prompt", "gateway.port", "ui.confirm_links"]
    assert changed["gateway.port"] == 4967
    assert changed["ui.confirm_links"] is disk.ui.confirm_links
    assert CANARY not in json.dumps(got)
    assert audit.verify(paths.data_dir / audit.FOLDER, ctx.data_key).ok


def test_an_engine_start_is_recorded_with_its_verdicts(qtbot, make_gui):
    gui = make_gui()  # the double, ready; the live checks then run
    qtbot.waitUntil(lambda: any(r.kind == "engine.start" for r in records(gui)), timeout=60_000)
    [start] = [r.fields for r in records(gui) if r.kind == "engine.start"]
    assert start["by"] == "window"
    assert start["engine_ready"] == "pass" and start["probe"] in ("pass", "warn")
    assert {"humming_moe", "fp8_lm_head", "mtp_nextn", "ok", "profile"} <= set(start)
    assert all(isinstance(v, str | bool | None) for v in start.values())
