"""Light and dark themes: Fusion + a full QPalette + one templated QSS, re-applied on change.

Follows the system colour scheme (QStyleHints.colorScheme) unless the settings pin one.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from string import Template

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.core.chat.markdown import DARK, LIGHT, Colors
from app.ui.resources import resource_path


@dataclass(frozen=True)
class Theme:
    name: str
    dark: bool
    window: str
    base: str
    alt_base: str
    panel: str
    text: str
    muted: str
    border: str
    accent: str
    accent_text: str
    user_bubble: str
    hover: str
    selected: str
    danger: str
    warning_bg: str
    error_bg: str
    info_bg: str
    md: Colors


log = logging.getLogger(__name__)

LIGHT_THEME = Theme(
    name="light",
    dark=False,
    window="#f6f7f9",
    base="#ffffff",
    alt_base="#f3f4f6",
    panel="#eef0f3",
    text="#1f2328",
    muted="#6e7781",
    border="#d8dde3",
    accent="#3b6fe0",
    accent_text="#ffffff",
    user_bubble="#e8effd",
    hover="#e3e7ec",
    selected="#d6e2fb",
    danger="#c62828",
    warning_bg="#fff4d6",
    error_bg="#fde7e7",
    info_bg="#e8f1fd",
    md=LIGHT,
)

DARK_THEME = Theme(
    name="dark",
    dark=True,
    window="#1c1f24",
    base="#22262c",
    alt_base="#272b32",
    panel="#191c20",
    text="#e6e6e6",
    muted="#9aa4ae",
    border="#363c44",
    accent="#5b8def",
    accent_text="#ffffff",
    user_bubble="#2b3a55",
    hover="#2c3139",
    selected="#2f4166",
    danger="#ef6b6b",
    warning_bg="#4a3d1a",
    error_bg="#4d2326",
    info_bg="#1f3350",
    md=DARK,
)


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme()
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    # Unknown (e.g. offscreen): judge by the platform palette's window colour.
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128


def palette_for(t: Theme) -> QPalette:
    p = QPalette()
    c = QColor
    roles = QPalette.ColorRole
    p.setColor(roles.Window, c(t.window))
    p.setColor(roles.WindowText, c(t.text))
    p.setColor(roles.Base, c(t.base))
    p.setColor(roles.AlternateBase, c(t.alt_base))
    p.setColor(roles.ToolTipBase, c(t.base))
    p.setColor(roles.ToolTipText, c(t.text))
    p.setColor(roles.PlaceholderText, c(t.muted))
    p.setColor(roles.Text, c(t.text))
    p.setColor(roles.Button, c(t.panel))
    p.setColor(roles.ButtonText, c(t.text))
    p.setColor(roles.BrightText, c(t.danger))
    p.setColor(roles.Highlight, c(t.accent))
    p.setColor(roles.HighlightedText, c(t.accent_text))
    p.setColor(roles.Link, c(t.md.link))
    p.setColor(roles.LinkVisited, c(t.md.link))
    p.setColor(roles.Light, c(t.base).lighter(110))
    p.setColor(roles.Midlight, c(t.panel))
    p.setColor(roles.Mid, c(t.border))
    p.setColor(roles.Dark, c(t.border).darker(130))
    p.setColor(roles.Shadow, c("#000000"))
    for role in (roles.Text, roles.WindowText, roles.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, c(t.muted))
    return p


def stylesheet_for(t: Theme) -> str:
    try:
        template = resource_path("style.qss").read_text(encoding="utf-8")
    except OSError as exc:  # a broken install: plain Fusion with the palette still works
        log.warning("no stylesheet: %s", exc)
        return ""
    values = {k: v for k, v in t.__dict__.items() if isinstance(v, str)}
    values["code_bg_css"] = t.md.code_bg
    return Template(template).substitute(values)


class ThemeManager(QObject):
    """Applies the chosen theme and re-applies it when the system scheme changes."""

    changed = Signal(object)  # Theme

    def __init__(self, app: QApplication, choice: str = "system") -> None:
        super().__init__(app)
        self.app = app
        self.choice = choice
        self.theme = LIGHT_THEME
        app.setStyle("Fusion")
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)
        self.apply()

    def _system_changed(self, *_: object) -> None:
        if self.choice == "system":
            self.apply()

    def set_choice(self, choice: str) -> None:
        self.choice = choice
        self.apply()

    def apply(self) -> None:
        if self.choice == "dark":
            dark = True
        elif self.choice == "light":
            dark = False
        else:
            dark = system_is_dark()
        theme = DARK_THEME if dark else LIGHT_THEME
        self.theme = theme
        self.app.setPalette(palette_for(theme))
        self.app.setStyleSheet(stylesheet_for(theme))
        self.changed.emit(theme)
