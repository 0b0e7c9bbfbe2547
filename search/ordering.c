/*
 * ordering.c - scores moves for ordering and picks them lazily (selection sort), so a
 * node cut off after its first moves never sorts the rest. Lists of BLOCKED_LIST moves or
 * more keep the first best of each block of ORDERING_BLOCK positions: a pick compares the
 * block bests and rescans only the blocks of the two positions it swapped, and still takes
 * exactly the move a scan of the whole list would.
 */
#include "ordering.h"

enum {
    SCORE_TT_MOVE = 1 << 30,
    SCORE_NOISY = 1 << 28,     /* plus noisy_score */
    SCORE_KILLER = 1 << 27,    /* first killer; the second gets one less */
    SCORE_LOSING = -(1 << 28), /* plus noisy_score: moves that lose material, after quiets */
    NOISY_GAIN_WEIGHT = 128,   /* per unit of the game's gain estimate (chess: 16 per pawn) */
    CAPTURE_HISTORY_DIVISOR = 2,
};

/* A noisy move by its gain, corrected by how often such moves cut before. */
static int noisy_score(const HistoryTables *history, const MoveFacts *facts) {
    return facts->noisy_gain * NOISY_GAIN_WEIGHT +
           history_noisy_score(history, facts) / CAPTURE_HISTORY_DIVISOR;
}

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

void ordering_score_all(MoveList *list, Move tt_move, const Move killers[2],
                        const HistoryTables *history) {
    for (int i = 0; i < list->count; i++) {
        Move move = list->moves[i];
        const MoveFacts *facts = &list->facts[i];
        if (move == tt_move)
            list->scores[i] = SCORE_TT_MOVE;
        else if (facts->noisy)
            list->scores[i] = SCORE_NOISY + noisy_score(history, facts);
        else if (move == killers[0])
            list->scores[i] = SCORE_KILLER;
        else if (move == killers[1])
            list->scores[i] = SCORE_KILLER - 1;
        else
            list->scores[i] = history_quiet_score(history, facts) + facts->quiet_bonus;
    }
}

void ordering_demote_losing(const Game *game, const void *pos, MoveList *list,
                            const HistoryTables *history) {
    if (!game->see_at_least)
        return;
    for (int i = 0; i < list->count; i++)
        if (list->facts[i].noisy && list->scores[i] < SCORE_TT_MOVE &&
            !game->see_at_least(pos, list->moves[i], 0))
            list->scores[i] = SCORE_LOSING + noisy_score(history, &list->facts[i]);
}

void ordering_score_noisy(MoveList *list, const HistoryTables *history) {
    for (int i = 0; i < list->count; i++)
        list->scores[i] =
            list->facts[i].noisy ? SCORE_NOISY + noisy_score(history, &list->facts[i]) : 0;
}

/* The first best-scored position in [from, to). Two passes: the maximum, a loop without
 * branches that the compiler vectorises, then its first position; one pass comparing
 * each score with the best so far mispredicts a branch at every new best. */
static int first_best(const int *scores, int from, int to) {
    int top = scores[from];
    for (int i = from + 1; i < to; i++)
        top = scores[i] > top ? scores[i] : top;
    int best = from;
    while (scores[best] != top)
        best++;
    return best;
}

/* The block's best among its positions from `active` on (earlier ones are picked already). */
static void refresh_block(MoveList *list, int block, int active) {
    int from = block << ORDERING_BLOCK_SHIFT, to = from + ORDERING_BLOCK;
    if (from < active)
        from = active;
    if (to > list->count)
        to = list->count;
    list->block_best[block] = from < to ? first_best(list->scores, from, to) : -1;
}

/* Lists this long keep block bests: a pick scans the blocks and refreshes two of them. */
enum { BLOCKED_LIST = 4 * ORDERING_BLOCK };

/* The first best position from index on, as a plain scan would find it. */
static int find_best(MoveList *list, int index) {
    if (list->count < BLOCKED_LIST)
        return first_best(list->scores, index, list->count);
    int blocks = (list->count + ORDERING_BLOCK - 1) >> ORDERING_BLOCK_SHIFT;
    if (index == 0)
        for (int block = 0; block < blocks; block++)
            refresh_block(list, block, 0);
    int best = list->block_best[index >> ORDERING_BLOCK_SHIFT];
    for (int block = (index >> ORDERING_BLOCK_SHIFT) + 1; block < blocks; block++)
        if (list->scores[list->block_best[block]] > list->scores[best])
            best = list->block_best[block];
    return best;
}

/* After the swap of index and best: index is picked, best holds another move. */
static void update_blocks(MoveList *list, int index, int best) {
    if (list->count < BLOCKED_LIST)
        return;
    int first = index >> ORDERING_BLOCK_SHIFT, second = best >> ORDERING_BLOCK_SHIFT;
    refresh_block(list, first, index + 1);
    if (second != first)
        refresh_block(list, second, index + 1);
}

Move ordering_pick(MoveList *list, int index) {
    int best = find_best(list, index);
    Move move = list->moves[best];
    int score = list->scores[best];
    MoveFacts facts = list->facts[best];
    list->moves[best] = list->moves[index];
    list->scores[best] = list->scores[index];
    list->facts[best] = list->facts[index];
    list->moves[index] = move;
    list->scores[index] = score;
    list->facts[index] = facts;
    update_blocks(list, index, best);
    return move;
}
