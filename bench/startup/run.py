"""Start-up costs, as ratios from one run (issue 40). Medians of --runs each:

  version   `ling-desk --version` against a bare `python -c 'import sqlite3'` (goal <= 3x)
  search    `ling-desk docs search` against the same query by plain sqlite3 on the same library
            file (goal <= 3x); a plain (unencrypted) data folder, no keyring (as a machine
            without one: the `fail` backend)
  window    the window module's import (CPU seconds, peak RSS) against `import PySide6.QtWidgets`
            alone (goal <= 2x the time and <= +40 MiB); also its floor: the Qt classes its
            modules bind and the standard modules it loads, imported without any code of ours
  verified  the real window start (`python -m app`, offscreen) to its badge "All 3
            optimizations verified" against `ling-desk check` to its exit, both against the
            same SGLang double (goal <= 1.2x)

Every figure is a fresh process. Usage:
  python bench/startup/run.py [--runs 7] [--only NAME...] [--tree DIR]
--tree: measure another checkout of Ling Desk (`git archive REV | tar -x -C DIR`: the figures
before a change), with this script and this tree's test support.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.support.verify_cli import DOUBLE, FAST_KNOBS  # noqa: E402
from tests.support.verify_model import make_fake_model  # noqa: E402

PY = sys.executable
ENV = {
    **os.environ,
    "PYTHONPATH": str(ROOT),
    "QT_QPA_PLATFORM": "offscreen",
    "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    "LINGDESK_KEY_STORE": "file",
}
CWD = ROOT  # where `python -m app` runs: the tree measured
# As an install runs: from compiled bytecode (a .deb ships it), not each module compiled again.
ENV.pop("PYTHONDONTWRITEBYTECODE", None)


def wall(argv: list[str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one process run to its end."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(argv, cwd=CWD, env=ENV, stdout=subprocess.DEVNULL, check=True)
    took = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return took, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def medians(runs: int, fn) -> tuple[float, ...]:  # type: ignore[no-untyped-def]
    fn()  # warm: the page cache and .pyc files, as a second start finds them
    got = [fn() for _ in range(runs)]
    if isinstance(got[0], float):
        return (statistics.median(got),)
    return tuple(statistics.median(g[i] for g in got) for i in range(len(got[0])))


def say(name: str, ours: float, base: float, goal: float, unit: str = "ms") -> None:
    scale = 1000 if unit == "ms" else 1
    print(f"{name:<48} {ours * scale:8.1f} {unit} vs {base * scale:7.1f} {unit}: "
          f"{ours / base:5.2f}x (goal <= {goal:g}x)", flush=True)  # fmt: skip


def say_both(name: str, ours: tuple[float, ...], base: tuple[float, ...], goal: float) -> None:
    say(name + " (wall)", ours[0], base[0], goal)
    say(name + " (CPU)", ours[1], base[1], goal)


def bench_version(runs: int) -> None:
    ours = medians(runs, lambda: wall([PY, "-m", "app", "--version"]))
    base = medians(runs, lambda: wall([PY, "-c", "import sqlite3"]))
    say_both("--version / python -c 'import sqlite3'", ours, base, 3)


def bench_search(runs: int, tmp: Path) -> None:
    base_dir = tmp / "search"
    (base_dir / "config").mkdir(parents=True)
    (base_dir / "config" / "settings.toml").write_text("[privacy]\nencrypt = false\n")
    texts = tmp / "texts"
    texts.mkdir()
    words = ["engine", "gateway", "library", "passage", "decode", "token", "window", "search",
             "query", "model", "document", "chapter", "section", "quantized", "kernel", "draft"]  # fmt: skip
    for i in range(200):  # 200 files of ~4,000 words: some thousand chunks
        body = " ".join(words[(i * 7 + j * 3) % len(words)] + str(j % 97) for j in range(4000))
        (texts / f"doc{i:03d}.txt").write_text(f"document {i}\n{body}\n")
    subprocess.run([PY, "-m", "app", "docs", "add", str(texts), "--basedir", str(base_dir)],
                   cwd=CWD, env=ENV, stdout=subprocess.DEVNULL, check=True)  # fmt: skip
    db = base_dir / "data" / "documents.sqlite3"
    query = "kernel42"
    plain = (
        "import sqlite3, sys\n"
        "con = sqlite3.connect(sys.argv[1])\n"
        "rows = con.execute(\"SELECT c.id, d.path, snippet(chunks_fts, 0, '', '', '…', 24),"
        " bm25(chunks_fts) FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid"
        " JOIN documents d ON d.id = c.doc_id WHERE chunks_fts MATCH ?"
        ' ORDER BY bm25(chunks_fts) LIMIT 10", (sys.argv[2],)).fetchall()\n'
        "assert rows\n"
        "for r in rows: print(r[1], r[2])\n"
    )
    ours = medians(runs, lambda: wall(
        [PY, "-m", "app", "docs", "search", query, "--basedir", str(base_dir)]))  # fmt: skip
    base = medians(runs, lambda: wall([PY, "-c", plain, str(db), query]))
    say_both("docs search / plain sqlite3 FTS query", ours, base, 3)
    # The floor: the standard modules a verb of ours stands on (its parser, paths, the
    # settings' dataclasses and TOML, SQLite), imported alone, nothing of Ling Desk's. Since the
    # third round a search no longer imports logging (app/core/lazylog.py); the floor with it
    # (the second round's) is printed too.
    floor = medians(runs, lambda: wall([PY, "-c", FLOOR]))
    say("  of which stdlib floor (CPU) / plain sqlite3", floor[1], base[1], 3)
    floor2 = medians(runs, lambda: wall([PY, "-c", FLOOR + ", logging"]))
    say("  the floor with logging (CPU) / plain sqlite3", floor2[1], base[1], 3)


FLOOR = "import argparse, dataclasses, pathlib, sqlite3, tomllib"


WINDOW = """
import resource, sys, time
t = time.process_time()
import {module}
print(time.process_time() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


# What the window module's import holds that is not ours: the standard modules it loaded and the
# Qt classes its modules bound (PySide makes each class's type and enums at its first use).
WINDOW_FLOOR_NAMES = """
import json, sys
import app.ui.shell.app
own = ("app", "PySide6", "shiboken6", "shibokensupport", "__main__", "__mp_main__")
mods = sorted(m for m in sys.modules if m.split(".")[0] not in own)
qt = sorted({(v.__module__, v.__name__) for name, m in list(sys.modules.items())
             if name.startswith("app.") for v in vars(m).values()
             if isinstance(v, type) and v.__module__.startswith("PySide6.")})
print(json.dumps([mods, qt]))
"""
WINDOW_FLOOR = """
import importlib, json, resource, sys, time
mods, qt = json.load(sys.stdin)
t = time.process_time()
for module, name in qt:
    getattr(importlib.import_module(module), name)
for module in mods:
    try:
        importlib.import_module(module)
    except Exception:
        pass  # a module only its package may import: its package brings it
print(time.process_time() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


# The floor of the stack itself: Qt, qasync (with asyncio: the one event loop) and sqlite3 (the
# history), and the same Qt classes; no standard module that only our code chose, no line of ours.
WINDOW_STACK_FLOOR = """
import importlib, json, resource, sys, time
mods, qt = json.load(sys.stdin)
t = time.process_time()
import PySide6.QtWidgets, asyncio, qasync, sqlite3
for module, name in qt:
    getattr(importlib.import_module(module), name)
print(time.process_time() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


def bench_window(runs: int) -> None:
    def measure(module: str) -> tuple[float, float]:
        out = subprocess.run([PY, "-c", WINDOW.format(module=module)], cwd=CWD, env=ENV,
                             capture_output=True, text=True, check=True).stdout.split()  # fmt: skip
        return float(out[0]), float(out[1])

    names = subprocess.run([PY, "-c", WINDOW_FLOOR_NAMES], cwd=CWD, env=ENV, capture_output=True,
                           text=True, check=True).stdout.splitlines()[-1]  # fmt: skip

    def floor(script: str = WINDOW_FLOOR) -> tuple[float, float]:
        out = subprocess.run([PY, "-c", script], cwd=CWD, env=ENV, input=names,
                             capture_output=True, text=True, check=True).stdout.split()  # fmt: skip
        return float(out[0]), float(out[1])

    for module in ("app.ui.shell.app", "PySide6.QtWidgets"):
        measure(module)  # warm
    ours = [measure("app.ui.shell.app") for _ in range(runs)]
    qt = [measure("PySide6.QtWidgets") for _ in range(runs)]
    cpu_o, cpu_q = (statistics.median(c for c, _ in xs) for xs in (ours, qt))
    rss_o, rss_q = (statistics.median(r for _, r in xs) for xs in (ours, qt))
    say("window module import CPU / PySide6.QtWidgets", cpu_o, cpu_q, 2)
    print(f"{'window module peak RSS / PySide6.QtWidgets':<44} {rss_o:8.1f} MiB vs {rss_q:7.1f} "
          f"MiB: +{rss_o - rss_q:.1f} MiB (goal <= +40 MiB)", flush=True)  # fmt: skip
    floors = [floor() for _ in range(runs)]
    cpu_f = statistics.median(c for c, _ in floors)
    rss_f = statistics.median(r for _, r in floors)
    print(f"{'... floor: its Qt classes + stdlib, none of ours':<48} "
          f"{cpu_f * 1000:8.1f} ms vs {cpu_q * 1000:7.1f} ms: {cpu_f / cpu_q:5.2f}x; "
          f"{rss_f:.1f} MiB (+{rss_f - rss_q:.1f})", flush=True)  # fmt: skip
    stack = statistics.median(floor(WINDOW_STACK_FLOOR)[0] for _ in range(runs))
    print(f"{'... of it, Qt + qasync + sqlite3 + its Qt classes':<48} "
          f"{stack * 1000:8.1f} ms vs {cpu_q * 1000:7.1f} ms: {stack / cpu_q:5.2f}x", flush=True)  # fmt: skip


def bench_verified(runs: int, tmp: Path) -> None:
    model = make_fake_model(tmp / "models")
    launcher = shlex.join([PY, str(DOUBLE), *FAST_KNOBS])
    n = 0

    def folder() -> Path:
        nonlocal n
        n += 1
        base = tmp / f"verified{n}"
        # The data key made ahead (by a verb): the window's first start would show it once.
        subprocess.run([PY, "-m", "app", "docs", "list", "--basedir", str(base)], cwd=CWD,
                       env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)  # fmt: skip
        return base

    common = ["--launcher", launcher, "--model", str(model)]

    def check() -> float:
        base = folder()
        t0 = time.perf_counter()
        proc = subprocess.run([PY, "-m", "app", "check", "--basedir", str(base), *common],
                              cwd=CWD, env=ENV, capture_output=True, text=True)  # fmt: skip
        took = time.perf_counter() - t0
        if proc.returncode != 0:
            raise SystemExit(f"check failed:\n{proc.stdout}\n{proc.stderr}")
        return took

    def window() -> float:
        base = folder()
        t0 = time.monotonic()
        proc = subprocess.Popen(
            [PY, str(ROOT / "bench" / "startup" / "window_verified.py"), str(t0),
             "--basedir", str(base), *common],
            cwd=CWD, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            start_new_session=True,
        )  # fmt: skip
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.startswith("VERIFIED"):
                    return time.monotonic() - t0
            raise SystemExit("the window ended before its badge said all 3 were verified")
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()

    (ours,) = medians(runs, window)
    (base,) = medians(runs, check)
    say("window start to 'All 3 verified' / check", ours, base, 1.2, unit="s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--only", nargs="*", default=["version", "search", "window", "verified"])
    ap.add_argument("--tree", type=Path, help="the checkout to measure (default: this one)")
    args = ap.parse_args()
    if args.tree is not None:
        tree = str(args.tree.resolve())
        ENV.update(PYTHONPATH=tree, STARTUP_TREE=tree)
        global CWD
        CWD = Path(tree)
    subprocess.run([PY, "-m", "compileall", "-q", str(CWD / "app")], env=ENV, check=True)
    print(f"medians of {args.runs} runs each (after one warm-up run); {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory(prefix="ling-desk-startup-") as tmp:
        if "version" in args.only:
            bench_version(args.runs)
        if "search" in args.only:
            bench_search(args.runs, Path(tmp))
        if "window" in args.only:
            bench_window(args.runs)
        if "verified" in args.only:
            bench_verified(max(3, args.runs // 2), Path(tmp))


if __name__ == "__main__":
    main()
