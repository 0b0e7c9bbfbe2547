#!/usr/bin/env bash
# tests/stress/stress-matches.sh - 1000+ fast games of every game through the match runner:
# Tessera against itself at 0.5 s + 10 ms per move with Threads=2, random openings, the
# runner recovering from any failure so every failure is counted. Prints one line per game
# and a total; exit status 1 if any game ended in an illegal move, time forfeit, crash,
# stall or disconnect, or a match played fewer games than planned.
#   STRESS_SCALE=0.1 tests/stress/stress-matches.sh     (a tenth of the games, for a quick look)
#   STRESS_CONCURRENCY=2                         (games at the same time; default 1)
# tests/stress/stress.sh copies ./tessera and ./tessera-match to build/stress/ first (STRESS_ENGINE
# and STRESS_MATCH choose others), so a rebuild during the run changes nothing.
set -uo pipefail
cd "$(dirname "$0")/../.."
SCALE=${STRESS_SCALE:-1}
CONCURRENCY=${STRESS_CONCURRENCY:-1}
TC=${STRESS_TC:-0.5+0.01}
OUT=build/stress
ENGINE=${STRESS_ENGINE:-$OUT/tessera}
MATCH=${STRESS_MATCH:-$OUT/tessera-match}
mkdir -p "$OUT"

# game players games: 200 per two-player game, 205 Wall Go games of 2, 3 and 4 players.
PLAN=(
    "chess 2 200"
    "voidchess 2 200"
    "wallchess 2 200"
    "wallrunner 2 200"
    "wallgo 2 120"
    "wallgo 3 45"
    "wallgo 4 40"
)

engines() {
    local names=(A B C D)
    for ((i = 0; i < $1; i++)); do
        printf -- '-engine cmd=%s name=%s ' "$ENGINE" "${names[$i]}"
    done
}

# The sum of one field over the "Failures of X: ..." lines of a match log.
failures() {
    sed -n "s/.*[:,] \([0-9]*\) $2.*/\1/p" "$1" | awk '{s += $1} END {print s + 0}'
}

total_games=0
total_failures=0
for entry in "${PLAN[@]}"; do
    read -r game players planned <<<"$entry"
    games=$(awk -v n="$planned" -v s="$SCALE" -v p="$players" \
        'BEGIN {g = int(n * s / p + 0.5) * p; print (g < p ? p : g)}')
    log=$OUT/match-$game-$players.log
    rm -f "$OUT/match-$game-$players.pgn" # the runner appends to an existing file
    start=$(date +%s)
    # shellcheck disable=SC2046
    "$MATCH" -variant "$game" -players "$players" $(engines "$players") \
        -each tc="$TC" option.Threads=2 -games "$games" -concurrency "$CONCURRENCY" \
        -random-openings plies=2 seed=$((players * 1000 + ${#game})) -recover \
        -pgnout "$OUT/match-$game-$players.pgn" min >"$log" 2>&1
    status=$?
    finished=$(grep -c '^Finished game' "$log")
    illegal=$(failures "$log" "illegal moves")
    forfeits=$(failures "$log" "time forfeits")
    crashes=$(failures "$log" "crashes")
    stalls=$(failures "$log" "stalls")
    disconnects=$(failures "$log" "disconnects")
    bad=$((illegal + forfeits + crashes + stalls + disconnects))
    if [ "$status" -ne 0 ] || [ "$finished" -ne "$games" ]; then
        echo "stress $game ($players players): the match stopped after $finished of $games games (status $status, see $log)"
        bad=$((bad + 1))
    fi
    echo "stress $game ($players players): $finished games in $(($(date +%s) - start)) s:" \
        "$illegal illegal moves, $forfeits time forfeits, $crashes crashes, $stalls stalls," \
        "$disconnects disconnects"
    total_games=$((total_games + finished))
    total_failures=$((total_failures + bad))
done
echo "stress matches: $total_games games at $TC with Threads=2, $total_failures failures"
[ "$total_failures" -eq 0 ]
