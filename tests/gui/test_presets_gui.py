"""Presets in the window against the SGLang double: chosen from the composer, sent to the
engine (the double echoes the question when the system prompt says DOUBLE_ECHO, writes exactly
max_tokens tokens, and thinks only when asked), and kept by the conversation across a restart."""

from __future__ import annotations

import pytest

from app.core.chat.model import DONE
from app.core.chat.presets import chosen_preset
from app.core.settings import Preset, Settings
from tests.gui.conftest import run, screenshot
from tests.gui.test_chat_gui import type_and_send, wait_status

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support"),
    pytest.mark.timeout(120),
]

ECHO = Preset("Echo terse", "Repeat the question. DOUBLE_ECHO", 0.25, 0.8, 40, False)


def settings_with(*presets: Preset, prompt: str = "") -> Settings:
    s = Settings()
    s.sampling.max_tokens = 0  # the double's own passage when no preset limits it
    s.chat.system_prompt = prompt
    s.chat.presets = list(presets)
    return s


def choose(pane, label: str) -> None:
    act = next(a for a in pane.composer.preset_menu.actions() if a.text() == label)
    act.trigger()


def assert_sent_with_the_preset(answer, question: str) -> None:
    # The system prompt reached the engine: only it holds DOUBLE_ECHO, and the answer echoes.
    assert question in answer.content
    assert answer.stats["completion_tokens"] == 40  # max_tokens: the double writes exactly so many
    assert answer.reasoning == "" and answer.meta["thinking"] is False  # enable_thinking false
    sent = answer.meta["sampling"]  # as build_payload put them in the request
    assert (sent["temperature"], sent["top_p"], sent["max_tokens"]) == (0.25, 0.8, 40)


def test_a_preset_chosen_in_the_composer_reaches_the_engine_and_survives_a_restart(
    qtbot, make_gui, tmp_path
):
    base = tmp_path / "keep"
    # The Preset button sits among the composer's modes, wide and narrow alike
    gui = make_gui(
        basedir=base, settings=settings_with(ECHO, prompt="Be brief."), size=(1600, 1000)
    )
    pane = gui.window.pane
    button = pane.composer.preset_button
    assert button.isVisible() and button.text() == "Preset"
    choose(pane, "Echo terse")
    conv = pane.conv
    assert conv is not None and chosen_preset(conv) == "Echo terse"
    assert button.text() == "Preset: Echo terse"
    assert not pane.composer.thinking.isChecked()  # the switch shows the preset's choice
    screenshot(gui.window, "preset-chosen")
    # With the short labels it stays in view, in words (never only inside a menu).
    composer = pane.composer
    composer.set_compact(True)
    assert button.isVisible() and button.text() == "Preset: Echo terse"
    composer.set_compact(False)
    assert button.isVisible()
    type_and_send(qtbot, pane, "hello preset")
    assert_sent_with_the_preset(wait_status(qtbot, conv, DONE), "hello preset")
    # Switching thinking on moves the chat away from the preset: the button says so.
    pane.composer.thinking.click()
    assert button.text() == "Preset: Echo terse*" and "changed" in button.toolTip()
    pane.composer.thinking.click()
    assert button.text() == "Preset: Echo terse"
    # A new conversation starts with the default system prompt and no preset.
    fresh = gui.ctx.new_conversation()
    assert fresh.system_prompt == "Be brief." and chosen_preset(fresh) == ""
    run(qtbot, gui.shutdown(), timeout=40_000)

    # Restarted with the preset gone from Settings: the conversation keeps what it chose.
    again = make_gui(basedir=base, settings=settings_with(), size=(1600, 1000))
    pane = again.window.pane
    again.window.show_conversation(conv.id)
    reopened = pane.conv
    assert reopened is not None and reopened.id == conv.id
    assert chosen_preset(reopened) == "Echo terse"
    assert pane.composer.preset_button.isVisible()
    assert "removed from Settings" in pane.composer.preset_button.toolTip()
    type_and_send(qtbot, pane, "second question")
    assert_sent_with_the_preset(wait_status(qtbot, reopened, DONE), "second question")
    # Back to the defaults: the next answer thinks and writes the double's own passage.
    choose(pane, "No preset (defaults from Settings)")
    assert reopened.system_prompt == "" and reopened.thinking is True
    type_and_send(qtbot, pane, "third question")
    plain = wait_status(qtbot, reopened, DONE)
    assert plain.reasoning and "third question" not in plain.content
