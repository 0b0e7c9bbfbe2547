#!/usr/bin/env bash
# run-suite.sh - runs a Criterion test binary with its arguments and, when it fails, prints
# the failing tests' assertions and names again at the end. A CI log is often read from its
# tail, and with parallel workers a failure's lines scroll far above the final synthesis.
# Exits with the test binary's status.
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: tests/run-suite.sh <test-binary> [args...]" >&2; exit 2; }

log=$(mktemp "${TMPDIR:-/tmp}/tessera-suite.XXXXXX")
trap 'rm -f "$log"' EXIT

"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "== what failed (exit status $status):"
    # Criterion marks an assertion's lines with [----] and the verdicts with [FAIL]/[CRASH];
    # sanitizer reports start with ==<pid>== and name their kind on the first line.
    grep -E '^\[(----|FAIL|CRASH)\]|^==[0-9]+==ERROR|^SUMMARY: ' "$log" | head -200
fi
exit "$status"
