"""PDF text: the words a careful extractor finds that the library's search finds in ours, reading
order, and pages/s end to end, before and after, from one run.

    .venv/bin/python bench/docs/bench_pdf_text.py --ref-python /tmp/ref/bin/python \\
        [--base COMMIT] [--runs 3] [--work DIR] [--no-make] [--plain PAGES] PDF_OR_DIR ...

Reference ("careful extractor"): PyMuPDF (AGPL: never a dependency; install it in a throwaway
venv, `python -m venv /tmp/ref && /tmp/ref/bin/pip install pymupdf`), with its dehyphenation on
and ligatures spelt out. "before" is the code at --base (`git archive`, default: this branch's
fork point), "after" this tree; each runs in its own process from its own tree.

- recall: of the reference's words on each page (as the index's tokenizer cuts them, the words
  search can use: 2+ characters or a number), the share that the library's FTS index holds for
  that page, read back from the index the end-to-end run built (fts5vocab).
- order: of the reference's consecutive word pairs on a page, the share found consecutive in
  ours (columns read in the wrong order break pairs).
- pages/s: `Library.add` of all the PDFs, through the limited extraction worker, chunking and
  the FTS index, into a fresh library file; median of --runs.

With groff / pdflatex installed (Debian: groff, texlive-latex-base), the README is typeset in two
columns by each (bench/docs/typeset.py) and a few installed man pages by `groff -man -Tpdf`.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import itertools
import json
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))

import typeset  # noqa: E402  (bench/docs/typeset.py, beside this file)

MAN_PAGES = ("bash", "tmux", "curl")
TOKENIZER = "unicode61 remove_diacritics 2"  # the library's (app/core/docs/library.py SCHEMA)

REF = r"""
import json, sys, pymupdf
flags = pymupdf.TEXT_DEHYPHENATE | pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
out = {}
for p in json.loads(sys.argv[1]):
    with pymupdf.open(p) as doc:
        out[p] = [page.get_text(flags=flags) for page in doc]
print(json.dumps(out))
"""

CHILD = r"""
import json, os, shutil, statistics, sys, time
from pathlib import Path
tree, pdfs, work, runs = sys.argv[1], json.loads(sys.argv[2]), Path(sys.argv[3]), int(sys.argv[4])
sys.path.insert(0, tree)
from app.core.docs.extract import extract
from app.core.docs.library import Library
out = {"text": {}, "index": {}, "seconds": [], "cpu": []}
for p in pdfs:
    ex = extract(p)
    pages = [""] * ex.pages
    for s in ex.sections:
        pages[s.page - 1] += s.text + "\n"
    out["text"][p] = pages
docs = work / "docs"
shutil.rmtree(docs, ignore_errors=True)
docs.mkdir(parents=True)
names = {}
for i, p in enumerate(pdfs):
    dst = docs / f"{i:03}.pdf"
    shutil.copyfile(p, dst)
    names[str(dst.resolve())] = p
for r in range(runs):
    lib_path = work / f"lib{r}.sqlite3"
    for sfx in ("", "-wal", "-shm"):
        Path(f"{lib_path}{sfx}").unlink(missing_ok=True)
    t, c = time.perf_counter(), os.times()
    with Library(lib_path) as lib:
        res = lib.add([docs])
    out["seconds"].append(time.perf_counter() - t)
    c2 = os.times()  # this process and its waited-for children: the extraction worker
    out["cpu"].append(sum(c2[:4]) - sum(c[:4]))
    assert all(x.status == "indexed" for x in res), [(x.path, x.status) for x in res]
with Library(lib_path) as lib:
    out["pages"] = lib.db.execute("SELECT sum(pages) FROM documents").fetchone()[0]
    lib.db.execute("CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, chunks_fts, instance)")
    rows = lib.db.execute(
        "SELECT d.path, c.page, v.term FROM temp.v v JOIN chunks c ON c.id = v.doc"
        " JOIN documents d ON d.id = c.doc_id"
    ).fetchall()
for path, page, term in rows:
    out["index"].setdefault(names[path], {}).setdefault(str(page), []).append(term)
print(json.dumps(out))
"""


def plain_pdfs(folder: Path, pages: int) -> list[Path]:
    """The PDFs of bench_window_stall.py: GSM8K questions, 50 pages each, 30 lines a page of
    Helvetica, written by tests/support/docs_make (the corpus of the earlier speed figures)."""
    sys.path.insert(0, str(ROOT))
    from tests.support.docs_make import make_pdf

    src = ROOT / "app" / "data" / "gsm8k" / "test.jsonl"
    lines = [json.loads(x)["question"][:90] for x in src.read_text().splitlines()]
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for f in range(max(1, pages // 50)):
        book = [[lines[(f * 1500 + p * 30 + k) % len(lines)] for k in range(30)] for p in range(50)]
        out.append(make_pdf(folder / f"book-{f:03}.pdf", book))
    return out


def corpus(args: argparse.Namespace, work: Path) -> list[Path]:
    pdfs: list[Path] = []
    for item in args.pdfs:
        p = Path(item)
        pdfs += sorted(p.resolve().rglob("*.pdf")) if p.is_dir() else [p.resolve()]
    if args.plain:
        pdfs += plain_pdfs(work / "plain", args.plain)
    if args.no_make:
        return pdfs
    made = work / "made"
    made.mkdir(parents=True, exist_ok=True)
    if shutil.which("groff"):
        pdfs.append(typeset.make("groff", made / "readme-groff-ms-2col.pdf"))
        for name in MAN_PAGES:
            src = Path(f"/usr/share/man/man1/{name}.1.gz")
            if src.is_file():
                pdf = subprocess.run(
                    ["groff", "-man", "-t", "-e", "-Tpdf"],
                    input=gzip.decompress(src.read_bytes()),
                    capture_output=True,
                ).stdout
                (made / f"man-{name}.pdf").write_bytes(pdf)
                pdfs.append(made / f"man-{name}.pdf")
    if shutil.which("pdflatex"):
        pdfs.append(typeset.make("latex", made / "readme-latex-2col.pdf"))
    return pdfs


def tokens(texts: list[str]) -> list[list[str]]:
    """Each text's words in order, as the library's FTS5 tokenizer cuts them."""
    db = sqlite3.connect(":memory:")
    db.execute(f"CREATE VIRTUAL TABLE t USING fts5(text, tokenize = '{TOKENIZER}')")
    db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, instance)")
    db.executemany("INSERT INTO t(rowid, text) VALUES(?, ?)", enumerate(texts))
    out: list[list[str]] = [[] for _ in texts]
    for term, doc in db.execute("SELECT term, doc FROM v ORDER BY doc, offset"):
        out[doc].append(term)
    return out


def searchable(w: str) -> bool:
    return len(w) > 1 or w.isdigit()  # what query_words keeps (app/core/docs/library.py)


def score(ref: list[str], text: list[str], index: dict[str, list[str]]) -> dict:
    ref_toks = tokens(ref)
    our_toks = tokens(text)
    total = found = pairs = kept = 0
    missed: collections.Counter[str] = collections.Counter()
    for i, words in enumerate(ref_toks):
        have = set(index.get(str(i + 1), []))
        for w in words:
            if searchable(w):
                total += 1
                found += w in have
                if w not in have:
                    missed[w] += 1
        ours = our_toks[i] if i < len(our_toks) else []
        our_pairs = set(itertools.pairwise(ours))
        ref_pairs = list(itertools.pairwise(words))
        pairs += len(ref_pairs)
        kept += sum(p in our_pairs for p in ref_pairs)
    return {
        "words": total,
        "recall": found / total if total else 1.0,
        "order": kept / pairs if pairs else 1.0,
        "missed": missed.most_common(8),
    }


def run_tree(tree: Path, pdfs: list[Path], work: Path, runs: int) -> dict:
    work.mkdir(parents=True, exist_ok=True)
    names = json.dumps([str(p) for p in pdfs])
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(tree), names, str(work), str(runs)],
        capture_output=True,
        text=True,
        cwd=tree,
    )
    if proc.returncode:
        raise SystemExit(f"{tree}: {proc.stderr[-2000:]}")
    return json.loads(proc.stdout)


def fixture_words(ref_python: str, pdf: Path, out: Path) -> None:
    """The reference's searchable words per page of `pdf`, written once beside a test fixture
    (tests/fixtures/typeset/) so the test needs no PyMuPDF."""
    pages = json.loads(
        subprocess.run(
            [ref_python, "-c", REF, json.dumps([str(pdf)])], capture_output=True, check=True
        ).stdout
    )[str(pdf)]
    words = {str(i + 1): [w for w in ws if searchable(w)] for i, ws in enumerate(tokens(pages))}
    note = f"PyMuPDF's words of {pdf.name}, as the index's tokenizer cuts them (bench_pdf_text.py)"
    lines = ",\n".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in words.items())
    out.write_text(f'{{"about": {json.dumps(note)},\n"pages": {{\n{lines}\n}}}}\n')


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixture-words", nargs=2, type=Path, metavar=("PDF", "OUT"))
    ap.add_argument("pdfs", nargs="*")
    ap.add_argument("--ref-python", required=True)
    ap.add_argument("--base", default="")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--work", type=Path)
    ap.add_argument("--no-make", action="store_true", help="no groff/LaTeX PDFs of our own")
    ap.add_argument("--plain", type=int, default=0, help="add N pages of plain GSM8K PDFs")
    args = ap.parse_args()
    if args.fixture_words:
        fixture_words(args.ref_python, *args.fixture_words)
        return 0
    work = args.work or Path(tempfile.mkdtemp(prefix="pdftext-"))
    base = (
        args.base
        or subprocess.run(
            ["git", "merge-base", "HEAD", "main"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
    )
    before = work / "before"
    shutil.rmtree(before, ignore_errors=True)
    before.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", base, "app"], cwd=ROOT, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(before)], input=archive.stdout, check=True)
    pdfs = corpus(args, work)
    ref = json.loads(
        subprocess.run(
            [args.ref_python, "-c", REF, json.dumps([str(p) for p in pdfs])],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    trees = {"before": before, "after": ROOT}
    res = {k: run_tree(t, pdfs, work / k, args.runs) for k, t in trees.items()}
    print(f"base {base[:10]}; reference: PyMuPDF; {len(pdfs)} PDFs")
    print(
        f"{'PDF':32} {'pages':>5} {'words':>7} | {'recall before':>13} {'after':>7} | "
        f"{'order before':>12} {'after':>6} | missed after (top)"
    )
    for p in pdfs:
        key = str(p)
        if p.name.startswith("book-") and p.name != "book-000.pdf":
            continue  # the plain books all score alike: one row stands for them
        row = {k: score(ref[key], r["text"][key], r["index"].get(key, {})) for k, r in res.items()}
        b, a = row["before"], row["after"]
        print(
            f"{p.name[:32]:32} {len(ref[key]):5} {a['words']:7} | {b['recall']:13.4f} "
            f"{a['recall']:7.4f} | {b['order']:12.4f} {a['order']:6.4f} | "
            + ", ".join(f"{w} {n}" for w, n in a["missed"][:5])
        )
    for k, r in res.items():
        med = statistics.median(r["seconds"])
        cpu = statistics.median(r["cpu"])
        runs = ", ".join(f"{s:.2f}" for s in r["seconds"])
        print(
            f"end to end {k}: {r['pages']} pages in {med:.2f} s median ({runs}): "
            f"{r['pages'] / med:.0f} pages/s; CPU {cpu:.2f} s ({r['pages'] / cpu:.0f} pages/CPU-s)"
        )
    for what, label in (("seconds", "wall"), ("cpu", "CPU")):
        ratio = statistics.median(res["before"][what]) / statistics.median(res["after"][what])
        print(f"after / before speed ({label}): {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
