"""The `ling-desk` command's entry point: the gateway keeper, which starts at every login, without
importing the rest of the app; everything else through app.cli."""

from __future__ import annotations

import sys


def main() -> int:
    # httpx's package imports its command-line tool in a try (click, pygments and rich where they
    # are installed: ~45 ms of every process of ours that makes a request); Ling Desk never calls
    # it, so that import is answered "not there" at once and httpx's own fallback stands in. Here,
    # in our processes' entry, not in the package: app.engine_ext runs inside SGLang's.
    sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
    if sys.argv[1:2] == ["gateway-keeper"]:
        from app.core.keeper import main as keeper_main

        if "install" in sys.argv[2:]:  # only then the policy (and the settings it imports)
            from app.core.policy import keeper_refusal

            if refused := keeper_refusal(sys.argv[2:]):
                print(f"ling-desk gateway-keeper: {refused}", file=sys.stderr)
                return 2  # as every refusal by the administrator's policy
        return keeper_main(sys.argv[2:])
    from app.cli import main as cli_main

    return cli_main()
