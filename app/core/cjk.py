"""Search words in Chinese, Japanese and Korean text, for SQLite FTS5.

FTS5's unicode61 tokenizer splits on spaces and punctuation, and CJK is written without spaces:
"我们在北京学习" is one token, so a search for 北京 finds nothing. The trigram tokenizer finds
substrings, but only of three characters or more, and the commonest Chinese words have two
(its LIKE fallback scans every row, and SQLite 3.40, Debian 12's and Python's own, gets it wrong
for CJK). So the stores index CJK text a second time, as overlapping pairs of characters
(bigrams, as Lucene's CJK analyzer does), in a column of their own that the same unicode61
tokenizer splits on the spaces put between them:

    我们在北京  ->  "我们 们在 在北 北京 京"

(the run's last character alone too, so that a one-character search finds it at a run's end).
A search of any length is then a phrase of consecutive pairs ("北京学习" -> "北京 京学 学习")
and one character a prefix ("北"*), all answered from the index with BM25 ranking; English
text gives no pairs and is searched as before. bench/search/RESULTS.md has the index's size.
"""

from __future__ import annotations

import re

# Han (with extensions A-F and the compatibility blocks), the iteration marks 々〆〇, kana and
# Hangul syllables: scripts written without spaces between words (Korean mostly with them, but
# its particles are glued on: 서울에서).
CJK = (
    "\u3005-\u3007\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f\U00020000-\U0003134f"
)
GRAMS_COLUMN = "grams"
_run: re.Pattern[str] | None = None


def run_pattern() -> re.Pattern[str]:
    """The CJK-run pattern, compiled at first need (~1.5 ms: a plain ASCII search never needs
    it, issue 40). Every CJK character is outside ASCII, so ASCII text is answered without it."""
    global _run
    if _run is None:
        _run = re.compile(f"[{CJK}]+")
    return _run


def has_cjk(text: str) -> bool:
    return not text.isascii() and run_pattern().search(text) is not None


def runs(text: str) -> list[str]:
    """The CJK runs of `text`, in order."""
    return [] if text.isascii() else run_pattern().findall(text)


def blanked(text: str) -> str:
    """`text` with each CJK run replaced by a space."""
    return text if text.isascii() else run_pattern().sub(" ", text)


def grams(*texts: str) -> str:
    """The bigram column's text for `texts` ("" when they hold no CJK)."""
    out: list[str] = []
    for text in texts:
        for run in runs(text):
            out.extend(run[i : i + 2] for i in range(len(run) - 1))
            out.append(run[-1])
    return " ".join(out)


def phrase(run: str) -> str:
    """An FTS5 query that matches `run` (CJK characters only) anywhere in the bigram column."""
    if len(run) == 1:
        return f'{GRAMS_COLUMN} : "{run}"*'
    pairs = " ".join(run[i : i + 2] for i in range(len(run) - 1))
    return f'{GRAMS_COLUMN} : "{pairs}"'


def pieces(word: str) -> list[tuple[bool, str]]:
    """`word` cut into CJK runs and the rest: [(is_cjk, piece)], in order."""
    out: list[tuple[bool, str]] = []
    at = 0
    for m in run_pattern().finditer(word):
        if m.start() > at:
            out.append((False, word[at : m.start()]))
        out.append((True, m.group()))
        at = m.end()
    if at < len(word):
        out.append((False, word[at:]))
    return out


def snippet(text: str, terms: list[str], mark: tuple[str, str] = ("", ""), width: int = 40) -> str:
    """About `width` characters of `text` around the first of `terms` found (case folded), each
    term found there wrapped in `mark`; "" when none is in it. FTS5's snippet() counts unicode61
    tokens, and a CJK sentence is one token, so a CJK hit's snippet is cut here instead."""
    low = text.lower()
    found = [(low.find(t.lower()), t) for t in terms if t]
    found = [(i, t) for i, t in found if i >= 0]
    if not found:
        return ""
    first, term = min(found)
    start = max(0, first - (width - len(term)) // 2)
    end = min(len(text), start + width)
    start = max(0, min(start, end - width))
    # Not inside a Latin word at either end ("…GLang"): the cut moves to its edge.
    while 0 < start < first and _inside_word(text, start):
        start += 1
    while first + len(term) < end < len(text) and _inside_word(text, end):
        end -= 1
    part = text[start:end]
    if mark != ("", ""):
        alts = "|".join(re.escape(t) for t in sorted({t for _, t in found}, key=len, reverse=True))
        part = re.sub(f"({alts})", lambda m: mark[0] + m.group(1) + mark[1], part, flags=re.I)
    part = " ".join(part.split())
    return ("…" if start > 0 else "") + part + ("…" if end < len(text) else "")


def _inside_word(text: str, at: int) -> bool:
    """Whether `at` falls between two letters or digits of a word written with spaces."""
    a, b = text[at - 1], text[at]
    return a.isalnum() and b.isalnum() and not has_cjk(a) and not has_cjk(b)
