"""Documents bench: extraction speed and quality per library, indexing, search, memory.

    .venv/bin/python bench/docs/bench_docs.py [--work DIR] [--skip-index] [--skip-search]

The corpus is built here, never downloaded: GSM8K text (shared/data or app/data) and the README
written as .txt, converted to PDF and DOCX by LibreOffice headless (`soffice`, from Debian's
libreoffice-writer-nogui) when it is installed, plus any PDFs under /usr/share/doc. Compared:
pypdfium2, pypdf and pdfminer.six (the usual pdfminer-based conversion, the baseline) for PDF;
our zip+XML reader, python-docx, and pdfminer on the same document's PDF for DOCX. Quality is
word recall against the source text. Figures go to stdout; RESULTS.md records a run. The
compared libraries are not dependencies: `pip install pypdf pdfminer.six python-docx` first
(a row says "not installed" otherwise).
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.core.docs.extract import Section, _docx, _pdf  # noqa: E402
from app.core.docs.library import Library  # noqa: E402


def _gsm8k() -> Path:
    for p in (ROOT.parent / "shared/data/gsm8k/train.jsonl", ROOT / "app/data/gsm8k/test.jsonl"):
        if p.is_file():
            return p
    raise SystemExit("no GSM8K text found (shared/data/gsm8k or app/data/gsm8k)")


def build_corpus(work: Path, n_texts: int = 4, per_text: int = 160) -> list[tuple[Path, str]]:
    """Write source texts and convert them; returns (source .txt, its text)."""
    work.mkdir(parents=True, exist_ok=True)
    rows = [json.loads(line) for line in _gsm8k().read_text().splitlines()[: n_texts * per_text]]
    texts = []
    for i in range(n_texts):
        part = rows[i * per_text : (i + 1) * per_text]
        body = "\n\n".join(
            f"Problem {i * per_text + j + 1}. {r['question']}\nWorked answer: "
            + re.sub(r"<<[^>]*>>", "", r["answer"]).replace("\n####", "\nFinal answer:")
            for j, r in enumerate(part)
        )
        src = work / f"gsm8k-{i + 1}.txt"
        src.write_text(body)
        texts.append((src, body))
    readme = work / "readme.txt"
    readme.write_text((ROOT / "README.md").read_text())
    texts.append((readme, readme.read_text()))
    soffice = shutil.which("soffice")
    if soffice:
        for fmt in ("pdf", "docx"):
            todo = [
                str(s)
                for s, _ in texts
                if not s.with_suffix(f".{fmt}").exists()
                or s.with_suffix(f".{fmt}").stat().st_mtime < s.stat().st_mtime
            ]
            if todo:
                subprocess.run(
                    [soffice, "--headless", "--convert-to", fmt, "--outdir", str(work), *todo],
                    check=True,
                    capture_output=True,
                    timeout=600,
                    env={**os.environ, "HOME": str(work / "lo-home")},
                )
    return texts


def recall(extracted: str, source: str) -> float:
    """Share of the source's words found in the extracted text (multiset)."""
    src = collections.Counter(re.findall(r"\w+", source.lower()))
    got = collections.Counter(re.findall(r"\w+", extracted.lower()))
    return sum((src & got).values()) / max(1, sum(src.values()))


def order(extracted: str, source: str) -> float:
    """Share of the source's word pairs found in the extracted text: reading order kept."""

    def pairs(text: str) -> collections.Counter:
        w = re.findall(r"\w+", text.lower())
        return collections.Counter(itertools.pairwise(w))

    src, got = pairs(source), pairs(extracted)
    return sum((src & got).values()) / max(1, sum(src.values()))


def pdf_pages(path: Path) -> int:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(str(path))
    n = len(doc)
    doc.close()
    return n


def _text_pdfium(path: Path) -> str:
    return "\n".join(s.text for s in _pdf(path, None).sections)


def _text_pypdf(path: Path) -> str:
    import pypdf

    return "\n".join(p.extract_text() or "" for p in pypdf.PdfReader(str(path)).pages)


def _text_pdfminer(path: Path) -> str:
    from pdfminer.high_level import extract_text

    return extract_text(str(path))


def _text_ours_docx(path: Path) -> str:
    return "\n".join(s.text for s in _docx(path).sections)


def _text_python_docx(path: Path) -> str:
    import docx

    return "\n".join(p.text for p in docx.Document(str(path)).paragraphs)


def timed(fn, path: Path) -> tuple[float, str]:
    t = time.perf_counter()
    text = fn(path)
    return time.perf_counter() - t, text


def bench_extraction(texts: list[tuple[Path, str]]) -> list[dict]:
    rows = []
    cache: dict[Path, str] = {}

    def baseline(path: Path) -> str | None:
        if path not in cache:
            try:
                cache[path] = _text_pdfminer(path)
            except ImportError:  # pdfminer.six not installed: no agreement figure
                return None
        return cache[path]

    pdfs = [(s.with_suffix(".pdf"), body) for s, body in texts if s.with_suffix(".pdf").exists()]
    pdfs += [(p, None) for p in sorted(Path("/usr/share/doc").rglob("*.pdf"))[:4]]
    libs = {"pypdfium2": _text_pdfium, "pypdf": _text_pypdf, "pdfminer.six": _text_pdfminer}
    for name, fn in libs.items():
        try:
            pages = secs = 0.0
            recalls, orders, agree = [], [], []
            for path, body in pdfs:
                dt, text = timed(fn, path)
                pages += pdf_pages(path)
                secs += dt
                if body is not None:
                    recalls.append(recall(text, body))
                    orders.append(order(text, body))
                elif (ref := baseline(path)) is not None:  # a real PDF without its source:
                    agree.append(recall(text, ref))  # agreement with the baseline's words
            rows.append(
                {
                    "format": "pdf",
                    "library": name,
                    "files": len(pdfs),
                    "pages": int(pages),
                    "pages_per_s": round(pages / secs, 1),
                    "recall": round(statistics.mean(recalls), 4) if recalls else None,
                    "order": round(statistics.mean(orders), 4) if orders else None,
                    "agree_pdfminer": round(statistics.mean(agree), 4) if agree else None,
                }
            )
        except ImportError:
            rows.append({"format": "pdf", "library": name, "error": "not installed"})
    docx = [(s.with_suffix(".docx"), body) for s, body in texts if s.with_suffix(".docx").exists()]
    dlibs = {
        "zip+XML (ours)": _text_ours_docx,
        "python-docx": _text_python_docx,
        "pdfminer.six on its PDF": lambda p: _text_pdfminer(p.with_suffix(".pdf")),
    }
    for name, fn in dlibs.items():
        try:
            pages = secs = 0.0
            recalls, orders = [], []
            for path, body in docx:
                dt, text = timed(fn, path)
                pages += pdf_pages(path.with_suffix(".pdf"))  # a DOCX's pages: its PDF's
                secs += dt
                recalls.append(recall(text, body))
                orders.append(order(text, body))
            rows.append(
                {
                    "format": "docx",
                    "library": name,
                    "files": len(docx),
                    "pages": int(pages),
                    "pages_per_s": round(pages / secs, 1) if secs else None,
                    "recall": round(statistics.mean(recalls), 4) if recalls else None,
                    "order": round(statistics.mean(orders), 4) if orders else None,
                }
            )
        except ImportError:
            rows.append({"format": "docx", "library": name, "error": "not installed"})
    return rows


class RssPeak(threading.Thread):
    """Peak RSS of this process plus its children (the extraction worker), sampled."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.peak = 0
        self.stop = threading.Event()

    def run(self) -> None:
        import psutil

        me = psutil.Process()
        while not self.stop.wait(0.05):
            try:
                rss = me.memory_info().rss + sum(
                    c.memory_info().rss for c in me.children(recursive=True)
                )
            except psutil.Error:
                continue
            self.peak = max(self.peak, rss)


def bench_index(work: Path, target_pages: int = 2000) -> dict:
    pdfs = sorted(work.glob("gsm8k-*.pdf"))
    if not pdfs:
        return {"error": "no PDFs (install LibreOffice: apt-get install libreoffice-writer-nogui)"}
    lib_dir = work / "index-run"
    shutil.rmtree(lib_dir, ignore_errors=True)
    docs = lib_dir / "docs"
    docs.mkdir(parents=True)
    pages = i = 0
    while pages < target_pages:
        src = pdfs[i % len(pdfs)]
        dst = docs / f"copy-{i:04}.pdf"
        # a comment after %%EOF makes each copy a different file (its own hash) yet valid
        dst.write_bytes(src.read_bytes() + f"\n% copy {i}\n".encode())
        pages += pdf_pages(dst)
        i += 1
    rss = RssPeak()
    rss.start()
    results: list = []

    def index() -> None:
        # On its own thread, as the window runs it; the library is made on that thread too.
        with Library(lib_dir / "documents.sqlite3") as lib:
            results.extend(lib.add([docs]))

    t = time.perf_counter()
    worker = threading.Thread(target=index)
    worker.start()
    # The "GUI" thread: a 5 ms tick, as a Qt timer would; lateness is what a user would feel.
    stalls = []
    while worker.is_alive():
        t0 = time.perf_counter()
        time.sleep(0.005)
        stalls.append((time.perf_counter() - t0 - 0.005) * 1000)
    dt = time.perf_counter() - t
    rss.stop.set()
    rss.join()
    stalls.sort()
    ok = sum(r.status == "indexed" for r in results)
    chunks = sum(r.chunks for r in results)
    return {
        "files": i,
        "pages": pages,
        "indexed": ok,
        "chunks": chunks,
        "seconds": round(dt, 1),
        "pages_per_s": round(pages / dt, 1),
        "peak_rss_mb": round(rss.peak / 2**20),
        "tick_late_p99_ms": round(stalls[int(len(stalls) * 0.99)], 2) if stalls else None,
        "tick_late_max_ms": round(stalls[-1], 2) if stalls else None,
    }


def bench_search(work: Path, n_chunks: int = 100_000, queries: int = 300) -> dict:
    rows = [json.loads(line) for line in _gsm8k().read_text().splitlines()]
    lib_path = work / "search.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{lib_path}{suffix}").unlink(missing_ok=True)
    from app.core.docs.extract import Extracted

    t = time.perf_counter()
    with Library(lib_path) as lib:
        per_doc = 500
        for d in range(n_chunks // per_doc):
            chunks = []
            for k in range(per_doc):
                r = rows[(d * per_doc + k) % len(rows)]
                chunks.append(Section(f"{r['question']} {r['answer']}", k // 3 + 1, ""))
            fake = work / f"synthetic-{d}.pdf"
            st = os.stat(__file__)
            lib._store(fake, st, None, Extracted("pdf", per_doc // 3, chunks), chunks)
        build = time.perf_counter() - t
        qs = [r["question"] for r in rows[-queries:]]
        lat = []
        for q in qs:
            t0 = time.perf_counter()
            lib.search(q, 10)
            lat.append((time.perf_counter() - t0) * 1000)
    lat.sort()
    return {
        "chunks": n_chunks,
        "build_s": round(build, 1),
        "queries": len(lat),
        "p50_ms": round(lat[len(lat) // 2], 2),
        "p99_ms": round(lat[int(len(lat) * 0.99) - 1], 2),
        "max_ms": round(lat[-1], 2),
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "ling-docs-bench")
    ap.add_argument("--skip-index", action="store_true")
    ap.add_argument("--skip-search", action="store_true")
    args = ap.parse_args()
    texts = build_corpus(args.work)
    print(f"cpu count: {os.cpu_count()}, corpus in {args.work}")
    for row in bench_extraction(texts):
        print(json.dumps(row))
    if not args.skip_index:
        print(json.dumps({"index": bench_index(args.work)}))
    if not args.skip_search:
        print(json.dumps({"search": bench_search(args.work)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
