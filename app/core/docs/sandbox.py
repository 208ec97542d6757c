"""Extraction in a child process with a time and memory limit (app/core/docs/worker.py).

One worker serves many files in turn (starting Python and pdfium per file would cost more than
most files take); a file that hangs past its time or kills the worker fails alone: the worker's
whole process group is killed and the next file gets a fresh one.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

from app.core.docs.kinds import MAX_DOC_CHARS, Extracted, ExtractError, Read, Section
from app.core.units import human_bytes
from app.core.words import ENV, LANGUAGES, current_language, translate

DEFAULT_TIMEOUT_S = 60.0
DEFAULT_MEMORY_BYTES = 1536 * 1024 * 1024  # address space: pdfium + Python need ~300 MB of it
# The longest answer read from the worker: its text is bounded (MAX_DOC_CHARS, at most 4 bytes a
# character in UTF-8) plus each chunk's place; a longer one is a worker gone wrong, not read.
MAX_REPLY_BYTES = 4 * MAX_DOC_CHARS + 32 * 1024 * 1024
_ROOT = Path(__file__).resolve().parents[3]  # the folder holding app/, for a source checkout


class Extractor:
    """`extract(path, password)` in a limited child; use as a context manager (or close())."""

    def __init__(
        self,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        memory_bytes: int = DEFAULT_MEMORY_BYTES,
        python: str | None = None,
    ) -> None:
        self.timeout_s = timeout_s
        self.memory_bytes = memory_bytes
        self.python = python or sys.executable
        self._proc: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> Extractor:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _start(self) -> subprocess.Popen[bytes]:
        if self._proc is None or self._proc.poll() is not None:
            env = dict(os.environ)
            env["PYTHONPATH"] = os.pathsep.join(
                p for p in (str(_ROOT), env.get("PYTHONPATH", "")) if p
            )
            # The worker says why a file cannot be read in the language the app speaks (the
            # window's choice may differ from the environment's locale).
            if current_language() in LANGUAGES:
                env[ENV] = current_language()
            self._proc = subprocess.Popen(
                [self.python, "-m", "app.core.docs.worker", str(self.memory_bytes)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # its own group: a kill reaches anything it started
                env=env,
            )
        return self._proc

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin:
                proc.stdin.close()
            proc.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            _kill_group(proc)
        finally:
            if proc.stdout:
                proc.stdout.close()

    def extract(self, path: str | os.PathLike[str], password: str | None = None) -> Extracted:
        """Text of one file, or ExtractError: its own reason, or timeout/crashed/memory."""
        return self._ask(path, password, index=False)[0]

    def read_chunks(
        self, path: str | os.PathLike[str], password: str | None = None
    ) -> tuple[Extracted, Read]:
        """One file's text as the library's chunks, cut and bounded in the worker (its memory
        limit applies to them, not the caller's), and what exactly was read (size, mtime and
        the hash of the bytes the text came from)."""
        return self._ask(path, password, index=True)

    def _ask(
        self, path: str | os.PathLike[str], password: str | None, index: bool
    ) -> tuple[Extracted, Read]:
        proc = self._start()
        assert proc.stdin is not None and proc.stdout is not None
        req = json.dumps({"path": os.fspath(path), "password": password, "index": index}) + "\n"
        try:
            proc.stdin.write(req.encode())
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            self._reap(proc)
            raise ExtractError(
                "crashed", translate("docs", "the extraction process could not start")
            ) from None
        line = self._read_line(proc)
        reply = json.loads(line)
        del line
        if not reply["ok"]:
            raise ExtractError(reply["reason"], reply["error"])
        sections = [Section(t, p, loc) for t, p, loc in reply.pop("sections")]
        return Extracted(reply["kind"], reply["pages"], sections), Read(**reply["read"])

    def _read_line(self, proc: subprocess.Popen[bytes]) -> bytes:
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        deadline = time.monotonic() + self.timeout_s
        chunks: list[bytes] = []
        total = 0
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self._reap(proc)
                raise ExtractError(
                    "timeout",
                    translate("docs", "reading it took longer than {s} s; stopped").format(
                        s=f"{self.timeout_s:g}"
                    ),
                )
            ready, _, _ = select.select([fd], [], [], min(left, 1.0))
            if not ready:
                continue
            data = os.read(fd, 1 << 20)
            if not data:  # the worker died mid-file
                code = self._reap(proc)
                raise ExtractError("crashed", _death(code, self.memory_bytes))
            chunks.append(data)
            total += len(data)
            if total > MAX_REPLY_BYTES:
                self._reap(proc)
                raise ExtractError(
                    "too_large",
                    translate("docs", "refused: its text is more than one document may bring in"),
                )
            if data.endswith(b"\n"):
                return b"".join(chunks)

    def _reap(self, proc: subprocess.Popen[bytes]) -> int | None:
        _kill_group(proc)
        self._proc = None
        if proc.stdin:
            with contextlib.suppress(OSError):
                proc.stdin.close()
        if proc.stdout:
            proc.stdout.close()
        return proc.returncode


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=5)


def _death(code: int | None, memory_bytes: int) -> str:
    if code is not None and code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        if -code in (signal.SIGKILL, signal.SIGABRT, signal.SIGSEGV):
            return translate(
                "docs",
                "the reader crashed on this file ({signal}); it may be damaged or need more than "
                "the {size} extraction may use",
            ).format(signal=name, size=human_bytes(memory_bytes))
        return translate("docs", "the reader crashed on this file ({signal})").format(signal=name)
    return translate("docs", "the reader stopped on this file (exit {code})").format(code=code)
