"""The /v1/chat/completions request body and the context meter."""

from __future__ import annotations

from app.core.chat.model import ERROR, Conversation
from app.core.chat.payload import build_payload, context_used, estimate_tokens
from app.core.settings import Sampling


def test_payload_has_sampling_thinking_system_prompt_and_stream_options():
    conv = Conversation(system_prompt="You review code.", thinking=False,
                        sampling={"temperature": 0.2})  # fmt: skip
    u = conv.new_message("user", None, "hi")
    a = conv.new_message("assistant", u.id, "hello", reasoning="secret thoughts")
    bad = conv.new_message("assistant", u.id, "", status=ERROR)  # failed answer: left out
    u2 = conv.new_message("user", a.id, "more")
    p = build_payload(conv, conv.path_to(u2.id), Sampling())
    assert p["messages"] == [
        {"role": "system", "content": "You review code."},
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "hello"},
        {"role": "user", "content": "more"},
    ]
    assert p["temperature"] == 0.2 and p["top_p"] == 0.95 and p["top_k"] == 29
    assert p["max_tokens"] == 4096 and p["stream"] is True  # the default reply limit
    assert p["chat_template_kwargs"] == {"enable_thinking": False}
    assert p["stream_options"] == {"include_usage": True, "continuous_usage_stats": True}
    assert p["return_spec_tokens_details"] is True
    assert "secret" not in str(p)
    assert bad.id not in str(p)


def test_context_used_prefers_the_engine_count():
    conv = Conversation()
    assert context_used(conv) == (0, True)
    u = conv.new_message("user", None, "x" * 360)
    used, exact = context_used(conv)
    assert not exact and used == estimate_tokens("x" * 360)
    conv.new_message("assistant", u.id, "ok", stats={"prompt_tokens": 100,
                     "completion_tokens": 50, "reasoning_tokens": 20})  # fmt: skip
    assert context_used(conv) == (130, True)
    used, exact = context_used(conv, "typing more")
    assert used > 130 and not exact
