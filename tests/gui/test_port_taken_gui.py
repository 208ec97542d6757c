"""Another program takes the engine's port while the engine loads (issue 35, item 11): Ling Desk
sends it nothing and stops the engine, and everything the window says (the Engine panel's card
and state, the status bar, the chat's banner, a message that waited) names Ling Desk as the one
that stopped it and why; none says "crashed" or "killed by signal 2"."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app.core.chat.model import ERROR
from tests.support.engine import ROOT

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

THIEF = ROOT / "tests" / "support" / "port_thief.py"


def test_a_taken_port_reads_stopped_by_ling_desk_everywhere(make_gui, qtbot, tmp_path):
    # The double binds only after 4 s of loading (as SGLang does); the thief binds meanwhile.
    gui = make_gui(knobs=("--double-load-s", "4", "--double-warmup-delay", "30"),
                   wait_ready=False)  # fmt: skip
    sup = gui.engine.supervisor
    qtbot.waitUntil(lambda: sup.plan is not None and sup.running, timeout=30_000)
    pane = gui.window.pane
    pane.send("Hello?", [])  # waits for the engine
    conv = pane.conv
    record = tmp_path / "thief.jsonl"
    record.touch()
    thief = subprocess.Popen([sys.executable, str(THIEF), str(sup.plan.port), str(record)],
                             stdout=subprocess.PIPE, text=True, start_new_session=True)  # fmt: skip
    try:
        assert thief.stdout.readline().strip() == "listening"
        qtbot.waitUntil(lambda: gui.engine.state == "crashed", timeout=40_000)
        card = gui.status.engine_view.crash
        qtbot.waitUntil(lambda: not card.isHidden(), timeout=5_000)
        qtbot.waitUntil(lambda: conv.last().status == ERROR, timeout=5_000)
    finally:
        thief.kill()
        thief.wait(10)
    requests = [json.loads(ln) for ln in record.read_text().splitlines()]
    assert requests and {r["path"] for r in requests} == {"/health"}
    assert gui.engine.stopped_by_app
    # The Engine panel: its state and its card.
    view = gui.status.engine_view
    assert view.state_label.text() == "Stopped by Ling Desk"
    assert card.title.text().startswith(
        "Ling Desk stopped the engine: another program took its port"
    )
    assert "Another program took the engine's port" in card.summary.text()
    assert "Ling Desk sent it nothing and stopped the engine" in card.summary.text()
    # The status bar and the window title.
    assert gui.status.overall == ("fail", "Engine stopped by Ling Desk")
    assert "Engine stopped by Ling Desk" in gui.window.badge.text()
    # The chat: its banner, and the message that waited for the engine.
    banner = gui.window.pane.banner.text.text()
    assert banner.startswith(
        "<b>Ling Desk stopped the engine: another program took its port, and was sent nothing."
    ), banner
    assert conv.last().error.startswith("Not sent: Ling Desk stopped the engine"), conv.last().error
    # Everything but the engine's own log lines, which the card quotes as they are.
    card_words = [card.title.text(), card.summary.text(), card.remedy.text()]
    said = " ".join([view.state_label.text(), view.detail.text(), *card_words, banner,
                     gui.window.badge.text(), gui.window.windowTitle(), conv.last().error])  # fmt: skip
    assert "crash" not in said.lower() and "signal" not in said, said
