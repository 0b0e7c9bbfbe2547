#!/bin/bash
# pgn_penta.sh - checks match/pgn_penta.py on a made-up match of New against Old: in rounds
# 1-2 New wins both (a pair worth 1), in rounds 3-4 one each (a pair worth 1/2), round 5 is a
# draw whose partner, round 6, never finished, and New wins round 7 alone. So the pentanomial
# counts the first two pairs only and W-L-D the six finished games, from either side; and a
# file without a game of the named engine is refused.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
game() { # round white black result
    printf '[Event "t"]\n[Round "%s"]\n[White "%s"]\n[Black "%s"]\n[Result "%s"]\n\n1. e4 e5 %s\n\n' \
        "$1" "$2" "$3" "$4" "$4"
}
{
    game 1 New Old 1-0
    game 2 Old New 0-1
    game 3 New Old 1-0
    game 4 Old New 1-0
    game 5 New Old 1/2-1/2
    game 6 Old New '*'
    game 7 Old New 0-1
} > "$work/match.pgn"
out=$(python3 "$here/match/pgn_penta.py" "$work/match.pgn")
expected='New: 6 games, W-L-D 4-1-1, 2 pairs [0, 0, 1, 0, 1]'
[[ $out == "$expected"* ]] || { echo "pgn_penta: got '$out', want '$expected...'"; exit 1; }
out=$(python3 "$here/match/pgn_penta.py" "$work/match.pgn" Old)
expected='Old: 6 games, W-L-D 1-4-1, 2 pairs [1, 0, 1, 0, 0]'
[[ $out == "$expected"* ]] || { echo "pgn_penta: got '$out', want '$expected...'"; exit 1; }
if python3 "$here/match/pgn_penta.py" "$work/match.pgn" Nobody 2>/dev/null; then
    echo "pgn_penta: a PGN without the engine was accepted"
    exit 1
fi
echo "pgn_penta: ok"
