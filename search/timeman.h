/*
 * timeman.h - turns the clock of the side to move into a soft limit (do not start another
 * iteration after it) and a hard limit (abort the search), both in ms from the start.
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

#endif
