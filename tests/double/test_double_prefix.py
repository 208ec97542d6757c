"""The double's prefix cache, as SGLang reports it: `prompt_tokens_details.cached_tokens` only with
--enable-cache-report (null without), whole pages of a prompt that starts like an earlier one, and
the prefill log's #cached-token."""

from __future__ import annotations

import httpx
import pytest

from tests.double.test_double import Engine, auth, model_dir  # noqa: F401 (fixture)

BASE = ["--api-key", "sk-double-test", "--page-size", "64", "--double-prefill-tok-per-s", "2000"]
DOC = "The notice period is ninety days. " * 300  # ~2,100 tokens


@pytest.fixture(scope="module")
def reporting(model_dir):  # noqa: F811
    eng = Engine(model_dir, [*BASE, "--enable-cache-report"])
    eng.wait_ready()
    yield eng
    eng.stop()


def usage(eng: Engine, messages: list[dict]) -> dict:
    body = {"messages": messages, "max_tokens": 4}
    r = httpx.post(eng.base + "/v1/chat/completions", json=body, headers=auth(), timeout=30)
    assert r.status_code == 200, r.text
    return r.json()["usage"]


def test_a_follow_up_reuses_the_pages_its_start_shares(reporting):
    first = [{"role": "user", "content": DOC + "What is the notice period?"}]
    u1 = usage(reporting, first)
    assert u1["prompt_tokens_details"] == {"cached_tokens": 0}
    follow = [*first, {"role": "assistant", "content": "Ninety days."},
              {"role": "user", "content": "And for managers?"}]  # fmt: skip
    u2 = usage(reporting, follow)
    cached = u2["prompt_tokens_details"]["cached_tokens"]
    assert cached % 64 == 0 and cached / u2["prompt_tokens"] > 0.9
    log = reporting.err + reporting.out
    assert f"#cached-token: {cached}," in log


def test_without_the_flag_the_field_is_null(model_dir):  # noqa: F811
    eng = Engine(model_dir, BASE)
    eng.wait_ready()
    try:
        u = usage(eng, [{"role": "user", "content": DOC}])
        assert u["prompt_tokens_details"] is None
    finally:
        eng.stop()
