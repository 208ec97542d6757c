"""The extraction worker: `python -m app.core.docs.worker MEMORY_BYTES`.

Reads one JSON request a line on stdin ({"path", "password"}), answers one JSON line on stdout:
{"ok": true, "kind", "pages", "sections": [[text, page, location], ...]} or
{"ok": false, "reason", "error"}. It limits itself before importing any parser (address space,
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
    # ASCII-escaped: a lone surrogate from a PDF cannot break the pipe's UTF-8.
    out.write(json.dumps(obj) + "\n")  # type: ignore[attr-defined]
    out.flush()  # type: ignore[attr-defined]


def main(argv: list[str]) -> int:
    _limit(int(argv[1]) if len(argv) > 1 else 0)
    from app.core.docs.extract import ExtractError, extract

    out = sys.stdout
    sys.stdout = sys.stderr  # a library's stray print must not break the protocol
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        try:
            ex = extract(req["path"], req.get("password"))
            sections = [[s.text, s.page, s.location] for s in ex.sections]
            _answer(out, {"ok": True, "kind": ex.kind, "pages": ex.pages, "sections": sections})
        except ExtractError as exc:
            _answer(out, {"ok": False, "reason": exc.reason, "error": exc.message})
        except MemoryError:
            _answer(
                out,
                {"ok": False, "reason": "memory", "error": "needs more memory than allowed"},
            )
        except RecursionError:
            _answer(out, {"ok": False, "reason": "corrupt", "error": "nested too deeply to read"})
        except Exception as exc:  # a parser's own bug on a strange file: that file fails alone
            _answer(
                out,
                {"ok": False, "reason": "corrupt", "error": f"could not be read ({exc!r:.200})"},
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
