"""Log output in SGLang 0.5.23's formats.

* SGLang loggers: ``logging.basicConfig(format="[%(asctime)s{prefix}] %(message)s",
  datefmt="%Y-%m-%d %H:%M:%S")`` on stderr (utils/common.py ``configure_logger``); the
  scheduler's prefix is `` TP0`` etc. when tp > 1 (managers/scheduler.py
  ``configure_scheduler_process``).
* uvicorn: ``"[%(asctime)s] %(levelprefix)s %(message)s"`` on stderr and the access log
  ``'[%(asctime)s] %(levelprefix)s %(client_addr)s - "%(request_line)s" %(status_code)s'``
  on **stdout** (utils/common.py ``set_uvicorn_logging_configs``; uvicorn's LOGGING_CONFIG
  sends the "access" handler to sys.stdout). ``levelprefix`` is ``LEVEL:`` padded to 9.
* tqdm: ``BAR_FORMAT`` of utils/common.py, written straight to stderr with ``\\r`` before
  every refresh and one ``\\n`` when the bar closes.
"""

from __future__ import annotations

import http
import sys
import threading
import time

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40, "critical": 50}

_lock = threading.RLock()


def _ts() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


def write_err(text: str) -> None:
    with _lock:
        try:
            sys.stderr.write(text)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass


def write_out(text: str) -> None:
    with _lock:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except (OSError, ValueError):
            pass


class Log:
    def __init__(self) -> None:
        self.level = LEVELS["info"]
        self.http_level = LEVELS["info"]
        self.sched_prefix = ""

    def configure(self, log_level: str, log_level_http: str | None, tp_size: int, ep_size: int):
        self.level = LEVELS.get(str(log_level).lower(), 20)
        self.http_level = LEVELS.get(str(log_level_http or log_level).lower(), 20)
        prefix = ""
        if tp_size > 1:
            prefix += " TP0"
        if ep_size > 1:
            prefix += " EP0"
        self.sched_prefix = prefix

    # SGLang's own loggers -------------------------------------------------------
    def _emit(self, level: int, msg: str, prefix: str = "") -> None:
        if level >= self.level:
            write_err(f"[{_ts()}{prefix}] {msg}\n")

    def info(self, msg: str) -> None:
        self._emit(20, msg)

    def warning(self, msg: str) -> None:
        self._emit(30, msg)

    def error(self, msg: str) -> None:
        self._emit(40, msg)

    def sched(self, msg: str, level: int = 20, prefix: str | None = None) -> None:
        """A line from the scheduler process (carries the TP/EP prefix)."""
        self._emit(level, msg, self.sched_prefix if prefix is None else prefix)

    # uvicorn -------------------------------------------------------------------
    def uvicorn(self, msg: str, levelname: str = "INFO") -> None:
        level = LEVELS.get(levelname.lower(), 20)
        if level >= self.http_level:
            prefix = levelname + ":" + " " * (8 - len(levelname))
            write_err(f"[{_ts()}] {prefix} {msg}\n")

    def access(self, client: str, request_line: str, status: int) -> None:
        if self.http_level <= 20:
            try:
                phrase = http.HTTPStatus(status).phrase
            except ValueError:
                phrase = ""
            write_out(f'[{_ts()}] INFO:     {client} - "{request_line}" {status} {phrase}\n')


LOG = Log()


def _interval(t: float) -> str:
    mins, s = divmod(int(t), 60)
    h, m = divmod(mins, 60)
    return f"{h:d}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


class Bar:
    """tqdm with SGLang's BAR_FORMAT:
    ``{desc}: {percentage:3.0f}% Completed | {n_fmt}/{total_fmt} [{elapsed}<{remaining}, {rate_fmt}]``
    """

    def __init__(self, total: int, desc: str) -> None:
        self.total = total
        self.desc = desc
        self.n = 0
        self.start = time.monotonic()
        self.last_len = 0
        self._refresh()

    def _line(self) -> str:
        elapsed = time.monotonic() - self.start
        pct = 100.0 * self.n / self.total if self.total else 100.0
        if self.n and elapsed > 0:
            rate = self.n / elapsed
            remaining = _interval((self.total - self.n) / rate)
            inv = 1.0 / rate
            rate_fmt = f"{inv:5.2f}s/it" if inv > 1 else f"{rate:5.2f}it/s"
        else:
            remaining = "?"
            rate_fmt = "?it/s"
        return (
            f"{self.desc}: {pct:3.0f}% Completed | {self.n}/{self.total} "
            f"[{_interval(elapsed)}<{remaining}, {rate_fmt}]"
        )

    def _refresh(self) -> None:
        line = self._line()
        pad = " " * max(self.last_len - len(line), 0)
        self.last_len = len(line)
        write_err("\r" + line + pad)

    def update(self) -> None:
        self.n += 1
        self._refresh()

    def close(self) -> None:
        self._refresh()
        write_err("\n")
