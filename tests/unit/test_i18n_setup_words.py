"""The set-up, benchmark and gateway sentences core makes for people speak the chosen language
(issue 41) through the .ts reader the CLI uses, plural forms and placeholders included; English
stays word for word what scripts and tests read."""

from __future__ import annotations

import pytest

from app.core import words
from app.core.gateway.snippets import parallel_text
from app.core.ladder.configs import BY_ID, folded_note
from app.core.setup.model_download import DownloadRetrying


@pytest.fixture
def speak():
    def use(language: str) -> None:
        words.set_language(language)

    yield use
    words.set_language(None)  # back to LING_DESK_LANG=en (tests/conftest.py)


def test_a_retry_line_in_german_and_chinese(speak):
    ev = DownloadRetrying("a.safetensors", 14_000_000, 70_000_000, 10, 2, 5, "no answer in time")
    assert ev.text == "Connection lost: 14.0 MB of 70.0 MB kept. Retrying in 10 s"
    speak("de")
    assert ev.text == "Verbindung unterbrochen: 14.0 MB von 70.0 MB behalten. Neuer Versuch in 10 s"
    speak("zh_CN")
    assert ev.text == "连接中断：已保留 14.0 MB（共 70.0 MB）。10 秒后重试"


def test_ladder_names_take_the_languages_plural(speak):
    assert BY_ID["mtp_s1"].name == "Humming MoE + FP8 LM head + NEXTN MTP (1 step)"
    speak("de")
    assert BY_ID["mtp_s1"].name == "Humming MoE + FP8-LM-Head + NEXTN MTP (1 Schritt)"
    assert BY_ID["mtp_s2"].name == "Humming MoE + FP8-LM-Head + NEXTN MTP (2 Schritte)"
    assert BY_ID["mtp_s3"].label == "NEXTN-Tiefe 3 (Durchlauf)"
    speak("zh_CN")
    assert BY_ID["mtp_s2"].name == "Humming MoE + FP8 LM head + NEXTN MTP（2 步）"
    assert folded_note(["humming_fp8_mtp", "mtp_s1"]).startswith(
        "NEXTN 深度 3（扫描） 与 Humming + FP8 输出头 + NEXTN 是同一配置"
    )


def test_the_gateways_parallel_note_keeps_its_number(speak):
    speak("de")
    assert parallel_text(4).startswith("Die Engine bearbeitet bis zu 4 Anfragen gleichzeitig")
    speak("zh_CN")
    assert parallel_text(4).startswith("引擎最多同时处理 4 个请求")
