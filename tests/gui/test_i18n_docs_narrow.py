"""The Documents window in German at 480 pixels wide (issue 41): its longer button words wrap the
buttons onto two rows instead of holding the window wider than the screen it is on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QPushButton

from app.core import words

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(60)]


@pytest.fixture
def german():
    before = words._backend
    words.use_backend(None)  # the .ts reader: German words without installing a translator
    words.set_language("de")
    yield
    words.set_language(None)
    words.use_backend(before)


def test_every_button_fits_a_480_pixel_window_in_german(qtbot, tmp_path, german):
    from app.ui.docs.library import DocsService, DocumentsDialog

    service = DocsService(tmp_path, None, key=None)
    try:
        dlg = DocumentsDialog(service)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitUntil(dlg.isVisible, timeout=5000)
        assert dlg.add_files_button.text() == "Dateien hinzufügen …"
        dlg.resize(480, 700)

        def laid_out() -> list[str]:
            """The buttons outside the window or squeezed below their words' width."""
            inside = dlg.rect()
            return [
                b.text()
                for b in dlg.findChildren(QPushButton)
                if b.isVisibleTo(dlg)
                and (
                    not inside.contains(QRect(b.mapTo(dlg, b.rect().topLeft()), b.size()))
                    or b.width() < b.minimumSizeHint().width()
                )
            ]

        qtbot.waitUntil(lambda: dlg.width() <= 480 and not laid_out(), timeout=5000)
        dlg.resize(1240, 800)  # wide again: one row
        add, use = dlg.add_files_button, dlg.use_button
        qtbot.waitUntil(  # one row: the use button beside (not below) the add button
            lambda: dlg.width() == 1240 and use.geometry().top() < add.geometry().bottom(),
            timeout=5000,
        )
    finally:
        service.close()
        service.join(5)
