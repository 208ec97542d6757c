"""A loading engine "looks stuck" by silence, not by total time, and says where it stopped."""

from __future__ import annotations

from app.core.engine import events as ev
from app.core.engine.stall import StallWatch, stage_of


def test_stage_follows_the_typed_events():
    assert stage_of(ev.WeightsProgress(percent=45, done=9, total=20)) == "loading weights (45%)"
    assert stage_of(ev.GraphCapture(name="target verify", phase="begin")) == (
        "capturing CUDA graphs: target verify"
    )
    assert stage_of(ev.LogLine(text="hello", stream="stdout")) is None


def test_silence_not_total_time_makes_a_stall():
    w = StallWatch(stall_after_s=60)
    w.begin(0.0)
    # A long but lively load: output every 50 s for ten minutes is never a stall.
    for t in range(50, 600, 50):
        w.activity(ev.LogLine(text="compiling", stream="stdout"), float(t))
        assert w.check(t + 49.0) is None
    w.activity(ev.GraphCapture(name="draft decode", phase="begin"), 600.0)
    stall = w.check(600.0 + 180.0)
    assert stall is not None and stall.silent_s == 180.0
    assert stall.describe() == (
        "The engine looks stuck at capturing CUDA graphs: draft decode: no output and no "
        "progress for 3 min."
    )
    # Any new output ends it.
    w.activity(ev.LogLine(text="Capture draft decode CUDA graph end", stream="stdout"), 781.0)
    assert w.check(790.0) is None
