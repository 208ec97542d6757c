"""The extraction worker: `python -m app.core.docs.worker MEMORY_BYTES`.

Reads one JSON request a line on stdin ({"path", "password", "index"}), answers one JSON line
(UTF-8) on stdout: {"ok": true, "kind", "pages", "sections": [[text, page, location], ...],
"read": {"size", "mtime_ns", "sha256", "ino"}} or {"ok": false, "reason", "error"}. With
"index": true the sections are the library's chunks, cut here and bounded (MAX_DOC_CHUNKS): a
document's text is chunked under this process' memory limit, never in the window's. It limits itself before importing any parser (address space,
no core dumps, no files written), so a parser that balloons fails here, not in the window.
"""

from __future__ import annotations

import json
import resource
import sys


def _limit(memory_bytes: int) -> None:
    if memory_bytes > 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    # A parser has no business writing files; a write fails with EFBIG.
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))


def _answer(out: object, obj: dict) -> None:
    # UTF-8, not ASCII-escaped (an escaped CJK or emoji character takes 6-12 bytes in the pipe);
    # lone surrogates from a PDF were replaced in _clean, so the encoding cannot fail.
    out.write(json.dumps(obj, ensure_ascii=False).encode("utf-8") + b"\n")  # type: ignore[attr-defined]
    out.flush()  # type: ignore[attr-defined]


def _clean(text: str) -> str:
    """Text SQLite can store: a lone surrogate (a PDF's broken character) becomes U+FFFD."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return text


def main(argv: list[str]) -> int:
    _limit(int(argv[1]) if len(argv) > 1 else 0)
    from app.core.docs.extract import ExtractError, chunks_of, extract_read
    from app.core.words import translate

    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # a library's stray print must not break the protocol
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        try:
            ex, read = extract_read(req["path"], req.get("password"))
            if req.get("index"):
                ex = chunks_of(ex)
            sections = [[_clean(s.text), s.page, _clean(s.location)] for s in ex.sections]
            kind, pages = ex.kind, ex.pages
            del ex  # the reply is built next: one copy of the text at a time
            _answer(
                out,
                {
                    "ok": True,
                    "kind": kind,
                    "pages": pages,
                    "sections": sections,
                    "read": read.__dict__,
                },
            )
        except ExtractError as exc:
            _answer(out, {"ok": False, "reason": exc.reason, "error": exc.message})
        except MemoryError:
            why = translate("docs", "needs more memory than allowed")
            _answer(out, {"ok": False, "reason": "memory", "error": why})
        except RecursionError:
            why = translate("docs", "nested too deeply to read")
            _answer(out, {"ok": False, "reason": "corrupt", "error": why})
        except Exception as exc:  # a parser's own bug on a strange file: that file fails alone
            why = translate("docs", "could not be read ({error})").format(error=f"{exc!r:.200}")
            _answer(out, {"ok": False, "reason": "corrupt", "error": why})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
