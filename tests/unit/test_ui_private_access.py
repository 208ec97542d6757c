"""No module of app/ui reaches into another object's private attributes (`obj._name` where obj
is not self, cls or super()): what a room needs from another is a public method or property
(issue 36). A private name the same module defines (a class of its own, a helper it owns) is
its own business; a few of Python's own private names are listed below with the reason."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "app" / "ui"

# (file relative to app/ui, "obj._name"): the standard library's own, with no public form.
ALLOWED = {
    ("shell/platform_check.py", "os._exit"),  # end at once, no cleanup: the documented way
    ("status/qtfix.py", "loop._asyncgen_firstiter_hook"),  # asyncio's own hook methods
    ("status/qtfix.py", "loop._asyncgen_finalizer_hook"),
}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _own_names(tree: ast.Module) -> set[str]:
    """The private names this module defines: functions and methods, class attributes, and
    attributes its code sets on self or cls."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("self", "cls")
        ):
            names.add(node.attr)
    return {n for n in names if _private(n)}


def _reach_ins(source: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    own = _own_names(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not _private(node.attr):
            continue
        base = node.value
        if isinstance(base, ast.Name) and base.id in ("self", "cls"):
            continue
        if (
            isinstance(base, ast.Call)
            and isinstance(base.func, ast.Name)
            and base.func.id == "super"
        ):
            continue
        if node.attr in own:
            continue
        found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_ui_module_reaches_a_private_attribute_of_another_object():
    bad = []
    for path in sorted(UI.rglob("*.py")):
        rel = path.relative_to(UI).as_posix()
        for line, expr in _reach_ins(path.read_text(encoding="utf-8")):
            if (rel, expr) not in ALLOWED:
                bad.append(f"app/ui/{rel}:{line}: {expr}")
    assert bad == [], "give the owner a public method or property:\n" + "\n".join(bad)


def test_the_check_sees_a_reach_in_and_lets_own_names_be():
    assert _reach_ins("ctx._watch(conv)\n") == [(1, "ctx._watch")]
    assert _reach_ins("app._ling_timer = t\n") == [(1, "app._ling_timer")]
    assert _reach_ins("self._x = 1\nsuper()._y()\ncls._z\n") == []
    own = "class A:\n    def _hidden(self): ...\n\ndef f(a: A):\n    a._hidden()\n"
    assert _reach_ins(own) == []
