"""`docs add|list|remove|search` as a user runs them: a real process, a real library file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from app.core import vault
from tests.support.docs_make import make_pdf, make_pptx, make_shared_string_xlsx
from tests.support.engine import ROOT

KNOWN = "The lighthouse keeper counted forty-two ships on Tuesday."


def docs(base: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(base), "docs", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_add_search_list_remove_json(tmp_path):
    base = tmp_path / "base"
    folder = tmp_path / "docs"
    folder.mkdir()
    make_pdf(folder / "r.pdf", [["cover"], ["intro", KNOWN]])
    make_pptx(folder / "s.pptx", [["Agenda"], ["Harbour plans for spring"]])
    make_pdf(folder / "locked.pdf", [[KNOWN]], password="pw")

    added = docs(base, "add", str(folder), "--json")
    assert added.returncode == 1  # one file failed: said, and the rest indexed
    files = {Path(f["path"]).name: f for f in json.loads(added.stdout)["files"]}
    assert set(files["r.pdf"]) == {"path", "status", "error", "pages", "chunks"}
    assert files["r.pdf"]["status"] == "indexed" and files["r.pdf"]["pages"] == 2
    assert files["locked.pdf"]["status"] == "failed" and "encrypted" in files["locked.pdf"]["error"]
    again = json.loads(docs(base, "add", str(folder / "r.pdf"), "--json").stdout)
    assert again["files"][0]["status"] == "unchanged"

    found = docs(base, "search", "ships", "keeper", "--limit", "3", "--json")
    assert found.returncode == 0
    [hit] = json.loads(found.stdout)["hits"]
    assert set(hit) == {"path", "page", "location", "snippet", "score"}
    assert (Path(hit["path"]).name, hit["page"]) == ("r.pdf", 2) and "forty" in hit["snippet"]
    slide = json.loads(docs(base, "search", "harbour", "--json").stdout)["hits"][0]
    assert slide["page"] == 2 and slide["location"] == "slide 2"

    listed = json.loads(docs(base, "list", "--json").stdout)["documents"]
    assert {Path(d["path"]).name: d["status"] for d in listed} == {
        "r.pdf": "indexed",
        "s.pptx": "indexed",
        "locked.pdf": "failed",
    }
    removed = docs(base, "remove", str(folder / "r.pdf"), "--json")
    assert json.loads(removed.stdout)["files"][0]["status"] == "removed"
    assert json.loads(docs(base, "search", "keeper", "--json").stdout)["hits"] == []
    assert (base / "data" / "documents.sqlite3").stat().st_mode & 0o777 == 0o600
    assert vault.is_encrypted(base / "data" / "documents.sqlite3")  # opened through the vault


def test_plain_lines_and_usage_errors(tmp_path):
    base = tmp_path / "base"
    (tmp_path / "n.md").write_text(f"# Log\n{KNOWN}\n")
    out = docs(base, "add", str(tmp_path / "n.md"))
    assert out.returncode == 0 and out.stdout.strip().endswith("indexed, 1 page, 1 chunk")
    hit = docs(base, "search", "lighthouse")
    assert "n.md, heading Log: " in hit.stdout
    missing = docs(base, "remove", str(tmp_path / "nope.pdf"))
    assert missing.returncode == 1 and "not in the library" in missing.stdout
    bad = docs(base, "search", "x", "--limit", "0", "--json")
    assert bad.returncode == 2 and "out of range" in json.loads(bad.stdout)["error"]
    gone = docs(base, "add", str(tmp_path / "absent.pdf"), "--json")
    assert json.loads(gone.stdout)["files"][0]["error"].startswith("cannot be read")


def test_links_out_of_an_added_folder_are_skipped_by_name(tmp_path):
    base = tmp_path / "base"
    outside = tmp_path / "private"
    outside.mkdir()
    (outside / "diary.md").write_text("Dear diary: Wobblecrest.")
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "n.md").write_text(f"# Log\n{KNOWN}\n")
    (folder / "diary.md").symlink_to(outside / "diary.md")
    (folder / "private").symlink_to(outside)
    plain = docs(base, "add", str(folder))
    assert plain.returncode == 0, plain.stdout + plain.stderr
    lines = plain.stdout.splitlines()
    for name, target in (("diary.md", outside / "diary.md"), ("private", outside)):
        assert (
            f"{folder / name}: skipped: a symbolic link to {target}, outside the added folder; "
            "not followed"
        ) in lines
    js = json.loads(docs(base, "add", str(folder), "--json").stdout)["files"]
    skipped = {Path(f["path"]).name: f for f in js if f["status"] == "skipped"}
    assert set(skipped) == {"diary.md", "private"}
    assert all(set(f) == {"path", "status", "error", "pages", "chunks"} for f in js)
    assert "outside the added folder" in skipped["private"]["error"]
    assert json.loads(docs(base, "search", "wobblecrest", "--json").stdout)["hits"] == []


def test_a_shared_string_xlsx_is_refused_with_its_reason(tmp_path):
    base = tmp_path / "base"
    bomb = make_shared_string_xlsx(tmp_path / "shared.xlsx", rows=5000, cols=10, string_chars=400)
    out = docs(base, "add", str(bomb), "--json")
    assert out.returncode == 1
    [f] = json.loads(out.stdout)["files"]
    assert (f["status"], f["chunks"]) == ("failed", 0)
    assert f["error"].startswith("refused: more than 16,000,000 characters of text")
    plain = docs(base, "add", str(bomb))
    assert plain.stdout.startswith(f"{bomb}: failed: refused: more than 16,000,000 characters")


def test_a_chinese_word_is_found_at_its_page_from_the_command_line(tmp_path):
    base = tmp_path / "base"
    folder = tmp_path / "文档"
    folder.mkdir()
    make_pdf(folder / "报告.pdf", [["cover"], ["模型的推理速度很快。"], ["我们下周去北京开会。"]])
    assert docs(base, "add", str(folder), "--json").returncode == 0
    [hit] = json.loads(docs(base, "search", "北京", "--json").stdout)["hits"]
    assert (Path(hit["path"]).name, hit["page"]) == ("报告.pdf", 3) and "北京" in hit["snippet"]
    plain = docs(base, "search", "推理")
    assert plain.returncode == 0 and "报告.pdf, page 2: 模型的推理速度很快" in plain.stdout
