"""Status colours and small painting helpers shared by the status widgets.

Colours follow the palette: a dark window gets the brighter variant of each status colour.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

# status -> (on a light window, on a dark window)
_COLORS: dict[str, tuple[str, str]] = {
    "pass": ("#1a7f37", "#3fb950"),
    "warn": ("#b7791f", "#d29922"),
    "fail": ("#cf222e", "#f85149"),
    "pending": ("#8c959f", "#8b949e"),
    "skip": ("#afb8c1", "#6e7681"),
    "unprovable": ("#8c959f", "#8b949e"),  # grey like pending: undecidable from here, not failed
    "neutral": ("#57606a", "#8b949e"),
}
WORDS = {
    "pass": "verified",
    "warn": "warning",
    "fail": "failed",
    "pending": "pending",
    "skip": "skipped",
    "unprovable": "not provable remotely",
}


def is_dark(widget: QWidget | None = None) -> bool:
    pal = widget.palette() if widget is not None else QPalette()
    return pal.color(QPalette.ColorRole.Window).lightness() < 128


def status_color(status: str, widget: QWidget | None = None) -> QColor:
    light, dark = _COLORS.get(str(status), _COLORS["neutral"])
    return QColor(dark if is_dark(widget) else light)


def muted_color(widget: QWidget) -> QColor:
    return widget.palette().color(QPalette.ColorRole.PlaceholderText)


def paint_dot(p: QPainter, rect: QRectF, status: str, widget: QWidget | None = None) -> None:
    """A filled dot; pending is a ring (nothing proven yet), skip a small hollow ring."""
    color = status_color(status, widget)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    d = min(rect.width(), rect.height())
    r = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d)
    if status in ("pending", "skip", "unprovable"):
        pen = QPen(color, max(1.5, d / 6))
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = pen.widthF() / 2
        p.drawEllipse(r.adjusted(inset, inset, -inset, -inset))
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawEllipse(r)
    p.restore()


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""

    def lum(c: QColor) -> float:
        def ch(v: int) -> float:
            s = v / 255
            return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

        return 0.2126 * ch(c.red()) + 0.7152 * ch(c.green()) + 0.0722 * ch(c.blue())

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def text_on(background: QColor) -> QColor:
    """Black or white, whichever reads better on `background` (white on the dark theme's
    bright green measured 2.5:1; WCAG asks 4.5:1)."""
    white, black = QColor("#ffffff"), QColor("#000000")
    return (
        white if contrast_ratio(white, background) >= contrast_ratio(black, background) else black
    )


def badge_css(status: str, widget: QWidget | None = None) -> str:
    c = status_color(status, widget)
    return (
        f"background-color: {c.name()}; color: {text_on(c).name()}; border-radius: 9px; "
        "padding: 1px 9px; font-weight: 600;"
    )
