#!/usr/bin/env bash
# faulty_tessera.sh FAULT TESSERA - Tessera (the binary TESSERA) with exactly one protocol
# fault, for the compliance checker tests: everything else passes through untouched, so the
# checker must flag the one rule that FAULT breaks and pass the others, in every game.
#   no-uciok           drops `uciok`
#   no-readyok         drops every `readyok`
#   double-bestmove    writes every `bestmove` line twice
#   bad-score          writes `score centipawns N` for `score cp N` in info lines
#   slow-bestmove      holds every `bestmove` back for half a second
#   busy-in-search     holds `isready` back while `go infinite` runs, until `stop`
#   deaf-to-stop       never passes `stop` on
fault=$1
engine=$2

# Input filter of busy-in-search: the search of `go infinite` keeps isready waiting.
hold_isready_in_search() {
    local searching=0 held=0 line
    while IFS= read -r line; do
        case "$line" in
            "go infinite"*) searching=1 ;;
            isready) if ((searching)); then held=$((held + 1)) && continue; fi ;;
            stop)
                printf '%s\n' "$line"
                for ((; held > 0; held--)); do echo isready; done
                searching=0
                continue
                ;;
        esac
        printf '%s\n' "$line"
    done
}

# Output filter of slow-bestmove.
delay_bestmove() {
    local line
    while IFS= read -r line; do
        [[ $line == bestmove* ]] && sleep 0.5
        printf '%s\n' "$line"
    done
}

case "$fault" in
    no-uciok) "$engine" | grep --line-buffered -vx uciok ;;
    no-readyok) "$engine" | grep --line-buffered -vx readyok ;;
    double-bestmove) "$engine" | sed -u '/^bestmove/p' ;;
    bad-score) "$engine" | sed -u 's/ score cp / score centipawns /' ;;
    slow-bestmove) "$engine" | delay_bestmove ;;
    busy-in-search) hold_isready_in_search | "$engine" ;;
    deaf-to-stop) grep --line-buffered -vx stop | "$engine" ;;
    *) echo "faulty_tessera.sh: unknown fault '$fault'" >&2 && exit 2 ;;
esac
