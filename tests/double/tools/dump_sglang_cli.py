"""Regenerate the double's data files from a real SGLang install.

Run with a Python that can import ``sglang`` 0.5.23 (a CPU venv: the wheel with
``--no-deps``, CPU torch and the light deps; ``torchvision`` may be missing, it is
stubbed here).  Not used by the double at run time and not run by the tests::

    python tests/double/tools/dump_sglang_cli.py /path/to/model_dir_with_config_json

It writes ``sglang_double/data/sglang_cli.json`` (every argparse action of
``sglang.srt.server_args.ServerArgs.add_cli_args``, help text dropped) and
``sglang_double/data/sglang_resolved.json`` (``ServerArgs.resolved_dict()`` after
``resolve_once()`` for a plain and a NEXTN launch, on a platform override of sm90).
"""

from __future__ import annotations

import argparse
import importlib.abc
import importlib.machinery
import json
import sys
import types
from pathlib import Path


class _StubMeta(type):
    """Class-like stand-in: any attribute, call, subscript or base-class use works."""

    def __getattr__(cls, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _StubMeta(name, (), {"_stub": True})

    def __call__(cls, *args, **kwargs):
        if cls.__dict__.get("_stub"):
            if len(args) == 1 and not kwargs and callable(args[0]):
                return args[0]
            return _StubMeta("call", (), {"_stub": True})
        return super().__call__(*args, **kwargs)

    def __getitem__(cls, key):
        return cls

    def __or__(cls, other):
        return cls

    __ror__ = __or__

    def __iter__(cls):
        return iter(())


class _Stub(types.ModuleType):
    def __getattr__(self, item):
        if item == "__version__":
            return "0.29.0"
        if item.startswith("__"):
            raise AttributeError(item)
        value = _StubMeta(item, (), {"_stub": True})
        setattr(self, item, value)
        return value


class _StubFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    # Missing from a CPU venv, or CUDA-only builds; only stubbed when not installed.
    names = frozenset({"torchvision", "tvm_ffi", "sentencepiece", "compressed_tensors", "gguf"})

    def find_spec(self, fullname, path, target=None):
        if fullname.split(".")[0] not in self.names:
            return None
        for finder in sys.meta_path:
            if finder is self:
                continue
            try:
                if finder.find_spec(fullname, path, target) is not None:
                    return None
            except Exception:
                continue
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True)

    def create_module(self, spec):
        module = _Stub(spec.name)
        module.__path__ = []
        return module

    def exec_module(self, module):
        pass


def _jsonable(value):
    try:
        json.dumps(value)
        return value
    except TypeError:
        return repr(value)


def dump_actions(parser: argparse.ArgumentParser) -> list[dict]:
    out = []
    for a in parser._actions:
        t = a.type
        tname = None
        if t is not None:
            tname = f"{getattr(t, '__module__', '')}.{getattr(t, '__qualname__', repr(t))}"
        choices = None
        if a.choices is not None:
            choices = [c if isinstance(c, str | int | float) else repr(c) for c in a.choices]
            if isinstance(a.choices, set | frozenset):  # e.g. --sampling-backend: no stable order
                choices = sorted(choices, key=str)
        out.append(
            {
                "opts": a.option_strings,
                "dest": a.dest,
                "action": f"{type(a).__module__}.{type(a).__qualname__}",
                "nargs": a.nargs,
                "type": tname,
                "choices": choices,
                "default": _jsonable(a.default),
                "const": _jsonable(a.const),
                "required": a.required,
                "metavar": list(a.metavar) if isinstance(a.metavar, tuple) else a.metavar,
                "suppress_help": a.help is argparse.SUPPRESS,
                "new_flag": getattr(a, "new_flag", None),
                "const_value": _jsonable(getattr(a, "const_value", None)),
            }
        )
    return out


def resolved(argv: list[str]) -> dict:
    from sglang.srt.runtime_context import override_platform
    from sglang.srt.server_args import prepare_server_args

    server_args = prepare_server_args(argv)
    override_platform(is_cuda=True, is_sm90=True, device_capability=(9, 0)).install()
    server_args.resolve_once()
    return {k: _jsonable(v) for k, v in server_args.resolved_dict().items()}


def main() -> None:
    model_dir = sys.argv[1]
    sys.meta_path.insert(0, _StubFinder())
    from sglang.srt.server_args import ServerArgs
    from sglang.version import __version__

    parser = argparse.ArgumentParser(prog="sglang serve")
    ServerArgs.add_cli_args(parser)
    data = Path(__file__).resolve().parent.parent / "sglang_double" / "data"
    cli = {"sglang_version": __version__, "prog": parser.prog, "actions": dump_actions(parser)}
    (data / "sglang_cli.json").write_text(json.dumps(cli, separators=(",", ":")) + "\n")

    base = ["--model-path", model_dir, "--device", "cuda"]
    spec = [
        "--speculative-algorithm",
        "NEXTN",
        "--speculative-draft-model-path",
        model_dir,
        "--speculative-num-steps",
        "3",
        "--speculative-eagle-topk",
        "1",
        "--speculative-num-draft-tokens",
        "4",
    ]
    plain = resolved(base)
    nextn = resolved(base + spec)
    spec_diff = {k: v for k, v in nextn.items() if plain.get(k) != v}
    # random_seed is random per launch: keep the key (for field order), not the value.
    plain["random_seed"] = None
    spec_diff.pop("random_seed", None)
    out = {
        "sglang_version": __version__,
        "reference_argv": base,
        "plain": plain,
        "nextn_argv_extra": spec,
        "nextn_changes": spec_diff,
    }
    (data / "sglang_resolved.json").write_text(json.dumps(out, indent=0, sort_keys=False) + "\n")
    print(f"wrote {len(cli['actions'])} actions, {len(plain)} resolved fields", file=sys.stderr)


if __name__ == "__main__":
    main()
