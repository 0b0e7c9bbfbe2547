/*
 * history.c - the quiet-move histories: bonus size, the gravity update, and the score a
 * move gets from the butterfly and continuation tables together.
 */
#include "history.h"

enum { BONUS_MAX = 2400 }; /* a deep cut counts for about six shallow ones, no more */

int history_cont_count(const Game *game) {
    return game->no_continuation ? 0 : game->move_index_count;
}

int history_bonus(int depth) {
    int bonus = 16 * depth * depth + 128 * (depth > 1 ? depth - 1 : 0);
    return bonus < BONUS_MAX ? bonus : BONUS_MAX;
}

void history_update(HistoryEntry *entry, int bonus) {
    int value = *entry;
    int magnitude = bonus < 0 ? -bonus : bonus;
    value += bonus - value * magnitude / HISTORY_MAX;
    *entry = (HistoryEntry)value;
}

int history_quiet_score(const QuietHistory *tables, const MoveFacts *facts) {
    int score = tables->main[facts->history_index];
    for (int k = 0; k < CONT_PLIES; k++)
        if (tables->cont[k])
            score += tables->cont[k][facts->history_index];
    return score;
}

static void update_move(const QuietHistory *tables, const MoveFacts *facts, int bonus) {
    history_update(&tables->main[facts->history_index], bonus);
    for (int k = 0; k < CONT_PLIES; k++)
        if (tables->cont[k])
            history_update(&tables->cont[k][facts->history_index], bonus);
}

void history_reward(const QuietHistory *tables, const MoveFacts *best, const MoveFacts *tried,
                    int tried_count, int depth) {
    int bonus = history_bonus(depth);
    update_move(tables, best, bonus);
    for (int i = 0; i < tried_count; i++)
        update_move(tables, &tried[i], -bonus);
}
