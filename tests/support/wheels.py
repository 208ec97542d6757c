"""Tiny wheels standing in for sglang and humming-kernels, built at test time (no index needed).

A wheel is a zip with a .dist-info folder (METADATA, WHEEL, RECORD); pip installs these from a
plain folder with `--no-index --find-links DIR`. The sglang stand-in's `sglang.launch_server` runs
the SGLang double (tests/double), so an environment built from them can run the "engine".
"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from pathlib import Path

from tests.support.engine import DOUBLE


def build_wheel(
    dest: Path, name: str, version: str, files: dict[str, str], extras: tuple[str, ...] = ()
) -> Path:
    dist = name.replace("-", "_")
    info = f"{dist}-{version}.dist-info"
    meta = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    meta += [f"Provides-Extra: {e}" for e in extras]
    contents = {
        **files,
        f"{info}/METADATA": "\n".join(meta) + "\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: ling-desk-tests\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }
    record = []
    for path, text in contents.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=")
        record.append(f"{path},sha256={digest.decode()},{len(text.encode())}")
    record.append(f"{info}/RECORD,,")
    contents[f"{info}/RECORD"] = "\n".join(record) + "\n"
    dest.mkdir(parents=True, exist_ok=True)
    wheel = dest / f"{dist}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        for path, text in contents.items():
            zf.writestr(path, text)
    return wheel


def engine_wheels(dest: Path) -> Path:
    """sglang 0.5.23 and humming-kernels 0.1.12 (with its cu13 extra) as tiny wheels in `dest`."""
    launch = (
        "import runpy, sys\n"
        f"sys.argv[0] = {str(DOUBLE)!r}\n"
        f"runpy.run_path({str(DOUBLE)!r}, run_name='__main__')\n"
    )
    build_wheel(dest, "sglang", "0.5.23", {
        "sglang/__init__.py": '__version__ = "0.5.23"\n',
        "sglang/launch_server.py": launch,
    })  # fmt: skip
    build_wheel(dest, "humming-kernels", "0.1.12", {"humming/__init__.py": ""}, extras=("cu13",))
    return dest
