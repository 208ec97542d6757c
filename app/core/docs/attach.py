"""Documents for one conversation: attached files go in whole when they fit the context (the
Library switch or not), else they (or the whole library) are searched for the question; the chat
says which happened.

An attachment belongs to its conversation, not to the library: `ChatDocs` reads it into a store
of its own beside the library (attachments.sqlite3, which `docs list`, `docs search` and the
Library switch never see; a file leaves it once no conversation holds it), and an encrypted
document opened with its password into memory only, so its text is never written to disk. A
file joins the library only when the user asks ("Also add to library", `ask --add-to-library`),
as `docs add` adds it, and only a file that was read: a failed one, or an encrypted one (the
library would keep its text unencrypted), never does.

The window's composer and the `ask` verb both call `prepare()` once, before the first question,
and place `Prepared.block.text` at the start of the conversation, unchanged for every follow-up
(SGLang's prefix cache then reuses it). For a follow-up in search mode, `follow_up()` gives the
new passages only, numbered on, to place before that question.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from app.core import vault
from app.core.docs.library import MEMORY, FileResult, Library, Passage, ReadOut
from app.core.docs.prompt import (
    ANSWER_RESERVE_TOKENS,
    DocumentBlock,
    build_document_block,
    context_left,
    fits_whole,
    search_budget,
)
from app.core.docs.tokens import TokenCounter
from app.core.words import QT_TRANSLATE_NOOP, grouped, translate

ATTACHMENTS_FILE = "attachments.sqlite3"
# Which conversation holds which attached file (in the attachments file, beside its documents).
HELD = """CREATE TABLE IF NOT EXISTS held (
    conversation TEXT NOT NULL,
    path TEXT NOT NULL,
    PRIMARY KEY (conversation, path)
)"""
# Shown as translate("docs", ...): the notes the chat shows under a question.
PROTECTED_NOTE = QT_TRANSLATE_NOOP(
    "docs",
    "{names}: encrypted, so its text is kept in memory only, never on disk (after Ling Desk "
    "restarts, attach it again with its password to ask about it)",
)
NOT_ADDED_ENCRYPTED = QT_TRANSLATE_NOOP(
    "docs",
    "not added to the library: it is encrypted, and the library would keep its text unencrypted",
)


@dataclass
class Attachment:
    """One attached file as the composer shows it: its pages, tokens, and state."""

    path: str
    status: str  # 'indexed' | 'unchanged' | 'failed'
    error: str | None
    pages: int
    tokens: int
    reason: str | None = None  # the failure's short word ('encrypted': the window asks)
    protected: bool = False  # opened with a password: its text is in memory only
    library: str | None = None  # "Also add": "added", "already in the library", or why not


@dataclass
class Prepared:
    mode: str  # 'whole' | 'search' | 'none'
    block: DocumentBlock
    attachments: list[Attachment]
    note: str  # the line the chat shows: what went in and why
    tokens: int  # the block's tokens
    context_left: int  # after the block and the conversation so far
    paths: list[str] = field(default_factory=list)  # the attached documents follow-ups search
    # (path, chunk seq) already in the conversation: follow_up() adds to it, skips those
    seen: set[tuple[str, int]] = field(default_factory=set)
    library: bool = False  # follow-ups search the whole library too
    protected: list[str] = field(default_factory=list)  # paths whose text must stay off disk


@dataclass
class Dropped:
    """What `ChatDocs.drop` took out, held in memory only while Undo is possible."""

    held: list[tuple[str, str]]  # (conversation, path)
    documents: list[ReadOut]  # the files' rows as they were: Undo restores the same chunks


def attachments_path(data_dir: Path) -> Path:
    return Path(data_dir) / ATTACHMENTS_FILE


def release_unheld(files: Library, alive: Iterable[str]) -> list[str]:
    """In the attachments store `files`: forget the conversations not in `alive` and remove,
    text and all, every file no conversation left holds. Returns the files removed."""
    db = files.db
    keep = set(alive)
    gone = [c for (c,) in db.execute("SELECT DISTINCT conversation FROM held") if c not in keep]
    db.executemany("DELETE FROM held WHERE conversation=?", [(c,) for c in gone])
    held = {p for (p,) in db.execute("SELECT path FROM held")}
    loose = [d.path for d in files.documents() if d.path not in held]
    if loose:
        files.remove(loose)
    return loose


def release_attachments(
    data_dir: Path, key: vault.DataKey | None, alive: Iterable[str]
) -> list[str]:
    """`release_unheld` on the data folder's attachments file, opened with the data key (no
    window: the headless history verbs, after they erase conversations)."""
    path = attachments_path(data_dir)
    if not path.exists():
        return []
    with Library(path, key=key) as files:
        files.db.execute(HELD)
        return release_unheld(files, alive)


class ChatDocs:
    """What a chat draws on: its attachments (a store of their own, `files`; encrypted ones in
    `memory`) and, with the Library switch, the library. Not thread-safe: one owner thread.

    `files=None` keeps attachments in memory too (`ask`: its conversation is not kept either);
    `files=library` is the old way, attachments joining the library (tests of prepare alone)."""

    def __init__(
        self,
        library: Library,
        files: Library | None = None,
        memory: Library | None = None,
    ) -> None:
        self.library = library
        self._memory = memory
        self._own_memory = False
        self.files = files
        self._held = files is not None and files is not library
        if files is not None and self._held:
            files.db.execute(HELD)

    @property
    def memory(self) -> Library:
        """Opened on first use: most chats never attach an encrypted file."""
        if self._memory is None:
            self._memory = Library(
                MEMORY, tokens=self.library.tokens, extractor=self.library.extractor
            )
            self._own_memory = True
        return self._memory

    @property
    def attached(self) -> Library:
        """Where an attachment without a password is read into."""
        return self.files if self.files is not None else self.memory

    @classmethod
    def open(
        cls,
        library: Library,
        data_dir: Path,
        memory: Library | None = None,
        key: vault.DataKey | None = None,
    ) -> ChatDocs:
        """The window's: attachments in the data folder's attachments file, opened with the
        data key `key` (None: a plain file)."""
        path = attachments_path(data_dir)
        files = Library(path, tokens=library.tokens, extractor=library.extractor, key=key)
        return cls(library, files, memory)

    @property
    def tokens(self) -> TokenCounter:
        return self.library.tokens

    def close(self) -> None:
        if self._held and self.files is not None:
            self.files.close()
        if self._own_memory and self._memory is not None:
            self._memory.close()

    # --- attaching -------------------------------------------------------------------------

    def attach(
        self,
        paths: Iterable[str | os.PathLike[str]],
        passwords: dict[str, str] | None = None,
        add_to_library: bool = False,
    ) -> list[Attachment]:
        """Read the attached files (new or changed ones only) and say each one's state. A file
        given its password is read into memory only; with `add_to_library` each file read (and
        not encrypted) is also added to the library, as `docs add` adds it."""
        passwords = passwords or {}
        out: list[Attachment] = []
        for raw in paths:
            key = os.path.abspath(os.fspath(raw))
            if key in passwords and self.files is not self.library:
                store = self.memory
            elif self._indexed(self.library, key):
                store = self.library  # already in the library (Use in chat): read from there
            else:
                store = self.attached
            given = {key: passwords[key]} if key in passwords else None
            results = store.add([key], passwords=given)
            tokens = {d.path: d.tokens for d in store.documents()}
            for r in results:
                if r.status == "removed":
                    continue
                a = Attachment(r.path, r.status, r.error, r.pages, tokens.get(r.path, 0), r.reason)
                a.protected = store is self._memory and key in passwords
                out.append(a)
        if add_to_library:
            self.add_to_library(out)
        return out

    def add_to_library(self, attachments: Iterable[Attachment]) -> None:
        """ "Also add to library": each file that was read, as `docs add` adds it (kept up to date
        by sync); `Attachment.library` says 'added' or why not."""
        for a in attachments:
            self._to_library(a)

    def _to_library(self, a: Attachment) -> None:
        if a.status == "failed":
            a.library = translate("docs", "not added to the library: it could not be read")
        elif a.protected:
            a.library = translate("docs", NOT_ADDED_ENCRYPTED)
        else:
            [r, *_] = self.library.add([a.path]) or [FileResult(a.path, "failed", "gone")]
            if r.status == "failed":
                a.library = translate("docs", "not added to the library: {why}").format(why=r.error)
            elif r.status == "unchanged":
                a.library = translate("docs", "already in the library")
            else:
                a.library = "added"  # the word for it is the chat's (sent_documents.py)

    def keep(self, conversation: str, paths: Iterable[str]) -> None:
        """Record that `conversation` holds these attached files (they stay while it does)."""
        if not self._held or self.files is None:
            return
        self.files.db.executemany(
            "INSERT OR IGNORE INTO held(conversation, path) VALUES(?, ?)",
            [(conversation, os.path.abspath(p)) for p in paths],
        )

    def release(self, alive: Iterable[str]) -> list[str]:
        """Forget the conversations not in `alive` (deleted, purged) and take out, text and
        all, every attached file that no conversation left holds. Returns the files removed.
        Only at a start (or with no window): a file read for a message not sent yet is held by
        no conversation and would go too."""
        if not self._held or self.files is None:
            return []
        return release_unheld(self.files, alive)

    def drop(self, conversations: Iterable[str]) -> Dropped:
        """Forget these conversations (deleted now) and take out, text and all, the attached
        files they held that no other conversation holds; their text leaves every file of the
        attachments store (secure_delete, FTS merge, WAL emptied). What went is returned, in
        memory only, for `restore` (Undo). Files no conversation held are left alone: the
        composer may have read one for a message not sent yet."""
        if not self._held or self.files is None:
            return Dropped([], [])
        db = self.files.db
        ids = list(dict.fromkeys(conversations))
        if not ids:
            return Dropped([], [])
        marks = ",".join("?" * len(ids))
        held = db.execute(
            f"SELECT conversation, path FROM held WHERE conversation IN ({marks})", ids
        ).fetchall()
        db.execute(f"DELETE FROM held WHERE conversation IN ({marks})", ids)
        still = {p for (p,) in db.execute("SELECT path FROM held")}
        loose = sorted({p for _c, p in held} - still)
        taken = [out for p in loose if (out := self.files.read_out(p)) is not None]
        if taken:
            self.files.remove([t.path for t in taken])
        return Dropped([(c, p) for c, p in held], taken)

    def restore(self, dropped: Dropped) -> None:
        """Undo of `drop`: its conversations hold their files again, each as it was."""
        if not self._held or self.files is None:
            return
        for out in dropped.documents:
            self.files.put_back(out)
        self.files.db.executemany(
            "INSERT OR IGNORE INTO held(conversation, path) VALUES(?, ?)", dropped.held
        )

    # --- reading back ------------------------------------------------------------------------

    @staticmethod
    def _indexed(store: Library, path: str) -> bool:
        row = store.db.execute(
            "SELECT 1 FROM documents WHERE path=? AND status='indexed'", (path,)
        ).fetchone()
        return row is not None

    def _store_of(self, path: str) -> Library | None:
        for store in (self._memory, self.files, self.library):
            if store is not None and self._indexed(store, os.path.abspath(path)):
                return store
        return None

    def protected(self, path: str) -> bool:
        """Whether this document's text is in memory only (so must not be written anywhere)."""
        # `files` None (`ask`): every attachment is in memory, none needs keeping off disk.
        return self.files is not None and self._store_of(path) is self._memory

    def whole_passages(self, path: str) -> list[Passage]:
        store = self._store_of(path)
        return store.whole_passages(path) if store is not None else []

    def retrieve(
        self, question: str, budget_tokens: int, paths: list[str], use_library: bool
    ) -> list[Passage]:
        """The passages that answer `question` from the attached `paths`, and from the whole
        library with `use_library`, within `budget_tokens`; the stores' best taken in turn
        (their BM25 scores are not comparable across files)."""
        scopes: dict[int, tuple[Library, list[str] | None]] = {}
        for path in paths:
            store = self._store_of(path)
            if store is not None:
                listed = scopes.setdefault(id(store), (store, []))[1]
                if listed is not None:
                    listed.append(path)
        if use_library:
            scopes[id(self.library)] = (self.library, None)
        found = [store.retrieve(question, budget_tokens, scope) for store, scope in scopes.values()]
        out: list[Passage] = []
        taken: set[tuple[str, int]] = set()
        used = 0
        for i in range(max((len(f) for f in found), default=0)):
            for f in found:
                if i >= len(f):
                    continue
                p = f[i]
                keys = {(p.path, s) for s in p.seqs}
                if keys & taken or used + p.tokens > budget_tokens:
                    continue
                taken |= keys
                used += p.tokens
                out.append(p)
        return out


def _docs(lib: Library | ChatDocs) -> ChatDocs:
    """A bare Library: the old way, attachments and library in the one file."""
    return lib if isinstance(lib, ChatDocs) else ChatDocs(lib, files=lib)


def attach(
    lib: Library | ChatDocs,
    paths: Iterable[str | os.PathLike[str]],
    passwords: dict[str, str] | None = None,
    add_to_library: bool = False,
) -> list[Attachment]:
    """Read the attached files (new or changed ones only) and say each one's state (a bare
    Library: into that library, the old way)."""
    return _docs(lib).attach(paths, passwords, add_to_library)


def prepare(
    lib: Library | ChatDocs,
    question: str,
    context_tokens: int,
    attachments: list[Attachment] | None = None,
    use_library: bool = False,
    used_tokens: int = 0,
    reserve_tokens: int = ANSWER_RESERVE_TOKENS,
    first_number: int = 1,
) -> Prepared:
    """The document block for a conversation whose first question is `question`; documents
    attached later in a conversation that already holds passages are numbered on from
    `first_number` (the earlier block stays as it was, for the prefix cache)."""
    docs = _docs(lib)
    attachments = attachments or []
    usable = [a for a in attachments if a.status in ("indexed", "unchanged")]
    failed = [a for a in attachments if a.status == "failed"]
    total = sum(a.tokens for a in usable)
    budget = search_budget(context_tokens, used_tokens, reserve_tokens)
    notes = [f"{os.path.basename(a.path)}: {a.error}" for a in failed]
    # Attached documents that fit go in whole, the Library switch or not: what the user just
    # attached wins over passages from elsewhere (a 100-page PDF was replaced by library hits).
    if usable and fits_whole(total, context_tokens, used_tokens, reserve_tokens):
        passages = [p for a in usable for p in docs.whole_passages(a.path)]
        mode = "whole"
        each = translate("docs", "{name} ({pages}, {tokens} tokens)")
        what = ", ".join(
            each.format(
                name=os.path.basename(a.path),
                pages=_pages(a.pages),
                tokens=grouped(a.tokens),
            )
            for a in usable
        )
        notes.insert(0, translate("docs", "Attached whole: {documents}").format(documents=what))
        if use_library:
            notes.insert(
                1,
                translate("docs", "the library was not searched: the attached documents fit whole"),
            )
        use_library = False  # follow-ups have the documents whole: nothing to search
    elif usable or use_library:
        passages = docs.retrieve(question, budget, [a.path for a in usable], use_library)
        mode = "search"
        found = len(passages)
        used = translate("docs", "%n passage(s) used", None, found)
        if use_library:
            note = translate("docs", "Searched the library: {used}").format(used=used)
        else:
            count = len(usable)
            note = translate(
                "docs",
                "Searched %n document(s) ({tokens} tokens), too long to attach whole (room for "
                "{room}): {used}",
                None,
                count,
            ).format(tokens=grouped(total), room=grouped(budget), used=used)
        notes.insert(0, note)
    else:
        return Prepared(
            "none",
            DocumentBlock("", []),
            attachments,
            "; ".join(notes),
            0,
            context_left(context_tokens, used_tokens),
        )
    protected = [a.path for a in usable if docs.protected(a.path)]
    if protected:
        names = ", ".join(os.path.basename(p) for p in protected)
        notes.append(translate("docs", PROTECTED_NOTE).format(names=names))
    block = build_document_block(passages, first_number)
    tokens = docs.tokens.count(block.text)
    return Prepared(
        mode,
        block,
        attachments,
        "; ".join(notes),
        tokens,
        context_left(context_tokens, used_tokens + tokens),
        [a.path for a in usable],
        {(p.path, s) for p in passages for s in p.seqs},
        use_library,
        protected,
    )


def follow_up(
    lib: Library | ChatDocs,
    prepared: Prepared,
    question: str,
    budget_tokens: int,
    cited_so_far: int,
) -> DocumentBlock:
    """New passages for a follow-up question in search mode, numbered after `cited_so_far`,
    leaving out passages the conversation already holds (`prepared.seen`, updated here). Whole
    mode needs none: the documents are already in the prompt."""
    if prepared.mode != "search":
        return DocumentBlock("", [])
    docs = _docs(lib)
    # A history from before attachments had their own store: no paths meant the library.
    library = prepared.library or not prepared.paths
    fresh: list[Passage] = []
    for p in docs.retrieve(question, budget_tokens, prepared.paths, library):
        if all((p.path, s) in prepared.seen for s in p.seqs):
            continue
        fresh.append(p)
        prepared.seen.update((p.path, s) for s in p.seqs)
    if not fresh:
        return DocumentBlock("", [])
    prepared.protected += [
        p.path for p in fresh if p.path not in prepared.protected and docs.protected(p.path)
    ]
    return build_document_block(fresh, first_number=cited_so_far + 1)


def _pages(count: int) -> str:
    return translate("docs", "%n page(s)", None, count)
