/*
 * timeman.c - time allocation. With a clock we plan to spend about 1/25 of the remaining
 * time plus most of the increment, never more than a tenth of the clock plus half the
 * increment in one move, and keep Move Overhead in reserve so the engine never flags, even
 * at 0.1 s sudden death: once the clock is down to the overhead, the engine answers after
 * its first iteration. The ceiling makes a side living on its increment bank time: at
 * 10+0.1 the clock settles near half a second instead of a quarter, so a busy machine's
 * scheduling delays do not flag it (7 forfeits in 200 Void Chess games at load 6 before).
 */
#include "timeman.h"

enum {
    DEFAULT_MOVES_TO_GO = 25, /* moves we expect to still play with the remaining clock */
};

static int64_t clamp_ms(int64_t value, int64_t low, int64_t high) {
    return value < low ? low : value > high ? high : value;
}

/* A fixed time per move, less the overhead. */
static TimePlan movetime_plan(int64_t movetime, int64_t move_overhead_ms) {
    int64_t budget = clamp_ms(movetime - move_overhead_ms, 0, movetime);
    return (TimePlan){true, budget, budget};
}

/* A share of the side's clock and increment; not limited when the side has no clock. */
static TimePlan clock_plan(const SearchLimits *limits, int side, int64_t move_overhead_ms) {
    TimePlan plan = {false, 0, 0};
    int64_t clock = limits->time[side];
    if (clock < 0)
        return plan;
    plan.limited = true;
    int64_t usable = clock - move_overhead_ms;
    if (usable <= 0)
        return plan; /* soft and hard 0: the first iteration's move, at once */
    int64_t increment = limits->increment[side];
    int moves_to_go = limits->movestogo > 0 ? limits->movestogo : DEFAULT_MOVES_TO_GO;
    if (moves_to_go > DEFAULT_MOVES_TO_GO)
        moves_to_go = DEFAULT_MOVES_TO_GO;
    int64_t ideal = usable / moves_to_go + increment * 3 / 4;
    int64_t ceiling = limits->movestogo == 1 ? usable * 9 / 10 : usable / 10 + increment / 2;
    ceiling = clamp_ms(ceiling, 0, usable);
    plan.soft_ms = clamp_ms(ideal * 6 / 10, 0, ceiling);
    plan.hard_ms = clamp_ms(ideal * 2, 0, ceiling);
    return plan;
}

static int64_t min_ms(int64_t a, int64_t b) {
    return a < b ? a : b;
}

/* Clock and movetime together: whichever runs out first ends the search. */
TimePlan timeman_plan(const SearchLimits *limits, int side, int64_t move_overhead_ms) {
    if (limits->infinite)
        return (TimePlan){false, 0, 0}; /* a ponder search gets its plan now; it applies
                                           from ponderhit on */
    TimePlan plan = clock_plan(limits, side, move_overhead_ms);
    if (limits->movetime <= 0)
        return plan;
    TimePlan fixed = movetime_plan(limits->movetime, move_overhead_ms);
    if (!plan.limited)
        return fixed;
    return (TimePlan){true, min_ms(plan.soft_ms, fixed.soft_ms),
                      min_ms(plan.hard_ms, fixed.hard_ms)};
}
