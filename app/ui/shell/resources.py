"""Files under resources/ (icons, QSS) and the application icon.

From a source checkout (or an editable install) they are read from resources/ beside app/; an
installed copy (pyproject's data-files) lives in <prefix>/share/ling-desk/resources.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from PySide6.QtGui import QIcon

SOURCE = Path(__file__).resolve().parents[3] / "resources"
INSTALLED = Path(sys.prefix) / "share" / "ling-desk" / "resources"


@cache
def resources_dir() -> Path:
    for root in (SOURCE, INSTALLED):
        if (root / "style.qss").exists():
            return root
    return SOURCE


def resource_path(name: str) -> Path:
    return resources_dir() / name


@cache
def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        png = resource_path(f"icons/ling-desk-{size}.png")
        if png.exists():
            icon.addFile(str(png))
    svg = resource_path("icons/ling-desk.svg")
    if icon.isNull() and svg.exists():
        icon.addFile(str(svg))
    return icon
