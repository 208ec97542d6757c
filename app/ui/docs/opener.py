"""Opening a cited file with the program the desktop has for it, and saying when there is none.

Qt's openUrl hands a file to xdg-open and reports success once that starts, even when no
program is registered for the file's type (nothing then opens, and nothing is said). On Linux
the freedesktop registry is read first (the mime-apps spec: mimeapps.list defaults and added
associations less removed ones, and each applications folder's mimeinfo.cache), so the source
view can say plainly that nothing would open it, and offer the folder instead.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeDatabase

if TYPE_CHECKING:
    import configparser

DIRECTORY = "inode/directory"


def _dirs(var: str, default: str) -> list[Path]:
    return [Path(d) for d in (os.environ.get(var) or default).split(":") if d]


def _app_dirs() -> list[Path]:
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return [
        d / "applications"
        for d in [Path(home), *_dirs("XDG_DATA_DIRS", "/usr/local/share:/usr/share")]
    ]


def _config_dirs() -> list[Path]:
    home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return [Path(home), *_dirs("XDG_CONFIG_DIRS", "/etc/xdg")]


def _read(path: Path) -> configparser.ConfigParser | None:
    import configparser  # at the first "Open with": the window's start reads no desktop files

    cp = configparser.ConfigParser(interpolation=None, strict=False, delimiters=("=",))
    cp.optionxform = str  # type: ignore[assignment,method-assign]  # mime types as written
    try:
        cp.read(path, encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None  # a damaged list is no registration
    return cp


def _entries(cp: configparser.ConfigParser, section: str, mime: str) -> list[str]:
    if not cp.has_section(section):
        return []
    return [e.strip() for e in cp.get(section, mime, fallback="").split(";") if e.strip()]


def handlers(mimes: list[str]) -> list[str]:
    """The desktop entries registered for any of `mimes` whose .desktop file exists (an entry
    in a type's Removed Associations does not count for that type)."""
    apps = _app_dirs()
    lists = [c / "mimeapps.list" for c in _config_dirs()] + [a / "mimeapps.list" for a in apps]
    parsed = [cp for cp in (_read(p) for p in lists if p.is_file()) if cp is not None]
    caches = [cp for cp in (_read(a / "mimeinfo.cache") for a in apps
                            if (a / "mimeinfo.cache").is_file()) if cp is not None]  # fmt: skip
    out: list[str] = []
    for mime in mimes:
        removed = {e for cp in parsed for e in _entries(cp, "Removed Associations", mime)}
        found = [e for cp in parsed for section in ("Default Applications", "Added Associations")
                 for e in _entries(cp, section, mime)]  # fmt: skip
        found += [e for cp in caches for e in _entries(cp, "MIME Cache", mime)]
        for entry in found:
            exists = any((a / entry).is_file() for a in apps)
            if exists and entry not in out and entry not in removed:
                out.append(entry)
    return out


def mime_of(path: str) -> tuple[list[str], str]:
    """(the file's MIME type and its ancestors, a name for it people read: "PDF document")."""
    db = QMimeDatabase()
    t = db.mimeTypeForFile(path) if not os.path.isdir(path) else db.mimeTypeForName(DIRECTORY)
    return [t.name(), *t.allAncestors()], t.comment() or t.name()


def can_open(path: str) -> bool:
    """Whether the desktop has a program for this file (or folder). Off Linux Qt asks the
    system itself (and says when it cannot): assumed yes."""
    if not sys.platform.startswith("linux"):
        return True
    mimes, _ = mime_of(path)
    return bool(handlers(mimes))
