"""The administrator's policy in the window (real widgets, offscreen): what it fixes is shown
locked with "set by your organisation", a server off this machine cannot be saved in
Settings > Tools, and the window runs without the gateway, saying why where apps are connected.
The policy is a real trusted file that LINGDESK_POLICY_FILE names (tests/support/policy.py)."""

from __future__ import annotations

import json
import socket
import tomllib

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from app.core.paths import Paths
from app.core.policy import POLICY_ENV, SENTENCE
from app.core.settings import load_settings, save_settings
from app.ui.settings.dialog import SettingsDialog
from app.ui.settings.locks import lock_text
from app.ui.tools.page import mcp_config_path
from tests.gui.conftest import screenshot
from tests.support.policy import GATEWAY_AND_REMOTE_MCP, write_policy

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]

REMOTE = {"mcpServers": {"search": {"type": "http", "url": "https://tools.example.com/mcp"}}}
LOCAL = {"mcpServers": {"mine": {"type": "http", "url": "http://127.0.0.1:8765/mcp"}}}


@pytest.fixture
def paths(tmp_path) -> Paths:
    return Paths.from_basedir(tmp_path / "base").ensure()


def _show_tab(dlg: SettingsDialog, title: str) -> None:
    for i in range(dlg.tabs.count()):
        if dlg.tabs.tabText(i) == title:
            dlg.tabs.setCurrentIndex(i)
            return
    raise AssertionError(f"no tab {title!r}")


def _yes_to_any_warning(asked: list[str]) -> QTimer:
    """Should the policy ever fail to refuse, the remote warning is answered Yes (the server is
    then saved and the test fails) rather than waited on forever."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.button(QMessageBox.StandardButton.Yes).click()

    timer = QTimer()
    timer.timeout.connect(click)
    timer.start(20)
    return timer


def test_settings_shows_the_gateway_and_remote_mcp_locked(qtbot, tmp_path, paths, monkeypatch):
    policy = GATEWAY_AND_REMOTE_MCP + "[settings.sampling]\ntemperature = 0.2\n"
    monkeypatch.setenv(POLICY_ENV, str(write_policy(tmp_path, policy)))
    paths.settings_file.write_text(
        "schema_version = 2\n[gateway]\nenabled = true\n[sampling]\ntemperature = 1.0\n",
        encoding="utf-8",
    )
    dlg = SettingsDialog(load_settings(paths).settings, paths=paths)
    qtbot.addWidget(dlg)
    dlg.show()

    # The gateway: off, locked, and the sentence both visible and as the tooltip.
    _show_tab(dlg, "Apps")
    assert not dlg.gateway_enabled.isEnabled() and not dlg.gateway_enabled.isChecked()
    assert not dlg.gateway_port.isEnabled()
    assert SENTENCE in dlg.gateway_enabled.toolTip()
    label = dlg.locks["gateway.enabled"]
    qtbot.waitUntil(label.isVisible, timeout=2_000)
    assert label.text() == lock_text() and SENTENCE in label.text()
    screenshot(dlg, "policy-settings-apps")
    # A fixed setting of any tab: its control shows the policy's value, locked.
    _show_tab(dlg, "Sampling")
    assert dlg.temperature.value() == pytest.approx(0.2) and not dlg.temperature.isEnabled()
    assert dlg.locks["sampling.temperature"].isVisible()
    assert dlg.parallel.isEnabled()  # not fixed: the user's to change

    # Remote MCP: said before anything is typed, and a server off this machine is not saved.
    _show_tab(dlg, "Tools")
    lock = dlg.tools.remote_lock
    assert lock is not None and lock.isVisible() and SENTENCE in lock.text()
    screenshot(dlg, "policy-settings-tools")
    dlg.tools.editor.setPlainText(json.dumps(REMOTE))
    asked: list[str] = []
    timer = _yes_to_any_warning(asked)
    try:
        dlg.accept()
    finally:
        timer.stop()
    assert dlg.result() != dlg.DialogCode.Accepted
    assert asked == []  # refused outright: no "save it anyway?" to agree to
    assert SENTENCE in dlg.tools.problems.text()
    assert "'search'" in dlg.tools.problems.text()
    assert dlg.tools.editor.toPlainText() == json.dumps(REMOTE)  # kept as typed
    assert not mcp_config_path(paths).exists()
    # A server on this machine is saved as before.
    dlg.tools.editor.setPlainText(json.dumps(LOCAL))
    dlg.accept()
    assert dlg.result() == dlg.DialogCode.Accepted
    assert "mine" in json.loads(mcp_config_path(paths).read_text())["mcpServers"]

    # Saving: the fixed values are what runs, and the user's own stay in their file.
    dlg.gateway_enabled.setChecked(True)  # as if a locked control were changed anyway
    result = dlg.result_settings()
    assert result.gateway.enabled is False and result.sampling.temperature == 0.2
    save_settings(paths, result)
    raw = tomllib.loads(paths.settings_file.read_text(encoding="utf-8"))
    assert raw["gateway"]["enabled"] is True and raw["sampling"]["temperature"] == 1.0
    assert load_settings(paths).settings.gateway.enabled is False


def test_privacy_shows_encryption_locked_on_and_retention_within_the_limit(
    qtbot, tmp_path, paths, monkeypatch
):
    text = "[forbid]\nencryption_off = true\n[limits]\nmax_retention_days = 30\n"
    monkeypatch.setenv(POLICY_ENV, str(write_policy(tmp_path, text)))
    paths.settings_file.write_text(
        "schema_version = 2\n[privacy]\nencrypt = false\nretention_days = 0\n", encoding="utf-8"
    )
    dlg = SettingsDialog(load_settings(paths).settings, paths=paths)
    qtbot.addWidget(dlg)
    dlg.show()
    _show_tab(dlg, "Privacy")
    page = dlg.privacy
    assert page.encrypt.isChecked() and not page.encrypt.isEnabled()
    assert dlg.locks["privacy.encrypt"].isVisible()
    assert (page.retention.minimum(), page.retention.maximum()) == (1, 30)
    assert page.retention.value() == 30  # the user's "forever", within the limit
    assert page.retention_limit is not None and page.retention_limit.isVisible()
    assert (
        SENTENCE in page.retention_limit.text() and "At most 30 days" in page.retention_limit.text()
    )
    page.retention.setValue(400)  # typed beyond the limit: held at it
    assert page.retention.value() == 30
    screenshot(dlg, "policy-settings-privacy")


def test_the_window_starts_without_the_gateway_and_says_why(make_gui, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(POLICY_ENV, str(write_policy(tmp_path, GATEWAY_AND_REMOTE_MCP)))
    gui = make_gui(start=False)
    port = gui.ctx.settings.gateway.port  # a free one (make_gui): the gateway never took it
    service = gui.gateway.service
    assert not service.running and service.forbidden
    assert SENTENCE in service.problem
    with socket.socket() as s:
        assert s.connect_ex(("127.0.0.1", port)) != 0
    assert SENTENCE in gui.window.statusBar().currentMessage()
    page = gui.gateway.show_page(gui.window)
    qtbot.waitUntil(page.isVisible, timeout=2_000)
    state = page.findChild(QLabel, "GatewayState")
    assert state.text().startswith("The local API is not running: the local API for editors")
    assert SENTENCE in state.text()
    assert not page.create_btn.isEnabled() and SENTENCE in page.create_btn.toolTip()
    screenshot(page, "policy-connect-page")
    page.close()
