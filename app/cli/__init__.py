"""The `ling-desk` command line (app.entry calls `main`); see app/cli/main.py."""

from app.cli.common import app_version
from app.cli.main import build_parser, main

__all__ = ["app_version", "build_parser", "main"]
