"""Every verb takes --basedir, --launcher and --model before or after its name."""

from __future__ import annotations

import pytest

from app.cli import build_parser
from app.core.settings import load_for_args


@pytest.mark.parametrize(
    "argv",
    [
        ["--basedir", "{b}", "--launcher", "python3 dbl.py --double-fault hang", "--model", "/m",
         "engine-command"],
        ["engine-command", "--basedir", "{b}", "--launcher", "python3 dbl.py --double-fault hang",
         "--model", "/m"],
        ["--basedir", "{b}", "check", "--launcher", "python3 dbl.py --double-fault hang",
         "--model", "/m", "--json"],
    ],
)  # fmt: skip
def test_global_options_before_or_after_the_verb(tmp_path, argv):
    args = build_parser().parse_args([a.replace("{b}", str(tmp_path)) for a in argv])
    paths, settings, problems = load_for_args(args)
    assert paths.config_dir == tmp_path.resolve() / "config"
    assert settings.engine.launcher == ["python3", "dbl.py", "--double-fault", "hang"]
    assert settings.engine.model_path == "/m"
    assert problems == []


def test_no_verb_means_the_gui():
    assert build_parser().parse_args([]).verb is None


def test_bad_usage_exits_2(capsys):
    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(["check", "--timeout", "soon"])
    assert exc.value.code == 2
    assert "invalid float value" in capsys.readouterr().err
