/*
 * test_voidchess_eval.c - properties of the Void Chess evaluation: a level start, the same
 * score for colour-mirrored positions, pieces on unstable squares (a trapped capturer counts
 * as lost, one that can leave costs a tempo), pawns that voids keep from promoting, the
 * healing Minister, the walled-in king, and a trace that shows every term.
 */
#include <stdio.h>

#include "src/games/voidchess/voidchess.h"
#include "tests/support/game_helpers.h"
#include "tests/support/mirror_text.h"
#include "tests/support/positions.h"

/* How many times the weight of that name counts for player in the position of text. */
static int count_of(const char *text, int player, const char *name) {
    EvalFeatures features = gt_features(&VOIDCHESS_GAME, text, player);
    return gt_feature_count(&VOIDCHESS_GAME, &features, name);
}

static Score eval_of(const char *text) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, text);
    return VOIDCHESS_GAME.evaluate(&pos);
}

Test(voidchess_eval, symmetric_start_is_level) {
    cr_assert_eq(eval_of(VOIDCHESS_START), 0);
}

Test(voidchess_eval, mirrored_positions_score_the_same) {
    static const char *const POSITIONS[] = {
        "r1bq4r/n1pk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 c6 0",
        "1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 c4 0",
        "6kn1/p5*2/6p2/3p2*2/4*P*1*/**p1*3P/2*4Q1/1*7/1nR2K1** w - - 0 61 - 0",
        "r3k3r/ppp3ppp/9/9/9/9/9/PPP3PPP/R3K3R b KQkq - 0 1 - 0",
        "4k4/9/9/2r6/4K4/3*5/9/9/R8 w - - 0 1 e5 0",
        "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 0",
    };
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        char mirrored[MAX_POS_TEXT];
        mirror_voidchess_text(POSITIONS[i], mirrored, sizeof mirrored);
        cr_assert_eq(eval_of(POSITIONS[i]), eval_of(mirrored), "%s vs %s", POSITIONS[i], mirrored);
    }
}

/* White's pawn has just taken on e5; Black's knight on e6 blocks it and nothing stands on d6
 * or f6, so it cannot leave and dies at the end of White's next turn: its material no longer
 * counts for White. With the knight away it can leave, so the pawn counts and only a tempo is
 * owed. The weights' values are the tuner's; these are the rules. */
Test(voidchess_eval, trapped_capturer_counts_as_lost) {
    const char *trapped = "4k4/9/9/4n4/4P4/9/9/9/4K4 b - - 0 1 e5 0";
    const char *stable = "4k4/9/9/4n4/4P4/9/9/9/4K4 b - - 0 1 - 0";
    const char *free_pawn = "4k4/9/n8/9/4P4/9/9/9/4K4 b - - 0 1 e5 0";
    cr_assert_eq(count_of(trapped, VOIDCHESS_WHITE, "VOIDCHESS_MATERIAL_PAWN"), 0);
    cr_assert_eq(count_of(stable, VOIDCHESS_WHITE, "VOIDCHESS_MATERIAL_PAWN"), 1);
    cr_assert_eq(count_of(free_pawn, VOIDCHESS_WHITE, "VOIDCHESS_MATERIAL_PAWN"), 1);
    cr_assert_eq(count_of(stable, VOIDCHESS_WHITE, "VOIDCHESS_UNSTABLE_TEMPO"), 0);
    cr_assert_lt(count_of(free_pawn, VOIDCHESS_WHITE, "VOIDCHESS_UNSTABLE_TEMPO"), 0);
}

/* White to move with its rook on its own unstable d5: it can leave, so only a tempo is lost;
 * walled in by voids it dies at the end of this turn. */
Test(voidchess_eval, doomed_piece_of_the_side_to_move) {
    Score free_rook = eval_of("4k4/9/9/9/3R5/9/9/9/4K4 w - - 0 1 d5 0");
    Score walled = eval_of("4k4/9/9/3*5/2*R*4/3*5/9/9/4K4 w - - 0 1 d5 0");
    cr_assert_gt(free_rook, 300);
    cr_assert_lt(walled, 100, "the rook is as good as gone: %d", walled);
}

/* The first number of a trace row (White's midgame value of the term). */
static int trace_white(const char *text, const char *term) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, text);
    StrBuf out;
    strbuf_init(&out);
    VOIDCHESS_GAME.eval_trace(&pos, &out);
    const char *row = strstr(strbuf_text(&out), term);
    cr_assert(row, "no %s row in\n%s", term, strbuf_text(&out));
    int value = 0;
    cr_assert_eq(sscanf(strchr(row, '|') + 1, "%d", &value), 1);
    strbuf_free(&out);
    return value;
}

/* A Minister next to a void can heal it; one far from the only void cannot, though every void
 * on the board still counts for it. */
Test(voidchess_eval, minister_that_can_heal_is_worth_more) {
    const char *near = "4k4/9/9/3*5/4M4/9/9/9/4K4 w - - 0 1 - 0";
    const char *far = "4k4/*8/9/9/4M4/9/9/9/4K4 w - - 0 1 - 0";
    cr_assert_gt(count_of(near, VOIDCHESS_WHITE, "VOIDCHESS_MINISTER_HEAL"), 0);
    cr_assert_eq(count_of(far, VOIDCHESS_WHITE, "VOIDCHESS_MINISTER_HEAL"), 0);
    cr_assert_gt(count_of(far, VOIDCHESS_WHITE, "VOIDCHESS_MINISTER_BOARD_VOID"), 0);
    cr_assert_eq(count_of(near, VOIDCHESS_WHITE, "VOIDCHESS_MINISTER_BOARD_VOID"),
                 count_of(far, VOIDCHESS_WHITE, "VOIDCHESS_MINISTER_BOARD_VOID"));
}

/* The pawn on e3 faces voids on d4, e4 and f4: no chain of steps takes it to rank 9, so it
 * counts as a dead pawn, not as a pawn. With f4 open it may still capture round the void on
 * e4: a blocked pawn. With e4 open it is neither. */
Test(voidchess_eval, pawn_walled_off_by_voids_is_nearly_worthless) {
    const char *dead = "4k4/9/9/9/9/3***3/4P4/9/4K4 w - - 0 1 - 0";
    const char *blocked = "4k4/9/9/9/9/3**4/4P4/9/4K4 w - - 0 1 - 0";
    const char *open = "4k4/9/9/9/9/3*1*3/4P4/9/4K4 w - - 0 1 - 0";
    cr_assert_eq(count_of(dead, VOIDCHESS_WHITE, "VOIDCHESS_DEAD_PAWN"), 1);
    cr_assert_eq(count_of(dead, VOIDCHESS_WHITE, "VOIDCHESS_MATERIAL_PAWN"), 0);
    cr_assert_eq(count_of(blocked, VOIDCHESS_WHITE, "VOIDCHESS_DEAD_PAWN"), 0);
    cr_assert_eq(count_of(blocked, VOIDCHESS_WHITE, "VOIDCHESS_MATERIAL_PAWN"), 1);
    cr_assert_lt(count_of(blocked, VOIDCHESS_WHITE, "VOIDCHESS_BLOCKED_PAWN"), 0);
    cr_assert_eq(count_of(open, VOIDCHESS_WHITE, "VOIDCHESS_BLOCKED_PAWN"), 0);
    cr_assert_eq(count_of(open, VOIDCHESS_WHITE, "VOIDCHESS_DEAD_PAWN"), 0);
}

/* A winning score shrinks as the fifty-move counter runs towards a draw. */
Test(voidchess_eval, fifty_move_counter_scales_the_score_down) {
    Score fresh = eval_of("4k4/9/9/9/9/9/9/9/3QK4 w - - 0 40 - 0");
    Score late = eval_of("4k4/9/9/9/9/9/9/9/3QK4 w - - 90 80 - 0");
    cr_assert_gt(fresh, 500);
    cr_assert_lt(late * 10, fresh * 6, "fresh %d, after 90 plies %d", fresh, late);
}

Test(voidchess_eval, voids_around_the_king_count_against_it) {
    int open = trace_white("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 0", "King");
    int walled = trace_white("4k4/9/9/9/9/9/9/3***3/3*K*3 w - - 0 1 - 0", "King");
    cr_assert_lt(walled, open);
}

/* Black's king walled in on a9 cannot be reached: the game is heading for a draw, so White's
 * extra rook counts for much less than with the king in the open. */
Test(voidchess_eval, unreachable_walled_king_makes_the_game_drawish) {
    Score walled = eval_of("k*7/**7/9/9/9/9/9/1R7/4K4 w - - 0 1 - 0");
    Score open = eval_of("k8/9/9/9/9/9/9/1R7/4K4 w - - 0 1 - 0");
    cr_assert_lt(walled * 2, open, "walled %d, open %d", walled, open);
}

Test(voidchess_eval, trace_shows_every_term) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, VOIDCHESS_START);
    StrBuf out;
    strbuf_init(&out);
    VOIDCHESS_GAME.eval_trace(&pos, &out);
    const char *terms[] = {"Material", "PSQT",     "Mobility", "Unstable", "Pawn paths",
                           "King",     "Minister", "Walled",   "Phase",    "Evaluation"};
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        cr_assert(strstr(strbuf_text(&out), terms[i]), "no %s in\n%s", terms[i], strbuf_text(&out));
    strbuf_free(&out);
}
