"""The command line: double knobs, ``--config`` merging, the real argparse table.

The argparse table (``data/sglang_cli.json``) and the resolved defaults
(``data/sglang_resolved.json``) were dumped from the real sglang 0.5.23 by
``tools/dump_sglang_cli.py``: every flag, dest, type, choice, default and nargs of
``ServerArgs.add_cli_args``, under the real ``prog="sglang serve"``.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import re
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
FIXTURE_CONFIG = DATA / "ling-3.0-flash-config.json"

FAULTS = (
    "healthy",
    "crash-load",
    "oom-load",
    "crash-stream",
    "hang",
    "hang-warmup",
    "bad-sse",
    "no-humming",
    "humming-silent",
    "fp8-ignored",
    "fp8-claim-only",
    "unshared-draft",
    "drafts-rejected",
    "slow",
    "ext-error",
    "tool-parser-missing",
)


# --------------------------------------------------------------------------- knobs
@dataclass
class Knobs:
    fault: str = "healthy"
    tok_per_s: float = 60.0
    # Prefill speed for the prompt tokens the prefix cache did not hold (0: prefill is free).
    prefill_tok_per_s: float = 0.0
    ttft: float = 0.05
    load_s: float = 1.5
    accept_len: float = 2.68
    ready_file: str | None = None
    health_delay: float = 1.0  # http_server.py health_generate: `await asyncio.sleep(1)`
    warmup_delay: float = 1.0  # _execute_server_warmup: `time.sleep(1)` before /model_info
    sigterm_poll: float = 5.0  # tokenizer_manager.sigterm_watchdog: `asyncio.sleep(5)`
    warmup_tries: int = 3  # real: 120 tries of /model_info when the port is held by another
    # For the ladder's tests: decode speed that follows the optimization flags (1 = on), and
    # "What is A plus B?" answered right with this probability (-1 = off).
    speed_follows_flags: int = 0
    accuracy: float = -1.0
    # Seconds between a chat stream's `data: [DONE]` and the end of the HTTP stream: a client
    # that closes on [DONE] (the OpenAI client does) then always closes before the engine ends.
    end_delay: float = 0.0


_KNOBS = {
    # option: (field, type, env)
    "--double-fault": ("fault", str, "SGLANG_DOUBLE_FAULT"),
    "--double-tok-per-s": ("tok_per_s", float, "SGLANG_DOUBLE_TOK_PER_S"),
    "--double-ttft": ("ttft", float, "SGLANG_DOUBLE_TTFT"),
    "--double-prefill-tok-per-s": ("prefill_tok_per_s", float, "SGLANG_DOUBLE_PREFILL_TOK_PER_S"),
    "--double-load-s": ("load_s", float, "SGLANG_DOUBLE_LOAD_S"),
    "--double-accept-len": ("accept_len", float, "SGLANG_DOUBLE_ACCEPT_LEN"),
    "--double-ready-file": ("ready_file", str, "SGLANG_DOUBLE_READY_FILE"),
    "--double-health-delay": ("health_delay", float, "SGLANG_DOUBLE_HEALTH_DELAY"),
    "--double-warmup-delay": ("warmup_delay", float, "SGLANG_DOUBLE_WARMUP_DELAY"),
    "--double-sigterm-poll": ("sigterm_poll", float, "SGLANG_DOUBLE_SIGTERM_POLL"),
    "--double-warmup-tries": ("warmup_tries", int, "SGLANG_DOUBLE_WARMUP_TRIES"),
    "--double-speed-follows-flags": (
        "speed_follows_flags",
        int,
        "SGLANG_DOUBLE_SPEED_FOLLOWS_FLAGS",
    ),
    "--double-accuracy": ("accuracy", float, "SGLANG_DOUBLE_ACCURACY"),
    "--double-end-delay": ("end_delay", float, "SGLANG_DOUBLE_END_DELAY"),
}


class KnobError(Exception):
    pass


def split_knobs(argv: list[str], environ) -> tuple[Knobs, list[str]]:
    """Take the ``--double-*`` options (anywhere, conventionally first) out of argv.
    Env vars ``SGLANG_DOUBLE_*`` give the defaults, options override them."""
    knobs = Knobs()
    for _opt, (field, typ, env) in _KNOBS.items():
        if environ.get(env):
            try:
                setattr(knobs, field, typ(environ[env]))
            except ValueError as e:
                raise KnobError(f"{env}: {e}") from None
    rest: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("--double-"):
            name, eq, value = arg.partition("=")
            if name not in _KNOBS:
                raise KnobError(f"unknown double option {name}")
            if not eq:
                if i + 1 >= len(argv):
                    raise KnobError(f"{name} needs a value")
                value = argv[i + 1]
                i += 1
            field, typ, _env = _KNOBS[name]
            try:
                setattr(knobs, field, typ(value))
            except ValueError as e:
                raise KnobError(f"{name}: {e}") from None
        else:
            rest.append(arg)
        i += 1
    if knobs.fault not in FAULTS:
        raise KnobError(f"unknown fault mode {knobs.fault!r}; one of {', '.join(FAULTS)}")
    return knobs, rest


# ----------------------------------------------------------------- --config (YAML)
_YAML_BOOL = {
    "true": True,
    "yes": True,
    "on": True,
    "y": True,
    "false": False,
    "no": False,
    "off": False,
    "n": False,
}


def _yaml_scalar(text: str):
    """The scalar subset of PyYAML ``safe_load`` (YAML 1.1 resolution) we need."""
    t = text.strip()
    if t == "" or t in ("~", "null", "Null", "NULL"):
        return None
    if t[0] == '"':
        return json.loads(t)
    if t[0] == "'" and t.endswith("'"):
        return t[1:-1].replace("''", "'")
    if t.lower() in _YAML_BOOL and t.lower() not in ("y", "n"):
        return _YAML_BOOL[t.lower()]
    if re.fullmatch(r"[-+]?(0|[1-9][0-9_]*)", t):
        return int(t.replace("_", ""))
    if re.fullmatch(r"[-+]?([0-9][0-9_]*)?\.[0-9_]*([eE][-+][0-9]+)?", t) and t not in (
        ".",
        "+.",
        "-.",
    ):
        return float(t.replace("_", ""))
    if t[0] in "[{":
        try:
            return json.loads(t)
        except ValueError:
            inner = t[1:-1].strip()
            if t[0] == "[":
                return [_yaml_scalar(x) for x in inner.split(",")] if inner else []
            raise
    if " #" in t:
        return _yaml_scalar(t.split(" #", 1)[0])
    return t


def parse_flat_yaml(text: str) -> dict:
    data: dict = {}
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#") or line.strip() == "---":
            continue
        if line[0].isspace():
            raise ValueError(f"only a flat mapping is supported by the double: {raw!r}")
        m = re.match(r"""^("(?:[^"\\]|\\.)*"|'[^']*'|[^:#]+?)\s*:(?:\s+(.*))?$""", line)
        if not m:
            raise ValueError(f"cannot parse config line {raw!r}")
        key = m.group(1)
        if key[0] in "\"'":
            key = _yaml_scalar(key)
        value = m.group(2) or ""
        vs = value.strip()
        if vs and vs[0] not in "\"'" and " #" in vs:
            value = vs.split(" #", 1)[0]
        data[key] = _yaml_scalar(value)
    return data


class ConfigArgumentMerger:
    """utils/server_args_config_parser.py, over the flat YAML subset."""

    def __init__(self, parser: argparse.ArgumentParser):
        def keys(action):
            return {action.dest} | {
                o[2:].replace("-", "_") for o in action.option_strings if o.startswith("--")
            }

        def takes_one(action):
            return isinstance(action, argparse._StoreAction) or action.nargs is None

        self.store_true = {
            k for a in parser._actions if isinstance(a, argparse._StoreTrueAction) for k in keys(a)
        }
        supported = [
            a for a in parser._actions if isinstance(a, argparse._StoreTrueAction) or takes_one(a)
        ]
        supported_keys = {k for a in supported for k in keys(a)}
        self.unsupported = {
            k: a
            for a in parser._actions
            if a.option_strings
            and a not in supported
            and "--config" not in a.option_strings
            and "--help" not in a.option_strings
            and "-h" not in a.option_strings
            for k in keys(a)
            if k not in supported_keys
        }

    def merge(self, cli_args: list[str]) -> list[str]:
        idx = [i for i, a in enumerate(cli_args) if a == "--config"]
        if len(idx) > 1:
            raise ValueError("Multiple config files specified! Only one allowed.")
        if not idx:
            return cli_args
        i = idx[0]
        if i == len(cli_args) - 1:
            raise ValueError("No config file specified after --config flag!")
        path = Path(cli_args[i + 1])
        if path.suffix.lower() not in (".yaml", ".yml"):
            raise ValueError(f"Config file must be YAML format, got: {path.suffix}")
        if not path.exists():
            raise ValueError(f"Config file not found: {cli_args[i + 1]}")
        config = parse_flat_yaml(path.read_text())
        args: list[str] = []
        for key, value in config.items():
            key = str(key)
            norm = key.replace("-", "_")
            if norm in self.unsupported:
                action = self.unsupported[norm]
                raise ValueError(
                    f"Unsupported config option '{norm}' with action '{action.__class__.__name__}'"
                )
            if isinstance(value, bool):
                if norm in self.store_true:
                    if value:
                        args.append(f"--{key}")
                else:
                    args.extend([f"--{key}", str(value).lower()])
            elif isinstance(value, list):
                if value:
                    args.append(f"--{key}")
                    args.extend(str(v) for v in value)
            elif isinstance(value, dict):
                args.extend([f"--{key}", json.dumps(value)])
            else:
                args.extend([f"--{key}", str(value)])
        return args + cli_args[:i] + cli_args[i + 2 :]


# ------------------------------------------------------------------ argparse table
def human_readable_int(value: str) -> int:
    value = value.strip()
    si = {"k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12}
    iec = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40}
    m = re.fullmatch(r"(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)", value)
    if m:
        number, suffix = m.groups()
        if suffix in iec:
            if "." in number:
                raise argparse.ArgumentTypeError(
                    f"Decimals are not allowed with IEC suffixes like '{suffix}'. "
                    f"Use an integer IEC value such as '{int(Decimal(number))}{suffix}', "
                    f"or an SI value such as '{number}{suffix[0]}'."
                )
            return int(number) * iec[suffix]
        result = Decimal(number) * si[suffix]
        if result != result.to_integral_value():
            raise argparse.ArgumentTypeError(f"Value must be an integer: {value}")
        return int(result)
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"Invalid value: {value!r}. Use an integer, optionally with a suffix "
            "(k, M, G, T, Ki, Mi, Gi, Ti)."
        ) from None


def json_list_type(value):
    try:
        return json.loads(value)
    except json.JSONDecodeError:
        raise argparse.ArgumentTypeError(
            f"Invalid JSON list: {value}. Please provide a valid JSON list."
        ) from None


def nullable_str(val: str):
    if not val or val == "None":
        return None
    return val


def parse_cuda_graph_backend_arg(raw: str) -> str:
    if raw == "tc_piecewise":
        raise argparse.ArgumentTypeError(
            "tc_piecewise was removed; select breakable, full, or disabled"
        )
    return raw


def parse_cuda_graph_config_arg(raw: str):
    try:
        parsed = json.loads(raw)
    except json.JSONDecodeError as e:
        raise argparse.ArgumentTypeError(f"--cuda-graph-config must be JSON: {e}") from None
    if not isinstance(parsed, dict):
        raise argparse.ArgumentTypeError(
            f"--cuda-graph-config must be a JSON object, got {type(parsed).__name__}"
        )
    return parsed


def _json_loads(value):
    return json.loads(value)


_json_loads.__name__ = "loads"

TYPES = {
    "builtins.str": str,
    "builtins.int": int,
    "builtins.float": float,
    "json.loads": _json_loads,
    "sglang.srt.utils.common.human_readable_int": human_readable_int,
    "sglang.srt.utils.common.json_list_type": json_list_type,
    "sglang.srt.utils.common.nullable_str": nullable_str,
    "sglang.srt.model_executor.cuda_graph_config.parse_cuda_graph_backend_arg": (
        parse_cuda_graph_backend_arg
    ),
    "sglang.srt.model_executor.cuda_graph_config.parse_cuda_graph_config_arg": (
        parse_cuda_graph_config_arg
    ),
}

DEPRECATION_WARNINGS: list[str] = []


class LoRAPathAction(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        paths = []
        for p in values or []:
            p = p.strip()
            paths.append(json.loads(p) if p.startswith("{") and p.endswith("}") else p)
        setattr(namespace, self.dest, paths)


class DeprecatedStoreTrueAction(argparse.Action):
    def __init__(
        self, option_strings, dest, new_flag=None, nargs=0, const=True, default=False, **kw
    ):
        self.new_flag = new_flag
        super().__init__(option_strings, dest, nargs=nargs, const=const, default=default, **kw)

    def __call__(self, parser, namespace, values, option_string=None):
        repl = f" Use '{self.new_flag}' instead." if self.new_flag else ""
        DEPRECATION_WARNINGS.append(
            f"\033[1;33m'{option_string}' is deprecated and will be removed in a future release."
            f"{repl}\033[0m"
        )
        setattr(namespace, self.dest, True)


class DeprecatedStoreConstAction(argparse.Action):
    def __init__(
        self, option_strings, dest, new_flag=None, const_value=None, nargs=0, default=None, **kw
    ):
        self.new_flag = new_flag
        self.const_value = const_value
        super().__init__(option_strings, dest, nargs=nargs, default=default, **kw)

    def __call__(self, parser, namespace, values, option_string=None):
        repl = f" Use '{self.new_flag}' instead." if self.new_flag else ""
        DEPRECATION_WARNINGS.append(
            f"\033[1;33m'{option_string}' is deprecated and will be removed in a future "
            f"release.{repl}\033[0m"
        )
        setattr(namespace, self.dest, self.const_value)


def load_cli_table() -> dict:
    return json.loads((DATA / "sglang_cli.json").read_text())


def build_parser(table: dict | None = None) -> argparse.ArgumentParser:
    table = table or load_cli_table()
    parser = argparse.ArgumentParser(prog=table["prog"])
    for a in table["actions"]:
        kind = a["action"].rsplit(".", 1)[-1]
        if kind == "_HelpAction":
            continue
        opts = a["opts"]
        kw: dict = {"dest": a["dest"]}
        if a.get("suppress_help"):
            kw["help"] = argparse.SUPPRESS
        if kind == "_StoreAction":
            kw.update(default=a["default"], required=a["required"])
            if a["type"]:
                kw["type"] = TYPES.get(a["type"], str)
            if a["choices"] is not None:
                kw["choices"] = a["choices"]
            if a["nargs"] is not None:
                kw["nargs"] = a["nargs"]
                if a["nargs"] == "?":
                    kw["const"] = a["const"]
            if a["metavar"] is not None:
                kw["metavar"] = a["metavar"]
            parser.add_argument(*opts, **kw)
        elif kind == "_StoreTrueAction":
            parser.add_argument(*opts, action="store_true", default=a["default"], **kw)
        elif kind == "_StoreFalseAction":
            parser.add_argument(*opts, action="store_false", default=a["default"], **kw)
        elif kind == "_StoreConstAction":
            parser.add_argument(
                *opts, action="store_const", const=a["const"], default=a["default"], **kw
            )
        elif kind == "BooleanOptionalAction":
            parser.add_argument(
                opts[0], action=argparse.BooleanOptionalAction, default=a["default"], **kw
            )
        elif kind == "_AppendAction":
            parser.add_argument(*opts, action="append", default=a["default"], **kw)
        elif kind == "LoRAPathAction":
            parser.add_argument(
                *opts, action=LoRAPathAction, nargs=a["nargs"] or "*", default=a["default"], **kw
            )
        elif kind == "DeprecatedStoreTrueAction":
            parser.add_argument(
                *opts, action=DeprecatedStoreTrueAction, new_flag=a.get("new_flag"), **kw
            )
        elif kind == "DeprecatedStoreConstAction":
            extra = {}
            if a["nargs"] is None:
                extra["nargs"] = None
                if a["choices"] is not None:
                    extra["choices"] = a["choices"]
            parser.add_argument(
                *opts,
                action=DeprecatedStoreConstAction,
                new_flag=a.get("new_flag"),
                const_value=a.get("const_value"),
                default=a["default"],
                **extra,
                **kw,
            )
        else:  # unknown custom action: accept one value
            parser.add_argument(*opts, default=a["default"], **kw)
    return parser


def explicit_dests(parser: argparse.ArgumentParser, argv: list[str]) -> set[str]:
    """Dests named on the (merged) command line, abbreviations included."""
    by_opt = {o: a.dest for a in parser._actions for o in a.option_strings}
    longs = [o for o in by_opt if o.startswith("--")]
    out = set()
    for arg in argv:
        if not arg.startswith("--"):
            continue
        name = arg.split("=", 1)[0]
        if name in by_opt:
            out.add(by_opt[name])
        else:
            hits = [o for o in longs if o.startswith(name)]
            if len(hits) == 1:
                out.add(by_opt[hits[0]])
    return out


# ---------------------------------------------------------------------- the model
@dataclass
class Model:
    path: str
    config: dict
    from_dir: bool
    shards: int

    @property
    def arch(self) -> str:
        archs = self.config.get("architectures") or ["BailingMoeV3ForCausalLM"]
        return archs[0]

    @property
    def quant(self) -> dict:
        return self.config.get("quantization_config") or {}

    @property
    def fp4_experts(self) -> bool:
        return self.quant.get("routed_experts_quant_method") == "mxfp4"

    def quant_log_str(self) -> str | None:
        """ModelConfig.get_quantization_config_log_str."""
        q = self.quant
        if not q:
            return None
        s = f"quant={q.get('quant_method', 'quantized')}"
        for f in ("bits", "quant_algo", "fmt", "requantization_method"):
            if f in q:
                s += f", {f}={q[f]}"
        return s


def load_model(model_path: str) -> Model:
    p = Path(os.path.expanduser(model_path))
    cfg_file = p / "config.json"
    config = None
    from_dir = False
    if cfg_file.is_file():
        try:
            config = json.loads(cfg_file.read_text())
            from_dir = True
        except (OSError, ValueError):
            config = None
    if config is None:
        config = json.loads(FIXTURE_CONFIG.read_text())
    shards = 0
    if p.is_dir():
        shards = len(list(p.glob("*.safetensors")))
        index = p / "model.safetensors.index.json"
        if not shards and index.is_file():
            try:
                shards = len(set(json.loads(index.read_text()).get("weight_map", {}).values()))
            except (OSError, ValueError):
                shards = 0
    return Model(path=model_path, config=config, from_dir=from_dir, shards=shards or 14)


# ---------------------------------------------------------------- resolution
@dataclass
class Resolved:
    args: dict  # resolved_dict() in field order
    launch_command: str
    logs: list[str]
    nextn: bool


def resolve(
    ns: argparse.Namespace, explicit: set[str], argv: list[str], model: Model, fault: str
) -> Resolved:
    """Approximate ``ServerArgs.resolve_once()`` for the fields that matter here.

    Start from the real resolved_dict of a plain launch (data/sglang_resolved.json),
    take every flag named on the command line, then apply the resolutions this model
    gets in 0.5.23: NEXTN -> EAGLE (speculative_hook.py), auto MoE backend ->
    flashinfer_mxfp4 for a mixed FP8/MXFP4 Bailing V3 checkpoint
    (arg_groups/model_overrides/bailing_moe_v3.py), the CUDA graph config from the
    per-phase flags, and the spec-decoding default of max_running_requests.
    """
    ref = json.loads((DATA / "sglang_resolved.json").read_text())
    plain = ref["plain"]
    out = copy.deepcopy(plain)
    nsd = vars(ns)
    for dest in explicit:
        if dest in out:
            out[dest] = copy.deepcopy(nsd.get(dest))
    out["model_path"] = ns.model_path
    if "tokenizer_path" not in explicit or not ns.tokenizer_path:
        out["tokenizer_path"] = ns.model_path
    if not ns.served_model_name:
        out["served_model_name"] = ns.model_path
    logs: list[str] = []

    # ModelConfig: logged each time a config is built (twice while resolving).
    if model.fp4_experts:
        logs += ["Detected mixed checkpoint layout: routed experts are MXFP4."] * 2

    # Speculative decoding.
    algo = ns.speculative_algorithm
    nextn = algo is not None and algo.upper() in ("NEXTN", "EAGLE")
    if algo is not None:
        changes = ref["nextn_changes"]
        out["speculative_algorithm"] = "EAGLE" if algo.upper() in ("NEXTN", "EAGLE") else algo
        for key in (
            "speculative_num_steps",
            "speculative_eagle_topk",
            "speculative_num_draft_tokens",
        ):
            if nsd.get(key) is None:
                out[key] = changes[key]
        if ns.speculative_draft_model_path:
            out["speculative_draft_model_revision"] = ns.speculative_draft_model_revision or "main"
        if ns.max_running_requests is None:
            out["max_running_requests"] = changes["max_running_requests"]
            logs.append(
                f"Max running requests is reset to {changes['max_running_requests']} for "
                "speculative decoding. You can override this by explicitly setting "
                "--max-running-requests."
            )
        out["cuda_graph_config"] = copy.deepcopy(changes["cuda_graph_config"])

    # MoE runner backend.
    moe = ns.moe_runner_backend
    if fault == "no-humming" and moe == "humming":
        moe = "auto"
    if moe == "auto":
        if model.fp4_experts and model.quant.get("quant_method") == "fp8":
            logs.append(
                "Bailing V3 mixed FP8/MXFP4 checkpoint: moe_runner_backend=flashinfer_mxfp4 "
                f"for {model.arch}."
            )
            moe = "flashinfer_mxfp4"
        else:
            moe = "triton"
    out["moe_runner_backend"] = moe
    if "speculative_moe_runner_backend" not in explicit or not ns.speculative_moe_runner_backend:
        out["speculative_moe_runner_backend"] = moe

    if ns.attention_backend is None:
        logs.append("Attention backend not specified. Use triton backend by default.")
        out["attention_backend"] = "triton"

    # CUDA graphs per phase.
    cg = out["cuda_graph_config"]
    if ns.cuda_graph_backend_decode:
        cg["decode"]["backend"] = ns.cuda_graph_backend_decode
    if ns.cuda_graph_backend_prefill:
        cg["prefill"]["backend"] = ns.cuda_graph_backend_prefill
    if ns.cuda_graph_bs_decode:
        cg["decode"]["bs"] = sorted(set(ns.cuda_graph_bs_decode))
        cg["decode"]["max_bs"] = ns.cuda_graph_max_bs_decode or max(ns.cuda_graph_bs_decode)
    elif ns.cuda_graph_max_bs_decode:
        cg["decode"]["max_bs"] = ns.cuda_graph_max_bs_decode
        cg["decode"]["bs"] = [
            b for b in cg["decode"]["bs"] if b <= ns.cuda_graph_max_bs_decode
        ] or [ns.cuda_graph_max_bs_decode]
    if ns.disable_cuda_graph:
        cg["decode"]["backend"] = "disabled"

    out["random_seed"] = ns.random_seed if ns.random_seed is not None else random.randint(0, 2**30)
    return Resolved(args=out, launch_command=" ".join(argv), logs=logs, nextn=nextn)
