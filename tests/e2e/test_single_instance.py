"""One Ling Desk per data folder: a second start changes nothing and hands over to the first.

Both are the real app as processes (offscreen Qt), on one --basedir, with the SGLang double.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core import vault
from app.core.paths import Paths
from app.core.vault import keys
from tests.support.app_process import (
    KNOBS,
    app_env,
    read_text,
    start_app,
    start_time,
    stop,
    wait_engine_ready,
    wait_for,
)
from tests.support.engine import DOUBLE, ROOT, group_members, make_model_dir

pytestmark = pytest.mark.timeout(150)


def _key(db: Path) -> vault.DataKey:
    """The app encrypts its history (issue 37): the data key of the folder holding `db`."""
    return keys.load(Paths.from_basedir(db.parent.parent))


def _seed_deleted_conversation(db: Path) -> None:
    """What the first instance writes when the user deletes a chat: a mark, undoable."""
    con = vault.connect(db, _key(db), timeout=5, isolation_level=None)
    try:
        now = time.time()
        con.execute(
            "INSERT INTO conversations (id, title, created_at, updated_at, deleted_at) "
            "VALUES ('c-undo', 'Deleted but undoable', ?, ?, ?)",
            (now, now, now),
        )
        con.execute(
            "INSERT INTO messages (id, conversation_id, role, content, created_at, updated_at) "
            "VALUES ('m-undo', 'c-undo', 'user', 'keep me', ?, ?)",
            (now, now),
        )
    finally:
        con.close()


def _count(db: Path, sql: str) -> int:
    con = vault.connect(db, _key(db), timeout=5)
    try:
        return con.execute(sql).fetchone()[0]
    finally:
        con.close()


def test_second_start_on_the_same_folder_changes_nothing_and_raises_the_first(tmp_path):
    base = tmp_path / "base"
    model = make_model_dir(tmp_path / "models")
    db = base / "data" / "history.sqlite3"
    first = start_app(base, model, tmp_path / "first.log")
    second: subprocess.Popen | None = None
    engine_pid = None
    try:
        engine_pid = wait_engine_ready(base)
        engine_start = start_time(engine_pid)
        _seed_deleted_conversation(db)
        second = start_app(base, model, tmp_path / "second.log")
        try:
            rc = second.wait(40)
        except subprocess.TimeoutExpired:
            second.send_signal(signal.SIGTERM)  # the bug: it ran as a full second app
            rc = None
            second.wait(40)
        out = read_text(tmp_path / "second.log")
        assert rc == 0, out
        assert "already running" in out, out
        # Nothing changed: the undoable chat is still there, the first's engine still runs.
        assert _count(db, "SELECT count(*) FROM conversations WHERE id='c-undo'") == 1
        assert _count(db, "SELECT count(*) FROM messages WHERE id='m-undo'") == 1
        assert start_time(engine_pid) == engine_start and group_members(engine_pid)
        assert first.poll() is None
        assert "Engine crashed" not in read_text(base / "logs" / "ling-desk.log")
        # The first was asked to come to the front.
        wait_for(lambda: "brought to the front" in read_text(base / "logs" / "ling-desk.log"),
                 10, "the first instance to be raised")  # fmt: skip
        first.send_signal(signal.SIGTERM)
        assert first.wait(40) == 0
        wait_for(lambda: not group_members(engine_pid), 20, "the engine to stop with the app")
    finally:
        if second is not None:
            stop(second)
        stop(first, engine_pid)


def test_the_lock_dies_with_a_killed_instance(tmp_path):
    """After a SIGKILL no stale lock remains: the next start is a normal, full start."""
    base = tmp_path / "base"
    model = make_model_dir(tmp_path / "models")
    first = start_app(base, model, tmp_path / "first.log")
    again: subprocess.Popen | None = None
    engine_pid = None
    try:
        engine_pid = wait_engine_ready(base)
        first.kill()
        first.wait(10)
        wait_for(lambda: not group_members(engine_pid), 20, "the engine to go with the app")
        (base / "logs" / "engine.log").unlink()
        again = start_app(base, model, tmp_path / "again.log")
        engine_pid = wait_engine_ready(base)
        assert again.poll() is None
        again.send_signal(signal.SIGTERM)
        assert again.wait(40) == 0
    finally:
        if again is not None:
            stop(again, engine_pid)
        stop(first, engine_pid)


@pytest.mark.parametrize("verb", ["serve", "check"])
def test_headless_verb_refuses_and_leaves_the_gui_engine_running(tmp_path, verb):
    base = tmp_path / "base"
    model = make_model_dir(tmp_path / "models")
    first = start_app(base, model, tmp_path / "first.log")
    engine_pid = None
    try:
        engine_pid = wait_engine_ready(base)
        engine_start = start_time(engine_pid)
        launcher = f"{sys.executable} {DOUBLE} {KNOBS}"
        other = subprocess.run(
            [sys.executable, "-m", "app", verb, "--basedir", str(base), "--launcher", launcher,
             "--model", str(model)],
            cwd=ROOT, env=app_env(), capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        said = other.stdout + other.stderr
        assert other.returncode == 1, said
        assert "Another Ling Desk" in said, said
        assert start_time(engine_pid) == engine_start and group_members(engine_pid)
        assert (base / "runtime" / "engine.pid.json").exists()
        first.send_signal(signal.SIGTERM)
        assert first.wait(40) == 0
    finally:
        stop(first, engine_pid)
