"""Typed settings, declared once with type and default, saved as TOML with a schema_version.

Unknown keys are kept out (never crash on them); a bad value falls back to its default and is
reported, so a hand-edited file never stops the app from starting.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import dataclasses
import datetime
import math
import os
import re
import shlex
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from app.core.lazylog import logger
from app.core.paths import Paths
from app.core.units import human_bytes
from app.core.words import LANGUAGES, translate

if TYPE_CHECKING:
    from app.core.audit import Auditor
    from app.core.policy import Policy

log = logger(__name__)  # logging imported at the first record (issue 40)

SCHEMA_VERSION = 2
PORT_MAX = 65535

# Bounds checked before tomllib sees the file: tomllib has no depth limit (5,000 nested arrays
# end in RecursionError) and a key of n dotted parts costs it ~n^2 memory (a 200 KB key took
# 24 GB). Ling Desk's own file is a few KB, nested 2 deep, with keys of 1 part; within these
# bounds the worst file parses in about a second and ~50 MB.
MAX_SETTINGS_BYTES = 256 * 1024
MAX_SETTINGS_NESTING = 32  # [ and { open at once (a [[table]] header counts 2)
MAX_SETTINGS_KEY_PARTS = 16  # a.b.c = 1 has 3


# --- value rules: each returns None when the value is fine, else what is wrong with it ----------
Rule = Callable[[Any], "str | None"]


def _between(lo: float, hi: float, *, lo_open: bool = False) -> Rule:
    def rule(v: float) -> str | None:
        if not math.isfinite(v) or v > hi or (v <= lo if lo_open else v < lo):
            said = (
                translate("settings", "must be above {lo} and at most {hi}")
                if lo_open
                else translate("settings", "must be at least {lo} and at most {hi}")
            )
            return said.format(lo=f"{lo:g}", hi=f"{hi:g}")
        return None

    return rule


def _one_of(*choices: str) -> Rule:
    return lambda v: (
        None
        if v in choices
        else translate("settings", "must be one of: {choices}").format(choices=", ".join(choices))
    )


def _fraction_or_auto(v: float) -> str | None:
    if v == 0 or 0 < v < 1:
        return None
    return translate("settings", "must be 0 (the profile's choice) or between 0 and 1")


def _profile(v: str) -> str | None:
    from app.core.profiles import PROFILES  # (its table: not for a verb that only reads)

    return _one_of("auto", *PROFILES)(v)  # PROFILES read at each call, not at import


def _top_k(v: int) -> str | None:
    return None if v == -1 or v >= 1 else translate("settings", "must be -1 (off) or at least 1")


def _engine_url(v: str) -> str | None:
    """ "" (Ling Desk starts its own engine) or an http(s) URL of a running SGLang server."""
    if v == "":
        return None
    try:
        u = urlparse(v)
        u.port  # noqa: B018  # raises on a port that is not a number
    except ValueError:
        return translate("settings", "must be an http:// or https:// URL like {example}").format(
            example="http://127.0.0.1:30000"
        )
    if u.scheme not in ("http", "https") or not u.hostname:
        return translate("settings", "must be an http:// or https:// URL like {example}").format(
            example="http://127.0.0.1:30000"
        )
    return None


def _host_port(v: str) -> str | None:
    """ "" or HOST:PORT (SGLang's --dist-init-addr: rank 0's address on the link)."""
    if v == "":
        return None
    host, sep, port = v.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) <= PORT_MAX:
        return translate("settings", "must be HOST:PORT, e.g. {example}").format(
            example="192.168.100.10:20000"
        )
    return None


def _origins(v: list[str]) -> str | None:
    """Browser origins allowed to call the API gateway: scheme://host[:port], nothing more."""
    for origin in v:
        try:
            u = urlparse(origin)
            u.port  # noqa: B018  # raises on a port that is not a number
        except ValueError:
            return _not_origin(origin)
        if (
            u.scheme not in ("http", "https")
            or not u.hostname
            or u.path not in ("", "/")
            or (u.query or u.fragment or u.username)
        ):
            return _not_origin(origin)
    return None


def _not_origin(origin: str) -> str:
    return translate(
        "settings", "has {origin}, which is not an origin like http://localhost:5173"
    ).format(origin=repr(origin))


def rule(check: Rule) -> dict[str, Rule]:
    """Field metadata: the rule a value of this setting must pass."""
    return {"rule": check}


DEFAULT_MODEL_REPO = "inclusionAI/Ling-3.0-flash-fp4"


@dataclass
class Optimizations:
    humming_moe: bool = True
    fp8_lm_head: bool = True
    mtp_nextn: bool = True
    # The baseline's FP32 head; mutually exclusive with the FP8 head (the recipe refuses both).
    fp32_lm_head: bool = False
    # NEXTN depth: the recipe's 3 steps and 4 draft tokens (top-k 1); the ladder's sweep and its
    # recommendation may change them.
    mtp_steps: int = field(default=3, metadata=rule(_between(1, 8)))
    mtp_draft_tokens: int = field(default=4, metadata=rule(_between(2, 16)))


@dataclass
class Sampling:
    temperature: float = field(default=0.6, metadata=rule(_between(0, 2)))
    top_p: float = field(default=0.95, metadata=rule(_between(0, 1, lo_open=True)))
    top_k: int = field(default=29, metadata=rule(_top_k))
    # 4096: a chat answer (thinking included) rarely needs more; 8192 let a run-on reply go on
    # for 35 s. The composer shows the limit and changes it per conversation in one click.
    # 0 = no limit.
    max_tokens: int = field(default=4096, metadata=rule(_between(0, 10_000_000)))


@dataclass
class EngineSettings:
    model_path: str = ""  # "" = the Hugging Face cache copy of DEFAULT_MODEL_REPO, if present
    # The argv prefix that starts the engine; empty = engine_python -m sglang.launch_server.
    launcher: list[str] = field(default_factory=list)
    # Python of the engine environment (sglang + humming-kernels); "" = this interpreter.
    engine_python: str = ""
    # The container route: "" = no container (a venv's Python), else the runtime that runs
    # container_image (an SGLang image the user chose and pulled; Ling Desk never pulls).
    container_runtime: str = field(default="", metadata=rule(_one_of("", "docker", "podman")))
    container_image: str = ""
    # 0 = pick a free loopback port at each start
    port: int = field(default=0, metadata=rule(_between(0, PORT_MAX)))
    profile: str = field(default="auto", metadata=rule(_profile))
    # 0 = the hardware profile's choice
    mem_fraction_static: float = field(default=0.0, metadata=rule(_fraction_or_auto))
    context_length: int = field(default=262144, metadata=rule(_between(1, 10_000_000)))
    autostart: bool = True
    # Restart after a crash a restart can cure (not OOM, missing model, taken port, CUDA errors),
    # with bounded backoff; off by default so a crash stays on screen until the user acts.
    auto_restart: bool = False
    ready_timeout_s: float = field(default=1800.0, metadata=rule(_between(0, 1e7, lo_open=True)))
    # Silence (no output, no progress) while loading before the engine "looks stuck".
    stall_after_s: float = field(default=300.0, metadata=rule(_between(1, 1e6)))
    # Silence in an open answer's stream before "the engine stopped answering" (SGLang sends a
    # chunk every decode step, tens of ms; the first chunk may wait 10x this for a long prefill).
    stream_idle_s: float = field(default=60.0, metadata=rule(_between(5, 1e6)))
    # "Use a running engine": its URL; "" = Ling Desk starts and owns its own engine. The key
    # for it lives in the keyring under this URL (app.core.secrets), never in this file.
    attach_url: str = field(default="", metadata=rule(_engine_url))
    # The "Two DGX Sparks (TP 2)" profile (profile = "gb10_x2"): rank 1 runs on the second
    # machine through this argv prefix; empty = ["ssh", "-tt", rank1_host] (a tty, so the
    # remote engine gets SIGHUP when the session ends).
    rank1_host: str = ""
    rank1_prefix: list[str] = field(default_factory=list)
    # SGLang's --dist-init-addr: rank 0's address on the link between the machines.
    dist_init_addr: str = field(default="", metadata=rule(_host_port))
    # NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME on both ranks ("" = NCCL's own choice).
    net_ifname: str = ""
    # Port of rank 1's health-check server on its machine; 0 = rank 0's port + 1.
    rank1_port: int = field(default=0, metadata=rule(_between(0, PORT_MAX)))
    # Requests the engine runs at once (SGLang's --max-running-requests and the decode CUDA
    # graphs' batch sizes): 1 is the recipe's batch-1 speed; more lets an app's request and a
    # chat message run side by side, each a little slower.
    parallel_requests: int = field(default=1, metadata=rule(_between(1, 4)))


@dataclass
class GatewaySettings:
    """The local API gateway: editors and agents reach the engine here, with their own keys."""

    enabled: bool = True
    # Not LM Studio's 1234, Jan's 1337, GPT4All's 4891 nor SGLang's 30000.
    port: int = field(default=4950, metadata=rule(_between(1, PORT_MAX)))
    # Browser origins allowed to call it (CORS); empty: web pages cannot.
    allowed_origins: list[str] = field(default_factory=list, metadata=rule(_origins))
    max_body_mib: int = field(default=8, metadata=rule(_between(1, 256)))


def _tool_keys(v: list[str]) -> str | None:
    """Always-allowed tools as "server.tool" (the server's name has no '.')."""
    for key in v:
        server, dot, tool = key.partition(".")
        if not dot or not server or not tool:
            return translate("settings", "has {key}, which is not SERVER.TOOL").format(
                key=repr(key)
            )
    return None


@dataclass
class ToolsSettings:
    """MCP tools in the chat (the servers themselves are in mcp.json beside this file)."""

    # "server.tool" the user allowed always; revoked in Settings > Tools. Only the user's own
    # choice on a card or in Settings writes here, never a tool's result.
    always_allow: list[str] = field(default_factory=list, metadata=rule(_tool_keys))
    # Requests that came back with tool calls, per answer, before the loop stops.
    max_rounds: int = field(default=8, metadata=rule(_between(1, 50)))
    call_timeout_s: float = field(default=60.0, metadata=rule(_between(1, 3600)))


THEMES = ("system", "light", "dark", "high-contrast")
# The window's text size in percent of the system's (Ctrl+= / Ctrl+- / Ctrl+0), in steps.
ZOOM_MIN, ZOOM_MAX, ZOOM_STEP = 50, 300, 10


@dataclass
class UiSettings:
    theme: str = field(default="system", metadata=rule(_one_of(*THEMES)))
    zoom: int = field(default=100, metadata=rule(_between(ZOOM_MIN, ZOOM_MAX)))
    side_panel_edge: str = field(default="right", metadata=rule(_one_of("left", "right")))
    confirm_links: bool = True
    # "system" (the locale's), or one of app.core.words.LANGUAGES; LING_DESK_LANG wins over both.
    language: str = field(default="system", metadata=rule(_one_of("system", *LANGUAGES)))


@dataclass
class PrivacySettings:
    """Encryption at rest, retention and the idle lock (issue 37); Settings > Privacy."""

    # New and existing data folders are encrypted; off converts them back to plain files.
    encrypt: bool = True
    # Conversations older than this many days (by their last change) are erased at start and
    # hourly; pinned ones are kept. 0 = forever.
    retention_days: int = field(default=0, metadata=rule(_between(0, 36_500)))
    # After this many idle minutes the window hides the conversations until unlocked. 0 = off.
    idle_lock_minutes: int = field(default=0, metadata=rule(_between(0, 1440)))


@dataclass
class Preset:
    """A named set a conversation can take in one click (as LM Studio's and Jan's presets):
    system prompt, sampling and the thinking switch. Choosing it copies these into the
    conversation, so a later edit of the preset never changes a chat already under way."""

    name: str = ""
    system_prompt: str = ""
    temperature: float = field(default=0.6, metadata=rule(_between(0, 2)))
    top_p: float = field(default=0.95, metadata=rule(_between(0, 1, lo_open=True)))
    max_tokens: int = field(default=4096, metadata=rule(_between(0, 10_000_000)))  # 0 = no limit
    thinking: bool = True


PRESET_NAME_CHARS = 60


@dataclass
class ChatSettings:
    # The system prompt a new conversation starts with (its own copy: changing this later
    # leaves the conversations already made as they are). "" = none.
    system_prompt: str = ""
    # [[chat.presets]] tables; a nameless or repeated one is left out and reported.
    presets: list[Preset] = field(default_factory=list, metadata={"items": Preset})


@dataclass
class Settings:
    engine: EngineSettings = field(default_factory=EngineSettings)
    optimizations: Optimizations = field(default_factory=Optimizations)
    sampling: Sampling = field(default_factory=Sampling)
    ui: UiSettings = field(default_factory=UiSettings)
    gateway: GatewaySettings = field(default_factory=GatewaySettings)
    tools: ToolsSettings = field(default_factory=ToolsSettings)
    chat: ChatSettings = field(default_factory=ChatSettings)
    privacy: PrivacySettings = field(default_factory=PrivacySettings)

    def to_dict(self) -> dict[str, Any]:
        return {"schema_version": SCHEMA_VERSION, **dataclasses.asdict(self)}


# --- migrations: each takes the raw dict of version N and returns version N+1 -------------------


def _v0_to_v1(raw: dict[str, Any]) -> dict[str, Any]:
    # Pre-release files had no schema_version and flat keys. A file written by hand from the
    # README has no schema_version either, but tables: those are kept as they are (dropping them
    # lost the user's settings without a word), and any other key goes on to be named.
    flat = {"model_path", "port", "profile", "launcher", "temperature", "top_p", "top_k"}
    out: dict[str, Any] = {k: v for k, v in raw.items() if k not in flat}
    for section, keys in (("engine", ("model_path", "port", "profile", "launcher")),
                          ("sampling", ("temperature", "top_p", "top_k"))):  # fmt: skip
        table = out.setdefault(section, {})
        if not isinstance(table, dict):
            continue  # reported by _coerce; the flat keys cannot go into it
        table = out[section] = dict(table)
        for key in keys:
            if key in raw:
                table.setdefault(key, raw[key])  # a table's own value wins over a flat one
    return out


def _v1_to_v2(raw: dict[str, Any]) -> dict[str, Any]:
    # v1 kept the launcher as one shell string and the optimizations under "features".
    out = dict(raw)
    engine = out.get("engine", {})
    if isinstance(engine, dict):  # anything else is reported by _coerce, not crashed on here
        engine = dict(engine)
        if isinstance(engine.get("launcher"), str):
            # Unbalanced quotes leave a string, which _coerce then reports by name.
            with contextlib.suppress(ValueError):
                engine["launcher"] = shlex.split(engine["launcher"])
        out["engine"] = engine
    features = out.pop("features", None)
    if isinstance(features, dict):
        out["optimizations"] = {
            "humming_moe": features.get("humming", True),
            "fp8_lm_head": features.get("fp8_head", True),
            "mtp_nextn": features.get("mtp", True),
        }
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _v0_to_v1, 1: _v1_to_v2}


def migrate(raw: dict[str, Any]) -> dict[str, Any]:
    version = raw.get("schema_version", 0)
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        raise SettingsError(
            translate("settings", "schema_version must be a whole number, not {value}").format(
                value=repr(version)
            )
        )
    if version > SCHEMA_VERSION:
        raise SettingsFromNewer(version)
    data = {k: v for k, v in raw.items() if k != "schema_version"}
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data


class SettingsError(Exception):
    pass


class SettingsFromNewer(SettingsError):
    """The settings file was written by a newer Ling Desk: never moved aside nor overwritten
    (a downgrade must not damage what the newer version will read again)."""

    def __init__(self, version: int, path: Path | None = None) -> None:
        self.version = version
        said = (
            translate("settings", "{path} was written by a newer Ling Desk (settings schema "
                      "{version}; this version reads up to {known}). It is left untouched")
            if path is not None
            else translate("settings", "it was written by a newer Ling Desk (settings schema "
                           "{version}; this version reads up to {known}). It is left untouched")
        )  # fmt: skip
        super().__init__(said.format(path=path, version=version, known=SCHEMA_VERSION))


# Bare-key and number characters; everything else is looked at one by one.
_SPECIAL = re.compile(r"[^A-Za-z0-9_+:\- \t]")
# Where a string that opened with the key's quotes ends (TOML's four kinds; a one-line string
# ends at the line's end when unclosed, as tomllib gives up there).
_STRING_END = {
    '"""': re.compile(r'(?:[^"\\]|\\.|"(?!""))*""""{0,2}', re.S),
    "'''": re.compile(r"(?:[^']|'(?!''))*''''{0,2}", re.S),
    '"': re.compile(r'(?:[^"\\\n]|\\.)*(?:"|$)', re.M),
    "'": re.compile(r"[^'\n]*(?:'|$)", re.M),
}


def check_toml_bounds(text: str) -> str | None:
    """What makes `text` too deep for tomllib to parse safely, or None.

    One pass over the text, skipping strings and comments as TOML does: the most brackets open
    at once, and the most dots in one chain of bare words and quoted parts (a dotted key or a
    table header; a number or a date has at most one). Where a string is malformed, this pass
    and tomllib agree up to that point, and tomllib stops there with a parse error."""
    depth = dots = 0
    i, n = 0, len(text)
    while i < n:
        m = _SPECIAL.search(text, i)
        if m is None:
            break
        i, c = m.start(), m.group()
        if c in "\"'":
            quote = text[i : i + 3] if text[i : i + 3] in ('"""', "'''") else c
            end = _STRING_END[quote].match(text, i + len(quote))
            i = end.end() if end else n  # a quoted part continues a dotted chain
            continue
        if c == ".":
            dots += 1
            if dots >= MAX_SETTINGS_KEY_PARTS:
                return translate("settings", "a key has more than {n} dotted parts").format(
                    n=MAX_SETTINGS_KEY_PARTS
                )
        else:
            dots = 0
            if c == "#":
                i = text.find("\n", i)
                i = n if i < 0 else i
                continue
            if c in "[{":
                depth += 1
                if depth > MAX_SETTINGS_NESTING:
                    return translate("settings", "it is nested more than {n} deep").format(
                        n=MAX_SETTINGS_NESTING
                    )
            elif c in "]}":
                depth = max(0, depth - 1)
        i += 1
    return None


def _coerce(cls: type, raw: Any, problems: list[str], where: str) -> Any:
    """Build dataclass `cls` from `raw`, keeping defaults for missing or ill-typed values."""
    obj = cls()
    if not isinstance(raw, dict):
        if raw is not None:
            problems.append(translate("settings", "{where}: expected a table, got {got}").format(
                where=where, got=type(raw).__name__))  # fmt: skip
        return obj
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key, value in raw.items():
        f = fields.get(key)
        if f is None:
            problems.append(translate("settings", "{name}: unknown setting, ignored").format(
                name=f"{where}.{key}"))  # fmt: skip
            continue
        default = getattr(obj, key)
        name = f"{where}.{key}"
        if dataclasses.is_dataclass(default):
            setattr(obj, key, _coerce(type(default), value, problems, name))
            continue
        if "items" in f.metadata:
            setattr(obj, key, _coerce_named(f.metadata["items"], value, problems, name))
            continue
        wrong = type_problem(default, value)
        if wrong is None and "rule" in f.metadata:
            wrong = f.metadata["rule"](value)
            if wrong:
                wrong = f"{_shown(value)} {wrong}"
        if wrong:
            problems.append(translate(
                "settings", "{name}: {problem}; using the default, {default}"
            ).format(name=name, problem=wrong, default=_shown(default)))  # fmt: skip
        else:
            setattr(obj, key, float(value) if isinstance(default, float) else _copy(value))
    return obj


def _coerce_named(cls: type, raw: Any, problems: list[str], where: str) -> list[Any]:
    """A list of tables of `cls`, each with a unique `name` (the presets). A bad value inside
    one keeps its default (as _coerce does); a table without a name, or with a name taken by
    an earlier one, is left out and said: it could not be chosen apart from the others."""
    if not isinstance(raw, list):
        problems.append(translate(
            "settings", "{where}: expected a list of tables, got {got}; ignored"
        ).format(where=where, got=_shown(raw)))  # fmt: skip
        return []
    out: list[Any] = []
    seen: set[str] = set()
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            problems.append(translate(
                "settings", "{where}: expected a table, got {got}; ignored"
            ).format(where=f"{where}[{i}]", got=_shown(item)))  # fmt: skip
            continue
        obj = _coerce(cls, item, problems, f"{where}[{i}]")
        obj.name = " ".join(str(obj.name).split())[:PRESET_NAME_CHARS]
        if not obj.name:
            problems.append(translate("settings", "{where}: has no name; ignored").format(
                where=f"{where}[{i}]"))  # fmt: skip
        elif obj.name.casefold() in seen:
            problems.append(translate(
                "settings", "{where}: the name {name} is used twice; ignored"
            ).format(where=f"{where}[{i}]", name=repr(obj.name)))  # fmt: skip
        else:
            seen.add(obj.name.casefold())
            out.append(obj)
    return out


def type_problem(default: Any, value: Any) -> str | None:
    """What is wrong with the type of `value` for a setting whose default is `default`."""
    if isinstance(default, bool):
        ok, want = isinstance(value, bool), translate("settings", "true or false")
    elif isinstance(default, int):
        ok = isinstance(value, int) and not isinstance(value, bool)
        want = translate("settings", "a whole number")
    elif isinstance(default, float):
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        ok, want = ok and math.isfinite(value), translate("settings", "a number")
    elif isinstance(default, list):
        ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        want = translate("settings", "a list of strings")
    else:
        ok, want = isinstance(value, str), translate("settings", "text")
    if ok:
        return None
    return translate("settings", "expected {want}, got {got}").format(want=want, got=_shown(value))


def _shown(value: Any) -> str:
    text = repr(value.isoformat() if isinstance(value, datetime.date | datetime.time) else value)
    return text if len(text) <= 60 else text[:57] + "..."


def _copy(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


@dataclass
class LoadedSettings:
    settings: Settings
    problems: list[str]
    # The settings the administrator's policy fixes ("section.key" -> value): shown locked in
    # Settings, refused by the verbs (app/core/policy.py).
    locked: dict[str, Any] = field(default_factory=dict)
    # What is wrong with the policy file itself (the verbs say it once, in app/cli/main.py).
    policy_problems: list[str] = field(default_factory=list)
    # The file's schema_version when a newer Ling Desk wrote it (its settings are not used this
    # run, and `save_settings` refuses to overwrite it); None otherwise.
    newer: int | None = None


def load_settings(paths: Paths, policy: Policy | None = None) -> LoadedSettings:
    """The user's settings.toml with the administrator's policy over it (what it fixes wins,
    whatever the file says); `policy`: the one in force, when the caller has read it."""
    from app.core.policy import current_policy  # it reads this module's types

    loaded = load_user_settings(paths)
    policy = current_policy() if policy is None else policy
    policy.apply(loaded.settings)
    loaded.locked = policy.locks()
    loaded.policy_problems = list(policy.problems)
    return loaded


def load_user_settings(paths: Paths) -> LoadedSettings:
    """Read settings.toml as the user wrote it (no policy); a missing file gives defaults, a
    broken one is kept aside and reported."""
    path = paths.settings_file
    try:
        text = _read_bounded(path)
    except FileNotFoundError:
        return LoadedSettings(Settings(), [])
    except (OSError, UnicodeDecodeError) as exc:
        # Unreadable (permissions, a folder, not UTF-8): left where it is, defaults used.
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return LoadedSettings(Settings(), [translate(
            "settings", "{path} cannot be read ({why}); using defaults"
        ).format(path=path, why=why)])  # fmt: skip
    try:
        if text is None:
            raise SettingsError(
                translate("settings", "it is over {size}, too big for settings").format(
                    size=human_bytes(MAX_SETTINGS_BYTES)
                )
            )
        if bound := check_toml_bounds(text):
            raise SettingsError(
                translate("settings", "{problem}, too deep for settings").format(problem=bound)
            )
        raw = tomllib.loads(text)
        data = migrate(raw)
    except SettingsFromNewer as exc:
        # Left where it is, as it is: the newer version reads it again after an upgrade.
        return LoadedSettings(
            _for_newer(raw),
            [
                translate(
                    "settings",
                    "{path}: {problem}; this run uses the defaults (upgrade Ling "
                    "Desk to use them again)",
                ).format(path=path, problem=exc)
            ],
            newer=exc.version,
        )
    # RecursionError: a last guard, should the bounds above ever miss a way of nesting deeply.
    except (tomllib.TOMLDecodeError, SettingsError, ValueError, TypeError, RecursionError) as exc:
        # Keep the user's file (nothing is lost); start from defaults and say why.
        try:
            backup = _keep_aside(path)
        except OSError as move_exc:
            said = translate(
                "settings", "{path}: {problem}; it could not be moved aside ({why}), using defaults"
            ).format(path=path, problem=exc, why=move_exc.strerror or move_exc)
        else:
            said = translate("settings", "{path}: {problem}; moved to {backup}, using "
                             "defaults").format(path=path, problem=exc, backup=backup.name)  # fmt: skip
        return LoadedSettings(Settings(), [said])
    problems: list[str] = []
    settings = _coerce(Settings, data, problems, "settings")
    return LoadedSettings(settings, problems)


def _for_newer(raw: dict[str, Any]) -> Settings:
    """The defaults for a run beside a newer version's file, but for its encryption choice when
    the file still holds it as this version knows it: with the default instead, this run would
    convert the data folder (encrypt what the user had chosen to keep plain)."""
    settings = Settings()
    privacy = raw.get("privacy")
    encrypt = privacy.get("encrypt") if isinstance(privacy, dict) else None
    if isinstance(encrypt, bool):
        settings.privacy.encrypt = encrypt
    return settings


def newer_on_disk(paths: Paths) -> int | None:
    """The settings file's schema_version when a newer Ling Desk wrote it, else None."""
    try:
        text = _read_bounded(paths.settings_file)
        if text is None or check_toml_bounds(text):
            return None
        version = tomllib.loads(text).get("schema_version")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        return None
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        return version
    return None


def _read_bounded(path: Path) -> str | None:
    """The file's text, or None when it is over MAX_SETTINGS_BYTES (never read whole)."""
    with path.open("rb") as fh:
        data = fh.read(MAX_SETTINGS_BYTES + 1)
    return None if len(data) > MAX_SETTINGS_BYTES else data.decode("utf-8")


def _keep_aside(path: Path) -> Path:
    """Rename a broken settings file to a name no earlier broken file holds."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        backup = path.with_name(f"{path.name}.broken-{stamp}" + (f"-{n}" if n else ""))
        try:
            # A hard link fails when the name exists: never overwrites an earlier backup.
            os.link(path, backup)
        except FileExistsError:
            continue
        path.unlink()
        return backup
    raise FileExistsError(f"too many broken copies of {path.name}")


def save_settings(paths: Paths, settings: Settings, auditor: Auditor | None = None) -> None:
    """Write settings.toml. SettingsFromNewer, nothing written, when a newer Ling Desk wrote the
    file there (this run's defaults must not replace the user's settings). With `auditor`, a
    `settings.changed` record names what changed (see `changed_fields`: names, and numbers or
    switches, never a text value). A value the administrator's policy fixes is saved as the user
    had it (never as if the user chose the fixed one), so the user's own comes back without it."""
    from app.core.policy import current_policy

    path = paths.settings_file
    newer = newer_on_disk(paths)
    if newer is not None:
        raise SettingsFromNewer(newer, path)
    before = _on_disk(paths) if auditor is not None and auditor.enabled else None
    policy = current_policy()
    if policy.active:
        settings = _users_own(paths, copy.deepcopy(settings), policy)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".toml.tmp")
    import tomli_w  # (only a save writes TOML: not a verb that reads settings)

    tmp.write_text(tomli_w.dumps(settings.to_dict()), encoding="utf-8")
    os.replace(tmp, path)  # atomic: a crash mid-write never leaves half a file
    if auditor is not None and auditor.enabled:
        fields = changed_fields(before, settings)
        if fields is not None:
            auditor.record("settings.changed", **fields)


def _on_disk(paths: Paths) -> Settings | None:
    """The settings as the file holds them, read without touching it (a broken file is not
    moved aside here); None when there is no file or it cannot be read."""
    try:
        text = _read_bounded(paths.settings_file)
        if text is None or check_toml_bounds(text):
            return None
        data = migrate(tomllib.loads(text))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, SettingsError, ValueError,
            TypeError, RecursionError):  # fmt: skip
        return None
    settings: Settings = _coerce(Settings, data, [], "settings")
    return settings


def flat_settings(settings: Settings) -> dict[str, Any]:
    """Every setting by its dotted name ("gateway.port"); a list is one value."""
    out: dict[str, Any] = {}

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v)
        else:
            out[prefix] = value

    walk("", dataclasses.asdict(settings))
    return out


def changed_fields(before: Settings | None, after: Settings) -> dict[str, Any] | None:
    """An audit record's fields for a save: `names`, the dotted names that changed (every one
    that differs from the defaults when the file was missing or unreadable), and beside them
    the new value of each number or switch. Text and lists are never recorded (a path, an
    origin, a system prompt): only their names. None when nothing changed."""
    old = flat_settings(before if before is not None else Settings())
    new = flat_settings(after)
    names = sorted(n for n in new.keys() | old.keys() if new.get(n) != old.get(n))
    if not names:
        return None
    values = {
        n: new[n]
        for n in names
        if isinstance(new.get(n), bool | int | float)
        and not (isinstance(new[n], float) and not math.isfinite(new[n]))
    }
    return {"names": names, **values, **({"file_was": "missing"} if before is None else {})}


def _users_own(paths: Paths, settings: Settings, policy: Any) -> Settings:
    """`settings` with the user's file's own values where the policy decides."""
    try:
        text = _read_bounded(paths.settings_file)
        if text is None or check_toml_bounds(text):
            raise SettingsError("not readable as settings")
        own = _coerce(Settings, migrate(tomllib.loads(text)), [], "settings")
    except FileNotFoundError:
        own = Settings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, SettingsError, ValueError,
            TypeError, RecursionError):  # fmt: skip
        own = Settings()  # a broken file was reported at load; its defaults are the user's
    for key in policy.locks():
        section, name = key.split(".", 1)
        setattr(getattr(settings, section), name, getattr(getattr(own, section), name))
    cap = policy.max_retention_days
    if cap is not None and settings.privacy.retention_days == cap:
        # The limit shown, not chosen: the user's own longer choice is kept for later.
        mine = own.privacy.retention_days
        if mine == 0 or mine > cap:
            settings.privacy.retention_days = mine
    return settings


def default_model_path() -> Path | None:
    """The local Hugging Face cache copy of Ling-3.0-flash-fp4, if one exists (never downloads)."""
    hub = os.environ.get("HF_HUB_CACHE") or os.path.join(
        os.environ.get("HF_HOME", os.path.expanduser("~/.cache/huggingface")), "hub"
    )
    snapshots = Path(hub) / ("models--" + DEFAULT_MODEL_REPO.replace("/", "--")) / "snapshots"
    if not snapshots.is_dir():
        return None
    candidates = sorted(
        (p for p in snapshots.iterdir() if (p / "config.json").exists()),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    return candidates[0] if candidates else None


def resolved_model_path(settings: Settings) -> Path | None:
    if settings.engine.model_path:
        return Path(settings.engine.model_path).expanduser()
    return default_model_path()


# --- this run's command-line values (never saved) ----------------------------------------------

# Command-line option (argparse dest) -> the EngineSettings field it sets.
OVERRIDE_FIELDS = {
    "model": "model_path",
    "launcher": "launcher",
    "engine_python": "engine_python",
    "port": "port",
}


def overrides_from_args(args: argparse.Namespace) -> dict[str, object]:
    out: dict[str, object] = {}
    if getattr(args, "model", None):
        out["model"] = args.model
    if getattr(args, "launcher", None):
        out["launcher"] = shlex.split(args.launcher)
    if getattr(args, "engine_python", None):
        out["engine_python"] = args.engine_python
    if getattr(args, "port", None) is not None:
        out["port"] = args.port
    return out


def apply_overrides(
    settings: Settings, overrides: dict[str, object], policy: Policy | None = None
) -> Settings:
    """This run's command-line values on top of the saved settings (never saved); a value the
    administrator's policy fixes stays (the window; the verbs refuse it: load_for_args)."""
    from app.core.policy import current_policy

    policy = current_policy() if policy is None else policy
    for key, value in overrides.items():
        if not policy.locked(f"engine.{OVERRIDE_FIELDS[key]}"):
            setattr(settings.engine, OVERRIDE_FIELDS[key], value)
    return settings


def load_for_args(args: argparse.Namespace) -> tuple[Paths, Settings, list[str]]:
    """The headless verbs' start: base dir, settings with this run's overrides, file problems.

    An override of a setting the administrator's policy fixes raises PolicyRefused. Creates
    nothing: the folders are made when something is written (prepare_launch).
    """
    from app.core.policy import current_policy

    paths = Paths.from_basedir(getattr(args, "basedir", None))
    policy = current_policy()  # read once for the three uses below
    loaded = load_settings(paths, policy)
    overrides = overrides_from_args(args)
    for key, value in overrides.items():
        policy.check_value(f"engine.{OVERRIDE_FIELDS[key]}", value)
    settings = apply_overrides(loaded.settings, overrides, policy)
    return paths, settings, loaded.problems
