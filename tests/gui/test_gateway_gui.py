"""The local API gateway in the window: it runs with the app, an editor's request goes through it
to the app's engine, the status bar says which app is being served, and a chat answer waiting
behind that request at batch 1 says whose request it waits for."""

from __future__ import annotations

import threading

import httpx
import pytest

from app.core.chat.model import STREAMING

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]


def test_an_editors_request_goes_through_and_the_window_says_whom_it_serves(make_gui, qtbot):
    import openai

    gui = make_gui(("--double-tok-per-s", "30"))
    port = gui.ctx.settings.gateway.port
    qtbot.waitUntil(lambda: gui.gateway.service.running, timeout=5_000)
    key = gui.gateway.service.keys.create("Continue")
    client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=key, timeout=60)
    assert [m.id for m in client.models.list().data] == ["Ling-3.0-flash"]
    done: list[str] = []

    def editor() -> None:  # a slow streamed answer (~10 s at 30 tok/s) holds the batch-1 engine
        stream = client.chat.completions.create(
            model="Ling-3.0-flash", stream=True, max_tokens=300,
            messages=[{"role": "user", "content": "Explain this function"}],
        )  # fmt: skip
        done.append("".join(c.choices[0].delta.content or "" for c in stream if c.choices))

    t = threading.Thread(target=editor, daemon=True)
    t.start()
    qtbot.waitUntil(lambda: gui.window.serving.isVisible(), timeout=15_000)
    assert gui.window.serving.text() == "⇄ serving Continue"
    assert gui.status.gauges.serving.text().startswith("⇄ Serving Continue through the local API")
    # A chat message sent now waits behind it, and says whose request it waits for.
    pane = gui.window.pane
    pane.send("And a question from the chat", [])
    reply = pane.conv.last()
    qtbot.waitUntil(lambda: reply.status == STREAMING, timeout=5_000)
    label = pane.view.widget_for(reply.id).state_label
    qtbot.waitUntil(lambda: "Continue's request" in label.text(), timeout=5_000)
    t.join(60)
    assert done and done[0]
    qtbot.waitUntil(lambda: not gui.window.serving.isVisible(), timeout=15_000)
    assert gui.status.gauges.serving.isHidden()
    qtbot.waitUntil(lambda: reply.status != STREAMING, timeout=60_000)
    assert reply.content  # never lost: it went out once the app's request was answered
    # The engine's own key never reaches an app; a wrong key is refused.
    r = httpx.get(f"http://127.0.0.1:{port}/v1/models", headers={"Authorization": "Bearer x"})
    assert r.status_code == 401


def test_the_connect_page_opens_from_the_engine_menu_and_the_side_panel(make_gui, qtbot):
    gui = make_gui(start=False)
    gui.window.connectAppRequested.emit()
    page = gui.gateway.page
    assert page is not None and page.isVisible()
    page.close()
    gui.side.connect_button.click()
    assert gui.gateway.page.isVisible()
    gui.gateway.page.close()


def test_the_connect_page_reopened_counts_live_and_sets_apps_up_from_the_engine(make_gui, qtbot):
    # Issue 39: closed once, the page froze ("never / 0 requests"); the snippets said a
    # context the engine did not serve; successful streams were counted as failures.
    import openai
    from PySide6.QtCore import Qt

    from app.core.gateway.snippets import APPS
    from app.core.settings import Settings

    settings = Settings()
    settings.sampling.max_tokens = 0
    settings.engine.context_length = 65536  # the double serves what it is launched with
    gui = make_gui(settings=settings, size=(640, 400))  # within the offscreen screen
    avail = gui.window.screen().availableGeometry()
    frame = gui.window.frameGeometry()
    gui.window.move(avail.right() - frame.width(), avail.bottom() - frame.height())  # a corner
    gui.window.connectAppRequested.emit()
    page = gui.gateway.page
    assert page.isVisible()
    # Sized to its content within the screen (never past an edge; centring: test_connect_page).
    assert avail.contains(page.frameGeometry()), (avail, page.frameGeometry())
    assert page.width() >= 600 and page.base_url.width() >= page.base_url.minimumWidth()
    # The engine's own context length, model id and parallel limit in every snippet.
    qtbot.waitUntil(lambda: "65,536" in page.snippet_view.toPlainText(), timeout=10_000)
    for app in APPS:
        page.app_pick.setCurrentText(app)
        text = page.snippet_view.toPlainText()
        assert "65,536 tokens of context" in text and "Ling-3.0-flash" in text, app
        assert "one request at a time" in text, app
        assert "131072" not in text and "262144" not in text, app
    page.app_pick.setCurrentText("Continue")
    assert "contextLength: 65536" in page.snippet_view.toPlainText()
    page.app_pick.setCurrentText("Cline")
    assert "Context Window Size: 65536" in page.snippet_view.toPlainText()
    page.app_pick.setCurrentText("Zed")
    assert '"max_tokens": 65536' in page.snippet_view.toPlainText()
    assert "a chat answer in Ling Desk waits" in page.parallel_note.text()
    # Esc closes it; reopened, it follows the gateway again.
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5_000)
    page.key_name.setFocus()
    qtbot.keyClick(page.key_name, Qt.Key.Key_Escape)
    assert not page.isVisible()
    gui.window.connectAppRequested.emit()
    assert gui.gateway.page is page and page.isVisible()
    page.key_name.setText("Continue")
    page.create_btn.click()
    client = openai.OpenAI(base_url=page.base_url.text(), api_key=page.new_key, max_retries=0,
                           timeout=60)  # fmt: skip
    for _ in range(4):  # as the OpenAI client streams by default: it closes on [DONE]
        list(client.chat.completions.create(model="Ling-3.0-flash", stream=True, max_tokens=8,
                                            messages=[{"role": "user", "content": "hi"}]))  # fmt: skip
    qtbot.waitUntil(lambda: page.keys_table.item(0, 3).text() == "4", timeout=10_000)
    assert page.keys_table.item(0, 2).text() != "never"
    qtbot.waitUntil(lambda: page.requests_table.rowCount() == 4, timeout=10_000)
    for row in range(4):
        assert page.requests_table.item(row, 3).text() == "200"
        assert page.requests_table.item(row, 6).text() == "8"  # the output tokens
