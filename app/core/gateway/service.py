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
from dataclasses import dataclass, field
from typing import Any

from app.core import vault
from app.core.gateway.config import GATEWAY_KEYS_FILE, GatewayConfig, gateway_config
from app.core.gateway.feed import EngineFeed
from app.core.gateway.keys import ClientKeys, KeyStoreError
from app.core.gateway.owner import PortOwner
from app.core.gateway.records import RequestLog
from app.core.gateway.server import Gateway, GatewayError, PortHeld
from app.core.gateway.state import ReadinessState
from app.core.paths import Paths
from app.core.policy import current_policy


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

    @classmethod
    def create(
        cls, paths: Paths, settings: Any, data_key: vault.DataKey | None = None
    ) -> GatewayService:
        cfg = gateway_config(settings)
        return cls(paths, cfg, log=RequestLog(cfg.log_size), data_key=data_key)

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
            self.problem = "turned off in Settings"
            return False
        try:
            if self.keys is None:
                self.keys = ClientKeys(
                    self.paths.ensure().data_dir / GATEWAY_KEYS_FILE, key=self.data_key
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
            return (
                f"local API for editors and agents on {self.gateway.base_url} "
                "(a key: ling-desk api key create NAME)"
            )
        return f"local API not running: {self.problem or 'not started'}"
