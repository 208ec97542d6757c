"""Download the model through huggingface_hub: resumable, verified, cancellable.

This is the only outbound connection Ling Desk ever makes, and only on the user's explicit action.
huggingface_hub lists the repo (honouring HF_ENDPOINT for mirrors and in-house hubs, and HF_TOKEN),
builds the file addresses and auth headers and streams each file with retries; Ling Desk keeps each
file's bytes in a ``.part`` file under ``<model>/.ling-desk/partial/`` so a re-run after a kill or
a network loss asks only for the rest (HTTP Range), and checks every finished file against the hub's
own hash (sha256 for LFS files, the git blob sha1 otherwise) before it takes the file's real name.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.paths import Paths
from app.core.settings import DEFAULT_MODEL_REPO
from app.core.setup.jobs import (
    Cancelled,
    CancelToken,
    Job,
    Listener,
    RateMeter,
    SetupError,
    human_bytes,
)
from app.core.verify.modeldir import STATE_DIR, manifest_path, read_manifest

# Kept free beyond the download itself: a full disk breaks more than the download.
DISK_RESERVE = 512 * 2**20
DEFAULT_ENDPOINT = "https://huggingface.co"
CHUNK_BYTES = 256 * 1024
EVENT_INTERVAL_S = 0.1  # at most ~10 progress events a second: enough for a bar, cheap for a UI


def default_model_dir(paths: Paths, repo: str = DEFAULT_MODEL_REPO) -> Path:
    """Where a download goes unless the user says otherwise: <data dir>/models/<repo name>."""
    return paths.data_dir / "models" / repo.rsplit("/", 1)[-1]


# --- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RemoteFile:
    path: str
    size: int
    sha256: str | None  # LFS files: the content's sha256 (also its ETag)
    git_sha1: str | None  # every file: the git blob id


@dataclass(frozen=True)
class DownloadPlanned:
    repo: str
    commit: str
    dest: Path
    files: tuple[RemoteFile, ...]
    total_bytes: int
    have_bytes: int  # already on disk (finished files and partial ones)
    free_bytes: int


@dataclass(frozen=True)
class DownloadProgress:
    file: str
    file_done: int
    file_size: int
    done: int  # overall, including what was on disk before this run
    total: int
    rate: float | None  # bytes/s over the last seconds; None until known
    eta_s: float | None

    @property
    def percent(self) -> float:
        return 100.0 * self.done / self.total if self.total else 100.0


@dataclass(frozen=True)
class FileFinished:
    file: str
    size: int
    skipped: bool  # already complete on disk (verified earlier, or its hash matched now)


@dataclass
class DownloadResult:
    dest: Path
    repo: str
    commit: str
    files: int
    bytes_fetched: int
    log_file: Path
    report: Any = None  # the model_verify report of the finished folder
    settings_saved: bool = False
    notes: list[str] = field(default_factory=list)


# --- the job ------------------------------------------------------------------------------------


def _quiet_hub() -> None:
    """No telemetry: huggingface_hub otherwise adds usage details to its user agent and asks the
    hub for a registry of AI agents; the download should send nothing but its own requests."""
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"  # read by huggingface_hub at import
    from huggingface_hub import constants

    constants.HF_HUB_DISABLE_TELEMETRY = True  # in case it was imported before
    # Its default 10 MB read size means one progress step (and one chance to cancel, and up to
    # 10 MB lost to a kill) per 10 MB; 256 KiB keeps the bar and Cancel responsive at no cost.
    constants.DOWNLOAD_CHUNK_SIZE = CHUNK_BYTES


def _hash_file(path: Path, algo: str, size: int, cancel: CancelToken) -> str:
    h = hashlib.sha256() if algo == "sha256" else hashlib.sha1(b"blob %d\0" % size)
    with path.open("rb") as fh:
        while chunk := fh.read(8 * 2**20):
            cancel.check()
            h.update(chunk)
    return h.hexdigest()


def _matches(path: Path, rf: RemoteFile, cancel: CancelToken) -> tuple[bool, str]:
    """Whether the file on disk is the hub's (by its hash), and the hash that was compared."""
    if rf.sha256:
        got = _hash_file(path, "sha256", rf.size, cancel)
        return got == rf.sha256, f"sha256 {got}, the hub lists {rf.sha256}"
    if rf.git_sha1:
        got = _hash_file(path, "sha1", rf.size, cancel)
        return got == rf.git_sha1, f"git blob id {got}, the hub lists {rf.git_sha1}"
    return path.stat().st_size == rf.size, f"{path.stat().st_size} bytes, the hub lists {rf.size}"


def _existing_parent(path: Path) -> Path:
    for p in (path, *path.parents):
        if p.exists():
            return p
    return Path("/")


def _hub_error(exc: Exception, repo: str, endpoint: str) -> str:
    """One sentence for the user about a failed hub request."""
    name = type(exc).__name__
    status = getattr(getattr(exc, "response", None), "status_code", None)
    if name in ("RepositoryNotFoundError", "GatedRepoError") or status in (401, 403):
        return (
            f"{endpoint} refused access to {repo} ({name}{f', HTTP {status}' if status else ''}): "
            "check the repo name, or set HF_TOKEN to a token that may read it."
        )
    if name == "RevisionNotFoundError":
        return f"{repo} has no such revision on {endpoint}."
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else name
    return f"cannot reach {endpoint} for {repo}: {first}"


class ModelDownload(Job["DownloadResult"]):
    log_name = "model-download"
    cancelled_note = "Cancelled; what was downloaded is kept, and a new run finishes the rest."

    """One download of a repo into a folder. `run()` blocks; progress goes to `listener`."""

    def __init__(
        self,
        paths: Paths,
        *,
        repo: str = DEFAULT_MODEL_REPO,
        revision: str | None = None,
        dest: Path | None = None,
        endpoint: str | None = None,
        listener: Listener | None = None,
        cancel: CancelToken | None = None,
    ) -> None:
        self.paths = paths
        self.repo = repo
        self.revision = revision or "main"
        self.dest = (dest or default_model_dir(paths, repo)).expanduser().absolute()
        # Read at run time, not at import as huggingface_hub's constants are: a mirror set in
        # Settings or the environment after start still counts.
        self.endpoint = (endpoint or os.environ.get("HF_ENDPOINT") or DEFAULT_ENDPOINT).rstrip("/")
        self.listener = listener or (lambda _e: None)
        self.cancel = cancel or CancelToken()
        self._commit = ""
        self._mismatch: dict[str, str] = {}

    # -- helpers --

    def _list(self) -> tuple[str, list[RemoteFile]]:
        if os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in ("1", "true", "yes", "on"):
            raise SetupError(
                "HF_HUB_OFFLINE is set in this environment, so huggingface_hub will not connect: "
                "unset it for the download (the engine runs offline either way)."
            )
        _quiet_hub()
        from huggingface_hub import HfApi
        from huggingface_hub.hf_api import RepoFile

        api = HfApi(endpoint=self.endpoint)
        try:
            info = api.repo_info(self.repo, revision=self.revision)
            commit = info.sha
            if not commit:
                raise SetupError(f"{self.endpoint} did not say which commit {self.repo} is at.")
            entries = api.list_repo_tree(self.repo, revision=commit, recursive=True)
            files = [
                RemoteFile(
                    e.path,
                    int(e.lfs.size if e.lfs else e.size),
                    e.lfs.sha256 if e.lfs else None,
                    e.blob_id,
                )
                for e in entries
                if isinstance(e, RepoFile)
            ]
        except SetupError:
            raise
        except Exception as exc:  # huggingface_hub's HTTP errors and httpx's network errors
            raise SetupError(_hub_error(exc, self.repo, self.endpoint)) from exc
        # Small files first: an unfinished folder already shows its config and index.
        return commit, sorted(files, key=lambda f: (f.size, f.path))

    def _part(self, rf: RemoteFile) -> Path:
        return self.dest / STATE_DIR / "partial" / (rf.path + ".part")

    def _write_manifest(self, commit: str, files: list[RemoteFile], complete: bool) -> None:
        path = manifest_path(self.dest)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {
            "repo": self.repo,
            "revision": self.revision,
            "commit": commit,
            "endpoint": self.endpoint,
            "complete": complete,
            "files": {
                f.path: {"size": f.size, "sha256": f.sha256, "git_sha1": f.git_sha1} for f in files
            },
        }
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
        os.replace(tmp, path)

    # -- the run --

    def _run(self, log_file: Path) -> DownloadResult:
        self._say(f"Asking {self.endpoint} for {self.repo} at {self.revision}")
        commit, files = self._list()
        self._commit = commit  # every file is fetched at this exact commit, not a moving branch
        self.cancel.check()
        old = read_manifest(self.dest) or {}
        old_files = old.get("files", {})
        # Which files are already there: a finished file listed with the same hash by an earlier
        # run is trusted; any other file of the right size is hashed before it is trusted.
        done_before: set[str] = set()
        have = 0
        for rf in files:
            final = self.dest / rf.path
            if final.is_file() and final.stat().st_size == rf.size:
                prev = old_files.get(rf.path) or {}
                if prev.get("sha256") == rf.sha256 and prev.get("git_sha1") == rf.git_sha1:
                    done_before.add(rf.path)
                    have += rf.size
                    continue
            part = self._part(rf)
            if part.is_file():
                have += min(part.stat().st_size, rf.size)
        total = sum(f.size for f in files)
        need = total - have
        base = _existing_parent(self.dest)
        free = shutil.disk_usage(base).free
        planned = DownloadPlanned(self.repo, commit, self.dest, tuple(files), total, have, free)
        self._emit(planned)
        self._say(
            f"{self.repo} at {commit[:12]}: {len(files)} files, {human_bytes(total)}; "
            f"{human_bytes(have)} already here, {human_bytes(need)} to fetch into {self.dest}"
        )
        if need + DISK_RESERVE > free:
            raise SetupError(
                f"not enough disk space: the download needs {human_bytes(need)} more (plus "
                f"{human_bytes(DISK_RESERVE)} kept free) in {base}, which has {human_bytes(free)} "
                "free. Free some space or choose another folder (--dir)."
            )
        self.dest.mkdir(parents=True, exist_ok=True)
        # Recorded before any byte arrives: a re-run knows which listing the partial files follow.
        self._write_manifest(commit, files, complete=False)
        meter = RateMeter()
        state = {"done": have, "last": 0.0}
        fetched = 0
        bad: list[str] = []
        for rf in files:
            self.cancel.check()
            if rf.path in done_before:
                self._emit(FileFinished(rf.path, rf.size, skipped=True))
                continue
            got = self._fetch(rf, meter, state, total)
            fetched += got
            if got < 0:
                bad.append(rf.path)
        if bad:
            self._write_manifest(commit, files, complete=False)
            detail = "; ".join(self._mismatch.get(p, p) for p in bad)
            raise SetupError(
                f"{len(bad)} file(s) differ from the hub's listing after download, and were "
                f"removed: {detail}. Run the download again to fetch them anew."
            )
        self._write_manifest(commit, files, complete=True)
        with contextlib.suppress(OSError):
            shutil.rmtree(self.dest / STATE_DIR / "partial")
        self._say(f"All {len(files)} files are here and match the hub's hashes.")
        return DownloadResult(self.dest, self.repo, commit, len(files), fetched, log_file)

    def _fetch(self, rf: RemoteFile, meter: RateMeter, state: dict[str, float], total: int) -> int:
        """Fetch one file (resuming its .part); returns the bytes fetched, -1 on a bad hash."""
        from huggingface_hub import hf_hub_url
        from huggingface_hub.file_download import http_get
        from huggingface_hub.utils import build_hf_headers

        final = self.dest / rf.path
        part = self._part(rf)
        part.parent.mkdir(parents=True, exist_ok=True)
        meta = part.with_name(part.name + ".json")
        ident = {"sha256": rf.sha256, "git_sha1": rf.git_sha1, "size": rf.size}
        try:
            same = json.loads(meta.read_text()) == ident
        except (OSError, ValueError):
            same = False
        if part.exists() and (not same or part.stat().st_size > rf.size):
            # Bytes of another version of the file (or too many): useless for this one.
            state["done"] -= min(part.stat().st_size, rf.size)
            part.unlink()
        meta.write_text(json.dumps(ident))
        if final.is_file() and not part.exists() and final.stat().st_size == rf.size:
            # A file of the right size from elsewhere (an earlier tool, a copy): trusted by hash.
            ok, _ = _matches(final, rf, self.cancel)
            if ok:
                state["done"] += rf.size
                self._emit(FileFinished(rf.path, rf.size, skipped=True))
                meta.unlink(missing_ok=True)
                return 0
        start = part.stat().st_size if part.exists() else 0
        job = self

        class _Progress:
            """huggingface_hub's progress hook: our events, and the place where Cancel bites."""

            def __init__(self, *args: object, initial: int = 0, **kwargs: object) -> None:
                self.n = initial

            def __enter__(self) -> _Progress:
                return self

            def __exit__(self, *exc: object) -> None:
                pass

            def close(self) -> None:
                pass

            def update(self, n: float | None = 1) -> None:
                job.cancel.check()  # raising here stops the stream; the .part keeps its bytes
                step = int(n or 0)
                self.n += step
                state["done"] += step
                now = time.monotonic()
                if now - state["last"] >= EVENT_INTERVAL_S or self.n >= rf.size:
                    state["last"] = now
                    meter.add(int(state["done"]))
                    done = int(state["done"])
                    job._emit(
                        DownloadProgress(rf.path, self.n, rf.size, done, total, meter.rate,
                                         meter.eta(total - done))
                    )  # fmt: skip

            def set_postfix_str(self, *a: object, **k: object) -> None:
                pass

        if start:
            self._say(f"{rf.path}: resuming at {human_bytes(start)} of {human_bytes(rf.size)}")
        else:
            self._say(f"{rf.path}: {human_bytes(rf.size)}")
        url = hf_hub_url(self.repo, rf.path, revision=self._commit, endpoint=self.endpoint)
        try:
            with part.open("r+b" if part.exists() else "wb") as fh:
                fh.seek(0, os.SEEK_END)
                if start < rf.size:
                    http_get(
                        url,
                        fh,
                        resume_size=start,
                        headers=build_hf_headers(),
                        expected_size=rf.size,
                        displayed_filename=rf.path,
                        tqdm_class=_Progress,  # type: ignore[arg-type]
                    )
        except Cancelled:
            raise
        except OSError as exc:
            if exc.errno is not None:  # the disk, not the network
                raise SetupError(f"cannot write {part}: {exc.strerror}") from exc
            raise SetupError(f"{rf.path}: {exc}") from exc
        except Exception as exc:
            raise SetupError(f"{rf.path}: {_hub_error(exc, self.repo, self.endpoint)}") from exc
        self._log.write(f"{time.strftime('%H:%M:%S')} {rf.path}: checking its hash\n")
        ok, detail = _matches(part, rf, self.cancel)
        if not ok:
            state["done"] -= rf.size
            part.unlink()
            meta.unlink(missing_ok=True)
            self._mismatch[rf.path] = f"{rf.path} ({detail})"
            self._say(f"{rf.path}: differs from the hub's listing ({detail}); removed")
            return -1
        final.parent.mkdir(parents=True, exist_ok=True)
        os.replace(part, final)
        meta.unlink(missing_ok=True)
        self._emit(FileFinished(rf.path, rf.size, skipped=False))
        return rf.size - start
