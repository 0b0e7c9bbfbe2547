/*
 * tally.h - running totals of a match: results per pair of engines, game pairs for the
 * pentanomial counts, points and faults per engine.
 *
 * Every finished game is added once. A game of more than two players counts as one result
 * for every pair of engines in it (the better ranked one wins, equal ranks draw). A pair's
 * W/L/D is from the point of view of its lower-numbered engine (the earlier -engine).
 */
#ifndef TESSERA_MATCH_TALLY_H
#define TESSERA_MATCH_TALLY_H

#include "cli.h"
#include "game_runner.h"
#include "repeats.h"
#include "stats.h"

enum { MAX_PAIRS = MAX_ENGINES * (MAX_ENGINES - 1) / 2 };

/* The GSPRT estimates the variance from the results themselves, and from a handful of them
 * that estimate is too small: four lost pairs and a drawn one put a [0, 20] test past its
 * lower bound. No verdict before this many samples. */
enum { TALLY_SPRT_MIN_SAMPLES = 20 };

typedef struct PairTally {
    int first, second; /* engine indices, first < second */
    Wdl wdl;
    Wdl first_in_seat[2]; /* two-player games: the first engine's results as White (seat 0)
                             and as Black (seat 1) */
    Penta penta;
} PairTally;

typedef struct EngineTally {
    int games;
    double points;
    int faults[TERMINATION_KINDS]; /* games this engine lost by each kind of failure */
} EngineTally;

typedef struct Tally {
    int engine_count;
    PairTally pairs[MAX_PAIRS];
    EngineTally engines[MAX_ENGINES];
    int terminations[TERMINATION_KINDS];
    int games;
    double *pending; /* per opening block: first engine's points in the block's first game,
                        or a negative value while none finished */
    int block_count;
    RepeatCounter repeats; /* games that repeat one another move for move */
} Tally;

void tally_init(Tally *tally, int engine_count, int block_count);
void tally_free(Tally *tally);

/* Adds a finished game; block is its opening block, paired when the block is a game pair
 * (two players, same opening, sides swapped) that feeds the pentanomial counts. */
void tally_add(Tally *tally, const GameRecord *record, int block, bool paired);

/* The pair of engines a and b (in either order). */
PairTally *tally_pair(Tally *tally, int a, int b);
const PairTally *tally_pair_const(const Tally *tally, int a, int b);

/* The SPRT log-likelihood ratio of a pair: over its game pairs when pentanomial, else over
 * its games. */
double tally_llr(const PairTally *pair, const SprtConfig *sprt, bool pentanomial);

/* The SPRT's verdict on a pair: SPRT_CONTINUE until it holds TALLY_SPRT_MIN_SAMPLES samples
 * (game pairs when pentanomial, else games), then where the LLR lies against the bounds. */
SprtVerdict tally_sprt_verdict(const PairTally *pair, const SprtConfig *sprt, bool pentanomial);

#endif
