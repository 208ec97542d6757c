"""The "Connect an app" page, offscreen, with a real gateway on loopback in front of a real
upstream (tests/support/stub_upstream) and the real openai client as the app."""

from __future__ import annotations

import openai
import pytest

from app.core.gateway import ClientKeys, Gateway, GatewayConfig, ReadinessState
from app.core.gateway.selftest import TEST_KEY_NAME
from app.ui.gateway.connect_page import ConnectPage
from tests.gui.conftest import screenshot
from tests.support.gateway_env import ENGINE_KEY
from tests.support.stub_upstream import run_stub

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def stub():
    with run_stub() as s:
        yield s


@pytest.fixture
def keys(tmp_path):
    k = ClientKeys(tmp_path / "api-keys.sqlite3")
    yield k
    k.close()


@pytest.fixture
def gateway(stub, keys):
    state = ReadinessState()
    state.set_ready(stub.url, ENGINE_KEY)
    gw = Gateway(GatewayConfig(port=0), state, keys)
    gw.start()
    yield gw
    gw.stop()


@pytest.fixture
def page(qtbot, keys, gateway):
    p = ConnectPage(keys, gateway, gateway.port)
    qtbot.addWidget(p)
    p.resize(900, 1000)
    p.show()
    return p


def test_not_running_says_why(qtbot, keys):
    p = ConnectPage(keys, None, 4950, problem="port 4950 on 127.0.0.1 is taken by another program")
    qtbot.addWidget(p)
    assert p.state_label.text() == (
        "The local API is not running: port 4950 on 127.0.0.1 is taken by another program."
    )
    # It hands out no address it does not hold (an app set up now could reach a stranger).
    assert p.base_url.text() == ""
    assert p.base_url.placeholderText() == "None now: Ling Desk does not hold port 4950"
    assert "127.0.0.1:4950" not in p.snippet_view.toPlainText()
    assert not p.test_btn.isEnabled()
    # Nothing to copy that would point an app at the port (issue 39).
    assert not p.copy_base.isEnabled() and not p.copy_snippet.isEnabled()
    assert p.parallel_note.isHidden()


def test_loading_engine_is_shown_as_apps_see_it(page, gateway):
    gateway.state.set_not_ready("capturing CUDA graphs", 0.62)
    page.refresh()
    assert "Ling-3.0-flash is loading: capturing CUDA graphs, 62%" in page.state_label.text()
    assert page.base_url.text() == gateway.base_url


def test_create_copy_once_use_and_revoke_a_key(qtbot, page, gateway):
    page.key_name.setText("no/slash")
    page.create_btn.click()
    assert "not a usable key name" in page.key_message.text()
    assert page.keys_table.rowCount() == 0

    page.key_name.setText("Continue")
    page.create_btn.click()
    key = page.new_key_edit.text()
    assert key.startswith("lingdesk-") and page.new_key_box.isVisible()
    page.app_pick.setCurrentText("Continue")
    assert f"apiKey: {key}" in page.snippet_view.toPlainText()
    assert f"apiBase: {gateway.base_url}" in page.snippet_view.toPlainText()
    page.copy_snippet.click()
    from PySide6.QtGui import QGuiApplication

    assert key in QGuiApplication.clipboard().text()
    assert page.keys_table.item(0, 0).text() == "Continue"

    # The app uses it; the request shows up in the list (a queued signal from the gateway thread).
    app = openai.OpenAI(base_url=gateway.base_url, api_key=key, max_retries=0)
    app.chat.completions.create(model="Ling-3.0-flash", messages=[{"role": "user", "content": "x"}])
    qtbot.waitUntil(lambda: page.requests_table.rowCount() == 1, timeout=10_000)
    assert page.requests_table.item(0, 1).text() == "Continue"
    assert page.requests_table.item(0, 3).text() == "200"
    qtbot.waitUntil(lambda: page.keys_table.item(0, 3).text() == "1", timeout=10_000)

    page.keys_table.selectRow(0)
    page.revoke_btn.click()
    assert page.keys_table.rowCount() == 0
    assert "revoked" in page.key_message.text()
    with pytest.raises(openai.AuthenticationError):
        app.models.list()

    page.close()  # shown once: gone when the page closes
    assert page.new_key is None and key not in page.snippet_view.toPlainText()
    assert not page.new_key_box.isVisible()


def test_the_test_button_makes_a_real_request_and_leaves_no_key(qtbot, page, stub):
    page.test_btn.click()
    qtbot.waitUntil(lambda: page.test_result.text().startswith(("Works", "Failed")), timeout=30_000)
    assert page.test_result.text().startswith("Works: answered in")
    assert stub.seen[-1].path == "/v1/chat/completions"
    assert stub.seen[-1].headers["Authorization"] == f"Bearer {ENGINE_KEY}"
    assert [k.name for k in page.keys.list()] == []
    qtbot.waitUntil(lambda: page.requests_table.rowCount() == 1, timeout=10_000)
    assert page.requests_table.item(0, 1).text() == TEST_KEY_NAME


def test_the_test_button_reports_a_not_ready_engine(qtbot, page, gateway):
    gateway.state.set_not_ready("loading weights", 0.3)
    page.test_btn.click()
    qtbot.waitUntil(lambda: page.test_result.text().startswith(("Works", "Failed")), timeout=30_000)
    assert page.test_result.text() == (
        "Failed (503): Ling-3.0-flash is loading: loading weights, 30%"
    )


def test_serving_an_app_is_said(page, gateway):
    from app.core.gateway import RequestRecord

    rec = RequestRecord("Aider", "POST /v1/chat/completions")
    gateway.log.started(rec)
    page.refresh()
    assert page.state_label.text().endswith("Engine ready; serving Aider.")
    gateway.log.finished(rec)


@pytest.mark.parametrize("size", [(1600, 1000), (480, 700)])
def test_screenshots(qtbot, page, gateway, size):
    page.key_name.setText("Continue")
    page.create_btn.click()
    page.key_name.setText("aider-laptop")
    page.create_btn.click()
    app = openai.OpenAI(base_url=gateway.base_url, api_key=page.new_key, max_retries=0)
    list(app.chat.completions.create(model="Ling-3.0-flash", stream=True,
                                     messages=[{"role": "user", "content": "x"}]))  # fmt: skip
    qtbot.waitUntil(lambda: page.requests_table.rowCount() == 1, timeout=10_000)
    page.resize(*size)
    path = screenshot(page, f"connect_page_{size[0]}x{size[1]}")
    assert path.exists()


@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support propagateSizeHints"
)
def test_gateway_control_says_which_app_is_served_and_opens_the_page(qtbot, tmp_path, stub):
    import sys

    from app.core.gateway import RequestRecord
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.gateway.control import GatewayControl

    before = sys.getswitchinterval()
    ctl = GatewayControl(Paths.from_basedir(tmp_path / "base"), Settings(), data_key=None)
    ctl.service.config.port = 0
    assert ctl.start(), ctl.service.problem
    assert sys.getswitchinterval() == 0.001
    try:
        ctl.service.state.set_ready(stub.url, ENGINE_KEY)
        rec = RequestRecord("Continue", "POST /v1/chat/completions")
        with qtbot.waitSignal(ctl.servingChanged, timeout=5000) as got:
            ctl.service.log.started(rec)  # as the gateway thread does
        assert got.args == ["Continue"]
        assert ctl.waiting_text() == "waiting for Continue's request"
        with qtbot.waitSignal(ctl.servingChanged, timeout=5000) as got:
            ctl.service.log.finished(rec)
        assert got.args == [""] and ctl.waiting_text() == ""
        page = ctl.show_page()
        qtbot.addWidget(page)
        assert page.base_url.text() == ctl.service.gateway.base_url
        assert "Engine ready" in page.state_label.text()
    finally:
        ctl.stop()
    assert page.state_label.text().startswith("The local API is not running")
    assert sys.getswitchinterval() == before


def test_tab_reaches_every_enabled_control_and_leaves_the_tables(qtbot, page, gateway):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QWidget

    page.key_name.setText("Continue")
    page.create_btn.click()  # a row in the keys table, the key's own Copy, enabled key buttons
    app = openai.OpenAI(base_url=gateway.base_url, api_key=page.new_key, max_retries=0)
    app.models.list()
    qtbot.waitUntil(lambda: page.requests_table.rowCount() == 1, timeout=10_000)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5_000)
    page.key_name.setFocus()
    qtbot.waitUntil(page.key_name.hasFocus, timeout=5_000)
    wanted = {
        w for w in page.findChildren(QWidget)
        if w.isVisibleTo(page) and w.isEnabled()
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None
    }  # fmt: skip
    seen: list[QWidget] = []
    for _ in range(3 * len(wanted)):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        w = QApplication.focusWidget()
        if w is page.key_name:
            break
        seen.append(w)
    missed = [f"{type(w).__name__} {w.objectName()} {getattr(w, 'text', str)()!r}"
              for w in wanted - set(seen) - {page.key_name}]  # fmt: skip
    assert not missed, missed
    assert w is page.key_name  # all the way round: no trap in a table or the snippet
    assert seen.count(page.keys_table) == 1 and seen.count(page.requests_table) == 1
    assert page.copy_snippet in seen and page.test_btn in seen


def test_the_page_is_centred_on_the_window_it_was_opened_from(qtbot, page, monkeypatch):
    from PySide6.QtWidgets import QWidget

    import app.ui.gateway.connect_page as cp

    monkeypatch.setattr(cp, "PREFERRED_WIDTH", 300)  # narrower than the offscreen screen
    page.close()
    avail = page.screen().availableGeometry()
    want = page.content_size()
    anchor = QWidget()
    qtbot.addWidget(anchor)
    anchor.resize(want.width() + 40, 200)
    anchor.move(avail.left() + 10, avail.top() + 40)
    anchor.show()
    page.fit_to_screen(anchor)
    page.show()
    assert avail.contains(page.frameGeometry())
    got, centre = page.frameGeometry().center(), anchor.frameGeometry().center()
    assert abs(got.x() - centre.x()) <= 8, (got, centre)
    assert page.width() == want.width()  # its content's width, not a corner's 312 px
