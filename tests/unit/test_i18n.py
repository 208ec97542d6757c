"""Translations (issue 41): the .ts/.qm match the sources, every zh_CN and de message is
translated with exactly its placeholders, core's words follow the language without Qt (the CLI
too), and English reads no file."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.core import words
from app.core.verify.run import format_rows
from app.core.verify.verdict import MODEL_FILES, Status, Verdict

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("zh_CN", "de")  # complete; en holds its plural forms only (checked too)
_MNEMONIC = re.compile(r"&(?!&)(?=\w)")


@pytest.fixture
def language():
    """Set the language for core's .ts reader (a Qt translator a window test left installed
    would answer instead: set aside meanwhile)."""
    before = words._backend
    words.use_backend(None)
    yield words.set_language
    words.set_language(None)
    words._catalogs.clear()
    words.use_backend(before)


def _messages(lang: str):
    import xml.etree.ElementTree as ET

    root = ET.parse(words.I18N_DIR / f"ling_desk_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            yield ctx.findtext("name"), msg.findtext("source") or "", tr.get("type"), forms


def translation_problems(source: str, forms: list[str]) -> list[str]:
    """What a translation got wrong against its source: a placeholder dropped or added, a
    mnemonic (&File) lost or doubled."""
    problems = []
    for form in forms:
        if words.placeholders(form) != words.placeholders(source):
            problems.append(f"placeholders {words.placeholders(form)} in {form!r}, "
                            f"source has {words.placeholders(source)}")  # fmt: skip
        if len(_MNEMONIC.findall(form)) != len(_MNEMONIC.findall(source)):
            problems.append(f"mnemonic (&) of {source!r} not kept once in {form!r}")
    return problems


def test_translations_are_up_to_date_with_the_sources():
    """A translate() added without `packaging/i18n.py` run (or a .ts edited without its .qm)."""
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "i18n.py"), "--check"],
                          capture_output=True, text=True)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_every_message_is_translated_with_its_placeholders(lang):
    untranslated, wrong = [], []
    for ctx, source, state, forms in _messages(lang):
        if state is not None or not all(forms):
            untranslated.append(f"[{ctx}] {source!r}")
        wrong += [f"[{ctx}] {p}" for p in translation_problems(source, forms)]
    assert not untranslated, f"{lang}: not translated:\n" + "\n".join(untranslated)
    assert not wrong, f"{lang}:\n" + "\n".join(wrong)


def test_the_placeholder_check_sees_a_dropped_or_added_one():
    assert translation_problems("Restored “{title}”.", ["已恢复。"])
    assert translation_problems("%n file(s)", ["Dateien", "%n Dateien"])
    assert translation_problems("Port {port}", ["Port {port} {host}"])
    assert translation_problems("&File", ["Datei"])
    assert not translation_problems("&File", ["文件(&F)"])
    assert not translation_problems("{a} of {b}", ["{b} 中的 {a}"])  # order is free
    assert not translation_problems("Use {{braces}}", ["{{Klammern}}"])


@pytest.mark.parametrize(("env", "want"), [
    ({"LANG": "zh_CN.UTF-8"}, "zh_CN"),
    ({"LANG": "zh_SG.UTF-8"}, "zh_CN"),
    ({"LANG": "zh_TW.UTF-8"}, "en"),  # traditional characters: not served by zh_CN
    ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8", "LC_ALL": "C"}, "en"),  # LC_ALL first, as POSIX reads them
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_DE.UTF-8", "LANGUAGE": "zh_CN:de"}, "zh_CN"),
    ({"LANG": "zh_CN.UTF-8", "LING_DESK_LANG": "en"}, "en"),  # scripts that parse words
    ({"LING_DESK_LANG": "de"}, "de"),
    ({}, "en"),
])  # fmt: skip
def test_the_language_follows_the_locale_and_ling_desk_lang(env, want):
    assert words.language_from_env(env) == want


def test_core_reads_the_ts_plurals_and_unfinished_without_qt(tmp_path, monkeypatch, language):
    (tmp_path / "ling_desk_de.ts").write_text(
        """<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">
<context><name>docs</name>
<message numerus="yes"><source>%n page(s)</source><translation>
<numerusform>%n Seite</numerusform><numerusform>%n Seiten</numerusform></translation></message>
<message><source>Library</source><translation>Bibliothek</translation></message>
<message><source>Open</source><comment>a file</comment><translation>Öffnen</translation></message>
<message><source>Draft</source><translation type="unfinished">Entwurf</translation></message>
</context></TS>""",
        encoding="utf-8",
    )
    (tmp_path / "ling_desk_en.ts").write_text(
        """<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="en">
<context><name>docs</name><message numerus="yes"><source>%n page(s)</source><translation>
<numerusform>%n page</numerusform><numerusform>%n pages</numerusform></translation></message>
</context></TS>""",
        encoding="utf-8",
    )
    monkeypatch.setattr(words, "I18N_DIR", tmp_path)
    words._catalogs.clear()
    language("en")
    assert words.translate("docs", "Library") == "Library"
    assert words._catalogs == {}  # English reads no file for a word...
    assert words.translate("docs", "%n page(s)", None, 1) == "1 page"  # ...only for a plural
    assert words.translate("docs", "%n page(s)", None, 3) == "3 pages"
    language("de")
    assert words.translate("docs", "Library") == "Bibliothek"
    assert words.translate("docs", "%n page(s)", None, 1) == "1 Seite"
    assert words.translate("docs", "%n page(s)", None, 2) == "2 Seiten"
    assert words.translate("docs", "Open", "a file") == "Öffnen"
    assert words.translate("docs", "Open") == "Open"  # another meaning: not this translation
    assert words.translate("docs", "Draft") == "Draft"  # unfinished: as lrelease leaves it out
    assert words.translate("other", "Library") == "Library"  # the context is part of the key


def test_a_verdict_table_speaks_chinese_and_its_column_lines_up(language):
    language("zh_CN")
    v = Verdict.make(MODEL_FILES, Status.FAIL, "x")
    assert v.title == "模型文件" and v.id == MODEL_FILES
    rows = format_rows([v, Verdict.make("gpu", Status.PASS, "y")]).splitlines()
    # The summaries start at one terminal column: 模型文件 takes 8 columns, GPU 3.
    assert [words.display_width(r.split("x")[0]) for r in rows[:1]] == [
        words.display_width(rows[1].split("y")[0])
    ]


def _check_json(env: dict[str, str], tmp_path: Path) -> dict:
    base = {k: v for k, v in os.environ.items()
            if k not in ("LING_DESK_LANG", "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "app", "check", "--json", "--basedir", str(tmp_path / "b"),
         "--model", str(tmp_path / "no-model")],
        capture_output=True, text=True, env={**base, **env}, cwd=ROOT, timeout=60,
    )  # fmt: skip
    return json.loads(done.stdout)


def test_the_cli_speaks_the_locale_and_ling_desk_lang_keeps_english(tmp_path):
    """Preflight fails at once here (no model folder): the verdicts come back in --json with
    English keys and ids, the titles in the locale's language; LING_DESK_LANG=en wins."""
    german = _check_json({"LANG": "de_DE.UTF-8"}, tmp_path)
    by_id = {v["id"]: v for v in german["verdicts"]}
    assert by_id["model_files"]["title"] == "Modelldateien"
    assert by_id["model_files"]["status"] == "fail"
    assert set(by_id["model_files"]) >= {"id", "title", "status", "summary", "remedy"}
    english = _check_json({"LANG": "zh_CN.UTF-8", "LING_DESK_LANG": "en"}, tmp_path)
    assert {v["id"]: v["title"] for v in english["verdicts"]}["model_files"] == "Model files"
    assert [v["id"] for v in english["verdicts"]] == [v["id"] for v in german["verdicts"]]


def _translate_calls():
    """Every translate(...) call under app/: (file:line, its args)."""
    import ast

    for path in sorted((ROOT / "app").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "translate(" not in text and "QT_TRANSLATE_NOOP(" not in text:
            continue  # most files: not parsed (the test stays cheap)
        for node in ast.walk(ast.parse(text)):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if isinstance(f, ast.Name):
                name = f.id
            elif isinstance(f, ast.Attribute) and getattr(f.value, "id", "") in (
                "QCoreApplication",
                "words",
            ):  # not painter.translate(x, y)
                name = f.attr
            else:
                continue
            if name in ("translate", "QT_TRANSLATE_NOOP"):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", name, node


def test_every_translate_call_is_one_lupdate_reads():
    """The convention lupdate needs (docs/TRANSLATING.md): a literal context, a literal source
    (or a table's marked entry), a plural's count as a plain name; and each literal message is
    in the .ts (lupdate silently drops a call whose count is an expression)."""
    import ast

    known = {(ctx, src) for ctx, src, _state, _forms in _messages("zh_CN")}
    wrong = []
    for where, name, call in _translate_calls():
        if where.startswith("app/core/words.py"):
            continue  # the definitions
        args = call.args
        if len(args) < 2 or not isinstance(args[0], ast.Constant):
            wrong.append(f"{where}: the context must be a string literal")
            continue
        if (
            name == "translate"
            and len(args) >= 4
            and not isinstance(args[3], ast.Name | ast.Constant)
        ):
            wrong.append(f"{where}: a plural's count must be a plain name (assign it first)")
        if call.keywords:
            wrong.append(f"{where}: keyword arguments are not read by lupdate")
        if isinstance(args[1], ast.Constant):
            if (args[0].value, args[1].value) not in known:
                wrong.append(f"{where}: {args[1].value!r} is not in the .ts (packaging/i18n.py)")
        elif name == "QT_TRANSLATE_NOOP" or isinstance(args[1], ast.JoinedStr | ast.BinOp):
            wrong.append(f"{where}: the source must be a string literal")
    assert not wrong, "\n".join(wrong)


def test_a_plural_goes_through_the_tool_lrelease_and_qt(tmp_path, qapp):
    """%n messages are made plural by packaging/i18n.py (lupdate does not when n is a name), and
    Qt picks the form: German 1 / other."""
    import importlib.util

    from PySide6.QtCore import QCoreApplication, QTranslator

    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "packaging" / "i18n.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool
    spec.loader.exec_module(tool)
    src = tmp_path / "room.py"
    src.write_text('def f(count):\n    return translate("docs", "%n page(s)", None, count)\n')
    done = subprocess.run([tool.qt_tool("lupdate"), "-silent", str(src), "-ts",
                           str(tmp_path / "t.ts")], capture_output=True, text=True)  # fmt: skip
    assert done.returncode == 0, done.stderr
    found = tool.read(tmp_path / "t.ts")
    assert not found["docs"][("%n page(s)", "")].numerus  # lupdate alone: not plural
    found["docs"][("%n page(s)", "")].numerus = "%n" in "%n page(s)"  # as extract() does
    merged = tool.merge(found, {}, "de")
    msg = merged["docs"][("%n page(s)", "")]
    assert msg.numerus and len(msg.forms) == 2
    msg.forms, msg.finished = ["%n Seite", "%n Seiten"], True
    (tmp_path / "de.ts").write_text(tool.render(merged, "de"), encoding="utf-8")
    tool.release(tmp_path / "de.ts", tmp_path / "de.qm")
    t = QTranslator()
    assert t.load(str(tmp_path / "de.qm"))
    QCoreApplication.installTranslator(t)
    try:
        assert QCoreApplication.translate("docs", "%n page(s)", None, 1) == "1 Seite"
        assert QCoreApplication.translate("docs", "%n page(s)", None, 4) == "4 Seiten"
    finally:
        QCoreApplication.removeTranslator(t)


def test_cores_errors_and_notes_speak_the_language(tmp_path, monkeypatch, language):
    """One sentence of each area converted last (issue 41): the recipe, hardware profiles, the
    policy file, folders, the keeper, the engine's client and supervisor, the vault's file names,
    `check`'s options, settings rules, the roofline's notes and the ladder's configurations."""
    import argparse
    import os

    from app.core import keeper, policy, profiles, recipe, roofline, settings
    from app.core.engine.client import EngineStoppedAnswering
    from app.core.engine.supervisor import check_port
    from app.core.ladder.configs import pick
    from app.core.ladder.runner import markdown_report
    from app.core.paths import Paths
    from app.core.vault.formats import NewerFormat
    from app.core.verify.preflight import probe_error_words
    from app.core.verify.run import options_for_args

    def said(call, *args):
        try:
            call(*args)
        except Exception as exc:  # the message is what is checked
            return str(exc)
        raise AssertionError(f"{call} raised nothing")

    language("de")
    both = settings.Settings()
    both.optimizations.fp8_lm_head = both.optimizations.fp32_lm_head = True
    assert "schließen einander aus" in said(recipe.validate, both, tmp_path)
    assert said(profiles.resolve_profile, "nope").startswith("unbekanntes Hardwareprofil")
    st = os.stat_result((0o100644, 0, 0, 1, 4242, 0, 0, 0, 0, 0))
    assert policy.trust_problem(st, "/etc/p.toml", frozenset({0})) == (
        "/etc/p.toml gehört uid 4242, nicht root"
    )
    assert "unbekannte Tabelle" in policy.parse_policy({"nope": 1}, tmp_path / "p.toml").problems[0]
    (tmp_path / "file").write_text("")
    assert "kann den Ordner" in said(Paths.from_basedir(tmp_path / "file" / "sub").ensure)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert keeper.uninstall(1) == "es war kein Port-Wächter eingerichtet"
    assert said(check_port, 70000).startswith("70000 ist kein TCP-Port")
    assert "Die Prüfprotokolldatei" in str(NewerFormat("The audit log file", "/a", 9, 1))
    assert settings._top_k(0) == "muss -1 (aus) oder mindestens 1 sein"
    assert said(pick, "nope", False).startswith("unbekannte Konfiguration nope")
    empty = {"run": "r1", "workload": {"name": "w", "n": 1}, "configs": [], "comparisons": [],
             "best": None}  # fmt: skip
    assert "Arbeitslast: w, 1 Anfrage bei Batch 1." in markdown_report(empty, "ling-desk bench")
    assert probe_error_words("sglang is not importable from this Python").startswith("sglang lässt")
    language("zh_CN")
    assert str(EngineStoppedAnswering(5)) == "引擎已停止响应（5 秒内没有数据）。"
    assert profiles.PROFILES["generic"].words != "Other or unknown GPU"
    assert said(options_for_args, argparse.Namespace(timeout=-1.0)).startswith("--timeout 必须")
    notes = roofline.estimate_for_model_dir(None, fp8_lm_head=False).notes
    assert notes[0].startswith("没有模型文件夹")
