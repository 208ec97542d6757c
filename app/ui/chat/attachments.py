"""What is attached to the next message, as data: files read into it and documents.

Attachment is a small UTF-8 text or code file (or a long paste) that goes into the message
itself, fenced (read_text_file reads one and says plainly why not; compose_message writes the
message); DocAttachment is a document the document core reads off the GUI thread and places or
searches when the message is sent. Their chips are in attachment_chips.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.core.docs.attach import Attachment as CoreAttachment
from app.core.words import translate

MAX_FILE_BYTES = 200_000  # one dropped file
MAX_TOTAL_BYTES = 600_000  # all files attached to one message
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
    """Why a file cannot go into the message, in words; `binary`: it is not text at all (a
    long or non-UTF-8 text file goes to the document core instead)."""

    def __init__(self, text: str, binary: bool = False) -> None:
        super().__init__(text)
        self.binary = binary


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
    unsent: bool = False  # unreadable, and a message went without it: its chip says so

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
        raise AttachError(
            translate("chat", "{name}: cannot be read ({why}).").format(
                name=path.name, why=exc.strerror
            )
        ) from exc
    if path.is_dir():
        raise AttachError(
            translate("chat", "{name} is a folder; drop files.").format(name=path.name)
        )
    limit = min(MAX_FILE_BYTES, budget)
    if size > limit:
        raise AttachError(
            translate(
                "chat",
                "{name} is {size} kB; files up to {limit} kB can be added (a long file would "
                "crowd the model's context).",
            ).format(name=path.name, size=f"{size / 1000:.0f}", limit=f"{limit / 1000:.0f}")
        )
    data = path.read_bytes()
    if b"\0" in data[:8192]:
        raise AttachError(
            translate(
                "chat", "{name} looks binary; only text files can be added as context."
            ).format(name=path.name),
            binary=True,
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise AttachError(
            translate(
                "chat", "{name} is not UTF-8 text; only text files can be added as context."
            ).format(name=path.name)
        ) from exc
    return Attachment(path.name, str(path), text, EXT_LANG.get(path.suffix.lower(), ""))


def compose_message(text: str, attachments: list[Attachment]) -> str:
    parts = [text.rstrip()] if text.strip() else []
    for a in attachments:
        if a.pasted:
            parts.append(a.text)
        else:
            parts.append(f"File `{a.name}`:\n\n{fenced(a.text, a.lang)}")
    return "\n\n".join(parts)
