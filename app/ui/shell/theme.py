"""Light and dark themes: Fusion + a full QPalette + one templated QSS, re-applied on change.

Follows the system colour scheme (QStyleHints.colorScheme) unless the settings pin one.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from string import Template

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QWidget

from app.core.chat.markdown import DARK, LIGHT, Colors
from app.ui.shell.resources import resource_path


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


# Controls whose own look already says they have the focus (an accent frame in the QSS).
OWN_FOCUS_LOOK = "ownFocusLook"
RING_WIDTH = 2


class FocusRing(QWidget):
    """The accent ring, drawn just inside the focused control (a child of it, so it moves, clips
    and goes with it); it takes no mouse or focus of its own."""

    def __init__(self, target: QWidget, color: QColor) -> None:
        super().__init__(target)
        self.color = color
        self.setObjectName("FocusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(target.rect())

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        half = RING_WIDTH / 2
        outer = QRectF(self.rect()).adjusted(half, half, -half, -half)
        p.setPen(QPen(self.color, RING_WIDTH))
        p.drawRoundedRect(outer, 5, 5)
        # A base-coloured line inside it: the ring shows on an accent control too (Send).
        p.setPen(QPen(self.palette().color(QPalette.ColorRole.Base), 1))
        p.drawRoundedRect(outer.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)


def wants_ring(w: QWidget | None) -> bool:
    """A control reached with Tab in a window (not a menu or popup), without a focus look of
    its own."""
    if w is None or isinstance(w, FocusRing) or w.property(OWN_FOCUS_LOOK):
        return False
    if not w.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return False
    kind = w.window().windowType()
    return kind not in (Qt.WindowType.Popup, Qt.WindowType.ToolTip)


class FocusRings(QObject):
    """A visible focus ring on every focusable control (Fusion draws none on most of ours,
    and the stylesheet's buttons drew none at all: Tab changed no pixel). Follows
    QApplication.focusChanged, so no per-widget code or event filter on every event."""

    def __init__(self, app: QApplication, color: str) -> None:
        super().__init__(app)
        self.color = QColor(color)
        self.ring: FocusRing | None = None
        self.target: QWidget | None = None
        app.focusChanged.connect(self.follow)

    @classmethod
    def install(cls, app: QApplication, color: str) -> FocusRings:
        """One per application (a second window's ThemeManager shares it)."""
        # Found as the app's child, not kept on the app object: nothing is attached from outside.
        rings = app.findChild(cls)
        if rings is None or not shiboken6.isValid(rings):
            rings = cls(app, color)
        rings.set_color(color)
        return rings

    def set_color(self, color: str) -> None:
        self.color = QColor(color)
        if self._alive():
            assert self.ring is not None
            self.ring.color = self.color
            self.ring.update()

    def _alive(self) -> bool:
        return self.ring is not None and shiboken6.isValid(self.ring)

    def follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.target is not None and shiboken6.isValid(self.target):
            self.target.removeEventFilter(self)
        if self._alive():
            assert self.ring is not None
            self.ring.hide()  # at once: deleteLater waits for the event loop
            self.ring.deleteLater()  # a child of the old control; the new one gets its own
        self.ring, self.target = None, None
        if not wants_ring(new):
            return
        assert new is not None
        self.target = new
        self.ring = FocusRing(new, self.color)
        self.ring.show()
        self.ring.raise_()
        new.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.target and self._alive() and event.type() in (
                QEvent.Type.Resize, QEvent.Type.ChildAdded):  # fmt: skip
            assert self.ring is not None
            self.ring.setGeometry(self.target.rect())
            self.ring.raise_()  # above children added later (a scroll area's viewport)
        return False


class ThemeManager(QObject):
    """Applies the chosen theme and re-applies it when the system scheme changes."""

    changed = Signal(object)  # Theme

    def __init__(self, app: QApplication, choice: str = "system") -> None:
        super().__init__(app)
        self.app = app
        self.choice = choice
        self.theme = LIGHT_THEME
        app.setStyle("Fusion")
        self.rings = FocusRings.install(app, self.theme.accent)
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
        self.rings.set_color(theme.accent)
        self.changed.emit(theme)
