/*
 * test_ordering.c - ordering_pick takes exactly the moves a plain selection sort takes (the
 * first of equal scores, with the same swaps), for short lists and for long lists that keep
 * block bests, and carries each move's facts and score along with it.
 */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "search/ordering.h"

static uint64_t next_random(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

/* The selection sort ordering_pick must reproduce: scan all, take the first best, swap. */
static Move reference_pick(Move *moves, int *scores, int count, int index) {
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

/* Scores from [0, spread): a small spread gives many equal scores. */
static void check_same_picks(int count, int spread, uint64_t seed) {
    static Move moves[MAX_MOVES], reference_moves[MAX_MOVES];
    static int scores[MAX_MOVES], reference_scores[MAX_MOVES], block_best[ORDERING_BLOCKS];
    static MoveFacts facts[MAX_MOVES];
    for (int i = 0; i < count; i++) {
        moves[i] = reference_moves[i] = (Move)(i + 1);
        scores[i] = reference_scores[i] = (int)(next_random(&seed) % (uint64_t)spread);
        facts[i] = (MoveFacts){.history_index = i + 1};
    }
    MoveList list = {moves, facts, scores, block_best, count};
    for (int index = 0; index < count; index++) {
        Move expected = reference_pick(reference_moves, reference_scores, count, index);
        Move picked = ordering_pick(&list, index);
        cr_assert_eq(picked, expected, "count %d spread %d: pick %d is move %u, expected %u", count,
                     spread, index, picked, expected);
        cr_assert_eq(list.scores[index], reference_scores[index]);
        cr_assert_eq(list.facts[index].history_index, (int)picked, "facts move with the move");
    }
}

Test(ordering, short_lists_pick_like_a_selection_sort) {
    check_same_picks(1, 5, 1);
    check_same_picks(40, 5, 2);
    check_same_picks(200, 1000, 3);
}

Test(ordering, long_lists_with_block_bests_pick_like_a_selection_sort) {
    check_same_picks(256, 3, 4);   /* exactly four blocks, mostly ties */
    check_same_picks(1000, 50, 5); /* a last block part full */
    check_same_picks(3000, 1, 6);  /* all equal: the list keeps its order */
    check_same_picks(MAX_MOVES, 1 << 20, 7);
}
