/*
 * test_fuzz_regressions.c - every problem the fuzz targets found, as a test that reads like
 * the rule it checks. The input that found it is kept in tests/fuzz/regressions/<target>/
 * (replayed by test_fuzz_replay.c); the test here names what was wrong.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "engine/registry.h"
#include "src/game.h"

TestSuite(fuzz_regressions);

static PosBuf position_of(const Game *game, const char *text) {
    PosBuf pos;
    char error[256] = "";
    cr_assert(game->parse(&pos, text, error, sizeof error), "%s refused '%s': %s", game->name, text,
              error);
    return pos;
}

static PosBuf after_move(const Game *game, const PosBuf *pos, const char *text) {
    Move move;
    PosBuf next;
    cr_assert(game_parse_legal_move(game, pos, text, &move), "%s: '%s' is not legal", game->name,
              text);
    cr_assert(game->play(pos, move, &next));
    return next;
}

/* The position string of pos parses again and prints the same. */
static void assert_reads_back(const Game *game, const PosBuf *pos) {
    char text[MAX_POS_TEXT], again[MAX_POS_TEXT];
    game->format(pos, text, sizeof text);
    PosBuf copy = position_of(game, text);
    game->format(&copy, again, sizeof again);
    cr_assert_str_eq(again, text);
    cr_assert_eq(pos_header(&copy)->key, pos_header(pos)->key, "'%s' reads back with another key",
                 text);
}

/* A pawn that double-steps off an unstable square leaves a void behind the en-passant
 * square; the parser refused that string although the engine itself printed it. */
Test(fuzz_regressions, voidchess_double_step_off_an_unstable_square_reads_back) {
    const Game *game = registry_find("voidchess");
    PosBuf start = position_of(
        game, "r41bqr/n1rk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 i8 0");
    PosBuf next = after_move(game, &start, "i8i6");
    char text[MAX_POS_TEXT];
    game->format(&next, text, sizeof text);
    cr_assert(strstr(text, " i7 "), "no en-passant square in '%s'", text);
    assert_reads_back(game, &next);
}
