"""Window start to "All 3 optimizations verified", this tree against another checkout, run by
turns (this tree's window, the other's window, `check`) so that both windows meet the same load
on a shared machine; medians, as ratios to `check` (goal <= 1.2x). Usage:
  python bench/startup/alternate.py OTHER_TREE [--rounds 10]
(OTHER_TREE: `git archive REV | tar -x -C DIR`, the figures before a change.)"""

from __future__ import annotations

import argparse
import os
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from run import ENV, PY  # noqa: E402  (bench/startup/run.py: the same environment)

from tests.support.verify_cli import DOUBLE, FAST_KNOBS  # noqa: E402
from tests.support.verify_model import make_fake_model  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("other", type=Path)
    ap.add_argument("--rounds", type=int, default=10)
    args = ap.parse_args()
    trees = {"this": str(ROOT), "other": str(args.other.resolve())}
    for tree in trees.values():
        subprocess.run([PY, "-m", "compileall", "-q", f"{tree}/app"], env=ENV, check=True)
    with tempfile.TemporaryDirectory(prefix="ling-desk-alternate-") as tmp_name:
        tmp = Path(tmp_name)
        model = make_fake_model(tmp / "models")
        common = ["--launcher", shlex.join([PY, str(DOUBLE), *FAST_KNOBS]), "--model", str(model)]
        made = 0

        def env_for(tree: str) -> tuple[dict[str, str], Path]:
            nonlocal made
            made += 1
            env = {**ENV, "PYTHONPATH": tree, "STARTUP_TREE": tree}
            base = tmp / f"base{made}"  # the data key made ahead, as run.py does
            subprocess.run([PY, "-m", "app", "docs", "list", "--basedir", str(base)], cwd=tree,
                           env=env, capture_output=True, check=True)  # fmt: skip
            return env, base

        def window(tree: str) -> float:
            env, base = env_for(tree)
            t0 = time.monotonic()
            proc = subprocess.Popen(
                [PY, str(HERE / "window_verified.py"), str(t0), "--basedir", str(base), *common],
                cwd=tree, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                start_new_session=True,
            )  # fmt: skip
            try:
                assert proc.stdout is not None
                for line in proc.stdout:
                    if line.startswith("VERIFIED"):
                        return time.monotonic() - t0
                raise SystemExit(f"{tree}: the window ended before it was verified")
            finally:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(30)

        def check(tree: str) -> float:
            env, base = env_for(tree)
            t0 = time.perf_counter()
            subprocess.run([PY, "-m", "app", "check", "--basedir", str(base), *common], cwd=tree,
                           env=env, capture_output=True, check=True)  # fmt: skip
            return time.perf_counter() - t0

        window(trees["this"]), window(trees["other"]), check(trees["this"])  # warm
        got: dict[str, list[float]] = {"this": [], "other": [], "check": []}
        for _ in range(args.rounds):
            got["this"].append(window(trees["this"]))
            got["other"].append(window(trees["other"]))
            got["check"].append(check(trees["this"]))
    base = statistics.median(got["check"])
    print(f"medians of {args.rounds} rounds; check {base:.2f} s")
    for name in ("this", "other"):
        ours = statistics.median(got[name])
        print(f"window start to 'All 3 verified' ({name} tree) / check: {ours:.2f} s vs "
              f"{base:.2f} s: {ours / base:.2f}x (goal <= 1.2x)")  # fmt: skip


if __name__ == "__main__":
    main()
