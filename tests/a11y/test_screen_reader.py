"""Ling Desk as a screen reader meets it (issue 39, item 13): the real window under Xvfb with
accessibility on, read through AT-SPI from another process (tests/support/atspi.py), one start
shared by every check.

Every focusable control of the main window, Settings, Documents and the Activity log has a name
in words; the engine's readiness, an answer's end and a failing check are announced; a streamed
answer reaches the screen reader as text insertions, not as the whole paragraph again per token.
"""

from __future__ import annotations

import json
import os
import re
import signal

import pytest

from tests.support import atspi
from tests.support.app_process import read_text
from tests.support.engine import make_model_dir

pytestmark = [pytest.mark.xvfb, pytest.mark.timeout(240)]

SETTINGS = "Ling Desk settings"
SIDE = "Ling Desk — side panel"
LETTER = re.compile(r"[^\W\d_]")
# Items inside a control are named by their own text (a menu's entries, a list's rows, a tab).
ITEMS = {"list item", "menu item", "page tab", "table cell", "tree item", "menu", "check menu item",
         "radio menu item", "table column header", "table row header", "column header",
         "row header"}  # fmt: skip


@pytest.fixture
def desk(tmp_path):
    why = atspi.missing()
    if why:
        pytest.skip(why)
    tmp = tmp_path
    d = atspi.Desk(tmp, make_model_dir(tmp / "models"))
    try:
        d.wait_for(lambda: atspi.APP_NAME in d.ask(cmd="apps").get("apps", []), 60,
                   "the window on the accessibility bus")  # fmt: skip
        d.wait_for(lambda: "fired up" in read_text(d.base / "logs" / "engine.log"), 60,
                   "the engine")  # fmt: skip
        yield d
    finally:
        d.close()


def unnamed(tree: dict, *, described: bool = False) -> list[str]:
    """Focusable controls a screen reader cannot name in words (with where they are); with
    `described`, also those shown without a description in words."""
    bad: list[str] = []

    def visit(node: dict, where: list[str]) -> None:
        states, role, name = node["states"], node["role"], node["name"]
        # A combo box's popup list is read through its combo box (named and checked itself).
        popup = role == "list" and where and where[-1].startswith("combo box")
        label = role == "label"  # says its text: its name
        control = "focusable" in states and role not in ITEMS and not popup
        if control and not (label and "showing" not in states) and not LETTER.search(name):
            desc = node["description"][:50]
            bad.append(f"{role} {name!r} (description {desc!r}) in {' > '.join(where[-3:])}")
        elif (described and control and not label and "showing" in states
              and not LETTER.search(node["description"])):  # fmt: skip
            bad.append(f"{role} {name!r} has no description, in {' > '.join(where[-3:])}")
        for child in node["children"]:
            visit(child, [*where, f"{role} {name[:30]!r}"])

    visit(tree, [])
    return bad


def open_page(desk, item: str, window_name: str, modal: bool = False) -> None:
    desk.press(item, role="menu item", modal=modal)
    desk.wait_for(lambda: desk.find(window_name), 20, f"the {window_name} window")


def test_the_window_as_a_screen_reader_meets_it(desk):
    """One start of the window for every check (CI time): each step below is one of item 13's
    promises, in an order that leaves the engine crashed last."""
    every_focusable_control_has_a_name_in_words(desk)
    the_engine_being_ready_is_announced(desk)
    a_streamed_answer_arrives_as_text_insertions_and_its_end_is_announced(desk)
    a_failing_check_and_a_crashed_engine_are_announced(desk)


def every_focusable_control_has_a_name_in_words(desk):
    # The main window, the side panel, Documents and the Activity log: named and described.
    desk.press("Side panel")
    desk.wait_for(lambda: desk.find(SIDE), 20, "the side panel")
    open_page(desk, "Documents…", "Documents")
    open_page(desk, "Activity log…", "Activity log")
    bad = unnamed(desk.tree(), described=True)
    desk.press("Hide the side panel", window=SIDE)
    desk.press("Close", window="Documents")
    # Settings (modal: open until Cancel): every field named (described where a name needs it).
    open_page(desk, "Settings…", SETTINGS, modal=True)
    try:
        bad += [f"(Settings) {b}" for b in unnamed(desk.tree())]
    finally:
        desk.press("Cancel", window=SETTINGS)
    assert not sorted(set(bad)), "\n".join(sorted(set(bad)))


def a_streamed_answer_arrives_as_text_insertions_and_its_end_is_announced(desk):
    desk.events()
    start = len(desk.heard)
    desk.set_text("Message to Ling", "Tell me about the three optimizations.")
    desk.press("Send")
    done = desk.wait_announced(lambda t: t.startswith("Answer finished"), 60, "Answer finished")
    events = desk.heard[start:]
    inserts = [e["text"] for e in events if e["type"] == "object:text-changed:insert"
               and e["name"] == "Answer being written"]  # fmt: skip
    # In pieces, as it streamed: the pieces together are the answer (its words as announced).
    assert len(inserts) > 3, inserts
    answer = "".join(inserts)
    assert done == f"Answer finished, {len(answer.split()):,} words."
    # While it streams, no label says the answer's text again (the open paragraph did, whole,
    # on every piece): the live text says each new piece; the labels speak once it ended.
    last_piece = max(i for i, e in enumerate(events)
                     if e["type"] == "object:text-changed:insert" and e["text"] == inserts[-1])  # fmt: skip
    said_again = [e["text"][:60] for e in events[:last_piece]
                  if e["type"] == "object:property-change:accessible-name"
                  and e["role"] == "label" and len(e["text"] or "") > 20
                  and e["text"][:20] in answer]  # fmt: skip
    assert not said_again, said_again


def the_engine_being_ready_is_announced(desk):
    desk.wait_announced(lambda t: t == "Engine ready", 30, "Engine ready")


def a_failing_check_and_a_crashed_engine_are_announced(desk):
    pid = json.loads((desk.base / "runtime" / "engine.pid.json").read_text())["pid"]
    os.killpg(pid, signal.SIGKILL)  # the engine's whole process group, as a crash would
    desk.wait_announced(lambda t: t.startswith("Engine crashed"), 60, "Engine crashed")
    # The row of the check that had passed turns red, and says so in words.
    desk.wait_announced(lambda t: t.startswith("Engine ready failed: "), 60, "the row failing")
