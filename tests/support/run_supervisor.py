"""Start the real supervisor with the double, print the engine pid, then wait to be killed.

Used by the no-orphan test: the test SIGKILLs this process and checks the engine group dies.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.engine.supervisor import Supervisor
from app.core.paths import Paths
from tests.support.engine import double_plan, make_model_dir


async def main(basedir: str) -> None:
    paths = Paths.from_basedir(basedir).ensure()
    model = make_model_dir(Path(basedir))
    sup = Supervisor(paths)
    await sup.start(
        double_plan(
            paths,
            model,
            "--double-load-s",
            "0.2",
            "--double-health-delay",
            "0.05",
            "--double-warmup-delay",
            "0.05",
            "--double-sigterm-poll",
            "0.1",
        )
    )
    ready = await sup.wait_ready(30)
    print(f"{sup.pid} {int(ready)}", flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
