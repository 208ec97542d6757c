"""What the running engine says of itself, for the apps' setups: the model id it serves, its
context length and how many requests it runs at once.

Read once each time the engine turns ready (app/core/gateway/feed.py), from `/v1/models`
(`id`, `max_model_len`) and `/server_info` (`context_length`, `served_model_name`, and
`internal_states[0].effective_max_running_requests_per_dp`, else `max_running_requests`; the
deprecated alias `/get_server_info` on builds without it): shared/SGLANG.md. A value the engine
does not give stays None, and the page says so rather than guessing one.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class EngineFacts:
    model_id: str | None = None
    context_length: int | None = None
    max_running: int | None = None  # requests the engine runs at once; more wait in its queue


def _int(v: object) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) and v > 0 else None


def parse_facts(models: Any, info: Any) -> EngineFacts:
    """The facts from the two answers (either may be None: not read)."""
    model_id: str | None = None
    context: int | None = None
    if isinstance(models, dict) and isinstance(models.get("data"), list) and models["data"]:
        card = models["data"][0]
        if isinstance(card, dict):
            if isinstance(card.get("id"), str) and card["id"]:
                model_id = card["id"]
            context = _int(card.get("max_model_len"))
    running: int | None = None
    if isinstance(info, dict):
        if model_id is None and isinstance(info.get("served_model_name"), str):
            model_id = info["served_model_name"] or None
        if context is None:
            context = _int(info.get("context_length"))
        states = info.get("internal_states")
        if isinstance(states, list) and states and isinstance(states[0], dict):
            per_dp = _int(states[0].get("effective_max_running_requests_per_dp"))
            if per_dp is not None:
                running = per_dp * (_int(info.get("dp_size")) or 1)
        if running is None:
            running = _int(info.get("max_running_requests"))
    return EngineFacts(model_id, context, running)


def read_facts(upstream: str, engine_key: str, timeout_s: float = 5.0) -> EngineFacts:
    """Blocking (a few ms on loopback): call it off any thread that must not wait."""
    import urllib.error  # (with http.client and email: ~10 ms the window's start need not pay)
    import urllib.request

    # No proxy from the environment: the engine is on this machine (or the attached one).
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    headers = {"Authorization": f"Bearer {engine_key}"} if engine_key else {}

    def get(path: str) -> Any:
        req = urllib.request.Request(upstream.rstrip("/") + path, headers=headers)
        with (
            contextlib.suppress(OSError, ValueError, urllib.error.URLError),
            opener.open(req, timeout=timeout_s) as r,
        ):
            return json.loads(r.read(4 * 1024 * 1024))
        return None

    models = get("/v1/models")
    info = get("/server_info")
    if info is None:
        info = get("/get_server_info")
    return parse_facts(models, info)
