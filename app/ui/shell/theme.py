"""Light, dark and high-contrast themes: Fusion + a full QPalette + one templated QSS,
re-applied on change; and the window's zoom (its font, the chat's text with it).

Follows the system colour scheme (QStyleHints.colorScheme) and its contrast preference
(QStyleHints.accessibility) unless the settings pin a theme.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from string import Template

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QWidget

from app.core.chat.markdown import DARK, HIGH_CONTRAST, LIGHT, Colors
from app.core.settings import ZOOM_MAX, ZOOM_MIN
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


# White on black, yellow for the accent and the focus: every text colour at least 7:1 on the
# backgrounds it is drawn on (WCAG AAA), every border and the focus ring plainly visible.
HIGH_CONTRAST_THEME = Theme(
    name="high-contrast",
    dark=True,
    window="#000000",
    base="#000000",
    alt_base="#141414",
    panel="#0a0a0a",
    text="#ffffff",
    muted="#e0e0e0",
    border="#ffffff",
    accent="#ffd400",
    accent_text="#000000",
    user_bubble="#1c1c1c",
    hover="#2a2a2a",
    selected="#003d80",
    danger="#ff8080",
    warning_bg="#332800",
    error_bg="#3d0000",
    info_bg="#001f40",
    md=HIGH_CONTRAST,
)

THEMES = {t.name: t for t in (LIGHT_THEME, DARK_THEME, HIGH_CONTRAST_THEME)}


def system_wants_contrast() -> bool:
    """The desktop asks for high contrast (Qt 6.10's accessibility hints; older Qt: no)."""
    hints = QGuiApplication.styleHints()
    access = getattr(hints, "accessibility", None)
    if access is None:
        return False
    prefers = getattr(Qt, "ContrastPreference", None)
    return prefers is not None and access().contrastPreference() == prefers.HighContrast


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


def stylesheet_for(t: Theme, zoom: int = 100) -> str:
    try:
        template = resource_path("style.qss").read_text(encoding="utf-8")
    except OSError as exc:  # a broken install: plain Fusion with the palette still works
        log.warning("no stylesheet: %s", exc)
        return ""
    values = {k: v for k, v in t.__dict__.items() if isinstance(v, str)}
    values["code_bg_css"] = t.md.code_bg
    values["title_px"] = str(round(20 * zoom / 100))  # the one size in px: it zooms too
    sheet = Template(template).substitute(values)
    if t.name == HIGH_CONTRAST_THEME.name:
        sheet += Template(HIGH_CONTRAST_EXTRA).substitute(values)
    return sheet


# Fusion draws text boxes' frames and check boxes' squares in shades of the window colour:
# on black they vanished. In high contrast every one has a white edge; a checked box is
# filled (a shape, not only a colour).
HIGH_CONTRAST_EXTRA = """
QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox { border: 1px solid $border; }
QCheckBox::indicator, QRadioButton::indicator, QGroupBox::indicator {
    width: 0.9em; height: 0.9em; border: 2px solid $text; background: $base; }
QRadioButton::indicator { border-radius: 0.55em; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked, QGroupBox::indicator:checked {
    background: $accent; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: $muted; }
"""


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


# The application font before any zoom (the system's), kept on the application object's
# property so a second window's ThemeManager zooms from it too, never from a zoomed font.
BASE_FONT = "lingDeskBaseFont"
# QStyleSheetStyle's copy of a widget's own font (qstylesheetstyle.cpp, saveWidgetFont).
SHEET_FONT = "_q_styleSheetWidgetFont"
SIZE_RESOLVED = 0x0002  # QFont::SizeResolved (not exposed by PySide6): a size set on purpose


def clamp_zoom(percent: int) -> int:
    return max(ZOOM_MIN, min(ZOOM_MAX, int(percent)))


class ThemeManager(QObject):
    """Applies the chosen theme and zoom, and re-applies the theme when the system's scheme
    or contrast preference changes."""

    changed = Signal(object)  # Theme (also on a zoom: the chat renders its text again)
    zoomed = Signal(int)  # the zoom in percent, once applied

    def __init__(self, app: QApplication, choice: str = "system", zoom: int = 100) -> None:
        super().__init__(app)
        self.app = app
        self.choice = choice
        self.zoom = 100  # what the app font shows now
        self.theme = LIGHT_THEME
        app.setStyle("Fusion")
        if not isinstance(app.property(BASE_FONT), QFont):
            app.setProperty(BASE_FONT, QFont(app.font()))
        self.rings = FocusRings.install(app, self.theme.accent)
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._system_changed)
        access = getattr(hints, "accessibility", None)
        if access is not None:
            access().contrastPreferenceChanged.connect(self._system_changed)
        self.zoom = 0  # nothing applied yet
        self._zoom_to(clamp_zoom(zoom))

    def set_zoom(self, percent: int) -> int:
        """The window's font (and the chat's text) at `percent` of the system's; applied at
        once. Returns the zoom now (clamped to what the settings allow)."""
        percent = clamp_zoom(percent)
        if percent != self.zoom:
            self._zoom_to(percent)
            self.zoomed.emit(percent)
        return self.zoom

    def _zoom_to(self, percent: int) -> None:
        base = QFont(self.app.property(BASE_FONT))
        # What the app font shows now may be another window's zoom: scale from that.
        was_pt = self.app.font().pointSizeF()
        font = QFont(base)
        if base.pointSizeF() > 0:
            font.setPointSizeF(base.pointSizeF() * percent / 100)
        else:  # a pixel-sized system font
            font.setPixelSize(max(1, round(base.pixelSize() * percent / 100)))
        ratio = font.pointSizeF() / was_pt if was_pt > 0 and font.pointSizeF() > 0 else 1.0
        self.app.setFont(font)
        # Under a style sheet the new app font reaches the widgets only when they are polished
        # again: the sheet is set anew (it holds the one size in px, the empty chat's title).
        self.apply(percent)
        if abs(ratio - 1.0) < 1e-6:
            return
        # Widgets that set their own size (a gauge's big figures, a smaller caption) keep it
        # over the app font's: they are scaled by the same ratio, so nothing stays behind.
        for w in self.app.allWidgets():
            own = w.font()
            if w.testAttribute(Qt.WidgetAttribute.WA_SetFont) and own.resolveMask() & SIZE_RESOLVED:
                if own.pointSizeF() > 0:
                    own.setPointSizeF(own.pointSizeF() * ratio)
                elif own.pixelSize() > 0:
                    own.setPixelSize(max(1, round(own.pixelSize() * ratio)))
                w.setFont(own)
                # The style sheet keeps the font a widget had when it was polished and puts it
                # back at the next polish (a theme change): it must keep this one.
                w.setProperty(SHEET_FONT, own)

    def _system_changed(self, *_: object) -> None:
        if self.choice == "system":
            self.apply()

    def set_choice(self, choice: str) -> None:
        self.choice = choice
        self.apply()

    def apply(self, zoom: int | None = None) -> None:
        if zoom is not None:
            self.zoom = zoom
        if self.choice in THEMES:
            theme = THEMES[self.choice]
        elif system_wants_contrast():
            theme = HIGH_CONTRAST_THEME
        else:
            theme = DARK_THEME if system_is_dark() else LIGHT_THEME
        self.theme = theme
        self.app.setPalette(palette_for(theme))
        self.app.setStyleSheet(stylesheet_for(theme, self.zoom))
        self.rings.set_color(theme.accent)
        self.changed.emit(theme)
