"""The composer: Enter sends, Shift+Enter adds a line; files dropped become context; drafts kept.

The text box and its keys are in composer_edit.py, the attachments as data in attachments.py and
their chips in attachment_chips.py; here the panel that holds them, the mode row, drafts.
"""

from __future__ import annotations

import os
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QActionGroup, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.docs.attach import Attachment as CoreAttachment
from app.core.docs.kinds import kind_of
from app.core.words import QT_TRANSLATE_NOOP, grouped, translate
from app.ui.a11y import describe
from app.ui.chat.attachment_chips import Chip, DocChip, _k
from app.ui.chat.attachments import (
    DOC_KINDS,
    MAX_TOTAL_BYTES,
    AttachError,
    Attachment,
    DocAttachment,
    fenced,
    read_text_file,
)
from app.ui.chat.composer_edit import SEND_KEYS_HINT, ComposerEdit
from app.ui.shell.theme import OWN_FOCUS_LOOK

if TYPE_CHECKING:  # a type only: the chat pane hands the service in
    from app.ui.docs.library import DocsService

LIMIT_CHOICES = (1024, 2048, 4096, 8192, 16384, 32768, 0)  # reply limits offered; 0 = none
ADD_TO_LIBRARY_TIP = QT_TRANSLATE_NOOP(
    "chat",
    "Attached documents belong to this conversation only: your library (File › Documents…), "
    "its search and the Library switch do not see them. Tick this to add the ones read to the "
    "library as well when you send, as Documents › Add files does. An encrypted PDF is never "
    "added: the library would keep its text unencrypted.",
)
# Shown as translate("chat", BUSY_HINT); the pane takes the same words away again.
BUSY_HINT = QT_TRANSLATE_NOOP("chat", "An answer is being written: press Esc to stop it first.")


class Composer(QWidget):
    sendRequested = Signal(str, list)  # text, attachments
    stopRequested = Signal()
    thinkingToggled = Signal(bool)
    limitChosen = Signal(int)  # max tokens for this conversation; 0 = no limit, -1 = the default
    toolsChosen = Signal(list)  # the tool servers Ling may use in this conversation
    presetChosen = Signal(str)  # a preset's name for this conversation; "" = the defaults
    presetsEditRequested = Signal()  # Settings > Chat, where presets are made and changed
    settingsRequested = Signal()
    draftChanged = Signal(dict)
    status = Signal(str)

    def __init__(self, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ComposerArea")
        self.attachments: list[Attachment | DocAttachment] = []
        self.docs: DocsService | None = None  # set by the chat pane
        self.docs_exact = False  # token counts are the model's tokenizer's (else estimates)
        self.password_dialog: QInputDialog | None = None
        self._asking: list[DocAttachment] = []  # encrypted PDFs waiting for their password
        self._doc_chips: list[DocChip] = []
        self.compact = compact
        self._busy = False
        self._loading_draft = False
        outer = QVBoxLayout(self)
        m = 8 if compact else 24
        outer.setContentsMargins(m, 4, m, 10)
        self.frame = QFrame(self)
        self.frame.setObjectName("ComposerFrame")
        fl = QVBoxLayout(self.frame)
        fl.setContentsMargins(10, 8, 10, 6)
        fl.setSpacing(4)
        self.chips = QHBoxLayout()
        self.chips.setSpacing(6)
        self.chips.addStretch(1)
        self.doc_list = QVBoxLayout()  # documents one a line: a folder may give dozens
        self.doc_list.setSpacing(2)
        fl.addLayout(self.doc_list)
        # Attached documents belong to this conversation; the library gets them only when asked.
        self.add_to_library = QCheckBox(translate("chat", "Also add to library"), self.frame)
        self.add_to_library.setObjectName("AddToLibrary")
        self.add_to_library.setToolTip(translate("chat", ADD_TO_LIBRARY_TIP))
        self.add_to_library.hide()  # shown while documents are attached
        fl.addWidget(self.add_to_library, 0, Qt.AlignmentFlag.AlignLeft)
        fl.addLayout(self.chips)
        self.edit = ComposerEdit(self.frame)
        describe(
            self.edit,
            translate("chat", "Message to Ling"),
            translate("chat", "Type your question; {keys}").format(
                keys=translate("chat", SEND_KEYS_HINT)
            ),
        )
        self.edit.setProperty(OWN_FOCUS_LOOK, True)  # the frame turns accent instead of a ring
        fl.addWidget(self.edit)
        tools = QHBoxLayout()
        tools.setSpacing(4)
        self.thinking = self._tool(translate("chat", "Thinking"), translate(
            "chat", "Let the model think before it answers (per conversation; "
            "chat_template_kwargs.enable_thinking)"))  # fmt: skip
        self.thinking.setCheckable(True)
        self.thinking.toggled.connect(self._thinking_toggled)
        self.clip = self._tool(translate("chat", "Ask about clipboard"), translate(
            "chat", "Put the clipboard text in the message as a fenced block (Ctrl+Shift+V)"))  # fmt: skip
        self.clip.clicked.connect(self.paste_clipboard_block)
        self.attach = self._tool(
            translate("chat", "Attach"),
            translate(
                "chat",
                "Add documents (PDF, Word, ODT, Excel, PowerPoint, HTML, e-mail, Markdown, CSV, code, "
                "text) or drop files and folders here; they are read on this machine",
            ),
        )
        # A switch that says its state in words, as Thinking does (a tick alone, in a menu at
        # the default size, was missed: it stayed on and replaced an attached PDF).
        self.library = self._tool(
            translate("chat", "Library"),
            translate(
                "chat",
                "Let this question draw on your whole document library (File › Documents…): the "
                "passages that answer it are found and cited. Documents attached here go in whole "
                "instead when they fit. Each new chat starts with it off.",
            ),
        )
        self.library.setCheckable(True)
        self.library.toggled.connect(self._library_toggled)
        self.limit = self._tool("", "")
        self.limit.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # Short and never squeezed: the limit must stay readable.
        self.limit.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.limit_menu = QMenu(self.limit)
        for n in LIMIT_CHOICES:
            act = self.limit_menu.addAction(
                translate("chat", "{count} tokens").format(count=grouped(n))
                if n
                else translate("chat", "No limit")
            )
            act.triggered.connect(lambda _c=False, n=n: self.limitChosen.emit(n))
        self.limit_menu.addSeparator()
        self.limit_default = self.limit_menu.addAction("")
        self.limit_default.triggered.connect(lambda: self.limitChosen.emit(-1))
        self.limit.setMenu(self.limit_menu)
        # MCP tools for this conversation: shown once tool servers are configured (set_tools).
        self.tools_button = self._tool(
            translate("chat", "Tools"),
            translate("chat", "The tools (MCP servers) this conversation may use"),
        )
        self.tools_button.setObjectName("ToolsButton")
        self.tools_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.tools_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.tools_menu = QMenu(self.tools_button)
        self.tools_button.setMenu(self.tools_menu)
        self.tools_button.hide()
        self._tools_args: tuple[list[str], list[str], str] = ([], [], "")
        # Presets (Settings > Chat) for this conversation: shown once there are some.
        self.preset_button = self._tool(
            translate("chat", "Preset"), translate("chat", "The preset this conversation uses")
        )
        self.preset_button.setObjectName("PresetButton")
        self.preset_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.preset_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.preset_menu = QMenu(translate("chat", "Preset for this chat"), self.preset_button)
        self.preset_button.setMenu(self.preset_menu)
        self.preset_button.hide()
        self._preset_args: tuple[list[str], str, str, str] = ([], "", "", "")
        self.conv_settings = self._tool(
            "⚙", translate("chat", "This conversation: system prompt, sampling, tools")
        )
        self.conv_settings.clicked.connect(self.settingsRequested)
        describe(self.conv_settings, translate("chat", "Conversation settings"))
        describe(self.attach, translate("chat", "Attach documents"))
        describe(self.clip, translate("chat", "Ask about the clipboard"))
        # The modes in force, in words, always in view (never only inside a menu): first on the
        # row, or on a row of their own when the narrow row cannot hold them (_split_modes).
        self.modes = QWidget(self.frame)
        self.modes.setObjectName("ComposerModes")
        ml = QHBoxLayout(self.modes)
        ml.setContentsMargins(0, 0, 0, 0)
        ml.setSpacing(4)
        for b in (self.thinking, self.library, self.tools_button, self.preset_button):
            ml.addWidget(b)
        self.modes_row = QHBoxLayout()
        self.modes_row.addStretch(1)
        fl.addLayout(self.modes_row)
        tools.addWidget(self.modes)
        for b in (self.clip, self.attach, self.limit, self.conv_settings):
            tools.addWidget(b)
        self.compact = compact
        self.always_compact = compact  # the side panel; the main window's follows its width
        self._limit_args: tuple[int, int, bool] | None = None
        self._context_args: tuple[int, int, bool] | None = None
        tools.addStretch(1)
        # The meter, Send and Stop: one piece, on the tools' row, or on a line of its own below
        # when even the short labels leave it no room (a large zoom in a narrow window).
        self.end_part = QWidget(self.frame)
        end = QHBoxLayout(self.end_part)
        end.setContentsMargins(0, 0, 0, 0)
        end.setSpacing(4)
        meter = QVBoxLayout()
        meter.setSpacing(1)
        self.meter_label = QLabel(self.frame)
        self.meter_label.setObjectName("ContextMeter")
        self.meter_bar = QProgressBar(self.frame)
        self.meter_bar.setObjectName("ContextBar")
        self.meter_bar.setTextVisible(False)
        self.meter_bar.setFixedHeight(4)
        meter.addWidget(self.meter_label, 0, Qt.AlignmentFlag.AlignRight)
        meter.addWidget(self.meter_bar, 0, Qt.AlignmentFlag.AlignRight)
        end.addLayout(meter)
        self.send_button = QPushButton(translate("chat", "Send"), self.frame)
        self.send_button.setObjectName("Primary")
        self.send_button.setToolTip(translate("chat", "Send (Enter)"))
        self.send_button.clicked.connect(self.submit)
        self.stop_button = QPushButton(translate("chat", "Stop"), self.frame)
        self.stop_button.setObjectName("StopButton")
        self.stop_button.setToolTip(translate("chat", "Stop the answer (Esc)"))
        self.stop_button.clicked.connect(self.stopRequested)
        self.stop_button.hide()
        end.addSpacing(8)
        end.addWidget(self.send_button)
        end.addWidget(self.stop_button)
        tools.addWidget(self.end_part)
        fl.addLayout(tools)
        self._end_row = QHBoxLayout()
        self._end_row.addStretch(1)
        fl.addLayout(self._end_row)
        self._tools_row = tools
        self._margins = (outer, fl)  # for full_need
        self._full_need = 0  # px the composer needs for the long labels (measured when shown)
        outer.addWidget(self.frame)
        self.edit.submitted.connect(self.submit)
        self.edit.filesDropped.connect(self.add_files)
        self.edit.largePaste.connect(self.add_paste)
        self.edit.textChanged.connect(self._text_changed)
        self.edit.installEventFilter(self)
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(400)
        self._draft_timer.timeout.connect(self.emit_draft)
        self.setAcceptDrops(True)
        self.frame.setProperty("focused", False)
        # Tab goes as the eye does: the modes first, then the buttons, Send last.
        chain: list[QWidget] = [self.edit, self.thinking, self.library, self.tools_button,
                                self.preset_button, self.clip, self.attach, self.limit,
                                self.conv_settings, self.send_button, self.stop_button]  # fmt: skip
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        self.set_compact(compact)

    COMPACT_BELOW = 620  # px: narrower than this, short labels (never unlabelled blobs)

    def set_compact(self, on: bool) -> None:
        """Short labels for a narrow composer; every button keeps words a person can read."""
        self.compact = on
        # Narrow: the 24 px margins beside the frame went to the row instead, so the context
        # count keeps its words at 480 px ("~123k / 262k" was cut to "~123k / 2").
        m = 8 if on else 24
        self._margins[0].setContentsMargins(m, 4, m, 10)
        self.clip.setText(
            translate("chat", "Clip", "short for Ask about clipboard")
            if on
            else translate("chat", "Ask about clipboard")
        )
        self.attach.setText("+" if on else translate("chat", "Attach"))
        self._place_modes()
        self._library_label()
        # Narrow: a click opens Attach's menu (no arrow beside it taking the room).
        if self.attach.menu() is not None:
            self.attach.setPopupMode(
                QToolButton.ToolButtonPopupMode.InstantPopup
                if on
                else QToolButton.ToolButtonPopupMode.MenuButtonPopup
            )
        self.meter_bar.setFixedWidth(70 if on else 110)
        self._thinking_label(self.thinking.isChecked())
        if self._limit_args is not None:
            self.set_limit(*self._limit_args)
        if self._context_args is not None:
            self.set_context(*self._context_args)

    def full_need(self) -> int:
        """The width the row needs with its long labels: narrower, they were cut ("Ask a…board",
        "373 / 262k conte") in the default 1240 px window with both side areas open."""
        m, fm = (lay.contentsMargins() for lay in self._margins)
        return (self._tools_row.minimumSize().width() + m.left() + m.right()
                + fm.left() + fm.right() + 2)  # fmt: skip

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_labels(event.size().width())
        self._fit_chips()

    def _chip_room(self) -> int:
        """The px a document chip may take: the frame's inside, known from the composer's
        width (the frame is laid out after this resize)."""
        outer, fl = (lay.contentsMargins() for lay in self._margins)
        frame = 2 * self.frame.frameWidth() + 2  # its border (style sheet)
        return self.width() - outer.left() - outer.right() - fl.left() - fl.right() - frame

    def _fit_chips(self) -> None:
        room = self._chip_room()
        for chip in self._doc_chips:
            chip.fit(room)

    def _fit_labels(self, width: int) -> None:
        narrow = self.always_compact or width < max(self.COMPACT_BELOW, self._full_need)
        if narrow != self.compact:
            self.set_compact(narrow)
        if not self.compact:
            self._full_need = self.full_need()  # the long labels as they are now
            if width < self._full_need:
                self.set_compact(True)
        self._split_modes(width)
        self._fit_end(width)

    def end_below(self) -> bool:
        """Whether Send and the meter are on a line of their own."""
        return self._end_row.indexOf(self.end_part) >= 0

    def _fit_end(self, width: int) -> None:
        """Send and the meter below the tools when the short labels still do not fit beside
        them: at 200 % in a 480 px window they were squeezed to "Se" and "355/2"."""
        below = self.end_below()
        need = self.full_need()  # the row as it is now (with or without the end part)
        if below:
            need += self.end_part.sizeHint().width() + self._tools_row.spacing()
        want_below = self.compact and width < need
        if want_below == below:
            return
        if want_below:
            self._tools_row.removeWidget(self.end_part)
            self._end_row.addWidget(self.end_part)
        else:
            self._end_row.removeWidget(self.end_part)
            self._tools_row.addWidget(self.end_part)

    def _tool(self, text: str, tip: str) -> QToolButton:
        b = QToolButton(self.frame)
        b.setObjectName("ComposerTool")
        b.setText(text)
        b.setToolTip(tip)
        # Never squeezed into "T…n": the composer turns to short labels instead (set_compact).
        b.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        return b

    def eventFilter(self, obj, event) -> bool:
        if obj is self.edit and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.frame.setProperty("focused", event.type() == QEvent.Type.FocusIn)
            self.frame.style().unpolish(self.frame)
            self.frame.style().polish(self.frame)
        return super().eventFilter(obj, event)

    # --- state -----------------------------------------------------------------------------------

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)

    def set_thinking(self, on: bool) -> None:
        self.thinking.blockSignals(True)
        self.thinking.setChecked(on)
        self.thinking.blockSignals(False)
        self._thinking_label(on)

    def set_limit(self, tokens: int, default: int, own: bool) -> None:
        """The reply limit in force (`own`: this conversation's, else the default from Settings)."""
        self._limit_args = (tokens, default, own)
        # Limits are powers of two: 4,096 reads "4k" (as people say it), not "4.1k".
        size = f"{tokens // 1024}k" if tokens >= 1024 and tokens % 1024 == 0 else _k(tokens)
        if tokens <= 0:
            self.limit.setText("∞" if self.compact else translate("chat", "No limit"))
            describe(self.limit, translate("chat", "Reply length: no limit"))
        else:
            self.limit.setText(
                f"≤{size}"
                if self.compact
                else translate("chat", "Limit {size}", "reply length").format(size=size)
            )
            describe(
                self.limit,
                translate("chat", "Reply length limit: {count} tokens").format(
                    count=grouped(tokens)
                ),
            )
        if tokens <= 0:
            tip = translate(
                "chat", "Replies have no length limit in this conversation. Click to set one."
            )
        elif own:
            tip = translate(
                "chat",
                "Longest reply, thinking included: {count} tokens (this conversation's). The "
                "engine stops there and the reply says it was cut. Click to change it for this "
                "conversation.",
            )
        else:
            tip = translate(
                "chat",
                "Longest reply, thinking included: {count} tokens (the default, Settings › "
                "Sampling). The engine stops there and the reply says it was cut. Click to "
                "change it for this conversation.",
            )
        self.limit.setToolTip(tip.format(count=grouped(tokens)))
        self.limit_default.setText(
            translate("chat", "Default ({count} tokens)").format(count=grouped(default))
        )

    def _place_modes(self, split: bool | None = None) -> None:
        """The modes lead the one row, or (`split`, narrow by default) take a row of their own
        above the buttons, so Library, Thinking, Tools and the preset stay in words at 480 px
        and Send stays whole."""
        split = self.compact if split is None else split
        here, there = (
            (self.modes_row, self._tools_row) if split else (self._tools_row, self.modes_row)
        )
        if here.indexOf(self.modes) < 0:
            there.removeWidget(self.modes)
            here.insertWidget(0, self.modes)

    def _refit(self) -> None:
        """A mode's words changed (a preset named, tools chosen): the row is fitted again."""
        if self.isVisible():
            self._fit_labels(self.width())

    def _split_modes(self, width: int) -> None:
        """Narrow: the modes share the buttons' row while all of it fits, else their own row
        (a second row the chat did not need made its view shorter)."""
        if self.compact:
            need = self.full_need()
            if self.modes_row.indexOf(self.modes) >= 0:  # split now: what the one row would need
                need += self.modes.minimumSizeHint().width() + self._tools_row.spacing()
            self._place_modes(split=width < need)

    def _library_toggled(self, _on: bool) -> None:
        self._library_label()
        self._refit()

    def _library_label(self) -> None:
        on = self.library.isChecked()
        if self.compact:
            self.library.setText(
                translate("chat", "Library") if on else translate("chat", "No library")
            )
        else:
            self.library.setText(
                translate("chat", "Library on") if on else translate("chat", "Library off")
            )

    def _thinking_label(self, on: bool) -> None:
        if self.compact:
            self.thinking.setText(
                translate("chat", "Think", "short: thinking on")
                if on
                else translate("chat", "No think", "short: thinking off")
            )
        else:
            self.thinking.setText(
                translate("chat", "Thinking on") if on else translate("chat", "Thinking off")
            )

    def _thinking_toggled(self, on: bool) -> None:
        self._thinking_label(on)
        self.thinkingToggled.emit(on)

    def set_tools(self, servers: list[str], chosen: list[str], unavailable: str = "") -> None:
        """The tool servers configured, those chosen for this conversation, and why tools cannot
        be offered now ("" when they can). No servers: no button."""
        self._tools_args = (list(servers), list(chosen), unavailable)
        self._place_tools()
        self.tools_menu.clear()
        on = [n for n in chosen if n in servers]
        if unavailable:
            why = unavailable.rstrip(".")
            note = self.tools_menu.addAction(
                translate("chat", "Tools are unavailable: {why}.").format(why=why)
            )
            note.setEnabled(False)
            self.tools_button.setText(
                translate("chat", "Tools off") if on else translate("chat", "Tools")
            )
            self.tools_button.setToolTip(
                translate("chat", "Tools are unavailable: {why}.").format(why=why)
            )
            self._refit()
            return
        for name in servers:
            act = self.tools_menu.addAction(name)
            act.setCheckable(True)
            act.setChecked(name in on)
            act.toggled.connect(lambda checked, n=name: self._tool_toggled(n, checked))
        self.tools_button.setText(
            translate("chat", "Tools: {names}").format(names=_short(", ".join(on), 16))
            if on
            else translate("chat", "Tools")
        )
        self.tools_button.setToolTip(
            translate(
                "chat", "Ling may use the tools of: {names} (each call asks you first)"
            ).format(names=", ".join(on))
            if on
            else translate("chat", "Let Ling use tools from your MCP servers in this conversation")
        )
        self._refit()

    def _place_tools(self) -> None:
        """The Tools button, among the modes, once tool servers are configured."""
        self.tools_button.setVisible(bool(self._tools_args[0]))

    def set_presets(self, names: list[str], chosen: str, shown: str, tip: str) -> None:
        """The presets from Settings, the one chosen for this conversation (`shown` as it reads
        on the button: "name*" once changed here) and `tip` saying where it stands."""
        self._preset_args = (list(names), chosen, shown, tip)
        self.preset_menu.clear()
        group = QActionGroup(self.preset_menu)
        entries = [(translate("chat", "No preset (defaults from Settings)"), "")]
        entries += [(n, n) for n in names]
        if chosen and chosen not in names:  # removed from Settings: its values are kept here
            entries.append(
                (translate("chat", "{name} (removed; kept here)").format(name=chosen), chosen)
            )
        for label, name in entries:
            act = self.preset_menu.addAction(label)
            act.setCheckable(True)
            act.setChecked(name == chosen)
            act.setActionGroup(group)
            act.triggered.connect(lambda _c=False, n=name: self.presetChosen.emit(n))
        self.preset_menu.addSeparator()
        self.preset_menu.addAction(
            translate("chat", "Edit presets…"), self.presetsEditRequested.emit
        )
        star = "*" if shown.endswith("*") else ""  # "changed here" survives the cut
        self.preset_button.setText(
            translate("chat", "Preset: {name}").format(name=_short(shown.removesuffix("*"), 18))
            + star
            if shown
            else translate("chat", "Preset")
        )
        self.preset_button.setToolTip(
            translate("chat", "{tip} Click to choose another for this conversation.").format(
                tip=tip
            )
        )
        self.preset_menu.setTitle(
            translate("chat", "Preset: {name}").format(name=shown)
            if shown
            else translate("chat", "Preset for this chat")
        )
        # Among the modes once Settings has presets (or this chat keeps a removed one's values).
        self.preset_button.setVisible(bool(names or chosen))
        self._refit()

    def _tool_toggled(self, name: str, checked: bool) -> None:
        servers, chosen, _ = self._tools_args
        chosen = [n for n in servers if (n == name and checked) or (n != name and n in chosen)]
        self.toolsChosen.emit(chosen)

    def set_context(self, used: int, total: int, exact: bool) -> None:
        self._context_args = (used, total, exact)
        total = max(total, 1)
        pct = min(100, int(used * 100 / total))
        approx = "" if exact else "~"
        # Narrow: no spaces and no word, so the count stays whole beside the short labels.
        self.meter_label.setText(
            translate("chat", "{used}/{total}", "context meter, narrow").format(
                used=approx + _k(used), total=_k(total)
            )
            if self.compact
            else translate("chat", "{used} / {total} context").format(
                used=approx + _k(used), total=_k(total)
            )
        )
        self.meter_bar.setValue(pct)
        if self.isVisible():  # a longer count may no longer fit
            if self.compact:
                self._split_modes(self.width())
            else:
                self._fit_labels(self.width())
        self.meter_label.setToolTip(
            translate(
                "chat",
                "Context used: {used} of {total} tokens ({pct}%). The engine's count for what "
                "it has seen; the rest (and what you are typing) is estimated.",
            ).format(used=approx + grouped(used), total=grouped(total), pct=pct)
        )
        self._doc_facts()

    # --- text ------------------------------------------------------------------------------------

    def text(self) -> str:
        return self.edit.toPlainText()

    def submit(self) -> None:
        text = self.edit.toPlainText()
        if self._busy:
            self.status.emit(translate("chat", BUSY_HINT))
            return
        if not text.strip() and not self.attachments:
            return
        reading = [a for a in self.attachments if isinstance(a, DocAttachment)
                   and a.state == "reading"]  # fmt: skip
        if reading:
            count = len(reading)
            self.status.emit(
                translate(
                    "chat",
                    "Still reading %n document(s); send again once their chips show their pages.",
                    None,
                    count,
                )
            )
            return
        atts = list(self.attachments)
        self.sendRequested.emit(text, atts)

    def clear(self) -> None:
        self.edit.clear()
        self.attachments = []
        self.add_to_library.setChecked(False)  # a choice for the documents sent, not the next
        self._render_chips()
        self.emit_draft()

    def unread(self) -> list[DocAttachment]:
        """Documents attached that could not be read (they are not sent)."""
        return [a for a in self.documents() if a.state == "failed"]

    def sent(self) -> None:
        """The message went: the box empties, but a document that could not be read stays,
        marked as not sent, until it is removed (it vanished silently, and the answer was
        taken to cover it)."""
        kept = self.unread()
        for a in kept:
            a.unsent = True
        self.edit.clear()
        self.attachments = list(kept)
        self.add_to_library.setChecked(False)  # a choice for the documents sent, not the next
        self._render_chips()
        self.emit_draft()

    def paste_clipboard_block(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.status.emit(translate("chat", "The clipboard holds no text."))
            return
        cursor = self.edit.textCursor()
        before = "" if cursor.atStart() or self.edit.toPlainText().endswith("\n") else "\n"
        cursor.movePosition(cursor.MoveOperation.End)
        if self.edit.toPlainText().strip():
            before = "\n\n"
        cursor.insertText(f"{before}{fenced(text)}\n\n")
        self.edit.setTextCursor(cursor)
        self.edit.setFocus()

    # --- files -----------------------------------------------------------------------------------

    def dragEnterEvent(self, e) -> None:
        if e.mimeData().hasUrls():
            e.acceptProposedAction()

    def dropEvent(self, e) -> None:
        files = [u.toLocalFile() for u in e.mimeData().urls() if u.isLocalFile()]
        self.add_files(files)
        e.acceptProposedAction()

    def add_files(self, files: list[str]) -> list[str]:
        """Small UTF-8 text and code files go into the message, fenced; documents, folders and
        text too long or not UTF-8 are read by the document core off the GUI thread."""
        problems = []
        documents: list[str] = []
        for f in files:
            p = Path(f)
            if p.is_dir() or kind_of(p) in DOC_KINDS:
                documents.append(f)
                continue
            used = sum(
                len(a.text.encode())
                for a in self.attachments
                if isinstance(a, Attachment) and not a.pasted
            )
            try:
                att = read_text_file(p, MAX_TOTAL_BYTES - used)
            except AttachError as exc:
                if kind_of(p) is not None and p.is_file() and not exc.binary:
                    documents.append(f)  # long or another encoding: the core reads it
                else:
                    problems.append(str(exc))
                continue
            self.attachments.append(att)
        self._render_chips()
        if documents:
            self.add_documents(documents)
        if problems:
            self.status.emit(" ".join(problems))
        self.emit_draft()
        return problems

    def add_paste(self, text: str) -> None:
        """A paste too long for the editor: kept as a chip, sent with the message as it is."""
        self.attachments.append(
            Attachment(translate("chat", "Pasted text"), "", text, "", pasted=True)
        )
        self._render_chips()
        self.status.emit(
            translate(
                "chat",
                "Pasted {count} characters: kept as an attachment chip (too long to edit here).",
            ).format(count=grouped(len(text)))
        )
        self._draft_timer.start()  # saved in a later turn: the paste itself stays quick

    def add_documents(self, paths: list[str]) -> None:
        """Attach documents (files or folders): each shows a chip at once and is read in the
        library's worker; a failed one says why on its chip and nothing else is lost."""
        if self.docs is None:
            self.status.emit(translate("chat", "Documents cannot be attached here."))
            return
        for path in paths:
            path = os.path.abspath(path)
            if any(isinstance(a, DocAttachment) and a.path == path for a in self.attachments):
                continue
            att = DocAttachment(path, os.path.basename(path.rstrip(os.sep)) or path)
            self.attachments.append(att)
            self._read(att)
        self._render_chips()

    def _read(self, att: DocAttachment) -> None:
        att.state = "reading"
        passwords = {att.path: att.password} if att.password else None
        assert self.docs is not None
        path = att.path
        self.docs.submit_chat(
            lambda chat: chat.attach([path], passwords),
            lambda result, error: self._was_read(att, result, error),
        )

    def _was_read(self, att: DocAttachment, result, error: Exception | None) -> None:
        if not any(a is att for a in self.attachments):
            return  # removed while it was read
        found: list[CoreAttachment] = [] if error is not None else list(result)
        if error is not None:
            att.state = "failed"
            att.error = translate("chat", "could not be read ({error})").format(error=error)
            found = []
        elif not found:
            att.state, att.error = "failed", translate("chat", "holds no document Ling Desk reads")
        elif len(found) == 1 and found[0].path == att.path:
            self._take(att, found[0])
        else:  # a folder: a chip for each document in it, in place of the folder's
            i = self.attachments.index(att)
            chips = []
            for f in found:
                a = DocAttachment(f.path, os.path.basename(f.path))
                self._take(a, f)
                chips.append(a)
            self.attachments[i : i + 1] = chips
        self._render_chips()
        self.emit_draft()
        self._ask_passwords()

    def _take(self, att: DocAttachment, f: CoreAttachment) -> None:
        att.pages, att.tokens, att.reason = f.pages, f.tokens, f.reason
        if f.status in ("indexed", "unchanged"):
            att.state, att.error = "ready", ""
        else:
            att.state, att.error = "failed", f.error or translate("chat", "could not be read")
            if f.reason == "encrypted" and att not in self._asking:
                self._asking.append(att)

    def _ask_passwords(self) -> None:
        """An encrypted PDF asks for its password (one dialog at a time, never blocking)."""
        self._asking = [a for a in self._asking if any(a is b for b in self.attachments)]
        if self.password_dialog is not None or not self._asking:
            return
        att = self._asking.pop(0)
        dlg = QInputDialog(self)
        dlg.setWindowTitle(translate("chat", "Password needed"))
        wrong = att.password is not None
        dlg.setLabelText(
            (
                translate("chat", "{name} is encrypted: that password is wrong. Try again:")
                if wrong
                else translate("chat", "{name} is encrypted. Its password:")
            ).format(name=att.name)
        )
        dlg.setTextEchoMode(QLineEdit.EchoMode.Password)
        dlg.setOkButtonText(translate("chat", "Open", "a password-protected document"))
        self.password_dialog = dlg

        def answered(code: int) -> None:
            self.password_dialog = None
            dlg.deleteLater()
            if code and dlg.textValue() and any(a is att for a in self.attachments):
                att.password = dlg.textValue()
                self._read(att)
                self._render_chips()
            self._ask_passwords()

        dlg.finished.connect(answered)
        dlg.open()

    def documents(self) -> list[DocAttachment]:
        return [a for a in self.attachments if isinstance(a, DocAttachment)]

    def _remove(self, att: Attachment) -> None:
        self.attachments = [a for a in self.attachments if a is not att]
        self._render_chips()
        self.emit_draft()

    def _render_chips(self) -> None:
        while self.chips.count() > 1:
            item = self.chips.takeAt(0)
            if item is not None and (w := item.widget()) is not None:
                w.deleteLater()
        while self.doc_list.count():
            item = self.doc_list.takeAt(0)
            if item is not None and (w := item.widget()) is not None:
                w.deleteLater()
        self._doc_chips = []
        inline = [a for a in self.attachments if isinstance(a, Attachment)]
        for i, att in enumerate(inline):
            chip = Chip(att, self.frame)
            chip.removed.connect(self._remove)
            self.chips.insertWidget(i, chip)
        for doc in self.documents():
            dchip = DocChip(doc, self.frame)
            dchip.removed.connect(self._remove)
            self.doc_list.addWidget(dchip, 0, Qt.AlignmentFlag.AlignLeft)
            self._doc_chips.append(dchip)
        self.add_to_library.setVisible(bool(self._doc_chips))
        self._doc_facts()

    def _doc_facts(self) -> None:
        """Each document's chip: what is left of the context once it (and those before it) are in."""
        used, total = (self._context_args or (0, 0, True))[:2]
        running = used
        for chip in self._doc_chips:
            if chip.att.state == "ready":
                running += chip.att.tokens
            left = max(0, total - running) if total > 0 else None
            chip.show_facts(left, self.docs_exact, self.compact)
        self._fit_chips()

    # --- drafts ----------------------------------------------------------------------------------

    def _text_changed(self) -> None:
        if not self._loading_draft:
            self._draft_timer.start()

    def emit_draft(self) -> None:
        self._draft_timer.stop()
        self.draftChanged.emit(self.draft())

    def flush_draft(self) -> None:
        if self._draft_timer.isActive():
            self.emit_draft()

    def typing(self) -> bool:
        """Typed here and not yet saved as the draft."""
        return self._draft_timer.isActive()

    def draft(self) -> dict:
        d: dict = {}
        if self.edit.toPlainText():
            d["text"] = self.edit.toPlainText()
        if self.attachments:
            d["attachments"] = [
                {"doc": a.path} if isinstance(a, DocAttachment) else a.to_dict()
                for a in self.attachments
            ]
        return d

    def load_draft(self, draft: dict) -> None:
        self._loading_draft = True
        try:
            self.edit.setPlainText(draft.get("text", ""))
            cursor = self.edit.textCursor()
            cursor.movePosition(cursor.MoveOperation.End)
            self.edit.setTextCursor(cursor)
            self.attachments = [
                Attachment(
                    a.get("name", "?"),
                    a.get("path", ""),
                    a.get("text", ""),
                    a.get("lang", ""),
                    bool(a.get("pasted", False)),
                )
                for a in draft.get("attachments", [])
                if isinstance(a, dict) and "doc" not in a
            ]
            docs = [
                str(a["doc"])
                for a in draft.get("attachments", [])
                if isinstance(a, dict) and isinstance(a.get("doc"), str)
            ]
            self._render_chips()
            if docs and self.docs is not None:
                self.add_documents(docs)  # read again: quick, the attachments file has them
        finally:
            self._loading_draft = False


def _short(text: str, chars: int) -> str:
    """A name cut to `chars` with an ellipsis (a button never grows with a long preset name)."""
    return text if len(text) <= chars else text[: chars - 1].rstrip() + "…"
