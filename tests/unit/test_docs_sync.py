"""The library keeps itself in step with the disk: what was added (files and folders) is
remembered, and `sync` indexes new and edited files, drops deleted ones and folders that are gone,
and never brings back what the user removed."""

from __future__ import annotations

import os
import shutil

import pytest

from app.core.docs.library import Library
from app.core.docs.sandbox import Extractor


@pytest.fixture
def lib(tmp_path):
    ex = Extractor()
    library = Library(tmp_path / "documents.sqlite3", extractor=ex)
    yield library
    library.close()
    ex.close()


def paths_of(lib: Library) -> set[str]:
    return {os.path.basename(d.path) for d in lib.documents()}


def test_sync_follows_new_edited_and_deleted_files_of_an_added_folder(tmp_path, lib):
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# Alpha\nThe budget buys tangerines.\n")
    (folder / "b.md").write_text("# Beta\nNothing here.\n")
    lone = tmp_path / "lone.txt"
    lone.write_text("A lone file about zebras.\n")
    lib.add([folder, lone])
    assert set(lib.roots()) == {str(folder), str(lone)}
    # Changes on disk, made without Ling Desk.
    (folder / "a.md").write_text("# Alpha\nThe budget buys kumquats now.\n")
    (folder / "c.md").write_text("# Gamma\nA new note about walruses.\n")
    (folder / "b.md").unlink()
    results = {(os.path.basename(r.path), r.status) for r in lib.sync()}
    assert ("a.md", "indexed") in results and ("c.md", "indexed") in results
    assert ("b.md", "removed") in results and ("lone.txt", "unchanged") in results
    assert paths_of(lib) == {"a.md", "c.md", "lone.txt"}
    assert [h.path for h in lib.search("walruses")] == [str(folder / "c.md")]
    assert lib.search("kumquats") and not lib.search("tangerines")


def test_a_folder_or_file_that_is_gone_takes_its_documents_with_it(tmp_path, lib):
    folder = tmp_path / "gone"
    folder.mkdir()
    (folder / "x.md").write_text("# X\nPelicans.\n")
    lone = tmp_path / "lone.md"
    lone.write_text("# L\nFlamingos.\n")
    lib.add([folder, lone])
    shutil.rmtree(folder)
    lone.unlink()
    removed = {os.path.basename(r.path) for r in lib.sync() if r.status == "removed"}
    assert removed == {"x.md", "lone.md"}
    assert paths_of(lib) == set() and lib.roots() == []
    assert not lib.search("pelicans")


def test_what_the_user_removed_is_not_synced_back(tmp_path, lib):
    folder = tmp_path / "kept"
    folder.mkdir()
    (folder / "k.md").write_text("# K\nOstriches.\n")
    lib.add([folder])
    lib.remove([folder])
    assert lib.roots() == []
    lib.sync()
    assert paths_of(lib) == set()
