"""What the ladder's result says: configurations by name, a run too small to tell an accuracy
change said to be so (with the size that could), and report.md kept for every run."""

from __future__ import annotations

import random

import pytest

from app.core.ladder import runner
from app.core.ladder.configs import BY_ID, name_of
from app.core.ladder.stats import mcnemar_exact, mcnemar_min_discordant, mcnemar_pairs_needed
from app.core.paths import Paths


def test_the_exact_test_needs_six_discordant_pairs_to_say_anything():
    least = mcnemar_min_discordant(0.05)
    assert least == 6
    assert mcnemar_exact([True] * least, [False] * least) < 0.05
    assert mcnemar_exact([True] * (least - 1), [False] * (least - 1)) >= 0.05


def test_pairs_needed_match_connors_formula_and_give_the_power_they_promise():
    # Connor (1987), 10% discordant, a 5-point change, alpha 0.05, power 0.8: 311.6 -> 312.
    assert mcnemar_pairs_needed(0.05, 0.10) == 312
    # Fewer discordant pairs than the change itself is impossible: the change is the floor.
    assert mcnemar_pairs_needed(0.05, 0.0) == mcnemar_pairs_needed(0.05, 0.05)
    assert mcnemar_pairs_needed(0.05, 0.30) > mcnemar_pairs_needed(0.05, 0.10)
    with pytest.raises(ValueError):
        mcnemar_pairs_needed(0.0, 0.1)

    # Simulated: with the number it names, the exact test finds a real 5-point drop about 80%
    # of the time; with a quarter of it, far less often.
    def power(n: int, trials: int = 300) -> float:
        rng = random.Random(11)
        found = 0
        for _ in range(trials):
            base, other = [], []
            for _ in range(n):
                u = rng.random()  # 7.5% lost, 2.5% gained: 10% discordant, a 5-point drop
                b = True
                o = not (u < 0.075)
                if 0.075 <= u < 0.10:
                    b, o = False, True
                base.append(b)
                other.append(o)
            found += mcnemar_exact(base, other) < 0.05
        return found / trials

    n = mcnemar_pairs_needed(0.05, 0.10)
    assert 0.70 <= power(n) <= 0.90
    assert power(n // 4) < 0.40


def test_every_configuration_has_words_and_a_short_label():
    assert name_of("humming_fp8_mtp") == "Humming MoE + FP8 LM head + NEXTN MTP (3 steps)"
    assert name_of("mtp_s1") == "Humming MoE + FP8 LM head + NEXTN MTP (1 step)"
    assert name_of("baseline") == "Baseline (no optimization)"
    assert name_of("something_old") == "something_old"  # an id from an older run stays
    for c in BY_ID.values():
        assert "_" not in c.name and "_" not in c.label
    # One run may hold a rung and the sweep entry with the same flags: labels tell them apart.
    assert len({c.label for c in BY_ID.values()}) == len(BY_ID)


def _run(tmp_path, n: int, *, flips: int = 0) -> runner.StoredRun:
    """A stored run of baseline and humming_fp8_mtp over n graded questions; `flips` answers
    that baseline got right are wrong with the other."""
    paths = Paths.from_basedir(tmp_path).ensure()
    run = runner.StoredRun.create(paths, {
        "workload": "sums", "n": n, "seed": 0, "configs": ["baseline", "humming_fp8_mtp"],
        "command": "ling-desk bench --workload sums.jsonl",
    })  # fmt: skip
    for cid, speed in (("baseline", 40.0), ("humming_fp8_mtp", 90.0)):
        reqs = [
            runner.RequestResult(
                key=f"q{i}",
                ok=True,
                decode_tok_s=speed + i % 3,
                latency_s=1.0,
                ttft_s=0.1,
                correct=not (cid != "baseline" and i < flips),
            )
            for i in range(n)
        ]
        run.results[cid] = runner.ConfigResult(id=cid, ok=True, requests=reqs)
    run.save()
    return run


def test_six_questions_are_said_to_be_far_too_few_to_tell(tmp_path):
    run = _run(tmp_path, 6)
    summary = runner.summarize(run)
    power = runner.accuracy_power(run, summary["best"])
    assert power is not None and power["n"] == 6 and power["discordant"] == 0.0
    text = runner.recommendation(summary, power=power, names=True)
    assert text.startswith("Use Humming MoE + FP8 LM head + NEXTN MTP (3 steps): ")
    assert "`" not in text and "humming_fp8_mtp" not in text
    assert "no detectable change" not in text and "(McNemar p = 1)." in text
    assert "6 questions are far too few to tell whether accuracy changed" in text
    assert f"about {power['needed']:,} questions" in text
    assert "not even every answer changing could be told from chance" not in text  # 6 could


def test_enough_questions_keep_no_detectable_change(tmp_path):
    run = _run(tmp_path, 400, flips=2)
    summary = runner.summarize(run)
    power = runner.accuracy_power(run, summary["best"])
    assert power is not None and power["n"] >= power["needed"]
    text = runner.recommendation(summary, power=power, names=True)
    assert "no detectable change" in text and "too few" not in text


def test_five_questions_could_not_show_a_change_whatever_happened(tmp_path):
    run = _run(tmp_path, 5, flips=5)  # every answer lost: still not significant with 5
    summary = runner.summarize(run)
    text = runner.recommendation(
        summary, power=runner.accuracy_power(run, summary["best"]), names=True
    )
    assert "5 questions are far too few" in text
    assert "With fewer than 6, not even every answer changing could be told from chance" in text


def test_the_report_is_written_next_to_the_run(tmp_path):
    run = _run(tmp_path, 6)
    summary = runner.summarize(run)
    path = runner.write_report(run, summary)
    assert path == run.folder / "report.md"
    text = path.read_text()
    assert "**Recommendation:** Use `humming_fp8_mtp`" in text  # the report keeps ids
    assert "far too few to tell" in text
    assert "ling-desk bench --workload sums.jsonl" in text
    assert not list(run.folder.glob("*.tmp"))
