"""The gateway's self-test (app/core/gateway/selftest.py) against the gateway on real loopback
sockets, in front of the SGLang double: a real answer, a clear failure, and no key left."""

from __future__ import annotations

import pytest

from app.core.gateway.selftest import TEST_KEY_NAME, selftest
from tests.support.gateway_env import run_double, run_gateway


@pytest.fixture(scope="module")
def double(tmp_path_factory):
    with run_double(tmp_path_factory.mktemp("double"), "--double-tok-per-s", "2000") as d:
        yield d


@pytest.fixture
def gw(tmp_path, double):
    with run_gateway(tmp_path, double.url) as env:
        yield env


def test_selftest_answers_through_the_gateway_and_leaves_no_key(gw):
    result = selftest(gw.v1, gw.keys, timeout=30)
    assert result.ok, result.text
    assert result.text.startswith("Works: answered in")
    assert [k.name for k in gw.keys.list()] == ["tester"]  # the test's own key is revoked
    rec = gw.records(1)[-1]
    assert (rec.client, rec.endpoint, rec.status) == (
        TEST_KEY_NAME,
        "POST /v1/chat/completions",
        200,
    )


def test_selftest_says_why_a_not_ready_engine_fails(gw):
    gw.state.set_not_ready("loading weights", 0.3)
    result = selftest(gw.v1, gw.keys, timeout=30)
    assert not result.ok
    assert result.text == "Failed (503): Ling-3.0-flash is loading: loading weights, 30%"
    assert [k.name for k in gw.keys.list()] == ["tester"]


def test_selftest_reports_an_unreachable_gateway_without_raising(gw):
    result = selftest("http://127.0.0.1:9/v1", gw.keys, timeout=5)
    assert not result.ok and result.text.startswith("Failed: ConnectError")


def test_selftest_never_goes_through_a_proxy_from_the_environment(gw, monkeypatch):
    # A company desktop's proxy: the test's key and prompt must not travel there.
    for var in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.setenv(var, "http://127.0.0.1:9")
    for var in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(var, raising=False)
    result = selftest(gw.v1, gw.keys, timeout=30)
    assert result.ok, result.text
