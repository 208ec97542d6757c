"""An engine Ling Desk did not start: someone's SGLang server it attaches to by URL.

It presents the Supervisor's face (state, events, lines, wait_ready, stop) so the chat, the
status panel and the checks treat it like any engine, but it owns no process: "start" waits for
the server's /health, "stop" only lets go of it. While attached it keeps asking /health; an
engine that stops answering is reported as lost (the chat's waiting messages end with why).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

from app.core.descriptors import out_of_descriptors
from app.core.engine import events as ev
from app.core.engine.source import EngineEventSource
from app.core.engine.supervisor import RING_LINES, EngineError
from app.core.plainhttp import tls_for
from app.core.words import translate

if TYPE_CHECKING:  # httpx is imported where used (issue 40: a start that never calls pays nothing)
    import httpx

CONNECT_TIMEOUT_S = 30.0
WATCH_INTERVAL_S = 5.0
# The real /health runs a one-token generation: a busy engine can be slow to answer one.
HEALTH_TIMEOUT_S = 25.0
LOST_AFTER = 3  # consecutive failed /health answers before the engine counts as lost
# _health's answer when this process had no file descriptor to connect with: no check was made.
_NO_DESCRIPTOR = "no file descriptor free in Ling Desk"


def without_credentials(url: str) -> str:
    """The URL less any `user:password@` before its host."""
    parsed = urlsplit(url)
    if "@" not in parsed.netloc:
        return url
    return urlunsplit(parsed._replace(netloc=parsed.netloc.rpartition("@")[2]))


class RemoteEngine(EngineEventSource):
    """An attached engine: readiness and loss from its /health; nothing to kill."""

    owns_process = False

    def __init__(
        self,
        url: str,
        api_key: str | None,
        *,
        connect_timeout_s: float = CONNECT_TIMEOUT_S,
        watch_interval_s: float = WATCH_INTERVAL_S,
    ) -> None:
        super().__init__()
        # user:pass@ in the URL would make httpx send Basic auth in place of the key: such
        # credentials are dropped here and never sent (Settings refuses them with a message).
        self.url = without_credentials(url).rstrip("/")
        self._api_key = api_key or None
        self.connect_timeout_s = connect_timeout_s
        self.watch_interval_s = watch_interval_s
        self.state = ev.EngineState.STOPPED
        self.plan = None  # nothing is launched
        self.lines: deque[str] = deque(maxlen=RING_LINES)
        self.outcome: ev.ProcessOutcome | None = None
        self.started_at: float | None = None
        self.ready_at: float | None = None
        self._task: asyncio.Task | None = None
        self._stop_requested = False

    @property
    def whose(self) -> str:
        return translate(
            "engine",
            "Attached to an engine at {url} that Ling Desk did not start: it is not stopped or "
            "restarted from here, and its log stays on its own machine.",
        ).format(url=self.url)

    # --- the Supervisor's face ---------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        return self.url

    @property
    def api_key(self) -> str | None:
        return self._api_key

    def set_key(self, key: str | None) -> None:
        """The key sent to this engine from the next start on (read from the keyring then)."""
        self._api_key = key or None

    @property
    def pid(self) -> None:
        return None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def _say(self, text: str) -> None:
        stamped = f"[{time.strftime('%Y-%m-%d %H:%M:%S')}] {text}"
        self.lines.append(stamped)
        self._emit(ev.LogLine(stamped, "app"))

    def tail(self, n: int = 200) -> list[str]:
        return list(self.lines)[-n:]

    def close(self) -> None:
        pass

    async def start(self, plan: object = None) -> None:
        if self.running:
            raise EngineError(translate("engine", "Already attached; detach first."))
        self.outcome = None
        self._stop_requested = False
        self.started_at, self.ready_at = time.monotonic(), None
        self._set_state(ev.EngineState.STARTING, f"connecting to {self.url}")
        self._say(f"Ling Desk attaches to the engine at {self.url} (it starts nothing).")
        self._task = asyncio.ensure_future(self._watch())

    async def _health(self, client: httpx.AsyncClient) -> str | None:
        """None when /health answered 200, else what went wrong."""
        import httpx

        try:
            r = await client.get(self.url + "/health")
        except (httpx.HTTPError, OSError) as exc:
            if out_of_descriptors(exc):
                return _NO_DESCRIPTOR
            if not isinstance(exc, httpx.HTTPError):
                raise
            return f"GET {self.url}/health: {type(exc).__name__} {exc}".strip()
        return None if r.status_code == 200 else f"GET {self.url}/health: HTTP {r.status_code}"

    async def _watch(self) -> None:
        import httpx

        timeout = httpx.Timeout(HEALTH_TIMEOUT_S, connect=5.0)
        async with httpx.AsyncClient(
            timeout=timeout, trust_env=False, verify=tls_for(self.url)
        ) as client:
            deadline = time.monotonic() + self.connect_timeout_s
            delay = 0.1
            while (why := await self._health(client)) is not None:
                if time.monotonic() >= deadline:
                    return self._lost(
                        ev.Diagnosis(
                            "unreachable",
                            translate(
                                "engine",
                                "No engine answers GET {url}/health with 200 (waited {seconds} s).",
                            ).format(url=self.url, seconds=f"{self.connect_timeout_s:g}"),
                            translate(
                                "engine",
                                "Start that engine, or check the URL in Settings > Engine > Use a "
                                "running engine.",
                            ),
                            why,
                        )
                    )
                await asyncio.sleep(delay)
                delay = min(delay * 1.5, 2.0)
            self.ready_at = time.monotonic()
            self._say(f"{self.url}/health answered 200: the engine is ready.")
            self._ready.set()
            self._set_state(ev.EngineState.READY, f"attached to {self.url} (not started here)")
            failures = 0
            while True:
                await asyncio.sleep(self.watch_interval_s)
                why = await self._health(client)
                if why == _NO_DESCRIPTOR:
                    continue  # our shortage (a flood of connections), not the engine's silence
                failures = 0 if why is None else failures + 1
                if failures >= LOST_AFTER:
                    return self._lost(
                        ev.Diagnosis(
                            "unreachable",
                            translate(
                                "engine", "The attached engine at {url} stopped answering /health."
                            ).format(url=self.url),
                            translate(
                                "engine",
                                "Ask whoever runs that engine, or check the network; press Start "
                                "to attach again.",
                            ),
                            why or "",
                        )
                    )

    def _lost(self, diagnosis: ev.Diagnosis) -> None:
        self._say(diagnosis.summary + (f" ({diagnosis.evidence})" if diagnosis.evidence else ""))
        self.outcome = ev.ProcessOutcome(None, None, False, tuple(self.tail()), diagnosis)
        self._emit(ev.Exited(self.outcome))
        self._set_state(ev.EngineState.CRASHED, diagnosis.summary)
        self._ended.set()

    async def stop(self, grace_s: float | None = None) -> ev.ProcessOutcome | None:
        """Let go of the engine (it keeps running: it is not ours)."""
        if self._task is None or self._ended.is_set():
            return self.outcome
        self._stop_requested = True
        self._set_state(ev.EngineState.STOPPING, f"detaching from {self.url}")
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self._task
        self._say(f"Detached from {self.url}; the engine there keeps running.")
        self.outcome = ev.ProcessOutcome(None, None, True, tuple(self.tail()), None)
        self._emit(ev.Exited(self.outcome))
        self._set_state(ev.EngineState.STOPPED, f"detached from {self.url} (still running there)")
        self._ended.set()
        return self.outcome
