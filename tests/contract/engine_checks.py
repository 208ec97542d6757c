"""Checks that run INSIDE the contract venv (real sglang 0.5.23, CPU torch); one JSON result.

    <contract python> tests/contract/engine_checks.py STAGE_DIR OUT_JSON

STAGE_DIR holds the extension copied as ``ling_desk_engine_ext`` (as the app stages it). The
environment must carry ``SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext`` and
``SGLANG_ENABLE_FP8_LM_HEAD=1`` (the test sets both). Each section records what it saw, or the
exception that stopped it, so one broken section does not hide the others; the pytest tests in
test_engine_ext.py assert on the sections.
"""

from __future__ import annotations

import ast
import inspect
import json
import logging
import sys
import traceback
import types
from pathlib import Path
from typing import Any

RESULT: dict[str, Any] = {}


def section(name):
    def wrap(fn):
        try:
            RESULT[name] = fn()
        except BaseException as exc:
            RESULT[name] = {
                "exception": f"{type(exc).__name__}: {exc}",
                "traceback": traceback.format_exc()[-3000:],
            }
        return fn

    return wrap


def main(stage_dir: str, out_path: str) -> None:
    sys.path.insert(0, stage_dir)
    import torch

    torch.cuda.synchronize = lambda *a, **k: None  # the draft base calls it; CPU torch raises

    captured: list[str] = []

    class Capture(logging.Handler):
        def emit(self, record):
            captured.append(record.getMessage())

    logging.getLogger("ling_desk_engine_ext").addHandler(Capture())
    logging.getLogger("ling_desk_engine_ext").setLevel(logging.INFO)

    @section("imports")
    def _imports():
        from ling_desk_engine_ext import bailing

        return {
            "applied": bailing.APPLIED,
            "problems": bailing.PROBLEMS,
            "entry": [
                f"{c.__module__}.{c.__qualname__}" for c in getattr(bailing, "EntryClass", [])
            ],
            "bases": [
                f"{b.__module__}.{b.__qualname__}"
                for c in getattr(bailing, "EntryClass", [])
                for b in c.__bases__
            ],
        }

    @section("registry")
    def _registry():
        from sglang.srt.models.registry import ModelRegistry

        out = {"default_models_loaded": ModelRegistry._default_models_loaded}
        for arch in ("BailingMoeV3ForCausalLM", "BailingMoeForCausalLMNextN"):
            cls, resolved = ModelRegistry.resolve_model_cls([arch])
            out[arch] = {"resolved_arch": resolved, "class": f"{cls.__module__}.{cls.__qualname__}"}
        return out

    @section("signatures")
    def _signatures():
        from ling_desk_engine_ext import bailing
        from sglang.srt.models.bailing_moe_nextn import BailingMoeForCausalLMNextN as DraftBase
        from sglang.srt.models.bailing_moe_v3 import BailingMoeV3ForCausalLM as TargetBase

        out: dict[str, Any] = {"mismatches": []}
        pairs = (
            ("target", bailing.BailingMoeV3ForCausalLM, TargetBase),
            ("draft", bailing.BailingMoeForCausalLMNextN, DraftBase),
        )
        names = (
            "__init__",
            "forward",
            "load_weights",
            "post_load_weights",
            "set_embed_and_head",
            "get_embed_and_head",
        )
        for role, ours, base in pairs:
            for name in names:
                if not hasattr(base, name):
                    continue
                a = str(inspect.signature(getattr(ours, name)))
                b = str(inspect.signature(getattr(base, name)))
                if a.replace(" -> None", "") != b.replace(" -> None", "") and (
                    bailing.signature_shape(getattr(ours, name))
                    != bailing.signature_shape(getattr(base, name))
                ):
                    out["mismatches"].append(f"{role}.{name}: ours {a} vs base {b}")
        # How SGLang calls them (0.5.23 source): the loader builds cls(config=..., quant_config=...)
        for _role, ours, _ in pairs:
            inspect.signature(ours.__init__).bind(None, config=object(), quant_config=None)
        out["loader_kwargs_bind"] = True
        out["draft_defines_set_lm_head_from_target"] = "set_lm_head_from_target" in vars(
            bailing.BailingMoeForCausalLMNextN
        )
        out["base_draft_defines_set_lm_head_from_target"] = hasattr(
            DraftBase, "set_lm_head_from_target"
        )
        out["target_defines_precompile_hook"] = "precompile_kernels_after_loading" in vars(
            bailing.BailingMoeV3ForCausalLM
        )
        return out

    @section("sglang_calls")
    def _sglang_calls():
        """What eagle_worker_v2 / the loader call, read from the installed source (AST)."""
        import sglang
        from ling_desk_engine_ext import bailing

        root = Path(sglang.__file__).parent / "srt"
        out: dict[str, Any] = {}
        tree = ast.parse((root / "speculative" / "eagle_worker_v2.py").read_text())
        calls: dict[str, list[int]] = {}
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("set_lm_head_from_target", "set_embed_and_head")
            ):
                calls.setdefault(node.func.attr, []).append(len(node.args) + len(node.keywords))
        out["eagle_calls"] = calls
        draft = bailing.BailingMoeForCausalLMNextN
        binds = {}
        for name, counts in calls.items():
            for n in counts:
                try:
                    inspect.signature(getattr(draft, name)).bind(None, *([None] * n))
                    binds[f"{name}/{n}"] = True
                except TypeError as exc:
                    binds[f"{name}/{n}"] = str(exc)
        out["draft_binds"] = binds
        src = (
            root / "model_executor" / "model_runner_components" / "load_model_utils.py"
        ).read_text()
        out["runner_calls_precompile_hook"] = (
            'getattr(model, "precompile_kernels_after_loading"' in src
        )
        runner = (root / "model_executor" / "model_runner.py").read_text()
        hook = runner.find("self.maybe_precompile_model_kernels_after_loading()")
        end = runner.find('f"Load weight end. "')
        out["hook_before_load_weight_end_log"] = 0 < hook < end
        loader = (root / "model_loader" / "loader.py").read_text()
        out["loader_postprocesses_quant_methods"] = (
            "quant_method.process_weights_after_loading(module)" in loader
        )
        return out

    @section("fp8_math")
    def _fp8_math():
        from ling_desk_engine_ext import fp8_head as fh

        torch.manual_seed(0)
        n, k = 1024, 256
        # A head with varied row norms (like a real vocabulary) rather than uniform noise.
        w = (torch.randn(n, k) * torch.logspace(-1.5, 0, n)[torch.randperm(n)][:, None]).to(
            torch.bfloat16
        )
        q, scale = fh.quantize_per_channel(w, chunk_rows=300)  # several chunks
        deq = fh.dequantize(q, scale)
        w32 = w.float()
        row_err = ((deq - w32).norm(dim=1) / w32.norm(dim=1)).max().item()
        scale_is_bf16 = bool(torch.equal(scale, scale.to(torch.bfloat16).float()))
        amax_ok = bool((q.float().abs().amax(dim=1) <= fh.FP8_MAX).all())
        # a zero row must stay zero and finite
        w0 = w.clone()
        w0[5] = 0
        q0, s0 = fh.quantize_per_channel(w0)
        zero_row_ok = bool((q0[5].float() == 0).all() and torch.isfinite(s0).all())

        probe = fh.make_probe(w, rows=8)
        ref = probe.float() @ w32.t()
        peak = (ref.max(dim=1).values - ref.mean(dim=1)) / ref.std(dim=1)
        kernel = fh.TorchFp8Kernel(q, scale)
        out = kernel(probe)
        exact = (probe.float() @ deq.t()).float()
        torch_cmp = fh.compare_logits(out, ref)
        head, errors = fh.build_fp8_head(w, "auto")

        class Broken(fh.TorchFp8Kernel):  # wrong scales: the self-test must catch it
            def __call__(self, x):
                return super().__call__(x).flip(-1)

        saved = fh.KERNELS["torch"]
        fh.KERNELS["torch"] = Broken
        try:
            broken_head, broken_errors = fh.build_fp8_head(w, "torch")
        finally:
            fh.KERNELS["torch"] = saved
        return {
            "max_row_rel_err": row_err,
            "scale_is_bf16": scale_is_bf16,
            "amax_ok": amax_ok,
            "zero_row_ok": zero_row_ok,
            "probe_peak_sigma_min": peak.min().item(),
            "torch_kernel_vs_ref": torch_cmp,
            "torch_kernel_vs_dequant_rel": ((out.float() - exact).norm() / exact.norm()).item(),
            "out_dtype": str(out.dtype),
            "empty_batch_shape": list(kernel(torch.zeros(0, k, dtype=torch.bfloat16)).shape),
            "auto_kernel": None if head is None else head.kernel_name,
            "auto_self_test": None if head is None else head.self_test,
            "auto_errors": errors,
            "broken_rejected": broken_head is None,
            "broken_errors": broken_errors,
        }

    @section("lm_head_method")
    def _lm_head_method():
        """The real ParallelLMHead and SGLang's own logits path, on the CPU."""
        from ling_desk_engine_ext import bailing
        from sglang.srt.layers.logits_processor import LogitsProcessor
        from sglang.srt.layers.vocab_parallel_embedding import ParallelLMHead

        torch.manual_seed(1)
        n, k = 512, 256
        head = ParallelLMHead(n, k, params_dtype=torch.bfloat16, enable_tp=False)
        w = (torch.randn(n, k) * torch.rand(n, 1)).to(torch.bfloat16)
        head.weight_loader(head.weight, w)  # the loader's own path
        head.quant_method = bailing.LingDeskFp8LmHeadMethod(prefer="torch")
        x = torch.randn(3, k).to(torch.bfloat16)
        ref = x.float() @ w.float().t()
        head.quant_method.process_weights_after_loading(head)
        # LogitsProcessor._compute_lm_head with an empty self: the quant branch reads nothing else
        logits = LogitsProcessor._compute_lm_head(types.SimpleNamespace(), x, head)
        rel = ((logits.float() - ref).norm() / ref.norm()).item()
        out = {
            "weight_dtype": str(head.weight.dtype),
            "weight_shape": list(head.weight.shape),
            "has_weight_scale": hasattr(head, "weight_scale"),
            "kernel": head.quant_method.head.kernel_name if head.quant_method.head else None,
            "errors": head.quant_method.errors,
            "logits_rel_err": rel,
            "top1_agree": int((logits.float().argmax(-1) == ref.argmax(-1)).sum()),
            "head_is_fp8": bailing.head_is_fp8(head),
        }
        head.quant_method.restore_weights_before_loading(head)
        out["restored_dtype"] = str(head.weight.dtype)
        out["restored_has_loader"] = hasattr(head.weight, "weight_loader")
        out["restored_has_scale"] = hasattr(head, "weight_scale")
        return out

    def make_pair(share_hook: bool):
        """A target and draft built without SGLang's model __init__ (no parallel state on CPU),
        carrying the real ParallelLMHead / FP8 method and our hooks."""
        from ling_desk_engine_ext import bailing
        from sglang.srt.layers.vocab_parallel_embedding import ParallelLMHead

        n, k = 512, 128
        target = bailing.BailingMoeV3ForCausalLM.__new__(bailing.BailingMoeV3ForCausalLM)
        torch.nn.Module.__init__(target)
        target.model = torch.nn.Module()
        target.model.word_embeddings = torch.nn.Embedding(n, k)
        target.lm_head = ParallelLMHead(n, k, params_dtype=torch.bfloat16, enable_tp=False)
        target.lm_head.weight.data.copy_(torch.randn(n, k).to(torch.bfloat16))
        target._ld_requested = True
        target._ld_errors = []
        target._ld_reported = False
        target.lm_head.quant_method = bailing.LingDeskFp8LmHeadMethod(prefer="torch")
        target.lm_head.quant_method.process_weights_after_loading(target.lm_head)
        bailing._TARGETS.append(__import__("weakref").ref(target))

        draft = bailing.BailingMoeForCausalLMNextN.__new__(bailing.BailingMoeForCausalLMNextN)
        torch.nn.Module.__init__(draft)
        draft.model = torch.nn.Module()
        draft.model.word_embeddings = torch.nn.Embedding(n, k)
        draft.lm_head = ParallelLMHead(n, k, params_dtype=torch.bfloat16, enable_tp=False)
        draft._ld_errors = []
        draft._ld_reported = False
        # EAGLEWorkerV2.init_lm_head, non-EAGLE3 branch: set_embed_and_head, then the hook
        embed, head = target.get_embed_and_head()
        if share_hook:
            draft.set_embed_and_head(embed, head)
            draft.set_lm_head_from_target(target.lm_head)
        else:  # what the built-in draft does: weight only
            from sglang.srt.models.bailing_moe_nextn import BailingMoeForCausalLMNextN as Base

            Base.set_embed_and_head(draft, embed, head)
        return target, draft

    @section("hooks")
    def _hooks():
        from ling_desk_engine_ext import bailing, report

        captured.clear()
        target, draft = make_pair(share_hook=True)
        target.precompile_kernels_after_loading()
        target.precompile_kernels_after_loading()  # once only
        reports = [r for r in map(report.parse_line, captured) if r]
        x = torch.randn(2, 128).to(torch.bfloat16)
        same = torch.equal(
            target.lm_head.quant_method.apply(target.lm_head, x),
            draft.lm_head.quant_method.apply(draft.lm_head, x),
        )
        out = {
            "draft_head_is_target_head": draft.lm_head is target.lm_head,
            "same_logits": same,
            "reports": reports,
            "target_report": target.ld_report(),
            "fp8_assessment": report.assess_fp8_head(target.ld_report()).__dict__,
            "draft_assessment": report.assess_draft_head(
                draft.ld_report("set_lm_head_from_target"), target.ld_report()
            ).__dict__,
            "logger_name": bailing.logger.name,
        }
        t2, d2 = make_pair(share_hook=False)  # the built-in draft's way: the weight only
        out["unshared_report"] = d2.ld_report("first_forward")
        out["unshared_assessment"] = report.assess_draft_head(
            out["unshared_report"], t2.ld_report()
        ).__dict__
        return out

    @section("logging")
    def _logging():
        """The report through the scheduler's own logger setup (configure_logger, TP prefix)."""
        from ling_desk_engine_ext import bailing
        from sglang.srt.utils.common import configure_logger

        configure_logger(types.SimpleNamespace(log_level="info"), prefix=" TP0")
        bailing._log_report(
            {"schema": 1, "role": "probe", "errors": [], "marker": "logging-section"}
        )
        logging.getLogger().handlers[0].flush()
        return {"root_handlers": [type(h).__name__ for h in logging.getLogger().handlers]}

    Path(out_path).write_text(json.dumps(RESULT, default=str))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
