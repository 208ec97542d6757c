"""What the .deb is made from: the version, the lock files and the man page (tests/packaging
builds and installs the package itself)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
LOCKS = sorted((ROOT / "packaging" / "lock").glob("*.txt"))
PIN = re.compile(r"^([A-Za-z0-9._-]+)==(\S+) --hash=sha256:[0-9a-f]{64}$")


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_version_flag_prints_pyprojects_version():
    r = subprocess.run(
        [sys.executable, "-m", "app.cli", "--version"], capture_output=True, text=True, cwd=ROOT
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == f"ling-desk {PROJECT['version']}"


def test_a_lock_for_each_python_and_machine_the_package_serves():
    names = {p.name for p in LOCKS}
    lock = _load("lock")
    assert names == {lock.lock_name(py, m) for py in lock.PYTHONS for m in lock.GLIBC}


@pytest.mark.parametrize("lock", LOCKS, ids=lambda p: p.stem)
def test_lock_pins_every_dependency_with_a_hash(lock: Path):
    pins = {}
    for line in lock.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        m = PIN.match(line)
        assert m, f"{lock.name}: not a hashed pin: {line}"
        pins[canonicalize_name(m.group(1))] = m.group(2)
    for dep in PROJECT["dependencies"]:
        req = Requirement(dep)
        name = canonicalize_name(req.name)
        assert name in pins, f"{lock.name} lacks {req.name}: refresh with python3 packaging/lock.py"
        assert req.specifier.contains(pins[name], prereleases=True), (
            f"{lock.name} pins {name}=={pins[name]}, pyproject wants {req.specifier}"
        )
    # The app uses only PySide6's Essentials modules: the Addons (hundreds of MB) stay out.
    assert "pyside6-addons" not in pins and "pyside6" not in pins


def test_man_page_has_every_verb_and_renders_without_warnings():
    manpage = _load("manpage")
    from app.cli import build_parser

    page = manpage.render()
    for verb, _ in manpage.verbs(build_parser()):
        assert f".SS {verb}\n" in page, verb
    assert ".SS engine-env create\n" in page  # a nested verb too
    man = shutil.which("man")
    if man is None:
        pytest.skip("man is not installed")
    r = subprocess.run(
        [man, "--warnings", "-l", "-"], input=page, capture_output=True, text=True,
        env={"PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"},
    )  # fmt: skip
    assert r.returncode == 0 and not r.stderr.strip(), r.stderr
    assert "engine-command" in r.stdout


def test_man_page_text_is_never_read_as_a_roff_request():
    manpage = _load("manpage")
    assert manpage.roff_text(".hidden\n'also\n a\\b") == "\\&.hidden\n\\&'also\n a\\eb"


def test_the_package_ships_the_keepers_user_units_as_install_writes_them():
    """The .deb's units hold port 4950 from login and start the keeper through /usr/bin; they are
    what `ling-desk gateway-keeper install` writes, but for that command."""
    from app.core.keeper import unit_texts

    for name, text in unit_texts(4950, ["/usr/bin/ling-desk", "gateway-keeper"]).items():
        assert (ROOT / "packaging" / "deb" / name).read_text() == text, name
        assert (
            '"$root/packaging/deb/$unit" "$pkg/usr/lib/systemd/user/$unit"'
            in (ROOT / "packaging" / "build-deb.sh").read_text()
        )
    assert (
        "deb-systemd-helper --user enable ling-desk-gateway.socket"
        in (ROOT / "packaging" / "deb" / "postinst").read_text()
    )
