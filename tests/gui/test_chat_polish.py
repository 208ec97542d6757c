"""Issue 12, "Chat": the window as people use it (keys, drafts, bubbles, list, search...)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from app.core.chat.model import DONE
from app.ui.chat.composer import Composer
from app.ui.chat.message_widgets import EditBox
from tests.gui.conftest import screenshot

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support"),
    pytest.mark.timeout(90),
]

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def last(conv):
    return conv.thread()[-1]


def send(pane, text: str):
    pane.composer.edit.setPlainText(text)
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)
    assert pane.conv is not None
    return pane.conv


# --- keys: the same everywhere ------------------------------------------------------------------


@pytest.mark.parametrize("make", ["composer", "editbox"])
def test_enter_and_ctrl_enter_send_shift_enter_adds_a_line(qtbot, make):
    if make == "composer":
        c = Composer()
        qtbot.addWidget(c)
        box, signal = c.edit, c.edit.submitted
    else:
        box = EditBox()
        qtbot.addWidget(box)
        signal = box.submitted
    box.show()
    sent: list[int] = []
    signal.connect(lambda: sent.append(1))
    QTest.keyClicks(box, "one")
    QTest.keyClick(box, Qt.Key.Key_Return, SHIFT)
    QTest.keyClicks(box, "two")
    assert box.toPlainText() == "one\ntwo" and not sent
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert len(sent) == 1
    QTest.keyClick(box, Qt.Key.Key_Return, CTRL)
    assert len(sent) == 2
    QTest.keyClick(box, Qt.Key.Key_Enter, CTRL)
    assert len(sent) == 3
    assert box.toPlainText() == "one\ntwo"  # a send key never adds a line


# --- the user's bubble ---------------------------------------------------------------------------


def test_user_bubble_keeps_line_breaks_and_shows_pasted_code_as_code(qtbot, make_gui):
    gui = make_gui(start=False)
    pane = gui.window.pane
    conv = send(pane, "first line\nsecond line\n\ndef f(x):\n    return x * 2\n\nprint(f(2))")
    w = pane.view.widget_for(conv.thread()[0].id)
    blocks = w.body.blocks()
    assert [b.kind for b in blocks] == ["prose", "code"]
    assert "<br" in blocks[0].html  # "first line" and "second line" stay two lines
    assert blocks[1].code == "def f(x):\n    return x * 2\n\nprint(f(2))"
    assert conv.thread()[0].content.startswith("first line\nsecond line")  # sent as typed
    screenshot(gui.window, "chat12-user-bubble")


# --- "Thought for" -------------------------------------------------------------------------------


def test_thought_for_is_the_thinking_time_not_the_whole_reply(qtbot, make_gui):
    gui = make_gui(("--double-tok-per-s", "150"))
    pane = gui.window.pane
    conv = send(pane, "Think, then answer at length")
    qtbot.waitUntil(lambda: len(last(conv).content) > 20, timeout=20_000)
    w = pane.view.widget_for(last(conv).id)
    # The answer is streaming: the thinking is over and its time is known.
    assert last(conv).status != DONE
    assert w.thinking.toggle.text().endswith(f"Thought for {last(conv).stats['thinking_s']:.1f} s")
    qtbot.waitUntil(lambda: last(conv).status == DONE, timeout=30_000)
    answer = last(conv)
    assert answer.stats["thinking_s"] < answer.stats["duration_s"]
    # Reopened from the history, the figure is the same.
    pane.view.rebuild()
    w = pane.view.widget_for(answer.id)
    assert w.thinking.toggle.text().endswith(f"Thought for {answer.stats['thinking_s']:.1f} s")


# --- one draft -----------------------------------------------------------------------------------


def test_a_message_sent_from_the_side_panel_leaves_no_draft_in_the_main_window(qtbot, make_gui):
    gui = make_gui(start=False)
    main = gui.window.pane
    conv = main.ensure_conversation()
    main.composer.edit.setFocus()
    QTest.keyClicks(main.composer.edit, "Shared question")
    main.composer.flush_draft()
    gui.toggle_side_panel()
    side = gui.side.pane
    assert side.conv is conv and side.composer.text() == "Shared question"
    QTest.keyClick(side.composer.edit, Qt.Key.Key_Return)
    assert [m.content for m in conv.thread() if m.role == "user"] == ["Shared question"]
    assert main.composer.text() == "" and side.composer.text() == ""
    QTest.keyClick(main.composer.edit, Qt.Key.Key_Return)  # nothing left to send twice
    assert [m.content for m in conv.thread() if m.role == "user"] == ["Shared question"]
    # Typing in one window shows in the other once saved.
    QTest.keyClicks(side.composer.edit, "next")
    side.composer.flush_draft()
    assert main.composer.text() == "next"


# --- the busy hint -------------------------------------------------------------------------------


def test_the_press_esc_hint_goes_when_the_answer_stops(qtbot, make_gui):
    gui = make_gui(("--double-tok-per-s", "60"))
    pane = gui.window.pane
    conv = send(pane, "A long answer please")
    qtbot.waitUntil(lambda: bool(last(conv).content), timeout=20_000)
    pane.composer.edit.setPlainText("a second question")
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)  # refused while it writes
    bar = gui.window.statusBar()
    assert "press Esc to stop it first" in bar.currentMessage()
    pane.stop()
    qtbot.waitUntil(lambda: not last(conv).busy, timeout=10_000)
    qtbot.waitUntil(lambda: "press Esc" not in bar.currentMessage(), timeout=2_000)
    assert pane.composer.text() == "a second question"  # kept, ready to send now


# --- edit box and the stats line -----------------------------------------------------------------


def _fully_shown(label) -> bool:
    text, w = label.text(), label.width()
    if label.fontMetrics().horizontalAdvance(text) <= w:
        return True
    return label.wordWrap() and label.height() >= label.heightForWidth(w)


def test_stats_line_beside_the_branch_switcher_is_whole(qtbot, make_gui):
    gui = make_gui(size=(760, 700))
    gui.engine_dock = gui.window.engine_dock
    gui.engine_dock.hide()  # the chat column as narrow as a small window makes it
    pane = gui.window.pane
    conv = send(pane, "A question")
    qtbot.waitUntil(lambda: last(conv).status == DONE, timeout=20_000)
    pane.view.widget_for(last(conv).id).regen_button.click()
    qtbot.waitUntil(lambda: last(conv).status == DONE and len(conv.messages) == 3, timeout=20_000)
    w = pane.view.widget_for(last(conv).id)
    qtbot.waitUntil(lambda: w.branch_label.isVisible() and "tokens" in w.stats.text())
    qtbot.wait(50)
    assert w.branch_label.text() == "2/2"
    assert _fully_shown(w.stats), (w.stats.text(), w.stats.width(), w.stats.height())
    screenshot(gui.window, "chat12-stats-and-branches")


def test_opening_edit_scrolls_the_edit_box_into_view(qtbot, make_gui):
    gui = make_gui(size=(1000, 600))
    pane = gui.window.pane
    conv = send(pane, "First question")
    qtbot.waitUntil(lambda: last(conv).status == DONE, timeout=20_000)
    send(pane, "Second question")
    qtbot.waitUntil(lambda: last(conv).status == DONE, timeout=20_000)
    view = pane.view
    view.scroll_to_end()
    qtbot.wait(50)
    first = view.widgets[0]
    assert first.visibleRegion().isEmpty()  # scrolled out of view at the end
    first.edit_button.click()
    box = first.edit_box
    qtbot.waitUntil(lambda: not box.visibleRegion().isEmpty())
    qtbot.wait(50)
    vis = box.visibleRegion().boundingRect()
    assert vis.height() >= box.height() - 2  # the whole box, not a sliver
    screenshot(gui.window, "chat12-edit-open")


# --- the reply limit -----------------------------------------------------------------------------


def test_reply_limit_is_shown_by_the_composer_and_changed_in_one_click(qtbot, make_gui):
    from app.core.settings import Settings

    settings = Settings()
    assert settings.sampling.max_tokens == 4096  # not the 8,192 that made 35 s run-on replies
    gui = make_gui(settings=settings)
    pane = gui.window.pane
    c = pane.composer
    assert c.limit.isVisible() and "4k" in c.limit.text()
    assert "4,096" in c.limit.toolTip() and "default" in c.limit.toolTip()
    first = next(a for a in c.limit_menu.actions() if a.text() == "1,024 tokens")
    first.trigger()
    conv = pane.conv
    assert conv.sampling == {"max_tokens": 1024}
    assert "1k" in c.limit.text() and "this conversation" in c.limit.toolTip()
    send(pane, "Write as much as you can")
    qtbot.waitUntil(lambda: last(conv).status == DONE, timeout=20_000)
    assert last(conv).stats["completion_tokens"] == 1024
    assert last(conv).meta["sampling"]["max_tokens"] == 1024
    # Back to the default; the saved conversation keeps the choice.
    next(a for a in c.limit_menu.actions() if a.text().startswith("Default")).trigger()
    assert "max_tokens" not in conv.sampling and "4k" in c.limit.text()
    screenshot(gui.window, "chat12-reply-limit")


# --- the conversation list -----------------------------------------------------------------------


def test_conversation_list_elides_groups_by_day_and_adds_no_empty_chat(qtbot, make_gui):
    import time

    from PySide6.QtWidgets import QStyleOptionViewItem

    from app.ui.chat.conversation_list import GroupRole, WhenRole

    gui = make_gui(start=False, size=(1000, 600))
    ctx, sb = gui.ctx, gui.window.sidebar
    now = time.time()
    titles = ["An old question about the borrow checker and lifetimes in nested closures",
              "Yesterday's chat", "Today's chat with a rather long title that cannot fit here"]  # fmt: skip
    for title, age in zip(titles, (10 * 86400, 86400, 0), strict=True):
        conv = ctx.new_conversation()
        conv.new_message("user", None, "x")
        conv.set_meta(title=title)
        conv.updated_at = now - age
        ctx.store.save_conversation(conv)
        ctx.conversations.bump(conv.id)
    rows = len(ctx.conversations)
    # New chat: a blank chat, no empty row.
    gui.window.new_chat()
    assert len(ctx.conversations) == rows and gui.window.pane.conv is None
    qtbot.wait(20)
    lst, model, delegate = sb.list, sb.model, sb.list_delegate
    groups = [model.index(r, 0).data(GroupRole) for r in range(rows)]
    assert groups == ["Today", "Yesterday", "Earlier"]
    assert all(model.index(r, 0).data(WhenRole) for r in range(rows))
    assert [delegate.header(model.index(r, 0)) for r in range(rows)] == groups
    # No sideways scrolling; long titles end in "…" within the list's width.
    assert not lst.horizontalScrollBar().isVisible()
    assert lst.horizontalScrollBar().maximum() == 0
    opt = QStyleOptionViewItem()
    opt.initFrom(lst)
    opt.rect = lst.visualRect(model.index(0, 0))
    assert opt.rect.right() <= lst.viewport().width()
    shown = delegate.title_text(opt, model.index(0, 0))
    assert shown.endswith("…") and titles[2].startswith(shown[:-1])
    screenshot(sb, "chat12-conversation-list")
    # Typing in the blank chat makes the conversation (the draft is kept).
    QTest.keyClicks(gui.window.pane.composer.edit, "draft here")
    gui.window.pane.composer.flush_draft()
    assert len(ctx.conversations) == rows + 1
    assert gui.window.pane.conv.draft == {"text": "draft here"}
    assert gui.window.pane.composer.text() == "draft here"


# --- search --------------------------------------------------------------------------------------


def test_search_results_are_plain_words_and_the_jump_marks_the_message(qtbot, make_gui):
    from app.ui.chat.conversation_list import snippet_html

    gui = make_gui()
    pane, sb = gui.window.pane, gui.window.sidebar
    conv = send(pane, "Which optimizations?")
    qtbot.waitUntil(lambda: last(conv).status == DONE, timeout=20_000)
    answer = last(conv)
    assert "| Humming MoE" in answer.content  # the double's answer has a markdown table
    gui.window.new_chat()
    sb.focus_search()
    QTest.keyClicks(sb.search, "Humming")
    qtbot.waitUntil(lambda: sb.search_model.rowCount() > 0, timeout=3000)
    hits = sb.search_model.hits
    hit = next(h for h in hits if h.message_id == answer.id)
    shown = snippet_html(hit, "#777")
    assert "|" not in shown and "**" not in shown and "<b>Humming</b>" in shown
    screenshot(sb, "chat12-search-results")
    row = hits.index(hit)
    sb._result_chosen(sb.search_model.index(row, 0))
    assert gui.window.current is conv
    w = pane.view.widget_for(answer.id)
    assert w.property("highlighted") is True
    qtbot.waitUntil(lambda: not w.visibleRegion().isEmpty(), timeout=2000)
    screenshot(gui.window, "chat12-search-jump")
    # The words themselves are marked, in prose and in code, on the text shown (a tag or an
    # entity never matches), and only until the next jump.
    marked = [lab for lab in w.body.findChildren(QLabel) if MARK in lab.text()]
    assert marked, "no block shows the search word marked"
    assert all("humming" in _shown_text(lab).lower() for lab in marked)
    question = conv.thread()[-2]
    pane.view.scroll_to_message(question.id, highlight=True, terms=["optimizations"])
    q = pane.view.widget_for(question.id)
    assert any(MARK in lab.text() for lab in q.body.findChildren(QLabel))
    assert not any(MARK in lab.text() for lab in w.body.findChildren(QLabel))


MARK = "background-color:rgba(255,213,79"  # render.MARK_COLOR as Qt writes it


def _shown_text(label) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def test_marking_terms_leaves_markup_alone():
    from app.ui.chat.render import mark_terms

    html = '<p><a href="https://example.com/humming">the link</a> &amp; Humming <b>hum</b>ming</p>'
    marked, found = mark_terms(html, ["humming", "amp"])
    assert found == 2  # "Humming" and "hum|ming" across the bold; "&amp;" is text "&", no "amp"
    assert 'href="https://example.com/humming"' in marked
    assert mark_terms(html, ["absent"]) == (html, 0)


# --- the side panel ------------------------------------------------------------------------------


def test_side_panel_is_compact_and_shows_the_speed(qtbot, make_gui):
    from PySide6.QtCore import QRect

    from app.ui.chat.side_panel import docked_geometry

    screen = QRect(0, 0, 1920, 1080)
    geo = docked_geometry(screen, "right")
    assert geo.height() < screen.height() and geo.bottom() == screen.bottom()
    assert geo.right() == screen.right() and geo.width() == 440
    gui = make_gui()
    gui.toggle_side_panel()
    side = gui.side
    assert side.badge.isVisible() and any(s in side.badge.text() for s in "●◐○✖")
    assert side.speed.isVisible() and side.speed.text() == "– tok/s"
    conv = send(side.pane, "Hello from the side")
    qtbot.waitUntil(lambda: last(conv).status == DONE, timeout=20_000)
    hub = gui.status.hub

    def shown() -> float | None:
        text = side.speed.text().split()[0]
        return None if text == "–" else float(text)

    # The figure the status panel shows (the hub's decode tok/s), rounded.
    qtbot.waitUntil(
        lambda: shown() is not None and abs(shown() - hub.snapshot().decode_tps.value) < 1,
        timeout=3000,
    )
    assert "Decode speed" in side.speed.toolTip()
    assert side.combo.currentText() == conv.title  # the chat made by sending is the one picked
    screenshot(side, "chat12-side-panel")


def test_side_panel_keeps_the_size_the_user_gave_it(qtbot, make_gui, tmp_path):
    from PySide6.QtCore import QRect

    from app.ui.chat.side_panel import PANEL_MIN_HEIGHT, docked_geometry

    screen = QRect(0, 0, 1920, 1080)
    geo = docked_geometry(screen, "left", 500, 900)
    assert (geo.width(), geo.height(), geo.left(), geo.bottom()) == (500, 900, 0, 1079)
    assert docked_geometry(screen, "right", 500, 100).height() == PANEL_MIN_HEIGHT
    assert docked_geometry(screen, "right", 500, 5000).height() == 1080
    base = tmp_path / "side-base"
    gui = make_gui(basedir=base)
    gui.toggle_side_panel()
    side = gui.side
    qtbot.waitExposed(side)
    docked = side.size()
    side.resize(docked.width() + 40, docked.height() - 100)  # the user drags its edge
    qtbot.waitUntil(lambda: side.height() == docked.height() - 100)
    gui.toggle_side_panel()  # hidden: remembered, for the next start too
    from app.ui.shell.window_state import window_settings

    kept = window_settings(gui.ctx).value("side/size")
    assert (kept.width(), kept.height()) == (docked.width() + 40, docked.height() - 100)
    gui.toggle_side_panel()  # shown again: docked, in the user's size
    assert (side.width(), side.height()) == (docked.width() + 40, docked.height() - 100)


# --- the first window ----------------------------------------------------------------------------


def test_the_window_shows_before_the_last_conversation_is_rendered(qtbot, make_gui, tmp_path):
    from tests.gui.conftest import run

    base = tmp_path / "keep"
    gui = make_gui(basedir=base, start=False)
    conv = gui.window.pane.ensure_conversation()
    for i in range(30):  # a long conversation: many messages to read and render
        gui.ctx.chat.send(conv, f"question {i}\n\n```python\nx = {i}\n```")
    gui.ctx.conversations.bump(conv.id)
    run(qtbot, gui.shutdown(), timeout=40_000)
    again = make_gui(basedir=base, start=False)
    # Shown at once, with nothing of the history rendered yet ...
    assert again.window.isVisible()
    assert again.window.pane.conv is None and again.window.pane.view.widgets == []
    # ... which follows right after the first paint.
    qtbot.waitUntil(lambda: again.window.current is not None, timeout=3000)
    assert again.window.current.id == conv.id
    from app.ui.chat.view import WINDOW

    shown = again.window.current.thread()
    assert len(shown) > 30
    # A long chat builds widgets for its newest messages only (the rest as one scrolls).
    built = [w.msg.id for w in again.window.pane.view.widgets]
    assert 0 < len(built) <= min(WINDOW, len(shown) - 1)
    assert built == [m.id for m in shown[-len(built) :]]
    assert again.window.sidebar.current_id() == conv.id
