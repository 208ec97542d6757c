"""Settings > Chat (the default system prompt, presets made, edited, removed; a nameless or
repeated name keeps the dialog open saying so), the hardware profile control, the container
fields only for a container, and "Save as preset…" in a conversation's settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from app.core.chat.model import Conversation
from app.core.paths import Paths
from app.core.settings import Preset, Settings, load_settings, save_settings
from app.ui.chat.conversation_settings import ConversationSettingsDialog
from app.ui.settings.dialog import SettingsDialog
from tests.gui.conftest import screenshot

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def paths(tmp_path) -> Paths:
    return Paths.from_basedir(tmp_path / "base").ensure()


def dialog(qtbot, settings: Settings) -> SettingsDialog:
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    return dlg


def test_presets_made_edited_and_removed_in_settings_are_saved(qtbot, paths):
    s = Settings()
    s.chat.presets = [Preset("Old", "old prompt")]
    dlg = dialog(qtbot, s)
    page = dlg.chat
    dlg.show_tab(page)
    page.default_prompt.setPlainText("Answer briefly.")
    page.add_preset()
    assert page.list.count() == 2 and page.name.text() == "Preset 1"
    page.name.clear()
    qtbot.keyClicks(page.name, "Code review")  # typed: the list follows the name
    assert page.list.item(1).text() == "Code review"
    page.prompt.setPlainText("You review Python code.")
    page.temperature.setValue(0.2)
    page.top_p.setValue(0.85)
    page.max_tokens.setValue(1024)
    page.thinking.setChecked(False)
    dlg.resize(640, 720)
    screenshot(dlg, "settings-chat-presets")
    page.list.setCurrentRow(0)  # the edits above are kept when another preset is shown
    assert page.name.text() == "Old"
    page.remove_preset()
    assert page.list.count() == 1
    save_settings(paths, dlg.result_settings())
    chat = load_settings(paths).settings.chat
    assert chat.system_prompt == "Answer briefly."
    assert chat.presets == [
        Preset("Code review", "You review Python code.", 0.2, 0.85, 1024, False)
    ]


def test_a_preset_without_a_name_or_with_a_taken_one_keeps_the_dialog_open(qtbot):
    s = Settings()
    s.chat.presets = [Preset("Terse")]
    dlg = dialog(qtbot, s)
    dlg.show()
    page = dlg.chat
    page.add_preset()
    page.name.setText("  terse ")
    dlg.accept()
    assert dlg.isVisible() and dlg.current_page() is page  # not saved, shown where it is wrong
    assert "Two presets are named 'terse'" in page.problem.text() and page.problem.isVisible()
    page.name.setText("")
    dlg.accept()
    assert "Preset 2 has no name." in page.problem.text()
    assert page.list.count() == 2  # nothing typed is lost
    page.name.setText("Loose")
    dlg.accept()
    assert not dlg.isVisible()
    assert [p.name for p in dlg.result_settings().chat.presets] == ["Terse", "Loose"]


def test_the_hardware_profile_is_chosen_in_settings(qtbot):
    dlg = dialog(qtbot, Settings())
    assert dlg.profile.currentData() == "auto"
    dlg.profile.setCurrentIndex(dlg.profile.findData("gb10"))
    assert dlg.result_settings().engine.profile == "gb10"
    assert dlg.engine_changed()  # the recipe changes: the engine is offered a restart


def test_container_fields_are_only_for_a_container(qtbot):
    s = Settings()
    s.engine.container_image = "lmsysorg/sglang:v0.5.23"
    dlg = dialog(qtbot, s)
    assert not dlg.container_image.isEnabled() and dlg.engine_python.isEnabled()
    dlg.container_runtime.setCurrentIndex(dlg.container_runtime.findData("podman"))
    assert dlg.container_image.isEnabled() and not dlg.engine_python.isEnabled()
    dlg.container_runtime.setCurrentIndex(dlg.container_runtime.findData(""))
    assert not dlg.container_image.isEnabled()
    # Greyed out, not lost: the image typed earlier is kept for when a container is chosen.
    assert dlg.result_settings().engine.container_image == "lmsysorg/sglang:v0.5.23"


def test_save_as_preset_keeps_what_the_conversation_dialog_shows(qtbot, make_gui):
    gui = make_gui(start=False, size=(1600, 1000))  # wide: Preset on the row
    pane = gui.window.pane
    conv = pane.ensure_conversation()
    assert isinstance(conv, Conversation)
    dlg = ConversationSettingsDialog(conv, gui.ctx.settings.sampling, pane)
    qtbot.addWidget(dlg)
    dlg.prompt.setPlainText("Answer in French.")
    dlg.thinking.setChecked(False)
    dlg.override.setChecked(True)
    dlg.temperature.setValue(0.4)
    dlg.max_tokens.setValue(2048)

    def name_it() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QInputDialog)
        box.setTextValue("  French  ")
        box.accept()

    QTimer.singleShot(0, name_it)
    pane._save_preset(dlg)
    saved = load_settings(gui.paths).settings.chat.presets
    want = Preset("French", "Answer in French.", 0.4, gui.ctx.settings.sampling.top_p, 2048, False)
    assert saved == [want]
    # The window has it at once: the composer's Preset button offers it.
    assert gui.ctx.settings.chat.presets == [want]
    assert pane.composer.preset_button.isVisible()
    assert "French" in [a.text() for a in pane.composer.preset_menu.actions()]


def test_edit_presets_opens_settings_on_the_chat_tab(qtbot, make_gui):
    s = Settings()
    s.chat.presets = [Preset("Terse")]
    gui = make_gui(start=False, settings=s)
    seen: list[bool] = []

    def look() -> None:
        dlg = gui.settings_dialog
        seen.append(dlg.current_page() is dlg.chat)
        dlg.reject()

    QTimer.singleShot(0, look)
    menu = gui.window.pane.composer.preset_menu
    next(a for a in menu.actions() if a.text() == "Edit presets…").trigger()
    assert seen == [True]
