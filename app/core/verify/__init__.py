"""Verification: prove each optimization is active, before launch and after ready.

- `verdict`: `Status`, `Verdict` (id, title, status, summary, evidence, remedy, remedy_detail,
  duration_s), `Remedy` (the plain words, then the technical detail) and the fixed check ids
  (`humming_moe`, `fp8_lm_head`, `mtp_nextn`, ...).
- `preflight`: `run_preflight(...)` / `collect_preflight(...)`: the checks before launch.
- `session`: `Verification`: one engine start's live verdicts, fed by Supervisor events, with
  `run_live(client)` (server fields + the probe generation) and `finalize()`.
- `rules`: the pure verdict rules (`judge(Observations)`).
- `generation`: the probe generation; `modeldir`: the model folder inspection.
- `run`: `ling-desk check` (`run_check_cli`, `run_check`).

No Qt here: the status panel only displays what these produce.
"""
