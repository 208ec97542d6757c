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


def test_each_phase_is_stuck_after_what_it_normally_takes_at_the_last_start():
    """Issue 29 item 12: a hang at a step that took 40 s last time is noticed in under two
    minutes, not after the 5-minute setting."""
    from app.ui.status.loading import DEFAULT_STALL_S, LoadRecord, stall_limits

    last = LoadRecord("k", 120.0, {"starting": 2.0, "weights": 60.0, "caches": 5.0,
                                   "humming": 20.0, "graphs": 40.0, "warmup": 3.0})  # fmt: skip
    limits, normal = stall_limits(last)
    assert limits["graphs"] == 2 * 40 + 30 and normal["graphs"] == 40.0
    assert limits["warmup"] == 45.0  # never below the floor, however quick it was
    w = StallWatch(300.0, limits, normal)
    w.begin(0.0)
    w.activity(ev.GraphCapture(name="target verify", phase="begin"), 100.0)
    assert w.phase == "graphs"
    assert w.check(100.0 + 109.0) is None
    stall = w.check(100.0 + 110.0)
    assert stall is not None
    assert stall.describe() == (
        "The engine looks stuck at capturing CUDA graphs: target verify: no output and no "
        "progress for 2 min, where this step took 40 s in all at the last start."
    )
    # Without timings: each phase's default, and never more than the setting.
    limits, normal = stall_limits(None)
    assert limits == DEFAULT_STALL_S and normal == {}
    w = StallWatch(60.0, limits, normal)
    w.begin(0.0)
    assert w.limit() == 60.0  # the user's setting is the ceiling
    w = StallWatch(600.0, limits, normal)
    w.begin(0.0)
    w.activity(ev.WeightsProgress(percent=10, done=1, total=10), 0.0)
    assert w.limit() == DEFAULT_STALL_S["weights"]
    assert "at the last start" not in w.check(1000.0).describe()


def test_a_first_start_is_stuck_after_what_is_known_of_it_not_a_flat_four_minutes():
    """Issue 39 item 10: with no start timed yet, each phase's limit comes from what is known of
    the start (a stage's known quiet, the model's largest shard, this start's own pace)."""
    from app.ui.status.loading import first_start_limits, stall_limits

    limits, normal = stall_limits(None, shard_bytes=4_000_000_000)
    assert normal == {}
    # A CUDA graph capture prints every few seconds: a minute of silence there is a hang.
    assert limits["graphs"] == 60.0
    assert limits["humming"] == 2 * 60 + 30  # the ~60 s quiet JIT compile, given twice over
    assert limits["weights"] == 2 * 40 + 30  # a 4 GB shard at 100 MB/s: 40 s of quiet at most
    assert max(limits.values()) < 240.0
    assert first_start_limits(40_000_000_000)["weights"] == 2 * 400 + 30  # bigger shards, longer
    w = StallWatch(300.0, limits, normal)
    w.begin(0.0)
    w.activity(ev.GraphCapture(name="target verify", phase="begin"), 10.0)
    assert w.check(10.0 + 59.0) is None
    stall = w.check(10.0 + 60.0)
    assert stall is not None and stall.stage == "capturing CUDA graphs: target verify"
    # This start's own pace: captures 50 s apart on a slow GPU give the phase that much again.
    w.activity(ev.LogLine(text="Capture cuda graph bs 8", stream="stdout"), 60.0)
    assert w.limit() == 2 * 50 + 30
    assert w.check(60.0 + 129.0) is None and w.check(60.0 + 130.0) is not None
    # A pause while changing phase is not counted as the new phase's pace.
    w.activity(ev.ServerReady(), 500.0)
    assert w.phase == "warmup" and w.limit() == limits["warmup"]
