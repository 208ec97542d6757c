"""Start the real supervisor with the double behind a pyenv-like shim, print pids, then wait.

Usage: hold_engine.py BASEDIR DIE_WITH_APP(0|1). Prints "ENGINE_PID GUARD_PID READY(0|1)".
The shim execs the double, so the engine's /proc cmdline is not the argv that was launched, as
with a pyenv shim. Used by the leftover tests, which SIGKILL this process and its guard.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.engine.supervisor import Supervisor, pick_free_port
from app.core.paths import Paths
from app.core.profiles import PROFILES
from app.core.recipe import build_plan
from app.core.settings import Settings
from tests.support.engine import DOUBLE, make_model_dir

KNOBS = ("--double-load-s", "0.2", "--double-health-delay", "0.05",
         "--double-warmup-delay", "0.05")  # fmt: skip


def make_shim(folder: Path) -> Path:
    shim = folder / "python3.11"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{DOUBLE}" "$@"\n')
    shim.chmod(0o755)
    return shim


async def main(basedir: str, die_with_app: bool) -> None:
    paths = Paths.from_basedir(basedir).ensure()
    model = make_model_dir(Path(basedir))
    settings = Settings()
    settings.engine.model_path = str(model)
    plan = build_plan(
        settings, PROFILES["generic"], port=pick_free_port(),
        api_key="test-key-" + os.urandom(4).hex(), runtime_dir=paths.runtime_dir,
        cache_dir=paths.cache_dir, launcher=[str(make_shim(Path(basedir))), *KNOBS],
    )  # fmt: skip
    sup = Supervisor(paths)
    sup.die_with_app = die_with_app  # an attribute, so this also runs on older supervisors
    await sup.start(plan)
    ready = await sup.wait_ready(30)
    guard = sup._guard.pid if sup._guard else 0
    print(f"{sup.pid} {guard} {int(ready)}", flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2] == "1"))
