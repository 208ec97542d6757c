import sys

# httpx's package imports its command-line tool in a try (click, pygments and rich where they are
# installed: ~45 ms of every process that makes a request); Ling Desk never calls it, so that
# import is answered "not there" at once, and httpx's own fallback stands in for it.
sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
