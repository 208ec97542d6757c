"""Documents: extraction (in a limited child process), the local library (SQLite FTS5), retrieval
within a token budget, and the cited document block placed at the start of a conversation.

No Qt here (app/core): the window and the headless verbs (app/cli/docs.py) both use this API.
"""
