"""Tool-call cards under an answer: the call waiting for permission (server, tool, pretty
arguments, Allow once / Always allow this tool / Deny), a running call, and each finished call
with its result folded away. Everything a tool or the model wrote is shown as plain text (never
HTML): a result is data.

The cards are built from the answer's meta (TOOL_CALLS, TOOL_PENDING, TOOLS_NOTE, see
app/core/chat/model.py), so a reopened, regenerated or edited conversation shows the same.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.model import TOOL_CALLS, TOOL_PENDING, TOOLS_NOTE
from app.core.words import translate
from app.ui.a11y import announce, describe

ARGS_LINES_MAX = 12  # taller arguments scroll inside the card
RESULT_LINES_MAX = 16
PREVIEW_CHARS = 90


def mnemonic_free(text: str) -> str:
    """A button's words without its mnemonic: "Allow &once" -> "Allow once", "允许一次(&O)" ->
    "允许一次" (a screen reader says the key itself)."""
    return re.sub(r"\(&\w\)$", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def pretty(arguments: Any) -> str:
    if isinstance(arguments, str):
        return arguments
    return json.dumps(arguments, indent=2, ensure_ascii=False)


def _plain(text: str, parent: QWidget, name: str) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


class _TextBox(QPlainTextEdit):
    """Read-only monospace text, as tall as its lines up to `max_lines` (then it scrolls)."""

    def __init__(self, text: str, max_lines: int, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setReadOnly(True)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setPlainText(text)
        lines = min(max_lines, max(1, text.count("\n") + 1))
        height = self.fontMetrics().lineSpacing() * lines + 14
        self.setFixedHeight(height)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)


class ToolCard(QFrame):
    """One call. `decide(decision)` is given for the card that waits (buttons), else None."""

    def __init__(
        self,
        call: dict[str, Any],
        *,
        state: str,
        decide: Callable[[str], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ToolCard")
        self.setProperty("state", state)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.call = call
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.setSpacing(4)
        server, tool = str(call.get("server") or "?"), str(call.get("tool") or call.get("name"))
        # Each state its whole sentence (word order differs between languages).
        titles = {
            "asking": translate("tools", "Tool {tool} on {server}: wants to run"),
            "running": translate("tools", "Tool {tool} on {server}: running…"),
            "ran": translate("tools", "Tool {tool} on {server}: ran"),
            "failed": translate("tools", "Tool {tool} on {server}: failed"),
            "denied": translate("tools", "Tool {tool} on {server}: not run"),
        }
        title = titles.get(state, translate("tools", "Tool {tool} on {server}: {state}"))
        self.title = _plain(title.format(tool=tool, server=server, state=state), self, "ToolTitle")
        self.title.setToolTip(
            translate("tools", "MCP server {server}, tool {tool}").format(
                server=repr(server), tool=repr(tool)
            )
        )
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        lay.addWidget(self.title)
        self.arguments = _TextBox(
            pretty(call.get("arguments", {})), ARGS_LINES_MAX, self, "ToolArguments"
        )
        lay.addWidget(self.arguments)
        self.buttons: dict[str, QPushButton] = {}
        self.keys_hint: QLabel | None = None
        self._decide = decide
        if decide is not None:
            row = QHBoxLayout()
            row.setSpacing(6)
            # Each choice has its key, underlined on the button (Alt+letter); none is taken by
            # the menu bar (File, Edit, View, Engine, Help). A translation keeps the letter
            # (文件(&F) style in Chinese), so Alt+O/A/D and the hint below stay true everywhere.
            for key, text, tip in (
                ("allow_once", translate("tools", "Allow &once"),
                 translate("tools", "Run this call now; ask again next time (Alt+O)")),
                ("always", translate("tools", "&Always allow this tool"),
                 translate("tools", "Run {tool} without asking from now on (revoke in Settings > "
                           "Tools) (Alt+A)").format(tool=tool)),
                ("deny", translate("tools", "&Deny"),
                 translate("tools", "Do not run it; Ling is told it was denied (Alt+D or Esc)")),
            ):  # fmt: skip
                b = QPushButton(text, self)
                b.setObjectName(f"Tool_{key}")
                b.setToolTip(tip)
                describe(b, mnemonic_free(text), tip)
                b.clicked.connect(lambda _=False, k=key: self.choose(k))
                b.installEventFilter(self)  # Esc on the card: Deny (eventFilter)
                row.addWidget(b)
                self.buttons[key] = b
            row.addStretch(1)
            lay.addLayout(row)
            # Esc here denies this one call: said on the card, since Esc elsewhere stops the answer.
            self.keys_hint = _plain(
                translate(
                    "tools",
                    "Keys: Alt+O allow once · Alt+A always allow · Alt+D or Esc deny this call "
                    "(the answer goes on without it)",
                ),
                self,
                "ToolKeysHint",
            )
            lay.addWidget(self.keys_hint)
            self.buttons["allow_once"].setDefault(True)
        self.result_toggle: QToolButton | None = None
        self.result: _TextBox | None = None
        if "result" in call and state != "asking":
            text = str(call.get("result", ""))
            first = " ".join(text.split())[:PREVIEW_CHARS]
            self.result_toggle = QToolButton(self)
            self.result_toggle.setObjectName("ToolResultToggle")
            self.result_toggle.setCheckable(True)
            self.result_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            self.result_toggle.setArrowType(Qt.ArrowType.RightArrow)
            self.result_toggle.setText(
                translate("tools", "Result: {text}").format(text=first)
                if first
                else translate("tools", "Result (empty)")
            )
            self.result_toggle.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            lay.addWidget(self.result_toggle)
            self.result = _TextBox(text, RESULT_LINES_MAX, self, "ToolResult")
            self.result.hide()
            lay.addWidget(self.result)
            self.result_toggle.toggled.connect(self._toggle)

    def eventFilter(self, obj, event) -> bool:
        if (
            self._decide is not None
            and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
            and event.key() == Qt.Key.Key_Escape
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            event.accept()  # the window's Esc (Stop the answer) does not get it
            if event.type() == QEvent.Type.KeyPress:
                self.choose("deny")
            return True
        return super().eventFilter(obj, event)

    def choose(self, decision: str) -> None:
        assert self._decide is not None
        tool = str(self.call.get("tool") or self.call.get("name"))
        said = {
            "allow_once": translate("tools", "Tool {tool} allowed once."),
            "always": translate("tools", "Tool {tool} always allowed."),
            "deny": translate("tools", "Tool {tool} denied."),
        }
        announce(self, said.get(decision, "{tool}: " + decision).format(tool=tool))
        self._decide(decision)

    def take_focus(self) -> None:
        """The waiting card has the keyboard (and is said aloud): Enter allows once, Tab walks
        the choices, Esc denies."""
        server, tool = (
            str(self.call.get("server") or "?"),
            str(self.call.get("tool") or self.call.get("name")),
        )
        if self.isVisible() and self.window().isActiveWindow():
            self.buttons["allow_once"].setFocus(Qt.FocusReason.OtherFocusReason)
        announce(
            self,
            translate(
                "tools",
                "Permission asked: tool {tool} on {server} wants to run. Allow once, Alt+O; "
                "always allow, Alt+A; deny, Alt+D or Esc.",
            ).format(tool=tool, server=server),
            assertive=True,
        )

    def _toggle(self, on: bool) -> None:
        assert self.result is not None and self.result_toggle is not None
        self.result.setVisible(on)
        self.result_toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)


def card_state(call: dict[str, Any]) -> str:
    if not call.get("allowed"):
        return "denied"
    return "ran" if call.get("ok", True) else "failed"


class ToolsBox(QWidget):
    """The cards of one answer, rebuilt when its calls change (not on each streamed token)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ToolsBox")
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(6)
        self._shown: Any = None
        self.cards: list[ToolCard] = []
        self.note: QLabel | None = None

    def show_meta(self, meta: dict[str, Any], decide: Callable[[str], None] | None) -> None:
        calls = meta.get(TOOL_CALLS)
        calls = [c for c in calls if isinstance(c, dict)] if isinstance(calls, list) else []
        pending = meta.get(TOOL_PENDING)
        pending = pending if isinstance(pending, dict) else None
        note = meta.get(TOOLS_NOTE) if isinstance(meta.get(TOOLS_NOTE), str) else None
        key = (
            len(calls),
            json.dumps(pending, sort_keys=True, default=str),
            note,
            decide is not None,
        )
        if key == self._shown:
            return
        self._shown = key
        while self._lay.count():
            item = self._lay.takeAt(0)
            if item is not None and (w := item.widget()) is not None:
                w.hide()
                w.deleteLater()
        self.cards = []
        self.note = None
        if note:
            self.note = _plain(note, self, "ToolsNote")
            self._lay.addWidget(self.note)
            self.note.show()
        for call in calls:
            self._add(ToolCard(call, state=card_state(call), parent=self))
        if pending is not None:
            state = str(pending.get("state", "running"))
            asking = state == "asking" and decide is not None
            card = ToolCard(pending, state=state, decide=decide if asking else None, parent=self)
            self._add(card)
            if asking:
                card.take_focus()
        self.setVisible(bool(self.cards or self.note))

    def _add(self, card: ToolCard) -> None:
        self.cards.append(card)
        self._lay.addWidget(card)
        card.show()  # at once, not at the layout's queued show: its buttons are for now
