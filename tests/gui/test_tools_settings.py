"""Settings > Tools: the mcpServers JSON saved (secrets stashed), problems per server with
nothing lost, the warning before a server off this machine is saved, Test against a real MCP
server (tests/support/mcp_toolbox.py), and Revoke for the tools allowed always."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.paths import Paths
from app.core.settings import Settings, load_settings, save_settings
from app.ui.settings.dialog import SettingsDialog
from app.ui.tools.page import mcp_config_path
from tests.gui.conftest import screenshot

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

TOOLBOX = str(Path(__file__).resolve().parents[1] / "support" / "mcp_toolbox.py")


@pytest.fixture
def paths(tmp_path) -> Paths:
    return Paths.from_basedir(tmp_path / "base").ensure()


def _dialog(qtbot, paths, settings=None) -> SettingsDialog:
    dlg = SettingsDialog(settings or Settings(), paths=paths)
    qtbot.addWidget(dlg)
    return dlg


def _answer_warning(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """Answer the next warning box when it shows (it runs its own event loop)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(20, click)

    QTimer.singleShot(20, click)


def test_bad_json_keeps_the_dialog_open_with_the_text_and_writes_nothing(qtbot, paths):
    dlg = _dialog(qtbot, paths)
    broken = '{"mcpServers": {"git": {"command": "uvx", }}}'
    dlg.tools.editor.setPlainText(broken)
    dlg.accept()
    assert dlg.result() != dlg.DialogCode.Accepted
    assert "not valid JSON (line 1" in dlg.tools.problems.text()
    assert dlg.tools.editor.toPlainText() == broken
    assert dlg.current_page() is dlg.tools
    assert not mcp_config_path(paths).exists()


def test_a_bad_server_is_named_and_nothing_is_saved(qtbot, paths):
    dlg = _dialog(qtbot, paths)
    text = json.dumps(
        {"mcpServers": {"good": {"command": "uvx"}, "bad": {"command": "x", "args": "--oops"}}}
    )
    dlg.tools.editor.setPlainText(text)
    dlg.accept()
    assert dlg.result() != dlg.DialogCode.Accepted
    assert "server 'bad': 'args' must be a list of strings" in dlg.tools.problems.text()
    assert dlg.tools.editor.toPlainText() == text
    assert not mcp_config_path(paths).exists()


def test_servers_are_saved_with_their_secrets_kept_apart(qtbot, paths):
    dlg = _dialog(qtbot, paths)
    dlg.tools.editor.setPlainText(
        json.dumps(
            {
                "mcpServers": {
                    "tickets": {
                        "command": "uvx",
                        "args": ["tickets-mcp"],
                        "env": {"TICKETS_TOKEN": "s3cret-value", "REGION": "eu"},
                    }
                }
            }
        )
    )
    dlg.accept()
    assert dlg.result() == dlg.DialogCode.Accepted
    saved = mcp_config_path(paths).read_text()
    assert "s3cret-value" not in saved
    server = json.loads(saved)["mcpServers"]["tickets"]
    assert server["env"]["REGION"] == "eu"
    assert server["env"]["TICKETS_TOKEN"] == "<kept in keyring>"
    # The reopened dialog shows the saved servers (their secrets still kept apart).
    again = _dialog(qtbot, paths)
    assert '"tickets"' in again.tools.editor.toPlainText()
    assert "s3cret-value" not in again.tools.editor.toPlainText()


def test_a_server_off_this_machine_is_saved_only_after_the_warning(qtbot, paths):
    text = json.dumps({"mcpServers": {"wiki": {"url": "https://wiki.example.com/mcp"}}})
    dlg = _dialog(qtbot, paths)
    dlg.tools.editor.setPlainText(text)
    asked: list[str] = []
    _answer_warning(QMessageBox.StandardButton.No, asked)
    dlg.accept()
    assert asked and "leaves this machine" in asked[0] and "wiki.example.com" in asked[0]
    assert dlg.result() != dlg.DialogCode.Accepted
    assert not mcp_config_path(paths).exists()
    assert dlg.tools.editor.toPlainText() == text
    assert "did not agree" in dlg.tools.problems.text()

    _answer_warning(QMessageBox.StandardButton.Yes, asked)
    dlg.accept()
    assert dlg.result() == dlg.DialogCode.Accepted
    wiki = json.loads(mcp_config_path(paths).read_text())["mcpServers"]["wiki"]
    assert wiki["confirmedRemote"] is True

    # Saved again unchanged: the agreement holds, no second warning.
    again = _dialog(qtbot, paths)
    assert again.tools.save()
    assert len(asked) == 2


def test_pasted_confirmed_remote_does_not_skip_the_warning(qtbot, paths):
    dlg = _dialog(qtbot, paths)
    dlg.tools.editor.setPlainText(
        json.dumps(
            {
                "mcpServers": {
                    "wiki": {"url": "https://wiki.example.com/mcp", "confirmedRemote": True}
                }
            }
        )
    )
    asked: list[str] = []
    _answer_warning(QMessageBox.StandardButton.No, asked)
    assert not dlg.tools.save()
    assert len(asked) == 1


def test_test_button_starts_the_server_and_lists_its_tools(qtbot, aloop, paths):
    dlg = _dialog(qtbot, paths)
    dlg.tools.editor.setPlainText(
        json.dumps({"mcpServers": {"box": {"command": sys.executable, "args": [TOOLBOX, "stdio"]}}})
    )
    dlg.tools.check()
    top = dlg.tools.tree.topLevelItem(0)
    assert top.text(0) == "box" and "not started" in top.text(1)
    button = dlg.tools.tree.itemWidget(top, 2)
    button.click()
    qtbot.waitUntil(lambda: "ready" in top.text(1) or "failed" in top.text(1), timeout=30_000)
    assert top.text(1).startswith("ready:"), top.text(1)
    tools = {top.child(i).text(0): top.child(i).text(1) for i in range(top.childCount())}
    assert tools["echo"] == "Echo the text back."
    assert tools["broken"].startswith("not offered: its input schema")
    dlg.tools.allowed.addItems(["box.echo", "files.read_file"])
    dlg.show_tab(dlg.tools)
    dlg.show()
    for w, h in ((1600, 1000), (480, 700)):
        dlg.resize(w, h)
        qtbot.wait(100)
        screenshot(dlg, f"settings-tools-{w}x{h}")
        assert dlg.width() <= max(w, dlg.minimumSizeHint().width())
    assert dlg.minimumSizeHint().width() <= 480  # fits a narrow screen
    qtbot.waitUntil(lambda: dlg.tools._tests["box"].done(), timeout=20_000)


def test_a_server_that_fails_says_why(qtbot, aloop, paths):
    dlg = _dialog(qtbot, paths)
    dlg.tools.editor.setPlainText(
        json.dumps({"mcpServers": {"box": {"command": sys.executable, "args": [TOOLBOX, "fail"]}}})
    )
    dlg.tools.check()
    top = dlg.tools.tree.topLevelItem(0)
    dlg.tools.test("box")
    qtbot.waitUntil(lambda: top.text(1).startswith("failed"), timeout=30_000)
    assert "box" in top.text(1)


def test_revoke_removes_an_always_allowed_tool_and_limits_are_saved(qtbot, paths):
    s = Settings()
    s.tools.always_allow = ["box.echo", "git.status"]
    dlg = _dialog(qtbot, paths, s)
    assert not dlg.tools.revoke_button.isEnabled()
    dlg.tools.allowed.item(0).setSelected(True)
    dlg.tools.revoke_button.click()
    dlg.tools.max_rounds.setValue(3)
    out = dlg.result_settings()
    assert out.tools.always_allow == ["git.status"]
    assert out.tools.max_rounds == 3
    save_settings(paths, out)
    assert load_settings(paths).settings.tools.always_allow == ["git.status"]


def test_tools_settings_bad_values_fall_back_with_a_message(paths):
    paths.settings_file.write_text(
        'schema_version = 2\n[tools]\nmax_rounds = 99\nalways_allow = ["no-dot"]\n'
    )
    loaded = load_settings(paths)
    assert loaded.settings.tools.max_rounds == 8
    assert loaded.settings.tools.always_allow == []
    text = " ".join(loaded.problems)
    assert "tools.max_rounds" in text and "tools.always_allow" in text


def test_a_broken_saved_file_is_shown_as_it_is_and_never_saved_over(qtbot, paths):
    broken = '{"mcpServers": {"git": {"command": "uvx", "args": "not-a-list"}}}\n'
    mcp_config_path(paths).write_text(broken)
    dlg = _dialog(qtbot, paths)
    assert dlg.tools.editor.toPlainText() == broken
    assert "'args' must be a list of strings" in dlg.tools.problems.text()
    dlg.accept()
    assert dlg.result() != dlg.DialogCode.Accepted
    assert mcp_config_path(paths).read_text() == broken


def test_the_page_shows_the_window_hosts_live_state(qtbot, aloop, paths):
    from app.core.tools.config import parse_config, write_config_file
    from app.core.tools.host import McpHost
    from tests.gui.conftest import run

    cfg = parse_config(
        {"mcpServers": {"box": {"command": sys.executable, "args": [TOOLBOX, "stdio"]}}}
    )
    write_config_file(mcp_config_path(paths), cfg.servers)
    host = McpHost(cfg.servers)
    run(qtbot, host.start("box"))
    try:
        dlg = SettingsDialog(Settings(), paths=paths, host=host)
        qtbot.addWidget(dlg)
        top = dlg.tools.tree.topLevelItem(0)
        assert top.text(1) == "ready: 12 tools"
        assert top.childCount() == 12
    finally:
        run(qtbot, host.aclose())
