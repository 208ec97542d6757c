"""The copy-ready snippets name this gateway's address, the model and the key, in each app's form."""

from __future__ import annotations

import json
import re

import pytest

from app.core.gateway.facts import parse_facts
from app.core.gateway.snippets import APPS, KEY_PLACEHOLDER, snippet


@pytest.mark.parametrize("app", APPS)
def test_each_snippet_has_address_model_and_key(app):
    text = snippet(app, 4950, "lingdesk-abc")
    assert "127.0.0.1:4950" in text and "Ling-3.0-flash" in text and "lingdesk-abc" in text
    assert KEY_PLACEHOLDER in snippet(app, 4950)


def test_json_snippets_are_valid_json():
    for app in ("Zed", "opencode"):
        text = snippet(app, 4950, "k")
        body = "\n".join(line for line in text.splitlines() if not line.startswith("//"))
        json.loads(body)
    text = snippet("opencode", 4950, "k", context_length=65536, max_running=2)
    oc = json.loads("\n".join(ln for ln in text.splitlines() if not ln.startswith("//")))
    assert oc["provider"]["lingdesk"]["options"] == {
        "baseURL": "http://127.0.0.1:4950/v1", "apiKey": "k"}  # fmt: skip
    assert oc["provider"]["lingdesk"]["models"]["Ling-3.0-flash"]["limit"]["context"] == 65536


def test_claude_code_gets_the_root_and_openai_clients_get_v1():
    assert "ANTHROPIC_BASE_URL=http://127.0.0.1:4950\n" in snippet("Claude Code", 4950, "k")
    assert "OPENAI_API_BASE=http://127.0.0.1:4950/v1\n" in snippet("Aider", 4950, "k")
    assert "aider --model openai/Ling-3.0-flash" in snippet("Aider", 4950, "k")
    with pytest.raises(ValueError):
        snippet("Notepad", 4950)


@pytest.mark.parametrize("app", APPS)
def test_each_snippet_takes_the_engines_model_context_and_parallel_limit(app):
    # Issue 39: Zed's said 131,072 while the engine served 262,144; Continue's and Cline's
    # gave none. Nothing of the engine is written into the snippets: it comes from the engine.
    text = snippet(app, 4950, "k", model="ling-served", context_length=98304, max_running=1)
    assert "ling-served" in text and "Ling-3.0-flash" not in text
    assert "98,304 tokens of context" in text
    assert "one request at a time" in text and "a chat answer in Ling Desk waits" in " ".join(
        line.lstrip("#/ ") for line in text.splitlines()
    )
    assert "131072" not in text and "262144" not in text
    three = snippet(app, 4950, "k", context_length=98304, max_running=3)
    assert "up to 3 requests at once" in " ".join(three.split())
    unknown = snippet(app, 4950, "k")
    assert "context length shows here once the engine is ready" in unknown
    assert set(re.findall(r"\d{4,}", unknown.replace(",", ""))) == {"4950"}  # no guessed size


def test_apps_with_a_context_setting_get_the_engines_in_their_own_field():
    ctx = {"context_length": 98304, "max_running": 1}
    assert "contextLength: 98304" in snippet("Continue", 1, **ctx)
    assert "Context Window Size: 98304" in snippet("Cline", 1, **ctx)
    assert '"max_tokens": 98304' in snippet("Zed", 1, **ctx)
    aider = snippet("Aider", 1, **ctx)
    meta = json.loads(aider.split("<<'JSON'\n", 1)[1].split("\nJSON\n", 1)[0])
    assert meta["openai/Ling-3.0-flash"]["max_input_tokens"] == 98304
    assert "--model-metadata-file ling-desk.aider.json" in aider


def test_engine_facts_from_models_and_server_info():
    models = {"data": [{"id": "ling-served", "max_model_len": 65536}]}
    info = {"context_length": None, "max_running_requests": None, "dp_size": 1,
            "served_model_name": "x", "internal_states": [
                {"effective_max_running_requests_per_dp": 2}]}  # fmt: skip
    f = parse_facts(models, info)
    assert (f.model_id, f.context_length, f.max_running) == ("ling-served", 65536, 2)
    # /v1/models unread: /server_info alone; nothing read: nothing guessed.
    f = parse_facts(None, {"served_model_name": "a", "context_length": 4096,
                           "max_running_requests": 1})  # fmt: skip
    assert (f.model_id, f.context_length, f.max_running) == ("a", 4096, 1)
    f = parse_facts(None, None)
    assert (f.model_id, f.context_length, f.max_running) == (None, None, None)
    f = parse_facts({"data": [{"id": 3, "max_model_len": True}]}, {"internal_states": "x"})
    assert (f.model_id, f.context_length, f.max_running) == (None, None, None)
