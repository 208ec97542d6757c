"""Chinese text in the window is drawn with a Simplified Chinese face: under an English or C
locale fontconfig's fallback for Han characters is Noto Sans CJK JP (Japanese forms)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontDatabase, QTextLayout

from app.ui.shell.cjk_font import han_family, prefer_simplified_han


def test_the_simplified_face_is_chosen_unless_the_locale_has_its_own():
    fams = ["DejaVu Sans", "Noto Sans CJK JP", "Noto Sans CJK SC", "WenQuanYi Micro Hei"]
    for name in ("en_US", "C", "de_DE", "zh_CN", "zh_SG"):
        assert han_family(name, fams) == "Noto Sans CJK SC"
    for name in ("ja_JP", "ko_KR", "zh_TW", "zh_HK"):
        assert han_family(name, fams) is None  # fontconfig picks the locale's own face
    assert han_family("en_US", ["DejaVu Sans", "WenQuanYi Micro Hei"]) == "WenQuanYi Micro Hei"
    assert han_family("en_US", ["DejaVu Sans"]) is None


def faces(font, text: str) -> set[str]:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()}


def test_chinese_is_drawn_with_the_simplified_face(qapp):
    wanted = han_family("en_US", QFontDatabase.families())
    if wanted is None:
        pytest.skip("no CJK font: sudo apt install fonts-noto-cjk (or fonts-wqy-microhei)")
    old = qapp.font()
    try:
        assert prefer_simplified_han(qapp, "en_US") == wanted
        assert faces(qapp.font(), "说门直骨") == {wanted}
        assert faces(qapp.font(), "Ling Desk") == faces(old, "Ling Desk")  # Latin as before
    finally:
        qapp.setFont(old)
