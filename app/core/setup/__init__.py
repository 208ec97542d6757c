"""First-run set-up: the engine environment and the model, as cancellable jobs (no Qt here).

A job runs blocking (the CLI calls it directly, the GUI in a worker thread), reports progress as
small dataclass events to one callback, keeps its log under the log folder, and stops when its
CancelToken is set.
"""
