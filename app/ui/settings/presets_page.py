"""Settings > Chat: the system prompt a new conversation starts with, and named presets (system
prompt, temperature, top p, max tokens, thinking) that a conversation takes in one click from
the composer's Preset button."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.settings import PRESET_NAME_CHARS, Preset, Settings
from app.core.words import translate
from app.ui.a11y import describe


def _clean(name: str) -> str:
    return " ".join(name.split())[:PRESET_NAME_CHARS]


class PresetsPage(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.addWidget(
            QLabel(
                translate("settings", "System prompt of a new conversation (empty: none):"), self
            )
        )
        self.default_prompt = QPlainTextEdit(self)
        self.default_prompt.setTabChangesFocus(True)  # Tab moves on: no trap
        self.default_prompt.setPlainText(settings.chat.system_prompt)
        self.default_prompt.setPlaceholderText(
            translate("settings", "e.g. Answer briefly. Say when you are unsure.")
        )
        self.default_prompt.setFixedHeight(90)
        describe(self.default_prompt, translate("settings", "Default system prompt"),
                 translate("settings", "System prompt of a new conversation (empty: none)"))  # fmt: skip
        lay.addWidget(self.default_prompt)
        note = QLabel(
            translate(
                "settings",
                "Each new conversation keeps its own copy; change one in its ⚙ settings.",
            ),
            self,
        )
        note.setObjectName("MetaLabel")
        note.setWordWrap(True)
        lay.addWidget(note)

        lay.addSpacing(8)
        head = QLabel(
            translate(
                "settings",
                "<b>Presets</b>: a conversation takes one from the composer's Preset button.",
            )
        )
        head.setWordWrap(True)
        lay.addWidget(head)
        self.presets: list[Preset] = [copy.deepcopy(p) for p in settings.chat.presets]
        self.list = QListWidget(self)
        self.list.setMaximumHeight(120)
        describe(self.list, translate("settings", "Presets"),
                 translate("settings", "The presets a conversation can use; choose one to edit "
                           "it"))  # fmt: skip
        lay.addWidget(self.list)
        row = QHBoxLayout()
        self.add_button = QPushButton(translate("settings", "New preset"), self)
        self.add_button.clicked.connect(self.add_preset)
        self.remove_button = QPushButton(translate("settings", "Remove"), self)
        self.remove_button.clicked.connect(self.remove_preset)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        lay.addLayout(row)

        self.editor = QWidget(self)
        form = QFormLayout(self.editor)
        form.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit(self.editor)
        self.name.setMaxLength(PRESET_NAME_CHARS)
        self.prompt = QPlainTextEdit(self.editor)
        self.prompt.setTabChangesFocus(True)  # Tab moves on: no trap
        describe(self.prompt, translate("settings", "Preset's system prompt"),
                 translate("settings", "The system prompt this preset sets"))  # fmt: skip
        self.prompt.setFixedHeight(90)
        self.prompt.setPlaceholderText(
            translate("settings", "e.g. You review Python code: point out bugs first.")
        )
        self.temperature = QDoubleSpinBox(self.editor, minimum=0.0, maximum=2.0, singleStep=0.05)
        self.top_p = QDoubleSpinBox(
            self.editor, minimum=0.01, maximum=1.0, singleStep=0.05, decimals=2
        )
        self.max_tokens = QSpinBox(self.editor, minimum=0, maximum=262144, singleStep=512)
        self.max_tokens.setSpecialValueText(translate("settings", "no limit"))
        self.thinking = QCheckBox(
            translate("settings", "Let the model think before it answers"), self.editor
        )
        form.addRow(translate("settings", "Name"), self.name)
        form.addRow(translate("settings", "System prompt"), self.prompt)
        form.addRow(translate("settings", "Temperature"), self.temperature)
        form.addRow(translate("settings", "Top p"), self.top_p)
        form.addRow(translate("settings", "Max tokens"), self.max_tokens)
        form.addRow("", self.thinking)
        lay.addWidget(self.editor)
        self.problem = QLabel(self)
        self.problem.setObjectName("ErrorText")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.hide()
        lay.addWidget(self.problem)
        lay.addStretch(1)

        self._shown = -1  # the row whose preset the editor shows
        for p in self.presets:
            self.list.addItem(p.name)
        self.list.currentRowChanged.connect(self._show)
        self.name.textEdited.connect(self._renamed)
        self.list.setCurrentRow(0 if self.presets else -1)
        self._show(self.list.currentRow())

    # --- editing ---------------------------------------------------------------------------------

    def _keep(self) -> None:
        """What the editor shows goes back into its preset (before another is shown)."""
        if not 0 <= self._shown < len(self.presets):
            return
        p = self.presets[self._shown]
        p.name = _clean(self.name.text())
        p.system_prompt = self.prompt.toPlainText()
        p.temperature = round(self.temperature.value(), 3)
        p.top_p = round(self.top_p.value(), 3)
        p.max_tokens = self.max_tokens.value()
        p.thinking = self.thinking.isChecked()

    def _show(self, row: int) -> None:
        self._keep()
        self._shown = row
        has = 0 <= row < len(self.presets)
        self.editor.setEnabled(has)
        self.remove_button.setEnabled(has)
        p = self.presets[row] if has else Preset()
        self.name.setText(p.name)
        self.prompt.setPlainText(p.system_prompt)
        self.temperature.setValue(p.temperature)
        self.top_p.setValue(p.top_p)
        self.max_tokens.setValue(p.max_tokens)
        self.thinking.setChecked(p.thinking)

    def _renamed(self, text: str) -> None:
        item = self.list.item(self._shown)
        if item is not None:
            item.setText(text)

    def add_preset(self) -> None:
        self._keep()
        taken = {p.name.casefold() for p in self.presets}
        n = 1
        while (name := translate("settings", "Preset {n}").format(n=n)).casefold() in taken:
            n += 1
        self.presets.append(Preset(name=name))
        self.list.addItem(name)
        self.list.setCurrentRow(len(self.presets) - 1)
        self.name.setFocus()
        self.name.selectAll()

    def remove_preset(self) -> None:
        row = self._shown
        if not 0 <= row < len(self.presets):
            return
        self._shown = -1  # nothing to keep: it is going
        del self.presets[row]
        self.list.takeItem(row)
        self._show(self.list.currentRow())

    # --- the dialog's Save -----------------------------------------------------------------------

    def problems(self) -> list[str]:
        """What keeps the presets from being saved (a name missing or used twice)."""
        self._keep()
        out: list[str] = []
        seen: set[str] = set()
        for i, p in enumerate(self.presets, 1):
            if not p.name:
                out.append(translate("settings", "Preset {n} has no name.").format(n=i))
            elif p.name.casefold() in seen:
                out.append(translate(
                    "settings", "Two presets are named '{name}': give each its own name."
                ).format(name=p.name))  # fmt: skip
            seen.add(p.name.casefold())
        return out

    def check(self) -> bool:
        """True when the page can be saved; else its problems are shown on it."""
        problems = self.problems()
        self.problem.setText(" ".join(problems))
        self.problem.setVisible(bool(problems))
        return not problems

    def apply(self, s: Settings) -> None:
        self._keep()
        s.chat.system_prompt = self.default_prompt.toPlainText()
        s.chat.presets = [copy.deepcopy(p) for p in self.presets]
