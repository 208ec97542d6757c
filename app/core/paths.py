"""Where Ling Desk keeps its files: platformdirs by default, or everything under one --basedir."""

from __future__ import annotations

import os
import stat
import warnings
from dataclasses import dataclass
from pathlib import Path

from app.core.words import translate

APP_NAME = "ling-desk"


class UnwritableError(OSError):
    """A folder Ling Desk needs cannot be created or written; the message is for the user."""


def make_private(path: Path, mode: int) -> None:
    """Tighten `path` to `mode` when its permissions are looser (never loosen them)."""
    try:
        st = path.lstat()
    except FileNotFoundError:
        return
    if stat.S_ISLNK(st.st_mode) or st.st_uid != os.getuid():
        return  # not ours to change
    if stat.S_IMODE(st.st_mode) & ~mode:
        os.chmod(path, stat.S_IMODE(st.st_mode) & mode)


@dataclass(frozen=True)
class Paths:
    config_dir: Path
    data_dir: Path
    cache_dir: Path
    log_dir: Path
    runtime_dir: Path

    @classmethod
    def from_basedir(cls, basedir: str | os.PathLike[str] | None = None) -> Paths:
        if basedir is not None:
            # One folder holds everything: isolated instances for tests and for users.
            root = Path(basedir).expanduser().resolve()
            return cls(
                config_dir=root / "config",
                data_dir=root / "data",
                cache_dir=root / "cache",
                log_dir=root / "logs",
                runtime_dir=root / "runtime",
            )
        import platformdirs  # (~4 ms: not needed under a --basedir)

        dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
        with warnings.catch_warnings():
            # Without $XDG_RUNTIME_DIR, platformdirs warns and falls back to a private 0700
            # folder of this user's (checked for owner and mode); that fallback is what we want.
            warnings.simplefilter("ignore")
            runtime = Path(dirs.user_runtime_dir)
        return cls(
            config_dir=Path(dirs.user_config_dir),
            data_dir=Path(dirs.user_data_dir),
            cache_dir=Path(dirs.user_cache_dir),
            log_dir=Path(dirs.user_log_dir),
            runtime_dir=runtime,
        )

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.toml"

    @property
    def history_db(self) -> Path:
        return self.data_dir / "history.sqlite3"

    @property
    def engine_log(self) -> Path:
        return self.log_dir / "engine.log"

    @property
    def app_log(self) -> Path:
        return self.log_dir / "ling-desk.log"

    @property
    def engine_pidfile(self) -> Path:
        return self.runtime_dir / "engine.pid.json"

    @property
    def humming_cache(self) -> Path:
        # In the cache dir so kernels compiled once survive restarts of the engine and the app.
        return self.cache_dir / "humming"

    @property
    def key_fallback_file(self) -> Path:
        return self.config_dir / "engine-key"

    @property
    def load_times_file(self) -> Path:
        return self.data_dir / "load-times.json"

    @property
    def private_dirs(self) -> tuple[Path, ...]:
        return (self.config_dir, self.data_dir, self.cache_dir, self.log_dir, self.runtime_dir)

    def ensure(self) -> Paths:
        """Create every folder, private to this user (0700, files 0600), whatever the umask.

        Looser folders or files left by an older version are tightened. Raises UnwritableError
        with a message for the user when a folder cannot be created or written.
        """
        for d in self.private_dirs:
            try:
                d.mkdir(parents=True, exist_ok=True, mode=0o700)
                make_private(d, 0o700)
                for child in d.iterdir():
                    if child.is_file():
                        make_private(child, 0o600)
            except OSError as exc:
                raise UnwritableError(
                    translate(
                        "paths",
                        "Ling Desk cannot create or use the folder {folder}: {error}. Choose a "
                        "folder you can write to (--basedir DIR), or fix that folder's permissions.",
                    ).format(folder=d, error=exc.strerror or exc)
                ) from exc
            if not os.access(d, os.W_OK | os.X_OK):
                raise UnwritableError(
                    translate(
                        "paths",
                        "Ling Desk cannot write to the folder {folder}. Choose a folder you can "
                        "write to (--basedir DIR), or fix that folder's permissions.",
                    ).format(folder=d)
                )
        return self
