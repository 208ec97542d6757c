"""Real typeset PDFs made on this machine from text we may license (the README): groff's ms
macros in two columns with hyphenation, and LaTeX's article in two columns (hyphenation and
ligatures). Used by bench_pdf_text.py and to make the test fixture
(tests/fixtures/typeset/readme-2col.pdf):

    .venv/bin/python bench/docs/typeset.py groff OUT.pdf [--words N]
    .venv/bin/python bench/docs/typeset.py latex OUT.pdf [--words N]

Needs groff (Debian's `groff`, for gropdf) or pdflatex (`texlive-latex-base`).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def readme_blocks(words: int | None = None) -> list[tuple[str, str]]:
    """The README as (kind, text) blocks: "h" heading, "p" paragraph, "code" code block, in
    order, cut after about `words` words (None: all)."""
    blocks: list[tuple[str, str]] = []
    lines = (ROOT / "README.md").read_text().splitlines()
    buf: list[str] = []
    code: list[str] | None = None
    count = 0

    def flush() -> None:
        if buf:
            blocks.append(("p", " ".join(x.strip() for x in buf)))
            buf.clear()

    for line in lines:
        if line.lstrip().startswith("```"):
            if code is None:
                flush()
                code = []
            else:
                blocks.append(("code", "\n".join(code)))
                code = None
            continue
        if code is not None:
            code.append(line)
            continue
        m = re.match(r"#+\s+(.*)", line)
        if m:
            flush()
            blocks.append(("h", m.group(1)))
        elif not line.strip() or line.lstrip().startswith(("- ", "* ", "| ")):
            flush()
            if line.strip():
                buf.append(line.strip().lstrip("-*| ").replace(" | ", "; ").rstrip("| "))
                flush()
        else:
            buf.append(line)
        count = sum(len(t.split()) for _, t in blocks)
        if words is not None and count >= words:
            break
    flush()
    return blocks


def _inline(text: str) -> list[tuple[str, str]]:
    """Markdown inline text as runs of ("t", text) and ("c", code), links and emphasis gone."""
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)
    text = re.sub(r"\*\*?([^*]+)\*\*?", r"\1", text)
    runs = []
    for i, part in enumerate(re.split(r"`([^`]*)`", text)):
        if part:
            runs.append(("c" if i % 2 else "t", part))
    return runs


def _roff_esc(text: str) -> str:
    return text.replace("\\", "\\e")


def to_groff(blocks: list[tuple[str, str]]) -> str:
    out = [".nr PS 10", ".nr VS 12", ".hy 1", ".TL", "Ling Desk", ".2C"]
    for kind, text in blocks:
        if kind == "h":
            out += [".SH", _roff_line(_roff_esc(text))]
        elif kind == "code":
            out += [".LP", ".ft CW", ".ps 8", ".nf"]
            out += [_roff_line(_roff_esc(x)) for x in text.splitlines()]
            out += [".fi", ".ps 10", ".ft R"]
        else:
            runs = "".join(
                f"\\f(CW{_roff_esc(t)}\\fP" if k == "c" else _roff_esc(t) for k, t in _inline(text)
            )
            out += [".PP", _roff_line(runs)]
    return "\n".join(out) + "\n"


def _roff_line(text: str) -> str:
    # a line starting with . or ' would be a request
    return "\\&" + text if text[:1] in (".", "'") else text


_TEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "$": r"\$",
    "&": r"\&",
    "#": r"\#",
    "^": r"\^{}",
    "_": r"\_",
    "%": r"\%",
    "~": r"\~{}",
    "<": r"\textless{}",
    ">": r"\textgreater{}",
    "|": r"\textbar{}",
    "≥": r"$\geq$",
    "≤": r"$\leq$",
    "→": r"$\rightarrow$",
    "×": r"$\times$",
    "µ": r"$\mu$",
    "≈": r"$\approx$",
}


def _tex_esc(text: str) -> str:
    out = []
    for c in text:
        if c in _TEX_SPECIAL:
            out.append(_TEX_SPECIAL[c])
        elif ord(c) < 128 or c in "—–’“”‘é":
            out.append(c)
        else:
            out.append(" ")
    return "".join(out)


def to_latex(blocks: list[tuple[str, str]]) -> str:
    out = [
        r"\documentclass[twocolumn,10pt]{article}",
        r"\usepackage[utf8]{inputenc}",
        r"\sloppy",
        r"\begin{document}",
        r"\title{Ling Desk}\date{}\maketitle",
    ]
    for kind, text in blocks:
        if kind == "h":
            out.append(r"\section*{" + _tex_esc(text) + "}")
        elif kind == "code":
            out.append(r"\begin{small}\begin{verbatim}")
            out.append("".join(c if ord(c) < 128 else "?" for c in text))
            out.append(r"\end{verbatim}\end{small}")
        else:
            out.append(
                "".join(
                    r"\texttt{" + _tex_esc(t) + "}" if k == "c" else _tex_esc(t)
                    for k, t in _inline(text)
                )
                + "\n"
            )
    out.append(r"\end{document}")
    return "\n".join(out) + "\n"


def make(kind: str, out: Path, words: int | None = None) -> Path:
    blocks = readme_blocks(words)
    out = out.resolve()
    if kind == "groff":
        pdf = subprocess.run(
            ["groff", "-k", "-ms", "-Tpdf", "-dpaper=a4", "-P-pa4"],
            input=to_groff(blocks).encode(),
            capture_output=True,
            check=True,
        ).stdout
        out.write_bytes(pdf)
        return out
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "doc.tex").write_text(to_latex(blocks))
        subprocess.run(
            ["pdflatex", "-interaction=batchmode", "doc.tex"],
            cwd=tmp,
            capture_output=True,
            check=False,  # an unknown character is a warning, the PDF is still made
        )
        out.write_bytes((Path(tmp) / "doc.pdf").read_bytes())
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["groff", "latex"])
    ap.add_argument("out", type=Path)
    ap.add_argument("--words", type=int)
    args = ap.parse_args()
    print(make(args.kind, args.out, args.words))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
