"""Symbolic links in an added folder (issue 35 item 4): a link out of the folder, to a file or to
a folder, is skipped and said by name; links that stay inside are followed as before."""

from __future__ import annotations

from pathlib import Path

from app.core.docs.library import FileResult


def _tree(tmp_path: Path) -> tuple[Path, Path]:
    outside = tmp_path / "outside"
    (outside / "deep").mkdir(parents=True)
    (outside / "secret.md").write_text("Payroll figures: Zorblatt owes nothing.")
    (outside / "deep" / "plan.txt").write_text("The Quillfeather plan, outside the folder.")
    folder = tmp_path / "docs"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "inner.md").write_text("Harbour notes inside the folder.")
    (folder / "to-secret.md").symlink_to(outside / "secret.md")  # a file link out
    (folder / "to-outside").symlink_to(outside)  # a folder link out
    (folder / "up").symlink_to(tmp_path)  # out by going up (docs' own parent)
    (folder / "again.md").symlink_to(folder / "sub" / "inner.md")  # inside: fine
    (folder / "alias").symlink_to(folder / "sub")  # inside: fine
    (folder / "binary.bin").symlink_to(outside / "secret.md")  # not a document name: no word
    return folder, outside


def test_links_out_of_the_folder_are_skipped_and_named(lib, tmp_path):
    folder, outside = _tree(tmp_path)
    seen: list[FileResult] = []
    results = lib.add([folder], progress=seen.append)
    assert results == seen
    by_name = {Path(r.path).name: r for r in results}
    for name, target in (
        ("to-secret.md", outside / "secret.md"),
        ("to-outside", outside),
        ("up", tmp_path),
    ):
        r = by_name[name]
        assert (r.status, r.reason) == ("skipped", "outside"), name
        assert r.error == f"a symbolic link to {target}, outside the added folder; not followed"
        assert r.to_dict() == {
            "path": str(folder / name),
            "status": "skipped",
            "error": r.error,
            "pages": 0,
            "chunks": 0,
        }
    assert "binary.bin" not in by_name
    assert {n for n, r in by_name.items() if r.status == "indexed"} == {"inner.md", "again.md"}
    assert not lib.search("Zorblatt") and not lib.search("Quillfeather")
    assert lib.search("harbour")
    # Nothing of outside is listed, not even as a failure.
    assert {Path(d.path).name for d in lib.documents()} == {"inner.md", "again.md"}
    assert all(str(outside) not in d.path for d in lib.documents())


def test_a_folder_added_through_a_link_is_read_with_links_inside_its_target(lib, tmp_path):
    folder, _outside = _tree(tmp_path)
    by_link = tmp_path / "shortcut"
    by_link.symlink_to(folder)  # the user chose the link by name: its target is the folder
    results = lib.add([by_link])
    statuses = {Path(r.path).name: r.status for r in results}
    assert statuses["inner.md"] == "indexed" and statuses["again.md"] == "indexed"
    assert statuses["to-secret.md"] == "skipped" and statuses["to-outside"] == "skipped"


def test_text_read_through_a_link_before_this_was_checked_is_removed(lib, tmp_path):
    folder, _outside = _tree(tmp_path)
    # As an older version left it: the outside file indexed under the link's name.
    lib._add_file(folder / "to-secret.md", None)
    assert lib.search("Zorblatt")
    results = lib.add([folder])
    statuses = [
        (Path(r.path).name, r.status) for r in results if Path(r.path).name == "to-secret.md"
    ]
    assert statuses == [("to-secret.md", "skipped"), ("to-secret.md", "removed")]
    assert not lib.search("Zorblatt")
