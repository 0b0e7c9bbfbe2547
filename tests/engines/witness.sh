#!/usr/bin/env bash
# witness.sh REPORT - the shuffler (shuffle.sh) that checks the match report file REPORT
# before every move: while a game runs, the report must already hold its `Started game`
# line, so there are more `Started game` lines than `Finished game` lines. If not, it
# answers with the illegal move e2e5, which the test sees as an illegal-move loss.
report=$1
. "$(dirname "$0")/scripted_engine.sh"
answer_go() {
    local started finished
    started=$(grep -c '^Started game' "$report")
    finished=$(grep -c '^Finished game' "$report")
    if ((started > finished)); then echo "bestmove $(shuffle_move)"; else echo "bestmove e2e5"; fi
}
run_scripted_engine Witness
