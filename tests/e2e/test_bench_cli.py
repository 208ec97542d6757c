"""`ling-desk bench` against the SGLang double whose speed follows the flags and whose answers
can be right or wrong: each rung started, checked and measured; statistics; resume; failures."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from app.core import vault
from tests.support.engine import DOUBLE, ROOT, make_model_dir

FAST = ("--double-load-s 0.2 --double-health-delay 0.05 --double-warmup-delay 0.05 "
        "--double-tok-per-s 400 --double-ttft 0.01 --double-speed-follows-flags 1 "
        "--double-accuracy 0.8")  # fmt: skip


def prompts(tmp_path, n=12):
    f = tmp_path / "sums.jsonl"
    rows = [{"prompt": f"What is {a} plus {a * 3}?", "answer": a + a * 3} for a in range(1, n + 1)]
    f.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return f


def bench(tmp_path, *args, knobs=FAST):
    return subprocess.run(
        [sys.executable, "-m", "app", "bench", "--basedir", str(tmp_path / "base"),
         "--launcher", f"{sys.executable} {DOUBLE} {knobs}",
         "--model", str(make_model_dir(tmp_path)), "--max-tokens", "24", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=240,
        env={**os.environ, "SGLANG_HEALTH_CHECK_TIMEOUT": "20"},
    )  # fmt: skip


def test_ladder_measures_each_rung_and_recommends(tmp_path):
    r = bench(tmp_path, "--workload", str(prompts(tmp_path)), "--json")
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout)
    by = {c["id"]: c for c in out["configs"]}
    assert list(by) == ["baseline", "humming", "humming_fp8", "humming_fp8_mtp"]
    assert all(c["ok"] and c["n"] == 12 for c in by.values())
    speed = [by[i]["decode_tok_s"]["mean"] for i in by]
    assert speed == sorted(speed)  # each rung adds speed, as the double's flags say
    assert by["baseline"]["accept_length"] is None or by["baseline"]["accept_length"] <= 1.0
    assert by["humming_fp8_mtp"]["accept_length"] > 2.0
    for c in by.values():
        lo, hi = c["decode_tok_s"]["ci95"]
        assert lo <= c["decode_tok_s"]["mean"] <= hi
        assert 0.0 <= c["accuracy"] <= 1.0
    comps = {c["config"]: c for c in out["comparisons"]}
    assert set(comps) == {"humming", "humming_fp8", "humming_fp8_mtp"}
    assert comps["humming_fp8_mtp"]["speedup"]["mean"] > 1.5
    assert 0.0 <= comps["humming_fp8"]["mcnemar_p"] <= 1.0
    assert out["best"] == "humming_fp8_mtp"
    # The flags each rung really ran with are recorded.
    assert "--speculative-num-steps" not in by["baseline"]["argv_flags"]
    assert (
        by["humming"]["argv_flags"][by["humming"]["argv_flags"].index("--moe-runner-backend") + 1]
        == "humming"
    )
    report = next((tmp_path / "base" / "data" / "ladder").glob("*/report.md")).read_text()
    assert "**Recommendation:** Use `humming_fp8_mtp`" in report


def test_a_rung_whose_checks_fail_is_reported_not_measured_and_resume_keeps_the_rest(tmp_path):
    # Upstream 0.5.23 behaviour: the FP8 switch is silently ignored, so FP8 rungs fail their checks.
    knobs = FAST + " --double-fault fp8-ignored"
    r = bench(tmp_path, "--workload", str(prompts(tmp_path, 6)), "--ladder",
              "baseline,humming_fp8", "--json", knobs=knobs)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout)
    by = {c["id"]: c for c in out["configs"]}
    assert by["baseline"]["ok"] and not by["humming_fp8"]["ok"]
    assert by["humming_fp8"]["n"] == 0 and by["humming_fp8"]["decode_tok_s"] is None
    assert any(v["id"] == "fp8_lm_head" for v in by["humming_fp8"]["failed_checks"])
    assert out["best"] == "baseline"
    # Resume: drop the failed rung from the stored run; only it runs again, baseline is kept.
    (folder,) = (tmp_path / "base" / "data" / "ladder").iterdir()
    stored = json.loads((folder / "run.json").read_text())
    baseline_before = stored["results"][0]
    stored["results"] = stored["results"][:1]
    (folder / "run.json").write_text(json.dumps(stored))
    r2 = bench(tmp_path, "--resume", folder.name, "--json")  # the healthy double this time
    assert r2.returncode == 0, r2.stderr[-3000:]
    assert "1 configuration to measure (humming_fp8)" in r2.stderr
    again = json.loads((folder / "run.json").read_text())
    assert again["results"][0] == baseline_before
    assert {c["id"]: c["ok"] for c in json.loads(r2.stdout)["configs"]} == {
        "baseline": True, "humming_fp8": True}  # fmt: skip


def test_bad_workload_is_one_line(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"nothing": 1}\n')
    r = bench(tmp_path, "--workload", str(bad))
    assert r.returncode == 1
    assert r.stderr.strip().splitlines()[-1].startswith("ling-desk bench: ")
    assert "line 1" in r.stderr and "Traceback" not in r.stderr


def test_the_history_workload_reads_an_encrypted_history(tmp_path):
    from tests.e2e.test_history_cli import seed

    base = tmp_path / "base"
    seed(base, [("first", 2, False), ("second", 1, False)])  # plain: the run converts it
    r = bench(tmp_path, "--workload", "history", "--ladder", "baseline", "--json")
    assert r.returncode == 0, r.stderr[-3000:]
    assert vault.is_encrypted(base / "data" / "history.sqlite3")
    assert json.loads(r.stdout)["workload"] == {"name": "history", "n": 2}  # both questions
