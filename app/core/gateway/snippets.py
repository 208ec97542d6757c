"""Copy-ready configuration for the apps people connect, filled with this gateway's address and
what the running engine says of itself (app/core/gateway/facts.py): its model id, context length
and how many requests it runs at once. Nothing of the engine is written in here: a value it has not
said (the engine not ready yet) is left out, and the snippet says so.

`key` is the real key right after it was created (the only moment it exists in clear), else a
placeholder the user replaces.
"""

from __future__ import annotations

import json
import textwrap

from app.core.gateway.state import MODEL_ID
from app.core.words import translate

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


def parallel_text(max_running: int | None) -> str:
    """What the engine's parallel limit means for an app and for Ling Desk's chat."""
    if max_running is None:
        return translate(
            "gateway", "How many requests the engine runs at once is known once it is ready."
        )
    if max_running == 1:
        return translate(
            "gateway",
            "The engine runs one request at a time: a chat answer in Ling Desk waits while an "
            "app's request runs, and an app waits for a chat answer.",
        )
    return translate(
        "gateway",
        "The engine runs up to {n} requests at once (an app's and a chat's side by side); more "
        "wait for a free one.",
    ).format(n=max_running)


def notes(model: str, context_length: int | None, max_running: int | None) -> list[str]:
    """The lines each snippet starts with (as comments where its format has them)."""
    ctx = (
        translate("gateway", "{model}: {n} tokens of context.").format(
            model=model, n=f"{context_length:,}"
        )
        if context_length is not None
        else translate(
            "gateway", "{model}: its context length shows here once the engine is ready."
        ).format(model=model)
    )
    # Short lines: the page shows snippets unwrapped, as they are pasted.
    return [*textwrap.wrap(ctx, 76), *textwrap.wrap(parallel_text(max_running), 76)]


def snippet(
    app: str,
    port: int,
    key: str | None = None,
    model: str = MODEL_ID,
    context_length: int | None = None,
    max_running: int | None = None,
) -> str:
    root = f"http://127.0.0.1:{port}"
    base = root + "/v1"
    k = key or KEY_PLACEHOLDER
    ctx = context_length
    said = notes(model, ctx, max_running)

    def comments(mark: str) -> str:
        return "".join(f"{mark} {line}\n" for line in said)

    hello = json.dumps({"model": model, "messages": [{"role": "user", "content": "Hello"}]})
    if app == "curl":
        return comments("#") + (
            f"curl {base}/chat/completions \\\n"
            f'  -H "Authorization: Bearer {k}" \\\n'
            '  -H "Content-Type: application/json" \\\n'
            f"  -d '{hello}'"
        )
    if app == "OpenAI Python SDK":
        return comments("#") + (
            "from openai import OpenAI\n\n"
            f'client = OpenAI(base_url="{base}", api_key="{k}")\n'
            "reply = client.chat.completions.create(\n"
            f'    model="{model}",\n'
            '    messages=[{"role": "user", "content": "Hello"}],\n'
            ")\n"
            "print(reply.choices[0].message.content)"
        )
    if app == "Continue":
        text = (
            "# "
            + translate("gateway", "~/.continue/config.yaml, under models:")
            + "\n"
            + comments("#")
            + "models:\n"
            f"  - name: {model} (Ling Desk)\n"
            "    provider: openai\n"
            f"    model: {model}\n"
            f"    apiBase: {base}\n"
            f"    apiKey: {k}\n"
            "    roles: [chat, edit, apply]"
        )
        if ctx is not None:
            text += f"\n    defaultCompletionOptions:\n      contextLength: {ctx}"
        return text
    if app == "Cline":
        return (
            translate("gateway", "Cline settings (the gear in Cline's panel):") + "\n"
            "  API Provider:        OpenAI Compatible\n"
            f"  Base URL:            {base}\n"
            f"  API Key:             {k}\n"
            f"  Model ID:            {model}\n"
            + (
                f"  Context Window Size: {ctx}   ("
                + translate("gateway", "under Model Configuration")
                + ")\n"
                if ctx is not None else ""
            )
            + "\n" + "\n".join(said)
        )  # fmt: skip
    if app == "Aider":
        meta_entry: dict[str, object] = {"litellm_provider": "openai", "mode": "chat"}
        if ctx is not None:
            meta_entry["max_input_tokens"] = ctx
        meta = {f"openai/{model}": meta_entry}
        return comments("#") + (
            "# "
            + translate("gateway", "Aider reads the context length from a model metadata file:")
            + "\n"
            "cat > ling-desk.aider.json <<'JSON'\n"
            f"{json.dumps(meta, indent=2)}\n"
            "JSON\n"
            f"export OPENAI_API_BASE={base}\n"
            f"export OPENAI_API_KEY={k}\n"
            f"aider --model openai/{model} --model-metadata-file ling-desk.aider.json"
        )
    if app == "Zed":
        card: dict = {"name": model, "display_name": f"{model} (Ling Desk)"}
        if ctx is not None:
            card["max_tokens"] = ctx
        zed = {
            "language_models": {
                "openai_compatible": {
                    "Ling Desk": {"api_url": base, "available_models": [card]},
                }
            }
        }
        return (
            "".join(
                f"// {line}\n"
                for line in translate(
                    "gateway",
                    "Zed settings.json; then paste the key in the Agent panel's settings for\n"
                    "the 'Ling Desk' provider: {key}",
                )
                .format(key=k)
                .splitlines()
            )
            + comments("//")
            + json.dumps(zed, indent=2)
        )
    if app == "opencode":
        entry: dict = {"name": model}
        if ctx is not None:
            # The engine lets an answer run to the end of the context.
            entry["limit"] = {"context": ctx, "output": ctx}
        oc = {
            "$schema": "https://opencode.ai/config.json",
            "provider": {
                "lingdesk": {
                    "npm": "@ai-sdk/openai-compatible",
                    "name": "Ling Desk",
                    "options": {"baseURL": base, "apiKey": k},
                    "models": {model: entry},
                }
            },
        }
        return "// opencode.json\n" + comments("//") + json.dumps(oc, indent=2)
    if app == "Claude Code":
        # Claude Code speaks Anthropic's /v1/messages, which SGLang serves; its base URL has
        # no /v1 (the client adds it).
        return comments("#") + (
            f"export ANTHROPIC_BASE_URL={root}\n"
            f"export ANTHROPIC_AUTH_TOKEN={k}\n"
            f"export ANTHROPIC_MODEL={model}\n"
            f"export ANTHROPIC_SMALL_FAST_MODEL={model}\n"
            "claude"
        )
    raise ValueError(f"no snippet for {app!r}")
