"""mcpServers notation: the variants other apps' docs use, per-server messages, the off-machine
flag and its agreement, and secrets moved to the keyring (or the 0600 file, said out loud)."""

from __future__ import annotations

import json
import stat
from dataclasses import replace

import keyring
import pytest

from app.core.paths import Paths
from app.core.tools.config import (
    HTTP,
    STDIO,
    is_loopback_url,
    parse_config,
    read_config_file,
    to_document,
    write_config_file,
)
from app.core.tools.secrets import KEPT, fill_secrets, forget_secrets, stash_secrets
from tests.support.memory_keyring import MemoryKeyring

CLAUDE_DESKTOP = """
{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/src"]
    },
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_secret", "LOG_LEVEL": "info"}
    }
  }
}
"""


def test_a_block_copied_from_claude_desktop_docs_parses_as_is():
    parsed = parse_config(CLAUDE_DESKTOP)
    assert parsed.ok and [s.name for s in parsed.servers] == ["filesystem", "github"]
    fs, gh = parsed.servers
    assert (fs.transport, fs.command, fs.args[0]) == (STDIO, "npx", "-y")
    assert gh.env == {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_secret", "LOG_LEVEL": "info"}
    assert "ghp_secret" not in repr(gh)  # never printed by accident


@pytest.mark.parametrize(
    "entry",
    [
        {"type": "http", "url": "http://127.0.0.1:8000/mcp"},
        {"type": "streamable-http", "url": "http://127.0.0.1:8000/mcp"},
        {"type": "streamableHttp", "url": "http://127.0.0.1:8000/mcp"},
        {"transport": "http", "url": "http://127.0.0.1:8000/mcp"},
        {"serverUrl": "http://localhost:8000/mcp"},
        {"url": "http://[::1]:8000/mcp"},
    ],
)
def test_http_spellings_from_other_apps_are_one_loopback_http_server(entry):
    parsed = parse_config({"servers": {"wiki": entry}})
    assert parsed.ok, parsed.problems
    (server,) = parsed.servers
    assert server.transport == HTTP and not server.leaves_machine and server.may_connect


def test_each_bad_server_is_named_with_what_is_wrong_and_the_good_ones_are_kept():
    parsed = parse_config(
        {
            "mcpServers": {
                "ok": {"type": "stdio", "command": "uvx", "args": ["mcp-server-git"]},
                "nocmd": {"args": ["x"]},
                "badargs": {"command": "x", "args": "--flag"},
                "badenv": {"command": "x", "env": {"A": ["list"]}},
                "both": {"command": "x", "url": "http://127.0.0.1/mcp"},
                "sse": {"type": "sse", "url": "http://127.0.0.1/sse"},
                "odd": {"type": "websocket", "url": "ws://127.0.0.1"},
                "ftp": {"url": "ftp://127.0.0.1/mcp"},
                "creds": {"url": "http://me:pw@127.0.0.1/mcp"},
                "": {"command": "x"},
                "a.b": {"command": "x"},
                "notobj": "npx thing",
            }
        }
    )
    assert [s.name for s in parsed.servers] == ["ok"]
    text = "\n".join(parsed.problems)
    for needle in (
        "server 'nocmd': needs a 'command'",
        "server 'badargs': 'args' must be a list of strings",
        "server 'badenv': 'env' value for 'A' must be a string",
        "server 'both': has both 'command' and 'url'",
        "server 'sse': the old SSE transport is not supported",
        "server 'odd': unknown type 'websocket'",
        "server 'ftp': the url 'ftp://127.0.0.1/mcp' must start with http://",
        "server 'creds': put credentials in 'headers'",
        "server '': a name is",
        "server 'a.b': a name is",
        "server 'notobj': must be an object",
    ):
        assert needle in text


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{not json", "not valid JSON (line 1, column 2"),
        ("[1, 2]", "Expected a JSON object"),
        ('{"other": {}}', 'No "mcpServers" object found'),
        ('{"mcpServers": []}', "must be an object mapping names"),
    ],
)
def test_text_that_is_not_the_notation_says_what_was_expected(text, said):
    parsed = parse_config(text)
    assert not parsed.servers and said in parsed.problems[0]


@pytest.mark.parametrize(
    ("url", "loopback"),
    [
        ("http://127.0.0.1:1/mcp", True),
        ("http://127.5.6.7/mcp", True),
        ("http://localhost/mcp", True),
        ("http://[::1]/mcp", True),
        ("https://mcp.example.com/mcp", False),
        ("http://10.0.0.5/mcp", False),
        ("http://127.0.0.1.nip.io/mcp", False),  # a name that merely looks local
        ("http://[::ffff:8.8.8.8]/mcp", False),
    ],
)
def test_only_this_machine_is_loopback(url, loopback):
    assert is_loopback_url(url) is loopback


def test_the_agreement_to_leave_the_machine_is_kept_by_the_app_never_pasted_in():
    doc = {"mcpServers": {"far": {"url": "https://mcp.example.com/mcp", "confirmedRemote": True}}}
    pasted = parse_config(json.dumps(doc))
    (far,) = pasted.servers
    assert far.leaves_machine and not far.confirmed_remote and not far.may_connect
    assert any("'confirmedRemote' is set by Ling Desk" in n for n in pasted.notes)
    saved = parse_config(doc, trusted=True).servers[0]
    assert saved.may_connect
    # Round trip through the app's own file keeps it.
    again = parse_config(to_document([saved]), trusted=True).servers[0]
    assert again.confirmed_remote and again.url == far.url


def test_disabled_servers_are_kept_but_off():
    parsed = parse_config({"mcpServers": {"git": {"command": "uvx", "disabled": True}}})
    assert parsed.ok and not parsed.servers[0].enabled
    assert parse_config(to_document(parsed.servers)).servers[0].enabled is False


@pytest.fixture
def memory_keyring():
    previous = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    yield ring
    keyring.set_keyring(previous)


def _servers():
    return parse_config(
        {
            "mcpServers": {
                "gh": {"command": "x", "env": {"GITHUB_TOKEN": "ghp_1", "LOG_LEVEL": "info"}},
                "wiki": {"url": "http://127.0.0.1:9/mcp", "headers": {"Authorization": "Bearer t"}},
            }
        }
    ).servers


def test_secrets_move_to_the_keyring_and_come_back_when_the_server_starts(tmp_path, memory_keyring):
    paths = Paths.from_basedir(tmp_path)
    gh, wiki = _servers()
    saved_gh, warning = stash_secrets(paths, gh)
    assert warning is None
    assert saved_gh.env == {"GITHUB_TOKEN": KEPT, "LOG_LEVEL": "info"}  # only the secret moves
    saved_wiki, _ = stash_secrets(paths, wiki)
    assert saved_wiki.headers == {"Authorization": KEPT}
    assert "ghp_1" not in json.dumps(to_document([saved_gh, saved_wiki]))
    assert not (paths.config_dir / "mcp-secrets.json").exists()
    assert fill_secrets(paths, saved_gh) == (gh, [])
    assert fill_secrets(paths, saved_wiki)[0].headers == {"Authorization": "Bearer t"}
    # Saving again (already KEPT) changes nothing; forgetting removes them.
    assert stash_secrets(paths, saved_gh)[0] == saved_gh
    forget_secrets(paths, saved_gh)
    filled, missing = fill_secrets(paths, saved_gh)
    assert missing == ["GITHUB_TOKEN"] and filled.env["GITHUB_TOKEN"] == ""


def test_without_a_keyring_secrets_go_to_a_private_file_and_the_user_is_told(tmp_path):
    paths = Paths.from_basedir(tmp_path)  # conftest's "fail" keyring backend
    gh, _ = _servers()
    saved, warning = stash_secrets(paths, gh)
    assert saved.env["GITHUB_TOKEN"] == KEPT
    file = paths.config_dir / "mcp-secrets.json"
    assert warning and str(file) in warning and "no keyring service" in warning
    assert stat.S_IMODE(file.stat().st_mode) == 0o600
    assert fill_secrets(paths, saved) == (gh, [])


def test_the_apps_file_round_trips_privately_and_a_broken_one_is_named(tmp_path):
    path = tmp_path / "config" / "mcp.json"
    assert read_config_file(path).servers == []  # no file yet: no servers
    far = parse_config({"mcpServers": {"far": {"url": "https://mcp.example.com/mcp"}}}).servers[0]
    agreed = replace(far, confirmed_remote=True)
    write_config_file(path, [agreed])
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert read_config_file(path).servers == [agreed]
    path.write_text("{broken", encoding="utf-8")
    parsed = read_config_file(path)
    assert parsed.servers == [] and parsed.problems[0].startswith(f"{path}: This is not valid JSON")
    assert path.read_text(encoding="utf-8") == "{broken"  # nothing lost
