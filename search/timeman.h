/*
 * timeman.h - turns the clock of the side to move into a soft limit (do not start another
 * iteration after it) and a hard limit (abort the search), both in ms from the start. The
 * soft limit then follows the search: shorter while the best move holds, longer when it
 * has just changed or the score is falling.
 */
#ifndef TESSERA_TIMEMAN_H
#define TESSERA_TIMEMAN_H

#include "limits.h"

typedef struct TimePlan {
    bool limited;    /* false: no time limit at all (depth, nodes, infinite) */
    int64_t soft_ms; /* 0: answer as soon as the first iteration is done */
    int64_t hard_ms;
} TimePlan;

TimePlan timeman_plan(const SearchLimits *limits, int side, int64_t move_overhead_ms);

/* How settled the search looks after a completed iteration. */
typedef struct SearchTrend {
    int stable_iterations; /* iterations in a row that kept the best move (0: it changed) */
    Score score_drop;      /* the previous iteration's score minus this one's (< 0: rose) */
} SearchTrend;

/* The soft limit for this trend: never above the hard limit, 0 stays 0. */
int64_t timeman_soft_limit(const TimePlan *plan, const SearchTrend *trend);

#endif
