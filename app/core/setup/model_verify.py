"""Is this folder a usable Ling-3.0-flash checkpoint? The model check, for `model verify` and the GUI.

The same inspection preflight runs (app/core/verify/modeldir.py): config architecture, the NEXTN
layer in config and weights, every shard the index names present, and, for a folder Ling Desk
downloaded, every file with the size the hub listed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.core.verify.modeldir import ModelInfo, inspect_model_dir, read_manifest


@dataclass
class ModelReport:
    path: Path
    info: ModelInfo
    downloaded_from: str | None  # "repo@commit" when Ling Desk's download made this folder

    @property
    def ok(self) -> bool:
        return self.info.ok

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "model": str(self.path),
            "problems": list(self.info.problems),
            "remedies": list(dict.fromkeys(self.info.remedies)),
            "remedy_details": list(dict.fromkeys(self.info.remedy_details)),
            "notes": list(self.info.notes),
            "shards": self.info.shard_count,
            "size_bytes": self.info.size_bytes,
            "downloaded_from": self.downloaded_from,
        }

    def lines(self) -> list[str]:
        """What the CLI prints: the verdict, then each problem or note."""
        head = f"{self.path}: " + (
            "a usable Ling-3.0-flash checkpoint" if self.ok else "NOT usable"
        )
        out = [head]
        out += [f"  problem: {p}" for p in self.info.problems]
        out += [f"  fix: {r}" for r in dict.fromkeys(self.info.remedies)]
        out += [f"  detail: {d}" for d in dict.fromkeys(self.info.remedy_details)]
        out += [f"  {n}" for n in self.info.notes]
        return out


def verify_model(
    path: Path, *, need_nextn: bool = True, need_bf16_head: bool = True
) -> ModelReport:
    path = path.expanduser().absolute()
    info = inspect_model_dir(path, need_nextn=need_nextn, need_bf16_head=need_bf16_head)
    manifest = read_manifest(path) if path.is_dir() else None
    source = f"{manifest.get('repo')}@{manifest.get('commit')}" if manifest else None
    return ModelReport(path, info, source)
