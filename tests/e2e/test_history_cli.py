"""`history list|delete|purge|export|import|pin|unpin` as a user runs them: real processes of
`python -m app` on a real (encrypted) history. The suite keeps the data key in a 0600 key file
(LINGDESK_KEY_STORE=file, tests/conftest.py); each test seeds a plain history as a version
before issue 37 wrote it, which the first verb converts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core import vault
from app.core.chat.model import Conversation
from app.core.chat.retention import DAY_S
from app.core.chat.store import Store
from app.core.docs.attach import ChatDocs, attachments_path
from app.core.docs.library import Library
from app.core.instance import acquire
from app.core.paths import Paths
from app.core.vault import keys
from tests.support.canary import decrypted_pages, found_in_bytes
from tests.support.engine import ROOT

pytestmark = pytest.mark.timeout(120)


def run(
    base: Path, *args: str, env: dict[str, str] | None = None, pass_fds: tuple[int, ...] = ()
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(base), "history", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        env=env, pass_fds=pass_fds,
    )  # fmt: skip


def seed(base: Path, chats: list[tuple[str, float, bool]]) -> dict[str, str]:
    """A plain history (as before issue 37) with (title, age in days, pinned); title -> id."""
    paths = Paths.from_basedir(str(base)).ensure()
    store = Store(paths.history_db)
    ids = {}
    for title, age, pinned in chats:
        conv = Conversation(title=title, pinned=pinned)
        q = conv.new_message("user", None, f"question of {title}")
        conv.new_message("assistant", q.id, f"answer of {title}")
        conv.created_at = conv.updated_at = time.time() - age * DAY_S
        store.save_all(conv)
        ids[title] = conv.id
    store.close()
    return ids


def opened(base: Path) -> Store:
    """The history as the app opens it, with the folder's data key."""
    paths = Paths.from_basedir(str(base))
    return Store(paths.history_db, keys.load(paths))


def out(proc: subprocess.CompletedProcess) -> dict:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


CHATS = [("old chat", 40, False), ("pinned chat", 90, True), ("fresh chat", 1, False)]


def test_list_converts_a_plain_history_and_has_its_shape(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, CHATS)
    db = base / "data" / "history.sqlite3"
    assert not vault.is_encrypted(db)
    listed = run(base, "list", "--json")
    got = out(listed)
    assert vault.is_encrypted(db)  # the first verb that opened it converted it
    assert "recovery key" in listed.stderr  # told once, on stderr
    assert got["ok"] is True
    rows = {r["title"]: r for r in got["conversations"]}
    assert [r["title"] for r in got["conversations"]] == ["fresh chat", "old chat", "pinned chat"]
    assert set(rows["old chat"]) == {"id", "title", "created", "updated", "messages", "pinned"}
    assert rows["old chat"]["id"] == ids["old chat"] and rows["old chat"]["messages"] == 2
    assert rows["pinned chat"]["pinned"] is True and rows["old chat"]["pinned"] is False
    assert rows["fresh chat"]["updated"].endswith("Z") and "T" in rows["fresh chat"]["updated"]
    plain = run(base, "list")
    assert plain.returncode == 0 and "recovery key" not in plain.stderr
    assert f"{ids['pinned chat']}  " in plain.stdout and "pinned  pinned chat" in plain.stdout


def test_delete_erases_and_a_bad_id_deletes_nothing(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, CHATS)
    bad = run(base, "delete", ids["old chat"], "no-such-id", "--json")
    assert bad.returncode == 1
    err = json.loads(bad.stdout)
    assert err["ok"] is False and "no-such-id" in err["error"] and "nothing" in err["error"]
    assert len(out(run(base, "list", "--json"))["conversations"]) == 3
    plain_bad = run(base, "delete", "nope")
    assert plain_bad.returncode == 1 and plain_bad.stdout == ""
    last = plain_bad.stderr.strip().splitlines()[-1]  # after the key file's standing note
    assert last.startswith("ling-desk history delete: no conversation with id nope")

    gone = out(run(base, "delete", ids["old chat"], ids["fresh chat"], "--json"))
    assert gone == {"ok": True, "deleted": [ids["old chat"], ids["fresh chat"]]}
    left = out(run(base, "list", "--json"))["conversations"]
    assert [r["id"] for r in left] == [ids["pinned chat"]]
    store = opened(base)
    try:  # gone for good, not marked: no row, and the search index has no word of it
        assert store.conversation_ids() == {ids["pinned chat"]}
        assert store.search("answer of old chat") == []
    finally:
        store.close()
    wal = base / "data" / "history.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0  # emptied (TRUNCATE)


def test_purge_dry_run_changes_nothing_and_keeps_pinned(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, [*CHATS, ("older chat", 60, False)])
    run(base, "list")  # converted first, so the bytes compared below are the encrypted file's
    db = base / "data" / "history.sqlite3"
    before = db.read_bytes()
    dry = out(run(base, "purge", "--older-than", "30", "--dry-run", "--json"))
    assert dry["ok"] is True and dry["dry_run"] is True and "deleted" not in dry
    assert [c["title"] for c in dry["would_delete"]] == ["older chat", "old chat"]
    assert set(dry["would_delete"][0]) == {"id", "title", "updated"}
    assert db.read_bytes() == before
    assert len(out(run(base, "list", "--json"))["conversations"]) == 4

    done = out(run(base, "purge", "--older-than", "30", "--json"))
    assert done["dry_run"] is False and "would_delete" not in done
    assert [c["id"] for c in done["deleted"]] == [ids["older chat"], ids["old chat"]]
    left = {r["title"] for r in out(run(base, "list", "--json"))["conversations"]}
    assert left == {"pinned chat", "fresh chat"}  # pinned kept, however old
    assert "nothing is older" in run(base, "purge", "--older-than", "30").stdout
    usage = run(base, "purge", "--older-than", "-3", "--json")
    assert usage.returncode == 2 and "above 0" in json.loads(usage.stdout)["error"]


def test_pin_and_unpin(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, CHATS)
    got = out(run(base, "pin", ids["old chat"], "--json"))
    assert got == {"ok": True, "id": ids["old chat"], "pinned": True}
    dry = out(run(base, "purge", "--older-than", "30", "--dry-run", "--json"))
    assert dry["would_delete"] == []
    rows = {r["title"]: r for r in out(run(base, "list", "--json"))["conversations"]}
    assert rows["old chat"]["pinned"] is True
    assert rows["old chat"]["updated"] == rows["old chat"]["created"]  # its clock not restarted
    unpin = run(base, "unpin", ids["pinned chat"])
    assert unpin.returncode == 0 and "unpinned" in unpin.stdout
    dry = out(run(base, "purge", "--older-than", "30", "--dry-run", "--json"))
    assert [c["title"] for c in dry["would_delete"]] == ["pinned chat"]
    assert run(base, "pin", "nope").returncode == 1


def test_export_import_round_trip_and_bad_input(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, CHATS)
    md = run(base, "export", ids["old chat"], "--format", "md")
    assert md.returncode == 0
    assert md.stdout.startswith("# old chat") and "answer of old chat" in md.stdout
    saved = tmp_path / "old.json"
    to_file = run(base, "export", ids["old chat"], "--format", "json", "-o", str(saved))
    assert to_file.returncode == 0 and to_file.stdout == "" and str(saved) in to_file.stderr
    assert json.loads(saved.read_text())["conversation"]["title"] == "old chat"
    assert run(base, "export", "nope", "--format", "md").returncode == 1

    assert run(base, "delete", ids["old chat"]).returncode == 0
    back = out(run(base, "import", str(saved), "--json"))
    assert back["ok"] is True
    assert back["imported"] == [{"id": ids["old chat"], "title": "old chat", "messages": 2}]
    again = run(base, "export", ids["old chat"], "--format", "md")
    assert again.stdout.split("\n", 3)[3] == md.stdout.split("\n", 3)[3]  # but the date line
    copy = out(run(base, "import", str(saved), "--json"))  # already there: a copy beside it
    assert copy["imported"][0]["id"] != ids["old chat"] and copy["notes"]

    bad = tmp_path / "bad.json"
    data = json.loads(saved.read_text())
    data["messages"][1]["role"] = "wizard"
    bad.write_text(json.dumps(data))
    refused = run(base, "import", str(bad), "--json")
    assert refused.returncode == 1
    error = json.loads(refused.stdout)["error"]
    assert "messages[1].role" in error and "Nothing was added" in error
    (tmp_path / "junk.json").write_text("{not json")
    junk = run(base, "import", str(tmp_path / "junk.json"))
    assert junk.returncode == 1 and "not JSON" in junk.stderr
    missing = run(base, "import", str(tmp_path / "absent.json"))
    assert missing.returncode == 1 and "cannot read" in missing.stderr
    assert len(out(run(base, "list", "--json"))["conversations"]) == 4  # 3, and the one copy


def test_beside_a_running_window_reads_but_never_changes(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, CHATS)
    run(base, "list")  # converted before the "window" holds the folder
    store = opened(base)
    store.delete_conversation(ids["fresh chat"])  # the window's deletion, Undo still offered
    store.flush()
    lock = acquire(Paths.from_basedir(str(base)))  # what the running window holds
    try:
        refused = run(base, "delete", ids["old chat"], "--json")
        assert refused.returncode == 1
        assert "has this history open" in json.loads(refused.stdout)["error"]
        assert run(base, "pin", ids["old chat"]).returncode == 1
        assert run(base, "purge", "--older-than", "30").returncode == 1
        listed = out(run(base, "list", "--json"))["conversations"]
        assert {r["title"] for r in listed} == {"old chat", "pinned chat"}
        assert out(run(base, "purge", "--older-than", "30", "--dry-run", "--json"))["dry_run"]
        # The window's Undo still works: reading beside it purged nothing.
        assert ids["fresh chat"] in store.conversation_ids()
    finally:
        lock.release()
        store.close()


def _env(**changes: str | None) -> dict[str, str]:
    env = dict(os.environ)
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def _with_passphrase(base: Path, phrase: str, *args: str) -> subprocess.CompletedProcess:
    r, w = os.pipe()
    os.write(w, (phrase + "\n").encode())
    os.close(w)
    try:
        return run(
            base, "--passphrase-fd", str(r), *args,
            env=_env(LINGDESK_KEY_STORE="passphrase"), pass_fds=(r,),
        )  # fmt: skip
    finally:
        os.close(r)


def test_passphrase_fd_unlocks_and_a_wrong_one_changes_nothing(tmp_path):
    base = tmp_path / "base"
    seed(base, CHATS)
    first = _with_passphrase(base, "correct horse", "list", "--json")
    assert len(out(first)["conversations"]) == 3
    db = base / "data" / "history.sqlite3"
    assert vault.is_encrypted(db)
    assert keys.stored_in(Paths.from_basedir(str(base))) == keys.PASSPHRASE
    before = db.read_bytes()
    again = _with_passphrase(base, "correct horse", "list", "--json")
    assert len(out(again)["conversations"]) == 3
    wrong = _with_passphrase(base, "wrong horse", "list")
    assert wrong.returncode == 1 and wrong.stdout == ""
    line = wrong.stderr.strip().splitlines()[-1]
    assert line.startswith("ling-desk history list: ") and "passphrase" in line.lower()
    assert "Traceback" not in wrong.stderr
    assert db.read_bytes() == before


def test_no_keyring_no_terminal_and_no_choice_names_the_choices(tmp_path):
    base = tmp_path / "base"
    seed(base, CHATS)
    db = base / "data" / "history.sqlite3"
    before = db.read_bytes()
    refused = run(base, "list", env=_env(LINGDESK_KEY_STORE=None))
    assert refused.returncode == 1 and refused.stdout == ""
    assert "LINGDESK_KEY_STORE=passphrase" in refused.stderr
    assert "LINGDESK_KEY_STORE=file" in refused.stderr
    assert db.read_bytes() == before and not vault.is_encrypted(db)  # left as it was


def test_verbs_without_user_data_never_unlock(tmp_path):
    from tests.support.engine import make_model_dir

    base = tmp_path / "base"
    seed(base, CHATS)
    r = subprocess.run(
        [sys.executable, "-m", "app", "engine-command", "--json", "--basedir", str(base),
         "--model", str(make_model_dir(tmp_path)), "--launcher", sys.executable],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        env=_env(LINGDESK_KEY_STORE=None),  # unlocking here would fail: no key store chosen
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert keys.stored_in(Paths.from_basedir(str(base))) is None  # no key made
    assert not vault.is_encrypted(base / "data" / "history.sqlite3")  # nothing converted


def test_a_busy_history_is_said_and_nothing_changes(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, CHATS)
    run(base, "list")  # converted first
    paths = Paths.from_basedir(str(base))
    other = vault.connect(paths.history_db, keys.load(paths), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writing, past the 3 s the verb waits
    try:
        busy = run(base, "delete", ids["old chat"], "--json")
        pin = run(base, "pin", ids["old chat"])
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert busy.returncode == 1
    assert "is busy" in json.loads(busy.stdout)["error"]
    assert pin.returncode == 1 and "is busy" in pin.stderr and "Traceback" not in pin.stderr
    rows = {r["title"]: r for r in out(run(base, "list", "--json"))["conversations"]}
    assert len(rows) == 3 and rows["old chat"]["pinned"] is False


def test_plain_files_held_by_another_ling_desk_are_not_converted_under_it(tmp_path):
    base = tmp_path / "base"
    seed(base, CHATS)
    db = base / "data" / "history.sqlite3"
    before = db.read_bytes()
    lock = acquire(Paths.from_basedir(str(base)))  # an older window, its files open and plain
    try:
        refused = run(base, "list", "--json")
    finally:
        lock.release()
    assert refused.returncode == 1
    error = json.loads(refused.stdout)["error"]
    assert "must be converted first" in error and f"(pid {os.getpid()})" in error
    assert db.read_bytes() == before and not vault.is_encrypted(db)
    assert len(out(run(base, "list", "--json"))["conversations"]) == 3  # alone: converted
    assert vault.is_encrypted(db)


def _attached(base: Path, tmp_path: Path, held: dict[str, list[str]]) -> dict[str, str]:
    """A plain attachments file (as a window before issue 37 left it): each of `held`'s
    conversation ids holding the files named; name -> path. Each file's text names it."""
    paths = Paths.from_basedir(str(base)).ensure()
    library = Library(tmp_path / "elsewhere.sqlite3")
    docs = ChatDocs(library, Library(attachments_path(paths.data_dir)))
    made: dict[str, str] = {}
    try:
        for conv_id, names in held.items():
            for name in names:
                path = tmp_path / f"{name}.txt"
                path.write_text(f"Attached note {name}.\n" * 100)
                made[name] = str(path)
            [a] = docs.attach([made[n] for n in names])[:1]
            assert a.status in ("indexed", "unchanged")
            docs.keep(conv_id, [made[n] for n in names])
    finally:
        docs.close()
        library.close()
    return made


def _attachments_hold(base: Path, canary: str) -> bool:
    """The canary anywhere in the attachments file: raw bytes, -wal, pages decrypted."""
    paths = Paths.from_basedir(str(base))
    files = attachments_path(paths.data_dir)
    blobs = [p.read_bytes() for p in (files, Path(f"{files}-wal")) if p.exists()]
    key = keys.load(paths)
    assert key is not None
    blobs.append(decrypted_pages(files, key))
    return any(found_in_bytes(b, [canary]) for b in blobs)


def test_delete_and_purge_erase_the_attachments_no_conversation_holds(tmp_path):
    base = tmp_path / "base"
    ids = seed(base, CHATS)
    _attached(base, tmp_path, {ids["old chat"]: ["Wrenfallow", "Tidemarrow"],
                               ids["fresh chat"]: ["Tidemarrow"],
                               ids["pinned chat"]: ["Cindergale"]})  # fmt: skip
    assert out(run(base, "list", "--json"))  # converts the files (encrypted from here on)
    assert _attachments_hold(base, "Wrenfallow")
    gone = out(run(base, "delete", ids["old chat"], "--json"))
    assert gone == {"ok": True, "deleted": [ids["old chat"]]}
    # At once (the verb has returned): only "old chat" held it.
    assert not _attachments_hold(base, "Wrenfallow")
    assert _attachments_hold(base, "Tidemarrow")  # "fresh chat" holds it still
    purged = out(run(base, "purge", "--older-than", "0.5", "--json"))
    assert [c["id"] for c in purged["deleted"]] == [ids["fresh chat"]]
    assert not _attachments_hold(base, "Tidemarrow")
    assert _attachments_hold(base, "Cindergale")  # pinned: kept, and its attachment
