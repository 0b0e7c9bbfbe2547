#!/bin/bash
# pgn_times.sh - checks match/pgn_times.py on two made-up games of New against Old: the first
# has two book moves and two timed moves a side, the second one timed move a side. So the
# games last 3 and 1 moves (2.0 on average), New spends 0.2 + 0.4 and 0.6 s (0.60 a game,
# 0.400 a move), Old 0.1 + 0.3 and 0.5 s (0.45 a game, 0.300 a move), all in moves 1-9.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
game() { # white black moves
    printf '[Event "t"]\n[White "%s"]\n[Black "%s"]\n[Result "1/2-1/2"]\n\n%s 1/2-1/2\n\n' \
        "$1" "$2" "$3"
}
{
    game New Old '1. e4 {book} e5 {book} 2. Nf3 {+0.10/5 0.200s} Nc6 {-0.10/6 0.100s} 3. Bb5 {+0.20/7 0.400s} a6 {-0.20/6 0.300s}'
    game Old New '1. d4 {+0.10/5 0.500s} d5 {-0.10/6 0.600s}'
} > "$work/match.pgn"
out=$(python3 "$here/match/pgn_times.py" "$work/match.pgn")
check() { # the line expected at the start of one of the output's lines
    grep -qF -- "$1" <<<"$out" || { echo "pgn_times: no line '$1' in:"; echo "$out"; exit 1; }
}
check '2 games of 2.0 moves on average'
check 'New: 0.60 s a game; s a move by moves 1-9:0.400 10-19:0.000'
check 'Old: 0.45 s a game; s a move by moves 1-9:0.300 10-19:0.000'
echo "pgn_times: ok"
