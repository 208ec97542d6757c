"""The status panel, gauges and engine view against the SGLang double, end to end.

The real EngineController (and so the real Supervisor) starts tests/double/sglang-double; the
StatusController runs preflight and live checks on the one qasync loop. For every fault mode the
right row turns red with its evidence and remedy; a healthy start shows its loading stages in
order, then three green rows (as drawn) with evidence, and gauges that show what the reply
and the engine log measured, with the accept length within TOLERANCE. Screenshots go to
test-output/screenshots/.
"""

from __future__ import annotations

import asyncio
import re
import socket
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocumentFragment

from app.core.engine import events as ev
from app.core.engine.client import EngineClient
from app.core.engine.supervisor import Timeouts
from app.core.paths import Paths
from app.core.profiles import GpuInfo
from app.core.recipe import SERVED_MODEL_NAME
from app.core.settings import Settings
from app.core.telemetry import MessageStats, StreamMeter
from app.core.verify import verdict as vd
from app.core.verify.verdict import Status
from app.ui.status import build
from app.ui.status.controller import CRASH_POINTER
from app.ui.status.engine_controller import EngineController
from app.ui.status.gauges_view import _fmt
from app.ui.status.qtfix import guard_pyside_leaks
from tests.support.engine import ROOT, double_launcher, make_model_dir
from tests.support.pixels import centre_colour, is_green, is_red

# PySide6 6.12.0 drops references to True (every Signal.emit) and None (every void Qt call):
# without this guard the test process aborts ("bool_dealloc" / "none_dealloc"). See qtfix.py.
guard_pyside_leaks()

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.timeout(90),
]

SCREENSHOTS = ROOT / "test-output" / "screenshots"
TOLERANCE = 0.15  # gauges vs the double's configured figures
SPEED = 400.0  # tok/s: above the H200 profile's "far below" line, and a short probe
ACCEPT = 2.5
FAST = (
    "--double-load-s", "0.3", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05",
    "--double-tok-per-s", str(SPEED), "--double-accept-len", str(ACCEPT),
)  # fmt: skip
H200 = GpuInfo("NVIDIA H200", 143771, 140000, (9, 0))


class BadgeTarget:
    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def set_overall_badge(self, status: str, text: str) -> None:
        self.calls.append((status, text))


class Rig:
    """An EngineController on the double, with the status dock and controller around it."""

    def __init__(self, tmp_path: Path, *knobs: str, model: Path | None = None,
                 port: int = 0, ready_timeout: float = 30.0,
                 settings: Settings | None = None) -> None:  # fmt: skip
        """The double started with `knobs`, or, with `settings`, whatever those say."""
        self.paths = Paths.from_basedir(tmp_path / "base").ensure()
        if settings is None:
            settings = Settings()
            settings.engine.model_path = str(model or make_model_dir(tmp_path))
            settings.engine.profile = "h200"
            settings.engine.port = port
            settings.engine.ready_timeout_s = ready_timeout
            settings.engine.launcher = double_launcher(*FAST, *knobs)
        self.engine = EngineController(self.paths, settings)
        self.engine.supervisor.timeouts = Timeouts(sigint=3.0, sigterm=2.0, sigkill=2.0)
        self.badge = BadgeTarget()
        self.dock, self.ctl = build(self.engine, badge_targets=[self.badge],
                                    gpus_query=lambda: [H200])  # fmt: skip
        self.dock.resize(400, 1000)
        self.dock.show()
        self.live_done: list = []
        self.ctl.liveDone.connect(self.live_done.append)

    def row(self, id: str):
        return self.ctl.panel.row(id).verdict

    async def start_and_settle(self, timeout: float = 30.0) -> None:
        self.engine.start()
        await until(
            lambda: self.live_done or self.engine.state in ("crashed", "failed"), timeout,
            "the live checks to finish or the engine to fail",
        )  # fmt: skip
        await asyncio.sleep(0.3)  # the throttled views catch up

    async def close(self) -> None:
        await self.ctl.aclose()
        await self.engine.shutdown()
        self.dock.close()
        self.dock.deleteLater()


async def until(cond, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
        await asyncio.sleep(0.02)


def shot(widget, name: str) -> Path:
    from PySide6.QtWidgets import QApplication

    for _ in range(3):  # let posted layout requests settle before grabbing
        QApplication.processEvents()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


async def stream_like_the_chat(rig: Rig, seconds: float) -> MessageStats:
    """One reply, timed and fed to the hub exactly as the chat does; returns what it measured."""
    hub = rig.ctl.hub
    plan = rig.engine.supervisor.plan
    async with EngineClient(plan.base_url, plan.api_key) as client:
        meter = StreamMeter()
        meter.sent()
        hub.stream_started(meter)
        usage = spec = None
        payload = {
            "model": SERVED_MODEL_NAME,
            "messages": [{"role": "user", "content": "Tell me about the sea."}],
            "max_tokens": int(SPEED * seconds),
            "return_spec_tokens_details": True,
            "stream_options": {"include_usage": True, "continuous_usage_stats": True},
        }
        mid_stream_live = None
        async for chunk in client.stream_chat(payload):
            usage = chunk.usage or usage
            spec = chunk.spec or spec
            if chunk.has_text:
                meter.chunk(chunk.usage.get("completion_tokens") if chunk.usage else None)
                hub.stream_progress(meter)
                if mid_stream_live is None and meter.tokens > SPEED * seconds / 2:
                    await asyncio.sleep(0.3)  # let the throttled gauges repaint mid-stream
                    mid_stream_live = rig.dock.gauges.decode.sub.text()
        final = meter.finish(usage, spec, "length")
        hub.stream_finished(meter, final)
    assert mid_stream_live is not None and "live" in mid_stream_live
    return final


def test_healthy_start_stages_green_rows_and_gauges(runner, tmp_path):
    rig = Rig(tmp_path)
    trace: list[tuple[str, float, str]] = []
    at_ready: dict[str, Status] = {}
    engine_said: list[float] = []

    def on_event(e):  # connected after the controller: sees its state after each event
        t = rig.ctl.tracker
        trace.append((t.stage or "", t.fraction, t.label()))
        if isinstance(e, ev.StateChanged) and e.state == ev.EngineState.READY:
            at_ready.update({i: rig.row(i).status for i in vd.OPTIMIZATION_IDS})
        if isinstance(e, ev.DecodeStats) and e.gen_throughput is not None:
            engine_said.append(e.gen_throughput)

    rig.engine.engineEvent.connect(on_event)

    async def go():
        await rig.start_and_settle()
        assert rig.engine.state == "ready"
        # Nothing green before its evidence: at ready the live checks had not run.
        assert set(at_ready.values()) == {Status.PENDING}
        for id in (*vd.OPTIMIZATION_IDS, vd.ENGINE_READY, vd.GPU, vd.MODEL_FILES):
            v = rig.row(id)
            assert v.status == Status.PASS, (id, v.summary, v.evidence)
            assert v.evidence, id
            assert rig.ctl.panel.row(id).dot.status == "pass"
            assert is_green(centre_colour(rig.ctl.panel.row(id).dot)), id  # green as drawn
        assert "humming" in " ".join(rig.row(vd.HUMMING_MOE).evidence).lower()
        assert "float8" in " ".join(rig.row(vd.FP8_LM_HEAD).evidence)
        assert "spec_accept_length" in " ".join(rig.row(vd.MTP_NEXTN).evidence)
        assert rig.ctl.overall == ("pass", "All 3 optimizations verified")
        assert rig.badge.calls[-1] == ("pass", "All 3 optimizations verified")
        assert any(s == "pending" for s, _ in rig.badge.calls)  # grey while checking
        # Loading: the stages advance in order, the bar never goes back, and ends full.
        stages = [s for s, _f, _l in trace if s]
        order = list(dict.fromkeys(stages))
        assert order == ["starting", "weights", "caches", "humming", "graphs", "warmup"]
        fractions = [f for _s, f, _l in trace]
        assert fractions == sorted(fractions)
        labels = [lb for _s, _f, lb in trace]
        assert any(lb.startswith("Loading weights 50%") for lb in labels)
        assert any(lb.startswith("Loading NEXTN draft weights") for lb in labels)
        assert "Compiling Humming kernels" in labels
        assert any(lb.startswith("Capturing CUDA graphs: draft extend (3/3)") for lb in labels)
        view = rig.ctl.engine_view
        assert view.progress.value() == 1000 and view.state_label.text() == "Ready"
        assert rig.paths.load_times_file.exists()  # the estimate for the next start

        # The gauges follow a reply like the chat's.
        # The gauges show what this reply's meter and the engine's log measured; how fast the
        # double ran on a loaded machine is bench/gauges' business, not an assert's.
        final = await stream_like_the_chat(rig, seconds=2.0)
        snap = rig.ctl.hub.snapshot()
        assert final.decode_tps is not None and final.decode_tps > 0
        assert snap.decode_tps_last.value == final.decode_tps
        assert final.ttft_s is not None and final.ttft_s > 0
        assert snap.ttft.value == final.ttft_s
        assert snap.engine_tps.detail in ("decode log", "/metrics gauge")
        if snap.engine_tps.detail == "decode log":
            assert snap.engine_tps.value == engine_said[-1]
        assert snap.engine_tps.value is not None and snap.engine_tps.value > 0
        # Accept length is a count the double is configured with, not a speed.
        assert snap.accept_len_request.value == final.accept_len
        assert snap.accept_len_request.value == pytest.approx(ACCEPT, rel=TOLERANCE)
        assert snap.accept_len_rolling.value == pytest.approx(ACCEPT, rel=TOLERANCE)
        assert snap.roofline.value is not None and snap.roofline.value > 0
        assert len(snap.tps_series) >= 2 and len(snap.accept_series) >= 2
        g = rig.dock.gauges
        shown = _fmt(snap.decode_tps)
        await until(lambda: g.decode.value.text() == shown, 10, f"the decode tile to show {shown}")
        assert "Source: client" in g.decode.toolTip() and "Source: engine" in g.decode.toolTip()
        assert "Assumes:" in g.roof.toolTip()
        assert "GET /health" in rig.ctl.engine_view.log.text.toPlainText()
        shot(rig.dock, "status-healthy")
        await rig.close()

    runner.run(go())


def test_restart_reruns_the_checks(runner, tmp_path):
    rig = Rig(tmp_path)
    sessions: list = []
    rig.ctl.sessionStarted.connect(sessions.append)

    async def go():
        await rig.start_and_settle()
        assert rig.row(vd.MTP_NEXTN).status == Status.PASS
        first = rig.ctl.session
        rig.live_done.clear()
        rig.engine.restart()
        await until(lambda: rig.ctl.session is not first, 20, "a new verification session")
        assert rig.row(vd.MTP_NEXTN).status == Status.PENDING  # grey again until evidence
        await until(lambda: rig.live_done, 30, "the second live checks")
        assert len(sessions) == 2
        for id in vd.OPTIMIZATION_IDS:
            assert rig.row(id).status == Status.PASS
        # The second start knew how long the first took.
        assert rig.ctl.tracker.previous is not None
        await rig.close()

    runner.run(go())


# mode -> (the row that turns red, words of its summary, words of its remedy (plain words or
# technical detail), crash card title)
FAULTS = {
    "no-humming": (vd.HUMMING_MOE, "bypassed", "humming-kernels", None),
    "humming-silent": (vd.HUMMING_MOE, "another kernel", "humming-kernels", None),
    "fp8-ignored": (vd.FP8_LM_HEAD, "ignored", "set up the engine environment", None),
    "fp8-claim-only": (vd.FP8_LM_HEAD, "not FP8", "set up the engine environment", None),
    "ext-error": (vd.FP8_LM_HEAD, "failed there", "set up the engine environment", None),
    "unshared-draft": (vd.MTP_NEXTN, "accept length 1.0", "set_lm_head_from_target", None),
    "drafts-rejected": (vd.MTP_NEXTN, "rejected", "speculative-draft-model-path", None),
    "bad-sse": (vd.PROBE, "malformed", "streaming protocol", None),
    "crash-load": (vd.ENGINE_READY, "Python error", "Python error", "Python error"),
    "oom-load": (vd.ENGINE_READY, "out of GPU memory", "memory fraction", "Out of memory"),
    "crash-stream": (vd.ENGINE_READY, "then crashed", "Restart the engine", "GPU kernel fault"),
}


@pytest.mark.parametrize("mode", list(FAULTS))
def test_fault_turns_the_right_row_red(runner, tmp_path, mode):
    row_id, summary, remedy, crash = FAULTS[mode]
    rig = Rig(tmp_path, "--double-fault", mode)

    async def go():
        await rig.start_and_settle()
        if crash:
            await until(lambda: rig.engine.state == "crashed", 10, "the crash")
            await asyncio.sleep(0.2)
        v = rig.row(row_id)
        assert v.status == Status.FAIL, (v.summary, v.evidence)
        tail = rig.engine.supervisor.tail(30)
        assert summary.lower() in v.summary.lower(), (v.summary, v.evidence, tail)
        assert remedy.lower() in v.fix.text.lower(), v.fix
        assert v.evidence
        row = rig.ctl.panel.row(row_id)
        assert row.dot.status == "fail"
        assert is_red(centre_colour(row.dot))  # red as drawn
        row.set_expanded(True)
        shown = QTextDocumentFragment.fromHtml(row.details_text.text()).toPlainText()
        shown = shown.replace("\u200b", "")
        assert v.evidence[0][:40] in shown and v.remedy[:40] in shown
        # The technical detail follows the plain words.
        if v.remedy_detail:
            assert shown.index(v.remedy_detail[:30]) > shown.index(v.remedy[:30])
        status, text = rig.ctl.overall
        assert status == "fail" and rig.badge.calls[-1] == rig.ctl.overall
        if row_id in vd.OPTIMIZATION_IDS:
            # The engine serves, so the header says it is ready but slower, never a bare "Ready".
            ready = rig.row(vd.ENGINE_READY).status == Status.PASS
            prefix = "Ready, slower than it should be: " if ready else ""
            assert text == f"{prefix}{vd.TITLES[row_id]} failed"
            assert row.expanded or not ready  # it opened by itself
            others = [i for i in vd.OPTIMIZATION_IDS if i != row_id]
            assert all(rig.row(i).status == Status.PASS for i in others if mode != "bad-sse")
        card = rig.ctl.engine_view.crash
        if crash:
            assert card.isVisible() and crash in card.title.text()
            assert card.lines.toPlainText().strip()  # the last lines of the log
            # The optimization rows say why there is no evidence: never tested, so grey.
            for i in vd.OPTIMIZATION_IDS:
                if mode != "crash-stream":
                    assert rig.row(i).status == Status.SKIP
                    assert "never became ready" in rig.row(i).summary
            # Said in full once, on the card: the Engine row's red header points to it, and
            # its details keep the whole summary.
            engine_row = rig.ctl.panel.row(vd.ENGINE_READY)
            assert engine_row.summary.plain == CRASH_POINTER
            # Restart is offered in one place, the card; no bar says "Crashed".
            view = rig.ctl.engine_view
            offered = [b for b in (view.start_button, view.restart_button) if b.isVisible()]
            offered += [b for b in engine_row.action_buttons.values() if not b.isHidden()]
            assert offered == [] and card.restart_button.isVisible()
            assert not view.progress.isVisible()
            engine_row.set_expanded(True)
            details = QTextDocumentFragment.fromHtml(engine_row.details_text.text()).toPlainText()
            assert rig.row(vd.ENGINE_READY).summary[:40] in details.replace("\u200b", "")
        else:
            assert not card.isVisible()
            assert rig.ctl.panel.row(vd.ENGINE_READY).summary.plain != CRASH_POINTER
        if mode == "fp8-ignored":
            shot(rig.dock, "status-red-fp8-ignored")
            rig.ctl.panel.set_expanded(True)
            shot(rig.ctl.panel, "status-red-panel-all-checks")
        if mode == "oom-load":
            shot(rig.dock, "status-crash-oom")
        await rig.close()

    runner.run(go())


def test_slow_engine_warns_but_optimizations_pass(runner, tmp_path):
    rig = Rig(tmp_path, "--double-fault", "slow", "--double-tok-per-s", "200")

    async def go():
        await rig.start_and_settle()
        assert rig.row(vd.DECODE_SPEED).status == Status.WARN
        assert all(rig.row(i).status == Status.PASS for i in vd.OPTIMIZATION_IDS)
        assert rig.ctl.overall[0] == "pass"
        await rig.close()

    runner.run(go())


def test_hang_times_out_with_the_reason(runner, tmp_path):
    rig = Rig(tmp_path, "--double-fault", "hang", ready_timeout=2.0)

    async def go():
        rig.engine.start()
        await until(lambda: rig.row(vd.ENGINE_READY).status == Status.FAIL, 15, "the timeout")
        v = rig.row(vd.ENGINE_READY)
        assert "timeout" in v.summary and "Capture target verify CUDA graph begin" in v.summary
        assert rig.ctl.tracker.stage == "graphs"
        await rig.close()

    runner.run(go())


def test_port_in_use_card(runner, tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(1)
        rig = Rig(tmp_path, port=s.getsockname()[1])

        async def go():
            rig.engine.start()
            await until(lambda: rig.engine.state == "failed", 15, "the launch to fail")
            await asyncio.sleep(0.2)
            card = rig.ctl.engine_view.crash
            assert card.isVisible() and "Port in use" in card.title.text()
            v = rig.row(vd.ENGINE_READY)
            assert v.status == Status.FAIL and "already in use" in v.summary
            assert "port to 0" in v.remedy.lower()
            assert rig.ctl.overall[0] == "fail"
            view = rig.ctl.engine_view
            assert view.start_button.isEnabled() and not view.stop_button.isEnabled()
            await rig.close()

        runner.run(go())


def test_model_missing_card(runner, tmp_path):
    rig = Rig(tmp_path, model=tmp_path / "nowhere")

    async def go():
        rig.engine.start()
        await until(lambda: rig.engine.state == "failed", 15, "the launch to fail")
        await until(lambda: rig.row(vd.MODEL_FILES).decided, 10, "the preflight")
        card = rig.ctl.engine_view.crash
        assert card.isVisible() and "Model missing" in card.title.text()
        assert rig.row(vd.ENGINE_READY).status == Status.FAIL
        assert rig.row(vd.MODEL_FILES).status == Status.FAIL
        assert "does not exist" in rig.row(vd.MODEL_FILES).summary
        await rig.close()

    runner.run(go())


def test_the_one_click_fp8_test_restarts_without_the_head_and_reads_its_result(runner, tmp_path):
    """Issue 29 item 4: drafts rejected with the FP8 head on; its row offers one button,
    "Restart without the FP8 head"; the next start runs without it and the NEXTN row says what
    that showed. (The double rejects every draft in this mode whatever the head, so here the
    head is found not to be the cause, and the next fix is offered.)"""
    rig = Rig(tmp_path, "--double-fault", "unshared-draft")

    async def go():
        await rig.start_and_settle()
        v = rig.row(vd.MTP_NEXTN)
        assert v.status == Status.FAIL and v.action == vd.FIX_FP8_OFF, v
        row = rig.ctl.panel.row(vd.MTP_NEXTN)
        shown = [b for b in row.action_buttons.values() if not b.isHidden()]
        assert [b.text() for b in shown] == ["Restart without the FP8 head"]
        rig.live_done.clear()
        rig.ctl.apply_fix(v.action)  # what the button's click reaches (the panel's router)
        assert rig.engine.settings.optimizations.fp8_lm_head is False
        await until(lambda: rig.live_done, 30, "the test start's live checks")
        await asyncio.sleep(0.3)
        fp8 = rig.row(vd.FP8_LM_HEAD)
        assert fp8.status == Status.SKIP and fp8.summary.startswith("Turned off to test NEXTN")
        mtp = rig.row(vd.MTP_NEXTN)
        assert mtp.status == Status.FAIL
        assert "The FP8 head is not the cause" in mtp.summary
        assert re.search(r"accept length 1\.0\d with it on at the previous start", mtp.summary)
        assert mtp.action == vd.FIX_FP8_ON_MTP_OFF
        shot(rig.dock, "status-fp8-test-result")
        # The start after that is an ordinary one again: no test to read.
        assert rig.ctl._fp8_test is None
        await rig.close()

    runner.run(go())
