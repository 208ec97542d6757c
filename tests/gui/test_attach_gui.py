"""Settings > Engine > "Use a running engine", end to end against a double Ling Desk did not start.

The double runs in its own session with its own --api-key (someone's team server); the key is
stored for its URL the way the settings dialog stores it. The EngineController attaches (starts
nothing), the status panel runs the live checks it can run from outside, and the FP8 head's row
is grey "not provable remotely", not red. Stop/Restart are absent, the chat streams, and letting
go of the engine leaves it running.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from app.core.engine.client import EngineClient
from app.core.engine.supervisor import pick_free_port
from app.core.paths import Paths
from app.core.recipe import SERVED_MODEL_NAME
from app.core.secrets import attach_key_for, store_attach_key
from app.core.settings import Settings
from app.core.verify import verdict as vd
from app.core.verify.verdict import Status
from app.ui.status.qtfix import guard_pyside_leaks
from app.ui.status.style import status_color
from tests.gui.test_status_double import FAST, Rig, shot, until
from tests.support.engine import DOUBLE, make_model_dir

guard_pyside_leaks()

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.timeout(90),
]

TEAM_KEY = "team-server-key-0123456789"


@contextlib.contextmanager
def team_engine(model: Path):
    """A double started outside Ling Desk, with its own key, like a shared team server."""
    port = pick_free_port()
    argv = [sys.executable, str(DOUBLE), *FAST, "--model-path", str(model),
            "--served-model-name", SERVED_MODEL_NAME, "--host", "127.0.0.1", "--port", str(port),
            "--api-key", TEAM_KEY, "--moe-runner-backend", "humming",
            "--speculative-algorithm", "NEXTN", "--speculative-draft-model-path", str(model),
            "--speculative-num-steps", "3", "--speculative-eagle-topk", "1",
            "--speculative-num-draft-tokens", "4"]  # fmt: skip
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True,
                            env={**os.environ, "SGLANG_ENABLE_FP8_LM_HEAD": "1"})  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(url + "/health", timeout=2).status_code == 200:
                    break
            time.sleep(0.1)
        yield url, proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def attach_rig(tmp_path: Path, url: str) -> Rig:
    """The status rig on an engine Ling Desk attaches to (it starts nothing)."""
    settings = Settings()
    settings.engine.attach_url = url
    settings.engine.profile = "h200"
    return Rig(tmp_path, settings=settings)


def test_attached_engine_grey_not_provable_rows_chat_and_no_stop(runner, tmp_path):
    model = make_model_dir(tmp_path)
    with team_engine(model) as (url, proc):
        paths = Paths.from_basedir(tmp_path / "base").ensure()
        # As the dialog does on Save (the test keyring fails, so the 0600 file keeps it).
        store_attach_key(paths, url, TEAM_KEY)
        assert attach_key_for(paths, url) == TEAM_KEY
        rig = attach_rig(tmp_path, url)

        async def go() -> None:
            rig.engine.start()
            await until(lambda: rig.live_done or rig.engine.state in ("crashed", "failed"),
                        30, "the live checks")  # fmt: skip
            await asyncio.sleep(0.3)
            assert rig.engine.attached and rig.engine.state == "ready", rig.engine.detail
            # What can be judged from outside is judged (server fields, the probe's accept len).
            assert rig.row(vd.HUMMING_MOE).status == Status.PASS
            assert rig.row(vd.MTP_NEXTN).status == Status.PASS
            assert "spec_accept_length" in " ".join(rig.row(vd.MTP_NEXTN).evidence)
            # The FP8 head's proof is inside the engine: grey, with the reason, not failed.
            fp8 = rig.row(vd.FP8_LM_HEAD)
            assert fp8.status == Status.UNPROVABLE, fp8.summary
            assert fp8.summary.startswith("Not provable remotely")
            row = rig.ctl.panel.row(vd.FP8_LM_HEAD)
            assert row.dot.status == "unprovable"
            grey = status_color("pending", row).name()
            assert status_color(row.dot.status, row).name() == grey
            assert row.summary.styleSheet() != f"color: {status_color('fail', row).name()};"
            assert rig.ctl.overall[0] == "unprovable"
            assert "not provable remotely: FP8 LM head" in rig.ctl.overall[1]
            # Nothing of this machine is judged for someone else's engine.
            assert rig.row(vd.GPU).status == Status.SKIP
            # Whose engine it is; Stop and Restart are not offered.
            view = rig.ctl.engine_view
            assert "did not start" in view.owner.text() and url in view.owner.text()
            assert view.stop_button.isHidden() and view.restart_button.isHidden()
            assert not view.start_button.isHidden()
            shot(rig.dock, "attach-not-provable-remotely")
            # The chat streams through the controller's client, with the stored key.
            client = rig.engine.client
            assert isinstance(client, EngineClient)
            text = []
            payload = {"model": SERVED_MODEL_NAME, "max_tokens": 16,
                       "messages": [{"role": "user", "content": "Hello, team engine."}]}  # fmt: skip
            async for chunk in client.stream_chat(payload):
                text.append(chunk.content or "")
            assert len("".join(text).split()) >= 5  # a streamed reply, chunk by chunk
            await rig.close()

        runner.run(go())
        # Letting go of it left it running: it is not ours.
        assert proc.poll() is None
        assert httpx.get(url + "/health", timeout=5).status_code == 200


def test_attach_key_never_sent_in_clear_to_a_remote_http_url(runner, tmp_path):
    url = "http://192.0.2.10:30000"  # TEST-NET-1: refused before any connection is tried
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    store_attach_key(paths, url, TEAM_KEY)
    rig = attach_rig(tmp_path, url)

    async def go() -> None:
        assert await rig.engine.start_async() is False
        assert rig.engine.state == "failed" and rig.engine.failure_kind == "settings"
        assert "clear text" in rig.engine.detail and "https" in rig.engine.detail
        assert not rig.engine.supervisor.running
        await rig.close()

    runner.run(go())


def test_attached_engine_that_goes_away_is_reported_lost(runner, tmp_path):
    model = make_model_dir(tmp_path)
    with team_engine(model) as (url, proc):
        paths = Paths.from_basedir(tmp_path / "base").ensure()
        store_attach_key(paths, url, TEAM_KEY)
        rig = attach_rig(tmp_path, url)
        rig.engine.supervisor.watch_interval_s = 0.2

        async def go() -> None:
            rig.engine.start()
            await until(lambda: rig.engine.state == "ready", 30, "attached")
            os.killpg(proc.pid, signal.SIGKILL)
            await until(lambda: rig.engine.state == "crashed", 30, "the loss to be noticed")
            assert "stopped answering" in rig.engine.detail
            assert rig.engine.client is None
            await rig.close()

        runner.run(go())


def test_the_chat_says_an_attached_engine_was_lost_and_offers_to_attach_again(
    make_gui, qtbot, tmp_path
):
    model = make_model_dir(tmp_path / "team")
    with team_engine(model) as (url, proc):
        paths = Paths.from_basedir(tmp_path / "base").ensure()
        store_attach_key(paths, url, TEAM_KEY)
        settings = Settings()
        settings.engine.attach_url = url
        settings.engine.profile = "h200"
        gui = make_gui(settings=settings)
        gui.engine.supervisor.watch_interval_s = 0.2
        os.killpg(proc.pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: gui.engine.state == "crashed", timeout=30_000)
        banner = gui.window.pane.banner
        qtbot.waitUntil(banner.isVisible, timeout=5_000)
        # Not ours: it was lost, not crashed, and Ling Desk cannot restart someone else's engine.
        assert "stopped answering" in banner.text.text()
        assert "crashed" not in banner.text.text()
        assert banner.button("Attach again") is not None
        assert banner.button("Restart engine") is None
        assert gui.status.badge() == ("fail", "Engine lost")  # the status bar and the title


def test_a_ready_engine_gone_silent_says_answers_stop_not_that_messages_wait(make_gui, qtbot):
    gui = make_gui()
    banner = gui.window.pane.banner
    # What the controller says when a ready engine stops answering its health checks.
    gui.engine.stalled.emit("The engine stopped answering: it may be frozen or paused.")
    qtbot.waitUntil(banner.isVisible, timeout=5_000)
    # Once ready, a message is sent and ends with the error: it does not wait in a queue.
    assert "Answers stop until it answers again" in banner.text.text()
    assert "still wait" not in banner.text.text()
