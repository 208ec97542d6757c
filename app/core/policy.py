"""The administrator's policy: /etc/ling-desk/policy.toml fixes settings and forbids capabilities.

The file is root's (uid 0) and writable by no one else, nor is its folder; otherwise it is
ignored with a warning naming why (anyone could have written it). Its keys (each documented in
the README's "For IT" section and in packaging/policy.toml.example):

    [settings.SECTION]  KEY = VALUE   fixes that setting (the sections of app/core/settings.py)
    [forbid]            gateway, mcp, remote_mcp, exports, encryption_off = true
    [limits]            max_retention_days = N
    [only]              model_endpoint = URL, model_folder = DIR, engine_env_wheels = DIR

A value that is wrong is reported and the rest still applies. For [forbid] a wrong value counts
as forbidden, and a file that exists but cannot be read or parsed forbids every [forbid]
capability: an administrator's typo must never quietly unlock what the policy meant to close.

Whatever the policy refuses says SENTENCE, so a user knows whom to ask. Qt-free.
"""

from __future__ import annotations

import dataclasses
import os
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn
from urllib.parse import urlsplit

from app.core import settings as settings_mod
from app.core.words import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from app.core.audit import Auditor  # (not imported to read a policy: issue 40)

# Marked for translation: shown as translate("policy", SENTENCE).
SENTENCE = QT_TRANSLATE_NOOP("policy", "set by your organisation")
SYSTEM_POLICY = Path("/etc/ling-desk/policy.toml")
# For tests and trials: read only where SYSTEM_POLICY does not exist, so it never hides a real
# policy; the file it names may then also be the current user's own.
POLICY_ENV = "LINGDESK_POLICY_FILE"
MAX_POLICY_BYTES = 64 * 1024

# [forbid] keys, each with the words its refusal starts with.
CAPABILITIES: dict[str, str] = {
    "gateway": QT_TRANSLATE_NOOP(
        "policy", "the local API for editors and agents (the gateway) is turned off"
    ),
    "mcp": QT_TRANSLATE_NOOP("policy", "MCP tool servers are not allowed"),
    "remote_mcp": QT_TRANSLATE_NOOP("policy", "MCP tool servers off this machine are not allowed"),
    "exports": QT_TRANSLATE_NOOP("policy", "exporting conversations is not allowed"),
    "encryption_off": QT_TRANSLATE_NOOP("policy", "encryption cannot be turned off"),
}
ONLY_KEYS = ("model_endpoint", "model_folder", "engine_env_wheels")
LIMIT_KEYS = ("max_retention_days",)
# List-of-table settings cannot be fixed as one value (the presets): said, not applied.
_UNFIXABLE = {"chat.presets"}


class PolicyRefused(Exception):
    """Something the administrator's policy does not allow; the message holds SENTENCE."""


@dataclass(frozen=True)
class Policy:
    """What the policy in force says; `Policy()` is no policy at all."""

    source: Path | None = None
    # "section.key" -> the value the [settings] table fixes (validated as settings.py does).
    fixed: Mapping[str, Any] = field(default_factory=dict)
    forbidden: frozenset[str] = frozenset()
    max_retention_days: int | None = None
    # Models: when restricted, only from model_endpoint (downloads) or model_folder (a copy
    # there); None in a restricted policy = that way is closed.
    models_restricted: bool = False
    model_endpoint: str | None = None
    model_folder: Path | None = None
    # The engine environment: when restricted, created only from engine_env_wheels.
    engine_env_restricted: bool = False
    engine_env_wheels: Path | None = None
    problems: tuple[str, ...] = ()

    @property
    def active(self) -> bool:
        return self.source is not None

    def forbids(self, capability: str) -> bool:
        return capability in self.forbidden

    def locks(self) -> dict[str, Any]:
        """Every setting the policy fixes, "section.key" -> value (a forbid's too)."""
        out = dict(self.fixed)
        if self.forbids("gateway"):
            out["gateway.enabled"] = False
        if self.forbids("encryption_off"):
            out["privacy.encrypt"] = True
        return out

    def locked(self, key: str) -> bool:
        return key in self.locks()

    # --- words ---------------------------------------------------------------------------------

    def refusal(self, what: str) -> str:
        """`what` and the sentence, naming the file IT can look at."""
        return translate("policy", "{what}: set by your organisation (the administrator's "
                         "policy, {file})").format(what=what, file=self.source or SYSTEM_POLICY)  # fmt: skip

    def refuse(self, what: str) -> NoReturn:
        raise PolicyRefused(self.refusal(what))

    def forbidden_text(self, capability: str) -> str:
        return self.refusal(translate("policy", CAPABILITIES[capability]))

    def check(self, capability: str) -> None:
        """Raise PolicyRefused when `capability` is forbidden."""
        if self.forbids(capability):
            raise PolicyRefused(self.forbidden_text(capability))

    # --- settings ------------------------------------------------------------------------------

    def apply(self, settings: settings_mod.Settings) -> settings_mod.Settings:
        """The fixed values over `settings` (in place), retention within its limit."""
        for key, value in self.locks().items():
            section, name = key.split(".", 1)
            setattr(getattr(settings, section), name, _copy(value))
        cap = self.max_retention_days
        if cap is not None and "privacy.retention_days" not in self.fixed:
            days = settings.privacy.retention_days
            if days == 0 or days > cap:  # 0 is "forever", above any limit
                settings.privacy.retention_days = cap
        return settings

    def check_value(self, key: str, value: Any) -> None:
        """Raise PolicyRefused when setting `key` to `value` goes against the policy."""
        locks = self.locks()
        if key in locks and value != locks[key]:
            self.refuse(
                translate("policy", "{key} is fixed at {value}").format(
                    key=key, value=_shown(locks[key])
                )
            )
        cap = self.max_retention_days
        if key == "privacy.retention_days" and cap is not None and (value == 0 or value > cap):
            days = cap
            self.refuse(translate("policy", "conversations are kept at most %n day(s)", None, days))

    def check_changes(self, before: settings_mod.Settings, after: settings_mod.Settings) -> None:
        """Raise PolicyRefused when `after` changes a fixed setting of `before`."""
        for key in self.locks():
            section, name = key.split(".", 1)
            new = getattr(getattr(after, section), name)
            if new != getattr(getattr(before, section), name):
                self.check_value(key, new)

    # --- models --------------------------------------------------------------------------------

    def check_model_folder(self, path: Path | str, downloads: Path | None = None) -> None:
        """Raise PolicyRefused when the engine may not load the model in `path`: with models
        restricted, it must be inside model_folder, or inside `downloads` (where Ling Desk's own
        download from model_endpoint puts it) when an endpoint is named."""
        if not self.models_restricted:
            return
        where = _resolved(path)
        allowed = [self.model_folder] if self.model_folder else []
        if self.model_endpoint and downloads is not None:
            allowed.append(downloads)
        if not any(_inside(where, a) for a in allowed):
            if allowed:
                named = translate("policy", " or ", "between two folders").join(map(str, allowed))
                why = translate("policy", "the model must come from {allowed}, not {path}")
                self.refuse(why.format(allowed=named, path=where))
            self.refuse(
                translate("policy", "the model may come from no folder, not {path}").format(
                    path=where
                )
            )

    def download_endpoint(self, requested: str | None) -> str | None:
        """The hub endpoint a model download may use (None: the caller's default); raise
        PolicyRefused for another one, or for any download when only a folder is allowed."""
        if not self.models_restricted:
            return requested
        if not self.model_endpoint:
            if self.model_folder:
                self.refuse(
                    translate(
                        "policy", "model downloads are not allowed; the model comes from {folder}"
                    ).format(folder=self.model_folder)
                )
            self.refuse(
                translate(
                    "policy",
                    "model downloads are not allowed; the model comes from your administrator",
                )
            )
        if requested and _endpoint(requested) != _endpoint(self.model_endpoint):
            self.refuse(
                translate("policy", "models are downloaded only from {allowed}, not {url}").format(
                    allowed=self.model_endpoint, url=requested
                )
            )
        return self.model_endpoint

    # --- the engine environment ----------------------------------------------------------------

    def engine_env_pip_args(self, given: list[str]) -> list[str]:
        """The pip options the engine environment is created with: with the policy's wheel
        folder, only that folder and never an index; raise PolicyRefused for any other source
        in `given` (the command line's and LING_DESK_PIP_ARGS')."""
        if not self.engine_env_restricted:
            return given
        if self.engine_env_wheels is None:
            self.refuse(translate("policy", "creating the engine environment is not allowed"))
        wheels = self.engine_env_wheels
        i = 0
        while i < len(given):
            arg = given[i]
            if arg == "--no-index":
                i += 1
                continue
            link = None
            if arg in ("--find-links", "-f") and i + 1 < len(given):
                link, i = given[i + 1], i + 2
            elif arg.startswith("--find-links="):
                link, i = arg.partition("=")[2], i + 1
            if link is None or not _inside(_resolved(link), wheels):
                self.refuse(
                    translate(
                        "policy",
                        "the engine environment is created only from the wheels in {folder} "
                        "(not {source})",
                    ).format(folder=wheels, source=link or arg)
                )
        return ["--no-index", "--find-links", str(wheels)]

    def pip_environment(self) -> dict[str, str]:
        """What pip's own configuration must not change when the wheel folder is the only
        source (a pip.conf or PIP_* variable naming an index or other wheels)."""
        if not self.engine_env_restricted or self.engine_env_wheels is None:
            return {}
        return {
            "PIP_CONFIG_FILE": os.devnull,
            "PIP_NO_INDEX": "1",
            "PIP_FIND_LINKS": str(self.engine_env_wheels),
        }


# --- finding and reading the file ------------------------------------------------------------------


def locate(
    system: Path = SYSTEM_POLICY, environ: Mapping[str, str] | None = None
) -> tuple[Path, frozenset[int]] | None:
    """The policy file to read and the owners it may have; None: there is none.

    `system` exists (or cannot be looked at): it, and only root may own it. Else POLICY_ENV,
    which root or the current user may own (a test's file)."""
    env = os.environ if environ is None else environ
    try:
        os.lstat(system)
    except FileNotFoundError:
        pass
    except OSError:
        return system, frozenset({0})  # there, but hidden from us: read it and fail closed
    else:
        return system, frozenset({0})
    named = env.get(POLICY_ENV, "")
    if named:
        return Path(named), frozenset({0, os.getuid()})
    return None


def trust_problem(st: os.stat_result, what: str, owners: frozenset[int]) -> str | None:
    """Why a file or folder with `st` cannot be trusted as the policy's, or None."""
    if st.st_uid not in owners:
        return translate("policy", "{path} is owned by uid {uid}, not by root").format(
            path=what, uid=st.st_uid
        )
    if stat.S_IMODE(st.st_mode) & (stat.S_IWGRP | stat.S_IWOTH):
        return translate("policy", "{path} is writable by others (mode {mode})").format(
            path=what, mode=f"{stat.S_IMODE(st.st_mode):o}"
        )
    return None


def _read(path: Path, owners: frozenset[int]) -> tuple[str | None, str | None]:
    """(text, None), or (None, why it is ignored) for an untrusted file, or raises OSError.

    A link is followed (configuration management links files into /etc), but then the file it
    reaches and the folders of both must be trusted too."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return None, translate("policy", "{path} is not a plain file").format(path=path)
        why = trust_problem(st, str(path), owners)
        folders = dict.fromkeys([path.absolute().parent, Path(os.path.realpath(path)).parent])
        for folder in folders:
            its = translate("policy", "its folder {path}").format(path=folder)
            why = why or trust_problem(os.stat(folder), its, owners)
        if why is not None:
            return None, why
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(MAX_POLICY_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) > MAX_POLICY_BYTES:
        raise ValueError(
            translate("policy", "it is over {size} KB").format(size=MAX_POLICY_BYTES // 1024)
        )
    return data.decode("utf-8"), None


def load_policy(system: Path = SYSTEM_POLICY, environ: Mapping[str, str] | None = None) -> Policy:
    """The policy in force (Policy() when none); what is wrong with it is in `problems`."""
    found = locate(system, environ)
    if found is None:
        return Policy()
    path, owners = found
    try:
        text, untrusted = _read(path, owners)
    except FileNotFoundError:
        if path == system:  # it was there a moment ago: fail closed
            why = translate("policy", "{path} vanished while it was read")
            return _closed(path, why.format(path=path))
        gone = translate("policy", "policy: {path} ({variable}) does not exist; no policy")
        return Policy(problems=(gone.format(path=path, variable=POLICY_ENV),))
    except OSError as exc:
        unread = translate("policy", "{path} cannot be read ({error})")
        return _closed(path, unread.format(path=path, error=exc.strerror or exc))
    except (ValueError, UnicodeDecodeError) as exc:
        unread = translate("policy", "{path} cannot be read ({error})")
        return _closed(path, unread.format(path=path, error=exc))
    if untrusted is not None:
        ignored = translate("policy", "policy: {problem}: ignored (it must be root's alone)")
        return Policy(problems=(ignored.format(problem=untrusted),))
    assert text is not None
    try:
        if bound := settings_mod.check_toml_bounds(text):
            raise ValueError(bound)
        raw = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError) as exc:
        bad = translate("policy", "{path} is not valid TOML ({error})")
        return _closed(path, bad.format(path=path, error=exc))
    return parse_policy(raw, path)


def _closed(path: Path, why: str) -> Policy:
    """A policy file that exists but says nothing readable: every [forbid] capability closed."""
    return Policy(
        source=path,
        forbidden=frozenset(CAPABILITIES),
        problems=(
            translate(
                "policy", "policy: {problem}; every [forbid] capability is closed until it is fixed"
            ).format(problem=why),
        ),
    )


def current_policy() -> Policy:
    """The policy in force now (read at each call: a tiny file, and it may change)."""
    return load_policy()


def keeper_refusal(argv: list[str]) -> str | None:
    """Why `gateway-keeper ARGV` is refused (installing it, for a gateway the policy forbids:
    it would hold the port from every login), or None."""
    if "install" not in argv:
        return None
    policy = current_policy()
    return policy.forbidden_text("gateway") if policy.forbids("gateway") else None


# --- the audit log --------------------------------------------------------------------------------

# In the audit folder: the digest of the policy last recorded, so a change (made, edited, removed)
# is recorded once, by the first run that sees it. Tampering with it only adds a record.
POLICY_SEEN_FILE = "policy-seen"


def policy_digest(policy: Policy) -> str:
    """SHA-256 over what the policy says (not its file's bytes: a comment is no change)."""
    import hashlib  # (OpenSSL's, ~5 ms: no digest is taken where no policy ever was)
    import json

    said = {
        "active": policy.active,
        "fixed": {k: repr(v) for k, v in sorted(policy.fixed.items())},
        "forbidden": sorted(policy.forbidden),
        "max_retention_days": policy.max_retention_days,
        "models": [policy.models_restricted, policy.model_endpoint, str(policy.model_folder)],
        "engine_env": [policy.engine_env_restricted, str(policy.engine_env_wheels)],
    }
    return hashlib.sha256(json.dumps(said, sort_keys=True).encode()).hexdigest()


def _unseen_digest(seen: Path, policy: Policy) -> str | None:
    """The policy's digest when `seen` (POLICY_SEEN_FILE) says another one, or says none while a
    policy is in force; None when there is nothing to record."""
    try:
        before = seen.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        before = None
    if before is None and not policy.active:
        return None  # never a policy here (no digest taken: the common case, issue 40)
    now = policy_digest(policy)
    return None if before == now else now


def policy_change_unseen(audit_folder: Path, policy: Policy | None = None) -> bool:
    """Whether record_policy_change would record a change in this audit folder: a verb that only
    reads opens the audit log (its modules, its file) just for that case (issue 40)."""
    policy = current_policy() if policy is None else policy
    return _unseen_digest(audit_folder / POLICY_SEEN_FILE, policy) is not None


def record_policy_change(auditor: Auditor, policy: Policy | None = None) -> bool:
    """A `policy.changed` record when the policy in force differs from the one last recorded in
    this data folder (the settings it fixes and the capabilities it forbids by name, never a
    value); True when one was written. Never raises: auditing must not stop a start."""
    folder = auditor.folder
    if folder is None:
        return False
    policy = current_policy() if policy is None else policy
    seen = folder / POLICY_SEEN_FILE
    now = _unseen_digest(seen, policy)
    if now is None:
        return False  # unchanged, or never a policy here: nothing to say (and no file made)
    auditor.record(
        "policy.changed",
        active=policy.active,
        fixed=sorted(policy.fixed),
        forbidden=sorted(policy.forbidden),
        max_retention_days=policy.max_retention_days,
        models_restricted=policy.models_restricted,
        engine_env_restricted=policy.engine_env_restricted,
        problems=len(policy.problems),
        digest=now[:16],
    )
    if not auditor.flush():
        return False  # not on disk: said again by the next run
    try:
        tmp = seen.with_name(POLICY_SEEN_FILE + ".tmp")
        tmp.write_text(now + "\n", encoding="ascii")
        os.replace(tmp, seen)
    except OSError:
        return True  # recorded; the next run records it again (harmless)
    return True


# --- the tables ------------------------------------------------------------------------------------


def parse_policy(raw: dict[str, Any], source: Path) -> Policy:
    """A Policy from the parsed TOML; every problem named, the rest applied."""
    problems: list[str] = []

    def say(text: str) -> None:
        problems.append(
            translate("policy", "policy: {path}: {problem}").format(path=source, problem=text)
        )

    for key in raw:
        if key not in ("settings", "forbid", "limits", "only"):
            say(translate("policy", "unknown table or key {key}, ignored").format(key=repr(key)))
    fixed = _parse_settings(raw.get("settings", {}), say)
    forbidden = _parse_forbid(raw.get("forbid", {}), say)
    limits = _table(raw.get("limits", {}), "limits", say)
    max_days: int | None = None
    for key, value in (limits or {}).items():
        if key != "max_retention_days":
            say(translate("policy", "[limits] {key} is unknown, ignored").format(key=repr(key)))
        elif isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 36_500:
            # Not closed on a typo: the closest safe reading would erase conversations.
            say(translate("policy", "[limits] max_retention_days must be a whole number of days "
                          "(1-36500), not {value}; ignored").format(value=_shown(value)))  # fmt: skip
        else:
            max_days = value
    fixed_days = fixed.get("privacy.retention_days")
    if max_days is not None and fixed_days is not None and not 0 < fixed_days <= max_days:
        say(translate("policy", "settings.privacy.retention_days = {fixed} is beyond [limits] "
                      "max_retention_days = {max}; using {max}").format(fixed=fixed_days,
                                                                         max=max_days))  # fmt: skip
        fixed["privacy.retention_days"] = max_days
    if "gateway" in forbidden and fixed.get("gateway.enabled") is True:
        say(translate("policy", "settings.gateway.enabled = true, but [forbid] gateway: the "
                      "gateway stays off"))  # fmt: skip
    if "encryption_off" in forbidden and fixed.get("privacy.encrypt") is False:
        say(translate("policy", "settings.privacy.encrypt = false, but [forbid] encryption_off: "
                      "encryption stays on"))  # fmt: skip
    only = _table(raw.get("only", {}), "only", say)
    models = engine = False
    endpoint: str | None = None
    folder = wheels = None
    for key, value in (only or {}).items():
        if key == "model_endpoint":
            models = True  # named, even wrongly: the other sources close
            endpoint = _url(value)
            if endpoint is None:
                say(translate("policy", "[only] model_endpoint must be an http(s) URL, not "
                              "{value}; no endpoint is allowed").format(value=_shown(value)))  # fmt: skip
        elif key == "model_folder":
            models = True
            folder = _folder(value)
            if folder is None:
                say(translate("policy", "[only] model_folder must be an absolute folder path, "
                              "not {value}; no folder is allowed").format(value=_shown(value)))  # fmt: skip
        elif key == "engine_env_wheels":
            engine = True
            wheels = _folder(value)
            if wheels is None:
                say(translate("policy", "[only] engine_env_wheels must be an absolute folder "
                              "path, not {value}; the engine environment cannot be created")
                    .format(value=_shown(value)))  # fmt: skip
        else:
            say(translate("policy", "[only] {key} is unknown, ignored").format(key=repr(key)))
    if only is None:  # [only] is not a table: closed, as a wrong value in it would be
        models = engine = True
    return Policy(
        source=source,
        fixed=fixed,
        forbidden=forbidden,
        max_retention_days=max_days,
        models_restricted=models,
        model_endpoint=endpoint,
        model_folder=folder,
        engine_env_restricted=engine,
        engine_env_wheels=wheels,
        problems=tuple(problems),
    )


def _table(value: Any, name: str, say: Any) -> dict[str, Any] | None:
    if isinstance(value, dict):
        return value
    say(translate("policy", "[{name}] must be a table, not {value}").format(
        name=name, value=_shown(value)))  # fmt: skip
    return None


def _parse_forbid(value: Any, say: Any) -> frozenset[str]:
    table = _table(value, "forbid", say)
    if table is None:
        say(translate("policy", "every [forbid] capability is closed until it is fixed"))
        return frozenset(CAPABILITIES)
    out: set[str] = set()
    for key, flag in table.items():
        if key not in CAPABILITIES:
            say(translate("policy", "[forbid] {key} is unknown (known: {known}); ignored").format(
                key=repr(key), known=", ".join(CAPABILITIES)))  # fmt: skip
        elif flag is True:
            out.add(key)
        elif flag is not False:
            say(translate("policy", "[forbid] {key} must be true or false, not {value}; taken as "
                          "true").format(key=key, value=_shown(flag)))  # fmt: skip
            out.add(key)
    return frozenset(out)


def _parse_settings(value: Any, say: Any) -> dict[str, Any]:
    """The [settings.SECTION] values, each checked as settings.py checks the user's file."""
    table = _table(value, "settings", say)
    fixed: dict[str, Any] = {}
    defaults = settings_mod.Settings()
    sections = {f.name for f in dataclasses.fields(settings_mod.Settings)}
    for section, keys in (table or {}).items():
        if section not in sections:
            say(translate("policy", "[settings.{section}] is not a section of the settings, "
                          "ignored").format(section=section))  # fmt: skip
            continue
        if not isinstance(keys, dict):
            say(translate("policy", "[settings.{section}] must be a table, not {value}; "
                          "ignored").format(section=section, value=_shown(keys)))  # fmt: skip
            continue
        group = getattr(defaults, section)
        fields = {f.name: f for f in dataclasses.fields(group)}
        for key, val in keys.items():
            name = f"{section}.{key}"
            f = fields.get(key)
            if f is None:
                say(translate("policy", "settings.{name} is not a setting, ignored").format(
                    name=name))  # fmt: skip
                continue
            if name in _UNFIXABLE:
                say(translate("policy", "settings.{name} cannot be fixed by the policy, "
                              "ignored").format(name=name))  # fmt: skip
                continue
            default = getattr(group, key)
            wrong = settings_mod.type_problem(default, val)
            if wrong is None and "rule" in f.metadata:
                wrong = f.metadata["rule"](val)
                if wrong:
                    wrong = f"{_shown(val)} {wrong}"
            if wrong:
                say(translate("policy", "settings.{name}: {problem}; not fixed").format(
                    name=name, problem=wrong))  # fmt: skip
                continue
            fixed[name] = float(val) if isinstance(default, float) else _copy(val)
    return fixed


def _url(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    try:
        parts = urlsplit(value.strip())
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    return value.strip().rstrip("/")


def _endpoint(url: str) -> str:
    parts = urlsplit(url.strip())
    return f"{parts.scheme.lower()}://{(parts.netloc or '').lower()}{parts.path.rstrip('/')}"


def _folder(value: Any) -> Path | None:
    if not isinstance(value, str) or not value.strip() or not os.path.isabs(value.strip()):
        return None
    return Path(os.path.normpath(value.strip()))


def _resolved(path: Path | str) -> Path:
    return Path(path).expanduser().resolve()


def _inside(path: Path, folder: Path) -> bool:
    return path.is_relative_to(_resolved(folder))


def _copy(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
