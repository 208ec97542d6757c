"""The stdio transport's pieces: the stderr ring, the beginning of a cut result, and finding a
process tree by /proc (real processes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time

from app.core.procgroup import descendants
from app.core.tools.stdio import MessageTooLarge, StderrRing, head_text


def test_the_ring_keeps_the_last_lines_each_cut_to_its_width():
    ring = StderrRing(lines=3, width=10)
    ring.feed(b"one\ntwo\nthree\nfour\n")
    assert ring.lines() == ["two", "three", "four"]
    ring.feed(b"x" * 100 + b"\n")
    assert ring.lines()[-1] == "x" * 10
    assert ring.tail(2) == "four / xxxxxxxxxx"


def test_a_line_split_across_reads_is_one_line_and_one_without_end_stays_bounded():
    ring = StderrRing(lines=5, width=20)
    ring.feed(b"hal")
    ring.feed(b"f a line\nnext")
    assert ring.lines() == ["half a line", "next"]
    ring.feed(b"z" * 10_000_000)  # a line that never ends: kept bounded, not 10 MB
    assert len(ring.lines()[-1]) == 20
    assert len(ring._partial) <= 80
    ring.finish()
    assert ring.lines()[-1] == "next" + "z" * 16


def test_blank_lines_and_bad_utf8_do_not_count():
    ring = StderrRing()
    ring.feed(b"\n\n  \r\nbad \xff byte\r\n")
    assert ring.lines() == ["bad \ufffd byte"]


def test_since_a_mark_only_the_lines_written_after_it():
    ring = StderrRing(lines=4)
    ring.feed(b"early warning\n")
    mark = ring.written
    assert ring.tail(since=mark) == ""
    ring.feed(b"a\nb\nc\nd\ne\n")  # more than the ring holds since the mark
    assert ring.lines(since=mark) == ["b", "c", "d", "e"]
    assert ring.tail(since=ring.written - 1) == "e"


def _line(text: str, *, python_order: bool = True) -> bytes:
    content = {"content": [{"type": "text", "text": text}]}
    msg = {"jsonrpc": "2.0", "id": 3, "result": content}
    if not python_order:  # the TypeScript SDK writes the result before the id
        msg = {"result": content, "jsonrpc": "2.0", "id": 3}
    return json.dumps(msg, ensure_ascii=True).encode()


def test_the_beginning_of_a_cut_result_is_decoded_from_the_head():
    text = 'héllo "quoted" \\ back\nnewline 😀 ' + "x" * 5000
    for order in (True, False):
        head = _line(text, python_order=order)[:3000]
        got = head_text(head, 40)
        assert got == text[:40]
    # Cut in the middle of every escape: never a broken character, always a prefix.
    full = _line(text)
    for end in range(60, 140):
        got = head_text(full[:end], 1000)
        assert text.startswith(got)


def test_a_cut_without_text_gives_no_beginning():
    assert head_text(b'{"jsonrpc":"2.0","id":1,"result":{"tools":[', 100) == ""
    assert MessageTooLarge(1_000_000, b"").beginning(100) == ""
    assert str(MessageTooLarge(1_000_000, b"")) == "a message larger than 1.0 MB"


def test_descendants_finds_a_grandchild_that_left_the_session():
    code = textwrap.dedent(
        """
        import os, sys, time
        r, w = os.pipe()
        if os.fork() == 0:
            os.setsid()
            os.write(w, str(os.getpid()).encode() + b"\\n")
            time.sleep(60)
            os._exit(0)
        print(os.read(r, 100).decode().strip(), flush=True)
        time.sleep(60)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        grandchild = int(proc.stdout.readline())
        assert os.getsid(grandchild) == grandchild != os.getsid(proc.pid)
        assert set(descendants(os.getpid())) >= {proc.pid, grandchild}
        assert descendants(proc.pid) == [grandchild]
        os.kill(grandchild, 9)
        deadline = time.monotonic() + 10
        while descendants(proc.pid) and time.monotonic() < deadline:  # a zombie is not live
            time.sleep(0.02)
        assert descendants(proc.pid) == []
    finally:
        proc.kill()
        proc.wait()
