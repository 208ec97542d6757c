"""A preset in a conversation: what it sets, what the engine request then holds, and that it
survives the history being closed and opened again (a restart)."""

from __future__ import annotations

from app.core.chat.model import CONV_TOOLS, Conversation, Message
from app.core.chat.payload import build_payload
from app.core.chat.presets import (
    apply_defaults,
    apply_preset,
    chosen_preset,
    new_conversation_values,
    preset_label,
)
from app.core.chat.store import Store
from app.core.settings import ChatSettings, Preset, Sampling

REVIEW = Preset("Code review", "You review Python code.", 0.2, 0.85, 1024, False)


def payload_for(conv: Conversation) -> dict:
    user = Message("u1", conv.id, None, "user", "Is this right?")
    return build_payload(conv, [user], Sampling())


def test_a_chosen_preset_is_what_the_engine_request_carries():
    conv = Conversation(sampling={CONV_TOOLS: ["files"]})
    apply_preset(conv, REVIEW)
    body = payload_for(conv)
    assert body["messages"][0] == {"role": "system", "content": "You review Python code."}
    assert (body["temperature"], body["top_p"], body["max_tokens"]) == (0.2, 0.85, 1024)
    assert body["top_k"] == Sampling().top_k  # a preset leaves top_k to Settings
    assert body["chat_template_kwargs"] == {"enable_thinking": False}
    assert conv.tool_servers == ["files"]  # the tools chosen stay
    assert chosen_preset(conv) == "Code review"


def test_a_preset_with_no_limit_sends_none():
    conv = Conversation()
    apply_preset(conv, Preset("Long", max_tokens=0))
    assert "max_tokens" not in payload_for(conv)


def test_back_to_the_defaults_drops_the_preset_and_keeps_the_tools():
    conv = Conversation(sampling={CONV_TOOLS: ["files"]})
    apply_preset(conv, REVIEW)
    apply_defaults(conv, ChatSettings(system_prompt="Be brief."))
    assert conv.sampling == {CONV_TOOLS: ["files"]}
    assert conv.system_prompt == "Be brief." and conv.thinking is True
    body = payload_for(conv)
    assert body["temperature"] == Sampling().temperature
    assert body["messages"][0] == {"role": "system", "content": "Be brief."}
    assert preset_label(conv, [REVIEW]) == ("", "No preset: the defaults from Settings.")


def test_the_label_says_when_the_chat_moved_away_from_its_preset_or_it_was_removed():
    conv = Conversation()
    apply_preset(conv, REVIEW)
    assert preset_label(conv, [REVIEW]) == ("Code review", "Preset “Code review”.")
    conv.set_meta(thinking=True)  # the composer's Thinking switch
    shown, tip = preset_label(conv, [REVIEW])
    assert shown == "Code review*" and "changed in this conversation" in tip
    conv.set_meta(thinking=False, sampling={**conv.sampling, "top_k": 5})
    assert preset_label(conv, [REVIEW])[0] == "Code review"  # top_k is not the preset's
    shown, tip = preset_label(conv, [])
    assert shown == "Code review" and "removed from Settings" in tip


def test_a_later_edit_of_the_preset_leaves_the_chat_as_it_was():
    conv = Conversation()
    preset = Preset("Terse", "Be terse.", 0.3, 0.9, 256, True)
    apply_preset(conv, preset)
    preset.system_prompt = "Be verbose."
    assert payload_for(conv)["messages"][0]["content"] == "Be terse."


def test_the_preset_survives_closing_and_opening_the_history(tmp_path):
    store = Store(tmp_path / "h.sqlite3")
    conv = Conversation()
    apply_preset(conv, REVIEW)
    store.save_conversation(conv)
    before = payload_for(conv)
    store.close()
    store = Store(tmp_path / "h.sqlite3")
    again = store.load_conversation(conv.id)
    store.close()
    assert again is not None and chosen_preset(again) == "Code review"
    assert payload_for(again) == before


def test_a_new_conversation_starts_with_the_default_system_prompt():
    assert new_conversation_values(ChatSettings()) == {}
    values = new_conversation_values(ChatSettings(system_prompt="Be brief."))
    assert Conversation(**values).system_prompt == "Be brief."


def test_an_exported_conversation_keeps_its_preset_when_imported():
    from app.core.chat.export import from_json, to_json

    conv = Conversation(title="Review")
    apply_preset(conv, REVIEW)
    conv.new_message("user", None, "Is this right?")
    again = from_json(to_json(conv))[0].conversation
    assert chosen_preset(again) == "Code review"
    assert payload_for(again) == payload_for(conv)
