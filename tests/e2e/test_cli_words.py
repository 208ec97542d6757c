"""The command line in the user's language (issue 41): each verb group's lines, errors and
argparse's own words follow LING_DESK_LANG (zh_CN, de), while --json keeps its keys, ids and
statuses in English. One real process a language runs every group's verbs through the CLI's
main() in turn (the words are read once, as in any run); each test reads its group's part."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli.ask import Turn, print_turns
from app.cli.common import argparse_words
from app.core import words
from app.core.chat.export import to_json
from app.core.chat.model import Conversation
from tests.support.engine import ROOT

pytestmark = pytest.mark.timeout(120)

# Runs each argv through main() as `python -m app` would, keeping each one's exit code, stdout
# and stderr apart.
DRIVER = """
import contextlib, io, json, sys
from app.cli.main import main
runs = []
for argv in json.loads(sys.argv[1]):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code
    runs.append([code, out.getvalue(), err.getvalue()])
print(json.dumps(runs))
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def verbs(tmp: Path) -> dict[str, list[str]]:
    """name -> argv, in the order they run (an import before the list that shows it, a key made
    before the audit log that records it)."""
    base = tmp / "base"
    (base / "config").mkdir(parents=True)
    # The gateway's port: a free one, never 4950 (whoever holds that would be named a stranger).
    (base / "config" / "settings.toml").write_text(f"[gateway]\nport = {free_port()}\n")
    folder = tmp / "docs"
    folder.mkdir()
    (folder / "a.md").write_text("# Log\nThe lighthouse keeper counted forty-two ships.\n")
    conv = Conversation(title="harbour")
    q = conv.new_message("user", None, "how many ships?")
    conv.new_message("assistant", q.id, "forty-two")
    (tmp / "chat.json").write_text(to_json(conv), encoding="utf-8")
    b = ["--basedir", str(base)]
    return {
        "docs add": [*b, "docs", "add", str(folder)],
        "docs add json": [*b, "docs", "add", str(folder / "a.md"), "--json"],
        "docs list": [*b, "docs", "list"],
        "docs search none": [*b, "docs", "search", "zeppelin"],
        "docs search hit": [*b, "docs", "search", "lighthouse"],
        "docs bad limit": [*b, "docs", "search", "x", "--limit", "many"],
        "history import": [*b, "history", "import", str(tmp / "chat.json")],
        "history list": [*b, "history", "list"],
        "history list json": [*b, "history", "list", "--json"],
        "history bad days": [*b, "history", "purge", "--older-than", "0"],
        "history unknown json": [*b, "history", "delete", "nosuchid", "--json"],
        "api info": [*b, "api", "info"],
        "api create": [*b, "api", "key", "create", "ed"],
        "api list": [*b, "api", "key", "list"],
        "api list json": [*b, "api", "key", "list", "--json"],
        "audit verify": [*b, "audit", "verify"],
        "audit export": [*b, "audit", "export", str(tmp / "audit.jsonl")],
        "audit kind json": [*b, "audit", "show", "--kind", "nokind", "--json"],
        "ask preset": [*b, "ask", "--preset", "nope", "q"],
        "ask rounds json": [*b, "ask", "--max-rounds", "0", "q", "--json"],
        "port": [*b, "--port", "99999", "docs", "list"],
        "help": ["history", "--help"],
        "required": ["docs", "search"],
    }


@pytest.fixture(scope="module", params=["zh_CN", "de"])
def said(request, tmp_path_factory) -> tuple[str, dict[str, tuple[int, str, str]]]:
    """(language, name -> (exit code, stdout, stderr)) of every verb in verbs()."""
    lang = request.param
    tmp = tmp_path_factory.mktemp(f"words-{lang}")
    argvs = verbs(tmp)
    env = {**os.environ, "LING_DESK_LANG": lang}
    done = subprocess.run([sys.executable, "-c", DRIVER, json.dumps(list(argvs.values()))],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=100,
                          stdin=subprocess.DEVNULL)  # fmt: skip
    assert done.returncode == 0, done.stderr
    runs = json.loads(done.stdout.strip().splitlines()[-1])
    return lang, {name: tuple(run) for name, run in zip(argvs, runs, strict=True)}


def pick(lang: str, zh: str, de: str) -> str:
    return zh if lang == "zh_CN" else de


def test_docs_speaks_the_language_and_json_keeps_english_keys(said):
    lang, runs = said
    code, out, _ = runs["docs add"]
    assert code == 0 and out.strip().endswith(
        pick(lang, "：已索引，1 页，1 个文本块", ": indiziert, 1 Seite, 1 Textblock")
    )
    code, out, _ = runs["docs add json"]
    [f] = json.loads(out)["files"]
    assert set(f) == {"path", "status", "error", "pages", "chunks"} and f["status"] == "unchanged"
    assert pick(lang, "个 token", " Token") in runs["docs list"][1]
    assert runs["docs search none"][1].strip() == pick(
        lang, "没有匹配的段落", "keine passende Textstelle"
    )
    # The passage's place (stored as "heading Log") in words, after the path.
    assert pick(lang, "a.md，标题“Log”：", "a.md, Überschrift „Log“:") in runs["docs search hit"][1]
    code, _, err = runs["docs bad limit"]
    assert code == 2 and pick(lang, "错误：参数 --limit：不是数字：", "Fehler: Argument --limit: keine Zahl:") in err  # fmt: skip


def test_history_speaks_the_language_and_json_keeps_english_keys(said):
    lang, runs = said
    code, out, _ = runs["history import"]
    assert code == 0 and pick(lang, "：已导入，2 条消息  harbour", ": importiert, 2 Nachrichten  harbour") in out  # fmt: skip
    assert pick(lang, "2 条消息", "2 Nachrichten") in runs["history list"][1]
    listed = json.loads(runs["history list json"][1])
    assert set(listed) == {"ok", "conversations"}
    assert set(listed["conversations"][0]) == {"id", "title", "created", "updated", "messages",
                                               "pinned"}  # fmt: skip
    code, _, err = runs["history bad days"]
    assert code == 2 and pick(lang, "0 天：请给出大于 0 的数", "0 Tage: Geben Sie eine Zahl über 0 an") in err  # fmt: skip
    code, out, _ = runs["history unknown json"]
    refused = json.loads(out)
    assert code == 1 and set(refused) == {"ok", "error"} and refused["ok"] is False
    assert pick(lang, "未做任何更改", "nichts wurde geändert") in refused["error"]
    assert (
        pick(lang, "没有 id 为 nosuchid 的对话", "keinen Chat mit der ID nosuchid")
        in refused["error"]
    )


def test_audit_speaks_the_language_and_json_keeps_english_keys(said):
    lang, runs = said
    code, out, _ = runs["audit verify"]
    assert code == 0 and out.strip() == pick(lang, "审计日志完整：1 个文件，共 1 条记录", "das Prüfprotokoll ist vollständig: 1 Eintrag in 1 Datei")  # fmt: skip
    assert pick(lang, "已将 1 条记录写入 ", ": 1 Eintrag in ") in runs["audit export"][2]
    code, out, _ = runs["audit kind json"]
    refused = json.loads(out)
    assert code == 2 and set(refused) == {"ok", "error"}
    assert refused["error"].startswith(pick(lang, "没有类型为 'nokind' 的审计记录；", "kein Protokolleintrag ist von der Art 'nokind';"))  # fmt: skip


def test_api_speaks_the_language_and_json_keeps_english_keys(said):
    lang, runs = said
    code, out, _ = runs["api info"]
    assert code == 0 and pick(lang, "  模型 Ling-3.0-flash  网关未运行", "  Modell Ling-3.0-flash  Gateway läuft nicht") in out  # fmt: skip
    code, out, err = runs["api create"]
    assert code == 0 and out.startswith("lingdesk-")  # the key alone on stdout, in any language
    assert pick(lang, "已创建 API 密钥 'ed'", "API-Schlüssel 'ed' erstellt") in err
    assert pick(lang, "最近使用：从未  0 次请求", "zuletzt benutzt: nie  0 Anfragen") in runs["api list"][1]  # fmt: skip
    [key] = json.loads(runs["api list json"][1])["keys"]
    assert key["name"] == "ed" and "last_used" in key and key["requests"] == 0


def test_ask_speaks_the_language_and_json_keeps_english_keys(said):
    lang, runs = said
    code, _, err = runs["ask preset"]
    assert code == 2 and pick(lang, "没有名为 'nope' 的预设：设置中还没有任何预设", "keine Vorlage namens 'nope': In den Einstellungen gibt es noch keine Vorlagen") in err  # fmt: skip
    code, out, _ = runs["ask rounds json"]
    assert code == 2 and json.loads(out) == {
        "ok": False,
        "error": pick(lang, "--max-rounds 至少为 1", "--max-rounds muss mindestens 1 sein"),
    }


def test_argparse_and_common_words_follow_the_language(said):
    lang, runs = said
    code, _, err = runs["port"]
    assert code == 2 and pick(lang, "99999 不是 TCP 端口", "99999 ist kein TCP-Port") in err
    code, out, _ = runs["help"]
    usage = out.splitlines()
    assert code == 0 and usage[0].startswith(pick(lang, "用法：ling-desk history", "Aufruf: ling-desk history"))  # fmt: skip
    # The usage's further lines start under its first option, though "用法：" is 6 columns wide.
    assert words.display_width(usage[0].split("[")[0]) == len(usage[1]) - len(usage[1].lstrip())
    assert pick(lang, "位置参数", "Positionsargumente") in out
    assert "the conversations, newest change first" in out  # help= text stays English
    code, _, err = runs["required"]
    assert code == 2 and pick(lang, "错误：缺少以下必需参数：QUERY", "Fehler: die folgenden Argumente sind erforderlich: QUERY") in err  # fmt: skip


@pytest.fixture
def language():
    yield words.set_language
    words.set_language(None)
    words._catalogs.clear()


def test_an_answers_lines_follow_the_language(capsys, language):
    import argparse

    language("de")
    turn = Turn(text="42", sources=[{"path": "/d/a.pdf", "page": 3, "snippet": ""}],
                stats={"prompt_tokens": 1, "cached_tokens": 0},
                tool_calls=[{"server": "fs", "tool": "read", "allowed": False}])  # fmt: skip
    print_turns(argparse.Namespace(json=False, questions=["q"]), [turn])
    out = capsys.readouterr().out
    assert "Tool fs.read (abgelehnt)" in out and "[1] /d/a.pdf, Seite 3" in out
    assert "(1 Prompt-Token, davon 0 von 1 aus dem Cache)" in out


def test_argparse_words_keep_their_placeholders_and_are_argparses_own():
    """argparse formats them with %: a translation that drops or adds one breaks the message."""
    import argparse
    import inspect
    import re

    source = inspect.getsource(argparse)
    marks = re.compile(r"%\(\w+\)[sr]|%[sr]")
    for lang in ("zh_CN", "de"):
        catalog = words.read_ts(words.I18N_DIR / f"ling_desk_{lang}.ts")
        for text in argparse_words():
            assert repr(text)[1:-1] in source, text  # still a word this Python's argparse says
            [form] = catalog[("argparse", text, "")]
            assert sorted(marks.findall(form)) == sorted(marks.findall(text)), (lang, form)
