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
    assert not gui.first_run.built  # every piece in place: the page is never made (issue 40)
    assert gui.status.apply_fix(vd.FIX_SETUP)
    assert gui.first_run.shown


def test_a_rows_set_up_fix_names_its_failure_marks_step_1_and_has_a_way_back(make_gui, qtbot):
    from tests.gui.conftest import screenshot

    gui = make_gui(knobs=("--double-fault", "no-humming"))
    panel = gui.status.panel

    def humming():
        return panel.verdicts.get(vd.HUMMING_MOE)

    qtbot.waitUntil(lambda: humming() is not None and humming().status == Status.FAIL,
                    timeout=30_000)  # fmt: skip
    row = panel.row(vd.HUMMING_MOE)
    fix = row.action_buttons[vd.FIX_SETUP]
    assert not fix.isHidden() and fix.text() == "Open the set-up step"
    fix.click()
    page = gui.first_run.page
    assert gui.first_run.shown
    # The page says which failure it is opened for and which step fixes it, not only green steps.
    assert not page.fixing.isHidden()
    said = page.fixing.text()
    assert said.startswith("Fixing: Humming MoE kernels. Humming was bypassed")
    # The double is a custom launcher: the environment to fix is the launcher's, said so.
    assert "where your launcher runs" in said and "Settings > Engine" in said
    assert page.env.property("fixing") is True and page.model.property("fixing") is False
    # Ling Desk's own engine: step 1 fixes it, its Create button takes the focus.
    launcher, gui.ctx.settings.engine.launcher = gui.ctx.settings.engine.launcher, []
    page.show_fixing(page.fixing_for)
    assert "Step 1 (Engine environment) fixes it: Create engine environment" in page.fixing.text()
    gui.ctx.settings.engine.launcher = launcher
    page.show_fixing(page.fixing_for)
    qtbot.waitUntil(lambda: "engine_env" in page.verdicts, timeout=60_000)
    assert page.env.state.text().endswith("to fix where your launcher runs</span>")  # not green
    assert page.start_button.text() == "Restart the engine"  # the engine runs: step 3 restarts
    gui.window.resize(1600, 1000)
    screenshot(gui.window, "setup-fixing-humming-1600")
    gui.window.resize(480, 700)
    screenshot(gui.window, "setup-fixing-humming-480")
    # Always a way back to the chat, the engine left running as it was.
    assert page.back.isVisible()
    page.back.click()
    assert not gui.first_run.shown and page.fixing.isHidden()
    assert gui.engine.state == "ready"


def test_a_custom_launcher_without_a_model_gets_step_2_not_a_launch(make_gui, qtbot):
    from tests.gui.conftest import screenshot

    gui = make_gui(start=False, model=None)
    assert gui.ctx.settings.engine.launcher  # the double: a custom launcher
    gui.start_engine()  # as the app's start does
    page = gui.first_run.page
    assert gui.first_run.shown and gui.engine.state == "stopped"  # nothing launched to fail
    qtbot.waitUntil(lambda: "model_files" in page.verdicts, timeout=60_000)
    # Step 1 is the launcher's business, said so (no environment to create); step 2 is the one.
    assert page.env.state.text().endswith("not needed</span>")
    assert "custom launcher starts the engine" in page.env.detail.text()
    assert page.env_create.isHidden()
    assert page.model.state.text().endswith("to do</span>")
    assert page.start.detail.text() == "Needs the model first."
    assert page.intro.text().startswith("Your custom launcher starts the engine")
    gui.window.resize(1600, 1000)
    screenshot(gui.window, "setup-custom-launcher-no-model-1600")
    gui.window.resize(480, 700)
    screenshot(gui.window, "setup-custom-launcher-no-model-480")
    # Start is disabled, and still there is a way back: Esc (the window's own Esc, which stops
    # an answer, is off meanwhile: both on made the key ambiguous and Qt ran neither).
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    gui.window.activateWindow()
    page.model_download.setFocus()
    QTest.keyClick(page.model_download, Qt.Key.Key_Escape)
    assert not gui.first_run.shown
    assert gui.window.stop_shortcut.isEnabled()


def test_a_launch_without_a_model_says_so_in_the_windows_words_and_offers_step_2(make_gui, qtbot):
    from tests.gui.conftest import screenshot

    gui = make_gui(model=None, wait_ready=False)
    qtbot.waitUntil(lambda: gui.engine.state == "failed", timeout=10_000)
    card = gui.status.engine_view.crash
    assert card.title.text().startswith("The engine could not start: Model missing")
    assert "--model" not in card.summary.text()
    assert "step 2 (Model)" in card.remedy.text()
    banner = gui.window.pane.banner
    assert "--model" not in banner.text.text()
    gui.window.resize(1600, 1000)
    screenshot(gui.window, "launch-no-model-card-1600")
    gui.window.resize(480, 700)
    screenshot(gui.window, "launch-no-model-card-480")
    # Narrow: the buttons sit under the text, not beside it (the text was a word wide).
    step2 = banner.button("Set up the model (step 2)")
    assert step2.geometry().top() >= banner.text.geometry().bottom()
    assert banner.text.width() > banner.width() // 2
    banner.button("Set up the model (step 2)").click()
    page = gui.first_run.page
    assert gui.first_run.shown and "Step 2 (Model) fixes it" in page.fixing.text()
    assert page.model.property("fixing") is True
