"""Chinese characters drawn with Chinese glyphs.

Han characters are shared by Chinese, Japanese and Korean, but their shapes differ (门, 直, 骨,
说), and the Noto/Source Han fonts ship one face per region. Qt asks fontconfig for a fallback
with the system locale's language: under an English (or C) locale fontconfig answers "Noto Sans
CJK JP", so Chinese text was drawn in Japanese forms. Unless the system locale is Japanese,
Korean or a traditional Chinese one (fontconfig then picks the right face itself), the
application font names a Simplified Chinese face after the system's own, which Qt tries for every
character the first lacks.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication

# Most wanted first: fonts-noto-cjk, Adobe's name for the same face, fonts-wqy-microhei,
# fonts-wqy-zenhei, fonts-arphic-ukai's successor in many installs.
SIMPLIFIED = (
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "WenQuanYi Micro Hei",
    "WenQuanYi Zen Hei",
    "Droid Sans Fallback",
)
# Locales whose own language fontconfig already matches to the right regional face.
OWN_FACE = ("ja", "ko", "zh_TW", "zh_HK", "zh_MO", "zh_Hant")


def han_family(locale_name: str, families: Iterable[str]) -> str | None:
    """The family to try after the system font for Han characters, or None (none installed, or
    the locale's own face is fontconfig's choice already)."""
    if any(locale_name == own or locale_name.startswith(own + "_") for own in OWN_FACE):
        return None
    have = set(families)
    return next((f for f in SIMPLIFIED if f in have), None)


def prefer_simplified_han(app: QApplication, locale_name: str | None = None) -> str | None:
    """Adds the Simplified Chinese face to the application font (before the theme keeps it as
    its base); returns the family added, or None. `locale_name`: the system's unless given."""
    name = QLocale.system().name() if locale_name is None else locale_name
    family = han_family(name, QFontDatabase.families())
    if family is None:
        return None
    font = app.font()
    if family not in font.families():
        # The family Qt really uses first: a generic name ("Sans Serif") in a list is not
        # resolved, and Latin text would fall to the CJK face.
        font.setFamilies([QFontInfo(font).family(), family])
        app.setFont(font)
    return family
