"""Chat actions against a scripted client: stream, stop, failures keep text, queue, retry."""

from __future__ import annotations

import asyncio

import pytest

from app.core.chat.model import DONE, ERROR, QUEUED, STOPPED, Conversation
from app.core.chat.session import ChatService
from app.core.chat.store import Store
from app.core.engine.client import ChatChunk, StreamProtocolError
from app.core.settings import Sampling


class ScriptedClient:
    def __init__(self, chunks, *, delay=0.0, fail_after=None):
        self.chunks = chunks
        self.delay = delay
        self.fail_after = fail_after
        self.payloads = []

    async def stream_chat(self, payload):
        self.payloads.append(payload)
        for i, chunk in enumerate(self.chunks):
            if self.fail_after is not None and i == self.fail_after:
                raise StreamProtocolError("The connection to the engine broke mid-stream.")
            await asyncio.sleep(self.delay)
            yield chunk


def chunks():
    out = [ChatChunk(reasoning="think "), ChatChunk(reasoning="more ")]
    for i, w in enumerate(["Hello", " there", "!"]):
        out.append(ChatChunk(content=w, usage={"prompt_tokens": 9, "completion_tokens": 3 + i}))
    out.append(ChatChunk(spec={"spec_accept_length": 2.5, "spec_verify_ct": 2}))
    out.append(ChatChunk(finish_reason="stop", usage={"prompt_tokens": 9, "completion_tokens": 5}))
    return out


@pytest.fixture
def service(tmp_path):
    store = Store(tmp_path / "h.sqlite3")
    svc = ChatService(store, Sampling, save_interval_s=0.0)
    yield svc
    store.close()


async def finish(svc: ChatService) -> None:
    while svc.running():
        await asyncio.sleep(0.01)


def test_send_streams_thinking_apart_with_stats(service):
    async def go():
        client = ScriptedClient(chunks())
        service.set_engine("ready", client)
        conv = Conversation()
        reply = service.send(conv, "Say hello")
        await finish(service)
        return conv, reply, client

    conv, reply, client = asyncio.run(go())
    assert reply.status == DONE
    assert reply.content == "Hello there!" and reply.reasoning == "think more "
    assert reply.stats["completion_tokens"] == 5 and reply.stats["accept_len"] == 2.5
    assert reply.stats["ttft_s"] is not None
    assert conv.title == "Say hello"
    saved = service.store.load_conversation(conv.id)
    assert saved.messages[reply.id].content == "Hello there!"
    assert client.payloads[0]["messages"][-1] == {"role": "user", "content": "Say hello"}


def test_stop_keeps_the_text_so_far(service):
    async def go():
        service.set_engine("ready", ScriptedClient(chunks(), delay=0.05))
        conv = Conversation()
        reply = service.send(conv, "q")
        while "Hello" not in reply.content:
            await asyncio.sleep(0.01)
        assert service.stop(conv)
        await finish(service)
        return reply

    reply = asyncio.run(go())
    assert reply.status == STOPPED and reply.content.startswith("Hello")
    assert (
        service.store.load_conversation(reply.conversation_id).messages[reply.id].status == STOPPED
    )


def test_a_broken_stream_keeps_the_text_and_can_be_retried(service):
    async def go():
        service.set_engine("ready", ScriptedClient(chunks(), fail_after=3))
        conv = Conversation()
        reply = service.send(conv, "q")
        await finish(service)
        assert reply.status == ERROR and "broke" in reply.error and reply.content == "Hello"
        service.set_engine("ready", ScriptedClient(chunks()))
        again = service.retry(conv, reply)
        await finish(service)
        return conv, reply, again

    conv, reply, again = asyncio.run(go())
    assert again is not reply and again.status == DONE
    assert conv.siblings(again) == [reply, again]  # the partial answer stays reachable


def test_sent_while_loading_is_queued_then_sent_when_ready(service):
    async def go():
        service.set_engine("loading", None)
        conv = Conversation()
        reply = service.send(conv, "q")
        assert reply.status == QUEUED
        service.set_engine("ready", ScriptedClient(chunks()))
        await asyncio.sleep(0)
        await finish(service)
        return reply

    assert asyncio.run(go()).status == DONE


def test_sent_while_crashed_is_kept_with_a_reason_then_retried_in_place(service):
    async def go():
        service.set_engine("crashed", None)
        conv = Conversation()
        reply = service.send(conv, "keep me")
        assert reply.status == ERROR and "crashed" in reply.error
        assert service.store.load_conversation(conv.id).thread()[0].content == "keep me"
        service.set_engine("ready", ScriptedClient(chunks()))
        again = service.retry(conv, reply)
        await finish(service)
        return reply, again

    reply, again = asyncio.run(go())
    assert again is reply and reply.status == DONE


def test_edit_and_regenerate_make_branches(service):
    async def go():
        service.set_engine("ready", ScriptedClient(chunks()))
        conv = Conversation()
        first = service.send(conv, "q")
        await finish(service)
        second = service.regenerate(conv, first)
        await finish(service)
        user = conv.messages[first.parent_id]
        edited = service.edit(conv, user, "q, better")
        await finish(service)
        return conv, first, second, user, edited

    conv, first, second, user, edited = asyncio.run(go())
    assert conv.siblings(second) == [first, second]
    assert conv.thread()[0].content == "q, better" and conv.thread()[1] is edited
    assert conv.siblings(conv.thread()[0])[0] is user


def test_thinking_time_runs_from_first_thought_to_first_answer_token(service):
    """24 tokens of thinking in 0.3 s, then a long answer: "Thought for" says 0.3 s, not the
    whole reply."""
    now = [100.0]
    service.clock = lambda: now[0]

    class TimedClient(ScriptedClient):
        async def stream_chat(self, payload):
            async for chunk in super().stream_chat(payload):
                yield chunk
                now[0] += 0.1 if chunk.reasoning else 2.0

    script = [ChatChunk(reasoning=f"t{i} ") for i in range(4)]
    script += [ChatChunk(content=f"w{i} ") for i in range(10)]
    script.append(ChatChunk(finish_reason="stop"))

    async def go():
        service.set_engine("ready", TimedClient(script))
        reply = service.send(Conversation(), "q")
        await finish(service)
        return reply

    reply = asyncio.run(go())
    assert reply.stats["thinking_s"] == pytest.approx(0.4)
    assert reply.stats["duration_s"] > 10
    again = service.store.load_conversation(reply.conversation_id).messages[reply.id]
    assert again.stats["thinking_s"] == pytest.approx(0.4)  # kept with the message
