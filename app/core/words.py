"""The words Ling Desk says to people, in their language (issue 41), without Qt.

One call everywhere, core and UI alike, with the signature of Qt's QCoreApplication.translate so
that `pyside6-lupdate` finds every call by itself (docs/TRANSLATING.md):

    from app.core.words import translate
    translate("verify", "The engine is ready.")
    translate("verify", "{name} answered in {s} s").format(name=..., s=...)   # placeholders
    translate("docs", "%n page(s)", None, n)                                  # plurals: %n, n

Tables built at import time mark their words with `QT_TRANSLATE_NOOP(context, text)` (here, an
identity function) and translate at the point of showing them: `translate(context, TABLE[key])`.

Where the words come from: in the window, the UI hands its Qt translator over (`use_backend`),
so one .qm serves both and a change of language reaches core's words too. Without Qt (the CLI,
core's tests) the language's .ts under app/i18n is read on the first translated word, with
xml.etree; English reads nothing (its plurals aside: a small file, read on the first plural).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path

ENGLISH = "en"
# Each language named in itself (the Settings list shows these words in every language).
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文", "de": "Deutsch"}
ENV = "LING_DESK_LANG"  # LING_DESK_LANG=en: English whatever the locale (scripts that parse words)
I18N_DIR = Path(__file__).resolve().parents[1] / "i18n"
TS_NAME = "ling_desk_{lang}.ts"
QM_NAME = "ling_desk_{lang}.qm"

# Which plural form each language uses for n (the order of the .ts's <numerusform>s, which is
# Qt's order for that language). A new language with other rules adds its line here.
PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "en": lambda n: 0 if n == 1 else 1,
    "de": lambda n: 0 if n == 1 else 1,
    "zh_CN": lambda n: 0,
}

Backend = Callable[[str, str, "str | None", int], str]

_language: str | None = None  # None: not chosen yet (the environment decides on first use)
_backend: Backend | None = None
_catalogs: dict[str, dict[tuple[str, str, str], list[str]]] = {}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation where it is defined (a table); translate it when shown."""
    return text


def normalise(tag: str | None) -> str | None:
    """A locale name (zh_CN.UTF-8, de_AT, zh-Hans, C) as one of LANGUAGES, or None when it names
    none of them."""
    if not tag:
        return None
    tag = tag.split(".")[0].split("@")[0].replace("-", "_")
    if tag in ("C", "POSIX"):
        return ENGLISH
    if tag in LANGUAGES:
        return tag
    base = tag.split("_")[0].lower()
    if base == "zh":
        # Traditional Chinese readers are not served by zh_CN's simplified characters.
        return None if tag.lower().endswith(("_tw", "_hk", "_mo", "_hant")) else "zh_CN"
    return base if base in LANGUAGES else None


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """LING_DESK_LANG, else the POSIX locale variables in their order (LC_ALL, LC_MESSAGES,
    LANG; LANGUAGE's first name that we have, as gettext reads it); English when none names a
    language Ling Desk speaks."""
    env = os.environ if environ is None else environ
    if own := normalise(env.get(ENV)):
        return own
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if not value:
            continue
        if value not in ("C", "POSIX") and env.get("LANGUAGE"):
            for name in env["LANGUAGE"].split(":"):
                if found := normalise(name):
                    return found
        return normalise(value) or ENGLISH
    return ENGLISH


def set_language(language: str | None) -> None:
    """Speak `language` (a key of LANGUAGES; None: the environment's) from now on."""
    global _language
    _language = normalise(language) if language else None


def current_language() -> str:
    global _language
    if _language is None:
        _language = language_from_env()
    return _language


def use_backend(backend: Backend | None) -> None:
    """The UI's Qt translator (QCoreApplication.translate) answers from now on; None: back to
    the .ts files."""
    global _backend
    _backend = backend


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`source` in the current language (unchanged when untranslated). With n >= 0 the plural
    form for n, and %n in it replaced by n."""
    if _backend is not None:
        text = _backend(context, source, disambiguation, n)
        # Qt writes %n as bare digits: a count of thousands is grouped as the language does.
        return text.replace(str(n), grouped(n), 1) if n >= 1000 else text
    language = current_language()
    text = source
    if language != ENGLISH or n >= 0:
        forms = _catalog(language).get((context, source, disambiguation or ""))
        if forms:
            index = PLURAL_RULES.get(language, PLURAL_RULES["en"])(n) if n >= 0 else 0
            text = forms[min(index, len(forms) - 1)] or source
    return text.replace("%n", grouped(n)) if n >= 0 else text


def _catalog(language: str) -> dict[tuple[str, str, str], list[str]]:
    if language not in _catalogs:
        _catalogs[language] = read_ts(I18N_DIR / TS_NAME.format(lang=language))
    return _catalogs[language]


def read_ts(path: Path) -> dict[tuple[str, str, str], list[str]]:
    """The finished translations of a Qt .ts file: (context, source, disambiguation) -> forms
    (one, or one per plural form). Unfinished, vanished and obsolete ones are left out, as
    lrelease -nounfinished leaves them out of the .qm. A missing file: no translations."""
    import xml.etree.ElementTree as ET  # only when a language other than English speaks

    out: dict[tuple[str, str, str], list[str]] = {}
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return out
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            if any(forms):
                key = (name, msg.findtext("source") or "", msg.findtext("comment") or "")
                out[key] = forms
    return out


def display_width(text: str) -> int:
    """Columns `text` takes in a terminal: CJK characters take two (a column of titles lines up)."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


def pad(text: str, width: int) -> str:
    """`text` padded with spaces to `width` terminal columns (str.ljust counts characters)."""
    return text + " " * max(0, width - display_width(text))


# {name} / {0} / {name!r:>5} fields of str.format, Qt's %1..%99 and %n: what a translation keeps.
_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{[^{}]*\}|%L?\d{1,2}|%L?n")


def placeholders(text: str) -> list[str]:
    """The placeholders in `text`, sorted (escaped braces {{ }} are not placeholders)."""
    return sorted(p for p in _PLACEHOLDER.findall(text) if p not in ("{{", "}}"))


def grouped(n: int) -> str:
    """`n` with its thousands grouped as the language writes them: 4,096 (English, Chinese);
    in German a narrow space, 4 096 (DIN 1333): 4,096 reads as a fraction there, and 4.096 would
    clash with the decimal point every language keeps (app/i18n/GLOSSARY.md)."""
    text = f"{n:,}"
    return text.replace(",", "\u202f") if current_language() == "de" else text


def decimal(x: float, places: int = 1) -> str:
    """`x` with `places` decimals: a decimal point in every language (app/i18n/GLOSSARY.md: the
    figure beside the same figure in logs, `--json` and the engine's output)."""
    return f"{x:.{places}f}"
