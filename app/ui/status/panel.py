"""The status panel: one row per optimization and for the engine, the GPU and the model.

Compact by default (six rows); "All checks" shows every preflight and live check. A row is a
coloured dot (green pass, amber warn, red fail, grey ring pending/skip), the check's title and
its summary; clicking it opens the evidence and the remedy, selectable and copyable: the remedy in
plain words first, its technical detail (flags, identifiers, commands) after it, smaller and
greyed. Nothing is green before its verdict says pass: rows start grey ("Not checked yet").
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.verify import verdict as vd
from app.core.verify.verdict import FIX_LABELS, FIX_SETUP, Status, Verdict
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.a11y import announce
from app.ui.status.style import badge_css, muted_color, paint_dot, status_color

COMPACT_IDS = (vd.HUMMING_MOE, vd.FP8_LM_HEAD, vd.MTP_NEXTN, vd.ENGINE_READY, vd.GPU,
               vd.MODEL_FILES)  # fmt: skip
EXTRA_IDS = (vd.SETTINGS, vd.ENGINE_ENV, vd.ENGINE_CAPS, vd.MEMORY, vd.PROBE, vd.DECODE_SPEED,
             vd.TOOL_CALLS)  # fmt: skip
# Rows among the extra ones that show themselves, even folded, while they warn or fail: the
# user must see "tools are unavailable" without opening "All checks"; green they stay folded.
SHOWN_WHEN_WARNED = (vd.TOOL_CALLS,)
ALL_IDS = COMPACT_IDS + EXTRA_IDS
SHORT_TITLES = {vd.ENGINE_READY: QT_TRANSLATE_NOOP("status", "Engine"), vd.GPU: "GPU",
                vd.MODEL_FILES: QT_TRANSLATE_NOOP("status", "Model"),
                vd.MTP_NEXTN: QT_TRANSLATE_NOOP("status", "NEXTN MTP")}  # fmt: skip
# A grey row's summary while nothing runs (shown as translate("status", ...)): the badge then
# says "Not checked yet", not "Checking".
NOT_CHECKED = QT_TRANSLATE_NOOP("status", "Not checked yet.")
NOT_RUNNING = QT_TRANSLATE_NOOP("status", "Not checked: the engine is not running.")
# A status in words (the ids stay English in --json and the audit log).
STATUS_WORDS = {
    "pass": QT_TRANSLATE_NOOP("status", "pass"),
    "warn": QT_TRANSLATE_NOOP("status", "warn"),
    "fail": QT_TRANSLATE_NOOP("status", "fail"),
    "skip": QT_TRANSLATE_NOOP("status", "skip"),
    "pending": QT_TRANSLATE_NOOP("status", "pending"),
    "unprovable": QT_TRANSLATE_NOOP("status", "unprovable"),
}


def status_words(status: str) -> str:
    return translate("status", STATUS_WORDS[status]) if status in STATUS_WORDS else status


def short_title(v: Verdict) -> str:
    return translate("status", SHORT_TITLES[v.id]) if v.id in SHORT_TITLES else v.title


def titles(verdicts: list[Verdict]) -> str:
    """Check titles as a list in the language ("A, B" / "A、B")."""
    return translate("status", ", ", "between the items of a list").join(v.title for v in verdicts)


def placeholder(id: str, summary: str = "") -> Verdict:
    return Verdict.make(id, Status.PENDING, summary or translate("status", NOT_CHECKED))


def _idle(v: Verdict) -> bool:
    """A grey row because nothing runs (not because its check is under way)."""
    idle = (translate("status", NOT_CHECKED), translate("status", NOT_RUNNING))
    return v.status == Status.PENDING and v.summary in idle


def slower_than_it_should_be(verdicts: dict[str, Verdict]) -> str:
    """What failed (in words) while the engine is ready anyway: replies come, but slower; ""
    otherwise."""
    engine = verdicts.get(vd.ENGINE_READY)
    if engine is None or engine.status != Status.PASS:
        return ""
    failed = [v for i in vd.OPTIMIZATION_IDS if (v := verdicts.get(i)) and v.status == Status.FAIL]
    return _failed_words(failed) if failed else ""


def _failed_words(failed: list[Verdict]) -> str:
    if len(failed) == 1:
        return translate("status", "{title} failed").format(title=failed[0].title)
    n = len(failed)
    return translate("status", "%n optimization(s) failed", None, n)


def overall_badge(verdicts: dict[str, Verdict]) -> tuple[str, str]:
    """(status, text) for the window title, status bar and side panel.

    Red when any optimization failed; amber when one warns; grey while any is pending; green
    only when all three pass. An optimization turned off in Settings (skip) is said, not hidden.
    """
    opts = [verdicts.get(i) or placeholder(i) for i in vd.OPTIMIZATION_IDS]
    failed = [v for v in opts if v.status == Status.FAIL]
    if failed:
        what = _failed_words(failed)
        engine = verdicts.get(vd.ENGINE_READY)
        if engine is not None and engine.status == Status.PASS:
            # A green "Ready" must not sit alone above a red failure: it runs, but slower.
            return "fail", translate("status", "Ready, slower than it should be: {what}").format(
                what=what
            )
        return "fail", what
    engine = verdicts.get(vd.ENGINE_READY)
    if engine is not None and engine.status == Status.FAIL:
        return "fail", translate("status", "Engine failed")
    warned = [v for v in opts if v.status == Status.WARN]
    if warned:
        return "warn", translate("status", "{titles}: warning").format(titles=titles(warned))
    if all(_idle(v) for v in opts):
        # nothing is running: nothing is being checked
        return "pending", translate("status", "Not checked yet")
    if any(v.status == Status.PENDING for v in opts):
        done = sum(v.status == Status.PASS for v in opts)
        return "pending", translate("status", "Checking optimizations ({done}/3 verified)").format(
            done=done
        )
    remote = [v for v in opts if v.status == Status.UNPROVABLE]
    if remote:  # an attached engine: say what could not be judged, never call it verified
        on = sum(v.status == Status.PASS for v in opts)
        return "unprovable", translate(
            "status", "{on} of 3 optimizations verified; not provable remotely: {titles}"
        ).format(on=on, titles=titles(remote))
    skipped = [v for v in opts if v.status == Status.SKIP]
    if skipped:
        on = 3 - len(skipped)
        return "skip", translate(
            "status", "{on} of 3 optimizations verified; off: {titles}"
        ).format(on=on, titles=titles(skipped))
    return "pass", translate("status", "All 3 optimizations verified")


_LONG_TOKEN = re.compile(r"\S{24,}")
_BREAK_AFTER = re.compile(r"([_/=.,:;)\]}-])")


def breakable(text: str) -> str:
    """HTML-escaped text whose long tokens (env vars, paths, JSON) may wrap: a zero-width space
    after their punctuation, so a narrow dock never has to scroll sideways."""

    def soften(m: re.Match[str]) -> str:
        return _BREAK_AFTER.sub("\\1\u200b", m.group(0))

    return html.escape(_LONG_TOKEN.sub(soften, text))


def short_summary(text: str) -> str:
    """The first clause of a summary, as a sentence: what a row says beside its title while
    all is well ("NEXTN drafts are accepted: accept length 2.67 with EAGLE, ..." -> "NEXTN
    drafts are accepted."). Its details and tooltip keep the whole sentence."""
    cuts = [i for i in (text.find(" ("), text.find(": "), text.find(", ")) if i >= 12]
    # Chinese clauses end at full-width marks (and say more in fewer characters).
    wide = [i for i in (text.find("（"), text.find("："), text.find("，")) if i >= 5]
    if not cuts and not wide:
        return text
    cut = min(cuts + wide)
    if cut in wide:
        return text[:cut].rstrip("。") + "。"
    return text[:cut].rstrip(" .") + "."


def verdict_text(v: Verdict) -> str:
    """Plain text of a verdict for the clipboard."""
    lines = [f"{v.title}: {status_words(str(v.status)).upper()}", v.summary]
    if v.evidence:
        lines.append(translate("status", "Evidence:"))
        lines += [f"  - {e}" for e in v.evidence]
    if v.remedy:
        lines.append(translate("status", "What to do: {remedy}").format(remedy=v.remedy))
    if v.remedy_detail:
        lines.append(
            translate("status", "Technical detail: {detail}").format(detail=v.remedy_detail)
        )
    if (took := decided_text(v)) is not None:
        lines.append(took)
    return "\n".join(lines)


def decided_text(v: Verdict) -> str | None:
    """How long the check took to decide, only where that is worth saying (a probe, a wait)."""
    if v.duration_s is None or v.duration_s < 0.1:
        return None
    took = f"{v.duration_s:.1f}"
    return translate("status", "This check took {seconds} s to decide.").format(seconds=took)


class Dot(QWidget):
    def __init__(self, status: str = "pending", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = status
        self.setFixedSize(14, 14)

    def set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_dot(p, QRectF(1.5, 1.5, 11, 11), self.status, self)


class SummaryLabel(QLabel):
    """A row's summary: one line beside the title while all is well and it fits (elided only
    while the row is being laid out); wrapped in full under the title (identifiers break only
    at their punctuation) when it does not fit, or when the row failed or warns, because then
    it is the thing to read."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plain = ""
        self.wrap = False
        self.setTextFormat(Qt.TextFormat.RichText)  # breakable() escapes the text
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)

    def set_summary(self, text: str, wrap: bool) -> None:
        if (text, wrap) == (self.plain, self.wrap):
            return
        self.plain, self.wrap = text, wrap
        self.setWordWrap(wrap)
        self.setText(breakable(text))
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint() if self.wrap else QSize(40, self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        if self.wrap:
            return super().sizeHint()
        fm = self.fontMetrics()
        return QSize(fm.horizontalAdvance(self.plain), fm.height())

    def hasHeightForWidth(self) -> bool:
        return self.wrap

    def shown_text(self) -> str:
        """The one line drawn: elided only when it does not fit by the measure the row placed
        it with (elidedText measured mixed Chinese and Latin text wider and cut a summary that
        fitted)."""
        fm = self.fontMetrics()
        if fm.horizontalAdvance(self.plain) <= self.width():
            return self.plain
        return fm.elidedText(self.plain, Qt.TextElideMode.ElideRight, self.width())

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.wrap:
            super().paintEvent(event)
            return
        p = QPainter(self)
        p.setPen(self.palette().color(self.foregroundRole()))
        text = self.shown_text()
        p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                   text)  # fmt: skip


# Buttons offered under a failed or warned row, by what its remedy asks the user to do.
ACTION_SETTINGS, ACTION_RESTART, ACTION_LOG = "settings", "restart", "log"
ACTION_LABELS = {ACTION_SETTINGS: QT_TRANSLATE_NOOP("status", "Open settings"),
                 ACTION_RESTART: QT_TRANSLATE_NOOP("status", "Restart engine"),
                 ACTION_LOG: QT_TRANSLATE_NOOP("status", "Show log")}  # fmt: skip
# What a remedy says to ask for each button, in every language Ling Desk speaks (lower case):
# the remedies' translations use these words for these things, and tests/unit/test_i18n_status.py
# holds every translated sentence to its English source's button.
ASKS_SETUP = re.compile(
    r"create engine environment|set up the engine environment|创建引擎环境|"
    r"engine-umgebung erstellen|engine-umgebung neu ein"
)
ASKS_SETTINGS = re.compile(r"settings|设置(?!向导)|einstellung")
ASKS_RESTART = re.compile(
    r"restart|start it again|重启|重新启动|neu ?start|neu gestartet|erneut start|starten sie (?:\S+ ){0,5}?neu\b"
)
ASKS_LOG = re.compile(r"log|日志|protokoll")


def action_label(name: str) -> str:
    """A row's button in words: a verdict's fix, else one of the panel's own."""
    if name in FIX_LABELS:
        return translate("verify", FIX_LABELS[name])
    return translate("status", ACTION_LABELS[name]) if name in ACTION_LABELS else name


def asked_action(text: str) -> str:
    """The button a remedy's words ask for ("" when none): set-up, settings, restart, log."""
    text = text.lower()
    for name, words in ((FIX_SETUP, ASKS_SETUP), (ACTION_SETTINGS, ASKS_SETTINGS),
                        (ACTION_RESTART, ASKS_RESTART), (ACTION_LOG, ASKS_LOG)):  # fmt: skip
        if words.search(text):
            return name
    return ""


def actions_for(v: Verdict) -> list[str]:
    """The one button a failing or warning row offers: the fix its verdict names, else the
    first of what its remedy asks (the set-up step, settings, a restart, the log). One, so the
    user acts instead of choosing between three."""
    if v.status not in (Status.FAIL, Status.WARN):
        return []
    if v.action in FIX_LABELS:
        return [v.action]
    asked = asked_action(f"{v.remedy} {v.remedy_detail} {v.summary}")
    if asked and asked != ACTION_LOG:
        return [asked]
    if v.id in vd.OPTIMIZATION_IDS or v.id == vd.ENGINE_READY or asked:
        return [ACTION_LOG]
    return []


class StatusRow(QFrame):
    """One check: dot, title, summary; click (or Enter/Space) to open evidence and remedy."""

    _shown_status: str  # set at the first verdict

    toggled = Signal(str, bool)
    actionRequested = Signal(str)  # one of the ACTION_* names

    def __init__(self, verdict: Verdict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusRow")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.verdict = verdict
        # Said in the header instead of a failing summary that a card elsewhere shows in full
        # (the crash card above the rows): once in full, here a pointer. "" = the summary.
        self.pointer = ""
        self.dot = Dot(str(verdict.status), self)
        self.title = QLabel(self)
        f = self.title.font()
        f.setBold(True)
        self.title.setFont(f)
        self.summary = SummaryLabel(self)
        self.chevron = QLabel("▸", self)
        # A grid: the summary sits beside the title while all is well (one elided line), and
        # on its own line under it, at the row's full width, when it fails or warns: beside a
        # bold title in a narrow dock a failing sentence wrapped into a ~90 px column.
        head = QGridLayout()
        head.setContentsMargins(6, 3, 6, 3)
        head.setHorizontalSpacing(7)
        head.setVerticalSpacing(1)
        head.addWidget(self.dot, 0, 0, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.title, 0, 1, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.summary, 0, 2)
        head.addWidget(self.chevron, 0, 3, Qt.AlignmentFlag.AlignTop)
        head.setColumnStretch(2, 1)
        self._head = head
        self._below = False

        # The evidence and the buttons under the header: built when first opened (or asked
        # for), as most rows of a start are never opened (13 rows of ~10 widgets each were a
        # third of the status dock's build: issue 40).
        self._details: QFrame | None = None
        self._user_closed = False  # the user closed a failing row: it stays closed

        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addLayout(head)
        self.set_verdict(verdict)

    def _build_details(self) -> QFrame:
        details = QFrame(self)
        details.setObjectName("statusDetails")
        details.hide()
        self._details_text = QLabel(details)
        self._details_text.setWordWrap(True)
        self._details_text.setTextFormat(Qt.TextFormat.RichText)
        self._details_text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self._details_text.setCursor(Qt.CursorShape.IBeamCursor)
        self._copy_button = QToolButton(details)
        self._copy_button.setText(translate("status", "Copy"))
        self._copy_button.setToolTip(
            translate("status", "Copy this check's verdict, evidence and remedy")
        )
        self._copy_button.clicked.connect(self.copy)
        dl = QVBoxLayout(details)
        dl.setContentsMargins(27, 0, 8, 6)
        dl.setSpacing(4)
        dl.addWidget(self._details_text)
        self.action_row = QHBoxLayout()
        self.action_row.setSpacing(4)
        self._action_buttons: dict[str, QToolButton] = {}
        for name in {**ACTION_LABELS, **FIX_LABELS}:
            b = QToolButton(details)
            b.setText(action_label(name))
            b.setProperty("action", name)
            if name in FIX_LABELS and name not in ACTION_LABELS:
                f = b.font()
                f.setBold(True)  # the fix: the one thing to press
                b.setFont(f)
            # A bound slot, not a lambda holding `self`: a Python reference cycle through Qt
            # objects can be freed by the cyclic GC on a worker thread, which crashes Qt.
            b.clicked.connect(self._action_clicked)
            b.hide()
            self._action_buttons[name] = b
            self.action_row.addWidget(b)
        self.action_row.addStretch(1)
        self.action_row.addWidget(self._copy_button)
        dl.addLayout(self.action_row)
        self._details = details
        self._lay.addWidget(details)
        self._describe_actions()
        self._render_details()
        return details

    @property
    def details(self) -> QFrame:
        return self._details if self._details is not None else self._build_details()

    @property
    def action_buttons(self) -> dict[str, QToolButton]:
        self.details  # noqa: B018  (built on first use)
        return self._action_buttons

    @property
    def details_text(self) -> QLabel:
        self.details  # noqa: B018
        return self._details_text

    @property
    def copy_button(self) -> QToolButton:
        self.details  # noqa: B018
        return self._copy_button

    def _describe_actions(self) -> None:
        for b in self._action_buttons.values():
            b.setAccessibleDescription(
                translate("status", "For the check {title}").format(title=self.verdict.title)
            )

    @property
    def expanded(self) -> bool:
        return self._details is not None and not self._details.isHidden()

    def set_verdict(self, v: Verdict) -> None:
        old = getattr(self, "verdict", None)
        first = not hasattr(self, "_shown_status")
        if not first and old == v:
            return  # nothing shown changed (cheap: verdicts change often while decoding)
        self.verdict = v
        status = str(v.status)
        self.dot.set_status(status)
        title = short_title(v)
        if self.title.text() != title:
            self.title.setText(title)
            if self._details is not None:
                self._describe_actions()
        self._show_header()
        if status == "fail" and getattr(self, "_shown_status", None) != "fail":
            # The row turns red: said at once, with what failed (colour is never the only sign).
            said = translate("status", "{title} failed: {summary}")
            announce(self, said.format(title=v.title, summary=v.summary), assertive=True)
        if first or status != self._shown_status:
            # Style sheets are the costly part of an update: only when the colour changes.
            self._shown_status = status
            color = status_color(status, self) if status == "fail" else muted_color(self)
            self.summary.setStyleSheet(f"color: {color.name()};")
        words = status_words(status)
        self.setToolTip(
            translate("status", "{title}: {status}\n{summary}\nClick for the evidence and the fix.")
            .format(title=v.title, status=words, summary=v.summary)
        )  # fmt: skip
        self.setAccessibleName(f"{v.title}: {words}. {v.summary}")
        self._render_details()
        if v.status != Status.FAIL:
            self._user_closed = False

    def _pointing(self) -> bool:
        return bool(self.pointer) and self.verdict.status == Status.FAIL

    def _fits_beside(self, text: str) -> bool:
        """Whether `text` fits on one line beside the title at this row's width (the title's
        width, not the summary's place, decides: so moving it never changes the answer)."""
        head = self._head
        m = head.contentsMargins()
        # The dot has a fixed size and no size hint (-1): what the grid gives each is the larger.
        used = sum(w.sizeHint().expandedTo(w.minimumSize()).width()
                   for w in (self.dot, self.title, self.chevron))  # fmt: skip
        room = (self.contentsRect().width() - m.left() - m.right()
                - 3 * head.horizontalSpacing() - used)  # fmt: skip
        return self.summary.fontMetrics().horizontalAdvance(text) <= room

    def _show_header(self) -> None:
        v = self.verdict
        # A failing or warning summary is the thing to read: always whole, under the title. A
        # passing one says its first clause (the details say the rest), beside the title when
        # it fits, else under it: never cut with "…" (at the default 1240x800 most were).
        if self._pointing():
            text = self.pointer
        elif v.status in (Status.FAIL, Status.WARN):
            text = v.summary
        else:
            text = short_summary(v.summary)
        wrap = v.status in (Status.FAIL, Status.WARN) or not self._fits_beside(text)
        self.summary.set_summary(text, wrap=wrap)
        if wrap != self._below:
            self._below = wrap
            self._head.removeWidget(self.summary)
            if wrap:
                self._head.addWidget(self.summary, 1, 1, 1, 3)
            else:
                self._head.addWidget(self.summary, 0, 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_header()  # beside the title or under it, as the new width allows

    def set_pointer(self, text: str) -> None:
        if text == self.pointer:
            return
        self.pointer = text
        self._show_header()
        self._render_details()

    def _render_details(self) -> None:
        if self._details is None:
            return  # rendered when built
        v = self.verdict
        esc = breakable
        muted = muted_color(self).name()
        # A failing or warning row shows its whole summary in its header already (wrapped, in
        # colour): said again here, the same sentence stood twice one under the other.
        in_header = v.status in (Status.FAIL, Status.WARN) and not self._pointing()
        parts = [] if in_header else [f"<p style='margin:0 0 6px 0'>{esc(v.summary)}</p>"]
        if v.evidence:
            items = "".join(f"<li>{esc(e)}</li>" for e in v.evidence)
            heading = html.escape(translate("status", "Evidence"))
            seen = html.escape(translate("status", "(seen in this run)"))
            parts.append(
                f"<p style='margin:0'><b>{heading}</b> "
                f"<span style='color:{muted}'>{seen}</span></p>"
                f"<ul style='margin:2px 0 0 -20px'>{items}</ul>"
            )
        elif v.status == Status.PENDING:
            none = html.escape(translate("status", "No evidence yet."))
            parts.append(f"<p style='margin:0;color:{muted}'>{none}</p>")
        if v.remedy:
            what = html.escape(translate("status", "What to do:"))
            parts.append(f"<p style='margin:6px 0 0 0'><b>{what}</b> {esc(v.remedy)}</p>")
        if v.remedy_detail:
            # After the plain words, for whoever wants them: smaller and greyed, escaped.
            detail = html.escape(translate("status", "Technical detail:"))
            parts.append(
                f"<p style='margin:3px 0 0 0;color:{muted}'><small>{detail} "
                f"{esc(v.remedy_detail)}</small></p>"
            )
        if (took := decided_text(v)) is not None:
            parts.append(f"<p style='margin:6px 0 0 0;color:{muted}'>{html.escape(took)}</p>")
        text = "".join(parts)
        if text != self._details_text.text():  # an open selectable label: only real changes
            self._details_text.setText(text)
        self._update_actions()

    def _action_clicked(self) -> None:
        button = self.sender()
        if button is not None:
            self.actionRequested.emit(str(button.property("action")))

    def open_if_failed(self) -> None:
        """A failing row opens by itself, unless the user closed it since it failed."""
        if self.verdict.status == Status.FAIL and not self._user_closed:
            self.set_expanded(True)

    def _update_actions(self) -> None:
        # A row that points to the crash card offers nothing: the card holds the one Restart.
        wanted = set() if self._pointing() else set(actions_for(self.verdict))
        for name, b in self._action_buttons.items():
            b.setVisible(name in wanted)

    def text(self) -> str:
        return verdict_text(self.verdict)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())

    def set_expanded(self, on: bool) -> None:
        if on == self.expanded:
            return
        self.details.setVisible(on)
        self.chevron.setText("▾" if on else "▸")
        self.toggled.emit(self.verdict.id, on)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        # A click on the header toggles; clicks inside the open details (selecting text) do not.
        inside = self.expanded and self.details.geometry().contains(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and not inside:
            self._user_closed = self.expanded and self.verdict.status == Status.FAIL
            self.set_expanded(not self.expanded)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.set_expanded(not self.expanded)
            return
        super().keyPressEvent(event)


class StatusPanel(QFrame):
    """Rows of verdicts with an overall badge; `set_verdict` / `set_verdicts` / `clear`."""

    overallChanged = Signal(str, str)
    actionRequested = Signal(str)  # a row's Open settings / Restart engine / Show log

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusPanel")
        self.rows: dict[str, StatusRow] = {}
        self.verdicts: dict[str, Verdict] = {}
        self.overall: tuple[str, str] = ("", "")
        self.engine_phase = ""  # what the engine does before it is ready ("" once ready)
        self._stuck = False  # ... and it looks stuck there

        self.heading = QLabel(translate("status", "Optimizations"), self)
        f = self.heading.font()
        f.setBold(True)
        self.heading.setFont(f)
        self.badge = QLabel(self)
        self.badge.setObjectName("overallBadge")
        # "Ready, slower than it should be: …" is wider than a narrow dock: it wraps, or its
        # width became the panel's minimum and the dock cut every row off at the right.
        self.badge.setWordWrap(True)
        self.more = QToolButton(self)
        self.more.setText(translate("status", "All checks"))
        self.more.setCheckable(True)
        self.more.setToolTip(
            translate("status", "Show every preflight and live check, not just the six main rows")
        )
        self.more.toggled.connect(self.set_expanded)
        head = QHBoxLayout()
        head.setContentsMargins(6, 4, 6, 0)
        head.addWidget(self.heading)
        head.addStretch(1)
        head.addWidget(self.more)
        badge_row = QHBoxLayout()
        badge_row.setContentsMargins(6, 0, 6, 2)
        badge_row.addWidget(self.badge, 0)
        badge_row.addStretch(1)

        self._rows_layout = QVBoxLayout()
        self._rows_layout.setContentsMargins(0, 0, 0, 0)
        self._rows_layout.setSpacing(0)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.setSpacing(2)
        lay.addLayout(head)
        lay.addLayout(badge_row)
        lay.addLayout(self._rows_layout)
        for id in ALL_IDS:
            row = StatusRow(placeholder(id), self)
            row.actionRequested.connect(self.actionRequested)
            self.rows[id] = row
            self._rows_layout.addWidget(row)
            if id in EXTRA_IDS:
                row.hide()
        self._update_badge()

    @property
    def expanded(self) -> bool:
        return self.more.isChecked()

    def set_expanded(self, on: bool) -> None:
        if self.more.isChecked() != on:
            self.more.setChecked(on)  # re-enters through toggled
            return
        for id in EXTRA_IDS:
            self._sync_visible(id)
        for id, row in self.rows.items():
            if id not in ALL_IDS:
                row.setVisible(on)

    def _sync_visible(self, id: str) -> None:
        row = self.rows[id]
        warned = id in SHOWN_WHEN_WARNED and row.verdict.status in (Status.WARN, Status.FAIL)
        row.setVisible(self.expanded or warned)

    def clear(self, summary: str = "") -> None:
        """A new engine start: every row back to grey."""
        self.verdicts.clear()
        for id, row in self.rows.items():
            row.set_verdict(placeholder(id, summary))
        for id in SHOWN_WHEN_WARNED:
            self._sync_visible(id)
        self._update_badge()

    def set_verdicts(self, verdicts: Iterable[Verdict]) -> None:
        for v in verdicts:
            self.set_verdict(v, update_badge=False)
        self._update_badge()

    def set_verdict(self, v: Verdict, *, update_badge: bool = True) -> None:
        self.verdicts[v.id] = v
        row = self.rows.get(v.id)
        if row is None:  # a check this panel does not know yet: shown with "All checks"
            row = StatusRow(v, self)
            row.actionRequested.connect(self.actionRequested)
            self.rows[v.id] = row
            self._rows_layout.addWidget(row)
            row.setVisible(self.expanded)
        row.set_verdict(v)
        if v.id in SHOWN_WHEN_WARNED:
            self._sync_visible(v.id)
        if update_badge:
            self._update_badge()

    def row(self, id: str) -> StatusRow:
        return self.rows[id]

    def set_pointer(self, id: str, text: str) -> None:
        """While failing, row `id` points elsewhere ("" = shows its own summary again)."""
        if id in self.rows:
            self.rows[id].set_pointer(text)

    def open_failures(self) -> None:
        """Open the failing optimization rows (the controller calls it once live checks end)."""
        for id in vd.OPTIMIZATION_IDS:
            self.rows[id].open_if_failed()

    def set_engine_phase(self, text: str, stuck: bool = False) -> None:
        """The engine is starting (text says how far; `stuck`: it looks stuck there), or ""
        once it is ready or stopped."""
        if (text, stuck) != (self.engine_phase, self._stuck):
            self.engine_phase, self._stuck = text, stuck
            self._update_badge()

    def _update_badge(self) -> None:
        shown = {i: self.verdicts.get(i) or self.rows[i].verdict for i in self.rows}
        status, text = overall_badge(shown)
        if status == "pending" and self.engine_phase:
            # Nothing is checked until the engine is ready: say what happens instead.
            status = "warn" if self._stuck else status
            text = self.engine_phase
        if (status, text) == self.overall:
            return
        self.badge.setText(text)
        if status != self.overall[0]:
            self.badge.setStyleSheet(badge_css(status, self))
        self.badge.setToolTip(
            translate(
                "status",
                "Overall: red when any optimization failed, amber on a warning, grey while checks "
                "run, green only when all three are verified with evidence from this run.",
            )
        )
        if (status, text) != self.overall:
            self.overall = (status, text)
            self.overallChanged.emit(status, text)

    def text(self) -> str:
        return "\n\n".join(self.rows[i].text() for i in self.rows if self.rows[i].isVisibleTo(self))
