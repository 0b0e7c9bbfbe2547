#!/usr/bin/env bash
# tests/stress/stress-memory.sh - resident memory against the Hash option. For each Hash size a
# fresh engine sets it, searches 300 ms with Threads=2, and its resident set (VmRSS in
# /proc/<pid>/status) must stay within Hash + 64 MB; then every game is searched at the
# default 16 MB under the same bound. Prints one line per measurement; exit status 1 if one
# is over. Sizes: STRESS_HASH_SIZES (default "1 16 64 256 1024 4096").
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=build/stress
ENGINE=${STRESS_ENGINE:-$OUT/tessera}
SIZES=${STRESS_HASH_SIZES:-1 16 64 256 1024 4096}
SLACK_MB=64
mkdir -p "$OUT"

# Sends one command and waits for the line starting with $2 (readyok when not given).
ask() {
    local until=${2:-readyok} line
    echo "$1" >&"${ENGINE_IO[1]}"
    [ "$until" = readyok ] && echo "isready" >&"${ENGINE_IO[1]}"
    while IFS= read -r -t 60 line <&"${ENGINE_IO[0]}"; do
        case "$line" in
            "info string error"*) echo "  $line" ;;
            "$until"*) return 0 ;;
        esac
    done
    echo "no '$until' after '$1'" >&2
    return 1
}

rss_mb() {
    awk '/^VmRSS:/ {printf "%d", $2 / 1024}' "/proc/$1/status"
}

# measure HASH_MB GAME: prints "<rss>" of a fresh engine after a 300 ms search.
measure() {
    coproc ENGINE_IO { exec "$ENGINE"; }
    local pid=$ENGINE_IO_PID rss
    ask "setoption name Threads value 2" &&
        ask "setoption name Hash value $1" &&
        ask "setoption name UCI_Variant value $2" &&
        ask "go movetime 300" bestmove
    rss=$(rss_mb "$pid")
    echo "quit" >&"${ENGINE_IO[1]}"
    wait "$pid" 2>/dev/null
    echo "$rss"
}

failed=0
check() {
    local hash=$1 game=$2 rss
    rss=$(measure "$hash" "$game")
    local limit=$((hash + SLACK_MB)) verdict=ok
    if [ -z "$rss" ] || [ "$rss" -gt "$limit" ]; then
        verdict=OVER
        failed=1
    fi
    echo "memory: Hash $hash MB, $game, Threads 2: resident ${rss:-?} MB (limit $limit MB): $verdict"
}

for hash in $SIZES; do
    check "$hash" chess
done
for game in voidchess wallchess wallgo wallrunner; do
    check 16 "$game"
done
echo "stress memory: $([ $failed -eq 0 ] && echo "every measurement within Hash + $SLACK_MB MB" || echo FAILED)"
exit $failed
