"""The local API gateway: lets editors and agents use the engine the app owns, safely.

An app's request -> Host check -> route allow-list -> client key (hash, constant time) ->
readiness -> the engine, with the engine's own key, which never leaves the app. Runs in its own
thread with its own asyncio loop (aiohttp, chosen by measurement: bench/gateway/RESULTS.md).
"""

from typing import TYPE_CHECKING, Any

from app.core.gateway.config import DEFAULT_PORT, GatewayConfig, gateway_config
from app.core.gateway.keys import ClientKeys, KeyInfo, KeyStoreError
from app.core.gateway.records import RequestLog, RequestRecord
from app.core.gateway.state import Readiness, ReadinessState

if TYPE_CHECKING:
    from app.core.gateway.server import Gateway, GatewayError, read_runtime_info

# The server's names come with aiohttp: imported when first asked for (PEP 562), so importing
# the package for its keys or config does not load aiohttp (issue 40).
_FROM_SERVER = ("Gateway", "GatewayError", "read_runtime_info")


def __getattr__(name: str) -> Any:
    if name in _FROM_SERVER:
        from app.core.gateway import server

        return getattr(server, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
