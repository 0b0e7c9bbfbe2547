/*
 * test_thinker.c - the in-process engine of `tessera play` and `selfplay` (play/thinker.c):
 * it answers with a legal move and spends the movetime it is given on thinking, with no
 * Move Overhead kept back, so a short movetime still searches more than one ply.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "play/thinker.h"
#include "engine/games.h"

Test(thinker, a_short_movetime_searches_past_the_first_ply) {
    Thinker thinker;
    Record record;
    char error[256] = "", move[MAX_MOVE_TEXT];
    cr_assert(thinker_open(&thinker, &WALLCHESS_GAME, 2, 20, error, sizeof error), "%s", error);
    cr_assert(record_init(&record, &WALLCHESS_GAME, 2));
    cr_assert(thinker_choose(&thinker, &record, 20, false, move, error, sizeof error), "%s", error);
    Move parsed;
    cr_assert(game_parse_legal_move(&WALLCHESS_GAME, record_current(&record), move, &parsed),
              "'%s'", move);
    /* A Wall Chess ply from the start takes well under a millisecond: 20 ms that were all
     * kept back as overhead would stop after depth 1. */
    cr_assert_geq(thinker.depth, 2, "searched %d plies", thinker.depth);
    record_free(&record);
    thinker_close(&thinker);
}
