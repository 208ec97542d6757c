"""The ladder's configurations, cumulative as in the published ladder, and the depth sweep."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from app.core.settings import Settings
from app.core.words import QT_TRANSLATE_NOOP, translate


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
            return translate("ladder", "Baseline (no optimization)")
        parts = [translate("ladder", "Humming MoE")] if self.humming else []
        parts += [translate("ladder", "FP8 LM head")] if self.fp8_head else []
        steps = self.mtp_steps
        if steps is not None:
            parts.append(translate("ladder", "NEXTN MTP (%n step(s))", None, steps))
        return " + ".join(parts)

    @property
    def label(self) -> str:
        """A short name that tells the configurations of one run apart (chart, check boxes)."""
        if self.id in LABELS:
            return translate("ladder", LABELS[self.id])
        if self.id.startswith("mtp_s"):
            return translate("ladder", "NEXTN depth {depth} (sweep)").format(depth=self.mtp_steps)
        return self.name

    def same_as(self, other: LadderConfig) -> bool:
        """The same engine configuration under another id (the sweep's depth 3 is the full
        stack): measuring both would measure one configuration twice."""
        return (self.humming, self.fp8_head, self.mtp_steps) == (
            other.humming,
            other.fp8_head,
            other.mtp_steps,
        )

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
# The rungs' short names (English: the key; translated where shown). The sweep's depths are
# "NEXTN depth N (sweep)" (LadderConfig.label).
LABELS = {
    "baseline": QT_TRANSLATE_NOOP("ladder", "Baseline"),
    "humming": QT_TRANSLATE_NOOP("ladder", "Humming MoE"),
    "humming_fp8": QT_TRANSLATE_NOOP("ladder", "Humming + FP8 head"),
    "humming_fp8_mtp": QT_TRANSLATE_NOOP("ladder", "Humming + FP8 head + NEXTN"),
}


def label_of(config_id: str) -> str:
    """The short name of a configuration id (an unknown id, from an older run, as it is)."""
    c = BY_ID.get(config_id)
    return c.label if c else config_id


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
            translate("ladder", "unknown configuration {names}; choose from {ids}").format(
                names=", ".join(unknown), ids=", ".join(BY_ID)
            )
        )
    chosen = [BY_ID[i] for i in dict.fromkeys(ids)]
    if sweep:
        # A depth that is already a chosen rung (depth 3: the full stack) is measured once, as
        # that rung; `folded` and `folded_note` say so with the results.
        chosen += [c for c in SWEEP if not any(c.same_as(o) for o in chosen)]
    return chosen


def folded(ids: list[str]) -> dict[str, str]:
    """The sweep's depths a run measured under another id: {sweep id: the id that measured it}
    (nothing when the run has no sweep)."""
    chosen = [BY_ID[i] for i in ids if i in BY_ID]
    if not any(c in SWEEP for c in chosen):
        return {}
    out = {}
    for depth in SWEEP:
        if depth.id in ids:
            continue
        twin = next((c for c in chosen if c.same_as(depth)), None)
        if twin is not None:
            out[depth.id] = twin.id
    return out


def folded_note(ids: list[str]) -> str:
    """One sentence per folded depth, for the page and the report ("" when none)."""
    return " ".join(
        translate(
            "ladder",
            "{depth} is the same configuration as {twin} (its NEXTN runs {steps} steps): measured "
            "once, shown once.",
        ).format(depth=label_of(depth), twin=label_of(twin), steps=BY_ID[depth].mtp_steps)
        for depth, twin in folded(ids).items()
    )
