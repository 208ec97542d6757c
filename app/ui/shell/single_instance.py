"""The GUI's side of "one Ling Desk per data folder" (the lock itself is app.core.instance).

The first instance listens on a local socket named after its data folder; a second start that
finds the folder locked asks it, through that socket, to bring its window to the front, and
exits having changed nothing; while that instance is quitting (its engine stopping), it answers
so, and the second start says that instead. When nobody answers (the folder is held by a headless `serve` or
`check`), the second start says so plainly instead.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMessageBox, QWidget

from app.core.instance import InstanceBusy
from app.core.words import translate

log = logging.getLogger(__name__)

RAISE = b"raise\n"
DONE = b"ok\n"
STOPPING = b"stopping\n"  # the first instance is quitting: no window to bring up

# ask_first's answers
RAISED, QUITTING, NO_ANSWER = "raised", "stopping", ""


class InstanceServer(QObject):
    """Listens for later starts on the same folder; `raiseRequested` asks for the window."""

    raiseRequested = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        # Set while the app quits (its engine stopping): a later start is told so instead of
        # "brought its window to the front", since no window comes.
        self.stopping = False
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        # Only the lock holder gets here, so a socket of this name is stale (a killed instance).
        QLocalServer.removeServer(self.name)
        if not self.server.listen(self.name):
            log.warning("cannot listen on %s: %s; a second start will only be told no",
                        self.name, self.server.errorString())  # fmt: skip
            return False
        return True

    def close(self) -> None:
        self.server.close()  # removes the socket file

    def _accept(self) -> None:
        while (sock := self.server.nextPendingConnection()) is not None:
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(sock.deleteLater)

    def _read(self, sock: QLocalSocket) -> None:
        if bytes(sock.readAll().data()).startswith(RAISE):
            if self.stopping:
                sock.write(STOPPING)
            else:
                self.raiseRequested.emit()
                sock.write(DONE)
            sock.flush()
            sock.disconnectFromServer()


def ask_first(name: str, timeout_ms: int = 3000) -> str:
    """Ask the instance holding the folder for its window: RAISED (it came to the front),
    QUITTING (it is stopping its engine and closing) or NO_ANSWER."""
    sock = QLocalSocket()
    sock.connectToServer(name)
    if not sock.waitForConnected(timeout_ms):
        return NO_ANSWER
    sock.write(RAISE)
    sock.waitForBytesWritten(timeout_ms)
    answer = b""
    while b"\n" not in answer and sock.waitForReadyRead(timeout_ms):
        answer += bytes(sock.readAll().data())
    sock.abort()
    if DONE in answer:
        return RAISED
    return QUITTING if STOPPING in answer else NO_ANSWER


def stopping_text(folder: str) -> str:
    return translate(
        "shell",
        "The Ling Desk using {folder} is stopping its engine and closing. "
        "Start Ling Desk again once it has closed.",
    ).format(folder=folder)


def tell_stopping(folder: str, parent: QWidget | None = None) -> None:
    """The holder is quitting: say so, and that a start after it works."""
    QMessageBox.information(
        parent, translate("shell", "Ling Desk is closing"), stopping_text(folder)
    )


def tell_busy(exc: InstanceBusy, parent: QWidget | None = None) -> None:
    """Nobody answered: say plainly that another Ling Desk uses the folder."""
    QMessageBox.information(parent, translate("shell", "Ling Desk is already running"), str(exc))
