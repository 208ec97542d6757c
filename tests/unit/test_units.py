"""One size convention in every text: decimal units, as the hub and pip write them."""

from __future__ import annotations

from app.core.setup.jobs import human_bytes as jobs_human_bytes
from app.core.units import human_bytes


def test_sizes_are_decimal_with_one_decimal_from_a_kilobyte():
    assert human_bytes(0) == "0 B"
    assert human_bytes(999) == "999 B"
    assert human_bytes(1000) == "1.0 kB"
    assert human_bytes(373_000_000) == "373.0 MB"
    assert human_bytes(61_234_000_000) == "61.2 GB"
    assert human_bytes(62 * 2**30) == "66.6 GB"  # a binary size is said in GB, not GiB
    assert human_bytes(85 * 2**30) == "91.3 GB"
    assert human_bytes(3.2e15) == "3200.0 TB"  # the largest unit carries on
    assert human_bytes(-1500) == "-1.5 kB"


def test_the_setup_jobs_say_sizes_the_same_way():
    assert jobs_human_bytes is human_bytes
