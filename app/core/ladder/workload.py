"""Workloads for the ladder: GSM8K (shipped), a prompts file, or the user's own chat history.

Every workload is a list of items in a fixed order; `--limit N` takes a seeded subset, the same
for every configuration, so requests pair up across configurations.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from app.core import vault
from app.core.words import translate

GSM8K_SHOTS = 5


class WorkloadError(Exception):
    """The workload cannot be read; the message names the file and line."""


@dataclass
class Item:
    messages: list[dict[str, str]]
    answer: str | None = None  # exact-match target, when the workload has one
    key: str = ""  # stable identity, for pairing and resume


@dataclass
class Workload:
    name: str
    items: list[Item] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.items)

    def limited(self, limit: int | None, seed: int) -> Workload:
        if limit is None or limit >= self.n:
            return self
        picked = sorted(random.Random(seed).sample(range(self.n), limit))
        return Workload(self.name, [self.items[i] for i in picked])


_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def normalize_number(text: str) -> str:
    """'1,234.50' -> '1234.5'; '18.0' -> '18': GSM8K answers compare as written numbers."""
    value = text.replace(",", "").strip().rstrip(".")
    if "." in value:
        value = value.rstrip("0").rstrip(".")
    return value


def extract_answer(text: str) -> str | None:
    """The answer after '#### ', else the last number in the text (GSM8K's convention)."""
    marked = re.search(r"####\s*(" + _NUMBER.pattern + ")", text)
    if marked:
        return normalize_number(marked.group(1))
    numbers = _NUMBER.findall(text)
    return normalize_number(numbers[-1]) if numbers else None


def _read_jsonl(text: str, where: str) -> list[dict[str, Any]]:
    rows = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:  # what json.loads raises for text; it has .msg
            raise WorkloadError(
                translate("ladder", "{file}, line {line}: not JSON ({error})").format(
                    file=where, line=n, error=exc.msg
                )
            ) from None
        if not isinstance(row, dict):
            raise WorkloadError(
                translate("ladder", "{file}, line {line}: expected an object").format(
                    file=where, line=n
                )
            )
        rows.append(row)
    return rows


def _gsm8k_text(name: str) -> str:
    return (resources.files("app.data") / "gsm8k" / name).read_text(encoding="utf-8")


def gsm8k() -> Workload:
    """The 1,319 test questions, 5-shot with the first five train questions as exemplars."""
    shots = _read_jsonl(_gsm8k_text("train-5shot.jsonl"), "train-5shot.jsonl")[:GSM8K_SHOTS]
    prefix = "".join(f"Question: {s['question']}\nAnswer: {s['answer']}\n\n" for s in shots)
    items = []
    for i, row in enumerate(_read_jsonl(_gsm8k_text("test.jsonl"), "test.jsonl")):
        target = extract_answer(row["answer"])
        prompt = f"{prefix}Question: {row['question']}\nAnswer:"
        items.append(Item([{"role": "user", "content": prompt}], target, f"gsm8k-test-{i}"))
    return Workload("gsm8k", items)


def prompts_file(path: Path) -> Workload:
    """One JSON object a line: {"prompt": ...} or {"messages": [...]}, optional "answer"."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise WorkloadError(
            translate("ladder", "{file}: cannot be read ({error})").format(file=path, error=exc)
        ) from None
    items = []
    for n, row in enumerate(_read_jsonl(text, str(path)), 1):
        if isinstance(row.get("prompt"), str):
            messages = [{"role": "user", "content": row["prompt"]}]
        elif (
            isinstance(row.get("messages"), list)
            and all(
                isinstance(m, dict)
                and isinstance(m.get("role"), str)
                and isinstance(m.get("content"), str)
                for m in row["messages"]
            )
            and row["messages"]
        ):
            messages = [{"role": m["role"], "content": m["content"]} for m in row["messages"]]
        else:
            raise WorkloadError(
                translate(
                    "ladder",
                    '{file}, line {line}: needs "prompt" (text) or "messages" (a list of '
                    '{{"role", "content"}})',
                ).format(file=path, line=n)
            )
        answer = row.get("answer")
        target = normalize_number(str(answer)) if answer is not None else None
        items.append(Item(messages, target, f"{path.name}-{n}"))
    if not items:
        raise WorkloadError(translate("ladder", "{file}: no prompts in it").format(file=path))
    return Workload(path.name, items)


def history(db_path: Path, key: vault.DataKey | None = None) -> Workload:
    """The user's own first questions from the chat history, oldest first (read only); `key`
    for an encrypted history."""
    if not db_path.exists():
        raise WorkloadError(
            translate("ladder", "no chat history yet ({path})").format(path=db_path)
        )
    try:
        db = vault.connect(f"file:{db_path}?mode=ro", key, uri=True)
        try:
            rows = db.execute(
                "SELECT m.id, m.content FROM messages m JOIN conversations c "
                "ON c.id = m.conversation_id WHERE m.role = 'user' AND c.deleted_at IS NULL "
                "AND m.content != '' ORDER BY m.created_at"
            ).fetchall()
        finally:
            db.close()
    except (*vault.Error, vault.VaultError) as exc:
        raise WorkloadError(
            translate("ladder", "the chat history cannot be read ({error})").format(error=exc)
        ) from None
    items = [
        Item([{"role": "user", "content": text}], None, f"history-{mid}") for mid, text in rows
    ]
    if not items:
        raise WorkloadError(translate("ladder", "the chat history holds no questions yet"))
    return Workload("history", items)


def load_workload(spec: str, *, history_db: Path, key: vault.DataKey | None = None) -> Workload:
    if spec == "gsm8k":
        return gsm8k()
    if spec == "history":
        return history(history_db, key)
    return prompts_file(Path(spec).expanduser())
