"""Walk a window with Tab as a keyboard user does, and say what Tab never reached.

`tab_walk(root)` presses Tab from the first control of `root` (or `start`) until the focus comes
back to where it began, and returns the walk: what was reached in order, and what Tab should
have reached but did not (every enabled, shown control that takes Tab, inside `root`). It fails
at once on a trap: focus that leaves the window, stops moving, or circles through a part of the
window without coming back to the start.

Real keys on real widgets: QTest.keyClick sends the Tab to the focused control, as a key press
from the keyboard would reach it (a text box that eats Tab is a trap here too).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QTabBar,
    QTextEdit,
    QWidget,
)

# Controls that act or take input: each must be a Tab stop (a button only a mouse can press is
# an action the keyboard cannot reach). Scroll bars are not: the keys scroll their area.
CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView, QTabBar,
            QTextEdit, QPlainTextEdit, QAbstractSlider)  # fmt: skip

MAX_STEPS = 400


def describe(w: QWidget) -> str:
    text = ""
    for attr in ("text", "placeholderText", "windowTitle", "accessibleName"):
        getter = getattr(w, attr, None)
        if callable(getter):
            try:
                text = str(getter() or "")
            except TypeError:  # a text(int) overload (QTabBar)
                text = ""
            if text:
                break
    return f"{type(w).__name__}({w.objectName() or '-'}: {text[:40]!r})"


def takes_tab(w: QWidget) -> bool:
    return bool(w.focusPolicy() & Qt.FocusPolicy.TabFocus)


def _radio_group(w: QWidget) -> object | None:
    """Radio buttons of one exclusive group are one Tab stop (arrows move inside it)."""
    if not isinstance(w, QRadioButton):
        return None
    group = w.group()
    if group is not None and group.exclusive():
        return group
    return w.parentWidget() if w.autoExclusive() else None


def _shown(w: QWidget, win: QWidget) -> bool:
    return (
        w.window() is win and w.isVisible() and w.isEnabled() and w.width() > 0 and w.height() > 0
    )


def unreachable_controls(root: QWidget) -> list[QWidget]:
    """Enabled, shown controls that Tab can never reach (no Tab focus of their own or through
    a proxy): actions for the mouse only."""
    from PySide6.QtWidgets import QHeaderView, QScrollBar

    win = root.window()
    out = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, CONTROLS) or not _shown(w, win):
            continue
        # Scroll bars: the keys scroll their area. A table's header sorts by click only, in
        # every Qt view: a known limit, left to the view's own keys (not an action of ours).
        if isinstance(w, QScrollBar | QHeaderView):
            continue
        proxy = w.focusProxy()
        if takes_tab(w) or (proxy is not None and takes_tab(proxy)):
            continue
        if isinstance(w.parentWidget(), QAbstractSpinBox | QComboBox):  # their inner line edit
            continue
        out.append(w)
    return out


def expected_stops(root: QWidget) -> list[QWidget]:
    """The controls a Tab walk of `root` must reach: enabled, shown, in `root`'s window, taking
    Tab focus and not handing it to another (a focus proxy is reached as that other one)."""
    win = root.window()
    out: list[QWidget] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not _shown(w, win) or not takes_tab(w) or w.focusProxy() is not None:
            continue
        if w.objectName() != "FocusRing":
            out.append(w)
    return out


@dataclass
class TabWalk:
    reached: list[QWidget] = field(default_factory=list)
    missed: list[QWidget] = field(default_factory=list)
    mouse_only: list[QWidget] = field(default_factory=list)

    def names(self, which: list[QWidget]) -> list[str]:
        return [describe(w) for w in which]


def _inner_stops(w: QWidget) -> int:
    """Tab presses a control may keep the focus for, stepping inside it: a label's links (Tab
    goes link by link, then on)."""
    from PySide6.QtWidgets import QLabel, QTextBrowser

    if (
        isinstance(w, QLabel)
        and w.textInteractionFlags() & Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    ):
        return w.text().count("<a ") + 1
    if isinstance(w, QTextBrowser) and not w.tabChangesFocus():  # link by link, then on
        return w.toHtml().count("<a ") + 1
    return 0


def _settle() -> None:
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def tab_walk(root: QWidget, start: QWidget | None = None, *, ignore: tuple = ()) -> TabWalk:
    """Tab round `root` from `start` (default: its first stop) until the focus is back there.

    `ignore`: controls a caller leaves to another test (each must say why where it is passed).
    Raises AssertionError on a trap, on controls Tab never reached, and on controls that take
    no Tab focus at all (for the mouse only)."""
    win = root.window()
    win.activateWindow()
    stops = [w for w in expected_stops(root) if w not in ignore]
    assert stops, f"nothing in {describe(root)} takes Tab"
    first = start or stops[0]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    _settle()
    began = QApplication.focusWidget()
    assert began is not None, f"{describe(first)} did not take the focus"
    walk = TabWalk(reached=[began])
    stayed = 0
    for _ in range(MAX_STEPS):
        here = QApplication.focusWidget()
        assert here is not None, f"the focus left every control after {walk.names(walk.reached)}"
        QTest.keyClick(here, Qt.Key.Key_Tab)
        _settle()
        now = QApplication.focusWidget()
        assert now is not None, f"Tab from {describe(here)} left no control focused"
        assert now.window() is win, (
            f"Tab from {describe(here)} left the window for {describe(now)} "
            f"in {now.window().windowTitle()!r}"
        )
        if now is here:  # stepping inside it (a link), before asking whether the walk is back
            stayed += 1
            if stayed <= _inner_stops(here):
                continue
            if now is began:  # the only stop: Tab comes back to it at once
                break
            raise AssertionError(f"a trap: Tab does not leave {describe(here)}")
        if now is began:
            break
        stayed = 0
        assert now not in walk.reached, (
            f"a trap: Tab circles back to {describe(now)} without reaching the start "
            f"({describe(began)}); the walk: {walk.names(walk.reached)}"
        )
        walk.reached.append(now)
    else:
        raise AssertionError(f"Tab did not come back in {MAX_STEPS} presses")
    seen = set(walk.reached)
    groups = {g for w in walk.reached if (g := _radio_group(w)) is not None}
    for w in stops:
        if w in seen or (w.focusProxy() is not None and w.focusProxy() in seen):
            continue
        if (g := _radio_group(w)) is not None and g in groups:
            continue
        if any(w.isAncestorOf(r) for r in seen):  # a container whose inner control took it
            continue
        walk.missed.append(w)
    walk.mouse_only = [w for w in unreachable_controls(root) if w not in ignore]
    assert not walk.missed, f"Tab never reached: {walk.names(walk.missed)}"
    assert not walk.mouse_only, f"for the mouse only (no Tab focus): {walk.names(walk.mouse_only)}"
    return walk


def reachable_buttons(walk: TabWalk) -> set[str]:
    """The words on the buttons the walk reached (for "Copy was reached" style checks)."""
    return {b.text().replace("&", "") for b in walk.reached if isinstance(b, QAbstractButton)}
