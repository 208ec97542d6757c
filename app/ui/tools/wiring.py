"""The window's MCP tools: one McpHost per app run, built from Settings > Tools (mcp.json, secrets
filled back), given to the chat as ChatTools; rebuilt when the servers are saved again, closed at
quit (its stdio servers are also ended by launcher.py if the app is killed).

app/ui/shell/app.py calls `install_chat_tools(ctx)` once the context exists, `reload_chat_tools(ctx)`
after Settings is saved, and `await close_chat_tools(ctx)` while it shuts down.
"""

from __future__ import annotations

import contextlib
import logging

from app.core.tools.chat import ChatTools, saved_servers
from app.core.tools.host import McpHost
from app.core.words import translate

log = logging.getLogger(__name__)


def _tools_for(ctx, host: McpHost) -> ChatTools:
    def keep(keys: list[str]) -> None:
        # Only a card's "Always allow this tool" gets here (the user's own click).
        saved = ctx.disk_settings()
        saved.tools.always_allow = list(keys)
        ctx.save_settings(saved)

    return ChatTools(
        host,
        available=lambda: (ctx.engine.tools_available, ctx.engine.tools_unavailable_reason),
        always_allowed=lambda: list(ctx.settings.tools.always_allow),
        on_always=keep,
        max_rounds=lambda: ctx.settings.tools.max_rounds,
        call_timeout_s=lambda: ctx.settings.tools.call_timeout_s,
        auditor=ctx.auditor,
    )


def install_chat_tools(ctx) -> ChatTools:
    """Give the chat the saved servers' tools (nothing starts until a chat needs it)."""
    servers, notes = saved_servers(ctx.paths)
    for note in notes:
        log.warning("MCP: %s", note)
        ctx.status.emit(translate("tools", "Tools: {note}").format(note=note))
    tools = _tools_for(ctx, McpHost(servers))
    tools.servers = servers
    ctx.chat.tools = tools
    # The composers' Tools buttons follow now (they waited for a switch of chats).
    ctx.toolsChanged.emit()
    return tools


async def reload_chat_tools(ctx) -> ChatTools:
    """After Settings is saved: the same servers keep running; changed ones get a new host."""
    old = ctx.chat.tools
    servers, _notes = saved_servers(ctx.paths)
    if old is not None and getattr(old, "servers", None) == servers:
        return old
    tools = install_chat_tools(ctx)
    if old is not None:
        with contextlib.suppress(Exception):
            await old.host.aclose()
    return tools


async def close_chat_tools(ctx) -> None:
    tools = ctx.chat.tools
    if tools is not None:
        with contextlib.suppress(Exception):
            await tools.host.aclose()
