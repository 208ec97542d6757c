"""Bytes read per decoded token: the numerator of the memory-bandwidth roofline.

A batch-1 decode step reads every weight it uses once, so its speed is bounded by
`bandwidth / bytes_per_token`. The fraction of that ceiling a decode reaches says how much room is
left. What is counted (the gauge's tooltip quotes `ASSUMPTIONS` and the estimate's own notes):

- Every weight of the target model's decoder layers that a token passes through: attention (KDA and
  MLA), norms, dense MLPs, the MoE router, the shared expert, and top-k of the routed experts
  (top-k / num_experts of each MoE layer's expert bytes: experts are assumed to be the same size).
- The LM head in full: at its stored dtype (BF16), or 1 byte/param + one FP32 scale per vocabulary
  row when the FP8 LM head is on.
- One row of the input embeddings (a lookup, not a matmul).
- The KDA recurrent state (FP32, heads x head_dim x head_dim per KDA layer, read once per step) and
  the MLA latent KV cache (BF16, kv_lora_rank + rope dims per context token per MLA layer).
- Not counted: the NEXTN (MTP) draft layer, activations, writes, and the extra experts a
  multi-token verify step touches. With MTP one weight pass yields accept-length tokens, so the
  fraction can pass 100%: it then says how far speculation carries past a plain decode's limit.

Two ways to count: exactly, from the checkpoint's safetensors headers (only the 8-byte length and
the JSON header of each shard are read, never tensor data), or estimated from config.json's shapes
with dtypes taken from its quantization_config (MXFP4 experts = 0.5 byte/param + one E8M0 scale
byte per 32; FP8 block-128 = 1 byte/param + one FP32 scale per 128x128 block; else BF16). The
KDA projection shapes are guessed from Kimi Linear's layout (q, k, v, o, full-rank f and g gates,
beta): the shape estimate says so.

Pure Python; never imports Qt.
"""

from __future__ import annotations

import json
import re
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.core.words import QT_TRANSLATE_NOOP, translate

INDEX_FILE = "model.safetensors.index.json"
MAX_HEADER_BYTES = 100_000_000

# In English; shown as translate("gauges", a) (assumptions_words()).
ASSUMPTIONS = (
    QT_TRANSLATE_NOOP(
        "gauges", "Batch 1, no speculation: every weight a token uses is read once per decode step."
    ),
    QT_TRANSLATE_NOOP(
        "gauges",
        "MoE: the router, the shared expert and top-k of the routed experts (experts of equal "
        "size).",
    ),
    QT_TRANSLATE_NOOP(
        "gauges",
        "LM head read in full (BF16 as stored; 1 byte/param + a scale per row when the FP8 head is "
        "on); one embedding row.",
    ),
    QT_TRANSLATE_NOOP(
        "gauges",
        "KDA state and MLA KV cache reads included; activations, writes and the NEXTN draft layer "
        "not.",
    ),
    QT_TRANSLATE_NOOP(
        "gauges",
        "With NEXTN MTP a verify step yields accept-length tokens, so the fraction can exceed 100%.",
    ),
)


def assumptions_words() -> list[str]:
    """ "Assumes: ..." lines, in the user's language."""
    return [translate("gauges", "Assumes: {text}").format(text=translate("gauges", a))
            for a in ASSUMPTIONS]  # fmt: skip


# Ling-3.0-flash's public shapes, used when config.json lacks a field (said in the notes).
LING_DEFAULTS: dict[str, Any] = {
    "hidden_size": 2560,
    "num_hidden_layers": 42,
    "num_experts": 512,
    "num_experts_per_tok": 8,
    "num_shared_experts": 1,
    "moe_intermediate_size": 768,
    "intermediate_size": 7168,
    "first_k_dense_replace": 2,
    "vocab_size": 157184,
    "num_attention_heads": 32,
    "head_dim": 128,
    "layer_group_size": 6,
    "kv_lora_rank": 512,
    "qk_rope_head_dim": 64,
    "qk_nope_head_dim": 128,
    "v_head_dim": 128,
    "short_conv_kernel_size": 4,
}

# The fp4 checkpoint's quantization (shared/SGLANG.md), assumed when no config.json is at hand.
LING_FP4_QUANT: dict[str, Any] = {
    "quant_method": "fp8",
    "weight_block_size": [128, 128],
    "routed_experts_quant_method": "mxfp4",
    "ignored_layers": ["lm_head", "model.word_embeddings"],
}

# Bytes per stored parameter, scales included.
MXFP4_BPP = 0.5 + 1 / 32  # 4-bit values + one E8M0 byte per 32-value block
FP8_BLOCK_BPP = 1 + 4 / (128 * 128)  # one FP32 scale per 128x128 block
BF16_BPP = 2.0
FP32_BPP = 4.0

_DTYPE_BYTES = {
    "F64": 8,
    "I64": 8,
    "U64": 8,
    "F32": 4,
    "I32": 4,
    "U32": 4,
    "F16": 2,
    "BF16": 2,
    "I16": 2,
    "U16": 2,
    "F8_E4M3": 1,
    "F8_E5M2": 1,
    "F8_E8M0": 1,
    "I8": 1,
    "U8": 1,
    "BOOL": 1,
}
_LAYER = re.compile(r"(?:^|\.)layers\.(\d+)\.")


@dataclass(frozen=True)
class Part:
    """One group of weights (or state) read per decoded token."""

    name: str
    bytes: float
    detail: str = ""
    per_context_token: bool = False  # bytes per token of context (the KV cache)
    params: float | None = None  # weights counted (shape estimate only)


@dataclass(frozen=True)
class RooflineEstimate:
    method: str  # "headers" (exact, from the shards' safetensors headers) | "shapes" (config.json)
    parts: tuple[Part, ...]
    fp8_lm_head: bool
    notes: tuple[str, ...] = ()
    source: str = ""

    @property
    def fixed_bytes(self) -> float:
        return sum(p.bytes for p in self.parts if not p.per_context_token)

    @property
    def kv_bytes_per_context_token(self) -> float:
        return sum(p.bytes for p in self.parts if p.per_context_token)

    def bytes_per_token(self, context_tokens: int = 0) -> float:
        """Bytes read to decode one token with `context_tokens` already in the context."""
        return self.fixed_bytes + self.kv_bytes_per_context_token * max(0, context_tokens)

    def ceiling_tps(self, bandwidth_gbs: float, context_tokens: int = 0) -> float:
        """The batch-1 decode speed the bandwidth allows (tok/s)."""
        return bandwidth_gbs * 1e9 / self.bytes_per_token(context_tokens)

    def fraction(self, tps: float, bandwidth_gbs: float, context_tokens: int = 0) -> float:
        return tps * self.bytes_per_token(context_tokens) / (bandwidth_gbs * 1e9)

    @property
    def active_params(self) -> float | None:
        """Weights read per token (embedding row excluded); None when counted from bytes."""
        counted = [p.params for p in self.parts if p.params is not None]
        return sum(counted) if counted else None

    def part(self, name: str) -> Part | None:
        return next((p for p in self.parts if p.name == name), None)

    def describe(self, bandwidth_gbs: float | None = None, context_tokens: int = 0) -> str:
        """Plain text for a tooltip: how the figure was counted, part by part."""
        how = (
            translate("gauges", "counted exactly from the checkpoint's safetensors headers")
            if self.method == "headers"
            else translate("gauges", "estimated from config.json's shapes")
        )
        head = "FP8" if self.fp8_lm_head else translate("gauges", "as stored")
        gb = f"{self.bytes_per_token(context_tokens) / 1e9:.2f}"
        if context_tokens:
            first = translate(
                "gauges",
                "Bytes read per decoded token: {gb} GB ({how}; LM head {head}; context {n} tokens).",
            ).format(gb=gb, how=how, head=head, n=context_tokens)
        else:
            first = translate(
                "gauges", "Bytes read per decoded token: {gb} GB ({how}; LM head {head})."
            ).format(gb=gb, how=how, head=head)
        lines = [first]
        for p in self.parts:
            if p.per_context_token:
                kb = f"{p.bytes / 1e3:.1f}"
                amount = translate("gauges", "{kb} kB per context token").format(kb=kb)
            elif p.bytes >= 1e8:
                amount = f"{p.bytes / 1e9:.3f} GB"
            else:
                amount = f"{p.bytes / 1e6:.2f} MB"
            lines.append(f"  {p.name}: {amount}" + (f" ({p.detail})" if p.detail else ""))
        if bandwidth_gbs:
            lines.append(
                translate("gauges", "At {bandwidth} GB/s the ceiling is {tps} tok/s.").format(
                    bandwidth=f"{bandwidth_gbs:g}",
                    tps=f"{self.ceiling_tps(bandwidth_gbs, context_tokens):.1f}",
                )
            )
        lines += [translate("gauges", "Note: {text}").format(text=n) for n in self.notes]
        lines += assumptions_words()
        return "\n".join(lines)


# --- shapes -------------------------------------------------------------------------------------


# Shape fields that may be 0 (no dense layers, no shared expert, no hybrid grouping).
ZERO_OK = frozenset(
    {"first_k_dense_replace", "num_shared_experts", "layer_group_size", "intermediate_size"}
)


def _whole(val: Any) -> int | None:
    """`val` as a whole number, or None (JSON has no int type of its own: 2560.0 is fine)."""
    if isinstance(val, bool):
        return None
    if isinstance(val, int):
        return val
    if isinstance(val, float) and val.is_integer():
        return int(val)
    return None


def _cfg(config: dict[str, Any], key: str, missing: list[str], bad: list[str]) -> int:
    """A shape field, or Ling's public value with the reason noted (missing or unusable)."""
    val = config.get(key)
    if val is None:
        missing.append(key)
        return LING_DEFAULTS[key]
    n = _whole(val)
    if n is None or n < (0 if key in ZERO_OK else 1):
        bad.append(f"{key} = {json.dumps(val)[:40]} (expected a whole number)")
        return LING_DEFAULTS[key]
    return n


def layer_kinds(num_layers: int, group: int) -> list[str]:
    """ "mla" on every `group`-th layer (the group's last), "kda" elsewhere (Ling-3.0's hybrid)."""
    return ["mla" if group and (i + 1) % group == 0 else "kda" for i in range(num_layers)]


def _quant_bpp(
    config: dict[str, Any], bad: list[str] | None = None
) -> tuple[float, float, str, str]:
    """(linear bytes/param, routed-expert bytes/param, their labels) from quantization_config."""
    qc = config.get("quantization_config")
    if not isinstance(qc, dict):
        return BF16_BPP, BF16_BPP, "BF16", "BF16"
    method = str(qc.get("quant_method", "")).lower()
    if method == "fp8":
        block = qc.get("weight_block_size") or [128, 128]
        sides = [_whole(b) for b in block] if isinstance(block, list) else []
        if len(sides) != 2 or not all(s and s > 0 for s in sides):
            if bad is not None:
                bad.append(
                    "quantization_config.weight_block_size = "
                    f"{json.dumps(block)[:40]} (expected two whole numbers)"
                )
            block = sides = [128, 128]
        bs = sides[0] * sides[1]  # type: ignore[operator]
        linear, linear_label = 1 + 4 / bs, f"FP8 + FP32 scale per {block[0]}x{block[1]} block"
    elif method in ("mxfp4", "nvfp4"):
        linear, linear_label = MXFP4_BPP, "MXFP4"
    else:
        linear, linear_label = BF16_BPP, f"BF16 (quant_method {method or '?'} not modelled)"
    routed_method = str(qc.get("routed_experts_quant_method", method)).lower()
    if routed_method == "mxfp4":
        routed, routed_label = MXFP4_BPP, "MXFP4: 0.5 byte/param + E8M0 scale per 32"
    else:  # fp8 (or anything else): stored like the other linear layers
        routed, routed_label = linear, linear_label
    return linear, routed, linear_label, routed_label


def estimate_from_config(
    config: dict[str, Any], *, fp8_lm_head: bool, notes: tuple[str, ...] = (), source: str = ""
) -> RooflineEstimate:
    """Estimate from config.json's shapes (see the module docstring for what is assumed)."""
    missing: list[str] = []
    bad: list[str] = []
    h = _cfg(config, "hidden_size", missing, bad)
    n_layers = _cfg(config, "num_hidden_layers", missing, bad)
    n_exp = _cfg(config, "num_experts", missing, bad)
    top_k = _cfg(config, "num_experts_per_tok", missing, bad)
    n_shared = _cfg(config, "num_shared_experts", missing, bad)
    moe_i = _cfg(config, "moe_intermediate_size", missing, bad)
    dense_i = _cfg(config, "intermediate_size", missing, bad)
    k_dense = _cfg(config, "first_k_dense_replace", missing, bad)
    vocab = _cfg(config, "vocab_size", missing, bad)
    heads = _cfg(config, "num_attention_heads", missing, bad)
    head_dim = _cfg(config, "head_dim", missing, bad)
    group = _cfg(config, "layer_group_size", missing, bad)
    kv_lora = _cfg(config, "kv_lora_rank", missing, bad)
    rope = _cfg(config, "qk_rope_head_dim", missing, bad)
    nope = _cfg(config, "qk_nope_head_dim", missing, bad)
    v_dim = _cfg(config, "v_head_dim", missing, bad)
    conv_k = _cfg(config, "short_conv_kernel_size", missing, bad)
    q_lora = config.get("q_lora_rank")
    if q_lora is not None and not (_whole(q_lora) or 0) > 0:
        bad.append(f"q_lora_rank = {json.dumps(q_lora)[:40]} (expected a whole number)")
        q_lora = None
    q_lora = _whole(q_lora) if q_lora is not None else None

    linear_bpp, routed_bpp, linear_label, routed_label = _quant_bpp(config, bad)
    n_mla, n_kda = _layer_counts(n_layers, group)
    n_moe = max(0, n_layers - k_dense)
    key_dim = heads * head_dim

    # KDA: q, k, v, o (key_dim each way), full-rank forget (f) and output (g) gates, beta per head.
    kda_params = 4 * h * key_dim + 2 * h * key_dim + h * heads
    # MLA: q (full or low rank), kv_a (latent + rope), kv_b (latent -> k_nope + v), o.
    q_params = (
        h * heads * (nope + rope) if not q_lora else h * q_lora + q_lora * heads * (nope + rope)
    )
    mla_params = (
        q_params + h * (kv_lora + rope) + kv_lora * heads * (nope + v_dim) + heads * v_dim * h
    )
    # Norms (2 per layer + final), KDA short convolutions (q, k, v) and per-head gates: small.
    small = ((2 * n_layers + 1) * h + n_kda * (3 * key_dim * conv_k + 2 * heads)) * BF16_BPP
    head = _head_bytes(vocab, h, fp8_lm_head, stored_bpp=BF16_BPP)
    embed_row = h * BF16_BPP

    p_routed = n_moe * top_k * 3 * h * moe_i
    p_shared = n_moe * n_shared * 3 * h * moe_i
    p_attn = n_kda * kda_params + n_mla * mla_params
    p_dense = k_dense * 3 * h * dense_i
    p_router = n_moe * n_exp * h
    parts = (
        Part(
            "routed experts",
            p_routed * routed_bpp,
            f"{top_k} of {n_exp} per layer x {n_moe} MoE layers, {routed_label}",
            params=p_routed,
        ),
        Part(
            "shared experts",
            p_shared * linear_bpp,
            f"{n_shared} per MoE layer, {linear_label}",
            params=p_shared,
        ),
        Part(
            "attention",
            p_attn * linear_bpp,
            f"{n_kda} KDA + {n_mla} MLA layers, {linear_label}",
            params=p_attn,
        ),
        Part("dense MLP", p_dense * linear_bpp, f"{k_dense} dense layers, {linear_label}",
             params=p_dense),
        Part("MoE router", p_router * BF16_BPP, f"{n_exp} x {h} per MoE layer, BF16",
             params=p_router),
        Part("norms and small tensors", small, "BF16", params=small / BF16_BPP),
        Part("LM head", head, _head_label(vocab, h, fp8_lm_head, "BF16"), params=vocab * h),
        Part("embedding row", embed_row, "one row, BF16"),
        _kda_state_part(n_kda, heads, head_dim,
                        f"{n_kda} layers x {heads} heads x {head_dim}^2, FP32"),
        _mla_kv_part(n_mla, kv_lora, rope),
    )  # fmt: skip
    all_notes = list(notes)
    all_notes.append(
        translate(
            "gauges",
            "estimated from config.json's shapes; KDA projection shapes are assumed (Kimi Linear "
            "layout: q, k, v, o, full-rank f and g gates, beta)",
        )
    )
    all_notes += _missing_note(missing) + _bad_note(bad)
    return RooflineEstimate("shapes", parts, fp8_lm_head, tuple(all_notes), source)


def _layer_counts(n_layers: int, group: int) -> tuple[int, int]:
    """(MLA layers, KDA layers)."""
    n_mla = layer_kinds(n_layers, group).count("mla")
    return n_mla, n_layers - n_mla


# The recurrent state and the latent KV cache come from config.json in both estimates.
def _kda_state_part(n_kda: int, heads: int, head_dim: int, detail: str) -> Part:
    return Part("KDA state", n_kda * heads * head_dim * head_dim * FP32_BPP, detail)


def _mla_kv_part(n_mla: int, kv_lora: int, rope: int) -> Part:
    return Part(
        "MLA KV cache",
        n_mla * (kv_lora + rope) * BF16_BPP,
        f"{n_mla} layers x {kv_lora + rope} values, BF16",
        per_context_token=True,
    )


def _missing_note(missing: list[str]) -> list[str]:
    if not missing:
        return []
    if len(missing) > 6:
        return [
            translate(
                "gauges",
                "Ling-3.0-flash's public shapes used (hidden 2560, 42 layers, 512 experts top-8)",
            )
        ]
    lacks = translate("gauges", "config.json lacks {fields}: Ling-3.0-flash's public values used")
    return [lacks.format(fields=", ".join(missing))]


def _bad_note(bad: list[str]) -> list[str]:
    if not bad:
        return []
    unusable = translate("gauges", "config.json has unusable values: {values}: Ling-3.0-flash's "
                         "public values used instead")  # fmt: skip
    return [unusable.format(values="; ".join(bad))]


def _head_bytes(vocab: int, hidden: int, fp8: bool, stored_bpp: float) -> float:
    if fp8 and stored_bpp > 1:
        return vocab * hidden * 1 + vocab * FP32_BPP  # FP8 weights + one FP32 scale per row
    return vocab * hidden * stored_bpp


def _head_label(vocab: int, hidden: int, fp8: bool, stored: str) -> str:
    if fp8:
        return f"{vocab} x {hidden}, FP8 + FP32 scale per row (online quantization)"
    return f"{vocab} x {hidden}, {stored} as stored"


# --- safetensors headers ------------------------------------------------------------------------


def read_safetensors_header(path: Path) -> dict[str, Any]:
    """The JSON header of a safetensors file: 8-byte little-endian length, then JSON. No data."""
    with path.open("rb") as fh:
        head = fh.read(8)
        if len(head) < 8:
            raise ValueError(f"{path.name} is shorter than a safetensors header")
        (n,) = struct.unpack("<Q", head)
        if n == 0 or n > MAX_HEADER_BYTES:
            raise ValueError(f"{path.name} has an implausible safetensors header length ({n})")
        raw = fh.read(n)
    if len(raw) < n:
        raise ValueError(f"{path.name}'s safetensors header is truncated")
    header = json.loads(raw)
    if not isinstance(header, dict):
        raise ValueError(f"{path.name}'s safetensors header is not a JSON object")
    return header


def _tensor_bytes(info: dict[str, Any]) -> tuple[int, str, list[int]]:
    dtype = str(info.get("dtype", ""))
    shape = [int(x) for x in info.get("shape") or []]
    offs = info.get("data_offsets")
    if isinstance(offs, list) and len(offs) == 2:
        return int(offs[1]) - int(offs[0]), dtype, shape
    numel = 1
    for s in shape:
        numel *= s
    return numel * _DTYPE_BYTES.get(dtype, 2), dtype, shape


def estimate_from_tensors(
    tensors: dict[str, dict[str, Any]],
    config: dict[str, Any],
    *,
    fp8_lm_head: bool,
    notes: tuple[str, ...] = (),
    source: str = "",
) -> RooflineEstimate:
    """Exact per-tensor bytes (safetensors header entries) classified by name."""
    missing: list[str] = []
    bad: list[str] = []
    h = _cfg(config, "hidden_size", missing, bad)
    n_layers = _cfg(config, "num_hidden_layers", missing, bad)
    n_exp = _cfg(config, "num_experts", missing, bad)
    top_k = _cfg(config, "num_experts_per_tok", missing, bad)
    vocab = _cfg(config, "vocab_size", missing, bad)
    heads = _cfg(config, "num_attention_heads", missing, bad)
    head_dim = _cfg(config, "head_dim", missing, bad)
    group = _cfg(config, "layer_group_size", missing, bad)
    kv_lora = _cfg(config, "kv_lora_rank", missing, bad)
    rope = _cfg(config, "qk_rope_head_dim", missing, bad)

    routed_total = 0.0
    routed_layers: set[int] = set()
    shared = attention = other = 0.0
    head = 0.0
    head_dtypes: set[str] = set()
    embed_row = 0.0
    mtp_tensors = 0
    for name, info in tensors.items():
        if name == "__metadata__" or not isinstance(info, dict):
            continue
        nbytes, dtype, shape = _tensor_bytes(info)
        m = _LAYER.search(name)
        layer = int(m.group(1)) if m else None
        if layer is not None and layer >= n_layers:
            mtp_tensors += 1  # the NEXTN draft layer: not read by the target's decode
            continue
        if name.startswith("lm_head.") or ".lm_head." in name:
            head_dtypes.add(dtype)
            if fp8_lm_head and name.endswith(".weight") and _DTYPE_BYTES.get(dtype, 2) > 1:
                rows = shape[0] if shape else vocab
                head += nbytes / _DTYPE_BYTES.get(dtype, 2) + rows * FP32_BPP
            else:
                head += nbytes
        elif "word_embeddings" in name or "embed_tokens" in name:
            rows = shape[0] if shape else vocab
            embed_row += nbytes / max(1, rows)
        elif ".experts." in name and "shared_expert" not in name:
            routed_total += nbytes
            if layer is not None:
                routed_layers.add(layer)
        elif "shared_expert" in name:
            shared += nbytes
        elif ".attention." in name or ".self_attn." in name or ".attn." in name:
            attention += nbytes
        else:
            other += nbytes
    routed = routed_total * top_k / n_exp
    n_mla, n_kda = _layer_counts(n_layers, group)
    head_label = (
        _head_label(vocab, h, True, "")
        if fp8_lm_head and head_dtypes and all(_DTYPE_BYTES.get(d, 2) > 1 for d in head_dtypes)
        else f"{vocab} x {h}, {'/'.join(sorted(head_dtypes)) or '?'} as stored"
    )
    parts = (
        Part(
            "routed experts",
            routed,
            f"{top_k} of {n_exp} per layer x {len(routed_layers)} MoE layers, as stored",
        ),
        Part("shared experts", shared, "as stored"),
        Part("attention", attention, f"{n_kda} KDA + {n_mla} MLA layers, as stored"),
        Part("dense MLP, router, norms", other, "as stored"),
        Part("LM head", head, head_label),
        Part("embedding row", embed_row, "one row, as stored"),
        _kda_state_part(n_kda, heads, head_dim, "FP32 (from config)"),
        _mla_kv_part(n_mla, kv_lora, rope),
    )
    all_notes = list(notes)
    counted = len(tensors)
    all_notes.append(
        translate("gauges", "%n tensor(s) counted from the safetensors headers", None, counted)
    )
    if mtp_tensors:
        all_notes.append(
            translate("gauges", "%n NEXTN draft-layer tensor(s) left out", None, mtp_tensors)
        )
    all_notes += _missing_note(missing) + _bad_note(bad)
    return RooflineEstimate("headers", parts, fp8_lm_head, tuple(all_notes), source)


def _public_estimate(fp8_lm_head: bool, note: str, source: str = "") -> RooflineEstimate:
    """Ling-3.0-flash-fp4's public shapes and quantization (no usable config.json)."""
    return estimate_from_config(
        {"quantization_config": LING_FP4_QUANT},
        fp8_lm_head=fp8_lm_head,
        notes=(note,),
        source=source,
    )


def estimate_for_model_dir(model_dir: Path | str | None, *, fp8_lm_head: bool) -> RooflineEstimate:
    """The best estimate this folder allows: exact from shard headers, else from config shapes.

    With no folder (or no readable config.json) the estimate uses Ling-3.0-flash's public shapes
    and says so. Reads only config.json, the index and each shard's header: fast on 60 GB.
    """
    if model_dir is None or str(model_dir) == "":
        return _public_estimate(
            fp8_lm_head,
            translate(
                "gauges", "no model folder: Ling-3.0-flash-fp4's public shapes and dtypes assumed"
            ),
        )
    model_dir = Path(model_dir)
    try:
        config = json.loads((model_dir / "config.json").read_text(encoding="utf-8"))
        if not isinstance(config, dict):
            raise ValueError("not a JSON object")
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        return _public_estimate(
            fp8_lm_head,
            translate(
                "gauges",
                "config.json unreadable ({error}): Ling-3.0-flash-fp4's public shapes assumed",
            ).format(error=exc),
            str(model_dir),
        )
    shards: list[Path] = []
    index_path = model_dir / INDEX_FILE
    why = ""
    if index_path.exists():
        try:
            index = json.loads(index_path.read_text(encoding="utf-8"))
            shards = [model_dir / f for f in sorted(set(index["weight_map"].values()))]
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            why = translate("gauges", "{file} unreadable ({error})").format(
                file=INDEX_FILE, error=exc
            )
    else:
        shards = sorted(model_dir.glob("*.safetensors"))
    tensors: dict[str, dict[str, Any]] = {}
    if shards and not why:
        try:
            for shard in shards:
                header = read_safetensors_header(shard)
                header.pop("__metadata__", None)
                tensors.update(header)
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            why = translate("gauges", "shard headers unreadable ({error})").format(error=exc)
            tensors = {}
    elif not shards and not why:
        why = translate("gauges", "no safetensors shards")
    if tensors:
        try:
            return estimate_from_tensors(
                tensors, config, fp8_lm_head=fp8_lm_head, source=str(model_dir)
            )
        except (TypeError, ValueError, AttributeError, ZeroDivisionError) as exc:
            # A header entry of an unexpected shape: say so and count from config.json.
            why = translate("gauges", "shard headers hold an unexpected value ({error})").format(
                error=exc
            )
    return estimate_from_config(
        config, fp8_lm_head=fp8_lm_head, notes=(translate("gauges", "{problem}: only config.json used").format(problem=why),),
        source=str(model_dir),
    )  # fmt: skip
