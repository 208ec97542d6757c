"""Start-up with a damaged history: move the file aside (kept) and start fresh, or quit.

An encrypted history the key does not open (vault.WrongKey) is not damaged: the data is fine and
the key is wrong, so moving it aside is never offered; the app says so and quits."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from app.core import vault
from app.core.chat.store import (
    DiskFull,
    Store,
    StoreCorrupt,
    StoreError,
    move_aside,
    open_history,
)
from app.core.words import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

MOVE_ASIDE = QT_TRANSLATE_NOOP("shell", "Move aside and start fresh")


def ask_move_aside(exc: StoreCorrupt, parent: QWidget | None = None) -> bool:
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("shell", "Ling Desk: history damaged"))
    box.setText(translate("shell", "The chat history cannot be read: the file is damaged."))
    box.setInformativeText(
        f"{exc.path}\n\n{exc.detail}\n\n"
        + translate("shell", "Ling Desk can move this file aside (it is kept beside the new one, "
                    "never deleted, for a repair tool or a backup) and start with an empty "
                    "history. Or quit and deal with the file yourself.")
    )  # fmt: skip
    move = box.addButton(translate("shell", MOVE_ASIDE), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("shell", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(move)
    box.exec()
    return box.clickedButton() is move


def tell_wrong_key(exc: vault.VaultError, parent: QWidget | None = None) -> None:
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(translate("shell", "Ling Desk: history locked"))
    box.setText(translate(
        "shell",
        "The chat history cannot be opened with this data key. The file is not damaged: the "
        "key is the wrong one, so Ling Desk quits and leaves the file as it is.",
    ))  # fmt: skip
    box.setInformativeText(str(exc))
    box.setObjectName("wrongKeyMessage")
    box.setAccessibleName(translate("shell", "History locked: wrong key"))
    box.exec()


def open_history_or_ask(
    path: Path, key: vault.DataKey | None = None, parent: QWidget | None = None
) -> tuple[Store | None, str]:
    """The history for start-up (opened with the data key `key`), asking the user about a
    damaged one.

    Returns (store, notice): store None means quit (the user chose to, or the error was not one
    that moving the file cures, and they were told); notice says where a moved file went.
    """
    notice = ""
    for _ in range(2):  # the second try is on a fresh file: it fails only for other reasons
        try:
            return open_history(path, key), notice
        except vault.WrongKey as exc:
            log.error("%s", exc)
            tell_wrong_key(exc, parent)
            return None, ""
        except (StoreCorrupt, vault.Damaged) as exc:
            # An encrypted file's damage: the vault's sentence, with the same choices.
            corrupt = exc if isinstance(exc, StoreCorrupt) else StoreCorrupt(exc.path, str(exc))
            log.error("%s", corrupt)
            if notice:  # damaged again right after a fresh start: not the file's fault
                QMessageBox.critical(parent, "Ling Desk", str(corrupt))
                return None, ""
            if not ask_move_aside(corrupt, parent):
                return None, ""
            moved = move_aside(path)
            notice = translate(
                "shell", "The damaged history was moved to {path}; this is a fresh one."
            ).format(path=moved)
        except (StoreError, vault.VaultError) as exc:  # NotEncrypted: converted at start
            log.error("%s", exc)
            # A full disk is said as such ("disk I/O error" is what SQLite says), with the path.
            title = (
                translate("shell", "Ling Desk: the disk is full")
                if isinstance(exc, DiskFull)
                else "Ling Desk"
            )
            QMessageBox.critical(parent, title, str(exc))
            return None, ""
    return None, ""
