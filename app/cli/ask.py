"""`ling-desk ask`: questions asked in order as one conversation, headless.

The engine is started and checked as `serve` starts it (or attached, `--attach URL`), and stopped
at the end. `--doc FILE` and `--library` put documents in front of the first question (whole when
they fit, else the passages that answer it), labelled for citations; a --doc is read into memory
for this run only and joins the library only with `--add-to-library`; `--mcp-config FILE` offers
the tools of those MCP servers, and only the calls `--allow-tool SERVER.TOOL` names run (any other
is denied, and the denial goes to the model as the tool's result). The conversation starts as the
window starts a new one: with the default system prompt ([chat] system_prompt), or with the
prompt, sampling and thinking switch of `--preset NAME` ([[chat.presets]]). With `--json`, one
object: `{"answers": [{"text", "reasoning", "sources": [{"path", "page", "snippet"}],
"stats": {...}, "tool_calls": [...]}], "preset": NAME or null}`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.cli.common import (
    EXIT_OK,
    EXIT_USAGE,
    CliError,
    hold_folder,
    preflight_gate,
    prepare,
    quiet_auditor,
    say_settings_problems,
    unlock_data,
)
from app.core.engine.supervisor import EngineError, Supervisor
from app.core.paths import Paths
from app.core.recipe import SERVED_MODEL_NAME
from app.core.settings import Settings, load_for_args
from app.core.words import translate

MAX_ROUNDS = 8


def is_ask_verb(verb: str | None) -> bool:
    return verb == "ask"


def run_ask_verb(args: argparse.Namespace) -> int:
    return asyncio.run(_run(args))


def add_ask_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "ask", parents=[common], help="ask questions as one conversation, with documents and tools"
    )
    p.add_argument("questions", nargs="+", metavar="QUESTION", help="asked in order")
    p.add_argument(
        "--doc", action="append", default=[], metavar="FILE",
        help="a document for this conversation only (read in memory, not added to the library)",
    )  # fmt: skip
    p.add_argument(
        "--add-to-library", action="store_true",
        help="also add each --doc that was read to the document library, as `docs add` does",
    )  # fmt: skip
    p.add_argument("--library", action="store_true", help="draw on the whole document library")
    p.add_argument("--attach", metavar="URL", help="a running engine instead of starting one")
    p.add_argument("--mcp-config", metavar="FILE", help="MCP servers (the mcpServers notation)")
    p.add_argument(
        "--allow-tool", action="append", default=[], metavar="SERVER.TOOL", help="let it run"
    )
    p.add_argument("--max-rounds", type=int, default=MAX_ROUNDS, help="tool rounds an answer")
    p.add_argument(
        "--preset", metavar="NAME", help="a preset from Settings: its prompt, sampling, thinking"
    )
    p.add_argument("--ignore-preflight", action="store_true", help="launch even if it fails")
    p.add_argument("--json", action="store_true", help="one JSON object")


def chosen_preset(settings: Settings, name: str | None) -> Any:
    """The preset `--preset NAME` names (None without the option). An unknown name stops the
    run before the engine starts, naming the presets there are."""
    if name is None:
        return None
    from app.core.chat.presets import find_preset

    presets = settings.chat.presets
    found = find_preset(presets, name)
    if found is not None:
        return found
    known = ", ".join(repr(p.name) for p in presets)
    if known:
        said = translate(
            "cli",
            "no preset named {name}: the presets are {known} ([[chat.presets]] in settings.toml)",
        )
    else:
        said = translate(
            "cli",
            "no preset named {name}: Settings has no presets yet ([[chat.presets]] in "
            "settings.toml)",
        )
    raise CliError(said.format(name=repr(name), known=known), EXIT_USAGE)


def request_basics(settings: Settings, preset: Any) -> tuple[dict[str, Any], str]:
    """The request fields every question shares, and the system prompt ("" = none): the
    preset's when one is chosen, else the defaults from Settings, as a new chat in the window."""
    sampling = settings.sampling
    temperature, top_p, max_tokens = sampling.temperature, sampling.top_p, sampling.max_tokens
    system, thinking = settings.chat.system_prompt, True
    if preset is not None:
        temperature, top_p, max_tokens = preset.temperature, preset.top_p, preset.max_tokens
        system, thinking = preset.system_prompt, preset.thinking
    payload: dict[str, Any] = {"model": SERVED_MODEL_NAME, "temperature": temperature,
                               "top_p": top_p, "top_k": sampling.top_k,
                               "chat_template_kwargs": {"enable_thinking": thinking}}  # fmt: skip
    if max_tokens > 0:
        payload["max_tokens"] = max_tokens
    return payload, system if system.strip() else ""


@dataclass
class Turn:
    """One answer as `ask` prints it."""

    text: str = ""
    reasoning: str = ""
    sources: list[dict[str, Any]] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    tool_calls: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "reasoning": self.reasoning, "sources": self.sources,
                "stats": self.stats, "tool_calls": self.tool_calls}  # fmt: skip


def cited_sources(text: str, sources: list[Any]) -> list[dict[str, Any]]:
    """The sources an answer cites ([1], [2, 3], [4; 5], as the chat reads them), in label
    order; every source given when it cites none (the passages it was shown are still where it
    came from)."""
    from app.core.chat.docs import cited_numbers

    numbers = set(cited_numbers(text))
    chosen = [s for s in sources if s.n in numbers] or list(sources)
    return [{"path": s.path, "page": s.page, "snippet": s.snippet} for s in chosen]


class Sender:
    """Streams one request and keeps what the stats need: usage (with cached_tokens, which
    SGLang reports with --enable-cache-report), time to first token and decode speed."""

    def __init__(self, client: Any, payload: dict[str, Any]) -> None:
        self.client = client
        self.payload = payload
        self.stats: dict[str, Any] = {}

    async def __call__(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
        from app.core.tools.loop import turn_from_chunks

        body = {**self.payload, "messages": messages,
                "stream_options": {"include_usage": True}}  # fmt: skip
        if tools:
            body["tools"] = tools
            body["tool_choice"] = "auto"
        raws: list[dict[str, Any]] = []
        t0 = time.monotonic()
        first = last = None
        async for chunk in self.client.stream_chat(body):
            raws.append(chunk.raw)
            if chunk.has_text:
                last = time.monotonic()
                first = first or last
        usage = next((r["usage"] for r in reversed(raws) if r.get("usage")), None) or {}
        details = usage.get("prompt_tokens_details") or {}
        completion = usage.get("completion_tokens")
        decode_s = (last - first) if first and last and last > first else None
        self.stats = {
            "prompt_tokens": usage.get("prompt_tokens"),
            "cached_tokens": details.get("cached_tokens") if isinstance(details, dict) else None,
            "completion_tokens": completion,
            "ttft_s": round(first - t0, 3) if first else None,
            "decode_tps": round((completion - 1) / decode_s, 1)
            if completion and decode_s and completion > 1
            else None,
        }
        return turn_from_chunks(raws)


async def _documents(args: argparse.Namespace, paths: Paths, settings: Settings, ctx: int):
    """The conversation's documents, the prepared block for the first question. The --doc files
    are read into memory: `ask` keeps no conversation, so they are kept nowhere either."""
    from app.core.docs.attach import ChatDocs, prepare
    from app.core.docs.library import Library, library_path
    from app.core.docs.tokens import TokenCounter
    from app.core.settings import resolved_model_path

    model = resolved_model_path(settings)
    key = unlock_data(args, paths, settings)
    lib = Library(library_path(paths.ensure().data_dir), tokens=TokenCounter(model), key=key)
    docs = ChatDocs(lib)
    add = bool(getattr(args, "add_to_library", False))
    atts = docs.attach(args.doc, add_to_library=add) if args.doc else []
    for a in atts:
        if a.library and a.library.startswith("not added"):
            print(f"ling-desk ask: {Path(a.path).name}: {a.library}", file=sys.stderr)
    prepared = prepare(docs, args.questions[0], ctx, atts, use_library=args.library)
    return docs, prepared


def _tool_servers(args: argparse.Namespace) -> Any:
    """The --mcp-config file's servers, each one the administrator's policy allows (else
    PolicyRefused, said by main() with exit 2: before an engine starts)."""
    from app.core.tools.config import check_allowed, parse_config

    try:
        text = Path(args.mcp_config).read_text(encoding="utf-8")
    except OSError as exc:
        said = translate("cli", "cannot read {path}: {why}")
        raise CliError(said.format(path=args.mcp_config, why=exc.strerror or exc)) from None
    parsed = parse_config(text)  # untrusted: a server off this machine is refused
    check_allowed(parsed.servers)
    return parsed


async def _tools(args: argparse.Namespace):
    from app.core.tools.calls import ToolCatalog
    from app.core.tools.host import McpHost

    parsed = _tool_servers(args)
    for problem in [*parsed.problems, *getattr(parsed, "notes", [])]:
        print(f"ling-desk ask: {problem}", file=sys.stderr)
    host = McpHost(parsed.servers)
    specs = await host.list_tools()
    for name in host.names():
        status = host.status(name)
        if status.error:
            said = translate("cli", "tool server {name}: {problem}")
            print("ling-desk ask: " + said.format(name=repr(name), problem=status.error),
                  file=sys.stderr)  # fmt: skip
    return host, ToolCatalog.build(specs)


async def converse(
    args: argparse.Namespace, paths: Paths, settings: Settings, client: Any, ctx: int
) -> list[Turn]:
    """Ask every question in order on `client`, as one conversation."""
    from app.core.docs.attach import follow_up
    from app.core.docs.prompt import search_budget
    from app.core.tools.loop import Permissions, allow_list, run_tool_loop

    lib = prepared = host = catalog = None
    if args.doc or args.library:
        lib, prepared = await _documents(args, paths, settings, ctx)
        if prepared.note:
            print(f"ling-desk ask: {prepared.note}", file=sys.stderr)
    if args.mcp_config:
        host, catalog = await _tools(args)
    preset = chosen_preset(settings, getattr(args, "preset", None))
    payload, system = request_basics(settings, preset)
    messages: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    sources: list[Any] = list(prepared.block.sources) if prepared else []
    turns: list[Turn] = []
    try:
        for i, question in enumerate(args.questions):
            lead = ""
            if prepared is not None and i == 0 and prepared.block.text:
                lead = prepared.block.text + "\n"  # a stable prefix: the cache reuses it
            elif prepared is not None and i > 0 and lib is not None:
                # What the conversation already holds counts, as in the window: one rule.
                used = sum(lib.tokens.count(str(m.get("content") or "")) for m in messages)
                budget = search_budget(ctx, used + lib.tokens.count(question))
                fresh = follow_up(lib, prepared, question, budget, len(sources))
                sources += fresh.sources
                lead = fresh.text + "\n" if fresh.text else ""
            messages.append({"role": "user", "content": lead + question})
            send = Sender(client, payload)
            turn = Turn()
            if catalog is not None and host is not None:
                outcome = await run_tool_loop(
                    messages, catalog=catalog, send=send, ask=allow_list(args.allow_tool),
                    call=host.call_tool, permissions=Permissions(), max_rounds=args.max_rounds,
                    auditor=quiet_auditor(args, paths, settings),
                )  # fmt: skip
                messages += outcome.messages
                turn.text, turn.reasoning = outcome.answer, outcome.reasoning
                turn.tool_calls = [r.to_json() for r in outcome.records]
            else:
                answer = await send(messages, [])
                messages.append({"role": "assistant", "content": answer.content})
                turn.text, turn.reasoning = answer.content, answer.reasoning
            turn.stats = send.stats
            turn.sources = cited_sources(turn.text, sources) if sources else []
            turns.append(turn)
    finally:
        if host is not None:
            await host.aclose()
        if lib is not None:
            lib.close()
            lib.library.close()
    return turns


def print_turns(args: argparse.Namespace, turns: list[Turn]) -> None:
    if args.json:
        # The exact shape; fields are only ever added beside "answers".
        print(json.dumps({"answers": [t.to_json() for t in turns],
                          "preset": getattr(args, "preset", None)}))  # fmt: skip
        return
    for question, turn in zip(args.questions, turns, strict=False):
        print(f"> {question}\n")
        print(turn.text.strip() + "\n")
        for call in turn.tool_calls:
            if call["allowed"]:
                said = translate("cli", "tool {name} (ran)")
            else:
                said = translate("cli", "tool {name} (denied)")
            print("  " + said.format(name=f"{call['server']}.{call['tool']}"))
        for n, s in enumerate(turn.sources, 1):
            if s["page"] is not None:
                where = translate("cli", "{path}, page {page}").format(
                    path=s["path"], page=s["page"]
                )
            else:
                where = s["path"]
            print(f"  [{n}] {where}")
        st = turn.stats
        prompt = st.get("prompt_tokens")
        if prompt is not None:
            cached = st.get("cached_tokens")
            if cached is not None:
                said = translate("cli", "(%n prompt token(s), cached {cached} of %n)", None, prompt)
            else:
                said = translate("cli", "(%n prompt token(s))", None, prompt)
            print("  " + said.format(cached=cached))
        print()


async def _run(args: argparse.Namespace) -> int:
    """`ask`: the questions as one conversation, on the attached or an owned engine."""
    from app.core.engine.client import EngineClient
    from app.core.verify.run import (
        ATTACH_KEY_ENV,
        UsageError,
        attach_key,
        key_may_travel,
        url_credentials_problem,
    )

    paths, settings, problems = load_for_args(args)
    say_settings_problems(problems)
    if args.max_rounds < 1:
        raise CliError(translate("cli", "--max-rounds must be at least 1"), EXIT_USAGE)
    if args.allow_tool and not args.mcp_config:
        said = translate(
            "cli", "--allow-tool needs --mcp-config FILE (the servers the tools come from)"
        )
        raise CliError(said, EXIT_USAGE)
    chosen_preset(settings, args.preset)  # an unknown one is said before an engine starts
    if args.mcp_config:
        _tool_servers(args)  # a server the policy does not allow: said before an engine starts
    if args.doc or args.library:
        # The library is opened once the engine runs: a wrong passphrase is said before that.
        unlock_data(args, paths, settings)
    ctx = settings.engine.context_length
    if args.attach:
        url = args.attach.rstrip("/")
        problem = url_credentials_problem(url)
        if problem:
            raise CliError(problem, EXIT_USAGE)
        try:
            key = os.environ.get(ATTACH_KEY_ENV) or attach_key(paths, url)
        except UsageError as exc:
            raise CliError(str(exc), EXIT_USAGE) from None
        if key and not key_may_travel(url):
            said = translate(
                "cli",
                "{url} is neither loopback nor https: the key is not sent there in clear text",
            )
            raise CliError(said.format(url=url), EXIT_USAGE)
        async with EngineClient(url, key) as client:
            if not await client.health():
                raise CliError(translate("cli", "no engine answers at {url}").format(url=url))
            turns = await converse(args, paths, settings, client, ctx)
    else:
        pre = await preflight_gate(args, paths, settings, problems)
        lock = hold_folder(paths)
        try:
            prepared = await asyncio.to_thread(
                prepare, paths, settings, probe=pre.probe, run_probe=False, profile=pre.profile
            )
            sup = Supervisor(paths, die_with_app=True)
            try:
                await sup.start(prepared.plan)
                said = translate("cli", "starting the engine on {url}")
                print("ling-desk ask: " + said.format(url=prepared.plan.base_url), file=sys.stderr)
                if not await sup.wait_ready(settings.engine.ready_timeout_s):
                    outcome = sup.outcome
                    if outcome and outcome.diagnosis:
                        why = outcome.diagnosis.summary
                    else:
                        why = translate("cli", "still {state} after {s} s").format(
                            state=sup.state.value, s=f"{settings.engine.ready_timeout_s:g}"
                        )
                    said = translate("cli", "the engine did not become ready: {why}")
                    raise CliError(said.format(why=why))
                assert sup.base_url is not None  # a started supervisor has its plan's URL
                async with EngineClient(sup.base_url, sup.api_key) as client:
                    turns = await converse(args, paths, settings, client, ctx)
            except EngineError as exc:
                raise CliError(str(exc)) from None
            finally:
                await sup.stop()
                sup.close()
        finally:
            lock.release()
    print_turns(args, turns)
    return EXIT_OK
