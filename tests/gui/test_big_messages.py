"""A huge message never blocks the window: rendered off the GUI thread, shown as capped chunks
that exist only near the visible part; a huge paste becomes a chip; a chat opens even if
formatting fails."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from app.core.chat.markdown import CHUNK_CHARS
from app.core.chat.model import Conversation
from app.ui.chat.render import BigBlockWidget, ChunkedText

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]

PARAGRAPH = ("lorem ipsum dolor sit amet " * 40_000).strip()  # ~1 MB, no line break


def open_chat(gui, text: str) -> tuple[Conversation, object]:
    conv = Conversation(title="big")
    u = conv.new_message("user", None, text)
    conv.new_message("assistant", u.id, "ok")
    gui.ctx.add_imported(conv)
    gui.window.show_conversation(conv.id)
    return conv, gui.window.pane.view.widget_for(u.id)


def test_a_huge_message_renders_off_the_gui_thread_in_lazy_chunks(qtbot, make_gui):
    gui = make_gui(start=False)
    _conv, w = open_chat(gui, PARAGRAPH)
    # Back from show_conversation at once: the formatting runs in a worker thread.
    assert w.body.rendering
    qtbot.waitUntil(lambda: not w.body.rendering, timeout=20_000)
    [block] = w.body.blocks()
    assert block.kind == "bigtext" and "".join(block.chunks) == PARAGRAPH
    assert max(len(c) for c in block.chunks) <= CHUNK_CHARS
    [big] = w.body.findChildren(BigBlockWidget)
    chunked = big.findChild(ChunkedText)
    qtbot.waitUntil(lambda: chunked.label_count > 0, timeout=10_000)
    # Only the chunks near the visible part have a label, not all ~250 of them.
    assert chunked.label_count < len(block.chunks) // 4
    view = gui.window.pane.view
    view.verticalScrollBar().setValue(0)  # to the top: the first chunks appear
    qtbot.waitUntil(lambda: 0 in chunked._labels, timeout=10_000)
    assert chunked._labels[0].text() == block.chunks[0]
    assert chunked.label_count < len(block.chunks) // 4
    big.copy_button.click()
    assert QGuiApplication.clipboard().text() == PARAGRAPH


def test_a_huge_paste_becomes_a_chip_and_is_sent_whole(qtbot, make_gui):
    gui = make_gui(start=False)
    pane = gui.window.pane
    pane.composer.edit.setPlainText("Summarize this:")
    QGuiApplication.clipboard().setText(PARAGRAPH)
    pane.composer.edit.paste()
    assert pane.composer.edit.toPlainText() == "Summarize this:"  # not laid out in the editor
    [chip] = pane.composer.attachments
    assert chip.pasted and chip.text == PARAGRAPH
    pane.composer.submit()
    user = pane.conv.thread()[0]
    assert user.content == "Summarize this:\n\n" + PARAGRAPH
    assert pane.composer.attachments == []


def test_a_chat_whose_formatting_fails_still_opens(qtbot, make_gui, monkeypatch):
    from app.core.chat.markdown import Renderer

    def broken(self, text):
        raise ValueError("formatting failed")

    monkeypatch.setattr(Renderer, "_markdown_blocks", broken)  # fault injection
    gui = make_gui(start=False)
    conv, w = open_chat(gui, "short *text*")
    assert gui.window.current is conv
    [block] = w.body.blocks()
    assert block.kind == "bigtext" and block.code == "short *text*"
    answer = gui.window.pane.view.widget_for(conv.thread()[-1].id)
    assert [b.code for b in answer.body.blocks()] == ["ok"]
