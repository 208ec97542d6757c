"""The gateway's self-test: one short real request through it, as an app would make it.

A key is made for the test and revoked right after (and one left by a test that died is
revoked first), so the test leaves no key behind; its request shows in the request log under
TEST_KEY_NAME. Blocking (up to `timeout` s): the window runs it through app/ui/shell/ops.py.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass

from app.core.gateway.keys import ClientKeys, KeyStoreError
from app.core.gateway.state import MODEL_ID
from app.core.plainhttp import tls_for
from app.core.words import translate

TEST_KEY_NAME = "Ling Desk test"


@dataclass(frozen=True)
class SelfTestResult:
    ok: bool
    text: str  # for the user: "Works: answered in 1.2 s (“Hello…”)" or "Failed (503): …"


def selftest(
    base_url: str, keys: ClientKeys, *, timeout: float = 120, model: str = MODEL_ID
) -> SelfTestResult:
    """POST a short chat completion to `base_url` + "/chat/completions" (base_url ends in /v1).
    Never raises for a failed request: the result says what went wrong."""
    import httpx

    t0 = time.monotonic()
    try:
        # A real key through the real path; revoked again right after.
        with contextlib.suppress(KeyStoreError):
            keys.revoke(TEST_KEY_NAME)
        key = keys.create(TEST_KEY_NAME)
        try:
            r = httpx.post(
                base_url + "/chat/completions",
                headers={"Authorization": f"Bearer {key}"},
                json={"model": model, "max_tokens": 16,
                      "messages": [{"role": "user", "content": "Say hello."}]},
                timeout=timeout,
                # Never through a proxy from the environment: the key is real until revoked.
                trust_env=False,
                verify=tls_for(base_url),
            )  # fmt: skip
        finally:
            keys.revoke(TEST_KEY_NAME)
        if r.status_code == 200:
            reply = r.json()["choices"][0]["message"]
            answer = reply.get("content") or reply.get("reasoning_content") or ""
            took = time.monotonic() - t0
            return SelfTestResult(
                True,
                translate("gateway", "Works: answered in {s} s (“{answer}…”)").format(
                    s=f"{took:.1f}", answer=answer.strip()[:40]
                ),
            )
        try:
            why = r.json()["error"]["message"]
        except (ValueError, KeyError, TypeError):
            why = r.text[:200]
        return SelfTestResult(
            False,
            translate("gateway", "Failed ({status}): {why}").format(status=r.status_code, why=why),
        )
    except Exception as exc:  # said to the user as the test's result, never raised
        return SelfTestResult(
            False,
            translate("gateway", "Failed: {error}").format(error=f"{type(exc).__name__}: {exc}"),
        )
