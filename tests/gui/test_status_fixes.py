"""A failing row's one button applies its fix in the running app: the choice is saved as
Settings > Optimizations saves it, the engine restarts, and the next start reads the result;
the set-up fix opens the set-up page."""

from __future__ import annotations

import pytest

from app.core.settings import load_settings
from app.core.verify import verdict as vd
from app.core.verify.verdict import Status

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_restart_without_the_fp8_head_is_saved_and_the_next_start_reads_it(make_gui, qtbot):
    gui = make_gui(knobs=("--double-fault", "unshared-draft"))
    panel = gui.status.panel

    def mtp():
        return panel.verdicts.get(vd.MTP_NEXTN)

    qtbot.waitUntil(lambda: mtp() is not None and mtp().status == Status.FAIL, timeout=30_000)
    row = panel.row(vd.MTP_NEXTN)
    shown = [b for b in row.action_buttons.values() if not b.isHidden()]
    assert [b.text() for b in shown] == ["Restart without the FP8 head"]
    shown[0].click()
    # Saved to the settings file, as Settings > Optimizations would, and used by this run.
    assert load_settings(gui.ctx.paths).settings.optimizations.fp8_lm_head is False
    assert gui.engine.settings.optimizations.fp8_lm_head is False
    qtbot.waitUntil(
        lambda: (v := mtp()) is not None and "The FP8 head is not the cause" in v.summary,
        timeout=40_000,
    )
    assert panel.verdicts[vd.FP8_LM_HEAD].summary.startswith("Turned off to test NEXTN")


def test_the_set_up_fix_opens_the_set_up_page(make_gui, qtbot):
    gui = make_gui(start=False)
    assert not gui.first_run.shown
    assert gui.status.apply_fix(vd.FIX_SETUP)
    assert gui.first_run.shown
