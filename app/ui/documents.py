"""The window's document library: one worker thread owns the Library (its SQLite connection is
used only on the thread that opened it) and its extraction process; the GUI thread hands it jobs
and gets each answer back as a queued signal, so reading a 500-page PDF never stalls the window.
"""

from __future__ import annotations

import html
import importlib.util
import logging
import os
import queue
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from app.core.docs.library import Library, library_path
from app.core.docs.tokens import TokenCounter
from app.core.settings import resolved_model_path

log = logging.getLogger(__name__)

Job = Callable[[Library], Any]
Done = Callable[[Any, Exception | None], None]


class DocsService(QObject):
    """`submit(job, done)`: job(lib) runs on the library's thread; done(result, error) on the GUI
    thread. Jobs run one at a time in order."""

    _finished = Signal(int, object, object)  # job id, result, error: queued to the GUI thread
    _progress = Signal(int, object)

    def __init__(self, data_dir: Path, model_dir: Path | None, parent: QObject | None = None):
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.model_dir = model_dir
        # Whether counts will be the model's tokenizer's (loading it here would stall the window).
        self.exact_tokens = bool(
            model_dir
            and (Path(model_dir) / "tokenizer.json").is_file()
            and importlib.util.find_spec("tokenizers") is not None
        )
        self._jobs: queue.Queue[tuple[int, Job] | None] = queue.Queue()
        self._done: dict[int, Done] = {}
        self._on_progress: dict[int, Callable[[Any], None]] = {}
        self._next = 0
        self._finished.connect(self._deliver)
        self._progress.connect(self._deliver_progress)
        # A daemon thread: it never holds up quitting (the extraction child ends on its own
        # when our end of its pipe closes).
        self._thread = threading.Thread(target=self._run, name="documents", daemon=True)
        self._thread.start()

    def submit(self, job: Job, done: Done, progress: Callable[[Any], None] | None = None) -> int:
        self._next += 1
        self._done[self._next] = done
        if progress is not None:
            self._on_progress[self._next] = progress
        self._jobs.put((self._next, job))
        return self._next

    def report(self, job_id: int, item: Any) -> None:
        """From a job, on the library's thread: a progress item for the GUI thread."""
        self._progress.emit(job_id, item)

    def close(self) -> None:
        self._jobs.put(None)

    def _run(self) -> None:
        lib: Library | None = None
        while (item := self._jobs.get()) is not None:
            job_id, job = item
            try:
                if lib is None:
                    lib = Library(library_path(self.data_dir), tokens=TokenCounter(self.model_dir))
                result, error = job(lib), None
            except Exception as exc:  # a job's failure is its own: said, the thread goes on
                log.exception("documents job failed")
                result, error = None, exc
            try:
                self._finished.emit(job_id, result, error)
            except RuntimeError:  # the window is gone
                break
        if lib is not None:
            lib.close()

    def _deliver(self, job_id: int, result: Any, error: Exception | None) -> None:
        self._on_progress.pop(job_id, None)
        done = self._done.pop(job_id, None)
        if done is not None:
            done(result, error)

    def _deliver_progress(self, job_id: int, item: Any) -> None:
        cb = self._on_progress.get(job_id)
        if cb is not None:
            cb(item)


def docs_service(ctx) -> DocsService:
    """The one library service of this window (the main pane and the side panel share it)."""
    service = getattr(ctx, "_docs_service", None)
    if service is None:
        model = ctx.overrides.get("model") if getattr(ctx, "overrides", None) else None
        model_dir = Path(str(model)).expanduser() if model else resolved_model_path(ctx.settings)
        service = DocsService(ctx.paths.data_dir, model_dir, ctx)
        ctx._docs_service = service
    return service


def source_text(s: dict) -> str:
    """'[2] report.pdf, page 2' for a stored source."""
    name = os.path.basename(str(s.get("path", "")))
    page, loc = s.get("page"), str(s.get("location") or "")
    if page is not None and loc.startswith(("page ", "pages ")):
        where = loc
    elif page is not None:
        where = f"page {page}" + (f", {loc}" if loc else "")
    else:
        where = loc
    return f"[{s.get('n')}] {name}" + (f", {where}" if where else "")


def open_url(s: dict) -> QUrl:
    """The file at the cited page where the viewer allows (#page=N: PDF viewers)."""
    url = QUrl.fromLocalFile(str(s.get("path", "")))
    if s.get("page") is not None and str(s.get("path", "")).lower().endswith(".pdf"):
        url.setFragment(f"page={int(s['page'])}")
    return url


def highlighted_html(text: str, words: list[str]) -> str:
    """The passage as plain text, with the answer's words that cite it marked."""
    body = html.escape(text)
    if words:
        pattern = re.compile(
            r"\b(" + "|".join(re.escape(html.escape(w)) for w in words) + r")\b", re.I
        )
        body = pattern.sub(r'<span style="background:#ffe27a;color:#000">\1</span>', body)
    return f'<pre style="white-space:pre-wrap;font-family:inherit">{body}</pre>'


class PassageDialog(QDialog):
    """A cited passage: where it comes from, its text with the cited words highlighted, Open."""

    def __init__(self, source: dict, text: str, words: list[str], parent=None) -> None:
        super().__init__(parent)
        self.source = source
        self.setWindowTitle(source_text(source))
        self.resize(640, 460)
        lay = QVBoxLayout(self)
        where = QLabel(html.escape(str(source.get("path", ""))), self)
        where.setObjectName("MetaLabel")
        where.setWordWrap(True)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(where)
        self.text = QTextBrowser(self)
        self.text.setHtml(highlighted_html(text or str(source.get("snippet", "")), words))
        lay.addWidget(self.text, 1)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = bb.addButton("Open", QDialogButtonBox.ButtonRole.ActionRole)
        page = source.get("page")
        self.open_button.setToolTip(
            f"Open {os.path.basename(str(source.get('path', '')))}"
            + (f" at page {page}" if page is not None else "")
        )
        self.open_button.clicked.connect(lambda: QDesktopServices.openUrl(open_url(source)))
        self.open_button.setEnabled(os.path.exists(str(source.get("path", ""))))
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
