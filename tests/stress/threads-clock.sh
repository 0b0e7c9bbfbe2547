#!/usr/bin/env bash
# The clock with many threads: how long `go movetime MS` takes, from writing the go to
# reading its bestmove, with Threads at THREADS (default 256, the maximum) in every game
# (Wall Go with 2 and 4 players). REPS searches per game from the start position and after
# a few moves; prints each game's min / median / max and the load average before and after,
# which the figure depends on (docs/RELIABILITY.md).
#   tests/stress/threads-clock.sh [ENGINE] [THREADS] [MOVETIME_MS] [REPS]
set -euo pipefail
engine=${1:-./tessera}
threads=${2:-256}
movetime=${3:-100}
reps=${4:-10}

coproc ENGINE { "$engine"; }
send() { printf '%s\n' "$1" >&"${ENGINE[1]}"; }
wait_for() {
    local line
    while IFS= read -r -t 30 -u "${ENGINE[0]}" line; do
        [[ $line == "$1"* ]] && return 0
    done
    echo "threads-clock: no '$1' within 30 s" >&2
    exit 1
}
sync() { send isready; wait_for readyok; }
now_us() { local t=${EPOCHREALTIME/./}; echo $((10#$t)); }

# One search; prints its milliseconds (from go to bestmove, to 0.1 ms).
time_search() {
    sync
    local start end
    start=$(now_us)
    send "go movetime $movetime"
    wait_for bestmove
    end=$(now_us)
    awk -v us=$((end - start)) 'BEGIN { printf "%.1f\n", us / 1000 }'
}

summary() { sort -n | awk '{ v[NR] = $1 } END { printf "%7.1f %7.1f %7.1f", v[1], v[int((NR + 1) / 2)], v[NR] }'; }

echo "threads-clock: $engine, Threads $threads, go movetime $movetime, $reps searches per game"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
send "setoption name Threads value $threads"
sync
printf '%-12s %7s %7s %7s  (ms from go to bestmove)\n' game min median max
worst=0
for setup in chess:2:"e2e4 e7e5 g1f3" voidchess:2:"e2e4 d8d6" wallchess:2:"e2 e8 e3h" \
    wallgo:2:"d4 c3 e5 b2" wallgo:4:"d4 c3 e5 b2 c5 e2 b4 f4" wallrunner:2:"c2c6 f7f4"; do
    IFS=: read -r game players moves <<<"$setup"
    send "setoption name UCI_Variant value $game"
    send "setoption name Players value $players"
    times=()
    for ((i = 0; i < reps; i++)); do
        if ((i % 2)); then send "position startpos moves $moves"; else send "position startpos"; fi
        times+=("$(time_search)")
    done
    label=$game
    [[ $game == wallgo ]] && label="wallgo/$players"
    printf '%-12s %s\n' "$label" "$(printf '%s\n' "${times[@]}" | summary)"
    for t in "${times[@]}"; do
        awk -v t="$t" -v w="$worst" 'BEGIN { exit !(t > w) }' && worst=$t
    done
done
send quit
wait "$ENGINE_PID" 2>/dev/null || true
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "threads-clock: slowest $worst ms for movetime $movetime"
