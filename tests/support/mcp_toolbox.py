"""A small MCP server written with the official SDK, for the tool tests.

    python mcp_toolbox.py stdio               serve on stdin/stdout
    python mcp_toolbox.py http PORT           serve Streamable HTTP on 127.0.0.1:PORT/mcp
    python mcp_toolbox.py fail                exit at once with a message (a server that fails to start)
    python mcp_toolbox.py lingering           serve on stdio, then stay alive after stdin closes
    python mcp_toolbox.py mute                never answer the handshake (a server that hangs at start)

MCP_PIDFILE=path: the server writes "pid pgid" there once it runs (the SIGKILL test reads it).
"""

from __future__ import annotations

import base64
import os
import sys
import time

from mcp.server.mcpserver import MCPServer

server = MCPServer("toolbox")
WIRE = 1


@server.tool(description="Echo the text back.")
def echo(text: str) -> str:
    return text


@server.tool(description="Add two integers.")
def add(a: int, b: int) -> str:
    return str(a + b)


@server.tool(description="Never answers.")
def hang() -> str:
    time.sleep(3600)
    return "unreachable"


@server.tool(description="Return n characters of text.")
def big(n: int) -> str:
    return "x" * n


@server.tool(description="Die in the middle of the call.")
def crash() -> str:
    sys.stderr.write("toolbox: crashing on purpose\n")
    sys.stderr.flush()
    os._exit(7)


@server.tool(description="Answer with a line that is not JSON-RPC.")
def garbage() -> str:
    # The SDK moves the wire off fd 1 (stray prints go to stderr): write to our copy of it.
    os.write(WIRE, b"this is not json-rpc\n")
    time.sleep(3600)
    return "unreachable"


@server.tool(description="Return a small PNG and a caption.")
def picture() -> list:
    from mcp.types import ImageContent, TextContent

    png = base64.b64encode(b"\x89PNG" + b"\0" * 12284).decode()
    return [
        TextContent(type="text", text="a caption"),
        ImageContent(type="image", data=png, mime_type="image/png"),
    ]


@server.tool(description="A tool whose schema is broken.")
def broken(x: int) -> str:
    return str(x)


# A server bug on purpose: a property type JSON Schema does not know.
server._tool_manager.get_tool("broken").parameters = {
    "type": "object",
    "properties": {"x": {"type": "integr"}},
}


def main() -> None:
    global WIRE
    mode = sys.argv[1]
    WIRE = os.dup(1)
    if os.environ.get("MCP_PIDFILE"):
        with open(os.environ["MCP_PIDFILE"], "w") as fh:
            fh.write(f"{os.getpid()} {os.getpgrp()}")
    if mode == "fail":
        sys.stderr.write("toolbox: missing TOOLBOX_TOKEN, cannot start\n")
        sys.exit(3)
    if mode == "mute":
        time.sleep(3600)
    if mode == "http":
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run("stdio")
    if mode == "lingering":
        # Like many real servers (a node one with an open handle): it does not exit when its
        # stdin closes, so only a kill from the host's side ends it.
        time.sleep(3600)


if __name__ == "__main__":
    main()
