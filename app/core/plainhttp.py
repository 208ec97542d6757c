"""The TLS setting for an httpx client of a URL: nothing to load for plain HTTP.

httpx builds a TLS context for every client, even one that only ever speaks plain HTTP to
127.0.0.1, and its default reads the whole CA bundle for it (25-45 ms of CPU a client, on the
GUI thread at the window's start). A plain-HTTP URL gets a context that trusts no certificate at
all: it costs nothing to make, and were such a client ever sent to an https address it would
refuse the server rather than trust it. https keeps httpx's default verification.
"""

from __future__ import annotations

import ssl
from functools import cache


@cache
def _trusts_nothing() -> ssl.SSLContext:
    return ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)  # verifies, with no CA to verify against


def tls_for(url: str) -> ssl.SSLContext | bool:
    """httpx's `verify` for a client of `url`."""
    return _trusts_nothing() if url.lower().startswith("http://") else True
