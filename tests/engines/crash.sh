#!/usr/bin/env bash
# crash.sh - a broken engine for the match runner tests: plays two legal knight moves like
# shuffle.sh, then exits with status 3 when asked for its third move (a crash mid-game).
. "$(dirname "$0")/scripted_engine.sh"
answer_go() {
    ((plies / 2 >= 2)) && exit 3
    echo "bestmove $(shuffle_move)"
}
run_scripted_engine Crash
