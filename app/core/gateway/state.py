"""What the gateway knows of the engine: fed by the app (GUI or `serve`) from the engine's events.

The app calls `set_ready(...)` when the engine is up and `set_not_ready(stage, progress)` while it
loads, restarts or after a crash; the gateway reads one immutable snapshot per request, so an
update from another thread never tears a request in half.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace

from app.core.gateway.facts import EngineFacts

MODEL_ID = "Ling-3.0-flash"
# The stage of an engine Ling Desk stopped on a fault (another program took its port): no crash.
STOPPED_BY_APP_STAGE = "stopped by Ling Desk"


@dataclass(frozen=True)
class Readiness:
    ready: bool = False
    stage: str = "not started"  # "loading weights", "capturing CUDA graphs", "crashed"...
    progress: float | None = None  # 0..1 when the stage has one
    retry_after_s: int = 10
    upstream: str = ""  # "http://127.0.0.1:PORT" of the engine (own or attached remote)
    engine_key: str = ""  # the engine's --api-key; never sent to a client
    model_id: str = MODEL_ID  # the engine's own (`set_facts`) once it has said it
    # What the engine said of itself when it last turned ready (app/core/gateway/facts.py);
    # None until then, or when it does not say.
    context_length: int | None = None
    max_running: int | None = None

    def message(self) -> str:
        """The sentence a client gets in its 503."""
        if self.stage in ("not started", "stopped"):
            return f"{self.model_id} is not running: start the engine in Ling Desk"
        if self.stage == "stopping":
            return f"{self.model_id} is stopping"
        if self.stage == "crashed":
            return f"{self.model_id} is not available: the engine crashed (Ling Desk says why)"
        if self.stage == STOPPED_BY_APP_STAGE:
            return f"{self.model_id} is not available: Ling Desk stopped the engine (it says why)"
        pct = f", {round(self.progress * 100)}%" if self.progress is not None else ""
        return f"{self.model_id} is {self._verb()}: {self.stage}{pct}"

    def _verb(self) -> str:
        if self.stage.startswith(("crash", "restart")):
            return "restarting" if self.stage.startswith("restart") else "not available"
        return "loading"


class ReadinessState:
    """The holder the app updates and the gateway reads."""

    def __init__(self, initial: Readiness | None = None) -> None:
        self._lock = threading.Lock()
        self._now = initial or Readiness()

    def get(self) -> Readiness:
        return self._now  # one attribute read: atomic, no lock needed on the hot path

    def set_ready(self, upstream: str, engine_key: str, model_id: str | None = None) -> None:
        """The engine answers at `upstream`. What it said of itself before is kept until it
        says it again (`set_facts`, read right after): a restart seldom changes it."""
        with self._lock:
            self._now = replace(
                self._now, ready=True, stage="ready", progress=None,
                upstream=upstream.rstrip("/"), engine_key=engine_key,
                model_id=model_id or self._now.model_id,
            )  # fmt: skip

    def set_facts(self, upstream: str, facts: EngineFacts) -> bool:
        """What the engine at `upstream` said of itself; ignored (False) if the state has moved
        to another engine meanwhile."""
        with self._lock:
            if self._now.upstream != upstream.rstrip("/"):
                return False
            self._now = replace(
                self._now, model_id=facts.model_id or self._now.model_id,
                context_length=facts.context_length, max_running=facts.max_running,
            )  # fmt: skip
            return True

    def set_not_ready(
        self, stage: str, progress: float | None = None, retry_after_s: int = 10
    ) -> None:
        with self._lock:
            self._now = replace(
                self._now, ready=False, stage=stage, progress=progress,
                retry_after_s=max(1, int(retry_after_s)),
            )  # fmt: skip
