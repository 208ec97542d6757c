"""A real, small, fillable disk for a test: a tmpfs mounted in a private mount namespace.

`run_on_small_disk` runs a Python script in a child process that sees a fresh tmpfs of `size`
at `folder` (nobody else sees it, and it goes when the child ends). `unshare --user
--map-root-user --mount` needs no privilege where unprivileged user namespaces are allowed (most
Linux distributions; root always); where the OS refuses, the test is skipped with the reason.
The script gets the folder as argv[1]; `fill(folder)` (in FILL, prepended to the script) fills
the disk to the last byte and returns the ballast file, whose removal frees it again.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NO_MOUNT = 77  # the child's exit status when the tmpfs could not be mounted

FILL = '''
import os
from pathlib import Path


def fill(folder):
    """Write zeros until the disk says no space left (ENOSPC); returns the ballast file."""
    ballast = Path(folder) / "ballast"
    fd = os.open(ballast, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while True:
            os.write(fd, b"\\0" * 4096)
    except OSError:
        pass
    os.close(fd)
    return ballast
'''


def run_on_small_disk(folder: Path, script: str, size: str = "2m", timeout: float = 60) -> dict:
    """Runs FILL + `script` on a tmpfs of `size` at `folder`; returns the JSON object that the
    script printed as its last line of output."""
    unshare = shutil.which("unshare")
    if unshare is None or not sys.platform.startswith("linux"):
        pytest.skip("needs Linux's unshare(1) to mount a small private tmpfs")
    folder.mkdir(parents=True, exist_ok=True)
    shell = 'mount -t tmpfs -o "size=$1" tmpfs "$2" || exit 77; cd "$3" && exec "$4" -c "$5" "$2"'
    cmd = [unshare, "--user", "--map-root-user", "--mount", "sh", "-c", shell, "sh",
           size, str(folder), str(ROOT), sys.executable, FILL + script]  # fmt: skip
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode == NO_MOUNT or (
        proc.returncode != 0
        and "unshare" in proc.stderr
        and "Operation not permitted" in proc.stderr
    ):
        pytest.skip(f"this OS does not let a test mount a private tmpfs: {proc.stderr.strip()}")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])
