/*
 * wallchess_baseline.c - the Wall Chess baseline evaluation of issue 5: the opponent's
 * shortest path minus ours, so a depth-2 search with it "minimises its own shortest path
 * minus the opponent's". Not tuned on purpose.
 */
#include "eval/baselines.h"

#include "src/games/wallchess/wallchess.h"

enum { BASELINE_STEP_VALUE = 100 };

Score wallchess_baseline_evaluate(const void *position) {
    const WallChessPos *pos = position;
    int us = pos->header.side;
    return BASELINE_STEP_VALUE * (pos->distance[!us] - pos->distance[us]);
}
