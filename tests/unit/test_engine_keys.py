"""The engine's key (issue 25): new at every launch and stored nowhere else; it never goes to
another engine; credentials in an attach URL are refused or dropped, never sent; the staged
extension is private (0600 files, 0700 folders)."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import sys

import keyring
import pytest

from app.cli import build_parser
from app.core.engine.launch import prepare_launch
from app.core.engine.remote import RemoteEngine, without_credentials
from app.core.engine.staging import stage_engine_ext, staged_root
from app.core.engine.supervisor import Supervisor, pick_free_port
from app.core.paths import Paths
from app.core.settings import Settings
from app.core.verify.run import UsageError, options_for_args, own_engine_key
from tests.support.engine import ROOT, double_plan, make_model_dir
from tests.support.memory_keyring import MemoryKeyring

pytestmark = pytest.mark.timeout(60)

FAST = ("--double-load-s", "0.2", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05")


@pytest.fixture
def memory_keyring():
    before = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    yield ring
    keyring.set_keyring(before)


def _settings(tmp_path) -> Settings:
    settings = Settings()
    settings.engine.model_path = str(make_model_dir(tmp_path / "model"))
    settings.engine.launcher = [sys.executable, "-c", "pass"]
    return settings


def test_every_launch_gets_a_new_key_kept_in_no_store(tmp_path, memory_keyring):
    paths = Paths.from_basedir(tmp_path / "base")
    paths.ensure()
    paths.key_fallback_file.write_text("the-old-install-key")  # an older Ling Desk's key file
    settings = _settings(tmp_path)
    first = prepare_launch(paths, settings)
    second = prepare_launch(paths, settings)
    keys = {first.plan.api_key, second.plan.api_key}
    assert len(keys) == 2 and "the-old-install-key" not in keys
    assert all(len(k) >= 40 and not k.startswith("-") for k in keys)
    assert memory_keyring.store == {}  # nothing in the keyring
    assert not paths.key_fallback_file.exists()  # and the old key's file is gone
    assert first.notes == [] and "keyring" not in repr(first.key)


def test_check_attach_finds_only_this_folders_own_engine_key(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    plan = double_plan(paths, make_model_dir(tmp_path / "m"), *FAST)

    async def go():
        sup = Supervisor(paths)
        await sup.start(plan)
        try:
            assert await sup.wait_ready(30)
            url = plan.base_url
            found = (
                own_engine_key(paths, url),
                own_engine_key(paths, url.replace("127.0.0.1", "localhost") + "/"),
                own_engine_key(paths, f"http://127.0.0.1:{pick_free_port()}"),  # another port
                own_engine_key(paths, f"https://gpu-box:{plan.port}"),  # another machine
                own_engine_key(Paths.from_basedir(tmp_path / "other"), url),  # another folder
            )
        finally:
            await sup.stop()
            sup.close()
        return found, own_engine_key(paths, plan.base_url)  # after it stopped

    (same, by_name, other_port, elsewhere, other_folder), after = asyncio.run(go())
    assert same == by_name == plan.api_key
    assert other_port is elsewhere is other_folder is after is None


@pytest.mark.parametrize(
    "url", ["http://user:pass@127.0.0.1:30000", "https://token@gpu-box:30000/v1"]
)
def test_credentials_in_the_attach_url_are_refused(url):
    args = build_parser().parse_args(["check", "--attach", url])
    with pytest.raises(UsageError) as info:
        options_for_args(args)
    text = str(info.value)
    assert "user name or password before '@'" in text and "Bearer" in text
    assert "pass" not in text.replace("password", "") and "token@" not in text


def test_an_attached_engine_never_gets_the_urls_credentials(tmp_path):
    port = pick_free_port()
    record = tmp_path / "seen.jsonl"
    record.touch()
    thief = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "support" / "port_thief.py"), str(port),
         str(record)], stdout=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        assert thief.stdout.readline().strip() == "listening"
        remote = RemoteEngine(f"http://someone:secret@127.0.0.1:{port}/", "the-key")
        assert remote.url == remote.base_url == f"http://127.0.0.1:{port}"

        async def go():
            await remote.start()
            assert await remote.wait_ready(20)
            await remote.stop()

        asyncio.run(go())
    finally:
        thief.kill()
        thief.wait(10)
    seen = [json.loads(ln) for ln in record.read_text().splitlines()]
    assert seen and all("Authorization" not in r["headers"] for r in seen)
    assert "secret" not in record.read_text()
    assert without_credentials("https://a:b@h:1/p?q=1") == "https://h:1/p?q=1"
    assert without_credentials("http://h:1") == "http://h:1"


def test_the_staged_extension_is_private(tmp_path):
    cache = tmp_path / "cache"
    root = stage_engine_ext(cache)
    files = [p for p in root.rglob("*") if p.is_file()]
    assert files
    for p in files:
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p
    for d in [root, *(p for p in root.rglob("*") if p.is_dir())]:
        assert stat.S_IMODE(d.stat().st_mode) == 0o700, d
    # A folder an older Ling Desk staged with the sources' 0644 is made private when reused.
    victim = files[0]
    os.chmod(victim, 0o644)
    assert stage_engine_ext(cache) == root == staged_root(cache)
    assert stat.S_IMODE(victim.stat().st_mode) == 0o600
