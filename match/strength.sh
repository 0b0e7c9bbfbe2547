#!/usr/bin/env bash
# strength.sh - the long strength matches of issue 18, at 10+0.1 with -concurrency 2:
#   chess-sf    the engine against stockfish UCI_LimitStrength at each of SF_ELO, 200 games
#               each from the chess-40 openings (stockfish is installed with apt-get when
#               /usr/games/stockfish is missing);
#   chess-elo   the UCI_Elo calibration: the engine with UCI_LimitStrength at each X of SF_ELO
#               against stockfish at the same X, GAMES games each from the same openings,
#               resigned at -1000 for 4 moves (the check of docs/BENCHMARKS.md, "UCI_Elo");
#   voidchess, wallrunner, wallchess, wallgo
#               the engine against the BASE commit, 200 games from random openings;
#   wallgo3     3-player Wall Go, the engine against two copies of BASE, 150 games (seats
#               rotated), with how often the engine finished first alone.
# Both engines are built from commits (HEAD and BASE) in clones of their own under OUT, so
# changes not committed are not played. Each match writes OUT/<name>.log and OUT/<name>.pgn.
#   match/strength.sh [MATCH ...]         (default: all of the above but chess-elo, in order)
# Environment: BASE (default e5928c2, the commit before issue 18's work), TC (10+0.1),
# GAMES (200), GAMES3 (150), SF_ELO ("2400 2600 2850"), OUT (build/strength).
set -euo pipefail
base=${BASE:-e5928c2}
tc=${TC:-10+0.1}
games=${GAMES:-200}
games3=${GAMES3:-150}
sf_elo=${SF_ELO:-2400 2600 2850}
out=${OUT:-build/strength}
root=$(git rev-parse --show-toplevel)
matches=("$@")
[ ${#matches[@]} -gt 0 ] || matches=(chess-sf voidchess wallrunner wallchess wallgo wallgo3)

# Builds the engine and the match runner of a commit in OUT/<folder>.
build_commit() {
    local commit=$1 folder=$out/$2
    if [ ! -x "$folder/tessera" ] || [ "$(git -C "$folder" rev-parse HEAD)" != "$commit" ]; then
        rm -rf "$folder"
        git clone -q "$root" "$folder"
        git -C "$folder" checkout -q "$commit"
        make -C "$folder" -j2 tessera tessera-match >/dev/null
    fi
    echo "built $2 at $(git -C "$folder" log --oneline -1 | cut -c1-60)"
}

ensure_stockfish() {
    [ -x /usr/games/stockfish ] && return 0
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "installing stockfish ..."
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq stockfish >/dev/null
}

# One match through the engine's own runner; its summary lines are printed at the end.
run_match() {
    local name=$1
    shift
    echo "== $name: $(uptime | sed 's/.*load/load/')"
    rm -f "$out/$name.pgn" # the runner appends: a PGN of its own for each run
    "$out/new/tessera-match" "$@" -each tc="$tc" -concurrency 2 -pgnout "$out/$name.pgn" \
        >"$out/$name.log" 2>&1
    grep -E '^(Score of|Elo|Ptnml|Failures)' "$out/$name.log" | tail -6
    echo "   $(uptime | sed 's/.*load/load/')"
}

pair_vs_base() {
    local game=$1 plies=$2
    run_match "$game" -variant "$game" -engine cmd="$out/new/tessera" name=New \
        -engine cmd="$out/base/tessera" name=Base -games 2 -rounds $((games / 2)) -repeat \
        -random-openings plies="$plies" seed=18
}

# Games where New finished first alone, from the PGN's seat names and rank results.
first_alone() {
    awk -F'"' '/^\[Player[A-D] /{seat[substr($1, 8, 1)] = $2}
        /^\[Result /{split($2, rank, "-"); ones = 0; mine = 0
            for (i = 1; i in rank; i++) if (rank[i] == 1) { ones++; if (seat[sprintf("%c", 64 + i)] == "New") mine = 1 }
            total++; if (mine && ones == 1) alone++ }
        END {printf "New first alone in %d of %d games (%.1f %%)\n", alone, total, 100 * alone / total}' "$1"
}

mkdir -p "$out"
build_commit "$(git -C "$root" rev-parse HEAD)" new
build_commit "$(git -C "$root" rev-parse "$base")" base
for match in "${matches[@]}"; do
    case $match in
        chess-sf)
            ensure_stockfish
            for elo in $sf_elo; do
                run_match "chess-sf$elo" -variant chess -engine cmd="$out/new/tessera" name=New \
                    -engine cmd=/usr/games/stockfish name="SF$elo" option.UCI_LimitStrength=true \
                    option.UCI_Elo="$elo" "option.Move Overhead=100" -games 2 \
                    -rounds $((games / 2)) -repeat \
                    -openings file="$root/match/openings/chess-40.txt" format=moves order=random
            done
            ;;
        chess-elo)
            ensure_stockfish
            for elo in $sf_elo; do
                run_match "chess-elo$elo" -variant chess -engine cmd="$out/new/tessera" \
                    name="T$elo" option.UCI_LimitStrength=true option.UCI_Elo="$elo" \
                    -engine cmd=/usr/games/stockfish name="SF$elo" option.UCI_LimitStrength=true \
                    option.UCI_Elo="$elo" "option.Move Overhead=100" -games 2 \
                    -rounds $((games / 2)) -repeat -resign movecount=4 score=1000 twosided=true \
                    -openings file="$root/match/openings/chess-40.txt" format=moves order=random
            done
            ;;
        voidchess) pair_vs_base voidchess 4 ;;
        wallrunner) pair_vs_base wallrunner 4 ;;
        wallchess) pair_vs_base wallchess 2 ;;
        wallgo) pair_vs_base wallgo 2 ;;
        wallgo3)
            run_match wallgo3 -variant wallgo -players 3 -engine cmd="$out/new/tessera" name=New \
                -engine cmd="$out/base/tessera" name=Base1 -engine cmd="$out/base/tessera" \
                name=Base2 -games 3 -rounds $((games3 / 3)) -random-openings plies=3 seed=18
            first_alone "$out/wallgo3.pgn"
            ;;
        *)
            echo "strength.sh: unknown match '$match'" >&2
            exit 2
            ;;
    esac
done
