"""The gateway as the app runs it: keys file, config from settings, readiness fed by the engine.

`serve` and the window each make one:

    svc = GatewayService.create(paths, settings)
    svc.start()                      # False: svc.problem says why (e.g. the port is taken)
    svc.follow(supervisor)           # readiness from the engine's events
    ...
    svc.stop()

An attached remote engine: `svc.state.set_ready(url, key)` when attached, `set_not_ready("stopped")`
when detached.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.core import vault
from app.core.audit import NULL, Auditor, Encoded
from app.core.gateway.config import GATEWAY_KEYS_FILE, GatewayConfig, gateway_config
from app.core.gateway.feed import EngineFeed
from app.core.gateway.keys import ClientKeys, KeyStoreError
from app.core.gateway.owner import PortOwner
from app.core.gateway.records import RequestLog, RequestRecord
from app.core.gateway.state import ReadinessState
from app.core.paths import Paths
from app.core.policy import current_policy
from app.core.words import translate

# The server (and aiohttp under it) is imported when the gateway starts: a window or verb that
# never runs it does not load aiohttp (issue 40).
if TYPE_CHECKING:
    from app.core.gateway.server import Gateway


@dataclass
class GatewayService:
    paths: Paths
    config: GatewayConfig
    state: ReadinessState = field(default_factory=ReadinessState)
    log: RequestLog = field(default_factory=RequestLog)
    keys: ClientKeys | None = None
    gateway: Gateway | None = None
    problem: str = ""
    # A stranger found holding the port at the last start (None: not, or not since).
    owner: PortOwner | None = None
    keeper_dir: Any = None  # the keeper's control folder (None: this user's runtime folder)
    # The data folder's key (app/core/vault): the API keys' file is encrypted with it.
    data_key: vault.DataKey | None = None
    # The administrator's policy forbids the gateway: `problem` says so (the sentence in it).
    forbidden: bool = False
    # The audit log: one `gateway.call` per request (who, route, status, token counts; never its
    # text), queued on the gateway's thread and written in batches, so no request waits on it.
    auditor: Auditor = NULL

    def __post_init__(self) -> None:
        if self.auditor.enabled:
            self.log.add_listener(self._audit)

    @classmethod
    def create(
        cls,
        paths: Paths,
        settings: Any,
        data_key: vault.DataKey | None = None,
        auditor: Auditor = NULL,
    ) -> GatewayService:
        cfg = gateway_config(settings)
        return cls(paths, cfg, log=RequestLog(cfg.log_size), data_key=data_key, auditor=auditor)

    def _audit(self, what: str, rec: RequestRecord) -> None:
        # On the gateway's thread, per request: a snapshot tuple; the writer makes the record.
        if what == "finished":
            self.auditor.queue_later("gateway.call", call_json, (
                rec.client, rec.endpoint, rec.status, rec.stream, rec.prompt_tokens,
                rec.completion_tokens, rec.cached_tokens, rec.duration_s, rec.error,
            ))  # fmt: skip

    @property
    def running(self) -> bool:
        return self.gateway is not None and self.gateway.running

    def start(self) -> bool:
        if self.running:
            return True
        policy = current_policy()
        self.forbidden = policy.forbids("gateway")
        if self.forbidden:
            self.problem, self.owner = policy.forbidden_text("gateway"), None
            return False
        if not self.config.enabled:
            self.problem = translate("gateway", "turned off in Settings")
            return False
        from app.core.gateway.server import Gateway, GatewayError, PortHeld

        try:
            if self.keys is None:
                self.keys = ClientKeys(
                    self.paths.ensure().data_dir / GATEWAY_KEYS_FILE,
                    key=self.data_key,
                    auditor=self.auditor,
                )
            gw = Gateway(self.config, self.state, self.keys, self.log, self.paths.runtime_dir)
            gw.keeper_dir = self.keeper_dir
            gw.start()
        except PortHeld as exc:
            self.problem, self.owner = str(exc), exc.owner
            # Every key that exists now may have been sent to that program: refused until the
            # user confirms or re-issues it.
            if self.keys is not None:
                with contextlib.suppress(*vault.Error):  # busy: marked at the next try
                    self.keys.mark_exposed(exc.owner.who())
            return False
        except (GatewayError, KeyStoreError, vault.VaultError, OSError) as exc:
            self.problem, self.owner = str(exc), None
            return False
        self.gateway, self.problem, self.owner = gw, "", None
        return True

    def exposed_apps(self) -> list[str]:
        """The apps whose keys are refused as exposed until confirmed or re-issued."""
        if self.keys is None:
            return []
        try:
            return [k.name for k in self.keys.exposed()]
        except Exception:  # a busy or closed key file: nothing to say this time
            return []

    def follow(self, supervisor: Any) -> EngineFeed:
        """Feed readiness from `supervisor`'s events (it needs subscribe, base_url, api_key)."""
        feed = EngineFeed(self.state, supervisor)
        supervisor.subscribe(feed)
        return feed

    def stop(self) -> None:
        if self.gateway is not None:
            self.gateway.stop()
            self.gateway = None
        if self.keys is not None:
            with contextlib.suppress(Exception):
                self.keys.close()
            self.keys = None

    def serving(self) -> list[str]:
        """The apps whose requests are at the engine now, oldest first (no repeats)."""
        return list(dict.fromkeys(r.client for r in self.log.active()))

    def where(self) -> str:
        """The line `serve` prints."""
        if self.gateway is not None and self.running:
            return translate(
                "gateway",
                "local API for editors and agents on {url} (a key: ling-desk api key create NAME)",
            ).format(url=self.gateway.base_url)
        return translate("gateway", "local API not running: {problem}").format(
            problem=self.problem or translate("gateway", "not started")
        )


_text = json.encoder.encode_basestring  # a str as JSON, as fields_json has it
_NONE = type(None)
# The value types of a plain snapshot (client, route, status, stream, prompt, completion, cached,
# duration, error): one set lookup instead of a check a value.
_PLAIN_SHAPES = frozenset(
    itertools.product((str,), (str,), (int,), (bool,), (int, _NONE), (int, _NONE), (int, _NONE),
                      (float, int, _NONE), (str,))
)  # fmt: skip


def call_json(snap: tuple[Any, ...]) -> dict[str, Any] | Encoded:
    """`call_fields` as its canonical JSON, made here in one step (the writer's cost a request,
    a third of it otherwise); `call_fields` when a value is not of the plain type it should be,
    for the log to check. tests/unit/test_audit_sink.py holds the two equal."""
    if tuple(map(type, snap)) not in _PLAIN_SHAPES:
        return call_fields(snap)
    client, route, status, stream, prompt, completion, cached, duration_s, error = snap
    if duration_s is None:
        ms = "null"
    else:
        m = round(duration_s * 1000, 1)
        if not math.isfinite(m):
            return call_fields(snap)
        ms = repr(m)
    return Encoded(
        f'{{"cached_tokens":{"null" if cached is None else cached},"client":{_text(client)},'
        f'"completion_tokens":{"null" if completion is None else completion},'
        + (f'"error":{_text(error)},' if error else "")
        + f'"ms":{ms},"prompt_tokens":{"null" if prompt is None else prompt},'
        f'"route":{_text(route)},"status":{status},"stream":{"true" if stream else "false"}}}'
    )


def call_fields(snap: tuple[Any, ...]) -> dict[str, Any]:
    """A `gateway.call` record: who, which route, the outcome and the token counts; never a
    word of the request or the answer."""
    client, route, status, stream, prompt, completion, cached, duration_s, error = snap
    fields = {
        "client": client, "route": route, "status": status, "stream": stream,
        "prompt_tokens": prompt, "completion_tokens": completion, "cached_tokens": cached,
        "ms": None if duration_s is None else round(duration_s * 1000, 1),
    }  # fmt: skip
    if error:
        fields["error"] = error
    return fields
