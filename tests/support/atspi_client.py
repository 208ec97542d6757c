"""An AT-SPI client, as a screen reader sees an application: run by Debian's /usr/bin/python3
(python3-pyatspi), never by the project's venv. tests/support/atspi.py starts it and talks to it.

It reads one JSON command a line on stdin and answers one JSON line on stdout:
  {"cmd": "apps"}                          names of the applications on the accessibility bus
  {"cmd": "tree", "app": NAME}             every object under the app's windows (see _node)
  {"cmd": "find", "app": NAME, "name": N, "role": R}   first object so named (path, states)
  {"cmd": "action", "app": NAME, "path": [...], "action": 0}   do an object's action (a click)
  {"cmd": "settext", "app": NAME, "path": [...], "text": T}    set an editable text's contents
  {"cmd": "events"}                        the events heard since the last call (then cleared)
Events listened to: object:announcement, object:text-changed:insert/delete,
object:property-change:accessible-name, object:state-changed:focused (each with the source's
role and name, and the event's text).
"""

from __future__ import annotations

import json
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

EVENTS = (
    "object:announcement",
    "object:text-changed:insert",
    "object:text-changed:delete",
    "object:property-change:accessible-name",
    "object:state-changed:focused",
)
heard: list[dict] = []
# libatspi waits 800 ms for an answer by default: too short for a window starting on a busy
# 2-core CI machine (a lost answer fails the walk).
METHOD_MS, STARTUP_MS = 10_000, 60_000


def _name(obj) -> str:
    try:
        return obj.get_name() or ""
    except GLib.Error:
        return ""


def _role(obj) -> str:
    try:
        return obj.get_role_name() or ""
    except GLib.Error:
        return ""


def _on_event(event) -> None:
    src = event.source
    data = event.any_data
    heard.append(
        {
            "type": event.type,
            "detail1": event.detail1,
            "detail2": event.detail2,
            "text": data if isinstance(data, str) else None,
            "role": _role(src) if src is not None else "",
            "name": _name(src) if src is not None else "",
            "source": getattr(src, "path", None) if src is not None else None,  # the object's id
        }
    )


def _states(obj) -> list[str]:
    out = []
    try:
        ss = obj.get_state_set()
    except GLib.Error:
        return out
    for st in (
        Atspi.StateType.FOCUSABLE,
        Atspi.StateType.FOCUSED,
        Atspi.StateType.SHOWING,
        Atspi.StateType.VISIBLE,
        Atspi.StateType.ENABLED,
        Atspi.StateType.EDITABLE,
    ):
        if ss.contains(st):
            out.append(st.value_nick)
    return out


def _node(obj, path: list[int], depth: int = 0) -> dict:
    try:
        desc = obj.get_description() or ""
    except GLib.Error:
        desc = ""
    node = {
        "path": path,
        "role": _role(obj),
        "name": _name(obj),
        "description": desc,
        "states": _states(obj),
        "children": [],
    }
    if depth > 60:
        return node
    try:
        n = obj.get_child_count()
    except GLib.Error:
        n = 0
    for i in range(min(n, 2000)):
        try:
            child = obj.get_child_at_index(i)
        except GLib.Error:
            continue
        if child is not None:
            node["children"].append(_node(child, [*path, i], depth + 1))
    return node


def _app(name: str):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and _name(app) == name:
            return app
    return None


def _at(app, path: list[int]):
    obj = app
    for i in path:
        obj = obj.get_child_at_index(i)
    return obj


def _find(obj, name: str, role: str | None, path: list[int]):
    if _name(obj) == name and (role is None or _role(obj) == role):
        return obj, path
    try:
        n = obj.get_child_count()
    except GLib.Error:
        return None
    for i in range(n):
        try:
            child = obj.get_child_at_index(i)
        except GLib.Error:
            continue
        if child is None:
            continue
        hit = _find(child, name, role, [*path, i])
        if hit is not None:
            return hit
    return None


def handle(req: dict) -> dict:
    cmd = req.get("cmd")
    if cmd == "apps":
        desktop = Atspi.get_desktop(0)
        names = [_name(desktop.get_child_at_index(i)) for i in range(desktop.get_child_count())]
        return {"apps": names}
    if cmd == "events":
        out = list(heard)
        heard.clear()
        return {"events": out}
    app = _app(req.get("app", ""))
    if app is None:
        return {"error": "no such application"}
    if cmd == "tree":
        return {"tree": _node(app, [])}
    if cmd == "find":
        root, at = app, []
        if req.get("window"):  # only inside that window (a dialog's Cancel, not another's)
            kids = [app.get_child_at_index(i) for i in range(app.get_child_count())]
            at = [i for i, k in enumerate(kids) if k is not None and _name(k) == req["window"]]
            if not at:
                return {"found": None}
            root = kids[at[0]]
        hit = _find(root, req["name"], req.get("role"), at)
        if hit is None:
            return {"found": None}
        obj, path = hit
        return {"found": {"path": path, "states": _states(obj), "role": _role(obj)}}
    obj = _at(app, req["path"])
    if cmd == "action":
        action = obj.get_action_iface()
        if not req.get("modal"):
            return {"ok": bool(action.do_action(int(req.get("action", 0))))}
        # A menu item that opens a modal dialog answers only when the dialog closes: the
        # call is sent, and its reply not waited for.
        Atspi.set_timeout(1500, STARTUP_MS)
        try:
            action.do_action(int(req.get("action", 0)))
        except GLib.Error:
            pass
        finally:
            Atspi.set_timeout(METHOD_MS, STARTUP_MS)
        return {"ok": True}
    if cmd == "settext":
        editable = obj.get_editable_text_iface()
        return {"ok": bool(editable.set_text_contents(req["text"]))}
    if cmd == "text":
        text = obj.get_text_iface()
        return {"text": text.get_text(0, text.get_character_count())}
    return {"error": f"unknown command {cmd!r}"}


def _on_stdin(channel, condition) -> bool:
    line = sys.stdin.readline()
    if not line:
        loop.quit()
        return False
    try:
        reply = handle(json.loads(line))
    except Exception as exc:  # a failed query is an answer, not the end of the client
        reply = {"error": f"{type(exc).__name__}: {exc}"}
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
    return True


if __name__ == "__main__":
    Atspi.init()
    Atspi.set_timeout(METHOD_MS, STARTUP_MS)
    listener = Atspi.EventListener.new(_on_event)
    for kind in EVENTS:
        listener.register(kind)
    loop = GLib.MainLoop()
    GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT,
                      GLib.IOCondition.IN | GLib.IOCondition.HUP, _on_stdin)  # fmt: skip
    sys.stdout.write(json.dumps({"ready": True}) + "\n")
    sys.stdout.flush()
    loop.run()
