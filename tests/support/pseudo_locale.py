"""A pseudo translation of every message (issue 41): "Engine ready" shows as "⟦Éñĝîñé ŕéàðý⟧", so
text that did not go through translate() stands out in a window built with it.

`pseudo_qm(dir)` writes ling_desk_pseudo.ts/.qm from the sources' messages (those of the zh_CN .ts,
which holds every message) with placeholders ({name}, %n, %1), HTML tags, entities and the &
of a mnemonic kept as they are. `unmarked(text)` says whether a text shown in a window has words
that did not pass through it.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from app.core.words import I18N_DIR

MARK_OPEN, MARK_CLOSE = "⟦", "⟧"
_ACCENTS = str.maketrans(
    "aceginorsuyzACEGINORSUYZ",
    "àçéĝîñöŕšûýžÀÇÉĜÎÑÖŔŠÛÝŽ",
)
# Kept whole: placeholders, tags, entities, a mnemonic's & (and &&).
_KEEP = re.compile(r"\{\{|\}\}|\{[^{}]*\}|%L?\d{1,2}|%L?n|<[^>]*>|&[a-zA-Z]+;|&&|&(?=\w)")


def pseudo(text: str) -> str:
    out, last = [], 0
    for m in _KEEP.finditer(text):
        out += [text[last : m.start()].translate(_ACCENTS), m.group(0)]
        last = m.end()
    out.append(text[last:].translate(_ACCENTS))
    return MARK_OPEN + "".join(out) + MARK_CLOSE


def pseudo_qm(where: Path) -> Path:
    """ling_desk_pseudo.qm in `where`, every message marked."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(
        "ling_desk_i18n_tool", I18N_DIR.parents[1] / "packaging" / "i18n.py"
    )
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool
    spec.loader.exec_module(tool)
    catalog = tool.read(I18N_DIR / "ling_desk_zh_CN.ts")
    for msgs in catalog.values():
        for msg in msgs.values():
            msg.forms = [pseudo(msg.source)] * (2 if msg.numerus else 1)
            msg.finished = True
    ts = where / "ling_desk_pseudo.ts"
    ts.write_text(tool.render(catalog, "en"), encoding="utf-8")
    qm = where / "ling_desk_pseudo.qm"
    subprocess.run([tool.qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


_TAGS = re.compile(r"<[^>]*>|&[a-zA-Z#0-9]+;")


def unmarked(text: str, exempt: frozenset[str] = frozenset()) -> bool:
    """True when `text` has words (letters) and none of it came through a translation: a text
    built around a translated sentence ("⟦…⟧ · 12 tok/s") counts as marked."""
    if MARK_OPEN in text:
        return False
    plain = _TAGS.sub(" ", text).replace("&", "").strip()
    if plain in exempt:
        return False
    return any(c.isalpha() for c in plain)
