#!/usr/bin/env python3
"""Write packaging/lock/cp3XX-<machine>.txt: every Python dependency pinned, with hashes.

The .deb carries wheels for each target below and installs them offline; these files are what
it downloads (build-deb.sh) and what its postinst installs with --require-hashes. One file per
(Python, machine) because compiled wheels differ per target and pip evaluates a requirement
file's markers against the Python that runs it, not the --python-version it downloads for.

Refresh (needs PyPI; run with any Python 3.11+ that has pip >= 22.2):
    python3 packaging/lock.py
then review `git diff packaging/lock` and rebuild the packages.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK_DIR = ROOT / "packaging" / "lock"
PYTHONS = ("3.11", "3.12", "3.13")  # Debian 12, Ubuntu 24.04 / DGX OS, Debian 13
# The oldest glibc each package must run on: amd64 Debian 12 (2.36), arm64 DGX OS = Ubuntu
# 24.04 (2.39; PySide6's aarch64 wheels need it).
GLIBC = {"x86_64": 36, "aarch64": 39}


def platforms(machine: str) -> list[str]:
    """Every manylinux tag that glibc accepts, newest first (pip does not expand one itself)."""
    tags = [f"manylinux_2_{minor}_{machine}" for minor in range(GLIBC[machine], 16, -1)]
    return [*tags, f"manylinux2014_{machine}"]


def lock_name(python: str, machine: str) -> str:
    return f"cp{python.replace('.', '')}-{machine}.txt"


def requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return list(project["dependencies"])


def resolve(python: str, machine: str, reqs: list[str]) -> list[tuple[str, str, str]]:
    """(name, version, sha256) of every wheel pip would install on that target."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        cmd = [
            sys.executable, "-m", "pip", "install", "--quiet", "--dry-run", "--ignore-installed",
            "--only-binary=:all:", *(f"--platform={p}" for p in platforms(machine)),
            "--python-version", python,
            "--implementation", "cp", "--target", str(Path(tmp) / "t"), "--report", str(report),
            *reqs,
        ]  # fmt: skip
        subprocess.run(cmd, check=True)
        items = json.loads(report.read_text())["install"]
    out = []
    for item in items:
        meta, info = item["metadata"], item["download_info"]
        if not info["url"].startswith("https://"):
            # A wheel from a local folder or index would pin a hash that PyPI cannot serve.
            raise SystemExit(f"lock.py: {meta['name']} came from {info['url']}, not PyPI")
        sha = info["archive_info"]["hashes"]["sha256"]
        out.append((meta["name"].lower().replace("_", "-"), meta["version"], sha))
    return sorted(out)


def render(python: str, machine: str, pins: list[tuple[str, str, str]]) -> str:
    lines = [
        f"# Ling Desk's Python dependencies for CPython {python} on {machine} "
        f"(glibc 2.{GLIBC[machine]} or older), pinned with hashes.",
        "# Written by packaging/lock.py from pyproject.toml; refresh: python3 packaging/lock.py",
    ]
    lines += [f"{name}=={version} --hash=sha256:{sha}" for name, version, sha in pins]
    return "\n".join(lines) + "\n"


def main() -> int:
    if sys.argv[1:2] == ["--platforms"]:  # for build-deb.sh: the tags pip may download for
        print(" ".join(f"--platform={p}" for p in platforms(sys.argv[2])))
        return 0
    reqs = requirements()
    LOCK_DIR.mkdir(exist_ok=True)
    for machine in GLIBC:
        for python in PYTHONS:
            pins = resolve(python, machine, reqs)
            (LOCK_DIR / lock_name(python, machine)).write_text(render(python, machine, pins))
            print(f"{lock_name(python, machine)}: {len(pins)} wheels")
    return 0


if __name__ == "__main__":
    sys.exit(main())
