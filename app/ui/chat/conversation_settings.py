"""The settings of one conversation: system prompt, thinking, a preset or sampling override.

ConversationSettingsDialog is opened from the chat pane (Conversation settings); its values
are saved into the conversation, and a preset can be made from its fields.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.model import CONV_TOOLS, Conversation
from app.core.chat.presets import (
    CONV_PRESET,
    NOT_SAMPLING,
    chosen_preset,
)
from app.core.settings import Preset
from app.core.words import translate


class ConversationSettingsDialog(QDialog):
    """System prompt, thinking and a sampling override for one conversation."""

    def __init__(
        self, conv: Conversation, defaults, parent: QWidget | None = None, tools=None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("chat", "Conversation settings: {title}").format(title=conv.title)
        )
        self.setMinimumWidth(460)
        self.conv = conv
        lay = QVBoxLayout(self)
        lay.addWidget(
            QLabel(translate("chat", "System prompt (sent first, with every request):"), self)
        )
        self.prompt = QPlainTextEdit(self)
        self.prompt.setTabChangesFocus(True)  # Tab moves on: no trap
        self.prompt.setPlainText(conv.system_prompt)
        self.prompt.setPlaceholderText(
            translate("chat", "e.g. You are a concise assistant for Python code review.")
        )
        lay.addWidget(self.prompt)
        self.thinking = QCheckBox(translate("chat", "Let the model think before it answers"), self)
        self.thinking.setChecked(conv.thinking)
        lay.addWidget(self.thinking)
        self.override = QCheckBox(
            translate("chat", "Use sampling of its own (else the defaults from Settings)"), self
        )
        self.override.setChecked(any(k not in NOT_SAMPLING for k in conv.sampling))
        lay.addWidget(self.override)
        form = QFormLayout()
        s = {**{k: getattr(defaults, k) for k in ("temperature", "top_p", "top_k", "max_tokens")},
             **conv.sampling}  # fmt: skip
        self.temperature = QDoubleSpinBox(self, minimum=0.0, maximum=2.0, singleStep=0.05)
        self.temperature.setValue(float(s["temperature"]))
        self.top_p = QDoubleSpinBox(self, minimum=0.0, maximum=1.0, singleStep=0.05)
        self.top_p.setValue(float(s["top_p"]))
        self.top_k = QSpinBox(self, minimum=-1, maximum=1000)
        self.top_k.setValue(int(s["top_k"]))
        self.max_tokens = QSpinBox(self, minimum=0, maximum=262144, singleStep=512)
        self.max_tokens.setValue(int(s["max_tokens"]))
        form.addRow(translate("chat", "Temperature"), self.temperature)
        form.addRow(translate("chat", "Top p"), self.top_p)
        form.addRow(translate("chat", "Top k"), self.top_k)
        form.addRow(translate("chat", "Max tokens (0 = no limit)"), self.max_tokens)
        self.form = QWidget(self)
        self.form.setLayout(form)
        lay.addWidget(self.form)
        self.override.toggled.connect(self.form.setEnabled)
        self.form.setEnabled(self.override.isChecked())
        # The MCP servers whose tools Ling may use here (Settings > Tools configures them).
        self.chosen_tools = conv.tool_servers
        self.preset = chosen_preset(conv)
        self.tool_boxes: dict[str, QCheckBox] = {}
        self.tools_note: QLabel | None = None
        if tools is not None:
            lay.addWidget(
                QLabel(
                    translate(
                        "chat", "Tools Ling may use in this conversation (each call asks you):"
                    )
                )
            )
            ok, why = tools.available()
            names = tools.server_names()
            note = ""
            if not ok:
                note = translate("chat", "Tools are unavailable: {why}.").format(
                    why=why.rstrip(".")
                )
            elif not names:
                note = translate("chat", "No tool servers yet: add them in Settings > Tools.")
            if note:
                self.tools_note = QLabel(note, self)
                self.tools_note.setObjectName("ToolsNote")
                self.tools_note.setTextFormat(Qt.TextFormat.PlainText)
                self.tools_note.setWordWrap(True)
                lay.addWidget(self.tools_note)
            else:
                for name in names:
                    box = QCheckBox(name, self)
                    box.setChecked(name in self.chosen_tools)
                    self.tool_boxes[name] = box
                    lay.addWidget(box)
        bb = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        # What is shown here, kept as a named preset for other conversations (Settings > Chat).
        self.save_preset = bb.addButton(
            translate("chat", "Save as preset…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.save_preset.setToolTip(
            translate("chat", "Keep this system prompt, sampling and thinking as a preset")
        )
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def preset_from_fields(self, name: str) -> Preset:
        return Preset(
            name=name,
            system_prompt=self.prompt.toPlainText(),
            temperature=round(self.temperature.value(), 3),
            # 0 is not a top_p the engine takes: the spin box's floor becomes the smallest kept.
            top_p=max(0.001, round(self.top_p.value(), 3)),
            max_tokens=self.max_tokens.value(),
            thinking=self.thinking.isChecked(),
        )

    def values(self) -> dict:
        sampling: dict[str, object] = {}
        if self.override.isChecked():
            sampling = {
                "temperature": round(self.temperature.value(), 3),
                "top_p": round(self.top_p.value(), 3),
                "top_k": self.top_k.value(),
                "max_tokens": self.max_tokens.value(),
            }
        # Offered servers as ticked; when none could be offered the earlier choice stays.
        chosen = (
            [n for n, b in self.tool_boxes.items() if b.isChecked()]
            if self.tool_boxes
            else self.chosen_tools
        )
        if chosen:
            sampling[CONV_TOOLS] = chosen
        if self.preset:  # the preset stays named; the composer marks it changed if it is
            sampling[CONV_PRESET] = self.preset
        return {
            "system_prompt": self.prompt.toPlainText(),
            "thinking": self.thinking.isChecked(),
            "sampling": sampling,
        }
