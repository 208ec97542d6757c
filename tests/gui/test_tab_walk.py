"""Every page by keyboard alone (issue 39, item 14): Tab from the first control goes round each
window and page, reaching every enabled control shown, and comes back without a trap.

One app start serves every page (each walk is cheap; the start is not). A failing page does not
hide the others' findings: all are gathered, then said at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from app.core.settings import Preset, Settings
from tests.gui.test_window_keyboard import ring_shows
from tests.support.docs_make import make_pdf
from tests.support.tab_walk import describe, reachable_buttons, tab_walk

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(180)]


def walk_or_say(found: dict[str, str], page: str, root, qtbot=None, **kw):
    """Walk `root`; with `qtbot`, each control reached must also show the focus ring there."""
    try:
        walk = tab_walk(root, **kw)
    except AssertionError as exc:
        found[page] = str(exc)
        return None
    if qtbot is not None:
        away = walk.reached[0]
        plain = [describe(w) for w in walk.reached[1:]
                 if not ring_shows(qtbot, root.window(), w, away)]  # fmt: skip
        if plain:
            found[page] = f"no visible focus on: {plain}"
    return walk


def menu_by_key(qtbot, button, key, mod=Qt.KeyboardModifier.NoModifier, pick: str = "") -> bool:
    """Press `key` on `button`; True if its menu opened. `pick`: the entry then chosen by keys
    (Down until it is the active one, then Enter), else Esc closes the menu."""
    seen: list[bool] = []
    menu = button.menu()

    def look() -> None:
        seen.append(menu.isVisible())
        if pick:
            for _ in range(len(menu.actions())):
                act = menu.activeAction()
                if act is not None and act.text() == pick:
                    break
                QTest.keyClick(menu, Qt.Key.Key_Down)
            QTest.keyClick(menu, Qt.Key.Key_Return)
        else:
            QTest.keyClick(menu, Qt.Key.Key_Escape)

    QTimer.singleShot(50, look)  # the menu runs its own loop: look from inside it
    button.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(button, key, mod)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=5000)
    return seen[0]


def test_tab_reaches_every_control_of_every_page(make_gui, qtbot, tmp_path):
    settings = Settings()
    settings.sampling.max_tokens = 0
    settings.chat.presets = [Preset(name="Reviewer", system_prompt="Review code.")]
    gui = make_gui(size=(1600, 950), settings=settings)
    win = gui.window
    found: dict[str, str] = {}
    pane = win.pane
    # A document attached, so the answer has Sources to reach.
    pdf = make_pdf(tmp_path / "audit.pdf", [["Seventeen barrels in warehouse nine."]])
    pane.composer.add_files([str(pdf)])
    qtbot.waitUntil(lambda: len(pane.composer.documents()) == 1
                    and pane.composer.documents()[0].state == "ready", timeout=30_000)  # fmt: skip
    pane.composer.edit.setPlainText("How many barrels?")
    pane.composer.submit()
    qtbot.waitUntil(lambda: pane.conv is not None and len(pane.conv.thread()) == 2
                    and gui.ctx.chat.busy(pane.conv) is None, timeout=30_000)  # fmt: skip
    answer = pane.view.widgets[-1]
    qtbot.waitUntil(answer.sources.isVisible, timeout=5000)

    # The Engine dock's ✕ is View › Engine and the status bar's Engine button, both by key.
    dock_close = win.engine_dock.findChild(QAbstractButton, "qt_dockwidget_closebutton")
    main = walk_or_say(found, "main window", win, start=pane.composer.edit, ignore=(dock_close,))
    if main is not None:  # attach and the preset are reached, not only clicked
        assert pane.composer.attach in main.reached, reachable_buttons(main)
        assert answer.sources in main.reached
    # Each action by keys alone: Attach's menu (a folder, the library), a preset, a source.
    c = pane.composer
    assert not c.compact  # the wide row: the Preset button and Attach's arrow
    assert menu_by_key(qtbot, c.attach, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert menu_by_key(qtbot, c.attach, Qt.Key.Key_F4)
    assert menu_by_key(qtbot, c.preset_button, Qt.Key.Key_Space, pick="Reviewer")
    qtbot.waitUntil(lambda: "Reviewer" in c.preset_button.text(), timeout=5000)
    # Narrow, the preset stays on the row (in words) and Space opens Attach's menu.
    win.resize(480, 700)
    qtbot.waitUntil(lambda: c.compact, timeout=5000)
    assert c.preset_button.isVisible()
    assert menu_by_key(qtbot, c.attach, Qt.Key.Key_Space)
    narrow = walk_or_say(found, "main window at 480 px", win, start=c.edit)
    if narrow is not None:
        assert c.attach in narrow.reached
    win.resize(1600, 950)
    qtbot.waitUntil(lambda: not c.compact, timeout=5000)
    answer.sources.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(answer.sources, Qt.Key.Key_Tab)  # onto its first source
    QTest.keyClick(answer.sources, Qt.Key.Key_Return)  # the answer cites none: what was sent
    qtbot.waitUntil(lambda: answer.sent_dialog is not None and answer.sent_dialog.isVisible(),
                    timeout=5000)  # fmt: skip
    sent = answer.sent_dialog
    sent.text.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(sent.text, Qt.Key.Key_Tab)  # onto its first passage
    QTest.keyClick(sent.text, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: answer.passage is not None and answer.passage.isVisible(),
                    timeout=5000)  # fmt: skip
    answer.passage.hide()
    sent.activateWindow()
    qtbot.waitUntil(sent.isActiveWindow, timeout=5000)
    walk_or_say(found, "what was sent", sent, qtbot)
    sent.close()
    answer.passage.show()
    assert "barrels" in answer.passage.text.toPlainText()
    walk_or_say(found, "a source's passage", answer.passage, qtbot)
    answer.passage.close()

    gui.toggle_side_panel()
    qtbot.waitUntil(gui.side.isVisible, timeout=5000)
    walk_or_say(found, "side panel", gui.side, qtbot, start=gui.side.pane.composer.edit)
    gui.toggle_side_panel()

    from app.ui.settings.dialog import SettingsDialog

    dlg = SettingsDialog(gui.ctx.disk_settings(), gui.ctx.overrides, win, paths=gui.ctx.paths)
    dlg.show()
    qtbot.waitUntil(dlg.isVisible, timeout=5000)
    for i in range(dlg.tabs.count()):
        dlg.tabs.setCurrentIndex(i)
        walk_or_say(found, f"Settings › {dlg.tabs.tabText(i)}", dlg, qtbot,
                    start=dlg.tabs.tabBar())  # fmt: skip
    dlg.reject()

    docs = pane.open_documents()
    qtbot.waitUntil(docs.isVisible, timeout=5000)
    docs.add([str(pdf)])  # a document in the library: Remove and Use in chat come alive
    qtbot.waitUntil(lambda: docs.table.topLevelItemCount() == 1, timeout=30_000)
    docs.table.setCurrentItem(docs.table.topLevelItem(0))
    qtbot.waitUntil(docs.use_button.isEnabled, timeout=5000)
    walk = walk_or_say(found, "Documents", docs, qtbot)
    if walk is not None:
        assert {docs.use_button, docs.remove_button} <= set(walk.reached)
    docs.close()

    win.act_activity.trigger()
    log = win.activity_page
    qtbot.waitUntil(log.isVisible, timeout=5000)
    walk_or_say(found, "Activity log", log, qtbot)
    log.close()

    win.open_benchmark()
    bench = win._bench
    qtbot.waitUntil(bench.isVisible, timeout=5000)
    walk_or_say(found, "Benchmark", bench, qtbot)
    bench.close()

    gui.open_setup()
    page = gui.first_run.page
    qtbot.waitUntil(page.isVisible, timeout=5000)
    # Its check done (the launcher's step 1 then shows no buttons): walked as the user meets it.
    qtbot.waitUntil(lambda: bool(page.verdicts), timeout=15_000)
    walk_or_say(found, "set-up page", page, qtbot)

    QApplication.processEvents()
    assert not found, "\n".join(f"{k}: {v}" for k, v in found.items())
