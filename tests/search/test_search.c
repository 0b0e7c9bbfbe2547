/*
 * test_search.c - the game-agnostic search on chess positions: it finds forced mates and
 * wins material, is deterministic with one thread, respects searchmoves, MultiPV, node
 * limits and an early stop, and runs with several threads.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "search/search.h"
#include "engine/games.h"

static Searcher searcher;
static PosBuf root;

static void setup(void) {
    cr_assert(searcher_init(&searcher, &CHESS_GAME, 16, 1));
}

static void teardown(void) {
    searcher_free(&searcher);
}

TestSuite(search, .init = setup, .fini = teardown);

static void load(const char *fen) {
    char error[128];
    cr_assert(CHESS_GAME.parse(&root, fen, error, sizeof error), "%s: %s", fen, error);
}

static SearchResult search_depth(int depth) {
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = depth;
    atomic_store(&searcher.stop, false);
    return search_run(&searcher, &root, NULL, 0, &limits, 0, NULL);
}

static void assert_best(SearchResult result, const char *expected) {
    char text[MAX_MOVE_TEXT];
    cr_assert_neq(result.best, MOVE_NONE);
    CHESS_GAME.format_move(&root, result.best, text);
    cr_assert_str_eq(text, expected);
}

Test(search, finds_back_rank_mate_in_one) {
    load("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    SearchResult result = search_depth(3);
    assert_best(result, "a1a8");
    cr_assert_eq(result.score, SCORE_MATE - 1);
}

Test(search, finds_mate_in_two_with_a_queen_sacrifice) {
    /* 1. Qg8+ Rxg8 2. Nf7# (smothered mate) */
    load("r5rk/6pp/7N/8/8/8/1Q4PP/6K1 w - - 0 1");
    SearchResult result = search_depth(5);
    cr_assert_geq(result.score, SCORE_MATE - 3, "score %d", result.score);
}

Test(search, wins_a_hanging_queen) {
    load("rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1");
    assert_best(search_depth(4), "c1g5");
}

Test(search, mated_side_has_no_move) {
    load("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    SearchResult result = search_depth(3);
    cr_assert_eq(result.best, MOVE_NONE);
}

Test(search, one_thread_is_deterministic) {
    load("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    searcher_clear(&searcher);
    SearchResult first = search_depth(6);
    searcher_clear(&searcher);
    SearchResult second = search_depth(6);
    cr_assert_eq(first.nodes, second.nodes);
    cr_assert_eq(first.best, second.best);
    cr_assert_eq(first.score, second.score);
}

Test(search, node_limit_stops_the_search_near_the_limit) {
    load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    SearchLimits limits;
    limits_init(&limits);
    limits.nodes = 20000;
    atomic_store(&searcher.stop, false);
    SearchResult result = search_run(&searcher, &root, NULL, 0, &limits, 0, NULL);
    cr_assert_neq(result.best, MOVE_NONE);
    cr_assert_geq(result.nodes, 20000);
    cr_assert_lt(result.nodes, 20000 + 2048);
}

Test(search, searchmoves_restricts_the_root) {
    load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = 4;
    limits.searchmoves_count = 1;
    cr_assert(game_parse_legal_move(&CHESS_GAME, &root, "a2a3", &limits.searchmoves[0]));
    atomic_store(&searcher.stop, false);
    SearchResult result = search_run(&searcher, &root, NULL, 0, &limits, 0, NULL);
    assert_best(result, "a2a3");
}

typedef struct Lines {
    int count;
    Move first_moves[8];
} Lines;

static void collect_line(void *context, const void *pos, const SearchInfo *info) {
    (void)pos;
    Lines *lines = context;
    if (info->multipv == 1)
        lines->count = 0;
    cr_assert_eq(info->multipv, lines->count + 1);
    lines->first_moves[lines->count++] = info->pv[0];
}

Test(search, multipv_reports_distinct_root_moves) {
    load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = 4;
    limits.multipv = 4;
    Lines lines = {0};
    SearchReport report = {&lines, collect_line};
    atomic_store(&searcher.stop, false);
    search_run(&searcher, &root, NULL, 0, &limits, 0, &report);
    cr_assert_eq(lines.count, 4);
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            cr_assert_neq(lines.first_moves[i], lines.first_moves[j]);
}

Test(search, a_stop_before_the_start_still_gives_a_move) {
    load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    SearchLimits limits;
    limits_init(&limits);
    limits.infinite = true;
    atomic_store(&searcher.stop, true);
    SearchResult result = search_run(&searcher, &root, NULL, 0, &limits, 0, NULL);
    cr_assert_neq(result.best, MOVE_NONE);
    cr_assert_eq(result.depth, 1);
}

Test(search, repeating_a_position_of_the_game_history_is_a_draw) {
    /* White is a rook down. If the position after Kg1-h1 already occurred in the game,
     * playing Kh1 repeats it: the search must take that draw (score 0). */
    load("7k/8/8/8/8/8/r7/6K1 w - - 10 40");
    SearchResult without_history = search_depth(4);
    cr_assert_lt(without_history.score, -200);

    Move escape;
    PosBuf after;
    cr_assert(game_parse_legal_move(&CHESS_GAME, &root, "g1h1", &escape));
    CHESS_GAME.play(&root, escape, &after);
    uint64_t history[1] = {pos_header(&after)->key};
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = 4;
    searcher_clear(&searcher);
    atomic_store(&searcher.stop, false);
    SearchResult result = search_run(&searcher, &root, history, 1, &limits, 0, NULL);
    assert_best(result, "g1h1");
    cr_assert_eq(result.score, SCORE_DRAW);
}

Test(search, two_threads_agree_on_a_forced_mate) {
    cr_assert(searcher_set_threads(&searcher, 2));
    load("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    SearchResult result = search_depth(6);
    assert_best(result, "a1a8");
}
