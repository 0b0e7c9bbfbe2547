#!/usr/bin/env bash
# shuffle.sh - a legal but aimless chess engine for the match runner tests. From the start
# position it moves its king's knight out and back (white g1f3 f3g1, black g8f6 f6g8), so two
# shufflers draw by repetition and every move it makes against the broken engines is legal.
plies=0
while read -r line; do
    case "$line" in
        uci) printf 'id name Shuffle\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        "position startpos") plies=0 ;;
        "position startpos moves "*)
            set -- $line
            plies=$(($# - 3))
            ;;
        go*)
            own=$((plies / 2 % 2))
            if ((plies % 2 == 0)); then moves=(g1f3 f3g1); else moves=(g8f6 f6g8); fi
            echo "info depth 1 score cp 0 nodes 1 pv ${moves[own]}"
            echo "bestmove ${moves[own]}"
            ;;
        quit) exit 0 ;;
    esac
done
