"""Issue 39, the composer as a new user meets it: every mode in force said in words on its row
(at the default size and at 480 px), the Library switch left behind by a new chat, an attachment
that fits sent whole over the library (the echo of what the double received shows it), Tools
there at once after Settings › Tools › Save, Ctrl+N without a preset flipping in; document chips
whose text is never cut, an unreadable one kept (marked) after the send; Open in the source view
saying when no program is registered; the Documents window inside the screen."""

from __future__ import annotations

import json
import sys

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.core.chat.docs import DOCS
from app.core.chat.model import DONE
from app.core.chat.presets import chosen_preset
from app.core.settings import Preset
from app.ui.docs.library import PassageDialog
from app.ui.docs.opener import handlers
from tests.gui.conftest import screenshot
from tests.gui.test_chat_documents import SENTENCE, user_of, wait_docs_read, wait_status
from tests.gui.test_chat_gui import type_and_send, widget_of
from tests.gui.test_presets_gui import choose, settings_with
from tests.gui.test_tools_chat_gui import TOOLBOX, settled
from tests.support.docs_make import make_pdf

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(150)]

PRESET = "Careful reviewer"


def inside(widget, outer) -> bool:
    return outer.rect().contains(QRect(widget.mapTo(outer, QPoint(0, 0)), widget.size()))


def assert_modes_in_words(gui, c, modes: dict) -> None:
    """Each mode's button is on screen, inside the composer's frame, its whole text readable."""
    for button, words in modes.items():
        assert button.isVisibleTo(gui.window), words
        assert button.text() in words, (button.text(), words)
        shown = button.fontMetrics().horizontalAdvance(button.text())
        assert shown <= button.contentsRect().width(), (button.text(), button.width())
        assert inside(button, c.frame), button.text()
    assert inside(c.send_button, c.frame)


def save_tools_in_settings(gui) -> None:
    """Settings › Tools: one stdio server typed in, then Save (the dialog runs its own loop)."""

    def fill() -> None:
        dlg = gui.settings_dialog
        cfg = {"mcpServers": {"box": {"command": sys.executable, "args": [TOOLBOX, "stdio"]}}}
        dlg.tools.editor.setPlainText(json.dumps(cfg))
        dlg.accept()

    QTimer.singleShot(0, fill)
    gui.open_settings()


def test_every_mode_is_said_on_the_row_the_library_stays_with_its_chat_and_an_attachment_wins(
    qtbot, make_gui, tmp_path
):
    gui = make_gui(settings=settings_with(Preset(name=PRESET, temperature=0.2)))  # 1240x800
    pane, c = gui.window.pane, gui.window.pane.composer
    gui.ctx.save_settings(gui.ctx.settings)  # on disk, where the Settings dialog reads them
    settled(gui, qtbot)  # the engine's tool calls are proven: the Tools menu offers servers
    assert c.tools_button.isHidden()  # no server yet: no button
    # Settings › Tools › Save: the button is there at once (it waited for a switch of chats).
    save_tools_in_settings(gui)
    qtbot.waitUntil(lambda: c.tools_button.isVisibleTo(pane), timeout=10_000)
    assert c.tools_button.text() == "Tools"
    # Every mode on: tools from box, the preset, the Library switch (thinking is on already).
    pane.update_tools()  # as the menu does when it opens
    [box] = c.tools_menu.actions()
    box.trigger()
    conv = pane.conv
    assert conv is not None and conv.tool_servers == ["box"]
    choose(pane, PRESET)
    c.thinking.setChecked(True)
    c.library.click()
    assert c.library.isChecked()
    modes = {
        c.thinking: ("Thinking on", "Think"),
        c.library: ("Library on", "Library"),
        c.tools_button: ("Tools: box",),
        c.preset_button: (f"Preset: {PRESET}*", f"Preset: {PRESET}"),
    }
    for size in ((1240, 800), (1600, 1000), (480, 700)):
        gui.window.resize(*size)
        qtbot.wait(200)
        assert_modes_in_words(gui, c, modes)
        screenshot(gui.window, f"composer-modes-{size[0]}x{size[1]}")
    # Tab walks them as the eye reads them: the modes, then the buttons.
    gui.window.activateWindow()  # back from the Settings dialog
    c.edit.setFocus()
    qtbot.waitUntil(c.edit.hasFocus, timeout=5000)
    walked = []
    for _ in range(5):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        walked.append(QApplication.focusWidget())
    assert walked == [c.thinking, c.library, c.tools_button, c.preset_button, c.clip]
    # Nothing of it hides in Attach's menu: no tools or preset entries there.
    assert [a.text() for a in c.attach.menu().actions() if a.menu() is not None] == []

    # A new chat: the Library switch is off and says so; no preset, before and after typing
    # (the empty chat above, with its preset, was taken up again at the first key).
    gui.window.act_new.trigger()
    assert pane.conv is None
    assert not c.library.isChecked() and c.library.text() in ("Library off", "No library")
    assert c.preset_button.text() == "Preset"
    QTest.keyClicks(c.edit, "x")
    qtbot.waitUntil(lambda: pane.conv is not None, timeout=5000)
    fresh = pane.conv
    assert fresh is not conv and chosen_preset(fresh) == "" and not fresh.tool_servers
    assert c.preset_button.text() == "Preset" and not c.library.isChecked()
    c.edit.clear()
    screenshot(gui.window, "composer-new-chat-480x700")
    # Back in the first chat the switch is off too: it was for the question at hand.
    gui.window.show_conversation(conv.id)
    assert not c.library.isChecked()
    gui.window.show_conversation(fresh.id)

    # The library holds a ledger that answers the question; a 100-page report is attached and
    # the switch is on: the report fits, so it goes whole and the library is not searched.
    gui.window.resize(1240, 800)
    ledger = make_pdf(tmp_path / "ledger.pdf", [[SENTENCE]])
    docs = pane.open_documents()
    docs.add([str(ledger)])
    qtbot.waitUntil(lambda: not docs.adding, timeout=30_000)
    docs.close()
    pages = [[f"Page {i}: tide tables and harbour notes."] for i in range(1, 101)]
    report = make_pdf(tmp_path / "report.pdf", pages)
    c.add_files([str(report)])
    [doc] = wait_docs_read(qtbot, c, 1)
    assert (doc.state, doc.pages) == ("ready", 100)
    c.library.setChecked(True)
    type_and_send(qtbot, pane, "DOUBLE_ECHO how many cobalt barrels are in warehouse nine?")
    answer = wait_status(qtbot, fresh, DONE)
    # The answer echoes the user message as the engine received it: every page, no ledger.
    received = answer.content
    assert "report.pdf, page 1\n" in received and "report.pdf, page 100" in received
    assert "Page 57: tide tables" in received
    assert SENTENCE not in received and "ledger.pdf" not in received
    meta = user_of(fresh, answer).meta[DOCS]
    assert meta["mode"] == "whole" and not meta["library"]
    assert "the library was not searched: the attached documents fit whole" in meta["note"]
    screenshot(gui.window, "composer-attachment-wins")


def assert_chip_whole(chip, composer) -> None:
    label = chip.label
    room = label.contentsRect()
    flags = int(Qt.TextFlag.TextWordWrap)
    need = label.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10**5), flags, label.text())
    assert need.height() <= room.height(), (label.text(), need.height(), room.height())
    assert need.width() <= room.width(), (label.text(), need.width(), room.width())
    assert inside(label, chip) and inside(chip, composer.frame), label.text()


def test_document_chips_are_never_cut_and_an_unreadable_one_stays_after_the_send(
    qtbot, make_gui, tmp_path
):
    report = make_pdf(
        tmp_path / "quarterly-maintenance-report-for-the-harbour-authority.pdf",
        [[f"Page {i}: tide tables."] for i in range(5)],
    )
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 truncated")
    gui = make_gui(size=(1600, 1000))
    pane, c = gui.window.pane, gui.window.pane.composer
    c.add_files([str(report), str(broken)])
    wait_docs_read(qtbot, c, 2)
    for size in ((1600, 1000), (480, 700)):
        gui.window.resize(*size)
        qtbot.wait(200)
        assert len(c._doc_chips) == 2
        for chip in c._doc_chips:
            assert_chip_whole(chip, c)
        screenshot(gui.window, f"doc-chips-{size[0]}x{size[1]}")
    gui.window.resize(1600, 1000)
    conv = type_and_send(qtbot, pane, "What do the documents say?")
    answer = wait_status(qtbot, conv, DONE)
    # Said under the message, and the chip stays (marked) with why, until it is removed.
    question = user_of(conv, answer)
    assert "Not sent (could not be read): broken.pdf: " in question.meta[DOCS]["note"]
    assert "Not sent (could not be read)" in widget_of(pane, question).doc_note.text()
    [kept] = c.documents()
    assert kept.name == "broken.pdf" and kept.state == "failed" and kept.unsent
    [chip] = c._doc_chips
    assert "not sent with your message" in chip.label.text() and kept.error in chip.label.text()
    assert "Sent without broken.pdf" in gui.window.statusBar().currentMessage()
    assert conv.draft == {"attachments": [{"doc": str(broken)}]}  # kept across a restart too
    for size in ((1600, 1000), (480, 700)):
        gui.window.resize(*size)
        qtbot.wait(200)
        assert_chip_whole(chip, c)
        screenshot(gui.window, f"doc-chip-not-sent-{size[0]}x{size[1]}")
    chip.remove_button.click()
    assert c.documents() == [] and conv.draft == {}


@pytest.fixture
def bare_desktop(tmp_path, monkeypatch):
    """A desktop whose registry (the freedesktop folders) lists no program at all."""
    root = tmp_path / "xdg"
    for var in ("XDG_DATA_HOME", "XDG_DATA_DIRS", "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS"):
        (root / var).mkdir(parents=True)
        monkeypatch.setenv(var, str(root / var))
    return root


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the freedesktop registry")
def test_open_says_when_no_program_is_registered_and_offers_the_folder(
    qtbot, bare_desktop, tmp_path
):
    pdf = make_pdf(tmp_path / "manual.pdf", [["Page one."], ["Page two."]])
    source = {"n": 1, "path": str(pdf), "page": 2, "location": "page 2", "snippet": "Page two."}
    dlg = PassageDialog(source, "Page two.", [], None)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.open_button.isEnabled() and not dlg.folder_button.isVisible()
    dlg.open_button.click()
    note = dlg.open_note.text()
    assert dlg.open_note.isVisible() and "No program on this machine" in note
    assert "application/pdf" in note and "manual.pdf cannot be opened" in note
    assert dlg.folder_button.isVisible() and dlg.folder_button.text() == "Show folder"
    screenshot(dlg, "passage-open-no-program")
    dlg.folder_button.click()  # no file manager either: the path, to copy
    assert "No file manager" in dlg.open_note.text() and str(tmp_path) in dlg.open_note.text()
    assert dlg.folder_button.text() == "Copy folder path"
    dlg.folder_button.click()
    assert QGuiApplication.clipboard().text() == str(tmp_path)
    screenshot(dlg, "passage-open-folder-path")


def test_the_registry_is_read_as_the_desktop_reads_it(bare_desktop):
    data = bare_desktop / "XDG_DATA_DIRS" / "applications"
    data.mkdir()
    (data / "viewer.desktop").write_text("[Desktop Entry]\nName=Viewer\nExec=viewer %f\n")
    (data / "editor.desktop").write_text("[Desktop Entry]\nName=Editor\nExec=editor %f\n")
    (data / "mimeinfo.cache").write_text(
        "[MIME Cache]\ntext/plain=editor.desktop;\ntext/markdown=editor.desktop;\n"
        "image/png=gone.desktop;\n"
    )
    config = bare_desktop / "XDG_CONFIG_HOME"
    (config / "mimeapps.list").write_text(
        "[Default Applications]\napplication/pdf=viewer.desktop\n"
        "[Removed Associations]\ntext/markdown=editor.desktop;\n"
    )
    assert handlers(["application/pdf"]) == ["viewer.desktop"]
    assert handlers(["text/plain"]) == ["editor.desktop"]
    assert handlers(["image/png"]) == []  # listed, but its .desktop file is gone
    assert handlers(["text/markdown"]) == []  # removed for that type by the user
    assert handlers(["text/markdown", "text/plain"]) == ["editor.desktop"]  # as plain text
    assert handlers(["application/zip"]) == []


def test_the_documents_window_opens_inside_the_screen(qtbot, make_gui):
    gui = make_gui(start=False)
    avail = QGuiApplication.primaryScreen().availableGeometry()
    dlg = gui.window.pane.open_documents()
    qtbot.waitExposed(dlg)
    # At QT_SCALE_FACTOR=2 a 1600x1000 screen is 800x500: its 820x520 ran off it.
    assert avail.contains(dlg.geometry()), (dlg.geometry(), avail)
    for b in (dlg.use_button, dlg.add_folder_button):
        assert inside(b, dlg)
    dlg.close()
