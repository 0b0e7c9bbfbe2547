/*
 * test_voidchess_eval_features.c - the Void Chess evaluation as weights times features, on
 * the positions random games rarely reach (test_eval_features.c plays those): pieces on
 * unstable squares, trapped or free, of the side to move or the other; a trapped king; dead
 * and blocked pawns; the healing Minister; walled-in kings the enemy can or cannot reach; the
 * fifty-move counter. For both players the features, scored with the current weights, give
 * the evaluation exactly, and what no weight explains is the fixed part.
 */
#include "src/games/voidchess/voidchess.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

/* The evaluation from player's point of view. */
static int evaluation_for(const char *text, int player) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, text);
    int score = VOIDCHESS_GAME.evaluate(&pos);
    return player == pos_header(&pos)->side ? score : -score;
}

Test(voidchess_eval_features, voidchess_is_tunable) {
    const EvalWeights *weights = VOIDCHESS_GAME.eval_weights;
    cr_assert(weights && VOIDCHESS_GAME.eval_features);
    cr_assert(weights->tapered);
    cr_assert_str_eq(weights->source, "eval/voidchess/voidchess_weights.h");
    cr_assert_str_eq(weights->names[0], "VOIDCHESS_MATERIAL_PAWN");
}

Test(voidchess_eval_features, features_add_up_to_the_evaluation_on_void_positions) {
    static const char *const POSITIONS[] = {
        VOIDCHESS_START,
        "4k4/9/9/4n4/4P4/9/9/9/4K4 b - - 0 1 e5 0",        /* trapped capturer, just took */
        "4k4/9/9/4n4/4P4/9/9/9/4K4 w - - 0 1 e5 0",        /* trapped, its side to move */
        "4k4/9/n8/9/4P4/9/9/9/4K4 b - - 0 1 e5 0",         /* the capturer can leave */
        "4k4/9/9/3*5/2*R*4/3*5/9/9/4K4 w - - 0 1 d5 0",    /* doomed rook walled in */
        "4k4/9/9/3*5/2*Q*4/3*5/9/9/4K4 b - - 0 1 d5 0",    /* queen, just took, trapped */
        "4k4/9/9/3***3/3*K*3/3***3/9/9/R8 w - - 0 1 e5 0", /* trapped king to move */
        "4k4/9/9/3***3/3*K*3/3***3/9/9/R8 b - - 0 1 e5 0", /* trapped king, just took */
        "4k4/9/9/2r6/4K4/3*5/9/9/R8 w - - 0 1 e5 0",       /* king on an unstable square */
        "1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 c4,h7 0",
        "4k4/9/9/9/9/3***3/4P4/9/4K4 w - - 0 1 - 0", /* dead pawn */
        "4k4/9/9/9/9/3**4/4P4/9/4K4 w - - 0 1 - 0",  /* blocked pawn */
        "4k4/9/9/3*5/4M4/9/9/9/4K4 w - - 0 1 - 0",   /* Minister next to a void */
        "k*7/**7/9/9/9/9/9/1M7/4K4 w - - 0 1 - 0",   /* walled king, Minister in reach */
        "k*7/**7/9/9/9/9/9/1N7/4K4 b - - 37 60 - 0", /* walled king, knight in reach */
        "k*7/**7/9/9/9/9/9/1R7/4K4 w - - 0 1 - 0",   /* walled king out of reach */
        "k*7/**7/9/9/9/9/9/mR7/4K4 w - - 7 90 - 0",
        "4k4/9/9/9/9/9/9/9/3QK4 w - - 90 80 - 0", /* fifty-move counter */
        "4k4/9/9/9/9/9/9/9/3QK4 b - - 150 80 - 0",
        "6kn1/p5*2/6p2/3p2*2/4*P*1*/**p1*3P/2*4Q1/1*7/1nR2K1** w - - 0 61 - 0",
    };
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        for (int player = VOIDCHESS_WHITE; player <= VOIDCHESS_BLACK; player++) {
            EvalFeatures features = gt_features(&VOIDCHESS_GAME, POSITIONS[i], player);
            int score = eval_features_score(VOIDCHESS_GAME.eval_weights, &features);
            cr_assert_eq(score, evaluation_for(POSITIONS[i], player),
                         "%s, player %d: features give %d, the evaluation %d", POSITIONS[i], player,
                         score, evaluation_for(POSITIONS[i], player));
        }
    }
}

/* Without voids, unstable squares or a fifty-move count the evaluation is all weights. */
Test(voidchess_eval_features, a_plain_position_has_no_fixed_part) {
    static const char *const POSITIONS[] = {
        VOIDCHESS_START,
        "r3k3r/ppp3ppp/9/9/9/9/9/PPP3PPP/R3K3R b KQkq - 0 1 - 0",
        "4k4/9/9/9/9/9/9/9/3QK4 w - - 0 40 - 0",
    };
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++)
        for (int player = VOIDCHESS_WHITE; player <= VOIDCHESS_BLACK; player++)
            cr_assert_eq(gt_features(&VOIDCHESS_GAME, POSITIONS[i], player).fixed, 0, "%s",
                         POSITIONS[i]);
}

/* A trapped pawn counts as a pawn lost either way (its material weight nets to zero); the
 * eighth a capturer that has just taken keeps is no weight's, so it is fixed. */
Test(voidchess_eval_features, a_trapped_capturer_is_lost_and_the_share_kept_is_fixed) {
    EvalFeatures doomed =
        gt_features(&VOIDCHESS_GAME, "4k4/9/9/4n4/4P4/9/9/9/4K4 w - - 0 1 e5 0", VOIDCHESS_WHITE);
    EvalFeatures fresh =
        gt_features(&VOIDCHESS_GAME, "4k4/9/9/4n4/4P4/9/9/9/4K4 b - - 0 1 e5 0", VOIDCHESS_WHITE);
    cr_assert_eq(gt_feature_count(&VOIDCHESS_GAME, &doomed, "VOIDCHESS_MATERIAL_PAWN"), 0);
    cr_assert_eq(gt_feature_count(&VOIDCHESS_GAME, &fresh, "VOIDCHESS_MATERIAL_PAWN"), 0);
    cr_assert_eq(doomed.fixed, 0);
    cr_assert_gt(fresh.fixed, 0);
}

/* The fifty-move counter scales the whole score: the counts stay, the fixed part takes the
 * difference. */
Test(voidchess_eval_features, the_fifty_move_scaling_is_the_fixed_part) {
    const char *fresh_text = "4k4/9/9/9/9/9/9/9/3QK4 w - - 0 40 - 0";
    const char *late_text = "4k4/9/9/9/9/9/9/9/3QK4 w - - 90 80 - 0";
    EvalFeatures fresh = gt_features(&VOIDCHESS_GAME, fresh_text, VOIDCHESS_WHITE);
    EvalFeatures late = gt_features(&VOIDCHESS_GAME, late_text, VOIDCHESS_WHITE);
    cr_assert_eq(fresh.count, late.count);
    for (int i = 0; i < fresh.count; i++) {
        cr_assert_eq(fresh.terms[i].weight, late.terms[i].weight);
        cr_assert_eq(fresh.terms[i].count, late.terms[i].count);
    }
    cr_assert_eq(late.fixed, evaluation_for(late_text, VOIDCHESS_WHITE) -
                                 evaluation_for(fresh_text, VOIDCHESS_WHITE));
    cr_assert_lt(late.fixed, 0);
}
