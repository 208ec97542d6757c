"""Start a two-rank EngineGroup on the double (rank 1 through the local prefix), print both
ranks' process groups once ready, then wait to be killed (the no-orphan test SIGKILLs us)."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.engine.group import EngineGroup
from app.core.paths import Paths
from tests.support.engine import make_model_dir, two_rank_plan, two_rank_settings

FAST = ("--double-load-s", "0.2", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05")


async def main(basedir: str) -> None:
    paths = Paths.from_basedir(basedir).ensure()
    settings = two_rank_settings(make_model_dir(Path(basedir)), *FAST)
    settings.optimizations.fp8_lm_head = False  # no extension to stage: only the ranks matter
    group = EngineGroup(paths, die_with_app=True)
    await group.start(two_rank_plan(paths, settings))
    ready = await group.wait_ready(30)
    print(json.dumps({"ready": ready, "pgids": [m.pid for m in group.members]}), flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
