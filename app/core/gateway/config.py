"""The gateway's settings, with defaults, read from the app's Settings when it has them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Not LM Studio's 1234, Jan's 1337, GPT4All's 4891, SGLang's 30000, nor the usual dev-server
# ports (3000, 5000, 8000, 8080, 11434 Ollama): a fixed port an editor's config can name once.
# Defined with the keeper, which holds it from login and must not import the rest of the app.
from app.core.keeper import DEFAULT_PORT

DEFAULT_MAX_BODY = 8 * 1024 * 1024  # long agent contexts fit (a 256K-token prompt is ~1 MB)
GATEWAY_KEYS_FILE = "api-keys.sqlite3"
GATEWAY_RUNTIME_FILE = "gateway.json"


@dataclass
class GatewayConfig:
    enabled: bool = True
    port: int = DEFAULT_PORT
    # Browser origins allowed to call (CORS); empty = no CORS headers and Origin-bearing
    # requests are refused, so a web page cannot drive the engine.
    allowed_origins: list[str] = field(default_factory=list)
    max_body_bytes: int = DEFAULT_MAX_BODY
    # A client that takes longer than this to send its request head or body is cut off
    # (slow-loris), and one idle this long between requests is closed.
    header_timeout_s: float = 10.0
    body_timeout_s: float = 30.0
    # A new connection that sends no complete request head this soon is closed (a flood of
    # idle connections holds each only this long); see guard.py.
    first_head_s: float = 3.0
    # Connections held at once; 0 = as many as the file-descriptor budget allows (guard.py).
    max_connections: int = 0
    # Connections held at once from any one *other* local user (the app's own user: no cap).
    peer_connections: int = 64
    # How many finished requests the log keeps in memory for the Connect page.
    log_size: int = 500


def gateway_config(settings: Any) -> GatewayConfig:
    """The config from `settings.gateway` when the app's Settings has that section, else defaults.

    Reads by name so the gateway works before and after the settings section is wired in.
    """
    section = getattr(settings, "gateway", None)
    cfg = GatewayConfig()
    if section is None:
        return cfg
    for name in GatewayConfig.__dataclass_fields__:
        if hasattr(section, name):
            setattr(cfg, name, getattr(section, name))
    if hasattr(section, "max_body_mib"):  # the settings file speaks MiB
        cfg.max_body_bytes = int(section.max_body_mib) * 1024 * 1024
    # A browser sends "scheme://host[:port]", lower-case, no slash: compare like with like.
    cfg.allowed_origins = [o.strip().rstrip("/").lower() for o in cfg.allowed_origins]
    return cfg
