#!/usr/bin/env bash
# shuffle.sh - a legal but aimless chess engine for the match runner tests. From the start
# position it moves its king's knight out and back (white g1f3 f3g1, black g8f6 f6g8), so two
# shufflers draw by repetition and every move it makes against the broken engines is legal.
. "$(dirname "$0")/scripted_engine.sh"
answer_go() {
    local move
    move=$(shuffle_move)
    echo "info depth 1 score cp 0 nodes 1 pv $move"
    echo "bestmove $move"
}
run_scripted_engine Shuffle
