"""What the windows share: history, the chat service, the engine, the theme (thin glue).

The one door from the window to core: every service a room uses (the history `store`, the chat
service `chat` and its MCP tools `chat.tools`, the document library `docs`, the `engine`) is a
typed attribute here, set by the constructor or made on first use; nothing is attached from
outside. Background work goes through app/ui/shell/ops.py.
"""

from __future__ import annotations

import copy
import logging
import time
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from app.core.audit import NULL, Auditor
from app.core.chat.markdown import Renderer
from app.core.chat.model import Conversation, ConversationList, Message
from app.core.chat.presets import new_conversation_values
from app.core.chat.retention import expired
from app.core.chat.session import ChatService
from app.core.chat.store import UNDO_SECONDS, Store
from app.core.docs.attach import ChatDocs, Dropped, attachments_path
from app.core.engine.events import detail_words
from app.core.paths import Paths
from app.core.settings import (
    Settings,
    SettingsFromNewer,
    apply_overrides,
    load_settings,
    resolved_model_path,
    save_settings,
)
from app.core.vault import DataKey
from app.core.vault.session import Unlocked
from app.core.words import translate
from app.ui.docs.library import DocsService
from app.ui.shell.theme import Theme, ThemeManager
from app.ui.status.engine_controller import EngineController

log = logging.getLogger(__name__)

SAFE_SCHEMES = ("http", "https", "mailto")
# While saves wait (a full disk), the history tries them again this often, with no new save.
RETRY_MS = 3000
ZOOM_SAVE_MS = 800


class ShowsChat(Protocol):
    """A chat pane as the context sees it: the conversation it shows. A Protocol, not the
    ChatPane class: app/ui/chat imports this module, so importing it here would be a cycle."""

    @property
    def conv(self) -> Conversation | None: ...


TRIM_AFTER_MS = 500


def trim_heap() -> None:
    """glibc keeps the pages freed memory held (85 MiB after a 100-exchange chat was left):
    malloc_trim hands them back. Elsewhere (musl, macOS) there is nothing to do."""
    import ctypes
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim(0)
    except (OSError, AttributeError):
        pass


class AppContext(QObject):
    themeChanged = Signal(object)  # Theme
    zoomChanged = Signal(int)  # the window's text size in percent
    settingsChanged = Signal(object)  # Settings
    # The chat's tool servers were put in place (app start, Settings > Tools saved): after the
    # settings' own signal, as reloading them waits for the old host to close.
    toolsChanged = Signal()
    status = Signal(str)  # a short message for the status bar
    # Why saves to the history wait ("the disk holding your history is full (12 MB free)"),
    # or "" once every one is written; on the GUI thread, only when it changes.
    historyProblem = Signal(str)
    _historyHeard = Signal()  # from any thread: the store's problem changed

    def __init__(
        self,
        paths: Paths,
        settings: Settings,
        store: Store,
        engine: EngineController,
        themes: ThemeManager,
        *,
        vault: Unlocked,
        overrides: dict[str, object] | None = None,
        auditor: Auditor = NULL,
    ) -> None:
        super().__init__()
        self.paths = paths
        # The data folder as unlocked at start (issue 37): every store a room opens takes
        # `data_key` from here.
        self.vault = vault
        # The audit log (issue 38), opened with that key: what the rooms do that an
        # organisation must be able to account for (deletions, exports, settings, keys, tools),
        # never the user's text. The app closes it at quit.
        self.auditor = auditor
        self.settings = settings
        self.store = store
        self.engine = engine
        self.themes = themes
        # "Continue's request" while an app's request through the local API holds a batch-1
        # engine, else "": an answer waiting behind it says so instead of looking stuck.
        self.serving_text = ""
        # This run's command-line values (--model, --launcher, --engine-python, --port).
        self.overrides: dict[str, object] = dict(overrides or {})
        self.conversations = ConversationList(store.load_conversations())
        # A save made on the history's writer thread failed: said in the status bar (queued).
        store.on_write_error = self._history_write_failed
        # Saves that wait (disk full): said, retried on a timer, and cleared once written.
        # The store calls on either thread; the slot reads the store's state when it runs, so a
        # late queued call never shows a problem that is already over.
        self._history_problem = ""
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(store.retry_unsaved)
        # A zoom is shown at once and written a moment after the last key (held Ctrl+= would
        # otherwise write the file, and the audit log, once per step).
        self._zoom_save = QTimer(self)
        self._zoom_save.setSingleShot(True)
        self._zoom_save.setInterval(ZOOM_SAVE_MS)
        self._zoom_save.timeout.connect(self.save_zoom)
        self._zoom_pending = False
        self._historyHeard.connect(self._history_changed)
        store.on_save_problem = lambda _reason: self._historyHeard.emit()
        self.chat = ChatService(store, lambda: self.settings.sampling)
        self.chat.on_finished.append(self._answer_finished)
        self._renderers: dict[str, Renderer] = {}
        self._deleted: Conversation | None = None  # the one an undo brings back
        # Its attachments' rows, filled on the library's thread (ChatDocs.drop): for Undo.
        self._deleted_files: dict[str, Dropped] = {}
        self._deletions = 0  # deletions so far: tells a deletion's end of undo from a later one's
        # The chat panes (the window's, the side panel's): a conversation one shows stays in
        # memory; the others go once nothing works on them (`release_hidden`).
        self._panes: weakref.WeakSet[ShowsChat] = weakref.WeakSet()
        # The window's one document library (the main pane and the side panel share it): made
        # on first use, so a run that never opens a document starts no library thread.
        self._docs: DocsService | None = None
        engine.stateChanged.connect(self._engine_state)
        themes.changed.connect(self.themeChanged)
        themes.zoomed.connect(self.zoomChanged)
        for conv in self.conversations:
            self.watch(conv)

    @property
    def data_key(self) -> DataKey | None:
        """The key of the data folder's databases; None while they are plain."""
        return self.vault.key

    # --- theme / rendering ---------------------------------------------------------------------

    @property
    def theme(self) -> Theme:
        return self.themes.theme

    def renderer(self) -> Renderer:
        t = self.themes.theme
        if t.name not in self._renderers:
            self._renderers[t.name] = Renderer(t.md)
        return self._renderers[t.name]

    # --- zoom ------------------------------------------------------------------------------------

    def set_zoom(self, percent: int) -> int:
        """The window's text at `percent` (clamped), at once; kept in the settings shortly."""
        now = self.themes.set_zoom(percent)
        if now != self.settings.ui.zoom:
            self.settings.ui.zoom = now
            self._zoom_pending = True
            self._zoom_save.start()
        return now

    def save_zoom(self) -> None:
        """Write the zoom now if it waits (the timer's end, or quitting)."""
        if not self._zoom_pending:
            return
        self._zoom_pending = False
        self._zoom_save.stop()
        disk = self.disk_settings()
        disk.ui.zoom = self.settings.ui.zoom
        try:
            save_settings(self.paths, disk, self.auditor)
        except (SettingsFromNewer, OSError) as exc:
            self.status.emit(translate(
                "shell", "Text size not saved: {error}; it holds until Ling Desk quits"
            ).format(error=exc))  # fmt: skip

    # --- engine ----------------------------------------------------------------------------------

    def _engine_state(self, state: str, detail: str) -> None:
        # A message waiting for the engine ends with the real reason when the engine cannot come.
        reason = ""
        if state == "failed":
            reason = detail_words(detail)  # made in English ("could not start: ..."): in words
        elif state == "crashed":
            # A pointer, not the cause again: the Engine panel's crash card says it in full.
            reason = translate(
                "shell", "the engine crashed (the Engine panel says why and what to do)"
            )
            if self.engine.stopped_by_app:
                reason = translate("shell", "Ling Desk stopped the engine (the Engine panel says "
                                   "why and what to do)")  # fmt: skip
        elif state == "stopping" and self.engine.stopped_by_app:
            # Ling Desk stops it on a fault (its port taken): not the user's stop.
            reason = translate("shell", "Ling Desk stopped the engine (the Engine panel says "
                               "why and what to do)")  # fmt: skip
        elif state in ("stopping", "stopped"):
            reason = translate("shell", "the engine was stopped before it was ready")
        self.chat.set_engine(state, self.engine.client if state == "ready" else None, reason)

    def _history_write_failed(self, exc: Exception) -> None:
        self.status.emit(
            translate("shell", "Could not save to the history: {error}").format(error=exc)
        )

    @property
    def history_problem(self) -> str:
        return self._history_problem

    def _history_changed(self) -> None:
        reason = self.store.problem
        if reason == self._history_problem:
            return
        was = self._history_problem
        self._history_problem = reason
        if reason:
            self._retry.start()
            if not was:
                log.error("history saves wait in memory: %s", reason)
                self.status.emit(translate("shell", "Not saved: {why}.").format(why=reason))
        else:
            self._retry.stop()
            log.info("history saved again")
            self.chat.history_saved()
            self.status.emit(translate("shell", "The history is saved again; nothing was lost."))
        self.historyProblem.emit(reason)

    # --- conversations ---------------------------------------------------------------------------

    def watch(self, conv: Conversation) -> None:
        """Save `conv` whenever it changes (one loaded or imported from elsewhere)."""
        conv.events.connect(lambda e: self._conv_event(conv, e))

    def _conv_event(self, conv: Conversation, event) -> None:
        if event.type == "meta":
            if set(event.fields) - {"draft"}:
                self.store.save_conversation(conv)
                self.conversations.changed(conv.id)
            else:
                self.store.save_draft(conv)
        elif event.type in ("reset", "inserted"):
            if conv.loaded:
                self.store.save_conversation(conv)  # the selected branch (current_leaf)
            if event.type == "inserted":
                self.conversations.bump(conv.id)

    def _answer_finished(self, conv: Conversation, msg: Message) -> None:
        self.conversations.changed(conv.id)
        # An answer that ended in a chat no longer shown: its messages may go now (after the
        # other listeners of this end have read them).
        QTimer.singleShot(0, self, self.release_hidden)

    def add_pane(self, pane: ShowsChat) -> None:
        """A chat pane: the conversation it shows (its `conv`) is kept in memory."""
        self._panes.add(pane)

    def release_hidden(self) -> int:
        """Let every conversation that no pane shows and nothing works on leave memory: its
        messages and their cached renders (a chat opened again reads them from the history).
        Each exchange kept ~0.2-0.9 MB for as long as the app ran. Returns how many went."""
        if self.store.unsaved or self.store.writing:
            return 0  # the history would read back older text (or make us wait): next time
        shown = {c.id for p in self._panes if (c := p.conv) is not None}
        gone = 0
        for conv in self.conversations:
            if not conv.loaded or not conv.messages or conv.id in shown or self.chat.holds(conv):
                continue
            if conv.complete and self.store.message_count(conv.id) != len(conv.messages):
                # Never let go of a message the history does not have: it would be lost.
                log.warning("chat %s kept in memory: not all of it is in the history", conv.id)
                continue
            texts = [m.content for m in conv.messages.values()]
            for renderer in self._renderers.values():
                renderer.forget(texts)
            conv.unload()
            gone += 1
        if gone:
            # Its widgets are deleted at the loop's next turns; then the heap's freed pages go
            # back to the system, else RSS stayed as high as with the chat open.
            QTimer.singleShot(TRIM_AFTER_MS, trim_heap)
        return gone

    def open(self, conv_id: str) -> Conversation | None:
        conv = self.conversations.get(conv_id)
        if conv is not None and not conv.loaded:
            self.store.load_tail(conv)  # the newest page: the view reads older ones as it scrolls
        return conv

    def new_conversation(self) -> Conversation:
        """A new chat; an untouched empty one at the top is reused instead of piling up."""
        values = new_conversation_values(self.settings.chat)
        for conv in list(self.conversations)[:3]:
            # Untouched: also as a new one starts (a preset chosen there, its sampling, thinking
            # or tools made it another chat: reused, Ctrl+N's blank chat showed no preset and
            # flipped to that one at the first key).
            as_new = (
                conv.system_prompt == values.get("system_prompt", "")
                and conv.thinking
                and not conv.sampling
            )
            if conv.loaded and not conv.messages and not conv.draft.get("text") and as_new:
                return conv
        # Its own copy of the default system prompt (Settings > Chat): a later change there
        # leaves this conversation as it was made.
        conv = Conversation(**values)
        self.store.save_conversation(conv)
        self.watch(conv)
        self.conversations.insert(conv, 0)
        return conv

    def rename(self, conv: Conversation, title: str) -> None:
        title = " ".join(title.split())
        if title and title != conv.title:
            conv.set_meta(title=title, titled=True)

    def delete(self, conv: Conversation) -> None:
        """Delete `conv` and erase its text from the history's files at once (on the writer
        thread, well within seconds); Undo writes it back from the copy kept here, in memory
        only, while the undo bar is up."""
        self.chat.stop(conv)  # an answer's last save comes later: the store drops it
        if not conv.loaded:
            self.store.load_messages(conv)  # whole in memory: Undo has nothing else to read
        conv.ensure_complete()
        # Before the erase: the library's first use releases what the history no longer holds,
        # and this chat's attachments must go through `drop` (kept for Undo), not with those.
        docs = self._attachments_docs()
        self.store.erase_conversation(conv.id)
        self.conversations.remove(conv.id)
        self.auditor.record("deletion", what="conversation", count=1,
                            message_count=len(conv.messages), by="window")  # fmt: skip
        self._deleted = conv
        self._deleted_files = self._drop_attachments(docs, [conv.id])
        self._deletions += 1
        n = self._deletions
        QTimer.singleShot(int(UNDO_SECONDS * 1000), self, lambda: self._forget(n))

    def _attachments_docs(self) -> DocsService | None:
        """The library service when a chat may hold attached files (the attachments file is
        there); None spares a window that never attached one the library's thread."""
        if self._docs is None and not attachments_path(self.paths.data_dir).exists():
            return None
        return self.docs

    def _drop_attachments(
        self, docs: DocsService | None, ids: list[str], undo: bool = True
    ) -> dict[str, Dropped]:
        """On the library's thread: the files only these conversations held leave the
        attachments file, text and all (app/core/docs/attach.py `drop`). With `undo`, what
        went is kept in the returned holder, in memory only (filled on that thread: an Undo
        queued behind it finds it there)."""
        kept: dict[str, Dropped] = {}
        if docs is not None:

            def job(chat: ChatDocs) -> None:
                dropped = chat.drop(ids)
                if undo:
                    kept["dropped"] = dropped

            docs.submit_chat(job, self._attachments_dropped)
        return kept

    def _attachments_dropped(self, _result: object, error: Exception | None) -> None:
        if error is not None:
            self.status.emit(translate(
                "shell", "The chat's attached documents could not be erased: {error}"
            ).format(error=error))  # fmt: skip

    def _forget(self, n: int) -> None:
        if n == self._deletions:  # the latest deletion's undo is over (not one made since)
            self._deleted = None  # its text was only here: now nowhere
            self._deleted_files.clear()  # (the attachments' text too)

    def undo_delete(self, conv_id: str) -> Conversation | None:
        conv = self._deleted
        if conv is None or conv.id != conv_id:
            return None
        self.store.unerase(conv)
        self.conversations.add_sorted(conv)
        self.auditor.record("deletion", what="conversation", count=1, undone=True, by="window")
        self._deleted = None
        kept, self._deleted_files = self._deleted_files, {}
        if self._docs is not None:  # the drop went through it: this job runs after that one

            def job(chat: ChatDocs) -> None:
                dropped = kept.pop("dropped", None)
                if dropped is not None:
                    chat.restore(dropped)

            self._docs.submit_chat(job, self._attachments_restored)
        return conv

    def _attachments_restored(self, _result: object, error: Exception | None) -> None:
        if error is not None:
            self.status.emit(translate(
                "shell", "The chat's attached documents could not be brought back: {error}"
            ).format(error=error))  # fmt: skip

    def apply_retention(self, now: float | None = None) -> int:
        """Erase the conversations older than Settings > Privacy's retention (pinned ones are
        kept; see app/core/chat/retention.py). One a pane shows, or that an answer is being
        written into, waits for the next pass: it never vanishes under the user's eyes.
        Returns how many went. No undo: the setting is the user's standing decision."""
        days = self.settings.privacy.retention_days
        shown = {c.id for p in self._panes if (c := p.conv) is not None}
        when = time.time() if now is None else now
        going = [
            conv.id
            for conv in expired(list(self.conversations), days, when)
            if conv.id not in shown and not self.chat.holds(conv)
        ]
        if not going:
            return 0
        docs = self._attachments_docs()  # before the erase, as in `delete`
        self.store.erase_conversations(going)  # their text leaves the files now
        for conv_id in going:
            self.conversations.remove(conv_id)
        self._drop_attachments(docs, going, undo=False)  # their attachments' text too
        self.auditor.record("retention", erased=len(going), days=days, by="window")
        return len(going)

    def erase_all_data(self, erase: Callable[[], list[str]]) -> list[str]:
        """ "Delete all my data": the panes show no chat, the history and the document
        library close, `erase` removes their files (app/core/vault/session.py erase_all), and an
        empty history opens in the same Store object (the Gui, the chat service and the retry
        timer each hold it: re-opened in place, none keeps a closed one). The library opens
        again on its next use. Returns what `erase` could not remove, in words.
        The caller stops whatever else holds a data file (the gateway's key store) first."""
        for pane in list(self._panes):
            switch = getattr(pane, "set_conversation", None)
            if callable(switch):
                switch(None)  # flushes its draft now, into the file about to go
        count = len(self.conversations)
        for conv in list(self.conversations):
            self.chat.stop(conv)
            self.conversations.remove(conv.id)
        self._deleted = None
        self._deleted_files.clear()
        self._deletions += 1  # a pending undo's timer finds nothing of its own to keep
        self._renderers.clear()
        docs, self._docs = self._docs, None
        if docs is not None:
            docs.close()
            if not docs.join(timeout=10.0):  # its files are closed before they are scrubbed
                log.warning("the document library was still at work when its files were erased")
        self._retry.stop()
        store = self.store
        store.close()
        problems = erase()
        # The log itself stays (session.erase_all keeps it): this record is its evidence.
        self.auditor.record("deletion", what="all", conversations=count, problems=len(problems),
                            by="window")  # fmt: skip
        # The same key: "Delete all my data" keeps the data key (the settings stay too).
        store.reopen()
        self._history_changed()
        return problems

    def branch_busy(self, conv: Conversation, msg: Message) -> bool:
        """Whether an answer in the branch from `msg` down is being written or waits."""
        return msg.id in conv.messages and any(m.busy for m in conv.subtree(msg.id))

    def delete_branch(self, conv: Conversation, msg: Message) -> int:
        """Delete `msg` and every message below it, and erase their text from the history's
        files at once (no Undo: the user confirmed). Returns how many went (0: it streams)."""
        if msg.id not in conv.messages or self.branch_busy(conv, msg):
            return 0
        gone = conv.remove_branch(msg.id)
        self.store.erase_messages(conv, [m.id for m in gone])
        self.auditor.record("deletion", what="messages", count=len(gone), by="window")
        texts = [m.content for m in gone]
        for renderer in self._renderers.values():
            renderer.forget(texts)
        self.conversations.changed(conv.id)
        return len(gone)

    def add_imported(self, conv: Conversation) -> None:
        self.store.save_all(conv)
        self.watch(conv)
        self.conversations.add_sorted(conv)

    # --- documents -------------------------------------------------------------------------------

    @property
    def docs(self) -> DocsService:
        """The one library service of this window (the main pane and the side panel share it)."""
        if self._docs is None:
            model = self.overrides.get("model")
            model_dir = (
                Path(str(model)).expanduser() if model else resolved_model_path(self.settings)
            )
            service = DocsService(self.paths.data_dir, model_dir, self, key=self.data_key,
                                  auditor=self.auditor)  # fmt: skip
            self._docs = service
            # Attachments of conversations deleted since (purged at this start) go, text and all.
            try:
                alive = self.store.conversation_ids()
            except Exception:  # an unreadable history: keep every attachment rather than guess
                log.exception("conversations could not be listed")
            else:
                service.submit_chat(lambda chat: chat.release(alive), lambda _r, _e: None)
        return self._docs

    def close_docs(self) -> None:
        """On quit: the library's thread closes the file and ends its extraction process."""
        if self._docs is not None:
            self._docs.close()

    # --- settings --------------------------------------------------------------------------------

    def disk_settings(self) -> Settings:
        """The settings as saved (without this run's command-line overrides)."""
        loaded = load_settings(self.paths)
        if loaded.problems:  # e.g. the file was edited badly, or kept aside, while we ran
            self.status.emit(translate("shell", "Settings: {problems}").format(
                problems="; ".join(loaded.problems)))  # fmt: skip
        return loaded.settings

    def save_settings(self, saved: Settings) -> None:
        """`saved` is what goes to disk; this run keeps its command-line overrides on top."""
        try:
            save_settings(self.paths, saved, self.auditor)  # the changed names are recorded
        except SettingsFromNewer as exc:  # a newer Ling Desk's file: the change is this run's
            self.status.emit(translate(
                "shell", "Settings not saved: {error}; the change holds until Ling Desk quits"
            ).format(error=exc))  # fmt: skip
        self.settings = self.apply_overrides(copy.deepcopy(saved))
        self.engine.update_settings(self.settings)
        self.themes.set_choice(self.settings.ui.theme)
        self.themes.set_zoom(self.settings.ui.zoom)
        self.settingsChanged.emit(self.settings)

    def set_model_folder(self, folder: str) -> None:
        """The user chose the model folder: saved, used from now on, engine restarted."""
        disk = self.disk_settings()
        disk.engine.model_path = folder
        self.overrides.pop("model", None)  # the user's choice beats --model for this run
        self.save_settings(disk)
        self.engine.restart()

    def apply_overrides(self, settings: Settings) -> Settings:
        return apply_overrides(settings, self.overrides)

    # --- links -----------------------------------------------------------------------------------

    def open_link(self, url: str, parent: QWidget | None) -> bool:
        """Links open outside the app only after the user agrees (data residency)."""
        q = QUrl(url)
        if q.scheme().lower() not in SAFE_SCHEMES:
            QMessageBox.information(
                parent,
                translate("shell", "Link not opened"),
                translate("shell", "Ling Desk opens only web and mail links:\n{url}").format(
                    url=url
                ),
            )
            return False
        if self.settings.ui.confirm_links:
            box = QMessageBox(parent)
            box.setIcon(QMessageBox.Icon.Question)
            box.setWindowTitle(translate("shell", "Open link outside Ling Desk?"))
            box.setText(translate("shell", "Open this link in your browser?"))
            # The address itself is what travels: a link the model wrote may carry words
            # of the conversation in its path or query, and those reach the site.
            travels = translate(
                "shell",
                "Your browser will send this whole address to {site}, and it leaves this machine "
                "with whatever it holds (words from this conversation too, if the link carries "
                "them). Nothing else from the conversation is sent.",
            ).format(site=q.host() or translate("shell", "that site"))
            box.setInformativeText(f"{url}\n\n{travels}")
            box.setStandardButtons(
                QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel
            )
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
            if box.exec() != QMessageBox.StandardButton.Open:
                return False
        return QDesktopServices.openUrl(q)
