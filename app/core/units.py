"""Sizes for people, one convention everywhere: decimal units (kB, MB, GB, TB), as the Hugging
Face hub and pip show them, so a download of "61.2 GB" reads the same in the hub, in pip's
output and in Ling Desk. (Binary MiB/GiB beside them made the same file two sizes.)"""

from __future__ import annotations

UNITS = ("kB", "MB", "GB", "TB")


def human_bytes(n: float) -> str:
    """'512 B', '1.5 kB', '373.0 MB', '61.2 GB': one decimal from a kilobyte up."""
    if abs(n) < 1000:
        return f"{n:.0f} B"
    for unit in UNITS:
        n /= 1000
        if abs(n) < 1000 or unit == UNITS[-1]:
            return f"{n:.1f} {unit}"
    raise AssertionError("unreachable")  # the loop returns at its last unit
