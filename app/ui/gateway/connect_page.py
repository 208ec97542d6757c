"""The "Connect an app" page: where editors and agents get Ling-3.0-flash from.

State, base URL and model id; the client keys (create, copy once, revoke); copy-ready snippets;
a Test button making a real request through the gateway; the list of recent API requests.
The gateway runs on its own thread: its request events reach this page as queued signals, and
the Test request runs on a worker thread, so nothing here waits on the network.
"""

from __future__ import annotations

import datetime
import html
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QMargins, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.gateway import ClientKeys, KeyStoreError, RequestRecord
from app.core.gateway.owner import PortOwner
from app.core.gateway.selftest import selftest
from app.core.gateway.snippets import APPS, parallel_text, snippet
from app.core.gateway.state import MODEL_ID, STOPPED_BY_APP_STAGE, Readiness
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.shell.ops import run_op

if TYPE_CHECKING:  # the server (aiohttp) is imported when the gateway starts
    from app.core.gateway import Gateway

# Room kept between the page and the screen's edges, and the frame the window manager adds
# before the page has been shown once (then the real one is read).
EDGE = 16
FRAME_GUESS = QMargins(4, 32, 4, 4)
# The width the page would like: the keys' and requests' tables read well from here.
PREFERRED_WIDTH = 820

REQUEST_COLUMNS = (
    QT_TRANSLATE_NOOP("gateway", "Time"),
    QT_TRANSLATE_NOOP("gateway", "App"),
    QT_TRANSLATE_NOOP("gateway", "Endpoint"),
    QT_TRANSLATE_NOOP("gateway", "Status"),
    QT_TRANSLATE_NOOP("gateway", "Prompt"),
    QT_TRANSLATE_NOOP("gateway", "Cached"),
    QT_TRANSLATE_NOOP("gateway", "Output"),
    "TTFT",
    "tok/s",
    QT_TRANSLATE_NOOP("gateway", "Accept"),
)  # the table's headers (TTFT and tok/s are kept as they are)


def _when(t: float | None) -> str:
    if t is None:
        return translate("gateway", "never")
    d = datetime.datetime.fromtimestamp(t)
    return d.strftime("%H:%M" if d.date() == datetime.date.today() else "%Y-%m-%d")


def readiness_words(snap: Readiness) -> str:
    """Readiness.message() in the window's language. An app's 503 keeps the English sentence
    (an API's words, like --json's); the engine's stage is said as the engine names it."""
    model = snap.model_id
    if snap.stage in ("not started", "stopped"):
        text = translate("gateway", "{model} is not running: start the engine in Ling Desk")
    elif snap.stage == "stopping":
        text = translate("gateway", "{model} is stopping")
    elif snap.stage == "crashed":
        text = translate(
            "gateway", "{model} is not available: the engine crashed (Ling Desk says why)"
        )
    elif snap.stage == STOPPED_BY_APP_STAGE:
        text = translate(
            "gateway", "{model} is not available: Ling Desk stopped the engine (it says why)"
        )
    elif snap.stage.startswith("restart"):
        text = translate("gateway", "{model} is restarting: {stage}")
    elif snap.stage.startswith("crash"):
        text = translate("gateway", "{model} is not available: {stage}")
    else:
        text = translate("gateway", "{model} is loading: {stage}")
    stage = snap.stage + (f", {round(snap.progress * 100)}%" if snap.progress is not None else "")
    return text.format(model=model, stage=stage)


def _num(v: float | int | None, fmt: str = "{}") -> str:
    return "–" if v is None else fmt.format(v)


def _copy_row(edit: QLineEdit, name: str, copy: str) -> tuple[QWidget, QPushButton]:
    """A read-only field named `name` and its Copy button, whose name and tip are `copy`."""
    w = QWidget()
    lay = QHBoxLayout(w)
    lay.setContentsMargins(0, 0, 0, 0)
    edit.setReadOnly(True)
    edit.setAccessibleName(name)
    lay.addWidget(edit, 1)
    b = QPushButton(translate("gateway", "Copy"), w)
    b.setToolTip(copy)
    b.setAccessibleName(copy)
    b.clicked.connect(lambda: QGuiApplication.clipboard().setText(edit.text()))
    lay.addWidget(b)
    return w, b


class ConnectPage(QWidget):
    snippet_view: QPlainTextEdit  # made after the Copy button that reads it
    """`gateway` None: not running, `problem` says why (e.g. its port is taken)."""

    recordEvent = Signal(str, object)  # from the gateway thread, queued to this one
    keysChanged = Signal()  # a key made, revoked, confirmed or re-issued here

    def __init__(
        self,
        keys: ClientKeys,
        gateway: Gateway | None,
        port: int,
        problem: str = "",
        parent: QWidget | None = None,
        owner: PortOwner | None = None,
        forbidden: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ConnectPage")
        # The administrator's policy forbids the gateway: no key is made (`problem` says why).
        self.forbidden = forbidden
        self.setWindowTitle(translate("gateway", "Connect an app"))
        self.keys = keys
        self.gateway: Gateway | None = None
        self.port = port
        self.problem = problem
        self.owner: PortOwner | None = None  # a stranger holding the port
        self.new_key: str | None = None  # the key just created: shown until the page closes
        self._testing = False

        self._listening: Gateway | None = None  # whose log tells this page, while it is open
        self._shown_facts: tuple | None = None  # what the engine said, as the snippet shows it
        self._frame: QMargins | None = None  # the window manager's frame, once seen
        self._anchor: QWidget | None = None  # the window it was opened from

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller = scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Not a Tab stop of its own: Tab goes to its controls, each scrolled into view.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer.addWidget(scroll)
        holder = QWidget()
        scroll.setWidget(holder)
        centre = QHBoxLayout(holder)
        centre.setContentsMargins(0, 0, 0, 0)
        body = QWidget()
        body.setMaximumWidth(1100)  # a readable column on a wide window
        centre.addWidget(body)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(10)

        heading = translate("gateway", "Connect an app")
        title = QLabel(f"<b>{html.escape(heading)}</b>")
        lay.addWidget(title)
        intro = QLabel(
            translate(
                "gateway",
                "Editors and agents (Continue, Cline, Aider, Zed, opencode, Claude Code, your "
                "scripts) can use Ling-3.0-flash through Ling Desk's local API: one key per app, "
                "only on this computer.",
            )
        )
        intro.setWordWrap(True)
        intro.setObjectName("MetaLabel")
        lay.addWidget(intro)

        self.state_label = QLabel()
        self.state_label.setObjectName("GatewayState")
        self.state_label.setWordWrap(True)
        self.state_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.state_label)
        # Keys a stranger on the port may have seen: which apps need a new key, and from whom.
        self.exposed_note = QLabel()
        self.exposed_note.setObjectName("ExposedNote")
        self.exposed_note.setStyleSheet("color: palette(bright-text); font-weight: bold;")  # red
        self.exposed_note.setWordWrap(True)
        self.exposed_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.exposed_note.hide()
        lay.addWidget(self.exposed_note)

        grid = QGridLayout()
        self.base_url = QLineEdit()
        self.model_id = QLineEdit(MODEL_ID)
        base_row, self.copy_base = _copy_row(
            self.base_url,
            translate("gateway", "Base URL"),
            translate("gateway", "Copy the base URL"),
        )
        model_row, self.copy_model = _copy_row(
            self.model_id,
            translate("gateway", "Model id"),
            translate("gateway", "Copy the model id"),
        )
        grid.addWidget(QLabel(translate("gateway", "Base URL")), 0, 0)
        grid.addWidget(base_row, 0, 1)
        grid.addWidget(QLabel(translate("gateway", "Model")), 1, 0)
        grid.addWidget(model_row, 1, 1)
        grid.setColumnStretch(1, 1)
        lay.addLayout(grid)
        # What the engine's parallel limit means for the user's own chat (issue 39).
        self.parallel_note = QLabel()
        self.parallel_note.setObjectName("ParallelNote")
        self.parallel_note.setWordWrap(True)
        lay.addWidget(self.parallel_note)

        # -- keys --
        kbox = QGroupBox(translate("gateway", "Keys"))
        kl = QVBoxLayout(kbox)
        row = QHBoxLayout()
        self.key_name = QLineEdit()
        self.key_name.setPlaceholderText(translate("gateway", "App name, e.g. Continue"))
        self.key_name.returnPressed.connect(self._create_key)
        self.create_btn = QPushButton(translate("gateway", "Create key"))
        self.create_btn.setObjectName("Primary")
        self.create_btn.clicked.connect(self._create_key)
        row.addWidget(self.key_name, 1)
        row.addWidget(self.create_btn)
        kl.addLayout(row)
        self.new_key_box = QFrame()
        nk = QVBoxLayout(self.new_key_box)
        nk.setContentsMargins(0, 0, 0, 0)
        self.new_key_note = QLabel()
        self.new_key_note.setWordWrap(True)
        self.new_key_edit = QLineEdit()
        nk.addWidget(self.new_key_note)
        nk.addWidget(
            _copy_row(
                self.new_key_edit,
                translate("gateway", "New key"),
                translate("gateway", "Copy the new key"),
            )[0]
        )
        self.new_key_box.hide()
        kl.addWidget(self.new_key_box)
        self.key_message = QLabel()
        self.key_message.setWordWrap(True)
        self.key_message.setObjectName("MetaLabel")
        kl.addWidget(self.key_message)
        self.keys_table = QTableWidget(0, 5)
        self.keys_table.setHorizontalHeaderLabels(
            (
                translate("gateway", "App"),
                translate("gateway", "Created"),
                translate("gateway", "Last used"),
                translate("gateway", "Requests"),
                translate("gateway", "Exposed"),
            )
        )
        # The app's name is read whole; who exposed a key (a long text, whole in the cell's
        # tooltip and in the note above) takes the room that is left.
        self._table_style(self.keys_table, 4)
        self.keys_table.setMaximumHeight(160)
        kl.addWidget(self.keys_table)
        # Short labels: the row fits a 480 px screen; the names say which key.
        self.revoke_btn = QPushButton(translate("gateway", "Revoke key"))
        self.revoke_btn.setAccessibleName(translate("gateway", "Revoke the selected key"))
        self.revoke_btn.setToolTip(
            translate("gateway", "The selected key stops working on its next request")
        )
        self.revoke_btn.clicked.connect(self._revoke_selected)
        self.reissue_btn = QPushButton(translate("gateway", "New key for app"))
        self.reissue_btn.setAccessibleName(translate("gateway", "New key for the selected app"))
        self.reissue_btn.setToolTip(
            translate(
                "gateway",
                "A new key for the selected app: the old key stops working; the new one is shown "
                "once",
            )
        )
        self.reissue_btn.clicked.connect(self._reissue_selected)
        self.confirm_btn = QPushButton(translate("gateway", "Keep key"))
        self.confirm_btn.setAccessibleName(translate("gateway", "Keep the selected key"))
        self.confirm_btn.setToolTip(
            translate(
                "gateway",
                "Accept the selected exposed key again: only if you know the program on the port "
                "was safe",
            )
        )
        self.confirm_btn.clicked.connect(self._confirm_selected)
        brow = QHBoxLayout()
        for b in (self.revoke_btn, self.reissue_btn, self.confirm_btn):
            brow.addWidget(b)
        brow.addStretch(1)
        kl.addLayout(brow)
        lay.addWidget(kbox)

        # -- snippets --
        sbox = QGroupBox(translate("gateway", "Set up an app"))
        sl = QVBoxLayout(sbox)
        srow = QHBoxLayout()
        self.app_pick = QComboBox()
        self.app_pick.addItems(APPS)
        self.app_pick.currentTextChanged.connect(self._show_snippet)
        self.app_pick.setAccessibleName(translate("gateway", "The app to set up"))
        self.copy_snippet = QPushButton(translate("gateway", "Copy"))
        self.copy_snippet.setAccessibleName(translate("gateway", "Copy the setup"))
        self.copy_snippet.setToolTip(translate("gateway", "Copy the setup shown below"))
        self.copy_snippet.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.snippet_view.toPlainText())
        )
        srow.addWidget(self.app_pick, 1)
        srow.addWidget(self.copy_snippet)
        sl.addLayout(srow)
        self.snippet_view = QPlainTextEdit()
        self.snippet_view.setReadOnly(True)
        self.snippet_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.snippet_view.setMinimumHeight(150)
        self.snippet_view.setTabChangesFocus(True)  # Tab moves on: nothing is typed here
        self.snippet_view.setAccessibleName(translate("gateway", "The setup for the chosen app"))
        sl.addWidget(self.snippet_view)
        lay.addWidget(sbox)

        # -- test --
        trow = QHBoxLayout()
        self.test_btn = QPushButton(translate("gateway", "Test"))
        self.test_btn.setToolTip(
            translate("gateway", "Send a short real request through the gateway")
        )
        self.test_btn.clicked.connect(self._test)
        self.test_result = QLabel()
        self.test_result.setWordWrap(True)
        trow.addWidget(self.test_btn)
        trow.addWidget(self.test_result, 1)
        lay.addLayout(trow)

        # -- requests --
        rbox = QGroupBox(translate("gateway", "Recent requests (no text is kept)"))
        rl = QVBoxLayout(rbox)
        self.requests_table = QTableWidget(0, len(REQUEST_COLUMNS))
        self.requests_table.setHorizontalHeaderLabels(
            [translate("gateway", c) for c in REQUEST_COLUMNS]
        )
        self._table_style(self.requests_table, 1)
        self.requests_table.setMinimumHeight(160)
        rl.addWidget(self.requests_table)
        lay.addWidget(rbox)
        lay.addStretch(1)

        self.recordEvent.connect(self._on_record, Qt.ConnectionType.QueuedConnection)
        # The engine's stage changes without an event of the gateway's: read it once a second.
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._refresh_state)  # runs while the page is open
        self.set_gateway(gateway, problem, owner)

    # -- wiring ------------------------------------------------------------------------

    def set_gateway(
        self, gateway: Gateway | None, problem: str = "", owner: PortOwner | None = None
    ) -> None:
        """The app calls this when it starts or stops the gateway (or finds a stranger on its
        port: `owner`)."""
        self._unlisten()
        self.gateway, self.problem, self.owner = gateway, problem, owner
        if gateway is not None:
            self.port = gateway.port
        if self.isVisible():
            self._listen()
        # Never hand out an address Ling Desk does not hold: apps would send their keys to
        # whoever holds it.
        holds = self._holds()
        self.base_url.setText(f"http://127.0.0.1:{self.port}/v1" if holds else "")
        self.base_url.setPlaceholderText(
            translate("gateway", "None now: Ling Desk does not hold port {port}").format(
                port=self.port
            )
        )
        self.copy_base.setEnabled(holds)
        self.copy_snippet.setEnabled(holds)
        # The address is never cut: the field is at least as wide as it.
        fm = self.base_url.fontMetrics()
        self.base_url.setMinimumWidth(fm.horizontalAdvance(self.base_url.text()) + 2 * fm.height())
        self.create_btn.setEnabled(owner is None and not self.forbidden)
        self.create_btn.setToolTip(
            problem if self.forbidden
            else "" if owner is None
            else translate("gateway", "Not while another program holds the port: it would get it")
        )  # fmt: skip
        self._show_snippet()
        self.refresh()

    def _holds(self) -> bool:
        return self.gateway is not None and self.gateway.running

    def _listener(self, what: str, rec: RequestRecord) -> None:
        if shiboken6.isValid(self):  # the gateway may outlive this page
            self.recordEvent.emit(what, rec)

    def _listen(self) -> None:
        """Follow the gateway's requests while the page is open (again after each reopening:
        issue 39 found it frozen after being closed once)."""
        if self.gateway is not None and self._listening is not self.gateway:
            self._unlisten()
            self.gateway.log.add_listener(self._listener)
            self._listening = self.gateway

    def _unlisten(self) -> None:
        if self._listening is not None:
            self._listening.log.remove_listener(self._listener)
            self._listening = None

    def showEvent(self, event) -> None:  # Qt's name
        super().showEvent(event)
        self._listen()
        self.refresh()  # what was served while it was closed
        self._timer.start()
        if self.isWindow():
            QTimer.singleShot(0, self._keep_on_screen)  # the real frame is known once shown

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        # Esc closes the page, as it does a dialog (a control that uses Esc keeps it: an open
        # list, a key being typed into a table).
        if event.key() == Qt.Key.Key_Escape and self.isWindow():
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # Qt's name
        self._unlisten()
        self._timer.stop()
        self.new_key = None  # a key is shown once: not again after the page closes
        self.new_key_edit.clear()
        self.new_key_box.hide()
        self._show_snippet()
        super().closeEvent(event)

    # -- placing -----------------------------------------------------------------------

    def content_size(self) -> QSize:
        """The size the page's content asks for: all of it, without scrolling."""
        holder = self.scroller.widget()
        assert holder is not None  # set in __init__
        hint = holder.sizeHint().expandedTo(holder.minimumSizeHint())
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        return QSize(max(hint.width(), PREFERRED_WIDTH) + bar, hint.height())

    def fit_to_screen(self, anchor: QWidget | None = None) -> None:
        """Size the page to its content within the screen (never past an edge) and centre it
        on `anchor`'s window (the one it was opened from), else on the screen."""
        anchor_win = anchor.window() if anchor is not None else None
        screen = (anchor_win.screen() if anchor_win is not None else None) or self.screen()
        avail = screen.availableGeometry()
        f = self._frame or FRAME_GUESS
        room_w = avail.width() - 2 * EDGE - f.left() - f.right()
        room_h = avail.height() - 2 * EDGE - f.top() - f.bottom()
        want = self.content_size()
        w, h = min(want.width(), room_w), min(want.height(), room_h)
        self.resize(w, h)
        outer_w, outer_h = w + f.left() + f.right(), h + f.top() + f.bottom()
        if anchor_win is not None and anchor_win.isVisible():
            centre = anchor_win.frameGeometry().center()
        else:
            centre = avail.center()
        x = min(max(centre.x() - outer_w // 2, avail.left() + EDGE),
                avail.right() + 1 - EDGE - outer_w)  # fmt: skip
        y = min(max(centre.y() - outer_h // 2, avail.top() + EDGE),
                avail.bottom() + 1 - EDGE - outer_h)  # fmt: skip
        self.move(x, y)  # a window's position is its frame's
        self._anchor = anchor_win

    def _keep_on_screen(self) -> None:
        """Once shown the window manager's frame is known: fit again if the guess was off."""
        if not shiboken6.isValid(self) or not self.isVisible():
            return
        geo, frame = self.geometry(), self.frameGeometry()
        real = QMargins(geo.left() - frame.left(), geo.top() - frame.top(),
                        frame.right() - geo.right(), frame.bottom() - geo.bottom())  # fmt: skip
        if real != (self._frame or FRAME_GUESS) and not real.isNull():
            self._frame = real
            self.fit_to_screen(self._anchor)

    # -- showing -----------------------------------------------------------------------

    @staticmethod
    def _table_style(t: QTableWidget, stretch: int) -> None:
        t.verticalHeader().hide()
        t.setTabKeyNavigation(False)  # Tab leaves the table (arrows move within it)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        head = t.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)  # the app's name

    def refresh(self) -> None:
        self._refresh_state()
        self._refresh_keys()
        self._refresh_requests()

    def state_text(self) -> str:
        gw = self.gateway
        if gw is None or not gw.running:
            if self.problem:
                return translate("gateway", "The local API is not running: {why}.").format(
                    why=self.problem.rstrip(".")
                )
            return translate("gateway", "The local API is not running.")
        snap = gw.state.get()
        if not snap.ready:
            return translate(
                "gateway", "Listening on {url}. Apps get “503, retry later”: {why}."
            ).format(url=gw.base_url, why=readiness_words(snap))
        active = gw.log.active()
        if active:
            names = ", ".join(dict.fromkeys(r.client for r in active))
            return translate(
                "gateway", "Listening on {url}. Engine ready; serving {names}."
            ).format(url=gw.base_url, names=names)
        return translate("gateway", "Listening on {url}. Engine ready.").format(url=gw.base_url)

    def _refresh_state(self) -> None:
        self.state_label.setText(self.state_text())
        running = self.gateway is not None and self.gateway.running
        self.test_btn.setEnabled(running and not self._testing)
        if self._facts() != self._shown_facts:  # the engine (re)started and said itself
            self._show_snippet()

    def _facts(self) -> tuple[str, int | None, int | None]:
        """The engine's model id, context length and parallel limit, as the gateway's engine
        feed read them (app/core/gateway/facts.py)."""
        if self.gateway is None:
            return MODEL_ID, None, None
        snap = self.gateway.state.get()
        return snap.model_id, snap.context_length, snap.max_running

    def _refresh_keys(self) -> None:
        try:
            infos = self.keys.list()
        except Exception as exc:  # a locked or damaged file: said, never raised into Qt
            self.key_message.setText(
                translate("gateway", "The keys cannot be read: {error}").format(error=exc)
            )
            return
        t = self.keys_table
        t.setRowCount(len(infos))
        for i, info in enumerate(infos):
            exposed = (
                translate("gateway", "yes: {who}").format(who=info.exposed_by)
                if info.exposed
                else ""
            )
            for j, text in enumerate((info.name, _when(info.created), _when(info.last_used),
                                      str(info.requests), exposed)):  # fmt: skip
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                t.setItem(i, j, item)
        self.revoke_btn.setEnabled(bool(infos))
        bad = [k for k in infos if k.exposed]
        # While the stranger is still there, a new key would be exposed at once.
        self.reissue_btn.setEnabled(bool(infos) and self.owner is None)
        self.confirm_btn.setEnabled(bool(bad) and self.owner is None)
        if bad:
            self.exposed_note.setText(
                translate(
                    "gateway",
                    "These apps need a new key: {names}. Their keys are refused because {who} "
                    "held port {port} while Ling Desk did not, and may have seen them. Select one "
                    "and press “New key for app”, then put the new key in that app.",
                ).format(
                    names=", ".join(k.name for k in bad), who=bad[0].exposed_by, port=self.port
                )
            )
        self.exposed_note.setVisible(bool(bad))

    def _refresh_requests(self) -> None:
        recs = list(reversed(self.gateway.log.recent())) if self.gateway else []
        t = self.requests_table
        t.setRowCount(len(recs))
        for i, r in enumerate(recs):
            cells = (
                datetime.datetime.fromtimestamp(r.started).strftime("%H:%M:%S"),
                r.client,
                r.endpoint.split(" ", 1)[-1]
                + (" " + translate("gateway", "(stream)") if r.stream else ""),
                str(r.status) + (f" {r.error}" if r.error else ""),
                _num(r.prompt_tokens),
                _num(r.cached_tokens),
                _num(r.completion_tokens),
                _num(None if r.ttft_s is None else r.ttft_s * 1000, "{:.0f} ms"),
                _num(r.decode_tok_s, "{:.1f}"),
                _num(r.accept_length, "{:.2f}"),
            )
            for j, text in enumerate(cells):
                t.setItem(i, j, QTableWidgetItem(text))

    def _show_snippet(self, *_: object) -> None:
        facts = self._shown_facts = self._facts()
        model, context, running = facts
        self.model_id.setText(model)
        holds = self._holds()
        # A setup keeps its lines as they are pasted; the sentence saying why there is none wraps.
        self.snippet_view.setLineWrapMode(
            QPlainTextEdit.LineWrapMode.NoWrap if holds
            else QPlainTextEdit.LineWrapMode.WidgetWidth
        )  # fmt: skip
        if not holds:
            self.parallel_note.hide()
            self.snippet_view.setPlainText(
                translate(
                    "gateway",
                    "Ling Desk does not hold port {port} now, so there is no setup to copy: an "
                    "app set up now could send its key to whatever holds the port.",
                ).format(port=self.port)
            )
            return
        self.parallel_note.setText(parallel_text(running))
        self.parallel_note.show()
        self.snippet_view.setPlainText(
            snippet(self.app_pick.currentText(), self.port, self.new_key, model=model,
                    context_length=context, max_running=running)
        )  # fmt: skip

    def _on_record(self, what: str, rec: RequestRecord) -> None:
        self._refresh_state()
        if what == "finished":
            self._refresh_requests()
            self._refresh_keys()

    # -- keys --------------------------------------------------------------------------

    def _create_key(self) -> None:
        name = self.key_name.text().strip()
        try:
            key = self.keys.create(name)
        except KeyStoreError as exc:
            self.key_message.setText(str(exc))
            return
        self.new_key = key
        self.new_key_edit.setText(key)
        self.new_key_edit.setCursorPosition(0)  # its recognisable start in view
        self.new_key_note.setText(
            translate(
                "gateway",
                "The key for <b>{name}</b>. Copy it now: Ling Desk keeps only a fingerprint and "
                "cannot show it again. The snippets below include it until you close this page.",
            ).format(name=html.escape(name))
        )
        self.new_key_box.show()
        self.key_message.setText("")
        self.key_name.clear()
        self._show_snippet()
        self._refresh_keys()
        self.keysChanged.emit()

    def _selected_name(self, first: str) -> str | None:
        """The selected key's name; else `first` (what to select) is said and None returned."""
        rows = self.keys_table.selectionModel().selectedRows()
        cell = self.keys_table.item(rows[0].row(), 0) if rows else None
        if cell is None:
            self.key_message.setText(first)
            return None
        return cell.text()

    def _reissue_selected(self) -> None:
        name = self._selected_name(
            translate("gateway", "Select the key to replace in the list first.")
        )
        if name is None:
            return
        try:
            key = self.keys.reissue(name)
        except KeyStoreError as exc:
            self.key_message.setText(str(exc))
            return
        self.new_key = key
        self.new_key_edit.setText(key)
        self.new_key_edit.setCursorPosition(0)
        self.new_key_note.setText(
            translate(
                "gateway",
                "The new key for <b>{name}</b>; its old key no longer works. Copy it now and put "
                "it in the app: Ling Desk cannot show it again.",
            ).format(name=html.escape(name))
        )
        self.new_key_box.show()
        self.key_message.setText("")
        self._show_snippet()
        self._refresh_keys()
        self.keysChanged.emit()

    def _confirm_selected(self) -> None:
        name = self._selected_name(
            translate("gateway", "Select the key to keep in the list first.")
        )
        if name is None:
            return
        try:
            self.keys.confirm(name)
        except KeyStoreError as exc:
            self.key_message.setText(str(exc))
            return
        self.key_message.setText(
            translate("gateway", "Key “{name}” works again from its next request.").format(
                name=name
            )
        )
        self._refresh_keys()
        self.keysChanged.emit()

    def _revoke_selected(self) -> None:
        rows = self.keys_table.selectionModel().selectedRows()
        if not rows:
            self.key_message.setText(
                translate("gateway", "Select the key to revoke in the list first.")
            )
            return
        cell = self.keys_table.item(rows[0].row(), 0)
        if cell is None:  # a selected row always has its name cell
            return
        name = cell.text()
        try:
            self.keys.revoke(name)
        except KeyStoreError as exc:
            self.key_message.setText(str(exc))
        else:
            self.key_message.setText(
                translate(
                    "gateway", "Key “{name}” revoked: it stops working on its next request."
                ).format(name=name)
            )
        self._refresh_keys()
        self.keysChanged.emit()

    # -- test --------------------------------------------------------------------------

    def _test(self) -> None:
        gw = self.gateway
        if gw is None or self._testing:
            return
        self._testing = True
        self.test_btn.setEnabled(False)
        self.test_result.setText(translate("gateway", "Testing…"))
        # The request is core's (app/core/gateway/selftest.py); it runs off the GUI thread.
        run_op(
            self,
            lambda _progress: selftest(gw.base_url, self.keys, model=gw.state.get().model_id),
            on_done=lambda r: self._on_test_done(r.ok, r.text),
            what=translate("gateway", "The gateway test"),
        )

    def _on_test_done(self, ok: bool, text: str) -> None:
        self._testing = False
        self.test_result.setText(text)
        self.test_result.setProperty("ok", ok)
        self._refresh_state()
        self._refresh_keys()
