"""The conversation list and history search (thin Qt adapters over app.core.chat)."""

from __future__ import annotations

import html
import time

from PySide6.QtCore import (
    QAbstractListModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.core.chat.history import UNDO_SECONDS, SearchHit
from app.core.chat.markdown import plain_snippet
from app.core.chat.model import DEFAULT_TITLE, ConversationList, Event
from app.core.words import QT_TRANSLATE_NOOP, current_language, translate
from app.ui.a11y import describe
from app.ui.shell.theme import OWN_FOCUS_LOOK

NO_PARENT = QModelIndex()
ConvIdRole = Qt.ItemDataRole.UserRole + 1
MessageIdRole = Qt.ItemDataRole.UserRole + 2


def _local(t: float, strftime: str, qt: str) -> str:
    """`t` as `strftime` writes it in English, else in the language's own words through
    QLocale (`qt`, a QLocale date format): a weekday or month name follows the language."""
    if current_language() == "en":
        return time.strftime(strftime, time.localtime(t))
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(t)), qt)


def shown_title(conv) -> str:
    """The title in the language: an untitled chat's "New chat" is said in it."""
    untitled = conv.title == DEFAULT_TITLE and not conv.titled
    return translate("chat", DEFAULT_TITLE) if untitled else conv.title


def when(t: float) -> str:
    now = time.time()
    if now - t < 86400 and time.localtime(t).tm_mday == time.localtime(now).tm_mday:
        return time.strftime("%H:%M", time.localtime(t))
    if now - t < 6 * 86400:
        return _local(t, "%a %H:%M", "ddd HH:mm")
    return time.strftime("%Y-%m-%d", time.localtime(t))


GroupRole = Qt.ItemDataRole.UserRole + 3
WhenRole = Qt.ItemDataRole.UserRole + 4
PinnedRole = Qt.ItemDataRole.UserRole + 5
PIN_MARK = "⚑ "  # before a pinned row's title (retention keeps pinned conversations)
# The day groups: ids in English, shown as translate("chat", group).
GROUPS = (
    QT_TRANSLATE_NOOP("chat", "Today"),
    QT_TRANSLATE_NOOP("chat", "Yesterday"),
    QT_TRANSLATE_NOOP("chat", "Earlier"),
)


def day_group(t: float, now: float | None = None) -> str:
    """Today, Yesterday or Earlier, by the local calendar day."""
    now = time.time() if now is None else now
    day = time.localtime(t)[:3]
    if day == time.localtime(now)[:3]:
        return "Today"
    if day == time.localtime(now - 86400)[:3] or (t < now and now - t < 3600):
        return "Yesterday"  # (the hour after midnight across a DST change still counts)
    return "Earlier"


def short_when(t: float, now: float | None = None) -> str:
    """The date beside a title: the time today, the weekday this week, else the date."""
    now = time.time() if now is None else now
    group = day_group(t, now)
    if group in ("Today", "Yesterday"):  # the group header says which day
        return time.strftime("%H:%M", time.localtime(t))
    if now - t < 6 * 86400:
        return _local(t, "%a", "ddd")
    if time.localtime(t).tm_year == time.localtime(now).tm_year:
        # The day and the month as the language writes them short ("6 Dec", "12月6日", "6. Dez.").
        return _local(
            t, "%d %b", translate("chat", "d MMM", "QLocale date format: day, month")
        ).lstrip("0")
    return time.strftime("%Y-%m-%d", time.localtime(t))


class ConversationModel(QAbstractListModel):
    """napari-style adapter: the core list's events map onto begin/end row changes."""

    def __init__(self, conversations: ConversationList, parent=None) -> None:
        super().__init__(parent)
        self.items = conversations
        self._unsub = conversations.events.connect(self._event)
        self.rename = None  # callable(conv, title) set by the owner

    def _event(self, e: Event) -> None:
        if e.type == "inserting":
            self.beginInsertRows(QModelIndex(), e.index, e.index)
        elif e.type == "inserted":
            self.endInsertRows()
        elif e.type == "removing":
            self.beginRemoveRows(QModelIndex(), e.index, e.index)
        elif e.type == "removed":
            self.endRemoveRows()
        elif e.type == "moving":
            self.beginMoveRows(QModelIndex(), e.index, e.index, QModelIndex(), 0)
        elif e.type == "moved":
            self.endMoveRows()
        elif e.type == "changed":
            idx = self.index(e.index, 0)
            # The next row too: whether it starts a group (its header) may have changed.
            nxt = self.index(min(e.index + 1, len(self.items) - 1), 0)
            self.dataChanged.emit(idx, nxt)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.items)

    def data(self, index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.items):
            return None
        conv = self.items[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return shown_title(conv)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = translate("chat", "{title}\nlast used {when}").format(
                title=shown_title(conv), when=when(conv.updated_at)
            )
            if conv.pinned:
                tip += "\n" + translate("chat", "pinned: kept whatever the retention setting")
            return tip
        if role == PinnedRole:
            return conv.pinned
        if role == ConvIdRole:
            return conv.id
        if role == GroupRole:
            return day_group(conv.updated_at)
        if role == WhenRole:
            return short_when(conv.updated_at)
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def setData(self, index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or not isinstance(value, str):
            return False
        if not value.strip() or self.rename is None:
            return False
        self.rename(self.items[index.row()], value)
        self.dataChanged.emit(index, index)
        return True

    def row_of(self, conv_id: str) -> int:
        return self.items.index(conv_id)


class SearchModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.hits: list[SearchHit] = []

    def set_hits(self, hits: list[SearchHit]) -> None:
        self.beginResetModel()
        self.hits = hits
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.hits):
            return None
        hit = self.hits[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return hit.title + (
                "\n" + strip_marks(plain_snippet(hit.snippet)) if hit.snippet else ""
            )
        if role == Qt.ItemDataRole.UserRole:
            return hit
        if role == ConvIdRole:
            return hit.conversation_id
        if role == MessageIdRole:
            return hit.message_id
        return None


def strip_marks(snippet: str) -> str:
    return " ".join(snippet.replace("\x02", "").replace("\x03", "").split())


def snippet_html(hit: SearchHit, muted: str) -> str:
    title = f"<b>{html.escape(hit.title)}</b>"
    if not hit.snippet:
        return title
    s = html.escape(plain_snippet(hit.snippet))  # the words, not the markdown's marks
    s = s.replace("\x02", "<b>").replace("\x03", "</b>")
    who = translate("chat", "you: ", "search hit: a message of yours") if hit.role == "user" else ""
    return f'{title}<br><span style="color:{muted}">{who}{s}</span>'


class SearchDelegate(QStyledItemDelegate):
    """Title and a snippet with the matched words in bold."""

    def __init__(self, muted: str, parent=None) -> None:
        super().__init__(parent)
        self.muted = muted

    def _doc(self, option: QStyleOptionViewItem, index) -> QTextDocument:
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setHtml(snippet_html(index.data(Qt.ItemDataRole.UserRole), self.muted))
        doc.setTextWidth(max(50, option.rect.width() - 16))
        return doc

    def paint(self, painter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        doc = self._doc(option, index)
        painter.save()
        painter.translate(option.rect.left() + 8, option.rect.top() + 4)
        doc.drawContents(painter)
        painter.restore()

    def sizeHint(self, option, index) -> QSize:
        doc = self._doc(option, index)
        return QSize(int(doc.idealWidth()), int(doc.size().height()) + 8)


class ConversationDelegate(QStyledItemDelegate):
    """A row: the title cut with "…" to the list's width, its date on the right, and a group
    header (Today, Yesterday, Earlier) above the first row of each group."""

    PAD = 8

    def __init__(self, muted: str, parent=None) -> None:
        super().__init__(parent)
        self.muted = muted

    def header(self, index) -> str:
        group = index.data(GroupRole)
        prev = index.siblingAtRow(index.row() - 1) if index.row() > 0 else None
        if prev is not None and prev.data(GroupRole) == group:
            return ""
        return translate("chat", group)  # one of GROUPS

    def _header_height(self, option) -> int:
        return option.fontMetrics.height() + 12

    def _row_height(self, option) -> int:
        return option.fontMetrics.height() + 12

    def sizeHint(self, option, index) -> QSize:
        h = self._row_height(option)
        if self.header(index):
            h += self._header_height(option)
        return QSize(10, h)  # any width: the list's own width decides, never a scrollbar

    def item_rect(self, option, index) -> QRect:
        r = QRect(option.rect)
        if self.header(index):
            r.setTop(r.top() + self._header_height(option))
        return r

    def title_text(self, option, index) -> str:
        """The title as drawn: cut with "…" to what is left beside the date."""
        fm = option.fontMetrics
        room = option.rect.width() - 3 * self.PAD - fm.horizontalAdvance(index.data(WhenRole))
        title = " ".join(str(index.data(Qt.ItemDataRole.DisplayRole)).split())
        if index.data(PinnedRole):
            title = PIN_MARK + title
        return fm.elidedText(title, Qt.TextElideMode.ElideRight, max(10, room))

    def paint(self, painter, option, index) -> None:
        head = self.header(index)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        opt.rect = self.item_rect(option, index)
        style = opt.widget.style() if opt.widget else None
        painter.save()
        if head:
            font = QFont(option.font)
            font.setBold(True)
            font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
            painter.setFont(font)
            painter.setPen(QColor(self.muted))
            hr = QRect(option.rect.left() + self.PAD, option.rect.top() + 4,
                       option.rect.width() - 2 * self.PAD, self._header_height(option) - 4)  # fmt: skip
            painter.drawText(hr, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, head)
        if style:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        painter.setFont(option.font)
        r = opt.rect.adjusted(self.PAD, 0, -self.PAD, 0)
        painter.setPen(QColor(self.muted))
        when = index.data(WhenRole)
        painter.drawText(r, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, when)
        # Always the text colour: the selected row's background is the pale $selected (QSS),
        # on which the palette's HighlightedText (white) was unreadable once the list had focus.
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        sub = QStyleOptionViewItem(option)
        sub.rect = opt.rect
        painter.drawText(r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.title_text(sub, index))  # fmt: skip
        painter.restore()

    def updateEditorGeometry(self, editor, option, index) -> None:
        editor.setGeometry(self.item_rect(option, index))


class ElidedLabel(QLabel):
    """One line of plain text whose middle part is cut with "…" to the label's width (re-cut
    when it changes), the words around it kept; the whole text is the tooltip. A QLabel alone
    clips mid-letter with no sign that text is missing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parts = ("", "", "")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setMinimumWidth(1)  # never holds the bar (and the sidebar) wider

    @property
    def full(self) -> str:
        return "".join(self.parts)

    def set_full_text(self, middle: str, before: str = "", after: str = "") -> None:
        self.parts = (before, middle, after)
        self.setToolTip(self.full)
        self._elide()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        before, middle, after = self.parts
        fm = self.fontMetrics()
        room = self.contentsRect().width() - fm.horizontalAdvance(before + after)
        self.setText(before + fm.elidedText(middle, Qt.TextElideMode.ElideRight, room) + after)

    def minimumSizeHint(self) -> QSize:
        return QSize(1, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self.full) + 4,
                     super().sizeHint().height())  # fmt: skip


def longest_fitting(fm, choices: tuple[str, ...], room: int) -> str:
    """The first (longest) of `choices` that fits `room` px; else the last (shortest)."""
    for text in choices:
        if fm.horizontalAdvance(text) <= room:
            return text
    return choices[-1]


# Longest first; shown as translate("chat", text).
SEARCH_PLACEHOLDERS = (QT_TRANSLATE_NOOP("chat", "Search all messages (Ctrl+K)"),
                       QT_TRANSLATE_NOOP("chat", "Search messages (Ctrl+K)"),
                       QT_TRANSLATE_NOOP("chat", "Search (Ctrl+K)"),
                       QT_TRANSLATE_NOOP("chat", "Search"))  # fmt: skip
SIDE_BUTTON_TEXTS = (QT_TRANSLATE_NOOP("chat", "Side panel  (Ctrl+Shift+L)"),
                     QT_TRANSLATE_NOOP("chat", "Side panel"))  # fmt: skip


class Sidebar(QWidget):
    """New chat, search, the conversation list, and the undo bar after a delete."""

    conversationChosen = Signal(str, object)  # conversation id, message id (search) or None
    newRequested = Signal()
    deleteRequested = Signal(str)
    exportRequested = Signal(str, str)  # id, "md" | "json"
    undoRequested = Signal(str)

    def __init__(self, ctx, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("Sidebar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 10, 8, 8)
        lay.setSpacing(8)
        self.new_button = QPushButton("+  " + translate("chat", "New chat"), self)
        self.new_button.setObjectName("NewChat")
        self.new_button.setToolTip(translate("chat", "New chat (Ctrl+N)"))
        describe(self.new_button, translate("chat", "New chat"))
        self.new_button.clicked.connect(self.newRequested)
        lay.addWidget(self.new_button)
        self.search = QLineEdit(self)
        self.search.setObjectName("SearchField")
        self.search.setProperty(OWN_FOCUS_LOOK, True)  # its QSS :focus frame is the ring
        self.search.setPlaceholderText(translate("chat", SEARCH_PLACEHOLDERS[0]))
        self.search.setToolTip(translate("chat", "Search all messages (Ctrl+K); Esc clears"))
        self.search.setClearButtonEnabled(True)
        describe(self.search, translate("chat", "Search all messages"))
        lay.addWidget(self.search)
        self.stack = QStackedWidget(self)
        self.model = ConversationModel(ctx.conversations, self)
        self.model.rename = ctx.rename
        self.list = QListView(self)
        self.list.setModel(self.model)
        self.list.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
        )
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        # Titles are cut with "…" to the list's width: never a sideways scrollbar.
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list_delegate = ConversationDelegate(ctx.theme.muted, self.list)
        self.list.setItemDelegate(self.list_delegate)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        self.results = QListView(self)
        self.search_model = SearchModel(self)
        self.results.setModel(self.search_model)
        self.results.setWordWrap(True)
        self.delegate = SearchDelegate(ctx.theme.muted, self.results)
        self.results.setItemDelegate(self.delegate)
        self.results.clicked.connect(self._result_chosen)
        self.results.activated.connect(self._result_chosen)
        describe(
            self.list,
            translate("chat", "Conversations"),
            translate(
                "chat", "Your chats; F2 renames one, Delete deletes it (Undo brings it back)"
            ),
        )
        describe(
            self.results,
            translate("chat", "Search results"),
            translate("chat", "Messages that match the search; Enter opens one"),
        )
        self.no_results = QLabel(translate("chat", "No message matches."), self)
        self.no_results.setObjectName("MetaLabel")
        self.no_results.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.stack.addWidget(self.list)
        self.stack.addWidget(self.results)
        self.stack.addWidget(self.no_results)
        lay.addWidget(self.stack, 1)
        self.undo_bar = QWidget(self)
        self.undo_bar.setObjectName("UndoBar")
        self.undo_bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        ul = QHBoxLayout(self.undo_bar)
        ul.setContentsMargins(10, 4, 4, 4)
        self.undo_label = ElidedLabel(self.undo_bar)
        self.undo_button = QPushButton(translate("chat", "Undo"), self.undo_bar)
        describe(
            self.undo_button,
            translate("chat", "Undo"),
            translate("chat", "Bring back the conversation just deleted"),
        )
        ul.addWidget(self.undo_label, 1)
        ul.addWidget(self.undo_button)
        self.undo_bar.hide()
        lay.addWidget(self.undo_bar)
        self.side_button = QPushButton(translate("chat", SIDE_BUTTON_TEXTS[0]), self)
        self.side_button.setObjectName("NewChat")
        self.side_button.setToolTip(
            translate(
                "chat",
                "A narrow always-on-top chat at the screen edge, beside your editor (Ctrl+Shift+L)",
            )
        )
        lay.addWidget(self.side_button)
        describe(self.side_button, translate("chat", "Side panel"))
        self._undo_id = ""
        self._undo_timer = QTimer(self)
        self._undo_timer.setSingleShot(True)
        self._undo_timer.timeout.connect(self.undo_bar.hide)
        self.undo_button.clicked.connect(self._undo)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(150)
        self._search_timer.timeout.connect(self.run_search)
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        self.search.returnPressed.connect(self._search_enter)
        ctx.themeChanged.connect(lambda t: setattr(self.delegate, "muted", t.muted))
        ctx.themeChanged.connect(lambda t: setattr(self.list_delegate, "muted", t.muted))
        self._suppress = False
        delete = QAction(translate("chat", "Delete"), self.list)
        delete.setWhatsThis(
            translate("chat", "Delete the chosen chat (in the list; Undo brings it back)")
        )
        delete.setShortcut(QKeySequence.StandardKey.Delete)
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete.triggered.connect(self._delete_current)
        self.list.addAction(delete)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_labels()

    def fit_labels(self) -> None:
        """Words that fit the sidebar's width, shortened rather than cut mid-word (at the default
        1240 px window the long placeholder and the side-panel button were clipped)."""
        # The field's text room: its width less the frame, padding (QSS 8+8) and clear button.
        room = self.search.width() - 16 - 2 * self.search.style().pixelMetric(
            QStyle.PixelMetric.PM_DefaultFrameWidth) - self.search.height()  # fmt: skip
        fm = self.search.fontMetrics()
        placeholders = tuple(translate("chat", t) for t in SEARCH_PLACEHOLDERS)
        self.search.setPlaceholderText(longest_fitting(fm, placeholders, room))
        room = self.side_button.width() - 24  # QSS padding 10+10 and the frame
        sides = tuple(translate("chat", t) for t in SIDE_BUTTON_TEXTS)
        self.side_button.setText(longest_fitting(self.side_button.fontMetrics(), sides, room))

    # --- selection -------------------------------------------------------------------------------

    def select(self, conv_id: str | None) -> None:
        self._suppress = True
        try:
            row = self.model.row_of(conv_id) if conv_id else -1
            if row >= 0:
                self.list.setCurrentIndex(self.model.index(row, 0))
            else:
                self.list.clearSelection()
        finally:
            self._suppress = False

    def _current_changed(self, current: QModelIndex, _prev: QModelIndex) -> None:
        if self._suppress or not current.isValid():
            return
        self.conversationChosen.emit(current.data(ConvIdRole), None)

    def current_id(self) -> str | None:
        idx = self.list.currentIndex()
        return idx.data(ConvIdRole) if idx.isValid() else None

    # --- search ----------------------------------------------------------------------------------

    def clear_search(self) -> None:
        """Esc in the search: the words go and the list is back at once."""
        self.search.clear()
        self._search_timer.stop()
        self.run_search()
        self.search.setFocus()

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def run_search(self) -> None:
        text = self.search.text().strip()
        if not text:
            self.stack.setCurrentWidget(self.list)
            return
        hits = self.ctx.store.search(text)
        self.search_model.set_hits(hits)
        self.stack.setCurrentWidget(self.results if hits else self.no_results)

    def _search_enter(self) -> None:
        self._search_timer.stop()
        self.run_search()
        if self.search_model.rowCount():
            self._result_chosen(self.search_model.index(0, 0))

    def _result_chosen(self, index: QModelIndex) -> None:
        hit: SearchHit = index.data(Qt.ItemDataRole.UserRole)
        if hit is not None:
            self.conversationChosen.emit(hit.conversation_id, hit.message_id)

    # --- menu / delete / undo ----------------------------------------------------------------------

    def _menu(self, pos) -> None:
        index = self.list.indexAt(pos)
        if not index.isValid():
            return
        conv_id = index.data(ConvIdRole)
        menu = QMenu(self)
        menu.addAction(translate("chat", "Rename"), lambda: self.list.edit(index))
        conv = self.ctx.conversations.get(conv_id)
        pinned = conv is not None and conv.pinned
        menu.addAction(
            translate("chat", "Unpin") if pinned else translate("chat", "Pin"),
            lambda: self.set_pinned(conv_id, not pinned),
        )
        menu.addAction(
            translate("chat", "Export as Markdown…"),
            lambda: self.exportRequested.emit(conv_id, "md"),
        )
        menu.addAction(
            translate("chat", "Export as JSON…"), lambda: self.exportRequested.emit(conv_id, "json")
        )
        menu.addSeparator()
        menu.addAction(translate("chat", "Delete"), lambda: self.deleteRequested.emit(conv_id))
        menu.exec(self.list.viewport().mapToGlobal(pos))

    def set_pinned(self, conv_id: str, pinned: bool) -> None:
        """Pin (retention never erases it) or unpin; the context saves the change."""
        conv = self.ctx.conversations.get(conv_id)
        if conv is not None and conv.pinned != pinned:
            conv.set_meta(pinned=pinned)

    def _delete_current(self) -> None:
        conv_id = self.current_id()
        if conv_id:
            self.deleteRequested.emit(conv_id)

    def show_undo(self, conv_id: str, title: str) -> None:
        self._undo_id = conv_id
        # Cut with "…" to the bar's width. Its text has already left the disk
        # (AppContext.delete): Undo writes it back from memory.
        self.undo_label.set_full_text(translate("chat", "Deleted, erased from disk."))
        self.undo_label.setToolTip(
            translate(
                "chat", "“{title}” was deleted and its text erased from disk; Undo brings it back"
            ).format(title=" ".join(title.split()))
        )
        self.undo_bar.show()
        self._undo_timer.start(int(UNDO_SECONDS * 1000))  # then the window forgets it

    def _undo(self) -> None:
        self.undo_bar.hide()
        if self._undo_id:
            self.undoRequested.emit(self._undo_id)
            self._undo_id = ""
