from __future__ import annotations

from app.core.engine import events as ev
from app.core.engine.logparse import (
    LineAssembler,
    TracebackCollector,
    diagnose,
    iter_events,
    parse_line,
    strip_prefix,
)

T = "[2026-12-02 11:00:00] "


def one(line: str):
    events = parse_line(line)
    assert len(events) == 1, events
    return events[0]


def test_prefix_variants():
    assert strip_prefix(T + "hello") == "hello"
    assert strip_prefix("[2026-12-02 11:00:00 TP0] hello") == "hello"
    assert strip_prefix("[2026-12-02 11:00:00 DP1 TP3 EP3] hello") == "hello"
    assert strip_prefix("(Scheduler pid=12) [2026-12-02 11:00:00] hello") == "hello"
    assert strip_prefix("no prefix") == "no prefix"


def test_decode_batch_with_speculation():
    e = one(
        T
        + "Decode batch, #running-req: 1, #full token: 1234, full token usage: 0.01, mamba num: 2, "
        "mamba usage: 0.03, accept len: 2.68, accept rate: 0.56, cuda graph: True, "
        "gen throughput (token/s): 53.90, #queue-req: 0, "
    )
    assert e == ev.DecodeStats(1, 2.68, 0.56, 53.9, True, 0)


def test_decode_batch_silent_bug_and_no_speculation():
    e = one(T + "Decode batch, #running-req: 1, #token: 99, token usage: 0.00, accept len: 1.00, "
                "accept rate: 0.00, cuda graph: False, gen throughput (token/s): 24.01, #queue-req: 0")  # fmt: skip
    assert e.accept_len == 1.0 and e.gen_throughput == 24.01 and e.cuda_graph is False
    e = one(T + "Decode batch, #running-req: 1, #token: 99, token usage: 0.00, cuda graph: True, "
                "gen throughput (token/s): 37.81, #queue-req: 0")  # fmt: skip
    assert e.accept_len is None and e.gen_throughput == 37.81


def test_loading_stages():
    assert one(T + "Load weight begin. avail mem=119.52 GB") == ev.WeightsLoadBegin(119.52)
    e = one(T + "Load weight end. elapsed=42.10 s, type=BailingMoeV3ForCausalLM, quant=fp8, "
                "avail mem=58.20 GB, mem usage=61.32 GB.")  # fmt: skip
    assert e == ev.WeightsLoaded(42.1, "BailingMoeV3ForCausalLM", "fp8", 58.2)
    assert one(T + "KV Cache is allocated. #tokens: 100").kind == "kv"
    assert one(T + "Mamba Cache is allocated. max_mamba_cache_size: 64").kind == "mamba"
    assert one(T + "Memory pool end. avail mem=20.00 GB").kind == "pool"
    g = one(T + "Capture target verify CUDA graph end. elapsed=3.20 s, mem usage=0.4 GB")
    assert g == ev.GraphCapture("target verify", "end", 3.2)
    assert isinstance(one(T + "The server is fired up and ready to roll!"), ev.ServerReady)


def test_evidence_lines():
    assert isinstance(one(T + "Using indexed gemm for humming moe"), ev.HummingMoeLine)
    assert isinstance(one(T + "Using grouped_contiguous gemm for humming moe"), ev.HummingMoeLine)
    assert isinstance(one(T + "Online FP8 quantization enabled for lm_head."), ev.Fp8HeadClaim)
    report = one(T + 'LING_DESK_ENGINE_REPORT {"schema": 1, "role": "draft", "head_shared": true}')
    assert report.data["head_shared"] is True
    skipped = one(
        T
        + "Ignore import error when loading ling_desk_engine_ext.bailing: No module named 'humming'"
    )
    assert skipped.data["role"] == "extension" and skipped.data["applied"] is False
    assert "No module named 'humming'" in skipped.data["errors"][0]
    broken = one(T + "LING_DESK_ENGINE_REPORT {not json")
    assert broken.data["errors"][0].startswith("unreadable report")


def test_carriage_return_progress_and_partial_lines():
    a = LineAssembler()
    out = a.feed(b"[2026-12-02 11:00:00] Load weight beg")
    assert out == []  # partial line held back
    out = a.feed(
        b"in. avail mem=100.00 GB\nLoading safetensors checkpoint shards:   0% Completed | 0/14 [00:00<?, ?it/s]\r"
    )
    out += a.feed(
        b"Loading safetensors checkpoint shards:  50% Completed | 7/14 [00:05<00:05, 1.3it/s]\r"
    )
    out += a.feed(
        b"Loading safetensors checkpoint shards: 100% Completed | 14/14 [00:10<00:00, 1.3it/s]\n"
    )
    assert out[0] == ("[2026-12-02 11:00:00] Load weight begin. avail mem=100.00 GB", False)
    assert [p for _, p in out[1:]] == [True, True, False]
    progress = [parse_line(line, p)[0] for line, p in out[1:]]
    assert [(e.percent, e.done, e.total) for e in progress] == [
        (0, 0, 14),
        (50, 7, 14),
        (100, 14, 14),
    ]
    assert a.feed(b"tail without newline") == [] and a.flush() == [("tail without newline", False)]
    # \r\n is a normal line end, even split across reads
    assert a.feed(b"x\r") == [] and a.feed(b"\ny\n") == [("x", False), ("y", False)]


def test_tracebacks_collected_one_event_each_when_chained():
    lines = [
        T + "Scheduler hit an exception: Traceback (most recent call last):",
        "Traceback (most recent call last):",
        '  File "/x/model_runner.py", line 10, in load',
        "    raise ValueError('bad')",
        "ValueError: bad",
        "",
        "During handling of the above exception, another exception occurred:",
        "",
        "Traceback (most recent call last):",
        '  File "/x/y.py", line 3, in <module>',
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
    ]
    tb = TracebackCollector()
    seen = [t for line in lines if (t := tb.feed(line))]
    assert [t.last_line.split(":")[0] for t in seen] == ["ValueError", "torch.OutOfMemoryError"]
    assert '"/x/model_runner.py", line 10' in seen[0].text
    kinds = [type(e).__name__ for e in iter_events(lines)]
    assert "OutOfMemory" in kinds and "TracebackSeen" in kinds


def test_diagnoses():
    oom = diagnose([T + "Load weight begin.", "torch.OutOfMemoryError: CUDA out of memory."])
    assert oom.kind == "oom" and "memory" in oom.remedy
    port = diagnose(["OSError: [Errno 98] Address already in use"])
    assert port.kind == "port_in_use"
    missing = diagnose(["OSError: /m does not appear to have a file named config.json."])
    assert missing.kind == "model_missing"
    cuda = diagnose(["RuntimeError: CUDA error: no kernel image is available"])
    assert cuda.kind == "cuda_error"
    fault = diagnose(
        ["torch.AcceleratorError: CUDA error: an illegal memory access was encountered"]
    )
    assert fault.kind == "cuda_fault" and "Restart" in fault.remedy
    tb = diagnose(["Traceback (most recent call last):", '  File "a.py", line 1', "KeyError: 'x'"])
    assert tb.kind == "traceback" and "KeyError: 'x'" in tb.summary
    assert diagnose(["just stopped"]).kind == "unknown"
