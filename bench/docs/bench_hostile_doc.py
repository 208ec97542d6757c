"""Memory of the process that adds a hostile document to the library (issue 35 item 8).

    .venv/bin/python bench/docs/bench_hostile_doc.py [--code DIR]

Each case runs `Library.add` in a fresh Python process (the window's role: the library's
caller) and prints that process' peak RSS before and after, the file's status and its chunks;
the extraction worker is a child of it with its own limit, not counted. `--code DIR` runs the
same cases against another checkout's app/ (e.g. one extracted with `git archive` from before
the fix) to compare. Cases: the shared-string XLSX of the report (~1.3 MB), and a plain text
document just under the per-document character limit (the most a legitimate file brings in).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.support.docs_make import make_shared_string_xlsx  # noqa: E402

CHILD = r"""
import json, resource, sys, time
from app.core.docs.library import Library
def rss_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
before = rss_mb()
t = time.monotonic()
with Library(sys.argv[1]) as lib:
    [r] = [x for x in lib.add([sys.argv[2]]) if x.status != "removed"]
    size = lib.path.stat().st_size
print(json.dumps({"before_mb": before, "peak_mb": rss_mb(), "status": r.status,
                  "chunks": r.chunks, "error": r.error, "s": time.monotonic() - t,
                  "library_mb": size / 2**20}))
"""


def run(code: Path, doc: Path, work: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(code))
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(work / f"lib-{doc.stem}.sqlite3"), str(doc)],
        capture_output=True, text=True, env=env, cwd=code, timeout=1800,
    )  # fmt: skip
    if out.returncode != 0:
        return {"status": f"process failed: {out.stderr.strip().splitlines()[-1:]}"}
    return json.loads(out.stdout)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--code", type=Path, default=ROOT, help="a checkout whose app/ is measured")
    ap.add_argument(
        "--rows", type=int, default=42_000, help="XLSX rows of 10 cells (42,000: 1.1 MB)"
    )
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        xlsx = make_shared_string_xlsx(
            work / "shared.xlsx", rows=args.rows, cols=10, string_chars=1200
        )
        text = work / "near-limit.txt"
        para = "A sentence of an ordinary long report, about harbours and ships. " * 18 + "\n\n"
        text.write_text(para * (15_500_000 // len(para)))
        print(f"code: {args.code}")
        for doc in (xlsx, text):
            r = run(args.code, doc, work)
            print(f"{doc.name} ({doc.stat().st_size / 2**20:.1f} MB): {json.dumps(r)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
