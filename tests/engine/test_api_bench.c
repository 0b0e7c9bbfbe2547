/*
 * test_api_bench.c - each game's bench through the C API (tessera_bench_depth,
 * tessera_bench_position): every registered game has a depth and positions the engine sets
 * and can search, and a bad game or index gets NULL, never another game's position.
 */
#include <criterion/criterion.h>
#include <limits.h>

#include "include/tessera.h"

static int position_count(const char *game) {
    int count = 0;
    while (tessera_bench_position(game, count))
        count++;
    return count;
}

Test(api_bench, every_game_has_a_depth_and_positions_its_engine_sets) {
    for (int g = 0; g < tessera_game_count(); g++) {
        const char *game = tessera_game_name(g);
        int depth = tessera_bench_depth(game);
        cr_assert(depth >= 1 && depth <= 127, "%s: bench depth %d", game, depth);
        int count = position_count(game);
        cr_assert_geq(count, 10, "%s: only %d bench positions", game, count);
        TesseraEngine *engine = NULL;
        cr_assert_eq(tessera_new(game, 0, &engine), TESSERA_OK);
        for (int i = 0; i < count; i++) {
            const char *position = tessera_bench_position(game, i);
            cr_assert_eq(tessera_set_position(engine, position, NULL, 0), TESSERA_OK,
                         "%s bench position %d '%s': %s", game, i + 1, position,
                         tessera_error(engine));
            TesseraStatus status;
            cr_assert_eq(tessera_status(engine, &status), TESSERA_OK);
            cr_assert_eq(status.outcome, TESSERA_ONGOING, "%s bench position %d is over (%s)", game,
                         i + 1, status.reason);
        }
        tessera_free(engine);
    }
}

Test(api_bench, known_depths_and_first_positions) {
    cr_assert_eq(tessera_bench_depth("chess"), 9);
    cr_assert_eq(tessera_bench_depth("wallgo"), 5);
    cr_assert_str_eq(tessera_bench_position("chess", 0),
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    cr_assert_eq(position_count("chess"), 48);
    /* An alias, in any case, names the same bench. */
    cr_assert_eq(tessera_bench_depth("QUORIDOR"), tessera_bench_depth("wallchess"));
    cr_assert_str_eq(tessera_bench_position("Quoridor", 3), tessera_bench_position("wallchess", 3));
}

Test(api_bench, a_bad_index_or_game_gets_null) {
    int count = position_count("voidchess");
    cr_assert_null(tessera_bench_position("voidchess", count));
    cr_assert_null(tessera_bench_position("voidchess", -1));
    cr_assert_null(tessera_bench_position("voidchess", INT_MAX));
    cr_assert_null(tessera_bench_position("voidchess", INT_MIN));
    cr_assert_not_null(tessera_bench_position("voidchess", count - 1));
    cr_assert_null(tessera_bench_position("checkers", 0));
    cr_assert_null(tessera_bench_position("", 0));
    cr_assert_null(tessera_bench_position(NULL, 0));
    cr_assert_eq(tessera_bench_depth("checkers"), 0);
    cr_assert_eq(tessera_bench_depth(NULL), 0);
}
