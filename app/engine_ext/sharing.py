"""How the NEXTN draft takes the target's LM head: the decisions, free of torch and sglang.

``bailing`` calls these from the draft model's hooks. They live apart so the ordinary test run
(the GUI's Python, without torch) checks them: the draft must hold the target's head MODULE (its
FP8 weight, scales and kernel), never a copy of its weight, or it reads FP8 bytes as BF16 and every
draft token is rejected (accept length 1.00). Standard library only: the registry imports every
module of the package.
"""

from __future__ import annotations

from typing import Any

NO_TARGET = (
    "no target model of the extension in this process: the target ran SGLang's built-in class"
)
UNSHARED_FP8 = (
    "the draft's lm_head is its own module while the target's head is FP8: "
    "the draft reads FP8 bytes as BF16 and every draft is rejected"
)
UNSHARED = "the draft's lm_head is its own module, not the target's"
NEVER_CALLED = (
    "set_lm_head_from_target was never called before the first draft forward "
    "(a hot-token map, or a speculative worker that does not share heads)"
)
FOREIGN_FP8_WEIGHT = (
    "the draft received an FP8 head weight that is not the target's lm_head "
    "weight (a hot-token map?); its own BF16 head module would misread it"
)


def take_target_head(draft: Any, target_lm_head: Any) -> None:
    """EAGLEWorkerV2.init_lm_head's hook: the draft uses the target's head module itself."""
    draft.lm_head = target_lm_head


def share_on_embed_and_head(
    draft: Any, target_head: Any | None, head: Any, head_is_fp8_weight: bool
) -> str | None:
    """``set_embed_and_head`` handed the draft `head` (a weight tensor). When it is the target's
    own head weight, share the whole module at once (a worker that never calls
    ``set_lm_head_from_target`` still gets a working FP8 head). Returns an error for the report
    when an FP8 weight came from elsewhere, else None."""
    if target_head is not None and getattr(target_head, "weight", None) is head:
        draft.lm_head = target_head
        return None
    return FOREIGN_FP8_WEIGHT if head_is_fp8_weight else None


def draft_head_errors(
    *, target_present: bool, shared: bool, target_head_fp8: bool, via: str
) -> list[str]:
    """What is wrong with the draft's head, in the report's words (empty: shared and on time)."""
    errors: list[str] = []
    if not target_present:
        errors.append(NO_TARGET)
    elif not shared:
        errors.append(UNSHARED_FP8 if target_head_fp8 else UNSHARED)
    if via == "first_forward":
        errors.append(NEVER_CALLED)
    return errors
