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
#               rotated), with how often the engine finished first alone;
#   wallgo-show, wallgo-show3, wallgo-show4
#               Wall Go under the show rules (-game-option WallGoRules=show, issue 47): the
#               engine against the one-ply greedy player (the engine itself with
#               Evaluation=baseline and depth=1), 2 players 200 games from random 2-ply
#               openings, sides swapped (issue 47 asks 95 %); 3 and 4 players: against two
#               and three greedy players, 150 games, seats rotated, with how often the engine
#               finished first alone;
#   levels-GAME the Skill Level steps of issue 9 in GAME (chess, voidchess, wallchess,
#               wallrunner, wallgo or wallgo-show): 5 against 0, 10 against 5, 15 against 10 and
#               20 against 15, LEVEL_GAMES games each at LEVEL_TC, openings as in
#               docs/BENCHMARKS.md "Skill Level steps in every game" (chess-40 for chess, else
#               random 2-ply, seed 31), resigned at -1000 for 4 moves (issue 9 asks 60 % a step).
# The engines are built from commits (HEAD, and BASE for the matches against it) in clones of
# their own under OUT, so changes not committed are not played. Each match writes
# OUT/<name>.log and OUT/<name>.pgn.
#   match/strength.sh [MATCH ...]         (default: chess-sf and the matches against BASE)
# Environment: BASE (default e5928c2, the commit before issue 18's work), TC (10+0.1),
# GAMES (200), GAMES3 (150), SF_ELO ("2400 2600 2850"), LEVEL_TC (5+0.05), LEVEL_GAMES (100),
# OUT (build/strength).
set -euo pipefail
base=${BASE:-e5928c2}
tc=${TC:-10+0.1}
games=${GAMES:-200}
games3=${GAMES3:-150}
sf_elo=${SF_ELO:-2400 2600 2850}
level_tc=${LEVEL_TC:-5+0.05}
level_games=${LEVEL_GAMES:-100}
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

# The show rules against the one-ply greedy player: 2 players sides swapped, 3 and 4 players
# seats rotated, the engine in one seat and greedy players in the others.
show_vs_greedy() {
    local name=$1 players=$2
    local seats=(-engine cmd="$out/new/tessera" name=New)
    for ((seat = 1; seat < players; seat++)); do
        seats+=(-engine cmd="$out/new/tessera" name="Greedy$seat" option.Evaluation=baseline depth=1)
    done
    if [ "$players" -eq 2 ]; then
        run_match "$name" -variant wallgo -game-option WallGoRules=show "${seats[@]}" -games 2 \
            -rounds $((games / 2)) -repeat -random-openings plies=2 seed=22
    else
        run_match "$name" -variant wallgo -players "$players" -game-option WallGoRules=show \
            "${seats[@]}" -games "$players" -rounds $(((games3 + players - 1) / players)) \
            -random-openings plies="$players" seed=23
        first_alone "$out/$name.pgn"
    fi
}

# The Skill Level steps of GAME (levels-GAME): each level against the step below, at LEVEL_TC.
level_steps() {
    local name=$1 game=${1#levels-} tc=$level_tc
    local setup=(-variant "$game" -random-openings plies=2 seed=31)
    case $game in
        chess) setup=(-variant chess -openings file="$root/match/openings/chess-40.txt"
            format=moves order=random) ;;
        wallgo-show) setup=(-variant wallgo -game-option WallGoRules=show
            -random-openings plies=2 seed=31) ;;
        voidchess | wallchess | wallrunner | wallgo) ;;
        *)
            echo "strength.sh: no level steps for '$game'" >&2
            exit 2
            ;;
    esac
    for step in "5 0" "10 5" "15 10" "20 15"; do
        read -r high low <<<"$step"
        run_match "$name-${high}v$low" "${setup[@]}" -engine cmd="$out/new/tessera" name="L$high" \
            "option.Skill Level=$high" -engine cmd="$out/new/tessera" name="L$low" \
            "option.Skill Level=$low" -games 2 -rounds $(((level_games + 1) / 2)) -repeat \
            -resign movecount=4 score=1000 twosided=true
    done
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
for match in "${matches[@]}"; do # BASE only for the matches that play it
    case $match in
        voidchess | wallrunner | wallchess | wallgo | wallgo3)
            build_commit "$(git -C "$root" rev-parse "$base")" base
            break
            ;;
    esac
done
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
        wallgo-show) show_vs_greedy wallgo-show 2 ;;
        wallgo-show3) show_vs_greedy wallgo-show3 3 ;;
        wallgo-show4) show_vs_greedy wallgo-show4 4 ;;
        levels-*) level_steps "$match" ;;
        *)
            echo "strength.sh: unknown match '$match'" >&2
            exit 2
            ;;
    esac
done
