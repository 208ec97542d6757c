"""`ling-desk check` as a real process reports "Tool calls" (fixed id `tool_calls`) after the live
checks: green with a working tool-call parser, amber with the reason and the fix without one,
and the exit status stays the optimizations' own (0 here in both cases)."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.support.verify_cli import CheckRun, double_launcher, run_check
from tests.support.verify_model import make_fake_model


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, CheckRun]:
    root = tmp_path_factory.mktemp("tools")
    model = make_fake_model(root / "model")

    def args(name: str, mode: str, *extra: str) -> list[str]:
        base = ["--basedir", str(root / name), "--model", str(model)]
        return [*extra, *base, "--launcher", double_launcher(mode)]

    jobs = {
        "healthy": args("h", "healthy", "--json"),
        "missing": args("m", "tool-parser-missing", "--json"),
        "table": args("t", "tool-parser-missing"),
    }
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {name: pool.submit(run_check, *a) for name, a in jobs.items()}
        return {name: f.result() for name, f in futures.items()}


def test_a_working_parser_is_a_green_tool_calls_verdict(runs):
    r = runs["healthy"]
    assert r.rc == 0 and r.data is not None and r.data["ok"] is True, r.explain()
    assert r.data["verdicts"][-1]["id"] == "tool_calls"  # after the live checks
    v = r.by_id["tool_calls"]
    assert (v["title"], v["status"]) == ("Tool calls", "pass")
    assert "tool_calls[0].function.name = 'get_current_time'" in v["evidence"]


def test_a_missing_parser_warns_and_leaves_the_exit_status_alone(runs):
    r = runs["missing"]
    assert r.rc == 0 and r.data is not None and r.data["ok"] is True, r.explain()
    assert r.failed == set()
    v = r.by_id["tool_calls"]
    assert v["status"] == "warn"
    assert set(v) == {
        "id", "title", "status", "summary", "evidence", "remedy", "remedy_detail", "duration_s",
    }  # fmt: skip
    assert "raw <tool_call> text" in v["summary"]
    assert "Restart the engine" in v["remedy"]
    assert "--tool-call-parser ling3" in v["remedy_detail"]
    # The optimizations are judged as ever.
    assert all(r.status(i) == "pass" for i in ("humming_moe", "fp8_lm_head", "mtp_nextn"))


def test_the_table_prints_the_tool_calls_row_with_the_fix(runs):
    r = runs["table"]
    assert r.rc == 0, r.explain()
    assert re.search(
        r"^WARN\s+Tool calls\s+Tool calls come back as raw <tool_call>", r.stdout, re.M
    )
    assert "> Restart the engine from Ling Desk" in r.stdout
    assert r.stdout.endswith("\n\nOK: nothing failed (1 warnings)\n")  # the tool row's warning
