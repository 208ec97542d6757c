"""Which file names from a hub's listing may be written under the model folder."""

from __future__ import annotations

import pytest

from app.core.setup.model_download import unsafe_name


@pytest.mark.parametrize(
    "name", ["config.json", "model-00001-of-00003.safetensors", "sub/dir/file.bin", "a/./b", "..x"]
)
def test_plain_names_pass(tmp_path, name):
    assert unsafe_name(name, tmp_path / "model") is None


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("../../evil", "'..'"),
        ("a/../../b", "'..'"),
        ("a/..", "'..'"),
        ("/abs/path", "absolute"),
        ("", "not a file name"),
        ("a\0b", "not a file name"),
        (".ling-desk/manifest.json", "Ling Desk's own"),
    ],
)
def test_names_that_leave_the_folder_are_refused(tmp_path, name, why):
    assert why in (unsafe_name(name, tmp_path / "model") or "")


def test_a_link_out_of_the_folder_is_refused(tmp_path):
    dest = tmp_path / "model"
    dest.mkdir()
    (dest / "sub").symlink_to(tmp_path)
    assert "through a link" in (unsafe_name("sub/evil", dest) or "")
    assert unsafe_name("other/evil", dest) is None
