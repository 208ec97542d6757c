"""The dialogs the main window opens, as a mixin of MainWindow.

Export and import of conversations (the import checked and saved off the GUI thread, with
progress and Cancel), the model folder, the benchmark window, the engine log and the keyboard
shortcuts. MainWindow (main_window.py) holds the state these use; this module never imports it.
"""

from __future__ import annotations

import asyncio
import html
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QProgressDialog,
    QVBoxLayout,
)

from app.core.chat.model import Conversation
from app.core.policy import current_policy
from app.core.words import translate
from app.ui.shell.keys import MENU_KEYS, MENU_KEYS_WHAT

log = logging.getLogger(__name__)

if TYPE_CHECKING:  # type checking sees the window these methods run in
    from app.core.chat.bulk import ImportJob

    _Window = QMainWindow
else:
    _Window = object


class WindowDialogs(_Window):
    """The main window's dialogs: export and import, the model folder, the benchmark, the engine
    log, the keyboard shortcuts. A mixin of MainWindow, which sets what these use in its __init__."""

    if TYPE_CHECKING:  # MainWindow's own
        ctx: Any
        current: Conversation | None
        import_job: ImportJob | None
        import_box: QMessageBox | None
        act_start: QAction
        act_stop: QAction
        act_restart: QAction

        def flash(self, text: str) -> None: ...

        def show_conversation(self, conv_id: str | None, message_id: str | None = None) -> None: ...

    # --- export / import -------------------------------------------------------------------------

    def export_current(self, kind: str) -> None:
        if self.current is None:
            self.flash(translate("shell", "Open a conversation to export it."))
            return
        self.export(self.current.id, kind)

    def export(self, conv_id: str, kind: str) -> None:
        # Export and import are imported at first use: the window's start needs neither.
        from app.core.chat.export import export_file_name, to_json, to_markdown

        policy = current_policy()
        if policy.forbids("exports"):
            text = policy.forbidden_text("exports")
            self.flash(text[:1].upper() + text[1:])
            return
        conv = self.ctx.open(conv_id)
        if conv is None:
            return
        suffix = ".md" if kind == "md" else ".json"
        filt = (
            translate("shell", "Markdown (*.md)")
            if kind == "md"
            else translate("shell", "JSON (*.json)")
        )
        name = export_file_name(conv.title, suffix)
        path, _ = QFileDialog.getSaveFileName(
            self, translate("shell", "Export conversation"), str(Path.home() / name), filt
        )
        if not path:
            return
        text = to_markdown(conv) if kind == "md" else to_json(conv)
        Path(path).write_text(text, encoding="utf-8")
        self.ctx.auditor.record("export", what="conversation", format=kind,
                                message_count=len(conv.messages), by="window")  # fmt: skip
        self.flash(translate("shell", "Exported to {path}").format(path=path))

    def import_json(self, path: str | None = None) -> asyncio.Future | None:
        """Ask for a file (unless given) and import it in the background (see import_file)."""
        if self.import_job is not None:
            self.flash(translate("shell", "An import is already running."))
            return None
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self,
                translate("shell", "Import conversation"),
                str(Path.home()),
                translate("shell", "JSON (*.json)"),
            )
        if not path:
            return None
        from app.core.chat.bulk import ImportJob

        self.import_job = ImportJob(Path(path))  # set now: a second request is refused at once
        return asyncio.ensure_future(self._import(self.import_job))

    async def import_file(self, path: str) -> list[Conversation]:
        from app.core.chat.bulk import ImportJob

        self.import_job = ImportJob(Path(path))
        return await self._import(self.import_job)

    async def _import(self, job: ImportJob) -> list[Conversation]:
        """Check and save off the GUI thread, with progress and Cancel; all or nothing."""
        from app.core.chat.bulk import run_import
        from app.core.chat.export import ImportCancelled, ImportProblem

        path = job.path
        dlg = QProgressDialog(
            translate("shell", "Reading the file…"), translate("shell", "Cancel"), 0, 1000, self
        )
        dlg.setWindowTitle(translate("shell", "Import conversation"))
        dlg.setWindowModality(Qt.WindowModality.WindowModal)
        dlg.setMinimumDuration(400)  # a small file never flashes a dialog
        dlg.setAutoClose(False)
        dlg.setAutoReset(False)
        dlg.canceled.connect(lambda: setattr(job, "cancel", True))
        poll = QTimer(self)
        poll.setInterval(100)

        def show_progress() -> None:
            dlg.setValue(int(job.fraction * 1000))
            dlg.setLabelText(job.what)

        poll.timeout.connect(show_progress)
        poll.start()
        dlg.setValue(0)
        try:
            got = await asyncio.to_thread(run_import, self.ctx.store, job)
        except ImportCancelled:
            self.flash(translate("shell", "Import cancelled; nothing was added."))
            return []
        except (OSError, ImportProblem) as exc:
            self.import_error(str(exc))
            return []
        except Exception as exc:  # the history is unchanged (rolled back): say so, keep going
            log.exception("import of %s failed", path)
            self.import_error(
                translate("shell", "The import failed and nothing was added: {error}").format(
                    error=exc
                )
            )
            return []
        finally:
            poll.stop()
            poll.deleteLater()
            dlg.close()
            dlg.deleteLater()
            self.import_job = None
        for item in got:
            conv = item.conversation
            # Saved already (in the background transaction): only list and watch it.
            self.ctx.watch(conv)
            self.ctx.conversations.add_sorted(conv)
        notes = [n for item in got for n in item.notes]
        self.show_conversation(got[0].conversation.id)
        count = len(got)
        done = translate("shell", "Imported %n conversation(s).", None, count)
        self.flash(done + (" " + " ".join(notes) if notes else ""))
        return [i.conversation for i in got]

    def import_error(self, text: str) -> None:
        # Not QMessageBox.warning(): a nested modal loop inside a qasync task breaks asyncio.
        box = QMessageBox(QMessageBox.Icon.Warning, translate("shell", "Import failed"), text,
                          QMessageBox.StandardButton.Ok, self)  # fmt: skip
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.import_box = box

    # --- engine ----------------------------------------------------------------------------------

    def choose_model_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("shell", "Choose the Ling-3.0-flash model folder")
        )
        if folder:
            self.ctx.set_model_folder(folder)

    def open_benchmark(self) -> None:
        from app.ui.bench.window import BenchWindow  # imported on demand: rarely opened

        if getattr(self, "_bench", None) is None:
            self._bench = BenchWindow(self.ctx, self)
        self._bench.show()
        self._bench.raise_()
        self._bench.activateWindow()

    def open_activity_log(self) -> None:
        from app.ui.audit.window import open_activity_log  # imported on demand: rarely opened

        open_activity_log(self)

    def _engine_menu_shown(self) -> None:
        owned = not self.ctx.engine.attached  # attached: not ours to stop
        self.act_stop.setVisible(owned)
        self.act_restart.setVisible(owned)
        # While the benchmark has the engine, Start and Restart are off and say why.
        lent_to = self.ctx.engine.lent_to
        for act in (self.act_start, self.act_restart):
            act.setEnabled(not lent_to)
            act.setToolTip(
                translate("shell", "{holder}: Cancel the benchmark to use it for chat.").format(
                    holder=lent_to
                )
                if lent_to
                else ""
            )

    def show_log(self) -> None:
        dlg = QDialog(self)
        dlg.setWindowTitle(translate("shell", "Engine log"))
        dlg.resize(900, 520)
        lay = QVBoxLayout(dlg)
        text = QPlainTextEdit(dlg)
        text.setTabChangesFocus(True)  # Tab moves on: no trap
        text.setReadOnly(True)
        text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        lines = self.ctx.engine.supervisor.tail(500)
        text.setPlainText(
            "\n".join(lines) or translate("shell", "(the engine has printed nothing yet)")
        )
        lay.addWidget(QLabel(translate("shell", "Last lines; the full log is {path}").format(
            path=self.ctx.paths.engine_log), dlg))  # fmt: skip
        lay.addWidget(text)
        text.verticalScrollBar().setValue(text.verticalScrollBar().maximum())
        dlg.show()

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """Every key the window answers to, with what it does: the composer's own keys, then
        each QAction and QShortcut in the window that has a key (read from them, so a new one
        is listed without anyone remembering to write it here)."""
        native = QKeySequence.SequenceFormat.NativeText
        rows = [(translate("shell", "Enter or Ctrl+Enter"),
                 translate("shell", "Send the message (in the message box)")),
                ("Shift+Enter", translate("shell", "New line (in the message box)")),
                (translate("shell", MENU_KEYS), translate("shell", MENU_KEYS_WHAT))]  # fmt: skip
        seen: set[tuple[str, str]] = set(rows)
        found: list[tuple[str, str]] = []
        for act in self.findChildren(QAction):
            for seq in act.shortcuts():
                what = act.whatsThis() or act.text().replace("&", "").rstrip("…")
                found.append((seq.toString(native), what))
        for sc in self.findChildren(QShortcut):
            if not sc.key().isEmpty():
                found.append(
                    (
                        sc.key().toString(native),
                        sc.whatsThis() or translate("shell", "(no description)"),
                    )
                )
        for keys, what in found:
            if (keys, what) not in seen:
                seen.add((keys, what))
                rows.append((keys, what))
        return rows

    def show_shortcuts(self) -> QMessageBox:
        rows = "".join(
            f"<tr><td style='padding-right:16px'><b>{html.escape(k)}</b></td>"
            f"<td>{html.escape(w)}</td></tr>"
            for k, w in self.shortcut_rows()
        )
        box = QMessageBox(QMessageBox.Icon.NoIcon, translate("shell", "Keyboard shortcuts"),
                          f"<table>{rows}</table>",
                          QMessageBox.StandardButton.Close, self)  # fmt: skip
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # not exec(): a nested loop inside qasync breaks asyncio
        return box
