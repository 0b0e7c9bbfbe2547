/*
 * test_tt.c - the transposition table: what is stored is found again with the same
 * fields, other keys miss, mate scores are re-based on the ply, a clear empties it.
 */
#include <criterion/criterion.h>

#include "search/tt.h"

static TransTable table;

static void setup(void) {
    table = (TransTable){0};
    cr_assert(tt_resize(&table, 1));
}

static void teardown(void) {
    tt_free(&table);
}

TestSuite(tt, .init = setup, .fini = teardown);

Test(tt, stored_entry_is_found_with_all_fields) {
    tt_store(&table, 0x123456789abcdef0ull, 0xdeadbeef, -1234, 7, BOUND_LOWER);
    TTHit hit;
    cr_assert(tt_probe(&table, 0x123456789abcdef0ull, &hit));
    cr_assert_eq(hit.move, 0xdeadbeef);
    cr_assert_eq(hit.score, -1234);
    cr_assert_eq(hit.depth, 7);
    cr_assert_eq(hit.bound, BOUND_LOWER);
}

Test(tt, quiescence_depths_below_zero_round_trip) {
    tt_store(&table, 42, 1, 5, -3, BOUND_UPPER);
    TTHit hit;
    cr_assert(tt_probe(&table, 42, &hit));
    cr_assert_eq(hit.depth, -3);
}

Test(tt, other_key_in_the_same_bucket_misses) {
    uint64_t key = 0x1000;
    uint64_t same_bucket = key + table.bucket_count; /* same index bits, other key */
    tt_store(&table, key, 1, 0, 1, BOUND_EXACT);
    TTHit hit;
    cr_assert(tt_probe(&table, key, &hit));
    cr_assert_not(tt_probe(&table, same_bucket, &hit));
}

Test(tt, storing_without_a_move_keeps_the_known_move) {
    tt_store(&table, 99, 555, 10, 4, BOUND_EXACT);
    tt_store(&table, 99, MOVE_NONE, 20, 5, BOUND_UPPER);
    TTHit hit;
    cr_assert(tt_probe(&table, 99, &hit));
    cr_assert_eq(hit.move, 555);
    cr_assert_eq(hit.score, 20);
}

Test(tt, clear_forgets_everything) {
    tt_store(&table, 77, 3, 0, 1, BOUND_EXACT);
    tt_clear(&table);
    TTHit hit;
    cr_assert_not(tt_probe(&table, 77, &hit));
}

Test(tt, mate_scores_are_stored_relative_to_the_node) {
    Score mate_in_5_from_root = SCORE_MATE - 5;
    Score stored = tt_score_to_table(mate_in_5_from_root, 3); /* found at ply 3 */
    cr_assert_eq(stored, SCORE_MATE - 2);
    cr_assert_eq(tt_score_from_table(stored, 1), SCORE_MATE - 3);
    cr_assert_eq(tt_score_to_table(150, 9), 150);
    cr_assert_eq(tt_score_from_table(-SCORE_MATE + 8, 2), -SCORE_MATE + 10);
}

Test(tt, hashfull_counts_entries_of_this_search) {
    cr_assert_eq(tt_hashfull(&table), 0);
    for (uint64_t key = 0; key < table.bucket_count * 4; key++)
        tt_store(&table, key * 0x9e3779b97f4a7c15ull, 1, 0, 1, BOUND_EXACT);
    cr_assert_gt(tt_hashfull(&table), 500);
    tt_new_search(&table);
    cr_assert_eq(tt_hashfull(&table), 0);
}

Test(tt, resize_keeps_the_table_power_of_two_and_within_budget) {
    cr_assert(tt_resize(&table, 3));
    size_t bytes = table.bucket_count * 4 * sizeof(TTEntry);
    cr_assert_leq(bytes, 3u << 20);
    cr_assert_eq(table.bucket_count & (table.bucket_count - 1), 0);
}
