"""A streamed render lays the thread out once, from the top, in its new height.

Left to Qt, each widget between the changed block and the scroll area laid itself out in its
old height first: every finished block of the answer was squeezed, then laid out again, so
every block resized and repainted twice per render (bench/render measures the stalls).
"""

from __future__ import annotations

import pytest

from app.core.chat.model import DONE
from app.core.settings import Settings
from app.ui.chat.render import CodeBlockWidget
from tests.gui.test_chat_gui import type_and_send, wait_status

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support"),
    pytest.mark.timeout(90),
]


def test_after_each_streamed_render_the_answer_has_its_height_and_no_block_is_squeezed(
    qtbot, make_gui
):
    settings = Settings()
    settings.sampling.max_tokens = 2500  # the double writes prose, code, tables and lists
    gui = make_gui(settings=settings)
    pane = gui.window.pane
    conv = type_and_send(qtbot, pane, "Write a long answer with code.")
    qtbot.waitUntil(lambda: len(conv.thread()) == 2, timeout=10_000)
    body = pane.view.widget_for(conv.thread()[-1].id).body
    seen: list[tuple[int, list[int]]] = []

    def after_render() -> None:  # connected after the chat's own slot: runs after its layout
        lay = body.layout()
        missing = lay.totalHeightForWidth(body.width()) - body.height()
        finished = [w for w in body._widgets[:-1] if isinstance(w, CodeBlockWidget)]
        seen.append((missing, [w.sizeHint().height() - w.height() for w in finished]))

    body.rendered.connect(after_render)
    wait_status(qtbot, conv, DONE, timeout=30_000)
    assert len(seen) >= 5, "too few streamed renders to judge"
    assert any(squeezed for _, squeezed in seen), "no finished code block to judge"
    # Never shorter than its blocks (taller is fine: a short thread fills the window).
    assert [m for m, _ in seen if m > 0] == []
    assert [s for _, s in seen if any(s)] == []
