#!/usr/bin/env bash
# Mutation testing of one module group, by hand (never in CI): see tests/MUTATION.md.
#
#   tests/mutation/run_mutmut.sh GROUP [mutmut run options]
#   tests/mutation/run_mutmut.sh GROUP --recheck
#   tests/mutation/run_mutmut.sh GROUP --survivors [mutmut run options]
#
# GROUP picks the mutated files and the unit tests that judge them. The run happens in a scratch
# copy (default /tmp/ling-desk-mutmut/GROUP, or $MUTMUT_WORKDIR/GROUP) so the work tree never
# holds mutants/ or a [mutmut] section; results stay there for `mutmut results` / `mutmut show`.
set -euo pipefail

group=${1:?usage: run_mutmut.sh telemetry|settings|store|verify|rules|verdict|preflight|modeldir|session|generation|run|gateway|library|tools [mutmut run options]}
shift
# --recheck: after a run, each survivor again, written into the source (mutmut apply) and judged
# by a fresh pytest of the group's tests. mutmut switches mutants only at call time, so code that
# runs once at import (the settings' rule factories called in the field definitions) keeps the
# original whatever mutant is "active": such survivors are killed here, or really survive.
recheck=
if [ "${1:-}" = --recheck ]; then
    recheck=1
    shift
fi
# --survivors: after a run and the tests written from it, the run's survivors (and mutants no test
# reached) again, judged by the work tree's tests as they are now; the others keep their result.
# A second full run of a slow group costs an hour on the shared machine; this, minutes.
survivors=
if [ "${1:-}" = --survivors ]; then
    survivors=1
    shift
fi
# A per-test limit (pytest-timeout) for groups whose mutants can block on a lock: a test that
# passes in seconds and now runs past it is hung, which the run counts as killed (a timeout).
test_timeout=
repo=$(cd "$(dirname "$0")/../.." && pwd)
python=${PYTHON:-$repo/.venv/bin/python}

case $group in
telemetry)
    mutate="app/core/telemetry.py"
    tests="tests/unit/test_telemetry.py tests/unit/test_gauges.py" ;;
settings)
    mutate="app/core/settings.py"
    tests="tests/unit/test_settings.py tests/unit/test_settings_validation.py
           tests/unit/test_settings_rules.py tests/unit/test_cli.py" ;;
store)
    mutate="app/core/chat/store.py"
    tests="tests/unit/test_chat_store.py tests/unit/test_chat_session.py
           tests/unit/test_store_writer.py tests/unit/test_store_fts_cap.py
           tests/unit/test_history_damaged.py"
    # Every test here passes within 6 s (the slowest waits out the 3 s busy timeout once). Mutants
    # that leave a write lock held make the writer thread wait out its 60 s busy timeout (or wait
    # forever on its queue): without this each cost a minute or two.
    test_timeout=20 ;;
rules)  # the verdict rules alone: a quicker re-run after changing their tests
    mutate="app/core/verify/rules.py"
    tests="tests/unit/test_verify_rules.py tests/unit/test_verify_rules_golden.py" ;;
verdict)  # the Verdict type and the check ids/titles, judged by the rules' and its own tests
    mutate="app/core/verify/verdict.py"
    tests="tests/unit/test_verify_verdict.py tests/unit/test_verify_rules.py
           tests/unit/test_verify_rules_golden.py" ;;
preflight)  # the preflight checks alone
    mutate="app/core/verify/preflight.py"
    tests="tests/unit/test_verify_preflight.py tests/unit/test_verify_preflight_checks.py
           tests/unit/test_verify_preflight_golden.py" ;;
modeldir)  # the model folder's inspection alone
    mutate="app/core/verify/modeldir.py"
    tests="tests/unit/test_verify_preflight.py tests/unit/test_verify_modeldir.py" ;;
session)
    mutate="app/core/verify/session.py"
    tests="tests/unit/test_verify_session.py" ;;
generation)
    mutate="app/core/verify/generation.py"
    tests="tests/unit/test_verify_generation.py tests/unit/test_verify_session.py" ;;
run)
    mutate="app/core/verify/run.py"
    tests="tests/unit/test_verify_run.py"
    # The slowest test passes in 6 s; a mutant that stops the engine late or never (a grace, a
    # wait) would otherwise hold each of the ~20 launch tests for up to 120 s.
    test_timeout=30 ;;
gateway)  # the API gateway's client keys (create, verify, revoke) and its routing and headers
    mutate="app/core/gateway/keys.py app/core/gateway/forward.py"
    tests="tests/unit/test_gateway_keys.py tests/unit/test_gateway_forward.py" ;;
library)  # the document library: indexing (chunks, re-index, failures) and retrieval
    mutate="app/core/docs/library.py"
    tests="tests/unit/test_docs_library.py tests/unit/test_docs_sync.py
           tests/unit/test_chat_docs.py tests/unit/test_docs_attach.py
           tests/unit/test_docs_retrieval.py tests/unit/test_docs_indexing.py"
    test_timeout=30 ;;
tools)  # the tool permission logic: calls checked, asked or allowed always, denied, revoked
    mutate="app/core/tools/calls.py app/core/tools/loop.py app/core/tools/chat.py"
    tests="tests/unit/test_tools_calls.py tests/unit/test_tools_loop.py
           tests/unit/test_chat_tools.py tests/unit/test_tools_permissions.py"
    # The slowest test passes in 4 s (a real MCP server); a mutant that never answers a card
    # would otherwise hold a test for the project's 120 s.
    test_timeout=30 ;;
verify)  # every module of app/core/verify at once, judged by all their tests
    mutate="app/core/verify/*"
    tests="tests/unit/test_verify_generation.py tests/unit/test_verify_modeldir.py
           tests/unit/test_verify_preflight.py tests/unit/test_verify_preflight_checks.py
           tests/unit/test_verify_preflight_golden.py tests/unit/test_verify_rules.py
           tests/unit/test_verify_rules_golden.py tests/unit/test_verify_run.py
           tests/unit/test_verify_session.py tests/unit/test_verify_verdict.py
           tests/unit/test_telemetry.py" ;;
*)
    echo "unknown group $group" >&2
    exit 2 ;;
esac

work=${MUTMUT_WORKDIR:-/tmp/ling-desk-mutmut}/$group
if [ -n "$recheck" ]; then
    cd "$work"
    : >recheck.txt
    for m in $(sed -n 's/^ *\([^ :]*\): survived$/\1/p' results.txt); do
        for f in $mutate; do cp "$repo/$f" "$work/$f"; done  # $mutate may be a glob: unquoted
        "$python" -m mutmut apply "$m" >/dev/null
        if "$python" -m pytest -q -x -p no:randomly -p no:cacheprovider $tests >/dev/null 2>&1; then
            echo "$m: survived" >>recheck.txt
        else
            echo "$m: killed when applied" >>recheck.txt
        fi
    done
    for f in $mutate; do cp "$repo/$f" "$work/$f"; done
    awk -F': ' '{print $2}' recheck.txt | sort | uniq -c
    echo "each survivor in $work/recheck.txt"
    exit 0
fi
write_cfg() {
    echo "[mutmut]"
    echo "source_paths = app"
    echo "only_mutate ="
    for m in $mutate; do echo "    $m"; done
    echo "pytest_add_cli_args_test_selection ="
    for t in $tests; do echo "    $t"; done
    # The project's own addopts stay; random order would make the stats phase flaky.
    echo "pytest_add_cli_args ="
    echo "    -p"
    echo "    no:randomly"
    echo "    -q"
    if [ -n "$test_timeout" ]; then echo "    --timeout=$test_timeout"; fi
}
if [ -n "$survivors" ]; then
    cd "$work"
    names=$(sed -n 's/^ *\([^ :]*\): \(survived\|no tests\)$/\1/p' results.txt)
    for d in "$work" "$work/mutants"; do  # mutmut runs the tests from its mutants/ copy
        rm -rf "$d/tests" && cp -r "$repo/tests" "$d/tests"
        write_cfg >"$d/setup.cfg"
    done
    # shellcheck disable=SC2086  # one name per word
    "$python" -m mutmut run "$@" $names
    "$python" -m mutmut results --all true >results.txt 2>&1 || "$python" -m mutmut results >results.txt
    echo "results in $work/results.txt"
    exit 0
fi
rm -rf "$work"
mkdir -p "$work"
# Only what the unit tests need: the package, the tests and their fixtures, the project file.
cp -r "$repo/app" "$repo/tests" "$repo/pyproject.toml" "$work/"
cp -r "$repo/resources" "$work/" 2>/dev/null || true
write_cfg >"$work/setup.cfg"
cd "$work"
"$python" -m mutmut run "$@"
"$python" -m mutmut results --all true >results.txt 2>&1 || "$python" -m mutmut results >results.txt
echo "results in $work/results.txt"
