/*
 * rules.c - adds repetition and fifty-move draws to a game's own status, the automatic ones
 * and those a player may claim. A decisive result found by the game (checkmate on the
 * hundredth ply, a goal reached) takes precedence.
 */
#include "rules.h"

int rules_occurrences(const void *pos, const uint64_t *history, int count) {
    const PosHeader *header = pos_header(pos);
    int reversible = header->rule50 < count ? header->rule50 : count;
    int occurrences = 1;
    for (int i = count - 1; i >= count - reversible; i--)
        occurrences += history[i] == header->key;
    return occurrences;
}

void rules_status(const Game *game, const void *pos, const uint64_t *history, int count,
                  GameStatus *status) {
    game->status(pos, status);
    if (status->outcome != OUTCOME_ONGOING)
        return;
    if (game->repetition_draw > 0 &&
        rules_occurrences(pos, history, count) >= game->repetition_draw) {
        status->outcome = OUTCOME_DRAW;
        status->reason = "repetition";
    } else if (game->fifty_move_plies > 0 && pos_header(pos)->rule50 >= game->fifty_move_plies) {
        status->outcome = OUTCOME_DRAW;
        status->reason = "fifty-moves";
    }
}

const char *rules_claim(const Game *game, const void *pos, const uint64_t *history, int count) {
    GameStatus status;
    rules_status(game, pos, history, count, &status);
    if (status.outcome != OUTCOME_ONGOING)
        return NULL;
    if (game->claim_repetitions > 0 &&
        rules_occurrences(pos, history, count) >= game->claim_repetitions)
        return "repetition";
    if (game->claim_fifty_plies > 0 && pos_header(pos)->rule50 >= game->claim_fifty_plies)
        return "fifty-moves";
    return NULL;
}

void rules_status_claimed(const Game *game, const void *pos, const uint64_t *history, int count,
                          GameStatus *status) {
    rules_status(game, pos, history, count, status);
    const char *claim = rules_claim(game, pos, history, count);
    if (claim) {
        status->outcome = OUTCOME_DRAW;
        status->reason = claim;
    }
}
