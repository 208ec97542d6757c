"""Shared test setup: no display, no real keyring, no network but loopback."""

from __future__ import annotations

import os

# Set before anything imports Qt or keyring (subprocesses inherit these too).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A known keyring backend: the "fail" backend makes the app use its 0600 fallback file, as on
# a machine without a keyring; tests of the keyring path install an in-memory backend.
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
# Loopback only: never let a proxy from the environment see test traffic.
for var in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
    os.environ.pop(var, None)
os.environ["NO_PROXY"] = "127.0.0.1,localhost"
