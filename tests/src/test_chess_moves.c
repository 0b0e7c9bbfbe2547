/*
 * test_chess_moves.c - chess moves as text and the special moves: UCI syntax accepted and
 * refused, legality through game_parse_legal_move, promotions, castling (also written as
 * king takes rook), en passant including the pinned case, and the noisy-move facts the
 * search relies on.
 */
#include <string.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static bool parses(const char *fen, const char *text) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    Move move;
    return CHESS_GAME.parse_move(&pos, text, &move);
}

static bool is_legal(const char *fen, const char *text) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    Move move;
    return game_parse_legal_move(&CHESS_GAME, &pos, text, &move);
}

static void assert_fen_after(const char *fen, const char *moves, const char *expected) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    PosBuf after = gt_after(&CHESS_GAME, &pos, moves);
    char out[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &after, out);
    cr_assert_str_eq(out, expected);
}

Test(chess_moves, uci_syntax_is_accepted) {
    cr_assert(parses(START_FEN, "e2e4"));
    cr_assert(parses(START_FEN, "g1f3"));
    cr_assert(parses("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"));
}

Test(chess_moves, bad_syntax_is_refused) {
    static const char *const BAD[] = {"",      "e2",    "e2e",    "e2e9", "i2i4", "E2E4",
                                      "e2e4 ", "e2e4x", "e2e4qq", "0000", "e2e2", "e1-g1"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++)
        cr_assert_not(parses(START_FEN, BAD[i]), "'%s' parsed", BAD[i]);
}

Test(chess_moves, well_formed_but_illegal_moves_are_refused) {
    cr_assert_not(is_legal(START_FEN, "e2e5"), "pawn three squares");
    cr_assert_not(is_legal(START_FEN, "e7e5"), "black pawn on white's turn");
    cr_assert_not(is_legal(START_FEN, "e3e4"), "empty square");
    cr_assert_not(is_legal(START_FEN, "f1c4"), "bishop through own pawn");
    cr_assert_not(is_legal("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2"), "king into check");
    cr_assert_not(is_legal("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3"), "pinned bishop");
    cr_assert(is_legal("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e1d1"));
}

Test(chess_moves, promotion_needs_a_suffix_on_the_last_rank_only) {
    const char *fen = "4k3/P7/8/8/8/8/1P6/4K3 w - - 0 1";
    cr_assert_not(is_legal(fen, "a7a8"), "promotion without a piece");
    cr_assert_not(parses(fen, "b2b3q"), "suffix on an ordinary pawn move");
    cr_assert_not(parses(fen, "e1e2q"), "suffix on a king move");
    cr_assert_not(parses(fen, "a7a8k"), "promotion to a king");
    cr_assert_not(parses(fen, "a7a8Q"), "upper-case suffix");
}

Test(chess_moves, each_promotion_piece_is_its_own_move) {
    const char *fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    assert_fen_after(fen, "a7a8q", "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_fen_after(fen, "a7a8r", "R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_fen_after(fen, "a7a8b", "B3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_fen_after(fen, "a7a8n", "N3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_fen_after("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8n",
                     "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

static void assert_move_texts_round_trip(const char *fen) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    Move moves[MAX_MOVES], parsed;
    char text[MAX_MOVE_TEXT];
    int count = game_legal_moves(&CHESS_GAME, &pos, moves);
    for (int i = 0; i < count; i++) {
        CHESS_GAME.format_move(&pos, moves[i], text);
        cr_assert(game_parse_legal_move(&CHESS_GAME, &pos, text, &parsed), "%s", text);
        cr_assert_eq(parsed, moves[i], "%s in %s", text, fen);
    }
}

Test(chess_moves, move_text_round_trips_for_every_legal_move) {
    assert_move_texts_round_trip(KIWIPETE_FEN);
    assert_move_texts_round_trip(POSITION4_FEN);
    assert_move_texts_round_trip(POSITION5_FEN);
    assert_move_texts_round_trip(EN_PASSANT_FEN);
    assert_move_texts_round_trip("r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1");
}

Test(chess_moves, castling_moves_king_and_rook) {
    const char *fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_fen_after(fen, "e1g1", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    assert_fen_after(fen, "e1c1", "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    assert_fen_after(fen, "e1g1 e8c8", "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    assert_fen_after(fen, "h1h2 a8a7", "4k2r/r7/8/8/8/8/7R/R3K3 w Qk - 2 2");
}

Test(chess_moves, castling_as_king_takes_rook_is_accepted) {
    const char *fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    Move short_castle, as_rook_capture;
    cr_assert(game_parse_legal_move(&CHESS_GAME, &pos, "e1g1", &short_castle));
    cr_assert(game_parse_legal_move(&CHESS_GAME, &pos, "e1h1", &as_rook_capture));
    cr_assert_eq(as_rook_capture, short_castle);
    char text[MAX_MOVE_TEXT];
    CHESS_GAME.format_move(&pos, as_rook_capture, text);
    cr_assert_str_eq(text, "e1g1");
    cr_assert(is_legal(fen, "e1a1"));
}

Test(chess_moves, castling_is_refused_out_of_through_or_into_check) {
    cr_assert(is_legal("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
    cr_assert_not(is_legal("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1"), "no right");
    cr_assert_not(is_legal("4r1k1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "out of check");
    cr_assert_not(is_legal("5rk1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "through check");
    cr_assert_not(is_legal("k5r1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "into check");
    cr_assert_not(is_legal("4k3/8/8/8/8/8/8/4KN1R w K - 0 1", "e1g1"), "blocked");
    cr_assert(is_legal("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"), "b1 may be attacked");
    cr_assert_not(is_legal("1n2k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1c1"), "b1 must be empty");
}

Test(chess_moves, en_passant_captures_the_pawn_that_passed) {
    const char *fen = EN_PASSANT_FEN;
    assert_fen_after(fen, "e5f6", "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    cr_assert_not(is_legal(fen, "e5d6"), "d-pawn did not just move");
}

Test(chess_moves, en_passant_is_refused_when_it_exposes_the_king) {
    /* Both pawns leave rank 5 and the rook on h5 sees the king on a5. */
    cr_assert_not(is_legal("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1", "b5c6"));
    cr_assert(is_legal("8/8/8/KPp5/8/8/8/4k3 w - c6 0 1", "b5c6"), "no rook, no pin");
    /* The capturing pawn is pinned on the a3-e7 diagonal and would leave it. */
    cr_assert_not(is_legal("7k/4b3/8/1pP5/8/K7/8/8 w - b6 0 1", "c5b6"));
    cr_assert(is_legal("7k/8/8/1pP5/8/K7/8/8 w - b6 0 1", "c5b6"), "no bishop, no pin");
}

Test(chess_moves, en_passant_removes_a_checking_pawn) {
    cr_assert(is_legal("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3"));
}

/* The noisy list is exactly the captures and promotions of the full list. */
static void assert_noisy_split(const char *fen) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    Move all[MAX_MOVES], noisy[MAX_MOVES];
    int all_count = CHESS_GAME.generate(&pos, all, GEN_ALL);
    int noisy_count = CHESS_GAME.generate(&pos, noisy, GEN_NOISY);
    int expected = 0;
    for (int i = 0; i < all_count; i++) {
        if (!CHESS_GAME.is_noisy(&pos, all[i]))
            continue;
        expected++;
        bool found = false;
        for (int j = 0; j < noisy_count; j++)
            found |= noisy[j] == all[i];
        cr_assert(found, "a noisy move is missing in %s", fen);
    }
    cr_assert_eq(noisy_count, expected, "%s", fen);
}

Test(chess_moves, noisy_moves_are_the_captures_and_promotions) {
    assert_noisy_split(KIWIPETE_FEN);
    assert_noisy_split(POSITION4_FEN);
    assert_noisy_split(POSITION5_FEN);
    assert_noisy_split(EN_PASSANT_FEN);
    assert_noisy_split("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
}

static int gain(const PosBuf *pos, const char *text) {
    Move move;
    cr_assert(game_parse_legal_move(&CHESS_GAME, pos, text, &move), "%s", text);
    cr_assert(CHESS_GAME.is_noisy(pos, move), "%s", text);
    return CHESS_GAME.noisy_gain(pos, move);
}

Test(chess_moves, noisy_gain_prefers_big_victims_and_small_attackers) {
    PosBuf pos = gt_position(&CHESS_GAME, "4k3/8/8/3q1p2/4P3/8/8/3QK3 w - - 0 1");
    cr_assert_gt(gain(&pos, "e4d5"), gain(&pos, "d1d5"), "PxQ before QxQ");
    cr_assert_gt(gain(&pos, "d1d5"), gain(&pos, "e4f5"), "QxQ before PxP");
    PosBuf promo = gt_position(&CHESS_GAME, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    cr_assert_gt(gain(&promo, "a7a8q"), gain(&promo, "a7a8n"));
}

static bool see(const char *fen, const char *text, int threshold) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    Move move;
    cr_assert(game_parse_legal_move(&CHESS_GAME, &pos, text, &move), "%s", text);
    return CHESS_GAME.see_at_least(&pos, move, threshold);
}

Test(chess_moves, exchange_of_a_free_pawn_wins_a_pawn) {
    const char *fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    cr_assert(see(fen, "e4d5", 0));
    cr_assert(see(fen, "e4d5", 100));
    cr_assert_not(see(fen, "e4d5", 101));
}

Test(chess_moves, queen_taking_a_defended_pawn_loses_the_exchange) {
    const char *fen = "4k3/2p5/3p4/8/8/8/3Q4/4K3 w - - 0 1";
    cr_assert_not(see(fen, "d2d6", 0));
    cr_assert(see(fen, "d2d6", -850), "pawn (100) for queen (950)");
    cr_assert_not(see(fen, "d2d6", -849));
}

Test(chess_moves, exchange_counts_the_rook_behind_the_rook) {
    /* Rxd6 Rxd6 Rxd6 would cost black a rook: black stops, white is a pawn up. */
    const char *fen = "3rk3/8/3p4/8/8/8/3R4/3RK3 w - - 0 1";
    cr_assert(see(fen, "d2d6", 100));
    cr_assert_not(see(fen, "d2d6", 101));
    cr_assert_not(see("3rk3/8/3p4/8/8/8/3R4/4K3 w - - 0 1", "d2d6", 0), "without the x-ray");
}

Test(chess_moves, king_cannot_recapture_a_defended_piece) {
    /* Qxf7+ is defended by the bishop: the king may not take back, white wins a pawn. */
    cr_assert(see("4k3/5p2/8/7Q/2B5/8/8/4K3 w - - 0 1", "h5f7", 100));
    cr_assert_not(see("4k3/5p2/8/7Q/8/8/8/4K3 w - - 0 1", "h5f7", 0), "undefended: Kxf7");
}

Test(chess_moves, move_index_stays_in_range) {
    PosBuf pos = gt_position(&CHESS_GAME, KIWIPETE_FEN);
    Move moves[MAX_MOVES];
    int count = CHESS_GAME.generate(&pos, moves, GEN_ALL);
    for (int i = 0; i < count; i++) {
        int index = CHESS_GAME.move_index(&pos, moves[i]);
        cr_assert(index >= 0 && index < CHESS_GAME.move_index_count);
    }
    cr_assert_neq(CHESS_GAME.move_index(&pos, moves[0]), CHESS_GAME.move_index(&pos, moves[1]));
}
