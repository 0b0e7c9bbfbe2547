/*
 * progress.h - the periodic progress line of a running match: games done of the games this
 * run plays, the rate in games per minute and the time left at that rate.
 *
 *   Progress: 12 of 400 games (3.0 %), 4.80 games/min, ETA 1:20:50
 *
 * Pure arithmetic on times the caller passes in (monotonic_ms), so it is tested without
 * waiting.
 */
#ifndef TESSERA_MATCH_PROGRESS_H
#define TESSERA_MATCH_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct MatchProgress {
    int total;           /* games this run plays */
    int64_t started_ms;  /* when the run started */
    int64_t interval_ms; /* at most one line per interval; 0 = after every game */
    int64_t last_ms;     /* when the last line was printed */
} MatchProgress;

void match_progress_start(MatchProgress *progress, int total, int64_t interval_ms, int64_t now_ms);

/* The line for done games at now_ms, without a newline. The ETA is "?" until a game is done. */
void match_progress_format(const MatchProgress *progress, int done, int64_t now_ms, char *text,
                           size_t size);

/* Prints the line when the interval has passed since the last one (always after the last
 * game); true when it printed. */
bool match_progress_report(MatchProgress *progress, FILE *out, int done, int64_t now_ms);

#endif
