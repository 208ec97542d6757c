"""The container route: the launcher preset's command line, and the checks through a container.

`docker`/`podman` here are tests/support/fake_container.py on PATH: it checks nothing for us but
runs the SGLang double with the engine's arguments, as an SGLang image would run sglang.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.engine import ROOT
from tests.support.verify_cli import FAST_KNOBS, run_check, write_settings
from tests.support.verify_model import make_fake_model

FAKE = ROOT / "tests" / "support" / "fake_container.py"
IMAGE = "lmsysorg/sglang:v0.5.23-cu130"


@pytest.fixture
def fake_bin(tmp_path) -> Path:
    b = tmp_path / "bin"
    b.mkdir()
    for name in ("docker", "podman"):
        (b / name).symlink_to(FAKE)
    return b


def _env(fake_bin: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "PATH": f"{fake_bin}:{os.environ['PATH']}", **extra}


@pytest.mark.parametrize("runtime", ["docker", "podman"])
def test_engine_command_shows_the_whole_container_command(tmp_path, runtime):
    model = make_fake_model(tmp_path / "m")
    base = tmp_path / "base"
    write_settings(base, f'[engine]\ncontainer_runtime = "{runtime}"\n'
                         f'container_image = "{IMAGE}"\nmodel_path = "{model}"\n')  # fmt: skip
    r = subprocess.run([sys.executable, "-m", "app", "engine-command", "--basedir", str(base),
                        "--port", "34567", "--json"], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)  # fmt: skip
    assert r.returncode == 0, r.stderr
    shown = json.loads(r.stdout)
    argv = shown["argv"]
    line = shlex.join(argv)
    assert argv[:3] == [runtime, "run", "--rm"] and "--pull=never" in argv
    gpu = "--gpus all" if runtime == "docker" else "--device nvidia.com/gpu=all"
    assert gpu in line
    # Published on loopback only; the server inside listens on the container's interface.
    assert "-p 127.0.0.1:34567:34567" in line
    assert "--host 0.0.0.0 --port 34567" in line
    assert f"-v {model}:{model}:ro" in line
    staged = next(a for a in argv if "/engine_ext/" in a)
    ext = staged.split(":")[0]
    assert staged == f"{ext}:{ext}:ro" and f"-e PYTHONPATH={ext}" in line
    config = argv[argv.index("--config") + 1]
    assert f"-v {config}:{config}:ro" in line  # the key reaches the engine only in that file
    assert "-e HF_HUB_OFFLINE=1" in line
    assert line.index(IMAGE) < line.index("--model-path")
    assert argv[argv.index(IMAGE) + 1 : argv.index(IMAGE) + 4] == [
        "python3", "-m", "sglang.launch_server"]  # fmt: skip
    # The key is new at every launch and kept nowhere: only in that file, and shown redacted.
    assert "--api-key" not in argv and shown["files"][config] == 'api-key: "<redacted>"\n'
    assert not (base / "config" / "engine-key").exists()


def test_checks_prove_each_optimization_through_the_container(tmp_path, fake_bin):
    model = make_fake_model(tmp_path / "m")
    base = tmp_path / "base"
    log = tmp_path / "container.log"
    write_settings(base, f'[engine]\ncontainer_runtime = "docker"\ncontainer_image = "{IMAGE}"\n')
    # --ignore-preflight: this test machine has no GPU (the gpu row fails, as it should).
    run = run_check("--json", "--basedir", str(base), "--model", str(model), "--ignore-preflight",
                    timeout=90,
                    env=_env(fake_bin, FAKE_CONTAINER_IMAGES=IMAGE, FAKE_CONTAINER_LOG=str(log),
                             FAKE_CONTAINER_DOUBLE_ARGS=" ".join(FAST_KNOBS)))  # fmt: skip
    assert run.data is not None, run.explain()
    for check in ("humming_moe", "fp8_lm_head", "mtp_nextn"):
        assert run.status(check) == "pass", run.explain()
    assert run.status("engine_env") == "pass" and IMAGE in run.text("engine_env")
    calls = [json.loads(ln) for ln in log.read_text().splitlines()]
    assert calls[0][:3] == ["docker", "image", "inspect"]
    assert calls[1][:2] == ["docker", "run"]


def test_missing_image_fails_preflight_and_is_never_pulled(tmp_path, fake_bin):
    model = make_fake_model(tmp_path / "m")
    base = tmp_path / "base"
    log = tmp_path / "container.log"
    write_settings(base, f'[engine]\ncontainer_runtime = "podman"\ncontainer_image = "{IMAGE}"\n')
    run = run_check("--json", "--basedir", str(base), "--model", str(model),
                    env=_env(fake_bin, FAKE_CONTAINER_LOG=str(log)))  # fmt: skip
    assert run.rc == 1 and run.status("engine_env") == "fail", run.explain()
    assert f"podman pull {IMAGE}" in run.text("engine_env")
    assert all(
        c[1] != "run" and c[1] != "pull" for c in map(json.loads, log.read_text().split("\n")[:-1])
    )
