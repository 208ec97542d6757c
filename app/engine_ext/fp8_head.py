"""FP8 LM head: per-output-channel FP8 weights, applied with Humming or torch.

Depends on torch only (humming-kernels when present); never imports sglang, so the benchmark in
bench/fp8_head and the CPU tests use this very module.

Quantization (``quantize_per_channel``): for each output row (vocabulary entry) ``i``,
``scale_i = max|W_i| / 448`` (448 = largest float8_e4m3fn), rounded to a BF16-representable value
so that both kernels apply bit-identical scales (Humming keeps channel scales in the activation
dtype), then ``q_i = clamp(W_i / scale_i, ±448)`` cast to float8_e4m3fn.

Kernels (``KERNELS``), tried in order by ``build_fp8_head``:

- ``humming``: Humming's dense GEMM with FP8 weights and BF16 activations (no activation
  quantization); the weight is repacked into Humming's layout (int32 words; exposed as a
  float8_e4m3fn view of the same storage, so no second copy is kept). Needs a CUDA GPU, sm_80+.
- ``torch``: ``torch._scaled_mm`` FP8 x FP8 with per-token activation scales and the per-row weight
  scales (rowwise scaling); the weight stays row-major [N, K]. CUDA sm_89+ (and CPU, for tests).

Every candidate must pass a load-time self-test before it is used: a few peaked probe rows built
from the head's own largest rows, compared with the BF16 head (top-1 agreement and relative
error). A kernel that fails it is skipped and the reason kept.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = float(torch.finfo(FP8_DTYPE).max)  # 448.0
KERNEL_NAMES = ("humming", "torch")

# Self-test acceptance: FP8 e4m3 per-channel quantization of a real head gives ~0.03 relative
# error on logits; a broken kernel (wrong layout, wrong scales) gives ~1.
SELF_TEST_MAX_REL_ERR = 0.1
SELF_TEST_ROWS = 8


def quantize_per_channel(
    weight: torch.Tensor, *, chunk_rows: int = 16384
) -> tuple[torch.Tensor, torch.Tensor]:
    """Quantize a [N, K] head to float8_e4m3fn with one FP32 scale per output row.

    Works in row chunks so the FP32 working copy stays small (the Ling head is 157184 x 2560).
    Returns ``(q [N, K] float8_e4m3fn, scale [N] float32)``; ``W ≈ q * scale[:, None]``.
    """
    if weight.dim() != 2:
        raise ValueError(f"expected a 2-D head weight, got shape {tuple(weight.shape)}")
    n, k = weight.shape
    q = torch.empty((n, k), dtype=FP8_DTYPE, device=weight.device)
    scale = torch.empty((n,), dtype=torch.float32, device=weight.device)
    tiny = torch.finfo(torch.bfloat16).tiny
    for start in range(0, n, chunk_rows):
        w = weight[start : start + chunk_rows].float()
        s = (w.abs().amax(dim=1) / FP8_MAX).clamp_min(tiny)
        s = s.to(torch.bfloat16).float()  # the same scale value for both kernels
        q[start : start + chunk_rows] = (w / s[:, None]).clamp_(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
        scale[start : start + chunk_rows] = s
    return q, scale


def dequantize(q: torch.Tensor, scale: torch.Tensor, dtype=torch.float32) -> torch.Tensor:
    """``q * scale[:, None]`` in ``dtype`` (the reference the kernels approximate)."""
    return q.to(dtype) * scale.to(dtype)[:, None]


class TorchFp8Kernel:
    """FP8 x FP8 through ``torch._scaled_mm`` with rowwise scales (per token, per output row)."""

    name = "torch"
    layout = "row_major"

    def __init__(self, q: torch.Tensor, scale: torch.Tensor):
        self.weight = q.contiguous()  # [N, K]; .t() is the column-major operand _scaled_mm wants
        self._scale_b = scale.float().reshape(1, -1).contiguous()
        self.out_features = q.shape[0]

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1])
        out_dtype = x.dtype if x.dtype in (torch.bfloat16, torch.float16) else torch.bfloat16
        if x2.shape[0] == 0:
            return x2.new_empty((0, self.out_features), dtype=out_dtype)
        xf = x2.float()
        xs = (xf.abs().amax(dim=1, keepdim=True) / FP8_MAX).clamp_min(1e-12)
        xq = (xf / xs).clamp_(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
        return torch._scaled_mm(
            xq, self.weight.t(), scale_a=xs, scale_b=self._scale_b, out_dtype=out_dtype
        )


def humming_version() -> str | None:
    try:
        return importlib.metadata.version("humming-kernels")
    except importlib.metadata.PackageNotFoundError:
        return None


class HummingFp8Kernel:
    """Humming dense GEMM: FP8 (e4m3) weight, per-channel scale, BF16 activations, BF16 output."""

    name = "humming"
    layout = "humming"

    def __init__(self, q: torch.Tensor, scale: torch.Tensor, act_dtype=torch.bfloat16):
        if not q.is_cuda:
            raise RuntimeError("Humming needs a CUDA device")
        if importlib.util.find_spec("humming") is None:
            raise RuntimeError("humming-kernels is not installed in the engine environment")
        from humming import dtypes
        from humming.layer import HummingMethod
        from humming.schema import HummingInputSchema, HummingWeightSchema

        self._method = HummingMethod
        n, k = q.shape
        self.out_features = n
        self._k = k
        self._act_dtype = act_dtype
        holder = torch.nn.Module()
        # Humming's FP8 weight format is the row-major bytes read as int32 words, [N, K / 4].
        holder.weight = torch.nn.Parameter(q.contiguous().view(torch.int32), requires_grad=False)
        holder.weight_scale = torch.nn.Parameter(
            scale.to(act_dtype).reshape(n, 1).contiguous(), requires_grad=False
        )
        schema = HummingWeightSchema(b_dtype=dtypes.float8e4m3, weight_scale_group_size=0)
        HummingMethod.prepare_layer_meta(
            layer=holder,
            shape_n=n,
            shape_k=k,
            weight_schema=schema,
            input_schema=HummingInputSchema(),
            pad_n_to_multiple=256,
            pad_k_to_multiple=128,
            has_bias=False,
            torch_dtype=act_dtype,
        )
        HummingMethod.transform_humming_layer(holder)
        # Stream-K synchronization state, one per layer (as humming.layer.HummingLayer does).
        holder.register_buffer("locks", torch.zeros(1024, dtype=torch.int32, device=q.device))
        self._holder = holder
        self._compute_config = json.dumps({"use_f16_accum": False, "gemm_type": "dense"})
        # The repacked weight, seen as FP8 bytes: what the model's lm_head.weight becomes.
        self.weight = holder.weight.data.view(FP8_DTYPE)

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, self._k)
        if x2.shape[0] == 0:
            return x2.new_empty((0, self.out_features), dtype=self._act_dtype)
        if x2.dtype != self._act_dtype:
            x2 = x2.to(self._act_dtype)
        return self._method.forward_layer(
            layer=self._holder, inputs=x2.contiguous(), compute_config=self._compute_config
        )


KERNELS: dict[str, Callable[..., Any]] = {
    "humming": HummingFp8Kernel,
    "torch": TorchFp8Kernel,
}


def kernel_order(prefer: str, device: torch.device) -> list[str]:
    """Kernels to try, best first. ``prefer``: "auto", "humming" or "torch" (only that one)."""
    if prefer in KERNELS:
        return [prefer]
    if prefer not in ("", "auto"):
        raise ValueError(f"unknown FP8 head kernel {prefer!r}; use auto, humming or torch")
    return ["humming", "torch"] if device.type == "cuda" else ["torch"]


def make_probe(
    weight: torch.Tensor, rows: int = SELF_TEST_ROWS, *, seed: int = 0, noise: float = 0.5
) -> torch.Tensor:
    """Hidden states whose logits are peaked, built from the head itself.

    Row ``r`` points along one of the head's largest-norm rows ``w_i`` plus a random direction
    (weight ``noise``), scaled to RMS 1 like a final-norm output: its logit for token ``i`` stands
    several sigma above the rest, as in real decoding, unlike uniform noise.
    """
    n, k = weight.shape
    norms = torch.zeros(n, dtype=torch.float32, device=weight.device)
    for start in range(0, n, 16384):
        norms[start : start + 16384] = weight[start : start + 16384].float().norm(dim=1)
    pool = min(n, rows * 16)
    top = torch.topk(norms, pool).indices.sort().values
    picked = top[torch.linspace(0, pool - 1, rows).round().long()]
    gen = torch.Generator(device="cpu").manual_seed(seed)
    direction = torch.randn((rows, k), generator=gen).to(weight.device)
    w = weight[picked].float()
    x = w / w.norm(dim=1, keepdim=True) + noise * direction / direction.norm(dim=1, keepdim=True)
    x = x / x.norm(dim=1, keepdim=True) * math.sqrt(k)
    return x.to(weight.dtype)


def compare_logits(out: torch.Tensor, ref: torch.Tensor) -> dict[str, Any]:
    """Relative error (Frobenius) and top-1 agreement of ``out`` against ``ref``."""
    out32, ref32 = out.float(), ref.float()
    rel = (out32 - ref32).norm() / ref32.norm().clamp_min(1e-30)
    agree = int((out32.argmax(dim=-1) == ref32.argmax(dim=-1)).sum())
    return {
        "rows": int(ref32.shape[0]),
        "top1_agree": agree,
        "rel_err": round(float(rel), 5),
        "finite": bool(torch.isfinite(out32).all()),
    }


def self_test_passed(result: dict[str, Any]) -> bool:
    return (
        result["finite"]
        and result["rel_err"] < SELF_TEST_MAX_REL_ERR
        and result["top1_agree"] >= result["rows"] - 1
    )


@dataclass
class Fp8Head:
    """A ready FP8 head: call it with hidden states [..., K] to get logits [M, N]."""

    kernel: Any
    kernel_name: str
    layout: str
    weight: torch.Tensor  # float8_e4m3fn, in ``layout``
    weight_scale: torch.Tensor  # [N] float32, the per-row scales
    build_s: float
    compile_s: float | None  # first call (Humming's JIT compile of all M buckets happens here)
    self_test: dict[str, Any] | None
    errors: list[str] = field(default_factory=list)  # kernels tried before and why they failed

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        return self.kernel(x)


def _sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def build_fp8_head(
    weight: torch.Tensor,
    prefer: str = "auto",
    *,
    self_test: bool = True,
    probe_rows: int = SELF_TEST_ROWS,
) -> tuple[Fp8Head | None, list[str]]:
    """Quantize ``weight`` [N, K] and return the first kernel that builds and passes the self-test.

    Returns ``(head, errors)``; ``head`` is None when no kernel qualified (the caller then keeps
    the BF16 head), and ``errors`` says for each kernel tried why it was not used.
    """
    errors: list[str] = []
    device = weight.device
    try:
        order = kernel_order(prefer, device)
    except ValueError as exc:
        return None, [str(exc)]
    q, scale = quantize_per_channel(weight)
    probe = ref = None
    if self_test:
        probe = make_probe(weight, probe_rows)
        ref = (probe.float() @ weight.float().t()) if device.type == "cpu" else probe @ weight.t()
    for name in order:
        try:
            t0 = time.perf_counter()
            kernel = KERNELS[name](q, scale)
            _sync(device)
            build_s = time.perf_counter() - t0
            result = None
            compile_s = None
            if probe is not None:
                t1 = time.perf_counter()
                out = kernel(probe)
                _sync(device)
                compile_s = time.perf_counter() - t1
                result = compare_logits(out, ref)
                if not self_test_passed(result):
                    errors.append(
                        f"{name} kernel failed the load-time self-test against the BF16 head: "
                        f"rel. error {result['rel_err']} (max {SELF_TEST_MAX_REL_ERR}), top-1 "
                        f"{result['top1_agree']}/{result['rows']}, finite={result['finite']}"
                    )
                    del kernel
                    continue
            head = Fp8Head(
                kernel=kernel,
                kernel_name=name,
                layout=kernel.layout,
                weight=kernel.weight,
                weight_scale=scale,
                build_s=round(build_s, 3),
                compile_s=None if compile_s is None else round(compile_s, 3),
                self_test=result,
                errors=list(errors),
            )
            return head, errors
        except Exception as exc:  # a kernel that cannot serve this GPU: try the next one
            errors.append(f"{name} kernel unavailable: {type(exc).__name__}: {exc}")
    return None, errors
