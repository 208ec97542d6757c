"""The window when a stranger holds the local API's port (another account's program on a shared
DGX Spark): a red banner names it and the apps that need a new key, the Connect page hands out no
address and no setup, and once the port is free Ling Desk takes it back; a new key for the app
clears the banner. Real squatter process, real gateway, real key file, offscreen Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest

from app.core.engine.supervisor import pick_free_port
from app.core.gateway import ClientKeys
from app.core.gateway.config import GATEWAY_KEYS_FILE
from app.core.paths import Paths
from app.core.settings import Settings
from tests.gui.conftest import screenshot
from tests.support.engine import ROOT
from tests.support.nobody import nobody_prefix

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]
THIEF = ROOT / "tests" / "support" / "port_thief.py"


def test_a_stranger_on_the_port_is_a_red_banner_and_the_connect_page_gives_no_address(
    make_gui, qtbot, tmp_path
):
    port = pick_free_port()
    base = tmp_path / "base"
    keys = ClientKeys(Paths.from_basedir(base).ensure().data_dir / GATEWAY_KEYS_FILE)
    old = keys.create("Continue")
    keys.close()
    prefix = nobody_prefix()
    other = bool(prefix)
    thief = subprocess.Popen([*prefix, sys.executable, str(THIEF), str(port), "/dev/null"],
                             cwd=ROOT, stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert thief.stdout is not None and thief.stdout.readline().strip() == "listening"
        settings = Settings()
        settings.gateway.port = port
        gui = make_gui(start=False, basedir=base, settings=settings)
        w = gui.window
        assert not gui.gateway.service.running
        qtbot.waitUntil(lambda: w.gateway_alarm_bar.isVisible(), timeout=5_000)
        text = w.gateway_alarm.text()
        who = "user nobody's program" if other else "another program of yours"
        assert text.startswith(f"Port {port} on 127.0.0.1 is held by {who}")
        assert f"(pid {thief.pid})" in text
        assert text.endswith("Apps that need a new key (their keys are refused as exposed): "
                             "Continue.")  # fmt: skip
        screenshot(w, "gateway-squatter-banner")

        w.gateway_alarm_button.click()
        page = gui.gateway.page
        assert page is not None and page.isVisible()
        assert page.base_url.text() == ""  # no address it does not hold
        assert page.base_url.placeholderText() == f"None now: Ling Desk does not hold port {port}"
        assert str(port) not in page.snippet_view.toPlainText().replace(f"port {port}", "")
        assert "no setup to copy" in page.snippet_view.toPlainText()
        assert not page.copy_base.isEnabled() and not page.copy_snippet.isEnabled()
        assert page.exposed_note.isVisible()
        assert page.exposed_note.text().startswith("These apps need a new key: Continue.")
        assert f"(pid {thief.pid})" in page.exposed_note.text()
        assert page.keys_table.item(0, 4).text().startswith(f"yes: {who}")
        # While the stranger is there, a key made or re-issued would be exposed at once.
        assert not page.create_btn.isEnabled() and not page.reissue_btn.isEnabled()
        screenshot(page, "gateway-squatter-connect")

        thief.kill()
        thief.wait(10)
        # Ling Desk takes the port back by itself; the keys stay refused until the user acts.
        qtbot.waitUntil(lambda: gui.gateway.service.running, timeout=15_000)
        qtbot.waitUntil(lambda: w.gateway_alarm.text().startswith("While Ling Desk did not hold "
                                                                  f"port {port}"), timeout=5_000)  # fmt: skip
        assert w.gateway_alarm_bar.isVisible() and "refused: Continue." in w.gateway_alarm.text()
        assert page.base_url.text() == f"http://127.0.0.1:{port}/v1"
        assert page.create_btn.isEnabled() and page.reissue_btn.isEnabled()
        page.keys_table.selectRow(0)
        page.reissue_btn.click()
        new = page.new_key_edit.text()
        assert new.startswith("lingdesk-") and new != old
        assert new in page.snippet_view.toPlainText()
        qtbot.waitUntil(lambda: not w.gateway_alarm_bar.isVisible(), timeout=5_000)
        assert not page.exposed_note.isVisible()
        assert gui.gateway.service.keys.verify(new) == "Continue"
        assert gui.gateway.service.keys.verify(old) is None
    finally:
        if thief.poll() is None:
            thief.kill()
        thief.wait(10)
        if thief.stdout:
            thief.stdout.close()


def test_a_key_made_elsewhere_while_the_stranger_stays_is_exposed_too(make_gui, qtbot, tmp_path):
    """`api key create` in a terminal while the window waits for the port: that key existed while
    the stranger held the port, so it is refused too, and the banner names its app."""
    port = pick_free_port()
    thief = subprocess.Popen([sys.executable, str(THIEF), str(port), "/dev/null"], cwd=ROOT,
                             stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert thief.stdout is not None and thief.stdout.readline().strip() == "listening"
        settings = Settings()
        settings.gateway.port = port
        gui = make_gui(start=False, settings=settings)
        w = gui.window
        qtbot.waitUntil(lambda: w.gateway_alarm_bar.isVisible(), timeout=5_000)
        assert "Apps that need a new key" not in w.gateway_alarm.text()  # no keys yet
        other = ClientKeys(
            gui.paths.data_dir / GATEWAY_KEYS_FILE, key=gui.ctx.data_key
        )  # a terminal
        try:
            token = other.create("Aider")
            qtbot.waitUntil(lambda: w.gateway_alarm.text().endswith(
                "Apps that need a new key (their keys are refused as exposed): Aider."),
                timeout=10_000)  # fmt: skip
            assert other.verify(token) is None
        finally:
            other.close()
    finally:
        thief.kill()
        thief.wait(10)
        if thief.stdout:
            thief.stdout.close()
