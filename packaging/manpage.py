#!/usr/bin/env python3
"""Print ling-desk(1) in roff, rendered from the command line parser itself.

Built at package time (build-deb.sh) so the man page never lags the options; each verb's --help
is kept as argparse prints it, in a no-fill block.
"""

from __future__ import annotations

import argparse
import os
import sys

# argparse wraps to the terminal's width; a fixed width keeps the page the same on every build.
os.environ["COLUMNS"] = "80"

from app.cli import app_version, build_parser


def roff_text(text: str) -> str:
    """Plain text that roff prints as it is: backslashes escaped, no line read as a request."""
    out = []
    for line in text.replace("\\", "\\e").splitlines():
        out.append("\\&" + line if line.startswith((".", "'")) else line)
    return "\n".join(out)


def verbs(parser: argparse.ArgumentParser, prefix: str = "") -> list[tuple[str, str]]:
    """(full verb, its --help) for every verb, nested ones too (engine-env create, ...)."""
    found: list[tuple[str, str]] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                full = f"{prefix}{name}"
                found.append((full, sub.format_help()))
                found += verbs(sub, full + " ")
    return found


def render() -> str:
    parser = build_parser()
    version = app_version()
    parts = [
        f'.TH LING-DESK 1 "" "ling-desk {version}" "User Commands"',
        ".SH NAME",
        "ling-desk \\- " + roff_text(parser.description or ""),
        ".SH SYNOPSIS",
        ".B ling-desk",
        "[\\fIOPTIONS\\fR] [\\fIVERB\\fR [\\fIOPTIONS\\fR]]",
        ".SH DESCRIPTION",
        "Without a verb, ling-desk opens the desktop window. The verbs below run headless.",
        ".SH OPTIONS",
        ".nf",
        roff_text(parser.format_help()),
        ".fi",
        ".SH VERBS",
    ]
    for name, help_text in verbs(parser):
        parts += [f".SS {roff_text(name)}", ".nf", roff_text(help_text), ".fi"]
    parts += [
        ".SH FILES",
        "Settings in ~/.config/ling-desk, chat history, documents, downloaded models and the",
        "engine environment in ~/.local/share/ling-desk, caches in ~/.cache/ling-desk, logs in",
        "~/.local/state/ling-desk (or all under \\-\\-basedir DIR).",
        "Removing the package keeps them.",
        "The administrator's policy, /etc/ling-desk/policy.toml (root's alone), fixes settings",
        'and forbids capabilities; what it refuses says "set by your organisation" and exits 2.',
        "Every key: /usr/share/doc/ling-desk/examples/policy.toml.",
    ]
    return "\n".join(parts) + "\n"


if __name__ == "__main__":
    sys.stdout.write(render())
