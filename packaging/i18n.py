"""Refresh the translations from the sources and build the .qm files (docs/TRANSLATING.md).

    .venv/bin/python packaging/i18n.py           # .ts refreshed from app/, then .qm built
    .venv/bin/python packaging/i18n.py --check   # CI: exit 1 if a .ts or .qm is out of date

pyside6-lupdate finds the words (every translate(...) and QT_TRANSLATE_NOOP(...) call under app/);
this script then merges them into app/i18n/ling_desk_<lang>.ts, keeping every translation made,
and pyside6-lrelease builds each .qm beside its .ts. Two things lupdate's Python reader does not
do and this script does: it marks a message with %n as a plural one (lupdate marks it only when
n is a literal number), and it merges without leaving obsolete entries behind. English has only
its plural forms ("%n file(s)" -> "1 file", "2 files"): lupdate's -pluralonly idea.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree as ET
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "app" / "i18n"
LANGUAGES = ("zh_CN", "de")  # complete translations; "en" holds the English plural forms only
PLURAL_FORMS = {"en": 2, "de": 2, "zh_CN": 1}


def qt_tool(name: str) -> str:
    """lupdate/lrelease as PySide6 ships them (the pyside6-* wrappers call these)."""
    import PySide6

    return str(Path(PySide6.__file__).parent / name)


@dataclass
class Message:
    source: str
    comment: str = ""
    numerus: bool = False
    forms: list[str] = field(default_factory=list)  # one, or one per plural form
    finished: bool = False

    @property
    def key(self) -> tuple[str, str]:
        return (self.source, self.comment)


Catalog = dict[str, dict[tuple[str, str], Message]]  # context -> key -> message


def read(path: Path) -> Catalog:
    out: Catalog = {}
    if not path.exists():
        return out
    for ctx in ET.parse(path).getroot().iter("context"):
        msgs = out.setdefault(ctx.findtext("name") or "", {})
        for m in ctx.iter("message"):
            tr = m.find("translation")
            forms = [f.text or "" for f in tr.iter("numerusform")] if tr is not None else []
            if tr is not None and not forms:
                forms = [tr.text or ""]
            msg = Message(
                m.findtext("source") or "",
                m.findtext("comment") or "",
                m.get("numerus") == "yes",
                forms,
                tr is not None and tr.get("type") is None,
            )
            msgs[msg.key] = msg
    return out


def extract(workdir: Path) -> Catalog:
    """Every message in the sources, as lupdate finds them (with %n messages made plural)."""
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").rglob("*.py"))
    listing = workdir / "sources.lst"
    listing.write_text("\n".join(sources) + "\n", encoding="utf-8")
    template = workdir / "template.ts"
    done = subprocess.run(
        [qt_tool("lupdate"), "-silent", "-locations", "none", f"@{listing}", "-ts", str(template)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        sys.exit(f"lupdate failed:\n{done.stdout}{done.stderr}")
    found = read(template)
    for msgs in found.values():
        for msg in msgs.values():
            msg.numerus = msg.numerus or "%n" in msg.source
    return found


def merge(found: Catalog, old: Catalog, language: str, plural_only: bool = False) -> Catalog:
    """The sources' messages with the translations `old` already had; new ones unfinished.
    Messages gone from the sources are dropped (git keeps their history)."""
    out: Catalog = {}
    nforms = PLURAL_FORMS[language]
    for ctx, msgs in found.items():
        for key, msg in msgs.items():
            if plural_only and not msg.numerus:
                continue
            before = old.get(ctx, {}).get(key)
            new = Message(msg.source, msg.comment, msg.numerus)
            if before is not None and before.numerus == msg.numerus:
                new.forms, new.finished = before.forms, before.finished
            want = nforms if msg.numerus else 1
            new.forms = (new.forms + [""] * want)[:want]
            new.finished = new.finished and all(new.forms)
            out.setdefault(ctx, {})[key] = new
    return out


def render(catalog: Catalog, language: str) -> str:
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="en">',
    ]
    for ctx in sorted(catalog):
        lines += ["<context>", f"    <name>{escape(ctx)}</name>"]
        for msg in catalog[ctx].values():
            lines.append('    <message numerus="yes">' if msg.numerus else "    <message>")
            lines.append(f"        <source>{escape(msg.source)}</source>")
            if msg.comment:
                lines.append(f"        <comment>{escape(msg.comment)}</comment>")
            state = "" if msg.finished else ' type="unfinished"'
            if msg.numerus:
                lines.append(f"        <translation{state}>")
                lines += [f"            <numerusform>{escape(f)}</numerusform>" for f in msg.forms]
                lines.append("        </translation>")
            else:
                lines.append(f"        <translation{state}>{escape(msg.forms[0])}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def release(ts: Path, qm: Path) -> None:
    done = subprocess.run(
        [qt_tool("lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        sys.exit(f"lrelease failed on {ts.name}:\n{done.stdout}{done.stderr}")


def build(out_dir: Path, workdir: Path) -> list[str]:
    """Every .ts and .qm written to out_dir; returns their names."""
    found = extract(workdir)
    names = []
    for language in ("en", *LANGUAGES):
        name = f"ling_desk_{language}"
        merged = merge(found, read(I18N / f"{name}.ts"), language, plural_only=language == "en")
        (out_dir / f"{name}.ts").write_text(render(merged, language), encoding="utf-8")
        release(out_dir / f"{name}.ts", out_dir / f"{name}.qm")
        names += [f"{name}.ts", f"{name}.qm"]
    return names


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if out of date")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out"
        out.mkdir()
        names = build(out, Path(tmp))
        stale = [n for n in names
                 if not (I18N / n).exists() or (I18N / n).read_bytes() != (out / n).read_bytes()]  # fmt: skip
        if args.check:
            if stale:
                print("out of date (run: .venv/bin/python packaging/i18n.py): " + ", ".join(stale))
                return 1
            return 0
        I18N.mkdir(exist_ok=True)
        for n in stale:
            (I18N / n).write_bytes((out / n).read_bytes())
        for language in LANGUAGES:
            todo = sum(1 for msgs in read(I18N / f"ling_desk_{language}.ts").values()
                       for m in msgs.values() if not m.finished)  # fmt: skip
            print(f"{language}: {todo} message(s) to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
