"""Text from outside (an engine's error, an imported file) is shown as text, never as markup."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.chat.model import ERROR, Conversation

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(60)]


def test_error_text_is_plain_text_not_html(qtbot, make_gui):
    gui = make_gui(start=False)
    conv = Conversation(title="err")
    u = conv.new_message("user", None, "hi")
    markup = '<b>bold</b> <img src="file:///etc/passwd"> <a href="http://x">link</a> &amp;'
    conv.new_message("assistant", u.id, "", status=ERROR, error=markup)
    gui.ctx.add_imported(conv)
    gui.window.show_conversation(conv.id)
    w = gui.window.pane.view.widget_for(conv.thread()[-1].id)
    assert w is not None and not w.state_box.isHidden()
    label = w.state_label
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert label.text() == markup
    # Laid out as text: the tags take room (as rich text they would vanish into formatting).
    assert label.sizeHint().width() > label.fontMetrics().horizontalAdvance("bold link &") * 2
