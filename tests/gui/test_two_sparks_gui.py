"""The GUI on the "Two DGX Sparks (TP 2)" profile: two doubles, rank 1 through the local prefix.

The engine view's log holds both ranks' lines tagged by rank, the FP8 row quotes rank 1's own
extension report, the view says whose engine it is, and quitting leaves no process of either.
"""

from __future__ import annotations

import asyncio

import pytest

from app.core.engine.group import EngineGroup
from app.core.engine.supervisor import Timeouts
from app.core.paths import Paths
from app.core.verify import verdict as vd
from app.core.verify.verdict import Status
from app.ui.status import build
from app.ui.status.engine_controller import EngineController
from app.ui.status.qtfix import guard_pyside_leaks
from tests.gui.test_status_double import FAST, H200, until
from tests.support.engine import group_members, make_model_dir, two_rank_settings

guard_pyside_leaks()

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.timeout(90),
]


def test_two_ranks_in_the_gui_logs_tagged_and_rank_reports(runner, tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    settings = two_rank_settings(make_model_dir(tmp_path), *FAST)
    engine = EngineController(paths, settings)
    dock, ctl = build(engine, gpus_query=lambda: [H200])
    dock.resize(400, 1000)
    dock.show()
    done: list = []
    ctl.liveDone.connect(done.append)

    async def go() -> None:
        engine.start()
        await until(lambda: done or engine.state in ("crashed", "failed"), 30, "live checks")
        await asyncio.sleep(0.3)
        assert engine.state == "ready", engine.detail
        group = engine.supervisor
        assert isinstance(group, EngineGroup)
        group.timeouts = Timeouts(sigint=5, sigterm=3, sigkill=3)
        pgids = [m.pid for m in group.members]
        log = ctl.engine_view.log.entries
        shown = "\n".join(getattr(e, "text", str(e)) for e in log)
        assert "[rank 0] " in shown and "[rank 1] " in shown
        assert "Dummy health check server" in shown
        fp8 = ctl.panel.row(vd.FP8_LM_HEAD).verdict
        assert fp8.status == Status.PASS, fp8.summary
        assert any(e.startswith("rank 1: engine extension report") for e in fp8.evidence)
        view = ctl.engine_view
        assert "2 machines" in view.owner.text() and not view.stop_button.isHidden()
        await ctl.aclose()
        await engine.shutdown()
        for p in pgids:
            assert group_members(p) == []
        dock.close()
        dock.deleteLater()

    runner.run(go())
