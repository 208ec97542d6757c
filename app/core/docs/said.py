"""A document's places and counts as people read them, in their language (issue 41).

A passage's location is stored and given to the model in one fixed English form ("page 3",
"sheet Budget, rows 2-51", "heading Intro to heading Scope"): code reads it (`startswith("page
")`) and the index keeps it. It is put into words only where a person sees it: `location_text`
reads the stored form back and says each part with `translate`; a form it does not know is
shown as it is.
"""

from __future__ import annotations

import re

from app.core.words import translate

_RANGE = re.compile(r"(\d+)-(\d+)")


def _part(loc: str) -> str | None:
    """One stored place in words, or None when it is not one of the stored forms."""
    word, _, rest = loc.partition(" ")
    if loc in ("headers", "body", "attachments"):
        return {
            "headers": translate("docs", "headers", "of an e-mail"),
            "body": translate("docs", "body", "of an e-mail"),
            "attachments": translate("docs", "attachments", "of an e-mail"),
        }[loc]
    if word == "heading" and rest:
        return translate("docs", "heading {title}").format(title=rest)
    if word == "sheet" and rest:
        return translate("docs", "sheet {name}").format(name=rest)
    if rest.isdigit():
        if word == "page":
            return translate("docs", "page {page}").format(page=rest)
        if word == "slide":
            return translate("docs", "slide {slide}").format(slide=rest)
        if word == "row":
            return translate("docs", "row {row}").format(row=rest)
    if (m := _RANGE.fullmatch(rest)) is not None:
        first, last = m.groups()
        if word == "pages":
            return translate("docs", "pages {first}-{last}").format(first=first, last=last)
        if word == "rows":
            return translate("docs", "rows {first}-{last}").format(first=first, last=last)
        if word == "lines":
            return translate("docs", "lines {first}-{last}").format(first=first, last=last)
    return None


def _place(loc: str) -> str | None:
    """A place, or a sheet's rows ("sheet Budget, rows 2-51": the rows first, since a sheet's
    name may hold anything)."""
    where, sep, rows = loc.rpartition(", ")
    r = _part(rows) if sep and rows.startswith("row") else None
    if r is not None and (w := _part(where)) is not None:
        return translate("docs", "{sheet}, {rows}", "a sheet's rows").format(sheet=w, rows=r)
    return _part(loc)


def location_text(loc: str) -> str:
    """The stored location `loc` in the current language (as it is when it is no stored form)."""
    if not loc:
        return ""
    if (one := _place(loc)) is not None:
        return one
    # A passage over several places: "slide 3 to slide 4" (a name may hold " to " itself).
    for m in re.finditer(" to ", loc):
        first, last = _place(loc[: m.start()]), _place(loc[m.end() :])
        if first is not None and last is not None:
            return translate("docs", "{first} to {last}", "places in a document").format(
                first=first, last=last
            )
    return loc
