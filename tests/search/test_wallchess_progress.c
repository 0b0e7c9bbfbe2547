/*
 * test_wallchess_progress.c - the engine makes progress in Wall Chess: playing itself at a
 * fixed depth (1 to 5) from the start position and from positions where a pawn sits in a cup of
 * walls, the game reaches a result. An evaluation that rewards a boxed-in pawn or a wall
 * placed for nothing makes both sides shuffle forever, which no perft or eval test sees.
 */
#include "search/search.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

enum {
    MAX_DEPTH = 5,
    /* Ten walls each and paths of at most a few dozen steps: a game between sides that
     * head for their goals ends well within this many plies. */
    PLY_LIMIT = 160,
};

static Searcher searcher;

static void setup(void) {
    cr_assert(searcher_init(&searcher, &WALLCHESS_GAME, 16, 1));
}

static void teardown(void) {
    searcher_free(&searcher);
}

TestSuite(wallchess_progress, .init = setup, .fini = teardown);

static Move best_move(const PosBuf *pos, int depth) {
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = depth;
    atomic_store(&searcher.stop, false);
    SearchResult result = search_run(&searcher, pos, NULL, 0, &limits, 0, NULL);
    cr_assert_neq(result.best, MOVE_NONE);
    return result.best;
}

/* The number of plies self-play at depth takes from text to a result, or PLY_LIMIT. */
static int plies_to_result(const char *text, int depth) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, text), next;
    searcher_clear(&searcher);
    for (int ply = 0; ply < PLY_LIMIT; ply++) {
        GameStatus status;
        WALLCHESS_GAME.status(&pos, &status);
        if (status.outcome != OUTCOME_ONGOING)
            return ply;
        cr_assert(WALLCHESS_GAME.play(&pos, best_move(&pos, depth), &next));
        pos = next;
    }
    return PLY_LIMIT;
}

/* At every depth from 1 (Skill Level 0 plays at depth 1) to MAX_DEPTH. */
static void assert_reaches_a_result(const char *text) {
    for (int depth = 1; depth <= MAX_DEPTH; depth++) {
        int plies = plies_to_result(text, depth);
        cr_assert_lt(plies, PLY_LIMIT, "'%s': no result after %d plies of self-play at depth %d",
                     text, plies, depth);
    }
}

Test(wallchess_progress, from_the_start_position) {
    assert_reaches_a_result(WALLCHESS_START);
}

Test(wallchess_progress, with_both_pawns_in_a_cup) {
    /* A wall over each pawn: stepping sideways keeps the path and the walls as they are. */
    PosBuf start = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    PosBuf cups = gt_after(&WALLCHESS_GAME, &start, "d1h d8h");
    char text[MAX_POS_TEXT];
    gt_text(&WALLCHESS_GAME, &cups, text);
    assert_reaches_a_result(text);
}

Test(wallchess_progress, with_walls_spent_on_one_side) {
    assert_reaches_a_result("e3 e7 0 6 s a2h,c2h,f2h,h2h,b4v,d6h,f6h,a7h,c7h,h7h 20");
}
