"""The permission card's keys in every language (issue 41): each choice keeps one underlined
letter, none taken by the window's menus in that language (German's Ansicht and Datei take A
and D), the card's hint and tooltips name the same keys, and Alt+letter chooses."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow

from app.core import words
from app.core.chat.model import TOOL_PENDING
from app.core.words import translate

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(60)]

MENUS = ("&File", "&Edit", "&View", "E&ngine", "&Help")  # the shell's menu bar
CHOICES = ("allow_once", "always", "deny")


def key_of(text: str) -> str:
    """The mnemonic letter of a button or menu text ("Ab&lehnen" -> "L", "拒绝(&D)" -> "D")."""
    found = re.findall(r"&(\w)", text.replace("&&", ""))
    assert len(found) == 1, text
    return found[0].upper()


@pytest.fixture
def speak():
    before = words._backend
    words.use_backend(None)  # core's .ts reader: the language's words without a translator
    yield words.set_language
    words.set_language(None)
    words.use_backend(before)


@pytest.mark.parametrize("lang", ["zh_CN", "de"])
def test_each_choice_has_its_own_key_that_the_hint_names_and_alt_chooses(qtbot, speak, lang):
    from app.ui.tools.cards import ToolsBox

    speak(lang)
    win = QMainWindow()
    qtbot.addWidget(win)
    menu_keys = set()
    for title in MENUS:
        menu_keys.add(key_of(win.menuBar().addMenu(translate("shell", title)).title()))
    decided: list[str] = []
    box = ToolsBox()
    asking = {"server": "box", "tool": "add", "arguments": {"a": 1}, "state": "asking"}
    box.show_meta({TOOL_PENDING: asking}, decide=decided.append)
    win.setCentralWidget(box)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=5000)
    [card] = box.cards
    assert card.keys_hint is not None
    keys = {k: key_of(card.buttons[k].text()) for k in CHOICES}
    assert len(set(keys.values())) == 3 and not set(keys.values()) & menu_keys, (keys, menu_keys)
    hint = card.keys_hint.text()
    for k, letter in keys.items():
        assert f"Alt+{letter}" in hint and f"Alt+{letter}" in card.buttons[k].toolTip()
        assert "&" not in card.buttons[k].accessibleName()
    for k in CHOICES:
        key = Qt.Key(ord(keys[k]))
        QTest.keyClick(card.buttons["allow_once"], key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda k=k: decided[-1:] == [k], timeout=2000)  # a mnemonic animates
    assert decided == list(CHOICES)
