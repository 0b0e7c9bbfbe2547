/*
 * scheduler.h - runs a whole match: the list of games, the worker threads that play them,
 * the engines each worker keeps running, and stopping (all games played, SPRT decided, an
 * engine failure without -recover).
 */
#ifndef TESSERA_MATCH_SCHEDULER_H
#define TESSERA_MATCH_SCHEDULER_H

#include <stdbool.h>
#include <stdio.h>

#include "cli.h"
#include "tally.h"

typedef struct MatchOutcome {
    Tally tally;          /* every finished game; the caller frees it with tally_free */
    int scheduled_games;  /* games in the schedule */
    bool sprt_stopped;    /* SPRT reached a bound and the match stopped early */
    bool failure_stopped; /* an engine failed without -recover and the match stopped */
} MatchOutcome;

/* The seats of an encounter's g-th game, counted over all rounds: two engines swap colours
 * every game, more players rotate the seats by one. seats[p] is the engine index of the
 * player p (white / A first). */
void scheduler_seat_game(const MatchConfig *config, const int encounter[2], int g,
                         int seats[MAX_PLAYERS]);

/* Plays the match, printing progress and the summary to out. False (error set) when it
 * cannot run or had to be abandoned: unreadable openings, an engine that does not start or
 * lacks the variant, a write to out or to the PGN file that failed (the match stops at the
 * first). outcome->tally is to be freed in every case. */
bool scheduler_run(const MatchConfig *config, FILE *out, MatchOutcome *outcome, char *error,
                   size_t error_size);

#endif
