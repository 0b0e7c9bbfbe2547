/*
 * history.c - the move histories: bonus size, the gravity update, the score a quiet move gets
 * from the butterfly and continuation tables together, and a noisy move's capture entry.
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

int history_quiet_score(const HistoryTables *tables, const MoveFacts *facts) {
    int score = tables->main[facts->history_index];
    for (int k = 0; k < CONT_PLIES; k++)
        if (tables->cont[k])
            score += tables->cont[k][facts->history_index];
    return score;
}

int history_noisy_score(const HistoryTables *tables, const MoveFacts *facts) {
    return tables->capture[facts->history_index];
}

static void update_quiet(const HistoryTables *tables, const MoveFacts *facts, int bonus) {
    history_update(&tables->main[facts->history_index], bonus);
    for (int k = 0; k < CONT_PLIES; k++)
        if (tables->cont[k])
            history_update(&tables->cont[k][facts->history_index], bonus);
}

void history_reward(const HistoryTables *tables, const MoveFacts *best, const TriedMoves *tried,
                    int depth) {
    int bonus = history_bonus(depth);
    if (best->noisy) {
        history_update(&tables->capture[best->history_index], bonus);
    } else {
        update_quiet(tables, best, bonus);
        for (int i = 0; i < tried->quiet_count; i++)
            update_quiet(tables, &tried->quiets[i], -bonus);
    }
    for (int i = 0; i < tried->noisy_count; i++)
        history_update(&tables->capture[tried->noisy[i].history_index], -bonus);
}
