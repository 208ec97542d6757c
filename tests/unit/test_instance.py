"""The per-folder instance lock: exclusive, released by the kernel on any death, not inherited."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap

import pytest

from app.core.instance import InstanceBusy, acquire, lock_path, socket_name
from app.core.paths import Paths
from tests.support.engine import ROOT

HOLDER = textwrap.dedent(
    """
    import subprocess, sys, time
    sys.path.insert(0, {root!r})
    from app.core.instance import acquire
    from app.core.paths import Paths
    lock = acquire(Paths.from_basedir(sys.argv[1]))
    # A long-lived child, as an engine would be: it must not keep the lock alive.
    child = subprocess.Popen(["sleep", "600"], start_new_session=True)
    print(child.pid, flush=True)
    time.sleep(600)
    """
).format(root=str(ROOT))


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path / "base").ensure()


def test_second_acquire_on_one_folder_is_refused_plainly(paths, tmp_path):
    with acquire(paths):
        with pytest.raises(InstanceBusy) as info:
            acquire(paths)
        assert info.value.pid == os.getpid()
        message = str(info.value)
        assert "\n" not in message and "Another Ling Desk" in message
        assert str(paths.data_dir) in message
        # Another folder (--basedir) is another instance.
        other = Paths.from_basedir(tmp_path / "other").ensure()
        acquire(other).release()
    acquire(paths).release()  # released with the object
    assert lock_path(paths).exists()  # the file stays; only the lock goes


def test_lock_dies_with_a_killed_holder_and_is_not_inherited_by_its_children(paths):
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(paths.data_dir.parent)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    child = None
    try:
        child = int(holder.stdout.readline())
        with pytest.raises(InstanceBusy) as info:
            acquire(paths)
        assert info.value.pid == holder.pid
        holder.kill()
        holder.wait(10)
        # No stale lock, though the holder's long-lived child still runs.
        assert os.path.exists(f"/proc/{child}")
        acquire(paths).release()
    finally:
        holder.kill()
        if child:
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGKILL)


def test_socket_name_is_per_folder_and_short(tmp_path):
    a = socket_name(Paths.from_basedir(tmp_path / "a"))
    b = socket_name(Paths.from_basedir(tmp_path / "b"))
    assert a != b and a == socket_name(Paths.from_basedir(tmp_path / "a"))
    assert len(a) < 40 and "/" not in a
