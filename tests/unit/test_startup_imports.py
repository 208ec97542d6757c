"""What each start imports (issue 40): `--version`, `docs search`, every verb group and a plain
window start load nothing of MCP, aiohttp, the document extractors or the benchmark until they
are used. Each case is a fresh Python process (sys.modules of this one says nothing)."""

from __future__ import annotations

import importlib
import importlib.metadata
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli.common import app_version
from app.cli.main import GROUPS, VERB_GROUPS

ROOT = Path(__file__).resolve().parents[2]

# Loaded only by what uses them: a tool server (MCP and what it stands on), a running gateway
# (aiohttp), an extracted document (the extractors' libraries), the benchmark (the ladder).
HEAVY = (
    "mcp", "mcp_types", "anyio", "httpx2", "jsonschema", "aiohttp", "pypdfium2", "openpyxl",
    "charset_normalizer", "app.core.ladder", "app.ui.bench", "app.core.gateway.server",
)  # fmt: skip
NO_WINDOW = ("PySide6", "shiboken6", "qasync", "app.ui")

# (a None entry is a module told "not there": app/entry.py does that to httpx's command line)
REPORT = "\nimport json, sys\nprint(json.dumps(sorted(k for k, v in sys.modules.items() if v)))\n"


def modules_after(code: str, *args: str) -> set[str]:
    """The modules a fresh interpreter holds after running `code` (its last stdout line)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code + REPORT, *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def loaded(modules: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


VERB = """
import sys
from app.cli.main import main
try:
    code = main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
assert code == 0, code
"""


def test_version_imports_no_core_module_and_says_the_installed_version(capfd):
    mods = modules_after(VERB, "--version")
    assert loaded(mods, ("app.core", "app.ui", "importlib.metadata", "asyncio", *HEAVY)) == []
    assert app_version() == importlib.metadata.version("ling-desk")  # read without it, same


def test_docs_search_on_a_plain_folder_loads_the_library_only(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.toml").write_text("[privacy]\nencrypt = false\n")
    mods = modules_after(VERB, "docs", "search", "hello", "--basedir", str(tmp_path))
    assert "app.core.docs.library" in mods  # it did search
    # A plain folder needs no key: the keyring is not even imported, nor SQLCipher. A search
    # reads: no audit log (no policy changed), no extractor or its worker, no settings writer.
    # Nothing logged: no logging; argparse's formatter without shutil, its words unlooked-up
    # by gettext while the parsers are built (locale); no passphrase asked (getpass); no
    # document read or folder walked (the kinds, the walk); no engine key (secrets).
    others = ("keyring", "httpx", "app.core.engine", "app.core.gateway", "app.core.tools",
              "app.core.chat", "app.core.verify", "sqlcipher3", "app.core.audit",
              "app.core.docs.extract", "app.core.docs.sandbox", "tomli_w", "hashlib",
              "logging", "shutil", "locale", "getpass", "app.core.docs.kinds",
              "app.core.docs.walk", "app.core.secrets")  # fmt: skip
    assert loaded(mods, (*HEAVY, *NO_WINDOW, *others)) == []


def test_an_ascii_search_leaves_the_cjk_pattern_uncompiled(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.toml").write_text("[privacy]\nencrypt = false\n")
    check = "\nfrom app.core import cjk\nassert cjk._run is None, 'compiled'\n"
    modules_after(VERB + check, "docs", "search", "hello", "--basedir", str(tmp_path))
    check = "\nfrom app.core import cjk\nassert cjk._run is not None, 'not compiled'\n"
    modules_after(VERB + check, "docs", "search", "北京", "--basedir", str(tmp_path))


LOGS = """
import sys, warnings
from app.cli.main import main
assert main(sys.argv[1:]) == 0
print("logging loaded:", "logging" in sys.modules)
warnings.warn("a library's warning")  # before logging: to the log, quiet without -v
import logging
print("root:", logging.getLogger().level, [type(h).__name__ for h in logging.getLogger().handlers])
logging.getLogger("some.lib").warning("said %s", "once")
logging.getLogger("some.lib").info("said with -v")
"""


@pytest.mark.parametrize("verbose", [False, True])
def test_the_log_is_set_up_when_logging_is_first_imported_as_it_was_at_start(tmp_path, verbose):
    """logging is imported by the first module that logs; basicConfig and the warnings' route
    are then as they were when main() made them at start: format, level, -v, warnings."""
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.toml").write_text("[privacy]\nencrypt = false\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    argv = [*(["-v"] if verbose else []), "docs", "search", "x", "--basedir", str(tmp_path)]
    out = subprocess.run([sys.executable, "-c", LOGS, *argv], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert f"logging loaded: {verbose}" in out.stdout  # -v sets it up at once
    assert f"root: {10 if verbose else 30} ['StreamHandler']" in out.stdout
    logged = [line.split(" ", 2)[2] for line in out.stderr.splitlines() if " some.lib: " in line]
    said = ["WARNING some.lib: said once", "INFO some.lib: said with -v"]
    assert logged == (said if verbose else said[:1])  # "%(asctime)s %(levelname)s %(name)s: "
    assert ("UserWarning: a library's warning" in out.stderr) is verbose


def test_a_search_records_a_policy_change_it_is_the_first_to_see(tmp_path, monkeypatch):
    """The audit log is left closed by a search unless the administrator's policy changed since
    its last record: then the search is the run that records it, once."""
    from app.core import audit
    from app.core.policy import POLICY_ENV, POLICY_SEEN_FILE
    from tests.support.policy import write_policy

    base = tmp_path / "base"
    (base / "config").mkdir(parents=True)
    (base / "config" / "settings.toml").write_text("[privacy]\nencrypt = false\n")
    policy = write_policy(tmp_path, "[forbid]\nremote_mcp = true\n")
    folder = base / "data" / audit.FOLDER
    args = ("docs", "search", "hello", "--basedir", str(base))
    monkeypatch.setenv(POLICY_ENV, str(policy))  # (modules_after's child inherits it)
    first = modules_after(VERB, *args)
    assert "app.core.audit" in first
    changes = [r for r in audit.records(folder, None) if r.kind == "policy.changed"]
    assert [c.fields["forbidden"] for c in changes] == [["remote_mcp"]]
    assert (folder / POLICY_SEEN_FILE).exists()
    again = modules_after(VERB, *args)  # seen: the log stays closed, nothing said twice
    assert "app.core.audit" not in again
    assert len([r for r in audit.records(folder, None) if r.kind == "policy.changed"]) == 1


def test_each_verb_group_imports_only_its_own_module():
    assert set(VERB_GROUPS.values()) == set(GROUPS)
    code = "import importlib, sys\nfor g in sys.argv[1:]:\n    importlib.import_module(g)\n"
    for group in GROUPS:
        mods = modules_after(code, f"app.cli.{group}")
        # Only main imports the verb modules, and each one's parsers name its own verbs.
        own = {"app.cli", "app.cli.main", "app.cli.common", f"app.cli.{group}"}
        assert loaded(mods, ("app.cli",)) == sorted(own)
        assert loaded(mods, (*HEAVY, *NO_WINDOW, "httpx", "keyring")) == [], group


@pytest.mark.parametrize("verb", sorted(VERB_GROUPS))
def test_the_verb_table_matches_each_groups_parsers(verb):
    from app.cli.main import build_parser, groups_for

    assert groups_for(["-v", "--help"]) is None  # the whole parser: its help lists every verb
    assert groups_for(["-v", verb, "--help"]) == (VERB_GROUPS[verb],)  # the verb's own help
    assert groups_for(["--basedir", "/x", verb]) == (VERB_GROUPS[verb],)
    sub = next(a for a in build_parser(groups_for([verb]))._actions if a.dest == "verb")
    assert verb in sub.choices  # type: ignore[operator]


WINDOW = """
import sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
from app.core.paths import Paths
from app.core.settings import Settings
from app.ui.shell.app import Gui, ensure_app, quiet_unlock

ensure_app()
paths = Paths.from_basedir(Path(sys.argv[1])).ensure()
settings = Settings()
settings.gateway.enabled = False  # a running gateway is aiohttp's use
settings.engine.autostart = False  # no engine: nothing to request
gui = Gui(paths, settings, {}, vault=quiet_unlock(paths, settings))
gui.show()
for _ in range(5):
    QApplication.processEvents()
"""


def test_a_plain_window_start_loads_no_tools_gateway_extractors_or_benchmark(tmp_path):
    mods = modules_after(WINDOW, str(tmp_path / "base"))
    assert "app.ui.shell.main_window" in mods
    # A request to an engine; Settings once opened (its Privacy page's hooks too); code
    # highlighted (the warm-up's, later); markdown-it at the first message rendered (none here);
    # the rooms opened from the menus: the gateway's connect page, the activity log, the
    # benchmark; export and import of conversations; a remote rank's staging (tarfile); the
    # first new id (uuid, with platform); the set-up page, when a start finds a piece missing.
    lazy = ("httpx", "app.ui.settings", "pygments", "markdown_it",
            "app.ui.gateway.connect_page", "app.ui.audit", "app.ui.bench", "app.core.chat.bulk",
            "app.core.chat.export", "tarfile", "uuid", "app.ui.setup.first_run")  # fmt: skip
    assert loaded(mods, (*HEAVY, *lazy)) == []


FEATURE = """
import sys
import app.ui.shell.app  # installs the cheaper scan, then imports the window's modules
import shibokensupport.feature as feature

ours = feature._mod_uses_pyside
assert ours.ling_desk, "not installed"
differ = [name for name, mod in list(sys.modules.items())
          if mod is not None and ours(mod) != ours.original(mod)]
assert not differ, differ
print(sum(ours(m) for m in list(sys.modules.values()) if m is not None))
"""


def test_pyside_feature_scan_gives_pysides_answer_for_every_module_of_the_window():
    """app/ui/feature_scan.py answers PySide's "does this module use PySide6?" from the file's
    bytes: the same answer as PySide's own (inspect) for every module the window imports."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", FEATURE], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert int(out.stdout.split()[-1]) > 40  # the window's Qt modules said yes (not all no)


def test_the_version_is_read_only_when_asked(monkeypatch, capsys):
    """Every verb's parser has --version; reading the version (the dist-info on sys.path) waits
    for --version itself, which still says it."""
    cli_main = importlib.import_module("app.cli.main")  # (app.cli.main is also a function)

    def unread() -> str:
        raise AssertionError("version read while building the parser")

    monkeypatch.setattr(cli_main, "app_version", unread)
    parser = cli_main.build_parser(("docs",))
    assert parser.parse_args(["docs", "search", "x"]).query == ["x"]
    monkeypatch.setattr(cli_main, "app_version", lambda: "9.8.7")
    with pytest.raises(SystemExit) as exit_:
        parser.parse_args(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == "ling-desk 9.8.7\n"
