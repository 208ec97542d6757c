"""A small MCP server written with the official SDK, for the tool tests.

    python mcp_toolbox.py stdio               serve on stdin/stdout
    python mcp_toolbox.py http PORT           serve Streamable HTTP on 127.0.0.1:PORT/mcp
    python mcp_toolbox.py fail                exit at once with a message (a server that fails to start)
    python mcp_toolbox.py lingering           serve on stdio, then stay alive after stdin closes
    python mcp_toolbox.py mute                never answer the handshake (a server that hangs at start)
    python mcp_toolbox.py escaper             serve on stdio after starting a process that leaves
                                              the group (setsid, double fork); its pid in MCP_ESCAPEE
    python mcp_toolbox.py noisy               serve on stdio after a warning on stderr at start

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


@server.tool(description="Start a JSON-RPC line and never end it (as fast as the pipe takes it).")
def endless() -> str:
    os.write(WIRE, b'{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"')
    block = b"y" * 65536
    while True:
        os.write(WIRE, block)


@server.tool(description="Start a JSON-RPC line and add a little to it forever, no newline.")
def trickle() -> str:
    os.write(WIRE, b'{"jsonrpc":"2.0","id":2,"result":')
    while True:
        os.write(WIRE, b" " * 64)
        time.sleep(0.02)


@server.tool(description="Write n lines to stderr, then answer.")
def shout(n: int) -> str:
    line = "toolbox: " + "e" * 90 + "\n"
    for i in range(0, n, 1000):
        sys.stderr.write(line * min(1000, n - i))
    sys.stderr.write("toolbox: shouted enough\n")
    sys.stderr.flush()
    return "shouted"


@server.tool(description="Die at once by SIGKILL, saying nothing.")
def vanish() -> str:
    os.kill(os.getpid(), 9)
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


def escape(pidfile: str) -> None:
    """A helper that leaves our process group and session (setsid, then a second fork whose
    parent exits), as daemonizing tools do: killing our group does not reach it."""
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            devnull = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(devnull, fd)
            with open(pidfile + ".tmp", "w") as fh:
                fh.write(str(os.getpid()))
            os.replace(pidfile + ".tmp", pidfile)
            time.sleep(3600)
        os._exit(0)


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
    if mode == "escaper":
        escape(os.environ["MCP_ESCAPEE"])
    if mode == "noisy":
        sys.stderr.write("WARNING: an unrelated SDK warning at start\n")
        sys.stderr.flush()
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
