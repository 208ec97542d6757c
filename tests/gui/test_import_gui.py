"""Import from the main window: in the background, all or nothing, errors named by JSON path."""

from __future__ import annotations

import json

import pytest

from app.core.chat.export import to_json_data
from app.core.chat.model import Conversation
from tests.gui.conftest import run

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]


def sample(title: str) -> Conversation:
    conv = Conversation(title=title)
    u = conv.new_message("user", None, "question")
    conv.new_message("assistant", u.id, "answer", stats={"decode_tps": 30.0})
    return conv


def test_a_bad_value_in_the_second_conversation_adds_nothing(qtbot, make_gui, tmp_path):
    gui = make_gui(start=False)
    before = (gui.ctx.store.message_count(), len(gui.ctx.store.conversation_ids()))
    data = {"conversations": [to_json_data(sample("good")), to_json_data(sample("bad"))]}
    data["conversations"][1]["messages"][1]["stats"]["decode_tps"] = "fast"
    path = tmp_path / "two.json"
    path.write_text(json.dumps(data))
    assert run(qtbot, gui.window.import_file(str(path))) == []
    box = gui.window.import_box
    assert box is not None and box.isVisible()
    assert 'conversations[1].messages[1].stats.decode_tps: expected a number, got "fast"' in (
        box.text()
    )
    assert (gui.ctx.store.message_count(), len(gui.ctx.store.conversation_ids())) == before
    assert len(gui.ctx.conversations) == before[1]
    box.close()


def test_import_runs_in_the_background_and_a_cancel_adds_nothing(qtbot, make_gui, tmp_path):
    gui = make_gui(start=False)
    path = tmp_path / "two.json"
    path.write_text(
        json.dumps({"conversations": [to_json_data(sample("a")), to_json_data(sample("b"))]})
    )
    before = gui.ctx.store.message_count()
    task = gui.window.import_json(str(path))
    assert task is not None and not task.done()  # the GUI thread is free while it runs
    job = gui.window.import_job
    assert job is not None
    assert gui.window.import_json(str(path)) is None  # one import at a time
    job.cancel = True
    qtbot.waitUntil(task.done, timeout=20_000)
    assert task.result() == []
    assert gui.ctx.store.message_count() == before
    # Without cancelling, both conversations arrive, listed and saved.
    got = run(qtbot, gui.window.import_file(str(path)))
    assert [c.title for c in got] == ["a", "b"]
    assert gui.ctx.store.message_count() == before + 4
    assert gui.window.current is got[0]
    assert gui.ctx.conversations.get(got[1].id) is got[1]
