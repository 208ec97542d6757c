"""Looking for canaries in every byte of a folder, in the clear and decrypted.

The decrypted side is tests/support/erasure.py's `decrypted_pages`, a test oracle, not the
app's cryptography: it reads a SQLCipher 4 file (and its WAL) page by page with the data key, as
an attacker holding the key would, so that free pages and stale WAL frames are searched too (a
logical copy such as sqlcipher_export would only show the live rows).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from tests.support.erasure import decrypted_pages

__all__ = ["decrypted_pages", "files_under", "forms", "found_in_bytes", "scan"]


def forms(canary: str) -> list[bytes]:
    """The byte forms a canary may take on disk: UTF-8 whole and its tail (an FTS5 index stores
    a term after the prefix it shares with the term before it), and UTF-16 (Qt, some JSON)."""
    text = canary.lower()  # the search index keeps terms lowercased
    return [canary.encode(), text.encode(), text[-10:].encode(), canary.encode("utf-16-le")]


def files_under(roots: Iterable[Path]) -> list[Path]:
    out = []
    for root in roots:
        if root.exists():
            out.extend(p for p in sorted(root.rglob("*")) if p.is_file() and not p.is_symlink())
    return out


def found_in_bytes(data: bytes, canaries: Iterable[str]) -> list[str]:
    return [c for c in canaries if any(f in data for f in forms(c))]


def scan(roots: Iterable[Path], canaries: Iterable[str]) -> dict[str, list[str]]:
    """{file: canaries found in its raw bytes} for every file under `roots`."""
    canaries = list(canaries)
    hits = {}
    for path in files_under(roots):
        try:
            data = path.read_bytes()
        except OSError:
            continue
        found = found_in_bytes(data, canaries)
        if found:
            hits[str(path)] = found
    return hits
