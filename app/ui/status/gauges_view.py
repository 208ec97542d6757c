"""The gauges: big numbers with two-minute sparklines, painted with QPainter (cheap).

Every number's tooltip gives its definition and its source (engine or client), from the
GaugeHub's `Figure`s. The view redraws from `GaugeHub.snapshot()` through a throttle (5 Hz by
default), so a 1,000 tok/s stream costs a handful of repaints per second, not one per token.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from app.core.gauges import Figure, GaugeHub, GaugeSnapshot, definition
from app.core.words import translate
from app.ui.shell.throttle import Throttle
from app.ui.status.style import is_dark, muted_color

TPS_COLOR = ("#3b6fe0", "#5b8def")
ENGINE_COLOR = ("#8250df", "#bc8cff")
ACCEPT_COLOR = ("#1a7f37", "#3fb950")
MIN_SPAN_S = 20.0
TILE_WIDTH = 176
# Between a figure's name and its number: a narrow tile wraps its line at the " · " between
# figures, never between "avg" and its number.
NB = "\u00a0"


def _named(name: str, value: str) -> str:
    """A figure's name and its number, never broken apart ("avg 41.2")."""
    return f"{name}{NB}{value}"


def _pick(pair: tuple[str, str], w: QWidget) -> QColor:
    return QColor(pair[1] if is_dark(w) else pair[0])


def tooltip_for(*figures: Figure, extra: str = "") -> str:
    """Definition + source for each figure (plain text, one block each)."""
    blocks = []
    for f in figures:
        unit = _unit(f.unit)
        value = translate("status", "no figure yet") if f.value is None else f"{_fmt(f)} {unit}"
        if f.detail:
            line = translate("status", "{label}: {value} ({how})")
        else:
            line = translate("status", "{label}: {value}")
        line = line.format(label=f.label, value=value.strip(), how=f.detail)
        source = translate("status", "Source: {source}").format(source=f.source)
        blocks.append(f"{line}\n{source}\n{f.definition}")
    if extra:
        blocks.append(extra)
    return "\n\n".join(blocks)


def _unit(unit: str) -> str:
    """A gauge's unit as the language writes it (tok/s and % stay)."""
    if unit == "tok/step":
        return translate("status", "tok/step")
    if unit == "s":
        return translate("status", "s", "unit: seconds")
    return unit


def _fmt(f: Figure) -> str:
    if f.value is None:
        return "–"
    if not math.isfinite(f.value):
        return translate("status", "n/a")  # NaN or inf never shows as a number
    if f.unit == "%":
        return f"{f.value * 100:.0f}"
    if f.unit == "s":
        return f"{f.value:.2f}" if f.value < 10 else f"{f.value:.1f}"
    if f.unit == "tok/step":
        return f"{f.value:.2f}"
    return f"{f.value:.1f}" if f.value < 1000 else f"{f.value:.0f}"


class Sparkline(QWidget):
    """Points over the last `window_s` seconds; a second series may be drawn as a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.primary: list[tuple[float, float]] = []
        self.secondary: list[tuple[float, float]] = []
        self.now = 0.0
        self.window_s = 120.0
        self.colors = (TPS_COLOR, ENGINE_COLOR)
        self.floor: float | None = 0.0
        self.setMinimumHeight(30)
        self.paints = 0

    def sizeHint(self) -> QSize:
        # Beside the tile's number it takes what the number leaves (Tile.sizeHint asks the room).
        return QSize(30, 30)

    def set_data(self, primary, secondary, now: float, window_s: float) -> None:
        if (primary, secondary, now) == (self.primary, self.secondary, self.now):
            return
        # NaN or inf would poison the scale and the path (the painter gets NaN coordinates):
        # such a point is no point.
        self.primary = [(t, v) for t, v in primary if math.isfinite(v)]
        self.secondary = [(t, v) for t, v in secondary if math.isfinite(v)]
        self.now, self.window_s = now, window_s
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paints += 1
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 3, -1, -3)
        base = self.palette().color(QPalette.ColorRole.Mid)
        p.setPen(QPen(base, 1, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()))
        values = [v for _, v in self.primary] + [v for _, v in self.secondary]
        if not values:
            # Beside a tile's number it may be narrower than the words: then the baseline alone.
            empty = translate("status", "no data yet")
            if self.fontMetrics().horizontalAdvance(empty) <= r.width():
                p.setPen(muted_color(self))
                p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), empty)
            return
        hi = max(values) * 1.1 or 1.0
        lo = self.floor if self.floor is not None else min(values) * 0.9
        vspan = (hi - lo) or 1.0
        # Up to the last two minutes; a shorter history fills the width (at least MIN_SPAN_S).
        first = min(series[0][0] for series in (self.primary, self.secondary) if series)
        span = min(self.window_s, max(MIN_SPAN_S, self.now - first))
        t0 = self.now - span

        def pt(t: float, v: float) -> QPointF:
            x = r.left() + (t - t0) / span * r.width()
            y = r.bottom() - (v - lo) / vspan * r.height()
            return QPointF(x, y)

        if self.secondary:
            path = QPainterPath()
            for i, (t, v) in enumerate(self.secondary):
                (path.lineTo if i else path.moveTo)(pt(t, v))
            p.setPen(QPen(_pick(self.colors[1], self), 1.4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        if self.primary:
            color = _pick(self.colors[0], self)
            if len(self.primary) > 1:
                path = QPainterPath()
                for i, (t, v) in enumerate(self.primary):
                    (path.lineTo if i else path.moveTo)(pt(t, v))
                p.setPen(QPen(color, 1.8))
                p.drawPath(path)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawEllipse(pt(*self.primary[-1]), 2.5, 2.5)


class Tile(QFrame):
    """A caption, a big number with its unit, a line of smaller figures, optionally a sparkline."""

    def __init__(self, caption: str, unit: str, sparkline: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("gaugeTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.caption = QLabel(caption, self)
        self.value = QLabel("–", self)
        f = self.value.font()
        f.setPointSizeF(f.pointSizeF() * 1.9)
        f.setBold(True)
        self.value.setFont(f)
        self.unit = QLabel(_unit(unit), self)
        self.sub = QLabel("", self)
        self.sub.setWordWrap(True)
        for lab in (self.caption, self.unit, self.sub):
            lab.setStyleSheet(f"color: {muted_color(self).name()};")
        top = QGridLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setHorizontalSpacing(4)
        top.addWidget(self.caption, 0, 0, 1, -1)  # all columns: the unit stays by its number
        top.addWidget(self.value, 1, 0, Qt.AlignmentFlag.AlignBottom)
        top.addWidget(self.unit, 1, 1, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft)
        top.setColumnStretch(1, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 5, 8, 5)
        lay.setSpacing(1)
        lay.addLayout(top)
        lay.addWidget(self.sub)
        # The sparkline sits beside the number, not under the line: at 1240x800 a row of its own
        # pushed the lower tiles below the Engine panel's upper part (issue 29 item 14).
        self.spark = Sparkline(self) if sparkline else None
        if self.spark is not None:
            top.addWidget(self.spark, 1, 2)
            top.setColumnStretch(1, 0)
            top.setColumnStretch(2, 1)

    def sizeHint(self) -> QSize:
        # What a tile asked for when its sparkline had a row of its own (160 px + margins): the
        # Engine panel keeps its width, and the sparkline beside the number gets ~60 px of it.
        hint = super().sizeHint()
        return QSize(max(hint.width(), TILE_WIDTH), hint.height())

    def show_values(self, value: str, sub: str, tooltip: str) -> None:
        if self.value.text() != value:
            self.value.setText(value)
        if self.sub.text() != sub:
            self.sub.setText(sub)
        if self.toolTip() != tooltip:
            self.setToolTip(tooltip)
            for w in (self.value, self.unit, self.sub, self.caption):
                w.setToolTip(tooltip)
            if self.spark is not None:
                self.spark.setToolTip(tooltip)


class GaugesView(QFrame):
    """Decode tok/s, accept length, TTFT and the roofline fraction, fed by a GaugeHub."""

    def __init__(
        self, hub: GaugeHub | None = None, parent: QWidget | None = None, *, rate_hz: float = 5.0
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gaugesView")
        self.hub: GaugeHub | None = None
        self._unsub: Callable[[], None] | None = None
        self.lent = ""  # the benchmark has the engine: what it says ("" when the chat has it)
        self.decode = Tile(translate("status", "Decode speed"), "tok/s", True, self)
        self.accept = Tile(translate("status", "Accept length"), "tok/step", True, self)
        self.ttft = Tile(translate("status", "Time to first token"), "s", False, self)
        self.roof = Tile(translate("status", "Bandwidth roofline"), "%", False, self)
        accept_spark = cast(Sparkline, self.accept.spark)  # made with one
        accept_spark.colors = (ACCEPT_COLOR, ACCEPT_COLOR)
        accept_spark.floor = 1.0
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        grid.addWidget(self.decode, 0, 0)
        grid.addWidget(self.accept, 0, 1)
        grid.addWidget(self.ttft, 1, 0)
        grid.addWidget(self.roof, 1, 1)
        # Equal halves: a column sized to its texts left the other too narrow, so its lines wrapped
        # once more (and the tiles grew taller than the panel's upper part).
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        # Which app's request (through the local API) the engine is answering: the engine's own
        # figures (its decode log, /metrics) are then that request's, not the chat's.
        self.serving = QLabel("", self)
        self.serving.setObjectName("MetaLabel")
        self.serving.setWordWrap(True)
        self.serving.hide()
        grid.addWidget(self.serving, 2, 0, 1, 2)
        self.refresh_throttle = Throttle(self.refresh, int(1000 / rate_hz), self)
        self.last_snapshot: GaugeSnapshot | None = None
        self.refreshes = 0
        if hub is not None:
            self.set_hub(hub)

    def set_serving(self, names: str) -> None:
        """ "" when no app's request is at the engine, else "Continue, Aider"."""
        self.serving.setText(
            translate(
                "status",
                "⇄ Serving {apps} through the local API: the engine's figures are its request.",
            ).format(apps=names)
            if names
            else ""
        )
        self.serving.setVisible(bool(names))

    def set_hub(self, hub: GaugeHub) -> None:
        if self._unsub is not None:
            self._unsub()
        self.hub = hub
        self._unsub = hub.subscribe(self.refresh_throttle)
        self.refresh()

    def set_lent(self, text: str) -> None:
        """The benchmark has the engine (`text` says so; "" once the chat has it back): the
        figures of the chat's last engine are not this engine's, so none are shown."""
        self.lent = text
        self.refresh()

    def refresh(self) -> None:
        if self.lent:
            tip = translate("status", "{lent}. Its figures are in the benchmark window.").format(
                lent=self.lent
            )
            running = translate("status", "benchmark running")
            for tile in (self.decode, self.accept, self.ttft, self.roof):
                tile.show_values("–", running, tip)
                if tile.spark is not None:
                    tile.spark.set_data([], [], 0.0, 1.0)
            return
        if self.hub is None:
            return
        self.refreshes += 1
        s = self.hub.snapshot()
        self.last_snapshot = s
        d = s.decode_tps
        bits = []
        if s.decode_tps.live and s.decode_tps_last.value is not None:
            bits.append(_named(translate("status", "last", "the last reply's figure"),
                               _fmt(s.decode_tps_last)))  # fmt: skip
        if s.decode_tps_avg.value is not None:
            bits.append(_named(translate("status", "avg"), _fmt(s.decode_tps_avg)))
        if s.engine_tps.value is not None:
            bits.append(_named(translate("status", "engine", "the engine's figure"),
                               _fmt(s.engine_tps)))  # fmt: skip
        agree = s.agreement()
        extra = ""
        if agree is not None:
            extra = translate(
                "status",
                "Engine vs client: {diff}% (engine {engine}, client {client} tok/s). They differ "
                "by design a little: the engine counts its last decode-log interval, the client a "
                "whole reply.",
            ).format(diff=f"{agree * 100:+.1f}", engine=_fmt(s.engine_tps), client=_fmt(d))
        extra += "\n\n" + definition("tps_series")
        live = translate("status", "● live") + " · " if d.live else ""
        if self.hub.silence:
            # a frozen engine's last rate is no figure of it
            live = translate("status", "engine not answering") + " · "
        # Before the user's first reply the figures are the startup probe's: say so.
        probe = (
            translate("status", "startup probe") + " · "
            if self.hub.from_probe and not d.live and not live
            else ""
        )
        if bits:
            said = " · ".join(bits)
        elif d.value is not None:
            said = translate("status", "client", "the client's figure")
        else:
            said = translate("status", "no reply yet")
        self.decode.show_values(
            _fmt(d),
            live + probe + said,
            tooltip_for(d, s.decode_tps_avg, s.engine_tps, extra=extra.strip()),
        )
        cast(Sparkline, self.decode.spark).set_data(
            s.tps_series, s.engine_tps_series, s.now, s.window_s
        )

        req, roll = s.accept_len_request, s.accept_len_rolling
        main = roll if roll.value is not None and (s.generating or req.value is None) else req
        abits = []
        if req.value is not None:
            last = (
                translate("status", "startup probe")
                if self.hub.from_probe
                else translate("status", "last reply")
            )
            abits.append(_named(last, _fmt(req)))
        if roll.value is not None:
            abits.append(
                _named(translate("status", "rolling"), _fmt(roll))
                + (f"{NB}({roll.detail})" if roll.detail else "")
            )
        self.accept.show_values(
            _fmt(main),
            " · ".join(abits) if abits else translate("status", "no speculative decode seen"),
            tooltip_for(req, roll, extra=definition("accept_series")),
        )
        cast(Sparkline, self.accept.spark).set_data(s.accept_series, [], s.now, s.window_s)

        self.ttft.show_values(
            _fmt(s.ttft),
            _named(translate("status", "avg"), f"{_fmt(s.ttft_avg)}{NB}{_unit('s')}")
            if s.ttft_avg.value is not None
            else (
                s.ttft.detail if s.ttft.value is not None else translate("status", "no reply yet")
            ),
            tooltip_for(s.ttft, s.ttft_avg),
        )
        r = s.roofline
        sub = s.roofline_text.splitlines()[0] if s.roofline_text else ""
        if self.hub.roofline is not None and self.hub.bandwidth_gbs:
            ceiling = self.hub.roofline.ceiling_tps(
                self.hub.bandwidth_gbs, self.hub.last_context_tokens
            )
            sub = translate("status", "of {ceiling} tok/s at {bandwidth} GB/s").format(
                ceiling=f"{ceiling:.0f}", bandwidth=f"{self.hub.bandwidth_gbs:g}"
            )
        elif self.hub.roofline is not None:
            sub = translate("status", "no bandwidth known for this GPU")
        self.roof.show_values(_fmt(r), sub, tooltip_for(r, extra=s.roofline_text))
