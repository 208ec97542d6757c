"""Looking for canaries in every byte of a folder, in the clear and decrypted.

`decrypted_pages` is a test oracle, not the app's cryptography: it reads a SQLCipher 4 file (and
its WAL) page by page with the data key, as an attacker holding the key would, so that free
pages and stale WAL frames are searched too (a logical copy such as sqlcipher_export would only
show the live rows). SQLCipher 4's defaults: 4096-byte pages, each ending in a 16-byte IV and a
64-byte HMAC; page 1 starts with the file's 16-byte salt; a raw key is the AES-256 key itself.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from pathlib import Path

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

PAGE = 4096
RESERVE = 80  # IV (16) + HMAC-SHA512 (64)
SALT = 16
WAL_HEADER, FRAME_HEADER = 32, 24


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


def _decrypt_page(page: bytes, key: bytes, first: bool) -> bytes:
    start = SALT if first else 0
    iv = page[PAGE - RESERVE : PAGE - RESERVE + 16]
    dec = Cipher(algorithms.AES(key), modes.CBC(iv)).decryptor()
    return dec.update(page[start : PAGE - RESERVE]) + dec.finalize()


def decrypted_pages(path: Path, key: bytes) -> bytes:
    """Every page of the database at `path` and every frame of its -wal, decrypted."""
    out = bytearray()
    data = path.read_bytes() if path.exists() else b""
    for i in range(len(data) // PAGE):
        out += _decrypt_page(data[i * PAGE : (i + 1) * PAGE], key, first=i == 0)
    wal = Path(f"{path}-wal")
    log = wal.read_bytes() if wal.exists() else b""
    at = WAL_HEADER
    while at + FRAME_HEADER + PAGE <= len(log):
        (pgno,) = struct.unpack(">I", log[at : at + 4])
        out += _decrypt_page(log[at + FRAME_HEADER : at + FRAME_HEADER + PAGE], key, pgno == 1)
        at += FRAME_HEADER + PAGE
    return bytes(out)
