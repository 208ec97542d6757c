"""Markdown -> blocks of HTML that Qt's rich text understands, rendered incrementally.

A message is shown as a list of blocks: prose (paragraphs, lists, tables, quotes: HTML for a
rich-text label) and code (a fenced block: highlighted HTML plus the raw code for copying).

While an answer streams, the cost of showing a token must not grow with the message: the text
is cut at safe block boundaries (a blank line followed by a line at column 0, outside any fence;
or the end of a top-level fence). What lies before the cut is *committed*: rendered once and
never again. Only the open tail after the cut is rendered on each update. When the answer ends,
one full render replaces the pieces (so reference links and loose lists come out exactly).

Raw HTML in the text is shown as text, and images become links: nothing the model writes can
make the app fetch anything (data residency).

Giant text (a 10 MB paste without blank lines, a 10 MB code block) is not parsed as markdown: a
top-level piece longer than GIANT_BLOCK_CHARS becomes one "bigtext" or "bigcode" block shown as
plain text in chunks of at most CHUNK_CHARS (each chunk one label, created as it scrolls into
view). Texts longer than ASYNC_CHARS are rendered off the GUI thread (`render_in_thread`).
"""

from __future__ import annotations

import html as htmllib
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any

# pygments is imported by the first code block highlighted (the window's warm-up does it a moment
# after its start), markdown-it by the first message rendered (the window opens its conversation
# after its first paint): neither import is on the way to the first paint (issue 40).
if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from pygments.formatters import HtmlFormatter

log = logging.getLogger(__name__)

PROSE_BLOCK_CHARS = 6000
# A top-level block longer than this is shown as plain text (markdown's cost and a rich-text
# label's layout grow with it); it is cut into chunks of at most CHUNK_CHARS, one label each.
GIANT_BLOCK_CHARS = 16_000
CHUNK_CHARS = 4_000
# A text longer than this is rendered off the GUI thread.
ASYNC_CHARS = 20_000
FENCE_RE = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
# Lines the cut scanner must look at (a hint, checked exactly after): outside a fence a blank
# line or a fence opener, inside one a line that may close it. Every other line changes nothing,
# so a 10 MB paste is skipped by the regex engine instead of line by line in Python.
_OPEN_HINT = re.compile(r"^(?:[^\S\n]*$| {0,3}(?:`{3}|~{3}))", re.MULTILINE)
_CLOSE_HINT = re.compile(r"^[^\S\n]*(?:`{3}|~{3})", re.MULTILINE)


@dataclass(frozen=True)
class Colors:
    """Theme colours the HTML needs (Qt rich text takes inline styles only)."""

    dark: bool = False
    text: str = "#1f2328"
    muted: str = "#6e7781"
    border: str = "#d0d7de"
    code_bg: str = "#f3f4f6"
    inline_code_bg: str = "#eceef1"
    link: str = "#0b69c7"
    quote: str = "#57606a"
    pygments_style: str = "default"


LIGHT = Colors()
DARK = Colors(
    dark=True,
    text="#e6e6e6",
    muted="#9aa4ae",
    border="#3d444d",
    code_bg="#16191d",
    inline_code_bg="#2d333b",
    link="#6cb6ff",
    quote="#9aa4ae",
    pygments_style="github-dark",
)
# The high-contrast theme's: white on black, every text colour at least 7:1.
HIGH_CONTRAST = Colors(
    dark=True,
    text="#ffffff",
    muted="#e0e0e0",
    border="#ffffff",
    code_bg="#000000",
    inline_code_bg="#262626",
    link="#8ecbff",
    quote="#e0e0e0",
    pygments_style="github-dark",
)


@dataclass(frozen=True)
class Block:
    kind: str  # "prose" | "code" | "bigtext" | "bigcode" (plain text in chunks)
    html: str
    code: str = ""  # code blocks: the raw code (what Copy copies); big blocks: the raw text
    lang: str = ""
    key: int = field(default=0, compare=False)
    chunks: tuple[str, ...] = field(default=(), compare=False, repr=False)

    @staticmethod
    def make(kind: str, html: str, code: str = "", lang: str = "") -> Block:
        return Block(kind, html, code, lang, hash((kind, html)))

    @staticmethod
    def big(kind: str, text: str, lang: str = "") -> Block:
        return Block(kind, "", text, lang, hash((kind, lang, text)), tuple(chunk_text(text)))


def chunk_text(text: str, size: int = CHUNK_CHARS) -> list[str]:
    """`text` in pieces of at most `size` characters, cut after a newline or a space if one is
    in the last quarter (so words and lines stay whole), else hard."""
    out: list[str] = []
    start, n = 0, len(text)
    while start < n:
        end = min(n, start + size)
        if end < n:
            floor = start + size * 3 // 4
            cut = text.rfind("\n", floor, end)
            if cut < 0:
                cut = text.rfind(" ", floor, end)
            if cut >= 0:
                end = cut + 1
        out.append(text[start:end])
        start = end
    return out


def giant_block(piece: str) -> Block:
    """A top-level piece too big for markdown: a fenced code block stays code (lang, Copy)."""
    first_nl = piece.find("\n")
    m = FENCE_RE.match(piece[: first_nl if first_nl >= 0 else len(piece)])
    if m and not m.group(1) and first_nl >= 0:
        fence = m.group(2)
        body = piece[first_nl + 1 :].rstrip("\n")
        last_nl = body.rfind("\n")
        last = body[last_nl + 1 :].strip()
        if last and set(last) == {fence[0]} and len(last) >= len(fence):
            body = body[: max(0, last_nl)]
        lang = m.group(3).strip().split(" ")[0] if m.group(3).strip() else ""
        return Block.big("bigcode", body, lang)
    return Block.big("bigtext", piece)


def safe_cuts(text: str) -> list[int]:
    """Every place `text` can be cut between top-level blocks (see StreamingMarkdown)."""
    cuts: list[int] = []
    StreamingMarkdown(None)._scan_lines(text, cuts)  # type: ignore[arg-type]
    return cuts


def plain_blocks(text: str) -> list[Block]:
    """The fallback when rendering fails: the text as it is."""
    return [Block.big("bigtext", text)] if text.strip() else []


_local = threading.local()


def render_in_thread(colors: Colors, text: str) -> list[Block]:
    """For asyncio.to_thread: blocks of `text` with this thread's own Renderer (markdown-it and
    the caches are not shared across threads). Never raises: failure gives plain text."""
    renderers = getattr(_local, "renderers", None)
    if renderers is None:
        renderers = _local.renderers = {}
    r = renderers.get(colors)
    if r is None:
        r = renderers[colors] = Renderer(colors)
    try:
        return r.blocks(text, cache=False)
    except Exception:
        log.exception("rendering a message failed: shown as plain text")
        return plain_blocks(text)


@lru_cache(maxsize=64)
def _lexer(lang: str):
    from pygments.lexers import get_lexer_by_name
    from pygments.lexers.special import TextLexer
    from pygments.util import ClassNotFound

    if not lang:
        return TextLexer()
    try:
        return get_lexer_by_name(lang, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return TextLexer()


@lru_cache(maxsize=8)
def _formatter(style: str) -> HtmlFormatter:
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(nowrap=True, noclasses=True, style=style)


class Renderer:
    """Markdown -> `Block`s for one colour theme; finished blocks are cached."""

    CACHE = 4096

    def __init__(self, colors: Colors = LIGHT) -> None:
        self.colors = colors
        self._md: MarkdownIt | None = None
        self._md_made = threading.Lock()  # (renders run on worker threads too)
        self._cache: OrderedDict[str, list[Block]] = OrderedDict()
        self._code_cache: OrderedDict[tuple[str, str], str] = OrderedDict()
        # Whether the render under way keeps what it highlights: a text that is not cached
        # (a streamed answer's open tail, rendered again at every update) would otherwise fill
        # the code cache with every partial version of its code block.
        self._keep_code = True

    @property
    def md(self) -> MarkdownIt:
        """The parser, made at the first render."""
        if self._md is None:
            with self._md_made:
                if self._md is None:
                    from markdown_it import MarkdownIt

                    md = MarkdownIt("commonmark", {"html": False, "typographer": False})
                    md.enable(["table", "strikethrough"])
                    md.options["highlight"] = self._highlight_nested
                    md.add_render_rule("image", _render_image)
                    self._md = md
        return self._md

    # --- code ------------------------------------------------------------------------------------

    def highlight(self, code: str, lang: str) -> str:
        key = (code, lang)
        hit = self._code_cache.get(key)
        if hit is not None:
            self._code_cache.move_to_end(key)
            return hit
        import pygments

        body = pygments.highlight(
            code, _lexer(lang.lower()), _formatter(self.colors.pygments_style)
        )
        body = body.rstrip("\n")
        if not self._keep_code:
            return body
        self._code_cache[key] = body
        if len(self._code_cache) > self.CACHE:
            self._code_cache.popitem(last=False)
        return body

    def code_html(self, code: str, lang: str) -> str:
        """The HTML of a code block's body (a <pre> for a rich-text label)."""
        return f'<pre style="margin:0; white-space:pre;">{self.highlight(code, lang)}</pre>'

    def _highlight_nested(self, code: str, lang: str, _attrs: Any) -> str:
        # Fences inside lists or quotes stay inside their prose block.
        c = self.colors
        return (
            f'<table width="100%" cellspacing="0" cellpadding="8" '
            f'style="background-color:{c.code_bg}; margin-top:4px; margin-bottom:4px;">'
            f"<tr><td>{self.code_html(code.rstrip(chr(10)), lang)}</td></tr></table>"
        )

    # --- blocks ----------------------------------------------------------------------------------

    def blocks(self, text: str, *, cache: bool = True) -> list[Block]:
        """Render `text` as top-level blocks (cached by source when `cache`)."""
        if len(text) > GIANT_BLOCK_CHARS:
            return self._big_blocks(text)  # never cached: the key alone would be megabytes
        if cache:
            hit = self._cache.get(text)
            if hit is not None:
                self._cache.move_to_end(text)
                return hit
        self._keep_code = cache
        try:
            out = self._markdown_blocks(text)
        finally:
            self._keep_code = True
        if cache:
            self._cache[text] = out
            if len(self._cache) > self.CACHE:
                self._cache.popitem(last=False)
        return out

    def forget(self, texts: Iterable[str]) -> int:
        """Drop the cached blocks of `texts` (the messages of a conversation that left memory);
        returns how many were cached."""
        return sum(self._cache.pop(t, None) is not None for t in texts)

    def _big_blocks(self, text: str) -> list[Block]:
        """Cut at top-level block boundaries; runs of small pieces are markdown, giant pieces
        plain text."""
        out: list[Block] = []
        bounds = [0, *safe_cuts(text), len(text)]
        run_start = 0
        for a, b in pairwise(bounds):
            if b - a > GIANT_BLOCK_CHARS:
                if a > run_start and text[run_start:a].strip():
                    out += self._markdown_blocks(text[run_start:a])
                out.append(giant_block(text[a:b]))
                run_start = b
            elif b - run_start > GIANT_BLOCK_CHARS and a > run_start:
                out += self._markdown_blocks(text[run_start:a])
                run_start = a
        if run_start < len(text) and text[run_start:].strip():
            out += self._markdown_blocks(text[run_start:])
        return out

    def _markdown_blocks(self, text: str) -> list[Block]:
        env: dict[str, Any] = {}
        tokens = self.md.parse(text, env)
        out: list[Block] = []
        group: list[Any] = []
        depth = 0
        prose: list[str] = []

        def flush_prose() -> None:
            if prose:
                out.append(Block.make("prose", self._fix_html("".join(prose))))
                prose.clear()

        for tok in tokens:
            group.append(tok)
            depth += tok.nesting
            if depth != 0:
                continue
            if len(group) == 1 and group[0].type in ("fence", "code_block"):
                flush_prose()
                code = group[0].content
                if code.endswith("\n"):
                    code = code[:-1]
                lang = (
                    (group[0].info or "").strip().split(" ")[0] if group[0].type == "fence" else ""
                )
                out.append(Block.make("code", self.code_html(code, lang), code, lang))
            else:
                prose.append(self.md.renderer.render(group, self.md.options, env))
                # Consecutive prose shares one block (selectable across paragraphs), up to a
                # size that keeps one label cheap to lay out.
                if sum(map(len, prose)) > PROSE_BLOCK_CHARS:
                    flush_prose()
            group = []
        if group:  # unbalanced (should not happen): show what there is
            prose.append(self.md.renderer.render(group, self.md.options, env))
        flush_prose()
        return out

    def _fix_html(self, html: str) -> str:
        """Inline styles for what Qt's rich text draws plainly."""
        c = self.colors
        html = html.replace(
            "<table>",
            f'<table border="1" cellspacing="0" cellpadding="6" '
            f'style="border-collapse:collapse; border-color:{c.border}; margin-top:6px; '
            f'margin-bottom:6px;">',
        )
        html = html.replace("<th>", f'<th style="background-color:{c.inline_code_bg};">')
        html = re.sub(
            r'<th style="text-align:(\w+)">',
            lambda m: f'<th align="{m.group(1)}" style="background-color:{c.inline_code_bg};">',
            html,
        )
        html = re.sub(r'<td style="text-align:(\w+)">', r'<td align="\1">', html)
        html = html.replace("<code>", f'<code style="background-color:{c.inline_code_bg};">')
        html = html.replace(
            "<blockquote>",
            f'<blockquote style="color:{c.quote}; margin-left:12px;">',
        )
        html = html.replace("<a href=", f'<a style="color:{c.link};" href=')
        return html


def _render_image(self, tokens, idx, options, env) -> str:
    tok = tokens[idx]
    src = htmllib.escape(tok.attrGet("src") or "", quote=True)
    alt = htmllib.escape(tok.content or "image")
    # Never load an image: show it as a link the user may choose to open (after confirming).
    return f'<a href="{src}">[image: {alt}]</a>'


# --- incremental ------------------------------------------------------------------------------


@dataclass
class Update:
    committed: list[Block]  # every committed block so far (grows, never changes)
    tail: list[Block]  # the open tail, rendered afresh


class StreamingMarkdown:
    """Finds safe cuts in a growing text and renders only what is new or still open."""

    def __init__(self, renderer: Renderer) -> None:
        self.renderer = renderer
        self.reset()

    def reset(self) -> None:
        self.committed: list[Block] = []
        self.cut = 0  # text[:cut] is committed
        self._scan = 0  # where the next unscanned line starts
        self._fence: tuple[str, int, int] | None = None  # (char, length, indent)
        self._candidate: int | None = None  # a cut after a blank line, waiting for the next line

    def _scan_lines(self, text: str, every: list[int] | None = None) -> int | None:
        """Scan new complete lines; return the furthest safe cut found (or None), and add each
        cut to `every` if given."""
        cut: int | None = None
        pos = self._scan
        n = len(text)
        while pos < n:
            if self._candidate is None:
                hint = (_CLOSE_HINT if self._fence is not None else _OPEN_HINT).search(text, pos)
                if hint is None:  # only ordinary lines left: resume at the unfinished last one
                    pos = text.rfind("\n", pos) + 1 or pos
                    break
                pos = hint.start()
            if self._candidate is not None and self._fence is None:
                # The first character of the line after a blank line decides the cut.
                ch = text[pos]
                if ch in "\n\r":
                    pass  # another blank line: keep waiting
                elif ch in " \t":
                    self._candidate = None  # indented: continues a list item or quote
                else:
                    cut = self._candidate
                    if every is not None:
                        every.append(cut)
                    self._candidate = None
            nl = text.find("\n", pos)
            if nl < 0:
                break
            line = text[pos:nl]
            if self._fence is not None:
                ch, length, indent = self._fence
                stripped = line.strip()
                if (
                    stripped
                    and set(stripped) == {ch}
                    and len(stripped) >= length
                    and len(line) - len(line.lstrip(" ")) <= 3
                ):
                    self._fence = None
                    if indent == 0:
                        cut = nl + 1
                        if every is not None:
                            every.append(cut)
            else:
                m = FENCE_RE.match(line)
                if m and not (m.group(2)[0] == "`" and "`" in m.group(3)):
                    self._fence = (m.group(2)[0], len(m.group(2)), len(m.group(1)))
                    self._candidate = None
                elif not line.strip():
                    self._candidate = nl + 1
            pos = nl + 1
        self._scan = pos
        return cut

    def update(self, text: str) -> Update:
        if len(text) < self._scan:  # the text was replaced, not extended
            self.reset()
        cut = self._scan_lines(text)
        if cut is not None and cut > self.cut:
            piece = text[self.cut : cut]
            # Not cached: the stream keeps its committed blocks itself, and a piece is rendered
            # once; cached, every answer's pieces stayed until 4,096 newer ones pushed them out.
            blocks = self.renderer.blocks(piece, cache=False)
            self.committed.extend(blocks)
            self.cut = cut
        tail_text = text[self.cut :]
        tail = self.renderer.blocks(tail_text, cache=False) if tail_text.strip() else []
        return Update(self.committed, tail)

    def final_blocks(self, text: str) -> list[Block]:
        """The finished text: the committed blocks and the rest rendered as final."""
        self._scan_lines(text)
        rest = text[self.cut :]
        return self.committed + (self.renderer.blocks(rest, cache=False) if rest.strip() else [])


# --- the user's own text ------------------------------------------------------------------------

# Longer texts are shown as they are: their giant pieces are plain text (line breaks kept) anyway,
# and the rewrite below must stay cheap on the GUI thread.
USER_TEXT_MAX = 200_000
_CODE_START = re.compile(
    r"^\s*(def |class |import |from \S+ import|return\b|if \(|for \(|while \(|#include|"
    r"function |const |let |var |public |private |fn |func |package |using |SELECT |@\w)"
)
_CODE_END = ("{", "}", ";", ")", "(", "[", "]", "):", ",", "=>", "->")


def _code_like(line: str) -> bool:
    s = line.rstrip()
    if not s.strip():
        return False
    if line[:1] == "\t" or line.startswith("    "):
        return True
    return bool(_CODE_START.match(s)) or s.endswith(_CODE_END) or s.strip() in ("}", "};", "end")


def _looks_like_code(lines: list[str]) -> bool:
    """A paragraph of pasted code: most of its lines look like code, and it is not one sentence."""
    real = [ln for ln in lines if ln.strip()]
    if len(real) < 2:
        return False
    return sum(map(_code_like, real)) / len(real) >= 0.6


def _guess_lang(lines: list[str]) -> str:
    text = "\n".join(lines)
    if re.search(r"^\s*(def |class |import |from \S+ import )", text, re.M) and ":" in text:
        return "python"
    return ""


NBSP = "&nbsp;"  # the entity: a literal U+00A0 at a paragraph's start is trimmed as space


def _keep_indent(line: str) -> str:
    """A prose line's leading spaces as no-break spaces: Markdown drops them (and four make
    the line a code block), and the user's message is shown as typed. A tab counts 4."""
    body = line.lstrip(" \t")
    lead = line[: len(line) - len(body)]
    return NBSP * (lead.count(" ") + 4 * lead.count("\t")) + body if lead else line


def user_markdown(text: str) -> str:
    """The user's message as markdown that shows it as typed: every line break kept (a hard break
    in prose) and pasted code without a fence fenced, so it renders as code. Fences the user
    wrote stay as they are."""
    if len(text) > USER_TEXT_MAX:
        return text
    out: list[str] = []
    para: list[str] = []  # prose or code lines since the last blank line
    code: list[str] = []  # consecutive code paragraphs, blank lines between kept

    def flush_code() -> None:
        while code and not code[-1].strip():
            code.pop()
        if code:
            body = "\n".join(code)
            fence = "`" * max(3, max((len(r) for r in re.findall(r"`+", body)), default=0) + 1)
            out.append(f"{fence}{_guess_lang(code)}\n{body}\n{fence}")
            out.append("")
        code.clear()

    def flush_para() -> None:
        if not para:
            return
        if _looks_like_code(para) or (code and all(map(_code_like, para))):
            lead = 0  # "Fix this:" on the line above the code stays prose
            while not code and lead < len(para) - 2 and not _code_like(para[lead]):
                lead += 1
            if lead:
                out.append("  \n".join(ln.rstrip() for ln in para[:lead]))
                out.append("")
                del para[:lead]
            if code:
                code.append("")
            code.extend(para)
        else:
            flush_code()
            # Two trailing spaces: a hard line break inside the paragraph.
            out.append("  \n".join(_keep_indent(ln.rstrip()) for ln in para))
            out.append("")
        para.clear()

    fence: tuple[str, int] | None = None
    for line in text.split("\n"):
        if fence is not None:
            out.append(line)
            stripped = line.strip()
            if stripped and set(stripped) == {fence[0]} and len(stripped) >= fence[1]:
                fence = None
            continue
        m = FENCE_RE.match(line)
        if m and not (m.group(2)[0] == "`" and "`" in m.group(3)):
            flush_para()
            flush_code()
            fence = (m.group(2)[0], len(m.group(2)))
            out.append(line)
        elif not line.strip():
            flush_para()
        else:
            para.append(line)
    flush_para()
    flush_code()
    return "\n".join(out).rstrip("\n")


_MD_NOISE = [
    (re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$", re.M), " "),  # table rule
    (re.compile(r"(\*\*|__|~~|`+)"), ""),  # bold, strike, code marks
    (re.compile(r"(?<![\w\x02\x03])[*_](?=\S)|(?<=\S)[*_](?![\w\x02\x03])"), ""),  # emphasis
    (re.compile(r"^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+", re.M), ""),  # heading, quote, list mark
    (re.compile(r"\s*\|\s*"), " · "),  # table cells
    (re.compile(r"!?\[([^\]]*)\]\([^)]*\)"), r"\1"),  # links and images: their text
]


def plain_snippet(text: str) -> str:
    """A search snippet without markdown's marks (pipes, `**`, `#`...), on one line. The
    search's own match markers (\\x02, \\x03) are kept."""
    for pattern, repl in _MD_NOISE:
        text = pattern.sub(repl, text)
    text = re.sub(r"·(\s*·)+", "·", " ".join(text.split()))
    return text.strip(" ·")
