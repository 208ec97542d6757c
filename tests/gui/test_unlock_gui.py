"""The window's start unlocks the data folder (issue 37): the dialogs, answered through their own
widgets, and what the files hold afterwards."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QWidget,
)

from app.core import vault
from app.core.chat.model import Conversation, Message
from app.core.chat.store import Store
from app.core.paths import Paths
from app.core.settings import Settings
from app.core.vault import keys, session
from app.ui.shell.app import open_data
from app.ui.shell.damaged_history import open_history_or_ask
from app.ui.shell.unlock import (
    PassphraseDialog,
    RecoveryKeyDialog,
    StoreChoiceDialog,
)

# Offscreen Qt cannot raise or size a top-level window; it says so as a warning.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

SECRET = "The spare key is under the blue flowerpot"
PHRASE = "correct horse battery staple"


class Answers:
    """Answers the modal dialogs as they show, in order: (kind, action(dialog)). Actions record
    what they see (an assertion inside Qt would leave the dialog open) and always close it."""

    def __init__(self, *steps: tuple[type[QWidget], Callable[[QWidget], None]]) -> None:
        self.steps = list(steps)
        self.seen: list[QWidget] = []
        self.ticks = 0
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        self.ticks += 1
        w = QApplication.activeModalWidget()
        if w is not None and self.steps and (not self.seen or w is not self.seen[-1]):
            kind, action = self.steps[0]
            if isinstance(w, kind):
                self.steps.pop(0)
                self.seen.append(w)
                action(w)
        if self.steps:
            QTimer.singleShot(10, self._poll)


def _click(dlg: QWidget, text: str) -> None:
    for b in dlg.findChildren(QPushButton):
        if b.text().replace("&", "") == text:
            b.click()
            return
    raise AssertionError(f"no button {text!r}")


def _history(path: Path, key: vault.DataKey | None, n: int = 3) -> None:
    store = Store(path, key)
    now = time.time()
    conv = Conversation(id="c1", title="Keys", created_at=now, updated_at=now)
    msgs = [
        Message(id=f"m{i}", conversation_id=conv.id, parent_id=None, role="user",
                content=f"{SECRET} {i} " + "x" * 1500, created_at=now, updated_at=now)
        for i in range(n)
    ]  # fmt: skip
    store.save_all(conv, msgs)
    store.close()


def _contents(store: Store) -> list[str]:
    [conv] = store.load_conversations()
    store.load_messages(conv)
    return [m.content for m in conv.messages.values()]


def _named(dlg: QWidget) -> list[str]:
    """The widgets a screen reader would meet without a name (should be none)."""
    kinds = (QLabel, QLineEdit, QPushButton, QCheckBox, QRadioButton, QPlainTextEdit)
    return [
        f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}"
        for w in dlg.findChildren(QWidget)
        if isinstance(w, kinds) and not w.accessibleName()
    ]


@pytest.fixture
def no_store_env(monkeypatch):
    monkeypatch.delenv(session.STORE_ENV, raising=False)


def _recovery(record: dict) -> Callable[[QWidget], None]:
    def act(dlg: QWidget) -> None:
        assert isinstance(dlg, RecoveryKeyDialog)
        record["text"] = dlg.view.toPlainText()
        record["enabled_before"] = dlg.go.isEnabled()
        dlg.reject()  # Escape does not lose the only showing
        record["visible_after_escape"] = dlg.isVisible()
        record["unnamed"] = _named(dlg)
        dlg.stored.setChecked(True)
        record["enabled_after"] = dlg.go.isEnabled()
        dlg.go.click()

    return act


def test_first_start_without_a_keyring_asks_where_to_keep_the_key(qapp, tmp_path, no_store_env):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    record: dict = {}

    def choose(dlg: QWidget) -> None:
        assert isinstance(dlg, StoreChoiceDialog)
        record["choice_unnamed"] = _named(dlg)
        record["reason"] = dlg.findChildren(QLabel)[0].text()
        dlg.use_passphrase.setChecked(True)
        dlg.first.setText(PHRASE)
        dlg.second.setText(PHRASE + "!")
        record["ok_when_different"] = dlg.ok.isEnabled()
        dlg.second.setText(PHRASE)
        dlg.ok.click()

    answers = Answers((StoreChoiceDialog, choose), (RecoveryKeyDialog, _recovery(record)))
    opened = open_data(paths, Settings())
    assert opened is not None and not answers.steps
    unlocked, store, _notice = opened
    try:
        store.save_all(*_conversation_with(SECRET))
    finally:
        store.close()
    assert "keyring" in record["reason"]
    assert record["choice_unnamed"] == [] and record["unnamed"] == []
    assert record["ok_when_different"] is False
    assert record["enabled_before"] is False and record["enabled_after"] is True
    assert record["visible_after_escape"] is True
    assert keys.stored_in(paths) == keys.PASSPHRASE and unlocked.store == keys.PASSPHRASE
    assert keys.key_from_recovery(record["text"]) == unlocked.key
    data = paths.history_db.read_bytes()
    assert vault.is_encrypted(paths.history_db) and SECRET.encode() not in data
    for extra in paths.data_dir.glob("history.sqlite3*"):
        assert SECRET.encode() not in extra.read_bytes()

    # The next start asks for the passphrase: a wrong one, then the right one; no recovery key.
    problems: list[str] = []

    def enter(phrase: str) -> Callable[[QWidget], None]:
        def act(dlg: QWidget) -> None:
            assert isinstance(dlg, PassphraseDialog)
            problems.append(dlg.problem.text() if not dlg.problem.isHidden() else "")
            problems.extend(_named(dlg))
            dlg.edit.setText(phrase)
            dlg.ok.click()

        return act

    answers = Answers((PassphraseDialog, enter("wrong")), (PassphraseDialog, enter(PHRASE)))
    opened = open_data(paths, Settings())
    assert opened is not None and not answers.steps
    again, store, _ = opened
    try:
        assert again.key == unlocked.key and not again.created
        assert any(SECRET in c for c in _contents(store))
    finally:
        store.close()
    assert problems[0] == "" and "passphrase" in problems[1].lower() and len(problems) == 2


def _conversation_with(text: str) -> tuple[Conversation, list[Message]]:
    now = time.time()
    conv = Conversation(id="new", title="New", created_at=now, updated_at=now)
    msg = Message(id="n1", conversation_id=conv.id, parent_id=None, role="user", content=text,
                  created_at=now, updated_at=now)  # fmt: skip
    return conv, [msg]


def test_the_key_file_choice_warns_and_cancel_changes_nothing(qapp, tmp_path, no_store_env):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    _history(paths.history_db, None)  # an older version's plain history
    before = paths.history_db.read_bytes()
    record: dict = {}

    def cancel(dlg: QWidget) -> None:
        assert isinstance(dlg, StoreChoiceDialog)
        dlg.use_file.setChecked(True)
        record["warning"] = dlg.file_warning.text()
        record["ok_for_file"] = dlg.ok.isEnabled()
        dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()

    def locked(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        record["locked"] = box.text()
        box.button(QMessageBox.StandardButton.Ok).click()

    answers = Answers((StoreChoiceDialog, cancel), (QMessageBox, locked))
    assert open_data(paths, Settings()) is None  # the app exits non-zero (`_main` returns 1)
    assert not answers.steps
    assert "Anyone who can read your files" in record["warning"] and record["ok_for_file"]
    assert "nothing was encrypted" in record["locked"] or "stays as it was" in record["locked"]
    assert paths.history_db.read_bytes() == before
    assert keys.stored_in(paths) is None
    assert sorted(p.name for p in paths.data_dir.glob("history.sqlite3*")) == ["history.sqlite3"]


def test_a_plain_history_is_converted_with_progress_and_reads_back(qapp, tmp_path):
    # LINGDESK_KEY_STORE=file (the test run's): a new key goes to the key file unasked.
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    _history(paths.history_db, None, n=300)
    labels: list[str] = []

    def watch() -> None:
        for w in QApplication.topLevelWidgets():
            if w.objectName() == "convertProgress" and w.isVisible():
                labels.append(w.labelText())  # type: ignore[attr-defined]
        if not done:
            QTimer.singleShot(2, watch)

    done = False
    record: dict = {}
    answers = Answers((RecoveryKeyDialog, _recovery(record)))
    QTimer.singleShot(0, watch)
    try:
        opened = open_data(paths, Settings())
    finally:
        done = True
    assert opened is not None and not answers.steps
    unlocked, store, _ = opened
    try:
        contents = _contents(store)
    finally:
        store.close()
    assert len(contents) == 300 and contents[0].startswith(SECRET)
    assert unlocked.store == keys.KEY_FILE and "key is kept in a file" in unlocked.warning
    assert vault.is_encrypted(paths.history_db)
    assert SECRET.encode() not in paths.history_db.read_bytes()
    # The dialog said which file and step while the GUI thread went on handling events.
    assert any("file 1 of 1 (history.sqlite3)" in t for t in labels), labels
    assert len(set(labels)) >= 2, labels
    # The next start opens it without a question; the key file's warning was said already.
    opened = open_data(paths, Settings())
    assert opened is not None
    again, store, _ = opened
    store.close()
    assert again.key == unlocked.key and again.warning == "" and again.recovery is None


def test_a_wrong_key_never_moves_the_history_aside(qapp, tmp_path):
    db = tmp_path / "history.sqlite3"
    _history(db, vault.DataKey.generate())
    before = db.read_bytes()
    seen: list[str] = []

    def quit_(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text() + "\n" + box.informativeText())
        seen.extend(b.text() for b in box.buttons())
        box.buttons()[0].click()

    answers = Answers((QMessageBox, quit_))
    store, notice = open_history_or_ask(db, vault.DataKey.generate())
    assert store is None and notice == "" and not answers.steps
    assert "not damaged" in seen[0] and "key" in seen[0]
    assert not any("Move aside" in s for s in seen)
    assert db.read_bytes() == before
    assert not list(tmp_path.glob("*.damaged-*"))


def test_the_recovery_key_saves_readable_only_by_the_user(qapp, tmp_path):
    text = keys.recovery_text(vault.DataKey.generate())
    dlg = RecoveryKeyDialog(text)
    target = tmp_path / "recovery.txt"
    target.write_text("old")
    target.chmod(0o644)
    dlg.save_to(target)
    assert target.stat().st_mode & 0o777 == 0o600
    assert text in target.read_text()
    dlg.deleteLater()


def test_the_dialogs_open_ready_to_type_and_say_problems_as_sentences(qapp):
    asked = PassphraseDialog("Enter the passphrase.", "that passphrase does not unlock it")
    chosen = StoreChoiceDialog("No keyring here.")
    shown = RecoveryKeyDialog(keys.recovery_text(vault.DataKey.generate()))
    try:
        assert asked.problem.text() == "That passphrase does not unlock it."
        assert asked.ok.isDefault() and chosen.ok.isDefault()
        for dlg, field in ((asked, asked.edit), (chosen, chosen.first)):
            dlg.show()
            QApplication.processEvents()
            assert dlg.focusWidget() is field  # typing goes straight into the field
        # The mismatch line keeps its room while hidden: showing it squeezes nothing.
        chosen.first.setText("one")
        chosen.second.setText("two")
        assert chosen.mismatch.isVisible() and chosen.mismatch.sizePolicy().retainSizeWhenHidden()
        # The recovery key on one line, whole.
        view = shown.view
        assert view.lineWrapMode() == QPlainTextEdit.LineWrapMode.NoWrap
        assert view.minimumWidth() > view.fontMetrics().horizontalAdvance(shown.text)
    finally:
        for dlg in (asked, chosen, shown):
            dlg.close()
            dlg.deleteLater()


def test_a_damaged_encrypted_history_keeps_the_move_aside_choice(qapp, tmp_path):
    from app.ui.shell.damaged_history import MOVE_ASIDE

    db = tmp_path / "history.sqlite3"
    key = vault.DataKey.generate()
    _history(db, key, n=40)
    with open(db, "r+b") as fh:  # the first page only: the key still opens the others
        fh.seek(200)
        fh.write(b"\xde\xad\xbe\xef" * 64)
    seen: list[str] = []

    def move(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text() + "\n" + box.informativeText())
        _click(box, MOVE_ASIDE)

    answers = Answers((QMessageBox, move))
    store, notice = open_history_or_ask(db, key)
    assert store is not None and not answers.steps
    try:
        assert store.load_conversations() == []
    finally:
        store.close()
    assert "the key is right" in seen[0]
    [kept] = tmp_path.glob("history.sqlite3.damaged-*[0-9]")
    assert str(kept) in notice and vault.is_encrypted(db)


def test_every_store_of_the_window_opens_with_the_data_key(make_gui, qtbot):
    gui = make_gui(start=False)
    assert gui.ctx.vault.encrypted and gui.ctx.data_key == keys.load(gui.paths)
    got: list = []
    gui.ctx.docs.submit_chat(
        lambda chat: (chat.library.path, chat.files.path), lambda r, e: got.append((r, e))
    )
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    [((library, attachments), error)] = got
    assert error is None
    for path in (gui.paths.history_db, library, attachments):
        assert vault.is_encrypted(path), path
    page = gui.gateway.show_page(gui.window)
    page.close()
    from app.core.gateway.config import GATEWAY_KEYS_FILE

    assert vault.is_encrypted(gui.paths.data_dir / GATEWAY_KEYS_FILE)


def test_the_recovery_key_dialog_grows_to_its_words_when_narrow(qtbot):
    """At a 480 px screen the dialog is narrower than its hint: the wrapped words take more
    lines, and the window grows to them instead of cutting them (German, screenshots)."""
    from app.core import words

    words.set_language("de")  # the longest words (the autouse fixture puts English back)
    dlg = RecoveryKeyDialog("ABCD-ABCD")
    qtbot.addWidget(dlg)
    dlg.resize(900, 100)
    dlg.show()
    qtbot.waitUntil(lambda: dlg.width() == 900)
    wide = dlg.height()
    narrow = dlg.minimumWidth()  # as a 480 px screen leaves it
    dlg.resize(narrow, wide)
    qtbot.waitUntil(lambda: dlg.width() == narrow)
    need = dlg.layout().totalHeightForWidth(narrow)
    assert need > wide  # the premise: more lines at this width
    assert dlg.height() >= need
