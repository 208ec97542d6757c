"""Loggers that import `logging` at their first use (issue 40): logging, with the traceback,
linecache, tokenize, string and threading modules it imports, is ~5 ms of a verb's start, and a
verb that goes well (`docs search`) logs nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from logging import Logger


class _Deferred:
    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> object:
        import logging

        return getattr(logging.getLogger(self._name), attr)

    def __repr__(self) -> str:
        return f"<logger {self._name} (deferred)>"


def logger(name: str) -> Logger:
    """logging.getLogger(name), fetched at each use (the same Logger: logging keeps one a
    name), so that holding one imports nothing."""
    return _Deferred(name)  # type: ignore[return-value]
