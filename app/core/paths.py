"""Where Ling Desk keeps its files: platformdirs by default, or everything under one --basedir."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "ling-desk"


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
        dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
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

    def ensure(self) -> Paths:
        for d in (self.config_dir, self.data_dir, self.cache_dir, self.log_dir):
            d.mkdir(parents=True, exist_ok=True)
        # The runtime dir holds the engine's key file: private to this user.
        self.runtime_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(self.runtime_dir, 0o700)
        return self
