/*
 * adjudication.h - ending games early by agreement of the engines' own scores, or by length.
 *
 * Owns the counters behind cutechess-cli's -draw, -resign and -maxmoves: consecutive plies
 * where both engines see a dead draw, consecutive moves where one engine sees itself lost
 * (and, two-sided, its opponent agrees). Scores are those the engines reported with their
 * moves, from the mover's point of view. Score adjudication applies to two-player games only.
 */
#ifndef TESSERA_MATCH_ADJUDICATION_H
#define TESSERA_MATCH_ADJUDICATION_H

#include <stdbool.h>

#include "cli.h"
#include "src/types.h"

typedef enum AdjudicationKind {
    ADJUDICATE_NONE,
    ADJUDICATE_DRAW_SCORE,
    ADJUDICATE_DRAW_LENGTH,
    ADJUDICATE_RESIGN,
} AdjudicationKind;

typedef struct Adjudicator {
    const AdjudicationConfig *config;
    int players;
    int draw_plies;
    int losing_moves[MAX_PLAYERS];
    int winning_moves[MAX_PLAYERS];
} Adjudicator;

void adjudicator_init(Adjudicator *adj, const AdjudicationConfig *config, int players);

/* Call after every move: mover made the move that brought the game to plies plies; its
 * score in centipawns when has_score. On ADJUDICATE_RESIGN, *loser is the losing player. */
AdjudicationKind adjudicator_update(Adjudicator *adj, int mover, int plies, bool has_score,
                                    int score, int *loser);

#endif
