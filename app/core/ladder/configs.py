"""The ladder's configurations, cumulative as in the published ladder, and the depth sweep."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from app.core.settings import Settings


@dataclass(frozen=True)
class LadderConfig:
    id: str
    humming: bool
    fp8_head: bool
    mtp_steps: int | None  # None: no NEXTN; else N steps, top-k 1, N + 1 draft tokens

    @property
    def name(self) -> str:
        """What it runs, in words (the recommendation says this, not the id)."""
        if self.id == "baseline":
            return "Baseline (no optimization)"
        parts = ["Humming MoE"] if self.humming else []
        parts += ["FP8 LM head"] if self.fp8_head else []
        if self.mtp_steps is not None:
            parts.append(f"NEXTN MTP ({self.mtp_steps} step{'s' if self.mtp_steps > 1 else ''})")
        return " + ".join(parts)

    @property
    def label(self) -> str:
        """A short name that tells the configurations of one run apart (chart, check boxes)."""
        return LABELS.get(self.id, self.name)

    def apply(self, settings: Settings) -> Settings:
        """A copy of `settings` with exactly this configuration's optimizations."""
        s = copy.deepcopy(settings)
        o = s.optimizations
        o.humming_moe, o.fp8_lm_head = self.humming, self.fp8_head
        o.fp32_lm_head = False  # the ladder compares heads: the baseline's own is BF16
        o.mtp_nextn = self.mtp_steps is not None
        if self.mtp_steps is not None:
            o.mtp_steps, o.mtp_draft_tokens = self.mtp_steps, self.mtp_steps + 1
        return s


LADDER = [
    LadderConfig("baseline", False, False, None),
    LadderConfig("humming", True, False, None),
    LadderConfig("humming_fp8", True, True, None),
    LadderConfig("humming_fp8_mtp", True, True, 3),
]
SWEEP = [LadderConfig(f"mtp_s{n}", True, True, n) for n in (1, 2, 3, 4)]
BY_ID = {c.id: c for c in LADDER + SWEEP}
LABELS = {
    "baseline": "Baseline",
    "humming": "Humming MoE",
    "humming_fp8": "Humming + FP8 head",
    "humming_fp8_mtp": "Humming + FP8 head + NEXTN",
    **{c.id: f"NEXTN depth {c.mtp_steps} (sweep)" for c in SWEEP},
}


def name_of(config_id: str) -> str:
    """The words for a configuration id (an unknown id, from an older run, stays as it is)."""
    c = BY_ID.get(config_id)
    return c.name if c else config_id


def pick(ladder: str | None, sweep: bool) -> list[LadderConfig]:
    """Configurations by id (default: the four rungs), plus the sweep when asked."""
    ids = [i.strip() for i in ladder.split(",") if i.strip()] if ladder else [c.id for c in LADDER]
    unknown = [i for i in ids if i not in BY_ID]
    if unknown:
        raise ValueError(
            f"unknown configuration {', '.join(unknown)}; choose from {', '.join(BY_ID)}"
        )
    chosen = [BY_ID[i] for i in dict.fromkeys(ids)]
    if sweep:
        chosen += [c for c in SWEEP if c not in chosen]
    return chosen
