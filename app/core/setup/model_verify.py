"""Is this folder a usable Ling-3.0-flash checkpoint? The model check, for `model verify` and the GUI.

The same inspection preflight runs (app/core/verify/modeldir.py): config architecture, the NEXTN
layer in config and weights, every shard the index names present, and, for a folder Ling Desk
downloaded, every file with the size the hub listed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.core.setup.jobs import CancelToken
from app.core.verify.modeldir import ModelInfo, inspect_model_dir, read_manifest
from app.core.words import translate


@dataclass
class ModelReport:
    path: Path
    info: ModelInfo
    downloaded_from: str | None  # "repo@commit" when Ling Desk's download made this folder
    hashed: int | None = None  # files hashed against the hub's listing (`--full`), else None

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
            "hashed": self.hashed,
        }

    def audit_fields(self) -> dict[str, Any]:
        """The `model.verify` audit record: the verdict and counts (no path, no file names)."""
        return {
            "ok": self.ok,
            "problems": len(self.info.problems),
            "shards": self.info.shard_count,
            "size_bytes": self.info.size_bytes,
            "downloaded_from": self.downloaded_from,
            "hashed": self.hashed,
        }

    def lines(self) -> list[str]:
        """What the CLI prints: the verdict, then each problem or note."""
        if self.ok:
            head = translate("setup", "{path}: a usable Ling-3.0-flash checkpoint")
        else:
            head = translate("setup", "{path}: NOT usable")
        out = [head.format(path=self.path)]
        out += [
            "  " + translate("setup", "problem: {text}").format(text=p) for p in self.info.problems
        ]
        out += [
            "  " + translate("setup", "fix: {text}").format(text=r)
            for r in dict.fromkeys(self.info.remedies)
        ]
        out += [
            "  " + translate("setup", "detail: {text}").format(text=d)
            for d in dict.fromkeys(self.info.remedy_details)
        ]
        out += [f"  {n}" for n in self.info.notes]
        return out


def verify_model(
    path: Path,
    *,
    need_nextn: bool = True,
    need_bf16_head: bool = True,
    full: bool = False,
    progress: Callable[[str], None] | None = None,
    cancel: CancelToken | None = None,
) -> ModelReport:
    """`full`: also hash every file the hub listed (sizes alone miss same-size damage)."""
    path = path.expanduser().absolute()
    info = inspect_model_dir(path, need_nextn=need_nextn, need_bf16_head=need_bf16_head)
    manifest = read_manifest(path) if path.is_dir() else None
    source = f"{manifest.get('repo')}@{manifest.get('commit')}" if manifest else None
    report = ModelReport(path, info, source)
    if full:
        if not manifest or not isinstance(manifest.get("files"), dict):
            info.notes.append(
                translate(
                    "setup",
                    "--full: no hub listing is kept for this folder (Ling Desk did not download "
                    "it), so there are no hashes to compare",
                )
            )
            report.hashed = 0
        else:
            wrong, report.hashed = hash_problems(path, manifest["files"], progress, cancel)
            info.problems.extend(wrong)
            if wrong:
                info.remedies.append(
                    translate(
                        "setup", "Run `ling-desk model download` again: it fetches them anew."
                    )
                )
    return report


def hash_problems(
    path: Path,
    listing: dict[str, Any],
    progress: Callable[[str], None] | None = None,
    cancel: CancelToken | None = None,
) -> tuple[list[str], int]:
    """Files of the listing whose bytes are not the hub's (sha256, else the git blob id).
    Returns the problems and how many files were hashed."""
    from app.core.setup.model_download import RemoteFile, _matches

    token = cancel or CancelToken()
    problems: list[str] = []
    hashed = 0
    names = sorted(listing)
    for i, name in enumerate(names, 1):
        meta = listing[name] if isinstance(listing[name], dict) else {}
        f = path / name
        if not f.is_file() or f.stat().st_size != meta.get("size"):
            continue  # missing or of another size: the size check already names it
        if progress is not None:
            progress(
                translate("setup", "checking {file} ({i} of {n})").format(
                    file=name, i=i, n=len(names)
                )
            )
        rf = RemoteFile(name, int(meta["size"]), meta.get("sha256"), meta.get("git_sha1"))
        ok, why = _matches(f, rf, token)
        hashed += 1
        if not ok:
            problems.append(
                translate("setup", "{file} differs from the hub's listing ({why})").format(
                    file=name, why=why
                )
            )
    return problems, hashed
