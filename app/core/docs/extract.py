"""Text out of a document, with its place (page, sheet, slide, heading, lines) kept.

Runs inside the extraction worker (app/core/docs/worker.py), never in the window's process: a
parser that crashes, hangs or balloons takes only the worker down. Every refusal is an
ExtractError whose `reason` is a short word (encrypted, corrupt, too_large, zip_bomb, binary,
no_text, unsupported, unreadable) and whose message is the plain sentence shown for that file.

Libraries, chosen by measurement (bench/docs/RESULTS.md): pypdfium2 for PDF, openpyxl for XLSX,
charset-normalizer for text in unknown encodings; DOCX, PPTX and ODF are read straight from
their zip's XML with the standard library (faster than python-docx/python-pptx, no lxml).
"""

from __future__ import annotations

import collections
import ctypes
import hashlib
import html.parser
import io
import os
import re
import stat
import zipfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

from app.core.docs.kinds import CHUNK_CHARS as CHUNK_CHARS  # these four: re-exported
from app.core.docs.kinds import (
    LINES_PER_SECTION,
    MAX_DOC_CELLS,
    MAX_DOC_CHARS,
    MAX_FILE_BYTES,
    MAX_TEXT_BYTES,
    MAX_UNZIP_RATIO,
    MAX_UNZIPPED_BYTES,
    ROWS_PER_SECTION,
    Extracted,
    ExtractError,
    Read,
    Section,
    cannot_read,
    damaged,
    kind_of,
)
from app.core.docs.kinds import MAX_DOC_CHUNKS as MAX_DOC_CHUNKS
from app.core.docs.kinds import chunk_sections as chunk_sections
from app.core.docs.kinds import chunks_of as chunks_of
from app.core.units import human_bytes
from app.core.words import grouped, translate

# csv and email (~40 ms with their regular expressions) are imported by the readers that use
# them. The limits, types and kinds are in kinds.py (a search, the window and the library import
# only that); every one of them is still importable from here.


class _Budget:
    """Counts what one document produces, refusing it as soon as it is past a limit."""

    def __init__(self) -> None:
        self.chars = 0
        self.cells = 0

    def add(self, chars: int, cells: int = 0) -> None:
        self.chars += chars
        self.cells += cells
        if self.cells > MAX_DOC_CELLS:
            raise ExtractError(
                "too_large",
                translate(
                    "docs",
                    "refused: more than {cells} spreadsheet cells, the most one document may "
                    "bring into the library (split it into smaller files)",
                ).format(cells=grouped(MAX_DOC_CELLS)),
            )
        if self.chars > MAX_DOC_CHARS:
            raise ExtractError(
                "too_large",
                translate(
                    "docs",
                    "refused: more than {chars} characters of text, the most one document may "
                    "bring into the library (split it into smaller files)",
                ).format(chars=grouped(MAX_DOC_CHARS)),
            )


def extract(path: str | os.PathLike[str], password: str | None = None) -> Extracted:
    """Read one file; raises ExtractError with a plain reason for anything it cannot read."""
    return extract_read(path, password)[0]


def extract_read(
    path: str | os.PathLike[str], password: str | None = None
) -> tuple[Extracted, Read]:
    """The text of one file and what exactly was read: the file is read once, into memory, and
    its hash is of those bytes, so the text and the hash always belong to the same version."""
    p = Path(path)
    kind = kind_of(p)
    if kind is None:
        raise ExtractError(
            "unsupported",
            translate("docs", "not a document type Ling Desk reads ({suffix})").format(
                suffix=p.suffix
            ),
        )
    data, read = _read(p, kind)
    budget = _Budget()
    try:
        ex = _parse(p, kind, data, password, budget)
    except ExtractError:
        raise
    except PermissionError as exc:
        raise ExtractError("unreadable", cannot_read(exc)) from None
    except MemoryError:
        raise ExtractError(
            "too_large", translate("docs", "needs more memory than extraction is allowed")
        ) from None
    except (zipfile.BadZipFile, ET.ParseError, KeyError, EOFError, ValueError) as exc:
        raise ExtractError("corrupt", damaged(kind.upper(), exc)) from None
    if kind not in ("xlsx", "csv"):  # the formats not counted row by row: counted whole now
        budget.add(sum(len(s.text) for s in ex.sections))
    return ex, read


def _read(p: Path, kind: str) -> tuple[bytes, Read]:
    try:
        # Non-blocking: a FIFO with a document's name must not hang the worker on open.
        fd = os.open(p, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise ExtractError("unreadable", translate("docs", "not a regular file"))
            textual = kind in ("html", "eml", "markdown", "csv", "code", "text")
            cap = MAX_TEXT_BYTES if textual else MAX_FILE_BYTES
            if st.st_size > cap:
                raise ExtractError(
                    "too_large",
                    translate("docs", "too large: {size} (the limit is {limit})").format(
                        size=human_bytes(st.st_size), limit=human_bytes(cap)
                    ),
                )
            data = f.read(cap + 1)
    except OSError as exc:
        raise ExtractError("unreadable", cannot_read(exc)) from None
    if len(data) > cap:  # grew past the cap while it was read
        raise ExtractError(
            "too_large",
            translate("docs", "too large: over {limit} (the limit is {limit})").format(
                limit=human_bytes(cap)
            ),
        )
    read = Read(len(data), st.st_mtime_ns, hashlib.sha256(data).hexdigest(), st.st_ino)
    return data, read


def _parse(p: Path, kind: str, data: bytes, password: str | None, budget: _Budget) -> Extracted:
    if kind == "pdf":
        return _pdf(data, password)
    if kind in ("docx", "xlsx", "pptx", "odf"):
        src = io.BytesIO(data)
        _check_zip(src, kind)
        if kind == "xlsx":
            return _xlsx(src, budget)
        if kind == "odf":
            return _odf(src, p.suffix.lower())
        return {"docx": _docx, "pptx": _pptx}[kind](src)
    text = decode_text(data)
    if kind == "html":
        return _html(text)
    if kind == "eml":
        return _eml(data)
    if kind == "markdown":
        return _markdown(text)
    if kind == "csv":
        return _csv(text, "\t" if p.suffix.lower() == ".tsv" else None, budget)
    return _lines(text, kind)


# --- text ------------------------------------------------------------------------------------


def decode_text(raw: bytes) -> str:
    """Bytes to text: UTF-8 (with or without BOM) or UTF-16 first, else charset-normalizer's best
    guess; NUL bytes or undecodable content mean a binary file with a text name."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            pass
    if b"\x00" in raw[:8192]:
        raise ExtractError(
            "binary", translate("docs", "binary content, not text (a wrong extension?)")
        )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    best = from_bytes(raw[: 4 * 1024 * 1024]).best()
    if best is None:
        raise ExtractError(
            "binary", translate("docs", "binary content, not text (a wrong extension?)")
        )
    return raw.decode(best.encoding, errors="replace")


def _lines(text: str, kind: str) -> Extracted:
    lines = text.splitlines()
    sections = []
    for start in range(0, len(lines), LINES_PER_SECTION):
        block = "\n".join(lines[start : start + LINES_PER_SECTION])
        if block.strip():
            end = min(start + LINES_PER_SECTION, len(lines))
            sections.append(Section(block, None, f"lines {start + 1}-{end}"))
    return Extracted(kind, 1, sections)


_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")


def _markdown(text: str) -> Extracted:
    sections: list[Section] = []
    buf: list[str]
    heading, buf, fence = "", [], False
    for line in text.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        m = None if fence else _HEADING.match(line)
        if m:
            if "".join(buf).strip():
                sections.append(Section("\n".join(buf).strip(), None, _hloc(heading)))
            heading, buf = m.group(2), [line]
        else:
            buf.append(line)
    if "".join(buf).strip():
        sections.append(Section("\n".join(buf).strip(), None, _hloc(heading)))
    return Extracted("markdown", 1, sections)


def _hloc(heading: str) -> str:
    return f"heading {heading[:80]}" if heading else ""


def _table_sections(
    rows: Iterator[list[str]], where: str, budget: _Budget | None = None
) -> list[Section]:
    """Rows in sections of ROWS_PER_SECTION, each repeating the header so a chunk reads alone.
    `budget` counts each row's cells and characters as it comes (the header's once a section)."""
    sections: list[Section] = []
    header: list[str] | None = None
    buf: list[str] = []
    first = 0
    n = 0
    for n, row in enumerate(rows, start=1):
        cells = [c.strip() for c in row]
        if budget is not None:
            budget.add(0, len(cells))
        if not any(cells):
            continue
        if header is None:
            header, first = cells, n
            continue
        if not buf:
            first = n
        line = " | ".join(cells)
        if budget is not None:
            budget.add(len(line) + (len(" | ".join(header)) if not buf else 0))
        buf.append(line)
        if len(buf) >= ROWS_PER_SECTION:
            sections.append(_table_section(header, buf, where, first, n))
            buf = []
    if buf or (header is not None and not sections):
        sections.append(_table_section(header or [], buf, where, first, n))
    return sections


def _table_section(header: list[str], rows: list[str], where: str, a: int, b: int) -> Section:
    text = "\n".join([" | ".join(header), *rows]).strip()
    loc = f"rows {a}-{b}" if a != b else f"row {a}"
    return Section(text, None, f"{where}, {loc}" if where else loc)


def _csv(text: str, delimiter: str | None, budget: _Budget | None = None) -> Extracted:
    import csv

    if delimiter is None:
        try:
            delimiter = csv.Sniffer().sniff(text[:8192], delimiters=",;\t|").delimiter
        except csv.Error:
            delimiter = ","
    csv.field_size_limit(16 * 1024 * 1024)
    rows = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    return Extracted("csv", 1, _table_sections(rows, "", budget))


class _HTMLText(html.parser.HTMLParser):
    SKIP = frozenset({"script", "style", "noscript", "template", "svg", "head"})
    BLOCK = frozenset(
        {"p", "div", "br", "li", "tr", "section", "article", "pre", "blockquote", "table"}
    )

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.sections: list[Section] = []
        self.heading = ""
        self.buf: list[str] = []
        self.skip = 0
        self.in_h: list[str] | None = None
        self.title = ""
        self.in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self.in_title = True
        if tag in self.SKIP:
            self.skip += 1
        elif tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self.flush()
            self.in_h = []
        elif tag in self.BLOCK:
            self.buf.append("\n")
        elif tag in ("td", "th"):
            self.buf.append(" | ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self.in_title = False
        if tag in self.SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag in ("h1", "h2", "h3", "h4", "h5", "h6") and self.in_h is not None:
            self.heading = " ".join("".join(self.in_h).split())
            self.buf.append(self.heading + "\n")
            self.in_h = None
        elif tag in self.BLOCK:
            self.buf.append("\n")

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title += data
        if self.skip:
            return
        if self.in_h is not None:
            self.in_h.append(data)
        else:
            self.buf.append(data)

    def flush(self) -> None:
        text = re.sub(r"\n\s*\n+", "\n\n", re.sub(r"[ \t\r\f\v]+", " ", "".join(self.buf))).strip()
        if text:
            self.sections.append(Section(text, None, _hloc(self.heading)))
        self.buf = []


def html_to_text(text: str) -> list[Section]:
    parser = _HTMLText()
    parser.feed(text)
    parser.close()
    parser.flush()
    return parser.sections


def _html(text: str) -> Extracted:
    return Extracted("html", 1, html_to_text(text))


def _eml(raw: bytes) -> Extracted:
    import email
    import email.policy

    msg = email.message_from_bytes(raw, policy=email.policy.default)
    head = "\n".join(
        f"{h}: {msg[h]}" for h in ("Subject", "From", "To", "Date") if msg[h] is not None
    )
    sections = [Section(head, None, "headers")] if head else []
    body = msg.get_body(preferencelist=("plain", "html"))  # type: ignore[attr-defined]
    if body is not None:
        content = body.get_content()
        if body.get_content_subtype() == "html":
            sections += [Section(s.text, None, "body") for s in html_to_text(content)]
        elif content.strip():
            sections.append(Section(content.strip(), None, "body"))
    names = [a.get_filename() for a in msg.iter_attachments()]  # type: ignore[attr-defined]
    if any(names):
        attached = ", ".join(n for n in names if n)
        sections.append(Section(f"Attachments: {attached}", None, "attachments"))
    if not sections:
        raise ExtractError(
            "corrupt", translate("docs", "not an e-mail message (no headers or body)")
        )
    return Extracted("eml", 1, sections)


# --- PDF -------------------------------------------------------------------------------------


def _pdf(data: bytes, password: str | None) -> Extracted:
    if b"%PDF-" not in data[:1024]:
        raise ExtractError(
            "binary", translate("docs", "not a PDF file (no PDF header; a wrong extension?)")
        )
    import pypdfium2 as pdfium

    try:
        doc = pdfium.PdfDocument(data, password=password)
    except pdfium.PdfiumError as exc:
        text = str(exc).lower()
        if "password" in text:
            if password:
                raise ExtractError(
                    "encrypted", translate("docs", "encrypted: the password is wrong")
                ) from None
            raise ExtractError(
                "encrypted", translate("docs", "encrypted: a password is needed")
            ) from None
        raise ExtractError(
            "corrupt", translate("docs", "damaged or truncated PDF (the PDF reader refused it)")
        ) from None
    try:
        n = len(doc)
        pages: list[str] = []
        for i in range(n):
            page = doc[i]
            textpage = page.get_textpage()
            pages.append(_pdf_page_text(textpage, pdfium.raw))
            textpage.close()
            page.close()
    finally:
        doc.close()
    sections = []
    for i, text in enumerate(pdf_text_pages(pages)):
        if text.strip():
            sections.append(Section(text.strip(), i + 1, f"page {i + 1}"))
    if n and not sections:
        raise ExtractError(
            "no_text",
            translate(
                "docs",
                "no text layer: %n page(s) of images only (a scan?); text recognition (OCR) is "
                "not installed",
                None,
                n,
            ),
        )
    return Extracted("pdf", n, sections)


# PDFium's reading of a page (bench/docs/RESULTS.md, "PDF text"): get_text_range() gives every
# character in content order (columns stay whole, as typeset) with the line breaks PDFium infers;
# get_text_bounded() re-cuts it by area and glued or dropped words on typeset layouts. A hyphen
# PDFium judges to end a line (a word broken across two lines) comes back as U+FFFE (U+0002 from
# get_text_bounded) with the line break after it removed: "sin\ufffegle". Which of those are real
# hyphens ("non-developers") is decided per document in pdf_text_pages.
_PDF_HYPHEN = "\ufffe"
_CODE_HYPHEN = "\uffff"  # the same, set in a fixed-pitch font (resolved in pdf_text_pages)
_LIGATURES = str.maketrans(
    {
        "\ufb00": "ff",
        "\ufb01": "fi",
        "\ufb02": "fl",
        "\ufb03": "ffi",
        "\ufb04": "ffl",
        "\ufb05": "st",
        "\ufb06": "st",
        "\x02": _PDF_HYPHEN,
    }
)
_FIXED_PITCH = 1  # PDF font descriptor flag 1: every glyph the same width (code, not prose)


def _pdf_page_text(textpage: Any, raw: Any) -> str:
    """One page's text as PDFium orders it, each line-end hyphen set in a fixed-pitch font told
    apart (_CODE_HYPHEN) while the font can still be asked (a few calls a page): TeX never
    hyphenates monospace, so there it is more likely a real one (`update-alternatives`)."""
    text = textpage.get_text_range()
    if _PDF_HYPHEN not in text:
        return text
    # the mark's place in PDFium's text counts UTF-16 units (a character beyond the BMP is two),
    # and its character list may differ from the text: PDFium translates one to the other
    astral = _ASTRAL.search(text) is not None
    flags = ctypes.c_int()
    out = []
    start = 0
    for m in re.finditer(_PDF_HYPHEN, text):
        i = m.start()
        unit = i + len(_ASTRAL.findall(text, 0, i)) if astral else i
        index = raw.FPDFText_GetCharIndexFromTextIndex(textpage.raw, unit)
        flags.value = 0
        if index >= 0:
            raw.FPDFText_GetFontInfo(textpage.raw, index, None, 0, ctypes.byref(flags))
        out.append(text[start:i])
        out.append(_CODE_HYPHEN if flags.value & _FIXED_PITCH else _PDF_HYPHEN)
        start = i + 1
    out.append(text[start:])
    return "".join(out)


_ASTRAL = re.compile("[\U00010000-\U0010ffff]")
_MARKS = re.compile("([\ufffe\uffff])")
_ODD = re.compile("[\ufb00-\ufb06\x02\xad]")  # what pdf_text_pages rewrites, found in C
_LEADING_WORD = re.compile(r"\w*")
_WORDS = re.compile(r"\w++(?:-\w++)*")  # words and compounds; possessive: no backtracking


def pdf_text_pages(pages: list[str]) -> list[str]:
    """Pages of PDFium text made fit to read and search: line breaks as "\\n", ligatures (ﬁ ﬂ
    ...) spelt out, soft hyphens dropped, and each word broken at a line end joined again
    ("sin-" + "gle": "single") when the document writes it whole elsewhere, else kept with
    its hyphen when the document writes it so elsewhere ("non-developers"), or it is code (a
    fixed-pitch font) whose second part is a word of the document ("update-alternatives"), or
    it is not letters on both sides ("2023-" + "03"); else joined."""
    out = []
    for p in pages:
        p = p.replace("\r\n", "\n").replace("\r", "\n")
        if _ODD.search(p):
            p = p.translate(_LIGATURES)
            if "\xad" in p:
                p = re.sub(r"\xad\s*\n\s*", "", p).replace("\xad", "")
        out.append(p)
    if not any(_PDF_HYPHEN in p or _CODE_HYPHEN in p for p in out):
        return out
    seen: collections.Counter[str] = collections.Counter()
    for p in out:
        seen.update(_WORDS.findall(p.lower().replace(_PDF_HYPHEN, " ").replace(_CODE_HYPHEN, " ")))
    for compound in [w for w in seen if "-" in w]:  # "non-developers": also "non", "developers"
        for part in compound.split("-"):
            seen[part] += seen[compound]
    for p in out:  # a broken word's halves are no evidence for themselves
        for left, _, right in _halves(p):
            seen[left.lower()] -= 1
            seen[right.lower()] -= 1
    return [_mend(p, seen) if _PDF_HYPHEN in p or _CODE_HYPHEN in p else p for p in out]


def _halves(page: str) -> Iterator[tuple[str, str, str]]:
    """Each line-end hyphen of a page: (the word's first half, the mark, its second half)."""
    if _PDF_HYPHEN not in page and _CODE_HYPHEN not in page:
        return
    parts = _MARKS.split(page)  # text, mark, text, mark, ..., text
    for k in range(1, len(parts), 2):
        yield _tail_word(parts[k - 1]), parts[k], _head_word(parts[k + 1])


def _tail_word(text: str) -> str:
    i = len(text)
    while i and (text[i - 1].isalnum() or text[i - 1] == "_"):
        i -= 1
    return text[i:]


def _head_word(text: str) -> str:
    m = _LEADING_WORD.match(text)
    return m.group() if m else ""


def _mend(page: str, seen: Counter[str]) -> str:
    parts = _MARKS.split(page)
    out = [parts[0]]
    for k in range(1, len(parts), 2):
        left, mark, right = _tail_word(out[-1]), parts[k], _head_word(parts[k + 1])
        if seen[(left + right).lower()] > 0:  # the document writes it whole elsewhere
            joint = ""
        elif seen[f"{left}-{right}".lower()] > 0:  # ... or with its hyphen
            joint = "-"
        elif mark == _CODE_HYPHEN and seen[right.lower()] > 0:
            # code: "update-" + "alternatives", a word of its own; "cur-" + "sor0" is not
            joint = "-"
        elif left[-1:].isalpha() and right[:1].isalpha():
            joint = ""
        else:
            joint = "-"
        out[-1] += joint
        out.append(parts[k + 1])
    return "".join(out)


# --- zip-based: DOCX, XLSX, PPTX, ODF --------------------------------------------------------


def _check_zip(path: io.BytesIO, kind: str) -> None:
    """Refuse a bomb from the zip's own directory, before anything is inflated."""
    if not zipfile.is_zipfile(path):
        raise ExtractError(
            "binary",
            translate("docs", "not a {kind} file (not a zip archive; a wrong extension?)").format(
                kind=kind.upper()
            ),
        )
    with zipfile.ZipFile(path) as z:
        infos = z.infolist()
    total = sum(i.file_size for i in infos)
    packed = sum(i.compress_size for i in infos) or 1
    if total > MAX_UNZIPPED_BYTES or (total > 32 * 2**20 and total / packed > MAX_UNZIP_RATIO):
        raise ExtractError(
            "zip_bomb",
            translate(
                "docs", "refused: would inflate to {size} from {packed} (a zip bomb?)"
            ).format(size=human_bytes(total), packed=human_bytes(packed)),
        )


W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
PKG_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"


def _member(z: zipfile.ZipFile, name: str, kind: str) -> bytes:
    try:
        return z.read(name)
    except KeyError:
        raise ExtractError(
            "corrupt",
            translate("docs", "not a valid {kind} file ({name} is missing)").format(
                kind=kind, name=name
            ),
        ) from None


def _docx(path: io.BytesIO) -> Extracted:
    with zipfile.ZipFile(path) as z:
        root = ET.fromstring(_member(z, "word/document.xml", "DOCX"))
    sections: list[Section] = []
    buf: list[str]
    heading, buf = "", []
    for para in root.iter(f"{W}p"):
        parts = []
        for el in para.iter():
            if el.tag == f"{W}t" and el.text:
                parts.append(el.text)
            elif el.tag == f"{W}tab":
                parts.append("\t")
            elif el.tag in (f"{W}br", f"{W}cr"):
                parts.append("\n")
        text = "".join(parts)
        style = para.find(f"{W}pPr/{W}pStyle")
        sval = (style.get(f"{W}val") or "") if style is not None else ""
        if sval.lower().startswith(("heading", "title")) and text.strip():
            if "".join(buf).strip():
                sections.append(Section("\n".join(buf).strip(), None, _hloc(heading)))
            heading, buf = text.strip(), [text]
        else:
            buf.append(text)
    if "".join(buf).strip():
        sections.append(Section("\n".join(buf).strip(), None, _hloc(heading)))
    return Extracted("docx", 1, sections)


def _pptx(path: io.BytesIO) -> Extracted:
    with zipfile.ZipFile(path) as z:
        pres = ET.fromstring(_member(z, "ppt/presentation.xml", "PPTX"))
        rels = ET.fromstring(_member(z, "ppt/_rels/presentation.xml.rels", "PPTX"))
        target = {r.get("Id"): r.get("Target", "") for r in rels.iter(f"{PKG_REL}Relationship")}
        names = []
        for sld in pres.iter(f"{P}sldId"):
            t = target.get(sld.get(f"{R}id"), "")
            names.append("ppt/" + t.lstrip("/").removeprefix("ppt/"))
        sections = []
        for n, name in enumerate(names, start=1):
            slide = ET.fromstring(_member(z, name, "PPTX"))
            paras = []
            for para in slide.iter(f"{A}p"):
                text = "".join(t.text or "" for t in para.iter(f"{A}t"))
                if text.strip():
                    paras.append(text)
            if paras:
                sections.append(Section("\n".join(paras), n, f"slide {n}"))
    return Extracted("pptx", len(names), sections)


def _xlsx(path: io.BytesIO, budget: _Budget | None = None) -> Extracted:
    import openpyxl

    try:
        wb = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except (KeyError, OSError, zipfile.BadZipFile) as exc:
        raise ExtractError("corrupt", damaged("XLSX", exc)) from None
    try:
        sections: list[Section] = []
        names = wb.sheetnames
        for name in names:
            ws = wb[name]
            rows = (
                ["" if v is None else str(v) for v in row] for row in ws.iter_rows(values_only=True)
            )
            sections += _table_sections(rows, f"sheet {name}", budget)
    finally:
        wb.close()
    return Extracted("xlsx", len(names), sections)


TEXT_NS = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
TABLE_NS = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
DRAW_NS = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}"


def _odf_text(el: ET.Element) -> str:
    parts = [el.text or ""]
    for child in el:
        if child.tag == f"{TEXT_NS}s":
            parts.append(" " * int(child.get(f"{TEXT_NS}c", "1")))
        elif child.tag == f"{TEXT_NS}tab":
            parts.append("\t")
        elif child.tag == f"{TEXT_NS}line-break":
            parts.append("\n")
        else:
            parts.append(_odf_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _odf(path: io.BytesIO, suffix: str) -> Extracted:
    with zipfile.ZipFile(path) as z:
        root = ET.fromstring(_member(z, "content.xml", "OpenDocument"))
    sections: list[Section] = []
    if suffix in (".ods", ".odp"):
        unit = f"{TABLE_NS}table" if suffix == ".ods" else f"{DRAW_NS}page"
        label = "sheet" if suffix == ".ods" else "slide"
        units = list(root.iter(unit))
        for n, u in enumerate(units, start=1):
            name = u.get(f"{TABLE_NS}name") or u.get(f"{DRAW_NS}name") or str(n)
            text = "\n".join(t for p in u.iter(f"{TEXT_NS}p") if (t := _odf_text(p)).strip())
            if text:
                where = f"sheet {name}" if label == "sheet" else f"slide {n}"
                sections.append(Section(text, n if label == "slide" else None, where))
        return Extracted("odf", len(units), sections)
    buf: list[str]
    heading, buf = "", []
    for el in root.iter():
        if el.tag == f"{TEXT_NS}h":
            if "".join(buf).strip():
                sections.append(Section("\n".join(buf).strip(), None, _hloc(heading)))
            heading = _odf_text(el).strip()
            buf = [heading]
        elif el.tag == f"{TEXT_NS}p":
            buf.append(_odf_text(el))
    if "".join(buf).strip():
        sections.append(Section("\n".join(buf).strip(), None, _hloc(heading)))
    return Extracted("odf", 1, sections)
