"""Documents the document tests build themselves: PDF (text pages, image-only pages, RC4
encrypted), DOCX, PPTX, XLSX and zip bombs, written byte by byte with the standard library (and
openpyxl, a dependency, for XLSX), so no test depends on a file from elsewhere."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

_PAD = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")


def _rc4(key: bytes, data: bytes) -> bytes:
    s = list(range(256))
    j = 0
    for i in range(256):
        j = (j + s[i] + key[i % len(key)]) % 256
        s[i], s[j] = s[j], s[i]
    out = bytearray()
    i = j = 0
    for b in data:
        i = (i + 1) % 256
        j = (j + s[i]) % 256
        s[i], s[j] = s[j], s[i]
        out.append(b ^ s[(s[i] + s[j]) % 256])
    return bytes(out)


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(
    path: Path,
    pages: list[list[str] | None],
    password: str | None = None,
) -> Path:
    """A PDF whose page i shows the lines pages[i] in Helvetica (None: a page with only a drawn
    box, no text layer, as a scan has). With `password`: the standard 40-bit RC4 handler (R2).
    A line Helvetica cannot show (Chinese) is set in a CID font whose codes are the characters'
    own (Identity-H, with a ToUnicode map), as a CJK PDF's text layer is."""
    n = len(pages)
    objs: dict[int, bytes] = {}
    font = 3
    first_page = 4
    objs[1] = b"<< /Type /Catalog /Pages 2 0 R >>"
    kids = " ".join(f"{first_page + 2 * i} 0 R" for i in range(n))
    objs[2] = f"<< /Type /Pages /Kids [{kids}] /Count {n} >>".encode()
    objs[font] = (
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    )
    streams: dict[int, bytes] = {}
    # The CID font's objects come after the pages': 0, its descendant, its ToUnicode stream.
    cid = first_page + 2 * n
    objs[cid] = (
        f"<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /Identity-H "
        f"/DescendantFonts [{cid + 1} 0 R] /ToUnicode {cid + 2} 0 R >>"
    ).encode()
    objs[cid + 1] = (
        b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /DW 1000 /CIDSystemInfo "
        b"<< /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> >>"
    )
    streams[cid + 2] = (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Same def "
        b"/CMapType 2 def 1 begincodespacerange <0000> <FFFF> endcodespacerange "
        b"1 beginbfrange <0000> <FFFF> <0000> endbfrange endcmap "
        b"CMapName currentdict /CMap defineresource pop end end"
    )
    for i, lines in enumerate(pages):
        page_obj, content_obj = first_page + 2 * i, first_page + 2 * i + 1
        objs[page_obj] = (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            f"/Resources << /Font << /F1 {font} 0 R /F2 {cid} 0 R >> >> "
            f"/Contents {content_obj} 0 R >>"
        ).encode()
        if lines is None:
            body = "0.5 g 72 300 468 400 re f"
        else:
            shown = " T* ".join(_show(line) for line in lines)
            body = f"BT /F1 11 Tf 14 TL 72 740 Td {shown} ET"
        streams[content_obj] = body.encode("cp1252")
    file_id = hashlib.md5(str(path).encode()).digest()
    key = None
    if password is not None:
        owner = _rc4(hashlib.md5(_pad(password + "-owner")).digest()[:5], _pad(password))
        p = (-44).to_bytes(4, "little", signed=True)
        key = hashlib.md5(_pad(password) + owner + p + file_id).digest()[:5]
        user = _rc4(key, _PAD)
        enc = len(objs) + len(streams) + 1
        objs[enc] = (
            f"<< /Filter /Standard /V 1 /R 2 /O <{owner.hex()}> /U <{user.hex()}> /P -44 >>"
        ).encode()
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets: dict[int, int] = {}
    for num in sorted({*objs, *streams}):
        offsets[num] = len(out)
        if num in streams:
            data = streams[num]
            if key is not None:
                obj_key = hashlib.md5(key + num.to_bytes(3, "little") + b"\0\0").digest()[:10]
                data = _rc4(obj_key, data)
            out += f"{num} 0 obj\n<< /Length {len(data)} >>\nstream\n".encode()
            out += data + b"\nendstream\nendobj\n"
        else:
            out += f"{num} 0 obj\n".encode() + objs[num] + b"\nendobj\n"
    total = max(offsets) + 1
    xref = len(out)
    out += f"xref\n0 {total}\n0000000000 65535 f \n".encode()
    for num in range(1, total):
        out += f"{offsets[num]:010d} 00000 n \n".encode()
    trailer = f"<< /Size {total} /Root 1 0 R /ID [<{file_id.hex()}> <{file_id.hex()}>]"
    if key is not None:
        trailer += f" /Encrypt {total - 1} 0 R"
    out += f"trailer\n{trailer} >>\nstartxref\n{xref}\n%%EOF\n".encode()
    path.write_bytes(bytes(out))
    return path


def _show(line: str) -> str:
    try:
        line.encode("cp1252")
    except UnicodeEncodeError:  # Chinese: the CID font, each character its own 2-byte code
        return f"/F2 11 Tf <{line.encode('utf-16-be').hex()}> Tj /F1 11 Tf"
    return f"({_esc(line)}) Tj"


def _pad(pw: str) -> bytes:
    return (pw.encode("latin-1") + _PAD)[:32]


_CT_DOCX = (
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
    'package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
    'officedocument.wordprocessingml.document.main+xml"/></Types>'
)
_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _x(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def make_docx(path: Path, paragraphs: list[tuple[str | None, str]]) -> Path:
    """A DOCX of (style, text) paragraphs; style 'Heading1' makes a heading."""
    body = []
    for style, text in paragraphs:
        ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
        body.append(f'<w:p>{ppr}<w:r><w:t xml:space="preserve">{_x(text)}</w:t></w:r></w:p>')
    doc = (
        f'<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="{_W}"><w:body>'
        f"{''.join(body)}</w:body></w:document>"
    )
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CT_DOCX)
        z.writestr("word/document.xml", doc)
    return path


_A = "http://schemas.openxmlformats.org/drawingml/2006/main"
_P = "http://schemas.openxmlformats.org/presentationml/2006/main"
_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PR = "http://schemas.openxmlformats.org/package/2006/relationships"


def make_pptx(path: Path, slides: list[list[str]]) -> Path:
    """A PPTX whose slides (in presentation order, listed in reverse file order on purpose)
    hold the given paragraphs."""
    n = len(slides)
    ids = "".join(f'<p:sldId id="{256 + i}" r:id="rId{i + 1}"/>' for i in range(n))
    pres = f'<p:presentation xmlns:p="{_P}" xmlns:r="{_R}"><p:sldIdLst>{ids}</p:sldIdLst></p:presentation>'
    # Slide i of the show is stored as slide{n-i}.xml: order must come from the relationships.
    rels = "".join(
        f'<Relationship Id="rId{i + 1}" Type="{_R}/slide" Target="slides/slide{n - i}.xml"/>'
        for i in range(n)
    )
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CT_DOCX)
        z.writestr("ppt/presentation.xml", pres)
        z.writestr(
            "ppt/_rels/presentation.xml.rels",
            f'<Relationships xmlns="{_PR}">{rels}</Relationships>',
        )
        for i, paras in enumerate(slides):
            ps = "".join(f"<a:p><a:r><a:t>{_x(t)}</a:t></a:r></a:p>" for t in paras)
            slide = (
                f'<p:sld xmlns:p="{_P}" xmlns:a="{_A}"><p:cSld><p:spTree><p:sp><p:txBody>'
                f"{ps}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>"
            )
            z.writestr(f"ppt/slides/slide{n - i}.xml", slide)
    return path


def make_xlsx(path: Path, sheets: dict[str, list[list[object]]]) -> Path:
    import openpyxl

    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
    wb.save(path)
    return path


def make_zip_bomb(path: Path, inflated_mb: int = 64) -> Path:
    """A zip named like a DOCX/XLSX whose one member inflates to `inflated_mb` MB of zeros
    (a few MB on disk, written in pieces so the test itself stays small in memory)."""
    block = b"\0" * (1 << 20)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.writestr("[Content_Types].xml", _CT_DOCX)
        with z.open("word/document.xml", "w", force_zip64=True) as f:
            for _ in range(inflated_mb):
                f.write(block)
    return path


_ODT_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
)


def make_odt(path: Path, paragraphs: list[tuple[bool, str]]) -> Path:
    """An ODT of (is_heading, text) paragraphs; two spaces become <text:s/> as writers do."""
    body = "".join(
        f'<text:h text:outline-level="1">{_x(t)}</text:h>'
        if h
        else f"<text:p>{_x(t).replace('  ', ' <text:s/>')}</text:p>"
        for h, t in paragraphs
    )
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {_ODT_NS}>'
        f"<office:body><office:text>{body}</office:text></office:body></office:document-content>"
    )
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        z.writestr("content.xml", content)
    return path


_XL_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_XL_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PKG = "http://schemas.openxmlformats.org/package/2006/relationships"


def make_shared_string_xlsx(
    path: Path, rows: int, cols: int = 10, string_chars: int = 2000, whole_grid: bool = False
) -> Path:
    """A hostile XLSX (issue 35): every one of rows x cols cells names the same long shared
    string, so a file of ~1 MB reads as rows x cols x string_chars characters. Its members are
    small enough once inflated (a few MB) to pass the zip-bomb check. `whole_grid`: the sheet
    also declares the whole grid (A1:XFD1048576) and fills its last cell, so a reader walks
    16,384 x 1,048,576 cells, nearly all empty."""
    word = "Shardwort "
    text = (word * (string_chars // len(word) + 1))[:string_chars]
    letters = [chr(ord("A") + i) for i in range(cols)]
    ct = (
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
        'package/2006/content-types"><Default Extension="rels" ContentType="application/'
        'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType='
        '"application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/'
        'vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName='
        '"/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType='
        '"application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>'
    )
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.writestr("[Content_Types].xml", ct)
        z.writestr(
            "_rels/.rels",
            f'<Relationships xmlns="{_PKG}"><Relationship Id="rId1" Type="{_XL_REL}/'
            'officeDocument" Target="xl/workbook.xml"/></Relationships>',
        )
        z.writestr(
            "xl/workbook.xml",
            f'<workbook xmlns="{_XL_NS}" xmlns:r="{_XL_REL}"><sheets><sheet name="Data" '
            'sheetId="1" r:id="rId1"/></sheets></workbook>',
        )
        z.writestr(
            "xl/_rels/workbook.xml.rels",
            f'<Relationships xmlns="{_PKG}"><Relationship Id="rId1" Type="{_XL_REL}/worksheet" '
            f'Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="{_XL_REL}/'
            'sharedStrings" Target="sharedStrings.xml"/></Relationships>',
        )
        z.writestr(
            "xl/sharedStrings.xml",
            f'<sst xmlns="{_XL_NS}" count="1" uniqueCount="1"><si><t>{text}</t></si></sst>',
        )
        with z.open("xl/worksheets/sheet1.xml", "w") as f:
            dim = '<dimension ref="A1:XFD1048576"/>' if whole_grid else ""
            f.write(f'<worksheet xmlns="{_XL_NS}">{dim}<sheetData>'.encode())
            for r in range(1, rows + 1):
                cells = "".join(f'<c r="{c}{r}" t="s"><v>0</v></c>' for c in letters)
                f.write(f'<row r="{r}">{cells}</row>'.encode())
            if whole_grid:
                f.write(b'<row r="1048576"><c r="XFD1048576" t="s"><v>0</v></c></row>')
            f.write(b"</sheetData></worksheet>")
    return path
