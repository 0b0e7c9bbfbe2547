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

void ordering_score_all(const Game *game, const void *pos, const Move *moves, int *scores,
                        int count, Move tt_move, const Move killers[2], const int *history) {
    for (int i = 0; i < count; i++) {
        Move move = moves[i];
        if (move == tt_move)
            scores[i] = SCORE_TT_MOVE;
        else if (game->is_noisy(pos, move))
            scores[i] = SCORE_NOISY + game->noisy_gain(pos, move);
        else if (move == killers[0])
            scores[i] = SCORE_KILLER;
        else if (move == killers[1])
            scores[i] = SCORE_KILLER - 1;
        else
            scores[i] = history[game->move_index(pos, move)] +
                        (game->quiet_order ? game->quiet_order(pos, move) : 0);
    }
}

void ordering_score_noisy(const Game *game, const void *pos, const Move *moves, int *scores,
                          int count) {
    for (int i = 0; i < count; i++)
        scores[i] =
            game->is_noisy(pos, moves[i]) ? SCORE_NOISY + game->noisy_gain(pos, moves[i]) : 0;
}

Move ordering_pick(Move *moves, int *scores, int count, int index) {
    int best = index;
    for (int i = index + 1; i < count; i++)
        if (scores[i] > scores[best])
            best = i;
    Move move = moves[best];
    int score = scores[best];
    moves[best] = moves[index];
    scores[best] = scores[index];
    moves[index] = move;
    scores[index] = score;
    return move;
}

/* History with gravity: scores saturate towards +-HISTORY_MAX instead of overflowing. */
void ordering_update_history(int *history, int index, int bonus) {
    int magnitude = bonus < 0 ? -bonus : bonus;
    history[index] += bonus - history[index] * magnitude / HISTORY_MAX;
}
