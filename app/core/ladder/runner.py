"""Run the ladder: each configuration started and checked like any start, then measured.

A run is stored under `<data dir>/ladder/<run id>/` (run.json after every configuration, and
report.md), so an interrupted run resumes with its finished configurations kept.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from app.core.engine.client import EngineClient
from app.core.ladder.configs import BY_ID, LadderConfig, folded, folded_note, name_of
from app.core.ladder.stats import (
    bootstrap_mean,
    bootstrap_ratio,
    mcnemar_exact,
    mcnemar_min_discordant,
    mcnemar_pairs_needed,
    mean,
)
from app.core.ladder.workload import Item, Workload, extract_answer
from app.core.paths import Paths
from app.core.profiles import GpuInfo
from app.core.recipe import SERVED_MODEL_NAME
from app.core.settings import Settings
from app.core.verify.generation import run_probe
from app.core.verify.run import CheckOptions, run_check
from app.core.words import translate

REQUEST_TIMEOUT_S = 900.0
SIGNIFICANCE = 0.05
# The smallest accuracy change worth noticing: a run too small to see this one is "too few".
NOTICEABLE_CHANGE = 0.05
POWER = 0.8


@dataclass
class RequestResult:
    key: str
    ok: bool
    error: str | None = None
    ttft_s: float | None = None
    decode_tok_s: float | None = None
    latency_s: float | None = None
    output_tokens: int | None = None
    accept_length: float | None = None
    correct: bool | None = None  # None: the item has no answer


@dataclass
class ConfigResult:
    id: str
    ok: bool
    verdicts: list[dict[str, Any]] = field(default_factory=list)
    argv_flags: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    requests: list[RequestResult] = field(default_factory=list)
    error: str = ""

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ConfigResult:
        reqs = [RequestResult(**r) for r in d.get("requests", [])]
        return cls(**{**d, "requests": reqs})


@dataclass
class Progress:
    config_index: int  # 1-based
    config_count: int
    config_id: str
    request_index: int  # 0 while starting the engine
    request_count: int
    stage: str  # "starting", "measuring", "done", "failed"
    elapsed_s: float = 0.0
    left_s: float | None = None  # estimate, once one request was timed


def request_payload(item: Item, *, temperature: float, max_tokens: int, seed: int) -> dict:
    return {
        "model": SERVED_MODEL_NAME,
        "messages": item.messages,
        "max_tokens": max_tokens,
        "temperature": temperature,
        "seed": seed,  # SGLang's per-request sampling seed: the same draws for every config
        "chat_template_kwargs": {"enable_thinking": False},
        "return_spec_tokens_details": True,
        "stream_options": {"include_usage": True, "continuous_usage_stats": True},
    }


async def measure(
    client: EngineClient,
    item: Item,
    *,
    temperature: float,
    max_tokens: int,
    seed: int,
) -> RequestResult:
    out = await run_probe(
        client,
        SERVED_MODEL_NAME,
        payload=request_payload(item, temperature=temperature, max_tokens=max_tokens, seed=seed),
        keep_text=True,
        timeout=REQUEST_TIMEOUT_S,
    )
    correct = None
    if item.answer is not None and out.ok:
        correct = extract_answer(out.extra.get("text", "")) == item.answer
    return RequestResult(
        key=item.key,
        ok=out.ok,
        error=out.error,
        ttft_s=out.ttft_s,
        decode_tok_s=out.decode_tps,
        latency_s=out.wall_s,
        output_tokens=out.completion_tokens,
        accept_length=out.accept_len,
        correct=correct if out.ok else (False if item.answer is not None else None),
    )


# --- the stored run --------------------------------------------------------------------------


def runs_dir(paths: Paths) -> Path:
    return paths.data_dir / "ladder"


@dataclass
class StoredRun:
    folder: Path
    meta: dict[str, Any]
    results: dict[str, ConfigResult] = field(default_factory=dict)

    @classmethod
    def create(cls, paths: Paths, meta: dict[str, Any]) -> StoredRun:
        run_id = time.strftime("%Y%m%d-%H%M%S") + f"-{os.getpid() % 10000:04d}"
        folder = runs_dir(paths) / run_id
        folder.mkdir(parents=True, exist_ok=False, mode=0o700)
        run = cls(folder, {**meta, "id": run_id})
        run.save()
        return run

    @classmethod
    def load(cls, paths: Paths, run_id: str) -> StoredRun:
        folder = runs_dir(paths) / run_id
        try:
            data = json.loads((folder / "run.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise FileNotFoundError(
                translate("ladder", "no stored ladder run {run} in {folder}").format(
                    run=repr(run_id), folder=runs_dir(paths)
                )
            ) from exc
        results = {r["id"]: ConfigResult.from_dict(r) for r in data.get("results", [])}
        return cls(folder, data["meta"], results)

    def save(self) -> None:
        data = {"meta": self.meta, "results": [asdict(r) for r in self.results.values()]}
        tmp = self.folder / "run.json.tmp"
        tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(tmp, self.folder / "run.json")  # a kill mid-write never loses the run


def list_runs(paths: Paths) -> list[str]:
    root = runs_dir(paths)
    return (
        sorted(p.name for p in root.iterdir() if (p / "run.json").exists()) if root.is_dir() else []
    )


# --- the run --------------------------------------------------------------------------------


async def run_ladder(
    paths: Paths,
    settings: Settings,
    workload: Workload,
    configs: list[LadderConfig],
    run: StoredRun,
    *,
    temperature: float,
    max_tokens: int,
    seed: int,
    ready_timeout: float | None = None,
    gpus: list[GpuInfo] | bool | None = True,
    on_progress: Callable[[Progress], None] = lambda p: None,
) -> StoredRun:
    """Measure every configuration not already in `run` (a resumed run keeps what it has)."""
    t0 = time.monotonic()
    timed: list[float] = []
    todo = [c for c in configs if c.id not in run.results]
    for ci, cfg in enumerate(configs, 1):
        if cfg.id in run.results:
            continue

        def tell(stage: str, j: int, cfg: LadderConfig = cfg, ci: int = ci) -> None:
            left = None
            if timed:
                per = mean(timed)
                remaining = len(todo) * workload.n - len(timed)
                left = max(0.0, per * remaining)
            on_progress(
                Progress(
                    ci, len(configs), cfg.id, j, workload.n, stage, time.monotonic() - t0, left
                )
            )

        async def during(client: EngineClient, cfg: LadderConfig = cfg) -> list[RequestResult]:
            # One warm-up request first: its compile and cache effects are not measured.
            await measure(
                client, workload.items[0], temperature=temperature, max_tokens=16, seed=seed
            )
            results = []
            for j, item in enumerate(workload.items):
                tell("measuring", j + 1)
                started = time.monotonic()
                results.append(
                    await measure(
                        client, item, temperature=temperature, max_tokens=max_tokens, seed=seed + j
                    )
                )
                timed.append(time.monotonic() - started)
            return results

        tell("starting", 0)
        report = await run_check(
            paths,
            cfg.apply(settings),
            CheckOptions(timeout=ready_timeout),
            gpus=gpus,
            during=during,
        )
        plan = report.plan or {}
        argv = plan.get("argv", [])
        result = ConfigResult(
            id=cfg.id,
            ok=report.ok and report.during is not None,
            verdicts=[v.to_dict() for v in report.verdicts],
            argv_flags=argv[argv.index("--model-path") :] if "--model-path" in argv else argv,
            env=plan.get("env", {}),
            requests=report.during or [],
        )
        if not result.ok:
            failed = [v["id"] for v in result.verdicts if v.get("status") == "fail"]
            result.error = translate(
                "ladder", "startup checks failed ({checks}): not measured"
            ).format(checks=", ".join(failed) or translate("ladder", "no verdicts"))
            result.requests = []  # never measured as if it were what it claims
        run.results[cfg.id] = result
        run.save()
        tell("done" if result.ok else "failed", workload.n)
        await asyncio.sleep(0)
    return run


# --- statistics and the report ------------------------------------------------------------


def _values(result: ConfigResult, attr: str) -> list[float]:
    return [getattr(r, attr) for r in result.requests if r.ok and getattr(r, attr) is not None]


def summarize(run: StoredRun, seed: int = 0) -> dict[str, Any]:
    """The `--json` object: per configuration, comparisons against baseline, the best one."""
    configs = []
    order = [c for c in run.meta.get("configs", []) if c in run.results]
    for cid in order:
        r = run.results[cid]
        entry: dict[str, Any] = {"id": cid, "argv_flags": r.argv_flags, "env": r.env, "ok": r.ok,
                                 "n": len([q for q in r.requests if q.ok])}  # fmt: skip
        tps, lat, ttft = _values(r, "decode_tok_s"), _values(r, "latency_s"), _values(r, "ttft_s")
        acc = _values(r, "accept_length")
        graded = [q.correct for q in r.requests if q.correct is not None]
        entry["decode_tok_s"] = bootstrap_mean(tps, seed=seed).to_dict() if tps else None
        entry["ttft_s"] = {"mean": mean(ttft)} if ttft else None
        entry["latency_s"] = bootstrap_mean(lat, seed=seed).to_dict() if lat else None
        entry["accept_length"] = mean(acc) if acc else None
        entry["accuracy"] = sum(graded) / len(graded) if graded else None
        if not r.ok:
            entry["error"] = r.error
            entry["failed_checks"] = [v for v in r.verdicts if v.get("status") == "fail"]
        configs.append(entry)
    comparisons = []
    base = run.results.get("baseline")
    if base is not None and base.ok:
        b_by_key = {q.key: q for q in base.requests if q.ok}
        for cid in order:
            other = run.results[cid]
            if cid == "baseline" or not other.ok:
                continue
            pairs = [(b_by_key[q.key], q) for q in other.requests if q.ok and q.key in b_by_key]
            tp = [(b.decode_tok_s, o.decode_tok_s) for b, o in pairs
                  if b.decode_tok_s and o.decode_tok_s]  # fmt: skip
            both = [(b.correct, o.correct) for b, o in pairs
                    if b.correct is not None and o.correct is not None]  # fmt: skip
            comp: dict[str, Any] = {"config": cid, "vs": "baseline"}
            comp["speedup"] = (
                bootstrap_ratio([b for b, _ in tp], [o for _, o in tp], seed=seed).to_dict()
                if tp
                else None
            )
            if both:
                bc, oc = [b for b, _ in both], [o for _, o in both]
                comp["accuracy_delta"] = (sum(oc) - sum(bc)) / len(both)
                comp["mcnemar_p"] = mcnemar_exact(bc, oc)
            else:
                comp["accuracy_delta"] = comp["mcnemar_p"] = None
            comparisons.append(comp)
    worse = {
        c["config"]
        for c in comparisons
        if c["mcnemar_p"] is not None and c["mcnemar_p"] < SIGNIFICANCE and c["accuracy_delta"] < 0
    }
    candidates = [c for c in configs if c["ok"] and c["decode_tok_s"] and c["id"] not in worse]
    best = max(candidates, key=lambda c: c["decode_tok_s"]["mean"])["id"] if candidates else None
    return {
        "run": run.meta.get("id"),
        "workload": {"name": run.meta.get("workload"), "n": run.meta.get("n")},
        "configs": configs,
        "comparisons": comparisons,
        "best": best,
        # A sweep depth that is a rung too (depth 3: the full stack) was measured once, as it.
        "same_as": folded(order),
        "note": folded_note(order),
    }


def _fmt(x: float | None, spec: str = ".1f") -> str:
    return "–" if x is None else format(x, spec)


def accuracy_power(run: StoredRun, config_id: str) -> dict[str, Any] | None:
    """How well this run can tell an accuracy change of `config_id` against baseline: the
    graded pairs, the fraction whose answers differ, and the pairs a NOTICEABLE_CHANGE needs
    (None without graded answers on both)."""
    base, other = run.results.get("baseline"), run.results.get(config_id)
    if base is None or other is None or not base.ok or not other.ok:
        return None
    b_by_key = {q.key: q for q in base.requests if q.ok and q.correct is not None}
    pairs = [(b_by_key[q.key].correct, q.correct) for q in other.requests
             if q.ok and q.correct is not None and q.key in b_by_key]  # fmt: skip
    if not pairs:
        return None
    discordant = sum(1 for b, o in pairs if b != o) / len(pairs)
    return {
        "n": len(pairs),
        "discordant": discordant,
        "needed": mcnemar_pairs_needed(
            NOTICEABLE_CHANGE, discordant, alpha=SIGNIFICANCE, power=POWER
        ),
    }


def too_few_text(power: dict[str, Any]) -> str:
    """Why a run this small cannot say accuracy did not change, and what size could."""
    n, needed, psi = power["n"], power["needed"], power["discordant"]
    change = NOTICEABLE_CHANGE * 100
    differ = max(psi, NOTICEABLE_CHANGE)
    if psi >= NOTICEABLE_CHANGE:
        how = translate("ladder", "as in this run")
    else:
        how = translate("ladder", "the fewest such a change allows")
    if n * 4 <= needed:
        text = translate(
            "ladder",
            "%n question(s) are far too few to tell whether accuracy changed: noticing a "
            "{change}-point change ({confidence}% confidence, {power}% power) takes about "
            "{needed} questions when {differ}% of answers differ between the two ({how}).",
            None,
            n,
        )
    else:
        text = translate(
            "ladder",
            "%n question(s) are too few to tell whether accuracy changed: noticing a "
            "{change}-point change ({confidence}% confidence, {power}% power) takes about "
            "{needed} questions when {differ}% of answers differ between the two ({how}).",
            None,
            n,
        )
    text = text.format(
        change=f"{change:.0f}",
        confidence=f"{(1 - SIGNIFICANCE) * 100:.0f}",
        power=f"{POWER * 100:.0f}",
        needed=f"{needed:,}",
        differ=f"{differ * 100:.0f}",
        how=how,
    )
    least = mcnemar_min_discordant(SIGNIFICANCE)
    if n < least:
        text += " " + translate(
            "ladder",
            "With fewer than {least}, not even every answer changing could be told from chance.",
        ).format(least=least)
    return text


def recommendation(
    summary: dict[str, Any], *, power: dict[str, Any] | None = None, names: bool = False
) -> str:
    """One paragraph: what to use and what the numbers say. `names`: configurations in words
    (the window) rather than ids (the Markdown report); `power` (accuracy_power for the best)
    adds when the run is too small to call accuracy unchanged."""
    best = summary["best"]
    if best is None:
        return translate(
            "ladder", "No configuration was measured successfully: see the failed checks."
        )
    comp = next((c for c in summary["comparisons"] if c["config"] == best), None)
    name = name_of(best) if names else f"`{best}`"
    few = False
    # Whole sentences, each with its numbers as placeholders (docs/TRANSLATING.md).
    if not (comp and comp["speedup"]):
        text = translate("ladder", "Use {name}.")
    elif comp["mcnemar_p"] is None:
        text = translate(
            "ladder", "Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high})."
        )
    else:
        detected = comp["mcnemar_p"] < SIGNIFICANCE
        # An exact test that finds a change is right at any size; "no change" needs enough.
        few = not detected and power is not None and power["n"] < power["needed"]
        if few:
            text = translate(
                "ladder",
                "Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), "
                "accuracy {delta} points (McNemar p = {p}).",
            )
        elif detected:
            text = translate(
                "ladder",
                "Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), "
                "accuracy {delta} points (McNemar p = {p}: a detectable change).",
            )
        else:
            text = translate(
                "ladder",
                "Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), "
                "accuracy {delta} points (McNemar p = {p}: no detectable change).",
            )
    s = comp["speedup"] if comp and comp["speedup"] else None
    text = text.format(
        name=name,
        speedup=f"{s['mean']:.2f}" if s else "",
        low=f"{s['ci95'][0]:.2f}" if s else "",
        high=f"{s['ci95'][1]:.2f}" if s else "",
        delta=f"{comp['accuracy_delta'] * 100:+.1f}"
        if comp and s and comp["mcnemar_p"] is not None
        else "",
        p=f"{comp['mcnemar_p']:.3g}" if comp and s and comp["mcnemar_p"] is not None else "",
    )
    if few and power is not None:
        text += " " + too_few_text(power)
    return text


def markdown_report(
    summary: dict[str, Any], command: str, power: dict[str, Any] | None = None
) -> str:
    """The run's report for people, in their language (ids, figures and the command as they
    are): `bench` prints it and keeps it as report.md."""
    columns = [
        translate("ladder", "configuration"),
        translate("ladder", "ok"),
        "n",
        translate("ladder", "decode tok/s (95% CI)"),
        translate("ladder", "TTFT s"),
        translate("ladder", "latency s"),
        translate("ladder", "accept length"),
        translate("ladder", "accuracy"),
    ]
    workload, n = summary["workload"]["name"], summary["workload"]["n"]
    lines = [
        "# " + translate("ladder", "Ling Desk ladder run {run}").format(run=summary["run"]),
        "",
        (
            translate("ladder", "Workload: {workload}, %n request(s) at batch 1.", None, n)
            if isinstance(n, int)
            else translate("ladder", "Workload: {workload}, at batch 1.")  # a sweep's: no one n
        ).format(workload=workload),
        "",
        "| " + " | ".join(columns) + " |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    yes, failed_word = translate("ladder", "yes"), translate("ladder", "FAILED")
    for c in summary["configs"]:
        d = c["decode_tok_s"]
        tps = f"{d['mean']:.1f} ({d['ci95'][0]:.1f}-{d['ci95'][1]:.1f})" if d else "–"
        acc = None if c["accuracy"] is None else c["accuracy"] * 100
        lines.append(
            f"| {c['id']} | {yes if c['ok'] else failed_word} | {c['n']} | {tps} | "
            f"{_fmt(c['ttft_s'] and c['ttft_s']['mean'], '.3f')} | "
            f"{_fmt(c['latency_s'] and c['latency_s']['mean'], '.2f')} | "
            f"{_fmt(c['accept_length'], '.2f')} | {_fmt(acc, '.1f')}{'%' if acc is not None else ''} |"
        )
    failed = [c for c in summary["configs"] if not c["ok"]]
    for c in failed:
        said = translate("ladder", "`{id}` was not measured: {error}")
        lines += ["", said.format(id=c["id"], error=c.get("error", ""))]
        for v in c.get("failed_checks", []):
            lines.append(f"- {v.get('title', v.get('id'))}: {v.get('summary', '')}")
    if summary["comparisons"]:
        heads = [
            translate("ladder", "against baseline"),
            translate("ladder", "speed-up (95% CI)"),
            translate("ladder", "accuracy change"),
            translate("ladder", "McNemar p"),
        ]
        lines += ["", "| " + " | ".join(heads) + " |", "| --- | --- | --- | --- |"]
        for c in summary["comparisons"]:
            s = c["speedup"]
            sp = f"{s['mean']:.2f}x ({s['ci95'][0]:.2f}-{s['ci95'][1]:.2f})" if s else "–"
            delta = None if c["accuracy_delta"] is None else c["accuracy_delta"] * 100
            lines.append(
                f"| {c['config']} | {sp} | {_fmt(delta, '+.1f')} | {_fmt(c['mcnemar_p'], '.3g')} |"
            )
    if summary.get("note"):
        lines += ["", summary["note"]]
    said = translate("ladder", "**Recommendation:** {text}").format(
        text=recommendation(summary, power=power)
    )
    lines += ["", said, "", translate("ladder", "Made by:"), "", f"    {command}", ""]
    return "\n".join(lines)


def write_report(run: StoredRun, summary: dict[str, Any]) -> Path:
    """report.md in the run's folder (the CLI and the window both keep one per run)."""
    power = accuracy_power(run, summary["best"]) if summary["best"] else None
    path = run.folder / "report.md"
    tmp = path.with_suffix(".md.tmp")
    tmp.write_text(markdown_report(summary, run.meta.get("command", ""), power), encoding="utf-8")
    os.replace(tmp, path)
    return path


def config_ids(ids: list[str]) -> list[LadderConfig]:
    return [BY_ID[i] for i in ids]
