#!/usr/bin/env bash
# Runs the libFuzzer targets one after the other, sharing a budget of seconds:
#   tests/fuzz/run.sh SECONDS target...      (make fuzz FUZZ_SECONDS=N calls it)
# The budget is shared in shares: protocol gets two (its runs cost the most: a whole engine
# per input), every other target one; e.g. 600 s = position, moves and search 120 s each,
# protocol 240 s. The search target reads the position target's inputs and seeds. It starts from its seed corpus
# (tests/fuzz/seeds/<target>) and past findings (tests/fuzz/regressions/<target>) and keeps
# what it learns in build/fuzz/corpus/<target>. A crash, sanitizer report, leak, broken
# invariant or an input that runs longer than TIMEOUT seconds stops that target; its input
# is saved as build/fuzz/artifacts/<target>-<kind>-<hash>. Exit status 1 if any target failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:?usage: run.sh SECONDS target...}
shift
targets=("$@")
TIMEOUT=${FUZZ_TIMEOUT:-25}
shares() { if [ "$1" = protocol ]; then echo 2; else echo 1; fi; }
total_shares=0
for target in "${targets[@]}"; do total_shares=$((total_shares + $(shares "$target"))); done

max_len() {
    case "$1" in
        position | search) echo 600 ;;
        moves) echo 2048 ;;
        *) echo 4096 ;;
    esac
}

failed=0
summary=()
mkdir -p build/fuzz/artifacts
for target in "${targets[@]}"; do
    corpus=build/fuzz/corpus/$target
    mkdir -p "$corpus"
    seeds=$target
    [ "$target" = search ] && seeds=position
    dirs=("$corpus" "tests/fuzz/seeds/$seeds")
    [ -d "tests/fuzz/regressions/$target" ] && dirs+=("tests/fuzz/regressions/$target")
    dict=()
    [ -f "tests/fuzz/$target.dict" ] && dict=("-dict=tests/fuzz/$target.dict")
    log=build/fuzz/$target.log
    per_target=$((seconds * $(shares "$target") / total_shares))
    [ "$per_target" -ge 1 ] || per_target=1
    echo "== fuzz $target: ${per_target} s (log: $log)"
    start=$(date +%s)
    "build/fuzz/fuzz-$target" "${dirs[@]}" "${dict[@]}" -max_total_time="$per_target" \
        -timeout="$TIMEOUT" -rss_limit_mb=2048 -max_len="$(max_len "$target")" \
        -artifact_prefix="build/fuzz/artifacts/$target-" -print_final_stats=1 >"$log" 2>&1
    status=$?
    elapsed=$(($(date +%s) - start))
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    inputs=$(find "$corpus" -type f | wc -l)
    if [ "$status" -eq 0 ]; then
        result="ok"
    else
        result="FAILED (status $status)"
        failed=1
        grep -E "ERROR|invariant|SUMMARY|Test unit written" "$log" | head -n 20
    fi
    summary+=("fuzz $target: ${execs:-0} execs in ${elapsed} s, corpus $inputs inputs: $result")
done
printf '%s\n' "${summary[@]}"
exit $failed
