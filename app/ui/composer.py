"""The composer: Enter sends, Shift+Enter adds a line; files dropped become context; drafts kept."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

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
        size = f"{len(att.text) / 1e6:.1f} MB" if len(att.text) >= 1e6 else f"{lines:,} lines"
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


class Composer(QWidget):
    sendRequested = Signal(str, list)  # text, attachments
    stopRequested = Signal()
    thinkingToggled = Signal(bool)
    limitChosen = Signal(int)  # max tokens for this conversation; 0 = no limit, -1 = the default
    settingsRequested = Signal()
    draftChanged = Signal(dict)
    status = Signal(str)

    def __init__(self, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ComposerArea")
        self.attachments: list[Attachment] = []
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
        fl.addLayout(self.chips)
        self.edit = ComposerEdit(self.frame)
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
        self.attach = self._tool("Attach", "Add text files as context (or drop them here)")
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
        self.conv_settings = self._tool("⚙", "This conversation: system prompt, sampling")
        self.conv_settings.clicked.connect(self.settingsRequested)
        for b in (self.thinking, self.clip, self.attach, self.limit, self.conv_settings):
            tools.addWidget(b)
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
        self.clip.setText("Clip" if on else "Ask about clipboard")
        self.attach.setText("+" if on else "Attach")
        self.meter_bar.setFixedWidth(70 if on else 110)
        self._thinking_label(self.thinking.isChecked())
        if self._limit_args is not None:
            self.set_limit(*self._limit_args)
        if self._context_args is not None:
            self.set_context(*self._context_args)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        narrow = self.always_compact or event.size().width() < self.COMPACT_BELOW
        if narrow != self.compact:
            self.set_compact(narrow)

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

    def set_context(self, used: int, total: int, exact: bool) -> None:
        self._context_args = (used, total, exact)
        total = max(total, 1)
        pct = min(100, int(used * 100 / total))
        approx = "" if exact else "~"
        tail = "" if self.compact else " context"
        self.meter_label.setText(f"{approx}{_k(used)} / {_k(total)}{tail}")
        self.meter_bar.setValue(pct)
        self.meter_label.setToolTip(
            f"Context used: {approx}{used:,} of {total:,} tokens ({pct}%). The engine's count "
            "for what it has seen; the rest (and what you are typing) is estimated."
        )

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
        atts = list(self.attachments)
        self.sendRequested.emit(text, atts)

    def clear(self) -> None:
        self.edit.clear()
        self.attachments = []
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
        problems = []
        for f in files:
            used = sum(len(a.text.encode()) for a in self.attachments if not a.pasted)
            try:
                att = read_text_file(Path(f), MAX_TOTAL_BYTES - used)
            except AttachError as exc:
                problems.append(str(exc))
                continue
            self.attachments.append(att)
        self._render_chips()
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

    def _remove(self, att: Attachment) -> None:
        self.attachments = [a for a in self.attachments if a is not att]
        self._render_chips()
        self.emit_draft()

    def _render_chips(self) -> None:
        while self.chips.count() > 1:
            item = self.chips.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        for i, att in enumerate(self.attachments):
            chip = Chip(att, self.frame)
            chip.removed.connect(self._remove)
            self.chips.insertWidget(i, chip)

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
            d["attachments"] = [a.to_dict() for a in self.attachments]
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
                if isinstance(a, dict)
            ]
            self._render_chips()
        finally:
            self._loading_draft = False


def _k(n: int) -> str:
    if n >= 100_000:
        return f"{n / 1000:.0f}k"
    if n >= 1000:
        return f"{n / 1000:.1f}k".replace(".0k", "k")
    return str(n)
