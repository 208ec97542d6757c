"""A Chinese question, typed through an input method, gets a Chinese answer end to end against
the double: the request, the stream (the double cuts each event's bytes inside a character across
two HTTP chunks), the history, the window, search and export all keep every character."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from app.core.chat.model import DONE
from app.ui.shell import window_dialogs
from tests.double.sglang_double.textgen import ANSWER_ZH, REASONING_ZH
from tests.gui.conftest import screenshot

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]

QUESTION = "本地引擎有哪些优化？"


def type_through_input_method(edit, pinyin: str, text: str) -> None:
    """What fcitx5 or IBus sends: the pinyin being composed (preedit), then the chosen words."""
    edit.setFocus()
    QApplication.sendEvent(edit, QInputMethodEvent(pinyin, []))
    assert edit.toPlainText() == ""  # being composed: not text yet
    commit = QInputMethodEvent()
    commit.setCommitString(text)
    QApplication.sendEvent(edit, commit)


def test_a_chinese_question_gets_a_chinese_answer_kept_shown_found_and_exported(
    qtbot, make_gui, tmp_path, monkeypatch
):
    gui = make_gui()
    pane = gui.window.pane
    edit = pane.composer.edit
    assert edit.testAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
    type_through_input_method(edit, "bendiyinqing", QUESTION)
    assert pane.composer.text() == QUESTION
    QTest.keyClick(edit, Qt.Key.Key_Return)
    conv = pane.conv
    assert conv is not None and conv.thread()[0].content == QUESTION
    qtbot.waitUntil(lambda: conv.thread()[-1].status == DONE, timeout=20_000)
    answer = conv.thread()[-1]
    # Every character arrived whole (a mid-character cut decoded per read would give U+FFFD).
    assert answer.content.strip() == ANSWER_ZH.strip()
    assert answer.reasoning.strip() == REASONING_ZH
    saved = gui.store.load_conversation(conv.id).messages[answer.id]
    assert (saved.content, saved.reasoning) == (answer.content, answer.reasoning)
    shown = " ".join(label.text() for label in pane.view.widget_for(answer.id).findChildren(QLabel))
    assert "本地推理引擎的三项优化" in shown and "接受长度大于 1" in shown
    screenshot(gui.window, "chinese-chat")

    sidebar = gui.window.sidebar
    sidebar.search.setText("优化")
    sidebar.run_search()
    hits = [sidebar.search_model.index(i, 0).data(Qt.ItemDataRole.UserRole)
            for i in range(sidebar.search_model.rowCount())]  # fmt: skip
    assert [h.conversation_id for h in hits] == [conv.id] and "优化" in hits[0].snippet

    for kind in ("md", "json"):
        target = tmp_path / f"导出.{kind}"
        monkeypatch.setattr(window_dialogs.QFileDialog, "getSaveFileName",
                            staticmethod(lambda *a, t=target, **k: (str(t), "")))  # fmt: skip
        gui.window.export(conv.id, kind)
        text = target.read_bytes().decode("utf-8")  # strict: any broken byte raises
        assert QUESTION in text and "相信数字之前" in text
    data = json.loads((tmp_path / "导出.json").read_text(encoding="utf-8"))
    assert [m["content"] for m in data["messages"]] == [QUESTION, answer.content]
