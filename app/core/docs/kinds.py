"""What the document library knows of a document without reading one: the limits, the types an
extraction gives (ExtractError, Section, Extracted, Read), which names are documents (kind_of),
and the cutting of text into passages (chunk_sections).

Split from extract.py, whose readers (zip, XML, HTML, ctypes for PDFium) only the extraction
worker needs: a search, the window and the library import this module alone (issue 40).
extract.py re-exports every name here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from app.core.words import grouped, translate

# A document larger than this is refused before it is opened (a 2 GB file never reaches a
# parser); text formats get a lower cap because every byte of them becomes index text.
MAX_FILE_BYTES = 256 * 1024 * 1024
MAX_TEXT_BYTES = 64 * 1024 * 1024
# A zip-based document whose directory promises more than this once inflated is a bomb.
MAX_UNZIPPED_BYTES = 512 * 1024 * 1024
MAX_UNZIP_RATIO = 200  # real Office XML compresses ~10-30x; a bomb, thousands of times
# What one document may put in the library: a 1.3 MB XLSX whose cells all name one long shared
# string inflates to hundreds of millions of characters (issue 35). Past any of these the file
# is refused with its own sentence, checked while it is read (not after it is all in memory).
MAX_DOC_CHARS = 16_000_000  # ~8,000 pages of a book; ~16 MB of index text
MAX_DOC_CHUNKS = 40_000  # passages (CHUNK_CHARS each, fewer when sections are short)
MAX_DOC_CELLS = 5_000_000  # spreadsheet cells read, empty ones included (they cost time too)
CHUNK_CHARS = 1200  # ~330 tokens: small enough to cite precisely, big enough to read alone
ROWS_PER_SECTION = 50  # CSV/XLSX: a section (and its header) per 50 rows
LINES_PER_SECTION = 60  # plain text and code: a located section per 60 lines


def cannot_read(exc: OSError) -> str:
    """Why a file could not be opened, in words ("cannot be read: Permission denied")."""
    return translate("docs", "cannot be read: {why}").format(why=exc.strerror or exc)


def damaged(kind: str, exc: BaseException) -> str:
    return translate("docs", "damaged or truncated {kind} file ({error})").format(
        kind=kind, error=exc
    )


class ExtractError(Exception):
    """A file that cannot be read, said in one sentence for that file."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


@dataclass
class Section:
    text: str
    page: int | None = None  # 1-based; None where the format has no pages
    location: str = ""  # "page 3", "sheet Budget, rows 2-51", "slide 4", "heading Intro"


@dataclass
class Extracted:
    kind: str  # "pdf", "docx", ...
    pages: int  # pages, slides or sheets; 1 for formats without them
    sections: list[Section] = field(default_factory=list)


@dataclass
class Read:
    """What was actually read: the file's size and mtime when it was opened and the SHA-256 of
    the very bytes the text came from (a file replaced meanwhile is told apart by these)."""

    size: int
    mtime_ns: int
    sha256: str
    ino: int = 0


PDF = {".pdf"}
DOCX = {".docx", ".docm", ".dotx"}
XLSX = {".xlsx", ".xlsm"}
PPTX = {".pptx", ".pptm"}
ODF = {".odt", ".ods", ".odp"}
HTML = {".html", ".htm", ".xhtml"}
EML = {".eml"}
MARKDOWN = {".md", ".markdown", ".mdown"}
CSV = {".csv", ".tsv"}
# One string, split: a list of 60 quoted extensions would run to 60 lines.
_CODE_EXTS = (
    ".py .pyi .c .h .cc .cpp .hpp .cxx .cs .java .kt .kts .go .rs .rb .php .js .mjs .cjs .ts .tsx"
    " .jsx .swift .m .mm .scala .sh .bash .zsh .ps1 .pl .lua .r .sql .dart .ex .exs .erl .hs"
    " .ml .clj .vue .svelte .css .scss .toml .yaml .yml .ini .cfg .json .xml .gradle .cmake"
    " .proto .tf .zig .nim .jl .f90"
)
CODE = {*_CODE_EXTS.split(), "makefile", "dockerfile"}
TEXT = {".txt", ".text", ".log", ".rst", ".tex", ".srt", ".vtt", ".org", ".adoc", ".nfo", ""}
SUPPORTED = PDF | DOCX | XLSX | PPTX | ODF | HTML | EML | MARKDOWN | CSV | CODE | TEXT


def kind_of(path: Path) -> str | None:
    """The extractor for this name, or None when the extension is not a document we read."""
    suffix = path.suffix.lower()
    name = path.name.lower()
    for kind, exts in (
        ("pdf", PDF),
        ("docx", DOCX),
        ("xlsx", XLSX),
        ("pptx", PPTX),
        ("odf", ODF),
        ("html", HTML),
        ("eml", EML),
        ("markdown", MARKDOWN),
        ("csv", CSV),
    ):
        if suffix in exts:
            return kind
    if suffix in CODE or name in CODE:
        return "code"
    if suffix in TEXT:
        return "text"
    return None


def chunks_of(ex: Extracted, size: int = CHUNK_CHARS) -> Extracted:
    """`ex` with its sections cut into chunks (see chunk_sections), at most MAX_DOC_CHUNKS."""
    chunks: list[Section] = []
    for c in _chunk_iter(ex.sections, size):
        chunks.append(c)
        if len(chunks) > MAX_DOC_CHUNKS:
            raise ExtractError(
                "too_large",
                translate(
                    "docs",
                    "refused: its text makes more than {passages} passages, the most one "
                    "document may bring into the library (split it into smaller files)",
                ).format(passages=grouped(MAX_DOC_CHUNKS)),
            )
    return Extracted(ex.kind, ex.pages, chunks)


def chunk_sections(sections: Iterable[Section], size: int = CHUNK_CHARS) -> list[Section]:
    """Split sections into chunks of about `size` characters on paragraph, then line, then word
    boundaries; a chunk never spans two sections, so its page and location stay true."""
    return list(_chunk_iter(sections, size))


def _chunk_iter(sections: Iterable[Section], size: int) -> Iterator[Section]:
    for s in sections:
        text = s.text.strip()
        if not text:
            continue
        buf = ""
        for piece in _pieces(text, size):
            if buf and len(buf) + len(piece) + 1 > size:
                yield Section(buf.strip(), s.page, s.location)
                buf = ""
            buf = f"{buf}\n{piece}" if buf else piece
        if buf.strip():
            yield Section(buf.strip(), s.page, s.location)


def _pieces(text: str, size: int) -> Iterable[str]:
    for para in re.split(r"\n\s*\n", text):
        if len(para) <= size:
            yield para
            continue
        for line in para.split("\n"):
            while len(line) > size:
                cut = line.rfind(" ", 0, size)
                cut = cut if cut > size // 2 else size
                yield line[:cut]
                line = line[cut:].lstrip()
            if line:
                yield line
