"""`ask`'s follow-ups place passages by the one rule the window uses (app/core/docs/prompt.py
`search_budget`): what is left of the context after the conversation so far and the answer's
reserve, pinned here to the token through the real verb and the SGLang double."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.docs.library import Library, library_path
from app.core.docs.prompt import ANSWER_RESERVE_TOKENS, build_document_block
from app.core.docs.tokens import TokenCounter
from app.core.paths import Paths
from tests.support.engine import DOUBLE, ROOT, make_model_dir

pytestmark = pytest.mark.timeout(240)

FAST = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05 --double-tok-per-s 3000"
# DOUBLE_ECHO: the double answers with the last user message verbatim, so every token the
# conversation holds is known, and the follow-up's answer shows the passages it was given.
FIRST = "DOUBLE_ECHO Good morning."
FOLLOW_UP = "DOUBLE_ECHO zebra"
PASSAGES = 5


def _run(tmp_path: Path, model: Path, context: int) -> dict:
    config = tmp_path / "base" / "config"
    config.mkdir(parents=True, exist_ok=True)
    # No system prompt: the conversation is the questions and the answers alone.
    settings = f'[engine]\ncontext_length = {context}\n\n[chat]\nsystem_prompt = ""\n'
    (config / "settings.toml").write_text(settings)
    r = subprocess.run(
        [sys.executable, "-m", "app", "ask", "--basedir", str(tmp_path / "base"),
         "--launcher", f"{sys.executable} {DOUBLE} {FAST}", "--model", str(model), "--library",
         "--json", FIRST, FOLLOW_UP],
        cwd=ROOT, capture_output=True, text=True, timeout=110,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def _given(answer: dict) -> int:
    """The passages the follow-up was given (the echo may repeat its message)."""
    return len(set(re.findall(r'<passage n="(\d+)">', answer["text"])))


def test_a_follow_up_gets_exactly_the_passages_left_room_admits(tmp_path):
    model = make_model_dir(tmp_path)
    # Files of one chunk each, all the same size: each passage costs the same known tokens.
    for i in range(PASSAGES):
        (tmp_path / f"note{i}.txt").write_text(f"The zebra note number {i} says stripes.\n")
    data = Paths.from_basedir(str(tmp_path / "base")).ensure().data_dir
    counter = TokenCounter(model)
    with Library(library_path(data), tokens=counter) as lib:
        lib.add([str(tmp_path / f"note{i}.txt") for i in range(PASSAGES)])
        found = lib.retrieve(FOLLOW_UP, 10**9)
    assert len(found) == PASSAGES and len({p.tokens for p in found}) == 1
    cost = found[0].tokens

    # The first exchange (nothing matches its question, so no passage), as the engine saw it.
    first = _run(tmp_path, model, 10**6)["answers"]
    assert first[0]["sources"] == [] and _given(first[1]) == PASSAGES
    # What the conversation holds at the follow-up: the first message (the empty search's
    # instructions, then the question), the first answer, and the follow-up itself.
    asked = build_document_block([]).text + "\n" + FIRST
    held = sum(counter.count(t) for t in (asked, first[0]["text"], FOLLOW_UP))

    k = 3
    exact = held + ANSWER_RESERVE_TOKENS + k * cost
    assert _given(_run(tmp_path, model, exact)["answers"][1]) == k
    assert _given(_run(tmp_path, model, exact - 1)["answers"][1]) == k - 1
