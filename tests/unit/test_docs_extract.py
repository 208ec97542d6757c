"""Extraction through the real limited worker process, on documents the tests build."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from app.core.docs.extract import MAX_FILE_BYTES, ExtractError
from app.core.docs.sandbox import Extractor
from tests.support.docs_make import (
    make_docx,
    make_odt,
    make_pdf,
    make_pptx,
    make_xlsx,
    make_zip_bomb,
)

KNOWN = "The lighthouse keeper counted forty-two ships on Tuesday."


@pytest.fixture(scope="module")
def ex():
    with Extractor(timeout_s=60) as e:
        yield e


def _fails(ex: Extractor, path: Path, password: str | None = None) -> ExtractError:
    with pytest.raises(ExtractError) as info:
        ex.extract(path, password)
    return info.value


def test_pdf_known_sentence_on_known_page(ex, tmp_path):
    pdf = make_pdf(tmp_path / "r.pdf", [["Cover page"], ["Nothing here"], ["Intro", KNOWN]])
    out = ex.extract(pdf)
    assert out.kind == "pdf" and out.pages == 3
    [hit] = [s for s in out.sections if "forty-two ships" in s.text]
    assert (hit.page, hit.location) == (3, "page 3")
    assert KNOWN in " ".join(hit.text.split())


def test_encrypted_pdf_says_encrypted_and_opens_with_its_password(ex, tmp_path):
    pdf = make_pdf(tmp_path / "locked.pdf", [[KNOWN]], password="s3cret")
    err = _fails(ex, pdf)
    assert err.reason == "encrypted" and "password is needed" in err.message
    assert "wrong" in _fails(ex, pdf, "guess").message
    assert KNOWN in ex.extract(pdf, "s3cret").sections[0].text


def test_pdf_without_text_layer_says_so(ex, tmp_path):
    err = _fails(ex, make_pdf(tmp_path / "scan.pdf", [None, None]))
    assert err.reason == "no_text"
    assert "no text layer" in err.message and "2 pages" in err.message


def test_truncated_pdf_is_corrupt_not_a_crash(ex, tmp_path):
    whole = make_pdf(tmp_path / "w.pdf", [[KNOWN]] * 3).read_bytes()
    cut = tmp_path / "cut.pdf"
    cut.write_bytes(whole[:40])
    err = _fails(ex, cut)
    assert err.reason in ("corrupt", "no_text")
    # the same worker reads the next file
    assert ex.extract(whole_path := tmp_path / "w.pdf").pages == 3 and whole_path


def test_binary_with_document_extensions(ex, tmp_path):
    junk = os.urandom(4096)
    for name in ("fake.pdf", "fake.docx", "fake.xlsx", "fake.txt", "fake.md"):
        (tmp_path / name).write_bytes(b"\0" + junk)
        err = _fails(ex, tmp_path / name)
        assert err.reason == "binary", (name, err.message)
        assert "wrong extension" in err.message


def test_docx_headings_and_text(ex, tmp_path):
    docx = make_docx(
        tmp_path / "d.docx",
        [("Heading1", "Safety"), (None, KNOWN), ("Heading2", "Costs"), (None, "Forty euros.")],
    )
    out = ex.extract(docx)
    assert [(s.page, s.location) for s in out.sections] == [
        (None, "heading Safety"),
        (None, "heading Costs"),
    ]
    assert KNOWN in out.sections[0].text


def test_odt_headings_and_spaces(ex, tmp_path):
    odt = make_odt(
        tmp_path / "o.odt", [(True, "Harbour"), (False, "Two  spaces kept."), (False, KNOWN)]
    )
    [sec] = ex.extract(odt).sections
    assert sec.location == "heading Harbour"
    assert sec.text == f"Harbour\nTwo  spaces kept.\n{KNOWN}"


def test_pptx_each_slide_in_show_order(ex, tmp_path):
    pptx = make_pptx(tmp_path / "s.pptx", [["Agenda"], ["Results", KNOWN], ["Thanks"]])
    out = ex.extract(pptx)
    assert out.pages == 3
    assert [(s.page, s.text.splitlines()[0]) for s in out.sections] == [
        (1, "Agenda"),
        (2, "Results"),
        (3, "Thanks"),
    ]


def test_xlsx_each_sheet_with_its_header(ex, tmp_path):
    rows = [["item", "cost"], *[[f"thing {i}", i] for i in range(1, 61)]]
    xlsx = make_xlsx(tmp_path / "b.xlsx", {"Budget": rows, "Notes": [["note"], [KNOWN]]})
    out = ex.extract(xlsx)
    assert out.pages == 2
    locs = [s.location for s in out.sections]
    assert locs == ["sheet Budget, rows 2-51", "sheet Budget, rows 52-61", "sheet Notes, row 2"]
    assert out.sections[1].text.startswith("item | cost\nthing 51 | 51")
    assert KNOWN in out.sections[2].text


def test_zip_bomb_refused_from_its_directory(ex, tmp_path):
    for name in ("bomb.docx", "bomb.xlsx", "bomb.pptx"):
        bomb = make_zip_bomb(tmp_path / name)
        assert bomb.stat().st_size < 1 << 20
        with zipfile.ZipFile(bomb) as z:
            assert sum(i.file_size for i in z.infolist()) > 60 << 20
        err = _fails(ex, bomb)
        assert err.reason == "zip_bomb" and "zip bomb" in err.message


def test_huge_file_refused_by_size_before_reading(ex, tmp_path):
    big = tmp_path / "huge.pdf"
    with big.open("wb") as f:  # sparse: 2 GB of apparent size, no disk used
        f.truncate(2 * 1024**3)
    assert big.stat().st_size > MAX_FILE_BYTES
    err = _fails(ex, big)
    assert err.reason == "too_large" and "too large: 2.1 GB (the limit is" in err.message


def test_unreadable_and_missing(ex, tmp_path):
    assert _fails(ex, tmp_path / "gone.pdf").reason == "unreadable"
    (tmp_path / "folder.txt").mkdir()
    assert _fails(ex, tmp_path / "folder.txt").reason == "unreadable"
    if os.geteuid() != 0:  # root reads everything: the mode test means nothing there
        locked = tmp_path / "locked.txt"
        locked.write_text("x")
        locked.chmod(0)
        assert _fails(ex, locked).reason == "unreadable"


def test_text_in_common_encodings(ex, tmp_path):
    sentence = "Café crème brûlée à la française, très élégant; où est la bibliothèque?"
    for enc in ("utf-8", "utf-8-sig", "utf-16", "latin-1", "cp1252"):
        f = tmp_path / f"t-{enc}.txt"
        f.write_bytes(((sentence + "\n") * 3).encode(enc))
        assert sentence in ex.extract(f).sections[0].text, enc


def test_html_markdown_csv_eml_code(ex, tmp_path):
    (tmp_path / "p.html").write_text(
        "<html><head><title>T</title><script>var x='no';</script></head><body>"
        f"<h1>Harbour</h1><p>{KNOWN}</p></body></html>"
    )
    out = ex.extract(tmp_path / "p.html")
    assert out.sections[0].location == "heading Harbour" and KNOWN in out.sections[0].text
    assert "var x" not in out.sections[0].text
    (tmp_path / "n.md").write_text(f"# Top\nintro\n\n## Ships\n{KNOWN}\n")
    assert ex.extract(tmp_path / "n.md").sections[1].location == "heading Ships"
    (tmp_path / "t.csv").write_text("name;count\nships;42\n")
    assert ex.extract(tmp_path / "t.csv").sections[0].text == "name | count\nships | 42"
    (tmp_path / "m.eml").write_text(
        f"Subject: Harbour report\nFrom: a@example.org\nContent-Type: text/plain\n\n{KNOWN}\n"
    )
    secs = ex.extract(tmp_path / "m.eml").sections
    assert "Subject: Harbour report" in secs[0].text and KNOWN in secs[1].text
    (tmp_path / "c.py").write_text("\n".join(f"x{i} = {i}" for i in range(100)))
    assert [s.location for s in ex.extract(tmp_path / "c.py").sections] == [
        "lines 1-60",
        "lines 61-100",
    ]


def test_a_hang_past_the_time_limit_is_stopped_and_the_next_file_works(tmp_path):
    pdf = make_pdf(tmp_path / "r.pdf", [[KNOWN]])
    with Extractor(timeout_s=0.001) as slow:  # less than a Python start: always past it
        err = _fails(slow, pdf)
        assert err.reason == "timeout" and "stopped" in err.message
        slow.timeout_s = 60
        assert KNOWN in slow.extract(pdf).sections[0].text


def test_memory_limit_fails_that_file_alone(tmp_path):
    big = tmp_path / "big.txt"
    big.write_text(("word " * 20 + "\n") * 400_000)  # 40 MB of text: well over 100 MB in Python
    small = tmp_path / "small.txt"
    small.write_text(KNOWN)
    with Extractor(memory_bytes=100 * 2**20) as tight:
        err = _fails(tight, big)
        assert err.reason in ("too_large", "memory", "crashed"), err.message
        assert KNOWN in tight.extract(small).sections[0].text
