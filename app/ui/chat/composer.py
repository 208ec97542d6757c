"""The composer: Enter sends, Shift+Enter adds a line; files dropped become context; drafts kept."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMimeData, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.docs.attach import Attachment as CoreAttachment
from app.core.docs.extract import kind_of
from app.core.units import human_bytes
from app.ui.shell.theme import OWN_FOCUS_LOOK

if TYPE_CHECKING:  # a type only: the chat pane hands the service in
    from app.ui.docs.library import DocsService

MAX_FILE_BYTES = 200_000  # one dropped file
MAX_TOTAL_BYTES = 600_000  # all files attached to one message
# A paste longer than this becomes a chip instead of text in the editor: laying out megabytes in
# a QPlainTextEdit (one paragraph without line breaks above all) freezes the window.
LARGE_PASTE_CHARS = 20_000
LIMIT_CHOICES = (1024, 2048, 4096, 8192, 16384, 32768, 0)  # reply limits offered; 0 = none
EXT_LANG = {
    ".py": "python", ".js": "javascript", ".ts": "typescript", ".tsx": "tsx", ".jsx": "jsx",
    ".rs": "rust", ".go": "go", ".c": "c", ".h": "c", ".cc": "cpp", ".cpp": "cpp", ".hpp": "cpp",
    ".java": "java", ".kt": "kotlin", ".rb": "ruby", ".sh": "bash", ".toml": "toml",
    ".yaml": "yaml", ".yml": "yaml", ".json": "json", ".md": "markdown", ".html": "html",
    ".css": "css", ".sql": "sql", ".txt": "", ".cs": "csharp", ".swift": "swift", ".php": "php",
}  # fmt: skip


@dataclass
class Attachment:
    name: str
    path: str
    text: str
    lang: str
    pasted: bool = False  # a large paste: sent as it is, not as a fenced file

    def to_dict(self) -> dict[str, str | bool]:
        d: dict[str, str | bool] = {"name": self.name, "path": self.path, "text": self.text,
                                    "lang": self.lang}  # fmt: skip
        if self.pasted:
            d["pasted"] = True
        return d


class AttachError(ValueError):
    pass


# Read by the document core (app/core/docs) and cited to the page; small UTF-8 text and code
# files still go into the message itself, fenced, as before.
DOC_KINDS = frozenset({"pdf", "docx", "xlsx", "pptx", "odf", "html", "eml"})


@dataclass(eq=False)
class DocAttachment:
    """A document attached to the next message: read off the GUI thread, then placed whole or
    searched when the message is sent (app/core/docs/attach.py)."""

    path: str
    name: str
    state: str = "reading"  # reading | ready | failed
    error: str = ""
    pages: int = 0
    tokens: int = 0
    reason: str | None = None
    password: str | None = None

    def to_core(self) -> CoreAttachment:
        status = "indexed" if self.state == "ready" else "failed"
        return CoreAttachment(self.path, status, self.error or None, self.pages, self.tokens,
                              self.reason, protected=self.password is not None)  # fmt: skip


def fence_for(text: str) -> str:
    """A fence longer than any backtick run inside the text."""
    longest, run = 0, 0
    for ch in text:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    return "`" * max(3, longest + 1)


def fenced(text: str, lang: str = "") -> str:
    f = fence_for(text)
    return f"{f}{lang}\n{text.rstrip(chr(10))}\n{f}"


def read_text_file(path: Path, budget: int = MAX_TOTAL_BYTES) -> Attachment:
    """A dropped file as context, or AttachError saying plainly why not."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise AttachError(f"{path.name}: cannot be read ({exc.strerror}).") from exc
    if path.is_dir():
        raise AttachError(f"{path.name} is a folder; drop files.")
    limit = min(MAX_FILE_BYTES, budget)
    if size > limit:
        raise AttachError(
            f"{path.name} is {size / 1000:.0f} kB; files up to {limit / 1000:.0f} kB can be added "
            "(a long file would crowd the model's context)."
        )
    data = path.read_bytes()
    if b"\0" in data[:8192]:
        raise AttachError(f"{path.name} looks binary; only text files can be added as context.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise AttachError(
            f"{path.name} is not UTF-8 text; only text files can be added as context."
        ) from exc
    return Attachment(path.name, str(path), text, EXT_LANG.get(path.suffix.lower(), ""))


def send_key(e: QKeyEvent) -> str | None:
    """One rule for every box that sends (composer, edit box): Enter and Ctrl+Enter send,
    Shift+Enter adds a line; anything else is the editor's own."""
    if e.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return None
    mods = e.modifiers()
    if mods & Qt.KeyboardModifier.ShiftModifier:
        return "newline"
    if mods & Qt.KeyboardModifier.AltModifier:
        return None
    return "send"


ADD_TO_LIBRARY_TIP = (
    "Attached documents belong to this conversation only: your library (File › Documents…), "
    "its search and the Library switch do not see them. Tick this to add the ones read to the "
    "library as well when you send, as Documents › Add files does. An encrypted PDF is never "
    "added: the library would keep its text unencrypted."
)
SEND_KEYS_HINT = "Enter sends · Shift+Enter new line"
BUSY_HINT = "An answer is being written: press Esc to stop it first."


def compose_message(text: str, attachments: list[Attachment]) -> str:
    parts = [text.rstrip()] if text.strip() else []
    for a in attachments:
        if a.pasted:
            parts.append(a.text)
        else:
            parts.append(f"File `{a.name}`:\n\n{fenced(a.text, a.lang)}")
    return "\n\n".join(parts)


class ComposerEdit(QPlainTextEdit):
    submitted = Signal()
    escape = Signal()
    filesDropped = Signal(list)
    largePaste = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ComposerEdit")
        self.setPlaceholderText("Message Ling  (Enter sends, Shift+Enter new line)")
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self.setAcceptDrops(True)
        self._fit()

    def keyPressEvent(self, e) -> None:
        action = send_key(e)
        if action == "newline":
            self.insertPlainText("\n")
        elif action == "send":
            self.submitted.emit()
        else:
            super().keyPressEvent(e)

    def _fit(self, *_: object) -> None:
        lines = max(1, min(10, int(self.document().size().height())))
        fm = self.fontMetrics()
        self.setFixedHeight(lines * fm.lineSpacing() + 14)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return source.hasUrls() or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        files = (
            [u.toLocalFile() for u in source.urls() if u.isLocalFile()] if source.hasUrls() else []
        )
        if files:
            self.filesDropped.emit(files)
            return
        if source.hasText():
            text = source.text()
            if len(text) > LARGE_PASTE_CHARS:
                self.largePaste.emit(text)
                return
        super().insertFromMimeData(source)


class Chip(QFrame):
    removed = Signal(object)

    def __init__(self, att: Attachment, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AttachChip")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 2, 2, 2)
        lines = att.text.count("\n") + 1  # not splitlines(): a paste may be megabytes
        size = human_bytes(len(att.text)) if len(att.text) >= 1e6 else f"{lines:,} lines"
        label = QLabel(f"{att.name}  ·  {size}", self)
        label.setToolTip(
            att.path or "Sent as part of the message (too long to edit here); ✕ removes it"
        )
        x = QToolButton(self)
        x.setObjectName("MsgAction")
        x.setText("✕")
        x.setToolTip("Remove this file")
        x.clicked.connect(lambda: self.removed.emit(att))
        lay.addWidget(label)
        lay.addWidget(x)


class DocChip(QFrame):
    """A document: its pages, tokens and what is left of the context, or its one-line failure."""

    removed = Signal(object)

    def __init__(self, att: DocAttachment, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.att = att
        self.setObjectName("AttachChip")
        self.setProperty("failed", att.state == "failed")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 2, 2, 2)
        self.label = QLabel(self)
        self.label.setObjectName("DocChipLabel")
        self.label.setWordWrap(True)  # a long reason wraps in a narrow panel, never cut off
        x = QToolButton(self)
        x.setObjectName("MsgAction")
        x.setText("✕")
        x.setToolTip("Remove this document")
        x.clicked.connect(lambda: self.removed.emit(att))
        lay.addWidget(self.label)
        lay.addWidget(x)

    def show_facts(self, left: int | None, exact: bool, compact: bool) -> None:
        a = self.att
        if a.state == "reading":
            text, tip = f"{a.name}  ·  reading…", f"{a.path}\nReading it on this machine…"
        elif a.state == "failed":
            text, tip = f"⚠ {a.name}: {a.error}", f"{a.path}\nNot attached: {a.error}"
        else:
            pages = f"{a.pages:,} page{'s' if a.pages != 1 else ''}"
            tokens = f"{a.tokens:,} tokens" if exact else f"~{a.tokens:,} tokens (estimate)"
            if compact:
                tokens = f"{_k(a.tokens)} tok" if exact else f"~{_k(a.tokens)} tok"
            rest = "" if left is None else f"  ·  {_k(left)} left"
            text = f"{a.name}  ·  {pages}  ·  {tokens}{rest}"
            tip = (
                f"{a.path}\n{a.pages:,} pages, {a.tokens:,} tokens "
                + ("(the model's tokenizer)" if exact else "(estimated: 3.6 characters a token)")
                + (f"; {left:,} tokens of the context left after it" if left is not None else "")
                + ". Goes in whole when it fits, else it is searched for your question; kept "
                "with this conversation, not in your library."
            )
        if len(text) > 90:
            text = text[:89] + "…"
        self.label.setText(text)
        self.label.setToolTip(tip)


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
        self.add_to_library = QCheckBox("Also add to library", self.frame)
        self.add_to_library.setObjectName("AddToLibrary")
        self.add_to_library.setToolTip(ADD_TO_LIBRARY_TIP)
        self.add_to_library.hide()  # shown while documents are attached
        fl.addWidget(self.add_to_library, 0, Qt.AlignmentFlag.AlignLeft)
        fl.addLayout(self.chips)
        self.edit = ComposerEdit(self.frame)
        self.edit.setProperty(OWN_FOCUS_LOOK, True)  # the frame turns accent instead of a ring
        fl.addWidget(self.edit)
        tools = QHBoxLayout()
        tools.setSpacing(4)
        self.thinking = self._tool("Thinking", "Let the model think before it answers "
                                   "(per conversation; chat_template_kwargs.enable_thinking)")  # fmt: skip
        self.thinking.setCheckable(True)
        self.thinking.toggled.connect(self._thinking_toggled)
        self.clip = self._tool("Ask about clipboard", "Put the clipboard text in the message as a "
                               "fenced block (Ctrl+Shift+V)")  # fmt: skip
        self.clip.clicked.connect(self.paste_clipboard_block)
        self.attach = self._tool(
            "Attach",
            "Add documents (PDF, Word, ODT, Excel, PowerPoint, HTML, e-mail, Markdown, CSV, code, "
            "text) or drop files and folders here; they are read on this machine",
        )
        self.library = QCheckBox("Library", self.frame)
        self.library.setObjectName("LibraryToggle")
        self.library.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.library.setToolTip(
            "Let this question draw on your whole document library (File › Documents…): the "
            "passages that answer it are found and cited"
        )
        self.limit = self._tool("", "")
        self.limit.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # Short and never squeezed: the limit must stay readable.
        self.limit.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.limit_menu = QMenu(self.limit)
        for n in LIMIT_CHOICES:
            act = self.limit_menu.addAction(f"{n:,} tokens" if n else "No limit")
            act.triggered.connect(lambda _c=False, n=n: self.limitChosen.emit(n))
        self.limit_menu.addSeparator()
        self.limit_default = self.limit_menu.addAction("")
        self.limit_default.triggered.connect(lambda: self.limitChosen.emit(-1))
        self.limit.setMenu(self.limit_menu)
        # MCP tools for this conversation: shown once tool servers are configured (set_tools).
        self.tools_button = self._tool("Tools", "")
        self.tools_button.setObjectName("ToolsButton")
        self.tools_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.tools_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.tools_menu = QMenu(self.tools_button)
        self.tools_button.setMenu(self.tools_menu)
        self.tools_button.hide()
        self._tools_args: tuple[list[str], list[str], str] = ([], [], "")
        self.attach_tools: QAction | None = None  # the menu's entry in Attach's menu (the pane's)
        # Presets (Settings > Chat) for this conversation: shown once there are some.
        self.preset_button = self._tool("Preset", "")
        self.preset_button.setObjectName("PresetButton")
        self.preset_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.preset_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.preset_menu = QMenu("Preset for this chat", self.preset_button)
        self.preset_button.setMenu(self.preset_menu)
        self.preset_button.hide()
        self._preset_args: tuple[list[str], str, str, str] = ([], "", "", "")
        self.attach_presets: QAction | None = None  # the menu's entry in Attach's (narrow)
        self.conv_settings = self._tool("⚙", "This conversation: system prompt, sampling, tools")
        self.conv_settings.clicked.connect(self.settingsRequested)
        for b in (self.thinking, self.clip, self.attach, self.limit, self.tools_button,
                  self.preset_button, self.conv_settings):  # fmt: skip
            tools.addWidget(b)
        tools.insertWidget(3, self.library)
        self.compact = compact
        self.always_compact = compact  # the side panel; the main window's follows its width
        self._limit_args: tuple[int, int, bool] | None = None
        self._context_args: tuple[int, int, bool] | None = None
        tools.addStretch(1)
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
        tools.addLayout(meter)
        self.send_button = QPushButton("Send", self.frame)
        self.send_button.setObjectName("Primary")
        self.send_button.setToolTip("Send (Enter)")
        self.send_button.clicked.connect(self.submit)
        self.stop_button = QPushButton("Stop", self.frame)
        self.stop_button.setObjectName("StopButton")
        self.stop_button.setToolTip("Stop the answer (Esc)")
        self.stop_button.clicked.connect(self.stopRequested)
        self.stop_button.hide()
        tools.addSpacing(8)
        tools.addWidget(self.send_button)
        tools.addWidget(self.stop_button)
        fl.addLayout(tools)
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
        self.set_compact(compact)

    COMPACT_BELOW = 620  # px: narrower than this, short labels (never unlabelled blobs)

    def set_compact(self, on: bool) -> None:
        """Short labels for a narrow composer; every button keeps words a person can read."""
        self.compact = on
        # Narrow: the 24 px margins beside the frame went to the row instead, so the context
        # count keeps its words at 480 px ("~123k / 262k" was cut to "~123k / 2").
        m = 8 if on else 24
        self._margins[0].setContentsMargins(m, 4, m, 10)
        self.clip.setText("Clip" if on else "Ask about clipboard")
        self.attach.setText("+" if on else "Attach")
        # Narrow: the switch lives in Attach's menu only (the row keeps Send readable).
        self.library.setVisible(not on)
        self._place_tools()
        self._place_presets()
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

    def _fit_labels(self, width: int) -> None:
        narrow = self.always_compact or width < max(self.COMPACT_BELOW, self._full_need)
        if narrow != self.compact:
            self.set_compact(narrow)
        if not self.compact:
            self._full_need = self.full_need()  # the long labels as they are now
            if width < self._full_need:
                self.set_compact(True)

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
            self.limit.setText("∞" if self.compact else "No limit")
        else:
            self.limit.setText(f"≤{size}" if self.compact else f"Limit {size}")
        where = "this conversation's" if own else "the default (Settings › Sampling)"
        self.limit.setToolTip(
            f"Longest reply, thinking included: {tokens:,} tokens ({where}). The engine stops "
            "there and the reply says it was cut. Click to change it for this conversation."
            if tokens > 0
            else "Replies have no length limit in this conversation. Click to set one."
        )
        self.limit_default.setText(f"Default ({default:,} tokens)")

    def _thinking_label(self, on: bool) -> None:
        if self.compact:
            self.thinking.setText("Think" if on else "No think")
        else:
            self.thinking.setText("Thinking on" if on else "Thinking off")

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
            note = self.tools_menu.addAction(f"Tools are unavailable: {unavailable.rstrip('.')}.")
            note.setEnabled(False)
            self.tools_button.setText("Tools off" if on else "Tools")
            self.tools_button.setToolTip(f"Tools are unavailable: {unavailable}")
            return
        for name in servers:
            act = self.tools_menu.addAction(name)
            act.setCheckable(True)
            act.setChecked(name in on)
            act.toggled.connect(lambda checked, n=name: self._tool_toggled(n, checked))
        self.tools_button.setText(f"Tools {len(on)}" if on else "Tools")
        self.tools_button.setToolTip(
            "Ling may use the tools of: " + ", ".join(on) + " (each call asks you first)"
            if on
            else "Let Ling use tools from your MCP servers in this conversation"
        )

    def _place_tools(self) -> None:
        """Wide: a Tools button on the row; narrow: the same menu inside Attach's."""
        servers = bool(self._tools_args[0])
        self.tools_button.setVisible(servers and not self.compact)
        if self.attach_tools is not None:
            self.attach_tools.setVisible(servers and self.compact)

    def set_presets(self, names: list[str], chosen: str, shown: str, tip: str) -> None:
        """The presets from Settings, the one chosen for this conversation (`shown` as it reads
        on the button: "name*" once changed here) and `tip` saying where it stands."""
        self._preset_args = (list(names), chosen, shown, tip)
        self.preset_menu.clear()
        group = QActionGroup(self.preset_menu)
        entries = [("No preset (defaults from Settings)", "")] + [(n, n) for n in names]
        if chosen and chosen not in names:  # removed from Settings: its values are kept here
            entries.append((f"{chosen} (removed; kept here)", chosen))
        for label, name in entries:
            act = self.preset_menu.addAction(label)
            act.setCheckable(True)
            act.setChecked(name == chosen)
            act.setActionGroup(group)
            act.triggered.connect(lambda _c=False, n=name: self.presetChosen.emit(n))
        self.preset_menu.addSeparator()
        self.preset_menu.addAction("Edit presets…", self.presetsEditRequested.emit)
        star = "*" if shown.endswith("*") else ""  # "changed here" survives the cut
        self.preset_button.setText(
            _short(shown.removesuffix("*"), 18) + star if shown else "Preset"
        )
        self.preset_button.setToolTip(f"{tip} Click to choose another for this conversation.")
        # Narrow, the menu sits in Attach's: its title is where the choice shows.
        self.preset_menu.setTitle(f"Preset: {shown}" if shown else "Preset for this chat")
        self._place_presets()

    def _place_presets(self) -> None:
        """Wide: a Preset button on the row; narrow: the same menu inside Attach's."""
        names, chosen = self._preset_args[0], self._preset_args[1]
        some = bool(names or chosen)
        self.preset_button.setVisible(some and not self.compact)
        if self.attach_presets is not None:
            self.attach_presets.setVisible(some and self.compact)

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
        sep, tail = ("/", "") if self.compact else (" / ", " context")
        self.meter_label.setText(f"{approx}{_k(used)}{sep}{_k(total)}{tail}")
        self.meter_bar.setValue(pct)
        if not self.compact and self.isVisible():
            self._fit_labels(self.width())  # a longer count may no longer fit
        self.meter_label.setToolTip(
            f"Context used: {approx}{used:,} of {total:,} tokens ({pct}%). The engine's count "
            "for what it has seen; the rest (and what you are typing) is estimated."
        )
        self._doc_facts()

    # --- text ------------------------------------------------------------------------------------

    def text(self) -> str:
        return self.edit.toPlainText()

    def submit(self) -> None:
        text = self.edit.toPlainText()
        if self._busy:
            self.status.emit(BUSY_HINT)
            return
        if not text.strip() and not self.attachments:
            return
        reading = [a for a in self.attachments if isinstance(a, DocAttachment)
                   and a.state == "reading"]  # fmt: skip
        if reading:
            self.status.emit(
                f"Still reading {len(reading)} document(s); send again once their chips show "
                "their pages."
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

    def paste_clipboard_block(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.status.emit("The clipboard holds no text.")
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
                if kind_of(p) is not None and p.is_file() and "binary" not in str(exc):
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
        self.attachments.append(Attachment("Pasted text", "", text, "", pasted=True))
        self._render_chips()
        self.status.emit(
            f"Pasted {len(text):,} characters: kept as an attachment chip (too long to edit here)."
        )
        self._draft_timer.start()  # saved in a later turn: the paste itself stays quick

    def add_documents(self, paths: list[str]) -> None:
        """Attach documents (files or folders): each shows a chip at once and is read in the
        library's worker; a failed one says why on its chip and nothing else is lost."""
        if self.docs is None:
            self.status.emit("Documents cannot be attached here.")
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
            att.state, att.error = "failed", f"could not be read ({error})"
            found = []
        elif not found:
            att.state, att.error = "failed", "holds no document Ling Desk reads"
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
            att.state, att.error = "failed", f.error or "could not be read"
            if f.reason == "encrypted" and att not in self._asking:
                self._asking.append(att)

    def _ask_passwords(self) -> None:
        """An encrypted PDF asks for its password (one dialog at a time, never blocking)."""
        self._asking = [a for a in self._asking if any(a is b for b in self.attachments)]
        if self.password_dialog is not None or not self._asking:
            return
        att = self._asking.pop(0)
        dlg = QInputDialog(self)
        dlg.setWindowTitle("Password needed")
        wrong = att.password is not None
        dlg.setLabelText(
            f"{att.name} is encrypted"
            + (": that password is wrong. Try again:" if wrong else ". Its password:")
        )
        dlg.setTextEchoMode(QLineEdit.EchoMode.Password)
        dlg.setOkButtonText("Open")
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


def _k(n: int) -> str:
    if n >= 100_000:
        return f"{n / 1000:.0f}k"
    if n >= 1000:
        return f"{n / 1000:.1f}k".replace(".0k", "k")
    return str(n)
