"""The simulated scheduler: prefill, (speculative) decode steps, stats and metrics.

One thread runs batches like SGLang's scheduler event loop.  The stats follow
managers/scheduler_components/metrics_reporter.py:

* ``forward_ct_decode`` counts decode forwards (verify steps with NEXTN) over the whole
  server; every ``decode_log_interval`` of them the "Decode batch" line is logged and the
  gauges / ``last_gen_throughput`` / lifetime spec totals are refreshed at that moment.
* accept len = accepted tokens / forwards in the interval; accept rate = correct drafts /
  (forwards * (num_draft_tokens - 1)); gen throughput = tokens since the last log / time
  since the last log.
* per request (tokenizer_manager._calculate_spec_decoding_metrics):
  spec_accept_length = completion_tokens / spec_verify_ct, spec_accept_rate = correct
  drafts / (verify_ct * (num_draft_tokens - 1)), and a histogram of correct drafts per step.
"""

from __future__ import annotations

import queue
import threading
import time
import uuid
from dataclasses import dataclass, field

from .logs import LOG
from .textgen import Piece


@dataclass
class Request:
    pieces: list[Piece]
    natural_stop: bool
    prompt_tokens: int
    stream: bool = False
    log_metrics: bool = True
    kind: str = "real"  # "real" | "warmup" | "health"
    reasoning_tokens: int = 0
    cached_tokens: int = 0  # of prompt_tokens, held by the prefix cache (no prefill needed)
    rid: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: float = field(default_factory=time.monotonic)
    created_wall: float = field(default_factory=time.time)
    events: queue.Queue = field(default_factory=queue.Queue)
    produced: int = 0
    first_token_time: float | None = None
    finished_time: float | None = None
    last_token_time: float | None = None
    aborted: bool = False
    done: bool = False
    verify_ct: int = 0
    correct_drafts: int = 0
    histogram: list[int] = field(default_factory=list)
    _acc: float = 0.0

    @property
    def total(self) -> int:
        return len(self.pieces)

    def finish_reason(self) -> dict | None:
        if not self.done:
            return None
        if self.aborted:
            return {"type": "abort", "message": "Abort before prefill"}
        if self.natural_stop:
            return {"type": "stop", "matched": 156892}
        return {"type": "length", "length": self.total}

    def spec_meta(self, num_draft_tokens: int) -> dict:
        if self.verify_ct <= 0:
            return {}
        proposed = self.verify_ct * (num_draft_tokens - 1)
        meta = {}
        if proposed > 0:
            meta = {
                "spec_accept_rate": self.correct_drafts / proposed,
                "spec_accept_length": self.produced / self.verify_ct,
                "spec_num_correct_drafts": self.correct_drafts,
                "spec_num_proposed_drafts": proposed,
                "spec_verify_ct": self.verify_ct,
            }
        if self.histogram:
            meta["spec_correct_drafts_histogram"] = list(self.histogram)
        return meta


class Metrics:
    """The Prometheus series the double exports, in prometheus_client's multiprocess form."""

    TTFT_BUCKETS = (0.1, 0.2, 0.4, 0.6, 0.8, 1, 2, 4, 6, 8, 10, 20, 40, 60, 80, 100, 200, 400)
    E2E_BUCKETS = (
        0.1,
        0.2,
        0.4,
        0.6,
        0.8,
        1,
        2,
        4,
        6,
        8,
        10,
        20,
        40,
        60,
        80,
        100,
        200,
        400,
        600,
        1200,
        1800,
        2400,
    )
    ITL_BUCKETS = (
        0.002,
        0.004,
        0.006,
        0.008,
        0.010,
        0.015,
        0.020,
        0.025,
        0.030,
        0.035,
        0.040,
        0.060,
        0.080,
        0.100,
        0.200,
        0.400,
        0.600,
        0.800,
        1.000,
        2.000,
        4.000,
        6.000,
        8.000,
    )

    GAUGES = (
        ("sglang:num_running_reqs", "The number of running requests."),
        ("sglang:num_queue_reqs", "The number of requests in the waiting queue."),
        ("sglang:gen_throughput", "The generation throughput (token/s)."),
        ("sglang:cache_hit_rate", "The prefix cache hit rate."),
        ("sglang:token_usage", "The token usage."),
        ("sglang:full_token_usage", "The token usage for full attention layers."),
        ("sglang:mamba_usage", "The token usage for Mamba layers."),
        (
            "sglang:spec_accept_length",
            "Mean acceptance length of speculative decoding (accepted drafts + bonus token per forward).",
        ),
        (
            "sglang:spec_accept_rate",
            "Speculative acceptance rate (`accepted drafts / proposed drafts` in batch).",
        ),
    )

    def __init__(self, model_name: str, enabled: bool):
        self.enabled = enabled
        self.lock = threading.Lock()
        self.sched_labels = {
            "engine_type": "unified",
            "model_name": model_name,
            "moe_ep_rank": "0",
            "pp_rank": "0",
            "tp_rank": "0",
        }
        self.tok_labels = {"engine_type": "unified", "model_name": model_name}
        self.gauges: dict[str, float] = {}
        self.counters: dict[tuple[str, str], float] = {}  # (name, is_streaming or "")
        self.hists: dict[tuple[str, str], list] = {}  # -> [buckets counts..., sum, count]

    def set_gauges(self, values: dict[str, float]) -> None:
        with self.lock:
            self.gauges.update(values)

    def inc(self, name: str, value: float, streaming: str = "") -> None:
        with self.lock:
            self.counters[(name, streaming)] = self.counters.get((name, streaming), 0.0) + value

    def observe(self, name: str, buckets: tuple, value: float, streaming: str = "") -> None:
        with self.lock:
            h = self.hists.setdefault((name, streaming), [0] * len(buckets) + [0.0, 0])
            for i, b in enumerate(buckets):
                if value <= b:
                    h[i] += 1
            h[-2] += value
            h[-1] += 1

    @staticmethod
    def _labels(d: dict) -> str:
        return ",".join(f'{k}="{d[k]}"' for k in sorted(d))

    @staticmethod
    def _num(v: float) -> str:
        return repr(float(v))

    def render(self) -> str:
        lines: list[str] = []
        with self.lock:
            for name, doc in self.GAUGES:
                if name in self.gauges:
                    lines += [f"# HELP {name} {doc}", f"# TYPE {name} gauge"]
                    lines.append(
                        f"{name}{{{self._labels(self.sched_labels)}}} {self._num(self.gauges[name])}"
                    )
            counters = [
                ("sglang:prompt_tokens_total", "Number of prefill tokens processed.", True),
                ("sglang:generation_tokens_total", "Number of generation tokens processed.", True),
                ("sglang:num_requests_total", "Number of requests processed.", True),
                (
                    "sglang:spec_verify_calls_total",
                    "Number of speculative decoding verification calls.",
                    False,
                ),
            ]
            for name, doc, by_stream in counters:
                rows = [(k[1], v) for k, v in self.counters.items() if k[0] == name]
                if not rows:
                    continue
                lines += [f"# HELP {name} {doc}", f"# TYPE {name} counter"]
                for streaming, v in sorted(rows):
                    labels = dict(self.tok_labels)
                    if by_stream:
                        labels["is_streaming"] = streaming
                    lines.append(f"{name}{{{self._labels(labels)}}} {self._num(v)}")
            hists = [
                (
                    "sglang:time_to_first_token_seconds",
                    "Histogram of time to first token in seconds.",
                    self.TTFT_BUCKETS,
                    True,
                ),
                (
                    "sglang:inter_token_latency_seconds",
                    "Histogram of inter-token latency in seconds.",
                    self.ITL_BUCKETS,
                    False,
                ),
                (
                    "sglang:e2e_request_latency_seconds",
                    "Histogram of End-to-end request latency in seconds",
                    self.E2E_BUCKETS,
                    True,
                ),
            ]
            for name, doc, buckets, by_stream in hists:
                rows = [(k[1], v) for k, v in self.hists.items() if k[0] == name]
                if not rows:
                    continue
                lines += [f"# HELP {name} {doc}", f"# TYPE {name} histogram"]
                for streaming, h in sorted(rows):
                    labels = dict(self.tok_labels)
                    if by_stream:
                        labels["is_streaming"] = streaming
                    lines.append(f"{name}_sum{{{self._labels(labels)}}} {self._num(h[-2])}")
                    for i, b in enumerate([*buckets, "+Inf"]):
                        le = "+Inf" if b == "+Inf" else repr(float(b))
                        count = h[-1] if b == "+Inf" else h[i]
                        bl = self._labels({**labels, "le": le})
                        lines.append(f"{name}_bucket{{{bl}}} {self._num(count)}")
                    lines.append(f"{name}_count{{{self._labels(labels)}}} {self._num(h[-1])}")
        return "\n".join(lines) + "\n" if lines else ""


@dataclass
class EngineConfig:
    tok_per_s: float
    ttft: float
    nextn: bool
    accept_len: float  # effective tokens per verify step (1.0 when every draft is rejected)
    num_draft_tokens: int
    decode_log_interval: int
    max_running: int
    max_total_tokens: int
    mamba_size: int
    prefill_graph: bool
    decode_graph: bool
    stall: bool = False  # hang-warmup: never schedule anything
    prefill_tok_per_s: float = 0.0  # 0: the prompt costs nothing beyond ttft


class Engine(threading.Thread):
    def __init__(self, cfg: EngineConfig, metrics: Metrics, hooks):
        super().__init__(name="scheduler", daemon=True)
        self.cfg = cfg
        self.metrics = metrics
        self.hooks = hooks  # .first_forward(), .on_tokens(req) -> bool (True: crash now)
        self.cond = threading.Condition()
        self.waiting: list[Request] = []
        self.running: list[Request] = []
        self.dead = False
        self.forward_ct_decode = 0
        self.num_generated_tokens = 0
        self.last_decode_stats_tic = time.monotonic()
        self.last_prefill_stats_tic = time.monotonic()
        self.last_gen_throughput = 0.0
        self.spec_num_accept_tokens = 0
        self.spec_num_correct_drafts = 0
        self.spec_num_forward_ct = 0
        self.spec_total_num_accept_tokens = 0
        self.spec_total_num_forward_ct = 0
        self.last_receive = 0.0  # tokenizer_manager.last_receive_tstamp
        self.finished_count = 0
        self.stats = {"spec_accept_length": 0.0, "spec_accept_rate": 0.0}

    # -------------------------------------------------------------------- API
    def submit(self, req: Request) -> None:
        with self.cond:
            self.waiting.append(req)
            self.cond.notify_all()

    def abort(self, req: Request) -> None:
        with self.cond:
            req.aborted = True
            self.cond.notify_all()

    def active_rids(self) -> list[str]:
        with self.cond:
            return [r.rid for r in self.waiting + self.running if not r.done]

    def avg_spec_accept_length(self) -> float | None:
        if not self.cfg.nextn or self.spec_total_num_forward_ct <= 0:
            return None
        return self.spec_total_num_accept_tokens / self.spec_total_num_forward_ct

    def step_time(self) -> float:
        per_step = self.cfg.accept_len if self.cfg.nextn else 1.0
        return per_step / max(self.cfg.tok_per_s, 1e-6)

    # ------------------------------------------------------------------- loop
    def run(self) -> None:
        next_t = time.monotonic()
        while True:
            with self.cond:
                while not self.dead and (self.cfg.stall or (not self.waiting and not self.running)):
                    self.cond.wait()
                    next_t = time.monotonic()
                if self.dead:
                    return
                for req in [r for r in self.running if r.aborted]:
                    self.running.remove(req)
                    self._finish(req)
                for req in [r for r in self.waiting if r.aborted]:
                    self.waiting.remove(req)
                    self._finish(req)
                admit = []
                while self.waiting and len(self.running) + len(admit) < self.cfg.max_running:
                    admit.append(self.waiting.pop(0))
            if admit:
                self._prefill(admit)
                next_t = time.monotonic()
                continue
            if not self.running:
                continue
            next_t += self.step_time()
            delay = next_t - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            else:
                next_t = time.monotonic()
            if self.dead:
                return
            self._decode_step()

    def _pool_usage(self) -> tuple[int, float, int, float]:
        used = sum(r.prompt_tokens + r.produced for r in self.running)
        usage = used / max(self.cfg.max_total_tokens, 1)
        mamba_num = len(self.running)
        return used, usage, mamba_num, mamba_num / max(self.cfg.mamba_size, 1)

    def _prefill(self, reqs: list[Request]) -> None:
        fresh = sum(max(0, r.prompt_tokens - r.cached_tokens) for r in reqs)
        extra = fresh / self.cfg.prefill_tok_per_s if self.cfg.prefill_tok_per_s > 0 else 0.0
        time.sleep(self.cfg.ttft + extra)
        if self.dead:
            return
        self.hooks.first_forward()
        now = time.monotonic()
        cached = sum(r.cached_tokens for r in reqs)
        new_tokens = sum(r.prompt_tokens for r in reqs) - cached
        gap = now - self.last_prefill_stats_tic
        self.last_prefill_stats_tic = now
        throughput = new_tokens / gap if gap > 0 else 0.0
        with self.cond:
            self.running.extend(reqs)
            n_running_before = len(self.running) - len(reqs)
            n_queue = len(self.waiting)
        _used, usage, _mnum, musage = self._pool_usage()
        LOG.sched(
            f"Prefill batch, #new-seq: {len(reqs)}, #new-token: {new_tokens}, "
            f"#cached-token: {cached}, full token usage: {usage:.2f}, mamba usage: {musage:.2f}, "
            f"#running-req: {n_running_before}, #queue-req: {n_queue}, #pending-token: 0, "
            f"cuda graph: {self.cfg.prefill_graph}, input throughput (token/s): {throughput:.2f}"
        )
        self._refresh_gauges(n_running_before, n_queue)
        for req in reqs:
            self._emit(req, 1, now)
        self._reap()

    def _decode_step(self) -> None:
        now = time.monotonic()
        total = 0
        for req in list(self.running):
            if req.done or req.aborted:
                continue
            if self.cfg.nextn:
                req._acc += self.cfg.accept_len
                n = int(req._acc)
                req._acc -= n
                n = max(1, min(n, self.cfg.num_draft_tokens))
            else:
                n = 1
            n = min(n, req.total - req.produced)
            if n <= 0:
                continue
            if self.cfg.nextn:
                correct = n - 1
                req.verify_ct += 1
                req.correct_drafts += correct
                if len(req.histogram) <= correct:
                    req.histogram.extend([0] * (correct - len(req.histogram) + 1))
                req.histogram[correct] += 1
                self.spec_num_accept_tokens += n
                self.spec_num_correct_drafts += correct
                self.spec_num_forward_ct += 1
            total += n
            self._emit(req, n, now)
            if self.dead:
                return
        self.num_generated_tokens += total
        self.forward_ct_decode += 1
        if self.forward_ct_decode % self.cfg.decode_log_interval == 0:
            self._log_decode()
        self._reap()

    def _emit(self, req: Request, n: int, now: float) -> None:
        if req.first_token_time is None:
            req.first_token_time = now
            if req.log_metrics:
                self.metrics.observe(
                    "sglang:time_to_first_token_seconds",
                    Metrics.TTFT_BUCKETS,
                    now - req.created,
                    "true" if req.stream else "false",
                )
        elif req.log_metrics and req.last_token_time is not None:
            itl = (now - req.last_token_time) / n
            for _ in range(n):
                self.metrics.observe("sglang:inter_token_latency_seconds", Metrics.ITL_BUCKETS, itl)
        req.last_token_time = now
        req.produced += n
        self.last_receive = time.time()
        if req.produced >= req.total:
            req.done = True
            req.finished_time = now
        req.events.put(("tokens", n))
        if self.hooks.on_tokens(req):
            self.dead = True

    def _reap(self) -> None:
        with self.cond:
            for req in [r for r in self.running if r.done or r.aborted]:
                self.running.remove(req)
                self._finish(req)

    def _finish(self, req: Request) -> None:
        req.done = True
        if req.finished_time is None:
            req.finished_time = time.monotonic()
        self.finished_count += 1
        if req.log_metrics and not req.aborted:
            s = "true" if req.stream else "false"
            self.metrics.inc("sglang:prompt_tokens_total", req.prompt_tokens, s)
            self.metrics.inc("sglang:generation_tokens_total", req.produced, s)
            self.metrics.inc("sglang:num_requests_total", 1, s)
            if req.verify_ct > 0:
                self.metrics.inc("sglang:spec_verify_calls_total", req.verify_ct)
            self.metrics.observe(
                "sglang:e2e_request_latency_seconds",
                Metrics.E2E_BUCKETS,
                req.finished_time - req.created,
                s,
            )
        req.events.put(("finish", None))

    def _refresh_gauges(self, n_running: int, n_queue: int) -> None:
        _used, usage, _mnum, musage = self._pool_usage()
        gauges = {
            "sglang:num_running_reqs": n_running,
            "sglang:num_queue_reqs": n_queue,
            "sglang:gen_throughput": self.last_gen_throughput,
            "sglang:cache_hit_rate": 0.0,
            "sglang:token_usage": round(max(usage, musage), 2),
            "sglang:full_token_usage": usage,
            "sglang:mamba_usage": musage,
        }
        if self.cfg.nextn:
            gauges["sglang:spec_accept_length"] = self.stats["spec_accept_length"]
            gauges["sglang:spec_accept_rate"] = self.stats["spec_accept_rate"]
        self.metrics.set_gauges(gauges)

    def _log_decode(self) -> None:
        now = time.monotonic()
        gap = now - self.last_decode_stats_tic
        self.last_decode_stats_tic = now
        self.last_gen_throughput = self.num_generated_tokens / gap if gap > 0 else 0.0
        self.num_generated_tokens = 0
        used, usage, mnum, musage = self._pool_usage()
        msg = (
            f"Decode batch, #running-req: {len(self.running)}, #full token: {used}, "
            f"full token usage: {usage:.2f}, mamba num: {mnum}, mamba usage: {musage:.2f}, "
        )
        if self.cfg.nextn:
            ct = self.spec_num_forward_ct
            accept_length = self.spec_num_accept_tokens / ct if ct else 0.0
            drafts = ct * (self.cfg.num_draft_tokens - 1)
            accept_rate = self.spec_num_correct_drafts / drafts if drafts > 0 else 0
            self.spec_total_num_accept_tokens += self.spec_num_accept_tokens
            self.spec_total_num_forward_ct += ct
            self.spec_num_accept_tokens = self.spec_num_correct_drafts = 0
            self.spec_num_forward_ct = 0
            self.stats = {"spec_accept_length": accept_length, "spec_accept_rate": accept_rate}
            msg += f"accept len: {accept_length:.2f}, accept rate: {accept_rate:.2f}, "
        msg += (
            f"cuda graph: {self.cfg.decode_graph}, "
            f"gen throughput (token/s): {self.last_gen_throughput:.2f}, "
            f"#queue-req: {len(self.waiting)}"
        )
        LOG.sched(msg)
        self._refresh_gauges(len(self.running), len(self.waiting))
