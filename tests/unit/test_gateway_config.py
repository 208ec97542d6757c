"""The gateway's config comes from the app's Settings when they have a `gateway` section."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from app.core.gateway.config import DEFAULT_PORT, GatewayConfig, gateway_config
from app.core.settings import Settings


def test_defaults_without_a_section():
    cfg = gateway_config(Settings())
    assert cfg == GatewayConfig()
    assert cfg.port == DEFAULT_PORT == 4950
    assert DEFAULT_PORT not in (1234, 1337, 4891, 30000, 11434, 8000, 8080)
    assert cfg.allowed_origins == [] and cfg.max_body_bytes == 8 * 1024 * 1024


def test_the_apps_own_gateway_settings_are_read_and_origins_compared_as_browsers_send_them():
    s = Settings()
    s.gateway.port = 5123
    s.gateway.max_body_mib = 3
    s.gateway.allowed_origins = ["HTTPS://Tools.Example:8443/", "http://localhost:5173"]
    cfg = gateway_config(s)
    assert (cfg.port, cfg.max_body_bytes) == (5123, 3 * 1024 * 1024)
    assert cfg.allowed_origins == ["https://tools.example:8443", "http://localhost:5173"]


def test_a_section_is_read_by_name():
    @dataclass
    class Section:
        enabled: bool = False
        port: int = 5055
        allowed_origins: list[str] = field(default_factory=lambda: ["http://localhost:5173"])
        max_body_mib: int = 2

    @dataclass
    class WithGateway:
        gateway: Section = field(default_factory=Section)

    cfg = gateway_config(WithGateway())
    assert (cfg.enabled, cfg.port, cfg.allowed_origins) == (
        False, 5055, ["http://localhost:5173"])  # fmt: skip
    assert cfg.max_body_bytes == 2 * 1024 * 1024


def test_no_key_reaches_any_log(tmp_path, caplog):
    import httpx

    from tests.support.gateway_env import ENGINE_KEY, run_gateway
    from tests.support.stub_upstream import run_stub

    caplog.set_level(logging.DEBUG)
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        for key in (env.key, "lingdesk-wrong"):
            httpx.post(env.v1 + "/chat/completions", json={"messages": []},
                       headers={"Authorization": f"Bearer {key}"})  # fmt: skip
        httpx.get(env.base + "/server_info", headers={"Authorization": f"Bearer {env.key}"})
        text = caplog.text
    assert env.key not in text and ENGINE_KEY not in text and "lingdesk-wrong" not in text
