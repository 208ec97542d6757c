"""Copy-ready configuration for the apps people connect, filled with this gateway's address.

`key` is the real key right after it was created (the only moment it exists in clear), else a
placeholder the user replaces.
"""

from __future__ import annotations

import json

from app.core.gateway.state import MODEL_ID

KEY_PLACEHOLDER = "<your Ling Desk key>"

APPS = (
    "curl",
    "OpenAI Python SDK",
    "Continue",
    "Cline",
    "Aider",
    "Zed",
    "opencode",
    "Claude Code",
)


def snippet(app: str, port: int, key: str | None = None, model: str = MODEL_ID) -> str:
    root = f"http://127.0.0.1:{port}"
    base = root + "/v1"
    k = key or KEY_PLACEHOLDER
    hello = json.dumps({"model": model, "messages": [{"role": "user", "content": "Hello"}]})
    if app == "curl":
        return (
            f"curl {base}/chat/completions \\\n"
            f'  -H "Authorization: Bearer {k}" \\\n'
            '  -H "Content-Type: application/json" \\\n'
            f"  -d '{hello}'"
        )
    if app == "OpenAI Python SDK":
        return (
            "from openai import OpenAI\n\n"
            f'client = OpenAI(base_url="{base}", api_key="{k}")\n'
            "reply = client.chat.completions.create(\n"
            f'    model="{model}",\n'
            '    messages=[{"role": "user", "content": "Hello"}],\n'
            ")\n"
            "print(reply.choices[0].message.content)"
        )
    if app == "Continue":
        return (
            "# ~/.continue/config.yaml, under models:\n"
            "models:\n"
            f"  - name: {model} (Ling Desk)\n"
            "    provider: openai\n"
            f"    model: {model}\n"
            f"    apiBase: {base}\n"
            f"    apiKey: {k}\n"
            "    roles: [chat, edit, apply]"
        )
    if app == "Cline":
        return (
            "Cline settings (the gear in Cline's panel):\n"
            "  API Provider: OpenAI Compatible\n"
            f"  Base URL:     {base}\n"
            f"  API Key:      {k}\n"
            f"  Model ID:     {model}"
        )
    if app == "Aider":
        return (
            f"export OPENAI_API_BASE={base}\n"
            f"export OPENAI_API_KEY={k}\n"
            f"aider --model openai/{model}"
        )
    if app == "Zed":
        zed = {
            "language_models": {
                "openai_compatible": {
                    "Ling Desk": {
                        "api_url": base,
                        "available_models": [
                            {"name": model, "display_name": f"{model} (Ling Desk)",
                             "max_tokens": 131072}
                        ],
                    }
                }
            }
        }  # fmt: skip
        return (
            "// Zed settings.json; then paste the key in the Agent panel's settings for\n"
            f"// the 'Ling Desk' provider: {k}\n" + json.dumps(zed, indent=2)
        )
    if app == "opencode":
        oc = {
            "$schema": "https://opencode.ai/config.json",
            "provider": {
                "lingdesk": {
                    "npm": "@ai-sdk/openai-compatible",
                    "name": "Ling Desk",
                    "options": {"baseURL": base, "apiKey": k},
                    "models": {model: {"name": model}},
                }
            },
        }
        return "// opencode.json\n" + json.dumps(oc, indent=2)
    if app == "Claude Code":
        # Claude Code speaks Anthropic's /v1/messages, which SGLang serves; its base URL has
        # no /v1 (the client adds it).
        return (
            f"export ANTHROPIC_BASE_URL={root}\n"
            f"export ANTHROPIC_AUTH_TOKEN={k}\n"
            f"export ANTHROPIC_MODEL={model}\n"
            f"export ANTHROPIC_SMALL_FAST_MODEL={model}\n"
            "claude"
        )
    raise ValueError(f"no snippet for {app!r}")
