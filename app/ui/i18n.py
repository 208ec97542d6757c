"""The window's language (issue 41): Qt's translators installed once, before any window is built.

The language: LING_DESK_LANG, else Settings > Appearance > Language (`ui.language`), else the
system's (QLocale.system(), which follows LANG/LC_ALL/LC_MESSAGES). A change in Settings applies
when Ling Desk restarts (the dialog offers the restart): the rooms build their words once.

core's words (app.core.words.translate) go through the same translator from here on, so one .qm
per language serves the window and core's sentences in it.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.core import words

SYSTEM = "system"
_installed: list[QTranslator] = []
_language: str | None = None


def choose(setting: str | None) -> str:
    """The language to speak: LING_DESK_LANG, the setting (unless "system"), the system's."""
    if own := words.normalise(os.environ.get(words.ENV)):
        return own
    if setting and setting != SYSTEM and (chosen := words.normalise(setting)):
        return chosen
    env = words.language_from_env()
    if env != words.ENGLISH or any(os.environ.get(v) for v in ("LC_ALL", "LC_MESSAGES", "LANG")):
        return env
    return words.normalise(QLocale.system().name()) or words.ENGLISH


def current() -> str:
    return _language or words.ENGLISH


def install(setting: str | None = None, qm_dir: str | None = None) -> str:
    """Install the translators for the chosen language (again: replaced); returns it. English
    loads only its plural forms. `qm_dir`: where the .qm files are (tests)."""
    global _language
    app = QCoreApplication.instance()
    language = choose(setting)
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
    _installed.clear()
    where = qm_dir or str(words.I18N_DIR)
    own = QTranslator()
    if own.load(words.QM_NAME.format(lang=language), where):
        _installed.append(own)
    if language != words.ENGLISH:
        # Qt's own words (the standard buttons Yes/No/Cancel, the file dialog) in the language.
        qt = QTranslator()
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{language}", qt_dir):
            _installed.append(qt)
    if app is not None:
        for t in _installed:
            app.installTranslator(t)
        if language != words.ENGLISH:  # numbers and dates as the language writes them
            QLocale.setDefault(QLocale(language))
    words.set_language(language)
    words.use_backend(QCoreApplication.translate)
    _language = language
    return language
