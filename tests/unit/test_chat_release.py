"""What a conversation leaving memory lets go: its messages, and renders cached for no one."""

from __future__ import annotations

from app.core.chat.markdown import Renderer, StreamingMarkdown
from app.core.chat.model import Conversation

ANSWER = (
    "Intro paragraph.\n\n```python\n" + "".join(f"x{i} = {i}\n" for i in range(40)) + "```\n\n"
    "- a list\n- of items\n\nThe end.\n"
)


def test_streaming_an_answer_leaves_no_partial_render_in_the_caches():
    r = Renderer()
    stream = StreamingMarkdown(r)
    for end in range(1, len(ANSWER) + 1, 7):  # the open tail is rendered again at each update
        stream.update(ANSWER[:end])
    final = stream.final_blocks(ANSWER)
    assert [b.kind for b in final].count("code") == 1
    # Pieces and partial code blocks were kept by the cache before (up to 4,096 of each).
    assert len(r._cache) == 0 and len(r._code_cache) == 0


def test_a_shown_text_is_cached_until_forgotten():
    r = Renderer()
    blocks = r.blocks(ANSWER)
    assert r.blocks(ANSWER) is blocks  # shown again: from the cache
    assert len(r._code_cache) == 1
    assert r.forget([ANSWER, "never rendered"]) == 1
    assert ANSWER not in r._cache and r.blocks(ANSWER) is not blocks


def test_an_unloaded_conversation_keeps_its_place_and_loads_the_same_thread():
    conv = Conversation()
    q = conv.new_message("user", None, "q")
    a = conv.new_message("assistant", q.id, "a")
    conv.new_message("assistant", q.id, "a, again")  # a branch
    conv.select(a.id)
    before = [m.id for m in conv.thread()]
    messages = list(conv.messages.values())
    conv.unload()
    assert not conv.loaded and conv.messages == {} and conv.thread() == []
    assert conv.current_leaf == a.id  # the branch shown is kept (it is saved with the chat)
    conv.set_messages(messages)  # what the history gives back
    assert conv.loaded and [m.id for m in conv.thread()] == before
