/*
 * test_eval_cache.c - the search's cache of static evaluations: a stored score comes back
 * only for its own key, and a searcher that has cached scores gives the same results as a
 * fresh one when what the evaluation reads changes but the position key does not (the
 * Evaluation option, the fifty-move counter Void Chess scales by, the player a three-player
 * search plays for).
 */
#include <criterion/criterion.h>

#include "engine/games.h"
#include "search/eval_cache.h"
#include "search/search.h"
#include "search/tt.h"

Test(eval_cache, returns_a_score_for_its_own_key_only) {
    EvalCache cache;
    cr_assert(eval_cache_create(&cache));
    Score score = 0;
    uint64_t key = 0x123456789abcdef0u;
    uint64_t same_slot = key + EVAL_CACHE_ENTRIES;
    cr_assert_not(eval_cache_probe(&cache, key, &score));
    eval_cache_store(&cache, key, -321);
    cr_assert(eval_cache_probe(&cache, key, &score));
    cr_assert_eq(score, -321);
    cr_assert_not(eval_cache_probe(&cache, same_slot, &score));
    eval_cache_store(&cache, same_slot, 55);
    cr_assert_not(eval_cache_probe(&cache, key, &score), "the newer key took the slot");
    cr_assert(eval_cache_probe(&cache, same_slot, &score));
    cr_assert_eq(score, 55);
    eval_cache_clear(&cache);
    cr_assert_not(eval_cache_probe(&cache, same_slot, &score));
    eval_cache_destroy(&cache);
}

static Score search_once(Searcher *searcher, const void *root, int depth) {
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = depth;
    atomic_store(&searcher->stop, false);
    tt_clear(&searcher->tt); /* only the evaluation cache may carry scores over */
    return search_run(searcher, root, NULL, 0, &limits, 0, NULL).score;
}

/* The score of root at depth in a searcher that searched warm_up first (to warm_depth, which
 * evaluates the positions root's search will), against a fresh searcher's. */
static void assert_same_as_fresh(const Game *game, const void *warm_up, EvalChoice warm_choice,
                                 int warm_depth, const void *root, EvalChoice choice, int depth) {
    Searcher used, fresh;
    cr_assert(searcher_init(&used, game, 1, 1));
    cr_assert(searcher_init(&fresh, game, 1, 1));
    used.evaluation = warm_choice;
    search_once(&used, warm_up, warm_depth);
    used.evaluation = choice;
    fresh.evaluation = choice;
    Score expected = search_once(&fresh, root, depth);
    cr_assert_eq(search_once(&used, root, depth), expected, "%s", game->name);
    searcher_free(&used);
    searcher_free(&fresh);
}

static void load(const Game *game, PosBuf *pos, const char *text) {
    char error[128];
    cr_assert(game->parse(pos, text, error, sizeof error), "%s: %s", text, error);
}

Test(eval_cache, keys_by_the_fifty_move_counter_where_the_evaluation_reads_it) {
    PosBuf fresh_counter, late_counter;
    /* No pawn can move, so every move counts on from the counter. */
    load(&VOIDCHESS_GAME, &fresh_counter, "4k4/9/9/9/9/9/9/9/RN2K1MNR w - - 0 1 - 0");
    late_counter = fresh_counter;
    ((PosHeader *)&late_counter)->rule50 = 80; /* the header starts every position */
    cr_assert_eq(pos_header(&late_counter)->key, pos_header(&fresh_counter)->key);
    assert_same_as_fresh(&VOIDCHESS_GAME, &fresh_counter, EVAL_FULL, 1, &late_counter, EVAL_FULL,
                         1);
}

Test(eval_cache, keys_by_the_evaluation_option) {
    PosBuf root;
    load(&CHESS_GAME, &root, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8");
    assert_same_as_fresh(&CHESS_GAME, &root, EVAL_CLASSICAL, 1, &root, EVAL_NETWORK, 1);
    assert_same_as_fresh(&CHESS_GAME, &root, EVAL_NETWORK, 1, &root, EVAL_BASELINE, 1);
}

Test(eval_cache, keys_by_the_player_a_multi_player_search_plays_for) {
    PosBuf first, second;
    load(&WALLGO_GAME, &first, WALLGO_GAME.start_position(3));
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&WALLGO_GAME, &first, moves);
    cr_assert_gt(count, 0);
    cr_assert(WALLGO_GAME.play(&first, moves[0], &second));
    assert_same_as_fresh(&WALLGO_GAME, &first, EVAL_FULL, 2, &second, EVAL_FULL, 1);
}
