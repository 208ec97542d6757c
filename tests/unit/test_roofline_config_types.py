"""A config.json with values of the wrong type: the estimate names the field, never raises."""

from __future__ import annotations

import json
import logging

import pytest

from app.core.roofline import estimate_for_model_dir, estimate_from_config
from tests.support.engine import ROOT

CONFIG = json.loads((ROOT / "tests" / "fixtures" / "ling-3.0-flash-config.json").read_text())


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("hidden_size", "2560"),
        ("num_experts", 0),
        ("num_hidden_layers", [42]),
        ("num_experts_per_tok", True),
        ("vocab_size", 1.5),
        ("q_lora_rank", "big"),
    ],
)
def test_wrong_type_is_named_in_a_note(key, value):
    config = {**CONFIG, key: value}
    e = estimate_from_config(config, fp8_lm_head=False)
    assert e.bytes_per_token() > 0
    assert any(key in n and "unusable" in n for n in e.notes), e.notes


def test_bad_block_size_is_named():
    config = {**CONFIG, "quantization_config": {**CONFIG["quantization_config"],
                                                "weight_block_size": "128x128"}}  # fmt: skip
    e = estimate_from_config(config, fp8_lm_head=True)
    assert any("weight_block_size" in n for n in e.notes), e.notes


def test_model_folder_with_bad_config_logs_no_traceback(tmp_path, caplog):
    (tmp_path / "config.json").write_text(json.dumps({**CONFIG, "head_dim": "128"}))
    with caplog.at_level(logging.DEBUG):
        e = estimate_for_model_dir(tmp_path, fp8_lm_head=False)
    assert any("head_dim" in n for n in e.notes)
    assert not [r for r in caplog.records if r.exc_info]
