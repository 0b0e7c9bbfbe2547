/*
 * final_result.c - the result values of a finished game: who shares first place, and each
 * player's share of 1 written as text.
 */
#include "final_result.h"

#include <stdio.h>

void final_result_win(FinalResult *result, int players, int winner, const char *reason) {
    *result = (FinalResult){.players = players, .reason = reason};
    result->first[winner] = true;
}

void final_result_draw(FinalResult *result, int players, const char *reason) {
    *result = (FinalResult){.players = players, .reason = reason};
    for (int player = 0; player < players; player++)
        result->first[player] = true;
}

void final_result_from_status(const Game *game, const void *pos, const GameStatus *status,
                              FinalResult *result) {
    int players = pos_header(pos)->players;
    if (status->outcome == OUTCOME_WIN) {
        final_result_win(result, players, status->winner, status->reason);
        return;
    }
    final_result_draw(result, players, status->reason);
    if (!game->result_for)
        return;
    for (int player = 0; player < players; player++)
        result->first[player] = game->result_for(pos, player) != RESULT_LOSS;
}

void final_result_format(const FinalResult *result, char *text, size_t size) {
    int sharing = 0;
    for (int player = 0; player < result->players; player++)
        sharing += result->first[player];
    size_t used = 0;
    text[0] = '\0';
    for (int player = 0; player < result->players && used < size; player++) {
        double value = result->first[player] ? 1.0 / sharing : 0.0;
        int written = snprintf(text + used, size - used, "%s%g", player ? "," : "", value);
        used += written > 0 ? (size_t)written : 0;
    }
}
