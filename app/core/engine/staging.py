"""The engine extension, staged where the engine can import it, and the engine's environment.

SGLang 0.5.23 imports every module of an external model package and refuses duplicate
`EntryClass` names outside its error handling (sglang/srt/models/registry.py), so a module left
from an older Ling Desk can stop the engine from starting. Each version is therefore staged, all
at once, into a folder named by the hash of its files, holding exactly those files; other
versions' folders are removed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

from app.core.recipe import EXT_PACKAGE

EXT_SOURCE = Path(__file__).resolve().parents[2] / "engine_ext"
STAGING_PREFIX = ".staging-"
COMPLETE = ".complete"

# Variables of the app's own Python that must not reach the engine's Python: the engine venv
# has its own packages, and ours would shadow them.
APP_PYTHON_VARS = (
    "PYTHONPATH",
    "PYTHONHOME",
    "PYTHONSTARTUP",
    "PYTHONUSERBASE",
    "PYTHONEXECUTABLE",
    "VIRTUAL_ENV",
    "__PYVENV_LAUNCHER__",
)


def _sources() -> list[Path]:
    return sorted(EXT_SOURCE.glob("*.py"))


def ext_digest() -> str:
    """A short hash of the extension's file names and contents: this version's identity."""
    h = hashlib.sha256()
    for src in _sources():
        h.update(src.name.encode() + b"\0" + src.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def staged_root(cache_dir: Path) -> Path:
    """The folder that goes on the engine's PYTHONPATH (known before anything is written)."""
    return cache_dir / "engine_ext" / ext_digest()


def _is_complete(root: Path) -> bool:
    pkg = root / EXT_PACKAGE
    want = {src.name for src in _sources()}
    have = {p.name for p in pkg.iterdir()} if pkg.is_dir() else set()
    return (root / COMPLETE).is_file() and have == want


def stage_engine_ext(cache_dir: Path) -> Path:
    """Stage this version's extension atomically; returns the folder for PYTHONPATH.

    Copied, not linked, so an engine in a container or another venv sees plain files. A staged
    folder that is complete is used as it is; others (older versions, the pre-0.2 flat layout,
    a half-copied folder from a crash) are removed.
    """
    parent = cache_dir / "engine_ext"
    parent.mkdir(parents=True, exist_ok=True)
    root = staged_root(cache_dir)
    if not _is_complete(root):
        tmp = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=parent))
        try:
            (tmp / EXT_PACKAGE).mkdir()
            for src in _sources():
                shutil.copy2(src, tmp / EXT_PACKAGE / src.name)
            (tmp / COMPLETE).write_text(ext_digest() + "\n")
            shutil.rmtree(root, ignore_errors=True)  # a half folder from an interrupted copy
            try:
                os.rename(tmp, root)  # atomic: the engine sees all of this version or none
            except OSError:
                if not _is_complete(root):  # another process staged the same version first
                    raise
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    for other in parent.iterdir():
        if other != root and not other.name.startswith(STAGING_PREFIX):
            with contextlib.suppress(OSError):
                shutil.rmtree(other) if other.is_dir() else other.unlink()
    return root


def engine_environment(plan_env: Mapping[str, str], base: Mapping[str, str] | None = None) -> dict:
    """The engine's environment: ours less the app's Python variables, then the plan's."""
    env = {k: v for k, v in (os.environ if base is None else base).items()}
    for key in APP_PYTHON_VARS:
        env.pop(key, None)
    env.update(plan_env)
    return env
