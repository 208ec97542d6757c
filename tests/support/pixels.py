"""Colours as drawn: read a widget's rendered pixels (the offscreen platform really paints)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget


def rendered(widget: QWidget) -> QImage:
    # grab() paints the widget as it stands now. No processEvents() here: called from a
    # coroutine on the qasync loop, a nested event loop re-enters Qt and crashed the status tests.
    return widget.grab().toImage()


def centre_colour(widget: QWidget) -> QColor:
    img = rendered(widget)
    return img.pixelColor(img.width() // 2, img.height() // 2)


def hue_is(colour: QColor, low: int, high: int) -> bool:
    """A saturated colour whose hue (degrees) lies in [low, high]; low > high wraps past 360."""
    hue = colour.hsvHue()
    if colour.hsvSaturation() < 100 or hue < 0:
        return False
    return low <= hue <= high if low <= high else hue >= low or hue <= high


def is_green(colour: QColor) -> bool:
    return hue_is(colour, 90, 160)


def is_red(colour: QColor) -> bool:
    return hue_is(colour, 340, 15)


def dominant_colour(widget: QWidget, step: int = 7) -> QColor:
    """The most common colour on a grid of samples: the background as the user sees it."""
    img = rendered(widget)
    counts = Counter(
        img.pixel(x, y) for x in range(0, img.width(), step) for y in range(0, img.height(), step)
    )
    return QColor.fromRgb(counts.most_common(1)[0][0])
