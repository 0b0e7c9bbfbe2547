/*
 * test_chess_eval.c - properties the chess evaluation must have whatever its weights: it is
 * from the side to move's point of view, colour-symmetric over many varied positions,
 * bounded far from mate scores, reentrant, and its trace and its features for the tuner add
 * up to what it returns; and the preferences each term exists for (an advanced passer, a
 * sound pawn structure, a king shield, an open file for the rook, the bishop pair) plus the
 * drawish endgames it scales.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

/* Far from the mate scores, which start at SCORE_MATE_IN_MAX. */
enum { EVAL_BOUND = 8000 };

/* Positions beyond the bench set: endgames the scaling knows, pawn races, castling rights
 * and en passant in only one colour's favour, promotions about to happen. */
static const char *const EXTRA_POSITIONS[] = {
    "8/8/4k3/8/8/2b5/8/R3K3 w - - 0 1",
    "8/8/4k3/8/8/8/5N2/4K1N1 b - - 0 1",
    "4k3/8/8/2b5/3P4/8/4B3/4K3 w - - 0 1",
    "8/8/8/8/8/k7/6P1/K7 b - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
    "r3k2r/pp3ppp/8/8/8/8/PPP2PPP/R3K2R b Qk - 0 1",
    EN_PASSANT_FEN,
    "rnbqkbnr/ppp2ppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "2r3k1/1P4pp/8/8/8/8/5PPP/6K1 w - - 0 1",
    "6k1/5ppp/8/8/8/8/p4PPP/1R4K1 b - - 0 1",
    "8/pp3k2/2p5/8/8/2P5/PP3K2/8 w - - 0 1",
    "k7/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "8/8/3k4/8/8/3K4/3N4/3B4 w - - 0 1",
};

static Score eval_of(const char *fen) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    return CHESS_GAME.evaluate(&pos);
}

/* The position with ranks mirrored and colours swapped, the other side to move. */
static void flip_fen(const char *fen, char flipped[MAX_POS_TEXT]) {
    char board[100] = "", side[4] = "", castling[8] = "", ep[4] = "";
    int halfmove = 0, fullmove = 1;
    cr_assert_geq(
        sscanf(fen, "%99s %3s %7s %3s %d %d", board, side, castling, ep, &halfmove, &fullmove), 4,
        "%s", fen);
    char ranks[8][16] = {{0}};
    int count = 0;
    for (char *rank = strtok(board, "/"); rank && count < 8; rank = strtok(NULL, "/"))
        snprintf(ranks[count++], sizeof ranks[0], "%s", rank);
    cr_assert_eq(count, 8, "%s", fen);
    char *out = flipped;
    for (int i = 7; i >= 0; i--) {
        for (const char *c = ranks[i]; *c; c++)
            *out++ = (char)(*c >= 'a' ? *c - 'a' + 'A' : *c >= 'A' ? *c - 'A' + 'a' : *c);
        *out++ = i > 0 ? '/' : ' ';
    }
    char rights[8] = "";
    const char *order = "KQkq", *swapped = "kqKQ";
    for (int i = 0, n = 0; i < 4; i++)
        if (strchr(castling, swapped[i]))
            rights[n++] = order[i];
    if (ep[0] != '-')
        ep[1] = ep[1] == '3' ? '6' : '3';
    snprintf(out, (size_t)(MAX_POS_TEXT - (out - flipped)), "%s %s %s %d %d",
             side[0] == 'w' ? "b" : "w", rights[0] ? rights : "-", ep, halfmove, fullmove);
}

/* Calls check on every bench position and every extra one. */
static void for_each_position(void (*check)(const char *fen)) {
    for (int i = 0; CHESS_GAME.bench_positions[i]; i++)
        check(CHESS_GAME.bench_positions[i]);
    for (size_t i = 0; i < sizeof EXTRA_POSITIONS / sizeof EXTRA_POSITIONS[0]; i++)
        check(EXTRA_POSITIONS[i]);
}

/* The trace, and the total (white minus black) midgame and endgame values of one row. */
static void trace_of(const char *fen, StrBuf *out) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    strbuf_init(out);
    CHESS_GAME.eval_trace(&pos, out);
}

static void trace_term(const char *fen, const char *term, int *mg, int *eg) {
    StrBuf out;
    trace_of(fen, &out);
    const char *line = strbuf_text(&out);
    int values[6];
    char name[32];
    for (; line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        size_t length = strcspn(line, "|");
        snprintf(name, sizeof name, "%.*s", (int)length, line);
        if (strstr(name, term) &&
            sscanf(line + length, "| %d %d | %d %d | %d %d", &values[0], &values[1], &values[2],
                   &values[3], &values[4], &values[5]) == 6) {
            *mg = values[4];
            *eg = values[5];
            strbuf_free(&out);
            return;
        }
    }
    strbuf_free(&out);
    cr_assert_fail("no row '%s' in the trace of %s", term, fen);
}

Test(chess_eval, start_position_is_worth_the_tempo) {
    Score start = eval_of(START_FEN);
    cr_assert(start > 0 && start < 40, "start: %d", start);
}

Test(chess_eval, score_belongs_to_the_side_to_move) {
    Score white = eval_of("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    Score black = eval_of("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    cr_assert_gt(white, 500, "a queen up");
    cr_assert(black < -500 && white + black > 0 && white + black <= 60,
              "only the tempo differs: %d %d", white, black);
}

static void check_mirror(const char *fen) {
    char flipped[MAX_POS_TEXT];
    flip_fen(fen, flipped);
    cr_assert_eq(eval_of(fen), eval_of(flipped), "%s scores %d, its mirror %s %d", fen,
                 eval_of(fen), flipped, eval_of(flipped));
}

Test(chess_eval, mirrored_positions_score_the_same) {
    char flipped[MAX_POS_TEXT];
    flip_fen(KIWIPETE_FEN, flipped);
    cr_assert_str_eq(flipped,
                     "r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1");
    for_each_position(check_mirror);
}

static void check_bounded(const char *fen) {
    Score score = eval_of(fen);
    cr_assert(score > -EVAL_BOUND && score < EVAL_BOUND, "%s: %d", fen, score);
}

Test(chess_eval, stays_far_from_mate_scores) {
    for_each_position(check_bounded);
    check_bounded("RNBQKBNR/QQQQQQQQ/8/8/8/8/8/k7 b - - 0 1");
    check_bounded("K7/8/8/8/8/8/qqqqqqqq/rnbqkbnr w - - 0 1");
}

static void check_trace_total(const char *fen) {
    char expected[64];
    snprintf(expected, sizeof expected, "%+d cp for the side to move", eval_of(fen));
    StrBuf out;
    trace_of(fen, &out);
    cr_assert(strstr(strbuf_text(&out), expected), "%s: trace disagrees with evaluate:\n%s", fen,
              strbuf_text(&out));
    strbuf_free(&out);
}

Test(chess_eval, trace_total_is_the_evaluation) {
    for_each_position(check_trace_total);
}

/* The tuner's view of a position: its features, scored with the current weights, are the
 * evaluation for either player, in the endgames the scaling knows and past the clamp too. */
static void check_features(const char *fen) {
    static EvalFeatures features;
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    Score score = CHESS_GAME.evaluate(&pos);
    for (int player = 0; player < 2; player++) {
        cr_assert(CHESS_GAME.eval_features(&pos, player, &features));
        int expected = player == pos_header(&pos)->side ? score : -score;
        cr_assert_eq(eval_features_score(CHESS_GAME.eval_weights, &features), expected,
                     "%s, player %d", fen, player);
    }
}

Test(chess_eval, features_add_up_to_the_evaluation) {
    for_each_position(check_features);
    check_features("RNBQKBNR/QQQQQQQQ/8/8/8/8/8/k7 b - - 0 1");
    check_features("K7/8/8/8/8/8/qqqqqqqq/rnbqkbnr w - - 0 1");
}

Test(chess_eval, trace_lists_every_term) {
    StrBuf out;
    trace_of(KIWIPETE_FEN, &out);
    const char *text = strbuf_text(&out);
    const char *terms[] = {"Material",    "PSQT",    "Pawns",   "Passed",
                           "Mobility",    "Knights", "Bishops", "Rooks",
                           "King safety", "Threats", "Tempo",   "Total",
                           "White",       "Black",   "Phase",   "Endgame scale"};
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        cr_assert(strstr(text, terms[i]), "no %s in\n%s", terms[i], text);
    strbuf_free(&out);
}

/* Evaluations from several threads at once agree with the single-threaded ones. */
static void *evaluate_bench(void *expected) {
    const char *const *positions = CHESS_GAME.bench_positions;
    PosBuf pos;
    char error[128];
    for (int round = 0; round < 200; round++)
        for (int i = 0; positions[i]; i++) {
            CHESS_GAME.parse(&pos, positions[i], error, sizeof error);
            if (CHESS_GAME.evaluate(&pos) != ((const Score *)expected)[i])
                return "differs";
        }
    return NULL;
}

Test(chess_eval, is_reentrant) {
    const char *const *positions = CHESS_GAME.bench_positions;
    Score expected[256];
    int count = 0;
    while (positions[count])
        count++;
    cr_assert_leq(count, 256);
    for (int i = 0; i < count; i++)
        expected[i] = eval_of(positions[i]);
    pthread_t threads[4];
    for (int i = 0; i < 4; i++)
        cr_assert_eq(pthread_create(&threads[i], NULL, evaluate_bench, expected), 0);
    for (int i = 0; i < 4; i++) {
        void *result = NULL;
        pthread_join(threads[i], &result);
        cr_assert_null(result, "thread %d: an evaluation differs", i);
    }
}

Test(chess_eval, more_material_scores_higher) {
    cr_assert_gt(eval_of("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
                 eval_of("4k3/8/8/8/8/8/8/N3K3 w - - 0 1"), "rook over knight");
    cr_assert_gt(eval_of("4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"), 0);
}

Test(chess_eval, advanced_passed_pawn_is_worth_more) {
    Score sixth = eval_of("7k/8/P7/8/8/8/8/7K w - - 0 1");
    Score third = eval_of("7k/8/8/8/8/P7/8/7K w - - 0 1");
    cr_assert_gt(sixth, third + 50, "sixth %d, third %d", sixth, third);
    int mg, eg;
    trace_term("7k/8/P7/8/8/8/8/7K w - - 0 1", "Passed", &mg, &eg);
    cr_assert_gt(eg, 0);
}

Test(chess_eval, free_passed_pawn_beats_blocked_one) {
    int free_mg, free_eg, blocked_mg, blocked_eg;
    trace_term("6k1/8/1P6/8/8/2n5/8/6K1 w - - 0 1", "Passed", &free_mg, &free_eg);
    trace_term("6k1/1n6/1P6/8/8/8/8/6K1 w - - 0 1", "Passed", &blocked_mg, &blocked_eg);
    cr_assert_gt(free_eg, blocked_eg, "free %d, blocked %d", free_eg, blocked_eg);
}

Test(chess_eval, pawn_outside_the_square_is_unstoppable) {
    /* Black's king is too far from a8 in a pawn ending: the pawn queens. */
    Score outside = eval_of("8/8/8/P7/8/8/7k/K7 w - - 0 1");
    Score inside = eval_of("8/8/2k5/P7/8/8/8/K7 w - - 0 1");
    cr_assert_gt(outside, inside + 150, "outside %d, inside %d", outside, inside);
}

Test(chess_eval, doubled_isolated_pawns_are_worse) {
    int mg, eg;
    trace_term("4k3/pp6/8/8/8/2P5/2P5/4K3 w - - 0 1", "Pawns", &mg, &eg);
    cr_assert(mg < 0 && eg < 0, "doubled isolated: %d %d", mg, eg);
    cr_assert_gt(eval_of("4k3/pp6/8/8/8/8/2PP4/4K3 w - - 0 1"),
                 eval_of("4k3/pp6/8/8/8/2P5/2P5/4K3 w - - 0 1"));
}

/* The pawn structure term, not the whole evaluation: tuned square tables may value rook
 * pawns in a pawn ending more than the structure term costs them. */
Test(chess_eval, connected_pawns_beat_scattered_ones) {
    int connected_mg, connected_eg, scattered_mg, scattered_eg;
    trace_term("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", "Pawns", &connected_mg, &connected_eg);
    trace_term("4k3/8/8/8/P6P/8/8/4K3 w - - 0 1", "Pawns", &scattered_mg, &scattered_eg);
    cr_assert_gt(connected_mg, scattered_mg);
    cr_assert_gt(connected_eg, scattered_eg);
}

Test(chess_eval, king_shield_is_safer_than_exposure) {
    const char *shielded = "r1bq1rk1/ppp2ppp/2n2n2/3pp3/8/2N2N2/PPPQ1PPP/R1B2RK1 w - - 0 1";
    const char *exposed = "r1bq1rk1/ppp2ppp/2n2n2/3pp3/5P2/2N2NP1/PPPQ3P/R1B2RK1 w - - 0 1";
    int shielded_mg, shielded_eg, exposed_mg, exposed_eg;
    trace_term(shielded, "King safety", &shielded_mg, &shielded_eg);
    trace_term(exposed, "King safety", &exposed_mg, &exposed_eg);
    cr_assert_gt(shielded_mg, exposed_mg + 20, "shield %d, exposed %d", shielded_mg, exposed_mg);
    /* Two attackers near an open king cost more king safety than the same pieces far away
     * (the whole evaluation also weighs where the pieces stand). */
    int attacked_mg, attacked_eg, quiet_mg, quiet_eg;
    trace_term("6k1/5ppp/8/8/8/5qn1/8/6K1 w - - 0 1", "King safety", &attacked_mg, &attacked_eg);
    trace_term("6k1/5ppp/q7/n7/8/8/8/6K1 w - - 0 1", "King safety", &quiet_mg, &quiet_eg);
    cr_assert_lt(attacked_mg, quiet_mg, "attacked %d, quiet %d", attacked_mg, quiet_mg);
}

Test(chess_eval, rook_prefers_the_open_file) {
    Score open = eval_of("r5k1/ppp2ppp/8/8/8/8/PPP2PPP/4R1K1 w - - 0 1");
    Score closed = eval_of("r5k1/ppp2ppp/8/8/8/8/PPP2PPP/2R3K1 w - - 0 1");
    cr_assert_gt(open, closed, "open %d, closed %d", open, closed);
    int mg, eg;
    trace_term("r5k1/ppp2ppp/8/8/8/8/PPP2PPP/4R1K1 w - - 0 1", "Rooks", &mg, &eg);
    cr_assert_gt(mg, 0);
}

Test(chess_eval, bishop_pair_earns_a_bonus) {
    int mg, eg;
    trace_term("rn2k3/pppp4/8/8/8/8/PPPP4/2B1KB2 w - - 0 1", "Bishops", &mg, &eg);
    cr_assert(mg > 0 && eg > 0, "pair: %d %d", mg, eg);
    cr_assert_gt(eval_of("2b1kb2/pppp4/8/8/8/8/PPPP4/2B1KB2 w - - 0 1"),
                 eval_of("2b1kb2/pppp4/8/8/8/8/PPPP4/2B1KN2 w - - 0 1"));
}

Test(chess_eval, knight_outpost_is_rewarded) {
    cr_assert_gt(eval_of("4k3/pp4pp/3p4/2pN4/2P5/8/PP4PP/4K3 w - - 0 1"),
                 eval_of("4k3/pp4pp/3p4/2p5/2P5/8/PP1N2PP/4K3 w - - 0 1"));
}

Test(chess_eval, pieces_attacked_by_pawns_are_threatened) {
    int mg, eg;
    trace_term("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "Threats", &mg, &eg);
    cr_assert(mg > 0 && eg > 0, "threat: %d %d", mg, eg);
}

Test(chess_eval, pawnless_small_edges_are_drawish) {
    Score rook_v_bishop = eval_of("8/8/4k3/8/8/2b5/8/R3K3 w - - 0 1");
    cr_assert(rook_v_bishop > 0 && rook_v_bishop < 60, "KR v KB: %d", rook_v_bishop);
    Score lone_bishop = eval_of("8/8/4k3/8/8/8/8/B3K3 w - - 0 1");
    cr_assert(lone_bishop >= 0 && lone_bishop < 40, "KB v K: %d", lone_bishop);
    Score two_knights = eval_of("8/8/4k3/8/8/8/5N2/4K1N1 w - - 0 1");
    cr_assert(two_knights > 0 && two_knights < 150, "KNN v K: %d", two_knights);
    cr_assert_gt(eval_of("8/8/4k3/8/8/8/8/R3K3 w - - 0 1"), 400, "KR v K still wins");
}

Test(chess_eval, opposite_bishops_are_drawish) {
    const char *opposite_fen = "1b2k3/5p2/8/8/3P4/4P3/4B3/4K3 w - - 0 1";
    Score opposite = eval_of(opposite_fen);
    Score same = eval_of("2b1k3/5p2/8/8/3P4/4P3/4B3/4K3 w - - 0 1");
    cr_assert(opposite > 0 && opposite < same * 3 / 4, "opposite %d, same %d", opposite, same);
    StrBuf out;
    trace_of(opposite_fen, &out);
    cr_assert(strstr(strbuf_text(&out), "Endgame scale") &&
                  !strstr(strbuf_text(&out), "Endgame scale 64/64"),
              "%s", strbuf_text(&out));
    strbuf_free(&out);
}

/* The endgame scale the trace of fen reports, in 64ths. */
static int scale_of(const char *fen) {
    StrBuf out;
    trace_of(fen, &out);
    const char *line = strstr(strbuf_text(&out), "Endgame scale ");
    int scale = -1;
    cr_assert(line && sscanf(line, "Endgame scale %d/64", &scale) == 1, "%s", strbuf_text(&out));
    strbuf_free(&out);
    return scale;
}

Test(chess_eval, rook_ending_a_pawn_up_on_one_flank_is_drawish) {
    /* White is a pawn up with every pawn on the king's side and Black's king beside its
     * pawns: the held rook ending. Not with the extra pawn on the b-file, nor with Black's
     * king away from its pawns. */
    cr_assert_eq(scale_of("r7/5pk1/6p1/7p/7P/4P1P1/5PK1/R7 w - - 0 1"), 36);
    cr_assert_eq(scale_of("r7/5pk1/6p1/7p/7P/1P4P1/5PK1/R7 w - - 0 1"), 64);
    cr_assert_eq(scale_of("r7/5p2/3k2p1/7p/7P/4P1P1/5PK1/R7 w - - 0 1"), 64);
}
