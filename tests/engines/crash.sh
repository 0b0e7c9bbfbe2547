#!/usr/bin/env bash
# crash.sh - a broken engine for the match runner tests: plays two legal knight moves like
# shuffle.sh, then exits with status 3 when asked for its third move (a crash mid-game).
plies=0
while read -r line; do
    case "$line" in
        uci) printf 'id name Crash\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        "position startpos") plies=0 ;;
        "position startpos moves "*)
            set -- $line
            plies=$(($# - 3))
            ;;
        go*)
            own=$((plies / 2))
            ((own >= 2)) && exit 3
            if ((plies % 2 == 0)); then moves=(g1f3 f3g1); else moves=(g8f6 f6g8); fi
            echo "bestmove ${moves[own]}"
            ;;
        quit) exit 0 ;;
    esac
done
