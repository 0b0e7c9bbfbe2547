#!/usr/bin/env bash
# rejecting.sh - a broken engine for the match runner tests: a correct uci/isready handshake,
# then every go is rejected with an error report and no bestmove, as Tessera does with a
# clock above what it accepts. The runner must call that a stall after its stall timeout.
while read -r line; do
    case "$line" in
        uci) printf 'id name Rejecting\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        go*) echo "info string error: go wtime takes a number from 0 to 1000000000" ;;
        quit) exit 0 ;;
    esac
done
