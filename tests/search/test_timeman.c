/*
 * test_timeman.c - time allocation never plans past the clock, respects Move Overhead,
 * spends movetime in full and leaves infinite searches unlimited.
 */
#include <criterion/criterion.h>

#include "search/timeman.h"

static SearchLimits clock_limits(int64_t white_ms, int64_t white_inc_ms) {
    SearchLimits limits;
    limits_init(&limits);
    limits.time[0] = white_ms;
    limits.increment[0] = white_inc_ms;
    limits.time[1] = 60000;
    return limits;
}

Test(timeman, hard_limit_never_exceeds_the_clock_minus_overhead) {
    int64_t clocks[] = {100, 500, 1000, 10000, 60000, 600000};
    for (size_t i = 0; i < sizeof clocks / sizeof clocks[0]; i++) {
        SearchLimits limits = clock_limits(clocks[i], 10);
        TimePlan plan = timeman_plan(&limits, 0, 30);
        cr_assert(plan.limited);
        cr_assert_leq(plan.soft_ms, plan.hard_ms);
        cr_assert_leq(plan.hard_ms, clocks[i] - 30);
    }
}

Test(timeman, sudden_death_of_a_tenth_of_a_second_keeps_most_of_it) {
    SearchLimits limits = clock_limits(100, 0);
    TimePlan plan = timeman_plan(&limits, 0, 10);
    cr_assert_leq(plan.hard_ms, 90 / 5);
}

/* With less than five increments on the clock a move never costs a whole increment, so
 * the clock grows back instead of running down to a scheduling delay. */
Test(timeman, living_on_the_increment_banks_time) {
    int64_t clocks[] = {100, 200, 300, 499};
    for (size_t i = 0; i < sizeof clocks / sizeof clocks[0]; i++) {
        SearchLimits limits = clock_limits(clocks[i], 100);
        TimePlan plan = timeman_plan(&limits, 0, 10);
        cr_assert_lt(plan.hard_ms, 100, "clock %lld: hard %lld", (long long)clocks[i],
                     (long long)plan.hard_ms);
    }
}

Test(timeman, uses_the_clock_of_the_side_to_move) {
    SearchLimits limits = clock_limits(1000, 0);
    TimePlan white = timeman_plan(&limits, 0, 0);
    TimePlan black = timeman_plan(&limits, 1, 0);
    cr_assert_gt(black.soft_ms, white.soft_ms);
}

Test(timeman, a_clock_at_or_below_the_overhead_means_answer_at_once) {
    int64_t clocks[] = {0, 1, 5, 10};
    for (size_t i = 0; i < sizeof clocks / sizeof clocks[0]; i++) {
        SearchLimits limits = clock_limits(clocks[i], 0);
        TimePlan plan = timeman_plan(&limits, 0, 10);
        cr_assert(plan.limited);
        cr_assert_eq(plan.soft_ms, 0);
        cr_assert_eq(plan.hard_ms, 0);
    }
}

Test(timeman, movetime_is_spent_minus_overhead) {
    SearchLimits limits;
    limits_init(&limits);
    limits.movetime = 500;
    TimePlan plan = timeman_plan(&limits, 0, 20);
    cr_assert_eq(plan.hard_ms, 480);
}

Test(timeman, infinite_and_depth_only_searches_have_no_time_limit) {
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = 5;
    cr_assert_not(timeman_plan(&limits, 0, 10).limited);
    limits.infinite = true;
    limits.time[0] = 1000;
    cr_assert_not(timeman_plan(&limits, 0, 10).limited);
}

Test(timeman, last_move_before_time_control_may_use_most_of_the_clock) {
    SearchLimits limits = clock_limits(10000, 0);
    limits.movestogo = 1;
    TimePlan plan = timeman_plan(&limits, 0, 0);
    cr_assert_gt(plan.hard_ms, 5000);
    cr_assert_leq(plan.hard_ms, 9000);
}
