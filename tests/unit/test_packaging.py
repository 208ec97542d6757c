"""Linux desktop files are validated with the distribution's own validators (Frescobaldi does too)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str) -> str:
    exe = shutil.which(name)
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is missing: .ci/run should have installed it")
        pytest.skip(f"{name} not installed (Debian: desktop-file-utils / appstream)")
    return exe


def test_desktop_file_validates():
    exe = _tool("desktop-file-validate")
    r = subprocess.run(
        [exe, str(ROOT / "packaging" / "ling-desk.desktop")], capture_output=True, text=True
    )
    assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr


def test_appstream_metadata_validates():
    exe = _tool("appstreamcli")
    path = ROOT / "packaging" / "io.github.lingdesk.LingDesk.metainfo.xml"
    r = subprocess.run(
        [exe, "validate", "--no-net", "--explain", str(path)], capture_output=True, text=True
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_import_contract_core_has_no_qt():
    exe = shutil.which("lint-imports") or str(Path(os.sys.executable).with_name("lint-imports"))
    r = subprocess.run([exe], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "core never imports Qt" in r.stdout


def test_ruff_clean_and_formatted():
    exe = shutil.which("ruff") or str(Path(os.sys.executable).with_name("ruff"))
    check = subprocess.run([exe, "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout
    fmt = subprocess.run([exe, "format", "--check", "."], cwd=ROOT, capture_output=True, text=True)
    assert fmt.returncode == 0, fmt.stdout


def test_core_imports_with_qt_unavailable():
    # As napari does: the core must work where Qt is not installed at all.
    code = (
        "import sys, importlib, pkgutil\n"
        "for name in ('PySide6', 'qasync', 'shiboken6'): sys.modules[name] = None\n"
        "import app.core\n"
        "for m in pkgutil.walk_packages(app.core.__path__, 'app.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('ok')\n"
    )
    r = subprocess.run([os.sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
