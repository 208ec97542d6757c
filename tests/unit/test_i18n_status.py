"""The status panel in other languages (issue 41): a translated remedy asks for the same button
as its English source, and the badge's logic reads no English words."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from app.core import words
from app.core.verify import verdict as vd
from app.core.verify.verdict import Status, Verdict
from app.ui.status.panel import NOT_RUNNING, asked_action, overall_badge, placeholder

CONTEXTS = ("verify", "engine", "status")  # where the remedies a row reads come from


@pytest.fixture
def language():
    yield words.set_language
    words.set_language(None)


@pytest.mark.parametrize("lang", ["zh_CN", "de"])
def test_a_translated_remedy_asks_for_the_same_button(lang):
    """A row offers its one button by the words of its remedy (set-up, settings, restart, log):
    each translation must ask for what its source asks for, or the button changes with the
    language."""
    root = ET.parse(words.I18N_DIR / f"ling_desk_{lang}.ts").getroot()
    wrong = []
    for ctx in root.iter("context"):
        if ctx.findtext("name") not in CONTEXTS:
            continue
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            assert tr is not None
            for form in [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]:
                if asked_action(form) != asked_action(source):
                    wrong.append(f"{asked_action(source)!r} -> {asked_action(form)!r}: {form}")
    assert not wrong, "\n".join(wrong)


def test_the_keywords_see_each_button_in_each_language():
    assert asked_action("请重新创建引擎环境：这会安装 Humming 内核") == vd.FIX_SETUP
    assert asked_action("Richten Sie die Engine-Umgebung neu ein") == vd.FIX_SETUP
    assert asked_action("请在“设置 > 优化”中关闭") == "settings"
    assert asked_action("打开设置向导的第 2 步") == ""  # the set-up page is not Settings
    assert asked_action("Starten Sie die Engine dann neu.") == "restart"
    assert asked_action("请查看引擎日志。") == "log"


@pytest.mark.parametrize("lang", ["zh_CN", "de"])
def test_the_badge_tells_idle_from_checking_in_the_language(language, lang):
    language(lang)
    idle = {i: placeholder(i) for i in vd.OPTIMIZATION_IDS}
    status, text = overall_badge(idle)
    assert status == "pending" and text == words.translate("status", "Not checked yet")
    stopped = {i: placeholder(i, words.translate("status", NOT_RUNNING)) for i in idle}
    assert overall_badge(stopped) == ("pending", text)
    waiting = {i: placeholder(i, "…") for i in idle}
    status, checking = overall_badge(waiting)
    assert status == "pending" and checking != text and "0/3" in checking
    failed = {**idle, vd.HUMMING_MOE: Verdict.make(vd.HUMMING_MOE, Status.FAIL, "x")}
    status, said = overall_badge(failed)
    assert status == "fail" and "Humming" in said and "failed" not in said
