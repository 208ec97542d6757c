"""A start on a folder held by something without a window (a headless `serve`) says so plainly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.instance import InstanceBusy, acquire
from app.core.paths import Paths

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_folder_held_without_a_window_is_told_plainly_and_nothing_is_touched(
    qapp, tmp_path, capsys
):
    from app.ui.shell.app import _hand_over

    paths = Paths.from_basedir(tmp_path / "base").ensure()
    seen: list[str] = []

    def close_box() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.accept()
            return
        QTimer.singleShot(20, close_box)

    with acquire(paths):  # held as a headless verb holds it: no socket answers
        with pytest.raises(InstanceBusy) as busy:
            acquire(paths)
        QTimer.singleShot(0, close_box)
        assert _hand_over(paths, busy.value) == 1
    assert seen and "Another Ling Desk" in seen[0] and str(paths.data_dir) in seen[0]
    assert "Another Ling Desk" in capsys.readouterr().err
    # Nothing was written: no log, no history.
    assert not paths.app_log.exists() and not paths.history_db.exists()
