"""The GUI's side of "one Ling Desk per data folder" (the lock itself is app.core.instance).

The first instance listens on a local socket named after its data folder; a second start that
finds the folder locked asks it, through that socket, to bring its window to the front, and
exits having changed nothing. When nobody answers (the folder is held by a headless `serve` or
`check`), the second start says so plainly instead.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMessageBox, QWidget

from app.core.instance import InstanceBusy

log = logging.getLogger(__name__)

RAISE = b"raise\n"
DONE = b"ok\n"


class InstanceServer(QObject):
    """Listens for later starts on the same folder; `raiseRequested` asks for the window."""

    raiseRequested = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
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
            self.raiseRequested.emit()
            sock.write(DONE)
            sock.flush()
            sock.disconnectFromServer()


def ask_first_to_raise(name: str, timeout_ms: int = 3000) -> bool:
    """True when the instance holding the folder answered and came to the front."""
    sock = QLocalSocket()
    sock.connectToServer(name)
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write(RAISE)
    sock.waitForBytesWritten(timeout_ms)
    answer = b""
    while DONE not in answer and sock.waitForReadyRead(timeout_ms):
        answer += bytes(sock.readAll().data())
    sock.abort()
    return DONE in answer


def tell_busy(exc: InstanceBusy, parent: QWidget | None = None) -> None:
    """Nobody answered: say plainly that another Ling Desk uses the folder."""
    QMessageBox.information(parent, "Ling Desk is already running", str(exc))
