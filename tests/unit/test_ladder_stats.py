"""The ladder's statistics on constructed data, its answer reading and its workloads."""

from __future__ import annotations

import json
import random

import pytest

from app.core.ladder.configs import LADDER, SWEEP, pick
from app.core.ladder.stats import bootstrap_mean, bootstrap_ratio, mcnemar_exact
from app.core.ladder.workload import WorkloadError, extract_answer, gsm8k, prompts_file
from app.core.settings import Settings


def test_mcnemar_known_values():
    # 10 discordant pairs split 8/2: p = 2 * P(X <= 2 | n=10, 1/2) = 2 * 56/1024.
    base = [True] * 8 + [False] * 2 + [True] * 5
    other = [False] * 8 + [True] * 2 + [True] * 5
    assert mcnemar_exact(base, other) == pytest.approx(2 * 56 / 1024)
    assert mcnemar_exact([True, False], [True, False]) == 1.0  # no discordant pair
    # 0 vs 6: p = 2 / 64.
    assert mcnemar_exact([True] * 6, [False] * 6) == pytest.approx(2 / 64)


def test_bootstrap_interval_covers_the_true_mean_most_of_the_time():
    rng = random.Random(7)
    covered = 0
    for trial in range(40):
        sample = [rng.gauss(50.0, 8.0) for _ in range(60)]
        est = bootstrap_mean(sample, seed=trial, resamples=400)
        assert est.lo <= est.mean <= est.hi
        covered += est.lo <= 50.0 <= est.hi
    assert covered >= 34  # nominal 95%: 38 of 40 expected; far below that means a broken interval


def test_paired_ratio():
    base = [10.0, 20.0, 30.0, 40.0]
    est = bootstrap_ratio(base, [2 * b for b in base], resamples=200)
    assert est.mean == pytest.approx(2.0) and est.lo == pytest.approx(2.0)
    with pytest.raises(ValueError):
        bootstrap_ratio([1.0], [1.0, 2.0])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("so 3 + 4 = 7\n#### 7", "7"),
        ("#### 1,234", "1234"),
        ("The answer is 18.", "18"),
        ("costs $5.50 then 12.0", "12"),
        ("no number here", None),
    ],
)
def test_answers_are_read_like_gsm8k(text, want):
    assert extract_answer(text) == want


def test_gsm8k_is_shipped_whole_with_five_shots():
    w = gsm8k()
    assert w.n == 1319
    first = w.items[0]
    assert first.answer == "18"
    assert first.messages[0]["content"].count("Question:") == 6  # five exemplars and the question
    subset = w.limited(20, seed=3)
    assert subset.n == 20 and [i.key for i in subset.items] == [
        i.key for i in w.limited(20, 3).items
    ]


def test_prompts_file_errors_name_the_line(tmp_path):
    f = tmp_path / "p.jsonl"
    f.write_text(
        json.dumps({"prompt": "hi", "answer": 4}) + "\n" + json.dumps({"text": "x"}) + "\n"
    )
    with pytest.raises(WorkloadError, match=r"p.jsonl, line 2"):
        prompts_file(f)
    f.write_text("{not json\n")
    with pytest.raises(WorkloadError, match="line 1: not JSON"):
        prompts_file(f)


def test_configs_are_cumulative_and_the_sweep_sets_depth():
    ids = [c.id for c in pick(None, True)]
    # The sweep's depth 3 is the full stack (humming_fp8_mtp): measured once, not twice.
    assert ids == ["baseline", "humming", "humming_fp8", "humming_fp8_mtp",
                   "mtp_s1", "mtp_s2", "mtp_s4"]  # fmt: skip
    base = LADDER[0].apply(Settings())
    o = base.optimizations
    assert (o.humming_moe, o.fp8_lm_head, o.mtp_nextn) == (False, False, False)
    s2 = SWEEP[1].apply(Settings()).optimizations
    assert (s2.mtp_nextn, s2.mtp_steps, s2.mtp_draft_tokens) == (True, 2, 3)
    with pytest.raises(ValueError, match="unknown configuration"):
        pick("baseline,turbo", False)
