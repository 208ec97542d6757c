"""Keys for what Qt leaves to the mouse: a tool button's menu arrow.

A QToolButton in MenuButtonPopup mode (Attach: a press picks files, its arrow offers a folder,
the library and the presets) opens its menu only by a click on the arrow; no key reaches it.
Alt+Down and F4 open it, as they open a combo box's list.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QToolButton

from app.core.words import QT_TRANSLATE_NOOP

# Marked for translation: shown (translated) in Help > Keyboard shortcuts.
MENU_KEYS = QT_TRANSLATE_NOOP("shell", "Alt+Down or F4")
MENU_KEYS_WHAT = QT_TRANSLATE_NOOP(
    "shell", "Open the focused button's menu (Attach: a folder, the library, presets)"
)


def opens_menu(event: QKeyEvent) -> bool:
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    key = event.key()
    if key == Qt.Key.Key_F4 and mods == Qt.KeyboardModifier.NoModifier:
        return True
    return key == Qt.Key.Key_Down and mods == Qt.KeyboardModifier.AltModifier


class MenuKeys(QObject):
    """The event filter giving a tool button's menu its keys (one per button, its child)."""

    def eventFilter(self, obj, event) -> bool:  # Qt's name
        if (
            isinstance(obj, QToolButton)
            and event.type() == QEvent.Type.KeyPress
            and obj.menu() is not None
            and opens_menu(event)
        ):
            obj.showMenu()
            return True
        return False


def menu_keys(button: QToolButton) -> None:
    button.installEventFilter(MenuKeys(button))
