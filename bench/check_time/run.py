"""How long do the live checks take beyond the probe's own generation?

Runs the whole `ling-desk check` flow in-process against the healthy SGLang double at a given
decode speed, and prints, per run and as the median of all runs:
  ready -> verdicts done   (engine ready to every live verdict decided)
  probe generation         (request sent to stream closed: the probe's own time)
  ratio                    (the first over the second; 1.00 = no overhead at all)

Usage: python bench/check_time/run.py [--tok-per-s 50] [--runs 5] [--double PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import shlex
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.core.paths import Paths  # noqa: E402
from app.core.settings import Settings  # noqa: E402
from app.core.verify.run import CheckOptions, run_check  # noqa: E402
from tests.support.verify_model import make_fake_model  # noqa: E402

DOUBLE = ROOT / "tests" / "double" / "sglang-double"


async def one_run(tmp: Path, model: Path, double: Path, tok_per_s: float, i: int) -> dict:
    paths = Paths.from_basedir(tmp / f"base{i}").ensure()
    settings = Settings()
    settings.engine.model_path = str(model)
    settings.engine.launcher = [
        sys.executable,
        str(double),
        "--double-fault",
        "healthy",
        "--double-load-s",
        "0.3",
        "--double-tok-per-s",
        f"{tok_per_s:g}",
    ]
    t0 = time.monotonic()
    report = await run_check(paths, settings, CheckOptions(timeout=60), gpus=None)
    total = time.monotonic() - t0
    t = report.timings
    if not report.ok or t.get("ready") is None or t.get("live_done") is None:
        failed = [v.id + ": " + v.summary for v in report.verdicts if v.status == "fail"]
        raise SystemExit(f"the check did not pass against the healthy double: {failed}")
    live = t["live_done"] - t["ready"]
    probe = t["probe_wall_s"] or float("nan")
    return {
        "live": live,
        "probe": probe,
        "ratio": live / probe,
        "total": total,
        "info": t.get("live_server_info_s") or float("nan"),
        "settle": t.get("live_settle_s") or float("nan"),
    }


async def main_async(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="ling-desk-bench-") as d:
        tmp = Path(d)
        model = make_fake_model(tmp)
        rows = []
        for i in range(args.runs):
            rows.append(await one_run(tmp, model, Path(args.double), args.tok_per_s, i))
    print(
        f"ling-desk check against the healthy double at {args.tok_per_s:g} tok/s "
        f"(probe: 128 tokens), {args.runs} runs"
    )
    print(
        f"{'run':>4} {'ready->verdicts s':>18} {'probe gen s':>12} {'ratio':>7} {'whole check s':>14}"
    )
    for i, r in enumerate(rows, 1):
        print(
            f"{i:>4} {r['live']:>18.3f} {r['probe']:>12.3f} {r['ratio']:>7.3f} {r['total']:>14.3f}"
        )
    med = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
    print(
        f"{'med':>4} {med['live']:>18.3f} {med['probe']:>12.3f} {med['ratio']:>7.3f} "
        f"{med['total']:>14.3f}"
    )
    print(
        f"overhead beyond the probe generation: {1000 * (med['live'] - med['probe']):.0f} ms "
        f"(median; /server_info read alongside the probe in {1000 * med['info']:.0f} ms, "
        f"waiting for the engine's last log lines {1000 * med['settle']:.0f} ms)"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tok-per-s", type=float, default=50.0, help="the double's decode speed")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--double", default=str(DOUBLE), help="the SGLang double executable")
    args = p.parse_args()
    print("command: python bench/check_time/run.py " + shlex.join(sys.argv[1:]))
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
