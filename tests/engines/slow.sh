#!/usr/bin/env bash
# slow.sh - a broken engine for the match runner tests: moves like shuffle.sh but only after
# half a second, whatever its clock says. With a shorter time per move it answers after the
# runner's `stop`, which is a time forfeit (not a stall: the engine is alive and answers).
plies=0
while read -r line; do
    case "$line" in
        uci) printf 'id name Slow\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        "position startpos") plies=0 ;;
        "position startpos moves "*)
            set -- $line
            plies=$(($# - 3))
            ;;
        go*)
            own=$((plies / 2 % 2))
            if ((plies % 2 == 0)); then moves=(g1f3 f3g1); else moves=(g8f6 f6g8); fi
            sleep 0.5
            echo "bestmove ${moves[own]}"
            ;;
        quit) exit 0 ;;
    esac
done
