"""What an engine environment can do, as one JSON object on stdout (run with the ENGINE's Python).

    /path/to/engine/python /path/to/capabilities.py [EXT_PACKAGE_DIR] [--fast]

Standard library only at import (SGLang's registry imports this module too, inside the engine).
Never crashes: every failure lands in the JSON (``errors``, or a field's ``*_detail``) and the
exit status is 0. Anything the imported libraries print goes to stderr; stdout carries only the
JSON object, on one line.

Fields (null = could not be decided; ``*_detail`` says why or how it was decided):

- ``python``, ``executable``; ``sglang``, ``humming_kernels``, ``torch``: installed versions or null
- ``cuda``: ``{"available", "device_name", "capability": [major, minor], "torch_cuda"}``
- ``fp8_lm_head_native``: whether this SGLang ITSELF quantizes a ParallelLMHead to FP8, decided by
  behaviour: ``Fp8Config().get_quant_method(<a ParallelLMHead>, "lm_head")`` (with
  ``SGLANG_ENABLE_FP8_LM_HEAD=1`` set) must return a non-unquantized method
- ``fp8_lm_head_env_switch``: whether SGLang's source reads ``SGLANG_ENABLE_FP8_LM_HEAD`` (the
  public patch's switch); its presence alone is no FP8 head (the patch on 0.5.23 leaves it BF16)
- ``draft_shares_head_native``: whether ``BailingMoeForCausalLMNextN`` defines
  ``set_lm_head_from_target``; ``eagle_calls_set_lm_head_from_target``: whether the EAGLE v2 worker
  calls that hook
- ``external_package_supported``: whether models/registry.py honours SGLANG_EXTERNAL_MODEL_PACKAGE
- ``moe_humming_available``: whether ``Mxfp4HummingMoEMethod`` exists (and humming-kernels is there)
- ``ext_compatible``: whether Ling Desk's extension (EXT_PACKAGE_DIR, default this file's folder,
  loaded as ``ling_desk_engine_ext``) imports here and matches SGLang's base classes;
  ``ext_problems`` lists why not
- ``needs_ext``: true when the extension is what makes the FP8 head and the shared draft head work
- ``mode``: "full", or "fast" (``--fast``: source inspection only, no sglang/torch import; the
  behaviour checks are then null)
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import importlib.metadata
import importlib.util
import json
import os
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

EXT_NAME = "ling_desk_engine_ext"
FP8_ENV = "SGLANG_ENABLE_FP8_LM_HEAD"


def _version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except Exception:
        return None


def _sglang_dir() -> Path | None:
    """The installed sglang package folder, found without importing it."""
    try:
        spec = importlib.util.find_spec("sglang")
    except Exception:
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def _class_defines(path: Path, class_name: str, method: str) -> bool | None:
    if not path.is_file():
        return None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            return any(
                isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name == method
                for item in node.body
            )
    return None


def _calls_attr(path: Path, attr: str) -> bool | None:
    if not path.is_file():
        return None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == attr
        for node in ast.walk(tree)
    )


def _source_checks(out: dict[str, Any]) -> None:
    root = _sglang_dir()
    if root is None:
        out["errors"].append("sglang is not importable from this Python")
        return
    srt = root / "srt"
    out["draft_shares_head_native"] = _class_defines(
        srt / "models" / "bailing_moe_nextn.py",
        "BailingMoeForCausalLMNextN",
        "set_lm_head_from_target",
    )
    out["eagle_calls_set_lm_head_from_target"] = _calls_attr(
        srt / "speculative" / "eagle_worker_v2.py", "set_lm_head_from_target"
    )
    registry = srt / "models" / "registry.py"
    if registry.is_file():
        text = registry.read_text(encoding="utf-8")
        out["external_package_supported"] = (
            "SGLANG_EXTERNAL_MODEL_PACKAGE" in text and "import_model_classes(" in text
        )
    switch_files = []
    for sub in ("layers", "models", "environ.py"):
        base = srt / sub
        files = [base] if base.is_file() else sorted(base.rglob("*.py")) if base.is_dir() else []
        for f in files:
            try:
                if FP8_ENV in f.read_text(encoding="utf-8", errors="replace"):
                    switch_files.append(str(f.relative_to(root)))
            except OSError:
                continue
    out["fp8_lm_head_env_switch"] = bool(switch_files)
    out["fp8_lm_head_env_switch_files"] = switch_files
    humming_moe = srt / "layers" / "quantization" / "mxfp4_humming_moe.py"
    has_cls = _class_defines(humming_moe, "Mxfp4HummingMoEMethod", "__init__")
    out["moe_humming_available"] = bool(has_cls) and out["humming_kernels"] is not None
    out["moe_humming_detail"] = (
        "Mxfp4HummingMoEMethod "
        + ("present" if has_cls else "absent")
        + f" in sglang; humming-kernels {out['humming_kernels'] or 'not installed'}"
    )


def _torch_checks(out: dict[str, Any]) -> None:
    import torch

    cuda: dict[str, Any] = {
        "available": False,
        "device_name": None,
        "capability": None,
        "torch_cuda": getattr(torch.version, "cuda", None),
    }
    try:
        cuda["available"] = bool(torch.cuda.is_available())
        if cuda["available"]:
            cuda["device_name"] = torch.cuda.get_device_name(0)
            cuda["capability"] = list(torch.cuda.get_device_capability(0))
    except Exception as exc:
        out["errors"].append(f"torch.cuda: {type(exc).__name__}: {exc}")
    out["cuda"] = cuda


def _fp8_behaviour(out: dict[str, Any]) -> None:
    """Does this SGLang's own Fp8Config quantize a ParallelLMHead? Asked of the real code."""
    from sglang.srt.layers.quantization.fp8 import Fp8Config
    from sglang.srt.layers.vocab_parallel_embedding import ParallelLMHead

    old = os.environ.get(FP8_ENV)
    os.environ[FP8_ENV] = "1"
    try:
        head = ParallelLMHead.__new__(ParallelLMHead)  # no __init__: no parallel state needed
        method = Fp8Config(is_checkpoint_fp8_serialized=False).get_quant_method(head, "lm_head")
    finally:
        if old is None:
            os.environ.pop(FP8_ENV, None)
        else:
            os.environ[FP8_ENV] = old
    name = None if method is None else type(method).__name__
    out["fp8_lm_head_native"] = name is not None and not name.startswith("Unquantized")
    out["fp8_lm_head_native_detail"] = f"Fp8Config.get_quant_method(ParallelLMHead) -> {name}"


def _load_ext(pkg_dir: Path):
    """Import the extension package from ``pkg_dir`` as ``ling_desk_engine_ext``."""
    init = pkg_dir / "__init__.py"
    if not init.is_file():
        raise FileNotFoundError(f"no extension package at {pkg_dir}")
    existing = sys.modules.get(EXT_NAME)
    if existing is None or Path(getattr(existing, "__file__", "")).parent != pkg_dir:
        spec = importlib.util.spec_from_file_location(
            EXT_NAME, init, submodule_search_locations=[str(pkg_dir)]
        )
        assert spec is not None and spec.loader is not None  # a file location always has both
        module = importlib.util.module_from_spec(spec)
        sys.modules[EXT_NAME] = module
        spec.loader.exec_module(module)
    return importlib.import_module(EXT_NAME + ".bailing")


def _ext_checks(out: dict[str, Any], pkg_dir: Path) -> None:
    out["ext_path"] = str(pkg_dir)
    bailing = _load_ext(pkg_dir)
    out["ext_problems"] = list(getattr(bailing, "PROBLEMS", ["module has no PROBLEMS"]))
    out["ext_compatible"] = bool(getattr(bailing, "APPLIED", False)) and not out["ext_problems"]


def collect(argv: list[str]) -> dict[str, Any]:
    t0 = time.perf_counter()
    fast = "--fast" in argv
    args = [a for a in argv if not a.startswith("--")]
    pkg_dir = Path(args[0]).resolve() if args else Path(__file__).resolve().parent
    out: dict[str, Any] = {
        "schema": 1,
        "mode": "fast" if fast else "full",
        "python": platform.python_version(),
        "executable": sys.executable,
        "sglang": _version("sglang"),
        "humming_kernels": _version("humming-kernels"),
        "torch": _version("torch"),
        "cuda": None,
        "fp8_lm_head_native": None,
        "fp8_lm_head_native_detail": None,
        "fp8_lm_head_env_switch": None,
        "draft_shares_head_native": None,
        "eagle_calls_set_lm_head_from_target": None,
        "external_package_supported": None,
        "moe_humming_available": None,
        "ext_compatible": None,
        "ext_problems": [],
        "ext_path": str(pkg_dir),
        "needs_ext": None,
        "errors": [],
    }
    steps: list[tuple[str, Callable[[dict[str, Any]], None]]] = [("source", _source_checks)]
    if not fast:
        steps += [
            ("torch", _torch_checks),
            ("fp8_lm_head_native", _fp8_behaviour),
            ("ext_compatible", lambda o: _ext_checks(o, pkg_dir)),
        ]
    for name, step in steps:
        needs = "torch" if name == "torch" else "sglang"
        if name != "source" and out[needs] is None:
            continue  # nothing to ask: the version fields already say it is missing
        try:
            step(out)
        except BaseException as exc:  # SystemExit from a library included: report, go on
            out["errors"].append(f"{name}: {type(exc).__name__}: {exc}")
    if out["draft_shares_head_native"] is False or out["fp8_lm_head_native"] is False:
        out["needs_ext"] = True  # either gap alone needs the extension (decidable in fast mode)
    elif out["fp8_lm_head_native"] and out["draft_shares_head_native"]:
        out["needs_ext"] = False
    out["elapsed_s"] = round(time.perf_counter() - t0, 2)
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    sys.stdout.flush()
    saved = None
    try:  # keep stdout for our JSON alone: libraries print while importing
        saved = os.dup(1)
        os.dup2(2, 1)
    except OSError:
        saved = None
    try:
        with contextlib.redirect_stdout(sys.stderr):
            try:
                result = collect(argv)
            except BaseException as exc:
                result = {"schema": 1, "errors": [f"probe failed: {type(exc).__name__}: {exc}"]}
    finally:
        sys.stdout.flush()
        if saved is not None:
            os.dup2(saved, 1)
            os.close(saved)
    sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
