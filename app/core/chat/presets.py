"""Presets in a conversation: choosing one, going back to the defaults, and which is in use.

A preset (app.core.settings.Preset) is copied into the conversation: its system prompt, the
thinking switch and its sampling as the conversation's own override, and its name beside them
(Conversation.sampling[CONV_PRESET]). What is sent to the engine is then built as for any
conversation (payload.build_payload), and the store keeps it all, so a chosen preset survives a
restart and a later edit or removal of the preset changes no chat already under way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.core.chat.model import CONV_TOOLS, Conversation
from app.core.settings import ChatSettings, Preset
from app.core.words import translate

# Conversation.sampling[CONV_PRESET]: the name of the preset chosen (ignored by
# effective_sampling, as the tools' key is).
CONV_PRESET = "preset"
# The sampling a preset sets; top_k stays the default from Settings.
PRESET_SAMPLING = ("temperature", "top_p", "max_tokens")
# Keys of Conversation.sampling that are not a sampling override.
NOT_SAMPLING = (CONV_TOOLS, CONV_PRESET)


def find_preset(presets: Sequence[Preset], name: str) -> Preset | None:
    return next((p for p in presets if p.name == name), None)


def preset_values(preset: Preset) -> dict[str, Any]:
    """What choosing `preset` sets on a conversation (Conversation.set_meta's keywords)."""
    return {
        "system_prompt": preset.system_prompt,
        "thinking": preset.thinking,
        "sampling": {k: getattr(preset, k) for k in PRESET_SAMPLING},
    }


def apply_preset(conv: Conversation, preset: Preset) -> None:
    """Give `conv` the preset's prompt, sampling and thinking; its tools stay as chosen."""
    values = preset_values(preset)
    kept = {k: v for k, v in conv.sampling.items() if k == CONV_TOOLS}
    values["sampling"] = {**values["sampling"], **kept, CONV_PRESET: preset.name}
    conv.set_meta(**values)


def apply_defaults(conv: Conversation, chat: ChatSettings) -> None:
    """Back to no preset: the default system prompt, thinking on, the sampling from Settings."""
    kept = {k: v for k, v in conv.sampling.items() if k == CONV_TOOLS}
    conv.set_meta(system_prompt=chat.system_prompt, thinking=True, sampling=kept)


def chosen_preset(conv: Conversation | None) -> str:
    """The name of the preset chosen for `conv` ("" = none)."""
    if conv is None:
        return ""
    name = conv.sampling.get(CONV_PRESET)
    return name if isinstance(name, str) else ""


def preset_changed(conv: Conversation, preset: Preset) -> bool:
    """Whether `conv` has moved away from `preset` since it was chosen (its prompt, thinking
    or one of the preset's sampling values changed in the conversation)."""
    values = preset_values(preset)
    if conv.system_prompt != values["system_prompt"] or conv.thinking != values["thinking"]:
        return True
    # Only what the preset sets counts: a top_k of the conversation's own is not the preset's.
    return any(conv.sampling.get(k) != v for k, v in values["sampling"].items())


def preset_label(conv: Conversation | None, presets: Sequence[Preset]) -> tuple[str, str]:
    """(the name to show, a sentence saying where it stands) for the conversation's preset.
    The name is "" when none is chosen; a preset since removed from Settings still names the
    values the conversation keeps."""
    name = chosen_preset(conv)
    if not name or conv is None:
        return "", translate("chat", "No preset: the defaults from Settings.")
    preset = find_preset(presets, name)
    if preset is None:
        return name, translate(
            "chat", "Preset “{name}” (since removed from Settings; its values are kept here)."
        ).format(name=name)
    if preset_changed(conv, preset):
        return f"{name}*", translate(
            "chat", "Preset “{name}”, changed in this conversation since it was chosen."
        ).format(name=name)
    return name, translate("chat", "Preset “{name}”.").format(name=name)


def new_conversation_values(chat: ChatSettings) -> dict[str, Any]:
    """What a new conversation starts with: the default system prompt from Settings."""
    return {"system_prompt": chat.system_prompt} if chat.system_prompt else {}
