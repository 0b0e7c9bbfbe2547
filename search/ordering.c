/*
 * ordering.c - scores moves for ordering and picks them lazily (selection sort), so a
 * node cut off after its first moves never sorts the rest.
 */
#include "ordering.h"

enum {
    SCORE_TT_MOVE = 1 << 30,
    SCORE_NOISY = 1 << 28,  /* plus the game's gain estimate */
    SCORE_KILLER = 1 << 27, /* first killer; the second gets one less */
    HISTORY_MAX = 1 << 14,  /* history scores stay within +-HISTORY_MAX */
};

static void describe_one(const Game *game, const void *pos, Move move, MoveFacts *facts) {
    facts->noisy = game->is_noisy(pos, move);
    facts->noisy_gain = facts->noisy ? game->noisy_gain(pos, move) : 0;
    facts->history_index = game->move_index(pos, move);
    facts->quiet_bonus = !facts->noisy && game->quiet_order ? game->quiet_order(pos, move) : 0;
}

void ordering_describe(const Game *game, const void *pos, MoveList *list) {
    if (game->describe_moves) {
        game->describe_moves(pos, list->moves, list->count, list->facts);
        return;
    }
    for (int i = 0; i < list->count; i++)
        describe_one(game, pos, list->moves[i], &list->facts[i]);
}

void ordering_score_all(MoveList *list, Move tt_move, const Move killers[2], const int *history) {
    for (int i = 0; i < list->count; i++) {
        Move move = list->moves[i];
        const MoveFacts *facts = &list->facts[i];
        if (move == tt_move)
            list->scores[i] = SCORE_TT_MOVE;
        else if (facts->noisy)
            list->scores[i] = SCORE_NOISY + facts->noisy_gain;
        else if (move == killers[0])
            list->scores[i] = SCORE_KILLER;
        else if (move == killers[1])
            list->scores[i] = SCORE_KILLER - 1;
        else
            list->scores[i] = history[facts->history_index] + facts->quiet_bonus;
    }
}

void ordering_score_noisy(MoveList *list) {
    for (int i = 0; i < list->count; i++)
        list->scores[i] = list->facts[i].noisy ? SCORE_NOISY + list->facts[i].noisy_gain : 0;
}

Move ordering_pick(MoveList *list, int index) {
    int best = index;
    for (int i = index + 1; i < list->count; i++)
        if (list->scores[i] > list->scores[best])
            best = i;
    Move move = list->moves[best];
    int score = list->scores[best];
    MoveFacts facts = list->facts[best];
    list->moves[best] = list->moves[index];
    list->scores[best] = list->scores[index];
    list->facts[best] = list->facts[index];
    list->moves[index] = move;
    list->scores[index] = score;
    list->facts[index] = facts;
    return move;
}

/* History with gravity: scores saturate towards +-HISTORY_MAX instead of overflowing. */
void ordering_update_history(int *history, int index, int bonus) {
    int magnitude = bonus < 0 ? -bonus : bonus;
    history[index] += bonus - history[index] * magnitude / HISTORY_MAX;
}
