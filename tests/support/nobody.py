"""Run a test program as another account (nobody), where that account can run it at all: a clone in
a 0700 temp folder or a Python under /root cannot be read by nobody, and then tests fall back."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
THIEF = Path(__file__).resolve().parent / "port_thief.py"


@functools.cache
def nobody_prefix() -> list[str]:
    """NOBODY when root, setpriv and nobody's access to this Python and the thief allow it; else []."""
    if os.getuid() != 0 or shutil.which("setpriv") is None:
        return []
    probe = [*NOBODY, sys.executable, "-c", f"open({str(THIEF)!r}).close()"]
    ok = subprocess.run(probe, capture_output=True, timeout=30).returncode == 0
    return list(NOBODY) if ok else []
