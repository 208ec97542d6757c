"""SGLang model classes for Ling-3.0-flash: an FP8 LM head and a draft that shares the head module.

SGLang's registry imports this module (SGLANG_EXTERNAL_MODEL_PACKAGE) and registers ``EntryClass``
by class name, ahead of its built-in classes, so these subclasses keep the built-in names:

- ``BailingMoeV3ForCausalLM`` (target): with ``SGLANG_ENABLE_FP8_LM_HEAD=1`` its ``lm_head`` gets
  ``LingDeskFp8LmHeadMethod``, which quantizes the checkpoint's BF16 head to FP8 (per output
  channel) after the weights load and is applied by SGLang's normal logits path
  (``LogitsProcessor._compute_lm_head`` calls ``lm_head.quant_method.apply``).
- ``BailingMoeForCausalLMNextN`` (NEXTN draft): implements ``set_lm_head_from_target``, which
  SGLang's ``EAGLEWorkerV2.init_lm_head`` calls after ``set_embed_and_head``, so the draft uses the
  target's head MODULE (FP8 weight, scales and kernel) instead of reading its weight tensor as BF16.

Each model logs one ``LING_DESK_ENGINE_REPORT`` line (see ``report``) from inside the engine: the
target after its weights are loaded and post-processed (``precompile_kernels_after_loading``, which
ModelRunner.load_model calls right after loading), the draft when it is wired to the target's head.

If the extension cannot apply (an SGLang version it was not checked against, a failed import, base
classes that changed), this module still imports, defines no ``EntryClass`` (SGLang then uses its
built-in classes) and logs one ``extension`` report naming the cause.
"""

from __future__ import annotations

import importlib.metadata
import inspect
import logging
import os
import types
import weakref
from typing import Any

from . import report as _report
from . import sharing as _sharing

logger = logging.getLogger(__name__)

EXT_VERSION = 1
SUPPORTED_SGLANG = ("0.5.23",)
FP8_ENV = "SGLANG_ENABLE_FP8_LM_HEAD"  # the public patch's switch; FP8 head only when "1"
KERNEL_ENV = "LING_DESK_FP8_HEAD_KERNEL"  # auto (default) | humming | torch
ANY_SGLANG_ENV = "LING_DESK_ENGINE_EXT_ANY_SGLANG"  # "1": apply on an unlisted SGLang version


def sglang_version() -> str | None:
    try:
        return importlib.metadata.version("sglang")
    except importlib.metadata.PackageNotFoundError:
        return None


def _log_report(report: dict[str, Any]) -> None:
    """One report line through logging (SGLang's root handler adds ``[time TPn] ``, on stderr)."""
    level = logging.INFO if logger.isEnabledFor(logging.INFO) else logging.WARNING
    logger.log(level, _report.format_line(report))


def _tp_rank() -> int | None:
    try:
        from sglang.srt.runtime_context import get_parallel

        return int(get_parallel().tp_rank)
    except Exception:
        return None


def _qualname(obj: Any) -> str:
    cls = obj if isinstance(obj, type) else type(obj)
    return f"{cls.__module__}.{cls.__qualname__}"


IMPORT_ERRORS: list[str] = []
try:
    import torch
    from sglang.srt.layers.logits_processor import should_apply_lm_head_quant_method
    from sglang.srt.layers.quantization.base_config import QuantizeMethodBase
    from sglang.srt.layers.quantization.unquant import UnquantizedEmbeddingMethod
    from sglang.srt.layers.vocab_parallel_embedding import ParallelLMHead
    from sglang.srt.models.bailing_moe_nextn import BailingMoeForCausalLMNextN as _DraftBase
    from sglang.srt.models.bailing_moe_v3 import BailingMoeV3ForCausalLM as _TargetBase

    from .fp8_head import FP8_DTYPE, Fp8Head, build_fp8_head, humming_version
except Exception as exc:  # never let the registry's import fail: say why instead
    IMPORT_ERRORS.append(f"import failed: {type(exc).__name__}: {exc}")


# The hooks SGLang calls on these classes, with the parameters it passes (0.5.23):
# ModelLoader: cls(config=..., quant_config=...), model.load_weights(weights),
# model.post_load_weights(...); EAGLEWorkerV2.init_lm_head: target.get_embed_and_head(),
# draft.set_embed_and_head(embed, head), draft.set_lm_head_from_target(target_lm_head).
EXPECTED_INIT = {
    "target": ["self", "*config", "*quant_config", "*prefix"],
    "draft": ["self", "config", "quant_config", "prefix"],
}
EXPECTED_HOOKS = {
    "target": {
        "load_weights": ["self", "weights", "is_nextn"],
        "get_embed_and_head": ["self"],
        "set_embed_and_head": ["self", "embed", "head"],
        "post_load_weights": ["self", "is_nextn", "weight_names"],
    },
    "draft": {
        "load_weights": ["self", "weights"],
        "set_embed_and_head": ["self", "embed", "head"],
        "post_load_weights": ["self", "is_nextn", "weight_names"],
    },
}


def signature_shape(func: Any) -> list[str]:
    """Parameter names, keyword-only ones marked ``*``: what a caller's arguments must fit."""
    out = []
    for p in inspect.signature(func).parameters.values():
        prefix = "*" if p.kind is inspect.Parameter.KEYWORD_ONLY else ""
        out.append(prefix + p.name)
    return out


def compat_problems() -> list[str]:
    """Why this SGLang cannot take the extension; empty when it can. Decided by behaviour and
    signatures, plus the version list (overridable with LING_DESK_ENGINE_EXT_ANY_SGLANG=1)."""
    if IMPORT_ERRORS:
        return list(IMPORT_ERRORS)
    problems = []
    version = sglang_version()
    if version not in SUPPORTED_SGLANG and os.environ.get(ANY_SGLANG_ENV) != "1":
        problems.append(
            f"sglang {version} is not a version this extension was checked against "
            f"({', '.join(SUPPORTED_SGLANG)}); set {ANY_SGLANG_ENV}=1 to apply it anyway"
        )
    for role, base in (("target", _TargetBase), ("draft", _DraftBase)):
        got = signature_shape(base.__init__)
        if got != EXPECTED_INIT[role]:
            problems.append(f"{base.__name__}.__init__{got} is not {EXPECTED_INIT[role]}")
        for hook, params in EXPECTED_HOOKS[role].items():
            fn = getattr(base, hook, None)
            if fn is None:
                problems.append(f"{base.__name__} has no {hook}()")
            elif signature_shape(fn) != params:
                problems.append(f"{base.__name__}.{hook}{signature_shape(fn)} is not {params}")
    for ours, base in (
        (BailingMoeV3ForCausalLM, _TargetBase),
        (BailingMoeForCausalLMNextN, _DraftBase),
    ):
        for name in (
            "__init__",
            "forward",
            *EXPECTED_HOOKS["target" if base is _TargetBase else "draft"],
        ):
            mine, theirs = (
                signature_shape(getattr(ours, name)),
                signature_shape(getattr(base, name)),
            )
            if mine != theirs:
                problems.append(f"{ours.__name__}.{name}{mine} does not match the base's {theirs}")
    probe = types.SimpleNamespace(weight=torch.empty(0, dtype=FP8_DTYPE))
    if not should_apply_lm_head_quant_method(probe, LingDeskFp8LmHeadMethod()):
        problems.append("SGLang's logits path would not call our lm_head quant method's apply()")
    return problems


# Target models built in this process (the draft looks its target up here).
_TARGETS: list[weakref.ref] = []


def _current_target() -> Any | None:
    for ref in reversed(_TARGETS):
        model = ref()
        if model is not None:
            return model
    return None


def _unwrap(module: Any) -> Any:
    try:
        from sglang.srt.lora.layers import unwrap_lora_layer

        return unwrap_lora_layer(module)
    except Exception:
        return module


def head_is_fp8(head: Any) -> bool:
    qm = getattr(head, "quant_method", None)
    weight = getattr(head, "weight", None)
    return (
        isinstance(qm, LingDeskFp8LmHeadMethod)
        and qm.head is not None
        and weight is not None
        and weight.dtype == FP8_DTYPE
    )


if not IMPORT_ERRORS:

    class LingDeskFp8LmHeadMethod(QuantizeMethodBase):
        """Quant method for a ParallelLMHead: BF16 at load, FP8 (per output channel) after it.

        ``process_weights_after_loading`` quantizes the loaded BF16 weight, builds the kernel
        (Humming, else torch), self-tests it against the BF16 head and only then replaces
        ``layer.weight`` (float8_e4m3fn) and adds ``layer.weight_scale`` ([N] float32). If no
        kernel qualifies the head stays BF16 and ``errors`` says why.
        """

        def __init__(self, prefer: str = "auto"):
            self.prefer = prefer
            self.head: Fp8Head | None = None
            self.errors: list[str] = []
            self._bf16_param: dict[str, Any] | None = None

        def create_weights(self, layer, *args, **kwargs):
            return UnquantizedEmbeddingMethod().create_weights(layer, *args, **kwargs)

        def process_weights_after_loading(self, layer: torch.nn.Module) -> None:
            if self.head is not None:
                return
            weight = layer.weight
            if weight.dtype not in (torch.bfloat16, torch.float16, torch.float32):
                self.errors.append(f"lm_head weight is {weight.dtype}, expected BF16/FP16/FP32")
                return
            try:
                head, errors = build_fp8_head(weight.data, self.prefer)
            except Exception as exc:
                head, errors = None, [f"FP8 quantization failed: {type(exc).__name__}: {exc}"]
            if head is None:
                self.errors.extend(errors)
                self.errors.append(
                    "the FP8 head was not applied; lm_head stays " + str(weight.dtype)
                )
                return
            self._bf16_param = {
                "shape": tuple(weight.shape),
                "dtype": weight.dtype,
                "attrs": {k: v for k, v in vars(weight).items() if not k.startswith("_")},
            }
            layer.weight = torch.nn.Parameter(head.weight, requires_grad=False)
            layer.weight_scale = torch.nn.Parameter(head.weight_scale, requires_grad=False)
            self.head = head
            # Kernels tried before the chosen one are worth a line, not an error.
            for note in errors:
                logger.info("FP8 lm_head: %s", note)
            del weight
            if torch.cuda.is_available():
                torch.cuda.empty_cache()

        def restore_weights_before_loading(self, layer: torch.nn.Module) -> None:
            """Give the layer a BF16 parameter again so a weight reload can load the checkpoint."""
            if self.head is None or self._bf16_param is None:
                return
            spec = self._bf16_param
            param = torch.nn.Parameter(
                torch.empty(spec["shape"], dtype=spec["dtype"], device=layer.weight.device),
                requires_grad=False,
            )
            for key, value in spec["attrs"].items():
                setattr(param, key, value)
            layer.weight = param
            del layer.weight_scale
            self.head = None

        def apply(self, layer, x, bias=None):
            if self.head is None:
                return torch.nn.functional.linear(x, layer.weight, bias)
            out = self.head(x)
            return out if bias is None else out + bias

    class BailingMoeV3ForCausalLM(_TargetBase):
        """Ling-3.0-flash target with an optional FP8 LM head and a report from inside the engine."""

        def __init__(self, *, config, quant_config=None, prefix: str = "") -> None:
            super().__init__(config=config, quant_config=quant_config, prefix=prefix)
            self._ld_requested = os.environ.get(FP8_ENV) == "1"
            self._ld_errors: list[str] = []
            self._ld_reported = False
            try:
                self._ld_setup_fp8_head()
            except Exception as exc:
                self._ld_errors.append(f"FP8 head setup failed: {type(exc).__name__}: {exc}")
            _TARGETS.append(weakref.ref(self))

        def _ld_setup_fp8_head(self) -> None:
            if not self._ld_requested:
                return
            head = getattr(self, "lm_head", None)
            if not isinstance(head, ParallelLMHead):
                self._ld_errors.append(
                    f"lm_head is {type(head).__name__} (tied embeddings, or a pipeline stage "
                    "without the head): the FP8 head was not applied"
                )
                return
            try:
                from sglang.srt.runtime_context import get_exec

                fp32_head = bool(get_exec().features.enable_fp32_lm_head)
            except Exception:
                fp32_head = False
            if fp32_head:
                self._ld_errors.append(
                    f"{FP8_ENV}=1 is ignored because --enable-fp32-lm-head is set "
                    "(the two are mutually exclusive); the head stays BF16 with FP32 logits"
                )
                return
            if not isinstance(head.quant_method, UnquantizedEmbeddingMethod):
                self._ld_errors.append(
                    f"lm_head already has {type(head.quant_method).__name__}; left as it is"
                )
                return
            head.quant_method = LingDeskFp8LmHeadMethod(
                prefer=os.environ.get(KERNEL_ENV, "auto").strip().lower()
            )

        def precompile_kernels_after_loading(self) -> None:
            """Called by ModelRunner.load_model right after the weights are loaded and post-processed.

            The FP8 head's kernel was compiled by its load-time self-test; this only reports.
            """
            self._ld_emit_report()

        def forward(
            self, input_ids, positions, forward_batch, input_embeds=None, pp_proxy_tensors=None
        ):
            if not self._ld_reported:  # a loader that never called the hook above
                self._ld_emit_report()
            return super().forward(
                input_ids,
                positions,
                forward_batch,
                input_embeds=input_embeds,
                pp_proxy_tensors=pp_proxy_tensors,
            )

        def _ld_emit_report(self) -> None:
            if self._ld_reported:
                return
            self._ld_reported = True
            try:
                _log_report(self.ld_report())
            except Exception as exc:
                _log_report(
                    {
                        "schema": _report.SCHEMA,
                        "role": _report.ROLE_TARGET,
                        "model_class": _qualname(self),
                        "errors": [f"building the report failed: {type(exc).__name__}: {exc}"],
                    }
                )

        def ld_report(self) -> dict[str, Any]:
            """The target report (schema in ``report``), from the loaded modules themselves."""
            errors = list(self._ld_errors)
            head = getattr(self, "lm_head", None)
            qm = getattr(head, "quant_method", None)
            weight = getattr(head, "weight", None)
            fp8 = head_is_fp8(head)
            lm_head: dict[str, Any] = {
                "requested": self._ld_requested,
                "fp8": fp8,
                "weight_dtype": None if weight is None else str(weight.dtype),
                "quant_method": None if qm is None else type(qm).__name__,
                "kernel": None,
                "compile_s": None,
                "weight_layout": None,
                "self_test": None,
            }
            if isinstance(qm, LingDeskFp8LmHeadMethod):
                errors.extend(qm.errors)
                if qm.head is not None:
                    lm_head.update(
                        kernel=qm.head.kernel_name,
                        compile_s=qm.head.compile_s,
                        weight_layout=qm.head.layout,
                        self_test=qm.head.self_test,
                    )
            elif weight is not None:
                lm_head["weight_layout"] = "row_major"
            if self._ld_requested and not fp8 and not errors:
                errors.append(f"{FP8_ENV}=1 but lm_head is not FP8 (cause unknown)")
            return {
                "schema": _report.SCHEMA,
                "role": _report.ROLE_TARGET,
                "model_class": _qualname(self),
                "lm_head": lm_head,
                "moe": _moe_info(self),
                "humming_version": humming_version(),
                "sglang_version": sglang_version(),
                "ext_version": EXT_VERSION,
                "tp_rank": _tp_rank(),
                "errors": errors,
            }

    class BailingMoeForCausalLMNextN(_DraftBase):
        """NEXTN draft that takes the target's LM head module, not just its weight tensor."""

        def __init__(self, config, quant_config=None, prefix: str = "") -> None:
            super().__init__(config, quant_config, prefix)
            self._ld_errors: list[str] = []
            self._ld_reported = False

        def set_embed_and_head(self, embed, head):
            super().set_embed_and_head(embed, head)
            # The same weight object as the target's head: share the module right away, so a
            # worker that never calls set_lm_head_from_target still gets a working FP8 head.
            target = _current_target()
            target_head = _unwrap(getattr(target, "lm_head", None)) if target is not None else None
            fp8_weight = getattr(head, "dtype", None) == FP8_DTYPE
            error = _sharing.share_on_embed_and_head(self, target_head, head, fp8_weight)
            if error:
                self._ld_errors.append(error)

        def set_lm_head_from_target(self, target_lm_head) -> None:
            """Called by EAGLEWorkerV2.init_lm_head: use the target's head module itself."""
            _sharing.take_target_head(self, target_lm_head)
            self._ld_emit_report(via="set_lm_head_from_target")

        @torch.no_grad()
        def forward(self, input_ids, positions, forward_batch):
            if not self._ld_reported:  # the worker never called set_lm_head_from_target
                self._ld_emit_report(via="first_forward")
            return super().forward(input_ids, positions, forward_batch)

        def _ld_emit_report(self, via: str) -> None:
            if self._ld_reported:
                return
            self._ld_reported = True
            try:
                _log_report(self.ld_report(via))
            except Exception as exc:
                _log_report(
                    {
                        "schema": _report.SCHEMA,
                        "role": _report.ROLE_DRAFT,
                        "model_class": _qualname(self),
                        "errors": [f"building the report failed: {type(exc).__name__}: {exc}"],
                    }
                )

        def ld_report(self, via: str) -> dict[str, Any]:
            errors = list(self._ld_errors)
            target = _current_target()
            target_head = _unwrap(getattr(target, "lm_head", None)) if target is not None else None
            shared = target_head is not None and self.lm_head is target_head
            errors += _sharing.draft_head_errors(
                target_present=target is not None,
                shared=shared,
                target_head_fp8=target is not None and not shared and head_is_fp8(target_head),
                via=via,
            )
            return {
                "schema": _report.SCHEMA,
                "role": _report.ROLE_DRAFT,
                "model_class": _qualname(self),
                "head_shared": shared,
                "head_fp8": head_is_fp8(self.lm_head),
                "via": via,
                "tp_rank": _tp_rank(),
                "errors": errors,
            }

    def _moe_info(model: torch.nn.Module) -> dict[str, Any] | None:
        """The routed-experts runner really built: first FusedMoE layer's backend and method."""
        try:
            from sglang.srt.layers.moe.fused_moe_triton.layer import FusedMoE
        except Exception:
            FusedMoE = None
        for module in model.modules():
            if FusedMoE is not None and not isinstance(module, FusedMoE):
                continue
            if FusedMoE is None and not hasattr(module, "runner_backend"):
                continue
            backend = getattr(module, "runner_backend", None)
            runner = getattr(module, "runner", None)
            core = getattr(runner, "runner_core", None)
            return {
                "runner_backend": getattr(
                    backend, "value", None if backend is None else str(backend)
                ),
                "quant_method": type(getattr(module, "quant_method", None)).__name__,
                "runner_core": None if core is None else type(core).__name__,
            }
        return None


try:
    PROBLEMS: list[str] = compat_problems()
except Exception as exc:  # a base class changed shape in a way the checks did not foresee
    PROBLEMS = [f"compatibility check failed: {type(exc).__name__}: {exc}"]
APPLIED = not PROBLEMS

if APPLIED:
    EntryClass = [BailingMoeV3ForCausalLM, BailingMoeForCausalLMNextN]
else:
    _log_report(
        {
            "schema": _report.SCHEMA,
            "role": _report.ROLE_EXTENSION,
            "applied": False,
            "sglang_version": sglang_version(),
            "ext_version": EXT_VERSION,
            "errors": PROBLEMS,
        }
    )
