"""Import refuses what would break the app later, naming the JSON path of the bad value."""

from __future__ import annotations

import json

import pytest

from app.core.chat.export import (
    MAX_DEPTH,
    ImportCancelled,
    ImportProblem,
    from_json,
    to_json_data,
)
from app.core.chat.model import Conversation


def sample() -> Conversation:
    conv = Conversation(title="T")
    u = conv.new_message("user", None, "hi")
    conv.new_message("assistant", u.id, "hello", stats={"decode_tps": 40.0, "ttft_s": 0.2})
    return conv


def bundle(*convs: Conversation) -> dict:
    return {"conversations": [to_json_data(c) for c in convs]}


def problems(data) -> list[str]:
    with pytest.raises(ImportProblem) as err:
        from_json(json.dumps(data) if not isinstance(data, str) else data)
    return err.value.problems


def test_stat_of_the_wrong_type_is_refused_with_its_path():
    data = bundle(sample(), sample())
    data["conversations"][0]["messages"][1]["stats"]["decode_tps"] = "fast"
    assert problems(data) == [
        'conversations[0].messages[1].stats.decode_tps: expected a number, got "fast"'
    ]


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("temperature", "hot", 'expected a number, got "hot"'),
        ("top_k", 2.5, "expected a whole number, got 2.5"),
        ("top_p", 3, "expected a value from 0 to 1, got 3"),
        ("max_tokens", True, "expected a whole number, got true"),
    ],
)
def test_sampling_override_is_checked(key, value, expected):
    data = to_json_data(sample())
    data["conversation"]["sampling"] = {key: value}
    assert problems(data) == [f"conversation.sampling.{key}: {expected}"]


def test_counts_meta_and_non_finite_numbers_are_checked():
    data = to_json_data(sample())
    data["messages"][1]["stats"]["completion_tokens"] = "12"
    data["messages"][1]["meta"] = {"attachments": [3], "sampling": {"temperature": None}}
    data["messages"][0]["created_at"] = float("nan")
    got = problems(data)
    assert 'messages[1].stats.completion_tokens: expected a whole number, got "12"' in got
    assert "messages[1].meta.attachments[0]: expected a string, got 3" in got
    assert "messages[0].created_at: expected a number, got NaN" in got
    assert len(got) == 3  # a null sampling value in meta is what the app itself records


def test_deep_nesting_beyond_the_reader_is_a_problem_not_a_crash():
    text = '{"format": "ling-desk.conversation", "version": 1, "x": ' + "[" * 100_000
    text += "]" * 100_000 + "}"
    [p] = problems(text)
    assert "nested deeper" in p


def test_deep_nesting_is_refused_with_the_path():
    data = to_json_data(sample())
    deep: dict = {}
    node = deep
    for _ in range(MAX_DEPTH + 5):
        node["k"] = {}
        node = node["k"]
    data["messages"][1]["meta"] = {"x": deep}
    [p] = problems(data)
    assert p.startswith("messages[1].meta.x.k.k.k") and "nested deeper" in p


def chain(n: int) -> dict:
    """One thread of n messages, each the parent of the next."""
    msgs = []
    for i in range(n):
        msgs.append({"id": f"m{i}", "parent_id": f"m{i - 1}" if i else None,
                     "role": "user" if i % 2 == 0 else "assistant", "content": f"text {i}",
                     "created_at": 1_000_000 + i})  # fmt: skip
    return {"format": "ling-desk.conversation", "version": 1,
            "conversation": {"title": "long"}, "messages": msgs}  # fmt: skip


@pytest.mark.timeout(120)  # a hang guard: the quadratic check took hours at this size
def test_a_long_chain_is_checked_with_progress():
    seen: list[float] = []
    [got] = from_json(json.dumps(chain(50_000)), progress=lambda f, _w: seen.append(f))
    assert len(got.conversation.thread()) == 50_000
    assert seen == sorted(seen) and len(seen) >= 25 and seen[-1] == 1.0


def test_a_loop_at_the_end_of_a_long_chain_is_found():
    data = chain(5000)
    data["messages"][0]["parent_id"] = "m4999"
    [p] = problems(data)
    assert "loop" in p


def test_import_can_be_cancelled():
    with pytest.raises(ImportCancelled):
        from_json(json.dumps(chain(5000)), cancelled=lambda: True)
