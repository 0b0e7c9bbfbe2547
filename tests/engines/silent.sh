#!/usr/bin/env bash
# silent.sh - a broken engine for the match runner tests: answers uci and isready, then never
# answers go, not even after stop. The runner must call that a stall and kill it.
while read -r line; do
    case "$line" in
        uci) printf 'id name Silent\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        quit) exit 0 ;;
    esac
done
