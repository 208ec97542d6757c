"""Migration between a plain and an encrypted history, killed (SIGKILL) at every named step and
after many delays: the file at its name is always either the old one intact or the new one
complete, and a resumed run finishes with every message readable and no file left over."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core import vault
from app.core.chat.model import Conversation
from app.core.chat.store import Store
from app.core.vault import migrate

NAME = "history.sqlite3"
STEPS = ["build", "exported", "ready", "aside", "in", "scrubbing"]
CHILD = """
import sys
from app.core.vault import DataKey, migrate
key = DataKey(bytes.fromhex(sys.argv[2]))
print("go", flush=True)
(migrate.encrypt if sys.argv[3] == "encrypt" else migrate.decrypt)(sys.argv[1], key)
print("done", flush=True)
"""
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """A real history made by the real Store (FTS triggers and all), closed: ~3 MB."""
    folder = tmp_path_factory.mktemp("template")
    store = Store(folder / NAME)
    for c in range(30):
        conv = Conversation(title=f"Chat {c}")
        parent = None
        for m in range(40):
            msg = conv.new_message("user" if m % 2 == 0 else "assistant", parent,
                                   f"message {c}-{m} lighthouse " + "tide words " * 200)  # fmt: skip
            parent = msg.id
        store.save_all(conv)
    expected = {r[0]: r[1] for r in store.db.execute("SELECT id, content FROM messages")}
    store.close()
    assert sorted(p.name for p in folder.iterdir()) == [NAME]
    return folder / NAME, expected


def _copy(template: Path, folder: Path) -> Path:
    folder.mkdir()
    shutil.copy2(template, folder / NAME)
    return folder / NAME


def _child(path: Path, key: vault.DataKey, direction: str, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path), key.raw.hex(), direction],
        cwd=ROOT, env={**os.environ, **env}, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip


def _messages(path: Path, key: vault.DataKey | None) -> dict[str, str]:
    store = Store(path, key)
    try:
        assert store.db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        assert store.search("lighthouse")  # the full-text index came along
        return {r[0]: r[1] for r in store.db.execute("SELECT id, content FROM messages")}
    finally:
        store.close()


def _openable_now(path: Path, key: vault.DataKey, expected: dict[str, str], scratch: Path) -> str:
    """Right after a kill, before any resume: the old file intact at its name, or the verified
    new one ready to go in. Checked on copies, so that opening changes nothing."""
    names = migrate.names(path)
    source = path if path.exists() else names["new"]
    assert source.exists(), sorted(p.name for p in path.parent.iterdir())
    scratch.mkdir()
    for suffix in ("", "-wal"):
        if Path(f"{source}{suffix}").exists():
            shutil.copy2(f"{source}{suffix}", scratch / f"{NAME}{suffix}")
    copy = scratch / NAME
    assert _messages(copy, key if vault.is_encrypted(copy) else None) == expected
    return source.name


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != NAME)


def _resume_and_check(path: Path, key: vault.DataKey, expected: dict[str, str]) -> None:
    migrate.encrypt(path, key)  # finishes or undoes the cut run, then converts if still needed
    assert vault.is_encrypted(path)
    assert _leftovers(path.parent) == []
    assert _messages(path, key) == expected
    assert _leftovers(path.parent) == []  # Store's close removed its -wal/-shm too


def test_encrypt_then_decrypt_round_trip(template, tmp_path):
    src, expected = template
    path = _copy(src, tmp_path / "data")
    key = vault.DataKey.generate()
    seen: list[str] = []
    assert migrate.encrypt(path, key, lambda step, done, total: seen.append(step))
    assert seen[:2] == ["checkpoint", "export"] and {"verify", "swap", "scrub"} <= set(seen)
    assert vault.is_encrypted(path) and _leftovers(path.parent) == []
    assert b"lighthouse" not in path.read_bytes()
    assert _messages(path, key) == expected
    assert not migrate.encrypt(path, key)  # already encrypted: nothing to do
    assert migrate.decrypt(path, key)
    assert not vault.is_encrypted(path) and _leftovers(path.parent) == []
    assert _messages(path, None) == expected


def test_a_wrong_key_never_starts_a_decrypt(template, tmp_path):
    src, _ = template
    path = _copy(src, tmp_path / "data")
    migrate.encrypt(path, vault.DataKey.generate())
    before = path.read_bytes()
    with pytest.raises(vault.WrongKey):
        migrate.decrypt(path, vault.DataKey.generate())
    assert path.read_bytes() == before and _leftovers(path.parent) == []


@pytest.mark.parametrize("step", STEPS)
def test_killed_at_each_step_then_resumed(template, tmp_path, step):
    src, expected = template
    path = _copy(src, tmp_path / "data")
    key = vault.DataKey.generate()
    child = _child(path, key, "encrypt", {migrate.DIE_AT_ENV: step})
    out, _ = child.communicate(timeout=60)
    assert child.returncode == -signal.SIGKILL and "done" not in out
    _openable_now(path, key, expected, tmp_path / "scratch")
    _resume_and_check(path, key, expected)


@pytest.mark.parametrize("step", ["exported", "aside", "scrubbing"])
def test_decrypt_killed_at_a_step_then_resumed(template, tmp_path, step):
    src, expected = template
    path = _copy(src, tmp_path / "data")
    key = vault.DataKey.generate()
    migrate.encrypt(path, key)
    child = _child(path, key, "decrypt", {migrate.DIE_AT_ENV: step})
    child.communicate(timeout=60)
    assert child.returncode == -signal.SIGKILL
    _openable_now(path, key, expected, tmp_path / "scratch")
    migrate.decrypt(path, key)
    assert not vault.is_encrypted(path) and _leftovers(path.parent) == []
    assert _messages(path, None) == expected


def test_killed_after_many_delays_then_resumed(template, tmp_path):
    """SIGKILL at 0-400 ms after the child starts migrating: wherever it lands."""
    src, expected = template
    key = vault.DataKey.generate()
    states: set[tuple[str, ...]] = set()
    for i, delay_ms in enumerate((0, 3, 8, 15, 25, 40, 60, 90, 130, 180, 250, 400)):
        path = _copy(src, tmp_path / f"data{i}")
        child = _child(path, key, "encrypt", {})
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "go"
        time.sleep(delay_ms / 1000)
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)
        states.add(tuple(_leftovers(path.parent)))
        _openable_now(path, key, expected, tmp_path / f"scratch{i}")
        _resume_and_check(path, key, expected)
    assert len(states) >= 2, states  # the kills landed in more than one state
