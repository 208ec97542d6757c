"""Import a file into the history off the GUI thread: check, then write all of it or nothing.

`run_import` reads, validates (app.core.chat.export.from_json) and writes every conversation in
one SQLite transaction on the store's connection, so a failure or a cancel leaves the history as
it was. It touches no Qt object: the UI calls it through asyncio.to_thread and polls `ImportJob`
(plain attributes) from the GUI thread for progress.

The connection is shared with the GUI thread (Store opens it with check_same_thread=False):
SQLite serializes statements, so the GUI thread waits at most one statement, never the whole
import; a write the GUI thread makes meanwhile (a draft) joins the import's transaction.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path

from app.core import vault
from app.core.chat.export import PROGRESS_EVERY, ImportCancelled, Imported, from_json
from app.core.chat.store import NotSaved, Store, curable, problem_reason
from app.core.words import grouped, translate


@dataclass
class ImportJob:
    """What the GUI thread reads (progress) and sets (cancel) while an import runs."""

    path: Path
    fraction: float = 0.0
    what: str = field(default_factory=lambda: translate("chat", "Reading the file…"))
    cancel: bool = False

    def report(self, fraction: float, what: str) -> None:
        self.fraction, self.what = fraction, what

    def is_cancelled(self) -> bool:
        return self.cancel


def run_import(store: Store, job: ImportJob) -> list[Imported]:
    """Check and save `job.path`; ImportProblem / ImportCancelled / OSError leave no trace."""
    raw = job.path.read_bytes()
    got = from_json(
        raw,
        store.conversation_ids(),
        store.message_ids(),
        progress=job.report,
        cancelled=job.is_cancelled,
    )
    save_all(store, got, job)
    return got


def save_all(store: Store, items: list[Imported], job: ImportJob | None = None) -> None:
    """Every conversation and message in one transaction (all or nothing); a full disk (or
    another cause that passes) is a NotSaved that says so."""
    total = max(1, sum(len(i.messages) for i in items))
    done = 0
    db = store.db
    db.execute("BEGIN IMMEDIATE")
    try:
        for item in items:
            store.save_conversation(item.conversation)
            for m in item.messages:
                store.save_message(m)
                done += 1
                if job is not None and done % PROGRESS_EVERY == 0:
                    if job.cancel:
                        raise ImportCancelled
                    said = translate("chat", "Saved {done} of {total} messages").format(
                        done=grouped(done), total=grouped(total)
                    )
                    job.report(0.9 + 0.1 * done / total, said)
        if job is not None and job.cancel:
            raise ImportCancelled
        db.execute("COMMIT")
    except BaseException as exc:
        if db.in_transaction:  # SQLite has rolled back already after some errors (a full disk)
            with contextlib.suppress(*vault.Error):
                db.execute("ROLLBACK")
        if isinstance(exc, (*vault.Error, OSError)) and curable(exc):
            raise NotSaved(problem_reason(store.path, exc)) from exc
        raise
