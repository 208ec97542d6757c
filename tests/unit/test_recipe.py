from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import pytest

from app.core.profiles import PROFILES
from app.core.recipe import (
    FP8_HEAD_ENV,
    HOST,
    EngineCapabilities,
    RecipeError,
    build_plan,
)
from app.core.settings import Settings

GOLDEN = Path(__file__).with_name("golden") / "recipes.json"
COMBOS = list(itertools.product([True, False], repeat=3))  # humming, fp8 head, mtp


def make_settings(humming=True, fp8=True, mtp=True, model="/models/Ling-3.0-flash-fp4"):
    s = Settings()
    s.engine.model_path = model
    s.optimizations.humming_moe = humming
    s.optimizations.fp8_lm_head = fp8
    s.optimizations.mtp_nextn = mtp
    # Read only by the two-machine profile (gb10_x2).
    s.engine.rank1_host = "spark2"
    s.engine.dist_init_addr = "192.168.100.10:20000"
    s.engine.net_ifname = "enp1s0f0np0"
    return s


def plan_for(settings, profile="gb10", caps=None, port=30000):
    return build_plan(
        settings,
        PROFILES[profile],
        port=port,
        api_key="SECRET-KEY-123",
        runtime_dir=Path("/run/ling"),
        cache_dir=Path("/cache/ling"),
        caps=caps,
        launcher=["/engine/bin/python", "-m", "sglang.launch_server"],
        ext_dir=Path("/cache/ling/engine_ext"),
    )


def render(plan) -> dict:
    env = dict(plan.env)
    env.pop("PYTHONPATH", None)  # depends on the environment running the test
    out = {"argv": plan.argv, "env": env, "owed": plan.owed_checks}
    if plan.peers:
        out["peers"] = [p.argv for p in plan.peers]
    return out


def all_cases() -> dict:
    out = {}
    for profile in PROFILES:
        for combo in COMBOS if profile == "gb10" else [(True, True, True), (False, False, False)]:
            name = f"{profile}/humming={combo[0]},fp8={combo[1]},mtp={combo[2]}"
            out[name] = render(plan_for(make_settings(*combo), profile))
    return out


def test_golden_command_lines():
    cases = all_cases()
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN.write_text(json.dumps(cases, indent=1, sort_keys=True) + "\n")
    golden = json.loads(GOLDEN.read_text())
    assert sorted(golden) == sorted(cases)
    for name, case in cases.items():
        assert case == golden[name], name


def flag(argv, name):
    i = argv.index(name)
    return argv[i + 1]


def test_full_recipe_facts():
    plan = plan_for(make_settings())
    a = plan.argv
    assert flag(a, "--host") == HOST == "127.0.0.1"
    assert flag(a, "--moe-runner-backend") == "humming"
    assert flag(a, "--speculative-algorithm") == "NEXTN"
    assert flag(a, "--speculative-draft-model-path") == "/models/Ling-3.0-flash-fp4"
    assert (flag(a, "--speculative-num-steps"), flag(a, "--speculative-eagle-topk"),
            flag(a, "--speculative-num-draft-tokens")) == ("3", "1", "4")  # fmt: skip
    assert flag(a, "--reasoning-parser") == "ling3"
    assert "--enable-metrics" in a and "--enable-fp32-lm-head" not in a
    assert "--enable-cache-report" in a  # cached_tokens in usage, for the answer's stats
    assert plan.env[FP8_HEAD_ENV] == "1"
    assert plan.env["HF_HUB_OFFLINE"] == "1" and plan.env["TRANSFORMERS_OFFLINE"] == "1"
    assert plan.env["HUMMING_CACHE_DIR"] == "/cache/ling/humming"
    assert plan.env["HUMMING_COMPILER"] == "nvrtc"
    assert plan.owed_checks == ["engine_ready", "humming_moe", "fp8_lm_head", "mtp_nextn"]


def test_key_never_in_argv_only_in_private_config():
    plan = plan_for(make_settings())
    assert not any("SECRET-KEY-123" in a for a in plan.argv)
    assert flag(plan.argv, "--config") == "/run/ling/engine-config.yaml"
    assert plan.files[Path("/run/ling/engine-config.yaml")] == 'api-key: "SECRET-KEY-123"\n'
    shown = json.dumps(plan.redacted())
    assert "SECRET-KEY-123" not in shown and "<redacted>" in shown


def test_baseline_uses_flashinfer_and_no_extension():
    plan = plan_for(make_settings(False, False, False))
    assert flag(plan.argv, "--moe-runner-backend") == "flashinfer_mxfp4"
    assert "--speculative-algorithm" not in plan.argv
    assert FP8_HEAD_ENV not in plan.env and "SGLANG_EXTERNAL_MODEL_PACKAGE" not in plan.env


@pytest.mark.parametrize(
    ("caps", "mtp", "uses_ext"),
    [
        (EngineCapabilities(), True, True),  # unknown engine: use it
        (EngineCapabilities(False, False, True), True, True),  # released 0.5.23
        (EngineCapabilities(True, False, True), True, True),  # native head, draft not shared
        (EngineCapabilities(True, False, True), False, False),  # native head, no MTP
        (EngineCapabilities(True, True, True), True, False),  # fully native
    ],
)
def test_extension_only_where_needed(caps, mtp, uses_ext):
    plan = plan_for(make_settings(mtp=mtp), caps=caps)
    assert plan.uses_engine_ext is uses_ext
    assert ("SGLANG_EXTERNAL_MODEL_PACKAGE" in plan.env) is uses_ext
    assert ("PYTHONPATH" in plan.env) is uses_ext
    if uses_ext:
        assert plan.env["PYTHONPATH"].split(os.pathsep)[0] == "/cache/ling/engine_ext"


def test_fp8_and_fp32_heads_are_refused_together():
    s = make_settings()
    s.optimizations.fp32_lm_head = True
    with pytest.raises(RecipeError, match="exclude each other"):
        plan_for(s)
    s.optimizations.fp8_lm_head = False
    assert "--enable-fp32-lm-head" in plan_for(s).argv


def test_mtp_without_model_path_is_refused(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))  # no cached copy either
    with pytest.raises(RecipeError, match="NEXTN multi-token prediction needs a model path"):
        plan_for(make_settings(model=""))


def test_model_defaults_to_hf_cache_copy(monkeypatch, tmp_path):
    snap = tmp_path / "models--inclusionAI--Ling-3.0-flash-fp4" / "snapshots" / "abc123"
    snap.mkdir(parents=True)
    (snap / "config.json").write_text("{}")
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    plan = plan_for(make_settings(model=""))
    assert flag(plan.argv, "--model-path") == str(snap)


def test_user_memory_fraction_overrides_profile():
    s = make_settings()
    assert flag(plan_for(s, "h200").argv, "--mem-fraction-static") == "0.85"
    s.engine.mem_fraction_static = 0.6
    assert flag(plan_for(s, "h200").argv, "--mem-fraction-static") == "0.6"
