#!/usr/bin/env bash
# white_only.sh - plays the shuffler's legal knight moves (shuffle.sh) as white and the illegal
# e2e5 as black. Against the shuffler it draws by repetition with white and loses with black,
# so every game pair ends 1/2 : 3/2 and a match of them has wins, draws and pentanomial bins
# that depend on keeping the pairs together.
plies=0
while read -r line; do
    case "$line" in
        uci) printf 'id name WhiteOnly\nid author Tessera tests\nuciok\n' ;;
        isready) echo readyok ;;
        "position startpos") plies=0 ;;
        "position startpos moves "*)
            set -- $line
            plies=$(($# - 3))
            ;;
        go*)
            own=$((plies / 2 % 2))
            moves=(g1f3 f3g1)
            if ((plies % 2 == 0)); then echo "bestmove ${moves[own]}"; else echo "bestmove e2e5"; fi
            ;;
        quit) exit 0 ;;
    esac
done
