"""Inspect a Ling-3.0-flash model folder without loading it: config, index, shards, sizes.

Reads config.json and model.safetensors.index.json (or a lone safetensors file's header), stats
the shards and never reads tensor data: fast on a 60 GB checkpoint.
"""

from __future__ import annotations

import contextlib
import json
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.units import human_bytes
from app.core.words import QT_TRANSLATE_NOOP, translate

ARCHITECTURE = "BailingMoeV3ForCausalLM"
INDEX_FILE = "model.safetensors.index.json"
# Weights that exist only when the head is stored quantized (FP8 block scales, NVFP4/MXFP4 scales).
_HEAD_SCALE_SUFFIXES = ("weight_scale_inv", "weight_scale", "input_scale", "weight_scale_2")
# The NEXTN layer's own weights (sglang/srt/models/bailing_moe_v3.py _NEXTN_SPEC_WEIGHT_NAMES):
# stored as model.layers.{num_hidden_layers}.{eh_proj,enorm,hnorm,final_layernorm}.
NEXTN_SPEC_NAMES = ("eh_proj", "enorm", "hnorm", "final_layernorm")
# Ling Desk's own download keeps the hub's listing here (SGLang reads only top-level files).
STATE_DIR = ".ling-desk"
MANIFEST = "manifest.json"


def manifest_path(model_dir: Path) -> Path:
    return model_dir / STATE_DIR / MANIFEST


def read_manifest(model_dir: Path) -> dict[str, Any] | None:
    """The hub listing a Ling Desk download recorded in this folder, if any."""
    try:
        data = json.loads(manifest_path(model_dir).read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("files"), dict) else None


def _and_more(n: int) -> str:
    """ " and 3 more" after a list cut at five (nothing when none were left out)."""
    return " " + translate("verify", "and {n} more").format(n=n) if n > 0 else ""


def listed_size_problems(path: Path, listing: dict[str, Any]) -> list[str]:
    """Files of the hub listing that are missing here or whose size differs from the listing."""
    out: list[str] = []
    for name, meta in sorted(listing.items()):
        want = meta.get("size") if isinstance(meta, dict) else None
        f = path / name
        if not f.is_file():
            out.append(
                translate("verify", "{file} is missing (the hub lists {want} bytes)").format(
                    file=name, want=want
                )
            )
        elif isinstance(want, int) and f.stat().st_size != want:
            out.append(
                translate("verify", "{file} has {size} bytes, the hub lists {want}").format(
                    file=name, size=f.stat().st_size, want=want
                )
            )
    return out


@dataclass
class ModelInfo:
    """What the folder holds; `problems` are failures, `notes` are quoted as evidence.

    `remedies` say what to do in plain words; `remedy_details` hold the technical detail behind
    them (flags, file names, commands), only for the remedies that have one (`fix` adds both).
    """

    path: Path
    problems: list[str] = field(default_factory=list)
    remedies: list[str] = field(default_factory=list)
    remedy_details: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    config: dict[str, Any] | None = None
    size_bytes: int | None = None
    shard_count: int = 0
    nextn_layers: int = 0
    nextn_weights: list[str] = field(default_factory=list)
    head_unquantized: bool | None = None

    @property
    def ok(self) -> bool:
        return not self.problems

    def fix(self, plain: str, detail: str = "") -> None:
        """A remedy (marked English, or words made already), in the user's language."""
        self.remedies.append(translate("verify", plain))
        if detail:
            self.remedy_details.append(translate("verify", detail))


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _safetensors_names(path: Path) -> list[str]:
    """Tensor names from a safetensors file's JSON header (8-byte length, then JSON)."""
    with path.open("rb") as fh:
        head = fh.read(8)
        if len(head) < 8:
            raise ValueError(translate("verify", "shorter than a safetensors header"))
        (n,) = struct.unpack("<Q", head)
        if n > 100_000_000:
            raise ValueError(translate("verify", "implausible safetensors header length"))
        header = json.loads(fh.read(n))
    return [k for k in header if k != "__metadata__"]


def _ignored_modules(qc: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for key in ("ignored_layers", "modules_to_not_convert", "ignore", "exclude_modules"):
        val = qc.get(key)
        if isinstance(val, list):
            out += [str(v) for v in val]
    return out


def inspect_model_dir(
    path: Path | None, *, need_nextn: bool = True, need_bf16_head: bool = True
) -> ModelInfo:
    if path is None:
        info = ModelInfo(Path(""))
        info.problems.append(
            translate(
                "verify",
                "No model folder is set and no local copy of inclusionAI/Ling-3.0-flash-fp4 was "
                "found in the Hugging Face cache.",
            )
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify",
                "Download the model (press Download model in the window), or choose a folder that "
                "already holds the checkpoint (Settings > Engine > Model folder).",
            ),
            QT_TRANSLATE_NOOP(
                "verify",
                "From a terminal: `ling-desk model download`, or pass --model PATH (a folder with "
                "config.json and the safetensors shards).",
            ),
        )
        return info
    info = ModelInfo(path)
    if not path.exists():
        info.problems.append(
            translate("verify", "The model folder {path} does not exist.").format(path=path)
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify",
                "Point Settings > Engine > Model folder at a downloaded Ling-3.0-flash checkpoint.",
            ),
            QT_TRANSLATE_NOOP("verify", "On the command line: --model PATH."),
        )
        return info
    if not path.is_dir():
        info.problems.append(
            translate("verify", "{path} is a file, not a model folder.").format(path=path)
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify", "Choose the folder that holds the model, not a file in it."
            ),
            QT_TRANSLATE_NOOP("verify", "--model takes the folder that holds config.json."),
        )
        return info
    manifest = read_manifest(path)
    if manifest is not None:
        where = translate("verify", "the hub listing of {repo} at {commit}").format(
            repo=manifest.get("repo"), commit=str(manifest.get("commit"))[:12]
        )
        if not manifest.get("complete"):
            info.problems.append(
                translate("verify", "The download into {path} has not finished.").format(path=path)
            )
            info.fix(QT_TRANSLATE_NOOP("verify", "Run the download again: it finishes the rest."))
        wrong = listed_size_problems(path, manifest["files"])
        if wrong:
            info.problems.append(
                translate("verify", "{count} file(s) differ from {where}: {files}").format(
                    count=len(wrong), where=where, files="; ".join(wrong[:5])
                )
                + _and_more(len(wrong) - 5)
            )
            info.fix(
                QT_TRANSLATE_NOOP(
                    "verify", "Run the download again: it fetches what is missing or wrong."
                )
            )
        else:
            info.notes.append(
                translate("verify", "every file matches the size in {where}").format(where=where)
            )
    cfg_path = path / "config.json"
    try:
        config = json.loads(cfg_path.read_text(encoding="utf-8"))
        if not isinstance(config, dict):
            raise ValueError(translate("verify", "not a JSON object"))
    except FileNotFoundError:
        info.problems.append(
            translate(
                "verify", "{path} is missing: this is not a Hugging Face model folder."
            ).format(path=cfg_path)
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify",
                "Download the whole checkpoint: its config file, tokenizer and weight shards.",
            ),
            QT_TRANSLATE_NOOP(
                "verify", "config.json, the tokenizer files and the safetensors shards."
            ),
        )
        return info
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        info.problems.append(
            translate("verify", "{path} cannot be read as JSON: {error}").format(
                path=cfg_path, error=exc
            )
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify", "Download the checkpoint's config file again; it is damaged."
            ),
            QT_TRANSLATE_NOOP("verify", "The file is config.json."),
        )
        return info
    info.config = config

    archs = config.get("architectures") or []
    if ARCHITECTURE in archs:
        info.notes.append(f"config.json architectures={archs}")
    else:
        info.problems.append(
            translate(
                "verify",
                "config.json says architectures={archs}, not {wanted}: this is not a "
                "Ling-3.0-flash checkpoint.",
            ).format(archs=archs, wanted=ARCHITECTURE)
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify",
                "Point the model folder at inclusionAI/Ling-3.0-flash-fp4 (or another "
                "Ling-3.0-flash checkpoint).",
            )
        )

    layers = config.get("num_hidden_layers")
    nextn = config.get("num_nextn_predict_layers") or 0
    info.nextn_layers = int(nextn) if isinstance(nextn, int) else 0
    if info.nextn_layers >= 1:
        info.notes.append(f"config.json num_nextn_predict_layers={nextn}")
    elif need_nextn:
        info.problems.append(
            translate(
                "verify",
                "config.json has num_nextn_predict_layers={layers}: no NEXTN (MTP) layer to draft "
                "with.",
            ).format(layers=repr(nextn))
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify",
                "Use a checkpoint that ships the NEXTN layer, or turn off NEXTN MTP in Settings.",
            )
        )

    qc = config.get("quantization_config")
    head_ignored = None
    if isinstance(qc, dict):
        ignored = _ignored_modules(qc)
        head_ignored = any(m == "lm_head" or m.endswith(".lm_head") for m in ignored)
        if head_ignored:
            info.notes.append(
                translate(
                    "verify",
                    "quantization_config ({method}) leaves lm_head unquantized (ignored: {names})",
                ).format(
                    method=qc.get("quant_method"),
                    names=", ".join(m for m in ignored if "lm_head" in m),
                )
            )
    else:
        head_ignored = True
        info.notes.append(
            translate(
                "verify", "config.json has no quantization_config: lm_head is stored unquantized"
            )
        )

    # The weights: the index names every tensor and its shard.
    names: list[str] = []
    files: list[Path] = []
    index_path = path / INDEX_FILE
    total_size: int | None = None
    if index_path.exists():
        try:
            index = json.loads(index_path.read_text(encoding="utf-8"))
            weight_map = index["weight_map"]
            if not isinstance(weight_map, dict):
                raise ValueError(translate("verify", "weight_map is not an object"))
        except (OSError, ValueError, KeyError, UnicodeDecodeError) as exc:
            info.problems.append(
                translate("verify", "{file} cannot be read: {error}").format(
                    file=index_path.name, error=exc
                )
            )
            info.fix(
                QT_TRANSLATE_NOOP("verify", "Download the checkpoint's index file again."),
                translate("verify", "The index file is {file}.").format(file=INDEX_FILE),
            )
            return info
        names = list(weight_map)
        files = [path / str(f) for f in sorted({str(v) for v in weight_map.values()})]
        if not files:
            # An index without shards: nothing to load (the check was green on no weights).
            info.problems.append(
                translate("verify", "{file} in {path} names no weight shards.").format(
                    file=INDEX_FILE, path=path
                )
            )
            info.fix(
                QT_TRANSLATE_NOOP(
                    "verify", "Download the whole checkpoint: its weight files are not here."
                ),
                translate(
                    "verify",
                    "{file}'s weight_map is empty; the weights are the *.safetensors shards.",
                ).format(file=INDEX_FILE),
            )
            return info
        ts = (index.get("metadata") or {}).get("total_size")
        total_size = int(ts) if isinstance(ts, int | float) else None
    else:
        files = sorted(path.glob("*.safetensors"))
        if not files:
            info.problems.append(
                translate("verify", "{path} holds no {file} and no *.safetensors file.").format(
                    path=path, file=INDEX_FILE
                )
            )
            info.fix(
                QT_TRANSLATE_NOOP("verify", "Download the checkpoint's weight files."),
                QT_TRANSLATE_NOOP("verify", "The weight files are the *.safetensors shards."),
            )
            return info
        for f in files:
            try:
                names += _safetensors_names(f)
            except (OSError, ValueError, UnicodeDecodeError) as exc:
                info.problems.append(
                    translate(
                        "verify", "{file} is not a readable safetensors file: {error}"
                    ).format(file=f.name, error=exc)
                )
                info.fix(
                    QT_TRANSLATE_NOOP(
                        "verify",
                        "Download the weight files named above again: they cannot be read.",
                    )
                )
    missing = [f.name for f in files if not f.exists()]
    if missing:
        shown = ", ".join(missing[:5]) + _and_more(len(missing) - 5)
        info.problems.append(
            translate(
                "verify", "{missing} of the {count} shards named in {file} are missing: {shown}"
            ).format(missing=len(missing), count=len(files), file=INDEX_FILE, shown=shown)
        )
        info.fix(
            QT_TRANSLATE_NOOP("verify", "Finish the download."),
            QT_TRANSLATE_NOOP("verify", "`hf download` resumes it."),
        )
    present = [f for f in files if f.exists()]
    size = 0
    for f in present:
        with contextlib.suppress(OSError):
            size += f.stat().st_size  # follows the HF cache's symlinks into blobs
    # Shorter than a safetensors header (8 bytes of length): an empty placeholder, no weights.
    # (Without an index each shard's header was read above, which says the same.)
    empty = [f.name for f in present if _size(f) < 8] if index_path.exists() else []
    if empty:
        shown = ", ".join(empty[:5]) + _and_more(len(empty) - 5)
        info.problems.append(
            translate("verify", "{empty} of the {count} shards are empty: {shown}").format(
                empty=len(empty), count=len(files), shown=shown
            )
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify", "Download the checkpoint again; these weight files hold nothing."
            )
        )
    info.size_bytes = size
    info.shard_count = len(present)
    info.notes.append(
        translate("verify", "{count} safetensors files, {size} on disk").format(
            count=len(present), size=human_bytes(size)
        )
    )
    if total_size and not missing and size < total_size:
        info.problems.append(
            translate(
                "verify",
                "The shards hold {size} bytes but {file} says the tensors alone take {total}: some "
                "shards are truncated.",
            ).format(size=size, file=INDEX_FILE, total=total_size)
        )
        info.fix(
            QT_TRANSLATE_NOOP(
                "verify", "Download the checkpoint again; an interrupted download left short files."
            )
        )

    if isinstance(layers, int) and names:
        prefix = f"model.layers.{layers}."
        info.nextn_weights = [n for n in names if n.startswith(prefix)]
        spec = [n for n in info.nextn_weights if any(s in n for s in NEXTN_SPEC_NAMES)]
        if spec:
            info.notes.append(
                translate(
                    "verify",
                    "NEXTN layer weights present ({count} tensors under {prefix}*, e.g. {example})",
                ).format(count=len(info.nextn_weights), prefix=prefix, example=spec[0])
            )
        elif need_nextn and info.nextn_layers >= 1:
            info.problems.append(
                translate(
                    "verify",
                    "config.json announces a NEXTN layer but the weights have none under {prefix}* "
                    "({names}): the checkpoint's MTP layer is missing.",
                ).format(prefix=prefix, names=", ".join(NEXTN_SPEC_NAMES))
            )
            info.fix(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "Use the full checkpoint (with its MTP layer), or turn off NEXTN MTP in Settings.",
                )
            )

    head_scales = [
        n for n in names if n.startswith("lm_head.") and n.endswith(_HEAD_SCALE_SUFFIXES)
    ]
    if head_scales:
        info.head_unquantized = False
        (info.problems if need_bf16_head else info.notes).append(
            translate(
                "verify",
                "The checkpoint stores lm_head quantized ({tensor} in the weights): the FP8 head "
                "expects a BF16 head to quantize itself.",
            ).format(tensor=head_scales[0])
        )
        if need_bf16_head:
            info.fix(
                QT_TRANSLATE_NOOP(
                    "verify",
                    "Use a checkpoint whose output head is stored in BF16 (Ling-3.0-flash-fp4's is), "
                    "or turn off the FP8 LM head in Settings > Optimizations.",
                ),
                QT_TRANSLATE_NOOP("verify", "The FP8 head quantizes a BF16 lm_head itself."),
            )
    elif head_ignored or names:
        info.head_unquantized = True
        if not head_ignored:
            info.notes.append(
                translate(
                    "verify", "no lm_head scale tensor in the weights: lm_head is unquantized"
                )
            )
    return info
