"""An administrator's policy file for a test, trusted as /etc/ling-desk/policy.toml would be: 0644
in a 0755 folder of its own, owned by this (root) user. Tests point LINGDESK_POLICY_FILE at it;
they never create /etc/ling-desk."""

from __future__ import annotations

import os
from pathlib import Path

from app.core.policy import POLICY_ENV

GATEWAY_AND_REMOTE_MCP = """
[forbid]
gateway = true
remote_mcp = true
"""


def write_policy(tmp_path: Path, text: str, name: str = "policy") -> Path:
    folder = tmp_path / name
    folder.mkdir(mode=0o755, exist_ok=True)
    os.chmod(folder, 0o755)  # whatever the umask made of it
    path = folder / "policy.toml"
    path.write_text(text, encoding="utf-8")
    os.chmod(path, 0o644)
    return path


def policy_env(path: Path, **more: str) -> dict[str, str]:
    """os.environ with POLICY_ENV naming `path` (for a subprocess)."""
    return {**os.environ, POLICY_ENV: str(path), **more}
