"""The time left of a model download stays within a sane bound (issue 35, item 11): a hub that
trickles bytes read "31945 h left"; beyond the bound the line says "stalled"."""

from __future__ import annotations

from app.core.setup.model_download import MAX_ETA_S, STALLED_BPS, DownloadProgress

GB = 10**9


def _at(rate: float | None, done: int = 0, total: int = 60 * GB) -> DownloadProgress:
    eta = (total - done) / rate if rate else None
    return DownloadProgress("model-00001.safetensors", done, total, done, total, rate, eta)


def test_a_trickle_reads_stalled_not_thousands_of_hours():
    # 60 GB at 0.5 kB/s: the 31945 h.
    trickle = _at(520.0)
    assert trickle.eta_s is not None and trickle.eta_s > 31_000 * 3600
    assert trickle.stalled and trickle.left_text == "stalled"
    assert _at(0.0).left_text == "stalled"  # nothing at all came over the rate's window
    # Above the byte floor, yet more than a week to go: no figure worth saying either.
    slow = _at(2 * STALLED_BPS)
    assert slow.eta_s is not None and slow.eta_s > MAX_ETA_S and slow.left_text == "stalled"


def test_a_slow_but_real_link_still_gets_its_time_left():
    assert _at(10_000_000.0).left_text == "1 h 40 min left"  # 60 GB at 10 MB/s
    assert _at(120_000.0).left_text == "138 h 53 min left"  # under a week: said as it is
    assert _at(None).left_text == "? left"  # no rate yet
    done = _at(0.0, done=60 * GB)
    assert not done.stalled  # finished: nothing is stalled
