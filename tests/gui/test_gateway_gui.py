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
