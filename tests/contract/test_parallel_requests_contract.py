""" "Parallel requests" 1-4: the recipe's command is accepted by the REAL SGLang 0.5.23 parser and
its checks, and resolves to that many running requests with decode CUDA graphs for 1..N."""

from __future__ import annotations

import json

import pytest

from app.core.paths import Paths
from app.core.profiles import PROFILES
from app.core.recipe import build_plan
from app.core.settings import Settings
from tests.contract.conftest import run_py, venv_env
from tests.contract.test_engine_ext import FIXTURE_CONFIG, validate
from tests.support.verify_model import make_fake_model

pytestmark = pytest.mark.contract

# Reads the resolved fields the shared validator does not print.
RESOLVE = """
import json, sys
from sglang.srt.server_args import prepare_server_args
a = prepare_server_args(sys.argv[1:])
cg = getattr(a, "cuda_graph_config", None)
print(json.dumps({"max_running_requests": a.max_running_requests,
                  "bs": getattr(a, "cuda_graph_bs_decode", None),
                  "max_bs": getattr(a, "cuda_graph_max_bs_decode", None),
                  "config": str(cg)}))
"""


@pytest.mark.parametrize("n", [1, 4])
def test_parallel_requests_accepted_and_resolved_by_real_sglang(contract_python, tmp_path, n):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    settings = Settings()
    settings.engine.model_path = str(make_fake_model(tmp_path / "models"))
    settings.engine.parallel_requests = n  # the settings field (default 1)
    plan = build_plan(
        settings, PROFILES["generic"], port=30000, api_key="contract-key",
        runtime_dir=paths.runtime_dir, cache_dir=paths.cache_dir,
        launcher=[str(contract_python), "-m", "sglang.launch_server"],
    )  # fmt: skip
    for path, text in plan.files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    argv = plan.argv[3:]
    env = {k: v for k, v in plan.env.items() if k != "PYTHONPATH"}
    out = validate(
        contract_python, {"argv": argv, "env": env, "stand_in_config": str(FIXTURE_CONFIG)},
        tmp_path,
    )  # fmt: skip
    assert out["ok"] is True, out
    proc = run_py(contract_python, ["-c", RESOLVE, *argv], env=venv_env(), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert got["max_running_requests"] == n
    assert got["bs"] == list(range(1, n + 1)) and got["max_bs"] == n
