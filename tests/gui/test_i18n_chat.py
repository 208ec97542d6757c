"""The chat's own words in every state the room walk does not reach (issue 41): a streamed answer
with thinking, code, figures and sources; a document and a file chip; the composer's menus; the
conversation settings dialog. Built under the pseudo translation, each text of the chat room a
person sees must show it came through translate(). Then the composer's row in German at 480 px:
its short labels fit (German is the longest of the three)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPoint, QRect, Qt, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from app.core import words
from app.core.chat.model import DONE
from tests.gui.test_i18n_rooms import _menu_texts, collect
from tests.support.docs_make import make_pdf
from tests.support.pseudo_locale import pseudo_qm

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]


def content(finding: str) -> bool:
    """What the chat shows that is the conversation's own (the messages, their code and its
    language, a file's path) or Qt's (a dialog's standard Cancel): not words to translate."""
    return (
        "ProseLabel text" in finding
        or "QLabel text '<pre style=" in finding
        or finding.endswith(("QLabel text 'python'", "QLabel text 'markdown'"))
        or "QLabel tooltip '/" in finding
        or finding.endswith("QPushButton text 'Cancel'")
    )


def test_the_chat_with_an_answer_speaks_only_translated_words(
    make_gui, qtbot, tmp_path, monkeypatch, restore_language
):
    i18n = restore_language
    pseudo_qm(tmp_path)
    monkeypatch.setattr(i18n, "choose", lambda _setting: "pseudo")
    monkeypatch.setattr(words, "I18N_DIR", tmp_path)
    gui = make_gui(size=(1240, 800))
    pane = gui.window.pane
    composer = pane.composer
    pdf = make_pdf(tmp_path / "audit.pdf", [["Barrels are relabelled in March."]])
    note = tmp_path / "notes.md"
    note.write_text("# Notes\n\nbarrels\n", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(pdf)), QUrl.fromLocalFile(str(note))])
    composer.edit.insertFromMimeData(mime)
    qtbot.waitUntil(lambda: [d.state for d in composer.documents()] == ["ready"], timeout=30_000)
    found: dict[str, set[str]] = {}
    collect(gui.window, found, "composer with chips")
    composer.edit.setPlainText("When are barrels relabelled?")
    QTest.keyClick(composer.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: pane.conv is not None and len(pane.conv.thread()) == 2, timeout=20_000)
    conv = pane.conv
    qtbot.waitUntil(lambda: conv.thread()[-1].status == DONE, timeout=30_000)
    answer = pane.view.widget_for(conv.thread()[-1].id)
    assert answer is not None and answer.thinking is not None and answer.body.code_blocks()
    answer.thinking.toggle.click()  # its text shown too
    collect(gui.window, found, "answered")
    for where, menu in (
        ("reply limit", composer.limit_menu),
        ("attach", composer.attach.menu()),
        ("preset", composer.preset_menu),
    ):
        menu.aboutToShow.emit()
        _menu_texts(menu, found, where)
    from app.ui.chat.conversation_settings import ConversationSettingsDialog

    dlg = ConversationSettingsDialog(conv, gui.ctx.settings.sampling, gui.window)
    dlg.show()
    qtbot.waitUntil(dlg.isVisible, timeout=5000)
    collect(dlg, found, "conversation settings")
    dlg.reject()
    chat = sorted(t for t in found.get("chat", ()) if not content(t))
    assert not chat, "untranslated words in the chat:\n" + "\n".join(chat)


def test_the_german_composer_row_fits_480_px_with_its_short_labels(
    make_gui, qtbot, monkeypatch, restore_language
):
    from app.core.settings import Settings

    monkeypatch.delenv(words.ENV)  # Settings › Language chooses (LING_DESK_LANG=en would win)
    settings = Settings()
    settings.ui.language = "de"
    gui = make_gui(start=False, settings=settings, size=(480, 700))
    assert restore_language.current() == "de"
    composer = gui.window.pane.composer
    composer.set_tools(["files"], ["files"])  # every mode shown, in words
    composer.set_presets(["Code-Review"], "Code-Review", "Code-Review", "")
    composer.set_context(123_456, 262_144, False)
    composer.library.setChecked(True)
    qtbot.waitUntil(lambda: composer.compact and composer.width() <= 480, timeout=5000)
    QApplication.processEvents()
    assert composer.send_button.text() == "Senden" and composer.thinking.text() == "Denken"
    frame = composer.frame.rect()
    shown = [b for b in composer.frame.findChildren(QAbstractButton) if b.isVisible()]
    assert len(shown) >= 9
    for b in shown:
        where = QRect(b.mapTo(composer.frame, QPoint(0, 0)), b.size())
        assert b.width() >= b.sizeHint().width(), f"{b.text()!r} squeezed"
        assert frame.contains(where), f"{b.text()!r} outside the composer at 480 px"
    meter = composer.meter_label
    assert meter.width() >= meter.sizeHint().width(), f"{meter.text()!r} cut"


def test_the_lists_dates_are_written_as_the_language_writes_them(
    qapp, monkeypatch, restore_language
):
    """A weekday and a short date beside a conversation's title (Qt's names for them, not C's
    English ones)."""
    import time

    from PySide6.QtCore import QLocale

    from app.ui.chat.conversation_list import short_when

    monkeypatch.delenv(words.ENV)  # LING_DESK_LANG=en would win
    now = time.mktime((2026, 12, 6, 12, 0, 0, 0, 0, -1))  # a Sunday
    thursday, november = now - 3 * 86400, now - 30 * 86400
    for lang, want in (("de", ("Do.", "6. Nov.")), ("zh_CN", ("周四", "11月6日"))):
        assert restore_language.install(lang) == lang
        QLocale.setDefault(QLocale(lang))
        assert (short_when(thursday, now), short_when(november, now)) == want
