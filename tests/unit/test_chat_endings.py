"""Whatever ends an answer, its text is kept and its words say truly why: only the user's own
Stop (Esc) reads "Stopped"; the app quitting (SIGTERM, the window), the engine going away and
an engine that stopped answering each say so."""

from __future__ import annotations

import asyncio

import pytest

from app.core.chat.model import ERROR, INTERRUPTED, STOPPED, Conversation
from app.core.chat.session import ChatService
from app.core.chat.store import Store
from app.core.engine.client import ChatChunk, EngineStoppedAnswering
from app.core.settings import Sampling


class HangingClient:
    """Sends some text, then hangs (a frozen engine: SIGSTOP) or fails as told."""

    def __init__(self, fail: Exception | None = None) -> None:
        self.fail = fail

    async def stream_chat(self, payload):
        yield ChatChunk(content="partial answer")
        if self.fail is not None:
            raise self.fail
        await asyncio.sleep(60)


@pytest.fixture
def service(tmp_path):
    store = Store(tmp_path / "h.sqlite3")
    svc = ChatService(store, Sampling, save_interval_s=0.0)
    yield svc
    store.close()


def run_until_text(service: ChatService, end, client=None):
    async def go():
        service.set_engine("ready", client or HangingClient())
        conv = Conversation()
        reply = service.send(conv, "q")
        while not reply.content:
            await asyncio.sleep(0.005)
        await end(conv, reply)
        while service.running():
            await asyncio.sleep(0.005)
        return reply

    reply = asyncio.run(go())
    saved = service.store.load_conversation(reply.conversation_id).messages[reply.id]
    assert saved.content == "partial answer"  # kept and saved, whatever ended it
    assert (saved.status, saved.error) == (reply.status, reply.error)
    return reply


def test_the_users_stop_reads_stopped(service):
    async def esc(conv, reply):
        service.stop(conv)

    reply = run_until_text(service, esc)
    assert (reply.status, reply.error) == (STOPPED, "")  # the view says "Stopped. ... kept."


def test_quitting_mid_answer_is_not_reported_as_stopped_by_the_user(service):
    # SIGTERM, Ctrl+Q and closing the last window all end in ChatService.shutdown.
    async def quit_app(conv, reply):
        await service.shutdown()

    reply = run_until_text(service, quit_app)
    assert reply.status == INTERRUPTED
    assert reply.error == (
        "Ling Desk quit while this answer was being written. The text so far is kept."
    )


@pytest.mark.parametrize(
    ("state", "words"),
    [
        ("crashed", "The engine crashed while writing this answer (the Engine panel says why)."),
        ("stopping", "The engine was stopped while writing this answer."),
        ("failed", "The engine failed while writing this answer."),
    ],
)
def test_the_engine_going_away_mid_answer_says_so(service, state, words):
    # A frozen engine keeps its socket open: without this the answer would wait on it.
    async def engine_goes(conv, reply):
        service.set_engine(state, None)

    reply = run_until_text(service, engine_goes)
    assert (reply.status, reply.error) == (ERROR, f"{words} The text so far is kept.")


def test_an_engine_that_stopped_answering_keeps_the_text_and_says_so(service):
    async def wait(conv, reply):
        pass

    reply = run_until_text(service, wait, HangingClient(fail=EngineStoppedAnswering(60)))
    assert reply.status == ERROR
    assert reply.error == (
        "The engine stopped answering (no data for 60 s). The text so far is kept."
    )


def test_stop_after_the_engine_went_still_reads_as_the_engines_doing(service):
    # The user presses Esc after the engine was stopped: the engine's reason came first.
    async def both(conv, reply):
        service.set_engine("stopping", None)
        service.stop(conv)

    reply = run_until_text(service, both)
    assert reply.status == ERROR and reply.error.startswith("The engine was stopped")
