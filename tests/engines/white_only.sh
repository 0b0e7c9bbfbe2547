#!/usr/bin/env bash
# white_only.sh - plays the shuffler's legal knight moves (shuffle.sh) as white and the illegal
# e2e5 as black. Against the shuffler it draws by repetition with white and loses with black,
# so every game pair ends 1/2 : 3/2 and a match of them has wins, draws and pentanomial bins
# that depend on keeping the pairs together.
. "$(dirname "$0")/scripted_engine.sh"
answer_go() {
    if ((plies % 2 == 0)); then echo "bestmove $(shuffle_move)"; else echo "bestmove e2e5"; fi
}
run_scripted_engine WhiteOnly
