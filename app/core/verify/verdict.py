"""Checks and their verdicts: what Ling Desk claims about the engine, and what it saw to claim it.

A verdict is pass only with evidence seen in this run (a log line, a server field and its value, a
measured number); a flag we passed is never evidence. Other tools read the ids, so they are fixed.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Any


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

TITLES: dict[str, str] = {
    SETTINGS: "Settings",
    ENGINE_ENV: "Engine environment",
    ENGINE_CAPS: "Engine capabilities",
    GPU: "GPU",
    MODEL_FILES: "Model files",
    MEMORY: "Free memory",
    ENGINE_READY: "Engine ready",
    HUMMING_MOE: "Humming MoE kernels",
    FP8_LM_HEAD: "FP8 LM head",
    MTP_NEXTN: "NEXTN multi-token prediction",
    PROBE: "Probe generation",
    DECODE_SPEED: "Decode speed",
}


@dataclass(frozen=True)
class Verdict:
    """One check's current verdict.

    `evidence` quotes what was seen in this run; `remedy` says what the user should do (empty when
    nothing is needed); `duration_s` is how long the check took to decide (None while pending).
    """

    id: str
    title: str
    status: Status
    summary: str
    evidence: list[str] = field(default_factory=list)
    remedy: str = ""
    duration_s: float | None = None

    @classmethod
    def make(
        cls,
        id: str,
        status: Status,
        summary: str,
        evidence: list[str] | None = None,
        remedy: str = "",
        duration_s: float | None = None,
    ) -> Verdict:
        return cls(
            id, TITLES.get(id, id), status, summary, list(evidence or []), remedy, duration_s
        )

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
            "duration_s": self.duration_s,
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
        )


def overall_ok(verdicts: list[Verdict]) -> bool:
    """True when no check failed and none is still pending."""
    return not any(v.status in (Status.FAIL, Status.PENDING) for v in verdicts)
