"""Turn SGLang's output into lines, and lines into typed events.

SGLang logs `[YYYY-MM-DD HH:MM:SS] message` (with ` TPn`/`DPn`... rank tags after the time when
parallel); tqdm progress arrives as carriage-return updates without newlines.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator

from app.core.engine import events as ev
from app.core.words import QT_TRANSLATE_NOOP, translate

EXT_REPORT_PREFIX = "LING_DESK_ENGINE_REPORT "
EXT_PACKAGE = "ling_desk_engine_ext"
EXT_IMPORT_ERROR = "Ignore import error when loading"

_PREFIX = re.compile(
    r"^(?:\(\w+ pid=\d+[^)]*\)\s*)?"
    r"\[(?P<time>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:\s+(?:DP|TP|EP|PP|CP)\d+)*\]\s?"
)
_FLOAT = r"([0-9]+(?:\.[0-9]+)?)"
_LOAD_BEGIN = re.compile(r"Load weight begin\. avail mem=" + _FLOAT + " GB")
_LOAD_END = re.compile(r"Load weight end\.(?P<rest>.*)")
_PROGRESS = re.compile(
    r"Loading (?:safetensors )?checkpoint shards:\s*(?P<pct>\d+)% Completed \|\s*(?P<i>\d+)/(?P<n>\d+)"
)
_GRAPH = re.compile(
    r"Capture (?P<name>[\w ]+?) CUDA graph (?P<phase>begin|end)\.(?P<rest>.*)", re.I
)
_DECODE_HEAD = r"Decode batch(?: \[\d+\])?, "
_DECODE = re.compile(_DECODE_HEAD + r"(?P<rest>.*)")
# Right after the log prefix: the scheduler's own line, not one that quotes it.
_DECODE_STATUS = re.compile(r"\] " + _DECODE_HEAD)
_FIELD = re.compile(r"(?P<key>[#\w][\w ()/#-]*?):\s*(?P<val>[^,]+)")
_MOE_BACKEND = re.compile(r"moe_runner_backend[=:]\s*'?(?P<b>[a-z0-9_]+)")

READY_TEXT = "The server is fired up and ready to roll!"
# moe_runner/humming.py logs this once, at the first MoE forward; the GEMM type is "indexed" by
# default and "grouped_contiguous" with SGLANG_HUMMING_MOE_GEMM_TYPE=grouped.
_HUMMING_MOE = re.compile(r"Using \w+ gemm for humming moe")
FP8_HEAD_CLAIM_TEXT = "Online FP8 quantization enabled for lm_head."
OOM_MARKERS = (
    "CUDA out of memory",
    "OutOfMemoryError",
    "CUDA error: out of memory",
    "Not enough memory",
    "cudaErrorMemoryAllocation",
)


class LineAssembler:
    """Split a byte stream into lines; a lone carriage return ends a progress update.

    Partial lines are held until their end arrives; `flush()` returns what is left at EOF.
    """

    def __init__(self) -> None:
        self._buf = ""

    def feed(self, data: bytes | str) -> list[tuple[str, bool]]:
        """Return (line, is_progress) pairs completed by `data`."""
        if isinstance(data, bytes):
            data = data.decode("utf-8", errors="replace")
        self._buf += data
        out: list[tuple[str, bool]] = []
        while True:
            nl = self._buf.find("\n")
            cr = self._buf.find("\r")
            if nl < 0 and cr < 0:
                break
            if cr >= 0 and (nl < 0 or cr < nl):
                if cr == len(self._buf) - 1:
                    break  # might be the first half of \r\n: wait for more
                line, rest = self._buf[:cr], self._buf[cr + 1 :]
                if rest.startswith("\n"):
                    out.append((line, False))
                    self._buf = rest[1:]
                else:
                    if line:
                        out.append((line, True))
                    self._buf = rest
            else:
                out.append((self._buf[:nl], False))
                self._buf = self._buf[nl + 1 :]
        return out

    def flush(self) -> list[tuple[str, bool]]:
        rest, self._buf = self._buf.rstrip("\r"), ""
        return [(rest, False)] if rest else []


def is_decode_status(line: str) -> bool:
    """SGLang's periodic `Decode batch` status line (one every 40 decode steps: thousands an
    hour). In a row, each stands for the ones before it, as a progress bar's update does."""
    return _DECODE_STATUS.search(line) is not None


def strip_prefix(line: str) -> str:
    m = _PREFIX.match(line)
    return line[m.end() :] if m else line


def _num(text: str) -> float | None:
    try:
        return float(text.strip().rstrip("."))
    except ValueError:
        return None


def parse_decode(msg: str) -> ev.DecodeStats | None:
    m = _DECODE.search(msg)
    if not m:
        return None
    fields = {f.group("key").strip(): f.group("val").strip() for f in _FIELD.finditer(m["rest"])}

    def f(key: str) -> float | None:
        return _num(fields[key]) if key in fields else None

    def i(key: str) -> int | None:
        v = f(key)
        return int(v) if v is not None else None

    cg = fields.get("cuda graph")
    return ev.DecodeStats(
        running_req=i("#running-req"),
        accept_len=f("accept len"),
        accept_rate=f("accept rate"),
        gen_throughput=f("gen throughput (token/s)"),
        cuda_graph=None if cg is None else cg.strip() == "True",
        queue_req=i("#queue-req"),
    )


def parse_ext_report(msg: str) -> dict | None:
    idx = msg.find(EXT_REPORT_PREFIX)
    if idx < 0:
        return None
    try:
        data = json.loads(msg[idx + len(EXT_REPORT_PREFIX) :])
    except json.JSONDecodeError:
        return {"schema": 0, "role": "unknown", "errors": ["unreadable report: " + msg[idx:]]}
    return data if isinstance(data, dict) else None


def parse_line(line: str, progress: bool = False) -> list[ev.EngineEvent]:
    """Events carried by one complete line (most lines carry none)."""
    msg = strip_prefix(line)
    out: list[ev.EngineEvent] = []
    if m := _PROGRESS.search(msg):
        out.append(ev.WeightsProgress(int(m["pct"]), int(m["i"]), int(m["n"])))
        return out
    if progress:
        return out
    if (report := parse_ext_report(msg)) is not None:
        out.append(ev.ExtReport(report))
    elif EXT_IMPORT_ERROR in msg and EXT_PACKAGE in msg:
        # SGLang's registry skips a model module that fails to import, with only this warning.
        out.append(ev.ExtReport({"schema": 1, "role": "extension", "applied": False,
                                 "errors": [msg.strip()]}))  # fmt: skip
    elif m := _LOAD_BEGIN.search(msg):
        out.append(ev.WeightsLoadBegin(_num(m.group(1))))
    elif m := _LOAD_END.search(msg):
        kv = dict(re.findall(r"(\w[\w ]*?)=([^,]+)", m["rest"]))
        elapsed = kv.get("elapsed", "").replace("s", "").strip()
        avail = kv.get("avail mem", "").replace("GB", "").strip()
        out.append(
            ev.WeightsLoaded(_num(elapsed) if elapsed else None, kv.get("type"), kv.get("quant"),
                             _num(avail) if avail else None)
        )  # fmt: skip
    elif "KV Cache is allocated" in msg:
        out.append(ev.CacheAllocated("kv", msg))
    elif "Mamba Cache is allocated" in msg:
        out.append(ev.CacheAllocated("mamba", msg))
    elif msg.startswith("Memory pool end"):
        out.append(ev.CacheAllocated("pool", msg))
    elif m := _GRAPH.search(msg):
        el = re.search(r"elapsed=" + _FLOAT, m["rest"])
        out.append(
            ev.GraphCapture(m["name"].strip().lower(), m["phase"].lower(),
                            _num(el.group(1)) if el else None)
        )  # fmt: skip
    elif READY_TEXT in msg:
        out.append(ev.ServerReady())
    elif (d := parse_decode(msg)) is not None:
        out.append(d)
    elif _HUMMING_MOE.search(msg):
        out.append(ev.HummingMoeLine(msg))
    elif FP8_HEAD_CLAIM_TEXT in msg:
        out.append(ev.Fp8HeadClaim(msg))
    elif (m := _MOE_BACKEND.search(msg)) and "server_args" not in msg.lower():
        out.append(ev.MoeBackendLine(m["b"], msg))
    if any(marker in msg for marker in OOM_MARKERS):
        out.append(ev.OutOfMemory(msg))
    return out


class TracebackCollector:
    """Collect Python tracebacks spread over many lines into one event."""

    def __init__(self) -> None:
        self._lines: list[str] | None = None

    def feed(self, line: str) -> ev.TracebackSeen | None:
        msg = strip_prefix(line)
        # SGLang also logs "Scheduler hit an exception: Traceback (most recent call last):".
        if "Traceback (most recent call last):" in msg:
            self._lines = [msg[msg.index("Traceback") :]]
            return None
        if self._lines is None:
            return None
        self._lines.append(msg)
        # The traceback ends at its first unindented line after the frames: "SomeError: ...".
        if msg and not msg[0].isspace() and len(self._lines) > 1:
            # Chained exceptions arrive as separate events; the last one is the decisive one.
            text, self._lines = "\n".join(self._lines), None
            return ev.TracebackSeen(text, msg)
        if len(self._lines) > 400:  # never grow without bound on a garbled stream
            text, self._lines = "\n".join(self._lines), None
            return ev.TracebackSeen(text, msg)
        return None


def iter_events(lines: Iterable[str]) -> Iterator[ev.EngineEvent]:
    """Parse a whole log (tests, replay of a log file)."""
    tb = TracebackCollector()
    for raw in lines:
        for line, progress in LineAssembler().feed(raw + "\n") or [(raw, False)]:
            yield from parse_line(line, progress)
            if t := tb.feed(line):
                yield t


# kind, markers, summary, remedy in plain words, its technical detail.
_DIAGNOSES: tuple[tuple[str, tuple[str, ...], str, str, str], ...] = (
    (
        "oom",
        OOM_MARKERS,
        QT_TRANSLATE_NOOP(
            "engine",
            "The engine ran out of GPU memory.",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "Close other GPU programs, lower the memory fraction in Settings > Engine, or shorten "
            "the context length; on a DGX Spark keep at least 91 GB free before starting.",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "The memory fraction is SGLang's --mem-fraction-static and the context length its "
            "--context-length.",
        ),
    ),
    (
        "port_in_use",
        ("Address already in use", "address already in use", "Port is already in use",
         "is already in use"),
        QT_TRANSLATE_NOOP(
            "engine",
            "The engine's port is taken by another program.",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "Let Ling Desk pick a free port (set the port to 0 in Settings > Engine), or stop the "
            "other program.",
        ),
        "",
    ),
    (
        "model_missing",
        ("is not a valid model identifier", "does not appear to have a file named",
         "Can't load the configuration", "LocalEntryNotFoundError", "OfflineModeIsEnabled",
         "No such file or directory", "HFValidationError", "not a local folder"),
        QT_TRANSLATE_NOOP(
            "engine",
            "The engine could not find the model files.",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "Point Settings > Engine > Model folder at a local copy of Ling-3.0-flash-fp4: the "
            "folder that holds its config file and weight shards.",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "A folder with config.json and the safetensors shards; on the command line, pass "
            "--model PATH.",
        ),
    ),
    (
        # A kernel fault while serving: a restart usually cures it (unlike a driver problem).
        "cuda_fault",
        ("illegal memory access", "cudaErrorIllegalAddress", "device-side assert",
         "CUBLAS_STATUS_EXECUTION_FAILED", "unspecified launch failure"),
        QT_TRANSLATE_NOOP(
            "engine",
            "A GPU kernel failed while the engine ran (an illegal memory access or a device assert).",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "Restart the engine. If the same request breaks it again, turn the optimizations off one "
            "at a time (Settings > Optimizations) to find the kernel, and keep the engine log.",
        ),
        "",
    ),
    (
        "cuda_error",
        ("CUDA error", "no CUDA GPUs are available", "CUDA driver version is insufficient",
         "cudaError", "NCCL error", "Found no NVIDIA driver"),
        QT_TRANSLATE_NOOP(
            "engine",
            "The GPU or its driver reported an error.",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "Check that the NVIDIA driver sees the GPU and supports CUDA 13 (update it if not), "
            "then restart the engine.",
        ),
        QT_TRANSLATE_NOOP(
            "engine",
            "`nvidia-smi` lists the GPU and the CUDA version its driver supports.",
        ),
    ),
)  # fmt: skip


def diagnose(lines: Iterable[str]) -> ev.Diagnosis:
    """A plain-language cause for a failed engine, from its last log lines."""
    lines = list(lines)
    for kind, markers, summary, remedy, detail in _DIAGNOSES:
        for line in reversed(lines):
            if any(mk in line for mk in markers):
                return ev.Diagnosis(
                    kind,
                    translate("engine", summary),
                    translate("engine", remedy),
                    strip_prefix(line).strip(),
                    translate("engine", detail) if detail else "",
                )
    tb = TracebackCollector()
    last_tb: ev.TracebackSeen | None = None
    for line in lines:
        if t := tb.feed(line):
            last_tb = t
    if last_tb is not None:
        return ev.Diagnosis(
            "traceback",
            translate("engine", "The engine failed with a Python error: {error}").format(
                error=last_tb.last_line
            ),
            translate(
                "engine",
                "Read the Python error in the engine log. If it names a package, check the engine "
                "environment: it needs SGLang 0.5.23 and humming-kernels.",
            ),
            last_tb.last_line,
            translate(
                "engine",
                "`ling-desk check` checks the engine environment (sglang 0.5.23 and "
                "humming-kernels).",
            ),
        )
    errs = [ln for ln in lines if "Error" in ln or "error" in ln]
    return ev.Diagnosis(
        "unknown",
        translate("engine", "The engine stopped without a recognised cause."),
        translate("engine", "Read the last lines of the engine log below."),
        strip_prefix(errs[-1]).strip() if errs else "",
        translate("engine", "`ling-desk check` runs every check."),
    )
