/*
 * final_result.h - how a finished game becomes one result value per player, the label of
 * every position the game recorded: the players sharing first place split 1 between them,
 * everyone else gets 0 (a two-player draw is 0.5 each).
 */
#ifndef TESSERA_DATAGEN_FINAL_RESULT_H
#define TESSERA_DATAGEN_FINAL_RESULT_H

#include "src/game.h"

typedef struct FinalResult {
    int players;
    bool first[MAX_PLAYERS]; /* the players sharing first place */
    const char *reason;      /* the status reason word, "max-plies" or "adjudication" */
} FinalResult;

/* From the full status of a finished game in pos: the winner alone, or for a draw every
 * player the game does not rank lower (Game.result_for: a Wall Go territory tie is shared
 * by the tied players only; without result_for, by everyone). */
void final_result_from_status(const Game *game, const void *pos, const GameStatus *status,
                              FinalResult *result);
void final_result_win(FinalResult *result, int players, int winner, const char *reason);
void final_result_draw(FinalResult *result, int players, const char *reason);

/* "1,0", "0.5,0.5", "0.5,0,0.5", ...: each player's value in player order. */
void final_result_format(const FinalResult *result, char *text, size_t size);

#endif
