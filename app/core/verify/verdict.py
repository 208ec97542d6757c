"""Checks and their verdicts: what Ling Desk claims about the engine, and what it saw to claim it.

A verdict is pass only with evidence seen in this run (a log line, a server field and its value, a
measured number); a flag we passed is never evidence. Other tools read the ids, so they are fixed.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from app.core.words import QT_TRANSLATE_NOOP, translate


class Status(enum.StrEnum):
    PASS = "pass"
    WARN = "warn"
    FAIL = "fail"
    SKIP = "skip"
    # Decided, neither passed nor failed: the evidence exists only inside an engine Ling Desk
    # cannot see (attached to someone else's). Shown grey with the reason, never red.
    UNPROVABLE = "unprovable"
    PENDING = "pending"


# The three optimizations: fixed ids (the recipe's owed_checks use them too).
HUMMING_MOE = "humming_moe"
FP8_LM_HEAD = "fp8_lm_head"
MTP_NEXTN = "mtp_nextn"
OPTIMIZATION_IDS = (HUMMING_MOE, FP8_LM_HEAD, MTP_NEXTN)

# Preflight (before launch).
SETTINGS = "settings"
ENGINE_ENV = "engine_env"
ENGINE_CAPS = "engine_caps"
GPU = "gpu"
MODEL_FILES = "model_files"
MEMORY = "memory"
PREFLIGHT_IDS = (SETTINGS, ENGINE_ENV, ENGINE_CAPS, GPU, MODEL_FILES, MEMORY)

# Live (after launch).
ENGINE_READY = "engine_ready"
PROBE = "probe"
DECODE_SPEED = "decode_speed"
LIVE_IDS = (ENGINE_READY, HUMMING_MOE, FP8_LM_HEAD, MTP_NEXTN, PROBE, DECODE_SPEED)

# Tool calling proven at start (app/core/verify/toolprobe.py). Not an optimization: at worst a
# warning (chatting still works), so it never changes `check`'s exit status.
TOOL_CALLS = "tool_calls"

# In English; shown as translate("verify", TITLES[id]) (Verdict.make does).
TITLES: dict[str, str] = {
    SETTINGS: QT_TRANSLATE_NOOP("verify", "Settings"),
    ENGINE_ENV: QT_TRANSLATE_NOOP("verify", "Engine environment"),
    ENGINE_CAPS: QT_TRANSLATE_NOOP("verify", "Engine capabilities"),
    GPU: QT_TRANSLATE_NOOP("verify", "GPU"),
    MODEL_FILES: QT_TRANSLATE_NOOP("verify", "Model files"),
    MEMORY: QT_TRANSLATE_NOOP("verify", "Free memory"),
    ENGINE_READY: QT_TRANSLATE_NOOP("verify", "Engine ready"),
    HUMMING_MOE: QT_TRANSLATE_NOOP("verify", "Humming MoE kernels"),
    FP8_LM_HEAD: QT_TRANSLATE_NOOP("verify", "FP8 LM head"),
    MTP_NEXTN: QT_TRANSLATE_NOOP("verify", "NEXTN multi-token prediction"),
    PROBE: QT_TRANSLATE_NOOP("verify", "Probe generation"),
    DECODE_SPEED: QT_TRANSLATE_NOOP("verify", "Decode speed"),
    TOOL_CALLS: QT_TRANSLATE_NOOP("verify", "Tool calls"),
}


# Fixes a row offers as its one button: each applies the remedy (restart with or without an
# optimization, open the set-up step), so the user acts instead of translating words into steps.
FIX_FP8_OFF = "restart_without_fp8_head"
FIX_MTP_OFF = "restart_without_nextn"
# After "without the FP8 head" showed it was not the cause: the head back on, NEXTN off.
FIX_FP8_ON_MTP_OFF = "restart_with_fp8_head_without_nextn"
FIX_SETUP = "open_setup"
FIX_SETTINGS = "settings"  # the same name as the status panel's "Open settings" button
# In English; shown as translate("verify", FIX_LABELS[fix]).
FIX_LABELS: dict[str, str] = {
    FIX_FP8_OFF: QT_TRANSLATE_NOOP("verify", "Restart without the FP8 head"),
    FIX_MTP_OFF: QT_TRANSLATE_NOOP("verify", "Restart without NEXTN"),
    FIX_FP8_ON_MTP_OFF: QT_TRANSLATE_NOOP("verify", "Restart: NEXTN off, FP8 head on"),
    FIX_SETUP: QT_TRANSLATE_NOOP("verify", "Open the set-up step"),
    FIX_SETTINGS: QT_TRANSLATE_NOOP("verify", "Open settings"),
}
# What each restart changes in Settings > Optimizations (field of Optimizations -> value).
FIX_CHANGES: dict[str, dict[str, bool]] = {
    FIX_FP8_OFF: {"fp8_lm_head": False},
    FIX_MTP_OFF: {"mtp_nextn": False},
    FIX_FP8_ON_MTP_OFF: {"fp8_lm_head": True, "mtp_nextn": False},
}


class Remedy(NamedTuple):
    """What to do, in two parts (and the one fix that applies it, if any).

    `plain` comes first and is written for someone who is not an engine expert: what to do, in
    words, naming only what the window shows (Settings > Optimizations, Create engine
    environment, the engine log); no flags, environment variables, class names or commands.
    `detail` follows for whoever wants the technical facts behind it (flags, identifiers,
    commands to type); it may be empty.
    """

    plain: str
    detail: str = ""
    action: str = ""  # one of FIX_LABELS, or "" (the row offers its usual buttons)

    def __bool__(self) -> bool:
        return bool(self.plain or self.detail)

    @property
    def text(self) -> str:
        """Both parts as one line (for a place that has room for only one string)."""
        return " ".join(p for p in (self.plain, self.detail) if p)


def join_remedies(remedies: list[Remedy] | tuple[Remedy, ...]) -> Remedy:
    """Several remedies as one: the plain parts together, then the details together (each part
    said once)."""
    plain = " ".join(dict.fromkeys(r.plain for r in remedies if r.plain))
    detail = " ".join(dict.fromkeys(r.detail for r in remedies if r.detail))
    action = next((r.action for r in remedies if r.action), "")
    return Remedy(plain, detail, action)


@dataclass(frozen=True)
class Verdict:
    """One check's current verdict.

    `evidence` quotes what was seen in this run; `remedy` says what the user should do, in plain
    words (empty when nothing is needed), and `remedy_detail` the technical detail behind it
    (flags, identifiers, commands; often empty); `duration_s` is how long the check took to
    decide (None while pending); `action` the one fix a button applies (FIX_LABELS, or "").
    """

    id: str
    title: str
    status: Status
    summary: str
    evidence: list[str] = field(default_factory=list)
    remedy: str = ""
    duration_s: float | None = None
    remedy_detail: str = ""
    action: str = ""

    @classmethod
    def make(
        cls,
        id: str,
        status: Status,
        summary: str,
        evidence: list[str] | None = None,
        remedy: str | Remedy = "",
        duration_s: float | None = None,
        *,
        remedy_detail: str = "",
        action: str = "",
    ) -> Verdict:
        """`remedy` is the plain text, or a `Remedy` carrying both parts (and its fix)."""
        if isinstance(remedy, Remedy):
            action = action or remedy.action
            remedy_detail = remedy_detail or remedy.detail
            remedy = remedy.plain
        return cls(
            id,
            translate("verify", TITLES[id]) if id in TITLES else id,
            status,
            summary,
            list(evidence or []),
            remedy,
            duration_s,
            remedy_detail,
            action,
        )

    @property
    def fix(self) -> Remedy:
        """The remedy's two parts and its fix."""
        return Remedy(self.remedy, self.remedy_detail, self.action)

    @property
    def failed(self) -> bool:
        return self.status == Status.FAIL

    @property
    def decided(self) -> bool:
        return self.status != Status.PENDING

    def with_duration(self, duration_s: float | None) -> Verdict:
        return replace(self, duration_s=None if duration_s is None else round(duration_s, 4))

    def same_as(self, other: Verdict | None) -> bool:
        """Equal but for the duration (what listeners care about)."""
        return other is not None and replace(other, duration_s=self.duration_s) == self

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "status": str(self.status),
            "summary": self.summary,
            "evidence": list(self.evidence),
            "remedy": self.remedy,
            # Added later, beside "remedy" (the plain part): readers that predate it lose only
            # the technical detail.
            "remedy_detail": self.remedy_detail,
            "duration_s": self.duration_s,
            # Only when there is one: readers of the older format see nothing new otherwise.
            **({"action": self.action} if self.action else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Verdict:
        return cls(
            id=data["id"],
            title=data.get("title") or TITLES.get(data["id"], data["id"]),
            status=Status(data["status"]),
            summary=data.get("summary", ""),
            evidence=list(data.get("evidence") or []),
            remedy=data.get("remedy", ""),
            duration_s=data.get("duration_s"),
            remedy_detail=data.get("remedy_detail") or "",
            action=data.get("action") or "",
        )


def overall_ok(verdicts: list[Verdict]) -> bool:
    """True when no check failed and none is still pending."""
    return not any(v.status in (Status.FAIL, Status.PENDING) for v in verdicts)


def audit_fields(
    verdicts: list[Verdict],
    *,
    profile: str | None,
    engine_version: str | None,
    humming_version: str | None = None,
    by: str,
) -> dict[str, Any]:
    """An engine start's `engine.start` audit record: each check's status by its id
    ({"humming_moe": "pass", "fp8_lm_head": "fail", ...}), whether none failed, the hardware
    profile and the engine's version; never the evidence (log lines) or the summaries."""
    return {
        **{v.id: str(v.status) for v in verdicts},
        "ok": overall_ok([v for v in verdicts if v.id != TOOL_CALLS]),
        "profile": profile,
        "engine_version": engine_version,
        "humming_version": humming_version,
        "by": by,
    }
