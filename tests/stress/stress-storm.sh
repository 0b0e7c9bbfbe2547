#!/usr/bin/env bash
# tests/stress/stress-storm.sh - command storms: for every game, thousands of go / stop / isready /
# ponderhit / position commands written to the engine at once (a generator piped into it,
# never waiting for an answer), with Threads=2. Each storm starts with one `go infinite`
# answered after 2000 isready, then repeats a cycle of searches ended every possible way.
# Every go must get exactly one bestmove, every isready one readyok, no command an error,
# and the engine must exit 0 within the time limit. Exit status 1 otherwise.
#   STRESS_CYCLES=500 (cycles per game)   STRESS_ENGINE=build/stress/tessera
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=build/stress
ENGINE=${STRESS_ENGINE:-$OUT/tessera}
CYCLES=${STRESS_CYCLES:-500}
LIMIT_S=600
mkdir -p "$OUT"

clocks() {
    if [ "$1" = wallgo ]; then echo "wtime 200 btime 200 ctime 200 dtime 200"; else echo "wtime 200 btime 200"; fi
}

# The commands of one storm on stdout.
storm() {
    local game=$1 players=$2 i
    echo "setoption name Threads value 2"
    echo "setoption name UCI_Variant value $game"
    [ "$game" = wallgo ] && echo "setoption name Players value $players"
    echo "position startpos"
    echo "go infinite"
    for ((i = 0; i < 2000; i++)); do echo "isready"; done
    echo "stop"
    for ((i = 0; i < CYCLES; i++)); do
        echo "go infinite"                    # ended by stop
        echo "isready"
        echo "stop"
        echo "go ponder $(clocks "$game")"    # ended by ponderhit, then its clock
        echo "isready"
        echo "ponderhit"
        echo "go depth 2"                     # ends by itself; stop may come after
        echo "isready"
        echo "stop"
        echo "go nodes 500"                   # ends by itself ...
        echo "go infinite"                    # ... before this one starts
        echo "position startpos"              # ends the infinite search
        echo "go movetime 5"
        echo "isready"
        echo "stop"
        echo "stop"                           # when idle: no answer
    done
    echo "isready"
    echo "quit"
}

failed=0
total_commands=0
total_go=0
for entry in "chess 2" "voidchess 2" "wallchess 2" "wallgo 2" "wallgo 4" "wallrunner 2"; do
    read -r game players <<<"$entry"
    in=$OUT/storm-$game-$players.in
    out=$OUT/storm-$game-$players.out
    storm "$game" "$players" >"$in"
    start=$(date +%s)
    storm "$game" "$players" | timeout "$LIMIT_S" "$ENGINE" >"$out"
    status=$?
    commands=$(wc -l <"$in")
    go=$(grep -c '^go ' "$in")
    isready=$(grep -c '^isready' "$in")
    bestmove=$(grep -c '^bestmove ' "$out")
    readyok=$(grep -c '^readyok' "$out")
    errors=$(grep -c '^info string error' "$out")
    verdict=ok
    if [ "$status" -ne 0 ] || [ "$bestmove" -ne "$go" ] || [ "$readyok" -ne "$isready" ] ||
        [ "$errors" -ne 0 ]; then
        verdict="FAILED (exit status $status, see $out)"
        failed=1
    fi
    echo "storm $game ($players players): $commands commands in $(($(date +%s) - start)) s," \
        "$go go -> $bestmove bestmove, $isready isready -> $readyok readyok, $errors errors: $verdict"
    total_commands=$((total_commands + commands))
    total_go=$((total_go + go))
done
echo "stress storms: $total_commands commands, $total_go searches, $([ $failed -eq 0 ] && echo clean || echo FAILED)"
exit $failed
