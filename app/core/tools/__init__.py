"""Tools through MCP: the host's core (config, server processes, tool-call plumbing, the probe).

No Qt here: the chat session, Settings > Tools and the headless `ask` verb all drive these parts.
"""
