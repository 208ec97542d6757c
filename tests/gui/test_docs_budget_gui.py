"""The window's follow-up places passages by the one rule `ask` uses (app/core/docs/prompt.py
`search_budget`): what is left of the context after the conversation so far and the answer's
reserve, pinned here to the token through the real chat pane."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.core.chat.docs import DOCS
from app.core.chat.model import DONE
from app.core.chat.payload import context_used
from app.core.docs.library import Library, library_path
from app.core.docs.prompt import ANSWER_RESERVE_TOKENS
from app.core.docs.tokens import TokenCounter
from app.core.settings import Settings
from app.ui.chat.attachments import compose_message
from tests.gui.test_chat_documents import user_of, wait_status

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(180)]

CONTEXT = ANSWER_RESERVE_TOKENS + 2000
ZEBRAS = 5
K = 3


def send(qtbot, pane, text: str) -> None:
    edit = pane.composer.edit
    edit.setFocus()
    edit.setPlainText(text)  # typed key by key, a padded question would take long
    QTest.keyClick(edit, Qt.Key.Key_Return)


@pytest.mark.parametrize(("short", "admitted"), [(0, K), (1, K - 1)])
def test_a_follow_up_gets_exactly_the_passages_left_room_admits(
    qtbot, make_gui, tmp_path, model_dir, short, admitted
):
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "giraffe.txt").write_text("The giraffe note says spots.\n")
    # Files of one chunk each, all the same size: each passage costs the same known tokens.
    for i in range(ZEBRAS):
        (folder / f"zebra{i}.txt").write_text(f"The zebra note number {i} says stripes.\n")
    settings = Settings()
    settings.sampling.max_tokens = 16
    settings.engine.context_length = CONTEXT
    gui = make_gui(settings=settings)
    pane = gui.window.pane
    qtbot.waitUntil(lambda: gui.engine.context_length == CONTEXT, timeout=10_000)
    dlg = pane.open_documents()
    dlg.add([str(folder)])
    qtbot.waitUntil(lambda: not dlg.adding and dlg.table.topLevelItemCount() == 6, timeout=30_000)
    dlg.close()
    # The window encrypts its data (issue 37): the library opens with its data key.
    with Library(library_path(gui.ctx.paths.data_dir), tokens=TokenCounter(model_dir),
                 key=gui.ctx.data_key) as lib:  # fmt: skip
        zebras = lib.retrieve("zebra", 10**9)
    assert len(zebras) == ZEBRAS and len({p.tokens for p in zebras}) == 1
    cost = zebras[0].tokens

    # The first question draws the giraffe from the library: the conversation is in search mode.
    pane.composer.library.setChecked(True)
    send(qtbot, pane, "giraffe?")
    conv = pane.conv
    first = user_of(conv, wait_status(qtbot, conv, DONE)).meta[DOCS]
    assert len(first["sources"]) == 1 and "giraffe" in first["block"]
    # A follow-up padded so that what is left, less the answer's reserve, is K passages exactly
    # (`short` tokens fewer): the conversation so far is counted as the window counts it.
    room = K * cost - short
    padded = ("zebra " * words + "?" * marks for words in range(1, 2000) for marks in range(6))
    question = next(
        (q for q in padded
         if CONTEXT - context_used(conv, compose_message(q, []))[0] - ANSWER_RESERVE_TOKENS
         == room),
        None,
    )  # fmt: skip
    assert question is not None, f"no padding leaves room for exactly {room} tokens"
    send(qtbot, pane, question)
    follow = user_of(conv, wait_status(qtbot, conv, DONE, length=4)).meta[DOCS]
    assert len(follow["sources"]) == admitted
    assert all("zebra" in s["path"] for s in follow["sources"])
