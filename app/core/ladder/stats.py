"""Statistics for the ladder: bootstrap intervals over requests and the exact McNemar test.

Plain Python on purpose: a few thousand resamples of at most 1,319 values take well under a
second, and the GUI install carries no numerical library.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

RESAMPLES = 2000


@dataclass(frozen=True)
class Estimate:
    mean: float
    lo: float
    hi: float

    def to_dict(self) -> dict:
        return {"mean": self.mean, "ci95": [self.lo, self.hi]}


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _percentile(sorted_values: list[float], q: float) -> float:
    # Linear interpolation between closest ranks (numpy's default).
    pos = (len(sorted_values) - 1) * q
    lo, hi = math.floor(pos), math.ceil(pos)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def bootstrap_mean(
    values: Sequence[float], *, seed: int = 0, resamples: int = RESAMPLES
) -> Estimate:
    """The mean and its 95% percentile-bootstrap interval (resampling requests)."""
    if not values:
        raise ValueError("no values")
    rng = random.Random(seed)
    n = len(values)
    means = sorted(mean([values[rng.randrange(n)] for _ in range(n)]) for _ in range(resamples))
    return Estimate(mean(values), _percentile(means, 0.025), _percentile(means, 0.975))


def bootstrap_ratio(
    base: Sequence[float], other: Sequence[float], *, seed: int = 0, resamples: int = RESAMPLES
) -> Estimate:
    """mean(other) / mean(base) with a paired bootstrap interval (request i with request i)."""
    if len(base) != len(other) or not base:
        raise ValueError("paired samples of equal, non-zero length are needed")
    rng = random.Random(seed)
    n = len(base)
    ratios = []
    for _ in range(resamples):
        idx = [rng.randrange(n) for _ in range(n)]
        b = sum(base[i] for i in idx)
        ratios.append(sum(other[i] for i in idx) / b if b else math.inf)
    ratios.sort()
    return Estimate(
        mean(other) / mean(base), _percentile(ratios, 0.025), _percentile(ratios, 0.975)
    )


def mcnemar_exact(base_correct: Sequence[bool], other_correct: Sequence[bool]) -> float:
    """Two-sided exact McNemar p-value for paired correctness (binomial on discordant pairs)."""
    if len(base_correct) != len(other_correct):
        raise ValueError("paired samples of equal length are needed")
    b = sum(1 for x, y in zip(base_correct, other_correct, strict=True) if x and not y)
    c = sum(1 for x, y in zip(base_correct, other_correct, strict=True) if y and not x)
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def mcnemar_min_discordant(alpha: float = 0.05) -> int:
    """The fewest discordant pairs with which the exact test can reach p < alpha at all (every
    one of them going the same way): 6 at 0.05. With fewer, no result is ever significant."""
    n = 1
    while 2 * 0.5**n >= alpha:
        n += 1
    return n


def mcnemar_pairs_needed(
    delta: float, discordant: float, *, alpha: float = 0.05, power: float = 0.8
) -> int:
    """Paired questions needed for McNemar's test to detect an accuracy change of `delta` (a
    fraction) with the given power, when a fraction `discordant` of the pairs differ (Connor
    1987). A change of `delta` needs at least that fraction discordant, so it is the floor."""
    if not 0 < delta < 1:
        raise ValueError("delta must be between 0 and 1")
    psi = min(1.0, max(discordant, delta))
    z_a = NormalDist().inv_cdf(1 - alpha / 2)
    z_b = NormalDist().inv_cdf(power)
    n = (z_a * math.sqrt(psi) + z_b * math.sqrt(max(0.0, psi - delta**2))) ** 2 / delta**2
    return max(mcnemar_min_discordant(alpha), math.ceil(n))
