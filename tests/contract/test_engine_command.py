"""`ling-desk engine-command --json` prints a command the real SGLang 0.5.23 accepts and resolves
as the recipe intends (issue 2's contract), with the key only in the private --config file."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.contract.conftest import REPO
from tests.contract.test_engine_ext import FIXTURE_CONFIG, validate
from tests.support.verify_model import make_fake_model

pytestmark = pytest.mark.contract


def engine_command(tmp_path, *extra: str) -> dict:
    model = make_fake_model(tmp_path / "models")
    proc = subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(tmp_path / "base"), "engine-command",
         "--json", "--model", str(model), *extra],
        cwd=REPO, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_engine_command_is_accepted_and_resolved_by_real_sglang(contract_python, tmp_path):
    shown = engine_command(tmp_path, "--engine-python", str(contract_python))
    argv = shown["argv"]
    # The default launcher: the engine environment's Python with -m sglang.launch_server.
    assert argv[:3] == [str(contract_python), "-m", "sglang.launch_server"]
    # The key is new at every launch and stored nowhere: never on the command line.
    assert "--api-key" not in argv and not (tmp_path / "base" / "config" / "engine-key").exists()
    assert argv[argv.index("--host") + 1] == "127.0.0.1"
    # The key file as the supervisor writes it (engine-command shows it redacted).
    ((cfg_path, cfg_text),) = shown["files"].items()
    assert "<redacted>" in cfg_text
    key = "a-fresh-launch-key-0123456789"
    cfg = tmp_path / "engine-config.yaml"
    cfg.write_text(cfg_text.replace("<redacted>", key))
    engine_argv = [str(cfg) if a == cfg_path else a for a in argv[3:]]
    env = {k: v for k, v in shown["env"].items() if k != "PYTHONPATH"}
    out = validate(
        contract_python,
        {"argv": engine_argv, "env": env, "stand_in_config": str(FIXTURE_CONFIG)},
        tmp_path,
    )
    assert out["ok"] is True, out
    assert out["moe_runner_backend"] == "humming"
    assert out["speculative_algorithm"] == "EAGLE"  # NEXTN resolves to EAGLE
    assert (out["speculative_num_steps"], out["speculative_eagle_topk"],
            out["speculative_num_draft_tokens"]) == (3, 1, 4)  # fmt: skip
    assert out["enable_fp32_lm_head"] is False
    assert out["host"] == "127.0.0.1"
    assert out["api_key_set"] is True  # reached SGLang through --config only
    assert out["enable_metrics"] is True and out["reasoning_parser"] == "ling3"
    assert out["enable_cache_report"] is True  # cached_tokens in every answer's usage
    # Released 0.5.23 lacks a native FP8 head: the recipe turned the extension on.
    assert shown["env"]["SGLANG_EXTERNAL_MODEL_PACKAGE"] == "ling_desk_engine_ext"
    assert shown["env"]["SGLANG_ENABLE_FP8_LM_HEAD"] == "1"
