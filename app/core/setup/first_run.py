"""Does the engine lack a piece it cannot start without? (The first-run page's gate, no Qt.)

Fast (no probe, no hashing): a missing engine environment or model shows the first-run page
instead of a launch that can only fail; the page then runs the full preflight for the details.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from app.core.settings import Settings, resolved_model_path
from app.core.verify.modeldir import inspect_model_dir

ENGINE, MODEL = "engine_env", "model_files"


def missing_pieces(settings: Settings) -> list[str]:
    out = []
    eng = settings.engine
    if not eng.launcher and not eng.container_runtime:
        python = eng.engine_python
        if python:
            if not Path(python).expanduser().exists():
                out.append(ENGINE)
        elif importlib.util.find_spec("sglang") is None:
            # No engine Python set and this one has no sglang: nothing could start.
            out.append(ENGINE)
    model = resolved_model_path(settings)
    if eng.launcher:
        # A custom launcher's engine still needs a model folder to be given: without one (or
        # with one that is not a checkpoint) the launch can only fail, so set-up's step 2 shows.
        if model is None or not (Path(model) / "config.json").is_file():
            out.append(MODEL)
        return out
    opt = settings.optimizations
    if (
        model is None
        or not inspect_model_dir(model, need_nextn=opt.mtp_nextn, need_bf16_head=opt.fp8_lm_head).ok
    ):
        out.append(MODEL)
    return out
