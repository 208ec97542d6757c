"""Settings > Privacy (issue 37): what is encrypted now and where its key lives, the switch that
converts at the next start, the passphrase and the key's store, retention with a preview of
what it would erase now, the idle lock, and "Delete all my data".

The page reads the truth from the files (app/core/vault), never from the settings alone. What
it needs from the window comes through `PrivacyHooks` (callables), so the page runs without a
window (tests) and takes the start-up unlock's key once the window has one.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.model import Conversation
from app.core.chat.retention import expired
from app.core.paths import Paths
from app.core.policy import SENTENCE, Policy, current_policy
from app.core.settings import Settings
from app.core.vault import DataKey, keys, session
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.settings.locks import lock_label

DIALOG_WIDTH = 460  # the passphrase and delete dialogs: their sentences wrap to a readable width
PREVIEW_TITLES = 8  # titles named in the retention preview; the rest are counted
CONFIRM_WORD = "DELETE"

STORE_WORDS = {
    keys.KEYRING: QT_TRANSLATE_NOOP("settings", "in the system keyring"),
    keys.PASSPHRASE: QT_TRANSLATE_NOOP("settings", "locked with your passphrase"),
    keys.KEY_FILE: QT_TRANSLATE_NOOP("settings", "in a key file"),
}
STORE_CHOICES = (
    (keys.KEYRING, QT_TRANSLATE_NOOP("settings", "the system keyring")),
    (keys.PASSPHRASE, QT_TRANSLATE_NOOP("settings", "a passphrase (asked at each start)")),
    (keys.KEY_FILE, QT_TRANSLATE_NOOP("settings", "a key file (less safe)")),
)
ENCRYPTED = QT_TRANSLATE_NOOP(
    "settings", "History, documents and API keys are encrypted on this computer."
)
NOT_ENCRYPTED = QT_TRANSLATE_NOOP(
    "settings",
    "Not encrypted: your history, documents and API keys are plain files on this computer.",
)
ERASED_WORDS = QT_TRANSLATE_NOOP(
    "settings",
    "every conversation and its messages, every document in the library, every file attached "
    "to a chat, every API key made for an app (Connect an app), and the benchmark ladder's runs",
)
KEPT_WORDS = QT_TRANSLATE_NOOP("settings", "Your settings, the model and the engine stay.")


@dataclass
class PrivacyHooks:
    """What the page needs from the window. `conversations`: those retention looks at;
    `erase`: "Delete all my data" after the user confirmed (None: the button is off);
    `data_key`: the key the window unlocked at start, if it keeps one (else the page reads it
    from its store, asking the passphrase when it must)."""

    conversations: Callable[[], Iterable[Conversation]] = field(default=lambda: ())
    erase: Callable[[], object] | None = None
    data_key: Callable[[], DataKey | None] = field(default=lambda: None)


def status_text(paths: Paths) -> tuple[str, str]:
    """(the line saying what is true now, a warning or "") from the files and the key's store."""
    where = keys.stored_in(paths)
    encrypted = session.encrypted_files(paths)
    plain = session.plain_files(paths)
    not_encrypted, encrypted_now = (
        translate("settings", NOT_ENCRYPTED),
        translate("settings", ENCRYPTED),
    )
    if not encrypted and (where is None or plain):
        if where is not None:  # a key, and plain files that the next start converts
            return not_encrypted + " " + translate(
                "settings", "They are encrypted at the next start."
            ), ""
        return not_encrypted, ""
    if where is None:
        return (
            encrypted_now + " " + translate(
                "settings", "Key: not found here; the recovery key opens the data."
            ),
            translate("settings", "No keyring, passphrase or key file holds the key: at the "
                      "next start Ling Desk asks for the recovery key."),
        )  # fmt: skip
    line = (
        encrypted_now
        + " "
        + translate("settings", "Key: {where}.").format(
            where=translate("settings", STORE_WORDS[where])
        )
    )
    if plain:
        line += " " + translate(
            "settings", "Some files are not encrypted yet: they are at the next start."
        )
    warning = translate("vault", session.KEY_FILE_WARNING) if where == keys.KEY_FILE else ""
    return line, warning


def retention_preview(conversations: Iterable[Conversation], days: int, now: float) -> str:
    """'3 conversations would be erased now: “A”, “B”, “C”.' (oldest first), or why none
    would."""
    if days <= 0:
        return translate("settings", "Conversations are kept until you delete them.")
    gone = expired(conversations, days, now)
    if not gone:
        return translate("settings", "No conversation would be erased now. Pinned conversations "
                         "are always kept.")  # fmt: skip
    # Quoted: a title holds commas and dashes of its own, and the list must read as titles.
    quote = translate("settings", "“{title}”")
    titles = [quote.format(title=" ".join(c.title.split())) for c in gone[:PREVIEW_TITLES]]
    more = len(gone) - len(titles)
    names = translate("settings", ", ").join(titles)
    if more:
        names = translate("settings", "{names} and %n more", None, more).format(names=names)
    count = len(gone)
    return translate("settings", "%n conversation(s) would be erased now: {names}.", None,
                     count).format(names=names)  # fmt: skip


class PassphraseDialog(QDialog):
    """The current passphrase (when `old`), and a new one typed twice (when `new`)."""

    def __init__(
        self, title: str, old: bool, parent: QWidget | None = None, new: bool = True
    ) -> None:
        super().__init__(parent)
        self.asks_new = new
        self.setWindowTitle(title)
        self.setMinimumWidth(DIALOG_WIDTH)
        form = QFormLayout(self)
        self.old = QLineEdit(self)
        self.new = QLineEdit(self)
        self.again = QLineEdit(self)
        for edit in (self.old, self.new, self.again):
            edit.setEchoMode(QLineEdit.EchoMode.Password)
        if old:
            form.addRow(translate("settings", "Current passphrase"), self.old)
        else:
            self.old.hide()
        if new:
            form.addRow(translate("settings", "New passphrase"), self.new)
            form.addRow(translate("settings", "New passphrase again"), self.again)
        else:
            self.new.hide()
            self.again.hide()
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setForegroundRole(QPalette.ColorRole.BrightText)  # the theme's danger
        form.addRow("", self.problem)
        note = QLabel(
            translate(
                "settings",
                "Without the passphrase (or the recovery key) your data cannot "
                "be opened: no one can recover it for you.",
            ),
            self,
        )
        note.setWordWrap(True)
        note.setObjectName("MetaLabel")
        form.addRow("", note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        form.addRow(buttons)

    def accept(self) -> None:
        if not self.asks_new:
            super().accept()
        elif not self.new.text():
            self._say(translate("settings", "The new passphrase is empty."))
        elif self.new.text() != self.again.text():
            self._say(translate("settings", "The two new passphrases differ; type them again."))
        else:
            super().accept()

    def _say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.adjustSize()  # taller for the new line: the note below must not be squeezed


class DeleteAllDialog(QDialog):
    """Names what goes and what stays; Delete is enabled once DELETE is typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("settings", "Delete all my data?"))
        self.setMinimumWidth(DIALOG_WIDTH)
        lay = QVBoxLayout(self)
        text = QLabel(
            translate(
                "settings", "This erases from this computer, for good: {erased}. {kept}"
            ).format(
                erased=translate("settings", ERASED_WORDS), kept=translate("settings", KEPT_WORDS)
            )
            + "\n\n"
            + translate("settings", "Type {word} to confirm.").format(word=CONFIRM_WORD),
            self,
        )
        text.setWordWrap(True)
        lay.addWidget(text)
        self.confirm = QLineEdit(self)
        # Not the word itself: greyed, it read as already typed.
        self.confirm.setPlaceholderText(
            translate("settings", "Type {word} here").format(word=CONFIRM_WORD)
        )
        self.confirm.setAccessibleName(
            translate("settings", "Type {word} to confirm").format(word=CONFIRM_WORD)
        )
        lay.addWidget(self.confirm)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.delete_button = self.buttons.addButton(
            translate("settings", "Delete all my data"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.delete_button.setEnabled(False)
        # Return in the field, once the word is typed, is what typing it was for (Cancel would
        # otherwise be the default and undo the typing); Escape cancels.
        self.delete_button.setDefault(True)
        self.delete_button.clicked.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.confirm.textChanged.connect(
            lambda t: self.delete_button.setEnabled(t.strip() == CONFIRM_WORD)
        )

    def accept(self) -> None:
        if self.confirm.text().strip() == CONFIRM_WORD:  # Enter in the field must not skip it
            super().accept()


class PrivacyPage(QWidget):
    """The Privacy tab. `apply(settings)` puts its choices into the settings being saved; the
    key's passphrase and store change at once (they are not settings)."""

    def __init__(
        self,
        settings: Settings,
        paths: Paths | None,
        hooks: PrivacyHooks | None = None,
        parent: QWidget | None = None,
        now: Callable[[], float] = time.time,
        policy: Policy | None = None,
    ) -> None:
        super().__init__(parent)
        self.policy = current_policy() if policy is None else policy
        self.paths = paths
        self.hooks = hooks or PrivacyHooks()
        self.now = now
        p = settings.privacy
        lay = QVBoxLayout(self)

        self.status = QLabel(self)
        self.status.setObjectName("PrivacyStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.status)
        self.warning = QLabel(self)
        self.warning.setObjectName("PrivacyWarning")
        self.warning.setWordWrap(True)
        self.warning.setTextFormat(Qt.TextFormat.PlainText)  # it names paths
        lay.addWidget(self.warning)

        self.encrypt = QCheckBox(translate("settings", "Encrypt my data"), self)
        self.encrypt.setChecked(p.encrypt)
        lay.addWidget(self.encrypt)
        note = QLabel(
            translate(
                "settings",
                "Turning this off converts your history, documents and API keys "
                "back to plain files at the next start (and forgets the key); turning it "
                "on again encrypts them at the next start.",
            ),
            self,
        )
        note.setWordWrap(True)
        note.setObjectName("MetaLabel")
        lay.addWidget(note)

        # A form: at 480 px wide its rows wrap (the dialog's _scrolled), never scroll sideways.
        form = self._form = QFormLayout()
        self.key_label = QLabel(translate("settings", "Keep the key in"), self)
        self.key_store = QComboBox(self)
        for value, label in STORE_CHOICES:
            self.key_store.addItem(translate("settings", label), value)
        self.key_store.setToolTip(
            translate("settings", "Moves the key at once (the data stays as it is).")
        )
        self.key_store.activated.connect(lambda _i: self._store_chosen())
        form.addRow(self.key_label, self.key_store)
        self.change_passphrase_button = QPushButton(
            translate("settings", "Change passphrase…"), self
        )
        # A button at its own width, not stretched along the field column like the inputs.
        self.change_passphrase_button.setSizePolicy(
            QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed
        )
        self.change_passphrase_button.clicked.connect(self._change_passphrase_clicked)
        form.addRow("", self.change_passphrase_button)
        self.retention = QSpinBox(self, minimum=0, maximum=36_500)
        self.retention.setSpecialValueText(translate("settings", "forever"))
        self.retention.setSuffix(translate("settings", " days"))
        self.retention.setValue(p.retention_days)
        self.retention.setToolTip(
            translate(
                "settings",
                "Conversations unused for longer are erased at start and hourly; pinned ones are kept.",
            )
        )
        form.addRow(translate("settings", "Keep conversations"), self.retention)
        cap = self.policy.max_retention_days
        self.retention_limit: QLabel | None = None
        if cap is not None:  # 1..cap days; "forever" is beyond any limit
            self.retention.setSpecialValueText("")
            self.retention.setRange(1, cap)
            why = self.policy.refusal(translate(
                "settings", "conversations are kept at most {days} days").format(days=cap))  # fmt: skip
            self.retention.setToolTip(why)
            self.retention_limit = lock_label(why, self)
            # A limit, not a lock: any shorter period can still be chosen.
            self.retention_limit.setText(
                translate("settings", "At most {days} days: {sentence}").format(
                    days=cap, sentence=translate("policy", SENTENCE)
                )
            )
            form.addRow("", self.retention_limit)
        self.preview = QLabel(self)
        self.preview.setObjectName("RetentionPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)  # titles are the user's text
        form.addRow("", self.preview)
        self.idle_lock = QSpinBox(self, minimum=0, maximum=1440)
        self.idle_lock.setSpecialValueText(translate("settings", "off"))
        self.idle_lock.setSuffix(translate("settings", " min"))
        self.idle_lock.setValue(p.idle_lock_minutes)
        self.idle_lock.setToolTip(
            translate(
                "settings",
                "Hide the conversations and the chat after this long without a "
                "key press or mouse movement in Ling Desk; the engine keeps running.",
            )
        )
        form.addRow(translate("settings", "Lock the window after idle"), self.idle_lock)
        lay.addLayout(form)
        self.retention.valueChanged.connect(lambda _v: self.refresh_preview())

        lay.addSpacing(12)
        self.delete_button = QPushButton(translate("settings", "Delete all my data…"), self)
        self.delete_button.setEnabled(self.hooks.erase is not None)
        self.delete_button.setToolTip(
            translate("settings", "Erases {erased}. {kept}").format(
                erased=translate("settings", ERASED_WORDS), kept=translate("settings", KEPT_WORDS)
            )
        )
        self.delete_button.clicked.connect(self._delete_clicked)
        lay.addWidget(self.delete_button, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addStretch(1)
        self.refresh()

    # --- what is true now --------------------------------------------------------------------------

    def refresh(self) -> None:
        where = keys.stored_in(self.paths) if self.paths is not None else None
        if self.paths is not None:
            line, warning = status_text(self.paths)
        else:
            line, warning = "", ""
        self.status.setText(line)
        self.warning.setText(f"⚠ {warning}" if warning else "")
        self.warning.setVisible(bool(warning))
        self._form.setRowVisible(self.key_store, where is not None)
        if where is not None:
            self.key_store.setCurrentIndex(max(0, self.key_store.findData(where)))
        self._form.setRowVisible(self.change_passphrase_button, where == keys.PASSPHRASE)
        self.refresh_preview()

    def refresh_preview(self) -> None:
        convs = list(self.hooks.conversations())
        self.preview.setText(retention_preview(convs, self.retention.value(), self.now()))

    def apply(self, s: Settings) -> None:
        s.privacy.encrypt = self.encrypt.isChecked()
        s.privacy.retention_days = self.retention.value()
        s.privacy.idle_lock_minutes = self.idle_lock.value()

    # --- the key ----------------------------------------------------------------------------------

    def change_passphrase(self, old: str, new: str) -> str:
        """Re-locks the key with `new`; "" when done, else why not (in words)."""
        assert self.paths is not None
        try:
            keys.change_passphrase(self.paths, old, new)
        except keys.KeyProblem as exc:
            return str(exc)
        return ""

    def move_key(
        self, store: str, passphrase: str | None = None, current: str | None = None
    ) -> str:
        """Moves the key to `store` (`passphrase`: the new envelope's; `current`: the present
        envelope's, to read the key from it). "" when done, else why not."""
        assert self.paths is not None
        try:
            key = self.hooks.data_key() or keys.load(self.paths, current)
            keys.change_store(self.paths, key, store, passphrase)
        except keys.KeyProblem as exc:
            return str(exc)
        finally:
            self.refresh()
        return ""

    def _change_passphrase_clicked(self) -> None:
        dlg = PassphraseDialog(
            translate("settings", "Change the passphrase"), old=True, parent=self
        )
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        problem = self.change_passphrase(dlg.old.text(), dlg.new.text())
        if problem:
            QMessageBox.warning(self, translate("settings", "Passphrase not changed"),
                                problem[:1].upper() + problem[1:])  # fmt: skip
        else:
            QMessageBox.information(self, translate("settings", "Passphrase changed"),
                                    translate("settings", "The new passphrase is set."))  # fmt: skip

    def _store_chosen(self) -> None:
        assert self.paths is not None
        store = str(self.key_store.currentData())
        where = keys.stored_in(self.paths)
        if store == where:
            return
        current = None
        if where == keys.PASSPHRASE and self.hooks.data_key() is None:
            dlg = PassphraseDialog(
                translate("settings", "Your passphrase"), old=True, parent=self, new=False
            )
            if dlg.exec() != QDialog.DialogCode.Accepted:
                self.refresh()
                return
            current = dlg.old.text()
        passphrase = None
        if store == keys.PASSPHRASE:
            dlg = PassphraseDialog(
                translate("settings", "Choose a passphrase"), old=False, parent=self
            )
            if dlg.exec() != QDialog.DialogCode.Accepted:
                self.refresh()
                return
            passphrase = dlg.new.text()
        elif store == keys.KEY_FILE:
            sure = QMessageBox.warning(
                self, translate("settings", "Keep the key in a file?"),
                translate("vault", session.KEY_FILE_WARNING),
                QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
            )  # fmt: skip
            if sure != QMessageBox.StandardButton.Ok:
                self.refresh()
                return
        problem = self.move_key(store, passphrase, current)
        if problem:
            QMessageBox.warning(
                self,
                translate("settings", "The key stays where it was"),
                problem[:1].upper() + problem[1:],
            )

    # --- delete all --------------------------------------------------------------------------------

    def _delete_clicked(self) -> None:
        if self.hooks.erase is None:
            return
        dlg = DeleteAllDialog(self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        self.hooks.erase()
        self.refresh()
