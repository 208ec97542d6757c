"""`ling-desk model download` / `model verify` as a user runs them, against a loopback hub stand-in.

The real entry point runs as a process; huggingface_hub talks to tests/support/hub.py through
HF_ENDPOINT. Kills are real SIGKILLs of that process, midway through a throttled file.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.engine import ROOT
from tests.support.hub import FakeHub

SHARD1 = "model-00001-of-00003.safetensors"
SHARD2 = "model-00002-of-00003.safetensors"
THROTTLE = 512 * 1024  # bytes/s: a 1 MiB shard takes two seconds, long enough to be killed in


def _env(hub: FakeHub, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(HF_ENDPOINT=hub.endpoint, HF_HOME=str(Path(extra.pop("home", "/nonexistent"))))
    env["LING_DESK_HUB_RETRY_S"] = "0.05,0.05"  # two short retries: the real waits take a minute
    env.update(extra)
    return env


def ling_desk(*args: str, env: dict[str, str], timeout: float = 90) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def model_dir(base: Path) -> Path:
    return base / "data" / "models" / "Ling-3.0-flash-fp4"


def assert_identical(folder: Path, files: dict[str, bytes]) -> None:
    for name, data in files.items():
        assert (folder / name).read_bytes() == data, f"{name} differs from the hub's"
    # Nothing left over but Ling Desk's own state folder.
    assert {p.name for p in folder.iterdir()} == {*files, ".ling-desk"}


def start_and_kill_midway(args: list[str], env: dict[str, str], part: Path) -> None:
    """Start a download, wait until `part` holds some bytes, then SIGKILL it."""
    proc = subprocess.Popen([sys.executable, "-m", "app", *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)  # fmt: skip
    try:
        deadline = time.monotonic() + 60  # a bound on waiting, not an assertion on speed
        while not (part.exists() and part.stat().st_size > 0):
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            assert time.monotonic() < deadline, "the download never started"
            time.sleep(0.05)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if proc.stderr:
            proc.stderr.close()


def test_download_verifies_and_becomes_the_configured_model(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        r = ling_desk("model", "download", "--basedir", str(base), "--json",
                      env=_env(hub, HF_TOKEN="hf_test_token"))  # fmt: skip
        assert r.returncode == 0, r.stderr
        out = json.loads(r.stdout)
        assert out["ok"] and out["configured"] and out["commit"] == hub.commit
        assert Path(out["model"]) == model_dir(base)
        assert_identical(model_dir(base), hub.files)
        # HF_TOKEN reaches the hub (huggingface_hub's own auth headers), on every request.
        assert set(hub.authorizations) == {"Bearer hf_test_token"}
        # Progress came on stderr, as JSON lines; stdout held the one object.
        assert any(json.loads(ln).get("progress") for ln in r.stderr.splitlines() if ln)
    # No flag needed any more: verify and engine-command use the downloaded folder.
    v = ling_desk("model", "verify", "--basedir", str(base), "--json", env=_env(hub))
    assert v.returncode == 0, v.stdout + v.stderr
    assert json.loads(v.stdout)["ok"] is True
    ec = ling_desk("engine-command", "--basedir", str(base), "--json",
                   "--launcher", "sglang-not-run", env=_env(hub))  # fmt: skip
    argv = json.loads(ec.stdout)["argv"]
    assert argv[argv.index("--model-path") + 1] == str(model_dir(base))
    # The engine itself always runs with the hub offline.
    assert json.loads(ec.stdout)["env"]["HF_HUB_OFFLINE"] == "1"


def test_kill_midway_then_rerun_resumes_and_ends_identical(tmp_path):
    base = tmp_path / "base"
    part = model_dir(base) / ".ling-desk" / "partial" / (SHARD1 + ".part")
    with FakeHub(throttle_bps=THROTTLE) as hub:
        start_and_kill_midway(["model", "download", "--basedir", str(base)], _env(hub), part)
        kept = part.stat().st_size
        assert 0 < kept < len(hub.files[SHARD1])
        assert not (model_dir(base) / SHARD1).exists()  # never under its real name half-done
        # A kill leaves no configured model behind.
        v = ling_desk("model", "verify", "--basedir", str(base), "--model",
                      str(model_dir(base)), env=_env(hub))  # fmt: skip
        assert v.returncode == 1 and "not finished" in v.stdout
        hub.throttle_bps = 0
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        assert r.returncode == 0, r.stderr
        # The re-run asked only for the rest of the file: from exactly what the kill left.
        assert hub.gets(SHARD1) == [None, f"bytes={kept}-"]
        assert f"{SHARD1}: resuming" in r.stderr
        assert hub.gets("config.json") == [None]  # finished files are not fetched again
        assert_identical(model_dir(base), hub.files)


def test_file_changed_on_the_server_fails_naming_it_then_a_rerun_heals(tmp_path):
    base = tmp_path / "base"
    part = model_dir(base) / ".ling-desk" / "partial" / (SHARD1 + ".part")
    with FakeHub(throttle_bps=THROTTLE) as hub:
        start_and_kill_midway(["model", "download", "--basedir", str(base)], _env(hub), part)
        hub.throttle_bps = 0
        # The server now sends other bytes for that file while its listing keeps the old hash.
        other = bytes(255 - b for b in hub.files[SHARD1])
        hub.serve_other_bytes(SHARD1, other)
        r = ling_desk("model", "download", "--basedir", str(base), "--json", env=_env(hub))
        assert r.returncode == 1
        err = json.loads(r.stdout)
        assert err["ok"] is False and SHARD1 in err["error"] and "sha256" in err["error"]
        assert SHARD2 not in err["error"]
        assert not (model_dir(base) / SHARD1).exists()  # a wrong file never takes the name
        # Not configured: no settings were written.
        assert not (base / "config" / "settings.toml").exists()
        # The hub publishes the new content as a new commit: a re-run fetches it whole.
        hub.set_file(SHARD1, other)
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        assert r.returncode == 0, r.stderr
        assert_identical(model_dir(base), hub.files)


def test_local_file_changed_after_download_fails_verify_naming_it(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        assert ling_desk("model", "download", "--basedir", str(base), env=_env(hub)).returncode == 0
    shard = model_dir(base) / SHARD2
    shard.write_bytes(shard.read_bytes()[:1000])  # a copy cut short
    v = ling_desk("model", "verify", "--basedir", str(base), env=_env(hub))
    assert v.returncode == 1
    assert f"{SHARD2} has 1000 bytes, the hub lists 1048576" in v.stdout


def test_not_enough_disk_space_is_refused_before_any_byte(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        hub.claim_size(SHARD1, 2**62)  # far more than any test disk holds
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        assert r.returncode == 1
        line = r.stderr.strip().splitlines()[-1]
        assert line.startswith("ling-desk model download: not enough disk space")
        assert "needs 4611686.0 TB more" in line or "TB more" in line
        assert "Traceback" not in r.stderr
        assert not any("/resolve/" in p for _m, p, _r in hub.requests)  # nothing fetched


def test_unreachable_hub_and_offline_env_are_one_line(tmp_path):
    with FakeHub() as hub:
        offline = ling_desk("model", "download", "--basedir", str(tmp_path),
                            env=_env(hub, HF_HUB_OFFLINE="1"))  # fmt: skip
    assert offline.returncode == 1 and "HF_HUB_OFFLINE" in offline.stderr
    gone = ling_desk(
        "model", "download", "--basedir", str(tmp_path), "--json", env=_env(hub)
    )  # fmt: skip  (the hub has stopped)
    assert gone.returncode == 1
    error = json.loads(gone.stdout)["error"]
    assert "cannot reach http://127.0.0.1" in error
    # Plain words, not the socket's "[Errno 111] Connection refused".
    assert "the connection was refused" in error and "Errno" not in error
    retries = [json.loads(ln)["progress"] for ln in gone.stderr.splitlines() if "Retrying" in ln]
    assert [r.rsplit(": ", 1)[-1] for r in retries] == [
        "Connection lost. Retrying in 0 s (the connection was refused (nothing answers there "
        f"now); try {n} of 3)"
        for n in (2, 3)
    ]


@pytest.mark.parametrize("args", [["model"], ["engine-env"]])
def test_missing_action_is_usage(args):
    r = subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)  # fmt: skip
    assert r.returncode == 2


def test_a_rerun_after_the_hub_changed_a_shard_in_place_fetches_the_new_bytes(tmp_path):
    """Same name, same size, other bytes: only its hash tells them apart."""
    base = tmp_path / "base"
    with FakeHub() as hub:
        assert ling_desk("model", "download", "--basedir", str(base), env=_env(hub)).returncode == 0
        new = bytes(255 - b for b in hub.files[SHARD2])
        assert len(new) == len(hub.files[SHARD2])
        hub.set_file(SHARD2, new)
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        assert r.returncode == 0, r.stderr
        assert_identical(model_dir(base), hub.files)
        assert f"{SHARD2}: the copy here differs from the hub's" in r.stderr


def test_a_rerun_rehashes_a_kept_file_its_last_run_left_even_if_bytes_rotted(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        assert ling_desk("model", "download", "--basedir", str(base), env=_env(hub)).returncode == 0
        shard = model_dir(base) / SHARD1
        rotted = bytearray(shard.read_bytes())
        rotted[4096] ^= 0x01  # one flipped bit, same size, the manifest still lists it as done
        shard.write_bytes(bytes(rotted))
        r = ling_desk("model", "download", "--basedir", str(base), env=_env(hub))
        assert r.returncode == 0, r.stderr
        assert_identical(model_dir(base), hub.files)


def test_verify_full_hashes_every_file_and_names_one_with_other_bytes(tmp_path):
    base = tmp_path / "base"
    with FakeHub() as hub:
        assert ling_desk("model", "download", "--basedir", str(base), env=_env(hub)).returncode == 0
        files = hub.files
    plain = ling_desk("model", "verify", "--basedir", str(base), "--full", "--json", env=_env(hub))
    assert plain.returncode == 0, plain.stdout + plain.stderr
    report = json.loads(plain.stdout)
    assert report["ok"] is True and report["hashed"] == len(files)
    assert "checking" in plain.stderr  # progress, file by file, on stderr
    shard = model_dir(base) / SHARD2
    data = bytearray(shard.read_bytes())
    data[10] ^= 0xFF  # same size: the size check alone passes it
    shard.write_bytes(bytes(data))
    sizes = ling_desk("model", "verify", "--basedir", str(base), env=_env(hub))
    assert sizes.returncode == 0  # what plain verify can and cannot see
    full = ling_desk("model", "verify", "--basedir", str(base), "--full", env=_env(hub))
    assert full.returncode == 1
    assert f"{SHARD2} differs from the hub's listing (sha256" in full.stdout
