"""The "parallel requests" setting widens the recipe's batch and its decode CUDA graphs; the
command is parsed by the real 0.5.23 argparse table (the double's) and resolves as intended."""

from __future__ import annotations

import json
import subprocess
import time
import urllib.request

import pytest

from app.core.engine.supervisor import pick_free_port
from app.core.paths import Paths
from app.core.recipe import RecipeError, build_plan
from app.core.settings import Settings
from tests.support.engine import double_plan, make_model_dir


def _after(argv: list[str], flag: str, n: int = 1) -> list[str]:
    i = argv.index(flag)
    return argv[i + 1 : i + 1 + n]


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path / "base").ensure()


@pytest.fixture
def model(tmp_path):
    return make_model_dir(tmp_path / "model")


def plan_for(paths, model, n=None, *knobs: str):
    settings = Settings()
    if n is not None:
        settings.engine.parallel_requests = n  # the settings field the lead adds (default 1)
    return double_plan(paths, model, *knobs, settings=settings)


def test_default_is_the_published_batch_1_recipe(paths, model):
    argv = plan_for(paths, model).argv
    assert _after(argv, "--max-running-requests") == ["1"]
    assert _after(argv, "--cuda-graph-max-bs-decode") == ["1"]
    assert _after(argv, "--cuda-graph-bs-decode", 2) == ["1", "--cuda-graph-backend-prefill"]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_parallel_requests_widen_batch_and_graphs(paths, model, n):
    argv = plan_for(paths, model, n).argv
    assert _after(argv, "--max-running-requests") == [str(n)]
    assert _after(argv, "--cuda-graph-max-bs-decode") == [str(n)]
    assert _after(argv, "--cuda-graph-bs-decode", n + 1) == [
        *(str(b) for b in range(1, n + 1)), "--cuda-graph-backend-prefill"]  # fmt: skip


@pytest.mark.parametrize("bad", [0, 5, -1, True, "2", 2.0])
def test_out_of_range_is_refused_with_the_setting_named(paths, model, bad):
    settings = Settings()
    settings.engine.model_path = str(model)
    settings.engine.parallel_requests = bad
    with pytest.raises(RecipeError, match="Parallel requests must be a whole number from 1 to 4"):
        from app.core.profiles import PROFILES

        build_plan(settings, PROFILES["generic"], port=pick_free_port(), api_key="k",
                   runtime_dir=paths.runtime_dir, cache_dir=paths.cache_dir)  # fmt: skip


def test_the_real_parser_table_accepts_and_resolves_it(paths, model, tmp_path):
    ready = tmp_path / "ready.json"
    plan = plan_for(paths, model, 4, "--double-load-s", "0.1", "--double-warmup-delay", "0",
                    "--double-ready-file", str(ready))  # fmt: skip
    for path, text in plan.files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    proc = subprocess.Popen(plan.argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True, text=True)  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while not ready.exists():
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            assert time.monotonic() < deadline
            time.sleep(0.05)
        req = urllib.request.Request(f"http://127.0.0.1:{plan.port}/server_info",
                                     headers={"Authorization": f"Bearer {plan.api_key}"})  # fmt: skip
        info = json.load(urllib.request.urlopen(req, timeout=10))
    finally:
        proc.terminate()
        proc.wait(10)
    assert info["max_running_requests"] == 4
    decode = info["cuda_graph_config"]["decode"]
    assert (decode["bs"], decode["max_bs"], decode["backend"]) == ([1, 2, 3, 4], 4, "full")
