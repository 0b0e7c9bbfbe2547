#!/usr/bin/env bash
# illegal.sh - a broken engine for the match runner tests: a correct uci/isready handshake,
# then an illegal move (a pawn jumping three squares) for every go.
while read -r line; do
    case "$line" in
        uci) printf 'id name Illegal\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        go*) echo "bestmove e2e5" ;;
        quit) exit 0 ;;
    esac
done
