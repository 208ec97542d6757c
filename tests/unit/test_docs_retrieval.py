"""Retrieval from the document library at its edges, on a real SQLite file: the token budget to
the token, neighbours, adjacent hits merged, the cited place of a passage, search limits.
Written from surviving mutants (tests/MUTATION.md, group `library`)."""

from __future__ import annotations

from pathlib import Path

from app.core.docs.library import Library, query_words
from tests.support.docs_make import make_pdf

FILL = "Routine entry about weather, tides and the harbour wall, nothing more to say here."


def _md(path: Path, sections: list[tuple[str, str]]) -> Path:
    """A markdown file whose every heading is one chunk (a chunk never spans two sections)."""
    path.write_text("\n\n".join(f"# {h}\n{body}" for h, body in sections))
    return path


def _tokens(lib: Library, path: Path) -> list[int]:
    rows = lib.db.execute(
        "SELECT c.tokens FROM chunks c JOIN documents d ON d.id = c.doc_id"
        " WHERE d.path = ? ORDER BY c.seq",
        (str(path),),
    ).fetchall()
    return [r[0] for r in rows]


def _sections(n: int, hits: dict[int, str], sizes: dict[int, int] | None = None):
    sizes = sizes or {}
    return [(f"Part {i}", hits.get(i, " ".join([FILL] * sizes.get(i, 2)))) for i in range(n)]


def test_the_budget_is_spent_to_the_token_and_not_beyond(lib, tmp_path):
    doc = _md(tmp_path / "log.md", _sections(6, {2: "The keeper counted zeppelins at dawn."}))
    lib.add([doc])
    t = _tokens(lib, doc)
    exact = t[1] + t[2] + t[3]  # the hit and both neighbours, exactly
    [p] = lib.retrieve("zeppelins", budget_tokens=exact)
    assert p.seqs == (1, 2, 3) and p.tokens == exact
    [p] = lib.retrieve("zeppelins", budget_tokens=exact - 1)  # the last neighbour no longer fits
    assert p.seqs == (1, 2)
    assert lib.retrieve("zeppelins", budget_tokens=t[2] - 1) == []  # nor the hit itself


def test_a_neighbour_that_does_not_fit_leaves_room_for_the_other(lib, tmp_path):
    sections = _sections(5, {2: "The keeper counted zeppelins at dawn."}, sizes={1: 12})
    doc = _md(tmp_path / "log.md", sections)
    lib.add([doc])
    t = _tokens(lib, doc)
    assert t[1] > t[3]
    [p] = lib.retrieve("zeppelins", budget_tokens=t[2] + t[3])  # the big one before: no
    assert p.seqs == (2, 3)


def test_adjacent_hits_merge_and_share_the_budget_once(lib, tmp_path):
    hits = {2: "Zeppelins over the bay at dawn.", 3: "More zeppelins over the bay at dusk."}
    doc = _md(tmp_path / "log.md", _sections(8, hits))
    far = _md(tmp_path / "far.md", _sections(3, {1: "A lone zeppelin seen far inland."}))
    lib.add([doc, far])
    t, f = _tokens(lib, doc), _tokens(lib, far)
    # Both hits with their outer neighbours (seqs 1-4), then the far hit with its neighbours.
    budget = sum(t[1:5]) + sum(f)
    passages = lib.retrieve("zeppelins zeppelin", budget_tokens=budget)
    runs = sorted((Path(p.path).name, p.seqs) for p in passages)
    assert runs == [("far.md", (0, 1, 2)), ("log.md", (1, 2, 3, 4))]
    assert sum(p.tokens for p in passages) == budget


def test_retrieval_keeps_to_the_documents_asked_for(lib, tmp_path):
    a = _md(tmp_path / "a.md", _sections(3, {1: "Zeppelins in document a."}))
    b = _md(tmp_path / "b.md", _sections(3, {1: "Zeppelins in document b."}))
    lib.add([a, b])
    passages = lib.retrieve("zeppelins", budget_tokens=10_000, paths=[str(b)])
    assert [Path(p.path).name for p in passages] == ["b.md"]


def test_a_passage_carries_its_hits_snippet_its_text_and_its_place(lib, tmp_path):
    doc = _md(tmp_path / "log.md", _sections(3, {1: "The keeper counted zeppelins at dawn."}))
    lib.add([doc])
    [hit] = lib.search("zeppelins")
    [p] = lib.retrieve("zeppelins", budget_tokens=10_000)
    assert p.snippet == hit.snippet and "zeppelins" in p.snippet
    rows = lib.db.execute("SELECT text FROM chunks_fts ORDER BY rowid").fetchall()
    assert p.text == "\n".join(r[0] for r in rows)
    assert p.location == "heading Part 0 to heading Part 2" and p.page is None


def test_one_place_is_named_alone_and_none_is_empty(lib, tmp_path):
    one = _md(tmp_path / "one.md", [("Only", "The keeper counted zeppelins at dawn.")])
    (tmp_path / "plain.md").write_text("No heading, and zeppelins again.")
    lib.add([one, tmp_path / "plain.md"])
    where = {Path(p.path).name: p.location for p in lib.retrieve("zeppelins", 10_000)}
    assert where == {"one.md": "heading Only", "plain.md": ""}


def test_a_passage_over_three_pages_names_the_first_and_the_last(lib, tmp_path):
    page = [FILL] * 12
    make_pdf(tmp_path / "r.pdf", [page, [*page[:6], "Zeppelins seen.", *page[6:]], page])
    lib.add([tmp_path / "r.pdf"])
    [p] = lib.retrieve("zeppelins", budget_tokens=10_000)
    assert (p.location, p.page) == ("pages 1-3", 2)


def test_a_document_attached_whole_comes_page_by_page_without_snippets(lib, tmp_path):
    page = [FILL] * 3
    make_pdf(tmp_path / "r.pdf", [page, page])
    lib.add([tmp_path / "r.pdf"])
    passages = lib.whole_passages(str(tmp_path / "r.pdf"))
    assert [(p.page, p.location, p.snippet) for p in passages] == [
        (1, "page 1", ""),
        (2, "page 2", ""),
    ]


def test_search_limits(lib, tmp_path):
    doc = _md(tmp_path / "log.md", [(f"P{i}", f"Zeppelin number {i}.") for i in range(14)])
    lib.add([doc])
    assert len(lib.search("zeppelin")) == 10  # the default
    assert len(lib.search("zeppelin", limit=1)) == 1
    assert lib.search("zeppelin", limit=0) == [] and lib.search("zeppelin", limit=-1) == []


def test_query_words_are_the_indexed_ones_and_at_most_64():
    assert query_words("a b cd 7 cd É") == ["cd", "7"]
    many = " ".join(f"word{i}" for i in range(100))
    assert query_words(many) == [f"word{i}" for i in range(64)]


def test_the_rarer_words_of_a_question_decide_rarest_first(lib, tmp_path):
    # A word in more than 200 chunks (in a library this small) is common; one in 200 is not.
    def body(i: int) -> str:
        words = ["common"]
        words += ["plenty"] if i < 240 else []
        words += ["edge"] if i < 200 else []
        words += ["zebra"] if i < 201 else []
        words += ["rare"] if i < 3 else []
        return " ".join(words)

    doc = _md(tmp_path / "big.md", [(f"S{i}", body(i)) for i in range(250)])
    lib.add([doc])
    assert lib._selective(["common", "edge", "rare", "zebra"]) == ["rare", "edge"]
    assert lib._selective(["common", "rare"]) == ["rare"]
    assert lib._selective(["common", "plenty"]) == ["plenty"]  # none rare: the least common one
    assert lib._selective(["rare", "nowhere"]) == ["rare"]  # a word in no chunk matches nothing
    assert lib._selective(["nowhere"]) == ["nowhere"]  # one word is searched as it is


def test_search_in_several_documents_and_hits_name_their_chunk(lib, tmp_path):
    docs = [_md(tmp_path / f"{n}.md", [("H", f"Zeppelins in document {n}.")]) for n in "abc"]
    lib.add(docs)
    hits = lib.search("zeppelins", paths=[str(docs[0]), str(docs[2])])
    assert sorted(Path(h.path).name for h in hits) == ["a.md", "c.md"]
    for h in hits:
        row = lib.db.execute(
            "SELECT id FROM chunks WHERE doc_id=? AND seq=?", (h.doc_id, h.seq)
        ).fetchone()
        assert h.chunk_id == row[0]


def test_retrieval_takes_the_twelve_best_hits(lib, tmp_path):
    docs = [_md(tmp_path / f"d{i}.md", [("H", f"Zeppelins, entry {i}.")]) for i in range(14)]
    lib.add(docs)
    assert len(lib.retrieve("zeppelins", budget_tokens=100_000)) == 12


def test_a_hit_already_placed_with_a_better_one_does_not_end_the_list(lib, tmp_path):
    hits = {2: "Zeppelins zeppelins zeppelins.", 3: "Zeppelins zeppelins, again."}
    doc = _md(tmp_path / "log.md", _sections(6, hits))
    # The weakest hit: one mention in a long chunk of another document.
    far = _md(tmp_path / "far.md", [("Far", " ".join([FILL] * 6) + " One zeppelins.")])
    lib.add([doc, far])
    order = [Path(h.path).name for h in lib.search("zeppelins")]
    assert order == ["log.md", "log.md", "far.md"]
    passages = lib.retrieve("zeppelins", budget_tokens=100_000)
    assert [Path(p.path).name for p in passages] == ["log.md", "far.md"]


def test_an_untitled_start_does_not_count_as_a_place(lib, tmp_path):
    doc = tmp_path / "d.md"
    doc.write_text(f"{FILL}\n\n# Bravo\nZeppelins at dawn.\n")
    lib.add([doc])
    [p] = lib.retrieve("zeppelins", budget_tokens=10_000)
    assert p.seqs == (0, 1) and p.location == "heading Bravo"
