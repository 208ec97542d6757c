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


def _make_private(root: Path) -> None:
    with contextlib.suppress(OSError):
        for folder, _dirs, files in os.walk(root):
            os.chmod(folder, 0o700)
            for name in files:
                os.chmod(os.path.join(folder, name), 0o600)


def stage_engine_ext(cache_dir: Path) -> Path:
    """Stage this version's extension atomically; returns the folder for PYTHONPATH.

    Copied, not linked, so an engine in a container or another venv sees plain files. A staged
    folder that is complete is used as it is; others (older versions, the pre-0.2 flat layout,
    a half-copied folder from a crash) are removed.
    """
    parent = cache_dir / "engine_ext"
    parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    root = staged_root(cache_dir)
    if not _is_complete(root):
        tmp = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=parent))  # 0700
        try:
            (tmp / EXT_PACKAGE).mkdir(mode=0o700)
            for src in _sources():
                # The engine runs as this user: readable by this user only (0600), whatever
                # mode the installed source files have (copy2 would keep their 0644).
                shutil.copyfile(src, tmp / EXT_PACKAGE / src.name)
                os.chmod(tmp / EXT_PACKAGE / src.name, 0o600)
            (tmp / COMPLETE).write_text(ext_digest() + "\n")
            os.chmod(tmp / COMPLETE, 0o600)
            shutil.rmtree(root, ignore_errors=True)  # a half folder from an interrupted copy
            try:
                os.rename(tmp, root)  # atomic: the engine sees all of this version or none
            except OSError:
                if not _is_complete(root):  # another process staged the same version first
                    raise
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    else:
        _make_private(root)  # staged by an older Ling Desk with the source files' 0644
    for other in parent.iterdir():
        if other != root and not other.name.startswith(STAGING_PREFIX):
            with contextlib.suppress(OSError):
                shutil.rmtree(other) if other.is_dir() else other.unlink()
    return root


def engine_environment(plan_env: Mapping[str, str], base: Mapping[str, str] | None = None) -> dict:
    """A tool's environment in the engine venv (pip, its Python): ours less the app's Python
    variables, then the plan's. Not for the engine itself: see launch_environment."""
    env = {k: v for k, v in (os.environ if base is None else base).items()}
    for key in APP_PYTHON_VARS:
        env.pop(key, None)
    env.update(plan_env)
    return env


# What the engine gets of the app's environment: only what it (or its launcher, or a container
# runtime's client) needs. Never tokens, keys, cloud credentials or proxies: the engine, its
# plugins and its spawned processes see whatever we hand on (HF_TOKEN, a team server's key).
ENGINE_ENV_NAMES = frozenset({
    "PATH", "HOME", "USER", "LOGNAME", "SHELL", "TERM", "HOSTNAME", "LANG", "LANGUAGE", "TZ",
    "TMPDIR", "TMP", "TEMP", "XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "XDG_CONFIG_HOME",
    "XDG_DATA_HOME", "LD_LIBRARY_PATH", "OMP_NUM_THREADS", "MKL_NUM_THREADS", "CC", "CXX",
    "HF_HOME", "HF_HUB_CACHE", "HF_HUB_OFFLINE", "HUGGINGFACE_HUB_CACHE", "TRANSFORMERS_CACHE",
    "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE", "PYTHONUNBUFFERED", "PYTHONNOUSERSITE",
    "PYTHONDONTWRITEBYTECODE", "PYTHONIOENCODING", "PYTHONFAULTHANDLER",
    # The container runtime's client (docker/podman) finds its daemon with these.
    "DOCKER_HOST", "DOCKER_CONTEXT", "DOCKER_CONFIG", "CONTAINER_HOST", "CONTAINERS_CONF",
})  # fmt: skip
ENGINE_ENV_PREFIXES = (
    "LC_", "CUDA_", "NVIDIA_", "NCCL_", "GLOO_", "SGLANG_", "TORCH", "PYTORCH_", "TRITON_",
    "HUMMING_", "FLASHINFER_", "CUTLASS_", "CUBLAS", "CUDNN_", "NV_", "NVSHMEM_", "UCX_",
    "OMP_", "KMP_", "CONDA_", "MAMBA_",
)  # fmt: skip
# Even under an allowed prefix: a name that says it holds a secret stays behind.
SECRET_WORDS = ("TOKEN", "SECRET", "KEY", "PASSWORD", "PASSWD", "CREDENTIAL", "AUTH", "PROXY")


def engine_may_see(name: str) -> bool:
    upper = name.upper()
    if any(word in upper for word in SECRET_WORDS):
        return False
    return name in ENGINE_ENV_NAMES or name.startswith(ENGINE_ENV_PREFIXES)


def launch_environment(
    plan_env: Mapping[str, str],
    base: Mapping[str, str] | None = None,
    *,
    also: tuple[str, ...] = (),
) -> dict:
    """The engine's environment: the allow-listed part of ours, then the plan's variables.

    `also` names variables the launcher itself needs (ssh's agent socket for a rank on the
    second machine). The plan's own variables (PYTHONPATH to the extension) always go.
    """
    src = os.environ if base is None else base
    env = {k: v for k, v in src.items() if engine_may_see(k) or k in also}
    for key in APP_PYTHON_VARS:
        env.pop(key, None)
    env.update(plan_env)
    return env
