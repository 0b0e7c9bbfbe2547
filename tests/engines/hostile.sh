#!/usr/bin/env bash
# hostile.sh - an engine that attacks the match runner's files: a correct uci/isready
# handshake, then for every go a "move" built to break out of a PGN comment, `x}e5{`, which
# an unescaped comment would turn into a played e5 when the PGN is read back.
while read -r line; do
    case "$line" in
        uci) printf 'id name Hostile"] [Result "1-0"]\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        go*) echo 'bestmove x}e5{' ;;
        quit) exit 0 ;;
    esac
done
