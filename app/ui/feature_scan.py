"""PySide6's per-import source scan, made cheap (issue 40). Imported for that effect by the window
module right after Qt, before the rest of the app.

Importing PySide6.QtCore replaces `__import__` with shiboken's, which calls
`shibokensupport.feature.feature_imported(module)` for every module imported from then on. That
records, for PySide's opt-in `from __feature__ import snake_case, true_property`, whether the
module "uses PySide": `"PySide6" in inspect.getsource(module)`. inspect's way goes through
linecache (each file tokenized for its encoding, kept in memory as lines): ~40 ms of CPU and
~10 MiB for the window's ~450 modules. The answer is the same from the file's bytes, so
`_mod_uses_pyside` is replaced by a function that reads them: for a `.py` file, whether
b"PySide6" is in it; anything else (built-ins, no file, unreadable) is asked of PySide's own
function, as before. (A source in an encoding where "PySide6" is not those bytes, UTF-16, would
be told apart: none of the app's or its dependencies' are.) Nothing else of PySide is touched;
where its internals differ (another release), nothing is replaced and the scan stays PySide's.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (installs shiboken's import hook, and the module below)

_FEATURE = "shibokensupport.feature"


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """PySide's question (does the module's source say "PySide6"?) answered from its file."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return fallback(module)
    try:
        with open(path, "rb") as fh:
            return b"PySide6" in fh.read()
    except OSError:
        return fallback(module)


def install() -> bool:
    """Replace the scan (once); False when this PySide has no such function to replace."""
    feature = sys.modules.get(_FEATURE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "ling_desk", False):
        return True

    def _mod_uses_pyside(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    _mod_uses_pyside.ling_desk = True  # type: ignore[attr-defined]
    _mod_uses_pyside.original = original  # type: ignore[attr-defined]
    setattr(feature, "_mod_uses_pyside", _mod_uses_pyside)  # noqa: B010  (a module of the .so)
    return True


install()
