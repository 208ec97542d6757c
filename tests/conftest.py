"""Shared test setup: no display, no real keyring, no network but loopback."""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

# A task left pending or an unraisable exception fails the run (tests/support/leftovers.py).
pytest_plugins = ("tests.support.leftovers",)

# Set before anything imports Qt or keyring (subprocesses inherit these too).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A known keyring backend: the "fail" backend makes the app use its 0600 fallback file, as on
# a machine without a keyring; tests of the keyring path install an in-memory backend.
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
# Without a keyring the app asks where to keep the data key (issue 37); the test run chooses the
# 0600 key file up front, as a scripted install does. Every store the suite opens through the
# app is then encrypted; tests of the choice itself unset it.
os.environ["LINGDESK_KEY_STORE"] = "file"
# Loopback only: never let a proxy from the environment see test traffic.
for var in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
    os.environ.pop(var, None)
os.environ["NO_PROXY"] = "127.0.0.1,localhost"
# English whatever the machine's locale: the tests read the words (tests/unit/test_i18n*.py and
# tests/gui/test_i18n_*.py choose their languages themselves).
os.environ["LING_DESK_LANG"] = "en"
# No administrator's policy but a test's own (tests/support/policy.py).
os.environ.pop("LINGDESK_POLICY_FILE", None)


# --- the contract tier's venv: built once per session, before any test and outside any timeout --

CONTRACT_VENV = pytest.StashKey[dict]()


def _build_contract_venv(config: pytest.Config) -> dict:
    """Run tests/contract/make_venv.py in a child, its progress shown live.

    Built here, not in a fixture, because pytest-timeout's per-test limit would cut a cold build
    (minutes) short. The child dies with this process (make_venv sets the parent-death signal
    on its pip runs too), and an interrupt kills it, so no install goes on in the background.
    """
    reporter = config.pluginmanager.get_plugin("terminalreporter")

    def say(line: str) -> None:
        if reporter is not None:
            reporter.write_line(line)

    script = Path(__file__).resolve().parent / "contract" / "make_venv.py"
    say("contract tier: making sure the sglang 0.5.23 CPU venv exists (a cold build takes minutes)")
    t0 = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, str(script)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    errors: list[str] = []
    try:
        assert proc.stderr is not None and proc.stdout is not None
        for line in proc.stderr:
            errors.append(line)
            say(line.rstrip())
        out = proc.stdout.read()
        proc.wait()
    except BaseException:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise
    elapsed = time.monotonic() - t0
    if proc.returncode == 0 and out.strip():
        python = out.strip().splitlines()[-1]
        say(f"contract tier: venv ready in {elapsed:.0f} s: {python}")
        return {"python": python}
    # make_venv exits 3 when the package registry could not be reached.
    needed = "PyPI (torch==2.13.0, sglang==0.5.23 and its light deps, pinned in make_venv.py)"
    cause = "the registry could not be reached" if proc.returncode == 3 else "the build failed"
    detail = next((ln.strip() for ln in reversed(errors) if ln.strip()), "no output")
    return {"error": f"contract venv not built: {cause}; it needs {needed}. Last line: {detail}"}


def pytest_collection_finish(session: pytest.Session) -> None:
    if session.config.option.collectonly:
        return
    if not any(item.get_closest_marker("contract") for item in session.items):
        return
    if os.environ.get("LING_DESK_SKIP_CONTRACT") == "1" and os.environ.get("CI") != "true":
        session.config.stash[CONTRACT_VENV] = {"skip": "LING_DESK_SKIP_CONTRACT=1"}
        return
    # Under pytest-xdist each worker gets here: one builds, the other waits and then finds the
    # venv built (make_venv reuses a venv whose pins match).
    lock = Path(tempfile.gettempdir()) / f"ling-desk-contract-venv-{os.getuid()}.lock"
    with open(lock, "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            session.config.stash[CONTRACT_VENV] = _build_contract_venv(session.config)
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The run is spread over processes (pytest-xdist, `--dist loadgroup`). The end-to-end tests
    start real `ling-desk` processes, which take fixed things such as the gateway's default port
    4950: they run one after another, on one worker, beside the rest."""
    e2e = Path(__file__).resolve().parent / "e2e"
    for item in items:
        if Path(str(item.fspath)).is_relative_to(e2e):
            item.add_marker(pytest.mark.xdist_group("e2e"))


@pytest.fixture
def short_tmp() -> Iterator[Path]:
    """A temporary folder with a short path, for tests that put Unix sockets in it: a socket's
    path holds at most 107 bytes, and pytest-xdist's tmp_path (…/popen-gw0/<test name>0/) can
    be longer than that once `ling-desk/gateway-keeper-4950.sock` is added."""
    folder = Path(tempfile.mkdtemp(prefix="ld-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def _words_as_they_were() -> Iterator[None]:
    """Core's language and the Qt translator a window hands it are process-wide: a test that
    chose a language or started a window must not leave the next test speaking it."""
    from app.core import words

    language, backend = words._language, words._backend
    yield
    if (words._language, words._backend) != (language, backend):
        words._language, words._backend = language, backend
        words._catalogs.clear()
