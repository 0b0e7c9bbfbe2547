#!/usr/bin/env bash
# witness.sh REPORT - the shuffler (shuffle.sh) that checks the match report file REPORT
# before every move: while a game runs, the report must already hold its `Started game`
# line, so there are more `Started game` lines than `Finished game` lines. If not, it
# answers with the illegal move e2e5, which the test sees as an illegal-move loss.
report=$1
plies=0
while read -r line; do
    case "$line" in
        uci) printf 'id name Witness\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        "position startpos") plies=0 ;;
        "position startpos moves "*)
            set -- $line
            plies=$(($# - 3))
            ;;
        go*)
            started=$(grep -c '^Started game' "$report")
            finished=$(grep -c '^Finished game' "$report")
            own=$((plies / 2 % 2))
            if ((plies % 2 == 0)); then moves=(g1f3 f3g1); else moves=(g8f6 f6g8); fi
            if ((started > finished)); then echo "bestmove ${moves[own]}"; else echo "bestmove e2e5"; fi
            ;;
        quit) exit 0 ;;
    esac
done
