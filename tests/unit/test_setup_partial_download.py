"""What an unfinished download keeps, as the set-up page's "Resume download (x of y kept)" says."""

from __future__ import annotations

import json

from app.core.setup.model_download import partial_download
from app.core.verify.modeldir import manifest_path


def _manifest(dest, files, complete=False):
    path = manifest_path(dest)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"complete": complete, "files": files}))


def test_finished_files_and_part_files_count_what_is_kept(tmp_path):
    _manifest(tmp_path, {"config.json": {"size": 10}, "a.safetensors": {"size": 1000},
                         "b.safetensors": {"size": 1000}})  # fmt: skip
    (tmp_path / "config.json").write_bytes(b"x" * 10)
    part = tmp_path / ".ling-desk" / "partial" / "a.safetensors.part"
    part.parent.mkdir(parents=True)
    part.write_bytes(b"y" * 300)
    assert partial_download(tmp_path) == (310, 2010)


def test_no_manifest_a_finished_one_or_a_hand_edited_one_never_breaks_the_page(tmp_path):
    assert partial_download(tmp_path) is None
    _manifest(tmp_path, {"a": {"size": 5}}, complete=True)
    assert partial_download(tmp_path) is None
    _manifest(tmp_path, {"a": {"size": "many"}, "b": None, "c": {"size": -4}})
    assert partial_download(tmp_path) == (0, 0)
