"""`ling-desk check` in Chinese against the SGLang double (issue 41): the table's remedies and
its last line speak the language; `--json` keeps its keys, ids and statuses in English while its
human text (titles, summaries, remedies) follows the language. The locale alone chooses it
(LANG=zh_CN.UTF-8, no LING_DESK_LANG), as a user's terminal does."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.support.verify_cli import double_launcher, run_check
from tests.support.verify_model import make_fake_model

# The locale variables a terminal would set; the suite's LING_DESK_LANG=en is emptied (it
# would win over the locale).
CHINESE = {"LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "",
           "LING_DESK_LANG": ""}  # fmt: skip


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("check-zh")
    model = make_fake_model(root / "model")
    common = ["--model", str(model), "--launcher", double_launcher("no-humming")]
    jobs = {
        "table": ["--basedir", str(root / "t"), *common],
        "json": ["--json", "--basedir", str(root / "j"), *common],
    }
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {k: pool.submit(run_check, *a, env=CHINESE) for k, a in jobs.items()}
        return {k: f.result() for k, f in futures.items()}


def test_check_prints_chinese_remedies(runs):
    r = runs["table"]
    assert r.rc == 1, r.explain()
    # The Humming row: its Chinese title, its reason and the remedy in plain Chinese words.
    assert "Humming MoE 内核" in r.stdout, r.explain()
    assert "Humming 被绕过了" in r.stdout
    assert "> 请重新创建引擎环境" in r.stdout
    assert "失败：13 项检查中有 1 项（humming_moe）" in r.stdout
    assert "What to do" not in r.stdout and "FAILED:" not in r.stdout


def test_check_json_keeps_english_keys_and_ids(runs):
    r = runs["json"]
    assert r.rc == 1 and r.data is not None, r.explain()
    assert set(r.data) == {"ok", "verdicts"} and r.data["ok"] is False
    humming = r.by_id["humming_moe"]
    assert set(humming) >= {"id", "title", "status", "summary", "evidence", "remedy",
                            "remedy_detail", "duration_s", "action"}  # fmt: skip
    assert humming["status"] == "fail" and humming["action"] == "open_setup"
    assert humming["title"] == "Humming MoE 内核"
    assert humming["remedy"].startswith("请重新创建引擎环境")
    assert humming["summary"].startswith("Humming 被绕过了")
    # The evidence quotes the engine as it spoke; statuses stay ids for scripts.
    assert any("moe_runner_backend" in e for e in humming["evidence"])
    assert {v["status"] for v in r.data["verdicts"]} <= {"pass", "warn", "fail", "skip",
                                                         "unprovable"}  # fmt: skip
    assert r.by_id["engine_ready"]["status"] == "pass"
