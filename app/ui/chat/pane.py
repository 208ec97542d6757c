"""Chat view + engine banner + composer, bound to one conversation (main window and side panel).

The banner widget is in engine_banner.py, the conversation settings dialog in
conversation_settings.py, what a message keeps of its documents in sent_documents.py.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.docs import DOCS, UNSAVED, thread_docs
from app.core.chat.history import NotSaved
from app.core.chat.model import CONV_TOOLS, Conversation, Event
from app.core.chat.payload import context_used
from app.core.chat.presets import (
    apply_defaults,
    apply_preset,
    chosen_preset,
    find_preset,
    preset_label,
)
from app.core.docs.attach import ChatDocs, Prepared, follow_up, prepare
from app.core.docs.prompt import ANSWER_RESERVE_TOKENS, DocumentBlock
from app.core.settings import PRESET_NAME_CHARS, Preset
from app.core.words import QT_TRANSLATE_NOOP, grouped, translate
from app.ui.chat.attachments import Attachment, DocAttachment, compose_message
from app.ui.chat.composer import BUSY_HINT, Composer
from app.ui.chat.conversation_settings import ConversationSettingsDialog
from app.ui.chat.engine_banner import BY_APP_CAUSES, CRASH_CAUSES, Banner
from app.ui.chat.sent_documents import _docs_meta
from app.ui.chat.view import ChatView
from app.ui.docs.library import DocumentsDialog
from app.ui.shell.keys import menu_keys

# Shown as translate("chat", READING) and taken away again by the same words.
READING = QT_TRANSLATE_NOOP("chat", "Reading the documents for your question…")


class ChatPane(QWidget):
    conversationChanged = Signal(object)  # Conversation | None
    status = Signal(str)
    statusExpired = Signal(str)  # a hint said earlier is no longer true: take it away
    settingsRequested = Signal()  # the app settings (model folder, engine...)
    chooseModelRequested = Signal()
    setupRequested = Signal()  # the set-up page, at the step that fixes the failure
    showLogRequested = Signal()
    showEngineRequested = Signal()  # open the Engine panel (its crash card says it all)

    def __init__(self, ctx, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.compact = compact
        self.conv: Conversation | None = None
        self._unsub: Callable[[], None] | None = None
        ctx.add_pane(self)  # what this pane shows stays in memory; the chat it leaves may go
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.view = ChatView(ctx, compact, self)
        self.view.linkActivated.connect(lambda url: ctx.open_link(url, self))
        self.view.status.connect(self.status)
        self.view.acted.connect(self.focus_composer)
        lay.addWidget(self.view, 1)
        bwrap = QWidget(self)
        bwrap.setObjectName("ComposerArea")
        bl = QVBoxLayout(bwrap)
        m = 8 if compact else 24
        bl.setContentsMargins(m, 6, m, 0)
        self.notice = Banner(bwrap)
        bl.addWidget(self.notice)
        self.banner = Banner(bwrap)
        bl.addWidget(self.banner)
        lay.addWidget(bwrap)
        self.composer = Composer(compact, self)
        self.composer.set_thinking(True)  # what a new conversation starts with
        lay.addWidget(self.composer)
        c = self.composer
        c.sendRequested.connect(self.send)
        c.stopRequested.connect(self.stop)
        c.thinkingToggled.connect(self._thinking)
        c.draftChanged.connect(self._draft)
        c.settingsRequested.connect(self.edit_conversation_settings)
        c.limitChosen.connect(self.set_reply_limit)
        c.toolsChosen.connect(self.set_tool_servers)
        c.presetChosen.connect(self.choose_preset)
        ctx.settingsChanged.connect(lambda _s: self.update_presets())
        c.tools_menu.aboutToShow.connect(self.update_tools)  # the engine's verdict as of now
        ctx.settingsChanged.connect(lambda _s: self.update_tools())
        ctx.toolsChanged.connect(self.update_tools)  # Settings › Tools saved: servers in place
        ctx.engine.toolCallsChanged.connect(lambda _v: self.update_tools())
        ctx.settingsChanged.connect(lambda _s: self.update_limit())
        c.status.connect(self.status)
        c.attach.clicked.connect(self._attach_dialog)
        c.docs = ctx.docs
        c.docs_exact = c.docs.exact_tokens
        # Attach: a click picks files; its arrow also offers a folder and the library page.
        menu = QMenu(c.attach)
        menu.addAction(translate("chat", "Files…"), self._attach_dialog)
        menu.addAction(translate("chat", "Folder…"), self._attach_folder)
        menu.addSeparator()
        menu.addAction(translate("chat", "Document library…"), self.open_documents)
        whole = menu.addAction(translate("chat", "Draw on the whole library"))
        whole.setCheckable(True)
        whole.toggled.connect(c.library.setChecked)
        c.library.toggled.connect(whole.setChecked)
        c.attach.setMenu(menu)
        menu_keys(c.attach)  # the arrow's menu by Alt+Down / F4 too: not for the mouse only
        c.set_compact(c.compact)  # its popup mode follows the width
        self.documents: DocumentsDialog | None = None
        self._preparing = False  # documents are being placed for the message being sent
        self._meter = QTimer(self)
        self._meter.setSingleShot(True)
        self._meter.setInterval(250)
        self._meter.timeout.connect(self.update_meter)
        c.edit.textChanged.connect(self._meter.start)
        ctx.engine.stateChanged.connect(self._engine_state)
        ctx.engine.progress.connect(self._engine_progress)
        ctx.engine.stalled.connect(self._engine_stalled)
        ctx.engine.contextLengthChanged.connect(lambda _n: self.update_meter())
        ctx.engine.lentChanged.connect(self._engine_lent)
        self._progress = ""
        # Whether this window's Engine panel is open: after a crash its card holds the one
        # Restart, and the banner points there instead of offering it again.
        # None: this window has no Engine panel (the side panel's chat).
        self.engine_panel_shown: bool | None = None
        self._history_notice = False  # the notice shows why the history is not saved
        ctx.historyProblem.connect(self._history_problem)
        if ctx.history_problem:
            self._history_problem(ctx.history_problem)
        self._engine_state(ctx.engine.state, ctx.engine.detail)
        self.update_limit()
        self.update_presets()
        self.setAcceptDrops(True)  # files dropped anywhere on the chat become context

    def dragEnterEvent(self, e) -> None:
        if e.mimeData().hasUrls():
            e.acceptProposedAction()

    def dropEvent(self, e) -> None:
        files = [u.toLocalFile() for u in e.mimeData().urls() if u.isLocalFile()]
        if files:
            self.composer.add_files(files)
            self.composer.edit.setFocus()
        e.acceptProposedAction()

    # --- conversation ----------------------------------------------------------------------------

    def set_conversation(self, conv: Conversation | None) -> None:
        if conv is self.conv:
            return
        if self.conv is not None:
            self.composer.flush_draft()
        if self._unsub is not None:
            self._unsub()
            self._unsub = None
        self.conv = conv
        # The Library switch is for the question at hand: another chat (a new one too) starts
        # without it (it stayed on, unseen, and replaced the next chat's attachments).
        self.composer.library.setChecked(False)
        self.view.set_conversation(conv)
        if conv is not None:
            self._unsub = conv.events.connect(self._conv_event)
            if conv.draft != self.composer.draft():  # not when it is this composer's own
                self.composer.load_draft(conv.draft)  # (documents would be read again)
            self.composer.set_thinking(conv.thinking)
        else:
            self.composer.load_draft({})
            self.composer.set_thinking(True)  # what a new conversation starts with
        self._refresh_busy()
        self.update_meter()
        self.update_limit()
        self.update_tools()
        self.update_presets()
        self.conversationChanged.emit(conv)
        # The chat left (and any other no pane shows) leaves memory once this switch is done.
        QTimer.singleShot(0, self, self.ctx.release_hidden)

    def _conv_event(self, event: Event) -> None:
        if event.type in ("changed", "inserted", "reset"):
            if event.type != "changed" or "status" in event.fields:
                self._refresh_busy()
            if not self._meter.isActive():
                self._meter.start()
        elif event.type == "meta" and self.conv is not None:
            if "thinking" in event.fields:
                self.composer.set_thinking(self.conv.thinking)
            if "sampling" in event.fields:
                self.update_limit()
            if {"sampling", "system_prompt", "thinking"} & set(event.fields):
                self.update_presets()
            if "draft" in event.fields:
                self._draft_elsewhere()

    def _draft_elsewhere(self) -> None:
        """One draft per conversation: what the other window typed, sent or cleared shows here
        too (else a message sent from the side panel stays here and Enter sends it twice)."""
        assert self.conv is not None
        if self.composer.typing() or self.composer.draft() == self.conv.draft:
            return  # our own change coming back, or the user is typing here right now
        self.composer.load_draft(self.conv.draft)
        self.update_meter()

    def _refresh_busy(self) -> None:
        busy = self.conv is not None and self.ctx.chat.busy(self.conv) is not None
        self.composer.set_busy(busy)
        if not busy:
            self.statusExpired.emit(
                translate("chat", BUSY_HINT)
            )  # "press Esc to stop it first" is over

    def update_meter(self) -> None:
        if self.conv is None:
            self.composer.set_context(0, self.ctx.engine.context_length, True)
            return
        used, exact = context_used(self.conv, self.composer.text())
        self.composer.set_context(used, self.ctx.engine.context_length, exact)

    def update_limit(self) -> None:
        default = self.ctx.settings.sampling.max_tokens
        own = self.conv is not None and "max_tokens" in self.conv.sampling
        tokens = int(self.conv.sampling["max_tokens"]) if own else default  # type: ignore[union-attr]
        self.composer.set_limit(tokens, default, own)

    def update_tools(self) -> None:
        """The composer's Tools menu: the configured servers, this conversation's choice, and
        'Tools are unavailable: <reason>' instead of the servers while calls are not proven."""
        tools = self.ctx.chat.tools
        if tools is None:
            self.composer.set_tools([], [], "")
            return
        ok, why = tools.available()
        chosen = self.conv.tool_servers if self.conv is not None else []
        self.composer.set_tools(
            tools.server_names(), chosen, "" if ok else why or translate("chat", "not proven")
        )

    def update_presets(self) -> None:
        """The composer's Preset button: the presets from Settings and this chat's choice."""
        presets = self.ctx.settings.chat.presets
        shown, tip = preset_label(self.conv, presets)
        self.composer.set_presets([p.name for p in presets], chosen_preset(self.conv), shown, tip)

    def choose_preset(self, name: str) -> None:
        """Give this conversation a preset's prompt, sampling and thinking ("" = the defaults
        from Settings); the next message is sent with them."""
        conv = self.ensure_conversation()
        preset = find_preset(self.ctx.settings.chat.presets, name) if name else None
        if name and preset is None:  # removed from Settings: the values here stay as they are
            self.update_presets()
            return
        if preset is None:
            apply_defaults(conv, self.ctx.settings.chat)
            self.status.emit(
                translate("chat", "This conversation uses the defaults from Settings again.")
            )
        else:
            apply_preset(conv, preset)
            self.status.emit(translate(
                "chat", "Preset “{name}” for this conversation: its system prompt, sampling and "
                "thinking apply from the next message.").format(name=preset.name))  # fmt: skip
        self.update_meter()
        self.update_presets()

    def set_tool_servers(self, names: list[str]) -> None:
        conv = self.ensure_conversation()
        sampling = {k: v for k, v in conv.sampling.items() if k != CONV_TOOLS}
        if names:
            sampling[CONV_TOOLS] = list(names)
        conv.set_meta(sampling=sampling)
        self.update_tools()
        self.status.emit(
            translate(
                "chat", "Ling may use the tools of {names} here (each call asks you first)."
            ).format(names=", ".join(names))
            if names
            else translate("chat", "No tools in this conversation.")
        )

    def set_reply_limit(self, tokens: int) -> None:
        """The reply limit for this conversation (-1: back to the default from Settings)."""
        conv = self.ensure_conversation()
        sampling = {k: v for k, v in conv.sampling.items() if k != "max_tokens"}
        if tokens >= 0:
            sampling["max_tokens"] = tokens
        conv.set_meta(sampling=sampling)
        self.update_limit()
        if tokens > 0:
            said = translate("chat", "Replies in this conversation: at most {count} tokens.")
        elif tokens == 0:
            said = translate("chat", "Replies in this conversation: no limit.")
        else:
            tokens = self.ctx.settings.sampling.max_tokens
            said = translate(
                "chat", "Replies in this conversation: the default limit ({count} tokens)."
            )
        self.status.emit(said.format(count=grouped(tokens)))

    # --- actions ---------------------------------------------------------------------------------

    def ensure_conversation(self) -> Conversation:
        if self.conv is None:
            conv = self.ctx.new_conversation()
            draft = self.composer.draft()
            if draft:  # what was typed in the blank chat moves into it
                conv.set_meta(draft=draft)
            library = self.composer.library.isChecked()  # chosen in this blank chat: kept
            self.set_conversation(conv)
            self.composer.library.setChecked(library)
        assert self.conv is not None
        return self.conv

    def send(self, text: str, attachments: list) -> None:
        conv = self.ensure_conversation()
        if self.ctx.chat.busy(conv) is not None:
            return
        if self._preparing:
            self.status.emit(
                translate("chat", "Still placing the documents for your last message…")
            )
            return
        inline = [a for a in attachments if isinstance(a, Attachment)]
        docs = [a for a in attachments if isinstance(a, DocAttachment) and a.state == "ready"]
        content = compose_message(text, inline)
        names = [a.name for a in inline] + [d.name for d in docs]
        meta: dict = {"attachments": names} if names else {}
        # Documents that could not be read go unsent: said under the message and kept (marked)
        # in the composer, never dropped silently.
        unread = [a for a in attachments if isinstance(a, DocAttachment) and a.state == "failed"]
        missing = "; ".join(f"{a.name}: {a.error}" for a in unread)
        if missing:
            meta[DOCS] = {
                "note": translate("chat", "Not sent (could not be read): {names}").format(
                    names=missing
                )
            }
        so_far = thread_docs(conv.thread())
        library = self.composer.library.isChecked()
        if not (docs or so_far.search or (library and not so_far.sources)):
            if not content.strip():
                self.status.emit(
                    translate("chat", "Nothing to send: the attached documents could not be read.")
                )
                return
            self._send_now(conv, content, meta)
            return
        # Placing documents reads the library: on its thread, then the message goes.
        used, _exact = context_used(conv, content)
        total = self.ctx.engine.context_length
        question = text.strip() or content
        also = bool(docs) and self.composer.add_to_library.isChecked()
        if docs or (library and not so_far.sources):
            core = [d.to_core() for d in docs]
            first = so_far.last_number + 1

            def job(chat: ChatDocs):
                p = prepare(chat, question, total, core, library, used, first_number=first)
                chat.keep(conv.id, p.paths)  # kept while this conversation is
                if also:
                    chat.add_to_library(core)
                # p.library: an attachment that fits wins over the switch (prepare says so)
                return _docs_meta(p, p.library, p.seen, core if also else [])
        else:
            seen = set(so_far.seen)
            scope = list(so_far.paths)
            # The one placement rule (core/docs), as for the first question; imported here so
            # this change stays inside `send` while others edit the rest of the pane.
            from app.core.docs.prompt import search_budget

            budget = search_budget(total, used, ANSWER_RESERVE_TOKENS)
            last = so_far.last_number

            def job(chat: ChatDocs):
                p = Prepared("search", DocumentBlock("", []), [], "", 0, 0, scope, set(seen),
                             so_far.library)  # fmt: skip
                block = follow_up(chat, p, question, budget, last)
                if not block.text:
                    return None
                p.block, p.mode = block, "search"
                count = len(block.sources)
                p.note = translate(
                    "chat", "Searched again: %n new passage(s) for this question", None, count
                )
                return _docs_meta(p, so_far.library, p.seen - seen)

        self._preparing = True
        self.status.emit(translate("chat", READING))

        def done(result, error) -> None:
            self._preparing = False
            self.statusExpired.emit(translate("chat", READING))
            if error is not None:
                self.status.emit(
                    translate(
                        "chat", "The documents could not be placed ({error}); not sent."
                    ).format(error=error)
                )
                return
            result = dict(result or {})
            full = dict(meta)
            unsaved = result.pop(UNSAVED, None)
            if unsaved:
                full[UNSAVED] = unsaved  # an encrypted document's passages: never on disk
            if result:
                if missing:
                    said = result.get("note") or ""
                    not_sent = translate("chat", "Not sent (could not be read): {names}").format(
                        names=missing
                    )
                    result["note"] = f"{said}; {not_sent}".lstrip("; ")
                full[DOCS] = result
            if not content.strip() and not result.get("block"):
                self.status.emit(result.get("note") or translate("chat", "Nothing to send."))
                return
            self._send_now(conv, content, full)

        assert self.composer.docs is not None
        self.composer.docs.submit_chat(job, done)

    def _send_now(self, conv: Conversation, content: str, meta: dict) -> None:
        try:
            self.ctx.chat.send(conv, content, meta)
        except NotSaved as exc:
            # Nothing was sent and the text stays in the box: clearing it would lose it.
            self._history_problem(exc.reason)
            self.status.emit(
                translate(
                    "chat", "{problem}. Your message is still in the box; send it again then."
                ).format(problem=exc)
            )
            return
        if self.conv is conv:
            unread = self.composer.unread()
            self.composer.sent()  # only now: the message is on disk
            if unread:
                said = "; ".join(f"{a.name} ({a.error})" for a in unread)
                self.status.emit((
                    translate("chat", "Sent without {names}: it could not be read. Its chip stays, "
                              "marked, until you remove it (✕).")
                    if len(unread) == 1
                    else translate("chat", "Sent without {names}: they could not be read. Their "
                                   "chips stay, marked, until you remove them (✕).")
                ).format(names=said))  # fmt: skip
            self.focus_composer()  # sent with the Send button: the next words go in the box
        # The draft is what the box keeps now: nothing, or the unread documents' chips.
        conv.set_meta(draft=self.composer.draft() if self.conv is conv else {})
        if self._history_notice and not self.ctx.history_problem:
            self._history_problem("")  # a refused send said it; this one went
        self.view.scroll_to_end()

    def focus_composer(self) -> None:
        """Back to the box after send, edit or regenerate, when the keys were in this chat (a
        button there, a closed edit box): never taken from the list, search or another window."""
        focused = QApplication.focusWidget()
        if focused is None and not self.window().isActiveWindow():
            return
        if focused is None or focused is self or self.isAncestorOf(focused):
            self.composer.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def stop(self) -> bool:
        if self.conv is None:
            return False
        return self.ctx.chat.stop(self.conv)

    def _thinking(self, on: bool) -> None:
        conv = self.ensure_conversation()
        conv.set_meta(thinking=on)
        self.status.emit(translate("chat", "Thinking is on for this conversation.") if on else
                         translate("chat", "Thinking is off for this conversation."))  # fmt: skip

    def _draft(self, draft: dict) -> None:
        if self.conv is None and draft:
            # A blank chat becomes a conversation once it holds something worth keeping.
            self.ensure_conversation()
        elif self.conv is not None and draft != self.conv.draft:
            self.conv.set_meta(draft=draft)

    def _attach_dialog(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(self, translate("chat", "Attach documents"))
        if files:
            self.composer.add_files(files)

    def _attach_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("chat", "Attach a folder of documents")
        )
        if folder:
            self.composer.add_files([folder])

    def open_documents(self) -> DocumentsDialog:
        """The document library page (File › Documents…, or Attach's arrow)."""
        if self.documents is None:
            assert self.composer.docs is not None
            self.documents = DocumentsDialog(self.composer.docs, self)
            self.documents.useRequested.connect(self._use_documents)
        else:
            self.documents.refresh()
        self.documents.show()
        self.documents.raise_()
        return self.documents

    def _use_documents(self, paths: list[str]) -> None:
        self.composer.add_documents(paths)
        self.composer.edit.setFocus()
        count = len(paths)
        self.status.emit(
            translate(
                "chat",
                "%n document(s) from the library attached to your next message.",
                None,
                count,
            )
        )

    def copy_last_code_block(self) -> bool:
        code = self.view.last_code_block()
        if code is None:
            self.status.emit(translate("chat", "There is no code block in this conversation yet."))
            return False
        QGuiApplication.clipboard().setText(code)
        n = len(code.splitlines())
        self.status.emit(translate("chat", "Copied the last code block (%n line(s)).", None, n))
        return True

    def edit_conversation_settings(self) -> None:
        conv = self.ensure_conversation()
        tools = self.ctx.chat.tools
        dlg = ConversationSettingsDialog(conv, self.ctx.settings.sampling, self, tools=tools)
        dlg.save_preset.clicked.connect(lambda: self._save_preset(dlg))
        self.settings_dialog = dlg  # tests reach the open dialog here
        if dlg.exec() == QDialog.DialogCode.Accepted:
            conv.set_meta(**dlg.values())
            self.update_meter()
            self.update_tools()

    def _save_preset(self, dlg: ConversationSettingsDialog) -> None:
        """Keep what the dialog shows as a named preset in Settings > Chat (asking before one
        of the same name is replaced)."""
        name, ok = QInputDialog.getText(
            dlg, translate("chat", "Save as preset"), translate("chat", "Name of the preset:")
        )
        name = " ".join(name.split())[:PRESET_NAME_CHARS]
        if not ok or not name:
            return
        self.store_preset(dlg.preset_from_fields(name), dlg)

    def store_preset(self, preset: Preset, parent: QWidget | None = None) -> bool:
        disk = self.ctx.disk_settings()
        same = find_preset(disk.chat.presets, preset.name)
        if same is not None:
            answer = QMessageBox.question(
                parent or self, translate("chat", "Replace the preset?"),
                translate("chat", "A preset named “{name}” exists. Replace it with these values?")
                .format(name=preset.name),
            )  # fmt: skip
            if answer != QMessageBox.StandardButton.Yes:
                return False
        disk.chat.presets = [p for p in disk.chat.presets if p.name != preset.name] + [preset]
        try:
            self.ctx.save_settings(disk)
        except OSError as exc:
            self.status.emit(
                translate("chat", "The preset could not be saved: {why}.").format(
                    why=exc.strerror or exc
                )
            )
            return False
        self.status.emit(
            translate("chat", "Saved the preset “{name}” (Settings > Chat lists it).").format(
                name=preset.name
            )
        )
        return True

    def _history_problem(self, reason: str) -> None:
        """Saves wait (a full disk): said over the composer until they are written."""
        if not reason:
            if self._history_notice:
                self._history_notice = False
                self.notice.hide()
            return
        self._history_notice = True
        self.notice.show_message(
            "error",
            translate(
                "chat",
                "<b>Not saved: {reason}.</b> What is on screen stays here and is saved by itself "
                "once there is room. Until then new messages are not sent, and quitting Ling "
                "Desk would lose what is not saved.",
            ).format(reason=html.escape(reason)),
            [(translate("chat", "Dismiss"), self.notice.hide)],
        )

    def show_notice(self, text: str, extra: list | None = None) -> None:
        self._history_notice = False
        self.notice.show_message(
            "warning", text, [*(extra or []), (translate("chat", "Dismiss"), self.notice.hide)]
        )

    # --- engine ----------------------------------------------------------------------------------

    def _engine_progress(self, text: str) -> None:
        self._progress = text
        if self.ctx.engine.state in ("starting", "loading"):
            self._engine_state(self.ctx.engine.state, self.ctx.engine.detail)

    def _engine_stalled(self, text: str) -> None:
        if not text:  # moving again: back to the plain "starting" banner
            self._engine_state(self.ctx.engine.state, self.ctx.engine.detail)
            return
        eng = self.ctx.engine
        self.banner.show_message(
            "warning",
            f"<b>{html.escape(text)}</b> "
            # Once ready, messages are sent and end with the error; only a loading engine queues.
            + (
                translate("chat", "Answers stop until it answers again; Stop or Restart it.")
                if eng.state == "ready"
                else translate("chat", "Messages you send still wait for it.")
            ),
            [
                (translate("chat", "Stop"), eng.stop),
                (translate("chat", "Restart"), eng.restart),
                (translate("chat", "Show log"), self.showLogRequested.emit),
            ],
        )

    def set_engine_panel_shown(self, shown: bool) -> None:
        self.engine_panel_shown = shown
        if self.ctx.engine.state == "crashed":
            self._engine_state(self.ctx.engine.state, self.ctx.engine.detail)

    def _engine_lent(self, _text: str) -> None:
        self._engine_state(self.ctx.engine.state, self.ctx.engine.detail)

    def _engine_state(self, state: str, detail: str) -> None:
        eng = self.ctx.engine
        b = self.banner
        if lent_to := eng.lent_to:
            # Our own benchmark runs its engines: not a failure, and nothing to start meanwhile.
            b.show_message(
                "info",
                translate(
                    "chat",
                    "<b>{who}.</b> The chat gets it back when the benchmark ends; messages you "
                    "send meanwhile are not answered.",
                ).format(who=html.escape(lent_to)),
                [(translate("chat", "Cancel benchmark"), eng.take_back)],
            )
        elif state == "ready":
            self._progress = ""
            b.hide()
        elif state in ("starting", "loading"):
            what = self._progress or detail or translate("chat", "starting")
            b.show_message(
                "info",
                translate(
                    "chat",
                    "<b>The engine is starting</b> ({what}). Messages you send now wait and go "
                    "out as soon as it is ready.",
                ).format(what=what),
                [],
            )
        elif state == "stopping":
            b.show_message("info", translate("chat", "<b>The engine is stopping…</b>"), [])
        elif state == "crashed":
            outcome = eng.last_outcome
            d = outcome.diagnosis if outcome else None
            # The cause in a few words; the crash card in the Engine panel has it in full with the
            # fix and the log lines (and the Engine row its summary), so it is not repeated here.
            short = CRASH_CAUSES.get(d.kind if d else "", "")
            short = translate("chat", short) if short else ""
            # The card offers Restart unless restarting cannot help (a missing model, bad
            # settings); an attached engine has no card Restart (Attach again stays here).
            card_restarts = (
                self.engine_panel_shown
                and not eng.attached
                and (d.kind if d else "") not in ("model_missing", "settings")
            )
            # No crash where Ling Desk stopped it on a fault: it says so, and why.
            head = (
                outcome.headline()
                if outcome is not None
                else translate("chat", "The engine crashed")
            )
            if outcome is not None and outcome.by_app and d is not None and d.kind in BY_APP_CAUSES:
                short = translate("chat", BY_APP_CAUSES[d.kind])
            said = (
                translate("chat", "{what}: {cause}", "the engine stopped: its cause").format(
                    what=head, cause=short
                )
                if short
                else head
            )
            if eng.attached:  # not ours: it was lost, not crashed, and we cannot restart it
                text = translate(
                    "chat",
                    "<b>The running engine you use stopped answering.</b> The Engine panel says "
                    "what happened. Nothing you wrote is lost.",
                )
            elif card_restarts:
                text = translate(
                    "chat",
                    "<b>{what}.</b> The Engine panel says what happened and what to do; Restart "
                    "is on its card. Nothing you wrote is lost.",
                ).format(what=said)
            else:
                text = translate(
                    "chat",
                    "<b>{what}.</b> The Engine panel says what happened and what to do. Nothing "
                    "you wrote is lost.",
                ).format(what=said)
            # Restart once, where the user is: here while the panel is closed, else on its card.
            again = (
                translate("chat", "Attach again")
                if eng.attached
                else translate("chat", "Restart engine")
            )
            actions = [] if card_restarts else [(again, eng.restart)]
            if self.engine_panel_shown is False:  # closed: open it rather than a bare log
                actions.append((translate("chat", "What happened"), self.showEngineRequested.emit))
            else:
                actions.append((translate("chat", "Show log"), self.showLogRequested.emit))
            b.show_message("error", text, actions)
        elif state == "failed":
            kind = eng.failure_kind
            if kind == "model_missing":
                b.show_message(
                    "warning",
                    translate(
                        "chat", "<b>No model to run.</b> {detail}<br>Set-up's step 2 (Model) "
                        "downloads it, or choose the Ling-3.0-flash folder already on this "
                        "machine (the one with config.json). Your history is available meanwhile.",
                    ).format(detail=html.escape(detail)),
                    [(translate("chat", "Set up the model (step 2)"), self.setupRequested.emit),
                     (translate("chat", "Choose model folder…"), self.chooseModelRequested.emit)],
                )  # fmt: skip
            else:
                b.show_message(
                    "error",
                    translate("chat", "<b>The engine could not start.</b> {detail}").format(
                        detail=detail
                    ),
                    [
                        (translate("chat", "Settings…"), self.settingsRequested.emit),
                        (translate("chat", "Try again"), eng.start),
                    ],
                )
        else:  # stopped
            b.show_message(
                "info",
                translate(
                    "chat",
                    "<b>The engine is not running.</b> Start it to chat; your history is here "
                    "meanwhile.",
                ),
                [(translate("chat", "Start engine"), eng.start)],
            )
        self.update_meter()
