/*
 * progress.c - formats the progress line. The ETA extrapolates this run's rate: positions
 * per second towards --positions, games per second towards --games, the sooner of the two
 * when both are given.
 */
#include "progress.h"

#include <inttypes.h>
#include <stdio.h>

/* Seconds from done to target at this run's pace (run_done in elapsed_ms); -1: no target or
 * no pace yet. */
static int64_t seconds_left(int64_t target, int64_t done, int64_t run_done, int64_t elapsed_ms) {
    if (target == 0 || run_done == 0)
        return -1;
    int64_t left = target > done ? target - done : 0;
    return (int64_t)((double)left * (double)elapsed_ms / (double)run_done / 1000.0);
}

static void format_duration(int64_t seconds, char *text, size_t size) {
    if (seconds >= 3600)
        snprintf(text, size, "%" PRId64 "h%02" PRId64 "m", seconds / 3600, seconds / 60 % 60);
    else if (seconds >= 60)
        snprintf(text, size, "%" PRId64 "m%02" PRId64 "s", seconds / 60, seconds % 60);
    else
        snprintf(text, size, "%" PRId64 "s", seconds);
}

void progress_format(const ProgressCounts *counts, char *text, size_t size) {
    int64_t rate = counts->elapsed_ms > 0 ? counts->run_positions * 1000 / counts->elapsed_ms : 0;
    int64_t by_positions = seconds_left(counts->target_positions, counts->positions,
                                        counts->run_positions, counts->elapsed_ms);
    int64_t by_games =
        seconds_left(counts->target_games, counts->games, counts->run_games, counts->elapsed_ms);
    int64_t eta =
        by_positions < 0 || (by_games >= 0 && by_games < by_positions) ? by_games : by_positions;
    char left[32] = "?";
    if (counts->finished)
        format_duration(counts->elapsed_ms / 1000, left, sizeof left);
    else if (eta >= 0)
        format_duration(eta, left, sizeof left);
    snprintf(text, size, "%" PRId64 " games, %" PRId64 " positions, %" PRId64 " positions/s, %s %s",
             counts->games, counts->positions, rate, counts->finished ? "done in" : "ETA", left);
}
