"""tests/support/fake_time.py: the code's sleeps and timeouts run on the fake clock, in the order
of their fake times, and take no real time (issue 35, item 12)."""

from __future__ import annotations

import asyncio

import pytest

from tests.support.fake_time import FakeTime


def test_sleeps_timeouts_and_scheduled_calls_happen_in_fake_time_order():
    t = FakeTime(100.0)
    seen: list[tuple[str, float]] = []
    t.at(100.25, lambda: seen.append(("at", t())))
    ticks: list[float] = []
    t.every(0.1, lambda: ticks.append(round(t(), 6)))

    async def sleeper(name: str, s: float) -> None:
        await asyncio.sleep(s)
        seen.append((name, t()))

    async def main() -> None:
        await asyncio.gather(sleeper("long", 0.3), sleeper("short", 0.2))
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(asyncio.Event().wait(), 3600)  # an hour, at once
        seen.append(("timed out", t()))

    t.run(main())  # an hour of fake time: the test would time out were it real
    assert seen == [("short", pytest.approx(100.2)), ("at", 100.25), ("long", pytest.approx(100.3)),
                    ("timed out", pytest.approx(3700.3))]  # fmt: skip
    assert ticks[:3] == [100.1, 100.2, 100.3] and len(ticks) > 30_000  # every 0.1 s of the hour
