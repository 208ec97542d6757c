"""The local API gateway: lets editors and agents use the engine the app owns, safely.

An app's request -> Host check -> route allow-list -> client key (hash, constant time) ->
readiness -> the engine, with the engine's own key, which never leaves the app. Runs in its own
thread with its own asyncio loop (aiohttp, chosen by measurement: bench/gateway/RESULTS.md).
"""

from app.core.gateway.config import DEFAULT_PORT, GatewayConfig, gateway_config
from app.core.gateway.keys import ClientKeys, KeyInfo, KeyStoreError
from app.core.gateway.records import RequestLog, RequestRecord
from app.core.gateway.server import Gateway, GatewayError, read_runtime_info
from app.core.gateway.state import Readiness, ReadinessState

__all__ = [
    "DEFAULT_PORT",
    "ClientKeys",
    "Gateway",
    "GatewayConfig",
    "GatewayError",
    "KeyInfo",
    "KeyStoreError",
    "Readiness",
    "ReadinessState",
    "RequestLog",
    "RequestRecord",
    "gateway_config",
    "read_runtime_info",
]
