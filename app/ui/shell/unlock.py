"""Unlocking the data folder at the window's start (issue 37), before the main window shows.

`QtAsker` answers the vault session's questions (app/core/vault/session.py) with modal dialogs:
the passphrase, where to keep a new key when no keyring is usable, the recovery key. `open_vault`
runs the whole start: unlock, convert the files to the chosen state with a progress dialog (the
conversion runs on a thread; the dialog stays responsive), and the new recovery key shown once.
Every failure is a message box with the vault's sentence, and nothing is changed.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, Qt, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QProgressDialog,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.core import vault
from app.core.paths import Paths
from app.core.settings import Settings
from app.core.vault import VaultError, keys, session
from app.core.vault.session import Locked, Unlocked
from app.core.words import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

TITLE = QT_TRANSLATE_NOOP("shell", "Ling Desk: unlock your data")
# The questions' width: their long sentences wrap to a readable measure instead of a tall strip.
DIALOG_WIDTH = 520
# What each step of a file's conversion (app/core/vault/migrate.py) is, in words.
STEP_WORDS = {
    "checkpoint": QT_TRANSLATE_NOOP("shell", "Preparing"),
    "export": QT_TRANSLATE_NOOP("shell", "Copying the data into the new file"),
    "verify": QT_TRANSLATE_NOOP("shell", "Checking the copy"),
    "swap": QT_TRANSLATE_NOOP("shell", "Putting the new file in place"),
    "scrub": QT_TRANSLATE_NOOP("shell", "Erasing the old file"),
}


def _label(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setAccessibleName(name)
    return label


def sentence(text: str) -> str:
    """The vault's clause ("that passphrase does not …") as a sentence of its own: a capital
    first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def _problem_label(problem: str) -> QLabel:
    label = _label(sentence(problem), translate("shell", "Problem"))
    label.setStyleSheet("color: #c0392b;")
    label.setVisible(bool(problem))
    return label


def _indented(widget: QWidget) -> QHBoxLayout:
    """A choice's own fields and words, set in under its radio button."""
    row = QHBoxLayout()
    row.addSpacing(24)
    row.addWidget(widget, 1)
    return row


def _password_edit(name: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setAccessibleName(name)
    return edit


def _buttons(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setAccessibleName(ok_text)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    cancel.setAccessibleName(cancel.text().replace("&", ""))
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class PassphraseDialog(QDialog):
    """The passphrase that opens the key envelope; the problem line says why it is asked again."""

    def __init__(self, prompt: str, problem: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shell", TITLE))
        self.setObjectName("passphraseDialog")
        self.setAccessibleName(translate("shell", "Enter your passphrase"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(_label(prompt, translate("shell", "What to enter")))
        self.problem = _problem_label(problem)
        layout.addWidget(self.problem)
        self.edit = _password_edit(translate("shell", "Passphrase"))
        layout.addWidget(self.edit)
        self.buttons = _buttons(self, translate("shell", "Unlock"))
        layout.addWidget(self.buttons)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.edit.textChanged.connect(lambda t: self.ok.setEnabled(bool(t)))
        self.ok.setEnabled(False)
        self.ok.setDefault(True)  # Return in the field unlocks

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.edit.setFocus()  # focus set before the show is lost to the first button


class StoreChoiceDialog(QDialog):
    """Where to keep a new key when the keyring cannot: a passphrase (typed twice), or a key
    file (with its warning)."""

    def __init__(self, reason: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shell", TITLE))
        self.setObjectName("storeChoiceDialog")
        self.setAccessibleName(translate("shell", "Choose where to keep the data key"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(_label(reason, translate("shell", "Why you are asked")))
        self.use_passphrase = QRadioButton(
            translate("shell", "Protect the key with a passphrase that I enter at each start.")
        )
        self.use_passphrase.setAccessibleName(translate("shell", "Use a passphrase"))
        self.use_file = QRadioButton(
            translate("shell", "Keep the key in a file in my config folder.")
        )
        self.use_file.setAccessibleName(translate("shell", "Use a key file"))
        group = QButtonGroup(self)
        group.addButton(self.use_passphrase)
        group.addButton(self.use_file)
        self.use_passphrase.setChecked(True)
        layout.addWidget(self.use_passphrase)
        self.first = _password_edit(translate("shell", "Passphrase"))
        self.first.setPlaceholderText(translate("shell", "Passphrase"))
        self.second = _password_edit(translate("shell", "Passphrase again"))
        self.second.setPlaceholderText(translate("shell", "The same passphrase again"))
        layout.addLayout(_indented(self.first))
        layout.addLayout(_indented(self.second))
        self.mismatch = _problem_label(translate("shell", "The two passphrases are not the same."))
        # Its line is kept while hidden: showing it must not squeeze the wrapped words above.
        policy = self.mismatch.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.mismatch.setSizePolicy(policy)
        layout.addLayout(_indented(self.mismatch))
        layout.addWidget(self.use_file)
        self.file_warning = _label(
            translate("shell", "Warning: {warning}").format(
                warning=translate("vault", session.KEY_FILE_WARNING)
            ),
            translate("shell", "Key file warning"),
        )
        layout.addLayout(_indented(self.file_warning))
        self.buttons = _buttons(self, translate("shell", "Continue"))
        layout.addWidget(self.buttons)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setDefault(True)  # Return in the second field goes on
        for signal in (self.first.textChanged, self.second.textChanged, group.buttonToggled):
            signal.connect(self._update)
        self._update()

    def _update(self, *_args: Any) -> None:
        phrase = self.use_passphrase.isChecked()
        self.first.setEnabled(phrase)
        self.second.setEnabled(phrase)
        self.file_warning.setEnabled(not phrase)  # muted until the key file is the choice
        differ = phrase and bool(self.second.text()) and self.first.text() != self.second.text()
        self.mismatch.setVisible(differ)
        self.ok.setEnabled(
            not phrase or (bool(self.first.text()) and self.first.text() == self.second.text())
        )

    def answer(self) -> tuple[str, str | None]:
        if self.use_passphrase.isChecked():
            return keys.PASSPHRASE, self.first.text()
        return keys.KEY_FILE, None

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.first.setFocus()  # the chosen way's first field, ready to type in


class RecoveryEntryDialog(QDialog):
    """The recovery key's text, when no store holds a key that opens the data."""

    def __init__(self, reason: str, problem: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shell", TITLE))
        self.setObjectName("recoveryEntryDialog")
        self.setAccessibleName(translate("shell", "Enter your recovery key"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(_label(reason, translate("shell", "Why you are asked")))
        self.problem = _problem_label(problem)
        layout.addWidget(self.problem)
        self.edit = QLineEdit()
        self.edit.setAccessibleName(translate("shell", "Recovery key"))
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.edit)
        self.buttons = _buttons(self, translate("shell", "Unlock"))
        layout.addWidget(self.buttons)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.edit.textChanged.connect(lambda t: self.ok.setEnabled(bool(t.strip())))
        self.ok.setEnabled(False)
        self.ok.setDefault(True)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.edit.setFocus()


class QtAsker:
    """The vault session's questions (session.Asker) as modal dialogs; None: cancelled."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def passphrase(self, prompt: str, problem: str) -> str | None:
        dlg = PassphraseDialog(prompt, problem, self.parent)
        return dlg.edit.text() if dlg.exec() == QDialog.DialogCode.Accepted else None

    def new_store(self, reason: str) -> tuple[str, str | None] | None:
        dlg = StoreChoiceDialog(reason, self.parent)
        return dlg.answer() if dlg.exec() == QDialog.DialogCode.Accepted else None

    def recovery_key(self, reason: str, problem: str) -> str | None:
        dlg = RecoveryEntryDialog(reason, problem, self.parent)
        return dlg.edit.text() if dlg.exec() == QDialog.DialogCode.Accepted else None


class RecoveryKeyDialog(QDialog):
    """A new key's recovery key, shown once: Continue only once the user says it is stored."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.setWindowTitle(translate("shell", "Ling Desk: your recovery key"))
        self.setObjectName("recoveryKeyDialog")
        self.setAccessibleName(translate("shell", "Your recovery key"))
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(_label(translate(
            "shell",
            "A new key encrypts your history and documents. This recovery key opens them if the "
            "key's store is ever lost (a new machine, a forgotten passphrase). It is shown only "
            "this once: copy it, save it or print it, and keep it somewhere safe, away from "
            "this computer.",
        ), translate("shell", "About the recovery key")))  # fmt: skip
        self.view = QPlainTextEdit(text)
        self.view.setTabChangesFocus(True)  # Tab moves on: no trap
        self.view.setReadOnly(True)
        self.view.setAccessibleName(translate("shell", "Recovery key"))
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        # The whole key on one line, as wide as it is: wrapped, it broke between two groups
        # and read as two keys.
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        metrics = self.view.fontMetrics()
        frame = 2 * (self.view.frameWidth() + int(self.view.document().documentMargin())) + 8
        lines = text.splitlines() or [""]
        wide = max(metrics.horizontalAdvance(ln) for ln in lines) + frame
        height = metrics.lineSpacing() * len(lines) + frame
        # On a screen narrower than the key (480 px), the key scrolls sideways instead of
        # pushing the dialog off the screen, where its words were cut.
        screen = self.screen().availableGeometry().width() if self.screen() else wide
        room = max(200, screen - 60)
        if wide > room:
            height += self.view.horizontalScrollBar().sizeHint().height()
            self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            self.setMinimumWidth(min(DIALOG_WIDTH, room + 24))
        else:
            self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setMinimumWidth(min(wide, room))
        self.view.setFixedHeight(height)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.view)
        row = QHBoxLayout()
        self.copy = QPushButton(translate("shell", "Copy"))
        self.copy.setAccessibleName(translate("shell", "Copy the recovery key"))
        self.copy.clicked.connect(self._copy)
        self.save = QPushButton(translate("shell", "Save to file…"))
        self.save.setAccessibleName(translate("shell", "Save the recovery key to a file"))
        self.save.clicked.connect(self._save)
        row.addWidget(self.copy)
        row.addWidget(self.save)
        self.print = QPushButton(translate("shell", "Print…"))
        self.print.setAccessibleName(translate("shell", "Print the recovery key"))
        self.print.clicked.connect(self._print)
        row.addWidget(self.print)
        row.addStretch(1)
        layout.addLayout(row)
        self.stored = QCheckBox(
            translate("shell", "I have stored the recovery key somewhere safe.")
        )
        self.stored.setAccessibleName(translate("shell", "I have stored the recovery key"))
        layout.addWidget(self.stored)
        self.status = _label("", translate("shell", "What happened"))
        layout.addWidget(self.status)
        self.go = QPushButton(translate("shell", "Continue"))
        self.go.setAccessibleName(translate("shell", "Continue"))
        self.go.setEnabled(False)
        self.go.setDefault(True)  # Return, once the box is ticked
        self.go.clicked.connect(self.accept)
        self.stored.toggled.connect(self.go.setEnabled)
        layout.addWidget(self.go, alignment=Qt.AlignmentFlag.AlignRight)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.stored.setFocus()  # what must be done before going on: Space ticks it

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Narrower than its hint (a 480 px screen), the wrapped words need more lines: the
        # window grows to them (Qt sizes a window for its hint's width only), else they are cut.
        super().resizeEvent(event)
        layout = self.layout()
        need = layout.totalHeightForWidth(self.width()) if layout is not None else -1
        if need > self.height():
            self.setMinimumHeight(need)

    def reject(self) -> None:
        # Escape or the close button would lose the only showing: only Continue ends it.
        if self.stored.isChecked():
            super().reject()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text)
        self.status.setText(
            translate("shell", "The recovery key was copied. Paste it somewhere safe.")
        )

    def _save(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            translate("shell", "Save the recovery key"),
            str(Path.home() / "ling-desk-recovery-key.txt"),
        )
        if name:
            self.save_to(Path(name))

    def save_to(self, path: Path) -> None:
        """Written readable only by the user (0600), as the key file is."""
        try:
            header = translate("shell", "Ling Desk recovery key")
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(f"{header}\n{self.text}\n")
            os.chmod(path, 0o600)  # an existing file keeps its mode through O_CREAT
        except OSError as exc:
            self.status.setText(
                translate("shell", "The recovery key could not be saved to {path}: {why}.").format(
                    path=path, why=exc.strerror
                )
            )
            return
        self.status.setText(
            translate(
                "shell", "The recovery key was saved to {path} (readable only by you)."
            ).format(path=path)
        )

    def _print(self) -> None:
        from PySide6.QtGui import QTextDocument
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter()
        if QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted:
            doc = QTextDocument()
            header = translate("shell", "Ling Desk recovery key")
            doc.setPlainText(f"{header}\n\n{self.text}\n")
            doc.setDefaultFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
            doc.print_(printer)


class _Relay(QObject):
    """Carries the conversion thread's progress and end to the GUI thread (queued)."""

    progressed = Signal(str, int, int, str, int, int)
    ended = Signal()


def convert_with_progress(
    paths: Paths, unlocked: Unlocked, encrypt: bool, parent: QWidget | None = None
) -> Unlocked:
    """`session.convert` on a thread while a progress dialog says file n of m and the step; the
    GUI stays responsive. Re-raises the conversion's error here."""
    files = session.pending(paths, unlocked, encrypt)
    if not files:
        return session.convert(paths, unlocked, encrypt)  # forgets a key no file needs
    doing = (
        translate("shell", "Encrypting your data…")
        if encrypt
        else translate("shell", "Decrypting your data…")
    )
    dlg = QProgressDialog(doing, "", 0, len(files) * 100, parent)
    dlg.setWindowTitle(translate("shell", "Ling Desk: converting your data"))
    dlg.setObjectName("convertProgress")
    dlg.setAccessibleName(doing.rstrip("…"))
    dlg.setCancelButton(None)  # type: ignore[arg-type]  # each file's step must run to its end
    dlg.setWindowModality(Qt.WindowModality.ApplicationModal)
    dlg.setMinimumDuration(0)
    dlg.setAutoClose(False)
    dlg.setAutoReset(False)
    # QProgressDialog resizes itself to each new label (file name, step): the window grew and
    # shrank from its left corner, off centre, and a long name was elided. A fixed width and a
    # wrapping label keep it still.
    label = QLabel(dlg)
    label.setWordWrap(True)
    label.setAccessibleName(translate("shell", "What is being done"))
    dlg.setLabel(label)
    dlg.setMinimumWidth(DIALOG_WIDTH)
    dlg.adjustSize()
    # Centred by hand: shown with no parent, the window manager put it at the screen's corner
    # with its title bar off the top edge.
    screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
    if screen is not None:
        dlg.move(screen.availableGeometry().center() - dlg.rect().center())
    relay = _Relay()
    result: dict[str, Any] = {}

    def show(name: str, i: int, n: int, step: str, done: int, total: int) -> None:
        words = translate("shell", STEP_WORDS[step]) if step in STEP_WORDS else step
        # Which file on one line, its step on the next: the step's words change, the line
        # above stays put.
        line = (
            translate("shell", "Encrypting your data: file {i} of {n} ({name}).")
            if encrypt
            else translate("shell", "Decrypting your data: file {i} of {n} ({name}).")
        )
        dlg.setLabelText(line.format(i=i + 1, n=n, name=name) + f"\n{words}…")
        dlg.setValue(i * 100 + (100 * done // total if total else 0))

    def work() -> None:
        try:
            result["done"] = session.convert(
                paths, unlocked, encrypt,
                lambda p, i, n, step, done, total: relay.progressed.emit(
                    p.name, i, n, step, done, total
                ),
            )  # fmt: skip
        except BaseException as exc:  # said on the GUI thread
            result["error"] = exc
        finally:
            relay.ended.emit()

    loop = QEventLoop()
    relay.progressed.connect(show, Qt.ConnectionType.QueuedConnection)
    relay.ended.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    dlg.show()
    thread = threading.Thread(target=work, name="vault-convert", daemon=False)
    thread.start()
    loop.exec()
    thread.join()
    dlg.close()
    dlg.deleteLater()
    if "error" in result:
        raise result["error"]
    done: Unlocked = result["done"]
    return done


def show_recovery_key(text: str, parent: QWidget | None = None) -> None:
    RecoveryKeyDialog(text, parent).exec()


def refuse(text: str, parent: QWidget | None = None) -> None:
    """The data stays locked: said in a message box, the app then quits without touching it."""
    box = QMessageBox(QMessageBox.Icon.Critical,
                      translate("shell", "Ling Desk: your data stays locked"),
                      sentence(text), QMessageBox.StandardButton.Ok, parent)  # fmt: skip
    box.setObjectName("lockedMessage")
    box.setAccessibleName(translate("shell", "Your data stays locked"))
    box.exec()


def unlock_with_dialogs(
    paths: Paths,
    settings: Settings,
    ask: session.Asker | None = None,
    parent: QWidget | None = None,
) -> Unlocked | None:
    """The data folder's key for the window's start, asking with dialogs; a new key's recovery
    key shown once. None: the data stays locked (the user cancelled, or a key problem, said in a
    message box); nothing was changed then."""
    try:
        unlocked = session.unlock(
            paths, encrypt=settings.privacy.encrypt, ask=ask or QtAsker(parent)
        )
    except (Locked, keys.KeyProblem, VaultError) as exc:
        log.error("the data stays locked: %s", exc)
        refuse(str(exc), parent)
        return None
    if unlocked.recovery is not None:
        # Before converting: a kill during a long conversion must not lose the only showing.
        show_recovery_key(unlocked.recovery, parent)
    return unlocked


def convert_or_refuse(
    paths: Paths, unlocked: Unlocked, encrypt: bool, parent: QWidget | None = None
) -> Unlocked | None:
    """The files brought to the chosen state with the progress dialog; None when that failed
    (said in a message box; each file is whole, converted or as it was)."""
    try:
        return convert_with_progress(paths, unlocked, encrypt, parent)
    except (keys.KeyProblem, VaultError, OSError, *vault.Error) as exc:
        log.error("converting the data failed: %s", exc)
        text = (
            translate("shell", "Your data could not be encrypted: {error}. Each file is either "
                      "converted whole or left as it was; start Ling Desk again to go on.")
            if encrypt
            else translate("shell", "Your data could not be decrypted: {error}. Each file is "
                           "either converted whole or left as it was; start Ling Desk again to "
                           "go on.")
        )  # fmt: skip
        refuse(text.format(error=exc), parent)
        return None


def open_vault(
    paths: Paths,
    settings: Settings,
    ask: session.Asker | None = None,
    parent: QWidget | None = None,
) -> Unlocked | None:
    """`unlock_with_dialogs`, then `convert_or_refuse`: the folder ready to open, or None."""
    unlocked = unlock_with_dialogs(paths, settings, ask, parent)
    if unlocked is None:
        return None
    return convert_or_refuse(paths, unlocked, settings.privacy.encrypt, parent)


__all__ = [
    "PassphraseDialog",
    "QtAsker",
    "RecoveryEntryDialog",
    "RecoveryKeyDialog",
    "StoreChoiceDialog",
    "convert_or_refuse",
    "convert_with_progress",
    "open_vault",
    "refuse",
    "show_recovery_key",
    "unlock_with_dialogs",
]
