"""Settings > Privacy and the window's side of issue 37: the status line read from the files,
retention (preview, at start, hourly, pinned kept), pinning, the idle lock, and "Delete all my
data". Real widgets, real settings and history files in tmp folders."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QStyleOptionViewItem

from app.core.chat.model import DONE, STREAMING, Conversation
from app.core.chat.retention import DAY_S
from app.core.chat.store import Store
from app.core.gateway.keys import ClientKeys
from app.core.paths import Paths
from app.core.settings import Settings, load_settings, save_settings
from app.core.vault import DataKey, keys, session
from app.core.vault.door import is_encrypted
from app.ui.chat.conversation_list import PIN_MARK, ConvIdRole, PinnedRole
from app.ui.settings.privacy_page import (
    CONFIRM_WORD,
    ENCRYPTED,
    NOT_ENCRYPTED,
    DeleteAllDialog,
    PrivacyHooks,
    PrivacyPage,
)
from app.ui.shell.idle_lock import LOCKED_TITLE
from app.ui.shell.window_privacy import ERASED_TEXT, RETENTION_EVERY_MS
from tests.support.canary import decrypted_pages

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]

NOW = 1_900_000_000.0
CANARY = "Quillmarrow-4417"
SIDE_KEYS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _seed(paths: Paths, chats: list[tuple[str, float, bool]], key=None) -> None:
    """A history file holding `chats` (title, last change, pinned), each with one message."""
    store = Store(paths.history_db, key)
    for title, updated, pinned in chats:
        conv = Conversation(title=title, titled=True, pinned=pinned)
        conv.new_message("user", None, f"{title}: {CANARY}")
        conv.updated_at = updated
        store.save_all(conv)
    store.close()


def _page(qtbot, paths: Paths, hooks: PrivacyHooks | None = None, now=lambda: NOW) -> PrivacyPage:
    loaded = load_settings(paths)  # the real settings file
    page = PrivacyPage(loaded.settings, paths, hooks, now=now)
    qtbot.addWidget(page)
    return page


def test_the_status_line_says_what_the_files_are(qtbot, tmp_path):
    plain = Paths.from_basedir(tmp_path / "plain").ensure()
    _seed(plain, [("Plain chat", NOW, False)])
    page = _page(qtbot, plain)
    assert page.status.text() == NOT_ENCRYPTED
    assert page.warning.isHidden() and page.key_store.isHidden()
    assert page.change_passphrase_button.isHidden()

    filed = Paths.from_basedir(tmp_path / "filed").ensure()
    _seed(filed, [("Filed chat", NOW, False)], keys.create(filed, keys.KEY_FILE))
    page = _page(qtbot, filed)
    assert page.status.text() == f"{ENCRYPTED} Key: in a key file."
    assert not page.warning.isHidden() and "config folder" in page.warning.text()
    assert page.key_store.currentData() == keys.KEY_FILE
    assert page.change_passphrase_button.isHidden()

    locked = Paths.from_basedir(tmp_path / "locked").ensure()
    _seed(locked, [("Locked chat", NOW, False)], keys.create(locked, keys.PASSPHRASE, "old pw"))
    page = _page(qtbot, locked)
    assert page.status.text() == f"{ENCRYPTED} Key: locked with your passphrase."
    assert page.warning.isHidden()
    assert not page.change_passphrase_button.isHidden()
    assert "does not unlock" in page.change_passphrase("wrong", "new pw")
    assert page.change_passphrase("old pw", "new pw") == ""
    key = keys.load(locked, "new pw")
    # Moving the key to a key file reads it with the current passphrase.
    assert page.move_key(keys.KEY_FILE, current="new pw") == ""
    assert keys.stored_in(locked) == keys.KEY_FILE and keys.load(locked) == key
    assert page.status.text() == f"{ENCRYPTED} Key: in a key file."


def test_the_page_saves_its_choices_in_the_settings_file(qtbot, tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    s = Settings()
    s.privacy.retention_days = 30
    save_settings(paths, s)
    page = _page(qtbot, paths)
    assert page.retention.value() == 30 and page.encrypt.isChecked()
    assert page.idle_lock.text() == "off"
    page.encrypt.setChecked(False)
    page.idle_lock.setValue(10)
    page.retention.setValue(0)
    assert page.retention.text() == "forever"
    out = load_settings(paths).settings
    page.apply(out)
    save_settings(paths, out)
    again = load_settings(paths).settings.privacy
    assert (again.encrypt, again.retention_days, again.idle_lock_minutes) == (False, 0, 10)


def test_retention_preview_and_apply_keep_pinned_ones(qtbot, tmp_path, make_gui):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    _seed(paths, [
        ("Old tax notes", NOW - 50 * DAY_S, False),
        ("Pinned recipe", NOW - 90 * DAY_S, True),
        ("Older budget", NOW - 70 * DAY_S, False),
        ("Fresh idea", NOW - 2 * DAY_S, False),
    ])  # fmt: skip
    gui = make_gui(start=False)  # retention is "forever": nothing goes at start
    assert len(gui.ctx.conversations) == 4
    page = _page(qtbot, paths, gui.window.privacy_hooks())
    assert page.preview.text() == "Conversations are kept until you delete them."
    page.retention.setValue(30)
    assert page.preview.text() == (
        "2 conversations would be erased now: “Older budget”, “Old tax notes”."
    )
    page.retention.setValue(60)
    assert page.preview.text() == "1 conversation would be erased now: “Older budget”."

    gui.ctx.settings.privacy.retention_days = 30
    gui.window.show_conversation(None)  # a chat on show would wait for the next pass
    assert gui.ctx.apply_retention(now=NOW) == 2
    titles = {c.title for c in gui.ctx.conversations}
    assert titles == {"Pinned recipe", "Fresh idea"}
    qtbot.waitUntil(lambda: len(gui.store.conversation_ids()) == 2, timeout=10_000)
    reopened = Store(paths.history_db, gui.ctx.data_key)
    try:
        assert {c.title for c in reopened.load_conversations()} == titles
    finally:
        reopened.close()


def test_retention_runs_at_start_and_then_hourly(qtbot, tmp_path, make_gui):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    now = time.time()
    _seed(paths, [("Long gone", now - 40 * DAY_S, False), ("Kept", now - DAY_S, False)])
    settings = Settings()
    settings.privacy.retention_days = 30
    gui = make_gui(start=False, settings=settings)
    assert [c.title for c in gui.ctx.conversations] == ["Kept"]
    timer = gui.window.privacy.retention_timer
    assert timer.isActive() and timer.interval() == RETENTION_EVERY_MS == 3_600_000
    assert not timer.isSingleShot()


def test_pin_from_the_menu_is_saved_and_marked(qtbot, tmp_path, make_gui):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    _seed(paths, [("Keep this one", NOW, False)])
    gui = make_gui(start=False)
    sidebar = gui.window.sidebar
    conv = gui.ctx.conversations[0]

    def choose(text: str) -> None:
        def pick() -> None:
            menu = QApplication.activePopupWidget()
            assert isinstance(menu, QMenu)
            action = next(a for a in menu.actions() if a.text() == text)
            menu.close()
            action.trigger()

        QTimer.singleShot(50, pick)
        rect = sidebar.list.visualRect(sidebar.model.index(0, 0))
        sidebar.list.customContextMenuRequested.emit(rect.center())

    choose("Pin")
    assert conv.pinned
    index = sidebar.model.index(0, 0)
    assert index.data(PinnedRole) is True and index.data(ConvIdRole) == conv.id
    assert "pinned" in index.data(Qt.ItemDataRole.ToolTipRole)
    opt = QStyleOptionViewItem()
    opt.initFrom(sidebar.list)
    opt.rect = sidebar.list.visualRect(index)
    assert sidebar.list_delegate.title_text(opt, index).startswith(PIN_MARK)
    gui.store.flush()
    reopened = Store(paths.history_db, gui.ctx.data_key)
    try:
        assert [c.pinned for c in reopened.load_conversations()] == [True]
    finally:
        reopened.close()
    choose("Unpin")
    assert not conv.pinned
    gui.store.flush()
    reopened = Store(paths.history_db, gui.ctx.data_key)
    try:
        assert [c.pinned for c in reopened.load_conversations()] == [False]
    finally:
        reopened.close()


def test_idle_lock_hides_the_chats_until_the_passphrase_is_given(qtbot, tmp_path, make_gui):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    keys.create(paths, keys.PASSPHRASE, "right horse")
    _seed(paths, [("Secret plans", NOW, False)])
    # The start's passphrase dialog, answered ahead (tests/gui/test_unlock_gui.py drives it).
    opened = session.unlock(
        paths, encrypt=True, ask=session.NoQuestions(), passphrase="right horse"
    )
    gui = make_gui(start=False, vault=session.convert(paths, opened, True))
    window = gui.window
    qtbot.waitUntil(lambda: window.current is not None)
    lock = window.privacy.idle_lock
    gui.toggle_side_panel()  # its chat hides with the window's, and comes back with it
    qtbot.waitUntil(gui.side.isVisible)
    assert lock.minutes == 0 and not lock.timer.isActive()  # off by default
    clock = [1000.0]
    lock.clock = lambda: clock[0]
    disk = gui.ctx.disk_settings()
    disk.privacy.idle_lock_minutes = 5
    gui.ctx.save_settings(disk)  # Settings > Save: the lock follows
    assert lock.minutes == 5 and lock.timer.isActive()
    clock[0] += 4 * 60
    qtbot.keyClick(window.pane.composer.edit, Qt.Key.Key_A)  # input: not idle
    clock[0] += 2 * 60
    lock.check()
    assert not lock.locked  # 2 minutes since the key press
    clock[0] += 3 * 60 + 1
    titled = window.windowTitle()
    assert "Secret plans" in titled
    lock.check()
    assert lock.locked
    # The title bar (and the task switcher) would name the chat above the cover.
    assert window.windowTitle() == LOCKED_TITLE
    window.setWindowTitle(f"{titled}  [Engine lost]")  # it retitles itself: still masked
    assert window.windowTitle() == LOCKED_TITLE
    assert window.sidebar.isHidden() and window.pane.isHidden() and not gui.side.isVisible()
    assert not window.pane.isVisible() and not window.sidebar.list.isVisible()
    assert lock.cover.isVisible() and not lock.cover.passphrase.isHidden()
    assert not window.menuBar().isEnabled()  # File > Settings would show titles
    # The window's shortcuts reach nothing under the cover (Ctrl+Shift+L: the side panel).
    qtbot.keyClick(lock.cover.passphrase, Qt.Key.Key_L, SIDE_KEYS)
    assert not gui.side.isVisible()

    lock.cover.passphrase.setText("wrong horse")
    lock.cover.unlock_button.click()
    assert lock.locked and window.pane.isHidden()
    assert "does not unlock" in lock.cover.problem.text()
    qtbot.keyClicks(lock.cover.passphrase, "right horse")
    lock.cover.unlock_button.click()
    assert not lock.locked
    assert window.sidebar.isVisible() and window.pane.isVisible() and gui.side.isVisible()
    assert lock.cover.isHidden() and window.menuBar().isEnabled()
    assert lock.cover.passphrase.text() == ""
    assert window.windowTitle() == f"{titled}  [Engine lost]"  # its latest title


def test_idle_lock_with_a_key_file_unlocks_on_the_button(qtbot, tmp_path, make_gui):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    keys.create(paths, keys.KEY_FILE)
    gui = make_gui(start=False)
    lock = gui.window.privacy.idle_lock
    lock.set_minutes(1)
    lock.lock()
    assert gui.window.pane.isHidden() and lock.cover.passphrase.isHidden()
    lock.cover.unlock_button.click()
    assert not lock.locked and gui.window.pane.isVisible()


def test_an_answer_streams_on_behind_the_cover(qtbot, make_gui):
    gui = make_gui(("--double-tok-per-s", "60"))
    pane = gui.window.pane
    pane.composer.edit.setFocus()
    qtbot.keyClicks(pane.composer.edit, "Write a long answer")
    qtbot.keyClick(pane.composer.edit, Qt.Key.Key_Return)
    conv = pane.conv
    assert conv is not None
    qtbot.waitUntil(lambda: conv.thread()[-1].status == STREAMING, timeout=15_000)
    lock = gui.window.privacy.idle_lock
    lock.set_minutes(1)
    lock.lock()
    answer = conv.thread()[-1]
    before = len(answer.content)
    qtbot.waitUntil(lambda: answer.status == DONE, timeout=30_000)
    assert len(answer.content) > before and lock.locked
    assert gui.engine.state == "ready"  # the engine ran on
    assert lock.unlock()  # no key here: the button is enough
    assert pane.isVisible() and pane.conv is conv
    saved = gui.store.load_conversation(conv.id).messages[answer.id]
    assert saved.status == DONE and saved.content == answer.content


def test_settings_opened_from_the_window_has_the_privacy_tab_with_its_hooks(qtbot, make_gui):
    from app.ui.settings.dialog import SettingsDialog

    gui = make_gui(start=False)
    dlg = SettingsDialog(gui.ctx.disk_settings(), gui.ctx.overrides, gui.window,
                         paths=gui.ctx.paths)  # fmt: skip
    qtbot.addWidget(dlg)
    dlg.show_tab(dlg.privacy)
    assert dlg.current_page() is dlg.privacy
    assert dlg.privacy.delete_button.isEnabled()  # the window's "Delete all my data"
    dlg.privacy.retention.setValue(3)
    dlg.privacy.idle_lock.setValue(4)
    out = dlg.result_settings().privacy
    assert (out.retention_days, out.idle_lock_minutes) == (3, 4)


def _files_holding(folder: Path, text: str, key: DataKey | None = None) -> list[str]:
    """Files under `folder` holding `text`: in their bytes, or (with `key`) in an encrypted
    database's pages and WAL frames decrypted (tests/support/canary.py)."""
    out = []
    for p in folder.rglob("*"):
        if not p.is_file() or p.name.endswith(("-wal", "-shm")):
            continue
        data = p.read_bytes()
        if key is not None and p.suffix == ".sqlite3" and is_encrypted(p):
            data = decrypted_pages(p, key)
        if text.encode() in data:
            out.append(str(p.relative_to(folder)))
    return out


def test_delete_all_my_data_after_typing_delete(qtbot, tmp_path, make_gui):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    s = Settings()
    s.privacy.idle_lock_minutes = 7
    save_settings(paths, s)
    _seed(paths, [("Canary chat", NOW - DAY_S, False), ("Another", NOW, False)])
    api = ClientKeys(paths.data_dir / "api-keys.sqlite3")
    api.create(f"editor {CANARY}")
    api.close()
    (paths.data_dir / "ladder").mkdir()
    (paths.data_dir / "ladder" / "run.json").write_text(f'{{"prompt": "{CANARY}"}}')
    gui = make_gui(start=False, settings=load_settings(paths).settings)
    qtbot.waitUntil(lambda: gui.window.current is not None)
    folder = tmp_path / "papers"
    folder.mkdir()
    (folder / "memo.txt").write_text(f"The vault code is {CANARY}.\n" * 20)
    added: list = []
    gui.ctx.docs.submit(lambda lib: lib.add([str(folder)]), lambda r, e: added.append((r, e)))
    qtbot.waitUntil(lambda: bool(added), timeout=30_000)
    assert added[0][1] is None and added[0][0][0].status == "indexed", added
    held = _files_holding(paths.data_dir, CANARY, gui.ctx.data_key)
    assert "history.sqlite3" in held and "api-keys.sqlite3" in held and "ladder/run.json" in held
    assert any(name.startswith("documents.sqlite3") for name in held), held
    page = _page(qtbot, paths, gui.window.privacy_hooks())

    def confirm() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, DeleteAllDialog)
        assert "every conversation" in dlg.findChildren(type(page.status))[0].text()
        qtbot.keyClicks(dlg.confirm, "DELET")
        assert not dlg.delete_button.isEnabled()
        qtbot.keyClicks(dlg.confirm, CONFIRM_WORD[-1])
        assert dlg.delete_button.isEnabled()
        dlg.delete_button.click()

    QTimer.singleShot(50, confirm)
    page.delete_button.click()

    ctx = gui.ctx
    assert len(ctx.conversations) == 0 and ctx.store.conversation_ids() == set()
    assert gui.window.current is None and gui.window.pane.conv is None
    assert gui.window.statusBar().currentMessage() == ERASED_TEXT
    assert _files_holding(paths.data_dir, CANARY, gui.ctx.data_key) == []
    assert not (paths.data_dir / "ladder").exists()
    assert load_settings(paths).settings.privacy.idle_lock_minutes == 7  # settings stay
    # The library opens again, empty.
    listed: list = []
    ctx.docs.submit(lambda lib: lib.add([]), lambda r, e: listed.append((r, e)))
    qtbot.waitUntil(lambda: bool(listed), timeout=30_000)
    assert listed == [([], None)]
    # The emptied history works: a new chat is saved and read back.
    conv = ctx.new_conversation()
    conv.new_message("user", None, "after the erase")
    ctx.store.save_all(conv)
    reopened = Store(paths.history_db, gui.ctx.data_key)
    try:
        assert [c.id for c in reopened.load_conversations()] == [conv.id]
    finally:
        reopened.close()
