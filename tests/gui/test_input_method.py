"""Input methods (fcitx5, IBus) in the composer: what they compose lands as text, and typing
through one is input to the idle lock (the method takes the key presses, the window sees only
input-method events)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QWidget

from app.core.paths import Paths
from app.ui.chat.composer_edit import ComposerEdit
from app.ui.shell.idle_lock import IdleLock


def compose(widget, pinyin: str, text: str) -> None:
    """What the method sends: the pinyin being composed (preedit), then the chosen words."""
    QApplication.sendEvent(widget, QInputMethodEvent(pinyin, []))
    commit = QInputMethodEvent()
    commit.setCommitString(text)
    QApplication.sendEvent(widget, commit)


def test_the_composer_takes_composed_chinese_and_keeps_its_enter(qtbot):
    edit = ComposerEdit()
    qtbot.addWidget(edit)
    sent = []
    edit.submitted.connect(lambda: sent.append(edit.toPlainText()))
    assert edit.testAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
    QApplication.sendEvent(edit, QInputMethodEvent("nihao", []))
    assert edit.toPlainText() == "" and not sent  # being composed: not text, not sent
    compose(edit, "nihao", "你好")
    compose(edit, "shijie", "，世界")
    assert edit.toPlainText() == "你好，世界"
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert sent == ["你好，世界"]


def test_typing_through_an_input_method_keeps_the_idle_lock_away(qtbot, tmp_path):
    window = QWidget()
    qtbot.addWidget(window)
    edit = ComposerEdit(window)
    clock = [1000.0]
    lock = IdleLock(window, [edit], Paths.from_basedir(tmp_path), minutes=5,
                    clock=lambda: clock[0])  # fmt: skip
    clock[0] += 4 * 60
    compose(edit, "zhongwen", "中文")
    clock[0] += 2 * 60
    lock.check()
    assert not lock.locked  # 2 minutes since the last character composed
    clock[0] += 3 * 60 + 1
    lock.check()
    assert lock.locked
    lock.set_minutes(0)  # its application-wide event filter goes


def test_fcitx5_users_get_its_ibus_frontend_when_pyside6_has_no_fcitx_plugin(tmp_path):
    from app.ui.shell.platform_check import input_method_fix, plugin_path

    # The PySide6 in use: the IBus and compose plugins, no fcitx one (fcitx5-frontend-qt6
    # installs into the system Qt's folder, which this Qt never reads).
    real = plugin_path("xcb").parent.parent / "platforminputcontexts"
    assert (real / "libibusplatforminputcontextplugin.so").exists()
    assert input_method_fix({"QT_IM_MODULE": "fcitx"}) == {"QT_IM_MODULE": "ibus"}
    assert input_method_fix({"QT_IM_MODULE": "fcitx", "QT_IM_MODULES": "wayland;fcitx"}) == {
        "QT_IM_MODULE": "ibus",
        "QT_IM_MODULES": "wayland;fcitx;ibus",
    }
    assert input_method_fix({"QT_IM_MODULE": "ibus"}) == {}  # IBus users: as they are
    assert input_method_fix({}) == {}
    # A Qt that has the fcitx plugin keeps the user's choice.
    own = tmp_path / "platforminputcontexts"
    own.mkdir()
    for name in ("libibusplatforminputcontextplugin.so", "libfcitx5platforminputcontextplugin.so"):
        (own / name).touch()
    assert input_method_fix({"QT_IM_MODULE": "fcitx"}, own) == {}
