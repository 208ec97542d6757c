"""The copy-ready snippets name this gateway's address, the model and the key, in each app's form."""

from __future__ import annotations

import json

import pytest

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
    oc = json.loads(snippet("opencode", 4950, "k").split("\n", 1)[1])
    assert oc["provider"]["lingdesk"]["options"] == {
        "baseURL": "http://127.0.0.1:4950/v1", "apiKey": "k"}  # fmt: skip


def test_claude_code_gets_the_root_and_openai_clients_get_v1():
    assert "ANTHROPIC_BASE_URL=http://127.0.0.1:4950\n" in snippet("Claude Code", 4950, "k")
    assert "OPENAI_API_BASE=http://127.0.0.1:4950/v1\n" in snippet("Aider", 4950, "k")
    assert "aider --model openai/Ling-3.0-flash" in snippet("Aider", 4950, "k")
    with pytest.raises(ValueError):
        snippet("Notepad", 4950)
