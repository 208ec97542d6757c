"""Fixtures shared by the document tests: one extraction worker per test module (a real
sandboxed process: one per test would cost seconds) and a library on a fresh SQLite file per
test. A module that needs another library (another path) defines its own `lib`."""

from __future__ import annotations

import pytest

from app.core.docs.library import Library
from app.core.docs.sandbox import Extractor


@pytest.fixture(scope="module")
def extractor():
    with Extractor() as e:
        yield e


@pytest.fixture
def lib(tmp_path, extractor):
    with Library(tmp_path / "data" / "documents.sqlite3", extractor=extractor) as lib:
        yield lib
