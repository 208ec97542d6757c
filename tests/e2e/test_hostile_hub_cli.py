"""`ling-desk model download` against a hostile or failing hub (tests/support/hub.py's modes).

File names from the listing that would land outside the model folder, a hub that trickles a byte
every few seconds, Ctrl-C during such a stall, and HTTP 500s: each ends in one plain line.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.test_model_setup_cli import _env, assert_identical, ling_desk, model_dir
from tests.support.engine import ROOT
from tests.support.hub import LISTING, FakeHub

SHARD1 = "model-00001-of-00003.safetensors"


def _files_under(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


@pytest.mark.parametrize(
    "name", ["../../evil", "/abs/path/evil", "a/../../b", ".ling-desk/manifest.json"]
)
def test_a_name_leading_out_of_the_folder_is_refused_before_any_byte(tmp_path, name):
    base = tmp_path / "base"
    if name.startswith("/"):
        name = str(tmp_path / "abs" / "evil")  # a path the test can look at afterwards
    with FakeHub() as hub:
        hub.list_name(name)
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        fetched = [p for _m, p, _r in hub.requests if "/resolve/" in p]
    assert r.returncode == 1, r.stderr
    lines = r.stderr.strip().splitlines()
    assert lines[-1].startswith("ling-desk model download: http://127.0.0.1:")
    assert repr(name) in lines[-1] and "Nothing was written" in lines[-1]
    assert "verified" not in r.stdout + r.stderr
    assert fetched == []  # refused at the listing: not one file asked for
    # Nothing anywhere but the run's own log: no model folder, no evil file, no settings.
    assert _files_under(tmp_path) == {p for p in _files_under(tmp_path) if "/logs/setup/" in p}
    assert not model_dir(base).exists()


def test_a_stalled_hub_ends_with_a_line_naming_the_file_and_the_mirror(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        hub.trickle(SHARD1, 0.5)  # a byte every half second: no socket timeout ever fires
        r = ling_desk("model", "download", "--basedir", str(base), "--json",
                      env=_env(hub, LING_DESK_HUB_STALL_S="3"), timeout=60)  # fmt: skip
        endpoint = hub.endpoint
    assert r.returncode == 1, r.stderr
    err = json.loads(r.stdout)["error"]
    assert err.startswith(f"{SHARD1}: {endpoint} sent ")
    assert "in the last 3 s (stalled)" in err and "fetches the rest" in err
    part = model_dir(base) / ".ling-desk" / "partial" / (SHARD1 + ".part")
    assert 0 < part.stat().st_size < 100  # what came is kept for the next run
    assert not (base / "config" / "settings.toml").exists()


def _progress_lines(stderr: str) -> list[str]:
    return [json.loads(ln)["progress"] for ln in stderr.splitlines()
            if ln.startswith('{"progress"')]  # fmt: skip


def test_a_trickling_hub_reads_stalled_in_the_progress_line_not_hours_left(tmp_path):
    """A byte every half second: once the rate's window (5 s) holds only the trickle, the line
    says "stalled" where it said "436 h 08 min left" (the issue's hub: "31945 h left")."""
    base = tmp_path / "base"
    with FakeHub() as hub:
        hub.trickle(SHARD1, 0.5)
        r = ling_desk("model", "download", "--basedir", str(base), "--json",
                      env=_env(hub, LING_DESK_HUB_STALL_S="9"), timeout=60)  # fmt: skip
    assert r.returncode == 1, r.stderr
    lines = _progress_lines(r.stderr)
    shard = [ln for ln in lines if ln.startswith(f"{SHARD1} ")]
    assert shard, r.stderr
    assert shard[-1].endswith(" B/s, stalled"), shard
    assert not any(re.search(r"\d{3,} h \d\d min left", ln) for ln in lines), shard


def test_a_hub_that_sends_nothing_more_reads_stalled_before_its_next_byte(tmp_path):
    """One byte, then nothing for 7 s: the line says "stalled" meanwhile. Progress came only with
    bytes, so the line kept the rate of the files before ("1.8 kB/s, 26 min left")."""
    base = tmp_path / "base"
    with FakeHub() as hub:
        hub.trickle(SHARD1, 7.0)
        r = ling_desk("model", "download", "--basedir", str(base), "--json",
                      env=_env(hub, LING_DESK_HUB_STALL_S="9"), timeout=60)  # fmt: skip
    assert r.returncode == 1, r.stderr
    first_byte = [ln for ln in _progress_lines(r.stderr) if ln.startswith(f"{SHARD1} 1 B/")]
    assert first_byte and first_byte[-1].endswith(", 0 B/s, stalled"), first_byte
    assert "(stalled)" in json.loads(r.stdout)["error"]


def test_ctrl_c_during_a_stall_cancels_at_once_with_one_line(tmp_path):
    base = tmp_path / "base"
    part = model_dir(base) / ".ling-desk" / "partial" / (SHARD1 + ".part")
    with FakeHub() as hub:
        hub.trickle(SHARD1, 5.0)  # the hub: one byte every 5 s
        proc = subprocess.Popen([sys.executable, "-m", "app", "model", "download", "--basedir",
                                 str(base)], cwd=ROOT, env=_env(hub), text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
        try:
            deadline = time.monotonic() + 60  # bounds the wait for the start only
            while not (part.exists() and part.stat().st_size > 0):
                assert proc.poll() is None, proc.communicate()
                assert time.monotonic() < deadline, "the download never reached the shard"
                time.sleep(0.05)
            time.sleep(0.5)  # now blocked between two bytes
            sent = time.monotonic()
            proc.send_signal(signal.SIGINT)
            # 15 s only tells a hang (the next bytes would keep it going forever) from an exit.
            _out, err = proc.communicate(timeout=15)
            took = time.monotonic() - sent
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    print(f"SIGINT to exit: {took:.2f} s")
    assert proc.returncode == 1, err
    assert "Traceback" not in err
    said = [ln for ln in err.splitlines() if "cancel" in ln.lower()]
    assert said == [
        "ling-desk model download: cancelled; what was downloaded is kept, and the same command "
        "fetches the rest"
    ]
    assert part.stat().st_size > 0


def test_one_transient_500_is_retried_and_the_download_ends_identical(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        hub.fail(SHARD1, 500)
        hub.fail(LISTING, 503)
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        assert r.returncode == 0, r.stderr
        assert hub.gets(SHARD1) == [None, None]  # the 500, then the file
        trees = [p for m, p, _r in hub.requests if m == "GET" and "/tree/" in p]
        assert len(trees) == 2
        said = [ln for ln in r.stderr.splitlines() if "HTTP 500" in ln]
        assert said == [
            f"ling-desk: {SHARD1}: The hub answered HTTP 500 (Internal Server Error): 2.0 kB of "
            "3.1 MB kept. Retrying in 0 s (try 2 of 3)"
        ]
        assert_identical(model_dir(base), hub.files)


def test_a_500_that_stays_fails_after_the_bounded_retries_in_one_line(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        hub.fail(SHARD1, 500, times=7)
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        assert hub.gets(SHARD1) == [None, None, None]  # the two retries _env allows, no more
        j = ling_desk("model", "download", "--basedir", str(base), "--json", env=_env(hub))
    assert r.returncode == 1
    failures = [ln for ln in r.stderr.splitlines() if "HTTP 500" in ln]
    assert [f.rsplit("Retrying in ", 1)[-1] for f in failures[:2]] == [
        "0 s (try 2 of 3)",
        "0 s (try 3 of 3)",
    ]
    assert failures[2:] == [r.stderr.strip().splitlines()[-1]], r.stderr  # said once, at the end
    kept = "2.0 kB of 3.1 MB are kept: the same download fetches the 3.1 MB left"
    assert failures[2] == (
        f"ling-desk model download: {SHARD1}: {hub.endpoint} answered HTTP 500 "
        f"(Internal Server Error) for {hub.repo_id}, 3 tries in a row. {kept}"
    )
    assert "Failed" not in r.stderr
    # With --json: the one object on stdout; the progress lines on stderr do not repeat it.
    assert j.returncode == 1
    assert json.loads(j.stdout)["error"] == failures[2].removeprefix("ling-desk model download: ")
    progress = [json.loads(ln)["progress"] for ln in j.stderr.splitlines() if ln.startswith("{")]
    assert [p for p in progress if "HTTP 500" in p] == [
        f.removeprefix("ling-desk: ") for f in failures[:2]
    ]


def test_a_hub_sending_more_than_it_lists_is_cut_off_at_the_listed_size(tmp_path):
    base = tmp_path / "base"
    part = model_dir(base) / ".ling-desk" / "partial" / (SHARD1 + ".part")
    with FakeHub() as hub:
        listed = len(hub.files[SHARD1])
        hub.serve_other_bytes(SHARD1, hub.files[SHARD1] + b"\0" * (8 * listed))  # a disk filler
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
    assert r.returncode == 1
    assert r.stderr.strip().splitlines()[-1] == (
        f"ling-desk model download: {SHARD1}: {hub.endpoint} sent more than the {listed} bytes "
        "its listing gives the file; what it sent beyond that was not kept"
    )
    assert part.stat().st_size <= listed
