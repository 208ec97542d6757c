"""What the windows keep between runs: their geometry, fitted to the screen, and the chat shown.

window_settings is windows.ini beside settings.toml; fit_to_screen keeps a restored window on
the screen it opens on; a conversation being shown is written down first and crossed out once
it is on screen, so one that froze or ended the app is not reopened (unshown_conversations).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, QSize

from app.core.words import translate

FIRST_SIZE = (1240, 800)
# Room for the window manager's title bar and borders, not known before the first show.
FRAME_ALLOWANCE = QSize(16, 40)


def fit_to_screen(geo: QRect, avail: QRect, frame: QSize = FRAME_ALLOWANCE) -> QRect:
    """`geo` made to fit `avail` (the screen less panels) with its frame: shrunk where it is
    larger, moved where it sticks out. At QT_SCALE_FACTOR=2 a 1600x1000 screen is 800x500
    logical pixels; the default 1240x800 then put the composer off-screen."""
    w = max(1, min(geo.width(), avail.width() - frame.width()))
    h = max(1, min(geo.height(), avail.height() - frame.height()))
    inner_top = avail.top() + frame.height() - frame.width() // 2  # below the title bar
    x = min(max(geo.x(), avail.left() + frame.width() // 2),
            avail.right() - frame.width() // 2 - w + 1)  # fmt: skip
    y = min(max(geo.y(), inner_top), avail.bottom() - frame.width() // 2 - h + 1)
    return QRect(x, y, w, h)


def window_settings(ctx) -> QSettings:
    """QSettings only for window geometry, kept beside settings.toml."""
    return QSettings(str(ctx.paths.config_dir / "windows.ini"), QSettings.Format.IniFormat)


# A conversation being shown is written down first and crossed out once it is on screen: one
# still written down at the next start froze or ended the app (a 50,000-message chat once held
# the window for 253 s and 12.8 GB), and every start reopened it. It is then not reopened.
OPENING_KEY = "chat/opening"
UNSHOWN_KEY = "chat/unshown"  # ids whose showing never completed


def unshown_conversations(qs: QSettings) -> set[str]:
    """What could not be shown: the one being shown when the app last ended, and those before
    it that were never shown since (the opening in progress is moved here)."""
    raw = qs.value(UNSHOWN_KEY) or []
    ids = {str(i) for i in ([raw] if isinstance(raw, str) else raw) if i}
    opening = str(qs.value(OPENING_KEY) or "")
    if opening:
        ids.add(opening)
        qs.remove(OPENING_KEY)
        qs.setValue(UNSHOWN_KEY, sorted(ids))
        qs.sync()
    return ids


def not_reopened_text(title: str) -> str:
    return translate(
        "shell",
        "Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.",
    ).format(title=title)
