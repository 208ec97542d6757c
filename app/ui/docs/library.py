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

import shiboken6
from PySide6.QtCore import QObject, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.audit import NULL, Auditor
from app.core.docs.attach import ChatDocs
from app.core.docs.library import MEMORY, DocInfo, FileResult, Library, library_path
from app.core.docs.said import location_text
from app.core.docs.sandbox import Extractor
from app.core.docs.tokens import TokenCounter
from app.core.vault import DataKey
from app.core.words import QT_TRANSLATE_NOOP, grouped, translate
from app.ui.a11y import describe
from app.ui.docs.opener import can_open, mime_of

log = logging.getLogger(__name__)

IDLE_CLOSE_S = 20.0
NOT_KEPT = QT_TRANSLATE_NOOP(
    "docs",
    "This passage came from an encrypted document: its text is kept only while Ling Desk runs, "
    "never on disk. Attach the document again, with its password, to read it here.",
)
SHOW_FOLDER = QT_TRANSLATE_NOOP("docs", "Show folder")
COPY_PATH = QT_TRANSLATE_NOOP("docs", "Copy folder path")
Job = Callable[[Library], Any]
ChatJob = Callable[[ChatDocs], Any]
Done = Callable[[Any, Exception | None], None]


class DocsService(QObject):
    """`submit(job, done)`: job(lib) runs on the library's thread; done(result, error) on the GUI
    thread. Jobs run one at a time in order."""

    _finished = Signal(int, object, object)  # job id, result, error: queued to the GUI thread
    _progress = Signal(int, object)

    def __init__(
        self,
        data_dir: Path,
        model_dir: Path | None,
        parent: QObject | None = None,
        *,
        key: DataKey | None,
        auditor: Auditor = NULL,
    ):
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.key = key  # the data key: the library and the attachments open with it
        self.auditor = auditor  # documents removed are recorded (a count, never a name)
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
        # One extraction process for the library and the chat's documents (none until a file is
        # read; it ends when idle). The chat's encrypted documents are in `_memory` for the
        # window's life: their text is never written to disk, so closing it would lose them.
        self._extractor = Extractor()
        self._memory: Library | None = None
        self._chat: ChatDocs | None = None
        self._finished.connect(self._deliver)
        self._progress.connect(self._deliver_progress)
        # A long-lived owner thread, not a one-shot job for app/ui/shell/ops.py: the Library's
        # SQLite connection lives on it. A daemon thread: it never holds up quitting (the extraction child ends on its own
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

    def submit_chat(self, job: ChatJob, done: Done) -> int:
        """As `submit`, the job given the chat's documents (app/core/docs/attach.py): its
        attachments, kept apart from the library, and the library."""
        return self.submit(lambda lib: job(self._chat_docs(lib)), done)

    def _chat_docs(self, lib: Library) -> ChatDocs:
        """On the library's thread: the attachments beside the library `lib`."""
        if self._chat is None or self._chat.library is not lib:
            self._close_chat()
            if self._memory is None:
                self._memory = Library(MEMORY, tokens=lib.tokens, extractor=self._extractor)
            self._chat = ChatDocs.open(lib, self.data_dir, self._memory, key=self.key)
        return self._chat

    def _close_chat(self) -> None:
        if self._chat is not None:
            self._chat.close()  # the attachments file; the memory store stays
            self._chat = None

    def report(self, job_id: int, item: Any) -> None:
        """From a job, on the library's thread: a progress item for the GUI thread."""
        self._progress.emit(job_id, item)

    def close(self) -> None:
        self._jobs.put(None)

    def join(self, timeout: float) -> bool:
        """After `close`: wait until the thread has closed the files (a job under way ends
        first). False when it is still at work after `timeout` seconds."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        lib: Library | None = None
        while True:
            try:
                item = self._jobs.get(timeout=IDLE_CLOSE_S)
            except queue.Empty:
                # Idle: the extraction process and the file go until the next job (a window
                # that is gone leaves nothing behind); reopening them takes a moment.
                if lib is not None:
                    self._close_chat()
                    lib.close()
                    lib = None
                    self._extractor.close()
                if not shiboken6.isValid(self):
                    return
                continue
            if item is None:
                break
            job_id, job = item
            try:
                if lib is None:
                    lib = Library(library_path(self.data_dir),
                                  tokens=TokenCounter(self.model_dir),
                                  extractor=self._extractor, key=self.key)  # fmt: skip
                result, error = job(lib), None
            except Exception as exc:  # a job's failure is its own: said, the thread goes on
                log.exception("documents job failed")
                result, error = None, exc
            try:
                self._finished.emit(job_id, result, error)
            except RuntimeError:  # the window is gone
                break
        self._close_chat()
        if lib is not None:
            lib.close()
        if self._memory is not None:
            self._memory.close()
        self._extractor.close()

    def _deliver(self, job_id: int, result: Any, error: Exception | None) -> None:
        self._on_progress.pop(job_id, None)
        done = self._done.pop(job_id, None)
        if done is not None:
            done(result, error)

    def _deliver_progress(self, job_id: int, item: Any) -> None:
        cb = self._on_progress.get(job_id)
        if cb is not None:
            cb(item)


def source_text(s: dict) -> str:
    """'[2] report.pdf, page 2' for a stored source (its place in the reader's language)."""
    name = os.path.basename(str(s.get("path", "")))
    page, loc = s.get("page"), str(s.get("location") or "")
    if page is not None and loc.startswith(("page ", "pages ")):
        where = location_text(loc)
    elif page is not None and loc:
        where = translate("docs", "page {page}, {where}").format(
            page=page, where=location_text(loc)
        )
    elif page is not None:
        where = translate("docs", "page {page}").format(page=page)
    else:
        where = location_text(loc)
    if not where:
        return f"[{s.get('n')}] {name}"
    return translate("docs", "[{n}] {name}, {where}", "a cited source").format(
        n=s.get("n"), name=name, where=where
    )


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
        shown = text or str(source.get("snippet") or "") or translate("docs", NOT_KEPT)
        self.text.setHtml(highlighted_html(shown, words))
        lay.addWidget(self.text, 1)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = bb.addButton(
            translate("docs", "Open", "open a file"), QDialogButtonBox.ButtonRole.ActionRole
        )
        page = source.get("page")
        name = os.path.basename(str(source.get("path", "")))
        self.open_button.setToolTip(
            translate("docs", "Open {name} at page {page}").format(name=name, page=page)
            if page is not None
            else translate("docs", "Open {name}").format(name=name)
        )
        self.open_button.clicked.connect(self.open_file)
        self.open_button.setEnabled(os.path.exists(str(source.get("path", ""))))
        # When nothing opens it: said here, with the folder offered instead (Open did nothing).
        self.open_note = QLabel(self)
        self.open_note.setObjectName("MetaLabel")
        self.open_note.setWordWrap(True)
        self.open_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_note.hide()
        self.folder_button = bb.addButton(
            translate("docs", SHOW_FOLDER), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.folder_button.clicked.connect(self.show_folder)
        self.folder_button.hide()
        bb.rejected.connect(self.reject)
        lay.addWidget(self.open_note)
        lay.addWidget(bb)

    def _say(self, text: str) -> None:
        self.open_note.setText(text)
        self.open_note.show()

    def open_file(self) -> bool:
        """The file in the program the desktop has for it (at the page where it can), or why
        not, with Show folder offered."""
        path = str(self.source.get("path", ""))
        if can_open(path) and QDesktopServices.openUrl(open_url(self.source)):
            self.open_note.hide()
            return True
        mimes, kind = mime_of(path)
        self._say(
            translate(
                "docs",
                "No program on this machine is registered to open {kind} files ({mime}), so "
                "{name} cannot be opened from here. Show the folder that holds it instead, or "
                "install a viewer for it.",
            ).format(kind=kind, mime=mimes[0], name=os.path.basename(path))
        )
        self.folder_button.setText(translate("docs", SHOW_FOLDER))
        self.folder_button.show()
        self.folder_button.setFocus()
        return False

    def show_folder(self) -> bool:
        """The folder in the file manager; without one, its path to copy."""
        folder = os.path.dirname(str(self.source.get("path", "")))
        if self.folder_button.text() == translate("docs", COPY_PATH):
            QGuiApplication.clipboard().setText(folder)
            self._say(translate("docs", "Copied the folder's path: {folder}").format(folder=folder))
            return True
        if can_open(folder) and QDesktopServices.openUrl(QUrl.fromLocalFile(folder)):
            self._say(
                translate("docs", "Opened the folder {folder} in your file manager.").format(
                    folder=folder
                )
            )
            return True
        self._say(
            translate(
                "docs",
                "No file manager is registered on this machine either. The file is in {folder}: "
                "copy the path and open it from where you work.",
            ).format(folder=folder)
        )
        self.folder_button.setText(translate("docs", COPY_PATH))
        return False


class SentDialog(QDialog):
    """What a question was sent with: the documents' notes and every passage given, each a
    link to read it (for an answer that cites none of them)."""

    def __init__(self, notes: list[str], sources: list[dict], given: int, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("docs", "What was sent"))
        self.resize(640, 460)
        lay = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "docs",
                "This answer cites none of the %n passage(s) it was given: the model answered "
                "without naming any. Here is what went with the question; click a passage to "
                "read it as the model was given it.",
                None,
                given,
            ),
            self,
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        parts = [f"<p>{html.escape(n)}</p>" for n in notes]
        items = "".join(
            f'<li><a href="source:{int(s["n"])}">{html.escape(source_text(s))}</a></li>'
            for s in sources
        )
        gone = html.escape(translate("docs", "(The passages are no longer here.)"))
        parts.append(f"<ul>{items}</ul>" if items else f"<p>{gone}</p>")
        self.text.setHtml("".join(parts))
        lay.addWidget(self.text, 1)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)


class ButtonRows(QWidget):
    """The library's buttons: one row (add and remove on the left, use and close on the right)
    that becomes two rows when the window is too narrow for it, so a language with longer
    words (German) narrows the window no less than English does."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        # The box's own minimum (both rows side by side) must not become this widget's.
        self.box.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.left, self.right = QHBoxLayout(), QHBoxLayout()
        self.left.addStretch(1)  # the left buttons go before it, the right ones after this one
        self.right.addStretch(1)
        self.box.addLayout(self.left, 1)
        self.box.addLayout(self.right)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def add_left(self, button: QWidget) -> None:
        self.left.insertWidget(self.left.count() - 1, button)

    def add_right(self, button: QWidget) -> None:
        self.right.addWidget(button)

    def _one_row(self) -> int:
        return self.left.sizeHint().width() + self.box.spacing() + self.right.sizeHint().width()

    def minimumSizeHint(self) -> QSize:
        left, right = self.left.minimumSize(), self.right.minimumSize()
        stacked = self.box.direction() == QBoxLayout.Direction.TopToBottom
        height = (
            left.height() + self.box.spacing() + right.height()
            if stacked
            else max(left.height(), right.height())
        )
        return QSize(max(left.width(), right.width()), height)

    def sizeHint(self) -> QSize:
        return QSize(self._one_row(), self.minimumSizeHint().height())

    def resizeEvent(self, event) -> None:
        wanted = (
            QBoxLayout.Direction.LeftToRight
            if event.size().width() >= self._one_row()
            else QBoxLayout.Direction.TopToBottom
        )
        if self.box.direction() != wanted:
            self.box.setDirection(wanted)
            self.updateGeometry()  # one row or two: the height the window gives it changes
        super().resizeEvent(event)


class DocumentsDialog(QDialog):
    """The document library: what is in it (indexed, pages, failed and why), add files and
    folders (read off the GUI thread, with progress and Cancel), remove, and use chosen ones in
    the chat."""

    useRequested = Signal(list)  # paths to attach to the next message

    COLUMNS = (
        QT_TRANSLATE_NOOP("docs", "Document"),
        QT_TRANSLATE_NOOP("docs", "State"),
        QT_TRANSLATE_NOOP("docs", "Pages"),
        QT_TRANSLATE_NOOP("docs", "Tokens"),
        QT_TRANSLATE_NOOP("docs", "Folder"),
    )

    def __init__(self, service: DocsService, parent=None) -> None:
        super().__init__(parent)
        self.service = service
        self.setWindowTitle(translate("docs", "Documents"))
        self.setObjectName("DocumentsDialog")
        self.resize(820, 520)
        self._placed = False  # fitted to the screen at the first show
        self._cancel = threading.Event()
        self.adding = False
        self.note = ""  # how the last add ended, said after the summary
        self.docs: list[DocInfo] = []
        lay = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "docs",
                "Your document library, on this machine only. A chat draws on it with the "
                "composer's Library switch, or on the documents you choose here (Use in chat). "
                "Documents attached in a chat stay with their conversation: they come here only "
                "when you tick Also add to library as you send them.",
            ),
            self,
        )
        intro.setWordWrap(True)
        intro.setObjectName("MetaLabel")
        lay.addWidget(intro)
        self.table = QTreeWidget(self)
        describe(self.table, translate("docs", "Documents in the library"),
                 translate("docs", "Each document, its state and size"))  # fmt: skip
        self.table.setHeaderLabels([translate("docs", c) for c in self.COLUMNS])
        self.table.setRootIsDecorated(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setUniformRowHeights(True)
        self.table.itemSelectionChanged.connect(self._selection)
        lay.addWidget(self.table, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("MetaLabel")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        prog = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress_label = QLabel(self)
        self.progress_label.setObjectName("MetaLabel")
        self.cancel_button = QPushButton(translate("docs", "Cancel"), self)
        self.cancel_button.clicked.connect(self.cancel)
        prog.addWidget(self.progress, 1)
        prog.addWidget(self.progress_label, 2)
        prog.addWidget(self.cancel_button)
        lay.addLayout(prog)
        buttons = ButtonRows(self)
        self.add_files_button = QPushButton(translate("docs", "Add files…"), self)
        self.add_files_button.clicked.connect(self._choose_files)
        self.add_folder_button = QPushButton(translate("docs", "Add folder…"), self)
        self.add_folder_button.clicked.connect(self._choose_folder)
        self.remove_button = QPushButton(translate("docs", "Remove"), self)
        self.remove_button.setToolTip(
            translate("docs", "Remove the chosen documents and their text from the index")
        )
        self.remove_button.clicked.connect(self.remove_selected)
        self.use_button = QPushButton(translate("docs", "Use in chat"), self)
        self.use_button.setObjectName("Primary")
        self.use_button.setToolTip(
            translate("docs", "Attach the chosen documents to your next message")
        )
        self.use_button.clicked.connect(self._use)
        close = QPushButton(translate("docs", "Close"), self)
        close.clicked.connect(self.close)
        describe(self.add_files_button, translate("docs", "Add files"),
                 translate("docs", "Add documents to the library; they are read and indexed on "
                           "this machine"))  # fmt: skip
        describe(self.add_folder_button, translate("docs", "Add folder"),
                 translate("docs", "Add every document in a folder to the library"))  # fmt: skip
        describe(close, translate("docs", "Close"), translate("docs", "Close the document library"))
        for b in (self.add_files_button, self.add_folder_button, self.remove_button):
            buttons.add_left(b)
        buttons.add_right(self.use_button)
        buttons.add_right(close)
        lay.addWidget(buttons)
        self._busy(False)
        self._selection()
        self.refresh()

    def _busy(self, on: bool, text: str = "") -> None:
        self.adding = on
        for w in (self.progress, self.progress_label, self.cancel_button):
            w.setVisible(on)
        self.progress_label.setText(text)
        self.add_files_button.setEnabled(not on)
        self.add_folder_button.setEnabled(not on)

    def _selection(self) -> None:
        chosen = bool(self.table.selectedItems())
        self.remove_button.setEnabled(chosen and not self.adding)
        self.use_button.setEnabled(chosen)

    def selected_paths(self) -> list[str]:
        return [i.data(0, Qt.ItemDataRole.UserRole) for i in self.table.selectedItems()]

    def refresh(self) -> None:
        self.service.submit(lambda lib: lib.documents(), self._listed)

    def showEvent(self, event) -> None:
        if not self._placed:
            # At QT_SCALE_FACTOR=2 a 1600x1000 screen is 800x500: 820x520 ran off it, Close
            # below its edge. The table scrolls, so a smaller window loses nothing.
            from app.ui.bench.window import fit_to_screen

            self._placed = True
            fit_to_screen(self, self.width(), self.height())
        super().showEvent(event)
        self.sync()

    def sync(self) -> None:
        """Bring the library up to date with the disk (files edited, added or deleted since,
        in what was added) each time the page opens; the list shows the result."""
        if self.adding:
            return

        def done(results, error: Exception | None) -> None:
            changed = [r for r in results or [] if r.status in ("indexed", "removed")]
            if error is None and changed:
                n = len(changed)
                self.note = translate(
                    "docs", "Brought up to date: %n file(s) changed on disk.", None, n
                )
            self.refresh()

        self.service.submit(lambda lib: lib.sync(), done)

    def _listed(self, docs, error: Exception | None) -> None:
        if error is not None:
            self.summary.setText(
                translate("docs", "The library could not be read: {error}").format(error=error)
            )
            return
        self.docs = list(docs)
        # A refresh (the sync at opening, an add finishing) keeps what the user had selected.
        chosen = set(self.selected_paths())
        current = self.table.currentItem()
        was_current = current.data(0, Qt.ItemDataRole.UserRole) if current is not None else None
        self.table.clear()
        for d in self.docs:
            ok = d.status == "indexed"
            why = d.error or translate("docs", "could not be read")
            state = (
                translate("docs", "indexed", "a document's state")
                if ok
                else translate("docs", "failed: {why}", "a document's state").format(why=why)
            )
            item = QTreeWidgetItem(
                [
                    os.path.basename(d.path),
                    state,
                    grouped(d.pages) if ok else "",
                    grouped(d.tokens) if ok else "",
                    os.path.dirname(d.path),
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, d.path)
            item.setToolTip(0, d.path)
            item.setToolTip(1, state)
            self.table.addTopLevelItem(item)
            if d.path == was_current:
                self.table.setCurrentItem(item)
            item.setSelected(d.path in chosen)
        for col in range(len(self.COLUMNS) - 1):
            self.table.resizeColumnToContents(col)
        self.summary.setText(self._summary())
        if self.note:
            self.summary.setText(
                translate("docs", "{note} {summary}", "how the last add ended, then the summary")
                .format(note=self.note, summary=self.summary.text())
            )  # fmt: skip

    def _summary(self) -> str:
        """What is in the library: documents, pages, tokens, and how many could not be read."""
        if not self.docs:
            return translate(
                "docs",
                "The library is empty: Add files… or Add folder… (kept in sync when added again).",
            )
        indexed = [d for d in self.docs if d.status == "indexed"]
        n, pages, tokens = (
            len(indexed),
            sum(d.pages for d in indexed),
            sum(d.tokens for d in indexed),
        )
        failed = len(self.docs) - n
        # Each count its own plural sentence part; the parts are put together by one pattern.
        docs_said = translate("docs", "%n document(s) indexed", None, n)
        pages_said = translate("docs", "%n page(s)", None, pages)
        tokens_said = translate("docs", "%n token(s)", None, tokens)
        if not failed:
            return translate(
                "docs", "{documents}, {pages}, {tokens}", "the library's summary"
            ).format(documents=docs_said, pages=pages_said, tokens=tokens_said)
        failed_said = translate("docs", "%n could not be read (State says why)", None, failed)
        return translate(
            "docs", "{documents}, {pages}, {tokens}; {failed}", "the library's summary"
        ).format(documents=docs_said, pages=pages_said, tokens=tokens_said, failed=failed_said)

    def _choose_files(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(
            self, translate("docs", "Add documents to the library")
        )
        if files:
            self.add(files)

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("docs", "Add a folder to the library")
        )
        if folder:
            self.add([folder])

    def add(self, paths: list[str]) -> None:
        """Add (or bring up to date) files and folders on the library's thread."""
        if self.adding:
            return
        self._cancel.clear()
        self._busy(True, translate("docs", "Looking for documents…"))
        counts = {"n": 0, "failed": 0}
        job_id: list[int] = []
        cancelled = self._cancel.is_set

        def job(lib: Library):
            return lib.add(
                paths,
                progress=lambda r: self.service.report(job_id[0], r),
                cancelled=cancelled,
            )

        def progress(r) -> None:
            counts["n"] += 1
            counts["failed"] += r.status == "failed"
            n = counts["n"]
            self.progress_label.setText(
                translate("docs", "%n read · {name}", "files read so far", n).format(
                    name=os.path.basename(r.path)
                )
            )

        def done(results, error: Exception | None) -> None:
            self._busy(False)
            self.last_results = list(results or [])
            read = [r for r in self.last_results if r.status not in ("removed", "skipped")]
            failed = sum(r.status == "failed" for r in read)
            links = [os.path.basename(r.path) for r in self.last_results if r.status == "skipped"]
            n = len(read)
            if error is not None:
                self.note = translate("docs", "Adding stopped: {error}.").format(error=error)
            elif self._cancel.is_set():
                self.note = translate(
                    "docs", "Cancelled after %n file(s); what was read is kept.", None, n
                )
            else:
                self.note = (
                    translate("docs", "Added %n file(s).", None, n)
                    if not failed
                    else translate("docs", "Added %n file(s), {failed} could not be read.", None, n)
                    .format(failed=grouped(failed))
                )  # fmt: skip
                if links:  # symbolic links out of the added folder: named, not followed
                    more = len(links) - 3
                    shown = (
                        ", ".join(links[:3])
                        if more <= 0
                        else translate("docs", "{names} and %n more", None, more).format(
                            names=", ".join(links[:3])
                        )
                    )
                    self.note = translate(
                        "docs", "{note} Skipped links that lead outside the folder: {names}."
                    ).format(note=self.note, names=shown)
            self.refresh()
            self._selection()

        job_id.append(self.service.submit(job, done, progress))

    def cancel(self) -> None:
        """Stop adding after the file being read; what was read stays in the library."""
        self._cancel.set()
        self.progress_label.setText(translate("docs", "Stopping after the file being read…"))

    def remove_selected(self) -> None:
        paths = self.selected_paths()
        if paths:
            self.service.submit(lambda lib: (lib.remove(paths), lib.erased), self._removed)

    def _removed(self, done: tuple[list[FileResult], bool] | None, error: Exception | None) -> None:
        if error is not None or done is None:
            self.note = translate("docs", "Removing stopped: {error}.").format(error=error)
        else:
            results, erased = done
            n = sum(r.status == "removed" for r in results)
            if n:
                self.service.auditor.record("deletion", what="documents", count=n,
                                            erased=erased, by="window")  # fmt: skip
            self.note = (
                translate("docs", "%n document(s) removed and erased from disk.", None, n)
                if erased
                else translate(
                    "docs",
                    "%n document(s) removed; their text leaves the disk once no other program "
                    "reads the library.",
                    None,
                    n,
                )
            )
        self.refresh()

    def _use(self) -> None:
        paths = self.selected_paths()
        if paths:
            self.useRequested.emit(paths)
            self.close()
