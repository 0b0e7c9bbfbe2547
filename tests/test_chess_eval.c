/*
 * test_chess_eval.c - properties the chess evaluation must have whatever its values: it is
 * from the side to move's point of view, colour-symmetric, rewards extra material, and
 * its trace shows each term.
 */
#include <stdio.h>
#include <string.h>

#include "chess_helpers.h"

static Score eval_of(const char *fen) {
    PosBuf pos;
    chess_set(&pos, fen);
    return CHESS_GAME.evaluate(&pos);
}

Test(chess_eval, symmetric_start_is_level) {
    cr_assert_eq(eval_of(START_FEN), 0);
}

Test(chess_eval, score_belongs_to_the_side_to_move) {
    Score white = eval_of("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    Score black = eval_of("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    cr_assert_gt(white, 500, "a queen up");
    cr_assert_eq(black, -white);
}

/* A position and its colour mirror (ranks flipped, colours swapped) score the same for
 * the side to move. */
Test(chess_eval, mirrored_positions_score_the_same) {
    cr_assert_eq(eval_of(KIWIPETE_FEN),
                 eval_of("r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1"));
    cr_assert_eq(eval_of(POSITION4_FEN),
                 eval_of("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"));
}

Test(chess_eval, more_material_scores_higher) {
    cr_assert_gt(eval_of("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
                 eval_of("4k3/8/8/8/8/8/8/N3K3 w - - 0 1"), "rook over knight");
    cr_assert_gt(eval_of("4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"), 0);
}

Test(chess_eval, trace_lists_every_term) {
    PosBuf pos;
    chess_set(&pos, KIWIPETE_FEN);
    StrBuf out;
    strbuf_init(&out);
    CHESS_GAME.eval_trace(&pos, &out);
    const char *text = strbuf_text(&out);
    cr_assert(strstr(text, "Material"), "%s", text);
    cr_assert(strstr(text, "PSQT"), "%s", text);
    cr_assert(strstr(text, "Total"), "%s", text);
    cr_assert(strstr(text, "White") && strstr(text, "Black"), "%s", text);
    char expected[64];
    snprintf(expected, sizeof expected, "%+d cp for the side to move", CHESS_GAME.evaluate(&pos));
    cr_assert(strstr(text, expected), "trace disagrees with evaluate: %s", text);
    strbuf_free(&out);
}
