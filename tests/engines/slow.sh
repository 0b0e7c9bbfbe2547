#!/usr/bin/env bash
# slow.sh - a broken engine for the match runner tests: moves like shuffle.sh but only after
# half a second, whatever its clock says. With a shorter time per move it answers after the
# runner's `stop`, which is a time forfeit (not a stall: the engine is alive and answers).
. "$(dirname "$0")/scripted_engine.sh"
answer_go() {
    sleep 0.5
    echo "bestmove $(shuffle_move)"
}
run_scripted_engine Slow
