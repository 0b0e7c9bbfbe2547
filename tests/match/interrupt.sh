#!/usr/bin/env bash
# tests/match/interrupt.sh RUNNER ENGINE - a match ended by a signal: SIGTERM to the runner
# alone, and SIGINT to its whole process group as a Ctrl-C at a terminal sends it. Either
# way the runner must print the report of the games it finished (as many as it announced,
# and as many as the PGN holds), exit with 128 + the signal's number, and leave no engine
# behind.
set -euo pipefail
set -m # background jobs in process groups of their own, SIGINT not ignored
runner=$(realpath "${1:-./tessera-match}")
engine=${2:-./tessera}
cd "$(dirname "$0")/../.."
work=$(mktemp -d /tmp/tessera-interrupt-XXXXXX)
cp "$engine" "$work/engine" # a path of its own, to find leftover engines by
# The engines still running: processes whose command line names the copy (read from /proc,
# so no procps is needed; the bracket keeps grep from finding its own command line).
engine_pids() {
    grep -lsa -- "$work/engin[e]" /proc/[0-9]*/cmdline 2>/dev/null | cut -d/ -f3 || true
}
trap 'for pid in $(engine_pids); do kill -KILL "$pid" 2>/dev/null || true; done; rm -rf "$work"' EXIT
fail() {
    echo "match interrupt: $*" >&2
    exit 1
}

# interrupt SIGNAL TARGET CODE: plays until two games are finished, sends SIGNAL to the
# runner (TARGET=runner) or its process group (TARGET=group), checks what is left.
interrupt() {
    local signal=$1 target=$2 code=$3 out=$work/$1.txt pgn=$work/$1.pgn
    "$runner" -engine "cmd=$work/engine" name=A -engine "cmd=$work/engine" name=B \
        -each depth=4 -games 400 -concurrency 2 -pgnout "$pgn" >"$out" 2>&1 &
    local pid=$!
    for _ in $(seq 600); do
        [ "$(grep -c '^Finished game' "$out")" -ge 2 ] && break
        sleep 0.1
    done
    [ "$(grep -c '^Finished game' "$out")" -ge 2 ] || fail "$signal: no two games in 60 s"
    if [ "$target" = group ]; then kill "-$signal" -- "-$pid"; else kill "-$signal" "$pid"; fi
    local status=0
    wait "$pid" || status=$?
    [ "$status" -eq "$code" ] || fail "$signal: exit status $status, not $code"
    grep -q "^Interrupted (SIG$signal): the games under way are dropped$" "$out" ||
        fail "$signal: no interruption line"
    tail -n 1 "$out" | grep -q '^Finished match$' || fail "$signal: no report at the end"
    local finished played
    finished=$(grep -c '^Finished game' "$out")
    played=$(grep '^Score of A vs B: ' "$out" | tail -n 1 | awk '{print $NF}')
    [ "$played" = "$finished" ] || fail "$signal: the score counts $played games of $finished"
    [ "$(grep -c '^\[Event ' "$pgn")" -eq "$finished" ] || fail "$signal: PGN games differ"
    for _ in $(seq 50); do
        [ -z "$(engine_pids)" ] && return 0
        sleep 0.1
    done
    fail "$signal: engines still run after the runner ended"
}

interrupt TERM runner 143
interrupt INT group 130
echo "match interrupt: ok"
