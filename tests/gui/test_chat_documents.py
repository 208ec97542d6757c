"""Documents in the chat (issue 27): attached in any format the core reads, placed at a stable
place in the prompt, cited under the answer, kept in history and exports; real files built by
tests/support/docs_make.py, the SGLang double as the engine."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QMimeData, Qt, QUrl

from app.core import vault
from app.core.chat.docs import DOCS, SOURCES, UNCITED
from app.core.chat.export import to_json, to_json_data, to_markdown
from app.core.chat.model import DONE
from app.core.chat.payload import build_payload
from app.core.chat.retention import DAY_S
from app.core.paths import Paths
from app.core.settings import Settings
from app.core.vault import keys
from tests.gui.conftest import run, screenshot
from tests.gui.test_chat_gui import type_and_send, widget_of
from tests.support.canary import decrypted_pages, found_in_bytes
from tests.support.docs_make import make_docx, make_pdf
from tests.support.engine import ROOT

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]

SENTENCE = "The quarterly audit found seventeen unlabelled cobalt barrels in warehouse nine."


def wait_docs_read(qtbot, composer, n: int):
    qtbot.waitUntil(
        lambda: (
            len(composer.documents()) == n
            and all(d.state != "reading" for d in composer.documents())
        ),
        timeout=30_000,
    )
    return composer.documents()


def wait_status(qtbot, conv, *statuses, length=2, timeout=30_000):
    # The message goes once its documents are placed (on the library's thread): wait for the
    # thread to reach `length` messages, the last an answer in one of `statuses`.
    def answered() -> bool:
        thread = conv.thread()
        return (
            len(thread) >= length
            and thread[-1].role == "assistant"
            and thread[-1].status in statuses
        )

    qtbot.waitUntil(answered, timeout=timeout)
    return conv.thread()[-1]


def user_of(conv, answer):
    return conv.messages[answer.parent_id]


def test_attached_pdf_goes_in_whole_labelled_with_its_page_and_is_cited(qtbot, make_gui, tmp_path):
    base = tmp_path / "keep"
    pdf = make_pdf(
        tmp_path / "audit.pdf",
        [["Contents", "1. Findings"], [SENTENCE], ["Appendix: barrel photographs"]],
    )
    notes = make_docx(tmp_path / "notes.docx", [(None, "Barrels are relabelled in March.")])
    gui = make_gui(basedir=base)
    pane = gui.window.pane
    # Dropped like a file manager drops them: a PDF and a DOCX, by URL.
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(pdf)), QUrl.fromLocalFile(str(notes))])
    pane.composer.edit.insertFromMimeData(mime)
    a, b = wait_docs_read(qtbot, pane.composer, 2)
    assert (a.state, a.pages, b.state) == ("ready", 3, "ready") and a.tokens > 0
    chip = pane.composer._doc_chips[0].label.text()
    assert "audit.pdf" in chip and "3 pages" in chip and "~" in chip and "left" in chip
    # "(estimate)" in words where the composer has room for its long labels; always in the tip.
    assert "estimated" in pane.composer._doc_chips[0].label.toolTip()
    screenshot(gui.window, "docs-attached")
    conv = type_and_send(qtbot, pane, "How many barrels were found?")
    answer = wait_status(qtbot, conv, DONE)
    question = user_of(conv, answer)
    docs = question.meta[DOCS]
    assert docs["mode"] == "whole" and "Attached whole" in docs["note"]
    assert question.content == "How many barrels were found?"  # shown as typed
    # What the engine is sent: the block, with the sentence under its page's label, then the text.
    payload = build_payload(conv, conv.path_to(question.id), gui.ctx.settings.sampling)
    sent = payload["messages"][-1]["content"]
    assert sent.startswith(docs["block"]) and sent.endswith("How many barrels were found?")
    label = sent.index("audit.pdf, page 2")
    assert sent.index(SENTENCE) > label and "[1]" in sent and "cite" in sent
    # The chat says what happened, under the message.
    note = widget_of(pane, question).doc_note
    assert note is not None and "Attached whole" in note.text()
    # The double cites nothing: one line under the answer says so (not a link per page), and
    # what was sent is a click away, each passage readable from there.
    assert SOURCES not in answer.meta and answer.meta[UNCITED] == 4  # 3 pages and the DOCX
    w = widget_of(pane, answer)
    assert w.sources.isVisible() and "none cited" in w.sources.text()
    assert "4 passages" in w.sources.text() and 'href="sent:"' in w.sources.text()
    assert "page 2" not in w.sources.text()
    sent = w.show_source("sent:")
    assert sent is not None and "Attached whole: audit.pdf" in sent.text.toPlainText()
    assert "[2] audit.pdf, page 2" in sent.text.toPlainText()
    screenshot(gui.window, "docs-uncited-answer")
    sources = question.meta[DOCS]["sources"]
    n = next(s["n"] for s in sources if s["page"] == 2)
    dlg = w.show_source(f"source:{n}")
    assert dlg is not None and SENTENCE in dlg.text.toPlainText()
    assert dlg.open_button.isEnabled()
    dlg.close()
    sent.close()
    # Regenerate sends the very same prompt (the prefix cache's reuse depends on it).
    w.regenerate()
    again = wait_status(qtbot, conv, DONE)
    assert again.id != answer.id and again.parent_id == question.id
    assert build_payload(conv, conv.path_to(again.parent_id), gui.ctx.settings.sampling) == payload
    # A follow-up leaves the first turn's bytes as they were.
    type_and_send(qtbot, pane, "And where?")
    third = wait_status(qtbot, conv, DONE, length=4)
    later = build_payload(conv, conv.path_to(third.parent_id), gui.ctx.settings.sampling)
    assert later["messages"][0] == payload["messages"][0]
    # Exports say it too.
    md = to_markdown(conv)
    assert "Sources: none cited of the 4 passages given" in md
    data = to_json_data(conv)
    saved = next(m for m in data["messages"] if m["id"] == again.id)
    assert saved["meta"][UNCITED] == 4
    # Reopened, the history still holds the sources and shows them.
    run(qtbot, gui.shutdown(), timeout=40_000)
    reopened = make_gui(basedir=base, start=False)
    qtbot.waitUntil(lambda: reopened.window.current is not None, timeout=5000)
    conv2 = reopened.window.current
    kept = conv2.messages[again.id]
    assert kept.meta[UNCITED] == again.meta[UNCITED] == 4
    assert conv2.messages[question.id].meta[DOCS]["block"] == docs["block"]


def test_too_long_a_document_is_searched_and_the_chat_says_so(qtbot, make_gui, tmp_path):
    settings = Settings()
    settings.sampling.max_tokens = 0
    settings.engine.context_length = 16384  # 8,192 kept for the answer: room for ~8k
    filler = [f"Line {i} of the maintenance log: pumps checked, valves greased." for i in range(40)]
    pages = [list(filler) for _ in range(12)]
    pages[7] = [*filler[:20], SENTENCE, *filler[20:]]
    pdf = make_pdf(tmp_path / "log.pdf", pages)
    gui = make_gui(settings=settings)
    pane = gui.window.pane
    qtbot.waitUntil(lambda: gui.engine.context_length == 16384, timeout=10_000)
    pane.composer.add_files([str(pdf)])
    [doc] = wait_docs_read(qtbot, pane.composer, 1)
    assert doc.state == "ready" and doc.tokens > 8192
    conv = type_and_send(qtbot, pane, "How many cobalt barrels were unlabelled?")
    answer = wait_status(qtbot, conv, DONE)
    docs = user_of(conv, answer).meta[DOCS]
    assert docs["mode"] == "search" and docs["note"].startswith("Searched 1 document (")
    assert "too long to attach whole" in docs["note"]
    assert SENTENCE in docs["block"] and "log.pdf, page 8" in docs["block"]
    assert "Searched" in widget_of(pane, user_of(conv, answer)).doc_note.text()
    assert answer.meta[UNCITED] == len(docs["sources"])  # the double cites none
    # A follow-up gets only new passages, numbered on after the first block's.
    type_and_send(qtbot, pane, "Which pumps and valves were greased on line 33?")
    second = wait_status(qtbot, conv, DONE, length=4)
    follow = user_of(conv, second).meta[DOCS]
    assert follow["mode"] == "search" and follow["note"].startswith("Searched again")
    assert min(s["n"] for s in follow["sources"]) == max(s["n"] for s in docs["sources"]) + 1
    first_seen = {tuple(x) for x in docs["seen"]}
    assert first_seen and not first_seen & {tuple(x) for x in follow["seen"]}
    # ... placed in its own turn: the first turn is sent exactly as before.
    sampling = gui.ctx.settings.sampling
    before = build_payload(conv, conv.path_to(answer.parent_id), sampling)["messages"]
    after = build_payload(conv, conv.path_to(second.parent_id), sampling)["messages"]
    assert after[: len(before)] == before
    assert after[len(before) - 1]["content"].startswith(docs["block"])
    assert after[-1]["content"].startswith(follow["block"])


def test_an_encrypted_pdf_asks_for_its_password(qtbot, make_gui, tmp_path):
    pdf = make_pdf(tmp_path / "secret.pdf", [["Page one"], [SENTENCE]], password="opensesame")
    gui = make_gui(start=False)
    composer = gui.window.pane.composer
    composer.add_files([str(pdf)])
    qtbot.waitUntil(lambda: composer.password_dialog is not None, timeout=30_000)
    [doc] = composer.documents()
    assert doc.state == "failed" and "encrypted" in doc.error
    dlg = composer.password_dialog
    assert "secret.pdf is encrypted" in dlg.labelText()
    dlg.setTextValue("wrong")
    dlg.accept()
    # A wrong password asks again, saying so.
    qtbot.waitUntil(
        lambda: (
            composer.password_dialog is not None and "wrong" in composer.password_dialog.labelText()
        ),
        timeout=30_000,
    )
    composer.password_dialog.setTextValue("opensesame")
    composer.password_dialog.accept()
    qtbot.waitUntil(lambda: composer.documents()[0].state == "ready", timeout=30_000)
    assert composer.documents()[0].pages == 2


def test_a_dropped_folder_attaches_each_document_and_a_bad_one_fails_alone(
    qtbot, make_gui, tmp_path
):
    folder = tmp_path / "papers"
    folder.mkdir()
    make_pdf(folder / "a.pdf", [[SENTENCE]])
    make_docx(folder / "b.docx", [(None, "Second paper.")])
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 truncated")
    gui = make_gui(start=False)
    composer = gui.window.pane.composer
    composer.add_files([str(folder)])
    qtbot.waitUntil(
        lambda: (
            len(composer.documents()) == 3
            and all(d.state != "reading" for d in composer.documents())
        ),
        timeout=30_000,
    )
    states = {d.name: d.state for d in composer.documents()}
    assert states == {"a.pdf": "ready", "b.docx": "ready", "broken.pdf": "failed"}
    bad = next(d for d in composer.documents() if d.name == "broken.pdf")
    chip = next(c for c in composer._doc_chips if c.att is bad)
    assert chip.label.text().startswith("⚠ broken.pdf\n") and bad.error in chip.label.text()


def test_library_page_adds_a_folder_says_each_state_removes_and_feeds_the_chat(
    qtbot, make_gui, tmp_path
):
    folder = tmp_path / "library"
    folder.mkdir()
    make_pdf(folder / "audit.pdf", [["Contents"], [SENTENCE]])
    make_docx(folder / "plan.docx", [(None, "The relabelling plan starts in March.")])
    (folder / "broken.docx").write_bytes(b"PK\x03\x04 not really a docx")
    (tmp_path / "private.md").write_text("Not for the library.")
    (folder / "elsewhere.md").symlink_to(tmp_path / "private.md")  # out of the folder: skipped
    gui = make_gui()
    pane = gui.window.pane
    dlg = pane.open_documents()
    assert dlg.isVisible()
    qtbot.waitUntil(lambda: "library is empty" in dlg.summary.text(), timeout=10_000)
    dlg.add([str(folder)])
    assert dlg.adding and dlg.cancel_button.isVisible()
    qtbot.waitUntil(lambda: not dlg.adding and dlg.table.topLevelItemCount() == 3, timeout=30_000)
    rows = {
        dlg.table.topLevelItem(i).text(0): dlg.table.topLevelItem(i)
        for i in range(dlg.table.topLevelItemCount())
    }
    assert rows["audit.pdf"].text(1) == "indexed" and rows["audit.pdf"].text(2) == "2"
    assert rows["broken.docx"].text(1).startswith("failed: ")
    assert (
        "2 documents indexed" in dlg.summary.text() and "1 could not be read" in dlg.summary.text()
    )
    assert "Skipped links that lead outside the folder: elsewhere.md." in dlg.summary.text()
    screenshot(dlg, "docs-library")
    # Remove takes it (and its text) out of the index.
    rows["plan.docx"].setSelected(True)
    dlg.remove_selected()
    qtbot.waitUntil(lambda: dlg.table.topLevelItemCount() == 2, timeout=10_000)
    assert dlg.summary.text().startswith("1 document removed and erased from disk.")
    # Chosen documents go to the composer as attachments.
    dlg.table.clearSelection()
    next(
        dlg.table.topLevelItem(i)
        for i in range(dlg.table.topLevelItemCount())
        if dlg.table.topLevelItem(i).text(0) == "audit.pdf"
    ).setSelected(True)
    dlg.use_button.click()
    [doc] = wait_docs_read(qtbot, pane.composer, 1)
    assert doc.state == "ready" and doc.name == "audit.pdf" and not dlg.isVisible()
    pane.composer.clear()
    # The Library switch: the question draws on the whole library, searched and cited.
    pane.composer.library.setChecked(True)
    conv = type_and_send(qtbot, pane, "How many cobalt barrels were unlabelled?")
    answer = wait_status(qtbot, conv, DONE)
    docs = user_of(conv, answer).meta[DOCS]
    assert docs["mode"] == "search" and docs["library"] and "the library" in docs["note"]
    assert SENTENCE in docs["block"]
    assert any(s["page"] == 2 for s in docs["sources"])


def test_library_add_can_be_cancelled(qtbot, make_gui, tmp_path):
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(30):
        (folder / f"note{i:02}.md").write_text(f"# Note {i}\n\nSome text number {i}.\n")
    gui = make_gui(start=False)
    dlg = gui.window.pane.open_documents()
    dlg.add([str(folder)])
    dlg.cancel()  # before the next file: what was read so far stays, the rest is not read
    qtbot.waitUntil(lambda: not dlg.adding, timeout=30_000)
    qtbot.waitUntil(lambda: dlg.summary.text().startswith("Cancelled after"), timeout=10_000)
    assert dlg.table.topLevelItemCount() < 30
    assert all(
        dlg.table.topLevelItem(i).text(1) == "indexed" for i in range(dlg.table.topLevelItemCount())
    )


def test_the_passage_marks_the_words_that_cite_it_and_opens_the_pdf_at_its_page():
    from app.core.chat.docs import cited_words
    from app.ui.docs.library import highlighted_html, open_url

    answer = "Seventeen cobalt barrels were found [2]. Photos are in the appendix [3]."
    words = cited_words(answer, 2)
    marked = highlighted_html(SENTENCE + " <b>", words)
    assert '<span style="background:#ffe27a;color:#000">cobalt</span>' in marked
    assert "photos" not in marked.lower() and "&lt;b&gt;" in marked  # plain text, escaped
    url = open_url({"path": "/d/audit.pdf", "page": 2})
    assert url.isLocalFile() and url.fragment() == "page=2"
    assert open_url({"path": "/d/notes.docx", "page": None}).fragment() == ""


def test_a_document_attached_in_a_blank_chat_is_read_once_and_asks_once(qtbot, make_gui, tmp_path):
    pdf = make_pdf(tmp_path / "secret.pdf", [[SENTENCE]], password="pw")
    gui = make_gui(start=False)
    pane = gui.window.pane
    assert pane.conv is None
    asked = []
    pane.composer.add_files([str(pdf)])
    qtbot.waitUntil(lambda: pane.composer.password_dialog is not None, timeout=30_000)
    asked.append(pane.composer.password_dialog)
    assert pane.conv is not None  # the draft made the blank chat a conversation
    [doc] = pane.composer.documents()
    pane.composer.password_dialog.reject()  # Cancel: the chip keeps saying why
    # Jobs run in order: once this one is back, every earlier read has been answered.
    drained = []
    pane.composer.docs.submit(lambda _lib: None, lambda *_: drained.append(1))
    qtbot.waitUntil(lambda: drained == [1], timeout=30_000)
    if pane.composer.password_dialog is not None:
        asked.append(pane.composer.password_dialog)
    assert pane.composer.password_dialog is None and len(asked) == 1
    assert pane.composer.documents() == [doc] and "password" in doc.error


def test_file_documents_opens_the_library_and_quitting_ends_its_thread(make_gui, qtbot):
    from tests.gui.conftest import run

    gui = make_gui(start=False)
    [action] = [a for a in gui.window.menuBar().actions()[0].menu().actions()
                if a.text() == "Documents…"]  # fmt: skip
    action.trigger()
    dialog = gui.window.pane.documents
    assert dialog is not None and dialog.isVisible()
    service = gui.ctx.docs
    run(qtbot, gui.shutdown(), timeout=40_000)
    service._thread.join(10)  # told to close at quit: its file and extraction process go
    assert not service._thread.is_alive()


def test_reopening_the_library_brings_it_up_to_date_with_the_disk(qtbot, make_gui, tmp_path):
    folder = tmp_path / "synced"
    folder.mkdir()
    (folder / "one.md").write_text("# One\nAbout herons.\n")
    gui = make_gui(start=False)
    dlg = gui.window.pane.open_documents()
    dlg.add([str(folder)])
    qtbot.waitUntil(lambda: not dlg.adding and dlg.table.topLevelItemCount() == 1, timeout=20_000)
    dlg.close()
    # Meanwhile, outside Ling Desk: a note added, the first one deleted.
    (folder / "two.md").write_text("# Two\nAbout egrets.\n")
    (folder / "one.md").unlink()
    dlg = gui.window.pane.open_documents()

    def names() -> set[str]:
        return {dlg.table.topLevelItem(i).text(0) for i in range(dlg.table.topLevelItemCount())}

    qtbot.waitUntil(lambda: names() == {"two.md"}, timeout=20_000)
    assert "Brought up to date: 2 files changed on disk." in dlg.summary.text()


# --- an attachment belongs to its conversation (issue 35 item 7) -----------------------------

SECRET = "The vault combination is pelican marmalade ninety-one."


def library_cli(base, *args: str) -> dict:
    """`ling-desk docs ... --json` as a user runs it, beside the running window."""
    r = subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(base), "docs", *args, "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    return json.loads(r.stdout)


def drain(qtbot, composer) -> None:
    """Jobs run in order: once this one is back, every earlier one has been done."""
    done = []
    composer.docs.submit(lambda _lib: None, lambda *_: done.append(1))
    qtbot.waitUntil(lambda: done == [1], timeout=30_000)


def test_a_document_attached_in_a_chat_stays_out_of_the_library_unless_asked(
    qtbot, make_gui, tmp_path
):
    base = tmp_path / "base"
    pdf = make_pdf(tmp_path / "audit.pdf", [["Contents"], [SENTENCE]])
    gui = make_gui(basedir=base)
    pane = gui.window.pane
    box = pane.composer.add_to_library
    assert box.isHidden()  # nothing attached: no choice to make
    pane.composer.add_files([str(pdf)])
    wait_docs_read(qtbot, pane.composer, 1)
    assert box.isVisible() and not box.isChecked() and "library" in box.toolTip()
    screenshot(gui.window, "docs-attached-add-to-library")
    conv = type_and_send(qtbot, pane, "How many barrels were found?")
    answer = wait_status(qtbot, conv, DONE)
    assert SENTENCE in user_of(conv, answer).meta[DOCS]["block"]  # the chat had it whole
    drain(qtbot, pane.composer)
    assert library_cli(base, "list")["documents"] == []
    assert library_cli(base, "search", "cobalt", "barrels")["hits"] == []
    # The Library switch, in a new chat, does not find it either.
    gui.window.new_chat()
    pane.composer.library.setChecked(True)
    other = type_and_send(qtbot, pane, "What about the cobalt barrels?")
    assert other is not conv
    searched = user_of(other, wait_status(qtbot, other, DONE)).meta[DOCS]
    assert searched["library"] and "Searched the library" in searched["note"]
    assert searched["sources"] == [] and SENTENCE not in searched["block"]
    pane.composer.library.setChecked(False)
    # "Also add to library": then it is there, as Documents › Add files puts it.
    pane.composer.add_files([str(pdf)])
    wait_docs_read(qtbot, pane.composer, 1)
    box.setChecked(True)
    type_and_send(qtbot, pane, "And in which warehouse?")
    fourth = wait_status(qtbot, other, DONE, length=4)
    assert "audit.pdf: added to the library" in user_of(other, fourth).meta[DOCS]["note"]
    assert not box.isChecked()  # the choice was for those documents, not the next ones
    drain(qtbot, pane.composer)
    [doc] = library_cli(base, "list")["documents"]
    assert doc["path"] == str(pdf) and doc["status"] == "indexed"
    assert library_cli(base, "search", "cobalt", "barrels")["hits"][0]["page"] == 2


def test_an_encrypted_pdf_s_text_is_never_written_under_the_data_folder(qtbot, make_gui, tmp_path):
    base = tmp_path / "base"
    pdf = make_pdf(tmp_path / "vault.pdf", [["Page one"], [SECRET]], password="opensesame")
    gui = make_gui(basedir=base)
    pane = gui.window.pane
    composer = pane.composer
    composer.add_files([str(pdf)])
    qtbot.waitUntil(lambda: composer.password_dialog is not None, timeout=30_000)
    composer.password_dialog.setTextValue("opensesame")
    composer.password_dialog.accept()
    qtbot.waitUntil(lambda: composer.documents()[0].state == "ready", timeout=30_000)
    composer.add_to_library.setChecked(True)  # refused for an encrypted file: said why
    conv = type_and_send(qtbot, pane, "What is the vault combination?")
    answer = wait_status(qtbot, conv, DONE)
    question = user_of(conv, answer)
    docs = question.meta[DOCS]
    assert docs["block"] == "" and docs["protected"] == [str(pdf)]
    assert "in memory only" in docs["note"] and "not added to the library" in docs["note"]
    # This session the model is sent it, and the cited passage shows it.
    payload = build_payload(conv, conv.path_to(question.id), gui.ctx.settings.sampling)
    assert SECRET in payload["messages"][-1]["content"]
    n = next(s["n"] for s in docs["sources"] if s["page"] == 2)  # a passage given, uncited
    dlg = widget_of(pane, answer).show_source(f"source:{n}")
    assert dlg is not None and SECRET in dlg.text.toPlainText()
    dlg.close()
    assert "pelican" not in to_json(conv)  # an export leaves it out, as the history does
    drain(qtbot, composer)
    assert library_cli(base, "list")["documents"] == []
    run(qtbot, gui.shutdown(), timeout=40_000)
    stored = b"".join(p.read_bytes() for p in sorted(base.rglob("*")) if p.is_file())
    assert stored and b"pelican" not in stored and b"marmalade" not in stored
    # Reopened, the conversation is there; the encrypted text is not, and is not sent.
    reopened = make_gui(basedir=base, start=False)
    qtbot.waitUntil(lambda: reopened.window.current is not None, timeout=5000)
    conv2 = reopened.window.current
    again = conv2.messages[question.id]
    assert again.meta[DOCS]["protected"] == [str(pdf)]
    sent = build_payload(conv2, conv2.path_to(again.id), reopened.ctx.settings.sampling)
    assert sent["messages"][-1]["content"] == "What is the vault combination?"
    kept = widget_of(reopened.window.pane, conv2.messages[answer.id]).show_source(f"source:{n}")
    assert kept is not None and "encrypted document" in kept.text.toPlainText()
    assert "Attach the document again" in kept.text.toPlainText()
    kept.close()


CANARY = "Quarnvellis"


def _attachments_hold(base, canary: str) -> dict[str, bool]:
    """Where the canary is in the attachments file: its raw bytes and -wal, and its pages and
    WAL frames decrypted with the data key (free pages too)."""
    files = base / "data" / "attachments.sqlite3"
    wal = files.with_name(files.name + "-wal")
    key = keys.load(Paths.from_basedir(base))
    assert key is not None
    return {
        "raw": bool(found_in_bytes(files.read_bytes(), [canary])),
        "wal": wal.exists() and bool(found_in_bytes(wal.read_bytes(), [canary])),
        "decrypted": bool(found_in_bytes(decrypted_pages(files, key), [canary])),
    }


def _search(qtbot, gui, path) -> list:
    """What a follow-up question in that chat searches: its attached file, on the library's
    thread (ChatDocs.retrieve, as follow_up calls it)."""
    got: list = []
    gui.ctx.docs.submit_chat(
        lambda chat: chat.retrieve(f"{CANARY} cobalt barrels", 2000, [str(path)], False),
        lambda result, error: got.append(error or result),
    )
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    return got[0]


def test_a_deleted_chat_s_attachment_leaves_every_file_in_5_s_undo_brings_it_back(
    qtbot, make_gui, tmp_path
):
    """Issue 37: a chat deleted in the window takes the attached files only it held out of
    attachments.sqlite3 within 5 s (raw, -wal, decrypted pages); another chat's hold keeps a
    file; Undo restores the same passages; retention erases the same way."""
    base = tmp_path / "base"
    pdf = make_pdf(tmp_path / "audit.pdf", [[f"{SENTENCE} Code word {CANARY}."]])
    plan = make_docx(tmp_path / "plan.docx", [(None, "The relabelling plan starts in March.")])
    gui = make_gui(basedir=base)
    pane = gui.window.pane
    pane.composer.add_files([str(pdf), str(plan)])
    wait_docs_read(qtbot, pane.composer, 2)
    gone = type_and_send(qtbot, pane, "How many barrels were found?")
    wait_status(qtbot, gone, DONE)
    gui.window.new_chat()
    pane.composer.add_files([str(pdf)])  # a second chat holds the same file
    wait_docs_read(qtbot, pane.composer, 1)
    twin = type_and_send(qtbot, pane, "Which warehouse?")
    assert twin is not gone
    wait_status(qtbot, twin, DONE)
    gui.window.new_chat()
    pane.composer.add_files([str(plan)])
    wait_docs_read(qtbot, pane.composer, 1)
    kept = type_and_send(qtbot, pane, "When does the plan start?")
    wait_status(qtbot, kept, DONE)
    found = _search(qtbot, gui, pdf)
    assert found and CANARY in found[0].text
    assert _attachments_hold(base, CANARY)["decrypted"]
    assert not _attachments_hold(base, CANARY)["raw"]  # encrypted at rest
    # The second chat still holds the file: deleting the first leaves it.
    gui.window.delete(gone.id)
    drain(qtbot, pane.composer)
    assert _attachments_hold(base, CANARY)["decrypted"]
    assert _search(qtbot, gui, pdf) == found
    # Its last holder deleted: within 5 s in no file, in no form, even with the key.
    gui.window.delete(twin.id)
    qtbot.waitUntil(lambda: not any(_attachments_hold(base, CANARY).values()), timeout=5000)
    assert _search(qtbot, gui, pdf) == []
    assert "relabelling plan" in _dump(base / "data" / "attachments.sqlite3")  # still held
    # Undo: the chat is back whole, and its follow-up search finds the same passage.
    gui.window.undo_delete(twin.id)
    assert gui.ctx.conversations.get(twin.id) is twin
    assert _search(qtbot, gui, pdf) == found
    assert _attachments_hold(base, CANARY)["decrypted"]
    # Retention (no undo) erases them the same way; the chat on screen stays, and its file.
    gui.window.show_conversation(kept.id)
    gui.ctx.settings.privacy.retention_days = 1
    assert gui.ctx.apply_retention(now=time.time() + 10 * DAY_S) == 1
    assert gui.ctx.conversations.get(twin.id) is None
    qtbot.waitUntil(lambda: not any(_attachments_hold(base, CANARY).values()), timeout=5000)
    assert _search(qtbot, gui, pdf) == []
    run(qtbot, gui.shutdown(), timeout=40_000)
    assert "relabelling plan" in _dump(base / "data" / "attachments.sqlite3")


def _dump(path) -> str:
    """Everything the encrypted attachments file holds, as SQL text (read with the data key)."""
    db = vault.connect(path, keys.load(Paths.from_basedir(path.parent.parent)))
    try:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return "\n".join(str(db.execute(f'SELECT * FROM "{n}"').fetchall()) for n in names)
    finally:
        db.close()


def test_a_refresh_keeps_the_documents_selected(qtbot, make_gui, tmp_path):
    folder = tmp_path / "kept"
    folder.mkdir()
    for name in ("one.md", "two.md"):
        (folder / name).write_text(f"# {name}\nAbout herons.\n")
    gui = make_gui(start=False)
    dlg = gui.window.pane.open_documents()
    dlg.add([str(folder)])
    qtbot.waitUntil(lambda: not dlg.adding and dlg.table.topLevelItemCount() == 2, timeout=30_000)
    second = dlg.table.topLevelItem(1)
    dlg.table.setCurrentItem(second)
    chosen = dlg.selected_paths()
    assert len(chosen) == 1 and dlg.remove_button.isEnabled()
    listed = dlg.summary.text()
    dlg.summary.setText("")
    dlg.refresh()  # as the sync at opening and a finished add do, the table rebuilt
    qtbot.waitUntil(lambda: dlg.summary.text() == listed, timeout=10_000)
    assert dlg.selected_paths() == chosen
    assert dlg.table.currentItem().data(0, Qt.ItemDataRole.UserRole) == chosen[0]
    assert dlg.remove_button.isEnabled() and dlg.use_button.isEnabled()
