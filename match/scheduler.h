/*
 * scheduler.h - runs a whole match: the list of games, the worker threads that play them,
 * the engines each worker keeps running, and stopping (all games played, SPRT decided, an
 * engine failure without -recover), sharding (-shard) and resuming (-resume).
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

/* One game of the schedule. */
typedef struct PlannedGame {
    int number; /* 1-based, in the order of the whole (unsharded) schedule */
    int block;  /* opening block: the games that share an opening, a game pair with two players */
    int seats[MAX_PLAYERS];
} PlannedGame;

/* The games config's run plays before -resume skips any: the whole schedule, or with -shard
 * I/N the games of every N-th opening block from the I-th on (a game pair is never split).
 * Returns the count; *games is malloc'd, in playing order. *total gets the number of games
 * of the whole schedule when total is not NULL. */
int scheduler_plan(const MatchConfig *config, PlannedGame **games, int *total);

/* Plays the match, printing progress and the summary to out. False (error set) when it
 * cannot run or had to be abandoned: unreadable openings, an engine that does not start or
 * lacks the variant, a write to out or to the PGN file that failed (the match stops at the
 * first). outcome->tally is to be freed in every case. */
bool scheduler_run(const MatchConfig *config, FILE *out, MatchOutcome *outcome, char *error,
                   size_t error_size);

#endif
