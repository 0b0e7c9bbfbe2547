/*
 * test_baselines.c - the baseline evaluations that strength tests play against stay what
 * their issues describe: material only for chess and Void Chess, the path-length
 * difference for Wall Chess, territory plus nearer cells for Wall Go, always from the side
 * to move's view.
 */
#include <criterion/criterion.h>
#include <stdio.h>

#include "eval/baselines.h"
#include "engine/games.h"

static Score baseline_of(const Game *game, const char *text) {
    PosBuf pos;
    char error[256];
    cr_assert(game->parse(&pos, text, error, sizeof error), "%s: %s", text, error);
    cr_assert_not_null(game->baseline_evaluate, "%s has no baseline", game->name);
    return game->baseline_evaluate(&pos);
}

Test(baselines, chess_counts_material_for_the_side_to_move) {
    cr_assert_eq(
        baseline_of(&CHESS_GAME, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 0);
    /* Black is a queen down. */
    const char *queen_down = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    char white[128], black[128];
    snprintf(white, sizeof white, "%s w KQkq - 0 1", queen_down);
    snprintf(black, sizeof black, "%s b KQkq - 0 1", queen_down);
    cr_assert_eq(baseline_of(&CHESS_GAME, white), 900);
    cr_assert_eq(baseline_of(&CHESS_GAME, black), -900);
}

Test(baselines, chess_ignores_where_the_pieces_stand) {
    Score home = baseline_of(&CHESS_GAME, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    Score centre = baseline_of(&CHESS_GAME, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
    cr_assert_eq(home, 300);
    cr_assert_eq(centre, home);
}

Test(baselines, voidchess_counts_the_minister_and_ignores_voids) {
    cr_assert_eq(baseline_of(&VOIDCHESS_GAME, VOIDCHESS_GAME.start_position(2)), 0);
    /* White has a Minister, Black nothing but the king; voids change nothing. */
    cr_assert_eq(baseline_of(&VOIDCHESS_GAME, "4k4/9/9/9/4*4/9/9/9/3MK4 w - - 0 1 - 0"), 500);
    cr_assert_eq(baseline_of(&VOIDCHESS_GAME, "4k4/9/9/9/4*4/9/9/9/3MK4 b - - 0 1 - 0"), -500);
}

Test(baselines, wallchess_is_the_path_length_difference) {
    cr_assert_eq(baseline_of(&WALLCHESS_GAME, "e1 e9 10 10 s -"), 0);
    /* South's pawn on e5 needs 4 steps, North's on e9 needs 8. */
    cr_assert_eq(baseline_of(&WALLCHESS_GAME, "e5 e9 10 10 s -"), 400);
    cr_assert_eq(baseline_of(&WALLCHESS_GAME, "e5 e9 10 10 n -"), -400);
}

Test(baselines, wallgo_is_territory_plus_nearer_cells) {
    /* A wall line between ranks 3 and 4 closes 21 cells for A and 28 for B. */
    const char *halves = "BBBB3/7/7/7/7/7/AAAA3 A 13,20 a3n,b3n,c3n,d3n,e3n,f3n,g3n 0,0";
    cr_assert_eq(baseline_of(&WALLGO_GAME, halves), 100 * (21 - 28));
    /* No walls, mirrored tokens: each side reaches ranks 1-3 or 5-7 first, rank 4 is a tie. */
    cr_assert_eq(baseline_of(&WALLGO_GAME, "BBBB3/7/7/7/7/7/AAAA3 A 20,20 - 0,0"), 0);
    /* Moving A's tokens up a rank takes rank 4 from the tie: 28 cells against 21. */
    cr_assert_eq(baseline_of(&WALLGO_GAME, "BBBB3/7/7/7/7/AAAA3/7 B 20,20 - 0,0"), 100 * (21 - 28));
}
