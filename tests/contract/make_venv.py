#!/usr/bin/env python3
"""Build, idempotently, the CPU venv that holds the REAL sglang 0.5.23 for the contract tests.

    python3.11 tests/contract/make_venv.py          # prints the venv's python on the last line

Where: ``$LING_DESK_CONTRACT_VENV``, default ``~/.cache/ling-desk/contract-venv-0.5.23-<recipe hash>``.

What goes in (found by trying: the minimal set that SGLang's argument parser, the resolution
pipeline and ``check_server_args``, the model registry, and the Bailing model modules with the
layers they need actually import; pinned to the sglang wheel's own pins where it has them):

- ``torch==2.13.0`` (a CPU build lies on this machine's disk; plain pip takes it), with its deps
- ``sglang==0.5.23`` and the light deps below, all ``--no-deps`` (sglang's full dependency set
  needs CUDA builds and many GB)
- stand-ins for ``triton`` and ``torchvision`` (their real packages need CUDA builds): permissive
  stub modules in ``<venv>/ling-desk-stubs``, put on the venv's path by a ``.pth`` file

A marker file holds a hash of this recipe; a changed recipe (or a broken venv) rebuilds it. A
lock file keeps two builds from running at once. Exit status 0 and the python path on the last
stdout line on success; non-zero with the reason on stderr otherwise.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

SGLANG = "sglang==0.5.23"
TORCH = "torch==2.13.0"
PYTHON_VERSION = (3, 11)  # the sglang 0.5.23 wheel is cp311 here, and so is the torch file

# --no-deps, pinned. Wheel pins kept as the wheel states them: transformers, tokenizers,
# sentencepiece, openai, compressed-tensors, apache-tvm-ffi.
LIGHT_DEPS = [
    "transformers==5.19.0",
    "tokenizers==0.23.2",
    "huggingface_hub==1.33.0",
    "safetensors==0.8.0",
    "sentencepiece==0.2.1",
    "openai==2.8.0",
    "compressed-tensors==0.18.0",
    "apache-tvm-ffi==0.1.11",
    "pyyaml==6.0.4",
    "regex==2026.11.19",
    "packaging==26.4",
    "tqdm==4.70.1",
    "numpy==2.4.6",
    "orjson==3.13.0",
    "psutil==7.2.2",
    "pybase64==1.5.1",
    "requests==2.34.2",
    "urllib3==2.8.0",
    "idna==3.20",
    "certifi==2026.10.19.post1",
    "pillow==13.0.0",
    "starlette==1.10.0",
    "anyio==4.16.0",
    "sniffio==1.3.1",
    "msgspec==0.23.0",
    "pydantic==2.14.4",
    "pydantic_core==2.50.5",
    "typing_inspection==0.4.5",
    "annotated_types==0.8.0",
    "pyzmq==27.3.0",
    "ipython==9.18.1",
    "traitlets==5.16.1",
    "pygments==2.21.0",
    "aiohttp==3.14.5",
    "multidict==7.2.1",
    "attrs==26.1.0",
    "yarl==1.25.1",
    "propcache==0.5.4",
    "aiohappyeyeballs==2.7.1",
    "aiosignal==1.4.0",
    "frozenlist==1.8.0",
    "httpx==0.29.0",
    "httpcore==1.0.9",
    "h11==0.16.0",
    "dill==0.4.1",
    "loguru==0.7.3",
    "gguf==0.19.0",
    "einops==0.8.2",
    "distro==1.9.0",
    "partial_json_parser==0.2.1.1.post7",
]

# The modules whose import proves the venv is usable (the smoke test after a build).
SMOKE_IMPORTS = [
    "sglang.srt.server_args",
    "sglang.srt.models.bailing_moe_v3",
    "sglang.srt.models.bailing_moe_nextn",
    "sglang.srt.layers.logits_processor",
    "sglang.srt.layers.quantization.fp8",
]

STUB_HELPER = '''"""Permissive stand-ins for packages that need CUDA builds (Ling Desk contract venv only).

Any attribute is something harmless: CamelCase names are classes (so isinstance() works),
others are callables that act as identity decorators. Submodules are created on import.
"""
import importlib.abc
import importlib.machinery
import sys
import types


class Anything:
    def __init__(self, name="stub"):
        self._name = name

    def __getattr__(self, item):
        if item.startswith("__") and item.endswith("__"):
            raise AttributeError(item)
        return Anything(f"{self._name}.{item}")

    def __call__(self, *args, **kwargs):
        if len(args) == 1 and not kwargs and callable(args[0]):
            return args[0]
        return Anything(f"{self._name}()")

    def __getitem__(self, item):
        return Anything(f"{self._name}[]")

    def __iter__(self):
        return iter(())

    def __bool__(self):
        return False

    def __mro_entries__(self, bases):
        return (object,)

    def __repr__(self):
        return f"<stub {self._name}>"


class _StubMeta(type):
    def __getattr__(cls, item):
        if item.startswith("__") and item.endswith("__"):
            raise AttributeError(item)
        return Anything(f"{cls.__name__}.{item}")


class _StubBase(metaclass=_StubMeta):
    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs

    def __getattr__(self, item):
        if item.startswith("__") and item.endswith("__"):
            raise AttributeError(item)
        return Anything(item)


class StubModule(types.ModuleType):
    def __getattr__(self, item):
        if item.startswith("__") and item.endswith("__"):
            raise AttributeError(item)
        value = (
            type(item, (_StubBase,), {"__module__": self.__name__})
            if item[:1].isupper()
            else Anything(f"{self.__name__}.{item}")
        )
        setattr(self, item, value)
        return value


class _Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def __init__(self, roots):
        self.roots = tuple(roots)

    def find_spec(self, fullname, path, target=None):
        if fullname.split(".")[0] in self.roots and "." in fullname:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec):
        mod = StubModule(spec.name)
        mod.__path__ = []
        return mod

    def exec_module(self, module):
        return None


def install(root_module, version):
    root_module.__class__ = StubModule
    root_module.__version__ = version
    root_module.__ling_desk_stub__ = True
    sys.meta_path.append(_Finder([root_module.__name__]))
'''

STUBS = {
    "_ld_stub.py": STUB_HELPER,
    "triton/__init__.py": '''"""Stand-in for triton (needs a CUDA build): no driver, so callers fall back to CPU."""
import importlib
import sys

from _ld_stub import install

install(sys.modules[__name__], "3.6.0")


class _NoDriver:
    @property
    def active(self):
        raise RuntimeError("triton stub: no GPU driver in the contract venv")


runtime = importlib.import_module(__name__ + ".runtime")
runtime.driver = _NoDriver()
''',
    "torchvision/__init__.py": '''"""Stand-in for torchvision (PyPI's build fails beside the CPU torch file)."""
import sys

from _ld_stub import install

install(sys.modules[__name__], "0.29.1")
''',
}

MARKER = ".ling-desk-recipe.json"
PR_SET_PDEATHSIG = 1


class BuildError(RuntimeError):
    """The venv could not be built; ``network`` tells whether the registry was unreachable."""

    def __init__(self, message: str, network: bool = False):
        super().__init__(message)
        self.network = network


def venv_dir() -> Path:
    env = os.environ.get("LING_DESK_CONTRACT_VENV")
    if env:
        return Path(env)
    # Named by the recipe's hash: a changed recipe builds beside, never over, another checkout's.
    return Path.home() / ".cache" / "ling-desk" / f"contract-venv-0.5.23-{recipe_hash()}"


def recipe_hash() -> str:
    recipe = {
        "sglang": SGLANG,
        "torch": TORCH,
        "python": list(PYTHON_VERSION),
        "deps": LIGHT_DEPS,
        "stubs": STUBS,
        "smoke": SMOKE_IMPORTS,
    }
    return hashlib.sha256(json.dumps(recipe, sort_keys=True).encode()).hexdigest()[:16]


def venv_python(root: Path) -> Path:
    return root / "bin" / "python"


def _log(msg: str) -> None:
    print(f"[make_venv] {msg}", file=sys.stderr, flush=True)


def _find_base_python() -> str:
    want = f"python{PYTHON_VERSION[0]}.{PYTHON_VERSION[1]}"
    if sys.version_info[:2] == PYTHON_VERSION:
        return sys.executable
    found = shutil.which(want)
    if found:
        return found
    raise BuildError(f"{want} is needed to build the contract venv and was not found")


_NETWORK_SIGNS = (
    "NewConnectionError",
    "Temporary failure in name resolution",
    "Network is unreachable",
    "Max retries exceeded",
    "ConnectTimeout",
    "ReadTimeout",
)


def _die_with_parent() -> None:
    # Runs in the child before exec: the kernel kills it when its parent dies, so a killed
    # test run never leaves a pip install going on in the background.
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


# pip's lines worth showing as progress (the rest is noise at this level).
_PROGRESS_PREFIXES = ("Collecting", "Downloading", "Installing collected", "Successfully")


def _run(cmd: list[str], what: str) -> None:
    _log(f"{what}: {' '.join(cmd[:6])}{' ...' if len(cmd) > 6 else ''}")
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        preexec_fn=_die_with_parent,
    )
    text: list[str] = []
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            text.append(line)
            if line.startswith(_PROGRESS_PREFIXES):
                _log(f"  {line.strip()[:120]}")
        proc.wait()
    except BaseException:
        proc.kill()  # interrupted: leave nothing running behind us
        proc.wait()
        raise
    _log(f"{what}: exit {proc.returncode} after {time.perf_counter() - t0:.1f} s")
    if proc.returncode != 0:
        tail = "".join(text)[-4000:]
        raise BuildError(
            f"{what} failed (exit {proc.returncode}):\n{tail}",
            network=any(sign in tail for sign in _NETWORK_SIGNS),
        )


def _site_packages(python: Path) -> Path:
    out = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(out.stdout.strip())


def _write_stubs(root: Path, python: Path) -> None:
    stub_dir = root / "ling-desk-stubs"
    shutil.rmtree(stub_dir, ignore_errors=True)
    for rel, text in STUBS.items():
        path = stub_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (_site_packages(python) / "ling_desk_stubs.pth").write_text(str(stub_dir) + "\n")


def is_current(root: Path) -> bool:
    marker = root / MARKER
    if not marker.is_file() or not venv_python(root).exists():
        return False
    try:
        return json.loads(marker.read_text()).get("recipe") == recipe_hash()
    except (OSError, ValueError):
        return False


def build(root: Path) -> None:
    t0 = time.perf_counter()
    base = _find_base_python()
    shutil.rmtree(root, ignore_errors=True)
    root.parent.mkdir(parents=True, exist_ok=True)
    _run([base, "-m", "venv", str(root)], "create venv")
    python = venv_python(root)
    pip = [
        str(python),
        "-m",
        "pip",
        "--disable-pip-version-check",
        "install",
        "--progress-bar",
        "off",
    ]
    _run([*pip, TORCH], "install torch (CPU)")
    sglang_spec = os.environ.get("LING_DESK_SGLANG_WHEEL") or SGLANG  # a local copy of the wheel
    _run([*pip, "--no-deps", sglang_spec, *LIGHT_DEPS], "install sglang and light deps (--no-deps)")
    _write_stubs(root, python)
    code = "; ".join(f"import {m}" for m in SMOKE_IMPORTS)
    _run([str(python), "-c", code], "smoke-test imports")
    elapsed = round(time.perf_counter() - t0, 1)
    (root / MARKER).write_text(
        json.dumps({"recipe": recipe_hash(), "built_s": elapsed, "built_at": time.time()})
    )
    _log(f"built {root} in {elapsed} s")


@contextlib.contextmanager
def _lock(root: Path):
    root.parent.mkdir(parents=True, exist_ok=True)
    with open(root.parent / (root.name + ".lock"), "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def ensure() -> Path:
    """The contract venv's python, building the venv first when missing or out of date."""
    root = venv_dir()
    with _lock(root):
        if not is_current(root):
            try:
                build(root)
            except BaseException:
                shutil.rmtree(root, ignore_errors=True)  # never leave a half venv that looks built
                raise
    return venv_python(root)


def main() -> int:
    try:
        python = ensure()
    except BuildError as exc:
        _log(str(exc))
        return 3 if exc.network else 2
    print(python)
    return 0


if __name__ == "__main__":
    sys.exit(main())
